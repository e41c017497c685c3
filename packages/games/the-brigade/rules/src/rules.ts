/**
 * The rule set (§18): every option of the digest with its default, so `{}` is the base game, plus
 * the option metadata a generated form needs, the presets, checks and consequences.
 */
import type { Consequence, Issue, OptionMeta, Preset } from "@pudding/engine";
import { z } from "zod";

const track = (min: number, max: number, def: number[]) =>
  z.array(z.number().int().min(min).max(max)).min(3).max(10).default(def);

/** §17.4 upgrade tracks: the value printed on each space; the last space is the blue circle. */
export const TracksSchema = z.strictObject({
  squad: track(0, 3, [0, 1, 1, 2, 2, 3]),
  cistern: track(0, 9, [2, 3, 3, 4, 5, 6]),
  command: track(1, 9, [4, 4, 4, 5, 5, 6]),
});

/** The Brigade's rule set. Every option has a default (§18). */
export const BrigadeRulesSchema = z.strictObject({
  /** §2.2, §14: side 2 wardens and barracks. */
  advanced: z.boolean().default(false),
  /** §2.1 (R1): side-1 wardens and colours are picked in turn order, or dealt. */
  wardenChoice: z.enum(["pick", "deal"]).default("pick"),
  /** §6: starting events the first player draws and resolves. */
  startingEvents: z.number().int().min(0).max(6).default(3),
  /** §6: the University tiles' starting intensity. */
  universityStartIntensity: z.number().int().min(0).max(5).default(2),
  /** §17.4: values per space of the three tracks. */
  tracks: TracksSchema.prefault({}),
  /** §2.1: water on the warden card and in the cistern at the start. */
  startingWater: z
    .strictObject({
      warden: z.number().int().min(0).max(6).default(2),
      cistern: z.number().int().min(0).max(9).default(2),
    })
    .prefault({}),
  /** §8.1: movement points of a Move Brigade. */
  moveRange: z.number().int().min(1).max(6).default(3),
  /** §8.1: steps in 8 directions (diagonals included). */
  moveDiagonal: z.boolean().default(true),
  /** §8.1: movement points to enter a destroyed tile. */
  destroyedStepCost: z.number().int().min(1).max(4).default(2),
  /** §8.1: entering a burning tile ends the move. */
  stopOnBurning: z.boolean().default(true),
  /** R23: which pieces of other players block a brigade. */
  blockingPieces: z.enum(["brigadeAndCistern", "brigadeOnly"]).default("brigadeAndCistern"),
  /** R42: where extinguishing renown may go. */
  renownAdjacency: z.enum(["orthogonal", "neighbours"]).default("orthogonal"),
  /** §12.3: extra renown needed to steal a loyal tile. */
  stealSurcharge: z.number().int().min(0).max(3).default(1),
  /** §4.4: which pieces protect a tile from event increases. */
  protection: z.enum(["cisternOrBrigade", "cisternOnly", "none"]).default("cisternOrBrigade"),
  /** R10: protected burning tiles still spread fire. */
  protectedTilesSpread: z.boolean().default(true),
  /** §5.1: a gust spreads from the tiles burning before it (`downwind`), or newly lit tiles spread on (`chain`). */
  windResolution: z.enum(["downwind", "chain"]).default("downwind"),
  /** §13.1: loyal tiles of one affiliation that win. */
  factionWinTiles: z.number().int().min(2).max(7).default(5),
  /** §13.1: loyal University tiles that win. */
  universityWinTiles: z.number().int().min(1).max(4).default(3),
  /** §13.2: one loyal tile of each affiliation wins. */
  citizensWin: z.boolean().default(true),
  /** §13.3: destroyed tiles that evacuate the city. */
  evacuationDestroyed: z.number().int().min(1).max(32).default(8),
  /** §13.3: destroyed University tiles that evacuate the city. */
  evacuationUniversityDestroyed: z.number().int().min(1).max(4).default(3),
  /** §13.3 (R47): the round is finished, or the game ends at once. */
  evacuationEnd: z.enum(["finishRound", "immediate"]).default("finishRound"),
  /** §13.4: the game ends when no tile burns. */
  allFiresOutEnds: z.boolean().default(true),
  /** R46: how score ties are broken. */
  tieBreak: z.enum(["loyalThenRenown", "shared"]).default("loyalThenRenown"),
  /** R30: Recruit needs Squad Members ≥ 1. */
  recruitNeedsSlot: z.boolean().default(true),
  /** R44: renown tokens per player (null = unlimited). */
  renownTokensPerPlayer: z.number().int().min(1).max(99).nullable().default(null),
  /** R44: loyalty markers per player (null = unlimited). */
  loyaltyMarkersPerPlayer: z.number().int().min(1).max(32).nullable().default(null),
  /** R4: corners picked in turn order, or assigned NW, SE, NE, SW. */
  barracksCorners: z.enum(["pick", "auto"]).default("pick"),
  /** §17.2: the city tile roster by data set id (`map` = the map's own). */
  cityBlocks: z.string().min(1).max(64).default("map"),
  /** R2: 28 blocks dealt at random from the pool, or 7 per affiliation. */
  cityBlockDraw: z.enum(["random", "balanced"]).default("random"),
  /** §17.3: the event deck by data set id (`map` = the map's own). */
  eventDeck: z.string().min(1).max(64).default("map"),
  /** §17.5: the squad deck, wardens and barracks by data set id (`map` = the map's own). */
  squadDeck: z.string().min(1).max(64).default("map"),
  /** §15.1: the Great Buildings module. */
  greatBuildings: z.boolean().default(false),
  /** §15.2: the Fire Festival special events. */
  fireFestival: z.boolean().default(false),
  /** R61: Arson touches burning tiles only, or every tile without renown. */
  arsonScope: z.enum(["burning", "all"]).default("burning"),
  /**
   * R62: no ending exists beyond §13.1–§13.4, so by default there is no round limit (null). A number
   * is an explicit guard: after that round the game stops with its own ending, "round limit"
   * (rules version 1 scored it as an evacuation, with 40 as the default).
   */
  roundLimit: z.number().int().min(5).max(200).nullable().default(null),
});
/** A parsed rule set. */
export type BrigadeRules = z.infer<typeof BrigadeRulesSchema>;
/** A rule set as written (every field optional). */
export type BrigadeRulesInput = z.input<typeof BrigadeRulesSchema>;

const toggle = (key: string, label: string, group: string, rule: string, sentence: string): OptionMeta => ({
  key,
  label,
  group,
  rule,
  sentence,
  control: "toggle",
});
const num = (
  key: string,
  label: string,
  group: string,
  rule: string,
  sentence: string,
  min: number,
  max: number,
  unit?: string,
): OptionMeta => ({
  key,
  label,
  group,
  rule,
  sentence,
  control: "number",
  min,
  max,
  step: 1,
  ...(unit ? { unit } : {}),
});
const select = (
  key: string,
  label: string,
  group: string,
  rule: string,
  sentence: string,
  choices: [string | number | boolean, string][],
): OptionMeta => ({
  key,
  label,
  group,
  rule,
  sentence,
  control: "select",
  choices: choices.map(([value, l]) => ({ value, label: l })),
});

/** Metadata of every option, grouped by rule area (§18). */
export const BRIGADE_OPTIONS: OptionMeta[] = [
  toggle(
    "advanced",
    "Advanced game",
    "Setup",
    "§2.2",
    "Wardens and barracks boards are used on side 2: each warden has a special action and each barracks an ability.",
  ),
  select(
    "wardenChoice",
    "Wardens in the basic game",
    "Setup",
    "§2.1",
    "Players pick a warden and a free colour in turn order, or both are dealt.",
    [
      ["pick", "Picked in turn order"],
      ["deal", "Dealt at random"],
    ],
  ),
  select(
    "barracksCorners",
    "Barracks corners",
    "Setup",
    "§3.2",
    "Corners are picked in turn order after the first player is chosen, or assigned NW, SE, NE, SW.",
    [
      ["pick", "Picked in turn order"],
      ["auto", "Assigned (NW, SE, NE, SW)"],
    ],
  ),
  num(
    "startingEvents",
    "Starting events",
    "Setup",
    "§6",
    "How many yellow-corner events the first player draws and resolves before play.",
    0,
    6,
    "cards",
  ),
  num(
    "universityStartIntensity",
    "University starting fire",
    "Setup",
    "§6",
    "The intensity the four University tiles start at.",
    0,
    5,
    "intensity",
  ),
  {
    key: "tracks",
    label: "Upgrade tracks",
    group: "Barracks",
    rule: "§17.4",
    sentence:
      "The value printed on each space of the Squad Members, Cistern Capacity and Command tracks; the last space is the blue circle.",
    control: "custom",
  },
  num(
    "startingWater.warden",
    "Starting water on the warden",
    "Setup",
    "§2.1",
    "Water tokens put on the warden card at the start.",
    0,
    6,
    "water",
  ),
  num(
    "startingWater.cistern",
    "Starting water in the cistern",
    "Setup",
    "§2.1",
    "Water tokens put in the cistern section at the start.",
    0,
    9,
    "water",
  ),
  num(
    "moveRange",
    "Movement points",
    "Actions",
    "§8.1",
    "Movement points of one Move Brigade action.",
    1,
    6,
    "points",
  ),
  toggle(
    "moveDiagonal",
    "Diagonal steps",
    "Actions",
    "§8.1",
    "A brigade may step to any of the 8 neighbouring tiles, diagonals included.",
  ),
  num(
    "destroyedStepCost",
    "Cost to enter a destroyed tile",
    "Actions",
    "§8.1",
    "Movement points spent to step onto a destroyed tile.",
    1,
    4,
    "points",
  ),
  toggle(
    "stopOnBurning",
    "Burning tiles stop a move",
    "Actions",
    "§8.1",
    "Entering a burning tile ends the Move Brigade action at once.",
  ),
  select(
    "blockingPieces",
    "Blocking pieces",
    "Actions",
    "R23",
    "Which pieces of other players a brigade can neither pass nor stop on.",
    [
      ["brigadeAndCistern", "Brigades and cisterns"],
      ["brigadeOnly", "Brigades only"],
    ],
  ),
  select(
    "renownAdjacency",
    "Renown placement",
    "Renown",
    "R42",
    "Where the renown of an extinguish may go besides the tile itself.",
    [
      ["orthogonal", "Orthogonally adjacent tiles"],
      ["neighbours", "All 8 neighbours"],
    ],
  ),
  num(
    "stealSurcharge",
    "Steal surcharge",
    "Renown",
    "§12.3",
    "Renown above the tile's value needed to take a tile loyal to someone else.",
    0,
    3,
    "renown",
  ),
  num(
    "renownTokensPerPlayer",
    "Renown tokens per player",
    "Renown",
    "R44",
    "A limit on each player's renown tokens on the board; empty means unlimited.",
    1,
    99,
    "tokens",
  ),
  num(
    "loyaltyMarkersPerPlayer",
    "Loyalty markers per player",
    "Renown",
    "R44",
    "A limit on each player's loyalty markers on the board; empty means unlimited.",
    1,
    32,
    "markers",
  ),
  select(
    "protection",
    "Protection",
    "Fire",
    "§4.4",
    "Which pieces make a tile immune to increases from event cards.",
    [
      ["cisternOrBrigade", "Cisterns and brigades"],
      ["cisternOnly", "Cisterns only"],
      ["none", "None"],
    ],
  ),
  toggle(
    "protectedTilesSpread",
    "Protected tiles still spread",
    "Fire",
    "R10",
    "A protected tile that is burning still spreads fire in a wind gust.",
  ),
  select(
    "windResolution",
    "Wind gust resolution",
    "Fire",
    "§5.1",
    "Tiles burning before the gust spread once (downwind), or newly lit tiles spread on (chain).",
    [
      ["downwind", "Downwind sweep (the rule)"],
      ["chain", "Chain (variant)"],
    ],
  ),
  num(
    "factionWinTiles",
    "Faction win",
    "End",
    "§13.1",
    "Loyal tiles of one affiliation that win the game at once.",
    2,
    7,
    "tiles",
  ),
  num(
    "universityWinTiles",
    "University win",
    "End",
    "§13.1",
    "Loyal University tiles that win the game at once.",
    1,
    4,
    "tiles",
  ),
  toggle(
    "citizensWin",
    "Citizens win",
    "End",
    "§13.2",
    "A loyal tile of each of the five affiliations wins the game at once.",
  ),
  num(
    "evacuationDestroyed",
    "Evacuation: tiles destroyed",
    "End",
    "§13.3",
    "Destroyed tiles that make the city evacuate.",
    1,
    32,
    "tiles",
  ),
  num(
    "evacuationUniversityDestroyed",
    "Evacuation: University destroyed",
    "End",
    "§13.3",
    "Destroyed University tiles that make the city evacuate.",
    1,
    4,
    "tiles",
  ),
  select(
    "evacuationEnd",
    "Evacuation timing",
    "End",
    "R47",
    "After evacuation the round is finished, or the game ends at once.",
    [
      ["finishRound", "Finish the round"],
      ["immediate", "At once"],
    ],
  ),
  toggle(
    "allFiresOutEnds",
    "All fires out ends the game",
    "End",
    "§13.4",
    "When no tile is burning the game ends and is scored.",
  ),
  select("tieBreak", "Tie-break", "End", "R46", "How equal scores are separated.", [
    ["loyalThenRenown", "Most loyalty, then most renown"],
    ["shared", "Shared win"],
  ]),
  num(
    "roundLimit",
    "Round limit",
    "End",
    "R62",
    "Not a rule of the game: a guard against endless games. After this round the game stops and is scored with its own ending, “round limit”; empty means no limit.",
    5,
    200,
    "rounds",
  ),
  toggle(
    "recruitNeedsSlot",
    "Recruit needs a slot",
    "Actions",
    "R30",
    "Recruit is allowed only with a Squad Members value of at least 1.",
  ),
  select(
    "cityBlockDraw",
    "City block draw",
    "Setup",
    "R2",
    "Blocks are dealt at random from the pool, or 7 per affiliation.",
    [
      ["random", "At random"],
      ["balanced", "7 per affiliation"],
    ],
  ),
  {
    key: "cityBlocks",
    label: "City tiles",
    group: "Data",
    rule: "§17.2",
    sentence: "The tile roster by data set id; map uses the map's own tiles.",
    control: "custom",
  },
  {
    key: "eventDeck",
    label: "Event deck",
    group: "Data",
    rule: "§17.3",
    sentence: "The event deck by data set id; map uses the map's own cards.",
    control: "custom",
  },
  {
    key: "squadDeck",
    label: "Squad deck",
    group: "Data",
    rule: "§17.5",
    sentence: "The squad deck, wardens and barracks boards by data set id; map uses the map's own cards.",
    control: "custom",
  },
  toggle(
    "greatBuildings",
    "Great Buildings",
    "Expansions",
    "§15.1",
    "Special buildings join the block pool and trigger an effect when destroyed.",
  ),
  toggle(
    "fireFestival",
    "Fire Festival",
    "Expansions",
    "§15.2",
    "The four Fire Festival special events are shuffled into the event deck.",
  ),
  select(
    "arsonScope",
    "Arson scope",
    "Expansions",
    "R61",
    "Arson raises burning tiles without renown only, or every tile without renown.",
    [
      ["burning", "Burning tiles"],
      ["all", "Every tile"],
    ],
  ),
];

/** The presets (§18). */
export const BRIGADE_PRESETS: Preset<BrigadeRules>[] = [
  {
    id: "basic",
    label: "Basic game",
    description: "Side 1 wardens and barracks; every default of the digest.",
    translations: {
      it: {
        label: "Gioco base",
        description: "Guardiani e plance caserma sul lato 1; tutte le regole predefinite del riassunto.",
      },
      pt: {
        label: "Jogo básico",
        description: "Guardiões e quartéis no lado 1; todas as regras predefinidas do resumo.",
      },
    },
    rules: {},
  },
  {
    id: "advanced",
    label: "Advanced game",
    description: "Side 2: warden special actions and barracks abilities (§14).",
    translations: {
      it: {
        label: "Gioco avanzato",
        description: "Lato 2: azioni speciali dei Guardiani e abilità delle caserme (§14).",
      },
      pt: {
        label: "Jogo avançado",
        description: "Lado 2: ações especiais dos guardiões e habilidades dos quartéis (§14).",
      },
    },
    rules: { advanced: true },
  },
  {
    id: "with-expansions",
    label: "Advanced with expansions",
    description: "The advanced game with Great Buildings and the Fire Festival cards (§15).",
    translations: {
      it: {
        label: "Avanzato con espansioni",
        description: "Il gioco avanzato con i Grandi Edifici e le carte Festival del Fuoco (§15).",
      },
      pt: {
        label: "Avançado com expansões",
        description: "O jogo avançado com os Grandes Edifícios e as cartas do Festival do Fogo (§15).",
      },
    },
    rules: { advanced: true, greatBuildings: true, fireFestival: true },
  },
  {
    id: "component-limits",
    label: "Component limits",
    description: "16 renown tokens and 10 loyalty markers per player (R44).",
    translations: {
      it: {
        label: "Limiti dei componenti",
        description: "16 segnalini fama e 10 indicatori lealtà per giocatore (R44).",
      },
      pt: {
        label: "Limites dos componentes",
        description: "16 fichas de fama e 10 marcadores de lealdade por jogador (R44).",
      },
    },
    rules: { renownTokensPerPlayer: 16, loyaltyMarkersPerPlayer: 10 },
  },
];

/** Problems of a rule set for a seat count. */
export function checkRules(r: BrigadeRules, _seats: number): Issue[] {
  const out: Issue[] = [];
  for (const key of ["squad", "cistern", "command"] as const) {
    const t = r.tracks[key];
    for (let i = 1; i < t.length; i++)
      if ((t[i] as number) < (t[i - 1] as number)) {
        out.push({
          path: `tracks.${key}[${i}]`,
          message: `track values never go down (§10.1): ${t[i]} follows ${t[i - 1]}`,
          code: "track-decreasing",
          severity: "error",
        });
        break;
      }
  }
  if (r.startingWater.cistern > (r.tracks.cistern[0] as number))
    out.push({
      path: "startingWater.cistern",
      message: `the cistern starts with ${r.startingWater.cistern} water but holds only ${r.tracks.cistern[0]} on the first space`,
      code: "water-over-capacity",
      severity: "warning",
    });
  return out;
}

/** What a rule set means for a seat count, for the rules workspace. */
export function rulesConsequences(r: BrigadeRules, seats: number): Consequence[] {
  const up = (t: number[]) => t.length - 1;
  return [
    { label: "Corners used", value: `${seats} of 4`, words: { text: "{{seats}} of 4", params: { seats } } },
    {
      label: "Upgrades to fill every track",
      value: String(up(r.tracks.squad) + up(r.tracks.cistern) + up(r.tracks.command)),
    },
    {
      label: "Action points per turn",
      value: `${r.tracks.command[0]}–${r.tracks.command[r.tracks.command.length - 1]}`,
    },
    {
      label: "Evacuation",
      value: `${r.evacuationDestroyed} tiles or ${r.evacuationUniversityDestroyed} University tiles destroyed`,
      words: {
        text: "{{tiles}} tiles or {{university}} University tiles destroyed",
        params: { tiles: r.evacuationDestroyed, university: r.evacuationUniversityDestroyed },
      },
    },
    {
      label: "Faction win",
      value: `${r.factionWinTiles} tiles of one affiliation (or ${r.universityWinTiles} University)`,
      words: {
        text: "{{tiles}} tiles of one affiliation (or {{university}} University)",
        params: { tiles: r.factionWinTiles, university: r.universityWinTiles },
      },
      ok: r.factionWinTiles <= 7,
    },
  ];
}
