/**
 * Plane helpers for placing pieces and decoration inside a region's outline: point in polygon,
 * distance to the outline, a deterministic scatter of points that keep clear of the border and of
 * the pieces' spot, and the stretches of an outline that lie on the map's frame (the map edge).
 */
import type { Point } from "@pudding/engine";

/** Is `p` inside the polygon (even-odd rule)? */
export function inside(poly: readonly Point[], p: Point): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as Point;
    const b = poly[j] as Point;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1] || 1e-9) + a[0])
      c = !c;
  }
  return c;
}

/** Distance from `p` to the segment a–b. */
export function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l = dx * dx + dy * dy;
  const t = l ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l)) : 0;
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Distance from `p` to the polygon's outline. */
export function outlineDistance(poly: readonly Point[], p: Point): number {
  let d = Number.POSITIVE_INFINITY;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++)
    d = Math.min(d, segmentDistance(p, poly[j] as Point, poly[i] as Point));
  return d;
}

/** The polygon's area (absolute). */
export function area(poly: readonly Point[]): number {
  let s = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j] as Point;
    const b = poly[i] as Point;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(s / 2);
}

/** A small deterministic hash of a string, for per-region variety without randomness. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Up to `count` points inside `poly`, each at least `clear` from the outline, `gap` from each other
 * and `keep` from every point of `avoid` (the pieces' spot) — spread over the region, the same
 * every time for the same `seed`.
 */
export function scatter(
  poly: readonly Point[],
  o: { count: number; clear: number; gap: number; avoid?: readonly Point[]; keep?: number; seed?: string },
): Point[] {
  if (poly.length < 3 || o.count <= 0) return [];
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x, y] of poly) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const step = Math.max(2, o.gap / 2);
  let h = hashOf(o.seed ?? "");
  const rand = () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 3266489909) >>> 0;
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  };
  const candidates: Point[] = [];
  for (let y = minY + step / 2; y < maxY; y += step)
    for (let x = minX + step / 2; x < maxX; x += step) {
      const p: Point = [x + (rand() - 0.5) * step * 0.8, y + (rand() - 0.5) * step * 0.8];
      if (!inside(poly, p) || outlineDistance(poly, p) < o.clear) continue;
      if ((o.avoid ?? []).some((a) => Math.hypot(a[0] - p[0], a[1] - p[1]) < (o.keep ?? 0))) continue;
      candidates.push(p);
    }
  // Farthest-point picking from a seeded start: an even spread.
  const out: Point[] = [];
  if (!candidates.length) return out;
  out.push(candidates[Math.floor(rand() * candidates.length)] as Point);
  while (out.length < o.count) {
    let best: Point | null = null;
    let bestD = -1;
    for (const c of candidates) {
      const d = Math.min(...out.map((q) => Math.hypot(q[0] - c[0], q[1] - c[1])));
      if (d > bestD) {
        bestD = d;
        best = c;
      }
    }
    if (!best || bestD < o.gap) break;
    out.push(best);
  }
  return out;
}

/** The stretches of an outline that lie on the frame's border (where a region touches the map edge). */
export function frameRuns(
  poly: readonly Point[],
  frame: { width: number; height: number },
  tol = 1.5,
): Point[][] {
  const on = (p: Point) =>
    p[0] <= tol || p[1] <= tol || p[0] >= frame.width - tol || p[1] >= frame.height - tol;
  const sameSide = (a: Point, b: Point) =>
    (a[0] <= tol && b[0] <= tol) ||
    (a[1] <= tol && b[1] <= tol) ||
    (a[0] >= frame.width - tol && b[0] >= frame.width - tol) ||
    (a[1] >= frame.height - tol && b[1] >= frame.height - tol);
  const runs: Point[][] = [];
  let cur: Point[] = [];
  const n = poly.length;
  for (let i = 0; i <= n; i++) {
    const a = poly[i % n] as Point;
    const b = poly[(i + 1) % n] as Point;
    if (i < n && on(a) && on(b) && sameSide(a, b)) {
      if (!cur.length) cur.push(a);
      cur.push(b);
    } else if (cur.length) {
      runs.push(cur);
      cur = [];
    }
  }
  return runs;
}
