import { describe, expect, it } from "vitest";
import { gridMap } from "./grid-map.js";
import { explainError } from "./i18n.js";
import { compileBoard } from "./map/index.js";
import { applyAction, legalActions } from "./play.js";
import { createGame, GameOptionsError } from "./setup.js";
import { type GameState, hashState, INTENSITY } from "./state.js";

const board = compileBoard(gridMap(8));
const game = (seats: number, seed: number | string = 1, rules = {}) =>
  createGame({ board, seats, seed, rules });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("§2 setup", () => {
  it("§2.1 Pudding Lane starts with 25 cones and nothing else burns", () => {
    const s = game(4);
    expect(s.cones[board.origin]).toBe(25);
    expect(sum(s.cones)).toBe(25);
  });
  it("§2.2 houses are shuffled per region, colours evenly spread (5 of each per 30 icons)", () => {
    const s = game(4);
    for (let r = 0; r < 4; r++) {
      const counts = [0, 0, 0, 0, 0, 0];
      for (let d = 0; d < board.n; d++)
        if (board.region[d] === r)
          for (let i = s.houseOff[d] as number; i < (s.houseOff[d + 1] as number); i++)
            counts[s.houseColour[i] as number] = (counts[s.houseColour[i] as number] ?? 0) + 1;
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });
  it("§2.2 option: no district holds two houses of one colour", () => {
    for (const seed of [1, 2, 3]) {
      const s = game(4, seed, { housesNoSameColourInDistrict: true });
      for (let d = 0; d < board.n; d++) {
        const cs = s.houseColour.slice(s.houseOff[d], s.houseOff[d + 1]);
        expect(new Set(cs).size).toBe(cs.length);
      }
    }
  });
  it("§2.3 one face-down token per yellow-band district from 10 Explosive, 6 Double Move, 4 One VP", () => {
    const s = game(4);
    const kinds = [0, 0, 0];
    for (let d = 0; d < board.n; d++) {
      expect((s.token[d] as number) >= 0).toBe(board.extraAction[d] === 1);
      if ((s.token[d] as number) >= 0) kinds[s.token[d] as number] = (kinds[s.token[d] as number] ?? 0) + 1;
    }
    expect(kinds).toEqual([10, 6, 4]);
  });
  it("§2.4 colour cards are distinct; §8.1 easy: the pawn shows the house colour", () => {
    const s = game(6);
    expect(new Set(s.colour).size).toBe(6);
    expect(s.pawnColour).toEqual([0, 1, 2, 3, 4, 5]);
    const e = game(4, 1, { publicColours: true });
    expect(e.colour).toEqual(e.pawnColour);
  });
  it("§2.5 each seat gets one objective from each deck", () => {
    const s = game(5);
    for (let seat = 0; seat < 5; seat++)
      for (let k = 0; k < 3; k++)
        expect(board.objectiveDeck[s.objectives[seat * 3 + k] as number]).toBe(k + 1);
    expect(new Set(s.objectives).size).toBe(15);
  });
  it("§2.6 hands of 5 with at least two directions", () => {
    for (let seed = 0; seed < 30; seed++) {
      const s = game(6, seed);
      for (let seat = 0; seat < 6; seat++) {
        const h = s.hand.slice(seat * 4, seat * 4 + 4);
        expect(sum(h)).toBe(5);
        expect(Math.max(...h)).toBeLessThan(5);
      }
    }
  });
  it("§2.7 the fire deck: counts under each Intensity card, A on top, leftovers removed", () => {
    const want = {
      3: [5, 6, 5, 6, 5, 6],
      4: [9, 9, 9, 5],
      5: [6, 6, 6, 6, 6],
      6: [5, 5, 5, 5, 5, 5],
    } as const;
    for (const seats of [3, 4, 5, 6] as const) {
      const s = game(seats);
      const top = s.pile.slice().reverse();
      const got: number[] = [];
      let run = 0;
      for (const c of top) {
        if (c >= INTENSITY) {
          expect(c - INTENSITY).toBe(got.length);
          got.push(run);
          run = 0;
        } else run++;
      }
      expect(got).toEqual(want[seats]);
      expect(s.intensitiesLeft).toBe(want[seats].length);
      expect(60 - seats * 5 - sum([...want[seats]])).toBe({ 3: 12, 4: 8, 5: 5, 6: 0 }[seats]);
    }
  });
  it("§2.8 the first player is random", () => {
    const firsts = new Set(Array.from({ length: 20 }, (_, i) => game(4, i).first));
    expect(firsts.size).toBeGreaterThan(1);
  });
  it("§2.9 3 players: each places one team in turn order, twice", () => {
    const s = game(3);
    const f = s.first;
    expect(s.setupQueue).toEqual([f, (f + 1) % 3, (f + 2) % 3, f, (f + 1) % 3, (f + 2) % 3]);
  });
  it("§2.9 4 and 5 players: teams on the setup icons first, then one per player", () => {
    const tiny = compileBoard({
      ...gridMap(8),
      districts: gridMap(8).districts.map((d) =>
        d.id === "d-7-0" ? { ...d, setupIcon: 4 } : d.id === "d-6-0" ? { ...d, setupIcon: 5 } : d,
      ),
    });
    const four = createGame({ board: tiny, seats: 4, seed: 1 });
    expect(four.teams[tiny.index["d-7-0"] as number]).toBe(1);
    expect(four.teams[tiny.index["d-6-0"] as number]).toBe(0);
    expect(four.setupQueue.length).toBe(5);
    const five = createGame({ board: tiny, seats: 5, seed: 1 });
    expect(five.teams[tiny.index["d-6-0"] as number]).toBe(1);
    expect(five.setupQueue.length).toBe(5);
    expect(game(6).setupQueue.length).toBe(6);
  });
  it("§2.9–2.10 placements are actions outside the green region and Pudding Lane; then turn 1 starts", () => {
    let s: GameState = game(4, 7);
    const green = board.ids.find((_, d) => board.region[d] === 2 && board.kind[d] === 0) as string;
    const r = applyAction(s, { type: "placeTeam", district: green });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe("§2.9");
    for (let i = 0; i < 6; i++) {
      expect(s.phase).toBe("setupTeams");
      const next = applyAction(s, { type: "placeTeam", district: "d-7-0" });
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
    }
    expect(s.phase).toBe("setupPawns");
    expect(s.active).toBe(s.first);
    for (let i = 0; i < 4; i++) {
      const next = applyAction(s, legalActions(s)[0]);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
    }
    expect(s.phase).toBe("spread");
    expect(s.turn).toBe(1);
    expect(s.active).toBe(s.first);
    expect(s.pawn.every((p) => p >= 0 && board.region[p] !== 2)).toBe(true);
  });
  it('§2.9 a team placed on Pudding Lane is refused in words that say why, not "Pudding Lane is Pudding Lane" (issue 20, defect 13)', () => {
    const s = game(4, 7);
    const r = applyAction(s, { type: "placeTeam", district: board.ids[board.origin] as string });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const name = board.names[board.origin] as string;
    const words = {
      en: r.error.message,
      it: explainError(r.error, "it"),
      pt: explainError(r.error, "pt"),
    };
    expect(words.en).toBe(
      `The fire starts in ${name}; teams start outside the green region and Pudding Lane`,
    );
    expect(words.it).toMatch(new RegExp(`^L'incendio parte da ${name}; `));
    expect(words.pt).toMatch(new RegExp(`^O incêndio começa em ${name}; `));
    for (const w of Object.values(words)) expect(w).not.toMatch(new RegExp(`${name} (is|è|é) ${name}`));
  });
  it("same seed → identical state; another seed → another state", () => {
    expect(hashState(game(4, "x"))).toBe(hashState(game(4, "x")));
    expect(JSON.stringify(game(4, "x"))).toBe(JSON.stringify(game(4, "x")));
    expect(hashState(game(4, "x"))).not.toBe(hashState(game(4, "y")));
  });
  it("invalid options throw GameOptionsError listing every issue", () => {
    try {
      createGame({ map: { nope: 1 }, seats: 9, seed: 1, rules: { actionPoints: -1 } });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(GameOptionsError);
      const paths = (e as GameOptionsError).issues.map((i) => i.path);
      expect(paths).toContain("seats");
      expect(paths).toContain("rules.actionPoints");
      expect(paths.some((p) => p.startsWith("map."))).toBe(true);
    }
    expect(() => createGame({ board, seats: 4, seed: 1, rules: "nope" as never })).toThrow(/unknown preset/);
  });
});

describe("serialized states", () => {
  it("a state survives JSON and parses back with GameStateSchema; a damaged one is refused", async () => {
    const { parseState } = await import("./state-schema.js");
    const s = createGame({ board, seats: 4, seed: 2 });
    const back = parseState(JSON.parse(JSON.stringify(s)));
    expect(back.ok).toBe(true);
    if (back.ok) expect(hashState(back.state)).toBe(hashState(s));
    const bad = parseState({ ...JSON.parse(JSON.stringify(s)), cones: [1] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues[0]?.path).toBe("cones");
  });
});
