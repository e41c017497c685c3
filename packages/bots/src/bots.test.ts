import { Rng } from "@pudding/engine";
import { applyAction, createGame, type GameState, LONDON_1666, viewFor } from "@pudding/great-fire";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOTS, type BotName, botInput, searchSettings } from "./bots.js";
import { Determinizer, determinize } from "./determinize.js";
import { searchDecide } from "./search.js";
import { SearchWorker } from "./search-worker.js";
import { runTournament } from "./tournament.js";

const NAMES = Object.keys(BOTS) as BotName[];

// The search bot is deterministic with an iteration cap (a time budget is not): tests use a cap.
beforeAll(() => {
  searchSettings.budgetMs = 1e9;
  searchSettings.maxIterations = 12;
});
afterAll(() => {
  searchSettings.budgetMs = 1000;
  searchSettings.maxIterations = undefined;
});

/** Plays a game with one bot in every seat, calling `each` before every decision. */
function play(kind: BotName, seed: number, each: (s: GameState, i: number) => void = () => {}): GameState {
  let s = createGame({ map: LONDON_1666, seats: 4, seed });
  for (let i = 0; s.phase !== "over"; i++) {
    each(s, i);
    const a = BOTS[kind].decide(botInput(s), seed * 1000 + i);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${kind} chose an illegal action ${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

/** Another full state that gives `seat` the same view: the other seats' secrets and the deck order shuffled. */
function sameViewOtherSecrets(s: GameState, seat: number): GameState {
  const t: GameState = JSON.parse(JSON.stringify({ ...s, board: null }));
  t.board = s.board;
  const others = [...Array(s.seats).keys()].filter((x) => x !== seat);
  const rot = (xs: number[], width: number) => {
    // Rotate the blocks of the other seats one place.
    const blocks = others.map((o) => xs.slice(o * width, o * width + width));
    others.forEach((o, i) => {
      const from = blocks[(i + 1) % blocks.length] as number[];
      for (let k = 0; k < width; k++) xs[o * width + k] = from[k] as number;
    });
  };
  rot(t.colour, 1);
  rot(t.objectives, 3);
  rot(t.hand, 4);
  rot(t.tokens, 3);
  // Hand sizes and token counts are public: only rotate when they match, else keep them.
  for (const o of others) {
    const size = (xs: number[], w: number, x: number) =>
      xs.slice(x * w, x * w + w).reduce((a, b) => a + b, 0);
    if (size(t.hand, 4, o) !== size(s.hand, 4, o) || size(t.tokens, 3, o) !== size(s.tokens, 3, o)) {
      for (let k = 0; k < 4; k++) t.hand[o * 4 + k] = s.hand[o * 4 + k] as number;
      for (let k = 0; k < 3; k++) t.tokens[o * 3 + k] = s.tokens[o * 3 + k] as number;
    }
  }
  // Draw pile: reverse each run of fire cards between Intensity cards; a different RNG state.
  let start = 0;
  for (let i = 0; i <= t.pile.length; i++)
    if (i === t.pile.length || (t.pile[i] as number) >= 4) {
      t.pile.splice(start, i - start, ...t.pile.slice(start, i).reverse());
      start = i + 1;
    }
  t.rng = t.rng.map((x) => x ^ 0x5a5a5a5a);
  return t;
}

describe("bots: one interface, legal choices", () => {
  for (const kind of NAMES)
    it(`${kind}: plays whole 4-seat games choosing only legal actions`, () => {
      for (const seed of kind === "search" ? [1] : [1, 2]) expect(play(kind, seed).phase).toBe("over");
    });
  it("the same seed gives the same game, decision for decision", () => {
    const a = runTournament({
      bots: ["heuristic", "random", "random", "random"],
      games: 4,
      seed: 9,
      map: LONDON_1666,
    });
    const b = runTournament({
      bots: ["heuristic", "random", "random", "random"],
      games: 4,
      seed: 9,
      map: LONDON_1666,
    });
    expect(b.winRate).toEqual(a.winRate);
    expect(b.meanScore).toEqual(a.meanScore);
  });
});

describe("bots never peek (issue 5)", () => {
  for (const kind of NAMES)
    it(`${kind}: two states with the same view for its seat lead to the same decision`, () => {
      let checked = 0;
      play("random", 5, (s, i) => {
        if (i % 5 !== 0 || s.phase === "setupTeams") return;
        const seat = s.active;
        const t = sameViewOtherSecrets(s, seat);
        expect(JSON.stringify(viewFor(t, seat))).toBe(JSON.stringify(viewFor(s, seat)));
        // The secrets really differ somewhere (otherwise the test proves nothing).
        expect(JSON.stringify([t.colour, t.objectives, t.hand, t.pile])).not.toBe(
          JSON.stringify([s.colour, s.objectives, s.hand, s.pile]),
        );
        expect(BOTS[kind].decide(botInput(t), i)).toEqual(BOTS[kind].decide(botInput(s), i));
        checked++;
      });
      expect(checked).toBeGreaterThan(20);
    });
});

describe("tournament", () => {
  it("rotates seats and reports win rate, mean score, interval and decision time per bot", () => {
    const r = runTournament({
      bots: ["heuristic", "random", "random", "random"],
      games: 8,
      seed: 1,
      map: LONDON_1666,
    });
    expect(r.games).toBe(8);
    expect((r.winRate.heuristic ?? 0) * 8 + (r.winRate.random ?? 0) * 24).toBeCloseTo(8, 1);
    expect(r.msPerDecision.heuristic?.p95).toBeGreaterThanOrEqual(0);
    expect(r.ci95.heuristic).toBeGreaterThan(0);
  });
});

describe("search bot", () => {
  it("determinize keeps the seat's view and its own secrets, and re-draws the others'", () => {
    let s = createGame({ map: LONDON_1666, seats: 4, seed: 11 });
    while (s.phase !== "spread") {
      const r = applyAction(s, BOTS.random.decide(botInput(s), 1));
      if (r.ok) s = r.state;
    }
    const seat = s.active;
    const d = determinize(s, seat, 5);
    expect(JSON.stringify(viewFor(d, seat))).toBe(JSON.stringify(viewFor(s, seat)));
    expect(JSON.stringify([d.colour, d.objectives, d.hand, d.pile])).not.toBe(
      JSON.stringify([s.colour, s.objectives, s.hand, s.pile]),
    );
    // A determinization is itself a playable game.
    expect(BOTS.random.decide(botInput(d), 3)).toBeDefined();
  });
  it("is deterministic under a seed: same position, seed and iteration cap → same action", () => {
    const seen = new Set<string>();
    play("random", 8, (s, i) => {
      if (i % 9 !== 4 || s.phase === "over") return;
      const a = searchDecide(botInput(s), 77, { budgetMs: 1e9, maxIterations: 60 });
      const b = searchDecide(botInput(s), 77, { budgetMs: 1e9, maxIterations: 60 });
      expect(b.action).toEqual(a.action);
      expect([0, 60]).toContain(a.iterations); // 0 when only one candidate is left
      seen.add(s.phase);
    });
    // The check covered setup, phase A and phase B decisions.
    expect(seen.has("setupTeams") || seen.has("setupPawns")).toBe(true);
    expect(seen.has("spread")).toBe(true);
    expect(seen.has("actions")).toBe(true);
  });
  it("a Determinizer's draws are views of the same position, and weighing colours by losses shifts the draw", () => {
    let s = createGame({ map: LONDON_1666, seats: 4, seed: 21 });
    for (let i = 0; s.turn < 12; i++) {
      const r = applyAction(s, BOTS.heuristic.decide(botInput(s), i));
      if (r.ok) s = r.state;
    }
    const seat = s.active;
    const det = new Determinizer(s, seat);
    const t = det.newState();
    const rng = new Rng(1);
    const view = JSON.stringify(viewFor(s, seat));
    const held = (weighted: boolean) => {
      const d = new Determinizer(s, seat);
      if (weighted) d.weighColoursByLosses(1);
      const u = d.newState();
      const r = new Rng(3);
      const counts = new Array(6).fill(0);
      for (let k = 0; k < 2000; k++) {
        d.fill(u, r);
        for (let o = 0; o < 4; o++) if (o !== seat) counts[u.colour[o] as number]++;
      }
      return counts as number[];
    };
    for (let k = 0; k < 20; k++) {
      det.fill(t, rng);
      expect(JSON.stringify(viewFor(t, seat))).toBe(view);
      // §2.4 base game: nobody's colour card is their own pawn colour; colours are distinct.
      for (let o = 0; o < 4; o++) expect(t.colour[o]).not.toBe(t.pawnColour[o]);
      expect(new Set(t.colour.slice(0, 4)).size).toBe(4);
    }
    // The colour that lost the fewest houses (other than ours) is drawn more often once weighed.
    const lost = s.burntByColour;
    const candidates = [0, 1, 2, 3, 4, 5].filter((c) => c !== s.colour[seat]);
    const least = candidates.reduce((a, c) => ((lost[c] as number) < (lost[a] as number) ? c : a));
    const most = candidates.reduce((a, c) => ((lost[c] as number) > (lost[a] as number) ? c : a));
    expect(lost[most]).toBeGreaterThan(lost[least] as number);
    const u = held(false);
    const w = held(true);
    expect((w[least] as number) - (w[most] as number)).toBeGreaterThan(
      (u[least] as number) - (u[most] as number),
    );
  });
  it("runs in a worker, honours its time budget and returns a legal action", async () => {
    const w = new SearchWorker();
    try {
      let s = createGame({ map: LONDON_1666, seats: 4, seed: 4 });
      while (s.phase !== "spread") {
        const r = applyAction(s, BOTS.random.decide(botInput(s), 2));
        if (r.ok) s = r.state;
      }
      await w.decide(LONDON_1666, s, 1, 20); // warm-up: loading the worker's modules is not search time
      const t0 = performance.now();
      const r = await w.decide(LONDON_1666, s, 1, 200);
      const wall = performance.now() - t0;
      expect(r.ms).toBeGreaterThanOrEqual(200);
      expect(r.ms).toBeLessThan(200 + 100); // one iteration past the budget at most
      expect(wall).toBeLessThan(200 + 500);
      expect(r.iterations).toBeGreaterThan(50);
      expect(applyAction(s, r.action).ok).toBe(true);
      // The state-only entry: the same bot as in-process, decision for decision under an iteration cap.
      const capped = await w.decide(s, { seed: 9, budgetMs: 1e9, maxIterations: 80 });
      expect(capped.iterations).toBe(80);
      expect(capped.action).toEqual(
        searchDecide(botInput(s), 9, { budgetMs: 1e9, maxIterations: 80 }).action,
      );
      const timed = await w.decide(s, { seed: 9, budgetMs: 100 });
      expect(timed.ms).toBeGreaterThanOrEqual(100);
      expect(timed.ms).toBeLessThan(100 + 100);
    } finally {
      await w.close();
    }
  });
});
