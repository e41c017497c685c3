/**
 * The generated form's controls: a toggle, a stepper, a choice (radio group), `OptionRow` (an
 * option's label, § and sentence beside its control), and generic editors for `custom` options no
 * game widget claims — by the value's shape: a list, a table of numbers per key, numbers per key,
 * or JSON. Plain DOM elements with labels, so they work with the keyboard and screen readers, and
 * wrap on a phone.
 */
import type { Issue, OptionMeta } from "@pudding/engine";
import type { CSSProperties, ReactNode } from "react";
import { useEffect, useId, useState } from "react";
import { useRulesWords } from "./messages.js";
import { canonical } from "./model.js";

/** Shared look (parchment and ink). */
export const INK = "#2b2118";
export const FIRE = "#b3261e";
export const WATER = "#2b5d8a";
export const MUTED = "#6b5a40";
export const CARD: CSSProperties = {
  background: "#fbf6e9",
  border: "1px solid #d8c9a3",
  borderRadius: 8,
  padding: 12,
  minWidth: 0,
  boxSizing: "border-box",
};
const SMALL_BUTTON: CSSProperties = {
  minWidth: 28,
  height: 28,
  borderRadius: 6,
  border: "1px solid #b9a678",
  background: "#fff",
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
  const { t } = useRulesWords();
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
      <span>{checked ? t("control.on") : t("control.off")}</span>
    </label>
  );
}

/** A number with − / + buttons, clamped to [min, max] and moved by `step` (default 1). */
export function Stepper({
  value,
  onChange,
  min = Number.NEGATIVE_INFINITY,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  unit = "",
  label,
}: {
  value: number;
  onChange: (v: number) => void;
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  label: string;
}) {
  const { t } = useRulesWords();
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  const whole = Number.isInteger(step);
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 6, flexWrap: "wrap" }}>
      <button
        type="button"
        style={SMALL_BUTTON}
        aria-label={t("control.less", { label })}
        disabled={value <= min}
        onClick={() => onChange(clamp(value - step))}
      >
        −
      </button>
      <input
        type="number"
        aria-label={label}
        value={Number.isFinite(value) ? value : ""}
        min={Number.isFinite(min) ? min : undefined}
        max={Number.isFinite(max) ? max : undefined}
        step={step}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (e.target.value !== "" && Number.isFinite(n) && (!whole || Number.isInteger(n)))
            onChange(clamp(n));
        }}
        style={{ width: 72, textAlign: "center", padding: 4 }}
      />
      <button
        type="button"
        style={SMALL_BUTTON}
        aria-label={t("control.more", { label })}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + step))}
      >
        +
      </button>
      {unit ? <span style={{ color: MUTED }}>{unit}</span> : null}
    </span>
  );
}

/** One of several values (strings, numbers or booleans), as a radio group. */
export function Choice({
  value,
  onChange,
  choices,
  label,
}: {
  value: unknown;
  onChange: (v: string | number | boolean) => void;
  choices: readonly { value: string | number | boolean; label: string }[];
  label: string;
}) {
  const name = useId();
  return (
    <fieldset
      style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 4, minWidth: 0 }}
      aria-label={label}
    >
      {choices.map((c, i) => (
        <label
          key={String(c.value)}
          style={{ display: "flex", gap: 6, alignItems: "center", cursor: "pointer" }}
        >
          <input
            type="radio"
            name={name}
            value={String(i)}
            checked={canonical(value) === canonical(c.value)}
            onChange={() => onChange(c.value)}
            style={{ accentColor: FIRE }}
          />
          {c.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The problems of one field, in red, each with its path. */
export function IssueList({
  issues,
  pathLabel = (p) => p,
}: {
  issues: readonly Issue[];
  /** Where an issue is, in words (default: its path). */
  pathLabel?: (path: string) => string;
}) {
  if (!issues.length) return null;
  return (
    <>
      {issues.map((i) => (
        <div
          key={i.path + i.message}
          role="alert"
          style={{ color: FIRE, fontSize: 13, overflowWrap: "anywhere" }}
        >
          <span data-path={i.path}>{pathLabel(i.path)}</span>: {i.message}
        </div>
      ))}
    </>
  );
}

/** An option's label, §, sentence and control (`wide`: the control goes below, full width). */
export function OptionRow({
  option,
  wide = false,
  children,
}: {
  option: Pick<OptionMeta, "key" | "label" | "rule" | "sentence">;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      style={{
        display: "flex",
        flexWrap: "wrap",
        gap: wide ? 6 : 12,
        padding: "8px 0",
        borderTop: "1px dashed #e0d3b0",
      }}
      data-option={option.key}
    >
      <div style={{ flex: wide ? "1 1 100%" : "1 1 220px", minWidth: 0 }}>
        <div style={{ fontWeight: 600 }}>
          {option.label}{" "}
          <span
            style={{
              fontWeight: 400,
              fontSize: 12,
              color: "#fff",
              background: "#7a5c2e",
              borderRadius: 4,
              padding: "1px 5px",
              whiteSpace: "nowrap",
            }}
          >
            {option.rule}
          </span>
        </div>
        <div style={{ fontSize: 13, color: "#5b4a33", marginTop: 2 }}>{option.sentence}</div>
      </div>
      <div
        style={{ flex: wide ? "1 1 100%" : "1 1 220px", alignSelf: "center", minWidth: 0, overflowX: "auto" }}
      >
        {children}
      </div>
    </div>
  );
}

const isPrimitive = (x: unknown) => typeof x === "number" || typeof x === "string";
const cellValue = (t: string): number | string => (/^\s*-?\d+(\.\d+)?\s*$/.test(t) ? Number(t) : t);

/**
 * A table of numbers per key (`{ "3": [5, 6], "4": [9, 9, 9, 5] }`): a row per key, a cell per
 * entry, − / + to remove or add one. Half-typed cells stay as text for the validator to report.
 */
export function NumberTable({
  value,
  onChange,
  label,
  issues = [],
  path = "",
  keyLabel = (k) => k,
}: {
  value: Record<string, readonly (number | string)[]>;
  onChange: (v: Record<string, (number | string)[]>) => void;
  label: string;
  issues?: readonly Issue[];
  path?: string;
  /** A row key in the reader's words (a race's name for its id); the key itself by default. */
  keyLabel?: (key: string) => string;
}) {
  const { t } = useRulesWords();
  const set = (k: string, cells: (number | string)[]) =>
    onChange({ ...value, [k]: cells } as Record<string, (number | string)[]>);
  return (
    <table style={{ borderCollapse: "collapse" }} aria-label={label}>
      <tbody>
        {Object.entries(value).map(([k, cells]) => {
          const rowIssues = issues.filter(
            (i) => i.path === `${path}.${k}` || i.path.startsWith(`${path}.${k}.`),
          );
          return (
            <tr
              key={k}
              data-row={k}
              aria-invalid={rowIssues.length ? true : undefined}
              title={rowIssues.map((i) => i.message).join("; ") || undefined}
              style={{ color: rowIssues.length ? FIRE : undefined }}
            >
              <th scope="row" style={{ textAlign: "left", padding: "2px 6px", fontWeight: 600 }}>
                {keyLabel(k)}
              </th>
              <td style={{ padding: 2 }}>
                <span style={{ display: "inline-flex", flexWrap: "wrap", gap: 3, alignItems: "center" }}>
                  {cells.map((c, i) => (
                    <input
                      // biome-ignore lint/suspicious/noArrayIndexKey: one cell per position
                      key={i}
                      aria-label={t("control.entry", { label, row: keyLabel(k), n: i + 1 })}
                      value={String(c)}
                      inputMode="numeric"
                      onChange={(e) =>
                        set(
                          k,
                          cells.map((x, j) => (j === i ? cellValue(e.target.value) : x)),
                        )
                      }
                      style={{
                        width: 40,
                        textAlign: "center",
                        padding: 3,
                        border: `1px solid ${typeof c === "number" ? "#b9a678" : FIRE}`,
                      }}
                    />
                  ))}
                  <button
                    type="button"
                    style={SMALL_BUTTON}
                    aria-label={t("control.removeEntry", { label, row: k })}
                    disabled={cells.length === 0}
                    onClick={() => set(k, cells.slice(0, -1))}
                  >
                    −
                  </button>
                  <button
                    type="button"
                    style={SMALL_BUTTON}
                    aria-label={t("control.addEntry", { label, row: k })}
                    onClick={() => set(k, [...cells, cells.at(-1) ?? 0])}
                  >
                    +
                  </button>
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A JSON text field: applies the value when the text parses, says why when it does not. */
function JsonField({
  value,
  onChange,
  label,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  label: string;
}) {
  const { t } = useRulesWords();
  const [text, setText] = useState(() => JSON.stringify(value, null, 1));
  const [bad, setBad] = useState<string | null>(null);
  useEffect(() => {
    setText((t) => {
      try {
        if (canonical(JSON.parse(t)) === canonical(value)) return t;
      } catch {
        // keep typing
      }
      return JSON.stringify(value, null, 1);
    });
  }, [value]);
  return (
    <span style={{ display: "grid", gap: 2 }}>
      <textarea
        aria-label={label}
        value={text}
        rows={Math.min(10, Math.max(2, text.split("\n").length))}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onChange(JSON.parse(e.target.value));
            setBad(null);
          } catch (x) {
            setBad(x instanceof Error ? x.message : String(x));
          }
        }}
        style={{
          width: "100%",
          boxSizing: "border-box",
          fontFamily: "ui-monospace, monospace",
          fontSize: 12,
        }}
      />
      {bad ? <span style={{ color: FIRE, fontSize: 12 }}>{t("control.badJson", { error: bad })}</span> : null}
    </span>
  );
}

/** A comma-separated list of strings or numbers. */
function ListField({
  value,
  onChange,
  label,
}: {
  value: readonly (string | number)[];
  onChange: (v: (string | number)[]) => void;
  label: string;
}) {
  const numbers = value.length > 0 && value.every((x) => typeof x === "number");
  const [text, setText] = useState(value.join(", "));
  // Keep the player's text while it still means the value (e.g. "1,2" vs "1, 2"); `parse` is pure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: parse is a pure function of its argument
  useEffect(() => {
    setText((t) => (canonical(parse(t)) === canonical(value) ? t : value.join(", ")));
  }, [value]);
  function parse(t: string): (string | number)[] {
    const parts = t
      .split(",")
      .map((x) => x.trim())
      .filter((x) => x !== "");
    return numbers ? parts.map(cellValue) : parts;
  }
  return (
    <input
      aria-label={label}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parse(e.target.value));
      }}
      style={{ width: "100%", boxSizing: "border-box", padding: 4 }}
    />
  );
}

/**
 * The editor of a `custom` option that no game widget claims, chosen by the value's shape: a list
 * (comma-separated), a table of numbers per key, numbers per key, a text, a number, or JSON.
 */
export function GenericValueEditor({
  value,
  onChange,
  label,
  issues = [],
  path = "",
  keyLabel = (k) => k,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  label: string;
  issues?: readonly Issue[];
  path?: string;
  /** A key of the value in the reader's words (a race's name for its id); the key itself by default. */
  keyLabel?: (key: string) => string;
}) {
  if (Array.isArray(value) && value.every(isPrimitive))
    return <ListField value={value as (string | number)[]} onChange={onChange} label={label} />;
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length && entries.every(([, v]) => Array.isArray(v) && v.every(isPrimitive)))
      return (
        <NumberTable
          value={value as Record<string, (number | string)[]>}
          onChange={onChange}
          label={label}
          issues={issues}
          path={path}
          keyLabel={keyLabel}
        />
      );
    if (entries.length && entries.every(([, v]) => isPrimitive(v)))
      return (
        // biome-ignore lint/a11y/useSemanticElements: an inline group that may sit inside a label or a table cell, where a fieldset may not
        <span style={{ display: "flex", flexWrap: "wrap", gap: "4px 12px" }} role="group" aria-label={label}>
          {entries.map(([k, v]) => (
            <label key={k} style={{ display: "inline-flex", gap: 4, alignItems: "center" }}>
              <span style={{ fontSize: 13 }}>{keyLabel(k)}</span>
              <input
                aria-label={`${label}: ${keyLabel(k)}`}
                value={String(v)}
                inputMode={typeof v === "number" ? "numeric" : undefined}
                onChange={(e) =>
                  onChange({
                    ...(value as object),
                    [k]: typeof v === "number" ? cellValue(e.target.value) : e.target.value,
                  })
                }
                style={{ width: typeof v === "number" ? 48 : 120, padding: 3 }}
              />
            </label>
          ))}
        </span>
      );
  }
  if (typeof value === "string")
    return (
      <input
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        style={{ padding: 4 }}
      />
    );
  if (typeof value === "number") return <Stepper label={label} value={value} onChange={onChange} />;
  if (typeof value === "boolean") return <Toggle label={label} checked={value} onChange={onChange} />;
  return <JsonField value={value} onChange={onChange} label={label} />;
}
