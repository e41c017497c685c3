/**
 * The bots' hooks: the fast path equals the readable path, the determinizer re-draws only what a
 * seat cannot see (and keeps coin totals the public trail fixes), the policy's reward is in [0, 1],
 * the heuristic beats random players, and the lab records sensible figures.
 */
import { Rng } from "@pudding/engine";
import { describe, expect, it } from "vitest";
import { coinKnowledge, fast, heuristicMove, policy } from "./ai.js";
import { listMoves } from "./core.js";
import { SWU_MAPS } from "./map/profile.js";
import { SMALL_WORLD_UNDERGROUND as G } from "./module.js";
import type { SwuState } from "./state.js";

const start = (seats: number, seed: number, rules: Record<string, unknown> = {}): SwuState => {
  const r = G.rules.parse(rules);
  if (!r.ok) throw new Error();
  const s = G.setup({ map: SWU_MAPS[`swu-${seats}p`] as never, rules: r.value, seats, seed });
  if (!s.ok) throw new Error();
  return s.value;
};

describe("fast path", () => {
  it("the fast path and the readable path (legal + apply) reach the same final hash from the same seeds", () => {
    for (const seats of [2, 3, 4, 5])
      for (let g = 0; g < 12; g++) {
        const seed = 1000 * seats + g;
        const a = start(seats, seed, g % 3 === 0 ? { maxDeclinedRaces: 2 } : {});
        const b = fast.clone(a);
        const ra = new Rng(seed);
        const rb = new Rng(seed);
        let s = a;
        while (!G.status(s).over) {
          const seat = G.toAct(s)[0] as number;
          const legal = G.legal(s, seat);
          const r = G.apply(s, seat, legal[ra.below(legal.length)]);
          if (!r.ok) throw new Error(r.error.message);
          s = r.state;
        }
        const buf: number[] = [];
        while (!fast.over(b)) {
          fast.moves(b, buf);
          fast.apply(b, buf[rb.below(buf.length)] as number);
        }
        expect(G.hash(b)).toBe(G.hash(s));
      }
  });

  it("randomMove draws only listed moves, and every placement of the list (uniform over region × count)", () => {
    const s = start(4, 9);
    const rng = new Rng(8);
    const buf: number[] = [];
    let placements = 0;
    while (!fast.over(s)) {
      const listed = fast.moves(s, []).slice();
      if (s.phase === "redeploy" || s.phase === "withdraw" || s.phase === "tomb") {
        const seen = new Set<number>();
        for (let k = 0; k < listed.length * 40; k++) seen.add(fast.randomMove?.(s, rng, buf) as number);
        expect([...seen].sort()).toEqual(listed.slice().sort());
        placements++;
      }
      const m = fast.randomMove?.(s, rng, buf) as number;
      expect(listed).toContain(m);
      fast.apply(s, m);
    }
    expect(placements).toBeGreaterThan(5);
  });

  it("moves map one to one onto legal actions, for the seat that acts", () => {
    const s = start(3, 5);
    const rng = new Rng(3);
    const buf: number[] = [];
    for (let i = 0; i < 400 && !fast.over(s); i++) {
      fast.moves(s, buf);
      const seat = fast.actor(s);
      expect(G.toAct(s)).toEqual([seat]);
      expect(buf.map((m) => JSON.stringify(fast.toAction(s, m)))).toEqual(
        G.legal(s, seat).map((a) => JSON.stringify(a)),
      );
      fast.apply(s, buf[rng.below(buf.length)] as number);
    }
  });
});

describe("determinizer", () => {
  it("§20 re-draws others' coins (not the seat's own), the pile, the stacks below their tops and the RNG", () => {
    const s = start(4, 11);
    const rng = new Rng(1);
    const buf: number[] = [];
    while (s.round < 5) {
      listMoves(s, buf);
      fast.apply(s, buf[rng.below(buf.length)] as number);
    }
    const d = G.ai?.determinizer(s, 0);
    if (!d) throw new Error();
    const t = d.newState();
    let coinsDiffer = false;
    let pileDiffers = false;
    for (let k = 0; k < 20; k++) {
      d.fill(t, new Rng(k));
      expect(t.coins[0]).toBe(s.coins[0]);
      expect(t.bannerStack[t.bannerStack.length - 1]).toBe(s.bannerStack[s.bannerStack.length - 1]);
      expect(t.badgeStack[t.badgeStack.length - 1]).toBe(s.badgeStack[s.badgeStack.length - 1]);
      expect(t.pile.length).toBe(s.pile.length);
      expect(G.view(t, 0)).toEqual(G.view(s, 0));
      expect(G.invariants?.(t)).toEqual([]);
      if (t.coins.some((c, p) => p > 0 && c !== s.coins[p])) coinsDiffer = true;
      if (t.pile.join() !== s.pile.join()) pileDiffers = true;
      for (let p = 1; p < 4; p++) expect(t.coins[p]).toBeGreaterThanOrEqual(coinKnowledge(s, p).value);
    }
    expect(coinsDiffer).toBe(true);
    expect(pileDiffers || s.pile.length <= 1).toBe(true);
  });

  it("§20 R63 with scores announced, the public trail of the first two rounds fixes every total, so it is kept exactly; with scores secret it does not", () => {
    const secret = start(3, 2);
    for (let i = 0; i < 400 && !secret.coinLog.some((c) => c.other === -1 && c.seat !== 1); i++) {
      const buf = listMoves(secret, []);
      fast.apply(secret, buf[i % buf.length] as number);
    }
    const scorer = secret.coinLog.find((c) => c.other === -1 && c.seat !== 1)?.seat as number;
    expect(coinKnowledge(secret, scorer).exact).toBe(false);
    const s = start(3, 2, { coinsScored: "public" });
    const rng = new Rng(2);
    const buf: number[] = [];
    while (s.round < 2 || s.owner !== s.first) {
      listMoves(s, buf);
      fast.apply(s, buf[rng.below(buf.length)] as number);
      if (s.round > 2) break;
    }
    const d = G.ai?.determinizer(s, 1);
    if (!d) throw new Error();
    const t = d.newState();
    d.fill(t, new Rng(9));
    if (s.round <= 2) expect(t.coins).toEqual(s.coins);
  });
});

describe("policy and heuristic", () => {
  it("priors score every move; playouts advance the turn counter; the reward is in [0, 1]", () => {
    const s = start(3, 4);
    const p = policy.priors(s, listMoves(s, []));
    expect(p.every(Number.isFinite)).toBe(true);
    const t = fast.clone(s);
    policy.run(t, 6, new Rng(1));
    expect(fast.turn(t) - fast.turn(s)).toBeGreaterThanOrEqual(5);
    for (let seat = 0; seat < 3; seat++) {
      const r = policy.reward(t, seat);
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThanOrEqual(1);
    }
    policy.run(t, 1000, new Rng(2));
    expect(fast.over(t)).toBe(true);
    expect([0, 1, 2].map((seat) => policy.reward(t, seat)).reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });

  it("the heuristic beats three random players in most seeded 4-player games", () => {
    let wins = 0;
    const games = 40;
    for (let g = 0; g < games; g++) {
      const s = start(4, 500 + g);
      const me = g % 4;
      const rng = new Rng(g);
      const buf: number[] = [];
      while (!fast.over(s)) {
        const m =
          fast.actor(s) === me
            ? heuristicMove(s)
            : (fast.moves(s, buf)[rng.below(fast.moves(s, buf).length)] as number);
        fast.apply(s, m);
      }
      if (G.outcome(s).winners.includes(me)) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.6);
  });

  it("the heuristic bot returns a legal action and reads only what its seat sees (checked by the testkit)", () => {
    const s = start(2, 8);
    const bot = G.ai?.bots?.heuristic;
    if (!bot) throw new Error();
    const seat = G.toAct(s)[0] as number;
    const a = bot.decide(s, seat, { seed: 1 });
    expect(G.legal(s, seat).map((x) => JSON.stringify(x))).toContain(JSON.stringify(a));
  });
});

describe("lab", () => {
  it("records coins by round, picks and their coins by race and power, decline timing, conquests, and a heat map", () => {
    const s = start(3, 21);
    const lab = G.lab;
    if (!lab) throw new Error();
    const c = lab.collector(s);
    let state = s;
    const rng = new Rng(4);
    while (!G.status(state).over) {
      const seat = G.toAct(state)[0] as number;
      const legal = G.legal(state, seat);
      const r = G.apply(state, seat, legal[rng.below(legal.length)]);
      if (!r.ok) throw new Error();
      state = r.state;
      c.step(r.events, state);
    }
    const first = lab.firstSeat?.(state) ?? 0;
    const rec = c.finish(state, (seat) => (seat - first + 3) % 3);
    expect((rec.leaderCoinsByRound as number[]).length).toBe(10);
    expect((rec.conquestsByRound as number[]).length).toBe(10);
    expect((rec.finalCoinsByPosition as number[]).slice().sort()).toEqual(state.coins.slice().sort());
    expect(rec.combosPicked).toBe(state.stats.picks.length);
    const keys = Object.keys(rec);
    for (const m of lab.metrics) expect(keys).toContain(m.key);
    const heat = lab.heat?.(rec, SWU_MAPS["swu-3p"]);
    expect(Object.keys(heat ?? {}).length).toBe(33);
    const scored = Object.entries(rec)
      .filter(([k]) => k.startsWith("coins."))
      .reduce((a, [, v]) => a + (v as number), 0);
    expect(scored).toBeGreaterThan(0);
  });
});
