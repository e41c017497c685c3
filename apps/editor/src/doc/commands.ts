/**
 * The editor's commands: each reads the current map and returns the operations of one edit (never
 * a new map). The store applies them and keeps their inverses for undo. Commands that cannot apply
 * throw an `EditError` whose message is shown to the person as it is.
 */
import { interiorPoint } from "@pudding/board-ui";
import type { Arrow, BoardMap, Border, Crossing, Direction, District } from "@pudding/great-fire";
import { IdSchema, type Point } from "@pudding/map-schema";
import {
  directionBetween,
  pointInPolygon,
  polygonCentre,
  projectOnSegment,
  roundPoint,
  samePoint,
} from "../geom/basic";
import type { DeriveResult } from "../geom/derive";
import {
  borderMidpoint,
  cornerQuadrants,
  districtsAtCorner,
  insertPointsOnEdges,
  mergeOutlines,
  sharedBoundary,
  splitOutline,
} from "../geom/topology";
import { applyOps, type Op } from "./ops";
import type { Command } from "./store";

/** The document the editor edits: a map with every list present (defaults applied). */
export type EditorMap = BoardMap;

/** A refusal a person can act on ("these districts do not share a border…"). */
export class EditError extends Error {
  override name = "EditError";
}

const OPPOSITE: Record<Direction, Direction> = { N: "S", S: "N", E: "W", W: "E" };

/** An empty map for the great-fire-1666 profile. */
export function emptyMap(id = "new-map", name = "New map"): EditorMap {
  return {
    version: 1,
    id,
    name,
    description: "",
    game: "great-fire-1666",
    size: { width: 2000, height: 1300 },
    districts: [],
    arrows: [],
    crossings: [],
    borders: [],
    decorations: { rivers: [], walls: [], labels: [] },
  };
}

export function districtIndex(map: EditorMap, id: string): number {
  const i = map.districts.findIndex((d) => d.id === id);
  if (i < 0) throw new EditError(`no district has the id "${id}"`);
  return i;
}

/** A fresh kebab-case id from `base` (`district-7`, `tower-2`). */
export function freshId(map: EditorMap, base = "district", taken: Iterable<string> = []): string {
  const used = new Set([...map.districts.map((d) => d.id), ...taken]);
  const stem =
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "district";
  if (!used.has(stem)) return stem;
  const m = /^(.*?)-(\d+)$/.exec(stem);
  const root = m ? (m[1] as string) : stem;
  for (let n = m ? Number(m[2]) + 1 : 2; ; n++) if (!used.has(`${root}-${n}`)) return `${root}-${n}`;
}

/** Operations inserting `points` into every other outline whose edges they lie on (T-junctions). */
function tJunctionOps(
  map: EditorMap,
  points: readonly Point[],
  tol: number,
  skip: ReadonlySet<string>,
): Op[] {
  const ops: Op[] = [];
  map.districts.forEach((d, i) => {
    if (skip.has(d.id)) return;
    const next = insertPointsOnEdges(d.polygon, points, tol);
    if (next.length !== d.polygon.length)
      ops.push({ t: "set", path: ["districts", i, "polygon"], value: next });
  });
  return ops;
}

/** Re-places arrows of the `changed` districts on what is now their shared border. */
function reattachOps(map: EditorMap, changed: ReadonlySet<string>, tol: number): Op[] {
  const ops: Op[] = [];
  const byId = new Map(map.districts.map((d) => [d.id, d]));
  map.arrows.forEach((a, i) => {
    if (!changed.has(a.from) && !changed.has(a.to)) return;
    const f = byId.get(a.from);
    const t = byId.get(a.to);
    if (!f || !t) return;
    const segs = sharedBoundary(f.polygon, t.polygon, tol);
    let at: Point | null = null;
    if (segs.length) {
      let best = Number.POSITIVE_INFINITY;
      for (const [p, q] of segs) {
        const pr = projectOnSegment(a.at, p, q);
        if (pr.d < best) {
          best = pr.d;
          at = pr.point;
        }
      }
      // Keep the arrow off the very ends of the street.
      if (at && segs.every(([p, q]) => samePoint(at as Point, p, tol) || samePoint(at as Point, q, tol)))
        at = borderMidpoint(segs);
    } else {
      at = [
        (polygonCentre(f.polygon)[0] + polygonCentre(t.polygon)[0]) / 2,
        (polygonCentre(f.polygon)[1] + polygonCentre(t.polygon)[1]) / 2,
      ];
    }
    if (at && !samePoint(at, a.at, 1e-6))
      ops.push({ t: "set", path: ["arrows", i, "at"], value: roundPoint(at) });
  });
  return ops;
}

/** Geometry ops, then arrow re-attachment computed on the result. */
function withReattach(map: EditorMap, ops: Op[], changed: ReadonlySet<string>, tol: number): Op[] {
  const after = applyOps(map, ops).doc;
  return [...ops, ...reattachOps(after, changed, tol)];
}

export interface NewDistrictProps {
  id?: string;
  name?: string;
  kind?: District["kind"];
  region?: District["region"];
  houses?: number;
}

/** Adds a district drawn point by point; its vertices are inserted into neighbours' edges they touch. */
export function addDistrict(
  map: EditorMap,
  polygon: readonly Point[],
  props: NewDistrictProps = {},
  tol = 1,
): Command {
  const poly = polygon.map(roundPoint);
  if (poly.length < 3) throw new EditError("a district needs at least 3 points");
  const id = props.id ?? freshId(map, "district");
  if (map.districts.some((d) => d.id === id)) throw new EditError(`the id "${id}" is taken`);
  // The region of the neighbour it touches most, else purple.
  let region = props.region;
  if (!region) {
    const near = map.districts
      .map((d) => ({ d, l: sharedBoundary(d.polygon, poly, tol).length }))
      .filter((x) => x.l > 0 && x.d.kind === "district")
      .sort((a, b) => b.l - a.l)[0];
    region = near?.d.region ?? "purple";
  }
  const n = map.districts.length + 1;
  const district: District = {
    id,
    name: props.name ?? `District ${n}`,
    kind: props.kind ?? "district",
    region,
    houses: props.houses ?? 0,
    polygon: poly,
    label: roundPoint(interiorPoint(poly)),
  };
  return {
    label: `Draw ${district.name}`,
    ops: [
      ...tJunctionOps(map, poly, tol, new Set()),
      { t: "insert", path: ["districts"], index: map.districts.length, value: district },
    ],
  };
}

type DistrictPatch = Partial<Omit<District, "id" | "polygon">>;

/** Sets properties of one district (a field set to undefined is removed, e.g. `objective`). */
export function updateDistrict(map: EditorMap, id: string, patch: DistrictPatch, merge?: string): Command {
  const i = districtIndex(map, id);
  const d = map.districts[i] as District;
  const ops: Op[] = [];
  for (const [k, v] of Object.entries(patch)) {
    if (JSON.stringify((d as Record<string, unknown>)[k]) === JSON.stringify(v)) continue;
    if (k === "houses" && (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v > 5))
      throw new EditError("a district prints 0 to 5 house icons");
    ops.push({ t: "set", path: ["districts", i, k], value: v });
  }
  return { label: `Edit ${d.name}`, ops, merge };
}

/** Renames a district's id and every reference to it (arrows, crossings, borders). */
export function renameDistrict(map: EditorMap, oldId: string, newId: string): Command {
  const i = districtIndex(map, oldId);
  if (oldId === newId) return { label: "Rename", ops: [] };
  const parsed = IdSchema.safeParse(newId);
  if (!parsed.success)
    throw new EditError(`"${newId}" ${parsed.error.issues[0]?.message ?? "is not a valid id"}`);
  if (map.districts.some((d) => d.id === newId))
    throw new EditError(`the id "${newId}" is taken by another district`);
  const ops: Op[] = [{ t: "set", path: ["districts", i, "id"], value: newId }];
  map.arrows.forEach((a, k) => {
    if (a.from === oldId) ops.push({ t: "set", path: ["arrows", k, "from"], value: newId });
    if (a.to === oldId) ops.push({ t: "set", path: ["arrows", k, "to"], value: newId });
  });
  map.crossings.forEach((c, k) => {
    for (const q of ["nw", "ne", "sw", "se"] as const)
      if (c[q] === oldId) ops.push({ t: "set", path: ["crossings", k, q], value: newId });
  });
  map.borders.forEach((b, k) => {
    if (b.a === oldId) ops.push({ t: "set", path: ["borders", k, "a"], value: newId });
    if (b.b === oldId) ops.push({ t: "set", path: ["borders", k, "b"], value: newId });
  });
  return { label: `Rename ${oldId} → ${newId}`, ops };
}

/** What is selected, as the delete and duplicate commands see it. */
export interface Targets {
  districts?: readonly string[];
  arrows?: readonly number[];
  crossings?: readonly number[];
  borders?: readonly number[];
}

const desc = (xs: Iterable<number>) => [...new Set(xs)].sort((a, b) => b - a);

/** Deletes districts (with the arrows, crossings and borders that name them), arrows and crossings. */
export function deleteTargets(map: EditorMap, t: Targets): Command {
  const gone = new Set(t.districts ?? []);
  const arrows = new Set(t.arrows ?? []);
  map.arrows.forEach((a, i) => {
    if (gone.has(a.from) || gone.has(a.to)) arrows.add(i);
  });
  const crossings = new Set(t.crossings ?? []);
  map.crossings.forEach((c, i) => {
    if ([c.nw, c.ne, c.sw, c.se].some((x) => gone.has(x))) crossings.add(i);
  });
  const borders = new Set(t.borders ?? []);
  map.borders.forEach((b, i) => {
    if (gone.has(b.a) || gone.has(b.b)) borders.add(i);
  });
  const ops: Op[] = [
    ...desc(arrows).map((index): Op => ({ t: "remove", path: ["arrows"], index })),
    ...desc(crossings).map((index): Op => ({ t: "remove", path: ["crossings"], index })),
    ...desc(borders).map((index): Op => ({ t: "remove", path: ["borders"], index })),
    ...desc(map.districts.flatMap((d, i) => (gone.has(d.id) ? [i] : []))).map(
      (index): Op => ({ t: "remove", path: ["districts"], index }),
    ),
  ];
  const parts = [
    gone.size ? `${gone.size} district${gone.size > 1 ? "s" : ""}` : "",
    arrows.size ? `${arrows.size} arrow${arrows.size > 1 ? "s" : ""}` : "",
    crossings.size ? `${crossings.size} crossing${crossings.size > 1 ? "s" : ""}` : "",
  ].filter(Boolean);
  return { label: `Delete ${parts.join(", ") || "nothing"}`, ops };
}

/**
 * Moves vertices. With `linked` (the default), every other vertex at the same place moves too, so
 * neighbours keep sharing the border; arrows of the districts touched are re-placed on the street.
 */
export function moveVertices(
  map: EditorMap,
  moves: readonly { id: string; index: number; to: Point }[],
  opts: { linked?: boolean; tol?: number; merge?: string } = {},
): Command {
  const linked = opts.linked ?? true;
  const tol = opts.tol ?? 1;
  const polys = new Map<number, Point[]>();
  const changed = new Set<string>();
  const poly = (i: number) => {
    let p = polys.get(i);
    if (!p) {
      p = (map.districts[i] as District).polygon.slice();
      polys.set(i, p);
    }
    return p;
  };
  for (const m of moves) {
    const di = districtIndex(map, m.id);
    const from = (map.districts[di] as District).polygon[m.index];
    if (!from) throw new EditError(`${m.id} has no vertex ${m.index}`);
    const to = roundPoint(m.to);
    poly(di)[m.index] = to;
    changed.add(m.id);
    if (!linked) continue;
    map.districts.forEach((d, j) => {
      d.polygon.forEach((v, k) => {
        if ((j !== di || k !== m.index) && samePoint(v, from, 1e-6)) {
          poly(j)[k] = to;
          changed.add(d.id);
        }
      });
    });
  }
  const ops: Op[] = [...polys].map(
    ([i, p]): Op => ({ t: "set", path: ["districts", i, "polygon"], value: p }),
  );
  return {
    label: moves.length > 1 ? `Move ${moves.length} vertices` : "Move vertex",
    ops: withReattach(map, ops, changed, tol),
    merge: opts.merge,
  };
}

/** Inserts a vertex on an edge; a neighbour with the same edge gets it too. */
export function insertVertex(map: EditorMap, id: string, edge: number, at: Point): Command {
  const di = districtIndex(map, id);
  const d = map.districts[di] as District;
  const a = d.polygon[edge];
  const b = d.polygon[(edge + 1) % d.polygon.length];
  if (!a || !b) throw new EditError(`${d.name} has no edge ${edge}`);
  const p = roundPoint(projectOnSegment(at, a, b).point);
  const ops: Op[] = [{ t: "insert", path: ["districts", di, "polygon"], index: edge + 1, value: p }];
  map.districts.forEach((o, j) => {
    if (j === di) return;
    const n = o.polygon.length;
    for (let k = 0; k < n; k++) {
      const c = o.polygon[k] as Point;
      const e = o.polygon[(k + 1) % n] as Point;
      if ((samePoint(c, a) && samePoint(e, b)) || (samePoint(c, b) && samePoint(e, a))) {
        ops.push({ t: "insert", path: ["districts", j, "polygon"], index: k + 1, value: p });
        break;
      }
    }
  });
  return { label: "Insert vertex", ops };
}

/** Deletes a vertex (and the same vertex of neighbours when `linked`). Outlines keep ≥ 3 points. */
export function deleteVertex(map: EditorMap, id: string, index: number, linked = true): Command {
  const di = districtIndex(map, id);
  const d = map.districts[di] as District;
  const v = d.polygon[index];
  if (!v) throw new EditError(`${d.name} has no vertex ${index}`);
  const ops: Op[] = [];
  map.districts.forEach((o, j) => {
    if (j !== di && !linked) return;
    const k = j === di ? index : o.polygon.findIndex((w) => samePoint(w, v, 1e-6));
    if (k < 0) return;
    if (o.polygon.length <= 3)
      throw new EditError(
        `${o.name} would keep only 2 points; a district needs at least 3 (delete the district instead)`,
      );
    ops.push({ t: "remove", path: ["districts", j, "polygon"], index: k });
  });
  return { label: "Delete vertex", ops };
}

/** Moves whole districts by (dx, dy), with their labels, their own arrows and crossings. */
export function translateDistricts(
  map: EditorMap,
  ids: readonly string[],
  dx: number,
  dy: number,
  merge?: string,
  tol = 1,
): Command {
  const set = new Set(ids);
  const ops: Op[] = [];
  const mv = (p: Point): Point => roundPoint([p[0] + dx, p[1] + dy]);
  map.districts.forEach((d, i) => {
    if (!set.has(d.id)) return;
    ops.push({ t: "set", path: ["districts", i, "polygon"], value: d.polygon.map(mv) });
    ops.push({ t: "set", path: ["districts", i, "label"], value: mv(d.label) });
  });
  map.arrows.forEach((a, i) => {
    if (set.has(a.from) && set.has(a.to)) ops.push({ t: "set", path: ["arrows", i, "at"], value: mv(a.at) });
  });
  map.crossings.forEach((c, i) => {
    if ([c.nw, c.ne, c.sw, c.se].every((x) => set.has(x)))
      ops.push({ t: "set", path: ["crossings", i, "at"], value: mv(c.at) });
  });
  const changed = new Set(
    map.arrows.filter((a) => set.has(a.from) !== set.has(a.to)).flatMap((a) => [a.from, a.to]),
  );
  return {
    label: `Move ${ids.length} district${ids.length > 1 ? "s" : ""}`,
    ops: withReattach(map, ops, changed, tol),
    merge,
  };
}

/** Drags a district's name. */
export function moveLabel(map: EditorMap, id: string, to: Point, merge?: string): Command {
  const i = districtIndex(map, id);
  return {
    label: "Move label",
    ops: [{ t: "set", path: ["districts", i, "label"], value: roundPoint(to) }],
    merge,
  };
}

/** Where an arrow between two districts goes: the middle of their shared border, else between centres. */
export function arrowSpot(map: EditorMap, from: string, to: string, tol = 1): Point {
  const f = map.districts[districtIndex(map, from)] as District;
  const t = map.districts[districtIndex(map, to)] as District;
  const mid = borderMidpoint(sharedBoundary(f.polygon, t.polygon, tol));
  if (mid) return roundPoint(mid);
  const a = polygonCentre(f.polygon);
  const b = polygonCentre(t.polygon);
  return roundPoint([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
}

/** Adds a fire arrow; its direction is proposed from the geometry unless given (§1.1). */
export function addArrow(map: EditorMap, from: string, to: string, direction?: Direction, tol = 1): Command {
  if (from === to) throw new EditError("an arrow joins two different districts");
  const f = map.districts[districtIndex(map, from)] as District;
  const t = map.districts[districtIndex(map, to)] as District;
  if (f.kind === "park" || t.kind === "park")
    throw new EditError(
      `fire never enters or leaves a park (${f.kind === "park" ? f.name : t.name}); use a movement border`,
    );
  const dir = direction ?? directionBetween(f.polygon, t.polygon);
  if (map.arrows.some((a) => a.from === from && a.to === to && a.direction === dir))
    throw new EditError(`there is already a ${dir} arrow from ${f.name} to ${t.name}`);
  const arrow: Arrow = { from, to, direction: dir, at: arrowSpot(map, from, to, tol) };
  return {
    label: `Arrow ${f.name} → ${t.name} (${dir})`,
    ops: [{ t: "insert", path: ["arrows"], index: map.arrows.length, value: arrow }],
  };
}

/** Adds the way back of arrow `index` (to → from, opposite direction), if missing. */
export function addReverseArrow(map: EditorMap, index: number): Command {
  const a = map.arrows[index];
  if (!a) throw new EditError(`there is no arrow ${index}`);
  if (map.arrows.some((b) => b.from === a.to && b.to === a.from))
    throw new EditError("this arrow already has a way back");
  const back: Arrow = { from: a.to, to: a.from, direction: OPPOSITE[a.direction], at: a.at };
  return {
    label: `Reverse arrow ${a.to} → ${a.from}`,
    ops: [{ t: "insert", path: ["arrows"], index: map.arrows.length, value: back }],
  };
}

/** Changes an arrow's direction, ends or spot. */
export function updateArrow(map: EditorMap, index: number, patch: Partial<Arrow>, merge?: string): Command {
  const a = map.arrows[index];
  if (!a) throw new EditError(`there is no arrow ${index}`);
  for (const k of ["from", "to"] as const) if (patch[k] !== undefined) districtIndex(map, patch[k] as string);
  const ops: Op[] = [];
  for (const [k, v] of Object.entries(patch)) {
    if (JSON.stringify((a as Record<string, unknown>)[k]) !== JSON.stringify(v))
      ops.push({ t: "set", path: ["arrows", index, k], value: k === "at" ? roundPoint(v as Point) : v });
  }
  return {
    label: patch.direction ? `Arrow direction ${a.direction} → ${patch.direction}` : "Edit arrow",
    ops,
    merge,
  };
}

/** Places a crossing at a corner where exactly four districts meet; finds its NW/NE/SW/SE from the geometry. */
export function addCrossing(map: EditorMap, corner: Point, tol = 1): Command {
  const around = districtsAtCorner(corner, map.districts, tol);
  const q = cornerQuadrants(around);
  if (!q)
    throw new EditError(
      `a crossing goes where exactly four districts meet; ${around.length} meet here${around.length ? ` (${around.map((a) => a.id).join(", ")})` : ""}`,
    );
  const parks = around.filter((a) => map.districts.find((d) => d.id === a.id)?.kind === "park");
  if (parks.length)
    throw new EditError(`fire never crosses into a park (${parks.map((p) => p.id).join(", ")})`);
  const c: Crossing = { at: roundPoint(corner), ...q };
  return {
    label: "Add crossing",
    ops: [{ t: "insert", path: ["crossings"], index: map.crossings.length, value: c }],
  };
}

export function updateCrossing(map: EditorMap, index: number, patch: Partial<Crossing>): Command {
  const c = map.crossings[index];
  if (!c) throw new EditError(`there is no crossing ${index}`);
  const ops: Op[] = Object.entries(patch)
    .filter(([k, v]) => JSON.stringify((c as Record<string, unknown>)[k]) !== JSON.stringify(v))
    .map(([k, v]): Op => ({ t: "set", path: ["crossings", index, k], value: v }));
  return { label: "Edit crossing", ops };
}

/** Adds a movement-only border (park edges). */
export function addBorder(map: EditorMap, a: string, b: string): Command {
  districtIndex(map, a);
  districtIndex(map, b);
  if (a === b) throw new EditError("a border joins two different districts");
  if (map.borders.some((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a)))
    throw new EditError("these districts already have a movement border");
  const border: Border = { a, b };
  return {
    label: "Add border",
    ops: [{ t: "insert", path: ["borders"], index: map.borders.length, value: border }],
  };
}

/**
 * Splits a district by the cut line a→b. The part left of the line keeps the id; the other gets a
 * fresh id, the same kind and region, and no houses or bands. Arrows follow the part they touch.
 */
export function splitDistrict(map: EditorMap, id: string, a: Point, b: Point, tol = 1): Command {
  const di = districtIndex(map, id);
  const d = map.districts[di] as District;
  let parts: [Point[], Point[]];
  try {
    parts = splitOutline(d.polygon, a, b);
  } catch (e) {
    throw new EditError((e as Error).message);
  }
  const [keep, other] = parts.map((p) => p.map(roundPoint)) as [Point[], Point[]];
  const newId = freshId(map, `${d.id}-2`);
  const fresh: District = {
    id: newId,
    name: `${d.name} (2)`,
    kind: d.kind === "origin" ? "district" : d.kind,
    region: d.region,
    houses: 0,
    polygon: other,
    label: roundPoint(interiorPoint(other)),
  };
  const ops: Op[] = [
    { t: "set", path: ["districts", di, "polygon"], value: keep },
    ...(pointInPolygon(d.label, keep)
      ? []
      : [{ t: "set", path: ["districts", di, "label"], value: roundPoint(interiorPoint(keep)) } as Op]),
    { t: "insert", path: ["districts"], index: map.districts.length, value: fresh },
  ];
  // Cut points land on neighbours' edges too.
  const cuts = [...keep, ...other].filter((p) => !d.polygon.some((v) => samePoint(v, p, 1e-6)));
  ops.push(...tJunctionOps(map, cuts, tol, new Set([id])));
  // Arrows of the district go with the part whose border they sit on.
  map.arrows.forEach((ar, i) => {
    for (const end of ["from", "to"] as const) {
      if (ar[end] !== id) continue;
      const otherEnd = map.districts.find((x) => x.id === ar[end === "from" ? "to" : "from"]);
      if (!otherEnd) continue;
      const withKeep = sharedBoundary(keep, otherEnd.polygon, tol).length > 0;
      const withOther = sharedBoundary(other, otherEnd.polygon, tol).length > 0;
      if (withOther && !withKeep) ops.push({ t: "set", path: ["arrows", i, end], value: newId });
    }
  });
  const changed = new Set([id, newId]);
  return { label: `Split ${d.name}`, ops: withReattach(map, ops, changed, tol) };
}

/**
 * Merges district `goneId` into `keepId` along their shared border: outlines joined, houses added
 * (at most 5), arrows re-pointed (dropping those between the two and duplicates), crossings naming
 * the merged district dropped.
 */
export function mergeDistricts(map: EditorMap, keepId: string, goneId: string, tol = 1): Command {
  if (keepId === goneId) throw new EditError("pick two different districts to merge");
  const ki = districtIndex(map, keepId);
  const gi = districtIndex(map, goneId);
  const k = map.districts[ki] as District;
  const g = map.districts[gi] as District;
  let outline: Point[];
  try {
    outline = mergeOutlines(k.polygon, g.polygon, tol);
  } catch (e) {
    throw new EditError((e as Error).message);
  }
  const ops: Op[] = [
    { t: "set", path: ["districts", ki, "polygon"], value: outline.map(roundPoint) },
    { t: "set", path: ["districts", ki, "houses"], value: Math.min(5, k.houses + g.houses) },
  ];
  const seen = new Set(
    map.arrows
      .filter((a) => a.from !== goneId && a.to !== goneId)
      .map((a) => `${a.from}>${a.to}>${a.direction}`),
  );
  const dropArrows: number[] = [];
  map.arrows.forEach((a, i) => {
    if (a.from !== goneId && a.to !== goneId) return;
    const from = a.from === goneId ? keepId : a.from;
    const to = a.to === goneId ? keepId : a.to;
    const key = `${from}>${to}>${a.direction}`;
    if (from === to || seen.has(key)) dropArrows.push(i);
    else {
      seen.add(key);
      if (from !== a.from) ops.push({ t: "set", path: ["arrows", i, "from"], value: from });
      if (to !== a.to) ops.push({ t: "set", path: ["arrows", i, "to"], value: to });
    }
  });
  const dropBorders: number[] = [];
  map.borders.forEach((b, i) => {
    if (b.a !== goneId && b.b !== goneId) return;
    const a2 = b.a === goneId ? keepId : b.a;
    const b2 = b.b === goneId ? keepId : b.b;
    if (a2 === b2) dropBorders.push(i);
    else ops.push({ t: "set", path: ["borders", i], value: { a: a2, b: b2 } });
  });
  const dropCrossings = map.crossings.flatMap((c, i) =>
    [c.nw, c.ne, c.sw, c.se].includes(goneId) ? [i] : [],
  );
  ops.push(
    ...desc(dropArrows).map((index): Op => ({ t: "remove", path: ["arrows"], index })),
    ...desc(dropBorders).map((index): Op => ({ t: "remove", path: ["borders"], index })),
    ...desc(dropCrossings).map((index): Op => ({ t: "remove", path: ["crossings"], index })),
    { t: "remove", path: ["districts"], index: gi },
  );
  // Re-place the keeper's arrows on its new outline (computed after the merge).
  const after = applyOps(map, ops).doc;
  return {
    label: `Merge ${g.name} into ${k.name}`,
    ops: [...ops, ...reattachOps(after, new Set([keepId]), tol)],
  };
}

/** Copies districts (not their arrows) shifted by `offset`, with fresh ids. Returns the new ids too. */
export function duplicateDistricts(
  map: EditorMap,
  ids: readonly string[],
  offset: number,
): Command & { ids: string[] } {
  const taken: string[] = [];
  const ops: Op[] = [];
  let index = map.districts.length;
  for (const id of ids) {
    const d = map.districts[districtIndex(map, id)] as District;
    const nid = freshId(map, `${d.id}-copy`, taken);
    taken.push(nid);
    const mv = (p: Point): Point => roundPoint([p[0] + offset, p[1] + offset]);
    ops.push({
      t: "insert",
      path: ["districts"],
      index: index++,
      value: {
        ...d,
        id: nid,
        name: `${d.name} (copy)`,
        kind: d.kind === "origin" ? "district" : d.kind,
        polygon: d.polygon.map(mv),
        label: mv(d.label),
      },
    });
  }
  return { label: `Duplicate ${ids.length} district${ids.length > 1 ? "s" : ""}`, ops, ids: taken };
}

/** What of a derive result the person accepted. */
export interface DeriveChoice {
  arrows: readonly number[];
  borders: readonly number[];
  crossings: readonly number[];
  stale: readonly number[];
}

/** Applies the accepted part of a derive proposal as one undo step. */
export function applyDerive(map: EditorMap, r: DeriveResult, choice: DeriveChoice): Command {
  const ops: Op[] = [];
  let ai = map.arrows.length;
  const stale = desc(choice.stale.map((i) => r.staleArrows[i] as number));
  for (const index of stale) ops.push({ t: "remove", path: ["arrows"], index });
  ai -= stale.length;
  for (const i of choice.arrows) ops.push({ t: "insert", path: ["arrows"], index: ai++, value: r.arrows[i] });
  let bi = map.borders.length;
  for (const i of choice.borders)
    ops.push({ t: "insert", path: ["borders"], index: bi++, value: r.borders[i] });
  let ci = map.crossings.length;
  for (const i of choice.crossings)
    ops.push({ t: "insert", path: ["crossings"], index: ci++, value: r.crossings[i] });
  return {
    label: `Derive: ${choice.arrows.length} arrows, ${choice.borders.length} borders, ${choice.crossings.length} crossings${stale.length ? `, ${stale.length} removed` : ""}`,
    ops,
  };
}

/** Sets map-level fields (name, id, description, size). */
export function setMeta(
  map: EditorMap,
  patch: Partial<Pick<EditorMap, "id" | "name" | "description" | "size">>,
  merge?: string,
): Command {
  if (patch.id !== undefined) {
    const r = IdSchema.safeParse(patch.id);
    if (!r.success)
      throw new EditError(`map id "${patch.id}" ${r.error.issues[0]?.message ?? "is not valid"}`);
  }
  const ops: Op[] = Object.entries(patch)
    .filter(([k, v]) => JSON.stringify((map as Record<string, unknown>)[k]) !== JSON.stringify(v))
    .map(([k, v]): Op => ({ t: "set", path: [k], value: v }));
  return { label: "Edit map details", ops, merge };
}
