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

/** A share (drawn in percent with its 95% interval) or a plain value. */
export type Value = { successes: number; trials: number } | { value: number; lo?: number; hi?: number };

/** A chart described as data; the lab draws it. */
export type ChartSpec =
  | {
      kind: "bars";
      title: string;
      note: string;
      data: { label: string; a: Value; b?: Value }[];
      unit?: string;
      reference?: number;
    }
  | { kind: "series"; title: string; note?: string; metric: string; view?: "perStep" | "runningTotal" }
  | {
      kind: "heat";
      title: string;
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
