/**
 * Pure plane geometry of the board drawing: polygon measures, a point well inside an outline,
 * glyph orientation between two points and the fit/zoom view transforms. No React, no Konva, no game.
 */
import type { Box, Point, ViewTransform } from "./types.js";

export type { Box };

function assertPolygon(polygon: readonly Point[], fn: string): void {
  if (!Array.isArray(polygon) || polygon.length < 3) {
    throw new Error(
      `${fn}: a polygon needs at least 3 points, got ${Array.isArray(polygon) ? polygon.length : typeof polygon}`,
    );
  }
}

/** Bounding box of a polygon. @throws Error on fewer than 3 points. */
export function polygonBox(polygon: readonly Point[]): Box {
  assertPolygon(polygon, "polygonBox");
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x, y] of polygon) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/** Signed-area centroid of a simple polygon (falls back to the vertex mean when degenerate). */
export function polygonCentroid(polygon: readonly Point[]): Point {
  assertPolygon(polygon, "polygonCentroid");
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x0, y0] = polygon[i] as Point;
    const [x1, y1] = polygon[(i + 1) % polygon.length] as Point;
    const cross = x0 * y1 - x1 * y0;
    a += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (Math.abs(a) < 1e-9) {
    const n = polygon.length;
    return [polygon.reduce((s, p) => s + p[0], 0) / n, polygon.reduce((s, p) => s + p[1], 0) / n];
  }
  return [cx / (3 * a), cy / (3 * a)];
}

/** Even-odd point-in-polygon test. */
export function pointInPolygon(point: Point, polygon: readonly Point[]): boolean {
  const [px, py] = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as Point;
    const [xj, yj] = polygon[j] as Point;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from a point to the polygon's outline. */
export function distanceToOutline(point: Point, polygon: readonly Point[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < polygon.length; i++) {
    const [ax, ay] = polygon[i] as Point;
    const [bx, by] = polygon[(i + 1) % polygon.length] as Point;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((point[0] - ax) * dx + (point[1] - ay) * dy) / len2));
    const d = Math.hypot(point[0] - (ax + t * dx), point[1] - (ay + t * dy));
    if (d < best) best = d;
  }
  return best;
}

/**
 * A point well inside the polygon (approximate pole of inaccessibility on a 12×12 grid): the centroid
 * when it is inside with room, otherwise the grid point farthest from the outline.
 */
export function interiorPoint(polygon: readonly Point[]): Point {
  const c = polygonCentroid(polygon);
  const box = polygonBox(polygon);
  const span = Math.min(box.maxX - box.minX, box.maxY - box.minY);
  if (pointInPolygon(c, polygon) && distanceToOutline(c, polygon) > span * 0.25) return c;
  let best: Point = c;
  let bestD = pointInPolygon(c, polygon) ? distanceToOutline(c, polygon) : -1;
  const n = 12;
  for (let i = 1; i < n; i++) {
    for (let j = 1; j < n; j++) {
      const p: Point = [
        box.minX + ((box.maxX - box.minX) * i) / n,
        box.minY + ((box.maxY - box.minY) * j) / n,
      ];
      if (!pointInPolygon(p, polygon)) continue;
      const d = distanceToOutline(p, polygon);
      if (d > bestD) {
        bestD = d;
        best = p;
      }
    }
  }
  return best;
}

/**
 * Placement of a directed glyph (an arrow between two spaces): at `at`, rotated to point from
 * `fromCentre` towards `toCentre`. Rotation is in degrees, 0 = pointing east,
 * clockwise positive (Konva's convention, y grows south).
 */
export function arrowPlacement(
  at: Point,
  fromCentre: Point,
  toCentre: Point,
): { x: number; y: number; rotation: number } {
  const dx = toCentre[0] - fromCentre[0];
  const dy = toCentre[1] - fromCentre[1];
  const rotation = dx === 0 && dy === 0 ? 0 : (Math.atan2(dy, dx) * 180) / Math.PI;
  return { x: at[0], y: at[1], rotation };
}

/**
 * When two glyphs point opposite ways at nearly the same point (A→B and B→A), shift each sideways
 * (to its own left) by `offset` so both stay readable. Returns the shifted point.
 */
export function sideOffset(at: Point, rotationDeg: number, offset: number): Point {
  const r = (rotationDeg * Math.PI) / 180;
  // Left of the heading in screen coordinates (y grows south).
  return [at[0] + Math.sin(r) * offset, at[1] - Math.cos(r) * offset];
}

/**
 * The transform that fits a `content` rectangle (map units) centred in a `viewport` (pixels) with
 * `padding` pixels on every side.
 * @throws Error when a size is not positive.
 */
export function fitTransform(
  content: { width: number; height: number },
  viewport: { width: number; height: number },
  padding = 16,
): ViewTransform {
  if (!(content.width > 0 && content.height > 0)) {
    throw new Error(`fitTransform: content size must be positive, got ${content.width}×${content.height}`);
  }
  if (!(viewport.width > 0 && viewport.height > 0)) {
    throw new Error(`fitTransform: viewport size must be positive, got ${viewport.width}×${viewport.height}`);
  }
  const availW = Math.max(1, viewport.width - 2 * padding);
  const availH = Math.max(1, viewport.height - 2 * padding);
  const scale = Math.min(availW / content.width, availH / content.height);
  return {
    scale,
    x: (viewport.width - content.width * scale) / 2,
    y: (viewport.height - content.height * scale) / 2,
  };
}

/** Lowest and highest zoom relative to the fitted scale. */
export const ZOOM_LIMITS = { min: 0.5, max: 8 } as const;

/**
 * Zoom by `factor` keeping the screen point `pivot` fixed, clamped to
 * [fitScale × ZOOM_LIMITS.min, fitScale × ZOOM_LIMITS.max].
 */
export function zoomAt(
  t: ViewTransform,
  pivot: { x: number; y: number },
  factor: number,
  fitScale: number,
): ViewTransform {
  const scale = Math.min(fitScale * ZOOM_LIMITS.max, Math.max(fitScale * ZOOM_LIMITS.min, t.scale * factor));
  const mapX = (pivot.x - t.x) / t.scale;
  const mapY = (pivot.y - t.y) / t.scale;
  return { scale, x: pivot.x - mapX * scale, y: pivot.y - mapY * scale };
}

/** Convert a flat `[x, y]` list to Konva's flat number array. */
export function flatPoints(points: readonly Point[]): number[] {
  const out: number[] = [];
  for (const [x, y] of points) out.push(x, y);
  return out;
}

/**
 * A base drawing unit for a map: a twelfth of the side of the average space, so icons, labels and
 * strokes scale with any map size.
 */
export function mapUnit(size: { width: number; height: number }, spaceCount: number): number {
  const n = Math.max(1, spaceCount);
  return Math.sqrt((size.width * size.height) / n) / 12;
}
