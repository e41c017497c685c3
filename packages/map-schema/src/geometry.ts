/**
 * Plane geometry of board outlines, shared by every game's map checks, the editor and the board
 * renderers: area, centre, point-in-polygon, distance to an outline, self-intersection, and the
 * edges two outlines share (adjacency by shared borders). Coordinates are map units, x east, y south.
 */
import type { Point } from "./base.js";

/** Signed area of a polygon (positive when clockwise on screen, y growing south). */
export function polygonArea(poly: readonly Point[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x1, y1] = poly[i] as Point;
    const [x2, y2] = poly[(i + 1) % poly.length] as Point;
    s += x1 * y2 - x2 * y1;
  }
  return s / 2;
}
/** Mean of the vertices (good enough for bearings between neighbours). */
export function polygonCentre(poly: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const p of poly) {
    x += p[0];
    y += p[1];
  }
  return [x / poly.length, y / poly.length];
}
/** Even-odd point-in-polygon test. */
export function pointInPolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as Point;
    const [xj, yj] = poly[j] as Point;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
/** Distance from a point to a polygon's outline. */
export function distanceToOutline(p: Point, poly: readonly Point[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Point;
    const b = poly[(i + 1) % poly.length] as Point;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = dx * dx + dy * dy;
    const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
    best = Math.min(best, Math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1]));
  }
  return best;
}
function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const o = (p: Point, q: Point, r: Point) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return o(a, b, c) * o(a, b, d) < 0 && o(c, d, a) * o(c, d, b) < 0;
}
/**
 * The first pair of edges that cross, as edge indices, or null. A sweep over the edges sorted by
 * their left end compares only edges whose x-ranges overlap, so outlines of thousands of points
 * are checked in about O(n log n) in practice (no size cut-off: a large outline is checked too).
 */
export function selfIntersection(poly: readonly Point[]): [number, number] | null {
  const n = poly.length;
  if (n < 4) return null;
  const lo = new Float64Array(n);
  const hi = new Float64Array(n);
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const a = poly[i] as Point;
    const b = poly[(i + 1) % n] as Point;
    lo[i] = Math.min(a[0], b[0]);
    hi[i] = Math.max(a[0], b[0]);
    order[i] = i;
  }
  order.sort((x, y) => (lo[x] as number) - (lo[y] as number));
  const active: number[] = [];
  for (const i of order) {
    const left = lo[i] as number;
    // Drop edges that end before this one starts.
    let w = 0;
    for (const j of active) if ((hi[j] as number) >= left) active[w++] = j;
    active.length = w;
    for (const j of active) {
      const d = Math.abs(i - j);
      if (d === 1 || d === n - 1) continue; // neighbours share a vertex
      if (
        segmentsCross(
          poly[i] as Point,
          poly[(i + 1) % n] as Point,
          poly[j] as Point,
          poly[(j + 1) % n] as Point,
        )
      )
        return i < j ? [i, j] : [j, i];
    }
    active.push(i);
  }
  return null;
}

/** Squared distance between two points. */
const dist2 = (a: Point, b: Point) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2;

/**
 * The length of border two outlines share: edges of `a` that lie along edges of `b` (within
 * `tolerance` map units). Two regions are neighbours when it is more than a point.
 */
export function sharedBorderLength(a: readonly Point[], b: readonly Point[], tolerance = 0.5): number {
  let total = 0;
  const t2 = tolerance * tolerance;
  for (let i = 0; i < a.length; i++) {
    const p = a[i] as Point;
    const q = a[(i + 1) % a.length] as Point;
    const len = Math.sqrt(dist2(p, q));
    if (len === 0) continue;
    // The part of pq that runs along some edge of b: sample both ends and the middle.
    const onB = (x: Point) => distanceToOutline(x, b) ** 2 <= t2;
    const mid: Point = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    if (onB(p) && onB(q) && onB(mid)) total += len;
  }
  return total;
}
