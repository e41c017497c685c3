/**
 * The balance lab's charts (recharts 3). Each takes the summary of run A and, when comparing, of
 * run B (same seeds). Percentages are shown 0–100. Animations are off: results stream in many
 * times a second and a chart should show the figures, not chase them.
 */
import type { Comparison, LabSummary, Proportion } from "@pudding/lab";
import type { ReactNode } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ErrorBar,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { CARD, FIRE, INK, WATER } from "./controls.js";

/** Size of one chart. */
const W = 380;
const H = 230;
const ordinal = (p: number) => `${p + 1}${["st", "nd", "rd"][p] ?? "th"}`;
const pct = (x: number) => Math.round(x * 1000) / 10;
const SEAT_COLOURS = ["#b3261e", "#2b5d8a", "#3c7d3a", "#c08a00", "#6b3fa0", "#7a5c2e"];

/** The two runs a chart shows. */
export interface ChartRuns {
  a: LabSummary;
  b?: LabSummary;
  /** Legend names of the runs. */
  names?: { a: string; b?: string };
}

/** A titled card around a chart, with a one-line reading guide. */
export function ChartCard({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <figure style={{ ...CARD, margin: 0, width: W + 24 }} aria-label={title} data-chart={title}>
      <figcaption style={{ fontWeight: 600, color: INK }}>{title}</figcaption>
      <div style={{ fontSize: 12, color: "#6b5a40", marginBottom: 6 }}>{note}</div>
      {children}
    </figure>
  );
}

const propBar = (p: Proportion | undefined) =>
  p && p.trials > 0 ? { v: pct(p.p), err: [pct(p.p - p.lo), pct(p.hi - p.p)] } : { v: 0, err: [0, 0] };

function PairBars({
  data,
  runs,
  unit = "%",
  errors = true,
}: {
  data: { label: string; a: { v: number; err: number[] }; b?: { v: number; err: number[] } }[];
  runs: ChartRuns;
  unit?: string;
  errors?: boolean;
}) {
  const rows = data.map((d) => ({ label: d.label, a: d.a.v, aErr: d.a.err, b: d.b?.v, bErr: d.b?.err }));
  return (
    <BarChart width={W} height={H} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
      <CartesianGrid strokeDasharray="3 3" stroke="#e5d9bb" />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} />
      <YAxis unit={unit} tick={{ fontSize: 12 }} />
      <Tooltip formatter={(v) => `${v}${unit}`} />
      {runs.b ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
      <Bar dataKey="a" name={runs.names?.a ?? "A"} fill={FIRE} isAnimationActive={false}>
        {errors ? <ErrorBar dataKey="aErr" stroke={INK} width={4} /> : null}
      </Bar>
      {runs.b ? (
        <Bar dataKey="b" name={runs.names?.b ?? "B"} fill={WATER} isAnimationActive={false}>
          {errors ? <ErrorBar dataKey="bErr" stroke={INK} width={4} /> : null}
        </Bar>
      ) : null}
    </BarChart>
  );
}

/** §7.2 win rate by turn-order position with Wilson 95% intervals (first-player advantage). */
export function WinRateChart({ runs }: { runs: ChartRuns }) {
  const par = runs.a.players ? Math.round(1000 / runs.a.players) / 10 : 0;
  return (
    <ChartCard
      title="Win rate by seat"
      note={`Turn order from the first player; whiskers are 95% intervals; par is ${par}%.`}
    >
      <PairBars
        runs={runs}
        data={runs.a.winRate.map((w, p) => ({
          label: ordinal(p),
          a: propBar(w),
          ...(runs.b ? { b: propBar(runs.b.winRate[p]) } : {}),
        }))}
      />
    </ChartCard>
  );
}

/** §7.1 score distribution per seat (share of games per 2-point bin). */
export function ScoreDistributionChart({ runs }: { runs: ChartRuns }) {
  const bins = runs.a.scoreHistogram[0] ?? [];
  const rows = bins.map((bin, i) => {
    const row: Record<string, number | string> = { score: bin.from };
    runs.a.scoreHistogram.forEach((h, p) => {
      row[`a${p}`] = runs.a.games ? pct((h[i]?.count ?? 0) / runs.a.games) : 0;
    });
    return row;
  });
  return (
    <ChartCard
      title="Score distribution by seat"
      note={`Share of ${runs.names?.a ?? "A"}'s games per 2-point score band.`}
    >
      <LineChart width={W} height={H} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5d9bb" />
        <XAxis dataKey="score" tick={{ fontSize: 12 }} />
        <YAxis unit="%" tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {runs.a.scoreHistogram.map((_, p) => (
          <Line
            // biome-ignore lint/suspicious/noArrayIndexKey: one line per seat position
            key={p}
            type="monotone"
            dataKey={`a${p}`}
            name={ordinal(p)}
            stroke={SEAT_COLOURS[p]}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartCard>
  );
}

/** Mean cumulative houses burnt by fire, turn by turn. */
export function BurntOverTimeChart({ runs }: { runs: ChartRuns }) {
  const n = Math.max(runs.a.burntByTurn.length, runs.b?.burntByTurn.length ?? 0);
  const rows = Array.from({ length: n }, (_, t) => ({
    turn: t + 1,
    a: round1(runs.a.burntByTurn[t] ?? runs.a.burntByTurn.at(-1) ?? 0),
    ...(runs.b ? { b: round1(runs.b.burntByTurn[t] ?? runs.b.burntByTurn.at(-1) ?? 0) } : {}),
  }));
  return (
    <ChartCard
      title="Houses burnt over time"
      note="Mean houses lost to fire by the end of each turn (120 on the board)."
    >
      <LineChart width={W} height={H} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e5d9bb" />
        <XAxis dataKey="turn" tick={{ fontSize: 12 }} />
        <YAxis tick={{ fontSize: 12 }} />
        <Tooltip />
        {runs.b ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
        <Line dataKey="a" name={runs.names?.a ?? "A"} stroke={FIRE} dot={false} isAnimationActive={false} />
        {runs.b ? (
          <Line
            dataKey="b"
            name={runs.names?.b ?? "B"}
            stroke={WATER}
            dot={false}
            isAnimationActive={false}
          />
        ) : null}
      </LineChart>
    </ChartCard>
  );
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Game length in turns (share of games). */
export function GameLengthChart({ runs }: { runs: ChartRuns }) {
  const all = [...runs.a.turnsHistogram, ...(runs.b?.turnsHistogram ?? [])];
  const lo = Math.min(...all.map((b) => b.from));
  const hi = Math.max(...all.map((b) => b.from));
  const share = (s: LabSummary | undefined, t: number) =>
    s?.games ? pct((s.turnsHistogram.find((b) => b.from === t)?.count ?? 0) / s.games) : 0;
  const rows = all.length
    ? Array.from({ length: hi - lo + 1 }, (_, i) => ({
        label: String(lo + i),
        a: { v: share(runs.a, lo + i), err: [0, 0] },
        ...(runs.b ? { b: { v: share(runs.b, lo + i), err: [0, 0] } } : {}),
      }))
    : [];
  return (
    <ChartCard
      title="Game length"
      note={`Turns per game: mean ${runs.a.turns.mean.toFixed(1)}${runs.b ? ` vs ${runs.b.turns.mean.toFixed(1)}` : ""}.`}
    >
      <PairBars runs={runs} data={rows} errors={false} />
    </ChartCard>
  );
}

/** §5.4 who holds the Hero of London at the end. */
export function HeroChart({ runs }: { runs: ChartRuns }) {
  const data = [
    ...runs.a.hero.map((h, p) => ({
      label: ordinal(p),
      a: propBar(h),
      ...(runs.b ? { b: propBar(runs.b.hero[p]) } : {}),
    })),
    { label: "nobody", a: propBar(runs.a.heroNone), ...(runs.b ? { b: propBar(runs.b.heroNone) } : {}) },
  ];
  return (
    <ChartCard title="Hero of London" note="Share of games in which each seat ends with the card (§5.4).">
      <PairBars runs={runs} data={data} />
    </ChartCard>
  );
}

/** §7.1 objectives whose district survived, by deck. */
export function ObjectivesChart({ runs }: { runs: ChartRuns }) {
  const data = ["I (2 VP)", "II (4 VP)", "III (6 VP)"].map((label, k) => ({
    label,
    a: propBar(runs.a.objectivesSurvived[k]),
    ...(runs.b ? { b: propBar(runs.b.objectivesSurvived[k]) } : {}),
  }));
  return (
    <ChartCard
      title="Objectives surviving"
      note="Share of dealt objective districts still standing at the end, by deck."
    >
      <PairBars runs={runs} data={data} />
    </ChartCard>
  );
}

/** §4.4 how often the no-move fallback happens. */
export function NoMoveChart({ runs }: { runs: ChartRuns }) {
  const per = (s: LabSummary) => ({ v: round1(s.noMoveTurns.mean * 100) / 100, err: [0, 0] });
  return (
    <ChartCard
      title="No-move fallback"
      note={`Games with a turn that had no playable card (§4.4): ${pct(runs.a.noMoveGames.p)}%${runs.b ? ` vs ${pct(runs.b.noMoveGames.p)}%` : ""}; turns per game ${per(runs.a).v}${runs.b ? ` vs ${per(runs.b).v}` : ""}.`}
    >
      <PairBars
        runs={runs}
        data={[
          {
            label: "games with a no-move turn",
            a: propBar(runs.a.noMoveGames),
            ...(runs.b ? { b: propBar(runs.b.noMoveGames) } : {}),
          },
        ]}
      />
    </ChartCard>
  );
}

/** The comparison table: every figure of A and B with the test, interval and the Holm mark. */
export function ComparisonTable({ rows, names }: { rows: Comparison[]; names?: { a: string; b?: string } }) {
  const isP = (k: string) =>
    k.startsWith("winRate") || k.startsWith("objectives") || k === "noMoveGames" || k === "heroNone";
  const f = (k: string, x: number) => (isP(k) ? `${pct(x)}%` : x.toFixed(2));
  const td = { padding: "3px 8px", borderTop: "1px solid #eadfc2", fontSize: 13 } as const;
  return (
    <div style={{ ...CARD, overflowX: "auto" }}>
      <div style={{ fontWeight: 600 }}>
        {names?.a ?? "A"} vs {names?.b ?? "B"} on the same seeds
      </div>
      <div style={{ fontSize: 12, color: "#6b5a40", marginBottom: 6 }}>
        ★ = significant after Holm's correction over all {rows.length} figures (family-wise α = 0.05). Means:
        Welch's t with a bootstrap interval; shares: two-proportion z.
      </div>
      <table
        style={{ borderCollapse: "collapse", width: "100%" }}
        aria-label="Comparison of the two rule sets"
      >
        <thead>
          <tr>
            {[
              "",
              "figure",
              names?.a ?? "A",
              names?.b ?? "B",
              `${names?.b ?? "B"} − ${names?.a ?? "A"} [95%]`,
              "p",
              "Holm p",
            ].map((h) => (
              <th key={h} style={{ ...td, textAlign: "left", borderTop: 0 }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr
              key={c.key}
              data-significant={c.significant ? "yes" : "no"}
              style={{ background: c.significant ? "#fde7d9" : undefined }}
            >
              <td style={{ ...td, color: FIRE }} aria-label={c.significant ? "significant" : undefined}>
                {c.significant ? "★" : ""}
              </td>
              <td style={td}>{c.label}</td>
              <td style={td}>{f(c.key, c.a)}</td>
              <td style={td}>{f(c.key, c.b)}</td>
              <td style={td}>
                {isP(c.key)
                  ? `${(100 * c.test.diff).toFixed(1)} pt [${(100 * c.lo).toFixed(1)}, ${(100 * c.hi).toFixed(1)}]`
                  : `${c.test.diff.toFixed(2)} [${c.lo.toFixed(2)}, ${c.hi.toFixed(2)}]`}
              </td>
              <td style={td}>{fmtP(c.test.p)}</td>
              <td style={td}>{fmtP(c.pAdjusted)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const fmtP = (p: number) => (p === 0 ? "< 1e-300" : p < 0.0001 ? p.toExponential(1) : p.toFixed(4));
