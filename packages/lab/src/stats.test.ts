/**
 * The lab's statistics against exact values (reference figures from SciPy 1.17, quoted to the digits
 * shown), exact binomial coverage, and simulated type-I error under the null.
 */
import fc from "fast-check";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { describe, expect, it } from "vitest";
import {
  binomialPmf,
  bootstrapMeanDiff,
  erfc,
  holm,
  logGamma,
  moments,
  normalCdf,
  pairedTTest,
  studentCdf,
  studentTwoSided,
  twoProportionZTest,
  welchTTest,
  wilson,
  Z95,
} from "./stats.js";

/** Seeded uniform integers for simulations. */
function ints(seed: number) {
  const rng = xoroshiro128plus(seed);
  return (lo: number, hi: number) => uniformInt(rng, lo, hi);
}

describe("distributions", () => {
  it("erfc matches tabulated values to 1e-14 relative", () => {
    const table: [number, number][] = [
      [0.1, 0.8875370839817152],
      [0.5, 0.4795001221869535],
      [1, 0.15729920705028513],
      [2, 0.004677734981047266],
      [3.5, 7.430983723414128e-7],
      [5, 1.5374597944280349e-12],
      [-1, 1.8427007929497148],
    ];
    for (const [x, v] of table) expect(Math.abs(erfc(x) - v) / v).toBeLessThan(1e-14);
  });
  it("Φ: Φ(0) = 0.5, Φ(−3.2) = 6.871e−4, Φ(1.96) ≈ 0.975", () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(-3.2)).toBeCloseTo(0.0006871379379158471, 15);
    expect(normalCdf(Z95)).toBeCloseTo(0.975, 12);
  });
  it("ln Γ(n) = ln (n − 1)! and Γ(1/2) = √π", () => {
    expect(logGamma(10)).toBeCloseTo(Math.log(362880), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });
  it("Student t: the tabulated two-sided 5% quantiles and SciPy tail values", () => {
    expect(studentTwoSided(12.706204736174707, 1)).toBeCloseTo(0.05, 12);
    expect(studentTwoSided(2.228138851986274, 10)).toBeCloseTo(0.05, 12);
    expect(studentTwoSided(2.5, 7.3)).toBeCloseTo(0.03965023466560043, 10);
    expect(studentTwoSided(1, 3)).toBeCloseTo(0.3910022189557705, 12);
    expect(studentTwoSided(4, 100)).toBeCloseTo(0.00012152364430076177, 12);
    expect(studentCdf(0, 5)).toBeCloseTo(0.5, 14);
    // df → ∞ is the normal distribution.
    expect(studentTwoSided(1.96, 1e7)).toBeCloseTo(2 * (1 - normalCdf(1.96)), 6);
  });
  it("exact binomial probabilities sum to 1 and match small cases", () => {
    expect(binomialPmf(2, 4, 0.5)).toBeCloseTo(6 / 16, 14);
    let s = 0;
    for (let k = 0; k <= 200; k++) s += binomialPmf(k, 200, 0.13);
    expect(s).toBeCloseTo(1, 12);
  });
});

describe("Wilson interval", () => {
  it("exact values: 5 of 10 → [0.2366, 0.7634]; 0 of 10 → [0, 0.2775]", () => {
    const a = wilson(5, 10);
    expect(a.lo).toBeCloseTo(0.236593090512564, 12);
    expect(a.hi).toBeCloseTo(0.7634069094874361, 12);
    const b = wilson(0, 10);
    expect(b.lo).toBe(0);
    expect(b.hi).toBeCloseTo(0.2775327998628892, 12);
  });
  it("covers the true p about 95% of the time (exact binomial coverage, averaged over p)", () => {
    for (const n of [20, 50, 200, 1000]) {
      let sum = 0;
      let worst = 1;
      let count = 0;
      for (let p = 0.05; p < 0.951; p += 0.01) {
        let cover = 0;
        for (let x = 0; x <= n; x++) {
          const w = wilson(x, n);
          if (w.lo <= p && p <= w.hi) cover += binomialPmf(x, n, p);
        }
        sum += cover;
        worst = Math.min(worst, cover);
        count++;
      }
      const mean = sum / count;
      expect(mean, `n=${n}`).toBeGreaterThan(0.94);
      expect(mean, `n=${n}`).toBeLessThan(0.965);
      expect(worst, `n=${n}`).toBeGreaterThan(0.83);
    }
  });
  it("beats the normal (Wald) interval at n = 20, p = 0.05, where Wald badly under-covers", () => {
    const n = 20;
    const p = 0.05;
    let wilsonCover = 0;
    let waldCover = 0;
    for (let x = 0; x <= n; x++) {
      const w = wilson(x, n);
      const ph = x / n;
      const half = Z95 * Math.sqrt((ph * (1 - ph)) / n);
      if (w.lo <= p && p <= w.hi) wilsonCover += binomialPmf(x, n, p);
      if (ph - half <= p && p <= ph + half) waldCover += binomialPmf(x, n, p);
    }
    expect(waldCover).toBeLessThan(0.65);
    expect(wilsonCover).toBeGreaterThan(0.92);
  });
  it("property: 0 ≤ lo ≤ p ≤ hi ≤ 1, and more trials never widen it at the same p", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
        const x = Math.round(f * n);
        const w = wilson(x, n);
        const w4 = wilson(4 * x, 4 * n);
        return (
          0 <= w.lo &&
          w.lo <= w.p + 1e-12 &&
          w.p <= w.hi + 1e-12 &&
          w.hi <= 1 &&
          w4.hi - w4.lo <= w.hi - w.lo + 1e-12
        );
      }),
    );
  });
  it("rejects impossible counts with a sentence", () => {
    expect(() => wilson(11, 10)).toThrow("successes must be between 0 and trials (got 11 of 10)");
  });
});

describe("tests of differences", () => {
  const a = [12.1, 14.3, 11.8, 13.9, 15.2, 12.7, 13.3, 14.8];
  const b = [15.4, 13.9, 16.8, 17.2, 14.1, 16.6, 15.9, 18.3, 14.7, 16.2];
  it("Welch's t matches SciPy (t = 3.8281, df = 15.776, p = 0.0015162)", () => {
    const r = welchTTest(a, b);
    expect(r.statistic).toBeCloseTo(3.8281316144421793, 10);
    expect(r.df).toBeCloseTo(15.775775901333077, 9);
    expect(r.p).toBeCloseTo(0.0015161681940125858, 12);
    expect(r.diff).toBeCloseTo(moments(b).mean - moments(a).mean, 12);
  });
  it("paired t matches SciPy (t = 2.6073, p = 0.047828)", () => {
    const r = pairedTTest([3.1, 2.8, 4.0, 3.6, 2.9, 3.3], [3.4, 3.0, 4.1, 4.0, 3.1, 3.2]);
    expect(r.statistic).toBeCloseTo(2.6072500472698765, 10);
    expect(r.p).toBeCloseTo(0.04782842959629909, 12);
  });
  it("two-proportion z: 45/100 vs 60/100 → z = 2.1240, p = 0.03367; 250/1000 vs 290/1000 → p = 0.04394", () => {
    const r = twoProportionZTest(45, 100, 60, 100);
    expect(r.statistic).toBeCloseTo(2.1239769762143657, 12);
    expect(r.p).toBeCloseTo(0.033672068856345855, 12);
    expect(twoProportionZTest(250, 1000, 290, 1000).p).toBeCloseTo(0.043940326188869415, 12);
    expect(twoProportionZTest(0, 50, 0, 80).p).toBe(1);
  });
  it("degenerate samples: equal constants p = 1, different constants p = 0", () => {
    expect(welchTTest([3, 3, 3], [3, 3]).p).toBe(1);
    expect(welchTTest([3, 3, 3], [4, 4]).p).toBe(0);
    expect(() => welchTTest([1], [2, 3])).toThrow("at least two values");
  });
  it("property: swapping the samples negates the statistic and keeps p", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 2, maxLength: 40 }),
        fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 2, maxLength: 40 }),
        (x, y) => {
          const r1 = welchTTest(x, y);
          const r2 = welchTTest(y, x);
          return Math.abs(r1.p - r2.p) < 1e-12 && (r1.statistic === -r2.statistic || r1.p === 1);
        },
      ),
    );
  });
  it("type-I error under the null stays near 5% (2,000 simulated comparisons each)", () => {
    const rand = ints(7);
    let welch = 0;
    let z = 0;
    const reps = 2000;
    for (let r = 0; r < reps; r++) {
      // Scores like a game's: a skewed discrete distribution, 60 games per side.
      const draw = () => Array.from({ length: 60 }, () => rand(0, 6) + rand(0, 6) * rand(0, 2));
      if (welchTTest(draw(), draw()).p < 0.05) welch++;
      let xa = 0;
      let xb = 0;
      for (let i = 0; i < 200; i++) {
        xa += rand(0, 3) === 0 ? 1 : 0;
        xb += rand(0, 3) === 0 ? 1 : 0;
      }
      if (twoProportionZTest(xa, 200, xb, 200).p < 0.05) z++;
    }
    expect(welch / reps).toBeGreaterThan(0.035);
    expect(welch / reps).toBeLessThan(0.065);
    expect(z / reps).toBeGreaterThan(0.035);
    expect(z / reps).toBeLessThan(0.065);
  });
  it("detects a real difference: 25% vs 35% over 1,000 games each", () => {
    const r = twoProportionZTest(250, 1000, 350, 1000);
    expect(r.p).toBeLessThan(1e-5);
  });
});

describe("bootstrap and Holm", () => {
  it("bootstrap: seeded (same inputs → same interval) and the interval holds the observed difference", () => {
    const a = [1, 2, 3, 4, 5, 6, 7, 8];
    const b = [3, 4, 5, 6, 7, 8, 9, 10];
    const r1 = bootstrapMeanDiff(a, b, { seed: 3 });
    const r2 = bootstrapMeanDiff(a, b, { seed: 3 });
    expect(r1).toEqual(r2);
    expect(r1.diff).toBe(2);
    expect(r1.lo).toBeLessThan(2);
    expect(r1.hi).toBeGreaterThan(2);
  });
  it("bootstrap covers the true difference of means about 95% of the time", () => {
    const rand = ints(11);
    let cover = 0;
    const reps = 300;
    for (let r = 0; r < reps; r++) {
      // Uniform 0..10 (mean 5) against uniform 2..12 (mean 7): true difference 2.
      const a = Array.from({ length: 80 }, () => rand(0, 10));
      const b = Array.from({ length: 80 }, () => rand(2, 12));
      const ci = bootstrapMeanDiff(a, b, { seed: r, resamples: 500 });
      if (ci.lo <= 2 && 2 <= ci.hi) cover++;
    }
    expect(cover / reps).toBeGreaterThan(0.9);
    expect(cover / reps).toBeLessThan(0.99);
  });
  it("Holm: [0.01, 0.04, 0.03, 0.005] → [0.03, 0.06, 0.06, 0.02]", () => {
    const adj = holm([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((v, i) => {
      expect(adj[i]).toBeCloseTo(v, 14);
    });
  });
  it("property: Holm-adjusted p-values are ≥ the raw ones, ≤ 1, and keep their order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 30 }),
        (ps) => {
          const adj = holm(ps);
          return ps.every(
            (p, i) =>
              (adj[i] as number) >= p - 1e-15 &&
              (adj[i] as number) <= 1 &&
              ps.every((q, j) => !(p < q) || (adj[i] as number) <= (adj[j] as number) + 1e-15),
          );
        },
      ),
    );
  });
  it("Holm keeps the family-wise error near or below 5% over 17 null tests (500 simulated families)", () => {
    const rand = ints(5);
    let falseAlarms = 0;
    for (let f = 0; f < 500; f++) {
      const ps: number[] = [];
      for (let t = 0; t < 17; t++) {
        let xa = 0;
        let xb = 0;
        for (let i = 0; i < 150; i++) {
          xa += rand(0, 1);
          xb += rand(0, 1);
        }
        ps.push(twoProportionZTest(xa, 150, xb, 150).p);
      }
      if (holm(ps).some((p) => p < 0.05)) falseAlarms++;
    }
    expect(falseAlarms / 500).toBeLessThan(0.08);
  });
});
