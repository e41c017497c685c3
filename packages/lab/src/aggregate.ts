/**
 * Aggregation of per-game records into the lab's figures and the comparison of two runs on the same
 * seeds. The generic figures (win rate and points by turn-order position, game length, how games
 * were decided, the heat map over the board's spaces) come from every game; the module's own come
 * from its `MetricSpec`s, by kind: `number` (a mean, and a histogram — or categories when charted as
 * bars), `series` (a value per turn: mean per turn, running total, game total) and `perSeat` (a mean
 * per position).
 */
import type { MetricSpec } from "@pudding/engine";
import { arrayOf, countValues, isCategorical, numberOf, type ValueCount } from "./metrics.js";
import type { GameRecord } from "./record.js";
import type { LabEvent, ResolvedLab } from "./run.js";
import {
  bootstrapMeanDiff,
  holm,
  moments,
  type Proportion,
  type TestResult,
  twoProportionZTest,
  welchTTest,
  wilson,
} from "./stats.js";

/** Mean with its 95% interval (normal approximation of the mean; n ≥ 2). */
export interface MeanCI {
  n: number;
  mean: number;
  sd: number;
  lo: number;
  hi: number;
}

/** A metric's spec, as every summary of it repeats. */
type MetricHead = Pick<MetricSpec, "key" | "label" | "chart" | "description">;

/** One value of a categorical metric with its share of games (Wilson 95%). */
export interface CategoryShare {
  value: number;
  share: Proportion;
}

/** One step (turn or round index) of a series metric. */
export interface SeriesStep {
  /** 0-based index in the series (turn − 1 for a per-turn series). */
  index: number;
  /** Mean value at this step over the games that reached it. */
  mean: number;
  /** Games that reached this step. */
  games: number;
  /** Mean running total up to this step, over all games (a finished game keeps its final total). */
  runningTotal: number;
}

/** What the lab shows about one metric of one run. */
export type MetricSummary =
  | (MetricHead & {
      kind: "number";
      mean: MeanCI;
      /** How often each value occurred. */
      distribution: ValueCount[];
      /** For metrics charted as bars: each value's share of games. */
      categories?: CategoryShare[];
    })
  | (MetricHead & { kind: "series"; total: MeanCI; totals: ValueCount[]; steps: SeriesStep[] })
  | (MetricHead & { kind: "perSeat"; byPosition: MeanCI[] });

/** Everything the lab shows about one run. Arrays "by position" are indexed by turn order (0 = first player). */
export interface LabSummary {
  games: number;
  players: number;
  /** Wins by position, shared wins split; Wilson 95% intervals. */
  winRate: Proportion[];
  /** Final points by position. */
  points: MeanCI[];
  /** Final points of every seat, pooled over positions. */
  pointsDistribution: ValueCount[];
  /** Game length in turns. */
  turns: MeanCI;
  turnsDistribution: ValueCount[];
  /** Actions per game (setup included). */
  actions: MeanCI;
  /** How winners were decided (`outcome.decidedBy`), most frequent first. */
  decidedBy: { code: string; share: Proportion }[];
  /** The module's metrics, in its order. */
  metrics: MetricSummary[];
  /** Mean per game of the module's heat value, by space id (0–1 when the value marks an event). */
  heat: Record<string, number>;
}

/** What an aggregate needs to know about the game. */
export interface AggregateSpec {
  players: number;
  /** The module's metrics (`lab.metrics`). */
  metrics?: readonly MetricSpec[];
  /** Per-space values of one game (the module's `lab.heat` bound to the map), by space id. */
  heat?: (record: GameRecord) => Record<string, number>;
  /** Every space id of the map, so the heat map lists spaces that never heat up (as 0). */
  spaces?: readonly string[];
}

const Z = 1.959963984540054;
const meanCI = (xs: ArrayLike<number>): MeanCI => {
  const m = moments(xs);
  const half = m.n > 1 ? (Z * m.sd) / Math.sqrt(m.n) : Number.NaN;
  return { n: m.n, mean: m.mean, sd: m.n > 1 ? m.sd : 0, lo: m.mean - half, hi: m.mean + half };
};
const finite = (xs: number[]) => xs.filter((x) => Number.isFinite(x));
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);

/** The conventional `decidedBy` code of a game won on points alone. */
export const DECIDED_BY_POINTS = "points";

/** Whether a `decidedBy` code names a tie-break (`tie:…`) or a shared win (`shared`), the contract's conventions. */
export const isTieBreak = (code: string): boolean => code === "shared" || code.startsWith("tie");

/**
 * Collects records as they stream in (any order) and summarises them on demand. Keeps every record
 * (a few numbers per game) so that comparisons can run tests on per-game values.
 */
export class LabAggregate {
  readonly players: number;
  readonly metrics: readonly MetricSpec[];
  readonly records: GameRecord[] = [];
  /** `decidedBy` of each record, same order. */
  readonly decided: string[] = [];
  private readonly heatOf?: (record: GameRecord) => Record<string, number>;
  private readonly heatSums = new Map<string, number>();

  constructor(spec: AggregateSpec) {
    this.players = spec.players;
    this.metrics = spec.metrics ?? [];
    if (spec.heat) {
      this.heatOf = spec.heat;
      for (const id of spec.spaces ?? []) this.heatSums.set(id, 0);
    }
  }

  /** An empty aggregate for a resolved lab (its players, the module's metrics and heat on its map — run B's own map when it has one). */
  static for(lab: ResolvedLab, run: "a" | "b" = "a"): LabAggregate {
    const heat = lab.module.lab?.heat;
    const map = run === "b" && lab.vsMap !== undefined ? lab.vsMap : lab.map;
    return new LabAggregate({
      players: lab.players,
      metrics: lab.metrics,
      // The contract types a record as numbers only; the generic `bots` names are never read by heat.
      ...(heat
        ? {
            heat: (r: GameRecord) => heat(r as Record<string, number | number[]>, map),
            spaces: lab.module.map.spaces(map).map((s) => s.id),
          }
        : {}),
    });
  }

  /** Number of records added. */
  get games(): number {
    return this.records.length;
  }

  /** Adds one game. Throws on a record of another player count (a mixed run is a caller bug). */
  add(record: GameRecord, decidedBy: string = DECIDED_BY_POINTS): void {
    if (record.players !== this.players)
      throw new Error(`a ${record.players}-player record cannot join a ${this.players}-player aggregate`);
    this.records.push(record);
    this.decided.push(decidedBy);
    if (this.heatOf)
      for (const [id, v] of Object.entries(this.heatOf(record)))
        if (Number.isFinite(v)) this.heatSums.set(id, (this.heatSums.get(id) ?? 0) + v);
  }

  /** Adds a streamed event's game. */
  addEvent(e: Pick<LabEvent, "record" | "decidedBy">): void {
    this.add(e.record, e.decidedBy);
  }

  /** The figures so far. */
  summary(): LabSummary {
    const n = this.records.length;
    const P = this.players;
    const wins = new Array<number>(P).fill(0);
    for (const r of this.records)
      for (const w of r.winners) wins[w] = (wins[w] as number) + 1 / r.winners.length;
    const byPos = Array.from({ length: P }, (_, p) => this.records.map((r) => r.scores[p] as number));
    const codes = countStrings(this.decided);
    const heat: Record<string, number> = {};
    for (const [id, s] of this.heatSums) heat[id] = n ? s / n : 0;
    return {
      games: n,
      players: P,
      winRate: wins.map((w) => wilson(Math.min(w, n), n)),
      points: byPos.map(meanCI),
      pointsDistribution: countValues(byPos.flat()),
      turns: meanCI(this.records.map((r) => r.turns)),
      turnsDistribution: countValues(this.records.map((r) => r.turns)),
      actions: meanCI(this.records.map((r) => r.actions)),
      decidedBy: codes.map(([code, c]) => ({ code, share: wilson(c, n) })),
      metrics: this.metrics.map((m) => this.metricSummary(m)),
      heat,
    };
  }

  private metricSummary(m: MetricSpec): MetricSummary {
    const head: MetricHead = {
      key: m.key,
      label: m.label,
      ...(m.chart ? { chart: m.chart } : {}),
      ...(m.description ? { description: m.description } : {}),
    };
    const n = this.records.length;
    if (m.kind === "number") {
      const xs = finite(this.records.map((r) => numberOf(r, m.key)));
      const distribution = countValues(xs);
      return {
        ...head,
        kind: "number",
        mean: meanCI(xs),
        distribution,
        ...(isCategorical(m)
          ? { categories: distribution.map((d) => ({ value: d.value, share: wilson(d.count, xs.length) })) }
          : {}),
      };
    }
    if (m.kind === "series") {
      const series = this.records.map((r) => arrayOf(r, m.key));
      const totals = series.map(sum);
      const len = Math.max(0, ...series.map((s) => s.length));
      const steps: SeriesStep[] = [];
      const running = series.map(() => 0);
      for (let t = 0; t < len; t++) {
        let s = 0;
        let reached = 0;
        let run = 0;
        series.forEach((xs, g) => {
          const x = xs[t];
          if (t < xs.length && Number.isFinite(x)) {
            s += x as number;
            reached++;
            running[g] = (running[g] as number) + (x as number);
          }
          run += running[g] as number;
        });
        steps.push({
          index: t,
          mean: reached ? s / reached : 0,
          games: reached,
          runningTotal: n ? run / n : 0,
        });
      }
      return { ...head, kind: "series", total: meanCI(totals), totals: countValues(totals), steps };
    }
    const arrays = this.records.map((r) => arrayOf(r, m.key));
    const len = Math.max(0, ...arrays.map((a) => a.length));
    return {
      ...head,
      kind: "perSeat",
      byPosition: Array.from({ length: len }, (_, p) =>
        meanCI(finite(arrays.map((a) => a[p] ?? Number.NaN))),
      ),
    };
  }
}

function countStrings(xs: readonly string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** One compared figure. `diff`, `lo` and `hi` are **A − B**: what the rules under test change. */
export interface Comparison {
  /** Stable key, e.g. "winRate.0", "turns", "housesDemolished", "hero=-1". */
  key: string;
  /** Plain label, e.g. "Win rate, 1st player". */
  label: string;
  /** A share of games (0–1) or a mean. */
  kind: "share" | "mean";
  /** Value under rule set A (the rules under test) and B (the comparison). */
  a: number;
  b: number;
  /** The test used, its statistic and raw two-sided p-value; `test.diff` = a − b. */
  test: TestResult;
  /** 95% interval of a − b (bootstrap for means, Wald for shares). */
  lo: number;
  hi: number;
  /** Holm-adjusted p-value over the whole family of comparisons. */
  pAdjusted: number;
  /** pAdjusted < alpha. */
  significant: boolean;
}

/** Options of `compareRuns`. */
export interface CompareOptions {
  /** Family-wise error rate (default 0.05). */
  alpha?: number;
  /** Bootstrap resamples for mean differences (default 1000). */
  resamples?: number;
}

/** "1st player", "2nd player", … */
export const ordinal = (p: number): string => `${p + 1}${["st", "nd", "rd"][p] ?? "th"} player`;

/**
 * Compares run A (the rules under test) with run B (the comparison, normally on the same seeds):
 * every difference is **A − B**. Means: Welch's t-test with a bootstrap interval; shares: the
 * two-proportion z-test with a Wald interval. Runs on the same seeds are positively correlated,
 * which makes these unpaired tests conservative (never anti-conservative). Holm's correction over
 * the whole family decides "significant".
 */
export function compareRuns(a: LabAggregate, b: LabAggregate, options: CompareOptions = {}): Comparison[] {
  if (a.players !== b.players)
    throw new Error(`cannot compare a ${a.players}-player run with a ${b.players}-player run`);
  const alpha = options.alpha ?? 0.05;
  const resamples = options.resamples ?? 1000;
  const rows: Omit<Comparison, "pAdjusted" | "significant">[] = [];
  const share = (key: string, label: string, sa: number, na: number, sb: number, nb: number) => {
    if (na === 0 || nb === 0) return;
    const test = twoProportionZTest(sb, nb, sa, na); // diff = pa − pb
    const pa = sa / na;
    const pb = sb / nb;
    const se = Math.sqrt((pa * (1 - pa)) / na + (pb * (1 - pb)) / nb);
    rows.push({
      key,
      label,
      kind: "share",
      a: pa,
      b: pb,
      test,
      lo: test.diff - Z * se,
      hi: test.diff + Z * se,
    });
  };
  const mean = (key: string, label: string, f: (r: GameRecord) => number) => {
    const xa = finite(a.records.map(f));
    const xb = finite(b.records.map(f));
    if (xa.length < 2 || xb.length < 2) return;
    const test = welchTTest(xb, xa); // diff = mean(a) − mean(b)
    const ci = bootstrapMeanDiff(xb, xa, { resamples, seed: rows.length + 1 });
    rows.push({
      key,
      label,
      kind: "mean",
      a: moments(xa).mean,
      b: moments(xb).mean,
      test,
      lo: ci.lo,
      hi: ci.hi,
    });
  };
  const winsAt = (agg: LabAggregate, p: number) =>
    agg.records.reduce((s, r) => s + (r.winners.includes(p) ? 1 / r.winners.length : 0), 0);
  for (let p = 0; p < a.players; p++)
    share(`winRate.${p}`, `Win rate, ${ordinal(p)}`, winsAt(a, p), a.games, winsAt(b, p), b.games);
  for (let p = 0; p < a.players; p++)
    mean(`points.${p}`, `Points, ${ordinal(p)}`, (r) => r.scores[p] as number);
  mean("turns", "Game length (turns)", (r) => r.turns);
  const ties = (agg: LabAggregate) => agg.decided.filter(isTieBreak).length;
  share("decidedByTie", "Decided by a tie-break or shared", ties(a), a.games, ties(b), b.games);
  for (const m of a.metrics) {
    if (m.kind === "number" && isCategorical(m)) {
      const xa = finite(a.records.map((r) => numberOf(r, m.key)));
      const xb = finite(b.records.map((r) => numberOf(r, m.key)));
      const values = [...new Set([...xa, ...xb])].sort((x, y) => x - y);
      // A yes/no figure (1 if the game ended this way) is one share, not two that mirror each other
      // (issue 32 §5) — the second also doubled the family Holm adjusts for.
      const indicator = values.every((v) => v === 0 || v === 1);
      for (const v of indicator ? [1] : values)
        share(
          `${m.key}=${v}`,
          `${m.label}: ${v}`,
          xa.filter((x) => x === v).length,
          xa.length,
          xb.filter((x) => x === v).length,
          xb.length,
        );
    } else if (m.kind === "number") mean(m.key, m.label, (r) => numberOf(r, m.key));
    else if (m.kind === "series")
      mean(`${m.key}.total`, `${m.label} (game total)`, (r) => sum(arrayOf(r, m.key)));
    else
      for (let p = 0; p < a.players; p++)
        mean(`${m.key}.${p}`, `${m.label}, ${ordinal(p)}`, (r) => arrayOf(r, m.key)[p] ?? Number.NaN);
  }
  const adjusted = holm(rows.map((r) => (Number.isNaN(r.test.p) ? 1 : r.test.p)));
  return rows.map((r, i) => ({
    ...r,
    pAdjusted: adjusted[i] as number,
    significant: (adjusted[i] as number) < alpha,
  }));
}
