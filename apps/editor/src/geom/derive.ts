/**
 * Derive: propose the board's adjacencies from its outlines alone. Two districts sharing a stretch
 * of border get a fire arrow each way (§1.1), its direction the card nearest to the bearing between
 * their centres, drawn at the middle of the shared border; a park's edges become movement-only
 * borders (parks take no fire arrows, §1.1); a corner where exactly four non-park districts meet gets a
 * diagonal crossing with its NW/NE/SW/SE districts. Only what the map lacks is proposed; arrows
 * between districts that no longer touch are listed as stale. The editor shows the result as a
 * reviewable diff before applying it.
 */

import type { Arrow, BoardMap, Border, Crossing } from "@pudding/great-fire";
import type { Point } from "@pudding/map-schema";
import { directionBetween, samePoint } from "./basic";
import {
  borderMidpoint,
  boxesTouch,
  cornerQuadrants,
  districtsAtCorner,
  sharedBoundary,
  totalLength,
} from "./topology";

export interface DeriveResult {
  arrows: Arrow[];
  borders: Border[];
  crossings: Crossing[];
  /** Indexes of existing arrows whose districts share no border and no crossing. */
  staleArrows: number[];
  /** Pairs of districts found to share a border (for display). */
  neighbours: [string, string][];
}

/** A tolerance in map units proportional to the map's size (1/1000 of its diagonal, at least 0.5). */
export function defaultTolerance(map: Pick<BoardMap, "size">): number {
  return Math.max(0.5, Math.hypot(map.size.width, map.size.height) / 1000);
}

export function derive(
  map: Pick<BoardMap, "districts" | "arrows" | "crossings" | "borders" | "size">,
  tol = defaultTolerance(map),
): DeriveResult {
  const ds = map.districts.filter((d) => d.polygon.length >= 3);
  const hasArrow = new Set(map.arrows.map((a) => `${a.from}>${a.to}`));
  const hasBorder = new Set(map.borders.flatMap((b) => [`${b.a}|${b.b}`, `${b.b}|${b.a}`]));
  const arrows: Arrow[] = [];
  const borders: Border[] = [];
  const neighbours: [string, string][] = [];
  const touching = new Set<string>();
  for (let i = 0; i < ds.length; i++) {
    const a = ds[i] as BoardMap["districts"][number];
    for (let j = i + 1; j < ds.length; j++) {
      const b = ds[j] as BoardMap["districts"][number];
      if (!boxesTouch(a.polygon, b.polygon, tol)) continue;
      const segs = sharedBoundary(a.polygon, b.polygon, tol);
      if (totalLength(segs) <= tol * 2) continue;
      neighbours.push([a.id, b.id]);
      touching.add(`${a.id}|${b.id}`);
      touching.add(`${b.id}|${a.id}`);
      const at = borderMidpoint(segs) as Point;
      if (a.kind === "park" || b.kind === "park") {
        if (!hasBorder.has(`${a.id}|${b.id}`)) borders.push({ a: a.id, b: b.id });
        continue;
      }
      if (!hasArrow.has(`${a.id}>${b.id}`))
        arrows.push({
          from: a.id,
          to: b.id,
          direction: directionBetween(a.polygon, b.polygon),
          at: round(at),
        });
      if (!hasArrow.has(`${b.id}>${a.id}`))
        arrows.push({
          from: b.id,
          to: a.id,
          direction: directionBetween(b.polygon, a.polygon),
          at: round(at),
        });
    }
  }

  // Four-district corners.
  const crossings: Crossing[] = [];
  const corners: Point[] = [];
  for (const d of ds)
    for (const v of d.polygon) if (!corners.some((c) => samePoint(c, v, tol))) corners.push(v);
  const nonPark = ds.filter((d) => d.kind !== "park");
  const inCrossing = new Set<string>();
  for (const c of map.crossings)
    for (const [x, y] of [
      [c.nw, c.se],
      [c.ne, c.sw],
    ] as const) {
      inCrossing.add(`${x}|${y}`);
      inCrossing.add(`${y}|${x}`);
    }
  for (const corner of corners) {
    const around = districtsAtCorner(corner, ds, tol);
    if (around.length !== 4 || around.some((x) => ds.find((d) => d.id === x.id)?.kind === "park")) continue;
    const q = cornerQuadrants(around);
    if (!q) continue;
    const ids = new Set([q.nw, q.ne, q.sw, q.se]);
    const exists = map.crossings.some(
      (c) => samePoint(c.at, corner, tol * 4) || [c.nw, c.ne, c.sw, c.se].every((x) => ids.has(x)),
    );
    if (!exists && nonPark.length >= 4) crossings.push({ at: round(corner), ...q });
  }

  const staleArrows: number[] = [];
  map.arrows.forEach((a, i) => {
    const key = `${a.from}|${a.to}`;
    if (!touching.has(key) && !inCrossing.has(key)) staleArrows.push(i);
  });
  return { arrows, borders, crossings, staleArrows, neighbours };
}

const round = (p: Point): Point => [Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10];

/** Is the derive result empty (nothing to propose)? */
export const isEmptyDerive = (r: DeriveResult): boolean =>
  r.arrows.length + r.borders.length + r.crossings.length + r.staleArrows.length === 0;
