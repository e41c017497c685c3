/**
 * Field metadata: what a property panel shows for a record and how each value is edited. The kit
 * generates its panels from these lists (tldraw's records-with-validators lesson), and can read the
 * lists off a JSON Schema (`fieldsFromJsonSchema`), so a game whose fields are plain enums, numbers,
 * booleans and texts needs no panel code at all; a game adds overrides only where a value is richer
 * (The Great Fire's objective band, a deck and its points, is one choice).
 */

/** How a field is edited. `space` picks a space by id (a reference). */
export type FieldControl = "text" | "textarea" | "number" | "toggle" | "select" | "segmented" | "space";

/** One choice of a `select` or `segmented` field. `value: undefined` means "none" (field removed). */
export interface FieldOption {
  value: unknown;
  label: string;
  /** A swatch colour (segmented buttons, palette). */
  colour?: string;
  /** A longer name for screen readers and tooltips. */
  title?: string;
}

/** One editable field of a record. */
export interface FieldSpec {
  /** Dotted path inside the record (`houses`, `tile.terrain`). */
  key: string;
  label: string;
  control: FieldControl;
  options?: FieldOption[];
  /** The field may be absent: a select offers "none", a toggle off removes it. */
  optional?: boolean;
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
  /** A sentence under the field. */
  hint?: string;
}

/** Reads a dotted path of a record. */
export function getField(record: Record<string, unknown>, key: string): unknown {
  let v: unknown = record;
  for (const k of key.split(".")) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

/**
 * The top-level key and value that set `key` to `value` in a record (nested objects are copied,
 * an `undefined` value removes the field; an emptied nested object is removed too).
 */
export function setField(record: Record<string, unknown>, key: string, value: unknown): [string, unknown] {
  const [head, ...rest] = key.split(".") as [string, ...string[]];
  if (rest.length === 0) return [head, value];
  const inner = (record[head] && typeof record[head] === "object" ? record[head] : {}) as Record<
    string,
    unknown
  >;
  const [k, v] = setField(inner, rest.join("."), value);
  const next: Record<string, unknown> = { ...inner };
  if (v === undefined) delete next[k];
  else next[k] = v;
  return [head, Object.keys(next).length ? next : undefined];
}

/** Do two field values mean the same (deep, by JSON)? */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** `extraAction` → `Extra action`, `setup_icon` → `Setup icon`. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : key;
}

/** The part of JSON Schema (draft 2020-12, as zod writes it) the inference reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** Options of `fieldsFromJsonSchema`. */
export interface InferOptions {
  /** Keys not to show (the kit's own: id, name, polygon, label, cell are always skipped). */
  skip?: readonly string[];
  /** Labels by key (default: the key humanized). */
  labels?: Record<string, string>;
  /** Option labels by key and value (`{ kind: { origin: "origin (Pudding Lane)" } }`). */
  optionLabels?: Record<string, Record<string, string>>;
  /** Whole fields replacing the inferred ones (or added where nothing could be inferred). */
  overrides?: Record<string, FieldSpec>;
  /** Prefix for every key (`tile.` for the fields of a nested object). */
  prefix?: string;
}

const KIT_KEYS = new Set(["id", "name", "polygon", "label", "cell"]);

/** The constant choices of a schema (`enum`, `const`, or `anyOf` of constants), or null. */
export function choicesOf(s: JsonSchema): unknown[] | null {
  if (s.enum) return s.enum;
  if ("const" in s) return [s.const];
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) {
    const out: unknown[] = [];
    for (const a of alts) {
      const c = choicesOf(a);
      if (!c) return null;
      out.push(...c);
    }
    return out;
  }
  return null;
}

/** One field from one property schema, or null when no plain control fits it. */
export function fieldFromSchema(
  key: string,
  s: JsonSchema,
  optional: boolean,
  o: InferOptions = {},
): FieldSpec | null {
  const label = o.labels?.[key] ?? humanize(key.split(".").pop() ?? key);
  const choices = choicesOf(s);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  if (choices) {
    if (choices.length <= 1 && !optional) return null; // a constant: nothing to edit
    return {
      key,
      label,
      control: "select",
      optional,
      options: choices.map((value) => ({
        value,
        label: o.optionLabels?.[key]?.[String(value)] ?? String(value),
      })),
    };
  }
  if (type === "boolean") return { key, label, control: "toggle", optional };
  if (type === "integer" || type === "number")
    return {
      key,
      label,
      control: "number",
      optional,
      integer: type === "integer",
      min: s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum : undefined),
      max: s.maximum,
      step: type === "integer" ? 1 : undefined,
    };
  if (type === "string")
    return { key, label, control: (s.maxLength ?? 0) > 200 ? "textarea" : "text", optional };
  return null;
}

/**
 * The fields of an object schema: one per property a plain control can edit (enums and constants
 * unions → select, booleans → toggle, integers and numbers → number with their bounds, texts →
 * text), in the schema's order; `overrides` replace or add fields.
 */
export function fieldsFromJsonSchema(schema: JsonSchema, o: InferOptions = {}): FieldSpec[] {
  const required = new Set(schema.required ?? []);
  const skip = new Set([...KIT_KEYS, ...(o.skip ?? [])]);
  const out: FieldSpec[] = [];
  const done = new Set<string>();
  for (const [k, s] of Object.entries(schema.properties ?? {})) {
    if (skip.has(k)) continue;
    const key = `${o.prefix ?? ""}${k}`;
    const f = o.overrides?.[k] ?? fieldFromSchema(key, s, !required.has(k) && s.default === undefined, o);
    if (f) out.push(f);
    done.add(k);
  }
  for (const [k, f] of Object.entries(o.overrides ?? {})) if (!done.has(k)) out.push(f);
  return out;
}

/** Follows a local `$ref` (`#/$defs/x`) of `root`, or returns the schema itself. */
export function deref(root: JsonSchema, s: JsonSchema | undefined): JsonSchema | undefined {
  if (!s?.$ref) return s;
  const m = /^#\/\$defs\/(.+)$/.exec(s.$ref);
  return m ? root.$defs?.[m[1] as string] : undefined;
}
