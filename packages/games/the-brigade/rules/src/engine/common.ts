/**
 * What the engine's parts share: the log being collected (`Ev`), the prompt modes, the affiliation
 * indices and the game's random numbers (§6, R18, R19).
 */
import { below, rngFrom, shuffle } from "@pudding/engine";
import type { BrigadeEvent } from "../events.js";
import { cellName } from "../grid.js";
import type { BrigadeState } from "../state.js";

/** Log events being collected, or null (fast path). */
export type Ev = BrigadeEvent[] | null;

/** pRenown modes (task field `c`). */
export const RENOWN = { extinguish: 0, anywhere: 1, nobles: 2, merchants: 3, move: 4 } as const;

/** pTake purposes (task field `a`). */
export const TAKE = { frith: 0, glint: 1, ali: 2 } as const;

export const cn = cellName;

export const AFF_NOBLES = 3;

export const AFF_MERCHANTS = 2;

export const AFF_COUNCIL = 1;

export const AFF_COMMONS = 0;

/** Uniform integer in [0, n) from the state's RNG. */
export function rngBelow(s: BrigadeState, n: number): number {
  const g = rngFrom(s.rng);
  const k = below(g, n);
  s.rng = g.getState().slice();
  return k;
}

/** Shuffles in place with the state's RNG. */
export function rngShuffle<T>(s: BrigadeState, xs: T[]): T[] {
  if (xs.length < 2) return xs;
  const g = rngFrom(s.rng);
  shuffle(g, xs);
  s.rng = g.getState().slice();
  return xs;
}
