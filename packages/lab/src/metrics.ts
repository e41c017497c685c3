/**
 * Reading a module's metrics out of records, and the binning the charts and the terminal share.
 * A metric's key is a field of the record, or a dotted path into one (`objectivesSurvived.2` is the
 * third entry of the `objectivesSurvived` array), so a module can chart parts of a field without
 * changing its records.
 */
import type { MetricSpec } from "@pudding/engine";
import type { GameRecord } from "./record.js";

/** The value at a metric key: the field itself, or the dotted path into it; undefined if absent. */
export function metricValue(record: GameRecord, key: string): unknown {
  if (Object.hasOwn(record, key)) return record[key];
  let v: unknown = record;
  for (const part of key.split(".")) {
    if (Array.isArray(v) && /^\d+$/.test(part)) v = v[Number(part)];
    else if (v && typeof v === "object" && Object.hasOwn(v, part)) v = (v as Record<string, unknown>)[part];
    else return undefined;
  }
  return v;
}

/** A `number` metric of one record, or NaN when the record has none. */
export function numberOf(record: GameRecord, key: string): number {
  const v = metricValue(record, key);
  return typeof v === "number" ? v : Number.NaN;
}

/** A `series`/`perSeat` metric of one record (numbers only), or [] when absent. */
export function arrayOf(record: GameRecord, key: string): number[] {
  const v = metricValue(record, key);
  return Array.isArray(v) ? v.map((x) => (typeof x === "number" ? x : Number.NaN)) : [];
}

/** Whether a `number` metric is charted as categories (a bar per value) rather than a histogram. */
export const isCategorical = (m: MetricSpec): boolean => m.kind === "number" && m.chart === "bar";

/** How often each value occurred. */
export interface ValueCount {
  value: number;
  count: number;
}

/** Counts of each distinct finite value, ascending by value. */
export function countValues(xs: Iterable<number>): ValueCount[] {
  const m = new Map<number, number>();
  for (const x of xs) if (Number.isFinite(x)) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => a[0] - b[0]).map(([value, count]) => ({ value, count }));
}

/** One bar of a histogram shared by several runs: values in [from, to), a count per run. */
export interface SharedBin {
  from: number;
  to: number;
  /** A short label: the value when a bin holds one whole number, else "from–last". */
  label: string;
  counts: number[];
}

/**
 * Common bins for several value distributions (one per run), at most `maxBins` of them. Whole-number
 * data gets whole-number widths (1, 2, 3 … so every bar covers the same number of values); other
 * data gets equal widths. Bins are bars: nothing is smoothed or interpolated.
 */
export function sharedBins(runs: readonly (readonly ValueCount[])[], maxBins = 20): SharedBin[] {
  const all = runs.flat();
  if (all.length === 0) return [];
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const v of all) {
    lo = Math.min(lo, v.value);
    hi = Math.max(hi, v.value);
  }
  const whole = all.every((v) => Number.isInteger(v.value));
  const width = whole ? Math.max(1, Math.ceil((hi - lo + 1) / maxBins)) : hi > lo ? (hi - lo) / maxBins : 1;
  const n = whole ? Math.ceil((hi - lo + 1) / width) : hi > lo ? maxBins : 1;
  const fmt = (x: number) => (whole ? String(x) : String(Math.round(x * 100) / 100));
  const bins: SharedBin[] = Array.from({ length: n }, (_, i) => {
    const from = lo + i * width;
    const to = from + width;
    return {
      from,
      to,
      label: whole ? (width === 1 ? fmt(from) : `${fmt(from)}–${fmt(to - 1)}`) : `${fmt(from)}–${fmt(to)}`,
      counts: runs.map(() => 0),
    };
  });
  runs.forEach((dist, r) => {
    for (const { value, count } of dist) {
      const i = Math.min(n - 1, Math.max(0, Math.floor((value - lo) / width)));
      const b = bins[i] as SharedBin;
      b.counts[r] = (b.counts[r] as number) + count;
    }
  });
  return bins;
}

/** Counts of `xs` in bins [from, from+width), … up to `to` (values outside go to the end bins). */
export function histogram(
  xs: readonly number[],
  from: number,
  to: number,
  width: number,
): { from: number; to: number; count: number }[] {
  const bins: { from: number; to: number; count: number }[] = [];
  for (let x = from; x < to; x += width) bins.push({ from: x, to: x + width, count: 0 });
  for (const x of xs) {
    const i = Math.floor((x - from) / width);
    const b = bins[Math.min(bins.length - 1, Math.max(0, i))];
    if (b) b.count++;
  }
  return bins;
}
