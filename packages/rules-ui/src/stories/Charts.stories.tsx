import { LONDON_1666 } from "@pudding/great-fire";
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  BurntOverTimeChart,
  ComparisonTable,
  GameLengthChart,
  HeroChart,
  NoMoveChart,
  ObjectivesChart,
  ScoreDistributionChart,
  WinRateChart,
} from "../charts.js";
import { HeatMap } from "../HeatMap.js";
import { BOARD, fixtureRuns, NAMES } from "./fixtures.js";

const meta: Meta = { title: "Lab/Charts" };
export default meta;

const both = () => {
  const r = fixtureRuns();
  return { a: r.a, b: r.b, names: NAMES };
};
const one = () => ({ a: fixtureRuns().a, names: { a: NAMES.a } });

/** §7.2 first-player advantage: win rate by seat with Wilson 95% intervals. */
export const WinRate: StoryObj = { render: () => <WinRateChart runs={one()} /> };
/** The same, two rule sets on the same seeds. */
export const WinRateCompared: StoryObj = { render: () => <WinRateChart runs={both()} /> };
/** §7.1 score distribution per seat. */
export const ScoreDistribution: StoryObj = { render: () => <ScoreDistributionChart runs={one()} /> };
/** Houses burnt, turn by turn. */
export const BurntOverTime: StoryObj = { render: () => <BurntOverTimeChart runs={both()} /> };
/** Game length: §8.2 long adds one round of turns. */
export const GameLength: StoryObj = { render: () => <GameLengthChart runs={both()} /> };
/** §5.4 Hero of London. */
export const Hero: StoryObj = { render: () => <HeroChart runs={both()} /> };
/** §7.1 objectives surviving by deck. */
export const Objectives: StoryObj = { render: () => <ObjectivesChart runs={both()} /> };
/** §4.4 no-move fallback frequency. */
export const NoMove: StoryObj = { render: () => <NoMoveChart runs={both()} /> };
/** Every figure compared, significant differences starred (Holm). */
export const Comparison: StoryObj = {
  render: () => <ComparisonTable rows={fixtureRuns().comparisons} names={NAMES} />,
};
/** How often each district burns, is demolished or is contained. */
export const HeatMapBoard: StoryObj = {
  name: "Heat map",
  render: () => (
    <HeatMap map={LONDON_1666} board={BOARD} summary={fixtureRuns().a} title={`Heat map — ${NAMES.a}`} />
  ),
};
