/**
 * The select tool: click, Shift+click and marquee selection of spaces and records; drags of vertex
 * handles (a shared corner moves in every outline that has it), of whole spaces and of names;
 * double-click on an edge inserts a vertex. Each drag is one merge run, sealed on release, so it
 * is one undo step.
 */
import type { Point } from "@pudding/map-schema";
import { insertVertex, moveLabel, moveVertices, translateSpaces } from "../doc/commands.js";
import { bbox, roundPoint } from "../geom/basic.js";
import { EMPTY_SELECTION, type KitDoc, type Selection, selectSpaces } from "../model/doc.js";
import { type CountedNoun, saying } from "../phrase.js";
import type { AnyPlugin, CollectionSpec } from "../plugin.js";
import {
  attempt,
  type PointerInput,
  parseTarget,
  type Step,
  type ToolContext,
  type ToolDef,
} from "./types.js";

/** The select tool's states. */
export type SelectState =
  | { name: "idle" }
  | { name: "dragging-vertex"; id: string; index: number; at: Point; moved: boolean }
  | { name: "moving"; last: Point; ids: string[]; moved: boolean }
  | { name: "dragging-label"; id: string; moved: boolean }
  | { name: "marquee"; a: Point; b: Point; add: boolean };

const IDLE: SelectState = { name: "idle" };

/** The collections a marquee and a click can select (drawn with an anchor point). */
export function selectableCollections(plugin: AnyPlugin): [string, CollectionSpec][] {
  return Object.entries(plugin.collections ?? {}).filter(([, c]) => c.anchor && c.selectable !== false);
}

/** The counts of a selection by noun (spaces, then each selectable collection). */
export function selectionCounts(plugin: AnyPlugin, s: Selection): CountedNoun[] {
  return [
    { count: s.spaces.length, nouns: plugin.nouns.space },
    ...selectableCollections(plugin).map(([name, c]) => ({
      count: s.records[name]?.length ?? 0,
      nouns: c.noun,
    })),
  ];
}

/**
 * "2 districts, 1 arrow, 0 crossings" for a selection; `pt` translates the plug-in's nouns (default:
 * as they are, in English).
 */
export function describeSelection(
  plugin: AnyPlugin,
  s: Selection,
  pt: (english: string) => string = (x) => x,
): string {
  return selectionCounts(plugin, s)
    .map(({ count, nouns }) => `${count} ${pt(count === 1 ? nouns[0] : nouns[1])}`)
    .join(", ");
}

/** What lies wholly inside a box: spaces (every vertex, or the cell) and anchored records. */
export function selectInBox(doc: KitDoc, plugin: AnyPlugin, a: Point, b: Point): Selection {
  const [x0, y0, x1, y1] = bbox([a, b]);
  const inside = (p: Point) => p[0] >= x0 && p[0] <= x1 && p[1] >= y0 && p[1] <= y1;
  const g = doc.grid;
  const spaces = doc.spaces
    .filter((s) =>
      s.polygon?.length
        ? s.polygon.every(inside)
        : s.cell && g
          ? inside([(s.cell.col + 0.5) * g.cell, (s.cell.row + 0.5) * g.cell])
          : false,
    )
    .map((s) => s.id);
  const records: Record<string, number[]> = {};
  for (const [name, c] of selectableCollections(plugin))
    records[name] = (doc.records[name] ?? []).flatMap((r, i) =>
      inside(r[c.anchor as string] as Point) ? [i] : [],
    );
  return { spaces, records, vertex: null };
}

const union = (a: readonly number[] = [], b: readonly number[] = []) => [...new Set([...a, ...b])];

function down(s: SelectState, input: PointerInput, ctx: ToolContext): Step<SelectState> {
  const sel = ctx.selection;
  const [kind, a, b] = parseTarget(input.target);
  if (kind === "vertex" && a !== undefined) {
    const at = ctx.doc.spaces.find((x) => x.id === a)?.polygon?.[Number(b)];
    if (!at) return { state: s };
    return {
      state: { name: "dragging-vertex", id: a, index: Number(b), at, moved: false },
      select: { ...sel, vertex: { id: a, index: Number(b) } },
    };
  }
  if (kind === "label" && a !== undefined) return { state: { name: "dragging-label", id: a, moved: false } };
  if (kind === "record" && a !== undefined) {
    const i = Number(b);
    const cur = sel.records[a] ?? [];
    return {
      state: IDLE,
      select: input.shift
        ? {
            ...sel,
            records: { ...sel.records, [a]: cur.includes(i) ? cur.filter((x) => x !== i) : [...cur, i] },
            vertex: null,
          }
        : { spaces: [], records: { [a]: [i] }, vertex: null },
    };
  }
  if ((kind === "space" || kind === "edge") && a !== undefined) {
    let ids: string[];
    let next: Selection;
    if (input.shift) {
      ids = sel.spaces.includes(a) ? sel.spaces.filter((x) => x !== a) : [...sel.spaces, a];
      next = { ...sel, spaces: ids, vertex: null };
    } else {
      ids = sel.spaces.includes(a) ? sel.spaces : [a];
      next = selectSpaces(ids);
    }
    const movable = !ctx.doc.grid && ids.includes(a);
    return { state: movable ? { name: "moving", last: input.p, ids, moved: false } : IDLE, select: next };
  }
  return {
    state: { name: "marquee", a: input.p, b: input.p, add: input.shift },
    ...(input.shift ? {} : { select: EMPTY_SELECTION }),
  };
}

/** The select tool. */
export const selectTool: ToolDef<SelectState> = {
  id: "select",
  label: "Select",
  key: "v",
  title: "Select and move (V)",
  hint: "Select: click, Shift+click, drag a marquee; drag to move",
  help: "Select / move (click, Shift+click, drag a marquee)",
  initial: IDLE,
  path: (s) => s.name,
  onInput(s, input, ctx) {
    if (input.type === "key") return input.key === "Escape" ? { state: IDLE } : { state: s };
    if (input.type === "down") {
      if (input.button !== 0) return { state: s };
      return down(s, input, ctx);
    }
    if (input.type === "dbl") {
      const [kind, id, i] = parseTarget(input.target);
      if (kind === "edge" && id !== undefined)
        return attempt(() => insertVertex(ctx.doc, id, Number(i), input.p), IDLE, IDLE);
      return { state: s };
    }
    if (input.type === "move") {
      switch (s.name) {
        case "dragging-vertex": {
          const snapped = ctx.snap(input.p, { alt: input.alt, exclude: s.at });
          const cmd = moveVertices(ctx.doc, ctx.plugin, [{ id: s.id, index: s.index, to: snapped.point }], {
            tol: ctx.topology,
            merge: "drag-vertex",
          });
          return {
            state: { ...s, at: roundPoint(snapped.point), moved: true },
            command: cmd,
            snap: snapped.kind === "none" ? null : { p: snapped.point, kind: snapped.kind },
          };
        }
        case "moving": {
          const dx = input.p[0] - s.last[0];
          const dy = input.p[1] - s.last[1];
          if (!dx && !dy) return { state: s };
          return {
            state: { ...s, last: input.p, moved: true },
            command: translateSpaces(ctx.doc, ctx.plugin, s.ids, dx, dy, "drag-move", ctx.topology),
          };
        }
        case "dragging-label":
          return { state: { ...s, moved: true }, command: moveLabel(ctx.doc, s.id, input.p, "drag-label") };
        case "marquee":
          return { state: { ...s, b: input.p } };
        default:
          return { state: s };
      }
    }
    // up
    if (s.name === "marquee") {
      const [x0, y0, x1, y1] = bbox([s.a, s.b]);
      if (x1 - x0 <= ctx.tolerance && y1 - y0 <= ctx.tolerance) return { state: IDLE };
      const found = selectInBox(ctx.doc, ctx.plugin, s.a, s.b);
      const sel = ctx.selection;
      const next: Selection = s.add
        ? {
            spaces: [...new Set([...sel.spaces, ...found.spaces])],
            records: Object.fromEntries(
              [...new Set([...Object.keys(sel.records), ...Object.keys(found.records)])].map((k) => [
                k,
                union(sel.records[k], found.records[k]),
              ]),
            ),
            vertex: null,
          }
        : found;
      return {
        state: IDLE,
        select: next,
        ...saying("status.selected", { what: { list: selectionCounts(ctx.plugin, found) } }),
      };
    }
    if (s.name === "idle") return { state: s };
    return { state: IDLE, seal: s.moved, snap: null };
  },
  overlay: (s) => (s.name === "marquee" ? { marquee: [s.a, s.b] } : {}),
};
