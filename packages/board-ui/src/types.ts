/**
 * Props-level data of the generic board: the view transform, sizes and the highlights the table
 * asks for. Nothing here names a game; spaces come from a module's `map.spaces(map)`.
 */
import type { ChoiceStep, Point, Space } from "@pudding/engine";

export type { ChoiceStep, Point, Space };

/** A view transform: screen = map × scale + (x, y). */
export interface ViewTransform {
  scale: number;
  x: number;
  y: number;
}

/** A size in pixels or map units. */
export interface Size {
  width: number;
  height: number;
}

/** An axis-aligned box (map units or pixels). */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A space the viewer may pick now, with what to say about it. */
export interface SelectableSpace {
  id: string;
  /** A sentence shown on hover and in the keyboard list (e.g. "priority class 1: houses and no team"). */
  hint?: string;
  /** A short mark drawn on the space (a class number, a cost). */
  badge?: string;
}

/** What the table wants emphasised on the board for the viewer. Every field is optional. */
export interface SpaceHighlights {
  /** Spaces the viewer may pick now (they glow and take clicks). */
  selectable?: SelectableSpace[];
  /** Spaces already chosen on the current choice path, in order (numbered, joined by a trail). */
  chosen?: string[];
  /** Spaces that may not be picked, with the reason shown on hover, in the list and on click. */
  barred?: { id: string; reason: string }[];
  /** Spaces to mark in a colour (the viewer's own pieces, secret objectives), with a word for the list. */
  marked?: { id: string; colour: string; label?: string }[];
  /** Moves to show as trails (others' last moves); `from` omitted = a single space ringed. */
  recent?: { from?: string; to: string; colour?: string; label?: string }[];
  /** A wash per space id (any CSS colour, alpha included), e.g. a heat map. */
  tint?: Record<string, string>;
}

/** Where a space is drawn: its outline, a point well inside it and its label point (map units). */
export interface SpaceShape {
  space: Space;
  outline: Point[];
  centre: Point;
  label: Point;
}

/** How the generic space layer paints one space (a game's UI package may supply it). */
export interface SpaceStyle {
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
}
