/**
 * What a game's UI package plugs into the Rules workspace and the balance lab: widgets for its
 * `custom` options (e.g. The Great Fire's Intensity grid) and lab charts of its own, which may
 * replace the generic chart of some of its metrics.
 */
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
 * One value of a chart a game describes: a share (`successes` of `trials`, drawn in percent with its
 * Wilson 95% interval) or a plain value with an optional interval.
 */
export type ChartValue = { successes: number; trials: number } | { value: number; lo?: number; hi?: number };

/**
 * A chart a game describes as data; the lab draws it with its own components, so a game's UI
 * package needs neither recharts nor this package at run time.
 */
export type LabChartSpec =
  | {
      kind: "bars";
      title: string;
      note: string;
      /** A bar group per label: run A's value and, when comparing, run B's. */
      data: { label: string; a: ChartValue; b?: ChartValue }[];
      /** Axis unit for plain values (shares are always %). */
      unit?: string;
      /** A dashed reference line (e.g. par), in the bars' units. */
      reference?: number;
    }
  | {
      kind: "series";
      title: string;
      note?: string;
      /** A `series` metric of the module. */
      metric: string;
      /** Shown first: the mean per turn or the running total. */
      view?: "perStep" | "runningTotal";
    }
  | {
      kind: "heat";
      title: string;
      /** Layers to switch between, each a value per space id for run A (and B). */
      layers: {
        id: string;
        label: string;
        note: string;
        rgb?: [number, number, number];
        a: Record<string, number>;
        b?: Record<string, number>;
      }[];
    };

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
