/**
 * The card editor's form controls and pickers: labelled fields that show their problems under
 * them, the firestorm pattern painter (a 6 × 6 grid of buttons over the city with the University
 * drawn in, §5.2 — a click cycles a square's fireballs 0 → 1 → 2 → 3, R13), the compass for a
 * wind's direction (§5.1, R11) and the track editor with its blue circles (§10, §17.4).
 */
import type { Issue } from "@pudding/engine";
import { useT } from "@pudding/i18n";
import { type CSSProperties, Fragment, type ReactNode } from "react";
import { BRIGADE_NS } from "../messages.js";
import { TONES } from "../table/colours.js";
import { CARDS_NS } from "./messages.js";

const SERIF = "Georgia, 'Times New Roman', serif";

/** Styles shared by the card editor. */
export const UI = {
  input: {
    font: `14px ${SERIF}`,
    padding: "4px 6px",
    border: "1px solid #a89d88",
    borderRadius: 6,
    background: "#fffdf6",
    color: TONES.ink,
    minWidth: 0,
    boxSizing: "border-box" as const,
    width: "100%",
  } satisfies CSSProperties,
  button: {
    font: `14px ${SERIF}`,
    padding: "5px 10px",
    border: "1px solid #7a6542",
    borderRadius: 8,
    background: "#f7efd9",
    color: TONES.ink,
    cursor: "pointer",
  } satisfies CSSProperties,
  primary: {
    font: `bold 14px ${SERIF}`,
    padding: "6px 12px",
    border: "1px solid #7a520a",
    borderRadius: 8,
    background: "#f2cf5b",
    color: "#3b2a1a",
    cursor: "pointer",
  } satisfies CSSProperties,
  card: {
    background: "#f7efd9",
    border: "2px solid #cdbb94",
    borderRadius: 12,
    padding: 10,
    fontFamily: SERIF,
    color: TONES.ink,
    minWidth: 0,
  } satisfies CSSProperties,
};

/** Problems under a field. */
export function FieldIssues({ issues }: { issues: readonly Issue[] }) {
  if (!issues.length) return null;
  return (
    <ul
      data-testid="field-issues"
      style={{ margin: "2px 0 0", padding: 0, listStyle: "none", color: "#9b1c1c", fontSize: 12 }}
    >
      {issues.map((i) => (
        <li key={`${i.path}:${i.message}`}>
          {i.message} <code style={{ fontSize: 11, color: TONES.muted }}>{i.path}</code>
        </li>
      ))}
    </ul>
  );
}

/** A labelled field with its problems. */
export function Field({
  label,
  hint,
  issues = [],
  children,
  wide,
}: {
  label: string;
  hint?: string;
  issues?: readonly Issue[];
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is passed as `children`
    <label
      style={{ display: "grid", gap: 2, fontSize: 13, gridColumn: wide ? "1 / -1" : undefined, minWidth: 0 }}
    >
      <span style={{ fontWeight: "bold" }}>{label}</span>
      {children}
      {hint ? <span style={{ fontSize: 11, color: TONES.muted }}>{hint}</span> : null}
      <FieldIssues issues={issues} />
    </label>
  );
}

/** A text input. */
export function TextInput({
  value,
  onChange,
  label,
  multiline,
}: {
  value: string | undefined;
  onChange(v: string): void;
  label: string;
  multiline?: boolean;
}) {
  return multiline ? (
    <textarea
      aria-label={label}
      style={{ ...UI.input, minHeight: 54, resize: "vertical" }}
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value)}
    />
  ) : (
    <input
      aria-label={label}
      style={UI.input}
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A whole-number input (an empty box gives `undefined`, so the schema says what is missing). */
export function NumberInput({
  value,
  onChange,
  label,
  min,
  max,
}: {
  value: number | undefined;
  onChange(v: number | undefined): void;
  label: string;
  min?: number;
  max?: number;
}) {
  return (
    <input
      aria-label={label}
      type="number"
      style={{ ...UI.input, width: 90 }}
      min={min}
      max={max}
      step={1}
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
    />
  );
}

/** A select over string options with their meanings. */
export function Select({
  value,
  onChange,
  label,
  options,
}: {
  value: string | undefined;
  onChange(v: string): void;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <select
      aria-label={label}
      style={UI.input}
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

const UNI = new Set(["C3", "D3", "C4", "D4"]);
const CORNER = new Set(["A1", "F1", "A6", "F6"]);
const ROWS = [1, 2, 3, 4, 5, 6] as const;
const COLS = ["A", "B", "C", "D", "E", "F"] as const;

/** §5.2: the firestorm's squares, painted by clicking (0 → 1 → 2 → 3 fireballs, R13). */
export function PatternEditor({
  fireballs,
  onToggle,
  size = 264,
}: {
  fireballs: readonly { cell: string; count?: number }[];
  onToggle(cell: string): void;
  size?: number;
}) {
  const t = useT(CARDS_NS);
  const marks = new Map(fireballs.map((f) => [f.cell, f.count ?? 1]));
  const k = Math.floor(size / 6);
  return (
    <fieldset
      data-testid="pattern-editor"
      aria-label={t("pattern.aria")}
      style={{
        display: "grid",
        gridTemplateColumns: `repeat(6, ${k}px)`,
        gap: 2,
        margin: 0,
        border: 0,
        minWidth: 0,
        padding: 6,
        background: "#8b7a5c",
        borderRadius: 8,
        width: "fit-content",
        position: "relative",
      }}
    >
      {ROWS.map((row) => (
        <Fragment key={row}>
          {COLS.map((col) => {
            const id = `${col}${row}`;
            const n = marks.get(id) ?? 0;
            const corner = CORNER.has(id);
            return (
              <button
                key={id}
                type="button"
                data-cell={id}
                aria-label={t(corner ? "pattern.cornerCell" : "pattern.cell", { cell: id, count: n })}
                aria-pressed={n > 0}
                title={
                  corner ? t("pattern.cornerTitle", { cell: id }) : t("pattern.cell", { cell: id, count: n })
                }
                onClick={() => onToggle(id)}
                style={{
                  width: k,
                  height: k,
                  padding: 0,
                  border: UNI.has(id) ? "2px solid #5d3f98" : "1px solid #5b4a2e",
                  borderRadius: 4,
                  background: corner ? "#b9ad98" : UNI.has(id) ? "#e3dcf2" : "#fbf4e2",
                  cursor: "pointer",
                  position: "relative",
                  font: `bold ${Math.round(k * 0.28)}px ${SERIF}`,
                  color: TONES.ember,
                }}
              >
                <span
                  style={{
                    position: "absolute",
                    left: 3,
                    top: 1,
                    fontSize: Math.max(9, k * 0.18),
                    // Dark enough on the paper, the University's lilac and a corner's grey (WCAG 1.4.3).
                    color: "#362a1c",
                    fontWeight: "normal",
                  }}
                >
                  {id}
                </span>
                {n > 0 ? (
                  <svg
                    width={k * 0.7}
                    height={k * 0.7}
                    viewBox="0 0 24 24"
                    aria-hidden
                    style={{ display: "block", margin: "auto" }}
                  >
                    <circle cx={12} cy={12} r={8} fill={TONES.fire} stroke={TONES.ember} strokeWidth={1.4} />
                    <circle cx={10.5} cy={12.5} r={3.5} fill={TONES.fireCore} />
                  </svg>
                ) : null}
                {n > 1 ? <span style={{ position: "absolute", right: 3, bottom: 1 }}>×{n}</span> : null}
              </button>
            );
          })}
        </Fragment>
      ))}
    </fieldset>
  );
}

const DIRS = [
  ["NW", "N", "NE"],
  ["W", "", "E"],
  ["SW", "S", "SE"],
] as const;

/** §5.1: the wind's direction on a compass (diagonals exist for real cards only, R11). */
export function CompassPicker({ value, onChange }: { value: string; onChange(d: string): void }) {
  const t = useT(CARDS_NS);
  return (
    <fieldset
      aria-label={t("compass.aria")}
      data-testid="compass"
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(3, 52px)",
        gap: 4,
        margin: 0,
        border: 0,
        padding: 0,
        minWidth: 0,
      }}
    >
      {DIRS.flat().map((d) =>
        d ? (
          <button
            key={d}
            type="button"
            aria-pressed={value === d}
            aria-label={t("compass.towards", { dir: t(`compass.${d}`) })}
            onClick={() => onChange(d)}
            title={d.length === 2 ? t("compass.diagonal") : undefined}
            style={{
              ...UI.button,
              padding: 0,
              height: 44,
              background: value === d ? "#3d7fa8" : "#e8f2f7",
              color: value === d ? "#fff" : "#1f4a66",
              fontWeight: "bold",
            }}
          >
            {t(`compass.${d}`)}
          </button>
        ) : (
          <span
            key="centre"
            aria-hidden
            style={{ display: "flex", alignItems: "center", justifyContent: "center", fontSize: 22 }}
          >
            ✺
          </span>
        ),
      )}
    </fieldset>
  );
}

/** The track names (§10), in English (shown through the table's `track.<key>` words). */
export const TRACK_NAMES = {
  squad: "Squad Members",
  cistern: "Cistern Capacity",
  command: "Command",
} as const;

/** Track values as written: three lists of numbers (§17.4). */
export type TracksValue = Record<keyof typeof TRACK_NAMES, number[]>;

/**
 * §10, §17.4: the value printed on each space of the three tracks, the last space the blue circle;
 * spaces can be added and removed (3 to 10).
 */
export function TracksEditor({
  value,
  onChange,
  issues = [],
}: {
  value: TracksValue;
  onChange(v: TracksValue): void;
  issues?: readonly Issue[];
}) {
  const t = useT(CARDS_NS);
  const tb = useT(BRIGADE_NS);
  return (
    <div data-testid="tracks-editor" style={{ display: "grid", gap: 10 }}>
      {(Object.keys(TRACK_NAMES) as (keyof typeof TRACK_NAMES)[]).map((key) => {
        const values = value[key] ?? [];
        const set = (i: number, v: number) =>
          onChange({ ...value, [key]: values.map((x, j) => (j === i ? v : x)) });
        const track = tb(`track.${key}`);
        const mine = issues.filter((x) => x.path.includes(`tracks.${key}`) || x.path.startsWith(`${key}`));
        return (
          <fieldset
            key={key}
            style={{ border: "1px solid #cdbb94", borderRadius: 8, padding: 6, minWidth: 0 }}
          >
            <legend style={{ fontWeight: "bold", fontSize: 13 }}>{track}</legend>
            <div style={{ display: "flex", gap: 4, flexWrap: "wrap", alignItems: "center" }}>
              {values.map((v, i) => {
                const last = i === values.length - 1;
                return (
                  <input
                    // biome-ignore lint/suspicious/noArrayIndexKey: track spaces are positional
                    key={i}
                    aria-label={t(last ? "tracks.spaceBlue" : "tracks.space", { track, n: i + 1 })}
                    type="number"
                    min={0}
                    max={9}
                    value={v}
                    onChange={(e) => set(i, Number(e.target.value))}
                    style={{
                      width: 44,
                      height: 44,
                      borderRadius: "50%",
                      textAlign: "center",
                      font: `bold 15px ${SERIF}`,
                      border: `2px solid ${last ? "#163f86" : "#8b7a5c"}`,
                      background: last ? TONES.blue : "#fbf4e2",
                      color: last ? "#fff" : TONES.ink,
                    }}
                  />
                );
              })}
              <button
                type="button"
                style={UI.button}
                disabled={values.length <= 3}
                onClick={() => onChange({ ...value, [key]: values.slice(0, -1) })}
                aria-label={t("tracks.remove", { track })}
              >
                −
              </button>
              <button
                type="button"
                style={UI.button}
                disabled={values.length >= 10}
                onClick={() => onChange({ ...value, [key]: [...values, values[values.length - 1] ?? 0] })}
                aria-label={t("tracks.add", { track })}
              >
                +
              </button>
            </div>
            <FieldIssues issues={mine} />
          </fieldset>
        );
      })}
    </div>
  );
}
