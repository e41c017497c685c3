/**
 * The catalogue of Small World Underground's pieces: 15 races (§14), 21 special powers (§15),
 * 9 Popular Places (§18) and 6 Righteous Relics (§17), with the values of §2.1 (Ruling R3) and a
 * one-line description each, for the engine and for any UI that draws them.
 *
 * Indices are stable: the state stores races, powers and markers by their index in these lists.
 */

/** Race ids in catalogue order (§2.1). */
export const RACE_IDS = [
  "cultists",
  "drow",
  "flames",
  "gnomes",
  "ironDwarves",
  "kraken",
  "liches",
  "lizardmen",
  "mudmen",
  "mummies",
  "ogres",
  "shadowMimes",
  "shrooms",
  "spiderines",
  "willOWisps",
] as const;
/** A race id. */
export type RaceId = (typeof RACE_IDS)[number];

/** Special power ids in catalogue order (§2.1). */
export const POWER_IDS = [
  "adventurous",
  "shield",
  "flocking",
  "muddy",
  "magic",
  "martyr",
  "mining",
  "immortal",
  "mystic",
  "thieving",
  "tomb",
  "quarreling",
  "fisher",
  "frightened",
  "royal",
  "reborn",
  "stone",
  "wise",
  "vanishing",
  "vampire",
  "vengeful",
] as const;
/** A special power id. */
export type PowerId = (typeof POWER_IDS)[number];

/** Popular Places (§18) then Righteous Relics (§17): marker ids in catalogue order. */
export const MARKER_IDS = [
  "altarOfSouls",
  "diamondFields",
  "cryptOfTheTombRaider",
  "fountainOfYouth",
  "keepOnTheMotherland",
  "greatBrassPipe",
  "stonehedge",
  "mineOfTheLostDwarf",
  "wickedestPentacle",
  "froggysRing",
  "swordOfTheKillerRabbit",
  "flyingDoormat",
  "stinkyTrollsSocks",
  "shinyOrb",
  "scepterOfAvarice",
] as const;
/** A Place or Relic id. */
export type MarkerId = (typeof MARKER_IDS)[number];

/** Terrain (region type) ids (§1). */
export const TERRAIN_IDS = [
  "blackMountain",
  "mudpool",
  "mushroomForest",
  "mine",
  "mysticCrystal",
  "river",
  "chasm",
] as const;
/** A region type. */
export type TerrainId = (typeof TERRAIN_IDS)[number];
/** The five land terrains. */
export const LAND_TERRAINS: readonly TerrainId[] = [
  "blackMountain",
  "mudpool",
  "mushroomForest",
  "mine",
  "mysticCrystal",
];

/** A race of the catalogue. */
export interface RaceInfo {
  id: RaceId;
  name: string;
  italian: string;
  /** Banner value (§2.1, R3). */
  banner: number;
  /** Tokens in the tray: a hard supply limit (§2, §6.4). */
  tray: number;
  /** The ability in one line. */
  text: string;
  rule: string;
}
/** A special power of the catalogue. */
export interface PowerInfo {
  id: PowerId;
  name: string;
  italian: string;
  /** Badge value (§2.1, R3). */
  badge: number;
  /** The badge stays beside the declined banner (R19). */
  keptInDecline: boolean;
  text: string;
  rule: string;
}
/** A Place or Relic of the catalogue. */
export interface MarkerInfo {
  id: MarkerId;
  kind: "place" | "relic";
  name: string;
  italian: string;
  text: string;
  rule: string;
}
/** A terrain of the catalogue. */
export interface TerrainInfo {
  id: TerrainId;
  name: string;
  italian: string;
  land: boolean;
}

/** The 15 races (§14). */
export const RACES: readonly RaceInfo[] = [
  {
    id: "cultists",
    name: "Cultists",
    italian: "Cultisti",
    banner: 5,
    tray: 10,
    rule: "§14.1",
    text: "Their first conquest receives the immune Great Ancient; conquests next to it cost 1 token less.",
  },
  {
    id: "drow",
    name: "Drow",
    italian: "Drow",
    banner: 4,
    tray: 9,
    rule: "§14.2",
    text: "+1 coin per Drow region bordering no region held by another race or by Monsters.",
  },
  {
    id: "flames",
    name: "Flames",
    italian: "Fiamme",
    banner: 4,
    tray: 9,
    rule: "§14.3",
    text: "Place the Volcano on a Volcano chasm; conquer regions linked to it as if they were empty.",
  },
  {
    id: "gnomes",
    name: "Gnomes",
    italian: "Gnomi",
    banner: 6,
    tray: 11,
    rule: "§14.4",
    text: "Other players' abilities, powers, Places and Relics cannot be used against the active Gnomes.",
  },
  {
    id: "ironDwarves",
    name: "Iron Dwarves",
    italian: "Nani di ferro",
    banner: 7,
    tray: 12,
    rule: "§14.5",
    text: "Gain 1 Silver Hammer per Mine at redeployment; hammers pay for conquests like tokens.",
  },
  {
    id: "kraken",
    name: "Kraken",
    italian: "Kraken",
    banner: 5,
    tray: 10,
    rule: "§14.6",
    text: "May stay on River regions, which score for them, even in decline.",
  },
  {
    id: "liches",
    name: "Liches",
    italian: "Lich",
    banner: 5,
    tray: 10,
    rule: "§14.7",
    text: "In decline: whoever conquers a Lich region pays their owner 1 coin (and cannot with no coins).",
  },
  {
    id: "lizardmen",
    name: "Lizardmen",
    italian: "Lucertoloni",
    banner: 7,
    tray: 12,
    rule: "§14.8",
    text: "Pass through River regions, occupied or not, without conquering them.",
  },
  {
    id: "mudmen",
    name: "Mudmen",
    italian: "Melme",
    banner: 5,
    tray: 12,
    rule: "§14.9",
    text: "At redeployment take 1 new Mudman from the tray per Mudpool they hold.",
  },
  {
    id: "mummies",
    name: "Mummies",
    italian: "Mummie",
    banner: 10,
    tray: 15,
    rule: "§14.10",
    text: "Many tokens, but every conquest costs 1 token more.",
  },
  {
    id: "ogres",
    name: "Ogres",
    italian: "Ogri",
    banner: 5,
    tray: 10,
    rule: "§14.11",
    text: "Every conquest costs 1 token less (minimum 1).",
  },
  {
    id: "shadowMimes",
    name: "Shadow Mimes",
    italian: "Mimi ombra",
    banner: 7,
    tray: 12,
    rule: "§14.12",
    text: "When picked, may swap their badge with that of another visible combo.",
  },
  {
    id: "shrooms",
    name: "Shrooms",
    italian: "Funghi",
    banner: 5,
    tray: 10,
    rule: "§14.13",
    text: "+1 coin per Mushroom Forest they hold.",
  },
  {
    id: "spiderines",
    name: "Spiderines",
    italian: "Ragnette",
    banner: 7,
    tray: 12,
    rule: "§14.14",
    text: "Every region bordering a Chasm is adjacent to their regions; they may enter beside a Chasm.",
  },
  {
    id: "willOWisps",
    name: "Will-o'-Wisps",
    italian: "Fuochi fatui",
    banner: 6,
    tray: 11,
    rule: "§14.15",
    text: "May roll the die to lower the cost of conquering a Mystic Crystal or a region next to theirs.",
  },
];

/** The 21 special powers (§15). */
export const POWERS: readonly PowerInfo[] = [
  {
    id: "adventurous",
    name: "Adventurous",
    italian: "Avventurosi",
    badge: 5,
    keptInDecline: false,
    rule: "§15.1",
    text: "+1 coin per region of this race holding a Popular Place.",
  },
  {
    id: "shield",
    name: "Shield",
    italian: "Corazzati",
    badge: 3,
    keptInDecline: false,
    rule: "§15.2",
    text: "Gain 1 Mushroom Armor (+1 defence) per Mushroom Forest held at the end of conquests.",
  },
  {
    id: "flocking",
    name: "Flocking",
    italian: "Gregari",
    badge: 5,
    keptInDecline: false,
    rule: "§15.3",
    text: "+2 coins if all regions of this race form one connected group.",
  },
  {
    id: "muddy",
    name: "Muddy",
    italian: "Luridi",
    badge: 3,
    keptInDecline: true,
    rule: "§15.4",
    text: "+1 coin per Mudpool of this race, even in decline.",
  },
  {
    id: "magic",
    name: "Magic",
    italian: "Magici",
    badge: 5,
    keptInDecline: false,
    rule: "§15.5",
    text: "The Bag-o'-Many-Things copies one Relic on the map each turn.",
  },
  {
    id: "martyr",
    name: "Martyr",
    italian: "Martiri",
    badge: 4,
    keptInDecline: false,
    rule: "§15.6",
    text: "+1 coin each time an opponent conquers a region of this race.",
  },
  {
    id: "mining",
    name: "Mining",
    italian: "Minatori",
    badge: 4,
    keptInDecline: false,
    rule: "§15.7",
    text: "+1 coin per Mine region of this race.",
  },
  {
    id: "immortal",
    name: "Immortal",
    italian: "Immortali",
    badge: 4,
    keptInDecline: false,
    rule: "§15.8",
    text: "Loses no token when conquered: all of them are redeployed.",
  },
  {
    id: "mystic",
    name: "Mystic",
    italian: "Mistici",
    badge: 4,
    keptInDecline: false,
    rule: "§15.9",
    text: "+1 coin per Mystic Crystal region of this race.",
  },
  {
    id: "thieving",
    name: "Thieving",
    italian: "Ladri",
    badge: 4,
    keptInDecline: false,
    rule: "§15.10",
    text: "Take 1 coin from each opponent with active tokens next to this race.",
  },
  {
    id: "tomb",
    name: "Tomb",
    italian: "Non morti",
    badge: 5,
    keptInDecline: true,
    rule: "§15.11",
    text: "Keeps all its tokens on the map in decline, and redeploys them when conquered.",
  },
  {
    id: "quarreling",
    name: "Quarreling",
    italian: "Litigiosi",
    badge: 3,
    keptInDecline: false,
    rule: "§15.14",
    text: "+1 coin per separate group of regions of this race.",
  },
  {
    id: "fisher",
    name: "Fisher",
    italian: "Pescatori",
    badge: 4,
    keptInDecline: false,
    rule: "§15.12",
    text: "+1 coin per pair of coastal regions (bordering the River) of this race.",
  },
  {
    id: "frightened",
    name: "Frightened",
    italian: "Paurosi",
    badge: 4,
    keptInDecline: false,
    rule: "§15.13",
    text: "+1 coin per region holding at least 3 tokens of this race.",
  },
  {
    id: "royal",
    name: "Royal",
    italian: "Regali",
    badge: 5,
    keptInDecline: true,
    rule: "§15.15",
    text: "The Queen makes one region of this race immune; she stays, frozen, in decline.",
  },
  {
    id: "reborn",
    name: "Reborn",
    italian: "Rinati",
    badge: 5,
    keptInDecline: true,
    rule: "§15.16",
    text: "In decline: each turn turn 1 or 2 of its regions into regions of your active race.",
  },
  {
    id: "stone",
    name: "Stone",
    italian: "Rocciosi",
    badge: 4,
    keptInDecline: false,
    rule: "§15.17",
    text: "+1 coin per Black Mountain region of this race.",
  },
  {
    id: "wise",
    name: "Wise",
    italian: "Saggi",
    badge: 4,
    keptInDecline: true,
    rule: "§15.18",
    text: "In decline: +2 coins each turn while it holds a region.",
  },
  {
    id: "vanishing",
    name: "Vanishing",
    italian: "Scomparsi",
    badge: 5,
    keptInDecline: false,
    rule: "§15.19",
    text: "On decline all its tokens leave the map, scoring 2 coins per region instead of 1.",
  },
  {
    id: "vampire",
    name: "Vampire",
    italian: "Vampiri",
    badge: 5,
    keptInDecline: false,
    rule: "§15.20",
    text: "Once per opponent per turn, take an adjacent region by replacing a single active token.",
  },
  {
    id: "vengeful",
    name: "Vengeful",
    italian: "Vendicativi",
    badge: 4,
    keptInDecline: false,
    rule: "§15.21",
    text: "Attackers get a Vengeance marker; conquering their regions costs 1 token less next turn.",
  },
];

/** The 9 Popular Places (§18) and 6 Righteous Relics (§17). */
export const MARKERS: readonly MarkerInfo[] = [
  {
    id: "altarOfSouls",
    kind: "place",
    name: "Altar of Souls",
    italian: "Altare delle anime",
    rule: "§18.1",
    text: "After scoring, remove 1 token of your declined race for 3 coins (also when declined).",
  },
  {
    id: "diamondFields",
    kind: "place",
    name: "Diamond Fields",
    italian: "Campo diamantifero",
    rule: "§18.2",
    text: "+1 coin for it and for each other region of the same race and terrain (also in decline).",
  },
  {
    id: "cryptOfTheTombRaider",
    kind: "place",
    name: "Crypt of the Tomb-raider",
    italian: "Cripta della cacciatrice di tesori",
    rule: "§18.3",
    text: "Place the Ghost in another region at the end of your turn: that region is immune.",
  },
  {
    id: "fountainOfYouth",
    kind: "place",
    name: "Fountain of Youth",
    italian: "Fonte della giovinezza",
    rule: "§18.4",
    text: "At the start of your turn, gain 1 token of your active race from the tray.",
  },
  {
    id: "keepOnTheMotherland",
    kind: "place",
    name: "Keep on the Motherland",
    italian: "Fortezza ancestrale",
    rule: "§18.5",
    text: "+1 coin each turn and +1 defence for its region, also in decline.",
  },
  {
    id: "greatBrassPipe",
    kind: "place",
    name: "Great Brass Pipe",
    italian: "Grandi tubi d'ottone",
    rule: "§18.6",
    text: "All regions of the Pipe's terrain are adjacent to one another for its holder.",
  },
  {
    id: "stonehedge",
    kind: "place",
    name: "Stonehedge",
    italian: "Stonehenge",
    rule: "§18.7",
    text: "Holds a special power drawn on discovery, which serves its occupant as well as his own.",
  },
  {
    id: "mineOfTheLostDwarf",
    kind: "place",
    name: "Mine of the Lost Dwarf",
    italian: "Miniera del Nano scomparso",
    rule: "§18.8",
    text: "+2 coins each turn, also in decline.",
  },
  {
    id: "wickedestPentacle",
    kind: "place",
    name: "Wickedest Pentacle",
    italian: "Pentacolo infame",
    rule: "§18.9",
    text: "Summon and move the Balrog, which conquers regions and makes its own region immune.",
  },
  {
    id: "froggysRing",
    kind: "relic",
    name: "Froggy's Ring",
    italian: "Solito anello",
    rule: "§17.1",
    text: "End of turn: place it in your region and take 1 coin from each player next to it.",
  },
  {
    id: "swordOfTheKillerRabbit",
    kind: "relic",
    name: "Sword of the Killer Rabbit",
    italian: "Spada del coniglio assassino",
    rule: "§17.2",
    text: "Once per turn, one conquest costs 2 tokens less (minimum 1).",
  },
  {
    id: "flyingDoormat",
    kind: "relic",
    name: "Flying Doormat",
    italian: "Tappetino volante",
    rule: "§17.3",
    text: "Once per turn, conquer a region that is not adjacent to yours.",
  },
  {
    id: "stinkyTrollsSocks",
    kind: "relic",
    name: "Stinky Troll's Socks",
    italian: "Calzini di Troll",
    rule: "§17.4",
    text: "Once per turn, conquer a region as if it were empty; its occupant loses no token.",
  },
  {
    id: "shinyOrb",
    kind: "relic",
    name: "Shiny Orb",
    italian: "Globo scintillante",
    rule: "§17.5",
    text: "Once per turn, take an adjacent region by replacing a single active opponent token.",
  },
  {
    id: "scepterOfAvarice",
    kind: "relic",
    name: "Scepter of Avarice",
    italian: "Scettro dell'avaro",
    rule: "§17.6",
    text: "Before scoring, place it in your region: that region's coins from the bank are doubled.",
  },
];

/** The region types (§1). */
export const TERRAINS: readonly TerrainInfo[] = [
  { id: "blackMountain", name: "Black Mountain", italian: "Montagna nera", land: true },
  { id: "mudpool", name: "Mudpool", italian: "Pozza di fango", land: true },
  { id: "mushroomForest", name: "Mushroom Forest", italian: "Foresta di funghi", land: true },
  { id: "mine", name: "Mine", italian: "Giacimento", land: true },
  { id: "mysticCrystal", name: "Mystic Crystal", italian: "Selva di cristallo", land: true },
  { id: "river", name: "River", italian: "Regione di Fiume", land: false },
  { id: "chasm", name: "Abysmal Chasm", italian: "Crepaccio abissale", land: false },
];

/** Race index by id. */
export const RACE_INDEX: Readonly<Record<RaceId, number>> = Object.fromEntries(
  RACE_IDS.map((id, i) => [id, i]),
) as Record<RaceId, number>;
/** Power index by id. */
export const POWER_INDEX: Readonly<Record<PowerId, number>> = Object.fromEntries(
  POWER_IDS.map((id, i) => [id, i]),
) as Record<PowerId, number>;
/** Marker index by id. */
export const MARKER_INDEX: Readonly<Record<MarkerId, number>> = Object.fromEntries(
  MARKER_IDS.map((id, i) => [id, i]),
) as Record<MarkerId, number>;
/** Terrain index by id. */
export const TERRAIN_INDEX: Readonly<Record<TerrainId, number>> = Object.fromEntries(
  TERRAIN_IDS.map((id, i) => [id, i]),
) as Record<TerrainId, number>;

// Integer constants used by the rules code (indices into the lists above).
export const R = RACE_INDEX;
export const P = POWER_INDEX;
export const K = MARKER_INDEX;
/** Terrain indices. */
export const T = TERRAIN_INDEX;
/** The first relic's index: markers below it are Places. */
export const FIRST_RELIC = 9;
