/**
 * The rule editor's controls: a toggle, a stepper, a choice (radio group) and the Intensity-count
 * grid, plus `OptionRow`, which shows an option's label, rulebook § and plain sentence beside its
 * control. Plain DOM elements with labels, so they work with the keyboard and screen readers.
 */
import type { CSSProperties, ReactNode } from "react";
import { useId } from "react";
import { type Consequence, type OptionInfo, PLAYER_COUNTS, type RulesForm } from "./model.js";

/** Shared look (parchment and ink, like the board). */
export const INK = "#2b2118";
export const FIRE = "#b3261e";
export const WATER = "#2b5d8a";
export const CARD: CSSProperties = {
  background: "#fbf6e9",
  border: "1px solid #d8c9a3",
  borderRadius: 8,
  padding: 12,
};

/** An on/off switch. */
export function Toggle({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
}) {
  return (
    <label style={{ display: "inline-flex", alignItems: "center", gap: 8, cursor: "pointer" }}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        aria-label={label}
        onChange={(e) => onChange(e.target.checked)}
        style={{ width: 18, height: 18, accentColor: FIRE }}
      />
      <span>{checked ? "On" : "Off"}</span>
    </label>
  );
}

/** A whole-number stepper with − / + buttons, clamped to [min, max]. */
export function Stepper({
  value,
  onChange,
  min,
  max,
  unit,
  label,
}: {
  value: number;
  onChange: (v: number) => void;
  min: number;
  max: number;
  unit: string;
  label: string;
}) {
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  const btn: CSSProperties = {
    width: 28,
    height: 28,
    borderRadius: 6,
    border: "1px solid #b9a678",
    background: "#fff",
  };
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
      <button
        type="button"
        style={btn}
        aria-label={`${label}: one less`}
        disabled={value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        type="number"
        aria-label={label}
        value={value}
        min={min}
        max={max}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (Number.isInteger(n)) onChange(clamp(n));
        }}
        style={{ width: 56, textAlign: "center", padding: 4 }}
      />
      <button
        type="button"
        style={btn}
        aria-label={`${label}: one more`}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
      <span style={{ color: "#6b5a40" }}>{unit}</span>
    </span>
  );
}

/** One of several values, as a radio group. */
export function Choice({
  value,
  onChange,
  choices,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  choices: { value: string; label: string }[];
  label: string;
}) {
  const name = useId();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 4 }} aria-label={label}>
      {choices.map((c) => (
        <label key={c.value} style={{ display: "flex", gap: 6, alignItems: "center", cursor: "pointer" }}>
          <input
            type="radio"
            name={name}
            value={c.value}
            checked={value === c.value}
            onChange={() => onChange(c.value)}
            style={{ accentColor: FIRE }}
          />
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * §2.7 the Intensity-count grid: one row per player count, one cell per Intensity card (A, B, …),
 * with + / − to add or remove a card, the deck and turn totals, and who resolves what.
 */
export function IntensityGrid({
  counts,
  onChange,
  consequences,
}: {
  counts: RulesForm["intensityCounts"];
  onChange: (next: RulesForm["intensityCounts"]) => void;
  consequences: Consequence[];
}) {
  const set = (p: "3" | "4" | "5" | "6", cells: string[]) => onChange({ ...counts, [p]: cells });
  const th: CSSProperties = { textAlign: "left", fontWeight: 600, padding: "2px 6px", fontSize: 13 };
  return (
    <table
      style={{ borderCollapse: "collapse" }}
      aria-label="Cards under each Intensity card, per player count"
    >
      <thead>
        <tr>
          <th style={th}>Players</th>
          {["A", "B", "C", "D", "E", "F"].map((l) => (
            <th key={l} style={{ ...th, textAlign: "center" }}>
              {l}
            </th>
          ))}
          <th style={th} />
          <th style={th}>Each seat resolves</th>
        </tr>
      </thead>
      <tbody>
        {PLAYER_COUNTS.map((p) => {
          const key = String(p) as "3" | "4" | "5" | "6";
          const cells = counts[key];
          const c = consequences.find((x) => x.players === p);
          return (
            <tr key={p}>
              <td style={{ padding: "2px 6px" }}>{p}</td>
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <td key={i} style={{ padding: 2 }}>
                  {i < cells.length ? (
                    <input
                      aria-label={`${p} players, Intensity ${String.fromCharCode(65 + i)}`}
                      value={cells[i]}
                      inputMode="numeric"
                      onChange={(e) =>
                        set(
                          key,
                          cells.map((x, j) => (j === i ? e.target.value : x)),
                        )
                      }
                      style={{
                        width: 38,
                        textAlign: "center",
                        padding: 3,
                        border: `1px solid ${/^\d+$/.test(cells[i] ?? "") ? "#b9a678" : FIRE}`,
                      }}
                    />
                  ) : null}
                </td>
              ))}
              <td style={{ padding: 2, whiteSpace: "nowrap" }}>
                <button
                  type="button"
                  aria-label={`${p} players: remove the last Intensity card`}
                  disabled={cells.length <= 1}
                  onClick={() => set(key, cells.slice(0, -1))}
                >
                  −
                </button>
                <button
                  type="button"
                  aria-label={`${p} players: add an Intensity card`}
                  disabled={cells.length >= 6}
                  onClick={() => set(key, [...cells, "5"])}
                >
                  +
                </button>
              </td>
              <td style={{ padding: "2px 6px", color: c?.balanced ? INK : FIRE }}>
                {c ? `${c.resolutions.join(" · ")} ${c.balanced ? "✓" : "✗ unequal"}` : ""}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** An option's label, §, sentence and control. */
export function OptionRow({ info, children }: { info: OptionInfo; children: ReactNode }) {
  // The Intensity grid needs the whole width; other controls sit beside their sentence.
  const wide = info.control.kind === "grid";
  return (
    <div
      style={{
        display: "grid",
        gridTemplateColumns: wide ? "1fr" : "minmax(180px, 1fr) minmax(200px, 1.2fr)",
        gap: wide ? 6 : 12,
        padding: "8px 0",
        borderTop: "1px dashed #e0d3b0",
      }}
      data-option={info.key}
    >
      <div>
        <div style={{ fontWeight: 600 }}>
          {info.label}{" "}
          <span
            style={{
              fontWeight: 400,
              fontSize: 12,
              color: "#fff",
              background: "#7a5c2e",
              borderRadius: 4,
              padding: "1px 5px",
            }}
          >
            {info.section}
          </span>
        </div>
        <div style={{ fontSize: 13, color: "#5b4a33", marginTop: 2 }}>{info.sentence}</div>
      </div>
      <div style={{ alignSelf: "center" }}>{children}</div>
    </div>
  );
}
