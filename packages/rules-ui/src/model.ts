/**
 * The Rules workspace's model, free of React: what each RuleSet option is (its rulebook §, the turn
 * phase it belongs to, one plain sentence, the control that edits it), the form ↔ RuleSet round
 * trip, the diff against a preset, the live consequences of a rule set per player count, JSON
 * import/export with path + message issues, and saved rule sets in a Storage (localStorage).
 */
import {
  type Issue,
  intensityBalanceIssues,
  intensityResolutions,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  parseRules,
  type RuleSet,
  RuleSetSchema,
} from "@pudding/great-fire";

/** Option names of a rule set. */
export type OptionKey = keyof RuleSet;
/** Player counts the game supports (§2). */
export const PLAYER_COUNTS = [3, 4, 5, 6] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];
type CountKey = "3" | "4" | "5" | "6";

/** The control that edits an option. */
export type Control =
  | { kind: "toggle" }
  | { kind: "stepper"; min: number; max: number; unit: string }
  | { kind: "choice"; choices: { value: string; label: string }[] }
  | { kind: "grid" };

/** Turn phases the options are grouped by (§3). */
export const PHASES = [
  { id: "setup", title: "Setup (§2)" },
  { id: "spread", title: "A. Spread the fire (§4)" },
  { id: "actions", title: "B. Actions (§5)" },
  { id: "draw", title: "C. Draw and Intensity (§6)" },
  { id: "end", title: "Endgame and scoring (§7–§8)" },
] as const;
export type PhaseId = (typeof PHASES)[number]["id"];

/** What the editor shows for one option. */
export interface OptionInfo {
  key: OptionKey;
  label: string;
  /** Rulebook section, e.g. "§4.5". */
  section: string;
  phase: PhaseId;
  /** One plain sentence of what it does. */
  sentence: string;
  control: Control;
}

/** Every option of the RuleSet (a test fails when the engine adds one that is missing here). */
export const OPTIONS: readonly OptionInfo[] = [
  {
    key: "housesNoSameColourInDistrict",
    label: "No two houses of one colour in a district",
    section: "§2.2",
    phase: "setup",
    sentence:
      "Houses are rearranged within each region so that no district holds two houses of the same colour.",
    control: { kind: "toggle" },
  },
  {
    key: "publicColours",
    label: "Public colour cards",
    section: "§8.1",
    phase: "setup",
    sentence: "Everyone's house colour is public and pawns match their house colour (the easy game).",
    control: { kind: "toggle" },
  },
  {
    key: "pawnColours",
    label: "Pawn colours",
    section: "§2.4",
    phase: "setup",
    sentence:
      "Which pawns each player takes; the secret colour card is dealt independently of the pawn either way (with public colours the pawn shows the house colour).",
    control: {
      kind: "choice",
      choices: [
        { value: "bySeat", label: "One colour per seat" },
        { value: "drawn", label: "Drawn at random (Portuguese Rule A)" },
      ],
    },
  },
  {
    key: "handSize",
    label: "Hand size",
    section: "§2.6",
    phase: "setup",
    sentence: "How many Fire Movement cards each player holds.",
    control: { kind: "stepper", min: 1, max: 8, unit: "cards" },
  },
  {
    key: "intensityCounts",
    label: "Cards under each Intensity card",
    section: "§2.7",
    phase: "setup",
    sentence:
      "How many Fire Movement cards lie above each Intensity card, per player count; this decides who resolves which Intensity and how long the game lasts.",
    control: { kind: "grid" },
  },
  {
    key: "puddingLaneRefillTo",
    label: "Pudding Lane refill",
    section: "§4",
    phase: "spread",
    sentence:
      "When Pudding Lane holds fewer than 2 cones at the start of a turn, it is refilled to this many.",
    control: { kind: "stepper", min: 2, max: 100, unit: "cones" },
  },
  {
    key: "puddingLaneRefillAdd",
    label: "Pudding Lane gains",
    section: "§4",
    phase: "spread",
    sentence:
      "Instead of a refill, Pudding Lane gains this many cones when it holds fewer than 2 (Portuguese edition: 5, so 1 becomes 6); 0 uses the refill above.",
    control: { kind: "stepper", min: 0, max: 100, unit: "cones" },
  },
  {
    key: "conesAfterBurning",
    label: "Cones after burning",
    section: "§4.3",
    phase: "spread",
    sentence: "How many cones a district holds once its houses burn.",
    control: {
      kind: "choice",
      choices: [
        { value: "housesPlusOne", label: "The entering cone + one per house (Italian)" },
        { value: "houses", label: "As many as its houses, the entering cone included (Portuguese)" },
      ],
    },
  },
  {
    key: "noMoveFallback",
    label: "No playable card",
    section: "§4.4",
    phase: "spread",
    sentence: "What happens to a player who cannot play any Fire Movement card.",
    control: {
      kind: "choice",
      choices: [
        { value: "extraIntensity", label: "Discard, skip actions, then an extra Intensity (Italian)" },
        { value: "discardAndPlaceThree", label: "Discard, place 3 cones in all, then play on (Portuguese)" },
      ],
    },
  },
  {
    key: "wildFire",
    label: "Wild fire",
    section: "§4.5",
    phase: "spread",
    sentence: "Fire entering a district whose houses already burnt adds one extra cone.",
    control: {
      kind: "choice",
      choices: [
        { value: "auto", label: "Auto (on with 5–6 players)" },
        { value: "on", label: "On" },
        { value: "off", label: "Off" },
      ],
    },
  },
  {
    key: "actionPoints",
    label: "Action points",
    section: "§5",
    phase: "actions",
    sentence: "Action points each player spends per turn on pawn moves, team moves and taming.",
    control: { kind: "stepper", min: 0, max: 20, unit: "AP" },
  },
  {
    key: "intensity",
    label: "Intensity",
    section: "§6",
    phase: "draw",
    sentence: "How an Intensity card spreads the fire.",
    control: {
      kind: "choice",
      choices: [
        { value: "chooseThree", label: "The player places 3 cones (Italian)" },
        { value: "everyBurning", label: "3 cones on every burning district (Portuguese)" },
      ],
    },
  },
  {
    key: "extraFinalRounds",
    label: "Final rounds",
    section: "§8.2",
    phase: "end",
    sentence: "Rounds everyone plays after the last Intensity card (2 is “More destruction!”).",
    control: { kind: "stepper", min: 1, max: 3, unit: "rounds" },
  },
  {
    key: "tamedConesScoreForPawnColour",
    label: "Tamed cones score for the pawn's colour",
    section: "§8.3",
    phase: "end",
    sentence: "Each tamed cone scores for whoever owns the taming pawn's colour (the complex game).",
    control: { kind: "toggle" },
  },
];

/** Option keys of the engine's schema, in schema order. */
export const SCHEMA_KEYS = Object.keys(RuleSetSchema.shape) as OptionKey[];

/**
 * The form's state: what the controls hold. Numbers as numbers, the intensity grid as the text in
 * each cell (so a half-typed cell is not lost), wild fire as a three-way choice.
 */
export interface RulesForm {
  publicColours: boolean;
  extraFinalRounds: number;
  tamedConesScoreForPawnColour: boolean;
  wildFire: "auto" | "on" | "off";
  housesNoSameColourInDistrict: boolean;
  puddingLaneRefillTo: number;
  puddingLaneRefillAdd: number;
  conesAfterBurning: RuleSet["conesAfterBurning"];
  pawnColours: RuleSet["pawnColours"];
  intensity: RuleSet["intensity"];
  noMoveFallback: RuleSet["noMoveFallback"];
  actionPoints: number;
  handSize: number;
  intensityCounts: Record<CountKey, string[]>;
}

/** RuleSet → form. */
export function toForm(rules: RuleSet): RulesForm {
  return {
    publicColours: rules.publicColours,
    extraFinalRounds: rules.extraFinalRounds,
    tamedConesScoreForPawnColour: rules.tamedConesScoreForPawnColour,
    wildFire: rules.wildFire === "auto" ? "auto" : rules.wildFire ? "on" : "off",
    housesNoSameColourInDistrict: rules.housesNoSameColourInDistrict,
    puddingLaneRefillTo: rules.puddingLaneRefillTo,
    puddingLaneRefillAdd: rules.puddingLaneRefillAdd,
    conesAfterBurning: rules.conesAfterBurning,
    pawnColours: rules.pawnColours,
    intensity: rules.intensity,
    noMoveFallback: rules.noMoveFallback,
    actionPoints: rules.actionPoints,
    handSize: rules.handSize,
    intensityCounts: {
      "3": rules.intensityCounts["3"].map(String),
      "4": rules.intensityCounts["4"].map(String),
      "5": rules.intensityCounts["5"].map(String),
      "6": rules.intensityCounts["6"].map(String),
    },
  };
}

/** The form as raw rule-set input (cells that are not whole numbers stay as text for the validator). */
export function formInput(form: RulesForm): Record<string, unknown> {
  const cell = (t: string) => (/^\s*-?\d+\s*$/.test(t) ? Number(t) : t);
  return {
    ...form,
    wildFire: form.wildFire === "auto" ? "auto" : form.wildFire === "on",
    intensityCounts: {
      "3": form.intensityCounts["3"].map(cell),
      "4": form.intensityCounts["4"].map(cell),
      "5": form.intensityCounts["5"].map(cell),
      "6": form.intensityCounts["6"].map(cell),
    },
  };
}

/** Form → RuleSet, validated exactly as the engine validates (path + message issues). */
export function fromForm(form: RulesForm): { ok: true; rules: RuleSet } | { ok: false; issues: Issue[] } {
  return parseRules(formInput(form));
}

/** A preset as a complete rule set. */
export function presetRules(name: PresetName): RuleSet {
  const r = parseRules(name);
  if (!r.ok) throw new Error(`preset ${name} does not parse`); // shipped presets always parse (tested)
  return r.rules;
}

/** The preset this rule set equals, if any. */
export function matchingPreset(rules: RuleSet): PresetName | undefined {
  const text = JSON.stringify(rules);
  return PRESET_NAMES.find((p) => JSON.stringify(presetRules(p)) === text);
}

/** One changed option. */
export interface RuleChange {
  key: OptionKey;
  label: string;
  section: string;
  from: string;
  to: string;
}

/** Plain text of an option's value. */
export function describeValue(key: OptionKey, rules: RuleSet): string {
  const info = OPTIONS.find((o) => o.key === key);
  const v = rules[key];
  if (key === "intensityCounts") {
    const c = v as RuleSet["intensityCounts"];
    return PLAYER_COUNTS.map((p) => `${p}p ${c[String(p) as CountKey].join("/")}`).join(", ");
  }
  if (key === "wildFire") return v === "auto" ? "auto (5–6 players)" : v ? "on" : "off";
  if (typeof v === "boolean") return v ? "on" : "off";
  if (info?.control.kind === "choice")
    return info.control.choices.find((c) => c.value === v)?.label ?? String(v);
  if (info?.control.kind === "stepper") return `${v} ${info.control.unit}`;
  return String(v);
}

/** Options that differ from `base`, in editor order. */
export function diffRules(base: RuleSet, rules: RuleSet): RuleChange[] {
  return OPTIONS.filter((o) => JSON.stringify(base[o.key]) !== JSON.stringify(rules[o.key])).map((o) => ({
    key: o.key,
    label: o.label,
    section: o.section,
    from: describeValue(o.key, base),
    to: describeValue(o.key, rules),
  }));
}

/** Live consequences of a rule set for one player count. */
export interface Consequence {
  players: PlayerCount;
  /** Intensity cards in the game (A–F / A–D / A–E, §2.7). */
  intensityCards: number;
  /** Fire Movement cards in the draw pile plus the hands dealt. */
  cardsNeeded: number;
  /** §2.7 cards left out of the game (negative: the deck is short). */
  cardsLeftOver: number;
  /** Turns in the game: one card drawn per turn, then the final rounds (§7). */
  turns: number;
  turnsPerSeat: number;
  /** Intensity cards each seat resolves, from the first player on (§2.7). */
  resolutions: number[];
  /** §2.7 invariant: every seat resolves the same number. */
  balanced: boolean;
  /** Engine issues for this player count (balance, card supply). */
  issues: Issue[];
}

/** Fire Movement cards in the game (§1). */
const FIRE_CARDS = 60;

/**
 * Consequences per player count, computed from the counts as typed (cells that are not whole
 * positive numbers are skipped and reported by the validator).
 */
export function consequences(form: RulesForm): Consequence[] {
  const parsed = RuleSetSchema.safeParse(formInput(form));
  const engineIssues = parsed.success ? intensityBalanceIssues(parsed.data) : [];
  return PLAYER_COUNTS.map((p) => {
    const counts = form.intensityCounts[String(p) as CountKey]
      .map((t) => Number(t))
      .filter((n) => Number.isInteger(n) && n > 0);
    const drawn = counts.reduce((a, b) => a + b, 0);
    const resolutions = counts.length ? intensityResolutions(counts, p) : new Array(p).fill(0);
    const turns = drawn + p * form.extraFinalRounds;
    return {
      players: p,
      intensityCards: counts.length,
      cardsNeeded: drawn + p * form.handSize,
      cardsLeftOver: FIRE_CARDS - drawn - p * form.handSize,
      turns,
      turnsPerSeat: turns / p,
      resolutions,
      balanced: resolutions.every((x) => x === resolutions[0]),
      issues: engineIssues.filter((i) => i.path === `intensityCounts.${p}`),
    };
  });
}

/** Import a rule set from JSON text: the rule set or path + message issues (never throws). */
export function importRules(text: string): { ok: true; rules: RuleSet } | { ok: false; issues: Issue[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      issues: [{ path: "", message: `not valid JSON (${e instanceof Error ? e.message : e})` }],
    };
  }
  return parseRules(value);
}

/** Export a rule set as JSON text (a complete rule set; `parseRules` reads it back). */
export function exportRules(rules: RuleSet): string {
  return `${JSON.stringify(rules, null, 2)}\n`;
}

/** A named rule set kept in the browser. */
export interface SavedRules {
  name: string;
  rules: RuleSet;
  savedAt: string;
}

/** The storage key of saved rule sets. */
export const STORAGE_KEY = "pudding-lane.rules.saved.v1";

/** The subset of the Web Storage API used here (window.localStorage in the app). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Saved rule sets; entries that no longer parse are dropped (the engine's schema may have moved on). */
export function loadSaved(store: KeyValueStore): SavedRules[] {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(STORAGE_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const out: SavedRules[] = [];
  for (const x of raw) {
    if (!x || typeof x !== "object") continue;
    const { name, rules, savedAt } = x as Record<string, unknown>;
    const r = parseRules(rules);
    if (typeof name === "string" && r.ok) out.push({ name, rules: r.rules, savedAt: String(savedAt ?? "") });
  }
  return out;
}

/** Saves (or replaces by name) a rule set; returns the new list. */
export function saveRules(store: KeyValueStore, name: string, rules: RuleSet, now: string): SavedRules[] {
  const clean = name.trim();
  if (!clean) throw new Error("give the rule set a name before saving");
  const list = loadSaved(store).filter((s) => s.name !== clean);
  list.push({ name: clean, rules, savedAt: now });
  list.sort((a, b) => a.name.localeCompare(b.name));
  store.setItem(STORAGE_KEY, JSON.stringify(list));
  return list;
}

/** Deletes a saved rule set by name; returns the new list. */
export function deleteSaved(store: KeyValueStore, name: string): SavedRules[] {
  const list = loadSaved(store).filter((s) => s.name !== name);
  store.setItem(STORAGE_KEY, JSON.stringify(list));
  return list;
}

export { PRESET_NAMES, PRESETS, type PresetName, type RuleSet };
