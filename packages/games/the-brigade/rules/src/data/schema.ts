/**
 * The Brigade's data as documents (§17): the city (a map document of the grid profile, carrying or
 * naming its card data set) and the card data set (event deck, squad deck, wardens, barracks
 * boards). Every record names its provenance (§17.8): `seed` (named by the rulebook), `inferred`
 * (deduced by a ruling) or `reconstructed` (proposed in §17 to fit every stated fact). Rules code
 * reads these records through ability keys and never names a card, so a real data set replaces the
 * reconstruction without a code change.
 */
import { z } from "zod";

/** The five affiliations (Words; §4.1). University tiles are the fifth. */
export const AFFILIATIONS = ["commons", "council", "merchants", "nobles", "university"] as const;
/** An affiliation. */
export type Affiliation = (typeof AFFILIATIONS)[number];
/** Display names of the affiliations. */
export const AFFILIATION_NAMES: Record<Affiliation, string> = {
  commons: "Commons",
  council: "Council",
  merchants: "Merchants",
  nobles: "Nobles",
  university: "University",
};
/** The four player colours (§1). */
export const COLOURS = ["white", "black", "pink", "orange"] as const;
/** A player colour. */
export type Colour = (typeof COLOURS)[number];
/** Where a record comes from (§17.8). */
export const SOURCES = ["seed", "inferred", "reconstructed"] as const;
/** Provenance of a record or a field. */
export type Source = (typeof SOURCES)[number];

/** Squad abilities (§11.5), one key per printed ability; cards name the key they carry. */
export const SQUAD_ABILITIES = [
  "longStride", // Kulari One-Shoe: 5 movement points
  "commonsCooling", // Del Uge: Commons loyalty → reduce another tile by 2
  "rivalRenown", // Selina Blackflow: +1 renown on others' loyal tiles
  "guardedLoyalty", // Nery Cagehand: others steal at value + 2
  "freeCisternMove", // Morgana Magos: one free Move Cistern per turn
  "stokeOnArrival", // Gness Smold: raise a burning tile a move ends on
  "loyaltyFlare", // Chops Murphy: loyalty → raise an adjacent tile by 2
  "merchantsUpgrade", // Pep Overclock: Merchants loyalty → free Upgrade
  "shove", // Mog The Heavy: end on a brigade and push it
  "deflectFireball", // Esme Morrow: send a fireball on your brigade to an adjacent tile
  "councilRecruit", // Mal Candor: Council loyalty → free Recruit
  "universityDiscount", // Lumen: a complete University extinguish costs 1 water less
  "refillToll", // Walder Ranier: others lose 1 water after a Refill action
  "cisternDouse", // Leon Bertrand: the cistern puts out an intensity-1 fire
  "extraTurn", // Brother Ben: a track maxed in your turn → an extra turn
  "noblesRenown", // Immora: Nobles loyalty → 1 renown on another Nobles tile
  "merchantsFavour", // Ali Ahmar: Merchants loyalty → water, move renown or cool
  "freeMovement", // Ebenezer: no penalty for destroyed or burning tiles
  "fireballRenown", // Veda Moonbright: a fireball on your pieces → 1 renown instead
  "noblesPurge", // Zilda Garrett: Nobles loyalty → another player discards a member
  "ownWaterReach", // Ash: extinguish an adjacent tile with her own water
  "burden", // Sir Precious: given away, −1 AP per turn
] as const;
/** A squad ability key. */
export type SquadAbility = (typeof SQUAD_ABILITIES)[number];

/** Warden special actions of side 2 (§14.2). `mist` is a passive. */
export const WARDEN_ACTIONS = [
  "sendCistern", // Gloria Ignis
  "polymorphy", // Blitz Haben
  "withThePeople", // Frith Goldmane
  "artificers", // Glint Dampshot
  "alliances", // Bernhardt Blaze
  "mist", // Ester (passive)
  "dawnDusk", // White Fang
  "mime", // Galeela
  "incorporeal", // Aurath Ether
  "pyrocontrol", // Cindy Bustion
] as const;
/** A warden action key. */
export type WardenAction = (typeof WARDEN_ACTIONS)[number];

/** Barracks abilities of side 2 (§14.3). */
export const BARRACKS_ABILITIES = ["streetWisdom", "civicDuty", "sparklingClimb", "insurance"] as const;
/** A barracks ability key. */
export type BarracksAbility = (typeof BARRACKS_ABILITIES)[number];

/** Special buildings' effects when destroyed (§15.1, R60). */
export const BUILDING_EFFECTS = ["burstAdjacent", "none", "frost", "lineOfFire", "aviary"] as const;
/** A special building effect key. */
export type BuildingEffect = (typeof BUILDING_EFFECTS)[number];

/** Special event effects (§5.3) and the Fire Festival cards (§15.2). */
export const SPECIAL_EFFECTS = [
  "upgradeCistern",
  "upgradeSquad",
  "upgradeCommand",
  "freeRecruit",
  "placeRenown",
  "refillBrigades",
  "arson",
  "burningMan",
  "indecentRelations",
  "raiseByValue",
] as const;
/** A special event effect key. */
export type SpecialEffect = (typeof SPECIAL_EFFECTS)[number];

const Id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case (lower-case letters, digits and dashes)");
const Name = z.string().trim().min(1).max(60);
const Text = z.string().max(240);
const SourceSchema = z.enum(SOURCES);
/** Field-level provenance where it differs from the record's own `source`. */
const Provenance = z.record(z.string().max(32), SourceSchema).optional();
/** A grid cell `A1`…`F6` (letters west to east, digits north to south). */
export const CellIdSchema = z.string().regex(/^[A-F][1-6]$/, "must be a cell A1…F6 (column A–F, row 1–6)");

/** A city tile (§4.1): flame track length, affiliation, name, value. */
export const TileSchema = z.strictObject({
  id: Id,
  name: Name,
  affiliation: z.enum(AFFILIATIONS),
  value: z.number().int().min(1).max(9),
  /** L: the numbered spaces of the flame track; one more step destroys the tile. */
  flame: z.number().int().min(1).max(9),
  /** §15.1: a special building's effect when destroyed. */
  building: z.enum(BUILDING_EFFECTS).optional(),
  text: Text.optional(),
  source: SourceSchema,
  provenance: Provenance,
  note: Text.optional(),
});
/** A city tile record. */
export type TileRecord = z.infer<typeof TileSchema>;

const CardBase = {
  id: Id,
  name: Name,
  source: SourceSchema,
  provenance: Provenance,
  note: Text.optional(),
  /** Yellow corners: a starting event (§6). */
  starting: z.boolean().default(false),
  /** The expansion a card belongs to (§15.2); base cards have none. */
  module: z.enum(["fireFestival"]).optional(),
};

/** A wind gust card (§5.1): one direction. */
export const WindCardSchema = z.strictObject({
  ...CardBase,
  kind: z.literal("wind"),
  direction: z.enum(["N", "NE", "E", "SE", "S", "SW", "W", "NW"]),
});
/** A firestorm card (§5.2): the squares where fireballs fall, north up. */
export const FirestormCardSchema = z.strictObject({
  ...CardBase,
  kind: z.literal("firestorm"),
  fireballs: z
    .array(z.strictObject({ cell: CellIdSchema, count: z.number().int().min(1).max(3).default(1) }))
    .min(1)
    .max(36),
});
/** A special event card (§5.3, §15.2). */
export const SpecialCardSchema = z.strictObject({
  ...CardBase,
  kind: z.literal("special"),
  effect: z.enum(SPECIAL_EFFECTS),
  /** `raiseByValue`: the tile value it targets (Karnaj Celebration: 2). */
  value: z.number().int().min(1).max(9).optional(),
  text: Text,
});
/** An event card. */
export const EventCardSchema = z.discriminatedUnion("kind", [
  WindCardSchema,
  FirestormCardSchema,
  SpecialCardSchema,
]);
/** An event card record. */
export type EventCardRecord = z.infer<typeof EventCardSchema>;

/** A squad card (§11.1): name, affiliation (`none` = always active), water, ability. */
export const SquadCardSchema = z.strictObject({
  id: Id,
  name: Name,
  affiliation: z.enum([...AFFILIATIONS, "none"]),
  water: z.number().int().min(0).max(6),
  ability: z.enum(SQUAD_ABILITIES),
  text: Text,
  source: SourceSchema,
  provenance: Provenance,
  note: Text.optional(),
});
/** A squad card record. */
export type SquadCardRecord = z.infer<typeof SquadCardSchema>;

/** A warden card (§2, §14.2): 2 bucket icons; side 2 an action. */
export const WardenSchema = z.strictObject({
  id: Id,
  name: Name,
  water: z.number().int().min(0).max(6),
  action: z.enum(WARDEN_ACTIONS),
  actionName: Name,
  text: Text,
  /** White Fang's Dusk face capacity (R54, §17.6). */
  duskWater: z.number().int().min(0).max(9).optional(),
  /** Side-1 border colour if known (R1). */
  colour: z.enum(COLOURS).optional(),
  source: SourceSchema,
  provenance: Provenance,
  note: Text.optional(),
});
/** A warden record. */
export type WardenRecord = z.infer<typeof WardenSchema>;

/** A barracks board (§10, §14.3): its colour and side-2 ability. */
export const BarracksSchema = z.strictObject({
  id: Id,
  name: Name,
  colour: z.enum(COLOURS),
  ability: z.enum(BARRACKS_ABILITIES),
  abilityName: Name,
  text: Text,
  source: SourceSchema,
  provenance: Provenance,
  note: Text.optional(),
});
/** A barracks board record. */
export type BarracksRecord = z.infer<typeof BarracksSchema>;

/** The card data set: event deck, squad deck, wardens, barracks boards (§17.3–§17.7). */
export const CardsSchema = z.strictObject({
  format: z.literal("the-brigade/cards"),
  version: z.literal(1),
  id: Id,
  name: Name,
  description: z.string().max(2000).optional(),
  events: z.array(EventCardSchema).min(1).max(200),
  squad: z.array(SquadCardSchema).min(2).max(100),
  wardens: z.array(WardenSchema).min(4).max(40),
  barracks: z.array(BarracksSchema).min(4).max(8),
});
/** A card data set (parsed). */
export type BrigadeCards = z.infer<typeof CardsSchema>;
/** A card data set as written (defaults may be omitted). */
export type BrigadeCardsInput = z.input<typeof CardsSchema>;

/** The city: a map document of layout `grid` (§3.1, §17.2). */
export const CitySchema = z.strictObject({
  format: z.literal("the-brigade/city"),
  version: z.literal(1),
  id: Id,
  name: Name,
  description: z.string().max(2000).optional(),
  /** The data set this tile roster belongs to (`reconstructed-v1`). */
  dataset: Id,
  geography: z.enum(["printed", "traced", "reconstructed"]),
  grid: z.strictObject({ cols: z.number().int().min(1).max(12), rows: z.number().int().min(1).max(12) }),
  /** Cells reserved for barracks tiles (the four corners, §3.1). */
  corners: z.array(CellIdSchema).max(8),
  /** Cells of the University tiles (the centre 2×2, §3.1). */
  universityCells: z.array(CellIdSchema).max(8),
  university: z.array(TileSchema).max(8),
  /** The 28 city blocks (R2). */
  blocks: z.array(TileSchema).max(64),
  /** Extra blocks (Kickstarter bonus tiles): join the pool; 28 are dealt (R2). */
  bonusBlocks: z.array(TileSchema).max(32).default([]),
  /** §15.1 special buildings: join the pool when `greatBuildings` is on. */
  specialBuildings: z.array(TileSchema).max(16).default([]),
  /** The card data set, embedded or named by id (a shipped one). */
  cards: z.union([CardsSchema, Id]),
});
/** A city map (parsed). */
export type BrigadeMap = z.infer<typeof CitySchema>;
/** A city map as written. */
export type BrigadeMapInput = z.input<typeof CitySchema>;
