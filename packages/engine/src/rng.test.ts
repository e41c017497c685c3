/**
 * The game generators (issue 26 §1): a secret 256-bit seed draws through ChaCha20, every other seed —
 * and every game stored before — through xoroshiro128+, exactly as before (committed fixture).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { playRandom, replayGame } from "./replay.js";
import {
  below,
  CHACHA_TAG,
  generatorOf,
  newRng,
  RngStateSchema,
  rngFrom,
  secretSeedOf,
  seedCommitment,
  shuffle,
} from "./rng.js";
import { CLAIMS, CLAIMS_MAPS, type ClaimsState } from "./toy/claims.js";

const fixture = JSON.parse(
  readFileSync(join(import.meta.dirname, "test/fixtures/xoroshiro-v1.json"), "utf8"),
) as {
  games: { seats: number; seed: number | string; setupHash: string; log: never[]; hash: string }[];
  draws: { seed: number | string; state: number[]; below: number[]; shuffle: number[] }[];
};
const rules = () => {
  const r = CLAIMS.rules.parse({});
  if (!r.ok) throw new Error("rules");
  return r.value;
};
const seedOfBytes = (f: (i: number) => number) =>
  secretSeedOf(Uint8Array.from({ length: 32 }, (_, i) => f(i)));

describe("ChaCha20 generator (issue 26 §1)", () => {
  it("draws the RFC 8439 keystream (A.1 test vector 1: key 0, nonce 0, block 0)", () => {
    const rng = newRng(seedOfBytes(() => 0));
    // 76 b8 e0 ad a0 f1 3d 90 … read as little-endian words
    expect(rng.next() >>> 0).toBe(0xade0b876);
    expect(rng.next() >>> 0).toBe(0x903df1a0);
    // the second block (counter 1) of the same stream, A.1 test vector 2's keystream starts 9f 07 e7 be
    for (let i = 2; i < 16; i++) rng.next();
    expect(rng.next() >>> 0).toBe(0xbee7079f);
  });

  it("keeps going from its stored state exactly as the live generator does, across block edges", () => {
    const seed = seedOfBytes((i) => (i * 37 + 11) & 0xff);
    const live = newRng(seed);
    let stored = newRng(seed).getState();
    for (let i = 0; i < 50; i++) {
      const r = rngFrom(stored);
      const want = live.next();
      expect(r.next()).toBe(want);
      stored = r.getState();
      expect(stored[0]).toBe(CHACHA_TAG);
      expect(RngStateSchema.safeParse(stored).success).toBe(true);
    }
  });

  it("clones independently and differs for seeds one bit apart", () => {
    const a = newRng(seedOfBytes(() => 7));
    const b = a.clone();
    const xs = [a.next(), a.next()];
    expect([b.next(), b.next()]).toEqual(xs);
    const c = newRng(seedOfBytes((i) => (i === 31 ? 6 : 7)));
    expect([c.next(), c.next()]).not.toEqual(xs);
  });

  it("a secret seed is a ChaCha20 seed; numbers and other strings stay xoroshiro128+", () => {
    expect(generatorOf(seedOfBytes(() => 1))).toBe("chacha20");
    expect(generatorOf(424242)).toBe("xoroshiro128+");
    expect(generatorOf("chacha20:abc")).toBe("xoroshiro128+");
    expect(newRng(424242).getState()).toHaveLength(4);
    expect(() => rngFrom([1, 2, 3])).toThrow(/not a generator state/);
  });

  it("a Claims game with a secret seed replays from its seed and log to the same hash (readable = stored path)", () => {
    const seed = seedOfBytes((i) => 255 - i);
    const setup = { map: CLAIMS_MAPS["claims-3x3"] as never, rules: rules(), seats: 3, seed };
    const s = CLAIMS.setup(setup);
    if (!s.ok) throw new Error("setup");
    expect((s.value as ClaimsState).rng[0]).toBe(CHACHA_TAG);
    const g = playRandom(CLAIMS, s.value, seed);
    const r = replayGame<ClaimsState>(CLAIMS, setup, g.log);
    expect(r.ok && CLAIMS.hash(r.state)).toBe(CLAIMS.hash(g.state));
  });

  it("the commitment is sha256 of the 32 seed bytes and the game id, in hex", () => {
    // sha256 of 32 zero bytes followed by "g" (computed independently with node:crypto)
    const c = seedCommitment(
      seedOfBytes(() => 0),
      "g",
    );
    expect(c).toBe("249b414a1567b3ebe63b128d2c24a98db188c2e0542e62f65636b886dd5f07f8");
    expect(c).not.toBe(
      seedCommitment(
        seedOfBytes(() => 0),
        "h",
      ),
    );
    expect(seedCommitment(424242, "g")).not.toBe(seedCommitment(424243, "g"));
  });
});

describe("xoroshiro128+ for legacy and test seeds (issue 26 §1: stored games keep their generator)", () => {
  it("draws what the engine drew before ChaCha20 (fixture written at d5a5918)", () => {
    for (const d of fixture.draws) {
      const rng = newRng(d.seed);
      expect(newRng(d.seed).getState()).toEqual(d.state);
      expect(Array.from({ length: 8 }, (_, i) => below(rng, 6 + i))).toEqual(d.below);
      expect(shuffle(rng, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual(d.shuffle);
    }
  });

  it("stored Claims games replay from their seed and log to their old hashes", () => {
    for (const g of fixture.games) {
      const setup = { map: CLAIMS_MAPS["claims-3x3"] as never, rules: rules(), seats: g.seats, seed: g.seed };
      const s = CLAIMS.setup(setup);
      expect(s.ok && CLAIMS.hash(s.value)).toBe(g.setupHash);
      const r = replayGame<ClaimsState>(CLAIMS, setup, g.log);
      expect(r.ok && CLAIMS.hash(r.state)).toBe(g.hash);
    }
  });
});
