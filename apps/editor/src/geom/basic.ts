/**
 * Small plane-geometry helpers of the editor (map units, x east, y south). The polygon measures
 * the validator uses (area, centre, point-in-polygon, distance to outline) come from
 * `@pudding/map-schema`, so the editor and the checks agree.
 */

import type { Direction } from "@pudding/great-fire";
import type { Point } from "@pudding/map-schema";
import { polygonArea, polygonCentre } from "@pudding/map-schema";

export { distanceToOutline, pointInPolygon, polygonArea, polygonCentre } from "@pudding/map-schema";

export const dist = (a: Point, b: Point): number => Math.hypot(a[0] - b[0], a[1] - b[1]);
export const samePoint = (a: Point, b: Point, tol = 1e-6): boolean => dist(a, b) <= tol;
export const midpoint = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** Closest point to `p` on segment a–b, with its parameter t ∈ [0, 1]. */
export function projectOnSegment(p: Point, a: Point, b: Point): { point: Point; t: number; d: number } {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  const point: Point = [a[0] + t * dx, a[1] + t * dy];
  return { point, t, d: dist(p, point) };
}

/** Bounding box `[minX, minY, maxX, maxY]` of some points. */
export function bbox(points: readonly Point[]): [number, number, number, number] {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x, y] of points) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return [minX, minY, maxX, maxY];
}

/** Compass bearing in degrees from `a` to `b`, screen convention: 0 = east, 90 = south. */
export function bearing(a: Point, b: Point): number {
  return (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
}

const DIRECTION_ANGLE: Record<Direction, number> = { E: 0, S: 90, W: 180, N: -90 };

/** The card direction (N/E/S/W) nearest to the bearing from `a` to `b` (§1.1 arrows). */
export function directionOf(a: Point, b: Point): Direction {
  const deg = bearing(a, b);
  let best: Direction = "E";
  let bestOff = 360;
  for (const d of ["N", "E", "S", "W"] as const) {
    const off = Math.abs(((((deg - DIRECTION_ANGLE[d]) % 360) + 540) % 360) - 180);
    if (off < bestOff) {
      bestOff = off;
      best = d;
    }
  }
  return best;
}

/** The direction from one district to another, from the same centres the validator uses. */
export function directionBetween(from: readonly Point[], to: readonly Point[]): Direction {
  return directionOf(polygonCentre(from), polygonCentre(to));
}

/** The outline oriented clockwise on screen (positive signed area with y south). */
export function clockwise(poly: readonly Point[]): Point[] {
  return polygonArea(poly) >= 0 ? poly.slice() : poly.slice().reverse();
}

/** Rounds a coordinate to 1/100 of a map unit, so JSON stays tidy and equal points compare equal. */
export const roundCoord = (v: number): number => Math.round(v * 100) / 100;
export const roundPoint = (p: Point): Point => [roundCoord(p[0]), roundCoord(p[1])];

/** Where segment a–b crosses segment c–d (proper or touching), with both parameters, or null. */
export function segmentIntersection(
  a: Point,
  b: Point,
  c: Point,
  d: Point,
): { point: Point; t: number; u: number } | null {
  const rx = b[0] - a[0];
  const ry = b[1] - a[1];
  const sx = d[0] - c[0];
  const sy = d[1] - c[1];
  const den = rx * sy - ry * sx;
  if (Math.abs(den) < 1e-12) return null;
  const qx = c[0] - a[0];
  const qy = c[1] - a[1];
  const t = (qx * sy - qy * sx) / den;
  const u = (qx * ry - qy * rx) / den;
  if (t < -1e-9 || t > 1 + 1e-9 || u < -1e-9 || u > 1 + 1e-9) return null;
  return { point: [a[0] + t * rx, a[1] + t * ry], t, u };
}
