/**
 * Aggregation of per-game records into the lab's figures (what the charts and the CLI show), and the
 * comparison of two runs on the same seeds with Holm-corrected significance marks.
 */
import type { GameRecord } from "./game.js";
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

/** One bar of a histogram: values in [from, to). */
export interface Bin {
  from: number;
  to: number;
  count: number;
}

/** Everything the lab shows about one run. Arrays "by position" are indexed by turn order (0 = first player). */
export interface LabSummary {
  games: number;
  players: number;
  /** §7.2 wins by position, shared wins split; Wilson 95% intervals. */
  winRate: Proportion[];
  /** §7.1 score by position. */
  score: MeanCI[];
  /** Score histogram by position, common bins of width 2. */
  scoreHistogram: Bin[][];
  /** Mean cumulative houses burnt by fire at the end of each turn (index = turn − 1), over all games. */
  burntByTurn: number[];
  /** Houses burnt by fire per game. */
  housesBurnt: MeanCI;
  /** Houses demolished per game. */
  housesDemolished: MeanCI;
  /** Game length in turns. */
  turns: MeanCI;
  turnsHistogram: Bin[];
  /** §5.4 Hero of London at the end, by position, and nobody. */
  hero: Proportion[];
  heroNone: Proportion;
  /** Objectives (decks I, II, III) whose district survived (§7.1), over those dealt. */
  objectivesSurvived: Proportion[];
  /** §4.4 games with at least one no-move turn, and no-move turns per game. */
  noMoveGames: Proportion;
  noMoveTurns: MeanCI;
  /** §4.5 wild-fire cones per game. */
  wildFires: MeanCI;
  /** Per district index: share of games in which it burnt, was demolished, was contained. */
  districts: { burnt: number[]; demolished: number[]; contained: number[] };
}

const meanCI = (xs: ArrayLike<number>): MeanCI => {
  const m = moments(xs);
  const half = m.n > 1 ? (1.959963984540054 * m.sd) / Math.sqrt(m.n) : Number.NaN;
  return { n: m.n, mean: m.mean, sd: m.n > 1 ? m.sd : 0, lo: m.mean - half, hi: m.mean + half };
};

/**
 * Collects records as they stream in (any order) and summarises them on demand. Keeps per-game
 * values (a few numbers per game) so that comparisons can run tests on them.
 */
export class LabAggregate {
  readonly players: number;
  readonly districtCount: number;
  readonly records: GameRecord[] = [];
  private wins: number[];
  private heroes: number[];
  private heroNone = 0;
  private dealt = [0, 0, 0];
  private survived = [0, 0, 0];
  private noMoveGames = 0;
  private burntTurnSums: number[] = [];
  /** Houses burnt by fire in each added game (same order as `records`). */
  private totals: number[] = [];
  private burntCount: number[];
  private demolishedCount: number[];
  private containedCount: number[];

  constructor(players: number, districtCount: number) {
    this.players = players;
    this.districtCount = districtCount;
    this.wins = new Array(players).fill(0);
    this.heroes = new Array(players).fill(0);
    this.burntCount = new Array(districtCount).fill(0);
    this.demolishedCount = new Array(districtCount).fill(0);
    this.containedCount = new Array(districtCount).fill(0);
  }

  /** Number of records added. */
  get games(): number {
    return this.records.length;
  }

  /** Adds one game. Throws on a record of another player count (a mixed run is a caller bug). */
  add(r: GameRecord): void {
    if (r.players !== this.players)
      throw new Error(`a ${r.players}-player record cannot join a ${this.players}-player aggregate`);
    this.records.push(r);
    for (const w of r.winners) this.wins[w] = (this.wins[w] as number) + 1 / r.winners.length;
    if (r.hero >= 0) this.heroes[r.hero] = (this.heroes[r.hero] as number) + 1;
    else this.heroNone++;
    for (let k = 0; k < 3; k++) {
      this.dealt[k] = (this.dealt[k] as number) + (r.objectivesDealt[k] as number);
      this.survived[k] = (this.survived[k] as number) + (r.objectivesSurvived[k] as number);
    }
    if (r.noMoveTurns > 0) this.noMoveGames++;
    let cum = 0;
    for (let t = 0; t < r.burntPerTurn.length; t++) {
      cum += r.burntPerTurn[t] as number;
      this.burntTurnSums[t] = (this.burntTurnSums[t] ?? 0) + cum;
    }
    this.totals.push(cum);
    for (const d of r.burnt) this.burntCount[d] = (this.burntCount[d] as number) + 1;
    for (const d of r.demolished) this.demolishedCount[d] = (this.demolishedCount[d] as number) + 1;
    for (const d of r.contained) this.containedCount[d] = (this.containedCount[d] as number) + 1;
  }

  /** The figures so far. */
  summary(): LabSummary {
    const n = this.records.length;
    const P = this.players;
    const byPos = (f: (r: GameRecord, p: number) => number) =>
      Array.from({ length: P }, (_, p) => this.records.map((r) => f(r, p)));
    const scores = byPos((r, p) => r.scores[p] as number);
    const all = scores.flat();
    const lo = all.length ? Math.floor(Math.min(...all) / 2) * 2 : 0;
    const hi = all.length ? Math.floor(Math.max(...all) / 2) * 2 + 2 : 2;
    const scoreHistogram = scores.map((xs) => histogram(xs, lo, hi, 2));
    const turns = this.records.map((r) => r.turns);
    const tLo = turns.length ? Math.min(...turns) : 0;
    const tHi = turns.length ? Math.max(...turns) + 1 : 1;
    const maxLen = this.burntTurnSums.length;
    // Mean cumulative burnt at each turn; finished games contribute their final total.
    const burntByTurn = Array.from({ length: maxLen }, (_, t) => {
      // A game that ended before turn t + 1 keeps its final total there (its fire is over).
      let sum = this.burntTurnSums[t] ?? 0;
      this.records.forEach((r, i) => {
        if (r.burntPerTurn.length <= t) sum += this.totals[i] as number;
      });
      return n ? sum / n : 0;
    });
    const share = (c: number[]) => c.map((x) => (n ? x / n : 0));
    return {
      games: n,
      players: P,
      winRate: this.wins.map((w) => wilson(Math.min(w, n), n)),
      score: scores.map(meanCI),
      scoreHistogram,
      burntByTurn,
      housesBurnt: meanCI(this.totals),
      housesDemolished: meanCI(this.records.map((r) => r.housesDemolished)),
      turns: meanCI(turns),
      turnsHistogram: histogram(turns, tLo, tHi, 1),
      hero: this.heroes.map((h) => wilson(h, n)),
      heroNone: wilson(this.heroNone, n),
      objectivesSurvived: this.survived.map((s, k) => wilson(s, this.dealt[k] as number)),
      noMoveGames: wilson(this.noMoveGames, n),
      noMoveTurns: meanCI(this.records.map((r) => r.noMoveTurns)),
      wildFires: meanCI(this.records.map((r) => r.wildFires)),
      districts: {
        burnt: share(this.burntCount),
        demolished: share(this.demolishedCount),
        contained: share(this.containedCount),
      },
    };
  }
}

/** Houses burnt by fire in one game. */
export function totalBurnt(r: GameRecord): number {
  let s = 0;
  for (const x of r.burntPerTurn) s += x;
  return s;
}

/** Counts of `xs` in bins [from, from+width), … up to `to`. */
export function histogram(xs: readonly number[], from: number, to: number, width: number): Bin[] {
  const bins: Bin[] = [];
  for (let x = from; x < to; x += width) bins.push({ from: x, to: x + width, count: 0 });
  for (const x of xs) {
    const i = Math.floor((x - from) / width);
    const b = bins[Math.min(bins.length - 1, Math.max(0, i))];
    if (b) b.count++;
  }
  return bins;
}

/** One compared figure. */
export interface Comparison {
  /** Stable key, e.g. "winRate.0". */
  key: string;
  /** Plain label, e.g. "Win rate, 1st player". */
  label: string;
  /** Value under rule set A and B (proportions 0–1 or means). */
  a: number;
  b: number;
  /** The test used, its statistic and raw two-sided p-value; diff = b − a. */
  test: TestResult;
  /** 95% interval of b − a (bootstrap for means, Wald for proportions). */
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

const ordinal = (p: number) => `${p + 1}${["st", "nd", "rd"][p] ?? "th"} player`;

/**
 * Compares run B with run A (same players; normally the same seeds). Means: Welch's t-test with a
 * bootstrap interval; proportions: the two-proportion z-test with a Wald interval. Runs on the same
 * seeds are positively correlated, which makes these unpaired tests conservative (never
 * anti-conservative). Holm's correction over the whole family decides "significant".
 */
export function compareRuns(a: LabAggregate, b: LabAggregate, options: CompareOptions = {}): Comparison[] {
  if (a.players !== b.players)
    throw new Error(`cannot compare a ${a.players}-player run with a ${b.players}-player run`);
  const alpha = options.alpha ?? 0.05;
  const resamples = options.resamples ?? 1000;
  const A = a.summary();
  const B = b.summary();
  const rows: Omit<Comparison, "pAdjusted" | "significant">[] = [];
  const prop = (key: string, label: string, pa: Proportion, pb: Proportion) => {
    if (pa.trials === 0 || pb.trials === 0) return;
    const test = twoProportionZTest(pa.successes, pa.trials, pb.successes, pb.trials);
    const se = Math.sqrt((pa.p * (1 - pa.p)) / pa.trials + (pb.p * (1 - pb.p)) / pb.trials);
    rows.push({ key, label, a: pa.p, b: pb.p, test, lo: test.diff - 1.96 * se, hi: test.diff + 1.96 * se });
  };
  const mean = (key: string, label: string, f: (r: GameRecord) => number) => {
    const xa = a.records.map(f);
    const xb = b.records.map(f);
    if (xa.length < 2 || xb.length < 2) return;
    const test = welchTTest(xa, xb);
    const ci = bootstrapMeanDiff(xa, xb, { resamples, seed: rows.length + 1 });
    rows.push({ key, label, a: moments(xa).mean, b: moments(xb).mean, test, lo: ci.lo, hi: ci.hi });
  };
  for (let p = 0; p < a.players; p++)
    prop(`winRate.${p}`, `Win rate, ${ordinal(p)}`, A.winRate[p] as Proportion, B.winRate[p] as Proportion);
  for (let p = 0; p < a.players; p++)
    mean(`score.${p}`, `Score, ${ordinal(p)}`, (r) => r.scores[p] as number);
  mean("turns", "Game length (turns)", (r) => r.turns);
  mean("housesBurnt", "Houses burnt by fire", totalBurnt);
  mean("housesDemolished", "Houses demolished", (r) => r.housesDemolished);
  prop("heroNone", "No Hero of London", A.heroNone, B.heroNone);
  for (let k = 0; k < 3; k++)
    prop(
      `objectives.${k + 1}`,
      `Objectives surviving, deck ${["I", "II", "III"][k]}`,
      A.objectivesSurvived[k] as Proportion,
      B.objectivesSurvived[k] as Proportion,
    );
  prop("noMoveGames", "Games with a no-move turn", A.noMoveGames, B.noMoveGames);
  mean("wildFires", "Wild-fire cones", (r) => r.wildFires);
  const adjusted = holm(rows.map((r) => (Number.isNaN(r.test.p) ? 1 : r.test.p)));
  return rows.map((r, i) => ({
    ...r,
    pAdjusted: adjusted[i] as number,
    significant: (adjusted[i] as number) < alpha,
  }));
}
