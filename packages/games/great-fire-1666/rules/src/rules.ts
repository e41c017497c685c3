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
  /**
   * §4 Portuguese edition: when Pudding Lane holds fewer than 2 cones, add this many instead of
   * refilling to `puddingLaneRefillTo` (5: one cone left becomes 6). 0 = off.
   */
  puddingLaneRefillAdd: z.number().int().min(0).max(100).default(0),
  /**
   * §4.3 cones a district ends with after its houses burn. "housesPlusOne" (Italian): the entering
   * cone stays and one cone is added per house burnt. "houses" (Portuguese edition): as many cones
   * as the houses it had, the entering cone included (Guild Hall, 4 houses → 4 cones).
   */
  conesAfterBurning: z.enum(["housesPlusOne", "houses"]).default("housesPlusOne"),
  /**
   * §2.4 pawn colours. "bySeat": seat i takes the pawns of colour i (a pawn colour only tells
   * players apart). "drawn" (Portuguese Rule A): pawn colours are drawn at random. Either way the
   * colour card is dealt independently of the pawn; with `publicColours` the pawn is the house colour.
   */
  pawnColours: z.enum(["bySeat", "drawn"]).default("bySeat"),
  /** §6 Intensity: "chooseThree" (Italian) or "everyBurning" (Portuguese). */
  intensity: z.enum(["chooseThree", "everyBurning"]).default("chooseThree"),
  /**
   * §4.4 no playable card: "extraIntensity" (Italian: skip phase B, draw, one extra Intensity) or
   * "discardAndPlaceThree" (Portuguese: discard, place three cones in all over burning districts
   * under the Intensity cap, then the turn goes on).
   */
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

/**
 * The rules version of the engine: games stamp it when they are created, so that a game started
 * under an older version replays and continues exactly as it was played (issue 13).
 * - 1: before the 2026-11 rules audit: colour cards re-dealt until no seat held its pawn colour (a
 *   leak: §2.4), the Portuguese fallback placed cones per the Intensity mode, the Double Move was a
 *   phase of its own that only a token holder entered (a leak), and the old presets.
 * - 2: colour cards dealt independently of pawns (§2.4); the Portuguese fallback places three cones
 *   in all (§4.4); the Double Move is offered at the start of phase B (§4.6 ruling, so the phase
 *   never tells whether a token was drawn); the presets below.
 */
export const RULES_VERSION = 2;

/** A described preset for the lobby and the rules workspace. */
export interface PresetInfo {
  label: string;
  description: string;
}

/** Named presets (rules "Presets"), as of the current rules version. */
export const PRESETS = {
  "italian-base": {},
  easy: { publicColours: true },
  long: { extraFinalRounds: 2 },
  complex: { tamedConesScoreForPawnColour: true },
  "portuguese-edition": {
    publicColours: true,
    wildFire: false,
    puddingLaneRefillAdd: 5,
    conesAfterBurning: "houses",
    intensity: "everyBurning",
    noMoveFallback: "discardAndPlaceThree",
  },
  "portuguese-hidden-colours": {
    publicColours: false,
    pawnColours: "drawn",
    wildFire: false,
    puddingLaneRefillAdd: 5,
    conesAfterBurning: "houses",
    intensity: "everyBurning",
    noMoveFallback: "discardAndPlaceThree",
  },
} as const satisfies Record<string, RuleSetInput>;
/** Name of a preset. */
export type PresetName = keyof typeof PRESETS;
/** All preset names. */
export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

/** What each preset is, in words (lobby, rules workspace). */
export const PRESET_INFO: Record<PresetName, PresetInfo> = {
  "italian-base": {
    label: "Italian base game",
    description: "The rules of the Italian rulebook: secret house colours, one final round.",
  },
  easy: {
    label: "Easy",
    description: "§8.1: house colours are public and each pawn shows its owner's colour.",
  },
  long: { label: "More destruction!", description: "§8.2: two final rounds after the last Intensity card." },
  complex: {
    label: "Complex",
    description: "§8.3: a tamed cone scores for whoever owns the taming pawn's colour.",
  },
  "portuguese-edition": {
    label: "Portuguese edition",
    description:
      "As printed in Portuguese: public colours, no wild fire, Pudding Lane gains 5 cones, a district keeps as many cones as its houses, every burning district takes 3 Intensity cones, and a player with no playable card places 3 cones.",
  },
  "portuguese-hidden-colours": {
    label: "Portuguese edition, Rule A",
    description:
      "The Portuguese edition with its optional Rule A: house colours secret, pawn colours drawn at random.",
  },
};

/** The presets of rules version 1 (games created before the 2026-11 audit replay with these). */
export const PRESETS_V1: Record<string, RuleSetInput> = {
  "italian-base": {},
  easy: { publicColours: true },
  long: { extraFinalRounds: 2 },
  complex: { tamedConesScoreForPawnColour: true },
  "portuguese-edition": {
    puddingLaneRefillTo: 5,
    intensity: "everyBurning",
    noMoveFallback: "discardAndPlaceThree",
  },
};

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
 * path-tagged issues (unknown options are reported, not ignored). Preset names resolve to the
 * presets of `rulesVersion` (default the current one).
 */
export function parseRules(
  input: unknown,
  rulesVersion: number = RULES_VERSION,
): { ok: true; rules: RuleSet } | { ok: false; issues: Issue[] } {
  // Defaults and presets are parsed once (createGame runs in benchmark loops); the cached rule set
  // is shared, like every rule set held by a state, and must be treated as read-only.
  const key = input === undefined ? "" : typeof input === "string" ? `${rulesVersion}:${input}` : null;
  if (key !== null) {
    const hit = presetCache.get(key);
    if (hit) return { ok: true, rules: hit };
  }
  const r = parseRulesUncached(input, rulesVersion);
  if (key !== null && r.ok) presetCache.set(key, r.rules);
  return r;
}
const presetCache = new Map<string, RuleSet>();

function parseRulesUncached(
  input: unknown,
  rulesVersion: number,
): { ok: true; rules: RuleSet } | { ok: false; issues: Issue[] } {
  if (input === undefined) input = {};
  if (typeof input === "string") {
    const table: Record<string, RuleSetInput> = rulesVersion < 2 ? PRESETS_V1 : PRESETS;
    const preset = Object.hasOwn(table, input) ? table[input] : undefined;
    if (!preset)
      return {
        ok: false,
        issues: [
          {
            path: "",
            message: `unknown preset "${input.slice(0, 60)}" (known: ${Object.keys(table).join(", ")})`,
          },
        ],
      };
    input = preset;
  }
  const parsed = RuleSetSchema.strict().safeParse(input);
  if (!parsed.success) return { ok: false, issues: zodIssues(parsed.error) };
  const issues = intensityBalanceIssues(parsed.data);
  if (issues.length) return { ok: false, issues };
  return { ok: true, rules: parsed.data };
}

/**
 * Options added after rules version 1, with the value that leaves play as it was. Hashes and saved
 * rule sets leave them out at these values, so games stored before they existed keep their hashes.
 */
export const LATER_OPTIONS: Partial<Record<keyof RuleSet, unknown>> = {
  puddingLaneRefillAdd: 0,
  conesAfterBurning: "housesPlusOne",
  pawnColours: "bySeat",
};

/** The rule set without later-added options at their neutral values (for hashing and storage). */
export function compactRules(r: RuleSet): Partial<RuleSet> {
  const out: Record<string, unknown> = { ...r };
  for (const [k, v] of Object.entries(LATER_OPTIONS)) if (out[k] === v) delete out[k];
  return out as Partial<RuleSet>;
}
