/**
 * The bots' hooks: the determinizer (§16: re-draws the deck orders, the other seats' recruit
 * draws and the RNG), the integer fast path, a policy for information-set search (priors, light
 * playouts, a reward in [0, 1]) and a heuristic bot that plays greedily one action ahead on a copy
 * of the game in which everything it cannot see is replaced by a canonical guess.
 */
import type { BotSpec, Determinizer, FastPath, Policy, Rng } from "@pudding/engine";
import { Rng as FastRng } from "@pudding/engine";
import { type BrigadeAction, decode, KIND, kindOf, p1Of } from "./actions.js";
import { applyMove } from "./engine.js";
import { CELLS, kingDistance, ORTHO } from "./grid.js";
import { genMoves } from "./moves.js";
import {
  actorSeat,
  affOf,
  type BrigadeState,
  brigadeWater,
  cisternCap,
  cloneState,
  flameOf,
  isBurning,
  isCity,
  isPrompt,
  renownTarget,
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
  redraw(s, seat, t, new FastRng(0x5eed));
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

/** How much `p` cares about tile `c` (own loyalty, own renown, the path to a win). */
function stake(s: BrigadeState, p: number, c: number): number {
  if (!isCity(s, c) || (s.burnt[c] as number) > 0) return 0;
  const v = tileValue(s, c);
  if (s.loyal[c] === p) return v * 1.5;
  const r = s.renown[p * CELLS + c] as number;
  return r > 0 ? v * 0.5 + r : v * 0.15;
}

/**
 * A seat's standing from public facts: loyal tiles (with the win conditions' progress), renown
 * towards loyalty, renown and water about to be earned, tracks, squad, water, and how well its
 * pieces sit near the fires that matter to it.
 */
export function evaluate(s: BrigadeState, p: number): number {
  if (s.phase === "over" && s.result) {
    const w = s.result.winners;
    return w.includes(p) ? 1000 / w.length : -1000;
  }
  const r = s.rules;
  let e = 0;
  // Loyalty and the win conditions (§13).
  let distinct = 0;
  let bestFaction = 0;
  for (let a = 0; a < 5; a++) {
    const n = s.loyalCount[p * 5 + a] as number;
    if (n > 0) distinct++;
    const need = a === UNI ? r.universityWinTiles : r.factionWinTiles;
    bestFaction = Math.max(bestFaction, n / need);
  }
  e += distinct * distinct * 3 + bestFaction * bestFaction * 25;
  let threat = 0;
  for (let c = 0; c < CELLS; c++) {
    if (!isCity(s, c) || (s.burnt[c] as number) > 0) continue;
    const v = tileValue(s, c);
    if (s.loyal[c] === p) {
      e += v * 6;
      const f = s.fire[c] as number;
      if (f > 0) threat += (v * f) / Math.max(1, flameOf(s, c) - f + 1);
    } else {
      const ren = s.renown[p * CELLS + c] as number;
      if (ren > 0) {
        const need = (s.loyal[c] as number) >= 0 ? v + r.stealSurcharge : v;
        const q = ren / need;
        e += v * 4 * q * q + ren * 0.5;
      }
    }
  }
  e -= threat * 0.8;
  // Renown waiting to be placed.
  for (const t of s.stack) if (t.seat === p && t.k === "pRenown") e += t.b * 2.5;
  // Tracks, squad, water.
  e += trackValue(s, p, 2) * 3 + trackValue(s, p, 0) * 1.5 + cisternCap(s, p) * 0.6;
  e += squadSize(s, p) * 2;
  const bw = brigadeWater(s, p);
  e += Math.min(bw, 6) * 0.9 + Math.min(s.cWater[p] as number, 6) * 0.3;
  // Pieces: the brigade near a fire worth fighting, the cistern guarding what matters.
  const b = s.brigade[p] as number;
  let best = 0;
  for (let c = 0; c < CELLS; c++) {
    if (!isBurning(s, c)) continue;
    const worth = Math.max(
      0,
      ...[c, ...(ORTHO[c] as readonly number[])].map((x) => (renownTarget(s, p, x) ? stake(s, p, x) + 1 : 0)),
    );
    const f = s.fire[c] as number;
    const gain = (Math.min(f, bw) / f) * (worth + f);
    const d = b >= 0 ? kingDistance(b, c) : 6;
    best = Math.max(best, gain / (1 + d * 0.8));
  }
  e += best * 1.5;
  const cs = s.cistern[p] as number;
  if (cs >= 0 && isCity(s, cs)) {
    let danger = isBurning(s, cs) ? 1 : 0;
    for (const x of ORTHO[cs] as readonly number[])
      if (isBurning(s, x)) danger += (s.fire[x] as number) * 0.3;
    e += stake(s, p, cs) * Math.min(danger, 2) * 0.8;
    if (cs === b) e += 0.5;
  }
  // Affiliations of its squad under loyalty (abilities on).
  for (let k = 0; k < 3; k++) {
    const c = s.squad[p * 3 + k] as number;
    if (
      c >= 0 &&
      (s.data.sqAff[c] === 5 || (s.loyalCount[p * 5 + (s.data.sqAff[c] as number)] as number) > 0)
    )
      e += 1;
  }
  if (s.precious === p) e -= 3;
  return e;
}

/** `evaluate` relative to the strongest other seat. */
export function relative(s: BrigadeState, p: number): number {
  const mine = evaluate(s, p);
  if (s.phase === "over") return mine;
  let other = Number.NEGATIVE_INFINITY;
  for (let q = 0; q < s.n; q++) if (q !== p) other = Math.max(other, evaluate(s, q));
  return mine - 0.6 * other;
}

// ------------------------------------------------------------------ heuristic bot

const BUF: number[] = [];

/**
 * Chooses greedily: each listed move is played on the canonical copy (what the seat can see plus a
 * fixed guess for the rest) and the result judged by `relative`. Ending the turn is judged on the
 * position as it stands, so the bot spends its actions while they improve it.
 */
export function heuristicMove(s: BrigadeState, seat: number, seed: number): number {
  const moves = genMoves(s, seat, []).slice();
  if (moves.length <= 1) return moves[0] ?? -1;
  const base = canonicalFor(s, seat);
  const now = relative(base, seat);
  const rng = new FastRng(seed);
  let best = moves[0] as number;
  let bestV = Number.NEGATIVE_INFINITY;
  for (const m of moves) {
    let v: number;
    const k = kindOf(m);
    if (k === KIND.endTurn) v = now + 0.25;
    else if (k === KIND.skip) v = now;
    else {
      const t = cloneState(base);
      applyMove(t, seat, m, null);
      v = relative(t, seat);
      if (k === KIND.recruit) v += 1.5;
    }
    v += rng.next() * 0.01;
    if (v > bestV) {
      bestV = v;
      best = m;
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
    return decode(s, m < 0 ? 0 : m);
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
      return 2 + (a === (s.fire[s.brigade[p] as number] as number) ? 3 : 0);
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
