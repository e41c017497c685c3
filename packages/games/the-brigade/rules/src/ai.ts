/**
 * The bots' hooks: the determinizer (§16: re-draws the deck orders, the other seats' recruit
 * draws and the RNG), the integer fast path, a policy for information-set search (priors, light
 * playouts, a reward in [0, 1]) and a heuristic bot that plays greedily one action ahead on a copy
 * of the game in which everything it cannot see is replaced by a canonical guess.
 */
import type { BotSpec, Determinizer, FastPath, Policy, Rng } from "@pudding/engine";
import { Rng as FastRng } from "@pudding/engine";
import { type BrigadeAction, decode, extWater, KIND, kindOf, p1Of } from "./actions.js";
import { applyMove } from "./engine.js";
import { CELLS, kingDistance, ORTHO } from "./grid.js";
import { movePoints } from "./movement.js";
import { genMoves } from "./moves.js";
import {
  actorSeat,
  affOf,
  type BrigadeState,
  brigadeWater,
  cisternCap,
  cloneState,
  copyState,
  isBurning,
  isCity,
  isPrompt,
  squadSize,
  tileValue,
  trackValue,
  UNI,
} from "./state.js";

// ------------------------------------------------------------------ determinizer

/** Copies every field of `src` into `dst`, reusing `dst`'s arrays where it can. */
function copyInto(dst: BrigadeState, src: BrigadeState): void {
  const c = cloneState(src);
  Object.assign(dst, c);
}

/** Fisher–Yates with the bots' RNG. */
function shuffleWith(xs: number[], rng: Rng): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = xs[i] as number;
    xs[i] = xs[j] as number;
    xs[j] = t;
  }
}

/**
 * Writes into `into` a state `seat` cannot tell from `s`: the event deck and the squad deck in a new
 * order, other seats' pending Recruit draws re-dealt from the unseen squad cards, a new RNG.
 * The unseen pools are sorted first, so the result depends only on what `seat` can see and `rng`.
 */
function redraw(s: BrigadeState, seat: number, into: BrigadeState, rng: Rng): void {
  copyInto(into, s);
  redrawHidden(into, seat, rng);
}

/** `redraw` on a state that is already a copy of the position. */
function redrawHidden(into: BrigadeState, seat: number, rng: Rng): void {
  const ev = into.eventDeck.slice().sort((a, b) => a - b);
  shuffleWith(ev, rng);
  into.eventDeck = ev;
  const hidden = into.stack.filter((t) => t.k === "pRecruit" && t.seat !== seat);
  const pool = into.squadDeck.slice();
  for (const t of hidden) pool.push(...(t.list as number[]));
  pool.sort((a, b) => a - b);
  shuffleWith(pool, rng);
  for (const t of hidden) t.list = pool.splice(0, (t.list as number[]).length);
  into.squadDeck = pool;
  into.rng = [rng.int32(), rng.int32() | 1, rng.int32(), rng.int32() | 1];
}

/** §16: the determinizer of a seat. */
export function determinizer(s: BrigadeState, seat: number): Determinizer<BrigadeState> {
  return {
    newState: () => cloneState(s),
    fill: (into, rng) => redraw(s, seat, into, rng),
  };
}

/** A copy of `s` holding only what `seat` can see, with a fixed guess for the rest (bots plan on it). */
export function canonicalFor(s: BrigadeState, seat: number): BrigadeState {
  const t = cloneState(s);
  redrawHidden(t, seat, new FastRng(0x5eed));
  return t;
}

// ------------------------------------------------------------------ fast path

/** The integer fast path: moves are numbers, `apply` works in place without validation or events. */
export const FAST: FastPath<BrigadeState, BrigadeAction> = {
  clone: cloneState,
  moves: (s, out) => genMoves(s, actorSeat(s), out),
  apply: (s, m) => applyMove(s, actorSeat(s), m, null),
  actor: actorSeat,
  over: (s) => s.phase === "over",
  turn: (s) => s.turn,
  toAction: decode,
  randomMove(s, rng, buf) {
    genMoves(s, actorSeat(s), buf);
    return buf[rng.below(buf.length)] as number;
  },
};

// ------------------------------------------------------------------ evaluation

/** The evaluation's weights (tuned by self-play, see the README). */
export const WEIGHTS = {
  win: 40,
  citizens: 2,
  faction: 6,
  loyal: 6,
  threat: 0.8,
  pending: 3.5,
  upgrade: 1,
  water: 1.3,
  cistern: 0.8,
  opportunity: 0.3,
  dry: 1.2,
  guard: 0.8,
  heat: 0.25,
  lastFire: 30,
  leadHeat: 1.5,
  ap: 1.2,
};

/** How much `p` cares about tile `c` (own loyalty, own renown, the path to a win). */
function stake(s: BrigadeState, p: number, c: number): number {
  if (!isCity(s, c) || (s.burnt[c] as number) > 0) return 0;
  const v = tileValue(s, c);
  if (s.loyal[c] === p) return v * 1.5;
  const r = s.renown[p * CELLS + c] as number;
  return r > 0 ? v * 0.5 + r : v * 0.15;
}

const STAND = new Float64Array(4);

/**
 * Every seat's standing from its loyalty and renown (§12, §13): loyal tiles with the progress
 * towards a faction or citizens win, renown towards loyalty, tracks and squad. One pass, into `STAND`.
 */
function standings(s: BrigadeState): void {
  const r = s.rules;
  const W = WEIGHTS;
  const n = s.n;
  for (let q = 0; q < n; q++) {
    let distinct = 0;
    let bestFaction = 0;
    for (let a = 0; a < 5; a++) {
      const k = s.loyalCount[q * 5 + a] as number;
      if (k > 0) distinct++;
      const need = a === UNI ? r.universityWinTiles : r.factionWinTiles;
      if (k / need > bestFaction) bestFaction = k / need;
    }
    // The nearer of the two immediate wins (§13.1, §13.2) drives the plan.
    const citizens = r.citizensWin ? distinct / 5 : 0;
    const win = Math.max(citizens, bestFaction);
    let e = win * win * W.win + distinct * W.citizens + bestFaction * W.faction;
    for (let t = 0; t < 3; t++) e += (s.track[q * 3 + t] as number) * W.upgrade;
    e += trackValue(s, q, 2) * 3 + trackValue(s, q, 0) * 1.5 + cisternCap(s, q) * 0.5 + squadSize(s, q) * 2;
    STAND[q] = e;
  }
  for (let c = 0; c < CELLS; c++) {
    const t = s.tile[c] as number;
    if (t < 0 || (s.burnt[c] as number) > 0) continue;
    const v = s.data.tileValue[t] as number;
    const l = s.loyal[c] as number;
    if (l >= 0) STAND[l] = (STAND[l] as number) + v * W.loyal;
    const need = l >= 0 ? v + r.stealSurcharge : v;
    for (let q = 0; q < n; q++) {
      if (q === l) continue;
      const ren = s.renown[q * CELLS + c] as number;
      if (ren === 0) continue;
      const x = ren >= need ? 1 : ren / need;
      STAND[q] = (STAND[q] as number) + v * W.loyal * (0.45 * x + 0.35 * x * x);
    }
  }
}

const SCORES = new Float64Array(4);

/** What only the seat itself weighs: its pieces, water, fires in reach, threats, the city's heat. */
function personal(s: BrigadeState, p: number): number {
  const r = s.rules;
  const W = WEIGHTS;
  let e = 0;
  for (const t of s.stack) if (t.seat === p && t.k === "pRenown") e += t.b * W.pending;
  const bw = brigadeWater(s, p);
  const cw = s.cWater[p] as number;
  e += Math.min(bw, 8) * W.water + Math.min(cw, 8) * W.cistern;
  // Action points still to spend this turn are worth something (they are lost at its end).
  if (s.phase === "action" && s.owner === p) e += (s.ap[p] as number) * W.ap;
  const b = s.brigade[p] as number;
  const mp = movePoints(s, p);
  let best = 0;
  let heat = 0;
  let threat = 0;
  for (let c = 0; c < CELLS; c++) {
    const t = s.tile[c] as number;
    if (t < 0 || (s.burnt[c] as number) > 0) continue;
    const f = s.fire[c] as number;
    if (f === 0) continue;
    heat += f;
    if (s.loyal[c] === p) {
      const v = s.data.tileValue[t] as number;
      threat += (v * f) / Math.max(1, (s.data.tileFlame[t] as number) - f + 1);
    }
    let worth = 0;
    for (let k = -1; k < (ORTHO[c] as readonly number[]).length; k++) {
      const x = k < 0 ? c : ((ORTHO[c] as readonly number[])[k] as number);
      const tx = s.tile[x] as number;
      if (tx < 0 || (s.burnt[x] as number) > 0 || s.loyal[x] === p) continue;
      const v = s.data.tileValue[tx] as number;
      const need = (s.loyal[x] as number) >= 0 ? v + r.stealSurcharge : v;
      if ((s.renown[p * CELLS + x] as number) + f >= need && v * 2 > worth) worth = v * 2;
    }
    const water = bw + (s.cistern[p] === c ? cw : cw * 0.6);
    const feasible = water >= f ? 1 : 0.1;
    const steps = b === c ? 0 : Math.ceil(kingDistance(b, c) / mp);
    const g = ((f * W.pending + worth) * feasible) / (1 + steps);
    if (g > best) best = g;
  }
  e += best * W.opportunity - threat * W.threat - heat * W.heat;
  if (bw < 2 && b >= 0) {
    let near = 99;
    for (let c = 0; c < CELLS; c++)
      if (s.base[c] === p || s.loyal[c] === p) {
        const d = c === b ? 0 : Math.ceil(kingDistance(b, c) / mp);
        if (d < near) near = d;
      }
    e -= (2 - bw) * Math.min(near, 4) * W.dry;
  }
  const cs = s.cistern[p] as number;
  if (cs >= 0 && (s.tile[cs] as number) >= 0) {
    let danger = isBurning(s, cs) ? 1 : 0;
    for (const x of ORTHO[cs] as readonly number[])
      if (isBurning(s, x)) danger += (s.fire[x] as number) * 0.3;
    e += stake(s, p, cs) * Math.min(danger, 2) * W.guard;
    if (cs === b) e += 0.5;
  }
  for (let k = 0; k < 3; k++) {
    const c = s.squad[p * 3 + k] as number;
    if (
      c >= 0 &&
      (s.data.sqAff[c] === 5 || (s.loyalCount[p * 5 + (s.data.sqAff[c] as number)] as number) > 0)
    )
      e += 1;
  }
  if (s.precious === p) e -= 3;
  if (r.allFiresOutEnds) {
    // Every seat's `score` in one pass over the city.
    for (let q = 0; q < s.n; q++) SCORES[q] = 0;
    for (let c = 0; c < CELLS; c++) {
      const l = s.loyal[c] as number;
      if (l >= 0) SCORES[l] = (SCORES[l] as number) + tileValue(s, c);
    }
    const mine = SCORES[p] as number;
    let lead = mine > 0;
    for (let q = 0; q < s.n && lead; q++) if (q !== p && (SCORES[q] as number) >= mine) lead = false;
    // The leader sweeps: every point of fire stands between it and the end (§13.4).
    if (lead) e += W.lastFire / (1 + s.burning) - heat * W.leadHeat;
  }
  return e;
}

/** A seat's position from public facts (higher is better); ±1000 once the game is over. */
export function evaluate(s: BrigadeState, p: number): number {
  if (s.phase === "over" && s.result) {
    const w = s.result.winners;
    return w.includes(p) ? 1000 / w.length : -1000;
  }
  standings(s);
  return (STAND[p] as number) + personal(s, p);
}

/** `evaluate` against the strongest other seat's standing. */
export function relative(s: BrigadeState, p: number): number {
  if (s.phase === "over") return evaluate(s, p);
  standings(s);
  let other = Number.NEGATIVE_INFINITY;
  for (let q = 0; q < s.n; q++) if (q !== p && (STAND[q] as number) > other) other = STAND[q] as number;
  return (STAND[p] as number) + personal(s, p) - 0.6 * other;
}

// ------------------------------------------------------------------ heuristic bot

/** Search settings of the heuristic (first moves followed by a greedy plan, plan length). */
export const LOOKAHEAD = { width: 6, depth: 3 };

/** Is the seat still choosing inside its own turn (its action phase or its own prompt)? */
function ownChoice(t: BrigadeState, seat: number): boolean {
  return t.phase !== "over" && actorSeat(t) === seat && (t.owner === seat || t.stack.length > 0);
}

/** A move worth trying deeper in a plan (fire, water, pieces); the rest are judged at the first step only. */
function planMove(t: BrigadeState, m: number): boolean {
  const k = kindOf(m);
  if (k === KIND.moveBrigade) return isBurning(t, p1Of(m));
  return (
    k === KIND.extinguish ||
    k === KIND.refill ||
    k === KIND.transfer ||
    k === KIND.placeRenown ||
    k === KIND.ashExtinguish ||
    k === KIND.cisternExtinguish ||
    k === KIND.upgrade ||
    (k === KIND.moveCistern && (p1Of(m) === t.brigade[actorSeat(t)] || t.base[p1Of(m)] === actorSeat(t)))
  );
}

/** Scratch states for simulations (reused; the bots are single-threaded). */
const SCRATCH: BrigadeState[] = [];
function scratch(depth: number, like: BrigadeState): BrigadeState {
  let t = SCRATCH[depth];
  if (!t || t.n !== like.n || t.data !== like.data) {
    t = cloneState(like);
    SCRATCH[depth] = t;
  }
  return t;
}

/** The value of a move judged alone (`endTurn` and `recruit` without simulating them), played in `into`. */
function oneStep(
  base: BrigadeState,
  seat: number,
  m: number,
  now: number,
  into: BrigadeState,
): number | null {
  const k = kindOf(m);
  if (k === KIND.endTurn) return now - (base.ap[seat] as number) * WEIGHTS.ap + 0.25;
  if (k === KIND.skip) return now;
  if (k === KIND.recruit) return now + (squadSize(base, seat) < trackValue(base, seat, 0) ? 3 : -0.5);
  copyState(into, base, false);
  applyMove(into, seat, m, null);
  return null;
}

/**
 * Plays on greedily for `depth` more choices of the same seat from `t` (whose value `v` the caller
 * has already computed); the best value met on the way.
 */
function greedyPlan(t: BrigadeState, v0: number, seat: number, depth: number): number {
  let best = v0;
  // Three scratch states whose roles rotate (swapped, not copied, when a better move is found).
  let cur = scratch(1, t);
  copyState(cur, t, false);
  let trial = scratch(2, t);
  let keep = scratch(3, t);
  const buf: number[] = [];
  for (let d = 0; d < depth && ownChoice(cur, seat); d++) {
    genMoves(cur, seat, buf);
    const moves = buf.slice();
    let nextV = Number.NEGATIVE_INFINITY;
    for (const m of moves) {
      // Plan moves are never the three `oneStep` judges without playing (end turn, skip, recruit):
      // each is played in `trial`.
      if (!planMove(cur, m)) continue;
      copyState(trial, cur, false);
      applyMove(trial, seat, m, null);
      const v = relative(trial, seat);
      if (v > nextV) {
        nextV = v;
        const x = keep;
        keep = trial;
        trial = x;
      }
    }
    if (nextV === Number.NEGATIVE_INFINITY) break;
    const x = cur;
    cur = keep;
    keep = x;
    best = Math.max(best, nextV);
  }
  return best;
}

/**
 * Chooses on the canonical copy (what the seat can see plus a fixed guess for the rest): every
 * listed move is played and judged by `relative`; the most promising few are then followed by a
 * short greedy plan of fire, water and renown moves, and judged by the best position on the way.
 * Ending the turn is judged on the position as it stands, so the bot spends its actions while they
 * improve it.
 */
export function heuristicMove(s: BrigadeState, seat: number, seed: number): number {
  const moves = genMoves(s, seat, []).slice();
  if (moves.length <= 1) return moves[0] ?? -1;
  const base = canonicalFor(s, seat);
  const now = relative(base, seat);
  const rng = new FastRng(seed);
  const trial = scratch(0, base);
  const values: number[] = [];
  const kept: { i: number; v: number; t: BrigadeState }[] = [];
  for (let i = 0; i < moves.length; i++) {
    const fixed = oneStep(base, seat, moves[i] as number, now, trial);
    if (fixed !== null) {
      values.push(fixed);
      continue;
    }
    const v = relative(trial, seat);
    values.push(v);
    if (!ownChoice(trial, seat)) continue;
    if (kept.length < LOOKAHEAD.width || v > (kept[kept.length - 1] as { v: number }).v) {
      const entry = {
        i,
        v,
        t: kept.length < LOOKAHEAD.width ? cloneState(trial) : (kept.pop() as { t: BrigadeState }).t,
      };
      if (kept.length >= LOOKAHEAD.width) kept.pop();
      copyState(entry.t, trial, false);
      kept.push(entry);
      kept.sort((a, b) => b.v - a.v);
    }
  }
  for (const k of kept)
    values[k.i] = Math.max(values[k.i] as number, greedyPlan(k.t, k.v, seat, LOOKAHEAD.depth) - 0.05);
  let best = moves[0] as number;
  let bestV = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < moves.length; i++) {
    const v = (values[i] as number) + rng.next() * 0.01;
    if (v > bestV) {
      bestV = v;
      best = moves[i] as number;
    }
  }
  return best;
}

/** The heuristic bot. */
export const HEURISTIC: BotSpec<BrigadeState, BrigadeAction> = {
  label: "Heuristic",
  description:
    "Greedy one action ahead: extinguishes and places renown where loyalty pays, protects its tiles with the cistern, upgrades, recruits and heads for a win.",
  decide(s, seat, o) {
    const m = heuristicMove(s, seat, o.seed);
    return decode(s, Math.max(m, 0));
  },
};

// ------------------------------------------------------------------ policy

/** A cheap score of a move for playouts and priors (no simulation). */
export function quickScore(s: BrigadeState, m: number): number {
  const k = kindOf(m);
  const a = p1Of(m);
  const p = actorSeat(s);
  switch (k) {
    case KIND.endTurn:
      return 0.2;
    case KIND.extinguish:
      return 2 + (extWater(m) === (s.fire[s.brigade[p] as number] as number) ? 3 : 0);
    case KIND.placeRenown: {
      const need = (s.loyal[a] as number) >= 0 ? tileValue(s, a) + s.rules.stealSurcharge : tileValue(s, a);
      return 1 + ((s.renown[p * CELLS + a] as number) + 1) / need + (affOf(s, a) === UNI ? 0.2 : 0);
    }
    case KIND.moveBrigade:
      return isBurning(s, a) && brigadeWater(s, p) > 0 ? 2 : 0.5;
    case KIND.refill:
      return 1.5;
    case KIND.upgrade:
      return 1.8;
    case KIND.recruit:
      return 1.2;
    case KIND.moveCistern:
      return isBurning(s, a) ? 0.3 : 0.6;
    default:
      return 1;
  }
}

/** The search policy: priors from `quickScore`, playouts that pick by it with noise, reward from `relative`. */
export const POLICY: Policy<BrigadeState> = {
  priors: (s, moves) => moves.map((m) => quickScore(s, m)),
  run(s, horizon, rng) {
    const start = s.turn;
    const buf: number[] = [];
    let guard = 0;
    while (s.phase !== "over" && s.turn - start < horizon && guard++ < 5000) {
      const p = actorSeat(s);
      genMoves(s, p, buf);
      if (buf.length === 0) break;
      let best = buf[0] as number;
      let bestV = Number.NEGATIVE_INFINITY;
      for (const m of buf) {
        const v = quickScore(s, m) + rng.next() * 2;
        if (v > bestV) {
          bestV = v;
          best = m;
        }
      }
      applyMove(s, p, best, null);
    }
  },
  signature(s, seat) {
    // Inside its own turn a seat's options depend on public facts, except the cards of its own
    // pending Recruit (§16).
    const t = s.stack[s.stack.length - 1];
    if (t?.k !== "pRecruit" || t.seat !== seat) return 0;
    let h = 17;
    for (const c of (t.list as number[]).slice().sort((a, b) => a - b)) h = (h * 31 + c + 1) | 0;
    return h;
  },
  reward(s, seat) {
    if (s.phase === "over" && s.result) {
      const w = s.result.winners;
      return w.includes(seat) ? 1 / w.length : 0;
    }
    const x = relative(s, seat) / 40;
    return 1 / (1 + Math.exp(-x));
  },
};

/** True when a prompt (not the action phase) waits: exported for tests. */
export const promptWaiting = (s: BrigadeState): boolean => {
  const t = s.stack[s.stack.length - 1];
  return Boolean(t && isPrompt(t));
};
