/**
 * Seeded randomness kept in a game state (DESIGN.md), shared by every game: xoroshiro128+ from
 * pure-rand, its 4-number state stored in the game state. No Math.random, no Date. (`fast-rng.ts`
 * is the allocation-free generator of bots and playouts.)
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/** Turn a number or string seed into a 32-bit integer seed (strings hashed with FNV-1a). */
export function seedToInt(seed: number | string): number {
  if (typeof seed === "number") return seed | 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return h | 0;
}

/** A fresh generator for a seed. */
export function newRng(seed: number | string): RandomGenerator {
  return xoroshiro128plus(seedToInt(seed));
}
/** A generator from a stored state. */
export function rngFrom(state: readonly number[]): RandomGenerator {
  return xoroshiro128plusFromState(state);
}
/** Uniform integer in [0, n). */
export function below(rng: RandomGenerator, n: number): number {
  return n <= 1 ? 0 : uniformInt(rng, 0, n - 1);
}
/** Fisher–Yates shuffle in place. */
export function shuffle<T>(rng: RandomGenerator, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const t = xs[i] as T;
    xs[i] = xs[j] as T;
    xs[j] = t;
  }
  return xs;
}
/** pure-rand generator interface. */
export type { RandomGenerator };
