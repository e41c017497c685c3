/**
 * Small World Underground's plug-ins for the Rules workspace and the balance lab
 * (`@pudding/small-world-underground-ui/rules`; pass `SWU_RULES_UI` as the workspace's plugins):
 * the race and power pools and the die as widgets, and the lab's per-race and per-power charts.
 */
import { SWU_LAB_CHARTS } from "./lab-charts.js";
import "./translations.js";
import type { ChartPlugin, Widget } from "@pudding/editor-kit/rules-plugin";
import {
  DIE_WIDGET,
  MARKER_POOL_WIDGET,
  POWER_POOL_WIDGET,
  RACE_POOL_WIDGET,
  swuKeyName,
} from "./widgets.js";

export type {
  ChartInput,
  ChartPlugin,
  ChartSpec,
  Widget,
  WidgetProps,
} from "@pudding/editor-kit/rules-plugin";
export { pickedChart, SWU_LAB_CHARTS, scoreChart } from "./lab-charts.js";
export { SWU_RULES_NS, SWU_RULES_TRANSLATIONS, swuRulesT } from "./translations.js";
export {
  DIE_WIDGET,
  MARKER_POOL_WIDGET,
  POWER_POOL_WIDGET,
  RACE_POOL_WIDGET,
  swuKeyName,
} from "./widgets.js";

/** The lab's comparison rows in this game's words. */
export const SWU_COMPARISON_LABELS: Record<string, string> = {
  firstDeclineRound: "Round of the first decline",
};

/** Everything Small World Underground plugs into the Rules workspace and its lab. */
export const SWU_RULES_UI: {
  widgets: Record<string, Widget>;
  labCharts: readonly ChartPlugin[];
  labels: Record<string, string>;
  /** What the lab's heat map measures (issue 32 §5). */
  heat: { label: string; note: string };
  /** Names of the ids the generic editors show as keys (races, powers, markers). */
  keyName: typeof swuKeyName;
} = {
  keyName: swuKeyName,
  heat: { label: "Conquests", note: "Times each region was conquered, per game." },
  widgets: {
    racePool: RACE_POOL_WIDGET,
    powerPool: POWER_POOL_WIDGET,
    dieFaces: DIE_WIDGET,
    markerPool: MARKER_POOL_WIDGET,
  },
  labCharts: SWU_LAB_CHARTS,
  labels: SWU_COMPARISON_LABELS,
};
