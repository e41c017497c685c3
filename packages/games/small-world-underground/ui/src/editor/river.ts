/**
 * The River list from the UI (issue 31 §3): §21.1 / §21.4 want every River region listed, in
 * order, one path from one map-edge end to the other. Before this nothing in the editor added a
 * region to the list, so a map with River regions stayed at "River region … is missing from the
 * River list" until its JSON was edited by hand. Here: the region panel's "In the River" toggle
 * (a region goes in where it borders the River, else at the end; Earlier / Later move it), and the
 * problem's fix (every missing River region added, the list put in path order when it is one).
 * Neighbours are the border list's, and the outlines' where the list does not say.
 */
import {
  boxesTouch,
  type Command,
  type KitDoc,
  type Op,
  type ProblemFix,
  sharedBoundary,
  topologyTolerance,
  totalLength,
} from "@pudding/editor-kit";
import type { Issue } from "@pudding/engine";
import type { Locale } from "@pudding/i18n";
import type { Point } from "@pudding/map-schema";
import { riverOf } from "./adapter.js";
import { MIN_SHARED } from "./derive.js";
import { swuT } from "./messages.js";

/** Do regions `a` and `b` border each other (listed, or sharing outline)? */
export function bordersOf(doc: KitDoc): (a: string, b: string) => boolean {
  const listed = new Set(
    ((doc.records.borders ?? []) as { a: string; b: string }[]).flatMap((x) => [
      `${x.a}|${x.b}`,
      `${x.b}|${x.a}`,
    ]),
  );
  const tol = topologyTolerance(doc);
  const poly = new Map(doc.spaces.map((s) => [s.id, (s.polygon ?? []) as Point[]]));
  const cache = new Map<string, boolean>();
  return (a, b) => {
    if (a === b) return false;
    if (listed.has(`${a}|${b}`)) return true;
    const k = a < b ? `${a}|${b}` : `${b}|${a}`;
    let v = cache.get(k);
    if (v === undefined) {
      const p = poly.get(a) ?? [];
      const q = poly.get(b) ?? [];
      v =
        p.length >= 3 &&
        q.length >= 3 &&
        boxesTouch(p, q, tol) &&
        totalLength(sharedBoundary(p, q, tol)) >= MIN_SHARED;
      cache.set(k, v);
    }
    return v;
  };
}

/** Where `id` goes in `list`: between two River regions it borders, else after the last or before the first it borders, else at the end. */
export function riverInsertIndex(
  list: readonly string[],
  id: string,
  adj: (a: string, b: string) => boolean,
): number {
  for (let i = 0; i + 1 < list.length; i++)
    if (adj(list[i] as string, id) && adj(list[i + 1] as string, id)) return i + 1;
  if (list.length && adj(list[list.length - 1] as string, id)) return list.length;
  if (list.length && adj(list[0] as string, id)) return 0;
  return list.length;
}

/**
 * `ids` as one path along their borders, if they make one (both ends preferring the map edge),
 * else null. A small search: River lists are a handful of regions.
 */
export function riverPath(doc: KitDoc, ids: readonly string[]): string[] | null {
  if (ids.length < 2) return [...ids];
  const adj = bordersOf(doc);
  const edge = new Set(doc.spaces.filter((s) => s.edge === true).map((s) => s.id));
  const degree = (id: string) => ids.filter((o) => adj(id, o)).length;
  const starts = [...ids].sort(
    (a, b) =>
      Number(edge.has(b)) - Number(edge.has(a)) || degree(a) - degree(b) || ids.indexOf(a) - ids.indexOf(b),
  );
  let budget = 20_000;
  // First a path whose both ends are on the map edge (§21.1), then any path.
  let edgeEnd = ids.filter((x) => edge.has(x)).length >= 2;
  const walk = (path: string[], left: Set<string>): string[] | null => {
    if (!left.size) return !edgeEnd || edge.has(path[path.length - 1] as string) ? path : null;
    if (--budget < 0) return null;
    const last = path[path.length - 1] as string;
    for (const next of ids) {
      if (!left.has(next) || !adj(last, next)) continue;
      // One path: the next region borders no earlier one but the last.
      if (path.slice(0, -1).some((p) => adj(p, next))) continue;
      left.delete(next);
      const done = walk([...path, next], left);
      left.add(next);
      if (done) return done;
    }
    return null;
  };
  for (const pass of [edgeEnd, false]) {
    edgeEnd = pass;
    budget = 20_000;
    for (const s of starts) {
      if (edgeEnd && !edge.has(s)) continue;
      const found = walk([s], new Set(ids.filter((x) => x !== s)));
      if (found) return found;
    }
  }
  return null;
}

/** Operations that make the River list `next` (from the document's list). */
function listOps(doc: KitDoc, next: readonly string[]): Op[] {
  const ops: Op[] = [];
  const cur = riverOf(doc);
  if (!doc.records.river) ops.push({ t: "set", path: ["records", "river"], value: [] });
  for (let i = cur.length - 1; i >= 0; i--) ops.push({ t: "remove", path: ["records", "river"], index: i });
  next.forEach((region, index) => {
    ops.push({ t: "insert", path: ["records", "river"], index, value: { region } });
  });
  return cur.length === next.length && cur.every((x, i) => x === next[i]) ? [] : ops;
}

const nameOf = (doc: KitDoc, id: string) => doc.spaces.find((s) => s.id === id)?.name ?? id;

/** Puts a region in the River list (where it borders the River) or takes it out: one undo step. */
export function setInRiver(doc: KitDoc, id: string, on: boolean, locale: Locale = "en"): Command {
  const t = swuT(locale);
  const list = riverOf(doc);
  const has = list.includes(id);
  let next = list;
  if (on && !has) {
    const at = riverInsertIndex(list, id, bordersOf(doc));
    next = [...list.slice(0, at), id, ...list.slice(at)];
  } else if (!on && has) next = list.filter((x) => x !== id);
  return {
    label: t(on ? "{{name}} put in the River" : "{{name}} taken out of the River", { name: nameOf(doc, id) }),
    ops: listOps(doc, next),
  };
}

/** Moves a listed region one place earlier (-1) or later (+1) in the River. */
export function moveInRiver(doc: KitDoc, id: string, delta: -1 | 1, locale: Locale = "en"): Command {
  const list = [...riverOf(doc)];
  const i = list.indexOf(id);
  const j = i + delta;
  if (i >= 0 && j >= 0 && j < list.length) [list[i], list[j]] = [list[j] as string, list[i] as string];
  return {
    label: swuT(locale)(delta < 0 ? "{{name}} earlier in the River" : "{{name}} later in the River", {
      name: nameOf(doc, id),
    }),
    ops: listOps(doc, list),
  };
}

/** The River regions not in the River list. */
export const missingFromRiver = (doc: KitDoc): string[] => {
  const listed = new Set(riverOf(doc));
  return doc.spaces.filter((s) => s.type === "river" && !listed.has(s.id)).map((s) => s.id);
};

/**
 * Lists every River region that is missing, and puts the River in path order when its regions
 * make one path (else the missing ones go where they border it, as the toggle does).
 */
export function completeRiver(doc: KitDoc, locale: Locale = "en"): Command {
  const missing = missingFromRiver(doc);
  let list = riverOf(doc);
  const adj = bordersOf(doc);
  for (const id of missing) {
    const at = riverInsertIndex(list, id, adj);
    list = [...list.slice(0, at), id, ...list.slice(at)];
  }
  const path = riverPath(doc, list);
  return {
    label: swuT(locale)("River list: {{n}} regions added", { n: missing.length }),
    ops: listOps(doc, path ?? list),
  };
}

/** Codes whose fix is putting the River list in path order. */
const ORDER_CODES = new Set(["river-gap", "river-not-path", "river-end-inland", "river-middle-edge"]);

/** The problems panel's fixes of the River list (issue 31 §3). */
export function riverFix(doc: KitDoc, issue: Issue, locale: Locale): ProblemFix | null {
  const t = swuT(locale);
  if (issue.code === "river-missing" && missingFromRiver(doc).length)
    return {
      label: t("Add the missing River regions to the River list"),
      make: (d) => completeRiver(d, locale),
    };
  if (issue.code && ORDER_CODES.has(issue.code)) {
    const list = riverOf(doc);
    const path = riverPath(doc, list);
    if (path?.some((x, i) => x !== list[i]))
      return {
        label: t("Put the River list in path order"),
        make: (d) => ({
          label: t("River list put in path order"),
          ops: listOps(d, riverPath(d, riverOf(d)) ?? riverOf(d)),
        }),
      };
  }
  return null;
}
