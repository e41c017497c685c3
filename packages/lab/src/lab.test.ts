/**
 * The lab end to end for any module: on The Great Fire (London) the records agree with the final
 * state, runs are deterministic and seat-rotated, bad options get path + message issues; on the toy
 * game Claims (several seats acting at once, a seat acting out of turn) records, metrics, heat and a
 * comparison come out; the aggregate's figures are exact on hand-made records; comparisons read A − B
 * and mark only real differences.
 */
import { CLAIMS, type ClaimsState } from "@pudding/engine";
import { GREAT_FIRE_1666, GreatFire } from "@pudding/games";
import { describe, expect, it } from "vitest";
import { compareRuns, LabAggregate } from "./aggregate.js";
import { sharedBins } from "./metrics.js";
import { type GameRecord, playLabGame } from "./record.js";
import { type LabEvent, LabOptionsError, resolveLab, runLab } from "./run.js";
import { GAMES } from "./test/games.js";

const { checkInvariants, LONDON_1666, parseRules, score } = GreatFire;
type GameState = GreatFire.GameState;

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

const burnt = (r: GameRecord) => (r.burntPerTurn as number[]).reduce((a, b) => a + b, 0);

describe("The Great Fire: one game's record", () => {
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
        const { record: r, decidedBy } = playLabGame(
          {
            module: GREAT_FIRE_1666,
            map: LONDON_1666,
            rules: rulesOf(rules),
            players: bots.length,
            bots: [...bots],
            rotate: true,
            seed: 40,
          },
          g,
          (s) => {
            final = s as GameState;
          },
        );
        const s = final as GameState;
        expect(checkInvariants(s)).toEqual([]);
        const pos = (seat: number) => (seat - s.first + s.seats) % s.seats;
        // §7.1 totals by turn-order position, §7.2 winners and how they were decided.
        const sc = score(s);
        for (const x of sc.seats) expect(r.scores[pos(x.seat)]).toBe(x.total);
        expect(r.winners).toEqual(sc.winners.map(pos).sort());
        expect(decidedBy).toBe(GREAT_FIRE_1666.outcome(s).decidedBy);
        // Every house lost went to a VP track, by fire or by demolition.
        expect(burnt(r) + (r.housesDemolished as number)).toBe(s.burntByColour.reduce((a, b) => a + b, 0));
        expect((r.burntPerTurn as number[]).length).toBe(s.turn);
        expect(r.turns).toBe(s.turn);
        expect(r.demolished).toEqual(s.demolished.flatMap((x, d) => (x ? [d] : [])));
        // A district burnt by fire has no houses left and was not demolished.
        for (const d of r.burnt as number[]) expect(s.intact[d]).toBe(0);
        expect(r.hero).toBe(s.hero < 0 ? -1 : pos(s.hero));
        // §2.5 one objective per deck per seat (decks of 8 never run short with ≤ 6 players).
        expect(r.objectivesDealt).toEqual([s.seats, s.seats, s.seats]);
        const objVp = sc.seats.reduce((a, x) => a + x.objectives, 0);
        const [o1, o2, o3] = r.objectivesSurvived as number[];
        expect((o1 as number) * 2 + (o2 as number) * 4 + (o3 as number) * 6).toBe(objVp);
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
          {
            module: GREAT_FIRE_1666,
            map: LONDON_1666,
            rules,
            players: 4,
            bots: Array(4).fill("random"),
            rotate: false,
            seed: 3,
          },
          g,
        ).record.wildFires as number;
      return n;
    };
    expect(count(false)).toBe(0);
    expect(count(true)).toBeGreaterThan(0);
  });
});

describe("runLab", () => {
  it("is deterministic, plays A then B on the same seeds, and identical rule sets give identical records", async () => {
    const o = {
      game: "great-fire-1666",
      rules: "long",
      vs: "long",
      players: 4,
      games: 3,
      seed: 9,
      bots: "heuristic",
    };
    const x = await collect(runLab(o, { games: GAMES }));
    const y = await collect(runLab(o, { games: GAMES }));
    expect(x).toEqual(y);
    expect(x.map((e) => `${e.run}${e.record.game}`)).toEqual(["a0", "b0", "a1", "b1", "a2", "b2"]);
    for (let g = 0; g < 3; g++) expect(x[2 * g + 1]?.record).toEqual(x[2 * g]?.record);
  });
  it("stops when aborted", async () => {
    const ac = new AbortController();
    const got: LabEvent[] = [];
    for await (const e of runLab(
      { game: "great-fire-1666", rules: "easy", players: 3, games: 50, bots: "random" },
      { games: GAMES, signal: ac.signal },
    )) {
      got.push(e);
      if (got.length === 2) ac.abort();
    }
    expect(got.length).toBe(2);
  });
  it("rejects bad options with a path and a sentence for each problem", () => {
    const issues = (o: unknown) => {
      try {
        resolveLab(o as never, GAMES);
      } catch (e) {
        if (e instanceof LabOptionsError) return e.issues;
        throw e;
      }
      return [];
    };
    expect(issues({ game: "chess", players: 2, games: 1 })).toEqual([
      { path: "game", message: 'unknown game "chess" (known: great-fire-1666, toy-claims)' },
    ]);
    const a = issues({
      game: "great-fire-1666",
      rules: { handSize: 9, bogus: 1 },
      vs: "longer",
      players: 7,
      games: 0,
      bots: "clever",
    });
    const paths = a.map((i) => i.path);
    expect(paths).toContain("players");
    expect(paths).toContain("games");
    expect(paths).toContain("rules.handSize");
    expect(a.find((i) => i.path === "vs")?.message).toBe(
      'there is no preset "longer" for The Great Fire of London 1666; use one of italian-base, easy, long, complex, portuguese-edition, portuguese-hidden-colours',
    );
    // §2.7 a rule set whose Intensity counts make seats unequal is refused.
    const b = issues({
      game: "great-fire-1666",
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
    const c = issues({
      game: "great-fire-1666",
      rules: "easy",
      players: 4,
      games: 1,
      bots: ["random", "clever"],
    });
    expect(c).toEqual([
      {
        path: "bots",
        message: 'The Great Fire of London 1666 offers no bot "clever" (bots: random, heuristic, search)',
      },
      { path: "bots", message: "2 bots listed for 4 players; give one bot for everyone or one per seat" },
    ]);
    // The module's own check for the seat count (Claims: the deck must deal every hand).
    const d = issues({
      game: "toy-claims",
      rules: { maxValue: 3, copies: 1, handSize: 2 },
      players: 2,
      games: 1,
    });
    expect(d).toEqual([
      { path: "rules.handSize", message: "the deck (3 cards) is too small to deal 2 to 2 seats" },
    ]);
    expect(issues({ game: "toy-claims", map: "claims-9x9", players: 2, games: 1 })[0]?.path).toBe("map");
  });
});

describe("the toy game Claims end to end (every seat bids at once; a displaced card retreats out of turn)", () => {
  it("records, metrics, heat and a comparison on the same seeds", async () => {
    const o = {
      game: "toy-claims",
      rules: "standard",
      vs: "no-retreat",
      players: 3,
      games: 60,
      seed: 4,
      bots: ["heuristic", "random", "random"],
    };
    const events = await collect(runLab(o, { games: GAMES }));
    expect(events).toHaveLength(120);
    const lab = resolveLab(o, GAMES);
    const a = LabAggregate.for(lab);
    const b = LabAggregate.for(lab);
    for (const e of events) (e.run === "a" ? a : b).addEvent(e);
    // A record: generic fields + the collector's, by turn-order position.
    const r = events[0]?.record as GameRecord;
    expect(Object.keys(r).sort()).toEqual(
      [
        "actions",
        "bots",
        "cellValues",
        "cellsTaken",
        "game",
        "passes",
        "players",
        "pointsByPosition",
        "scores",
        "seed",
        "takenByTurn",
        "turns",
        "winners",
      ].sort(),
    );
    expect(r.pointsByPosition).toEqual(r.scores);
    expect(events.every((e) => ["points", "tie:cells", "shared"].includes(e.decidedBy))).toBe(true);
    const s = a.summary();
    expect(s.games).toBe(60);
    expect(s.winRate.reduce((x, w) => x + w.p, 0)).toBeCloseTo(1, 12);
    // Every metric of the module, by its kind.
    expect(s.metrics.map((m) => [m.key, m.kind])).toEqual([
      ["cellsTaken", "number"],
      ["passes", "number"],
      ["takenByTurn", "series"],
      ["pointsByPosition", "perSeat"],
    ]);
    const per = s.metrics[3];
    expect(per?.kind === "perSeat" && per.byPosition.map((m) => m.mean)).toEqual(s.points.map((m) => m.mean));
    const taken = s.metrics[0];
    expect(taken?.kind === "number" && taken.mean.mean).toBeGreaterThan(0);
    // The heat map: mean card value held on each of the 3×3 board's cells.
    expect(Object.keys(s.heat).sort()).toEqual(
      CLAIMS.map
        .spaces(CLAIMS.map.defaultFor(3))
        .map((sp) => sp.id)
        .sort(),
    );
    // Without retreats a displaced card is lost, so more cells change hands … and p-values come out.
    const rows = compareRuns(a, b);
    expect(rows.map((c) => c.key)).toEqual([
      "winRate.0",
      "winRate.1",
      "winRate.2",
      "points.0",
      "points.1",
      "points.2",
      "turns",
      "decidedByTie",
      "cellsTaken",
      "passes",
      "takenByTurn.total",
      "pointsByPosition.0",
      "pointsByPosition.1",
      "pointsByPosition.2",
    ]);
    for (const c of rows) {
      expect(c.test.p).toBeGreaterThanOrEqual(0);
      expect(c.test.p).toBeLessThanOrEqual(1);
      expect(c.pAdjusted).toBeGreaterThanOrEqual(c.test.p);
      expect(c.test.diff).toBeCloseTo(c.a - c.b, 9);
    }
    // The heuristic bot (rotated over the positions) wins more than its third.
    const heuristicWins = a.records.reduce(
      (x, rr) => x + rr.winners.filter((w) => rr.bots[w] === "heuristic").length / rr.winners.length,
      0,
    );
    expect(heuristicWins / a.games).toBeGreaterThan(0.4);
  });
  it("a finished Claims state satisfies the module's invariants", () => {
    let final: ClaimsState | undefined;
    playLabGame(
      {
        module: CLAIMS,
        map: CLAIMS.map.defaultFor(4),
        rules: (CLAIMS.rules.parse({}) as { ok: true; value: unknown }).value,
        players: 4,
        bots: ["random", "random", "heuristic", "heuristic"],
        rotate: true,
        seed: 7,
      },
      2,
      (s) => {
        final = s as ClaimsState;
      },
    );
    expect(CLAIMS.invariants?.(final as ClaimsState)).toEqual([]);
    expect(CLAIMS.status(final as ClaimsState).over).toBe(true);
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
    turns: 2,
    actions: 10,
    perTurn: [1, 2],
    count: 0,
    who: -1,
    byPos: [0, 0, 0],
    cells: [],
    ...p,
  } as GameRecord;
}

const SPEC = {
  players: 3,
  metrics: [
    { key: "perTurn", label: "Per turn", kind: "series" as const, chart: "line" as const },
    { key: "count", label: "Count", kind: "number" as const, chart: "histogram" as const },
    { key: "who", label: "Who", kind: "number" as const, chart: "bar" as const },
    { key: "byPos", label: "By position", kind: "perSeat" as const },
    { key: "byPos.1", label: "Second entry", kind: "number" as const },
  ],
  heat: (r: GameRecord) => Object.fromEntries((r.cells as number[]).map((c) => [`s${c}`, 1])),
};

describe("LabAggregate", () => {
  it("computes exact figures from hand-made records, by metric kind", () => {
    const ag = new LabAggregate(SPEC);
    ag.add(
      rec({ game: 0, winners: [0], who: 1, perTurn: [1, 2, 3], cells: [0, 2], count: 2, byPos: [1, 5, 0] }),
    );
    ag.add(
      rec({ game: 1, winners: [1, 2], perTurn: [4], turns: 1, cells: [2], who: -1, byPos: [3, 7, 0] }),
      "shared",
    );
    const s = ag.summary();
    expect(s.winRate.map((w) => w.p)).toEqual([0.5, 0.25, 0.25]);
    expect(s.points[0]?.mean).toBe(30);
    expect(s.pointsDistribution).toEqual([
      { value: 10, count: 2 },
      { value: 20, count: 2 },
      { value: 30, count: 2 },
    ]);
    expect(s.turns.mean).toBe(1.5);
    expect(s.decidedBy.map((d) => [d.code, d.share.p])).toEqual([
      ["points", 0.5],
      ["shared", 0.5],
    ]);
    const [series, count, who, byPos, second] = s.metrics;
    // Series: mean per turn over the games that reached it; running total with a finished game's
    // total kept (game 0 → 1, 3, 6; game 1 → 4, then stays 4); game totals 6 and 4.
    expect(series?.kind === "series" && series.steps).toEqual([
      { index: 0, mean: 2.5, games: 2, runningTotal: 2.5 },
      { index: 1, mean: 2, games: 1, runningTotal: 3.5 },
      { index: 2, mean: 3, games: 1, runningTotal: 5 },
    ]);
    expect(series?.kind === "series" && series.total.mean).toBe(5);
    expect(count?.kind === "number" && count.mean.mean).toBe(1);
    expect(count?.kind === "number" && count.categories).toBeUndefined();
    // A number charted as bars is categorical: each value's share of games.
    expect(who?.kind === "number" && who.categories?.map((c) => [c.value, c.share.p])).toEqual([
      [-1, 0.5],
      [1, 0.5],
    ]);
    expect(byPos?.kind === "perSeat" && byPos.byPosition.map((m) => m.mean)).toEqual([2, 6, 0]);
    // A dotted key reads into an array.
    expect(second?.kind === "number" && second.mean.mean).toBe(6);
    // Heat: mean per game by space id.
    expect(s.heat).toEqual({ s0: 0.5, s2: 1 });
    expect(() => ag.add(rec({ game: 2, players: 4 }))).toThrow(
      "a 4-player record cannot join a 3-player aggregate",
    );
  });
  it("compareRuns reads A − B; identical runs → nothing significant; a real first-player edge → marked", () => {
    const A = new LabAggregate(SPEC);
    const B = new LabAggregate(SPEC);
    const C = new LabAggregate(SPEC);
    for (let g = 0; g < 300; g++) {
      const w = g % 3;
      A.add(rec({ game: g, winners: [w], scores: [20 + (g % 7), 20 + (g % 5), 20 + (g % 3)] }));
      B.add(rec({ game: g, winners: [w], scores: [20 + (g % 7), 20 + (g % 5), 20 + (g % 3)] }));
      // C: the first player wins 2 games in 3 and scores 6 more.
      C.add(
        rec({ game: g, winners: [g % 3 === 2 ? 1 : 0], scores: [26 + (g % 7), 20 + (g % 5), 20 + (g % 3)] }),
      );
    }
    const same = compareRuns(A, B);
    expect(same.filter((c) => c.significant)).toEqual([]);
    // C is the rules under test, A the comparison: the differences are C − A.
    const diff = compareRuns(C, A);
    const sig = diff.filter((c) => c.significant).map((c) => c.key);
    expect(sig).toContain("winRate.0");
    expect(sig).toContain("points.0");
    expect(sig).not.toContain("points.1");
    const w0 = diff.find((c) => c.key === "winRate.0");
    expect(w0?.kind).toBe("share");
    expect(w0?.a).toBeCloseTo(2 / 3, 12);
    expect(w0?.b).toBeCloseTo(1 / 3, 12);
    expect(w0?.test.diff).toBeCloseTo(1 / 3, 12);
    expect(w0?.lo).toBeGreaterThan(0);
    expect(w0?.pAdjusted).toBeGreaterThanOrEqual(w0?.test.p as number);
    const p0 = diff.find((c) => c.key === "points.0");
    expect(p0?.kind).toBe("mean");
    expect(p0?.test.diff).toBeCloseTo(6, 12);
    expect(p0?.lo).toBeGreaterThan(5);
    expect(p0?.hi).toBeLessThan(7);
    // Every metric kind takes part: series by game total, categories by share, per seat by position.
    expect(diff.map((c) => c.key)).toEqual(
      expect.arrayContaining(["perTurn.total", "count", "who=-1", "byPos.0", "byPos.2", "byPos.1"]),
    );
  });
  it("sharedBins: common whole-number bins for two runs, at most 20 bars, nothing smoothed", () => {
    const bins = sharedBins([
      [
        { value: 3, count: 2 },
        { value: 5, count: 1 },
      ],
      [{ value: 4, count: 7 }],
    ]);
    expect(bins.map((b) => [b.label, ...b.counts])).toEqual([
      ["3", 2, 0],
      ["4", 0, 7],
      ["5", 1, 0],
    ]);
    const wide = sharedBins([
      [
        { value: 0, count: 1 },
        { value: 99, count: 1 },
      ],
    ]);
    expect(wide).toHaveLength(20);
    expect(wide[0]?.label).toBe("0–4");
    expect(wide.reduce((a, b) => a + (b.counts[0] as number), 0)).toBe(2);
  });
});
