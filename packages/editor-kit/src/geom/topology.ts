/**
 * Topology of district outlines: the border two districts share, T-junction repair (so neighbours
 * share vertices, not just lines), merging two districts along their shared border and splitting one
 * by a cut line. Pure functions on `[x, y]` lists; errors are thrown as sentences a person can act on.
 */
import type { Point } from "@pudding/map-schema";
import { EditError } from "../model/doc.js";
import {
  bbox,
  clockwise,
  dist,
  midpoint,
  pointInPolygon,
  polygonArea,
  projectOnSegment,
  samePoint,
  segmentIntersection,
} from "./basic.js";

/** A stretch of border two outlines have in common. */
export type Segment = [Point, Point];

/** Distance from `p` to the infinite line through a and b. */
function lineDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len === 0) return dist(p, a);
  return Math.abs((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / len;
}

/** Do two boxes overlap once grown by `tol`? */
export function boxesTouch(p: readonly Point[], q: readonly Point[], tol: number): boolean {
  const a = bbox(p);
  const b = bbox(q);
  return a[0] - tol <= b[2] && b[0] - tol <= a[2] && a[1] - tol <= b[3] && b[1] - tol <= a[3];
}

/**
 * The stretches of border shared by two outlines: pairs of edges that lie on one line (within
 * `tol`) and overlap by more than `tol`. Works whether or not the vertices coincide.
 */
export function sharedBoundary(p: readonly Point[], q: readonly Point[], tol: number): Segment[] {
  const out: Segment[] = [];
  if (!boxesTouch(p, q, tol)) return out;
  for (let i = 0; i < p.length; i++) {
    const a = p[i] as Point;
    const b = p[(i + 1) % p.length] as Point;
    const len = dist(a, b);
    if (len <= tol) continue;
    const ux = (b[0] - a[0]) / len;
    const uy = (b[1] - a[1]) / len;
    for (let j = 0; j < q.length; j++) {
      const c = q[j] as Point;
      const d = q[(j + 1) % q.length] as Point;
      if (lineDistance(c, a, b) > tol || lineDistance(d, a, b) > tol) continue;
      const sc = (c[0] - a[0]) * ux + (c[1] - a[1]) * uy;
      const sd = (d[0] - a[0]) * ux + (d[1] - a[1]) * uy;
      const lo = Math.max(0, Math.min(sc, sd));
      const hi = Math.min(len, Math.max(sc, sd));
      if (hi - lo > tol)
        out.push([
          [a[0] + ux * lo, a[1] + uy * lo],
          [a[0] + ux * hi, a[1] + uy * hi],
        ]);
    }
  }
  return out;
}

/** Total length of some segments. */
export const totalLength = (segs: readonly Segment[]): number =>
  segs.reduce((s, [a, b]) => s + dist(a, b), 0);

/** The middle of the longest shared stretch: where an arrow between the two is drawn. */
export function borderMidpoint(segs: readonly Segment[]): Point | null {
  let best: Segment | null = null;
  for (const s of segs) if (!best || dist(s[0], s[1]) > dist(best[0], best[1])) best = s;
  return best ? midpoint(best[0], best[1]) : null;
}

/**
 * Adds to `poly` every point of `points` that lies on one of its edges (within `tol`) but is not
 * already a vertex — the T-junctions that stop neighbours sharing a vertex. Returns a new list.
 */
export function insertPointsOnEdges(poly: readonly Point[], points: readonly Point[], tol: number): Point[] {
  let out = poly.slice();
  for (const p of points) {
    if (out.some((v) => samePoint(v, p, tol))) continue;
    for (let i = 0; i < out.length; i++) {
      const a = out[i] as Point;
      const b = out[(i + 1) % out.length] as Point;
      const pr = projectOnSegment(p, a, b);
      if (pr.d <= tol && pr.t > 0 && pr.t < 1) {
        out = [...out.slice(0, i + 1), [p[0], p[1]], ...out.slice(i + 1)];
        break;
      }
    }
  }
  return out;
}

/** Removes consecutive duplicate points (and a last point equal to the first). */
export function dedupe(poly: readonly Point[], tol = 1e-9): Point[] {
  const out: Point[] = [];
  for (const p of poly) if (!out.length || !samePoint(out[out.length - 1] as Point, p, tol)) out.push(p);
  while (out.length > 1 && samePoint(out[0] as Point, out[out.length - 1] as Point, tol)) out.pop();
  return out;
}

/**
 * The outline of two districts merged along their shared border. Both outlines first get each
 * other's vertices on their edges; edges walked in opposite directions by the two cancel; the rest
 * must form one loop.
 * @throws Error when they share no border, or touch in several separate places.
 */
export function mergeOutlines(p0: readonly Point[], q0: readonly Point[], tol: number): Point[] {
  if (totalLength(sharedBoundary(p0, q0, tol)) <= tol) throw EditError.of("geom.noBorder");
  const p = clockwise(insertPointsOnEdges(p0, q0, tol));
  // Use P's coordinates for Q's vertices that coincide, so keys match exactly.
  const q = clockwise(insertPointsOnEdges(q0, p0, tol)).map((v) => p.find((w) => samePoint(v, w, tol)) ?? v);
  const key = (v: Point) => `${v[0]},${v[1]}`;
  const edges: [Point, Point][] = [];
  for (const poly of [p, q])
    for (let i = 0; i < poly.length; i++)
      edges.push([poly[i] as Point, poly[(i + 1) % poly.length] as Point]);
  const count = new Map<string, number>();
  for (const [a, b] of edges) count.set(`${key(a)}>${key(b)}`, (count.get(`${key(a)}>${key(b)}`) ?? 0) + 1);
  const kept = edges.filter(([a, b]) => !count.has(`${key(b)}>${key(a)}`));
  const next = new Map<string, Point[]>();
  for (const [a, b] of kept) next.set(key(a), [...(next.get(key(a)) ?? []), b]);
  if ([...next.values()].some((l) => l.length > 1)) throw EditError.of("geom.pinch");
  const start = kept[0];
  if (!start) throw EditError.of("geom.noOutline");
  const loop: Point[] = [start[0]];
  let cur = start[1];
  for (let guard = 0; guard <= kept.length; guard++) {
    if (samePoint(cur, start[0], 0)) break;
    loop.push(cur);
    const n = next.get(key(cur));
    if (!n?.[0]) throw EditError.of("geom.notClosed");
    cur = n[0];
  }
  if (loop.length !== kept.length) throw EditError.of("geom.pinch");
  // Vertices left on straight lines are kept: a third neighbour may share them.
  return loop;
}

/** Removes vertices lying on the straight line between their neighbours, except those in `keep`. */
export function dropStraightVertices(poly: readonly Point[], tol: number, keep: readonly Point[]): Point[] {
  const out = poly.slice();
  for (let i = 0; i < out.length && out.length > 3; ) {
    const a = out[(i - 1 + out.length) % out.length] as Point;
    const v = out[i] as Point;
    const b = out[(i + 1) % out.length] as Point;
    const straight =
      lineDistance(v, a, b) <= tol * 0.01 &&
      projectOnSegment(v, a, b).t > 0 &&
      projectOnSegment(v, a, b).t < 1;
    if (straight && !keep.some((k) => samePoint(k, v, tol))) out.splice(i, 1);
    else i++;
  }
  return out;
}

/**
 * Splits an outline by the cut line from `a` to `b` (extended across the district when the segment
 * itself does not cross it twice). Returns the two parts, the first on the left of a→b.
 * @throws Error when the line does not cross the outline exactly twice.
 */
export function splitOutline(poly: readonly Point[], a: Point, b: Point): [Point[], Point[]] {
  const crossings = (from: Point, to: Point) => {
    const hits: { edge: number; u: number; t: number; point: Point }[] = [];
    for (let i = 0; i < poly.length; i++) {
      const c = poly[i] as Point;
      const d = poly[(i + 1) % poly.length] as Point;
      const x = segmentIntersection(from, to, c, d);
      if (!x) continue;
      // A hit at an edge's end is the next edge's start: count it once.
      if (x.u > 1 - 1e-9) continue;
      hits.push({ edge: i, u: x.u, t: x.t, point: x.point });
    }
    return hits.sort((h, k) => h.t - k.t);
  };
  let hits = crossings(a, b);
  if (hits.length !== 2) {
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const [minX, minY, maxX, maxY] = bbox(poly);
    const far = (maxX - minX + maxY - minY + 1) * 4;
    const len = Math.hypot(dx, dy) || 1;
    hits = crossings(
      [a[0] - (dx / len) * far, a[1] - (dy / len) * far],
      [b[0] + (dx / len) * far, b[1] + (dy / len) * far],
    );
  }
  if (hits.length !== 2) throw EditError.of("geom.crossTwice", { n: hits.length });
  const [h1, h2] = hits as [(typeof hits)[0], (typeof hits)[0]];
  const n = poly.length;
  const walk = (from: typeof h1, to: typeof h1): Point[] => {
    const out: Point[] = [from.point];
    let i = (from.edge + 1) % n;
    for (let guard = 0; guard < n; guard++) {
      if ((i - 1 + n) % n === to.edge) break;
      out.push(poly[i] as Point);
      i = (i + 1) % n;
    }
    out.push(to.point);
    return dedupe(out);
  };
  const one = walk(h1, h2);
  const two = walk(h2, h1);
  if (
    Math.abs(polygonArea(one)) < 1e-9 ||
    Math.abs(polygonArea(two)) < 1e-9 ||
    one.length < 3 ||
    two.length < 3
  )
    throw EditError.of("geom.touchOnly");
  // The first part is the one on the left of a→b (screen coordinates, y south).
  const c1 = one.reduce((s, p) => [s[0] + p[0] / one.length, s[1] + p[1] / one.length] as Point, [
    0, 0,
  ] as Point);
  const side = (b[0] - a[0]) * (c1[1] - a[1]) - (b[1] - a[1]) * (c1[0] - a[0]);
  return side < 0 ? [one, two] : [two, one];
}

/**
 * The districts meeting at `corner`: those with a vertex there (within `tol`), each with the
 * direction from the corner into it (unit vector).
 */
export function districtsAtCorner(
  corner: Point,
  districts: readonly { id: string; polygon: readonly Point[] }[],
  tol: number,
): { id: string; dir: Point }[] {
  const out: { id: string; dir: Point }[] = [];
  for (const d of districts) {
    const n = d.polygon.length;
    const k = d.polygon.findIndex((v) => samePoint(v, corner, tol));
    let dir: Point | null = null;
    if (k >= 0) {
      const prev = d.polygon[(k - 1 + n) % n] as Point;
      const next = d.polygon[(k + 1) % n] as Point;
      const v = d.polygon[k] as Point;
      const norm = (p: Point): Point => {
        const l = Math.hypot(p[0] - v[0], p[1] - v[1]) || 1;
        return [(p[0] - v[0]) / l, (p[1] - v[1]) / l];
      };
      const a = norm(prev);
      const b = norm(next);
      let bis: Point = [a[0] + b[0], a[1] + b[1]];
      if (Math.hypot(bis[0], bis[1]) < 1e-6) bis = [-a[1], a[0]];
      const l = Math.hypot(bis[0], bis[1]);
      bis = [bis[0] / l, bis[1] / l];
      const step = Math.max(tol, Math.min(dist(v, prev), dist(v, next)) * 0.1);
      if (!pointInPolygon([v[0] + bis[0] * step, v[1] + bis[1] * step], d.polygon)) bis = [-bis[0], -bis[1]];
      dir = bis;
    } else {
      // A corner on the middle of an edge (a T-junction) still touches the district.
      for (let i = 0; i < n && !dir; i++) {
        const a = d.polygon[i] as Point;
        const b = d.polygon[(i + 1) % n] as Point;
        if (projectOnSegment(corner, a, b).d <= tol) {
          const l = dist(a, b) || 1;
          let nrm: Point = [-(b[1] - a[1]) / l, (b[0] - a[0]) / l];
          const step = Math.max(tol, l * 0.05);
          if (!pointInPolygon([corner[0] + nrm[0] * step, corner[1] + nrm[1] * step], d.polygon))
            nrm = [-nrm[0], -nrm[1]];
          dir = nrm;
        }
      }
    }
    if (dir) out.push({ id: d.id, dir });
  }
  return out;
}

/**
 * Assigns four districts meeting at a corner to NW, NE, SW, SE by the direction from the corner into
 * each (§1.1 Example 1: the diagonal double arrow). Returns null unless exactly four meet.
 */
export function cornerQuadrants(
  around: readonly { id: string; dir: Point }[],
): { nw: string; ne: string; sw: string; se: string } | null {
  if (around.length !== 4) return null;
  const byAngle = around
    .map((d) => ({ id: d.id, angle: (Math.atan2(d.dir[1], d.dir[0]) * 180) / Math.PI }))
    .sort((x, y) => x.angle - y.angle);
  // Clockwise on screen from NW (-135°): NW, NE (-45°), SE (45°), SW (135°). Start at the one nearest NW.
  const off = (a: number) => Math.abs(((((a + 135) % 360) + 540) % 360) - 180);
  let start = 0;
  byAngle.forEach((d, i) => {
    if (off(d.angle) < off((byAngle[start] as { angle: number }).angle)) start = i;
  });
  const at = (k: number) => (byAngle[(start + k) % 4] as { id: string }).id;
  return { nw: at(0), ne: at(1), se: at(2), sw: at(3) };
}
