/**
 * The kit's commands: each reads the current document and returns the operations of one edit
 * (never a new document); the store applies them and keeps their inverses for undo. Commands that
 * cannot apply throw an `EditError` whose sentence is shown as it is. What a game's rules need on
 * top (arrows re-placed on a moved border, houses added on a merge) comes from the plug-in's hooks
 * and collection specs, so these work for every game.
 */
import { interiorPoint } from "@pudding/board-ui";
import { IdSchema, type Point } from "@pudding/map-schema";
import { pointInPolygon, polygonCentre, projectOnSegment, roundPoint, samePoint } from "../geom/basic.js";
import {
  borderMidpoint,
  insertPointsOnEdges,
  mergeOutlines,
  sharedBoundary,
  splitOutline,
} from "../geom/topology.js";
import {
  EditError,
  freshId,
  type KitDoc,
  outlineOf,
  type RecordItem,
  type Selection,
  type SpaceRecord,
  slug,
  spaceIndex,
} from "../model/doc.js";
import { sameValue, setField } from "../model/fields.js";
import { type CountedNoun, labelled } from "../phrase.js";
import type { AnyPlugin } from "../plugin.js";
import { applyOps, type Op } from "./ops.js";
import type { Command } from "./store.js";

/** A command that created spaces, with their ids (the new selection). */
export type Creating = Command & { created: string[] };

const desc = (xs: Iterable<number>) => [...new Set(xs)].sort((a, b) => b - a);
const plural = (n: number, nouns: readonly [string, string]): CountedNoun => ({ count: n, nouns });

/** Operations inserting `points` into every other outline whose edges they lie on (T-junctions). */
export function tJunctionOps(
  doc: KitDoc,
  points: readonly Point[],
  tol: number,
  skip: ReadonlySet<string>,
): Op[] {
  const ops: Op[] = [];
  doc.spaces.forEach((s, i) => {
    if (skip.has(s.id) || !s.polygon) return;
    const next = insertPointsOnEdges(s.polygon, points, tol);
    if (next.length !== s.polygon.length) ops.push({ t: "set", path: ["spaces", i, "polygon"], value: next });
  });
  return ops;
}

/** Geometry operations, then the plug-in's follow-ups computed on the result. */
function withAfterGeometry(
  doc: KitDoc,
  plugin: AnyPlugin,
  ops: Op[],
  changed: ReadonlySet<string>,
  tol: number,
): Op[] {
  const hook = plugin.hooks?.afterGeometry;
  if (!hook || changed.size === 0) return ops;
  return [...ops, ...hook(applyOps(doc, ops).doc, changed, tol)];
}

/** Options of `addSpace`. */
export interface NewSpace {
  id?: string;
  name?: string;
  fields?: Partial<SpaceRecord>;
}

/**
 * Adds a space drawn point by point. Its vertices are inserted into neighbours' edges they touch
 * (within `tol`), so borders are shared vertex for vertex. It is named after the plug-in's noun and
 * the count (`District 3`), its id the name in kebab-case (`district-3`).
 */
export function addSpace(
  doc: KitDoc,
  plugin: AnyPlugin,
  polygon: readonly Point[],
  o: NewSpace = {},
  tol = 1,
): Creating {
  const poly = polygon.map(roundPoint);
  const noun = plugin.nouns.space[0];
  if (poly.length < 3) throw EditError.of("refuse.fewPoints", { noun: { noun } });
  let n = doc.spaces.length + 1;
  const title = `${noun[0]?.toUpperCase()}${noun.slice(1)}`;
  while (!o.name && doc.spaces.some((s) => s.name === `${title} ${n}`)) n++;
  const name = o.name ?? `${title} ${n}`;
  const id = o.id ?? freshId(doc, slug(name, noun));
  if (doc.spaces.some((d) => d.id === id)) throw EditError.of("refuse.idTaken", { id });
  const space: SpaceRecord = {
    id,
    name,
    ...(plugin.hooks?.newSpace?.(doc, poly, tol) ?? {}),
    ...(o.fields ?? {}),
    polygon: poly,
    label: roundPoint(interiorPoint(poly)),
  };
  return {
    ...labelled("cmd.draw", { name }),
    ops: [
      ...tJunctionOps(doc, poly, tol, new Set()),
      { t: "insert", path: ["spaces"], index: doc.spaces.length, value: space },
    ],
    created: [id],
  };
}

/** Sets fields of one space (dotted keys reach into nested objects; `undefined` removes a field). */
export function updateSpace(
  doc: KitDoc,
  plugin: AnyPlugin,
  id: string,
  patch: Record<string, unknown>,
  merge?: string,
): Command {
  const i = spaceIndex(doc, id);
  const s = doc.spaces[i] as SpaceRecord;
  const ops: Op[] = [];
  let cur: SpaceRecord = s;
  for (const [k, v] of Object.entries(patch)) {
    if (k === "id") throw EditError.of("refuse.renameById");
    const refusal = plugin.hooks?.validate?.(s, k, v);
    if (refusal) throw new EditError(refusal);
    const [top, value] = setField(cur, k, v);
    if (sameValue(cur[top], value)) continue;
    cur = { ...cur, [top]: value };
    ops.push({ t: "set", path: ["spaces", i, top], value });
  }
  return { ...labelled("cmd.edit", { name: s.name }), ops, merge };
}

/** Checks an id against the platform's id rule (kebab-case, at most 64). */
export function checkId(id: string, what = "id"): void {
  const r = IdSchema.safeParse(id);
  if (!r.success)
    throw EditError.of("refuse.badId", {
      what:
        what === "id"
          ? { key: "word.id" }
          : what === "map id"
            ? { key: "word.mapId" }
            : what && { noun: what },
      id,
      reason: r.error.issues[0]?.message ?? { key: "refuse.invalid" },
    });
}

/** Renames a space's id and every reference to it in the plug-in's collections. */
export function renameSpace(doc: KitDoc, plugin: AnyPlugin, oldId: string, newId: string): Command {
  const i = spaceIndex(doc, oldId);
  if (oldId === newId) return { ...labelled("cmd.rename"), ops: [] };
  checkId(newId, "");
  if (doc.spaces.some((d) => d.id === newId))
    throw EditError.of("refuse.idTakenBy", { id: newId, noun: { noun: plugin.nouns.space[0] } });
  const ops: Op[] = [{ t: "set", path: ["spaces", i, "id"], value: newId }];
  for (const [name, spec] of Object.entries(plugin.collections ?? {}))
    (doc.records[name] ?? []).forEach((r, k) => {
      for (const f of spec.refs)
        if (r[f] === oldId) ops.push({ t: "set", path: ["records", name, k, f], value: newId });
    });
  return { ...labelled("cmd.renameId", { from: oldId, to: newId }), ops };
}

/** Deletes spaces (with every record naming them) and records. */
export function deleteSelection(doc: KitDoc, plugin: AnyPlugin, sel: Selection): Command {
  const gone = new Set(sel.spaces);
  const ops: Op[] = [];
  const parts: CountedNoun[] = [];
  if (gone.size) parts.push(plural(gone.size, plugin.nouns.space));
  for (const [name, spec] of Object.entries(plugin.collections ?? {})) {
    const drop = new Set(sel.records[name] ?? []);
    (doc.records[name] ?? []).forEach((r, k) => {
      if (spec.refs.some((f) => gone.has(r[f] as string))) drop.add(k);
    });
    for (const index of desc(drop)) ops.push({ t: "remove", path: ["records", name], index });
    if (drop.size && spec.anchor) parts.push(plural(drop.size, spec.noun));
  }
  for (const index of desc(doc.spaces.flatMap((s, i) => (gone.has(s.id) ? [i] : []))))
    ops.push({ t: "remove", path: ["spaces"], index });
  return {
    ...(parts.length ? labelled("cmd.delete", { what: { list: parts } }) : labelled("cmd.deleteNothing")),
    ops,
  };
}

/**
 * Moves vertices. With `linked` (the default), every other vertex at the same place moves too, so
 * neighbours keep sharing the border; the plug-in's records on the borders follow.
 */
export function moveVertices(
  doc: KitDoc,
  plugin: AnyPlugin,
  moves: readonly { id: string; index: number; to: Point }[],
  opts: { linked?: boolean; tol?: number; merge?: string } = {},
): Command {
  const linked = opts.linked ?? true;
  const polys = new Map<number, Point[]>();
  const changed = new Set<string>();
  const poly = (i: number) => {
    let p = polys.get(i);
    if (!p) {
      p = outlineOf(doc.spaces[i] as SpaceRecord).slice();
      polys.set(i, p);
    }
    return p;
  };
  for (const m of moves) {
    const si = spaceIndex(doc, m.id);
    const from = outlineOf(doc.spaces[si] as SpaceRecord)[m.index];
    if (!from) throw EditError.of("refuse.noVertex", { id: m.id, index: m.index });
    const to = roundPoint(m.to);
    poly(si)[m.index] = to;
    changed.add(m.id);
    if (!linked) continue;
    doc.spaces.forEach((s, j) => {
      outlineOf(s).forEach((v, k) => {
        if ((j !== si || k !== m.index) && samePoint(v, from, 1e-6)) {
          poly(j)[k] = to;
          changed.add(s.id);
        }
      });
    });
  }
  const ops: Op[] = [...polys].map(([i, p]): Op => ({ t: "set", path: ["spaces", i, "polygon"], value: p }));
  return {
    ...(moves.length > 1 ? labelled("cmd.moveVertices", { n: moves.length }) : labelled("cmd.moveVertex")),
    ops: withAfterGeometry(doc, plugin, ops, changed, opts.tol ?? 1),
    merge: opts.merge,
  };
}

/** Inserts a vertex on an edge; a neighbour with the same edge gets it too. */
export function insertVertex(doc: KitDoc, id: string, edge: number, at: Point): Command {
  const si = spaceIndex(doc, id);
  const s = doc.spaces[si] as SpaceRecord;
  const poly = outlineOf(s);
  const a = poly[edge];
  const b = poly[(edge + 1) % poly.length];
  if (!a || !b) throw EditError.of("refuse.noEdge", { name: s.name, edge });
  const p = roundPoint(projectOnSegment(at, a, b).point);
  const ops: Op[] = [{ t: "insert", path: ["spaces", si, "polygon"], index: edge + 1, value: p }];
  doc.spaces.forEach((o, j) => {
    if (j === si) return;
    const q = outlineOf(o);
    for (let k = 0; k < q.length; k++) {
      const c = q[k] as Point;
      const e = q[(k + 1) % q.length] as Point;
      if ((samePoint(c, a) && samePoint(e, b)) || (samePoint(c, b) && samePoint(e, a))) {
        ops.push({ t: "insert", path: ["spaces", j, "polygon"], index: k + 1, value: p });
        break;
      }
    }
  });
  return { ...labelled("cmd.insertVertex"), ops };
}

/** Deletes a vertex (and the same vertex of neighbours when `linked`). Outlines keep ≥ 3 points. */
export function deleteVertex(
  doc: KitDoc,
  plugin: AnyPlugin,
  id: string,
  index: number,
  linked = true,
): Command {
  const si = spaceIndex(doc, id);
  const v = outlineOf(doc.spaces[si] as SpaceRecord)[index];
  if (!v) throw EditError.of("refuse.noVertex", { id: (doc.spaces[si] as SpaceRecord).name, index });
  const ops: Op[] = [];
  doc.spaces.forEach((o, j) => {
    if (j !== si && !linked) return;
    const poly = outlineOf(o);
    const k = j === si ? index : poly.findIndex((w) => samePoint(w, v, 1e-6));
    if (k < 0) return;
    if (poly.length <= 3)
      throw EditError.of("refuse.keepThree", { name: o.name, noun: { noun: plugin.nouns.space[0] } });
    ops.push({ t: "remove", path: ["spaces", j, "polygon"], index: k });
  });
  return { ...labelled("cmd.deleteVertex"), ops };
}

/** Moves whole spaces by (dx, dy) with their labels and the records all of whose spaces move. */
export function translateSpaces(
  doc: KitDoc,
  plugin: AnyPlugin,
  ids: readonly string[],
  dx: number,
  dy: number,
  merge?: string,
  tol = 1,
): Command {
  const set = new Set(ids);
  const ops: Op[] = [];
  const mv = (p: Point): Point => roundPoint([p[0] + dx, p[1] + dy]);
  doc.spaces.forEach((s, i) => {
    if (!set.has(s.id)) return;
    if (s.polygon) ops.push({ t: "set", path: ["spaces", i, "polygon"], value: s.polygon.map(mv) });
    if (s.label) ops.push({ t: "set", path: ["spaces", i, "label"], value: mv(s.label) });
  });
  const changed = new Set<string>();
  for (const [name, spec] of Object.entries(plugin.collections ?? {})) {
    (doc.records[name] ?? []).forEach((r, k) => {
      const ends = spec.refs.map((f) => r[f] as string);
      const inside = ends.filter((e) => set.has(e)).length;
      if (spec.anchor && inside === ends.length && inside > 0)
        ops.push({ t: "set", path: ["records", name, k, spec.anchor], value: mv(r[spec.anchor] as Point) });
      else if (inside > 0) for (const e of ends) changed.add(e);
    });
  }
  return {
    ...labelled("cmd.move", { what: plural(ids.length, plugin.nouns.space) }),
    ops: withAfterGeometry(doc, plugin, ops, changed, tol),
    merge,
  };
}

/** Drags a space's name. */
export function moveLabel(doc: KitDoc, id: string, to: Point, merge?: string): Command {
  const i = spaceIndex(doc, id);
  return {
    ...labelled("cmd.moveLabel"),
    ops: [{ t: "set", path: ["spaces", i, "label"], value: roundPoint(to) }],
    merge,
  };
}

/**
 * Splits a space by the cut line a→b. The part left of the line keeps the id; the other gets a
 * fresh id and the plug-in's split fields. The cut points land on neighbours' edges; the
 * plug-in's records follow their part (`afterSplit`) and are re-placed on borders.
 */
export function splitSpace(
  doc: KitDoc,
  plugin: AnyPlugin,
  id: string,
  a: Point,
  b: Point,
  tol = 1,
): Creating {
  const si = spaceIndex(doc, id);
  const s = doc.spaces[si] as SpaceRecord;
  const poly = outlineOf(s);
  let parts: [Point[], Point[]];
  try {
    parts = splitOutline(poly, a, b);
  } catch (e) {
    throw e instanceof EditError ? e : new EditError((e as Error).message);
  }
  const [keep, other] = parts.map((p) => p.map(roundPoint)) as [Point[], Point[]];
  const newId = freshId(doc, `${s.id}-2`);
  const fresh: SpaceRecord = {
    ...s,
    ...(plugin.hooks?.splitFields?.(s) ?? {}),
    id: newId,
    name: `${s.name} (2)`,
    polygon: other,
    label: roundPoint(interiorPoint(other)),
  };
  for (const k of Object.keys(fresh)) if (fresh[k] === undefined) delete fresh[k];
  const ops: Op[] = [
    { t: "set", path: ["spaces", si, "polygon"], value: keep },
    ...(s.label && pointInPolygon(s.label, keep)
      ? []
      : [{ t: "set", path: ["spaces", si, "label"], value: roundPoint(interiorPoint(keep)) } as Op]),
    { t: "insert", path: ["spaces"], index: doc.spaces.length, value: fresh },
  ];
  const cuts = [...keep, ...other].filter((p) => !poly.some((v) => samePoint(v, p, 1e-6)));
  ops.push(...tJunctionOps(doc, cuts, tol, new Set([id])));
  const split = plugin.hooks?.afterSplit;
  if (split) ops.push(...split(applyOps(doc, ops).doc, { id, newId, tol }));
  return {
    ...labelled("cmd.split", { name: s.name }),
    ops: withAfterGeometry(doc, plugin, ops, new Set([id, newId]), tol),
    created: [newId],
  };
}

/**
 * Merges space `goneId` into `keepId` along their shared border: outlines joined, fields from the
 * plug-in's `mergeFields`, references re-pointed; records left naming one space twice (an arrow
 * from the keeper to itself) and duplicates by the collection's key are dropped.
 */
export function mergeSpaces(
  doc: KitDoc,
  plugin: AnyPlugin,
  keepId: string,
  goneId: string,
  tol = 1,
): Command {
  if (keepId === goneId) throw EditError.of("refuse.mergeSame", { nouns: { noun: plugin.nouns.space[1] } });
  const ki = spaceIndex(doc, keepId);
  const gi = spaceIndex(doc, goneId);
  const k = doc.spaces[ki] as SpaceRecord;
  const g = doc.spaces[gi] as SpaceRecord;
  let outline: Point[];
  try {
    outline = mergeOutlines(outlineOf(k), outlineOf(g), tol);
  } catch (e) {
    throw e instanceof EditError ? e : new EditError((e as Error).message);
  }
  const ops: Op[] = [{ t: "set", path: ["spaces", ki, "polygon"], value: outline.map(roundPoint) }];
  for (const [f, v] of Object.entries(plugin.hooks?.mergeFields?.(k, g) ?? {}))
    if (!sameValue(k[f], v)) ops.push({ t: "set", path: ["spaces", ki, f], value: v });
  for (const [name, spec] of Object.entries(plugin.collections ?? {})) {
    const list = doc.records[name] ?? [];
    const key = spec.key ?? ((r: RecordItem) => JSON.stringify(spec.refs.map((f) => r[f])));
    const seen = new Set(list.filter((r) => !spec.refs.some((f) => r[f] === goneId)).map(key));
    const drop: number[] = [];
    list.forEach((r, i) => {
      if (!spec.refs.some((f) => r[f] === goneId)) return;
      const next = { ...r };
      for (const f of spec.refs) if (next[f] === goneId) next[f] = keepId;
      const ends = spec.refs.map((f) => next[f]);
      if (new Set(ends).size < ends.length || seen.has(key(next))) drop.push(i);
      else {
        seen.add(key(next));
        for (const f of spec.refs)
          if (next[f] !== r[f]) ops.push({ t: "set", path: ["records", name, i, f], value: next[f] });
      }
    });
    for (const index of desc(drop)) ops.push({ t: "remove", path: ["records", name], index });
  }
  ops.push({ t: "remove", path: ["spaces"], index: gi });
  return {
    ...labelled("cmd.merge", { gone: g.name, keep: k.name }),
    ops: withAfterGeometry(doc, plugin, ops, new Set([keepId]), tol),
  };
}

/** Copies spaces (not their records) shifted by `offset`, with fresh ids. */
export function duplicateSpaces(
  doc: KitDoc,
  plugin: AnyPlugin,
  ids: readonly string[],
  offset: number,
): Creating {
  const created: string[] = [];
  const ops: Op[] = [];
  let index = doc.spaces.length;
  const mv = (p: Point): Point => roundPoint([p[0] + offset, p[1] + offset]);
  for (const id of ids) {
    const s = doc.spaces[spaceIndex(doc, id)] as SpaceRecord;
    const nid = freshId(doc, `${s.id}-copy`, created);
    created.push(nid);
    const copy: SpaceRecord = {
      ...s,
      ...(plugin.hooks?.duplicateFields?.(s) ?? {}),
      id: nid,
      name: `${s.name} (copy)`,
    };
    for (const k of Object.keys(copy)) if (copy[k] === undefined) delete copy[k];
    if (s.polygon) copy.polygon = s.polygon.map(mv);
    if (s.label) copy.label = mv(s.label);
    ops.push({ t: "insert", path: ["spaces"], index: index++, value: copy });
  }
  return { ...labelled("cmd.duplicate", { what: plural(ids.length, plugin.nouns.space) }), ops, created };
}

/** Sets map-level fields (id, name, size, the game's own); an id must be kebab-case. */
export function setMeta(doc: KitDoc, patch: Record<string, unknown>, merge?: string): Command {
  const ops: Op[] = [];
  let meta = doc.meta as Record<string, unknown>;
  for (const [k, v] of Object.entries(patch)) {
    if (k === "size") {
      const size = v as KitDoc["size"];
      if (!(size.width > 0 && size.height > 0)) throw EditError.of("refuse.size");
      if (!sameValue(doc.size, size)) ops.push({ t: "set", path: ["size"], value: size });
      continue;
    }
    if (k === "id") checkId(String(v), "map id");
    const [top, value] = setField(meta, k, v);
    if (sameValue(meta[top], value)) continue;
    meta = { ...meta, [top]: value };
    ops.push({ t: "set", path: ["meta", top], value });
  }
  return { ...labelled("cmd.editMap"), ops, merge };
}

/** Sets fields of one record of a collection (references must name existing spaces). */
export function updateRecord(
  doc: KitDoc,
  plugin: AnyPlugin,
  collection: string,
  index: number,
  patch: Record<string, unknown>,
  merge?: string,
): Command {
  const spec = plugin.collections?.[collection];
  const r = doc.records[collection]?.[index];
  if (!spec || !r)
    throw EditError.of("refuse.noRecord", { noun: { noun: spec?.noun[0] ?? collection }, index });
  const ops: Op[] = [];
  let cur = r;
  for (const [k, v] of Object.entries(patch)) {
    if (spec.refs.includes(k)) spaceIndex(doc, String(v));
    const [top, value] = setField(cur, k, k === spec.anchor ? roundPoint(v as Point) : v);
    if (sameValue(cur[top], value)) continue;
    cur = { ...cur, [top]: value };
    ops.push({ t: "set", path: ["records", collection, index, top], value });
  }
  return { ...labelled("cmd.editRecord", { noun: { noun: spec.noun[0] } }), ops, merge };
}

/** Appends records to a collection (creating it when absent). */
export function insertRecordsOps(doc: KitDoc, collection: string, items: readonly RecordItem[]): Op[] {
  const ops: Op[] = [];
  if (!doc.records[collection]) ops.push({ t: "set", path: ["records", collection], value: [] });
  let i = doc.records[collection]?.length ?? 0;
  for (const value of items) ops.push({ t: "insert", path: ["records", collection], index: i++, value });
  return ops;
}

/** Replaces the whole document as one undoable step (open, new, import): undo brings the old one back. */
export function replaceDocument(next: KitDoc, label: string): Command {
  return { label, ops: [{ t: "set", path: [], value: next }] };
}

/** Where a record between two spaces goes: the middle of their longest shared border, else between centres. */
export function borderSpot(doc: KitDoc, a: string, b: string, tol = 1): Point {
  const p = outlineOf(doc.spaces[spaceIndex(doc, a)] as SpaceRecord);
  const q = outlineOf(doc.spaces[spaceIndex(doc, b)] as SpaceRecord);
  const mid = borderMidpoint(sharedBoundary(p, q, tol));
  if (mid) return roundPoint(mid);
  const ca = polygonCentre(p);
  const cb = polygonCentre(q);
  return roundPoint([(ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2]);
}
