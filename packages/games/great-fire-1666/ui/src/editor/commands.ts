/**
 * The Great Fire's own edits, as operations on the kit's records: fire arrows (their direction from
 * the stretch of border they are drawn on, §1.1), the way back, diagonal crossings at four-district
 * corners, movement borders for parks, and the hooks that keep arrows on their streets when
 * outlines change (moved, split, merged).
 */
import {
  borderMidpoint,
  type Cardinal,
  type Command,
  cardinalAcross,
  cardinalBetween,
  cornerQuadrants,
  districtsAtCorner,
  EditError,
  insertRecordsOps,
  type KitDoc,
  type Op,
  type PluginHooks,
  polygonCentre,
  projectOnSegment,
  roundPoint,
  type Segment,
  type SpaceRecord,
  samePoint,
  sharedBoundary,
  spaceOf,
} from "@pudding/editor-kit";
import type { Arrow, Border, Crossing, Direction, District } from "@pudding/great-fire";
import type { Locale } from "@pudding/i18n";
import type { Point } from "@pudding/map-schema";
import { gfT } from "./messages.js";

const OPPOSITE: Record<Direction, Direction> = { N: "S", S: "N", E: "W", W: "E" };

const arrowsOf = (doc: KitDoc) => (doc.records.arrows ?? []) as unknown as Arrow[];
const crossingsOf = (doc: KitDoc) => (doc.records.crossings ?? []) as unknown as Crossing[];
const bordersOf = (doc: KitDoc) => (doc.records.borders ?? []) as unknown as Border[];
const districtOf = (doc: KitDoc, id: string) => spaceOf(doc, id) as unknown as District;

/** The stretch of `segs` nearest to a point. */
export function stretchAt(segs: readonly Segment[], at: Point): Segment | null {
  let best: Segment | null = null;
  let d = Number.POSITIVE_INFINITY;
  for (const s of segs) {
    const pr = projectOnSegment(at, s[0], s[1]).d;
    if (pr < d) {
      d = pr;
      best = s;
    }
  }
  return best;
}

/**
 * Where an arrow from one district to another goes and which card moves fire along it (§1.1): the
 * middle of their longest shared stretch of border, crossed in the direction that stretch faces (a
 * horizontal stretch is crossed N or S). Without a shared border: between the centres, by bearing.
 */
export function arrowPlace(
  from: readonly Point[],
  to: readonly Point[],
  tol: number,
): { at: Point; direction: Cardinal } {
  const segs = sharedBoundary(from, to, tol);
  const mid = borderMidpoint(segs);
  if (!mid) {
    const a = polygonCentre(from);
    const b = polygonCentre(to);
    return { at: roundPoint([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]), direction: cardinalBetween(from, to) };
  }
  const s = stretchAt(segs, mid) as Segment;
  return { at: roundPoint(mid), direction: cardinalAcross([s], from, to) };
}

/** The direction an arrow drawn at `at` should have: across the stretch it sits on (§1.1). */
export function directionAt(from: readonly Point[], to: readonly Point[], at: Point, tol: number): Cardinal {
  const s = stretchAt(sharedBoundary(from, to, tol), at);
  return s ? cardinalAcross([s], from, to) : cardinalBetween(from, to);
}

/**
 * Adds a fire arrow; its direction is proposed from the border it is drawn on unless given (§1.1).
 * Its name and refusals are worded in `locale`.
 */
export function addArrow(
  doc: KitDoc,
  from: string,
  to: string,
  direction?: Direction,
  tol = 1,
  locale: Locale = "en",
): Command {
  const t_ = gfT(locale);
  if (from === to) throw new EditError(t_("an arrow joins two different districts"));
  const f = districtOf(doc, from);
  const t = districtOf(doc, to);
  if (f.kind === "park" || t.kind === "park")
    throw new EditError(
      t_("fire never enters or leaves a park ({{name}}); use a movement border", {
        name: f.kind === "park" ? f.name : t.name,
      }),
    );
  const place = arrowPlace(f.polygon, t.polygon, tol);
  const dir = direction ?? place.direction;
  if (arrowsOf(doc).some((a) => a.from === from && a.to === to && a.direction === dir))
    throw new EditError(
      t_("there is already a {{direction}} arrow from {{from}} to {{to}}", {
        direction: dir,
        from: f.name,
        to: t.name,
      }),
    );
  const arrow: Arrow = { from, to, direction: dir, at: place.at };
  return {
    label: t_("Arrow {{from}} → {{to}} ({{direction}})", { from: f.name, to: t.name, direction: dir }),
    ops: insertRecordsOps(doc, "arrows", [arrow as never]),
  };
}

/** Adds the way back of arrow `index` (to → from, the opposite direction), if missing; worded in `locale`. */
export function addReverseArrow(doc: KitDoc, index: number, locale: Locale = "en"): Command {
  const t = gfT(locale);
  const a = arrowsOf(doc)[index];
  if (!a) throw new EditError(t("there is no arrow {{index}}", { index }));
  if (arrowsOf(doc).some((b) => b.from === a.to && b.to === a.from))
    throw new EditError(t("this arrow already has a way back"));
  const back: Arrow = { from: a.to, to: a.from, direction: OPPOSITE[a.direction], at: a.at };
  return {
    label: t("Reverse arrow {{from}} → {{to}}", { from: a.to, to: a.from }),
    ops: insertRecordsOps(doc, "arrows", [back as never]),
  };
}

/** Places a crossing at a corner where exactly four districts meet, NW/NE/SW/SE from the geometry (§1.1 Example 1). */
export function addCrossing(doc: KitDoc, corner: Point, tol = 1, locale: Locale = "en"): Command {
  const t = gfT(locale);
  const ds = doc.spaces.filter((s) => s.polygon) as { id: string; polygon: Point[] }[];
  const around = districtsAtCorner(corner, ds, tol);
  const q = cornerQuadrants(around);
  if (!q)
    throw new EditError(
      t("a crossing goes where exactly four districts meet; {{n}} meet here{{list}}", {
        n: around.length,
        list: around.length ? ` (${around.map((a) => a.id).join(", ")})` : "",
      }),
    );
  const parks = around.filter((a) => doc.spaces.find((d) => d.id === a.id)?.kind === "park");
  if (parks.length)
    throw new EditError(
      t("fire never crosses into a park ({{parks}})", { parks: parks.map((p) => p.id).join(", ") }),
    );
  const c: Crossing = { at: roundPoint(corner), ...q };
  return { label: t("Add crossing"), ops: insertRecordsOps(doc, "crossings", [c as never]) };
}

/** Adds a movement-only border (park edges); worded in `locale`. */
export function addBorder(doc: KitDoc, a: string, b: string, locale: Locale = "en"): Command {
  const t = gfT(locale);
  spaceOf(doc, a);
  spaceOf(doc, b);
  if (a === b) throw new EditError(t("a border joins two different districts"));
  if (bordersOf(doc).some((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a)))
    throw new EditError(t("these districts already have a movement border"));
  return { label: t("Add border"), ops: insertRecordsOps(doc, "borders", [{ a, b }]) };
}

/** Re-places the arrows of the `changed` districts on what is now their shared border. */
export function reattachOps(doc: KitDoc, changed: ReadonlySet<string>, tol: number): Op[] {
  const ops: Op[] = [];
  const byId = new Map(doc.spaces.map((d) => [d.id, d]));
  arrowsOf(doc).forEach((a, i) => {
    if (!changed.has(a.from) && !changed.has(a.to)) return;
    const f = byId.get(a.from)?.polygon;
    const t = byId.get(a.to)?.polygon;
    if (!f || !t) return;
    const segs = sharedBoundary(f, t, tol);
    let at: Point | null = null;
    if (segs.length) {
      const s = stretchAt(segs, a.at) as Segment;
      at = projectOnSegment(a.at, s[0], s[1]).point;
      // Keep the arrow off the very ends of the street.
      if (segs.every(([p, q]) => samePoint(at as Point, p, tol) || samePoint(at as Point, q, tol)))
        at = borderMidpoint(segs);
    } else {
      const cf = polygonCentre(f);
      const ct = polygonCentre(t);
      at = [(cf[0] + ct[0]) / 2, (cf[1] + ct[1]) / 2];
    }
    if (at && !samePoint(at, a.at, 1e-6))
      ops.push({ t: "set", path: ["records", "arrows", i, "at"], value: roundPoint(at) });
  });
  return ops;
}

/** What The Great Fire's rules need when outlines change. */
export const HOOKS: PluginHooks = {
  newSpace(doc, polygon, tol) {
    // The region of the neighbour it touches most, else purple.
    const near = doc.spaces
      .filter((d) => d.kind === "district" && d.polygon)
      .map((d) => ({ d, l: sharedBoundary(d.polygon as Point[], polygon, tol).length }))
      .filter((x) => x.l > 0)
      .sort((a, b) => b.l - a.l)[0];
    return { kind: "district", region: (near?.d.region as string) ?? "purple", houses: 0 };
  },
  // The hook is given no language: its English sentence has entries in `messages.ts` for the kit.
  validate: (_s, key, v) =>
    key === "houses" && (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v > 5)
      ? "a district prints 0 to 5 house icons"
      : null,
  afterGeometry: reattachOps,
  splitFields: (s: SpaceRecord) => ({
    kind: s.kind === "origin" ? "district" : s.kind,
    houses: 0,
    objective: undefined,
    extraAction: undefined,
    setupIcon: undefined,
  }),
  afterSplit(after, { id, newId, tol }) {
    // Arrows of the district go with the part whose border they sit on.
    const ops: Op[] = [];
    const poly = (x: string) => (after.spaces.find((s) => s.id === x)?.polygon ?? []) as Point[];
    arrowsOf(after).forEach((ar, i) => {
      for (const end of ["from", "to"] as const) {
        if (ar[end] !== id) continue;
        const other = poly(ar[end === "from" ? "to" : "from"]);
        const withKeep = sharedBoundary(poly(id), other, tol).length > 0;
        const withNew = sharedBoundary(poly(newId), other, tol).length > 0;
        if (withNew && !withKeep) ops.push({ t: "set", path: ["records", "arrows", i, end], value: newId });
      }
    });
    return ops;
  },
  mergeFields: (k, g) => ({ houses: Math.min(5, Number(k.houses ?? 0) + Number(g.houses ?? 0)) }),
  duplicateFields: (s) => ({ kind: s.kind === "origin" ? "district" : s.kind }),
};

export { arrowsOf, bordersOf, crossingsOf };
