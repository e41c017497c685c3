/**
 * The lab's statistics, self-contained (no dependency, no Node API): the normal and Student t
 * distributions, Wilson score intervals for win rates, Welch's and the paired t-test for means, a
 * seeded bootstrap for the difference of two means, the two-proportion z-test, and Holm's
 * step-down correction so that "significant" stays honest when many differences are tested at once.
 * Every function is checked against exact values and known distributions in `stats.test.ts`.
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * Complementary error function, W. J. Cody's rational approximations (relative error < 1e-15
 * over the real line), so that tail p-values far below 1e-7 stay meaningful.
 */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  const ax = Math.abs(x);
  let r: number;
  if (ax < 0.5) {
    const t = x * x;
    const top =
      (((0.18577770618460315 * t + 3.1611237438705655) * t + 113.86415415105016) * t + 377.485237685302) * t +
      3209.3775891384694;
    const bot =
      (((t + 23.601290952344122) * t + 244.02463793444417) * t + 1282.6165260773723) * t + 2844.236833439171;
    return 1 - (x * top) / bot;
  }
  if (ax < 4) {
    const top =
      (((((((2.1531153547440383e-8 * ax + 0.5641884969886701) * ax + 8.883149794388377) * ax +
        66.11919063714163) *
        ax +
        298.6351381974001) *
        ax +
        881.952221241769) *
        ax +
        1712.0476126340707) *
        ax +
        2051.0783778260716) *
        ax +
      1230.3393547979972;
    const bot =
      (((((((ax + 15.744926110709835) * ax + 117.6939508913125) * ax + 537.1811018620099) * ax +
        1621.3895745666903) *
        ax +
        3290.7992357334597) *
        ax +
        4362.619090143247) *
        ax +
        3439.3676741437216) *
        ax +
      1230.3393548037495;
    r = Math.exp(-ax * ax) * (top / bot);
  } else {
    const z = 1 / (ax * ax);
    const top =
      ((((0.016315387137302097 * z + 0.30532663496123236) * z + 0.36034489994980445) * z +
        0.12578172611122926) *
        z +
        0.016083785148742275) *
        z +
      0.0006587491615298378;
    const bot =
      ((((z + 2.568520192289822) * z + 1.8729528499234673) * z + 0.5279051029514285) * z +
        0.06051834131244132) *
        z +
      0.0023352049762686918;
    r = (Math.exp(-ax * ax) / ax) * (1 / Math.sqrt(Math.PI) - (z * top) / bot);
  }
  return x < 0 ? 2 - r : r;
}

/** Standard normal cumulative distribution Φ(z). */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

/** Two-sided p-value of a standard normal statistic. */
export function normalTwoSided(z: number): number {
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; ~15 significant digits). */
export function logGamma(x: number): number {
  const g = 7;
  const c = [
    0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531, -176.6150291621406,
    12.507343278686905, -0.13857109526572012, 0.000009984369578019572, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const xx = x - 1;
  let a = c[0] as number;
  const t = xx + g + 0.5;
  for (let i = 1; i < g + 2; i++) a += (c[i] as number) / (xx + i);
  return 0.5 * Math.log(2 * Math.PI) + (xx + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Continued fraction of the incomplete beta function (modified Lentz). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const TINY = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 10_000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return h;
}

/** Regularized incomplete beta function I_x(a, b). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const lnFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x);
  if (x < (a + 1) / (a + b + 2)) return (Math.exp(lnFront) * betaContinuedFraction(a, b, x)) / a;
  return 1 - (Math.exp(lnFront) * betaContinuedFraction(b, a, 1 - x)) / b;
}

/** Two-sided p-value of Student's t with `df` degrees of freedom (df may be fractional, Welch). */
export function studentTwoSided(t: number, df: number): number {
  if (!Number.isFinite(t)) return Number.isNaN(t) ? Number.NaN : 0;
  if (!(df > 0)) throw new RangeError(`degrees of freedom must be positive (got ${df})`);
  return Math.min(1, incompleteBeta(df / (df + t * t), df / 2, 0.5));
}

/** Student t cumulative distribution function. */
export function studentCdf(t: number, df: number): number {
  const tail = studentTwoSided(t, df) / 2;
  return t >= 0 ? 1 - tail : tail;
}

/** A proportion with its Wilson score interval. */
export interface Proportion {
  successes: number;
  trials: number;
  p: number;
  lo: number;
  hi: number;
}

/**
 * Wilson score interval for `successes` out of `trials` (fractional successes allowed, e.g. shared
 * wins). Unlike the normal "± 1.96·√(p(1−p)/n)" interval it never leaves [0, 1] and keeps close to
 * its nominal coverage for small n and extreme p.
 */
export function wilson(successes: number, trials: number, z = Z95): Proportion {
  if (!(trials >= 0) || !Number.isFinite(trials)) throw new RangeError(`trials must be ≥ 0 (got ${trials})`);
  if (successes < 0 || successes > trials)
    throw new RangeError(`successes must be between 0 and trials (got ${successes} of ${trials})`);
  if (trials === 0) return { successes, trials, p: Number.NaN, lo: 0, hi: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { successes, trials, p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

/** Summary of a sample. */
export interface Moments {
  n: number;
  mean: number;
  /** Unbiased sample variance (n − 1). */
  variance: number;
  sd: number;
}

/** Mean and unbiased variance (Welford; numerically stable). */
export function moments(xs: ArrayLike<number>): Moments {
  let n = 0;
  let mean = 0;
  let m2 = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as number;
    n++;
    const d = x - mean;
    mean += d / n;
    m2 += d * (x - mean);
  }
  const variance = n > 1 ? m2 / (n - 1) : Number.NaN;
  return { n, mean: n ? mean : Number.NaN, variance, sd: Math.sqrt(variance) };
}

/** Result of a test comparing two groups. */
export interface TestResult {
  /** Name of the test, e.g. "Welch t". */
  test: string;
  statistic: number;
  /** Degrees of freedom (t-tests). */
  df?: number;
  /** Two-sided p-value. */
  p: number;
  /** Estimated difference b − a. */
  diff: number;
}

/**
 * Welch's unequal-variance t-test of mean(b) − mean(a). Two constant samples with equal means give
 * p = 1; with different means p = 0.
 */
export function welchTTest(a: ArrayLike<number>, b: ArrayLike<number>): TestResult {
  const A = moments(a);
  const B = moments(b);
  if (A.n < 2 || B.n < 2) throw new RangeError("Welch's t-test needs at least two values in each sample");
  const va = A.variance / A.n;
  const vb = B.variance / B.n;
  const diff = B.mean - A.mean;
  const se = Math.sqrt(va + vb);
  if (se === 0)
    return {
      test: "Welch t",
      statistic: diff === 0 ? 0 : Math.sign(diff) * Infinity,
      p: diff === 0 ? 1 : 0,
      diff,
    };
  const t = diff / se;
  const df = ((va + vb) * (va + vb)) / ((va * va) / (A.n - 1) + (vb * vb) / (B.n - 1));
  return { test: "Welch t", statistic: t, df, p: studentTwoSided(t, df), diff };
}

/** Paired t-test of mean(b[i] − a[i]) (the same seeds under two rule sets). */
export function pairedTTest(a: ArrayLike<number>, b: ArrayLike<number>): TestResult {
  if (a.length !== b.length)
    throw new RangeError(`paired samples differ in length (${a.length} vs ${b.length})`);
  const d = new Float64Array(a.length);
  for (let i = 0; i < a.length; i++) d[i] = (b[i] as number) - (a[i] as number);
  const m = moments(d);
  if (m.n < 2) throw new RangeError("the paired t-test needs at least two pairs");
  const se = m.sd / Math.sqrt(m.n);
  if (se === 0)
    return {
      test: "paired t",
      statistic: m.mean === 0 ? 0 : Math.sign(m.mean) * Infinity,
      p: m.mean === 0 ? 1 : 0,
      diff: m.mean,
    };
  const t = m.mean / se;
  return { test: "paired t", statistic: t, df: m.n - 1, p: studentTwoSided(t, m.n - 1), diff: m.mean };
}

/**
 * Two-proportion z-test (pooled variance) of p_b − p_a. Fractional successes are allowed.
 * Both proportions 0 or both 1 give p = 1.
 */
export function twoProportionZTest(xa: number, na: number, xb: number, nb: number): TestResult {
  if (na <= 0 || nb <= 0) throw new RangeError("both groups need at least one trial");
  const pa = xa / na;
  const pb = xb / nb;
  const pooled = (xa + xb) / (na + nb);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / na + 1 / nb));
  const diff = pb - pa;
  if (se === 0) return { test: "two-proportion z", statistic: 0, p: 1, diff };
  const z = diff / se;
  return { test: "two-proportion z", statistic: z, p: normalTwoSided(z), diff };
}

/** A seeded generator of uniform integers in [0, n). */
function seededBelow(seed: number) {
  const rng = xoroshiro128plus(seed | 0); // advanced in place by uniformInt (pure-rand 8)
  return (n: number) => uniformInt(rng, 0, n - 1);
}

/**
 * Percentile bootstrap interval of mean(b) − mean(a), resampling each group independently
 * (`paired`: resampling pairs of indices). Seeded: the same inputs give the same interval.
 */
export function bootstrapMeanDiff(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  options: { resamples?: number; seed?: number; level?: number; paired?: boolean } = {},
): { diff: number; lo: number; hi: number } {
  const R = options.resamples ?? 2000;
  const level = options.level ?? 0.95;
  if (a.length === 0 || b.length === 0) throw new RangeError("bootstrap needs values in both samples");
  if (options.paired && a.length !== b.length) throw new RangeError("paired samples differ in length");
  const below = seededBelow(options.seed ?? 1);
  const diffs = new Float64Array(R);
  for (let r = 0; r < R; r++) {
    let sa = 0;
    let sb = 0;
    if (options.paired) {
      for (let i = 0; i < a.length; i++) {
        const j = below(a.length);
        sa += a[j] as number;
        sb += b[j] as number;
      }
    } else {
      for (let i = 0; i < a.length; i++) sa += a[below(a.length)] as number;
      for (let i = 0; i < b.length; i++) sb += b[below(b.length)] as number;
    }
    diffs[r] = sb / b.length - sa / a.length;
  }
  diffs.sort();
  const q = (f: number) => diffs[Math.min(R - 1, Math.max(0, Math.floor(f * R)))] as number;
  return {
    diff: moments(b).mean - moments(a).mean,
    lo: q((1 - level) / 2),
    hi: q(1 - (1 - level) / 2),
  };
}

/**
 * Holm's step-down adjustment of a family of p-values (controls the family-wise error rate, valid
 * under any dependence between the tests). Returns adjusted p-values in the input order.
 */
export function holm(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => [p, i] as const).sort((x, y) => x[0] - y[0]);
  const out = new Array<number>(m);
  let running = 0;
  order.forEach(([p, i], rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    out[i] = running;
  });
  return out;
}

/** Exact binomial probability mass P(X = k), X ~ Bin(n, p) (log space; used by the tests). */
export function binomialPmf(k: number, n: number, p: number): number {
  if (k < 0 || k > n) return 0;
  if (p === 0) return k === 0 ? 1 : 0;
  if (p === 1) return k === n ? 1 : 0;
  const ln =
    logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1) + k * Math.log(p) + (n - k) * Math.log(1 - p);
  return Math.exp(ln);
}
