/**
 * The generic bots on two games through their modules only: the toy game Claims (several seats
 * acting at once, a seat acting out of turn) and The Great Fire (from the registry).
 */
import { type AnyGameModule, CLAIMS, canonical, Rng } from "@pudding/engine";
import { GREAT_FIRE_1666 } from "@pudding/games";
import { describe, expect, it } from "vitest";
import { botsFor } from "./bots.js";
import { searchDecide } from "./search.js";
import { SearchWorker } from "./search-worker.js";
import { runTournament } from "./tournament.js";

const CAP = { budgetMs: 1e9, maxIterations: 12 };

function start(module: AnyGameModule, seats: number, seed: number) {
  const preset = module.rules.presets.find((p) => p.id === module.rules.defaultPreset);
  const rules = module.rules.parse(preset?.rules ?? {});
  if (!rules.ok) throw new Error("rules");
  const r = module.setup({ map: module.map.defaultFor(seats), rules: rules.value, seats, seed });
  if (!r.ok) throw new Error(r.issues[0]?.message);
  return r.value;
}

/** Plays a game with `bot` in every seat (lowest seat first when several act), calling `each` before every decision. */
function play(
  module: AnyGameModule,
  bot: string,
  seats: number,
  seed: number,
  each: (s: unknown, seat: number, i: number) => void = () => {},
) {
  const b = botsFor(module)[bot];
  if (!b) throw new Error(`no bot ${bot}`);
  let s = start(module, seats, seed);
  for (let i = 0; ; i++) {
    const toAct = module.toAct(s);
    if (toAct.length === 0) return s;
    const seat = Math.min(...toAct);
    each(s, seat, i);
    const a = b.decide(s, seat, { seed: seed * 1000 + i, ...CAP });
    const r = module.apply(s, seat, a);
    if (!r.ok) throw new Error(`${bot} chose an illegal action ${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
  }
}

const GAMES: [AnyGameModule, number][] = [
  [CLAIMS, 3],
  [GREAT_FIRE_1666, 4],
];

describe("bots: one interface over any module, legal choices only", () => {
  for (const [module, seats] of GAMES)
    for (const bot of Object.keys(botsFor(module)))
      it(`${module.id} · ${bot}: plays whole ${seats}-seat games`, () => {
        for (const seed of bot === "search" ? [1] : [1, 2])
          expect(module.status(play(module, bot, seats, seed)).over).toBe(true);
      });
  it("botsFor offers random, the module's own bots and search", () => {
    expect(Object.keys(botsFor(GREAT_FIRE_1666))).toEqual(["random", "heuristic", "search"]);
    expect(Object.keys(botsFor(CLAIMS))).toEqual(["random", "heuristic", "search"]);
  });
});

describe("bots never peek", () => {
  for (const [module, seats] of GAMES)
    for (const bot of Object.keys(botsFor(module)))
      it(`${module.id} · ${bot}: the decision is the same in every world the seat cannot tell apart`, () => {
        const b = botsFor(module)[bot] as NonNullable<ReturnType<typeof botsFor>[string]>;
        const det = module.ai?.determinizer;
        if (!det) throw new Error("no determinizer");
        const rng = new Rng(3);
        let checked = 0;
        play(module, "random", seats, 5, (s, seat, i) => {
          if (i % (bot === "search" && module !== CLAIMS ? 23 : 3) !== 0) return;
          const want = canonical(b.decide(s, seat, { seed: i, ...CAP }));
          const d = det(s, seat);
          for (let k = 0; k < 2; k++) {
            const t = d.newState();
            d.fill(t, rng);
            expect(canonical(b.decide(t, seat, { seed: i, ...CAP }))).toBe(want);
          }
          checked++;
        });
        expect(checked).toBeGreaterThan(3);
      });
});

describe("tournament", () => {
  it("rotates seats, is reproducible, and reports win rate, mean score, interval and decision time per bot", () => {
    const o = {
      module: GREAT_FIRE_1666,
      bots: ["heuristic", "random", "random", "random"],
      games: 8,
      seed: 1,
    };
    const r = runTournament(o);
    expect(r.games).toBe(8);
    expect((r.winRate.heuristic ?? 0) * 8 + (r.winRate.random ?? 0) * 24).toBeCloseTo(8, 1);
    expect(r.msPerDecision.heuristic?.p95).toBeGreaterThanOrEqual(0);
    expect(r.ci95.heuristic).toBeGreaterThan(0);
    const again = runTournament(o);
    expect(again.winRate).toEqual(r.winRate);
    expect(again.meanScore).toEqual(r.meanScore);
  });
  it("runs the toy game, where every seat bids at once", () => {
    const r = runTournament({ module: CLAIMS, bots: ["heuristic", "random"], games: 20, seed: 2 });
    expect((r.winRate.heuristic ?? 0) + (r.winRate.random ?? 0)).toBeCloseTo(1, 2);
  });
  it("names the bots a game offers when asked for another", () => {
    expect(() => runTournament({ module: CLAIMS, bots: ["genius", "random"], games: 1, seed: 1 })).toThrow(
      /random, heuristic, search/,
    );
  });
});

describe("search", () => {
  it("is deterministic under a seed: same position, seed and iteration cap → same action", () => {
    let checked = 0;
    play(GREAT_FIRE_1666, "random", 4, 8, (s, seat, i) => {
      if (i % 9 !== 4) return;
      const a = searchDecide(GREAT_FIRE_1666, s, seat, 77, { budgetMs: 1e9, maxIterations: 60 });
      const b = searchDecide(GREAT_FIRE_1666, s, seat, 77, { budgetMs: 1e9, maxIterations: 60 });
      expect(b.action).toEqual(a.action);
      expect([0, 60]).toContain(a.iterations); // 0 when only one candidate is left
      checked++;
    });
    expect(checked).toBeGreaterThan(10);
  });
  it("refuses a module without the hooks, saying which", () => {
    const bare = { ...CLAIMS, id: "bare", ai: undefined };
    const s = start(CLAIMS, 2, 1);
    expect(() => searchDecide(bare, s, 0, 1)).toThrow(/determinizer, fast path and policy/);
  });
  it("runs in a worker that finds the game in the registry, honours its time budget and decides as in-process", async () => {
    const w = new SearchWorker({ registry: "@pudding/games" });
    try {
      const M = GREAT_FIRE_1666;
      let s = start(M, 4, 4);
      while (M.status(s).phase !== "spread") {
        const seat = M.toAct(s)[0] as number;
        const r = M.apply(s, seat, M.legal(s, seat)[0]);
        if (r.ok) s = r.state;
      }
      const seat = M.toAct(s)[0] as number;
      const map = M.map.defaultFor(4);
      await w.decide(M, map, s, seat, { seed: 1, budgetMs: 20 }); // warm-up: loading modules is not search time
      const t0 = performance.now();
      const r = await w.decide(M, map, s, seat, { seed: 1, budgetMs: 200 });
      const wall = performance.now() - t0;
      expect(r.ms).toBeGreaterThanOrEqual(200);
      // It stops at the budget, not at the end of its work (uncapped, it would search until the test's
      // guard): the margins are wide because CI runs this beside Chromium on two cores and pauses
      // threads for seconds; the speed itself is `pudding bench`'s.
      expect(r.ms).toBeLessThan(200 + 10_000);
      expect(wall).toBeLessThan(200 + 30_000);
      // It searched (how fast is `pudding bench`'s measure, not a test's: a loaded machine runs few).
      expect(r.iterations).toBeGreaterThan(0);
      expect(M.apply(s, seat, r.action).ok).toBe(true);
      const capped = await w.decide(M, map, s, seat, { seed: 9, budgetMs: 1e9, maxIterations: 80 });
      expect(capped.iterations).toBe(80);
      expect(capped.action).toEqual(searchDecide(M, s, seat, 9, { budgetMs: 1e9, maxIterations: 80 }).action);
      // The toy game too: the registry serves every game.
      const toy = start(CLAIMS, 3, 2);
      const bid = await w.decide(CLAIMS, CLAIMS.map.defaultFor(3), toy, 1, {
        seed: 3,
        budgetMs: 1e9,
        maxIterations: 30,
      });
      expect(CLAIMS.legal(toy, 1)).toContainEqual(bid.action);
    } finally {
      await w.close();
    }
  });
});
