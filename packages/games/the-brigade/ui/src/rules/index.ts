/**
 * The Brigade's plug-ins for the Rules workspace and the balance lab (`@pudding/the-brigade-ui/rules`;
 * pass `BRIGADE_RULES_UI` as `RulesWorkspace`'s `plugins`): the track and data-set widgets and the
 * game's own lab charts, described as data; `withLabFields` for hosts that serve the lab themselves.
 */
import { BRIGADE_COMPARISON_LABELS, BRIGADE_HIDDEN_ROWS, BRIGADE_LAB_CHARTS } from "./lab.js";
import "./translations.js";
import type { ChartPlugin, Widget } from "@pudding/editor-kit/rules-plugin";
import { BRIGADE_WIDGETS } from "./widgets.js";

export type {
  ChartInput,
  ChartPlugin,
  ChartSpec,
  Widget,
  WidgetProps,
} from "@pudding/editor-kit/rules-plugin";
export {
  BRIGADE_COMPARISON_LABELS,
  BRIGADE_HIDDEN_ROWS,
  BRIGADE_LAB_CHARTS,
  byAffiliation,
  destroyedOverTime,
  ENDING_LABELS,
  endingChart,
  gridHeat,
  wardenChart,
  withLabFields,
} from "./lab.js";
export { BRIGADE_RULES_NS, BRIGADE_RULES_TRANSLATIONS, brigadeRulesT } from "./translations.js";
export { BRIGADE_WIDGETS, TRACKS_WIDGET } from "./widgets.js";

/** Everything The Brigade plugs into the Rules workspace and its lab. */
export const BRIGADE_RULES_UI: {
  widgets: Record<string, Widget>;
  labCharts: readonly ChartPlugin[];
  labels: Record<string, string>;
  /** What the lab's heat map measures (issue 32 §5). */
  heat: { label: string; note: string };
  /** Comparison rows the game's charts show better. */
  hideRows: readonly string[];
} = {
  hideRows: BRIGADE_HIDDEN_ROWS,
  heat: {
    label: "Fire",
    note: "Intensity increases per game on each square (fire spread, fireballs, abilities).",
  },
  widgets: BRIGADE_WIDGETS,
  labCharts: BRIGADE_LAB_CHARTS,
  labels: BRIGADE_COMPARISON_LABELS,
};
