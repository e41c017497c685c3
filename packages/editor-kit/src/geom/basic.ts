/**
 * Small plane-geometry helpers of the editor (map units, x east, y south). The polygon measures
 * the validators use (area, centre, point-in-polygon, distance to outline) come from
 * `@pudding/map-schema`, so the editor and every game's checks agree.
 */

import type { Point } from "@pudding/map-schema";
import { pointInPolygon, polygonArea, polygonCentre } from "@pudding/map-schema";

export { distanceToOutline, pointInPolygon, polygonArea, polygonCentre } from "@pudding/map-schema";

/** Distance between two points. */
export const dist = (a: Point, b: Point): number => Math.hypot(a[0] - b[0], a[1] - b[1]);
/** Are two points within `tol` of each other? */
export const samePoint = (a: Point, b: Point, tol = 1e-6): boolean => dist(a, b) <= tol;
/** The point halfway between two points. */
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

/** A compass direction on the map (north up). */
export type Cardinal = "N" | "E" | "S" | "W";

const CARDINAL_ANGLE: Record<Cardinal, number> = { E: 0, S: 90, W: 180, N: -90 };

/** The compass direction nearest to a vector (screen convention, y south). */
export function cardinalOfVector(dx: number, dy: number): Cardinal {
  const deg = (Math.atan2(dy, dx) * 180) / Math.PI;
  let best: Cardinal = "E";
  let bestOff = 360;
  for (const d of ["N", "E", "S", "W"] as const) {
    const off = Math.abs(((((deg - CARDINAL_ANGLE[d]) % 360) + 540) % 360) - 180);
    if (off < bestOff) {
      bestOff = off;
      best = d;
    }
  }
  return best;
}

/** The compass direction (N/E/S/W) nearest to the bearing from `a` to `b`. */
export function cardinalOf(a: Point, b: Point): Cardinal {
  return cardinalOfVector(b[0] - a[0], b[1] - a[1]);
}

/** The direction from one outline to another, from the centres the validators use. */
export function cardinalBetween(from: readonly Point[], to: readonly Point[]): Cardinal {
  return cardinalOf(polygonCentre(from), polygonCentre(to));
}

/**
 * The direction one crosses a shared border in, going from outline `from` into outline `to`: the
 * normal of the border (its segments weighted by length) pointing into `to`. A horizontal border
 * is crossed N or S whatever the outlines' centres say; only a border at 45° (within 5°), or no
 * border at all, falls back on the bearing between the centres.
 */
export function cardinalAcross(
  segments: readonly (readonly [Point, Point])[],
  from: readonly Point[],
  to: readonly Point[],
): Cardinal {
  let nx = 0;
  let ny = 0;
  for (const [a, b] of segments) {
    const len = dist(a, b);
    if (len === 0) continue;
    // A unit normal of the segment, turned to point into `to` (probe a short step either side).
    let ux = -(b[1] - a[1]) / len;
    let uy = (b[0] - a[0]) / len;
    const m = midpoint(a, b);
    const step = Math.max(1e-3, len * 0.05);
    const ahead: Point = [m[0] + ux * step, m[1] + uy * step];
    const behind: Point = [m[0] - ux * step, m[1] - uy * step];
    if (!pointInPolygon(ahead, to) && (pointInPolygon(behind, to) || pointInPolygon(ahead, from))) {
      ux = -ux;
      uy = -uy;
    }
    nx += ux * len;
    ny += uy * len;
  }
  const l = Math.hypot(nx, ny);
  if (l < 1e-9) return cardinalBetween(from, to);
  const deg = Math.abs((Math.atan2(ny, nx) * 180) / Math.PI) % 90;
  if (Math.abs(deg - 45) < 5) return cardinalBetween(from, to);
  return cardinalOfVector(nx, ny);
}

/** The outline oriented clockwise on screen (positive signed area with y south). */
export function clockwise(poly: readonly Point[]): Point[] {
  return polygonArea(poly) >= 0 ? poly.slice() : poly.slice().reverse();
}

/** Rounds a coordinate to 1/100 of a map unit, so JSON stays tidy and equal points compare equal. */
export const roundCoord = (v: number): number => Math.round(v * 100) / 100;
/** Rounds both coordinates (see `roundCoord`). */
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
