/**
 * What a game's UI package plugs into the Rules workspace and the balance lab: widgets for its
 * `custom` options (e.g. The Great Fire's Intensity grid) and lab charts of its own, which may
 * replace the generic chart of some of its metrics.
 */

import type { ChartSpec, Value } from "@pudding/editor-kit/rules-plugin";
import type { AnyGameModule, Issue, Locale, OptionMeta, Space } from "@pudding/engine";
import type { GameRecord, LabSummary } from "@pudding/lab";
import type { ComponentType } from "react";

/** Props of a widget editing one option. */
export interface RuleWidgetProps {
  /** The option as the reader sees it (label, sentence, choices and unit in the reader's language). */
  option: OptionMeta;
  /** The draft's value at `option.key` (may be invalid while the user types). */
  value: unknown;
  /** Writes a new value at `option.key` (invalid values are fine: `rules.parse` reports them). */
  onChange(value: unknown): void;
  /** Problems at or under `option.key`, from `rules.parse` and `rules.check` (paths from the rule set's root). */
  issues: readonly Issue[];
  /** The draft parsed by the schema alone (null when it does not have the schema's shape). */
  rules: unknown | null;
  module: AnyGameModule;
}

/** A widget for a `custom` option. */
export interface RuleWidget {
  Component: ComponentType<RuleWidgetProps>;
  /**
   * The value in words for the diff against the preset (default: compact JSON-like text), in
   * `locale` (English when absent).
   */
  describe?(value: unknown, locale?: Locale): string;
  /** The widget needs the card's whole width (its label and sentence go above it). */
  wide?: boolean;
}

/** One run as a chart sees it: the summary and the records (for figures of the game's own). */
export interface ChartRun {
  summary: LabSummary;
  records: readonly GameRecord[];
}

/** What a game's chart is given: run A (the rules under test) and, when comparing, run B. */
export interface LabChartInput {
  a: ChartRun;
  b?: ChartRun;
  /** Legend names of the runs. */
  names: { a: string; b?: string };
  module: AnyGameModule;
  /** The map the games were played on, and its spaces. */
  map: unknown;
  spaces: readonly Space[];
  /**
   * The reader's language: a chart's words the game makes at run time (notes with figures) are in
   * it. Static titles, notes and labels may stay English: the lab shows them through the game's
   * English-keyed translations (`rules.<gameId>`).
   */
  locale?: Locale;
}

/**
 * One value of a chart a game describes (a share or a plain value) and a chart described as data:
 * the shapes shared with the games' UI packages (`@pudding/editor-kit/rules-plugin`, where they are
 * documented), so that they exist once.
 */
export type ChartValue = Value;
export type LabChartSpec = ChartSpec;

/** A chart a game adds to the lab. */
export interface LabChartPlugin {
  /** Unique among the plug-in's charts. */
  id: string;
  /** Metric keys whose generic charts it replaces (drawn where the first of them would be). */
  replaces?: readonly string[];
  /** The chart for the runs so far (null: nothing to draw). */
  chart(input: LabChartInput): LabChartSpec | null;
}

/** A game's plug-ins for the Rules workspace and the lab. */
export interface RulesUiPlugin {
  /** Widgets by option key. */
  widgets?: Record<string, RuleWidget>;
  labCharts?: readonly LabChartPlugin[];
  /** Labels of the lab's comparison rows by key (e.g. `hero=-1` → "No Hero of London"). */
  labels?: Readonly<Record<string, string>>;
  /**
   * What the module's heat map (`lab.heat`) measures, in the game's words: its name and one
   * sentence (issue 32 §5: "% of games" said nothing of what happened there).
   */
  heat?: LabHeatWords;
  /**
   * Comparison rows (by key) the game's own charts show better, left out of the table — e.g. a mean
   * of ending codes, where the endings' shares say what happened (issue 32 §5).
   */
  hideRows?: readonly string[];
  /**
   * The name of an id the generic editors show as a key (a race's in a table of numbers per race),
   * in the reader's language; undefined leaves the key to the game's translations.
   */
  keyName?: (key: string, locale: Locale) => string | undefined;
}

/** What a game's lab heat map measures. */
export interface LabHeatWords {
  /** The metric's name, e.g. "Burnt". */
  label: string;
  /** One sentence, e.g. "Share of games in which the district's houses burnt (§4.3)." */
  note: string;
}
