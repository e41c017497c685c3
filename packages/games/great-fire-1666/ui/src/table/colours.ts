/**
 * Colour mapping of the board: the rulebook's arrow colours, house colours and a soft period-map
 * palette for the four regions.
 */
import { PAPER } from "@pudding/board-ui";
import type { Direction, DistrictKind, Region } from "@pudding/great-fire";
import { HOUSE_COLOURS, type HouseColour } from "./types.js";

export { PAPER };

/** Fire-arrow colours as printed in the rulebook (§1.1): North light blue, East orange, South red, West green. */
export const ARROW_COLOURS: Readonly<Record<Direction, string>> = {
  N: "#5fb4e0",
  E: "#ea8a1f",
  S: "#c8281e",
  W: "#3f9b3a",
};

/** Human names of the four directions, for labels. */
export const DIRECTION_NAMES: Readonly<Record<Direction, string>> = {
  N: "North",
  E: "East",
  S: "South",
  W: "West",
};

/** Fill colours of the six house colours (§1). */
export const HOUSE_FILLS: Readonly<Record<HouseColour, string>> = {
  red: "#c0392b",
  blue: "#2f5fa7",
  green: "#3b8a3e",
  yellow: "#e9c23a",
  purple: "#7b4a9c",
  wood: "#c49a66",
};

/** Colour-blind help: the letter drawn on a piece of each house colour (wood houses belong to no one). */
export const HOUSE_LETTERS: Readonly<Record<HouseColour, string>> = {
  red: "R",
  blue: "B",
  green: "G",
  yellow: "Y",
  purple: "P",
  wood: "",
};

/** Ink that reads on a house colour's fill (dark on yellow, light on the others). */
export const letterInk = (c: HouseColour) => (c === "yellow" || c === "wood" ? PAPER.ink : "#fff");

/** Soft, aged-paper region fills (purple, blue, green, orange regions of the board). */
export const REGION_FILLS: Readonly<Record<Region, string>> = {
  purple: "#d3bfd3",
  blue: "#bccbd8",
  green: "#cfd8ad",
  orange: "#ebcd9f",
};

/**
 * Fill for a district: region colour, park green, or the distinct Pudding Lane brick red.
 * @throws Error naming the value when `region` or `kind` is unknown.
 */
export function districtFill(kind: DistrictKind, region: Region): string {
  if (kind === "park") return "#a9c48a";
  if (kind === "origin") return "#b5533c";
  if (kind !== "district") throw new Error(`districtFill: unknown district kind "${String(kind)}"`);
  const fill = REGION_FILLS[region];
  if (fill === undefined) throw new Error(`districtFill: unknown region "${String(region)}"`);
  return fill;
}

/**
 * Fill for a house colour.
 * @throws Error naming the value when it is not one of the six house colours.
 */
export function houseFill(colour: HouseColour): string {
  if (!(HOUSE_COLOURS as readonly string[]).includes(colour)) {
    throw new Error(`houseFill: "${String(colour)}" is not a house colour (${HOUSE_COLOURS.join(", ")})`);
  }
  return HOUSE_FILLS[colour];
}

/**
 * Colour of a fire arrow of the given direction (§1.1).
 * @throws Error naming the value when it is not N, E, S or W.
 */
export function arrowColour(direction: Direction): string {
  const c = ARROW_COLOURS[direction];
  if (c === undefined) throw new Error(`arrowColour: "${String(direction)}" is not a direction (N, E, S, W)`);
  return c;
}
