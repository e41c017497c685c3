/**
 * The Rules workspace's model for any game module, free of React: the draft (a rule set being
 * edited, read and written at the options' dotted keys), validation by the module's own `parse`,
 * the options grouped as the module groups them, the diff against a preset in words, the live
 * consequences and checks per seat count, JSON import/export with path + message issues, and saved
 * rule sets in a Storage (localStorage), each tagged with its game.
 */
import {
  type AnyGameModule,
  type Consequence,
  type Issue,
  type Locale,
  type OptionMeta,
  type Preset,
  resolveRules,
} from "@pudding/engine";
import { tFor } from "@pudding/i18n";
import { RULES_UI_NS } from "./messages.js";

/** A rule set being edited: the module's rule set as plain JSON data, possibly invalid while typed. */
export type Draft = Record<string, unknown>;

/** The value at a dotted key (`scoring.coinsPerRegion`); undefined when absent. */
export function getAt(value: unknown, key: string): unknown {
  let v = value;
  for (const part of key.split(".")) {
    if (v && typeof v === "object" && Object.hasOwn(v, part)) v = (v as Record<string, unknown>)[part];
    else return undefined;
  }
  return v;
}

/** A copy of `draft` with `value` at the dotted key (objects on the way are copied, not mutated). */
export function setAt(draft: Draft, key: string, value: unknown): Draft {
  const [head, ...rest] = key.split(".") as [string, ...string[]];
  if (rest.length === 0) return { ...draft, [head]: value };
  const inner = draft[head];
  return {
    ...draft,
    [head]: setAt(inner && typeof inner === "object" ? (inner as Draft) : {}, rest.join("."), value),
  };
}

/** A deep copy of JSON data (drafts never share objects with presets or parsed rule sets). */
export const cloneJson = <T>(x: T): T => (x === undefined ? x : JSON.parse(JSON.stringify(x)));

/** JSON with object keys sorted, so equal rule sets compare equal whatever their key order. */
export function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v as object)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

/** A preset (or any rule-set input) as the complete rule set the module parses it to. */
export function presetRules(module: AnyGameModule, preset: string): Draft {
  const r = resolveRules<unknown>(module, preset);
  if (!r.ok) throw new Error(`${module.id}: preset ${preset} does not parse: ${r.issues[0]?.message}`);
  return cloneJson(r.value) as Draft;
}

/** The preset this rule set equals, if any. */
export function matchingPreset(module: AnyGameModule, rules: unknown): string | undefined {
  const text = canonical(rules);
  return module.rules.presets.find((p) => canonical(presetRules(module, p.id)) === text)?.id;
}

/** A preset by id. */
export const presetById = (module: AnyGameModule, id: string): Preset | undefined =>
  module.rules.presets.find((p) => p.id === id);

/** Options in groups, in the module's order of first appearance. */
export function groupOptions(module: AnyGameModule): { group: string; options: OptionMeta[] }[] {
  const out: { group: string; options: OptionMeta[] }[] = [];
  for (const o of module.rules.options) {
    let g = out.find((x) => x.group === o.group);
    if (!g) {
      g = { group: o.group, options: [] };
      out.push(g);
    }
    g.options.push(o);
  }
  return out;
}

/** The state of a draft: the module's verdict, and the structural parse (schema only) for consequences. */
export interface Validation {
  /** `rules.parse`: the rule set, or every problem (path + sentence). */
  parsed: { ok: true; rules: unknown } | { ok: false; issues: Issue[] };
  /** `rules.schema` alone (no cross-option checks): consequences can be shown for it even when parse refuses. */
  structural: unknown | null;
}

/** Validates a draft exactly as the module does. */
export function validate(module: AnyGameModule, draft: Draft): Validation {
  const p = module.rules.parse(draft);
  const s = module.rules.schema.safeParse(draft);
  return {
    parsed: p.ok ? { ok: true, rules: p.value } : { ok: false, issues: p.issues },
    structural: s.success ? s.data : null,
  };
}

/** Issues at or under a dotted key. */
export const issuesAt = (issues: readonly Issue[], key: string): Issue[] =>
  issues.filter((i) => i.path === key || i.path.startsWith(`${key}.`) || i.path.startsWith(`${key}[`));

/** A sentence-case label made to read inside a sentence ("On" → "on", "AP" stays). */
const inline = (s: string) =>
  s.length > 1 && s[1] === s[1]?.toLowerCase() ? s[0]?.toLowerCase() + s.slice(1) : s;

/** The words of on and off values in the reader's language (English: "on", "off"). */
export interface ValueWords {
  on: string;
  off: string;
}
const ON_OFF: ValueWords = { on: "on", off: "off" };

/** Compact text of any JSON value (`5/6/5`, `3: 5/6 · 4: 9/9`). */
export function compactValue(v: unknown, words: ValueWords = ON_OFF): string {
  if (Array.isArray(v)) return v.map((x) => compactValue(x, words)).join("/");
  if (v && typeof v === "object")
    return Object.entries(v)
      .map(([k, x]) => `${k}: ${compactValue(x, words)}`)
      .join(" · ");
  if (typeof v === "boolean") return v ? words.on : words.off;
  return String(v);
}

/**
 * Plain text of an option's value, as the diff shows it. `custom` options use `describe` when given.
 * `option` is as the reader sees it (its choices' labels and unit translated), `words` their on/off.
 */
export function describeValue(
  option: OptionMeta,
  value: unknown,
  describe?: (v: unknown) => string,
  words: ValueWords = ON_OFF,
): string {
  if (option.control === "custom" && describe) return describe(value);
  if (option.control === "toggle" || typeof value === "boolean") return value ? words.on : words.off;
  if (option.control === "select") {
    const c = option.choices?.find((x) => x.value === value);
    return c ? inline(c.label) : String(value);
  }
  if (option.control === "number" && typeof value === "number")
    return option.unit ? `${value} ${option.unit}` : String(value);
  return compactValue(value, words);
}

/** An English unit for one ("rounds" → "round", "action points" → "action point"). */
export function singular(unit: string): string {
  return unit.replace(/(\w+?)(es|s)$/, (_, stem: string, end: string) =>
    end === "es" && /(ch|sh|x|ss)$/.test(stem) ? stem : `${stem}${end === "es" ? "e" : ""}`,
  );
}

/** One changed option. */
export interface RuleChange {
  key: string;
  label: string;
  /** The rulebook § it changes. */
  rule: string;
  from: string;
  to: string;
}

/**
 * Options whose value differs from `base`, in the module's order. `lang` words them in the reader's
 * language: `option` gives an option as the reader sees it (translated label, choices, unit).
 */
export function diffRules(
  module: AnyGameModule,
  base: unknown,
  rules: unknown,
  describers: Record<string, ((v: unknown) => string) | undefined> = {},
  lang?: { option(o: OptionMeta): OptionMeta; words: ValueWords },
): RuleChange[] {
  return module.rules.options
    .filter((o) => canonical(getAt(base, o.key)) !== canonical(getAt(rules, o.key)))
    .map((english) => {
      const o = lang ? lang.option(english) : english;
      const was = getAt(base, o.key);
      const now = getAt(rules, o.key);
      // Numbers with a unit: the unit once, after the new value, and singular for one in English
      // ("1 → 2 rounds", "2 → 1 round"; issue 32 §6 read "1 rounds → 2 rounds").
      if (o.control === "number" && o.unit && typeof was === "number" && typeof now === "number") {
        const unit = now === 1 && english.unit === o.unit ? singular(o.unit) : o.unit;
        return { key: o.key, label: o.label, rule: o.rule, from: String(was), to: `${now} ${unit}` };
      }
      return {
        key: o.key,
        label: o.label,
        rule: o.rule,
        from: describeValue(o, was, describers[o.key], lang?.words),
        to: describeValue(o, now, describers[o.key], lang?.words),
      };
    });
}

/** The consequences and checks of a rule set at one seat count. */
export interface SeatConsequences {
  seats: number;
  rows: Consequence[];
  /** `rules.check` for this seat count. */
  issues: Issue[];
  /** No check issue and no consequence marked not ok. */
  ok: boolean;
}

/** Consequences per seat count the game supports (empty when the draft does not even have the schema's shape). */
export function consequencesBySeats(module: AnyGameModule, structural: unknown | null): SeatConsequences[] {
  if (structural === null) return [];
  const out: SeatConsequences[] = [];
  for (let n = module.seats.min; n <= module.seats.max; n++) {
    const rows = module.rules.consequences?.(structural, n) ?? [];
    const issues = module.rules.check?.(structural, n) ?? [];
    out.push({ seats: n, rows, issues, ok: issues.length === 0 && rows.every((r) => r.ok !== false) });
  }
  return out;
}

/**
 * Import a rule set from JSON text: the complete rule set or path + message issues (never throws).
 * The message for text that is not JSON is in `locale` (English by default).
 */
export function importRules(
  module: AnyGameModule,
  text: string,
  locale: Locale = "en",
): { ok: true; rules: Draft } | { ok: false; issues: Issue[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      issues: [
        {
          path: "(root)",
          message:
            locale === "en"
              ? `not valid JSON (${error})`
              : tFor(locale, RULES_UI_NS)("model.badJson", { error }),
        },
      ],
    };
  }
  const r = module.rules.parse(value);
  return r.ok ? { ok: true, rules: cloneJson(r.value) as Draft } : { ok: false, issues: r.issues };
}

/** Export a rule set as JSON text (a complete rule set: the module's `parse`, and `pudding --rules file`, read it back). */
export function exportRules(rules: unknown): string {
  return `${JSON.stringify(rules, null, 2)}\n`;
}

/** A named rule set kept in the browser. */
export interface SavedRules {
  name: string;
  /** The game's module id (entries saved before games had ids have none). */
  game?: string;
  rules: Draft;
  savedAt: string;
}

/** The storage key of saved rule sets (one list for every game; entries carry their game). */
export const STORAGE_KEY = "pudding-lane.rules.saved.v1";

/** The subset of the Web Storage API used here (window.localStorage in the app). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function readAll(store: KeyValueStore): Record<string, unknown>[] {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(STORAGE_KEY) ?? "[]");
  } catch {
    return [];
  }
  return Array.isArray(raw)
    ? raw.filter((x): x is Record<string, unknown> => !!x && typeof x === "object")
    : [];
}

/**
 * Whether a stored entry is a rule set of this game: tagged with its id, or (entries from before
 * the tag) one that the module parses back to exactly itself — so another game's sets never show.
 */
function ownEntry(module: AnyGameModule, e: Record<string, unknown>): Draft | null {
  if (typeof e.name !== "string") return null;
  if (e.game !== undefined && e.game !== module.id) return null;
  const r = module.rules.parse(e.rules);
  if (!r.ok) return null;
  if (e.game === undefined && canonical(r.value) !== canonical(e.rules)) return null;
  return cloneJson(r.value) as Draft;
}

/** This game's saved rule sets, sorted by name; entries that no longer parse are not listed. */
export function loadSaved(store: KeyValueStore, module: AnyGameModule): SavedRules[] {
  const out: SavedRules[] = [];
  for (const e of readAll(store)) {
    const rules = ownEntry(module, e);
    if (rules) out.push({ name: e.name as string, game: module.id, rules, savedAt: String(e.savedAt ?? "") });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** Saves (or replaces by name, within this game) a rule set; returns this game's list. Other games' entries are kept as they are. */
export function saveRules(
  store: KeyValueStore,
  module: AnyGameModule,
  name: string,
  rules: unknown,
  now: string,
): SavedRules[] {
  const clean = name.trim();
  if (!clean) throw new Error("give the rule set a name before saving");
  const kept = readAll(store).filter((e) => !(e.name === clean && ownEntry(module, e)));
  kept.push({ name: clean, game: module.id, rules: cloneJson(rules), savedAt: now });
  kept.sort((a, b) => String(a.name).localeCompare(String(b.name)));
  store.setItem(STORAGE_KEY, JSON.stringify(kept));
  return loadSaved(store, module);
}

/** Deletes this game's saved rule set by name; returns this game's list. */
export function deleteSaved(store: KeyValueStore, module: AnyGameModule, name: string): SavedRules[] {
  store.setItem(
    STORAGE_KEY,
    JSON.stringify(readAll(store).filter((e) => !(e.name === name && ownEntry(module, e)))),
  );
  return loadSaved(store, module);
}
