/**
 * Borders and edge flags from the outlines (§21.4: "borders drawn from shared polygon edges agree
 * with the list"; edge flags are data, checked against the geometry): two regions sharing a stretch
 * of outline of 3 map units or more border each other; a region whose outline runs along the frame
 * touches the map edge. Proposed as a reviewable diff — on a correct map nothing is proposed.
 */
import {
  boxesTouch,
  type Command,
  type KitDoc,
  type Op,
  sharedBoundary,
  topologyTolerance,
  totalLength,
} from "@pudding/editor-kit";
import type { Locale } from "@pudding/i18n";
import type { Point } from "@pudding/map-schema";
import { frameRuns } from "../table/geometry.js";
import { swuT } from "./messages.js";

/** What derive proposes. */
export interface BorderProposal {
  /** Pairs sharing outline but not listed. */
  add: [string, string][];
  /** Listed borders (by index) whose regions share no outline. */
  stale: number[];
  /** Regions whose edge flag disagrees with the outline: the flag proposed. */
  edges: { id: string; edge: boolean }[];
  /** Every pair found to share outline. */
  neighbours: [string, string][];
}

/** The shortest shared stretch that makes a border (the map checks use 3 units). */
export const MIN_SHARED = 3;

/** Proposes the borders and edge flags the outlines imply. */
export function deriveBorders(doc: KitDoc, tol = topologyTolerance(doc)): BorderProposal {
  const rs = doc.spaces.filter((s) => (s.polygon?.length ?? 0) >= 3) as (KitDoc["spaces"][number] & {
    polygon: Point[];
  })[];
  const listed = (doc.records.borders ?? []) as { a: string; b: string }[];
  const has = new Set(listed.flatMap((b) => [`${b.a}|${b.b}`, `${b.b}|${b.a}`]));
  const neighbours: [string, string][] = [];
  const touching = new Set<string>();
  for (let i = 0; i < rs.length; i++) {
    const a = rs[i] as (typeof rs)[number];
    for (let j = i + 1; j < rs.length; j++) {
      const b = rs[j] as (typeof rs)[number];
      if (!boxesTouch(a.polygon, b.polygon, tol)) continue;
      if (totalLength(sharedBoundary(a.polygon, b.polygon, tol)) < MIN_SHARED) continue;
      neighbours.push([a.id, b.id]);
      touching.add(`${a.id}|${b.id}`);
      touching.add(`${b.id}|${a.id}`);
    }
  }
  const add = neighbours.filter(([a, b]) => !has.has(`${a}|${b}`));
  const stale = listed.flatMap((b, i) => (touching.has(`${b.a}|${b.b}`) ? [] : [i]));
  const edges = rs.flatMap((r) => {
    const on = frameRuns(r.polygon, doc.size, Math.max(1.5, tol)).some((run) => run.length >= 2);
    return on !== (r.edge === true) ? [{ id: r.id, edge: on }] : [];
  });
  return { add, stale, edges, neighbours };
}

/** Is there nothing to propose? */
export const isEmptyProposal = (p: BorderProposal): boolean =>
  p.add.length + p.stale.length + p.edges.length === 0;

/** Applies the accepted part of a proposal as one undo step (its name worded in `locale`). */
export function applyBorders(
  doc: KitDoc,
  p: BorderProposal,
  choice: { add: readonly number[]; stale: readonly number[]; edges: readonly number[] },
  locale: Locale = "en",
): Command {
  const ops: Op[] = [];
  if (!doc.records.borders) ops.push({ t: "set", path: ["records", "borders"], value: [] });
  const stale = [...new Set(choice.stale.map((i) => p.stale[i] as number))].sort((a, b) => b - a);
  for (const index of stale) ops.push({ t: "remove", path: ["records", "borders"], index });
  let bi = (doc.records.borders?.length ?? 0) - stale.length;
  for (const i of choice.add) {
    const pair = p.add[i];
    if (pair)
      ops.push({ t: "insert", path: ["records", "borders"], index: bi++, value: { a: pair[0], b: pair[1] } });
  }
  for (const i of choice.edges) {
    const e = p.edges[i];
    const at = e ? doc.spaces.findIndex((s) => s.id === e.id) : -1;
    if (e && at >= 0) ops.push({ t: "set", path: ["spaces", at, "edge"], value: e.edge });
  }
  return {
    label: swuT(locale)("Borders: {{added}} added, {{removed}} removed, {{edges}} edge flags", {
      added: choice.add.length,
      removed: stale.length,
      edges: choice.edges.length,
    }),
    ops,
  };
}
