/**
 * The allocation-free seeded PRNG of bots and playouts (sfc32, seeded through splitmix32).
 * A game keeps its own RNG in its state (`rng.ts`); this one drives bots, samplings and playouts,
 * so a bot's decision is a pure function of its input and seed.
 */
export class Rng {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;

  constructor(seed: number) {
    this.seed(seed);
  }

  /** Re-seeds in place (no allocation). */
  seed(seed: number): void {
    let x = seed | 0;
    const mix = () => {
      x = (x + 0x9e3779b9) | 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) | 0;
    };
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = 1;
    for (let i = 0; i < 12; i++) this.int32();
  }

  /** A 32-bit signed integer. */
  int32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return (this.int32() >>> 0) / 4294967296;
  }

  /** Uniform integer in [0, n) (n ≥ 1). */
  below(n: number): number {
    return n <= 1 ? 0 : Math.floor(this.next() * n);
  }
}
