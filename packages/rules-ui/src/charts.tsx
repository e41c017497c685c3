/**
 * The balance lab's charts (recharts 3), for any game. Generic figures — win rate and points by
 * turn-order position, the points distribution, game length, how games were decided — and one
 * chart per module metric by its kind: a histogram (bars over common whole-number bins; nothing is
 * smoothed) or categories for `number`, a line over turns for `series` (per turn or running total),
 * bars per position for `perSeat`. Run A is the rules under test, run B the comparison (same seeds).
 * Animations are off: results stream in many times a second and a chart should show the figures.
 */
import type { Comparison, LabSummary, MeanCI, MetricSummary, Proportion, ValueCount } from "@pudding/lab";
import { sharedBins, wilson } from "@pudding/lab";
import { type CSSProperties, type ReactNode, useRef, useState } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ErrorBar,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { CARD, FIRE, INK, MUTED, WATER } from "./controls.js";
import { downloadChart } from "./export.js";
import { HeatLayers } from "./HeatMap.js";
import { useGameT, useRulesWords } from "./messages.js";
import type { ChartRun, ChartValue, LabChartInput, LabChartSpec } from "./plugins.js";

/** The runs a chart shows (A = the rules under test, B = the comparison) and their legend names. */
export interface ChartRuns {
  a: ChartRun;
  b?: ChartRun | undefined;
  names: { a: string; b?: string };
}

/** Height of one chart. */
const H = 230;
const pct = (x: number) => Math.round(x * 1000) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;
const MARGIN = { top: 8, right: 8, bottom: 0, left: -8 };
const GRID = <CartesianGrid strokeDasharray="3 3" stroke="#e5d9bb" />;

/** A titled card around a chart, with a one-line reading guide. */
export function ChartCard({
  title,
  note,
  never,
  children,
}: {
  title: string;
  note: ReactNode;
  /** Said above the chart when what it counts never happened in any game of either run. */
  never?: string;
  children: ReactNode;
}) {
  const { t } = useRulesWords();
  const ref = useRef<HTMLElement>(null);
  const save = (as: "svg" | "png") => {
    if (ref.current) void downloadChart(ref.current, title, as);
  };
  const small: CSSProperties = { fontSize: 11, padding: "0 6px", marginLeft: 6, fontWeight: 400 };
  return (
    <figure ref={ref} style={{ ...CARD, margin: 0, width: "100%" }} aria-label={title} data-chart={title}>
      <figcaption style={{ fontWeight: 600, color: INK }}>
        {title}
        {/* Issue 32 §7: a chart leaves as a picture. */}
        {(["svg", "png"] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            style={small}
            onClick={() => save(kind)}
            aria-label={t(`export.${kind}`, { title })}
          >
            {kind.toUpperCase()}
          </button>
        ))}
      </figcaption>
      <div style={{ fontSize: 12, color: MUTED, marginBottom: 6 }}>{note}</div>
      {never ? (
        <div
          data-never
          style={{
            fontSize: 12,
            color: "#7a4a00",
            background: "#fff4d6",
            padding: "4px 6px",
            borderRadius: 4,
            marginBottom: 6,
          }}
        >
          {never}
        </div>
      ) : null}
      {children}
    </figure>
  );
}

/** A bar value with its whiskers (offsets below and above), in chart units. */
export interface BarValue {
  v: number;
  err?: [number, number];
}

/** A share of games as a bar in percent with its Wilson 95% whiskers. */
export const shareBar = (p: Proportion | undefined): BarValue =>
  p && p.trials > 0 ? { v: pct(p.p), err: [pct(p.p - p.lo), pct(p.hi - p.p)] } : { v: 0, err: [0, 0] };

/** A mean as a bar with its 95% whiskers. */
export const meanBar = (m: MeanCI | undefined): BarValue =>
  m && m.n > 0
    ? {
        v: round2(m.mean),
        err: m.n > 1 ? [round2(m.mean - m.lo), round2(m.hi - m.mean)] : [0, 0],
      }
    : { v: 0, err: [0, 0] };

/**
 * Bars for run A (and B beside them), one group per label, with optional whiskers. The building
 * block of every bar chart here; games' own charts use it too.
 */
export function PairBars({
  data,
  names,
  unit = "",
  errors = true,
  reference,
}: {
  data: { label: string; a: BarValue; b?: BarValue }[];
  names: { a: string; b?: string };
  unit?: string;
  errors?: boolean;
  /** A horizontal reference line (e.g. par). */
  reference?: number;
}) {
  const b = useRulesWords().t("lab.b");
  const hasB = data.some((d) => d.b);
  const rows = data.map((d) => ({ label: d.label, a: d.a.v, aErr: d.a.err, b: d.b?.v, bErr: d.b?.err }));
  return (
    <ResponsiveContainer width="100%" height={H}>
      <BarChart data={rows} margin={MARGIN}>
        {GRID}
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
        <YAxis unit={unit} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(v) => `${v}${unit}`} />
        {hasB ? <Legend wrapperStyle={{ fontSize: 12 }} itemSorter="dataKey" /> : null}
        {reference !== undefined ? (
          <ReferenceLine y={reference} stroke={MUTED} strokeDasharray="4 4" />
        ) : null}
        <Bar dataKey="a" name={names.a} fill={FIRE} isAnimationActive={false}>
          {errors ? <ErrorBar dataKey="aErr" stroke={INK} width={4} /> : null}
        </Bar>
        {hasB ? (
          <Bar dataKey="b" name={names.b ?? b} fill={WATER} isAnimationActive={false}>
            {errors ? <ErrorBar dataKey="bErr" stroke={INK} width={4} /> : null}
          </Bar>
        ) : null}
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * A histogram of one or two value distributions over common bins, as the share of games (or of
 * `per` items) in each bar. Bars only: with 20 games a smoothed curve would invent a shape.
 */
export function HistogramBars({
  a,
  b,
  names,
  total,
}: {
  a: readonly ValueCount[];
  b?: readonly ValueCount[];
  names: { a: string; b?: string };
  /** Totals the shares are of (default: the sum of each distribution's counts). */
  total?: { a: number; b?: number };
}) {
  const sum = (d: readonly ValueCount[]) => d.reduce((x, v) => x + v.count, 0);
  const na = total?.a ?? sum(a);
  const nb = total?.b ?? (b ? sum(b) : 0);
  const bins = sharedBins(b ? [a, b] : [a]);
  return (
    <PairBars
      names={names}
      unit="%"
      errors={false}
      data={bins.map((bin) => ({
        label: bin.label,
        a: { v: na ? pct((bin.counts[0] ?? 0) / na) : 0 },
        ...(b ? { b: { v: nb ? pct((bin.counts[1] ?? 0) / nb) : 0 } } : {}),
      }))}
    />
  );
}

/** Win rate by turn-order position with Wilson 95% intervals (the first-player advantage). */
export function WinRateChart({ a, b, names }: ChartRuns) {
  const P = a.summary.players;
  const par = P ? Math.round(1000 / P) / 10 : 0;
  const { t, n, short } = useRulesWords();
  return (
    <ChartCard title={t("chart.winRate")} note={t("chart.winRateNote", { par: n(par) })}>
      <PairBars
        names={names}
        unit="%"
        reference={par}
        data={a.summary.winRate.map((w, p) => ({
          label: short(p),
          a: shareBar(w),
          ...(b ? { b: shareBar(b.summary.winRate[p]) } : {}),
        }))}
      />
    </ChartCard>
  );
}

/** Mean final points by position, with 95% intervals. */
export function PointsChart({ a, b, names }: ChartRuns) {
  const { t, short } = useRulesWords();
  return (
    <ChartCard title={t("chart.points")} note={t("chart.pointsNote")}>
      <PairBars
        names={names}
        data={a.summary.points.map((m, p) => ({
          label: short(p),
          a: meanBar(m),
          ...(b ? { b: meanBar(b.summary.points[p]) } : {}),
        }))}
      />
    </ChartCard>
  );
}

/** The distribution of every seat's final points (a histogram over common bins). */
export function PointsDistributionChart({ a, b, names }: ChartRuns) {
  const { t, n } = useRulesWords();
  return (
    <ChartCard
      title={t("chart.distribution")}
      note={
        b
          ? t("chart.distributionNoteVs", { games: n(a.summary.games), gamesB: n(b.summary.games) })
          : t("chart.distributionNote", { games: n(a.summary.games) })
      }
    >
      <HistogramBars a={a.summary.pointsDistribution} b={b?.summary.pointsDistribution} names={names} />
    </ChartCard>
  );
}

/** Game length in turns (share of games). */
export function GameLengthChart({ a, b, names }: ChartRuns) {
  const { t, n } = useRulesWords();
  return (
    <ChartCard
      title={t("chart.length")}
      note={
        b
          ? t("chart.lengthNoteVs", { mean: n(a.summary.turns.mean, 1), meanB: n(b.summary.turns.mean, 1) })
          : t("chart.lengthNote", { mean: n(a.summary.turns.mean, 1) })
      }
    >
      <HistogramBars a={a.summary.turnsDistribution} b={b?.summary.turnsDistribution} names={names} />
    </ChartCard>
  );
}

/** How the winners were decided (`outcome.decidedBy`), share of games. */
export function DecidedByChart({
  a,
  b,
  names,
  game,
  labels,
}: ChartRuns & { game?: string; labels?: Readonly<Record<string, string>> | undefined }) {
  const codes = [...new Set([...a.summary.decidedBy, ...(b?.summary.decidedBy ?? [])].map((d) => d.code))];
  const find = (s: LabSummary | undefined, code: string) => s?.decidedBy.find((d) => d.code === code)?.share;
  const { t } = useRulesWords();
  // A code (`points`, `tie:tamedCones`) in the game's words: its label, its translation, or the
  // code's own words ("tie-break: tamed cones") — never the raw id (issue 32 §5).
  const gt = useGameT(game ?? "");
  const g = (code: string) => {
    const label = labels?.[code];
    if (label) return gt(label);
    const said = gt(code);
    return said !== code ? said : codeWords(code, t("chart.tieBreak"));
  };
  return (
    <ChartCard title={t("chart.decided")} note={t("chart.decidedNote")}>
      <PairBars
        names={names}
        unit="%"
        data={codes.map((code) => ({
          label: g(code),
          a: shareBar(find(a.summary, code) ?? { successes: 0, trials: a.summary.games, p: 0, lo: 0, hi: 0 }),
          ...(b
            ? {
                b: shareBar(
                  find(b.summary, code) ?? { successes: 0, trials: b.summary.games, p: 0, lo: 0, hi: 0 },
                ),
              }
            : {}),
        }))}
      />
    </ChartCard>
  );
}

const metricOf = (s: LabSummary | undefined, key: string) => s?.metrics.find((m) => m.key === key);

/** A line per run over turns: per-turn mean or running total. */
function SeriesLines({
  a,
  b,
  names,
  view,
}: {
  a: Extract<MetricSummary, { kind: "series" }>;
  b?: Extract<MetricSummary, { kind: "series" }>;
  names: { a: string; b?: string };
  view: "perStep" | "runningTotal";
}) {
  const { t } = useRulesWords();
  const n = Math.max(a.steps.length, b?.steps.length ?? 0);
  const at = (m: typeof a, t: number) => {
    const s = m.steps[t];
    if (view === "perStep") return s ? round2(s.mean) : null;
    return round2(s ? s.runningTotal : (m.steps.at(-1)?.runningTotal ?? 0));
  };
  const rows = Array.from({ length: n }, (_, t) => ({
    turn: t + 1,
    a: at(a, t),
    ...(b ? { b: at(b, t) } : {}),
  }));
  return (
    <ResponsiveContainer width="100%" height={H}>
      <LineChart data={rows} margin={MARGIN}>
        {GRID}
        <XAxis dataKey="turn" tick={{ fontSize: 12 }} />
        <YAxis tick={{ fontSize: 12 }} />
        <Tooltip />
        {b ? <Legend wrapperStyle={{ fontSize: 12 }} itemSorter="dataKey" /> : null}
        <Line type="linear" dataKey="a" name={names.a} stroke={FIRE} dot={false} isAnimationActive={false} />
        {b ? (
          <Line
            type="linear"
            dataKey="b"
            name={names.b ?? t("lab.b")}
            stroke={WATER}
            dot={false}
            isAnimationActive={false}
          />
        ) : null}
      </LineChart>
    </ResponsiveContainer>
  );
}

/** A series metric over turns, with a switch between the mean per turn and the running total. */
export function SeriesChart({
  metric,
  a,
  b,
  names,
  title,
  note,
  initialView = "perStep",
  game,
}: {
  metric: string;
  a: LabSummary;
  b?: LabSummary;
  names: { a: string; b?: string };
  /** The game's id: its metric's words are shown through its translations. */
  game?: string;
  title?: string;
  note?: string;
  initialView?: "perStep" | "runningTotal";
}) {
  const [view, setView] = useState(initialView);
  const { t } = useRulesWords();
  const g = useGameT(game ?? "");
  const ma = metricOf(a, metric);
  const mb = metricOf(b, metric);
  if (ma?.kind !== "series") return null;
  return (
    <ChartCard
      title={g(title ?? ma.label)}
      note={
        <>
          {g(note ?? ma.description ?? "")}{" "}
          {view === "perStep" ? t("chart.perTurnNote") : t("chart.runningTotalNote")}{" "}
          {/* biome-ignore lint/a11y/useSemanticElements: a group of two buttons inside a sentence of the caption, where a fieldset may not sit */}
          <span
            role="group"
            aria-label={t("chart.view", { label: g(ma.label) })}
            style={{ display: "inline-flex", gap: 4 }}
          >
            {(["perStep", "runningTotal"] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={view === v}
                onClick={() => setView(v)}
                style={{
                  fontSize: 11,
                  padding: "1px 6px",
                  borderRadius: 10,
                  border: "1px solid #b9a678",
                  background: view === v ? INK : "#fff",
                  color: view === v ? "#fff" : INK,
                }}
              >
                {v === "perStep" ? t("chart.perTurn") : t("chart.runningTotal")}
              </button>
            ))}
          </span>
        </>
      }
    >
      <SeriesLines a={ma} b={mb?.kind === "series" ? mb : undefined} names={names} view={view} />
    </ChartCard>
  );
}

/** The chart of one module metric, by its kind. */
export function MetricChart({
  metric,
  a,
  b,
  names,
  game,
}: {
  metric: string;
  a: LabSummary;
  b?: LabSummary;
  names: { a: string; b?: string };
  /** The game's id: its metric's words are shown through its translations. */
  game?: string;
}) {
  const { t, n, short } = useRulesWords();
  const g = useGameT(game ?? "");
  const ma = metricOf(a, metric);
  const mb = metricOf(b, metric);
  if (!ma) return null;
  if (ma.kind === "series")
    return <SeriesChart metric={metric} a={a} b={b} names={names} {...(game ? { game } : {})} />;
  const title = g(ma.label);
  const description = g(ma.description ?? "");
  if (ma.kind === "perSeat") {
    const pb = mb?.kind === "perSeat" ? mb : undefined;
    return (
      <ChartCard title={title} note={`${description} ${t("chart.perSeatNote")}`}>
        <PairBars
          names={names}
          data={ma.byPosition.map((m, p) => ({
            label: short(p),
            a: meanBar(m),
            ...(pb ? { b: meanBar(pb.byPosition[p]) } : {}),
          }))}
        />
      </ChartCard>
    );
  }
  const nb = mb?.kind === "number" ? mb : undefined;
  if (ma.categories) {
    const values = [...new Set([...ma.categories, ...(nb?.categories ?? [])].map((c) => c.value))].sort(
      (x, y) => x - y,
    );
    const share = (m: typeof nb, v: number, n: number) =>
      m?.categories?.find((c) => c.value === v)?.share ?? { successes: 0, trials: n, p: 0, lo: 0, hi: 0 };
    return (
      <ChartCard title={title} note={`${description} ${t("chart.categoriesNote")}`}>
        <PairBars
          names={names}
          unit="%"
          data={values.map((v) => ({
            label: n(v),
            a: shareBar(share(ma, v, ma.mean.n)),
            ...(nb ? { b: shareBar(share(nb, v, nb.mean.n)) } : {}),
          }))}
        />
      </ChartCard>
    );
  }
  // Issue 32 §3: a rule that never came into play (wild fire under the heuristic bots) drew two
  // empty histograms that read as "the rule does nothing"; say what happened instead.
  const never =
    ma.mean.n > 0 && ma.mean.mean === 0 && (!nb || nb.mean.mean === 0)
      ? t("chart.never", { count: ma.mean.n + (nb?.mean.n ?? 0) })
      : undefined;
  return (
    <ChartCard
      title={title}
      {...(never ? { never } : {})}
      note={`${description} ${
        nb
          ? t("chart.meanNoteVs", { mean: n(round2(ma.mean.mean)), meanB: n(round2(nb.mean.mean)) })
          : t("chart.meanNote", { mean: n(round2(ma.mean.mean)) })
      }`}
    >
      <HistogramBars a={ma.distribution} b={nb?.distribution} names={names} />
    </ChartCard>
  );
}

const fmtP = (p: number, n: (x: number, digits?: number) => string) =>
  p === 0 ? "< 1e-300" : p < 0.0001 ? p.toExponential(1) : n(p, 4);

/**
 * The comparison table: every figure under A and B, the difference **A − B** with its 95% interval,
 * the raw and Holm-adjusted p-values, and ★ where the difference is significant.
 */
export function ComparisonTable({ rows, names }: { rows: Comparison[]; names: { a: string; b?: string } }) {
  const { t, n } = useRulesWords();
  const f = (c: Comparison, x: number) => (c.kind === "share" ? `${n(pct(x))}%` : n(x, 2));
  const td = { padding: "3px 8px", borderTop: "1px solid #eadfc2", fontSize: 13 } as const;
  const b = names.b ?? t("lab.b");
  const sign = (d: number) => (d > 0 ? "+" : "");
  return (
    <div style={{ ...CARD, overflowX: "auto" }}>
      <div style={{ fontWeight: 600 }}>{t("cmp.title", { a: names.a, b })}</div>
      <div style={{ fontSize: 12, color: MUTED, marginBottom: 6 }}>
        {t("cmp.note", { a: names.a, b, count: rows.length })}
      </div>
      <table style={{ borderCollapse: "collapse", width: "100%" }} aria-label={t("cmp.aria")}>
        <thead>
          <tr>
            {["", t("cmp.figure"), names.a, b, `${names.a} − ${b} [95%]`, t("cmp.p"), t("cmp.holm")].map(
              (h) => (
                <th key={h} style={{ ...td, textAlign: "left", borderTop: 0 }}>
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr
              key={c.key}
              data-key={c.key}
              data-significant={c.significant ? "yes" : "no"}
              style={{ background: c.significant ? "#fde7d9" : undefined }}
            >
              <td
                style={{ ...td, color: FIRE }}
                aria-label={c.significant ? t("cmp.significant") : undefined}
              >
                {c.significant ? "★" : ""}
              </td>
              <td style={td}>{c.label}</td>
              <td style={td}>{f(c, c.a)}</td>
              <td style={td}>{f(c, c.b)}</td>
              <td style={{ ...td, whiteSpace: "nowrap" }} data-diff={c.test.diff}>
                {c.kind === "share"
                  ? t("cmp.sharePoints", {
                      diff: `${sign(c.test.diff)}${n(100 * c.test.diff, 1)}`,
                      lo: n(100 * c.lo, 1),
                      hi: n(100 * c.hi, 1),
                    })
                  : `${sign(c.test.diff)}${n(c.test.diff, 2)} [${n(c.lo, 2)}, ${n(c.hi, 2)}]`}
              </td>
              <td style={td}>{fmtP(c.test.p, n)}</td>
              <td style={td}>{fmtP(c.pAdjusted, n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A game's value as a bar: shares in percent with their Wilson interval, plain values as given. */
export function valueBar(v: ChartValue | undefined): BarValue {
  if (!v) return { v: 0, err: [0, 0] };
  if ("trials" in v) return shareBar(wilson(v.successes, v.trials));
  const err: [number, number] | undefined =
    v.lo !== undefined && v.hi !== undefined ? [round2(v.value - v.lo), round2(v.hi - v.value)] : undefined;
  return { v: round2(v.value), ...(err ? { err } : {}) };
}

/** Draws a chart a game describes as data (`LabChartSpec`). */
export function SpecChart({ spec, input }: { spec: LabChartSpec; input: LabChartInput }) {
  const { a, b, names } = input;
  // A game's chart words are English data (or already in the reader's language): shown through its translations.
  const g = useGameT(input.module.id);
  if (spec.kind === "series")
    return (
      <SeriesChart
        metric={spec.metric}
        a={a.summary}
        {...(b ? { b: b.summary } : {})}
        names={names}
        game={input.module.id}
        title={spec.title}
        {...(spec.note ? { note: spec.note } : {})}
        {...(spec.view ? { initialView: spec.view } : {})}
      />
    );
  if (spec.kind === "heat")
    return (
      <HeatLayers
        title={g(spec.title)}
        layers={spec.layers.map((l) => ({ ...l, label: g(l.label), note: g(l.note) }))}
        spaces={input.spaces}
        frame={input.module.map.frame(input.map)}
        names={names}
      />
    );
  const shares = spec.data.some((d) => "trials" in d.a);
  const errors = spec.data.some((d) => valueBar(d.a).err);
  return (
    <ChartCard title={g(spec.title)} note={g(spec.note)}>
      <PairBars
        names={names}
        unit={shares ? "%" : spec.unit ? g(spec.unit) : ""}
        errors={errors}
        {...(spec.reference !== undefined ? { reference: spec.reference } : {})}
        data={spec.data.map((d) => ({
          label: g(d.label),
          a: valueBar(d.a),
          ...(b && d.b ? { b: valueBar(d.b) } : {}),
        }))}
      />
    </ChartCard>
  );
}

/**
 * A code's own words, for a reader who should never see an id: `tie:intactHouses` → "tie-break:
 * intact houses", `allFiresOut` → "all fires out" (camelCase split, the `tie:` prefix worded).
 */
export function codeWords(code: string, tieBreak = "tie-break"): string {
  const words = (s: string) =>
    s
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .replace(/[_-]+/g, " ")
      .toLowerCase();
  const m = /^tie:(.*)$/.exec(code);
  return m ? `${tieBreak}: ${words(m[1] ?? "")}` : words(code);
}
