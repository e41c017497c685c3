/**
 * @pudding/rules-ui — the Rules workspace (visual rule-set editor with live consequences) and the
 * balance lab panel (Web Workers, recharts charts, board heat map). React 19, no Next.js dependency.
 */
export { BalanceLab, type BalanceLabProps, type NamedRules } from "./BalanceLab.js";
export {
  BurntOverTimeChart,
  ChartCard,
  type ChartRuns,
  ComparisonTable,
  GameLengthChart,
  HeroChart,
  NoMoveChart,
  ObjectivesChart,
  ScoreDistributionChart,
  WinRateChart,
} from "./charts.js";
export { Choice, IntensityGrid, OptionRow, Stepper, Toggle } from "./controls.js";
export { HeatMap, type HeatMetric, heatColour, heatTints } from "./HeatMap.js";
export * from "./model.js";
export { type PublishResult, RulesWorkspace, type RulesWorkspaceProps } from "./RulesWorkspace.js";
export { createLabWorker } from "./worker.js";
