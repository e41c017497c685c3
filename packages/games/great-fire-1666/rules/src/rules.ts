/**
 * Rule options (rules "Rule options" table) and presets. A rule set is data: the rules lab edits it,
 * games store it, `parseRules` validates it with plain, path-tagged messages.
 */
import { z } from "zod";

/**
 * §2.7 Ruling: Fire Movement cards put under each Intensity card, by player count. The k-th
 * Intensity card is resolved by the seat that drew the card just above it, so these counts decide
 * who resolves which Intensity; `intensityBalanceIssues` checks every seat resolves the same number.
 */
export const DEFAULT_INTENSITY_COUNTS = {
  "3": [5, 6, 5, 6, 5, 6],
  "4": [9, 9, 9, 5],
  "5": [6, 6, 6, 6, 6],
  "6": [5, 5, 5, 5, 5, 5],
} as const;

const counts = z.array(z.number().int().min(1).max(60)).min(1).max(6);

/** Every option of the rules' option table, with its default. */
export const RuleSetSchema = z.object({
  /** §8.1 easy: colour cards are public; pawns match house colour. */
  publicColours: z.boolean().default(false),
  /** §8.2 number of final rounds after the last Intensity card (hands end at handSize − rounds). */
  extraFinalRounds: z.number().int().min(1).max(3).default(1),
  /** §8.3 complex: tamed cones score for the owner of the taming pawn's colour. */
  tamedConesScoreForPawnColour: z.boolean().default(false),
  /** §4.5 wild fire: "auto" = on for 5–6 players. */
  wildFire: z.union([z.literal("auto"), z.boolean()]).default("auto"),
  /** §2.2 alternative: no district holds two houses of one colour. */
  housesNoSameColourInDistrict: z.boolean().default(false),
  /** §4 Pudding Lane is refilled to this many cones when it holds fewer than 2. */
  puddingLaneRefillTo: z.number().int().min(2).max(100).default(25),
  /** §6 Intensity: "chooseThree" (Italian) or "everyBurning" (Portuguese). */
  intensity: z.enum(["chooseThree", "everyBurning"]).default("chooseThree"),
  /** §4.4 no playable card: "extraIntensity" (Italian) or "discardAndPlaceThree" (Portuguese). */
  noMoveFallback: z.enum(["extraIntensity", "discardAndPlaceThree"]).default("extraIntensity"),
  /** §5 action points per turn. */
  actionPoints: z.number().int().min(0).max(20).default(4),
  /** §2.6 Fire Movement hand size. */
  handSize: z.number().int().min(1).max(8).default(5),
  /** §2.7 cards under each Intensity card (A, B, …) by player count. */
  intensityCounts: z.object({ "3": counts, "4": counts, "5": counts, "6": counts }).default({
    "3": [...DEFAULT_INTENSITY_COUNTS["3"]],
    "4": [...DEFAULT_INTENSITY_COUNTS["4"]],
    "5": [...DEFAULT_INTENSITY_COUNTS["5"]],
    "6": [...DEFAULT_INTENSITY_COUNTS["6"]],
  }),
});
/** A complete rule set (all defaults applied). */
export type RuleSet = z.infer<typeof RuleSetSchema>;
/** A partial rule set as written by people (missing options take their defaults). */
export type RuleSetInput = z.input<typeof RuleSetSchema>;

/** Named presets (rules "Presets"). */
export const PRESETS = {
  "italian-base": {},
  easy: { publicColours: true },
  long: { extraFinalRounds: 2 },
  complex: { tamedConesScoreForPawnColour: true },
  "portuguese-edition": {
    puddingLaneRefillTo: 5,
    intensity: "everyBurning",
    noMoveFallback: "discardAndPlaceThree",
  },
} as const satisfies Record<string, RuleSetInput>;
/** Name of a preset. */
export type PresetName = keyof typeof PRESETS;
/** All preset names. */
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

/** A problem found in an input document, located by path (same shape as map issues). */
export interface Issue {
  path: string;
  message: string;
}

/** Number of Fire Movement cards in the game (§1: 15 per direction). */
export const FIRE_CARDS = 60;

/**
 * §2.7 invariant: with these counts, how many Intensity cards each seat (relative to the first
 * player) resolves in normal play. Seat of the k-th card = (cumulative count − 1) mod players.
 */
export function intensityResolutions(countsForPlayers: readonly number[], players: number): number[] {
  const per = new Array<number>(players).fill(0);
  let drawn = 0;
  for (const c of countsForPlayers) {
    drawn += c;
    per[(drawn - 1) % players] = (per[(drawn - 1) % players] ?? 0) + 1;
  }
  return per;
}

/** Issues with a rule set's Intensity counts (balance and card supply), for every player count. */
export function intensityBalanceIssues(rules: RuleSet): Issue[] {
  const issues: Issue[] = [];
  for (const p of [3, 4, 5, 6] as const) {
    const c = rules.intensityCounts[String(p) as "3" | "4" | "5" | "6"];
    const path = `intensityCounts.${p}`;
    const per = intensityResolutions(c, p);
    if (per.some((x) => x !== per[0]))
      issues.push({
        path,
        message: `with ${p} players these counts make seats resolve ${per.join(", ")} Intensity cards; every seat must resolve the same number`,
      });
    const need = c.reduce((a, b) => a + b, 0) + p * rules.handSize;
    if (need > FIRE_CARDS)
      issues.push({
        path,
        message: `with ${p} players the deck needs ${need} Fire Movement cards but only ${FIRE_CARDS} exist`,
      });
  }
  return issues;
}

function zodIssues(error: z.ZodError): Issue[] {
  return error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
}

/**
 * Parse a rule set: a preset name, or a partial object of options. Returns the full rule set or
 * path-tagged issues (unknown options are reported, not ignored).
 */
export function parseRules(input: unknown): { ok: true; rules: RuleSet } | { ok: false; issues: Issue[] } {
  // Defaults and presets are parsed once (createGame runs in benchmark loops); the cached rule set
  // is shared, like every rule set held by a state, and must be treated as read-only.
  const key = input === undefined ? "" : typeof input === "string" ? input : null;
  if (key !== null) {
    const hit = presetCache.get(key);
    if (hit) return { ok: true, rules: hit };
  }
  const r = parseRulesUncached(input);
  if (key !== null && r.ok) presetCache.set(key, r.rules);
  return r;
}
const presetCache = new Map<string, RuleSet>();

function parseRulesUncached(input: unknown): { ok: true; rules: RuleSet } | { ok: false; issues: Issue[] } {
  if (input === undefined) input = {};
  if (typeof input === "string") {
    const preset = (PRESETS as Record<string, RuleSetInput>)[input];
    if (!preset)
      return {
        ok: false,
        issues: [{ path: "", message: `unknown preset "${input}" (known: ${PRESET_NAMES.join(", ")})` }],
      };
    input = preset;
  }
  const parsed = RuleSetSchema.strict().safeParse(input);
  if (!parsed.success) return { ok: false, issues: zodIssues(parsed.error) };
  const issues = intensityBalanceIssues(parsed.data);
  if (issues.length) return { ok: false, issues };
  return { ok: true, rules: parsed.data };
}
