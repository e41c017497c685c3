/**
 * The Great Fire's plug-ins for the Rules workspace and the balance lab (pass `GREAT_FIRE_RULES_UI`
 * as `RulesWorkspace`'s `plugins`): the §2.7 Intensity grid for the `intensityCounts` option, and the
 * game's own lab charts, described as data.
 */
import { INTENSITY_WIDGET } from "./intensity-grid.js";
import "./translations.js";
import type { ChartPlugin, Widget } from "@pudding/editor-kit/rules-plugin";
import { GREAT_FIRE_LAB_CHARTS } from "./lab-charts.js";

export type {
  ChartInput,
  ChartPlugin,
  ChartSpec,
  Widget,
  WidgetProps,
} from "@pudding/editor-kit/rules-plugin";
export { describeIntensityCounts, INTENSITY_WIDGET, IntensityGrid, resolutions } from "./intensity-grid.js";
export {
  burntOverTime,
  districtLayers,
  districtShares,
  GREAT_FIRE_LAB_CHARTS,
  heroChart,
  noMoveChart,
  objectivesChart,
} from "./lab-charts.js";
export {
  GREAT_FIRE_RULES_NS,
  GREAT_FIRE_RULES_TRANSLATIONS,
  greatFireRulesT,
} from "./translations.js";

/** The lab's comparison rows in The Great Fire's words (§5.4 Hero of London by turn-order position). */
export const GREAT_FIRE_COMPARISON_LABELS: Record<string, string> = {
  "hero=-1": "No Hero of London",
  ...Object.fromEntries(
    [0, 1, 2, 3, 4, 5].map((p) => [
      `hero=${p}`,
      `Hero of London, ${p + 1}${["st", "nd", "rd"][p] ?? "th"} player`,
    ]),
  ),
};

/** Everything The Great Fire plugs into the Rules workspace and its lab. */
export const GREAT_FIRE_RULES_UI: {
  widgets: Record<string, Widget>;
  labCharts: readonly ChartPlugin[];
  labels: Record<string, string>;
  /** What the lab's heat map measures (issue 32 §5). */
  heat: { label: string; note: string };
} = {
  heat: { label: "Burnt", note: "Share of games in which each district's houses burnt (§4.3)." },
  widgets: { intensityCounts: INTENSITY_WIDGET },
  labCharts: GREAT_FIRE_LAB_CHARTS,
  labels: GREAT_FIRE_COMPARISON_LABELS,
};
