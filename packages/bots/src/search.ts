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

import { Rng } from "@pudding/engine";
import { type Action, fastPath, type GameState } from "@pudding/great-fire";
import type { BotInput } from "./bots.js";
import { Playout, type PolicyOptions } from "./policy.js";

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
  /** Grow a tree over the seat's own consecutive decisions in its turn (default false: measured weaker, see README). */
  tree?: boolean;
  /** Progressive bias: weight of the heuristic prior in selection, fading as 1/(visits+1). */
  bias?: number;
  /** Colour evidence: weight e^(−evidence × houses lost) per colour in the draw (default 0.25; 0: uniform). */
  evidence?: number;
  /** Grow a child node after this many visits of its edge. */
  expandAfter?: number;
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

/** Phase numbers for a node's signature. */
const PHASES = ["setupTeams", "setupPawns", "spread", "doubleMove", "actions", "intensity", "over"];

/**
 * What decides the seat's move list inside its own turn beyond public facts: the phase and its own
 * token counts (a token taken by the fire is a chance event: Double Move opens §4.6, Explosive §5.5).
 */
function signature(s: GameState, seat: number): number {
  return (
    PHASES.indexOf(s.phase) |
    ((s.tokens[seat * 3] as number) << 4) |
    ((s.tokens[seat * 3 + 1] as number) << 10) |
    ((s.tokens[seat * 3 + 2] as number) << 16)
  );
}

/**
 * A node of the tree over the seat's own consecutive decisions within its turn (an information set:
 * the moves depend only on public facts and the seat's own secrets, checked by `sig`).
 */
class Node {
  readonly moves: Int32Array;
  /** Index of each candidate in the full move list (for the root: the legal action). */
  readonly index: Int32Array;
  readonly visits: Float64Array;
  readonly total: Float64Array;
  /** The heuristic prior of each candidate, scaled to [0, 1] within the node. */
  readonly prior: Float64Array;
  readonly children: (Node | undefined)[];
  n = 0;
  constructor(
    s: GameState,
    po: Playout,
    readonly sig: number,
    buf: number[],
  ) {
    const moves = genMoves(s, buf);
    po.invalidate();
    const cand = rootCandidates(s, moves);
    const prior = cand.map((i) => po.value(s, moves[i] as number));
    const order = cand.map((_, k) => k).sort((a, b) => (prior[b] as number) - (prior[a] as number) || a - b);
    this.moves = Int32Array.from(order.map((k) => moves[cand[k] as number] as number));
    this.index = Int32Array.from(order.map((k) => cand[k] as number));
    const ps = order.map((k) => prior[k] as number);
    const lo = Math.min(...ps);
    const span = Math.max(...ps) - lo || 1;
    this.prior = Float64Array.from(ps.map((p) => (p - lo) / span));
    this.visits = new Float64Array(this.moves.length);
    this.total = new Float64Array(this.moves.length);
    this.children = new Array(this.moves.length);
  }

  /** UCB1 over the candidates admitted by progressive widening; unvisited ones first, in prior order. */
  select(c: number, widenBase: number, widen: number, bias = 0): number {
    const C = this.moves.length;
    const admitted = Math.min(C, widenBase + Math.floor(widen * Math.sqrt(this.n)));
    let k = 0;
    let best = Number.NEGATIVE_INFINITY;
    const logN = Math.log(this.n + 1);
    for (let i = 0; i < admitted; i++) {
      const v = this.visits[i] as number;
      if (v === 0) return i;
      const u =
        (this.total[i] as number) / v +
        c * Math.sqrt(logN / v) +
        (bias * (this.prior[i] as number)) / (v + 1);
      if (u > best) {
        best = u;
        k = i;
      }
    }
    return k;
  }
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
  const useTree = o.tree ?? false;
  const bias = o.bias ?? 0;
  const seat = input.seat;
  const rng = new Rng(seed ^ 0x5bd1e995);
  const det = input.determinizer();
  const evidence = o.evidence ?? 0.25;
  if (evidence > 0) det.weighColoursByLosses(evidence);
  const expandAfter = o.expandAfter ?? 2;
  const t = det.newState();
  const po = playoutFor(o);
  const buf: number[] = [];

  // The root from the first determinization: its moves depend only on public facts and our own hand.
  det.fill(t, rng);
  po.prepare(t);
  const turn0 = t.turn;
  const root = new Node(t, po, signature(t, seat), buf);
  if (buf.length !== legal.length)
    throw new Error(`search: ${buf.length} root moves for ${legal.length} legal actions`);
  if (root.moves.length === 1)
    return { action: legal[root.index[0] as number] as Action, iterations: 0, ms: clock.now() - start };

  const pathNode: Node[] = [];
  const pathK: number[] = [];
  let it = 0;
  while (it < cap && clock.now() - start < budget) {
    if (it > 0) {
      det.fill(t, rng);
      po.prepare(t);
    }
    pathNode.length = 0;
    pathK.length = 0;
    let node = root;
    for (;;) {
      const k = node.select(c, widenBase, widen, bias);
      applyMove(t, node.moves[k] as number, null);
      pathNode.push(node);
      pathK.push(k);
      // Still our own decision in this turn? Then descend (or grow) the tree.
      if (!useTree || t.active !== seat || t.turn !== turn0 || t.phase === "over") break;
      const sig = signature(t, seat);
      const child = node.children[k];
      if (child) {
        if (child.sig !== sig) break; // a chance event changed our options: play out from here
        node = child;
        continue;
      }
      if ((node.visits[k] as number) >= expandAfter) {
        node.children[k] = new Node(t, po, sig, buf);
        node = node.children[k] as Node;
        continue;
      }
      break;
    }
    po.run(t, horizon, rng);
    const r = po.reward(t, seat);
    for (let i = 0; i < pathNode.length; i++) {
      const n = pathNode[i] as Node;
      const k = pathK[i] as number;
      n.n++;
      n.visits[k] = (n.visits[k] as number) + 1;
      n.total[k] = (n.total[k] as number) + r;
    }
    it++;
  }
  let bestK = 0;
  for (let i = 1; i < root.moves.length; i++) {
    const vi = root.visits[i] as number;
    const vb = root.visits[bestK] as number;
    if (
      vi > vb ||
      (vi === vb && vi > 0 && (root.total[i] as number) / vi > (root.total[bestK] as number) / vb)
    )
      bestK = i;
  }
  return { action: legal[root.index[bestK] as number] as Action, iterations: it, ms: clock.now() - start };
}
