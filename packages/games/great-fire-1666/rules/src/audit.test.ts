/**
 * The rules audit against the rulebooks (issue 13): colour cards dealt blind, the Portuguese
 * edition as printed, the rulings now written in the digest, and games stored before the fixes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Action } from "./contract.js";
import type { GameEvent } from "./core.js";
import { compileBoard, LONDON_1666 } from "./map/index.js";
import { applyAction, legalActions, replay } from "./play.js";
import { PRESETS, type PresetName, parseRules, RULES_VERSION } from "./rules.js";
import { score } from "./scoring.js";
import { createGame } from "./setup.js";
import { type GameState, hashState } from "./state.js";
import { scenario } from "./test/scenario.js";
import { viewFor } from "./views.js";

const LONDON = compileBoard(LONDON_1666);
const here = (p: string) => join(import.meta.dirname, p);
const ok = (s: GameState, a: unknown) => {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r;
};

/**
 * Number of seats holding their own pawn colour, summed over `games` seeded games, with the
 * binomial-type band it must lie in. With colours dealt blind, the colour cards are the first
 * `seats` cards of a uniform permutation of the 6 colours, so seat i holds pawn colour i with
 * probability p = 1/6, and two seats both match with probability 1/30. Per game X = Σ matches:
 * E[X] = seats/6; Var[X] = seats·p(1−p) + seats(seats−1)(1/30 − 1/36). The band is ±5 standard
 * deviations of the total (the seeds are fixed, so the test cannot flake; 5σ leaves a fair deal
 * no chance of failing and the old deal, which gives 0, no chance of passing).
 */
function matches(seats: number, games: number, rulesVersion = RULES_VERSION) {
  let total = 0;
  for (let seed = 0; seed < games; seed++) {
    const s = createGame({ board: LONDON, seats, seed: `blind-${seed}`, rulesVersion });
    for (let i = 0; i < seats; i++) if (s.colour[i] === s.pawnColour[i]) total++;
  }
  const p = 1 / 6;
  const mean = games * seats * p;
  const variance = games * (seats * p * (1 - p) + seats * (seats - 1) * (1 / 30 - 1 / 36));
  const sd = Math.sqrt(variance);
  return { total, low: mean - 5 * sd, high: mean + 5 * sd, mean };
}

describe("§2.4 colour cards are dealt blind (000 §2: the pawn colour tells nothing)", () => {
  for (const seats of [6, 4, 3])
    it(`§2.4 over 2,000 ${seats}-seat games the seats holding their own pawn colour number about ${seats}/6 per game`, () => {
      const m = matches(seats, 2000);
      expect(m.total).toBeGreaterThanOrEqual(m.low);
      expect(m.total).toBeLessThanOrEqual(m.high);
    });

  it("§2.4 the old deal (rules version 1) never matched — the leak this fixes", () => {
    expect(matches(6, 300, 1).total).toBe(0);
  });

  it("§2.4 saved game: a six-seat game where a seat owns its pawn's colour plays on and scores it", () => {
    const file = load("colour-matches-pawn-6p");
    const s = replayFile(file);
    const seat = s.colour.findIndex((c, i) => c === s.pawnColour[i]);
    expect(seat).toBeGreaterThanOrEqual(0);
    // Nobody else can see it: another seat's view has no colour for that seat.
    expect(viewFor(s, (seat + 1) % 6).seats[seat]?.colour).toBeUndefined();
    expect(hashState(s)).toBe(file.expected.hash);
  });
});

describe("§8.1 / Portuguese edition presets", () => {
  it("portuguese-edition: public colours, no wild fire, Pudding Lane +5, cones = houses, every burning district, three cones in all", () => {
    expect(PRESETS["portuguese-edition"]).toEqual({
      publicColours: true,
      wildFire: false,
      puddingLaneRefillAdd: 5,
      conesAfterBurning: "houses",
      intensity: "everyBurning",
      noMoveFallback: "discardAndPlaceThree",
    });
    for (const seats of [3, 4, 5, 6]) {
      const s = createGame({ board: LONDON, seats, seed: seats, rules: "portuguese-edition" });
      expect(s.wildFire, `${seats} seats`).toBe(false);
      expect(s.colour).toEqual(s.pawnColour);
      expect(viewFor(s, 0).seats[1]?.colour).toBeDefined();
    }
  });

  it("portuguese-hidden-colours (Rule A): colours secret, pawn colours drawn at random and independent of the cards", () => {
    let notBySeat = 0;
    let match = 0;
    const games = 600;
    for (let seed = 0; seed < games; seed++) {
      const s = createGame({ board: LONDON, seats: 4, seed, rules: "portuguese-hidden-colours" });
      expect(s.wildFire).toBe(false);
      expect(new Set(s.pawnColour).size).toBe(4);
      if (s.pawnColour.some((c, i) => c !== i)) notBySeat++;
      for (let i = 0; i < 4; i++) if (s.colour[i] === s.pawnColour[i]) match++;
      if (seed === 0) expect(viewFor(s, 0).seats[1]?.colour).toBeUndefined();
    }
    expect(notBySeat).toBeGreaterThan(games * 0.9);
    // 4 seats × 600 games × 1/6 = 400 expected; ±5σ (σ ≈ 19.3).
    expect(match).toBeGreaterThan(400 - 97);
    expect(match).toBeLessThan(400 + 97);
  });

  it("§4 puddingLaneRefillAdd: Pudding Lane with 1 cone gets 5 more (6), not a refill to 25", () => {
    const s = scenario({ rules: { puddingLaneRefillAdd: 5 } })
      .phase("actions")
      .with((s) => {
        s.cones[s.board.origin] = 1;
      })
      .state();
    const r = ok(s, { type: "endActions" });
    expect(r.state.cones[s.board.origin]).toBe(6);
    expect(r.events).toContainEqual({ type: "puddingLaneRefilled", cones: 6 });
  });

  it("§4 saved game (Portuguese): Pudding Lane running short gains 5 cones", () => {
    const file = load("portuguese-pudding-lane-adds-5");
    const { events, before } = eventsAt(file, file.expected.hitAfterAction);
    const refill = events.find((e) => e.type === "puddingLaneRefilled");
    const had = before.cones[before.board.origin] as number;
    expect(had).toBeLessThan(2);
    expect(refill).toEqual({ type: "puddingLaneRefilled", cones: had + 5 });
    expect(hashState(replayFile(file))).toBe(file.expected.hash);
  });

  for (const [name, id, card, from, houses] of [
    ["Guild Hall", "guild-hall", "N", "st-bennet", 4],
    ["Tallow Hall", "tallow-hall", "S", "st-bennet", 3],
  ] as const)
    it(`§4.3 conesAfterBurning "houses": ${name} (${houses} houses) ends with ${houses} cones; Italian: ${houses + 1}`, () => {
      for (const [rule, want] of [
        ["houses", houses],
        ["housesPlusOne", houses + 1],
      ] as const) {
        const s = scenario({ board: LONDON, rules: { conesAfterBurning: rule } })
          .hand(0, card)
          .fire(from, 2)
          .with((s) => {
            s.cones[s.board.origin] = 2;
          })
          .state();
        const d = s.board.index[id] as number;
        expect(s.board.houses[d]).toBe(houses);
        const r = ok(s, { type: "fire", card, from, to: id });
        expect(r.state.cones[d], rule).toBe(want);
      }
    });

  it("§4.3 saved game (Portuguese): a district that burns ends with as many cones as its houses", () => {
    const file = load("portuguese-cones-equal-houses");
    const { events, after } = eventsAt(file, file.expected.hitAfterAction);
    const burnt = events.find((e) => e.type === "housesBurnt") as Extract<GameEvent, { type: "housesBurnt" }>;
    const d = after.board.index[burnt.district] as number;
    expect(after.cones[d]).toBe(burnt.colours.length);
  });

  it("§4.4 Portuguese fallback: with Barbican, Finsbury and Spitalfields burning, three cones in all (rules version 1 added 3 + 3 + 2 = 8 here, one Intensity per district)", () => {
    const setup = (rulesVersion: number) =>
      scenario({ board: LONDON, rules: "portuguese-edition", rulesVersion })
        .hand(0, "N")
        .fire("barbican", 2)
        .fire("finsbury", 2)
        .fire("spitalfields", 1)
        .with((s) => {
          // No playable card: nothing on the board is a source (Pudding Lane is down to 1 cone and
          // every burning district holds too few cones to give one).
          s.cones[s.board.origin] = 1;
          s.cones[s.board.index.barbican as number] = 1;
          s.cones[s.board.index.finsbury as number] = 1;
        })
        .state();
    const total = (s: GameState) => s.cones.reduce((a, b) => a + b, 0);
    const now = setup(RULES_VERSION);
    expect(legalActions(now).every((a) => a.type === "discard")).toBe(true);
    const r = ok(now, { type: "discard", card: "N" });
    expect(r.state.phase).toBe("intensity");
    let t = r.state;
    while (t.phase === "intensity") t = ok(t, legalActions(t)[0]).state;
    expect(total(t) - total(now)).toBe(3);
    expect(t.phase).toBe("actions");
    const old = setup(1);
    const o = ok(old, { type: "discard", card: "N" });
    expect(total(o.state) - total(old)).toBe(3 + 3 + 2); // 1→4, 1→4, 1→3: capped at houses + 2, per district
  });

  it("§4.4 saved game (Portuguese): no playable card → the hand is shown, one card discarded, three cones placed, then phase B", () => {
    const file = load("portuguese-fallback-3-cones");
    let s = start(file);
    const acts = file.actions;
    const at = file.expected.hitAfterAction - 1;
    for (let i = 0; i < at; i++) s = ok(s, acts[i]).state;
    const before = s.cones.reduce((a, b) => a + b, 0);
    const r = ok(s, acts[at]);
    expect(r.events.some((e) => e.type === "noPlayableCard")).toBe(true);
    let t = r.state;
    let i = at + 1;
    while (t.phase === "intensity") t = ok(t, acts[i++]).state;
    expect(t.cones.reduce((a, b) => a + b, 0) - before).toBeLessThanOrEqual(3);
    expect(["actions", "over"]).toContain(t.phase);
    expect(hashState(replayFile(file))).toBe(file.expected.hash);
  });
});

describe("rulings written in the digest", () => {
  it("§4.5 ruling: wild fire adds its cone only when the entering cone stays free (an uncommitted team controls it: nothing added)", () => {
    const s = scenario({ rules: { wildFire: true } })
      .hand(0, "E")
      .burnt("d-2-2")
      .team("d-2-2")
      .state();
    const d = s.board.index["d-2-2"] as number;
    const r = ok(s, { type: "fire", card: "E", from: "pudding-lane", to: "d-2-2" });
    expect([r.state.cones[d], r.state.committed[d]]).toEqual([1, 1]);
    expect(r.events.some((e) => e.type === "wildFire")).toBe(false);
  });

  it("§7 ruling: a turn with no playable card during the final round still resolves its extra Intensity", () => {
    const s = scenario()
      .hand(0, "NN")
      .fire("d-3-0", 2)
      .with((s) => {
        s.finalTurn = 1;
        s.finalTurnsLeft = 3;
        s.intensitiesLeft = 0;
      })
      .state();
    const r = ok(s, { type: "discard", card: "N" });
    expect(r.events.some((e) => e.type === "cardDrawn")).toBe(false); // no phase C draw
    expect(r.events).toContainEqual({ type: "intensity", seat: 0, card: null });
    expect(r.state.phase).toBe("intensity");
  });

  it("§8.3 ruling: the Hero of London and the tamed-cones tie-break count the cones each player tamed, whatever track they scored on", () => {
    const s = scenario({ rules: "complex" })
      .phase("actions")
      .ap(4)
      .fire("d-3-0", 3, 3)
      .pawn(0, "d-3-0")
      .with((s) => {
        s.pawnColour = [3, 0, 1, 2];
      })
      .state();
    let t = s;
    for (let i = 0; i < 3; i++) t = ok(t, { type: "tame" }).state;
    expect(t.hero).toBe(0); // the tamer, not the owner of the pawn's colour
    expect(t.tamed[0]).toBe(3);
    expect(t.tamedByColour[3]).toBe(3);
    expect(score(t).seats[0]?.tamedCones).toBe(3);
  });

  it("§1 ruling: 60 Fire Movement cards, 15 per direction (no edition states the split)", () => {
    for (const seats of [3, 4, 5, 6]) {
      const s = createGame({ board: LONDON, seats, seed: seats });
      const perDir = [0, 0, 0, 0];
      for (let i = 0; i < s.hand.length; i++)
        perDir[i % 4] = (perDir[i % 4] as number) + (s.hand[i] as number);
      for (const c of s.pile) if (c < 4) perDir[c] = (perDir[c] as number) + 1;
      const inGame = perDir.reduce((a, b) => a + b, 0);
      const removed = { 3: 12, 4: 8, 5: 5, 6: 0 }[seats] as number;
      expect(inGame + removed).toBe(60);
      for (const n of perDir) expect(n).toBeLessThanOrEqual(15);
    }
  });
});

describe("§4.6 the Double Move never shows in the public phase (issue 19)", () => {
  it("§4.6 saved game: right after a face-down token is taken the phase is 'actions' whatever its kind", () => {
    const file = load("double-move-in-phase-b");
    const { after } = eventsAt(file, file.expected.hitAfterAction);
    expect(after.phase).toBe("actions");
    expect(viewFor(after, "spectator").phase).toBe("actions");
    expect(legalActions(after).some((a) => a.type === "doubleMove")).toBe(true);
    expect(hashState(replayFile(file))).toBe(file.expected.hash);
  });
});

// ------------------------------------------------------------ stored games

interface SavedFile {
  format: number;
  rulesVersion?: number;
  rules: PresetName;
  seats: number;
  seed: number;
  actions: Action[];
  expected: { hash: string; hitAfterAction: number };
}
const load = (name: string): SavedFile =>
  JSON.parse(readFileSync(here(`test/fixtures/audit/${name}.game.json`), "utf8"));
const start = (f: SavedFile) =>
  createGame({
    board: LONDON,
    rules: f.rules,
    seats: f.seats,
    seed: f.seed,
    rulesVersion: f.rulesVersion ?? 1,
  });
function replayFile(f: SavedFile): GameState {
  const r = replay({
    board: LONDON,
    rules: f.rules,
    seats: f.seats,
    seed: f.seed,
    rulesVersion: f.rulesVersion ?? 1,
    actions: f.actions,
  });
  if (!r.ok) throw new Error(`action ${r.index}: ${r.error.message}`);
  return r.state;
}
/** The events of action number `n` (1-based) and the states around it. */
function eventsAt(f: SavedFile, n: number) {
  let s = start(f);
  for (let i = 0; i < n - 1; i++) s = ok(s, f.actions[i]).state;
  const r = ok(s, f.actions[n - 1]);
  return { before: s, after: r.state, events: r.events };
}

describe("games stored before the audit keep playing exactly as they were", () => {
  const dir = here("test/fixtures/legacy-v1");
  const expected = JSON.parse(readFileSync(join(dir, "expected.json"), "utf8")) as Record<
    string,
    { hash: string; next: Action[] }
  >;
  const files = readdirSync(dir).filter((f: string) => f.endsWith(".game.json"));
  it("the fixture holds the three legacy game files", () => {
    expect(files.sort()).toEqual([
      "base-6p.game.json",
      "portuguese-4p.game.json",
      "portuguese-fallback-3p.game.json",
    ]);
  });
  for (const f of files)
    it(`${f}: a format-1 file replays under rules version 1 to its old hash, lists the same moves and accepts the next one`, () => {
      const file = JSON.parse(readFileSync(join(dir, f), "utf8")) as SavedFile;
      const want = expected[f.replace(".game.json", "")] as { hash: string; next: Action[] };
      const r = replay({
        board: LONDON,
        rules: file.rules,
        seats: file.seats,
        seed: file.seed,
        rulesVersion: 1,
        actions: file.actions,
      });
      if (!r.ok) throw new Error(r.error.message);
      expect(hashState(r.state)).toBe(want.hash);
      expect(legalActions(r.state).slice(0, 5)).toEqual(want.next);
      const next = applyAction(r.state, want.next[0]);
      expect(next.ok).toBe(true);
      // The same file under the current rules is a different game (that is why the version is stamped).
      const now = replay({
        board: LONDON,
        rules: file.rules,
        seats: file.seats,
        seed: file.seed,
        actions: file.actions,
      });
      expect(now.ok && hashState(now.state)).not.toBe(want.hash);
    });

  it("a version-1 Portuguese rule set keeps the old preset (hidden colours, refill to 5)", () => {
    const r = parseRules("portuguese-edition", 1);
    expect(r.ok && r.rules.publicColours).toBe(false);
    expect(r.ok && r.rules.puddingLaneRefillTo).toBe(5);
    expect(r.ok && r.rules.puddingLaneRefillAdd).toBe(0);
  });
});
