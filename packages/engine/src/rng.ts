/**
 * Seeded randomness kept in a game state (DESIGN.md), shared by every game. No Math.random, no Date.
 * (`fast-rng.ts` is the allocation-free generator of bots and playouts.)
 *
 * Two generators, told apart by the seed's form and, once running, by the stored state's form, so a
 * stored game keeps the generator it was created with (issue 26 §1):
 * - a secret seed, `chacha20:` and 64 hex digits (256 bits from the operating system's CSPRNG, chosen
 *   by the server for every game with a person seated): ChaCha20 (RFC 8439, `@noble/ciphers`) keyed
 *   by those 32 bytes, nonce 0, its keystream read as little-endian 32-bit words. Its state cannot be
 *   recovered from its outputs, so what players see never predicts what comes next. State:
 *   `[CHACHA_TAG, key word 0..7, block, word]` (11 numbers).
 * - any other number or string (bots, the lab, bench, tests, and every game stored before): the
 *   32-bit `seedToInt` into xoroshiro128+ from pure-rand, fast but predictable. State: 4 numbers.
 */
import { chacha20 } from "@noble/ciphers/chacha.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { z } from "zod";

/** The prefix of a secret (ChaCha20) seed. */
export const SECRET_SEED_PREFIX = "chacha20:";
const SECRET_SEED = /^chacha20:[0-9a-f]{64}$/;
/** First number of a ChaCha20 generator's stored state ("CC20"); xoroshiro states are 4 numbers long. */
export const CHACHA_TAG = 0x43433230;
const CHACHA_STATE_LENGTH = 11;

/** Whether `seed` is a secret 256-bit seed (drawn through ChaCha20) rather than a legacy/test seed. */
export function isSecretSeed(seed: unknown): seed is string {
  return typeof seed === "string" && SECRET_SEED.test(seed);
}
/** A secret seed from 32 bytes of the operating system's CSPRNG (the caller draws them: `node:crypto`). */
export function secretSeedOf(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new Error(`a secret seed takes 32 bytes, not ${bytes.length}`);
  return SECRET_SEED_PREFIX + bytesToHex(bytes);
}
/** The generator a seed draws through. */
export function generatorOf(seed: number | string): "chacha20" | "xoroshiro128+" {
  return isSecretSeed(seed) ? "chacha20" : "xoroshiro128+";
}

/**
 * The commitment shown at a game's creation (issue 26 §1, provably fair): hex `sha256(seed ‖ gameId)`,
 * where `seed` is the 32 key bytes of a secret seed (the UTF-8 of any other seed's decimal or text)
 * and `gameId` its UTF-8. Anyone holding the revealed seed recomputes it.
 */
export function seedCommitment(seed: number | string, gameId: string): string {
  const s = isSecretSeed(seed)
    ? hexToBytes(seed.slice(SECRET_SEED_PREFIX.length))
    : utf8ToBytes(String(seed));
  const id = utf8ToBytes(gameId);
  const msg = new Uint8Array(s.length + id.length);
  msg.set(s, 0);
  msg.set(id, s.length);
  return bytesToHex(sha256(msg));
}

/** Turn a number or string seed into a 32-bit integer seed (strings hashed with FNV-1a). Legacy seeds only. */
export function seedToInt(seed: number | string): number {
  if (typeof seed === "number") return seed | 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return h | 0;
}

const NONCE = new Uint8Array(12);
const ZEROS = new Uint8Array(64);

/**
 * The latest keystream blocks, by key and block number: a game core re-creates its generator from the
 * stored state for every draw (`rngFrom`), and each ChaCha20 call has a fixed cost of microseconds, so
 * the 16 words of a block are computed once, not once per draw. Server memory only, like the state.
 */
const BLOCKS = new Map<string, Uint32Array>();
const MAX_BLOCKS = 256;
function keystreamBlock(key: Uint8Array, keyId: string, block: number): Uint32Array {
  const id = `${keyId}:${block}`;
  const hit = BLOCKS.get(id);
  if (hit) return hit;
  const b = chacha20(key, NONCE, ZEROS, new Uint8Array(64), block);
  const words = new Uint32Array(16);
  for (let i = 0; i < 16; i++)
    words[i] =
      (b[4 * i] as number) |
      ((b[4 * i + 1] as number) << 8) |
      ((b[4 * i + 2] as number) << 16) |
      ((b[4 * i + 3] as number) << 24);
  if (BLOCKS.size >= MAX_BLOCKS) BLOCKS.delete(BLOCKS.keys().next().value as string);
  BLOCKS.set(id, words);
  return words;
}

/** ChaCha20 keystream as a pure-rand generator: 16 words per 64-byte block, counter = block number. */
class ChaChaRng implements RandomGenerator {
  private words: Uint32Array | null = null;
  private keyId: string | null = null;

  constructor(
    private readonly key: Uint8Array,
    private block: number,
    private word: number,
  ) {}

  clone(): RandomGenerator {
    return new ChaChaRng(this.key, this.block, this.word);
  }

  next(): number {
    if (this.word === 16) {
      this.block++;
      this.word = 0;
      this.words = null;
    }
    if (this.words === null) {
      this.keyId ??= this.key.join(",");
      this.words = keystreamBlock(this.key, this.keyId, this.block);
    }
    return (this.words[this.word++] as number) | 0;
  }

  getState(): readonly number[] {
    const k = this.key;
    const out = [CHACHA_TAG];
    for (let i = 0; i < 8; i++)
      out.push(
        (k[4 * i] as number) |
          ((k[4 * i + 1] as number) << 8) |
          ((k[4 * i + 2] as number) << 16) |
          ((k[4 * i + 3] as number) << 24),
      );
    out.push(this.block, this.word);
    return out;
  }

  static fromState(state: readonly number[]): ChaChaRng {
    const key = new Uint8Array(32);
    for (let i = 0; i < 8; i++) {
      const w = state[1 + i] as number;
      key[4 * i] = w & 0xff;
      key[4 * i + 1] = (w >>> 8) & 0xff;
      key[4 * i + 2] = (w >>> 16) & 0xff;
      key[4 * i + 3] = (w >>> 24) & 0xff;
    }
    return new ChaChaRng(key, state[9] as number, state[10] as number);
  }
}

/** A fresh generator for a seed: ChaCha20 for a secret seed, xoroshiro128+ for any other. */
export function newRng(seed: number | string): RandomGenerator {
  if (isSecretSeed(seed)) return new ChaChaRng(hexToBytes(seed.slice(SECRET_SEED_PREFIX.length)), 0, 0);
  return xoroshiro128plus(seedToInt(seed));
}
/** A generator from a stored state (its form says which generator it is). */
export function rngFrom(state: readonly number[]): RandomGenerator {
  if (state.length === CHACHA_STATE_LENGTH && state[0] === CHACHA_TAG) return ChaChaRng.fromState(state);
  if (state.length === 4) return xoroshiro128plusFromState(state);
  throw new Error(`not a generator state (${state.length} numbers)`);
}

const int = z.number().int();
/** A stored generator state, either form (for games' state schemas). */
export const RngStateSchema = z.union([
  z.array(int).length(4),
  z
    .array(int)
    .length(CHACHA_STATE_LENGTH)
    .refine((s) => s[0] === CHACHA_TAG, "a generator state of 11 numbers starts with the ChaCha20 tag"),
]);

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
