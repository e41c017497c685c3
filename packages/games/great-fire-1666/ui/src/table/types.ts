/**
 * Props-level data of The Great Fire's board drawing, independent of the engine's state layout:
 * `sceneFromView` turns a seat's view into a {@link BoardScene}; the guided turn and the hints give
 * the {@link FireHighlights}.
 */
import type { Direction, HouseColour } from "@pudding/great-fire";

export { HOUSE_COLOURS } from "@pudding/great-fire";
export type { Direction, HouseColour };

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
  /**
   * Extra-action token: face down (§2.3), the face-up Explosive left on a demolished district (§5.3),
   * or — once the game is over and every secret shows — the kind of a token left on the board.
   */
  token: null | "faceDown" | "explosive" | "doubleMove" | "oneVp";
  /** Blown up with an Explosive token (§5.3): fire never enters it. */
  demolished: boolean;
  /** Had houses and lost them all to fire (§Words "Burnt"). */
  burnt: boolean;
}

/** The board contents per district id. Districts missing from the record are drawn empty. */
export type BoardScene = Record<string, DistrictScene>;

/** The four priority classes of a fire destination (§4.2), 1 = most preferred. */
export type PriorityClass = 1 | 2 | 3 | 4;

/** The fire-specific emphasis of the board (the generic highlights carry the rest). */
export interface FireHighlights {
  /** Districts the viewer may click now (pawn/team steps, intensity cones, …). */
  selectable?: string[];
  /** Legal fire sources for the chosen card (§4.1): they glow like embers. */
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

/** An empty district: nothing on it. */
export const EMPTY_DISTRICT: DistrictScene = Object.freeze({
  houses: [],
  freeCones: 0,
  controlledCones: 0,
  teams: 0,
  pawns: [],
  token: null,
  demolished: false,
  burnt: false,
}) as DistrictScene;
