/**
 * Props-level data for the board drawing. Deliberately independent of the engine's state layout:
 * the play app adapts an engine view into a {@link BoardScene} and {@link Highlights}.
 */

import type { Direction } from "@pudding/great-fire";
import type { Point } from "@pudding/map-schema";

/** The six house colours of §1 (20 houses each); `wood` is the natural-wood set. */
export const HOUSE_COLOURS = ["red", "blue", "green", "yellow", "purple", "wood"] as const;
/** One of the six house (and pawn) colours (§1). */
export type HouseColour = (typeof HOUSE_COLOURS)[number];

/** What lies on one district right now. */
export interface DistrictScene {
  /** Houses still standing, in the order they are drawn. */
  houses: HouseColour[];
  /** Fire cones not covered by a team ("free", §Words). */
  freeCones: number;
  /** Fire cones covered by a committed team ("controlled", §Words). */
  controlledCones: number;
  /** Uncommitted emergency teams (black cones) standing here. */
  teams: number;
  /** Owner pawns standing here; `seat` tells two pawns of one colour apart. */
  pawns: { colour: HouseColour; seat: number }[];
  /** Extra-action token: face down (§2.3), or the face-up Explosive left on a demolished district (§5.3). */
  token: null | "faceDown" | "explosive";
  /** Blown up with an Explosive token (§5.3): fire never enters it. */
  demolished: boolean;
  /** Had houses and lost them all to fire (§Words "Burnt"). */
  burnt: boolean;
}

/** The board contents per district id. Districts missing from the record are drawn empty. */
export type BoardScene = Record<string, DistrictScene>;

/** The four priority classes of a fire destination (§4.2), 1 = most preferred. */
export type PriorityClass = 1 | 2 | 3 | 4;

/** What the table wants emphasised on the board for the viewing seat. */
export interface Highlights {
  /** Districts the viewer may click now (pawn/team steps, intensity cones, …). */
  selectable?: string[];
  /** Legal fire sources for the chosen card (§4.1). */
  fireSources?: string[];
  /** Legal fire destinations with their priority class (§4.2). */
  destinations?: { id: string; priority: PriorityClass }[];
  /** Destinations the fire may not take, with the reason shown to the player. */
  barred?: { id: string; reason: string }[];
  /** The viewer's secret objective districts (§2.5). */
  objectives?: string[];
  /** The last fire step, drawn as a trail. */
  lastMove?: { from: string; to: string };
}

/** A view transform: screen = map × scale + (x, y). */
export interface ViewTransform {
  scale: number;
  x: number;
  y: number;
}

export type { Direction, Point };
