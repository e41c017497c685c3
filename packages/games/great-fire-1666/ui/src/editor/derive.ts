/**
 * Derive: what a board's outlines imply, proposed as a reviewable diff. Two districts sharing a
 * stretch of border get a fire arrow each way (§1.1), drawn at the middle of their longest shared
 * stretch and pointing the way that stretch faces (a horizontal stretch is crossed N or S, whatever
 * the districts' centres say); a park's edges become movement-only borders (parks take no fire,
 * §1.1); an existing arrow whose direction does not face the stretch it is drawn on is proposed
 * turned; arrows between districts that no longer touch are proposed removed. Four-district
 * corners without a crossing are listed as options, unticked: a crossing is printed where the
 * board has one (§1.1 Example 1), not at every such corner. On a correct board nothing is proposed.
 */
import {
  boxesTouch,
  type Command,
  cornerQuadrants,
  districtsAtCorner,
  type KitDoc,
  type Op,
  roundPoint,
  samePoint,
  sharedBoundary,
  topologyTolerance,
  totalLength,
} from "@pudding/editor-kit";
import type { Arrow, Border, Crossing, Direction } from "@pudding/great-fire";
import type { Locale } from "@pudding/i18n";
import type { Point } from "@pudding/map-schema";
import { arrowPlace, arrowsOf, crossingsOf, directionAt } from "./commands.js";
import { gfT } from "./messages.js";

/** What derive proposes. */
export interface DeriveResult {
  arrows: Arrow[];
  borders: Border[];
  /** Existing arrows (by index) whose direction should be turned, and to what. */
  turns: { index: number; direction: Direction }[];
  /** Indexes of existing arrows whose districts share no border and no crossing. */
  staleArrows: number[];
  /** Four-district corners without a crossing: options, not proposals. */
  corners: Crossing[];
  /** Pairs of districts found to share a border. */
  neighbours: [string, string][];
}

/** What of a derive result the person accepted (indexes into each list). */
export interface DeriveChoice {
  arrows: readonly number[];
  borders: readonly number[];
  turns: readonly number[];
  stale: readonly number[];
  corners: readonly number[];
}

/** Proposes what the outlines imply and the map lacks. */
export function derive(doc: KitDoc, tol = topologyTolerance(doc)): DeriveResult {
  const ds = doc.spaces.filter((d) => (d.polygon?.length ?? 0) >= 3) as (KitDoc["spaces"][number] & {
    polygon: Point[];
  })[];
  const existing = arrowsOf(doc);
  const hasArrow = new Set(existing.map((a) => `${a.from}>${a.to}`));
  const hasBorder = new Set(
    ((doc.records.borders ?? []) as unknown as Border[]).flatMap((b) => [`${b.a}|${b.b}`, `${b.b}|${b.a}`]),
  );
  const arrows: Arrow[] = [];
  const borders: Border[] = [];
  const neighbours: [string, string][] = [];
  const touching = new Set<string>();
  for (let i = 0; i < ds.length; i++) {
    const a = ds[i] as (typeof ds)[number];
    for (let j = i + 1; j < ds.length; j++) {
      const b = ds[j] as (typeof ds)[number];
      if (!boxesTouch(a.polygon, b.polygon, tol)) continue;
      const segs = sharedBoundary(a.polygon, b.polygon, tol);
      if (totalLength(segs) <= tol * 2) continue;
      neighbours.push([a.id, b.id]);
      touching.add(`${a.id}|${b.id}`);
      touching.add(`${b.id}|${a.id}`);
      if (a.kind === "park" || b.kind === "park") {
        if (!hasBorder.has(`${a.id}|${b.id}`)) borders.push({ a: a.id, b: b.id });
        continue;
      }
      for (const [f, t] of [
        [a, b],
        [b, a],
      ] as const) {
        if (hasArrow.has(`${f.id}>${t.id}`)) continue;
        const p = arrowPlace(f.polygon, t.polygon, tol);
        arrows.push({ from: f.id, to: t.id, direction: p.direction, at: p.at });
      }
    }
  }

  const byId = new Map(ds.map((d) => [d.id, d]));
  const turns: DeriveResult["turns"] = [];
  existing.forEach((a, index) => {
    const f = byId.get(a.from);
    const t = byId.get(a.to);
    if (!f || !t || !touching.has(`${a.from}|${a.to}`)) return;
    const direction = directionAt(f.polygon, t.polygon, a.at, tol);
    if (direction !== a.direction) turns.push({ index, direction });
  });

  const crossings = crossingsOf(doc);
  const inCrossing = new Set<string>();
  for (const c of crossings)
    for (const [x, y] of [
      [c.nw, c.se],
      [c.ne, c.sw],
    ] as const) {
      inCrossing.add(`${x}|${y}`);
      inCrossing.add(`${y}|${x}`);
    }
  const staleArrows: number[] = [];
  existing.forEach((a, i) => {
    const key = `${a.from}|${a.to}`;
    if (!touching.has(key) && !inCrossing.has(key)) staleArrows.push(i);
  });

  const corners: Crossing[] = [];
  const seen: Point[] = [];
  for (const d of ds)
    for (const v of d.polygon) {
      if (seen.some((c) => samePoint(c, v, tol))) continue;
      seen.push(v);
      const around = districtsAtCorner(v, ds, tol);
      if (around.length !== 4 || around.some((x) => byId.get(x.id)?.kind === "park")) continue;
      const q = cornerQuadrants(around);
      if (!q) continue;
      const ids = new Set([q.nw, q.ne, q.sw, q.se]);
      const exists = crossings.some(
        (c) => samePoint(c.at, v, tol * 4) || [c.nw, c.ne, c.sw, c.se].every((x) => ids.has(x)),
      );
      if (!exists) corners.push({ at: roundPoint(v), ...q });
    }

  return { arrows, borders, turns, staleArrows, corners, neighbours };
}

/** Is there nothing to propose (options aside)? */
export const isEmptyDerive = (r: DeriveResult): boolean =>
  r.arrows.length + r.borders.length + r.turns.length + r.staleArrows.length === 0;

/** Applies the accepted part of a derive proposal as one undo step (its name worded in `locale`). */
export function applyDerive(
  doc: KitDoc,
  r: DeriveResult,
  choice: DeriveChoice,
  locale: Locale = "en",
): Command {
  const t = gfT(locale);
  const counted = (n: number, one: string, other: string) => t(n === 1 ? one : other, { n });
  const ops: Op[] = [];
  for (const i of choice.turns) {
    const t = r.turns[i];
    if (t) ops.push({ t: "set", path: ["records", "arrows", t.index, "direction"], value: t.direction });
  }
  const stale = [...new Set(choice.stale.map((i) => r.staleArrows[i] as number))].sort((a, b) => b - a);
  for (const index of stale) ops.push({ t: "remove", path: ["records", "arrows"], index });
  let ai = (doc.records.arrows?.length ?? 0) - stale.length;
  for (const i of choice.arrows)
    ops.push({ t: "insert", path: ["records", "arrows"], index: ai++, value: r.arrows[i] });
  let bi = doc.records.borders?.length ?? 0;
  for (const i of choice.borders)
    ops.push({ t: "insert", path: ["records", "borders"], index: bi++, value: r.borders[i] });
  let ci = doc.records.crossings?.length ?? 0;
  for (const i of choice.corners)
    ops.push({ t: "insert", path: ["records", "crossings"], index: ci++, value: r.corners[i] });
  const parts = [
    counted(choice.arrows.length, "{{n}} arrow", "{{n}} arrows"),
    counted(choice.borders.length, "{{n}} border", "{{n}} borders"),
    counted(choice.corners.length, "{{n}} crossing", "{{n}} crossings"),
    ...(choice.turns.length ? [t("{{n}} turned", { n: choice.turns.length })] : []),
    ...(stale.length ? [t("{{n}} removed", { n: stale.length })] : []),
  ];
  return { label: t("Derive: {{parts}}", { parts: parts.join(", ") }), ops };
}
