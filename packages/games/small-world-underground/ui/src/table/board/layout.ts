/**
 * Where things go in each region of a map, computed once per map: the anchor of the pieces (the
 * region's label point), how much room it has, the scattered spots of the terrain art (clear of the
 * border and of the pieces), and the stretches of outline on the map's frame (the map edge, §1).
 */
import type { Point } from "@pudding/engine";
import type { SwuMap } from "@pudding/small-world-underground";
import { area, frameRuns, inside, outlineDistance, scatter } from "../geometry.js";

/** The layout of one region. */
export interface RegionLayout {
  id: string;
  anchor: Point;
  /** Free radius around the anchor (to the outline). */
  room: number;
  /** Spots of the terrain art. */
  art: Point[];
  /** Outline stretches lying on the frame. */
  edgeRuns: Point[][];
}

/** The centroid of a polygon (its vertex mean when degenerate). */
function centroid(poly: readonly Point[]): Point {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const p = poly[j] as Point;
    const q = poly[i] as Point;
    const f = p[0] * q[1] - q[0] * p[1];
    a += f;
    cx += (p[0] + q[0]) * f;
    cy += (p[1] + q[1]) * f;
  }
  if (Math.abs(a) < 1e-9) {
    const n = poly.length || 1;
    return [poly.reduce((s, p) => s + p[0], 0) / n, poly.reduce((s, p) => s + p[1], 0) / n];
  }
  return [cx / (3 * a), cy / (3 * a)];
}

/** The deepest point of a polygon on a coarse grid (where pieces have the most room). */
function deepest(poly: readonly Point[]): Point {
  let best: Point = centroid(poly);
  let bestD = inside(poly, best) ? outlineDistance(poly, best) : -1;
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const step = Math.max(2, Math.min(x1 - x0, y1 - y0) / 14);
  for (let y = y0 + step / 2; y < y1; y += step)
    for (let x = x0 + step / 2; x < x1; x += step) {
      const p: Point = [x, y];
      if (!inside(poly, p)) continue;
      const d = outlineDistance(poly, p);
      if (d > bestD) {
        bestD = d;
        best = p;
      }
    }
  return best;
}

const cache = new WeakMap<SwuMap, Map<string, RegionLayout>>();

/** The layout of every region of a map, by id (cached per map document). */
export function layoutRegions(map: SwuMap, unit: number): Map<string, RegionLayout> {
  const hit = cache.get(map);
  if (hit) return hit;
  const out = new Map<string, RegionLayout>();
  for (const r of map.regions) {
    const poly = r.polygon as Point[];
    const label = r.label as Point | undefined;
    const anchor =
      label && inside(poly, label) && outlineDistance(poly, label) > unit * 1.6 ? label : deepest(poly);
    const room = inside(poly, anchor) ? outlineDistance(poly, anchor) : unit;
    const a = area(poly);
    const count = Math.max(1, Math.min(9, Math.round(a / (unit * unit * 55))));
    const art = scatter(poly, {
      count,
      clear: unit * 1.1,
      gap: unit * 3.2,
      avoid: [anchor],
      keep: Math.min(room, unit * 3.4),
      seed: r.id,
    });
    out.set(r.id, { id: r.id, anchor, room, art, edgeRuns: r.edge ? frameRuns(poly, map.frame) : [] });
  }
  cache.set(map, out);
  return out;
}
