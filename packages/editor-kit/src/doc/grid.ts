/**
 * The `grid` layout's commands: every cell of the grid is a space record (`cell: { col, row }`)
 * carrying the game's fields (`reserved`, a `tile`…); painting a brush of the palette sets those
 * fields on the cells under the pointer, and resizing the grid adds or removes whole rows and
 * columns of cell records.
 */
import type { Point } from "@pudding/map-schema";
import { type Cell, cellKey, EditError, type KitDoc, type SpaceRecord } from "../model/doc.js";
import { sameValue, setField } from "../model/fields.js";
import { labelled } from "../phrase.js";
import type { AnyPlugin, PaletteEntry } from "../plugin.js";
import type { Op } from "./ops.js";
import type { Command } from "./store.js";

/** A column's letter name (A, B, … Z, AA…). */
export function columnName(col: number): string {
  let n = col;
  let out = "";
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}

/** The kit's record for one cell (id `c<col>-r<row>`, name `A1`), with the given fields. */
export function cellSpace(col: number, row: number, fields: Record<string, unknown> = {}): SpaceRecord {
  return { id: `c${col}-r${row}`, name: `${columnName(col)}${row + 1}`, cell: { col, row }, ...fields };
}

/** The outline of a cell in map units. */
export function cellOutline(c: Cell, size: number): Point[] {
  const x = c.col * size;
  const y = c.row * size;
  return [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
  ];
}

/** Space index by cell key. */
export function cellIndex(doc: KitDoc): Map<string, number> {
  const m = new Map<string, number>();
  doc.spaces.forEach((s, i) => {
    if (s.cell) m.set(cellKey(s.cell), i);
  });
  return m;
}

/** The cell under a map point, or null outside the grid. */
export function cellAtPoint(doc: KitDoc, p: Point): Cell | null {
  const g = doc.grid;
  if (!g) return null;
  const col = Math.floor(p[0] / g.cell);
  const row = Math.floor(p[1] / g.cell);
  return col >= 0 && row >= 0 && col < g.cols && row < g.rows ? { col, row } : null;
}

/** Paints a brush on cells: sets its fields on each (cells already painted so are left alone). */
export function paintCells(
  doc: KitDoc,
  cells: readonly Cell[],
  brush: PaletteEntry,
  merge?: string,
): Command {
  const at = cellIndex(doc);
  const ops: Op[] = [];
  for (const c of cells) {
    const i = at.get(cellKey(c));
    if (i === undefined) continue;
    let cur = doc.spaces[i] as SpaceRecord;
    for (const [k, v] of Object.entries(brush.patch)) {
      const [top, value] = setField(cur, k, v);
      if (sameValue(cur[top], value)) continue;
      cur = { ...cur, [top]: value };
      ops.push({ t: "set", path: ["spaces", i, top], value });
    }
  }
  return { ...labelled("cmd.paint", { brush: { noun: brush.label } }), ops, merge };
}

/**
 * Resizes the grid: cells beyond the new bounds go, new cells come with `fields` (the plug-in's
 * empty cell), the frame follows.
 */
export function resizeGrid(
  doc: KitDoc,
  plugin: AnyPlugin,
  cols: number,
  rows: number,
  fields: Record<string, unknown> = {},
): Command {
  const g = doc.grid;
  if (!g) throw EditError.of("refuse.noGrid");
  const { min, max } = plugin.gridLimits ?? { min: 1, max: 50 };
  for (const [n, what] of [
    [cols, "word.columns"],
    [rows, "word.rows"],
  ] as const)
    if (!Number.isInteger(n) || n < min || n > max)
      throw EditError.of("refuse.gridRange", { min, max, what: { key: what }, n });
  const ops: Op[] = [];
  for (let i = doc.spaces.length - 1; i >= 0; i--) {
    const c = (doc.spaces[i] as SpaceRecord).cell;
    if (c && (c.col >= cols || c.row >= rows)) ops.push({ t: "remove", path: ["spaces"], index: i });
  }
  const have = new Set(doc.spaces.flatMap((s) => (s.cell ? [cellKey(s.cell)] : [])));
  let index = doc.spaces.length - ops.length;
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      if (!have.has(cellKey({ col: c, row: r })))
        ops.push({ t: "insert", path: ["spaces"], index: index++, value: cellSpace(c, r, fields) });
  ops.push({ t: "set", path: ["grid"], value: { ...g, cols, rows } });
  ops.push({ t: "set", path: ["size"], value: { width: cols * g.cell, height: rows * g.cell } });
  return { ...labelled("cmd.resizeGrid", { cols, rows }), ops };
}
