/**
 * The search bot (issue 5): determinized Monte Carlo search with heuristic playouts and a static
 * evaluation, within a time budget.
 *
 * One iteration = one determinization (`Determinizer.fill`: everything the seat cannot see
 * re-drawn, written into a reused state) + selection of a first move (UCB1 over the candidates
 * admitted so far by progressive widening, in the order of the heuristic prior) + a playout on the
 * engine's fast path (the heuristic policy for every seat, epsilon-greedy, each seat playing its
 * determinized colour and objectives) truncated after `horizon` turn starts + the evaluation
 * (§7.1 margin over the best other seat, threatened houses counted as partly lost) + backup.
 * The most visited first move is played.
 *
 * Fire moves that differ only in an equivalent source are searched once (§4: the source only loses
 * a cone; Pudding Lane is an endless source, and a source that would become contained is kept
 * apart because that opens a Tame, §5.3).
 */
import { type Action, fastPath, type GameState } from "@pudding/engine";
import type { BotInput } from "./bots.js";
import { Playout, type PolicyOptions } from "./policy.js";
import { Rng } from "./rng.js";

const { applyMove, genMoves, mType, mA, mB, mCard, M_FIRE, M_DOUBLE } = fastPath;

export interface SearchOptions {
  /** Wall-clock budget per decision, ms (default 1000). */
  budgetMs?: number;
  /** Stop after this many iterations (tests, reproducible benchmarks). */
  maxIterations?: number;
  /** UCB1 exploration constant (rewards are in [0, 1]). */
  exploration?: number;
  /** Playout length in turn starts after the first move (default 4: one round at 4 seats). */
  horizon?: number;
  /** Progressive widening: candidates admitted = widenBase + widen × √iterations. */
  widen?: number;
  widenBase?: number;
  /** Policy and evaluation tunables. */
  policy?: Partial<PolicyOptions>;
}
export interface SearchResult {
  action: Action;
  iterations: number;
  ms: number;
}

const clock = (globalThis as unknown as { performance: { now(): number } }).performance;

const playouts = new Map<string, Playout>();
function playoutFor(o: SearchOptions): Playout {
  const key = JSON.stringify(o.policy ?? {});
  let p = playouts.get(key);
  if (!p) {
    p = new Playout(o.policy);
    playouts.set(key, p);
  }
  return p;
}

/** Root candidates: indices into the legal list, equivalent fire moves merged. */
function rootCandidates(s: GameState, moves: number[]): number[] {
  const seen = new Map<number, number>();
  const out: number[] = [];
  const origin = s.board.origin;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i] as number;
    const t = mType(m);
    if (t !== M_FIRE && t !== M_DOUBLE) {
      out.push(i);
      continue;
    }
    const src = mA(m);
    const free = (s.cones[src] as number) - (s.committed[src] as number);
    // The source matters when taking its last free cone contains it (a Tame opens, §5.3).
    const special = src !== origin && free === 1 && (s.committed[src] as number) > 0;
    const key = special ? -1 : t * 4096 + mCard(m) * 1024 + mB(m);
    if (key === -1) {
      out.push(i);
      continue;
    }
    const at = seen.get(key);
    if (at === undefined) {
      seen.set(key, out.length);
      out.push(i);
    } else if (src === origin) out[at] = i; // prefer Pudding Lane: it refills (§4)
  }
  return out;
}

/**
 * Chooses one of `input.legal` for `input.seat`. The game is seen only through
 * `input.determinizer()`, which keeps public facts and the seat's own secrets and re-draws the rest.
 */
export function searchDecide(input: BotInput, seed: number, o: SearchOptions = {}): SearchResult {
  const start = clock.now();
  const legal = input.legal;
  if (legal.length <= 1) return { action: legal[0] as Action, iterations: 0, ms: clock.now() - start };
  const budget = o.budgetMs ?? 1000;
  const cap = o.maxIterations ?? Number.POSITIVE_INFINITY;
  const c = o.exploration ?? 0.35;
  const horizon = o.horizon ?? 4;
  const widen = o.widen ?? 1.5;
  const widenBase = o.widenBase ?? 4;
  const seat = input.seat;
  const rng = new Rng(seed ^ 0x5bd1e995);
  const det = input.determinizer();
  const t = det.newState();
  const po = playoutFor(o);

  // Root moves from the first determinization: they depend only on public facts and our own hand.
  det.fill(t, rng);
  po.prepare(t);
  const moves = genMoves(t, []);
  if (moves.length !== legal.length)
    throw new Error(`search: ${moves.length} root moves for ${legal.length} legal actions`);
  const cand = rootCandidates(t, moves);
  // Prior order: the heuristic's value for our seat (our colour and objectives are our own).
  const prior = cand.map((i) => po.value(t, moves[i] as number));
  const order = cand.map((_, k) => k).sort((a, b) => (prior[b] as number) - (prior[a] as number) || a - b);
  const rootMove = Int32Array.from(order.map((k) => moves[cand[k] as number] as number));
  const rootIndex = Int32Array.from(order.map((k) => cand[k] as number));
  const C = rootMove.length;
  if (C === 1)
    return { action: legal[rootIndex[0] as number] as Action, iterations: 0, ms: clock.now() - start };
  const visits = new Float64Array(C);
  const total = new Float64Array(C);

  let it = 0;
  while (it < cap && clock.now() - start < budget) {
    if (it > 0) {
      det.fill(t, rng);
      po.prepare(t);
    }
    const admitted = Math.min(C, widenBase + Math.floor(widen * Math.sqrt(it)));
    let k = -1;
    let best = Number.NEGATIVE_INFINITY;
    const logN = Math.log(it + 1);
    for (let i = 0; i < admitted; i++) {
      const v = visits[i] as number;
      if (v === 0) {
        k = i;
        break;
      }
      const u = (total[i] as number) / v + c * Math.sqrt(logN / v);
      if (u > best) {
        best = u;
        k = i;
      }
    }
    applyMove(t, rootMove[k] as number, null);
    po.run(t, horizon, rng);
    visits[k] = (visits[k] as number) + 1;
    total[k] = (total[k] as number) + po.reward(t, seat);
    it++;
  }
  let bestK = 0;
  for (let i = 1; i < C; i++) {
    const vi = visits[i] as number;
    const vb = visits[bestK] as number;
    if (vi > vb || (vi === vb && vi > 0 && (total[i] as number) / vi > (total[bestK] as number) / vb))
      bestK = i;
  }
  return { action: legal[rootIndex[bestK] as number] as Action, iterations: it, ms: clock.now() - start };
}
