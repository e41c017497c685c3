"use client";
/**
 * One control per field kind (text, textarea, number, toggle, select, segmented, space), generated
 * from a `FieldSpec`: the property panels are lists of these. A control never edits the document
 * itself; it calls `onChange` with the new value (or `undefined` to remove an optional field).
 */
import { useEffect, useState } from "react";
import { useEditorT } from "../i18n.js";
import { type FieldOption, type FieldSpec, sameValue } from "../model/fields.js";

/** A text field that commits on Enter or blur (ids, whose rename touches many records). */
export function CommitField({
  label,
  value,
  onCommit,
  testId,
}: {
  label: string;
  value: string;
  onCommit: (v: string) => void;
  testId?: string;
}) {
  const [v, setV] = useState(value);
  useEffect(() => setV(value), [value]);
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type="text"
        value={v}
        data-testid={testId}
        onChange={(e) => setV(e.target.value)}
        onBlur={() => v !== value && onCommit(v)}
        onKeyDown={(e) => {
          if (e.key === "Enter") (e.target as HTMLInputElement).blur();
          if (e.key === "Escape") setV(value);
        }}
      />
    </label>
  );
}

/** Props of {@link FieldControl}. */
export interface FieldControlProps {
  field: FieldSpec;
  value: unknown;
  onChange(value: unknown): void;
  /** Space ids and names, for `space` fields. */
  spaces?: readonly { id: string; name: string }[];
  /** Translates the field's English words (a plug-in's catalogue); default: as they are. */
  tr?: (english: string) => string;
}

/** A field with its label, help and options' words translated. */
function translateField(f: FieldSpec, tr: (english: string) => string): FieldSpec {
  return {
    ...f,
    label: tr(f.label),
    ...(f.hint ? { hint: tr(f.hint) } : {}),
    ...(f.options
      ? {
          options: f.options.map((o) => ({
            ...o,
            label: tr(o.label),
            ...(o.title ? { title: tr(o.title) } : {}),
          })),
        }
      : {}),
  };
}

const indexOf = (options: readonly FieldOption[], value: unknown) =>
  options.findIndex((o) => sameValue(o.value, value));

/** The control of one field. */
export function FieldControl({ field: given, value, onChange, spaces = [], tr }: FieldControlProps) {
  const t = useEditorT();
  const f = tr ? translateField(given, tr) : given;
  switch (f.control) {
    case "text":
      return (
        <label className="field">
          <span>{f.label}</span>
          <input
            type="text"
            aria-label={f.label}
            value={String(value ?? "")}
            onChange={(e) => onChange(e.target.value)}
          />
        </label>
      );
    case "textarea":
      return (
        <label className="field">
          <span>{f.label}</span>
          <textarea
            aria-label={f.label}
            rows={2}
            value={String(value ?? "")}
            onChange={(e) => onChange(e.target.value)}
          />
        </label>
      );
    case "number":
      return (
        <label className="field">
          <span>{f.label}</span>
          <input
            type="number"
            aria-label={f.label}
            min={f.min}
            max={f.max}
            step={f.step ?? (f.integer ? 1 : "any")}
            value={typeof value === "number" ? value : ""}
            onChange={(e) => {
              if (e.target.value === "" && f.optional) return onChange(undefined);
              const n = Number(e.target.value);
              if (!Number.isFinite(n) || (f.integer && !Number.isInteger(n))) return;
              if ((f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max)) return;
              onChange(n);
            }}
          />
        </label>
      );
    case "toggle":
      return (
        <label className="field">
          <span>{f.label}</span>
          <input
            type="checkbox"
            aria-label={f.label}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked ? true : f.optional ? undefined : false)}
          />
        </label>
      );
    case "select": {
      const options = f.options ?? [];
      const i = indexOf(options, value);
      return (
        <label className="field">
          <span>{f.label}</span>
          <select
            aria-label={f.label}
            value={i < 0 ? "" : String(i)}
            onChange={(e) =>
              onChange(e.target.value === "" ? undefined : options[Number(e.target.value)]?.value)
            }
          >
            {f.optional || i < 0 ? <option value="">{t("field.none")}</option> : null}
            {options.map((o, k) => (
              <option key={o.label} value={String(k)}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      );
    }
    case "segmented":
      return (
        <div className="field">
          <span>{f.label}</span>
          <div className="row" role="radiogroup" aria-label={f.label}>
            {(f.options ?? []).map((o) => (
              <button
                key={o.label}
                type="button"
                aria-pressed={sameValue(o.value, value)}
                aria-label={`${f.label} ${o.title ?? o.label}`}
                title={o.title}
                style={o.colour ? { borderColor: o.colour, borderWidth: 2 } : undefined}
                onClick={() => onChange(o.value)}
              >
                {o.label}
              </button>
            ))}
          </div>
        </div>
      );
    case "space":
      return (
        <label className="field">
          <span>{f.label}</span>
          <select aria-label={f.label} value={String(value ?? "")} onChange={(e) => onChange(e.target.value)}>
            {spaces.map((s) => (
              <option key={s.id} value={s.id}>
                {s.id}
              </option>
            ))}
          </select>
        </label>
      );
  }
}
