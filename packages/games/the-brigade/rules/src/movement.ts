/**
 * Where a brigade can go (§8.1, R23–R26, R39, R56) and where a cistern can go (§8.2). One search
 * serves legality, the listed actions, the bots and the guided UI's highlights.
 */
import { CELLS, NEIGH8, ORTHO, step } from "./grid.js";
import { type BrigadeState, buildingOf, has, isBurning, rulesVersionOf } from "./state.js";

/** How a brigade moves. */
export enum MoveMode {
  /** A Move Brigade action (§8.1). */
  Normal = 0,
  /** Aurath Ether's Incorporeal: through others' pieces, never stopping on them (R56). */
  Incorporeal = 1,
  /** A free move that must not end on a destroyed tile (Sparkling Climb, R59). */
  NoDestroyedEnd = 2,
}

const COST = new Int8Array(CELLS);
const TAKEN = new Int8Array(CELLS);
const QUEUE = new Int16Array(CELLS * 8);

/** Another player's piece on `c` that blocks `seat`'s brigade (R23): 0 none, 1 brigade, 2 cistern only. */
export function blockerAt(s: BrigadeState, seat: number, c: number): number {
  let r = 0;
  for (let p = 0; p < s.n; p++) {
    if (p === seat) continue;
    if (s.brigade[p] === c) return 1;
    if (s.cistern[p] === c && s.rules.blockingPieces === "brigadeAndCistern") r = 2;
  }
  return r;
}

/** A space a seat's pieces may enter: a city tile or its own barracks tile (R3, R24). */
export function isSpaceFor(s: BrigadeState, seat: number, c: number): boolean {
  return (s.tile[c] as number) >= 0 || s.base[c] === seat;
}

/** Movement points of a Move Brigade: 3, or 5 with Kulari One-Shoe (§8.1, §11.5). */
export function movePoints(s: BrigadeState, seat: number): number {
  return has(s, seat, "longStride") ? s.rules.moveRange + 2 : s.rules.moveRange;
}

/**
 * R39 (amended): the tiles where a pushed brigade of `victim` could legally stand — orthogonally
 * adjacent ones (the seed's *blocco adiacente*; "adjacent" in abilities is orthogonal, §11.4).
 * Rules version 1 allowed any of the 8 neighbours.
 */
export function pushTargets(s: BrigadeState, victim: number, from: number, out: number[]): number[] {
  out.length = 0;
  for (const c of (rulesVersionOf(s) >= 2 ? ORTHO : NEIGH8)[from] as readonly number[]) {
    if (!isSpaceFor(s, victim, c)) continue;
    if (blockerAt(s, victim, c) !== 0) continue;
    out.push(c);
  }
  return out;
}

/** Per cell, what blocks `seat` there (R23): 0 nothing, 1 another brigade, 2 another cistern only. */
const BLOCK = new Int8Array(CELLS);
function fillBlockers(s: BrigadeState, seat: number): void {
  BLOCK.fill(0);
  const cisterns = s.rules.blockingPieces === "brigadeAndCistern";
  for (let p = 0; p < s.n; p++) {
    if (p === seat) continue;
    const c = s.cistern[p] as number;
    if (cisterns && c >= 0 && BLOCK[c] === 0) BLOCK[c] = 2;
  }
  for (let p = 0; p < s.n; p++) {
    if (p === seat) continue;
    const b = s.brigade[p] as number;
    if (b >= 0) BLOCK[b] = 1;
  }
}

/**
 * The cells the seat's brigade may end a move on, written into `out` (ascending cell order).
 * Steps go to a neighbour (8 directions, or 4 without `moveDiagonal`) for 1 point; entering a
 * destroyed tile costs `destroyedStepCost`; entering a burning tile ends the move (§8.1). Ebenezer
 * removes both penalties. Others' pieces block passing and stopping (R23) except through Mog The
 * Heavy (stop on a brigade that can be pushed, R39) or Incorporeal (pass, never stop, R56).
 */
export function brigadeDestinations(
  s: BrigadeState,
  seat: number,
  mode: MoveMode,
  out: number[],
  from = s.brigade[seat] as number,
  spent = 0,
): number[] {
  out.length = 0;
  const start = from;
  if (start < 0) return out;
  const mp = movePoints(s, seat) - spent;
  const free = has(s, seat, "freeMovement");
  const stopBurning = s.rules.stopOnBurning && !free;
  const destroyedCost = free ? 1 : s.rules.destroyedStepCost;
  const diag = s.rules.moveDiagonal;
  const mog = mode === MoveMode.Normal && has(s, seat, "shove");
  const pass = mode === MoveMode.Incorporeal;
  fillBlockers(s, seat);
  const tile = s.tile;
  const base = s.base;
  const burnt = s.burnt;
  const fire = s.fire;
  COST.fill(127);
  COST[start] = 0;
  let qh = 0;
  let qt = 0;
  QUEUE[qt++] = start;
  // Costs are 1..4, so relax repeatedly (a small Bellman–Ford over a queue).
  while (qh < qt) {
    const c = QUEUE[qh++] as number;
    const here = COST[c] as number;
    if (c !== start) {
      // Can the brigade continue from c?
      if (stopBurning && (fire[c] as number) > 0 && burnt[c] === 0) continue;
      if (!pass && BLOCK[c] !== 0) continue;
    }
    const nb = (diag ? NEIGH8[c] : ORTHO[c]) as readonly number[];
    for (let i = 0; i < nb.length; i++) {
      const d = nb[i] as number;
      if ((tile[d] as number) < 0 && base[d] !== seat) continue;
      const cost = here + ((burnt[d] as number) > 0 ? destroyedCost : 1);
      if (cost > mp || cost >= (COST[d] as number)) continue;
      const blk = BLOCK[d] as number;
      if (blk !== 0 && !pass && !(mog && blk === 1)) continue;
      COST[d] = cost;
      QUEUE[qt++] = d;
    }
  }
  for (let c = 0; c < CELLS; c++) {
    if (c === start || (COST[c] as number) === 127) continue;
    const blk = BLOCK[c] as number;
    if (blk !== 0) {
      if (mode !== MoveMode.Normal || !mog || blk !== 1) continue;
      // Mog may stop on a brigade only if no other cistern is there and it can be pushed (R39).
      const victim = otherBrigade(s, seat, c);
      if (victim < 0 || otherCistern(s, seat, c) >= 0) continue;
      if (pushTargets(s, victim, c, PUSH_BUF).length === 0) continue;
    }
    if (mode === MoveMode.NoDestroyedEnd && (burnt[c] as number) > 0) continue;
    out.push(c);
  }
  return out;
}
const PUSH_BUF: number[] = [];
const VIA_BUF: number[] = [];

/**
 * §15.1 (issue 27): Move Brigade routes that pass through the Jeweled Aviary — a flipped Aviary
 * holding the seat's renown, entered and left within the move's points — as pairs
 * `[aviary, destination, …]` into `out`. Passing through gives the renown back for an extra action;
 * a route is the player's choice, so a destination may be offered with and without it. Rules
 * version 2 on (version 1 knew only a move that ends there).
 */
export function aviaryRoutes(
  s: BrigadeState,
  seat: number,
  out: number[],
  mode: MoveMode = MoveMode.Normal,
): number[] {
  out.length = 0;
  // Rules version 3: every kind of move that passes through (Incorporeal, the free moves).
  if (rulesVersionOf(s) < (mode === MoveMode.Normal ? 2 : 3) || !s.rules.greatBuildings) return out;
  const start = s.brigade[seat] as number;
  for (let a = 0; a < CELLS; a++) {
    if (a === start || buildingOf(s, a) !== "aviary" || (s.burnt[a] as number) === 0) continue;
    if ((s.renown[seat * CELLS + a] as number) === 0) continue;
    // Reaching the Aviary: a free move that may not end on a destroyed tile may still pass it.
    brigadeDestinations(s, seat, mode === MoveMode.NoDestroyedEnd ? MoveMode.Normal : mode, VIA_BUF);
    if (!VIA_BUF.includes(a)) continue;
    const cost = COST[a] as number;
    for (const d of brigadeDestinations(s, seat, mode, VIA_BUF, a, cost)) if (d !== start) out.push(a, d);
  }
  return out;
}

function otherBrigade(s: BrigadeState, seat: number, c: number): number {
  for (let p = 0; p < s.n; p++) if (p !== seat && s.brigade[p] === c) return p;
  return -1;
}
function otherCistern(s: BrigadeState, seat: number, c: number): number {
  for (let p = 0; p < s.n; p++) if (p !== seat && s.cistern[p] === c) return p;
  return -1;
}

/**
 * §8.2: where the cistern may go — any city tile that is not destroyed and holds no other player's
 * brigade or cistern, or the owner's barracks tile; never where it already is.
 */
export function cisternDestinations(s: BrigadeState, seat: number, out: number[]): number[] {
  out.length = 0;
  const at = s.cistern[seat];
  TAKEN.fill(0);
  for (let p = 0; p < s.n; p++) {
    if (p === seat) continue;
    const b = s.brigade[p] as number;
    const c = s.cistern[p] as number;
    if (b >= 0) TAKEN[b] = 1;
    if (c >= 0) TAKEN[c] = 1;
  }
  const tile = s.tile;
  const burnt = s.burnt;
  for (let c = 0; c < CELLS; c++) {
    if (c === at) continue;
    if (s.base[c] === seat) {
      out.push(c);
      continue;
    }
    if ((tile[c] as number) < 0 || (burnt[c] as number) > 0 || TAKEN[c] === 1) continue;
    out.push(c);
  }
  return out;
}

/**
 * R56: the path of an Incorporeal move to `to` that passes the most other players' pieces
 * (brigade and cistern tokens; the engine picks it in the player's interest), through `via` when
 * one is named (the Jeweled Aviary, §15.1). Returns the cells
 * passed through (not the start, not the destination), or null when `to` is unreachable.
 */
export function incorporealPath(s: BrigadeState, seat: number, to: number, via = -1): number[] | null {
  const start = s.brigade[seat] as number;
  const mp = movePoints(s, seat);
  const free = has(s, seat, "freeMovement");
  const stopBurning = s.rules.stopOnBurning && !free;
  const destroyedCost = free ? 1 : s.rules.destroyedStepCost;
  const dirs = s.rules.moveDiagonal ? 8 : 4;
  let best: number[] | null = null;
  let bestGain = -1;
  const path: number[] = [];
  const gainOf = (c: number) => {
    let g = 0;
    for (let p = 0; p < s.n; p++) {
      if (p === seat) continue;
      if (s.brigade[p] === c) g++;
      if (s.cistern[p] === c) g++;
    }
    return g;
  };
  const visit = (c: number, left: number, gain: number) => {
    for (let k = 0; k < dirs; k++) {
      const d = step(c, dirs === 8 ? k : k * 2);
      if (d < 0 || d === start || path.includes(d) || !isSpaceFor(s, seat, d)) continue;
      const cost = (s.burnt[d] as number) > 0 ? destroyedCost : 1;
      if (cost > left) continue;
      if (d === to) {
        // §15.1: a route named through the Jeweled Aviary must pass it.
        if (blockerAt(s, seat, d) === 0 && gain > bestGain && (via < 0 || path.includes(via))) {
          bestGain = gain;
          best = path.slice();
        }
        continue;
      }
      if (stopBurning && isBurning(s, d)) continue;
      path.push(d);
      visit(d, left - cost, gain + gainOf(d));
      path.pop();
    }
  };
  visit(start, mp, 0);
  return best;
}
