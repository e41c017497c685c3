/**
 * §2.7 The Great Fire's Intensity-count grid, a widget for the Rules workspace's `intensityCounts`
 * option: one row per player count, one cell per Intensity card (A, B, …) holding how many Fire
 * Movement cards lie above it, + / − to add or remove a card, and who resolves what — every seat must
 * resolve the same number. Cells keep what is typed (a half-typed cell stays text for `parse` to
 * report).
 */

import type { Widget, WidgetProps } from "@pudding/editor-kit/rules-plugin";
import { intensityResolutions } from "@pudding/great-fire";
import { gettext, useT } from "@pudding/i18n";
import type { CSSProperties } from "react";
import { GREAT_FIRE_RULES_NS } from "./translations.js";

const INK = "#2b2118";
const FIRE = "#b3261e";

const COUNTS = ["3", "4", "5", "6"] as const;
type Cells = Record<(typeof COUNTS)[number], (number | string)[]>;
const LETTERS = ["A", "B", "C", "D", "E", "F"];
const cellValue = (t: string): number | string => (/^\s*\d+\s*$/.test(t) ? Number(t) : t);

function cellsOf(value: unknown): Cells {
  const v = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const row = (k: string) => (Array.isArray(v[k]) ? (v[k] as (number | string)[]) : []);
  return { "3": row("3"), "4": row("4"), "5": row("5"), "6": row("6") };
}

/** Intensity cards each seat resolves, from the first player on, for the whole-number cells of a row. */
export function resolutions(cells: readonly (number | string)[], players: number): number[] {
  const counts = cells.filter((c): c is number => typeof c === "number" && Number.isInteger(c) && c > 0);
  return counts.length ? intensityResolutions(counts, players) : new Array(players).fill(0);
}

/** The grid. */
export function IntensityGrid({ value, onChange, issues }: WidgetProps) {
  const g = gettext(useT(GREAT_FIRE_RULES_NS));
  const counts = cellsOf(value);
  const set = (p: (typeof COUNTS)[number], cells: (number | string)[]) => onChange({ ...counts, [p]: cells });
  const th: CSSProperties = { textAlign: "left", fontWeight: 600, padding: "2px 6px", fontSize: 13 };
  return (
    <table
      style={{ borderCollapse: "collapse" }}
      aria-label={g("Cards under each Intensity card, per player count")}
    >
      <thead>
        <tr>
          <th style={th}>{g("Players")}</th>
          {LETTERS.map((l) => (
            <th key={l} style={{ ...th, textAlign: "center" }}>
              {l}
            </th>
          ))}
          <th style={th} />
          <th style={th}>{g("Each seat resolves")}</th>
        </tr>
      </thead>
      <tbody>
        {COUNTS.map((key) => {
          const p = Number(key);
          const cells = counts[key];
          const per = resolutions(cells, p);
          const balanced = per.every((x) => x === per[0]);
          const rowIssues = issues.filter(
            (i) => i.path === `intensityCounts.${key}` || i.path.startsWith(`intensityCounts.${key}.`),
          );
          return (
            <tr key={key} data-row={key} title={rowIssues.map((i) => i.message).join("; ") || undefined}>
              <td style={{ padding: "2px 6px" }}>{p}</td>
              {LETTERS.map((letter, i) => (
                <td key={letter} style={{ padding: 2 }}>
                  {i < cells.length ? (
                    <input
                      aria-label={g("{{p}} players, Intensity {{letter}}", { p, letter })}
                      value={String(cells[i])}
                      inputMode="numeric"
                      onChange={(e) =>
                        set(
                          key,
                          cells.map((x, j) => (j === i ? cellValue(e.target.value) : x)),
                        )
                      }
                      style={{
                        width: 34,
                        textAlign: "center",
                        padding: 3,
                        border: `1px solid ${typeof cells[i] === "number" ? "#b9a678" : FIRE}`,
                      }}
                    />
                  ) : null}
                </td>
              ))}
              <td style={{ padding: 2, whiteSpace: "nowrap" }}>
                <button
                  type="button"
                  aria-label={g("{{p}} players: remove the last Intensity card", { p })}
                  disabled={cells.length <= 1}
                  onClick={() => set(key, cells.slice(0, -1))}
                >
                  −
                </button>
                <button
                  type="button"
                  aria-label={g("{{p}} players: add an Intensity card", { p })}
                  disabled={cells.length >= 6}
                  onClick={() => set(key, [...cells, 5])}
                >
                  +
                </button>
              </td>
              <td
                style={{
                  padding: "2px 6px",
                  color: balanced && !rowIssues.length ? INK : FIRE,
                  whiteSpace: "nowrap",
                }}
              >
                {/* Issue 32 §6: a ✓ in red when the row had another problem; the problem is said instead. */}
                {per.join(" · ")}{" "}
                {!balanced
                  ? g("✗ unequal")
                  : rowIssues.length
                    ? `✗ ${rowIssues.map((i) => i.message).join("; ")}`
                    : "✓"}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** `intensityCounts` in words for the diff: "3p 5/6/5/6/5/6, 4p 9/9/9/5, …". */
export function describeIntensityCounts(value: unknown): string {
  const c = cellsOf(value);
  return COUNTS.map((k) => `${k}p ${c[k].join("/")}`).join(", ");
}

/** The widget as the Rules workspace takes it. */
export const INTENSITY_WIDGET: Widget = {
  Component: IntensityGrid,
  describe: describeIntensityCounts,
  wide: true,
};
