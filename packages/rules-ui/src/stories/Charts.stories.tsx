import type { Meta, StoryObj } from "@storybook/react-vite";
import { LabResults } from "../BalanceLab.js";
import {
  ComparisonTable,
  DecidedByChart,
  GameLengthChart,
  MetricChart,
  PointsChart,
  PointsDistributionChart,
  SpecChart,
  WinRateChart,
} from "../charts.js";
import { SpaceHeatMap } from "../HeatMap.js";
import { alone, claims, greatFire } from "./fixtures.js";
import { PLUGINS } from "./games.js";

const meta: Meta = { title: "Lab/Charts", parameters: { layout: "padded" } };
export default meta;

const box = (children: React.ReactNode) => <div style={{ maxWidth: 420 }}>{children}</div>;
const gf = () => greatFire().input;
const gfPlugin = (id: string) => {
  const p = PLUGINS["great-fire-1666"]?.labCharts?.find((c) => c.id === id);
  const spec = p?.chart(gf());
  return spec ? <SpecChart spec={spec} input={gf()} /> : null;
};

/** Win rate by turn-order position with Wilson 95% intervals and par (The Great Fire, one run). */
export const WinRate: StoryObj = { render: () => box(<WinRateChart {...alone(greatFire())} />) };
/** The same, two rule sets on the same seeds. */
export const WinRateCompared: StoryObj = { render: () => box(<WinRateChart {...gf()} />) };
/** Mean points by position with 95% intervals. */
export const Points: StoryObj = { render: () => box(<PointsChart {...gf()} />) };
/** Every seat's points as a histogram over common bins: bars, never a smoothed curve (issue 20). */
export const PointsDistribution: StoryObj = { render: () => box(<PointsDistributionChart {...gf()} />) };
/** Game length: §8.2 long adds one round of turns. */
export const GameLength: StoryObj = { render: () => box(<GameLengthChart {...gf()} />) };
/** How the winners were decided (points, a tie-break, shared). */
export const DecidedBy: StoryObj = { render: () => box(<DecidedByChart {...gf()} />) };
/** A number metric as a histogram (§5.5 houses demolished). */
export const NumberMetric: StoryObj = {
  render: () =>
    box(<MetricChart metric="housesDemolished" a={gf().a.summary} b={gf().b?.summary} names={gf().names} />),
};
/** A number metric charted as categories (§5.4 Hero of London, generic labels). */
export const CategoryMetric: StoryObj = {
  render: () => box(<MetricChart metric="hero" a={gf().a.summary} b={gf().b?.summary} names={gf().names} />),
};
/** A series metric over turns, per turn or running total (§4.3 houses burnt). */
export const SeriesMetric: StoryObj = {
  render: () =>
    box(<MetricChart metric="burntPerTurn" a={gf().a.summary} b={gf().b?.summary} names={gf().names} />),
};
/** The Great Fire's own charts (from its UI package): the board burning over time. */
export const GreatFireBurntOverTime: StoryObj = { render: () => box(gfPlugin("burnt-over-time")) };
/** §5.4 Hero of London by seat, and nobody. */
export const GreatFireHero: StoryObj = { render: () => box(gfPlugin("hero")) };
/** §7.1 objectives surviving, as a share of those dealt, by deck. */
export const GreatFireObjectives: StoryObj = { render: () => box(gfPlugin("objectives")) };
/** §4.4 the no-move fallback. */
export const GreatFireNoMove: StoryObj = { render: () => box(gfPlugin("no-move")) };
/** Every figure compared, A − B, significant differences starred (Holm). */
export const Comparison: StoryObj = {
  render: () => <ComparisonTable rows={greatFire().comparisons} names={gf().names} />,
};
/** How often each district burns (the module's heat over its spaces). */
export const HeatMapBoard: StoryObj = {
  name: "Heat map",
  render: () => (
    <SpaceHeatMap
      spaces={gf().spaces}
      frame={gf().module.map.frame(gf().map)}
      values={gf().a.summary.heat}
      title={`Heat map — ${gf().names.a}`}
    />
  ),
};
/** Every chart of The Great Fire's lab, as the panel shows them after a run. */
export const GreatFireAll: StoryObj = {
  name: "The Great Fire: every chart",
  render: () => (
    <div style={{ display: "grid", gap: 12 }}>
      <LabResults
        props={gf()}
        comparisons={greatFire().comparisons}
        charts={PLUGINS["great-fire-1666"]?.labCharts}
      />
    </div>
  ),
};
/** Every chart of the toy game's lab: its metrics (two histograms, a series, per seat) and heat. */
export const ClaimsAll: StoryObj = {
  name: "Claims (toy game): every chart",
  render: () => (
    <div style={{ display: "grid", gap: 12 }}>
      <LabResults props={claims().input} comparisons={claims().comparisons} />
    </div>
  ),
};
