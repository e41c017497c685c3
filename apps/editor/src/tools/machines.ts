/**
 * The canvas tools as small state machines (tldraw's habit): each takes its state and an input
 * (pointer down/move in map units, a key) and returns the next state, and — when the input
 * completes an edit — the command for the store. The canvas only forwards input and draws state.
 */
import type { Point } from "@pudding/map-schema";
import {
  addArrow,
  addCrossing,
  addDistrict,
  type EditorMap,
  mergeDistricts,
  splitDistrict,
} from "../doc/commands";
import type { Command } from "../doc/store";
import { dist } from "../geom/basic";

/** What a tool needs to know about the map and the view. */
export interface ToolContext {
  map: EditorMap;
  /** Snapping tolerance in map units (a few screen pixels at the current zoom). */
  tolerance: number;
  /**
   * How near a neighbour's edge a drawn point must lie to be inserted into it (a T-junction), in
   * map units; `tolerance` when absent. Points snap before they reach the draw tool, so a snapped
   * point is on the edge already: the editor passes the map's topology tolerance here, so a point
   * placed with snapping off (Alt) a few pixels from a neighbour leaves that neighbour alone.
   */
  joinTolerance?: number;
  /** The district under a map point, if any. */
  districtAt(p: Point): string | null;
}

export type ToolInput =
  | { type: "down"; p: Point }
  | { type: "move"; p: Point }
  | { type: "key"; key: "Enter" | "Escape" | "Backspace" };

export interface Step<S> {
  state: S;
  command?: Command;
  /** A sentence for the status bar (e.g. why a command was refused). */
  message?: string;
}

/** Runs `make` and turns an EditError into a message, leaving the state as `onError`. */
function attempt<S>(make: () => Command, done: S, onError: S): Step<S> {
  try {
    return { state: done, command: make() };
  } catch (e) {
    return { state: onError, message: (e as Error).message };
  }
}

// ---------- draw a district point by point ----------
export type DrawState =
  | { name: "idle"; hover: Point | null }
  | { name: "placing"; points: Point[]; hover: Point | null };
export const DRAW_IDLE: DrawState = { name: "idle", hover: null };

/** Points snap before they reach the tool; a click on the first point (or Enter) closes the outline. */
export function drawTool(s: DrawState, input: ToolInput, ctx: ToolContext): Step<DrawState> {
  if (input.type === "move") return { state: { ...s, hover: input.p } };
  if (input.type === "key") {
    if (input.key === "Escape") return { state: DRAW_IDLE, message: "Drawing cancelled" };
    if (s.name !== "placing") return { state: s };
    if (input.key === "Backspace") {
      const points = s.points.slice(0, -1);
      return { state: points.length ? { ...s, points } : DRAW_IDLE };
    }
    if (s.points.length < 3) return { state: s, message: "a district needs at least 3 points" };
    return attempt(
      () => addDistrict(ctx.map, s.points, {}, ctx.joinTolerance ?? ctx.tolerance),
      DRAW_IDLE,
      s,
    );
  }
  if (s.name === "idle") return { state: { name: "placing", points: [input.p], hover: input.p } };
  const first = s.points[0] as Point;
  if (s.points.length >= 3 && dist(first, input.p) <= ctx.tolerance)
    return attempt(
      () => addDistrict(ctx.map, s.points, {}, ctx.joinTolerance ?? ctx.tolerance),
      DRAW_IDLE,
      s,
    );
  if (dist(s.points[s.points.length - 1] as Point, input.p) <= 1e-9) return { state: s };
  return { state: { ...s, points: [...s.points, input.p] } };
}

// ---------- two-click tools: arrow (from → to), merge (keep ← gone) ----------
export type PairState = { name: "idle" } | { name: "first"; id: string; hover: Point | null };
export const PAIR_IDLE: PairState = { name: "idle" };

function pairTool(make: (a: string, b: string, ctx: ToolContext) => Command, what: [string, string]) {
  return (s: PairState, input: ToolInput, ctx: ToolContext): Step<PairState> => {
    if (input.type === "key") return input.key === "Escape" ? { state: PAIR_IDLE } : { state: s };
    if (input.type === "move") return s.name === "first" ? { state: { ...s, hover: input.p } } : { state: s };
    const id = ctx.districtAt(input.p);
    if (!id)
      return {
        state: s,
        message: `click inside a district to pick the ${s.name === "idle" ? what[0] : what[1]}`,
      };
    if (s.name === "idle") return { state: { name: "first", id, hover: input.p } };
    if (id === s.id) return { state: PAIR_IDLE, message: "pick two different districts" };
    return attempt(() => make(s.id, id, ctx), PAIR_IDLE, PAIR_IDLE);
  };
}

/** Arrow tool: click the district the fire leaves, then its neighbour; the direction is proposed (§1.1). */
export const arrowTool = pairTool(
  (a, b, ctx) => addArrow(ctx.map, a, b, undefined, ctx.tolerance),
  ["district the fire leaves", "district it enters"],
);
/** Merge tool: click the district to keep, then the neighbour to merge into it. */
export const mergeTool = pairTool(
  (a, b, ctx) => mergeDistricts(ctx.map, a, b, ctx.tolerance),
  ["district to keep", "district to merge into it"],
);

// ---------- split: two clicks give the cut line across the district under the first ----------
export type SplitState = { name: "idle" } | { name: "cutting"; a: Point; id: string; hover: Point | null };
export const SPLIT_IDLE: SplitState = { name: "idle" };

export function splitTool(
  s: SplitState,
  input: ToolInput,
  ctx: ToolContext,
  selected?: string,
): Step<SplitState> {
  if (input.type === "key") return input.key === "Escape" ? { state: SPLIT_IDLE } : { state: s };
  if (input.type === "move") return s.name === "cutting" ? { state: { ...s, hover: input.p } } : { state: s };
  if (s.name === "idle") {
    const id = selected ?? ctx.districtAt(input.p);
    if (!id) return { state: s, message: "select a district, or start the cut inside one" };
    return { state: { name: "cutting", a: input.p, id, hover: input.p } };
  }
  return attempt(() => splitDistrict(ctx.map, s.id, s.a, input.p, ctx.tolerance), SPLIT_IDLE, SPLIT_IDLE);
}

// ---------- crossing: one click at a corner ----------
export function crossingTool(input: ToolInput, ctx: ToolContext): Step<null> {
  if (input.type !== "down") return { state: null };
  return attempt(() => addCrossing(ctx.map, input.p, ctx.tolerance), null, null);
}
