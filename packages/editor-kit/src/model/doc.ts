/**
 * The kit's records (tldraw's habit): whatever a game's map document looks like, the editor edits
 * the same few records — the map's own fields (`meta`), its frame (`size`), its spaces (outlines in
 * the `regions` layout, cells in the `grid` layout) and the game's other collections (`records`:
 * The Great Fire's arrows, crossings and borders). A plug-in converts its document to these records
 * and back (`toDoc` / `fromDoc`); every command, tool, panel and check of the kit reads them.
 */
import type { Point } from "@pudding/map-schema";
import { english, type Phrase, type PhraseParam, phrase } from "../phrase.js";

/** A size in map units. */
export interface Size {
  width: number;
  height: number;
}

/** A grid cell, 0-based column (west → east) and row (north → south). */
export interface Cell {
  col: number;
  row: number;
}

/**
 * A space: an outline (`regions`) or a cell (`grid`), with the game's own fields beside the kit's
 * (`kind`, `houses`, `region`… for The Great Fire; `reserved`, `tile` for a grid).
 */
export interface SpaceRecord {
  id: string;
  name: string;
  /** Outline in map units (layout `regions`), not closed. */
  polygon?: Point[];
  /** Where the name is drawn. */
  label?: Point;
  /** The cell (layout `grid`). */
  cell?: Cell;
  /** The game's fields. */
  [field: string]: unknown;
}

/** One item of a game's collection (an arrow, a crossing…): plain JSON. */
export type RecordItem = Record<string, unknown>;

/** The grid of a `grid` layout: its columns, rows and the side of a cell in map units. */
export interface GridSpec {
  cols: number;
  rows: number;
  cell: number;
}

/** The document the kit edits. */
export interface KitDoc {
  /** The map's own fields: id and name, and whatever else the game keeps (description, version…). */
  meta: { id: string; name: string; [field: string]: unknown };
  /** The frame of the drawing in map units. */
  size: Size;
  /** Layout `grid` only. */
  grid?: GridSpec;
  spaces: SpaceRecord[];
  /** The game's other collections by name (`arrows`, `crossings`…). */
  records: Record<string, RecordItem[]>;
}

/** What is selected: spaces by id, records by collection and index, and one vertex handle. */
export interface Selection {
  spaces: string[];
  records: Record<string, number[]>;
  vertex: { id: string; index: number } | null;
}

/** Nothing selected. */
export const EMPTY_SELECTION: Selection = Object.freeze({
  spaces: [],
  records: {},
  vertex: null,
}) as Selection;

/** A selection of some spaces. */
export const selectSpaces = (ids: readonly string[]): Selection => ({
  spaces: [...ids],
  records: {},
  vertex: null,
});

/** A selection of some records of one collection. */
export const selectRecords = (collection: string, indexes: readonly number[]): Selection => ({
  spaces: [],
  records: { [collection]: [...indexes] },
  vertex: null,
});

/** How many things a selection holds. */
export function selectionSize(s: Selection): number {
  return s.spaces.length + Object.values(s.records).reduce((n, xs) => n + xs.length, 0);
}

/**
 * A refusal a person can act on ("these spaces do not share a border…"). Its message is shown as it
 * is (a plug-in words its own in the reader's language); the kit's own carry their `phrase`, which
 * the controller shows in its language.
 */
export class EditError extends Error {
  override name = "EditError";
  constructor(
    message: string,
    readonly phrase?: Phrase,
  ) {
    super(message);
  }

  /** A refusal of the kit's catalogue (English message, phrase for other languages). */
  static of(key: string, params?: Record<string, PhraseParam>): EditError {
    const ph = phrase(key, params);
    return new EditError(english(ph), ph);
  }
}

/** The index of a space by id. @throws EditError when there is none. */
export function spaceIndex(doc: KitDoc, id: string): number {
  const i = doc.spaces.findIndex((s) => s.id === id);
  if (i < 0) throw EditError.of("refuse.noSpace", { id });
  return i;
}

/** A space by id. @throws EditError when there is none. */
export function spaceOf(doc: KitDoc, id: string): SpaceRecord {
  return doc.spaces[spaceIndex(doc, id)] as SpaceRecord;
}

/** A space's outline ([] for a cell without one). */
export const outlineOf = (s: SpaceRecord): Point[] => s.polygon ?? [];

/** Kebab-case from any text (`Tower Hill` → `tower-hill`); `fallback` when nothing is left. */
export function slug(text: string, fallback = "space"): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || fallback
  );
}

/** A fresh kebab-case id from `base` (`district-7`, `tower-2`), unused by any space and by `taken`. */
export function freshId(doc: KitDoc, base = "space", taken: Iterable<string> = []): string {
  const used = new Set([...doc.spaces.map((d) => d.id), ...taken]);
  const stem = slug(base);
  if (!used.has(stem)) return stem;
  const m = /^(.*?)-(\d+)$/.exec(stem);
  const root = m ? (m[1] as string) : stem;
  for (let n = m ? Number(m[2]) + 1 : 2; ; n++) if (!used.has(`${root}-${n}`)) return `${root}-${n}`;
}

/** The key of a cell, for sets and maps. */
export const cellKey = (c: Cell): string => `${c.col},${c.row}`;
