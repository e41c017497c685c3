/**
 * The lab end to end on the shipped London board: records agree with the final state, runs are
 * deterministic and seat-rotated, bad options get path + message issues, the aggregate's figures
 * are exact on hand-made records, and comparisons mark only real differences.
 */
import {
  applyAction,
  checkInvariants,
  compileBoard,
  createGame,
  type GameState,
  LONDON_1666,
  legalActions,
  parseRules,
  score,
} from "@pudding/great-fire";
import { describe, expect, it } from "vitest";
import { compareRuns, LabAggregate, totalBurnt } from "./aggregate.js";
import { type GameRecord, playLabGame } from "./game.js";
import { type LabEvent, LabOptionsError, resolveLab, runLab } from "./run.js";

const board = compileBoard(LONDON_1666);
const rulesOf = (x: unknown) => {
  const r = parseRules(x);
  if (!r.ok) throw new Error("bad rules in test");
  return r.rules;
};

async function collect(it: AsyncIterable<LabEvent>): Promise<LabEvent[]> {
  const out: LabEvent[] = [];
  for await (const e of it) out.push(e);
  return out;
}

describe("one game's record", () => {
  for (const [name, rules, bots] of [
    ["italian-base, heuristic bots", "italian-base", ["heuristic", "heuristic", "heuristic", "heuristic"]],
    [
      "§4.5 wild fire + §8.2 long, random bots",
      { extraFinalRounds: 2, wildFire: true },
      ["random", "random", "random", "random"],
    ],
    [
      "portuguese-edition (§4.4 discardAndPlaceThree), 5 mixed bots",
      "portuguese-edition",
      ["heuristic", "random", "random", "random", "random"],
    ],
  ] as const) {
    it(`agrees with the final state: ${name}`, () => {
      for (let g = 0; g < 3; g++) {
        let final: GameState | undefined;
        const r = playLabGame(
          { board, rules: rulesOf(rules), players: bots.length, bots: [...bots], rotate: true, seed: 40 },
          g,
          (s) => {
            final = s;
          },
        );
        const s = final as GameState;
        expect(checkInvariants(s)).toEqual([]);
        const pos = (seat: number) => (seat - s.first + s.seats) % s.seats;
        // §7.1 totals by turn-order position, §7.2 winners.
        const sc = score(s);
        for (const x of sc.seats) expect(r.scores[pos(x.seat)]).toBe(x.total);
        expect(r.winners).toEqual(sc.winners.map(pos).sort());
        // Every house lost went to a VP track, by fire or by demolition.
        expect(totalBurnt(r) + r.housesDemolished).toBe(s.burntByColour.reduce((a, b) => a + b, 0));
        expect(r.burntPerTurn.length).toBe(s.turn);
        expect(r.turns).toBe(s.turn);
        expect(r.demolished).toEqual(s.demolished.flatMap((x, d) => (x ? [d] : [])));
        // A district burnt by fire has no houses left and was not demolished.
        for (const d of r.burnt) expect(s.intact[d]).toBe(0);
        expect(r.hero).toBe(s.hero < 0 ? -1 : pos(s.hero));
        // §2.5 one objective per deck per seat (decks of 8 never run short with ≤ 6 players).
        expect(r.objectivesDealt).toEqual([s.seats, s.seats, s.seats]);
        const objVp = sc.seats.reduce((a, x) => a + x.objectives, 0);
        expect(r.objectivesSurvived[0] * 2 + r.objectivesSurvived[1] * 4 + r.objectivesSurvived[2] * 6).toBe(
          objVp,
        );
        // Bots by position: rotated one step per game.
        expect(r.bots).toEqual(bots.map((_, i) => bots[(i + g) % bots.length]));
      }
    });
  }

  it("§4.5 wild fire adds cones only when it is on (the same 10 seeds, random bots, 3 final rounds)", () => {
    const count = (wildFire: boolean) => {
      const rules = rulesOf({ wildFire, extraFinalRounds: 3 });
      let n = 0;
      for (let g = 0; g < 10; g++)
        n += playLabGame(
          { board, rules, players: 4, bots: Array(4).fill("random"), rotate: false, seed: 3 },
          g,
        ).wildFires;
      return n;
    };
    expect(count(false)).toBe(0);
    expect(count(true)).toBeGreaterThan(0);
  });
});

describe("runLab", () => {
  it("is deterministic, plays A then B on the same seeds, and identical rule sets give identical records", async () => {
    const o = { rules: "long", vs: "long", players: 4, games: 3, seed: 9, bots: "heuristic" as const };
    const x = await collect(runLab(o));
    const y = await collect(runLab(o));
    expect(x).toEqual(y);
    expect(x.map((e) => `${e.run}${e.record.game}`)).toEqual(["a0", "b0", "a1", "b1", "a2", "b2"]);
    for (let g = 0; g < 3; g++) expect(x[2 * g + 1]?.record).toEqual(x[2 * g]?.record);
  });
  it("stops when aborted", async () => {
    const ac = new AbortController();
    const got: LabEvent[] = [];
    for await (const e of runLab(
      { rules: "easy", players: 3, games: 50, bots: "random" },
      { signal: ac.signal },
    )) {
      got.push(e);
      if (got.length === 2) ac.abort();
    }
    expect(got.length).toBe(2);
  });
  it("rejects bad options with a path and a sentence for each problem", () => {
    const issues = (o: unknown) => {
      try {
        resolveLab(o as never);
      } catch (e) {
        if (e instanceof LabOptionsError) return e.issues;
        throw e;
      }
      return [];
    };
    const a = issues({
      rules: { handSize: 9, bogus: 1 },
      vs: "longer",
      players: 7,
      games: 0,
      bots: "clever",
    });
    const paths = a.map((i) => i.path);
    expect(paths).toContain("players");
    expect(paths).toContain("games");
    expect(paths).toContain("bots");
    expect(paths).toContain("rules.handSize");
    expect(a.find((i) => i.path === "vs")?.message).toBe(
      'unknown preset "longer" (known: italian-base, easy, long, complex, portuguese-edition, portuguese-hidden-colours)',
    );
    // §2.7 a rule set whose Intensity counts make seats unequal is refused.
    const b = issues({
      rules: {
        intensityCounts: {
          "3": [5, 6, 5, 6, 5, 6],
          "4": [9, 9, 9, 4],
          "5": [6, 6, 6, 6, 6],
          "6": [5, 5, 5, 5, 5, 5],
        },
      },
      players: 4,
      games: 1,
    });
    expect(b[0]?.path).toBe("rules.intensityCounts.4");
    expect(b[0]?.message).toMatch(/every seat must resolve the same number/);
    const c = issues({ rules: "easy", players: 4, games: 1, bots: ["random", "random"] });
    expect(c[0]).toEqual({
      path: "bots",
      message: "2 bots listed for 4 players; give one bot for everyone or one per seat",
    });
  });
});

/** A hand-made record (only the fields the aggregate reads matter). */
function rec(p: Partial<GameRecord> & { game: number }): GameRecord {
  return {
    seed: p.game,
    players: 3,
    bots: ["random", "random", "random"],
    winners: [0],
    scores: [30, 20, 10],
    burntPerTurn: [1, 2],
    housesDemolished: 0,
    turns: 2,
    actions: 10,
    hero: -1,
    objectivesDealt: [3, 3, 3],
    objectivesSurvived: [1, 0, 0],
    noMoveTurns: 0,
    wildFires: 0,
    burnt: [],
    demolished: [],
    contained: [],
    ...p,
  };
}

describe("LabAggregate", () => {
  it("computes exact figures from hand-made records", () => {
    const ag = new LabAggregate(3, 4);
    ag.add(rec({ game: 0, winners: [0], hero: 1, burntPerTurn: [1, 2, 3], burnt: [0, 2], noMoveTurns: 2 }));
    ag.add(
      rec({
        game: 1,
        winners: [1, 2],
        burntPerTurn: [4],
        turns: 1,
        burnt: [2],
        contained: [3],
        demolished: [1],
      }),
    );
    const s = ag.summary();
    expect(s.winRate.map((w) => w.p)).toEqual([0.5, 0.25, 0.25]);
    expect(s.hero.map((h) => h.p)).toEqual([0, 0.5, 0]);
    expect(s.heroNone.p).toBe(0.5);
    // Cumulative burnt: game 0 → 1, 3, 6; game 1 → 4, then stays 4 after it ended.
    expect(s.burntByTurn).toEqual([2.5, 3.5, 5]);
    expect(s.housesBurnt.mean).toBe(5);
    expect(s.objectivesSurvived[0]?.p).toBeCloseTo(2 / 6, 12);
    expect(s.noMoveGames.p).toBe(0.5);
    expect(s.noMoveTurns.mean).toBe(1);
    expect(s.districts).toEqual({
      burnt: [0.5, 0, 1, 0],
      demolished: [0, 0.5, 0, 0],
      contained: [0, 0, 0, 0.5],
    });
    expect(s.score[0]?.mean).toBe(30);
    expect(s.scoreHistogram[0]?.reduce((a, b) => a + b.count, 0)).toBe(2);
    expect(() => ag.add(rec({ game: 2, players: 4 }))).toThrow(
      "a 4-player record cannot join a 3-player aggregate",
    );
  });
  it("compareRuns: identical runs → nothing significant; a real first-player edge → marked", () => {
    const A = new LabAggregate(3, 1);
    const B = new LabAggregate(3, 1);
    const C = new LabAggregate(3, 1);
    for (let g = 0; g < 300; g++) {
      const w = g % 3;
      A.add(rec({ game: g, winners: [w], scores: [20 + (g % 7), 20 + (g % 5), 20 + (g % 3)] }));
      B.add(rec({ game: g, winners: [w], scores: [20 + (g % 7), 20 + (g % 5), 20 + (g % 3)] }));
      // C: the first player wins 2 games in 3.
      C.add(
        rec({ game: g, winners: [g % 3 === 2 ? 1 : 0], scores: [26 + (g % 7), 20 + (g % 5), 20 + (g % 3)] }),
      );
    }
    const same = compareRuns(A, B);
    expect(same.filter((c) => c.significant)).toEqual([]);
    const diff = compareRuns(A, C);
    const sig = diff.filter((c) => c.significant).map((c) => c.key);
    expect(sig).toContain("winRate.0");
    expect(sig).toContain("score.0");
    expect(sig).not.toContain("score.1");
    const w0 = diff.find((c) => c.key === "winRate.0");
    expect(w0?.a).toBeCloseTo(1 / 3, 12);
    expect(w0?.b).toBeCloseTo(2 / 3, 12);
    expect(w0?.pAdjusted).toBeGreaterThanOrEqual(w0?.test.p as number);
  });
});
