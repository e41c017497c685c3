/**
 * The draw tool: an outline point by point. Points snap to vertices, then edges, of every outline
 * and of the outline being drawn (Alt turns snapping off); a click on the first point, or Enter,
 * closes it. The new space is selected, and its vertices are inserted into the neighbours' edges
 * they lie on (within the map's topology tolerance), so borders are shared vertex for vertex.
 */
import type { Point } from "@pudding/map-schema";
import { addSpace } from "../doc/commands.js";
import { dist, samePoint } from "../geom/basic.js";
import { type EditError, selectSpaces } from "../model/doc.js";
import { saying } from "../phrase.js";
import type { Step, ToolContext, ToolDef } from "./types.js";

/** The draw tool's states. */
export type DrawState =
  | { name: "idle"; hover: Point | null }
  | { name: "placing"; points: Point[]; hover: Point | null };

/** Not drawing. */
export const DRAW_IDLE: DrawState = { name: "idle", hover: null };

function close(s: Extract<DrawState, { name: "placing" }>, ctx: ToolContext): Step<DrawState> {
  try {
    const cmd = addSpace(ctx.doc, ctx.plugin, s.points, {}, ctx.topology);
    return { state: DRAW_IDLE, command: cmd, select: selectSpaces(cmd.created), snap: null };
  } catch (e) {
    return { state: s, message: (e as Error).message, phrase: (e as EditError).phrase, error: true };
  }
}

/** The draw tool. */
export const drawTool: ToolDef<DrawState> = {
  id: "draw",
  label: "Draw",
  key: "d",
  title: "Draw a space (D)",
  hint: "Draw: click point by point (snaps to neighbours; hold Alt to turn it off); click the first point or Enter to close",
  help: "Draw point by point (click the first point or Enter to close)",
  initial: DRAW_IDLE,
  path: (s) => s.name,
  onInput(s, input, ctx) {
    if (input.type === "key") {
      if (input.key === "Escape") return { state: DRAW_IDLE, ...saying("status.drawCancelled"), snap: null };
      if (s.name !== "placing") return { state: s };
      if (input.key === "Backspace") {
        const points = s.points.slice(0, -1);
        return { state: points.length ? { ...s, points } : DRAW_IDLE };
      }
      if (input.key !== "Enter") return { state: s };
      if (s.points.length < 3)
        return {
          state: s,
          ...saying("refuse.fewPoints", { noun: { noun: ctx.plugin.nouns.space[0] } }),
          error: true,
        };
      return close(s, ctx);
    }
    if (input.type === "up" || input.type === "dbl" || input.button !== 0) return { state: s };
    const extra = s.name === "placing" ? s.points : [];
    const snapped = ctx.snap(input.p, { alt: input.alt, extra });
    const p = snapped.point;
    const snap = snapped.kind === "none" ? null : { p, kind: snapped.kind };
    if (input.type === "move") return { state: { ...s, hover: p }, snap };
    if (s.name === "idle") return { state: { name: "placing", points: [p], hover: p }, snap };
    const first = s.points[0] as Point;
    if (s.points.length >= 3 && dist(first, p) <= ctx.tolerance) return close(s, ctx);
    if (samePoint(s.points[s.points.length - 1] as Point, p, 1e-9)) return { state: s };
    return { state: { ...s, points: [...s.points, p], hover: p }, snap };
  },
  overlay(s, ctx) {
    if (s.name !== "placing") return {};
    const first = s.points[0] as Point;
    return {
      polyline: s.hover ? [...s.points, s.hover] : s.points,
      closeHint: s.points.length >= 3 && !!s.hover && dist(s.hover, first) <= ctx.tolerance,
    };
  },
};
