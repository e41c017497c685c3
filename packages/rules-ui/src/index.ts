/**
 * @pudding/rules-ui — the Rules workspace for any game module (a form generated from its options,
 * presets and diff, live consequences, save/export/import/publish) and the balance lab panel (the
 * host's Web Workers, recharts charts from the module's metrics, a heat map over its spaces). Games
 * plug in widgets and charts (`RulesUiPlugin`). React 19, no Next.js dependency; never imports a game.
 */

/** The lab's figures and statistics a game's charts may need, re-exported for UI packages. */
export {
  type GameRecord,
  type LabSummary,
  type MetricSummary,
  ordinal,
  type Proportion,
  wilson,
} from "@pudding/lab";
export { BalanceLab, type BalanceLabProps, LabResults, type NamedRules } from "./BalanceLab.js";
export {
  type BarValue,
  ChartCard,
  type ChartRuns,
  ComparisonTable,
  DecidedByChart,
  GameLengthChart,
  HistogramBars,
  MetricChart,
  meanBar,
  PairBars,
  PointsChart,
  PointsDistributionChart,
  SeriesChart,
  SpecChart,
  shareBar,
  valueBar,
  WinRateChart,
} from "./charts.js";
export {
  CARD,
  Choice,
  FIRE,
  GenericValueEditor,
  INK,
  IssueList,
  MUTED,
  NumberTable,
  OptionRow,
  Stepper,
  Toggle,
  WATER,
} from "./controls.js";
export { HeatLayers, heatColour, SpaceHeatMap, type SpaceHeatMapProps } from "./HeatMap.js";
export {
  gameNs,
  gameT,
  numberIn,
  RULES_UI_MESSAGES,
  RULES_UI_NS,
  type RulesWords,
  rulesWords,
  useGameT,
  useRulesWords,
} from "./messages.js";
export * from "./model.js";
export type {
  ChartRun,
  ChartValue,
  LabChartInput,
  LabChartPlugin,
  LabChartSpec,
  RulesUiPlugin,
  RuleWidget,
  RuleWidgetProps,
} from "./plugins.js";
export { type PublishResult, RulesWorkspace, type RulesWorkspaceProps } from "./RulesWorkspace.js";
