/**
 * The Great Fire in three languages (issue 20): every rule error has an Italian and a Portuguese
 * sentence built from its params, every event of whole games is described in English (unchanged),
 * Italian and Portuguese for every viewer, and the lobby texts and presets are translated.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import type { Locale, RuleError } from "@pudding/engine";
import { describe, expect, it } from "vitest";
import type { Action } from "./contract.js";
import type { GameEvent } from "./core.js";
import { describeAction } from "./describe.js";
import { explainError, OUTCOME_WORDS, RULE_ERROR_CODES } from "./i18n.js";
import { LONDON_1666 } from "./map/index.js";
import { GREAT_FIRE_1666 as M } from "./module.js";
import type { GameState } from "./state.js";

const BAD = /undefined|NaN|\{\{|\[object/;
const OTHERS = ["it", "pt"] as const;

/** A seeded linear congruential generator: whole numbers in [0, n). */
function lcg(seed: number) {
  let x = seed * 7919 + 1;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

/** Seats, seed, preset, share of heuristic moves (the rest random legal moves). */
const GAMES = [
  [3, 1, "italian-base", 0],
  [4, 2, "portuguese-edition", 0],
  [5, 3, "italian-base", 0],
  [6, 4, "complex", 0],
  [4, 5, "portuguese-hidden-colours", 0],
  [3, 6, "italian-base", 0.7],
  [5, 7, "portuguese-edition", 0.7],
  [6, 8, "italian-base", 0.7],
] as const;

function newGame(seats: number, seed: number, preset: string, names?: string[]): GameState {
  const rules = M.rules.parse(M.rules.presets.find((p) => p.id === preset)?.rules ?? {});
  if (!rules.ok) throw new Error("rules");
  const r = M.setup({ map: LONDON_1666, rules: rules.value, seats, seed, names });
  if (!r.ok) throw new Error("setup");
  return r.value;
}

/** Plays the games of `GAMES`, calling `visit` before each move and `after` with each move's events. */
function playAll(
  visit: (s: GameState, seat: number, rnd: (n: number) => number) => void,
  after: (s: GameState, events: GameEvent[], seats: number) => void,
) {
  for (const [seats, seed, preset, smart] of GAMES) {
    let s = newGame(seats, seed, preset);
    const rnd = lcg(seed);
    for (let i = 0; i < 5000 && !M.status(s).over; i++) {
      const seat = M.toAct(s)[0] as number;
      visit(s, seat, rnd);
      const legal = M.legal(s, seat);
      const a =
        rnd(1000) < smart * 1000
          ? M.ai?.bots?.heuristic?.decide(s, seat, { seed: i })
          : legal[rnd(legal.length)];
      const n = M.apply(s, seat, a);
      if (!n.ok) throw new Error(n.error.message);
      s = n.state;
      after(s, n.events, seats);
    }
    expect(M.status(s).over).toBe(true);
    visit(s, 0, rnd);
  }
}

/** Illegal (and some legal) actions to try on a state, so the engine refuses them for every reason. */
function attempts(s: GameState, rnd: (n: number) => number): unknown[] {
  const ids = s.board.ids;
  const d = () => ids[rnd(ids.length)] as string;
  const card = () => (["N", "E", "S", "W"] as const)[rnd(4)];
  const out: unknown[] = [
    { type: "placeTeam", district: d() },
    { type: "placePawn", district: d() },
    { type: "placeTeam", district: "pudding-lane" },
    { type: "placePawn", district: "no-such-place" },
    { type: "fire", card: card(), from: d(), to: d() },
    { type: "fire", card: card(), from: "pudding-lane", to: d() },
    { type: "fire", card: card(), from: "pudding-lane", to: "pudding-lane" },
    { type: "discard", card: card() },
    { type: "doubleMove", from: d(), to: d() },
    { type: "movePawn", to: d() },
    { type: "movePawn", to: "pudding-lane" },
    { type: "moveTeam", from: d(), to: d() },
    { type: "demolish", district: d() },
    { type: "tame" },
    { type: "placeCone", district: d() },
    { type: "placeCone", district: "pudding-lane" },
    { type: "passCones" },
    { type: "fly" },
  ];
  for (const x of s.board.ids)
    out.push({ type: "placeCone", district: x }, { type: "demolish", district: x });
  // The targets of legal moves, to other places: priority, reachability, adjacency.
  for (const a of M.legal(s, s.active).slice(0, 40) as Action[])
    if (a.type === "fire") out.push({ ...a, to: d() }, { ...a, from: a.to });
    else if (a.type === "moveTeam") out.push({ ...a, to: d() }, { ...a, from: d() });
    else if (a.type === "movePawn") out.push({ type: "movePawn", to: d() });
  return out;
}

/** Real refusals from the engine, by `code` and variant (`reason`, `place`, `piece`). */
function collectErrors(): Map<string, RuleError> {
  const found = new Map<string, RuleError>();
  const keep = (e: RuleError) => {
    const k = [e.code, e.params?.reason, e.params?.place, e.params?.piece].filter(Boolean).join(":");
    if (!found.has(k)) found.set(k, e);
  };
  playAll(
    (s, seat, rnd) => {
      for (const a of attempts(s, rnd)) {
        const r = M.apply(s, seat, a);
        if (!r.ok) keep(r.error);
      }
      const other = M.apply(s, (seat + 1) % s.seats, { type: "tame" });
      if (!other.ok) keep(other.error);
    },
    () => {},
  );
  return found;
}

describe("rule errors in Italian and Portuguese", () => {
  const errors = collectErrors();

  it("the exported list names exactly the codes the source makes", () => {
    const dir = new URL(".", import.meta.url);
    const codes = new Set<string>();
    for (const f of readdirSync(dir, { recursive: true }) as string[]) {
      if (!f.endsWith(".ts") || f.endsWith(".test.ts")) continue;
      const text = readFileSync(new URL(f, dir), "utf8");
      for (const m of text.matchAll(/\berr\(\s*"(\w+)"/g)) codes.add(m[1] as string);
    }
    expect([...codes].sort()).toEqual([...RULE_ERROR_CODES].sort());
  });

  it("whole games produce refusals for (nearly) every code, each with the params its message names", () => {
    const seen = new Set([...errors.values()].map((e) => e.code));
    // Never met by legal play: an engine fault.
    expect(RULE_ERROR_CODES.filter((c) => !seen.has(c))).toEqual(["internal"]);
    for (const e of errors.values()) {
      for (const k of ["district", "from", "to", "player", "id", "better"] as const) {
        const v = e.params?.[k];
        if (v !== undefined) expect(e.message).toContain(String(v));
      }
      for (const k of ["cones", "houses", "class", "best"] as const) {
        const v = e.params?.[k];
        if (v !== undefined) expect(e.message).toContain(String(v));
      }
    }
  });

  it("explain words every refusal met in play in each language, from its params", () => {
    expect(errors.size).toBeGreaterThan(30);
    for (const e of errors.values()) {
      expect(M.explain?.(e, "en")).toBe(e.message);
      for (const l of OTHERS) {
        const t = M.explain?.(e, l) ?? "";
        expect(t, `${e.code} ${l}`).not.toMatch(BAD);
        expect(t.trim().length, `${e.code} ${l}`).toBeGreaterThan(10);
        expect(t, `${e.code} ${l}: ${e.message}`).not.toBe(e.message);
        for (const k of ["district", "from", "to", "player", "id"] as const) {
          const v = e.params?.[k];
          if (v !== undefined) expect(t).toContain(String(v));
        }
        // The § stays where the English puts it.
        expect(/§/.test(t)).toBe(/§/.test(e.message));
      }
    }
  });

  it("every code has its sentences, with representative params", () => {
    const samples: RuleError[] = [
      { code: "unknownDistrict", message: 'There is no district "x" on this map', params: { id: "x" } },
      { code: "gameOver", message: "The game is over" },
      {
        code: "wrongPhase",
        message: "A tame action is not possible during phase A, spreading the fire (§4)",
        params: { action: "tame", phase: "spread" },
      },
      {
        code: "setupPlacement",
        message: "Pudding Lane is Pudding Lane; …",
        rule: "§2.9",
        params: { district: "Pudding Lane", place: "puddingLane", piece: "team" },
      },
      { code: "cardNotInHand", message: "You hold no North card", params: { card: "N" } },
      { code: "doubleUsed", message: "Only one Double Move per turn" },
      { code: "noDoubleMove", message: "…", params: { reason: "noToken" } },
      { code: "badSource", message: "…", params: { district: "Holborn", reason: "fewCones" } },
      { code: "badDestination", message: "…", params: { district: "Holborn", reason: "park" } },
      {
        code: "unreachable",
        message: "…",
        params: { card: "W", from: "Pudding Lane", to: "Holborn" },
      },
      {
        code: "priority",
        message: "…",
        params: { district: "Holborn", class: 3, best: 1, better: "Newgate, Ludgate" },
      },
      { code: "cardPlayable", message: "…" },
      { code: "noActionPoints", message: "…" },
      { code: "actionOrder", message: "…", params: { reason: "pawn" } },
      { code: "noTeam", message: "…", params: { district: "Holborn", reason: "committed" } },
      { code: "notAdjacent", message: "…", params: { from: "Holborn", to: "Aldgate" } },
      { code: "puddingLane", message: "…" },
      { code: "noExplosive", message: "…" },
      { code: "cannotDemolish", message: "…", params: { district: "Holborn", reason: "houses" } },
      { code: "notContained", message: "…", params: { district: "Holborn" } },
      {
        code: "badCone",
        message: "…",
        params: { district: "Guild Hall", cones: 6, houses: 4, reason: "full" },
      },
      { code: "mustPlace", message: "…", params: { district: "Holborn" } },
      { code: "badAction", message: "…", params: { details: "type: Invalid input" } },
      { code: "internal", message: "…", params: { details: "boom" } },
      { code: "notYourTurn", message: "…", params: { player: "Anna" } },
    ];
    expect(samples.map((e) => e.code).sort()).toEqual([...RULE_ERROR_CODES].sort());
    for (const e of samples)
      for (const l of OTHERS) {
        const t = explainError(e, l);
        expect(t, `${e.code} ${l}`).not.toMatch(BAD);
        expect(t, `${e.code} ${l}`).not.toBe(e.message);
        expect(t.length).toBeGreaterThan(10);
      }
    expect(explainError(samples[10] as RuleError, "it")).toContain("Newgate, Ludgate");
    expect(explainError(samples[4] as RuleError, "pt")).toBe("Não tens nenhuma carta de Norte");
    expect(explainError(samples[4] as RuleError, "it")).toBe("Non hai nessuna carta Nord");
  });

  it("an unknown code, or one whose params are missing, shows the English", () => {
    const odd: RuleError = { code: "somethingNew", message: "Something new" };
    const bare: RuleError = { code: "notAdjacent", message: "Holborn is not next to Aldgate" };
    const proto: RuleError = { code: "toString", message: "Odd" };
    for (const l of ["en", "it", "pt"] as Locale[]) {
      expect(explainError(odd, l)).toBe("Something new");
      expect(explainError(bare, l)).toBe("Holborn is not next to Aldgate");
      expect(explainError(proto, l)).toBe("Odd");
    }
  });
});

describe("game logs in three languages", () => {
  // The English lines of these games as describe wrote them before the languages came (issue 20:
  // 15,374 lines, sha256 e00927f8…, until the heuristic bot stopped walking teams to and fro, which
  // changed the games played here; describe was unchanged — those figures held on its commit).
  const ENGLISH_LINES = 14749;
  const ENGLISH_SHA256 = "4d8fc1182e4ccba8aa11fb15ec296095171e5b9eae495c662cf85a0886607452";

  it("every event of whole games, for every viewer: English unchanged, Italian and Portuguese clean", () => {
    const en: string[] = [];
    let lines = 0;
    let differ = 0;
    const types = new Set<string>();
    playAll(
      () => {},
      (s, events, seats) => {
        for (const viewer of [...Array.from({ length: seats }, (_, k) => k), "spectator" as const])
          for (const e of M.redact(s, events, viewer)) {
            types.add(e.type);
            const line = M.describe(s, e, { viewer });
            en.push(String(line));
            expect(M.describe(s, e, { viewer, locale: "en" })).toBe(line);
            for (const l of OTHERS) {
              const t = M.describe(s, e, { viewer, locale: l });
              expect(t === null).toBe(line === null);
              if (t === null || line === null) continue;
              expect(t, `${e.type} ${l}`).not.toMatch(BAD);
              lines++;
              if (t !== line) differ++;
            }
          }
      },
    );
    expect(en.length).toBe(ENGLISH_LINES);
    expect(createHash("sha256").update(en.join("\n")).digest("hex")).toBe(ENGLISH_SHA256);
    expect(types.size).toBeGreaterThanOrEqual(15);
    // Turn headers ("Turno 12: Anna") read alike in Italian, Portuguese and… not in English; most differ.
    expect(differ / lines).toBeGreaterThan(0.9);
  }, 120_000);

  it("the events whole games seldom show: English as before, plurals right in each language", () => {
    const s = newGame(4, 1, "italian-base", ["Anna", "Bruno", "Carla", "Dario"]);
    const ev: GameEvent[] = [
      { type: "puddingLaneRefilled", cones: 25 },
      { type: "fireControlled", district: "holborn" },
      { type: "wildFire", district: "smithfield" },
      { type: "noPlayableCard", seat: 1, hand: ["N", "N", "S", "W"], discarded: "E" },
      { type: "doubleMoveSkipped", seat: 1 },
      { type: "conesLost", seat: 2, count: 1 },
      { type: "conesLost", seat: 2, count: 2 },
      { type: "housesBurnt", district: "barbican", colours: ["red"], cause: "demolition" },
      { type: "housesBurnt", district: "barbican", colours: ["red", "wood", "blue"], cause: "fire" },
      { type: "firePlayed", seat: 0, card: "W", from: "pudding-lane", to: "farringdon", double: true },
      { type: "tokenTaken", seat: 0, district: "newgate", kind: null },
      { type: "tokenTaken", seat: 0, district: "newgate", kind: "oneVp" },
      { type: "cardDrawn", seat: 3, card: null },
      { type: "intensity", seat: 3, card: null },
      { type: "conePlaced", seat: 3, district: "aldersgate", count: 3 },
      { type: "teamMoved", seat: 3, from: "aldersgate", to: "ludgate", committed: true },
      { type: "turnStarted", seat: 2, turn: 40, final: true },
      { type: "housesBurnt", district: "barbican", colours: ["green"], cause: "fire" },
    ];
    const say = (l: Locale) => ev.map((e) => M.describe(s, e, { viewer: 0, locale: l }));
    expect(say("en")).toEqual([
      "Pudding Lane is refilled to 25 cones",
      "the team in Holborn controls the new cone",
      "wild fire: an extra cone in Smithfield",
      "Bruno has no playable card (hand N N S W) and discards East",
      null,
      "1 cone could not be placed and is lost",
      "2 cones could not be placed and are lost",
      "1 house demolished in Barbican (red)",
      "3 houses burnt in Barbican (red, wood, blue)",
      "Anna played West again (Double Move): fire from Pudding Lane to Farringdon",
      "Anna took a face-down token from Newgate",
      "Anna took a One VP token from Newgate",
      "Dario drew a card",
      "extra Intensity: Dario places 3 cones",
      "Dario added 3 cones to Aldersgate",
      "Dario moved a team from Aldersgate to Ludgate, where it controls a cone",
      "Final turn: Carla",
      "1 house burnt in Barbican (green)",
    ]);
    const it_ = say("it");
    const pt = say("pt");
    for (const [i, line] of say("en").entries()) {
      if (line === null) continue;
      for (const t of [it_[i], pt[i]]) {
        expect(t).not.toMatch(BAD);
        expect(t).not.toBe(line);
      }
    }
    expect(it_[8]).toBe("3 case bruciate in Barbican (rosso, legno, blu)");
    expect(it_[17]).toBe("1 casa bruciata in Barbican (verde)");
    expect(it_[7]).toBe("1 casa demolita in Barbican (rosso)");
    expect(pt[8]).toBe("3 casas arderam em Barbican (vermelho, madeira, azul)");
    expect(pt[17]).toBe("1 casa ardeu em Barbican (verde)");
    expect(it_[5]).toMatch(/^1 cono .* è perso$/);
    expect(pt[6]).toMatch(/^2 cones .* perdem-se$/);
    expect(it_[3]).toContain("(mano N N S O)");
  });

  it("actions in words in each language (move lists)", () => {
    let k = 0;
    playAll(
      (s, seat) => {
        if (k++ % 4) return;
        for (const a of M.legal(s, seat).slice(0, 12)) {
          const en = M.describeAction(s, a);
          expect(describeAction(s, a, "en")).toBe(en);
          for (const l of OTHERS) {
            const t = describeAction(s, a, l);
            expect(t).not.toMatch(BAD);
            expect(t).not.toBe(en);
          }
        }
      },
      () => {},
    );
  });
});

describe("lobby texts", () => {
  it("the module's description and every preset are in Italian and Portuguese", () => {
    for (const l of OTHERS) {
      const t = M.translations?.[l];
      expect(t?.description.length).toBeGreaterThan(40);
      expect(t?.description).not.toBe(M.description);
      // Both editions print the English title.
      expect(t?.title).toBeUndefined();
    }
    const all = [...M.rules.presets, ...(M.rules.presetsFor?.(1) ?? [])];
    expect(all.length).toBeGreaterThan(6);
    for (const p of all)
      for (const l of OTHERS) {
        const t = p.translations?.[l];
        expect(t, `${p.id} ${l}`).toBeDefined();
        expect(t?.label.trim()).not.toBe("");
        expect(t?.description).not.toBe(p.description);
        expect(t?.label).not.toMatch(BAD);
        expect(t?.description).not.toMatch(BAD);
      }
  });
});

describe("the end screen's outcome in three languages", () => {
  // The English of `outcome` before the languages came: labels in row order, and every §7.2 sentence.
  const EN_LABELS = [
    "Start",
    "Own houses lost (−2 each)",
    "Tamed cones",
    "Surviving objectives",
    "One VP tokens",
    "Hero of London",
    "Total",
  ];
  const EN_DECIDED = {
    points: "Highest score (§7.1).",
    "tie:tamedCones": "Tied on score; most cones tamed (§7.2).",
    "tie:intactHouses": "Tied on score and tamed cones; most own houses still standing (§7.2).",
    "tie:objectives": "Tied further; most VP from objectives (§7.2).",
    shared: "Tied on everything: a shared win (§7.2).",
  } as Record<string, string>;
  /** The § and R references of a sentence, in order. */
  const refs = (t: string) => t.match(/(?:§|\bR)\d+(?:\.\d+)*/g) ?? [];
  /** An outcome without its words. */
  const bare = (o: ReturnType<typeof M.outcome>) => ({
    ...o,
    breakdown: o.breakdown.map(({ key, values }) => ({ key, values })),
    decidedByText: "",
  });

  /** English as before; Italian and Portuguese the same facts, every word translated, no holes. */
  function check(s: GameState): string {
    const en = M.outcome(s);
    expect(M.outcome(s, "en")).toEqual(en);
    expect(en.breakdown.map((r) => r.label)).toEqual(EN_LABELS);
    expect(en.decidedByText).toBe(EN_DECIDED[en.decidedBy]);
    for (const l of OTHERS) {
      const o = M.outcome(s, l);
      expect(bare(o)).toEqual(bare(en));
      for (const [i, r] of o.breakdown.entries()) {
        const e = en.breakdown[i]?.label ?? "";
        expect(r.label, `${l} ${r.key}`).not.toBe(e);
        expect(r.label, `${l} ${r.key}`).not.toMatch(BAD);
        expect(r.label.trim().length).toBeGreaterThan(2);
        expect(refs(r.label)).toEqual(refs(e));
      }
      expect(o.decidedByText, l).not.toBe(en.decidedByText);
      expect(o.decidedByText, l).not.toMatch(BAD);
      expect(refs(o.decidedByText)).toEqual(refs(en.decidedByText));
    }
    return en.decidedBy;
  }

  it("whole games to the end (and the standings on the way): English unchanged, Italian and Portuguese worded", () => {
    const deciders = new Set<string>();
    let ended = 0;
    for (const [seats, seed, preset] of [
      [3, 1, "italian-base"],
      [4, 2, "portuguese-edition"],
      [6, 4, "complex"],
    ] as const) {
      let s = newGame(
        seats,
        seed,
        preset,
        ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio"].slice(0, seats),
      );
      const rnd = lcg(seed);
      for (let i = 0; i < 5000 && !M.status(s).over; i++) {
        if (i % 20 === 0) deciders.add(check(s));
        const seat = M.toAct(s)[0] as number;
        const legal = M.legal(s, seat);
        const n = M.apply(s, seat, legal[rnd(legal.length)]);
        if (!n.ok) throw new Error(n.error.message);
        s = n.state;
      }
      expect(M.status(s).over).toBe(true);
      const out = M.outcome(s);
      expect(out.winners.length).toBeGreaterThan(0);
      deciders.add(check(s));
      ended++;
    }
    expect(ended).toBe(3);
    expect(deciders.size).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it("every row and every §7.2 sentence has its Italian and Portuguese words", () => {
    const en = OUTCOME_WORDS.en;
    expect(Object.values(en.rows)).toEqual(EN_LABELS);
    expect(Object.values(en.decidedBy).sort()).toEqual(Object.values(EN_DECIDED).sort());
    for (const l of OTHERS) {
      const w = OUTCOME_WORDS[l];
      expect(Object.keys(w.rows)).toEqual(Object.keys(en.rows));
      expect(Object.keys(w.decidedBy).sort()).toEqual(Object.keys(en.decidedBy).sort());
      const texts = [
        ...Object.entries(w.rows).map(([k, t]) => [t, en.rows[k as keyof typeof en.rows]] as const),
        ...Object.entries(w.decidedBy).map(
          ([k, t]) => [t, en.decidedBy[k as keyof typeof en.decidedBy]] as const,
        ),
      ];
      for (const [t, e] of texts) {
        expect(t, `${l}: ${e}`).not.toBe(e);
        expect(t).not.toMatch(BAD);
        expect(refs(t)).toEqual(refs(e));
      }
    }
    expect(OUTCOME_WORDS.it.rows.oneVp).toContain("Punto Vittoria");
    expect(OUTCOME_WORDS.pt.rows.hero).toBe("Herói de Londres");
  });
});
