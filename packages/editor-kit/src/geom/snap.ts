/**
 * Snapping while drawing or dragging: a point within `tolerance` of an existing vertex lands on it;
 * otherwise within `tolerance` of an edge it lands on the edge (and the caller may insert it into
 * that outline, so neighbours share the border vertex for vertex). Holding Alt turns it off.
 */
import type { Point } from "@pudding/map-schema";
import { dist, projectOnSegment } from "./basic.js";

/** An outline that can be snapped to. */
export interface SnapTarget {
  id: string;
  polygon: readonly Point[];
}

export type SnapResult =
  | { kind: "none"; point: Point }
  | { kind: "vertex"; point: Point; id: string; index: number }
  | { kind: "edge"; point: Point; id: string; index: number; t: number };

/**
 * Snaps `p` to the nearest vertex within `tolerance`, else the nearest edge point within it.
 * `exclude` skips vertices (e.g. the one being dragged): `{ id, index }`.
 */
export function snapPoint(
  p: Point,
  targets: readonly SnapTarget[],
  tolerance: number,
  exclude?: { id: string; index: number },
  extra: readonly Point[] = [],
): SnapResult {
  let best: SnapResult = { kind: "none", point: p };
  let bestD = tolerance;
  for (const t of targets) {
    t.polygon.forEach((v, index) => {
      if (exclude && exclude.id === t.id && exclude.index === index) return;
      const d = dist(p, v);
      if (d <= bestD) {
        bestD = d;
        best = { kind: "vertex", point: [v[0], v[1]], id: t.id, index };
      }
    });
  }
  for (const v of extra) {
    const d = dist(p, v);
    if (d <= bestD) {
      bestD = d;
      best = { kind: "vertex", point: [v[0], v[1]], id: "", index: -1 };
    }
  }
  if (best.kind === "vertex") return best;
  bestD = tolerance;
  for (const t of targets) {
    const n = t.polygon.length;
    for (let i = 0; i < n; i++) {
      if (exclude && exclude.id === t.id && (exclude.index === i || exclude.index === (i + 1) % n)) continue;
      const a = t.polygon[i] as Point;
      const b = t.polygon[(i + 1) % n] as Point;
      const pr = projectOnSegment(p, a, b);
      if (pr.d <= bestD && pr.t > 1e-6 && pr.t < 1 - 1e-6) {
        bestD = pr.d;
        best = { kind: "edge", point: pr.point, id: t.id, index: i, t: pr.t };
      }
    }
  }
  return best;
}

/** Snaps to a square grid of `step` map units. */
export function snapToGrid(p: Point, step: number): Point {
  if (!(step > 0)) throw new Error(`snapToGrid: step must be positive, got ${step}`);
  return [Math.round(p[0] / step) * step, Math.round(p[1] / step) * step];
}
