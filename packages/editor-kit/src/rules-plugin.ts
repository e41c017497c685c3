/**
 * The shapes a game's UI package's plug-ins exchange with the Rules workspace and the balance lab
 * (`@pudding/rules-ui`'s `RuleWidget`, `LabChartPlugin`, `LabChartSpec`), declared by structure so
 * a game's UI package needs no dependency on the workspace (which lists the games for its stories
 * and tests): a host passes these plug-ins to `RulesWorkspace` and TypeScript checks they fit there.
 * Types only. Once for every game (issue 32): each game's UI package kept its own copy before.
 */
import type { Locale } from "@pudding/i18n";
import type { ReactNode } from "react";

/** A problem at a path of the rule set. */
export interface PathIssue {
  path: string;
  message: string;
}

/** What the workspace gives a widget (a subset of rules-ui's `RuleWidgetProps`). */
export interface WidgetProps {
  /** The draft's value at the option's key (may be invalid while typed). */
  value: unknown;
  onChange(value: unknown): void;
  /** Problems at or under the option's key. */
  issues: readonly PathIssue[];
}

/** A widget for a `custom` option. */
export interface Widget {
  /** A function component (so it fits wherever a component taking more props is expected). */
  Component: (props: WidgetProps) => ReactNode;
  /** The value in words for the diff, in `locale` (English when absent). */
  describe?(value: unknown, locale?: Locale): string;
  wide?: boolean;
}

/** One game's record as the lab keeps it (generic fields + the module's collector fields). */
export type LabRecord = Readonly<Record<string, unknown>> & { players: number };

/** A run as a chart is given it. */
export interface Run {
  summary: { games: number; players: number };
  records: readonly LabRecord[];
}

/** What a lab chart is given (a subset of rules-ui's `LabChartInput`). */
export interface ChartInput {
  a: Run;
  b?: Run;
  names: { a: string; b?: string };
  map: unknown;
  /** The reader's language (English when absent): notes worded at run time are in it. */
  locale?: Locale;
}

/**
 * One value of a chart a game describes: a share (`successes` of `trials`, drawn in percent with its
 * Wilson 95% interval) or a plain value with an optional interval.
 */
export type Value = { successes: number; trials: number } | { value: number; lo?: number; hi?: number };

/**
 * A chart a game describes as data; the lab draws it with its own components, so a game's UI
 * package needs neither recharts nor the workspace at run time.
 */
export type ChartSpec =
  | {
      kind: "bars";
      title: string;
      note: string;
      /** A bar group per label: run A's value and, when comparing, run B's. */
      data: { label: string; a: Value; b?: Value }[];
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

/** A chart a game adds to the lab, in place of the generic charts of `replaces`. */
export interface ChartPlugin {
  id: string;
  replaces?: readonly string[];
  chart(input: ChartInput): ChartSpec | null;
}
