/**
 * The platform's search bot for any module with `ai.determinizer`, `ai.fast` and `ai.policy`:
 * determinized Monte Carlo search with policy playouts and an evaluation, within a time budget.
 *
 * One iteration = one determinization (`Determinizer.fill`: everything the seat cannot see
 * re-drawn, written into a reused state) + selection of a first move (UCB1 over the candidates
 * admitted so far by progressive widening, in the order of the policy's priors) + a playout on the
 * module's fast path (`policy.run`) truncated after `horizon` turn starts + the evaluation
 * (`policy.reward`) + backup. The most visited first move is played. Optionally (`tree`, when the
 * policy gives a `signature`) a tree grows over the seat's own consecutive decisions in its turn.
 *
 * The root's moves must come from the fast path in the order `legal` lists them (the contract), so
 * the chosen index is a legal action. The search reads the game only through determinizations.
 */
import { type AnyGameModule, Rng, type Seat } from "@pudding/engine";

export interface SearchOptions {
  /** Wall-clock budget per decision, ms (default 1000). */
  budgetMs?: number;
  /** Stop after this many iterations (tests, reproducible benchmarks). */
  maxIterations?: number;
  /** UCB1 exploration constant (rewards are in [0, 1]). */
  exploration?: number;
  /** Playout length in turn starts after the first move (default 4). */
  horizon?: number;
  /** Progressive widening: candidates admitted = widenBase + widen × √iterations. */
  widen?: number;
  widenBase?: number;
  /** Grow a tree over the seat's own consecutive decisions in its turn (needs `policy.signature`). */
  tree?: boolean;
  /** Progressive bias: weight of the prior in selection, fading as 1/(visits+1). */
  bias?: number;
  /** Grow a child node after this many visits of its edge. */
  expandAfter?: number;
}
export interface SearchResult<A = unknown> {
  action: A;
  iterations: number;
  ms: number;
}

const clock = (globalThis as unknown as { performance: { now(): number } }).performance;

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
  /** The prior of each candidate, scaled to [0, 1] within the node. */
  readonly prior: Float64Array;
  readonly children: (Node | undefined)[];
  n = 0;
  constructor(
    module: AnyGameModule,
    s: unknown,
    readonly sig: number,
    buf: number[],
    seat: Seat,
  ) {
    const fast = module.ai?.fast as NonNullable<NonNullable<AnyGameModule["ai"]>["fast"]>;
    const policy = module.ai?.policy as NonNullable<NonNullable<AnyGameModule["ai"]>["policy"]>;
    const moves = fast.moves(s, buf, seat);
    const cand = policy.candidates ? policy.candidates(s, moves) : moves.map((_, i) => i);
    const prior = policy.priors(
      s,
      cand.map((i) => moves[i] as number),
      seat,
    );
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
 * Chooses one of `module.legal(s, seat)` for `seat`. The game is seen only through the module's
 * determinizer for that seat, which keeps public facts and the seat's own secrets.
 */
export function searchDecide<A = unknown>(
  module: AnyGameModule,
  s: unknown,
  seat: Seat,
  seed: number,
  o: SearchOptions = {},
): SearchResult<A> {
  const start = clock.now();
  const ai = module.ai;
  if (!ai?.determinizer || !ai.fast || !ai.policy)
    throw new Error(`${module.id} gives no determinizer, fast path and policy: it cannot be searched`);
  const { fast, policy } = ai;
  const legal = module.legal(s, seat) as A[];
  if (legal.length <= 1) return { action: legal[0] as A, iterations: 0, ms: clock.now() - start };
  const budget = o.budgetMs ?? 1000;
  const cap = o.maxIterations ?? Number.POSITIVE_INFINITY;
  const c = o.exploration ?? 0.35;
  const horizon = o.horizon ?? 4;
  const widen = o.widen ?? 1.5;
  const widenBase = o.widenBase ?? 4;
  const useTree = (o.tree ?? false) && Boolean(policy.signature);
  const bias = o.bias ?? 0;
  const expandAfter = o.expandAfter ?? 2;
  const sig = (t: unknown) => (policy.signature ? policy.signature(t, seat) : 0);
  const rng = new Rng(seed ^ 0x5bd1e995);
  const det = ai.determinizer(s, seat);
  const t = det.newState();
  const buf: number[] = [];

  // The root from the first determinization: its moves depend only on public facts and our own secrets.
  det.fill(t, rng);
  policy.prepare?.(t);
  const turn0 = fast.turn(t);
  const root = new Node(module, t, sig(t), buf, seat);
  if (buf.length !== legal.length)
    throw new Error(`search: ${buf.length} root moves for ${legal.length} legal actions`);
  if (root.moves.length === 1)
    return { action: legal[root.index[0] as number] as A, iterations: 0, ms: clock.now() - start };

  const pathNode: Node[] = [];
  const pathK: number[] = [];
  let it = 0;
  while (it < cap && clock.now() - start < budget) {
    if (it > 0) {
      det.fill(t, rng);
      policy.prepare?.(t);
    }
    pathNode.length = 0;
    pathK.length = 0;
    let node = root;
    for (;;) {
      const k = node.select(c, widenBase, widen, bias);
      fast.apply(t, node.moves[k] as number, seat);
      pathNode.push(node);
      pathK.push(k);
      // Still our own decision in this turn? Then descend (or grow) the tree.
      if (!useTree || fast.actor(t) !== seat || fast.turn(t) !== turn0 || fast.over(t)) break;
      const here = sig(t);
      const child = node.children[k];
      if (child) {
        if (child.sig !== here) break; // a chance event changed our options: play out from here
        node = child;
        continue;
      }
      if ((node.visits[k] as number) >= expandAfter) {
        node.children[k] = new Node(module, t, here, buf, seat);
        node = node.children[k] as Node;
        continue;
      }
      break;
    }
    policy.run(t, horizon, rng);
    const r = policy.reward(t, seat);
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
  return { action: legal[root.index[bestK] as number] as A, iterations: it, ms: clock.now() - start };
}
