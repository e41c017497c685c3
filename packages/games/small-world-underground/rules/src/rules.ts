/**
 * The rule options of §22: one zod schema where every option has a default (so `{}` is the base
 * game), the metadata the rules workspace turns into a form, the presets, and the checks of a rule
 * set against a seat count.
 */
import type { Consequence, Issue, OptionMeta, Preset } from "@pudding/engine";
import { z } from "zod";
import {
  MARKER_IDS,
  MARKERS,
  type MarkerId,
  POWER_IDS,
  POWERS,
  type PowerId,
  RACE_IDS,
  RACES,
  type RaceId,
} from "./catalog.js";

const int = (min: number, max: number) => z.number().int().min(min).max(max);

function valueRecord<K extends string>(ids: readonly K[], values: readonly number[], max: number) {
  const shape: Record<string, z.ZodDefault<z.ZodNumber>> = {};
  ids.forEach((id, i) => {
    shape[id] = int(0, max).default(values[i] as number);
  });
  // biome-ignore lint/suspicious/noExplicitAny: the generic record cannot name its keys' defaults
  return z.strictObject(shape as Record<K, z.ZodDefault<z.ZodNumber>>).prefault({} as any);
}

const RaceIdSchema = z.enum(RACE_IDS);
const PowerIdSchema = z.enum(POWER_IDS);
const MarkerIdSchema = z.enum(MARKER_IDS);

const unique = <T>(xs: T[]) => new Set(xs).size === xs.length;

/** The full rule set (§22). Every option is defaulted: `{}` parses to the base game. */
export const SwuRulesSchema = z.strictObject({
  /** R5 rounds per player count. */
  turns: z
    .strictObject({
      "2": int(1, 20).default(10),
      "3": int(1, 20).default(10),
      "4": int(1, 20).default(9),
      "5": int(1, 20).default(8),
    })
    .prefault({}),
  /** §3.7 coins per player at setup. */
  startingCoins: int(0, 100).default(5),
  /** §3.3 combos in the row (plus the stack-top combo). */
  rowSize: int(1, 8).default(5),
  /** §6.1 coins paid per combo skipped. */
  comboStepCost: int(0, 5).default(1),
  /** R6 coins on the chosen combo may pay for it. */
  comboCoinsBeforePayment: z.boolean().default(true),
  /** §3.3 races shuffled into the banner deck. */
  racePool: z
    .array(RaceIdSchema)
    .min(1)
    .max(15)
    .refine(unique, "lists a race twice")
    .default([...RACE_IDS]),
  /** §3.3 badges in the badge deck. */
  powerPool: z
    .array(PowerIdSchema)
    .max(21)
    .refine(unique, "lists a power twice")
    .default([...POWER_IDS]),
  /** R3 banner values. */
  bannerValues: valueRecord(
    RACE_IDS,
    RACES.map((r) => r.banner),
    30,
  ),
  /** R3 badge values. */
  badgeValues: valueRecord(
    POWER_IDS,
    POWERS.map((p) => p.badge),
    30,
  ),
  /** §2, §6.4 hard per-race token limits. */
  tokenSupply: valueRecord(
    RACE_IDS,
    RACES.map((r) => r.tray),
    60,
  ),
  /** §3.5 markers shuffled into the discovery pile. */
  markerPool: z
    .array(MarkerIdSchema)
    .max(15)
    .refine(unique, "lists a marker twice")
    .default([...MARKER_IDS]),
  /** §3.4 Monster tokens per Monster symbol. */
  monstersPerRegion: int(0, 5).default(2),
  /** §7.3 base cost of a conquest. */
  conquestBase: int(0, 10).default(2),
  /** §7.6 base cost of a River region. */
  riverBase: int(0, 10).default(1),
  /** R11 base cost of a River region occupied by race tokens. */
  occupiedRiverBase: z.union([z.literal(1), z.literal(2)]).default(1),
  /** R9 the floor of every conquest cost. */
  minConquestCost: int(1, 5).default(1),
  /** R1 the Reinforcement die. */
  dieFaces: z.array(int(0, 6)).min(1).max(12).default([0, 0, 0, 1, 2, 3]),
  /** R14 the most tokens a Final Conquest attempt may be short. */
  finalAttemptMaxShortfall: int(0, 6).default(3),
  /** §11.2 declined races a player may keep on the map. */
  maxDeclinedRaces: int(1, 3).default(1),
  /** §20 coin totals are secret. */
  hiddenCoins: z.boolean().default(true),
  /**
   * §20, Ruling R63: how much a player scores (and bonus coins from the bank) is shown to that
   * player only ("hidden") or to everyone ("public": a table that announces its scores). Its default
   * is left out of saved games and hashes (`savedRules`), so games stored before it keep theirs.
   */
  coinsScored: z.enum(["hidden", "public"]).default("hidden"),
  /** §12, R21 how ties on coins are broken. */
  tieBreak: z
    .array(z.enum(["tokensOnMap", "regions", "shared"]))
    .min(1)
    .max(3)
    .refine(unique, "lists a tie-break twice")
    .refine((xs) => xs[xs.length - 1] === "shared", 'must end with "shared"')
    .default(["tokensOnMap", "shared"]),
  /** R28 where the Flames make a First Conquest. */
  flamesEntry: z.enum(["volcano", "edge", "either"]).default("volcano"),
  /** R30 what the Gnome shield blocks. */
  gnomeShield: z.enum(["allEffects", "conquestOnly"]).default("allEffects"),
  /** R31 declined Gnomes keep the shield. */
  gnomesShieldInDecline: z.boolean().default(false),
  /** R34 how far the Lizardmen swim. */
  lizardmenRiverSpan: z.enum(["chain", "one"]).default("chain"),
  /** R35 Lizardmen may enter the map through an edge River region. */
  lizardmenEnterViaRiver: z.boolean().default(true),
  /** R57 what the Great Brass Pipe links. */
  pipeAdjacency: z.enum(["clique", "star"]).default("clique"),
  /** §18.9 the Balrog may move after its summoning. */
  balrogMoves: z.boolean().default(true),
  /** R58 how Stonehedge draws its power. */
  stonehedgeDraw: z.enum(["randomBelowTop", "top"]).default("randomBelowTop"),
  /** R32 Silver Hammers in the box. */
  hammerSupply: int(0, 20).default(7),
  /** R38 Mushroom Armors in the box. */
  armorSupply: int(0, 20).default(8),
  /** R49 Vengeance markers in the box. */
  vengeanceMarkers: int(0, 4).default(4),
  /** §21.4 which maps a game may use: the shipped set, or any map that passes the checks. */
  maps: z.enum(["shipped", "any"]).default("shipped"),
});
/** A parsed rule set. */
export type SwuRules = z.infer<typeof SwuRulesSchema>;

/**
 * The rule set as a game saves and hashes it: options added after games were stored are left out
 * at their default (`coinsScored: "hidden"`), so those games keep their saved form and hash.
 */
export function savedRules(r: SwuRules): Omit<SwuRules, "coinsScored"> & { coinsScored?: "public" } {
  if (r.coinsScored !== "hidden") return r as SwuRules & { coinsScored: "public" };
  const { coinsScored: _default, ...rest } = r;
  return rest;
}

/** The base game's rule set. */
export const DEFAULT_RULES: SwuRules = SwuRulesSchema.parse({});

const opt = (o: OptionMeta): OptionMeta => o;

/** Metadata of every option, for the generated rules form. */
export const SWU_OPTIONS: OptionMeta[] = [
  ...(["2", "3", "4", "5"] as const).map((n) =>
    opt({
      key: `turns.${n}`,
      label: `Rounds with ${n} players`,
      group: "Game length",
      rule: "§4",
      sentence: `How many rounds a ${n}-player game lasts (Ruling R5).`,
      control: "number",
      min: 1,
      max: 20,
      step: 1,
      unit: "rounds",
    }),
  ),
  opt({
    key: "startingCoins",
    label: "Starting coins",
    group: "Setup",
    rule: "§3",
    sentence: "Coins every player receives at setup.",
    control: "number",
    unit: "coins",
    min: 0,
    max: 100,
    step: 1,
  }),
  opt({
    key: "rowSize",
    label: "Combos in the row",
    group: "Combos",
    rule: "§3",
    sentence: "How many race/power combos are laid out in the row, besides the stack-top combo.",
    control: "number",
    min: 1,
    max: 8,
    step: 1,
  }),
  opt({
    key: "comboStepCost",
    label: "Coins per skipped combo",
    group: "Combos",
    rule: "§6.1",
    sentence: "Coins put on each combo above the one a player picks.",
    control: "number",
    min: 0,
    max: 5,
    step: 1,
  }),
  opt({
    key: "comboCoinsBeforePayment",
    label: "Combo coins pay for the pick",
    group: "Combos",
    rule: "§6.1",
    sentence: "A player takes the coins on his chosen combo before paying for the combos above it (R6).",
    control: "toggle",
  }),
  opt({
    key: "racePool",
    label: "Races in play",
    group: "Combos",
    rule: "§3",
    sentence: "Which race banners are shuffled into the banner deck.",
    control: "custom",
  }),
  opt({
    key: "powerPool",
    label: "Powers in play",
    group: "Combos",
    rule: "§3",
    sentence: "Which special power badges are shuffled into the badge deck.",
    control: "custom",
  }),
  opt({
    key: "bannerValues",
    label: "Banner values",
    group: "Combos",
    rule: "§2.1",
    sentence: "Tokens each race banner gives (Ruling R3).",
    control: "custom",
  }),
  opt({
    key: "badgeValues",
    label: "Badge values",
    group: "Combos",
    rule: "§2.1",
    sentence: "Tokens each power badge adds (Ruling R3).",
    control: "custom",
  }),
  opt({
    key: "tokenSupply",
    label: "Tokens in the tray",
    group: "Setup",
    rule: "§6.4",
    sentence: "The hard limit of tokens of each race; abilities cannot bring more into play.",
    control: "custom",
  }),
  opt({
    key: "markerPool",
    label: "Places and Relics",
    group: "Setup",
    rule: "§3",
    sentence: "Which Popular Places and Righteous Relics are shuffled into the discovery pile.",
    control: "custom",
  }),
  opt({
    key: "monstersPerRegion",
    label: "Monsters per Monster region",
    group: "Setup",
    rule: "§3",
    sentence: "Monster tokens put on each region with the Monster symbol.",
    control: "number",
    min: 0,
    max: 5,
    step: 1,
  }),
  opt({
    key: "conquestBase",
    label: "Base conquest cost",
    group: "Conquest",
    rule: "§7.3",
    sentence: "Tokens needed to conquer an empty land region.",
    control: "number",
    min: 0,
    max: 10,
    step: 1,
  }),
  opt({
    key: "riverBase",
    label: "River conquest cost",
    group: "Conquest",
    rule: "§7.6",
    sentence: "Tokens needed to conquer an empty River region.",
    control: "number",
    min: 0,
    max: 10,
    step: 1,
  }),
  opt({
    key: "occupiedRiverBase",
    label: "Occupied River base",
    group: "Conquest",
    rule: "§7.6",
    sentence: "Base cost of a River region held by race tokens, before 1 per token (R11).",
    control: "select",
    choices: [
      { value: 1, label: "1 (the River exception)" },
      { value: 2, label: "2 (as any region)" },
    ],
  }),
  opt({
    key: "minConquestCost",
    label: "Minimum conquest cost",
    group: "Conquest",
    rule: "§7.3",
    sentence: "No discount brings a conquest below this many tokens (R9).",
    control: "number",
    min: 1,
    max: 5,
    step: 1,
  }),
  opt({
    key: "dieFaces",
    label: "Reinforcement die",
    group: "Conquest",
    rule: "§2",
    sentence: "The faces of the Reinforcement die (R1).",
    control: "custom",
  }),
  opt({
    key: "finalAttemptMaxShortfall",
    label: "Final attempt shortfall",
    group: "Conquest",
    rule: "§7.10",
    sentence: "A final conquest attempt may target a region at most this many tokens short (R14).",
    control: "number",
    min: 0,
    max: 6,
    step: 1,
  }),
  opt({
    key: "maxDeclinedRaces",
    label: "Declined races kept",
    group: "Decline",
    rule: "§11.2",
    sentence: "How many declined races a player may keep on the map; the oldest leaves beyond that.",
    control: "number",
    min: 1,
    max: 3,
    step: 1,
  }),
  opt({
    key: "hiddenCoins",
    label: "Hidden coins",
    group: "Scoring",
    rule: "§20",
    sentence: "Coin totals are secret until the end; others see only the transfers.",
    control: "toggle",
  }),
  opt({
    key: "coinsScored",
    label: "Scores announced",
    group: "Scoring",
    rule: "§20",
    sentence:
      "With hidden coins, how much a player scores is shown to that player only (Ruling R63); public announces every score to the table.",
    control: "select",
    choices: [
      { value: "hidden", label: "To the scorer only" },
      { value: "public", label: "To everyone" },
    ],
  }),
  opt({
    key: "tieBreak",
    label: "Tie-break",
    group: "Scoring",
    rule: "§12",
    sentence: "How a tie on coins is broken, in order; the last step is a shared victory (R21).",
    control: "custom",
  }),
  opt({
    key: "flamesEntry",
    label: "Flames' entry",
    group: "Races",
    rule: "§14.3",
    sentence: "Where the Flames make a First Conquest (R28).",
    control: "select",
    choices: [
      { value: "volcano", label: "Beside the Volcano" },
      { value: "edge", label: "On the map edge (Italian text)" },
      { value: "either", label: "Either" },
    ],
  }),
  opt({
    key: "gnomeShield",
    label: "Gnome shield",
    group: "Races",
    rule: "§14.4",
    sentence: "Whether the shield also stops coin taking from the Gnome player (R30).",
    control: "select",
    choices: [
      { value: "allEffects", label: "Every effect (Italian text)" },
      { value: "conquestOnly", label: "Conquests only (English text)" },
    ],
  }),
  opt({
    key: "gnomesShieldInDecline",
    label: "Declined Gnomes shielded",
    group: "Races",
    rule: "§14.4",
    sentence: "Declined Gnomes keep their protection (R31).",
    control: "toggle",
  }),
  opt({
    key: "lizardmenRiverSpan",
    label: "Lizardmen swim",
    group: "Races",
    rule: "§14.8",
    sentence: "How much River the Lizardmen pass through in one go (R34).",
    control: "select",
    choices: [
      { value: "chain", label: "The whole River" },
      { value: "one", label: "One River region" },
    ],
  }),
  opt({
    key: "lizardmenEnterViaRiver",
    label: "Lizardmen swim in",
    group: "Races",
    rule: "§14.8",
    sentence: "A Lizardmen First Conquest may reach land through an edge River region (R35).",
    control: "toggle",
  }),
  opt({
    key: "pipeAdjacency",
    label: "Great Brass Pipe links",
    group: "Places and Relics",
    rule: "§18.6",
    sentence: "Whether all regions of the Pipe's terrain are linked, or only to the Pipe's region (R57).",
    control: "select",
    choices: [
      { value: "clique", label: "All to all" },
      { value: "star", label: "Only to the Pipe" },
    ],
  }),
  opt({
    key: "balrogMoves",
    label: "Balrog moves",
    group: "Places and Relics",
    rule: "§18.9",
    sentence: "The Pentacle's holder may move the Balrog on later turns.",
    control: "toggle",
  }),
  opt({
    key: "stonehedgeDraw",
    label: "Stonehedge draw",
    group: "Places and Relics",
    rule: "§18.7",
    sentence: "Whether Stonehedge draws its power at random below the visible top, or the top (R58).",
    control: "select",
    choices: [
      { value: "randomBelowTop", label: "At random below the top" },
      { value: "top", label: "The visible top" },
    ],
  }),
  opt({
    key: "hammerSupply",
    label: "Silver Hammers",
    group: "Pieces",
    rule: "§14.5",
    sentence: "Silver Hammers in the box.",
    control: "number",
    min: 0,
    max: 20,
    step: 1,
  }),
  opt({
    key: "armorSupply",
    label: "Mushroom Armors",
    group: "Pieces",
    rule: "§15.2",
    sentence: "Mushroom Armors in the box.",
    control: "number",
    min: 0,
    max: 20,
    step: 1,
  }),
  opt({
    key: "vengeanceMarkers",
    label: "Vengeance markers",
    group: "Pieces",
    rule: "§15.21",
    sentence: "Vengeance markers in the box.",
    control: "number",
    min: 0,
    max: 4,
    step: 1,
  }),
  opt({
    key: "maps",
    label: "Maps",
    group: "Setup",
    rule: "§21.4",
    sentence: "Play only the shipped map for the seat count, or any map that passes the map checks.",
    control: "select",
    choices: [
      { value: "shipped", label: "Shipped maps" },
      { value: "any", label: "Any valid map" },
    ],
  }),
];

/** The presets of §22. */
export const SWU_PRESETS: Preset<SwuRules>[] = [
  {
    id: "canonical",
    label: "Canonical",
    description: "The digest's rules with every ruling at its default: the base game.",
    rules: {},
    translations: {
      it: {
        label: "Canonico",
        description: "Le regole del riassunto con ogni decisione al suo valore predefinito: il gioco base.",
      },
      pt: {
        label: "Canónico",
        description: "As regras do resumo com cada decisão no seu valor por omissão: o jogo base.",
      },
    },
  },
  {
    id: "italian-literal",
    label: "Italian, literally",
    description: "As the Italian booklet reads: the Flames enter from the map edge.",
    rules: { flamesEntry: "edge" },
    translations: {
      it: {
        label: "Alla lettera (italiano)",
        description: "Come dice il regolamento italiano: le Fiamme entrano dal bordo della mappa.",
      },
      pt: {
        label: "Italiano, à letra",
        description: "Como diz o livro de regras italiano: as Chamas entram pela borda do mapa.",
      },
    },
  },
  {
    id: "english-v2",
    label: "English V2",
    description:
      "The later English rulebook: the Gnome shield covers conquests only; the Balrog never moves.",
    rules: { gnomeShield: "conquestOnly", balrogMoves: false },
    translations: {
      it: {
        label: "Inglese V2",
        description:
          "Il regolamento inglese successivo: lo scudo degli Gnomi vale solo contro le conquiste; il Balrog non si muove mai.",
      },
      pt: {
        label: "Inglês V2",
        description:
          "O livro de regras inglês posterior: o escudo dos Gnomos só protege das conquistas; o Balrog nunca se move.",
      },
    },
  },
  {
    id: "house",
    label: "House mix",
    description:
      "A house mix: occupied Rivers cost as land, one-region Lizardmen swims, a star-shaped Pipe, Stonehedge draws the top badge and declined Gnomes stay shielded.",
    rules: {
      occupiedRiverBase: 2,
      lizardmenRiverSpan: "one",
      pipeAdjacency: "star",
      stonehedgeDraw: "top",
      gnomesShieldInDecline: true,
    },
    translations: {
      it: {
        label: "Regole della casa",
        description:
          "Un misto di regole della casa: i Fiumi occupati costano come la terraferma, i Lucertoloni attraversano una sola Regione di Fiume, i Grandi tubi d'ottone collegano a stella, Stonehenge pesca il tassello in cima e gli Gnomi in Declino restano protetti.",
      },
      pt: {
        label: "Regras da casa",
        description:
          "Uma mistura de regras da casa: os Rios ocupados custam como terra, os Homens-Lagarto atravessam uma só região de Rio, o Cano de Latão liga em estrela, o Stonehedge tira o emblema do topo e os Gnomos em declínio continuam protegidos.",
      },
    },
  },
];

/** Problems of a rule set for a seat count. */
export function checkRules(r: SwuRules, seats: number): Issue[] {
  const out: Issue[] = [];
  if (r.racePool.length < seats)
    out.push({
      path: "racePool",
      message: `${seats} players need at least ${seats} races in the pool; there are ${r.racePool.length}`,
      code: "too-few-races",
      severity: "error",
    });
  for (const id of r.racePool) {
    const need = r.bannerValues[id] + Math.max(0, ...r.powerPool.map((p) => r.badgeValues[p]));
    if (r.tokenSupply[id] < need)
      out.push({
        path: `tokenSupply.${id}`,
        message: `${RACES.find((x) => x.id === id)?.name} may need ${need} tokens with the largest badge; the tray holds ${r.tokenSupply[id]}`,
        code: "short-supply",
        severity: "warning",
      });
  }
  if (r.markerPool.length === 0)
    out.push({
      path: "markerPool",
      message: "no Place or Relic is in the pool: conquered Monster regions will reveal nothing",
      code: "no-markers",
      severity: "warning",
    });
  return out;
}

/** Live consequences of a rule set for a seat count (rules workspace). */
export function rulesConsequences(r: SwuRules, seats: number): Consequence[] {
  const key = String(Math.min(5, Math.max(2, seats))) as "2" | "3" | "4" | "5";
  const die = r.dieFaces;
  const mean = die.reduce((a, b) => a + b, 0) / die.length;
  return [
    { label: "Rounds", value: String(r.turns[key]) },
    { label: "Combos visible", value: String(r.rowSize + 1) },
    { label: "Races in the pool", value: String(r.racePool.length), ok: r.racePool.length >= seats },
    { label: "Powers in the pool", value: String(r.powerPool.length) },
    { label: "Mean die roll", value: mean.toFixed(2) },
    { label: "Places and Relics", value: String(r.markerPool.length) },
  ];
}

/** Names for messages. */
export const raceName = (id: RaceId) => RACES.find((x) => x.id === id)?.name ?? id;
export const powerName = (id: PowerId) => POWERS.find((x) => x.id === id)?.name ?? id;
export const markerName = (id: MarkerId) => MARKERS.find((x) => x.id === id)?.name ?? id;
