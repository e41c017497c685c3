/**
 * Small World Underground's look: terrain colours (a dark cavern with glowing crystal, mud, fungus and
 * ore), a colour and a short mark per race, seat colours, and the catalogue look-ups the panels use.
 */
import type { Locale } from "@pudding/engine";
import {
  figureNameIn,
  MARKERS,
  type MarkerId,
  type MarkerInfo,
  markerNameIn,
  markerTextIn,
  markerTheIn,
  POWERS,
  type PowerId,
  type PowerInfo,
  powerNameIn,
  powerTextIn,
  RACES,
  type RaceId,
  type RaceInfo,
  raceNameIn,
  raceTextIn,
  relicWordIn,
  TERRAINS,
  type TerrainId,
  terrainNameIn,
} from "@pudding/small-world-underground";

/** How a terrain is painted: its fill, a darker rim, a light accent for its glyphs, a legend word. */
export interface TerrainStyle {
  fill: string;
  dark: string;
  light: string;
  name: string;
}

/** The seven region types (§1) as painted on the board and in the legend. */
export const TERRAIN_STYLE: Readonly<Record<TerrainId, TerrainStyle>> = {
  blackMountain: { fill: "#4b4350", dark: "#2a2430", light: "#f0793a", name: "Black Mountain" },
  mudpool: { fill: "#806b3f", dark: "#4e3f22", light: "#c7ad72", name: "Mudpool" },
  mushroomForest: { fill: "#8a4f7d", dark: "#552c4c", light: "#f2c4dd", name: "Mushroom Forest" },
  mine: { fill: "#a8783a", dark: "#6b4a1f", light: "#ffe08a", name: "Mine" },
  mysticCrystal: { fill: "#2f7f8c", dark: "#1a4d56", light: "#a8f3ff", name: "Mystic Crystal" },
  river: { fill: "#2e6aa6", dark: "#173f6b", light: "#9fd0ff", name: "River" },
  chasm: { fill: "#120e16", dark: "#000000", light: "#6d5a7a", name: "Abysmal Chasm" },
};

/** The order of the legend: land first, then River and chasm. */
export const TERRAIN_ORDER: readonly TerrainId[] = TERRAINS.map((t) => t.id);

/**
 * A race's colour (its banner and tokens), the ink of its words on that colour (contrast at least
 * 4.5 : 1, WCAG 1.4.3 — checked by a test) and its two-letter mark.
 */
export const RACE_LOOK: Readonly<Record<RaceId, { colour: string; ink: string; mark: string }>> = {
  cultists: { colour: "#6b3fa0", ink: "#f3e9ff", mark: "Cu" },
  drow: { colour: "#34367f", ink: "#dfe0ff", mark: "Dr" },
  flames: { colour: "#b83c18", ink: "#fff1d6", mark: "Fl" },
  gnomes: { colour: "#c99a1e", ink: "#2b1d00", mark: "Gn" },
  ironDwarves: { colour: "#636e7a", ink: "#f4f7fa", mark: "ID" },
  kraken: { colour: "#16707f", ink: "#dcfbff", mark: "Kr" },
  liches: { colour: "#8e9960", ink: "#1f2410", mark: "Li" },
  lizardmen: { colour: "#3c7a2c", ink: "#eaffdf", mark: "Lz" },
  mudmen: { colour: "#7a5533", ink: "#fbead3", mark: "Mu" },
  mummies: { colour: "#d3c290", ink: "#3a2c12", mark: "Mm" },
  ogres: { colour: "#a24a25", ink: "#ffe8da", mark: "Og" },
  shadowMimes: { colour: "#34343a", ink: "#e6e6ee", mark: "SM" },
  shrooms: { colour: "#b1375e", ink: "#ffe3ec", mark: "Sh" },
  spiderines: { colour: "#7c1836", ink: "#ffdbe6", mark: "Sp" },
  willOWisps: { colour: "#4fb8cc", ink: "#05262d", mark: "WW" },
};

/** Seat colours (the players' rims around their tokens and in the panels). */
export const SWU_SEAT_COLOURS = ["#e0312b", "#2b6fe0", "#2fa84f", "#e8b317", "#9b4fd1"] as const;

/** A seat's colour. */
export const swuSeatColour = (seat: number): string =>
  SWU_SEAT_COLOURS[
    ((seat % SWU_SEAT_COLOURS.length) + SWU_SEAT_COLOURS.length) % SWU_SEAT_COLOURS.length
  ] as string;

/** The greyed look of declined tokens and banners (§1: the two-tone side). */
export const DECLINED = { fill: "#8f877c", ink: "#2d2822", rim: "#5a534a" } as const;

/** The coin's gold. */
export const GOLD = { fill: "#e9b93c", dark: "#9b7113", ink: "#4a3300" } as const;

const raceById = new Map(RACES.map((r) => [r.id, r]));
const powerById = new Map(POWERS.map((p) => [p.id, p]));
const markerById = new Map(MARKERS.map((m) => [m.id, m]));

/** A race of the catalogue. */
export const raceInfo = (id: RaceId | string): RaceInfo | undefined => raceById.get(id as RaceId);
/** A power of the catalogue. */
export const powerInfo = (id: PowerId | string | null): PowerInfo | undefined =>
  id ? powerById.get(id as PowerId) : undefined;
/** A Place or Relic of the catalogue. */
export const markerInfo = (id: MarkerId | string): MarkerInfo | undefined => markerById.get(id as MarkerId);
/** A race's name in the reader's language (its id when unknown). */
export const raceName = (id: string, locale: Locale = "en"): string => raceNameIn(id, locale);
/** A race's one-line ability in the reader's language. */
export const raceText = (id: string, locale: Locale = "en"): string => raceTextIn(id, locale);
/** A power's name ("no power" for a banner-only combo, R7). */
export const powerName = (id: string | null, locale: Locale = "en"): string => powerNameIn(id, locale);
/** A power's one-line text in the reader's language. */
export const powerText = (id: string | null, locale: Locale = "en"): string => powerTextIn(id, locale);
/** A marker's name. */
export const markerName = (id: string, locale: Locale = "en"): string => markerNameIn(id, locale);
/** A marker's name with its article ("the Shiny Orb"). */
export const markerThe = (id: string, locale: Locale = "en"): string => markerTheIn(id, locale);
/** A marker's one-line text in the reader's language. */
export const markerText = (id: string, locale: Locale = "en"): string => markerTextIn(id, locale);
/** A terrain's name in the reader's language. */
export const terrainName = (id: string, locale: Locale = "en"): string => terrainNameIn(id, locale);
/** A figure's name with its article ("the Queen"). */
export const figureName = (id: string, locale: Locale = "en"): string => figureNameIn(id, locale);
/** A Relic a conquest uses, with its article ("the Sword"). */
export const relicWord = (id: string, locale: Locale = "en"): string => relicWordIn(id, locale);

/** The look of a race (a neutral one for an unknown id). */
export const raceLook = (id: string) =>
  RACE_LOOK[id as RaceId] ?? { colour: "#777", ink: "#fff", mark: id.slice(0, 2) };

export { contrast, isLightInk } from "@pudding/board-ui";
