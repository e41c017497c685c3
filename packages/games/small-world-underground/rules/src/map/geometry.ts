/**
 * Geometry of region polygons for the map checks (§21.4 item 5): the length of outline two
 * regions share, and how much of a region's outline lies on the board's frame.
 */
import type { Pt } from "./schema.js";

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
function box(poly: readonly Pt[]): Box {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const [x, y] of poly) {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  }
  return { x0, y0, x1, y1 };
}

/** Length of the overlap of two segments lying on (nearly) the same line, else 0. */
export function collinearOverlap(a: Pt, b: Pt, c: Pt, d: Pt, tol: number): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len === 0) return 0;
  // Distances of c and d from the line a-b.
  const dist = (p: Pt) => Math.abs((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / len;
  if (dist(c) > tol || dist(d) > tol) return 0;
  const ux = dx / len;
  const uy = dy / len;
  const tc = (c[0] - a[0]) * ux + (c[1] - a[1]) * uy;
  const td = (d[0] - a[0]) * ux + (d[1] - a[1]) * uy;
  const lo = Math.max(0, Math.min(tc, td));
  const hi = Math.min(len, Math.max(tc, td));
  return hi > lo ? hi - lo : 0;
}

/**
 * For every pair of polygons, the length of outline they share (segments on the same line that
 * overlap, within `tol`). Returns a map keyed `i,j` with i < j; pairs sharing nothing are absent.
 */
export function sharedLengths(polys: readonly (readonly Pt[])[], tol = 0.75): Map<string, number> {
  const boxes = polys.map(box);
  const out = new Map<string, number>();
  for (let i = 0; i < polys.length; i++)
    for (let j = i + 1; j < polys.length; j++) {
      const A = boxes[i] as Box;
      const B = boxes[j] as Box;
      if (A.x1 + tol < B.x0 || B.x1 + tol < A.x0 || A.y1 + tol < B.y0 || B.y1 + tol < A.y0) continue;
      const p = polys[i] as readonly Pt[];
      const q = polys[j] as readonly Pt[];
      let total = 0;
      for (let k = 0; k < p.length; k++) {
        const a = p[k] as Pt;
        const b = p[(k + 1) % p.length] as Pt;
        const sx0 = Math.min(a[0], b[0]) - tol;
        const sx1 = Math.max(a[0], b[0]) + tol;
        const sy0 = Math.min(a[1], b[1]) - tol;
        const sy1 = Math.max(a[1], b[1]) + tol;
        for (let m = 0; m < q.length; m++) {
          const c = q[m] as Pt;
          const d = q[(m + 1) % q.length] as Pt;
          if (Math.max(c[0], d[0]) < sx0 || Math.min(c[0], d[0]) > sx1) continue;
          if (Math.max(c[1], d[1]) < sy0 || Math.min(c[1], d[1]) > sy1) continue;
          total += collinearOverlap(a, b, c, d, tol);
        }
      }
      if (total > 0) out.set(`${i},${j}`, total);
    }
  return out;
}

/** Length of a polygon's outline lying on the frame's border. */
export function frameContact(poly: readonly Pt[], w: number, h: number, tol = 0.75): number {
  let total = 0;
  for (let k = 0; k < poly.length; k++) {
    const a = poly[k] as Pt;
    const b = poly[(k + 1) % poly.length] as Pt;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (Math.abs(a[0]) <= tol && Math.abs(b[0]) <= tol) total += len;
    else if (Math.abs(a[0] - w) <= tol && Math.abs(b[0] - w) <= tol) total += len;
    else if (Math.abs(a[1]) <= tol && Math.abs(b[1]) <= tol) total += len;
    else if (Math.abs(a[1] - h) <= tol && Math.abs(b[1] - h) <= tol) total += len;
  }
  return total;
}
