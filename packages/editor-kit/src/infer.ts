/**
 * A plug-in read off a map profile alone, for games that bring no editor code. Layout `grid`: the
 * document's JSON Schema names the grid (an object with integer `cols` and `rows`), its reserved
 * cells (a list of `[col, row]` pairs: the toy game's blocked cells) and its tiles (a list of
 * objects with a `cell` pair, or `col` and `row`, and an enum field: the palette); every other plain
 * field becomes a field of the map's panel. Problems, tallies and shipped maps come from the
 * profile as they are. Returns null when the schema does not read as a grid with something to paint
 * (The Brigade's city names its cells by letter and digit: its editor comes as a plug-in).
 */
import type { Issue, MapProfile } from "@pudding/engine";
import { cellSpace } from "./doc/grid.js";
import type { KitDoc, SpaceRecord } from "./model/doc.js";
import {
  choicesOf,
  deref,
  type FieldSpec,
  fieldsFromJsonSchema,
  humanize,
  type JsonSchema,
} from "./model/fields.js";
import type { EditorPlugin, PaletteEntry } from "./plugin.js";

/** The game as `inferPlugin` needs it (a `GameModule` fits). */
export interface InferableGame<M> {
  id: string;
  title: string;
  map: MapProfile<M>;
}

/** Where a grid document keeps its grid, reserved cells and tiles. */
export interface GridShape {
  grid: string;
  reserved?: string;
  tiles?: { key: string; cell: "pair" | "colrow"; field: string; values: string[]; item: JsonSchema };
}

const isInt = (s: JsonSchema | undefined) => s?.type === "integer";
const isPair = (s: JsonSchema | undefined) =>
  s?.type === "array" && s.prefixItems?.length === 2 && s.prefixItems.every(isInt);

/** Reads a grid document's shape off its JSON Schema, or null. */
export function gridShape(root: JsonSchema): GridShape | null {
  let grid: string | undefined;
  let reserved: string | undefined;
  let tiles: GridShape["tiles"];
  for (const [key, raw] of Object.entries(root.properties ?? {})) {
    const s = deref(root, raw);
    if (!s) continue;
    if (s.type === "object" && isInt(s.properties?.cols) && isInt(s.properties?.rows)) grid ??= key;
    else if (s.type === "array" && isPair(deref(root, s.items || undefined))) reserved ??= key;
    else if (s.type === "array") {
      const item = deref(root, s.items || undefined);
      const props = item?.properties ?? {};
      const cell = isPair(props.cell) ? "pair" : isInt(props.col) && isInt(props.row) ? "colrow" : null;
      if (!item || !cell) continue;
      const field = Object.entries(props).find(([k, p]) => k !== "cell" && (choicesOf(p)?.length ?? 0) > 1);
      if (field)
        tiles ??= { key, cell, field: field[0], values: (choicesOf(field[1]) ?? []).map(String), item };
    }
  }
  return grid ? { grid, reserved, tiles } : null;
}

const TILE_COLOURS = ["#7aa35c", "#5c8fb8", "#c9a04a", "#b86a5c", "#8a6cb8", "#5cb8a6", "#b85c94", "#9a9a5c"];

/** A plug-in for a grid game from its map profile, or null when the schema does not read as a grid. */
export function inferGridPlugin<M>(game: InferableGame<M>): EditorPlugin<M> | null {
  const root = game.map.jsonSchema() as JsonSchema;
  const shape = gridShape(root);
  // A grid with nothing to paint on its cells (no reserved cells, no tiles) is not editable this way.
  if (!shape || (!shape.reserved && !shape.tiles)) return null;
  const rkey = shape.reserved;
  const tiles = shape.tiles;
  const reservedLabel = rkey ? humanize(rkey) : "Reserved";
  const first = Object.values(game.map.shipped)[0];

  const toDoc = (map: M): KitDoc => {
    const m = map as Record<string, unknown>;
    const g = m[shape.grid] as { cols: number; rows: number };
    let cell = 100;
    try {
      cell = game.map.frame(map).width / g.cols || 100;
    } catch {
      // A draft the profile cannot frame: 100 units a cell.
    }
    const reserved = new Set(
      ((rkey ? m[rkey] : []) as [number, number][] | undefined)?.map(([c, r]) => `${c},${r}`),
    );
    const tileAt = new Map<string, Record<string, unknown>>();
    for (const t of ((tiles ? m[tiles.key] : []) as Record<string, unknown>[] | undefined) ?? []) {
      const { cell: pair, col, row, ...rest } = t as { cell?: [number, number]; col?: number; row?: number };
      const c = pair ? pair[0] : col;
      const r = pair ? pair[1] : row;
      tileAt.set(`${c},${r}`, rest);
    }
    const names = new Map<string, string>();
    try {
      for (const s of game.map.spaces(map)) if (s.cell) names.set(`${s.cell.col},${s.cell.row}`, s.name);
    } catch {
      // The kit's own names (A1…) then.
    }
    const spaces: SpaceRecord[] = [];
    for (let r = 0; r < g.rows; r++)
      for (let c = 0; c < g.cols; c++) {
        const k = `${c},${r}`;
        const s = cellSpace(c, r, { reserved: reserved.has(k) });
        s.name = names.get(k) ?? s.name;
        const t = tileAt.get(k);
        if (t) s.tile = t;
        spaces.push(s);
      }
    const meta: Record<string, unknown> = { ...m };
    delete meta[shape.grid];
    if (rkey) delete meta[rkey];
    if (tiles) delete meta[tiles.key];
    meta.$grid = m[shape.grid];
    return {
      meta: meta as KitDoc["meta"],
      size: { width: g.cols * cell, height: g.rows * cell },
      grid: { cols: g.cols, rows: g.rows, cell },
      spaces,
      records: {},
    };
  };

  const ordered = (doc: KitDoc, f: (s: SpaceRecord) => boolean) =>
    doc.spaces
      .filter((s) => s.cell && f(s))
      .sort((a, b) => (a.cell?.row ?? 0) - (b.cell?.row ?? 0) || (a.cell?.col ?? 0) - (b.cell?.col ?? 0));

  const fromDoc = (doc: KitDoc): M => {
    const { $grid, ...meta } = doc.meta as Record<string, unknown>;
    const g = doc.grid ?? { cols: 0, rows: 0, cell: 100 };
    const parts: Record<string, unknown> = {
      [shape.grid]: { ...(($grid as object) ?? {}), cols: g.cols, rows: g.rows },
    };
    if (rkey) parts[rkey] = ordered(doc, (s) => s.reserved === true).map((s) => [s.cell?.col, s.cell?.row]);
    if (tiles)
      parts[tiles.key] = ordered(doc, (s) => !!s.tile).map((s) => ({
        ...(tiles.cell === "pair"
          ? { cell: [s.cell?.col, s.cell?.row] }
          : { col: s.cell?.col, row: s.cell?.row }),
        ...(s.tile as object),
      }));
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(root.properties ?? {})) {
      if (k in parts) out[k] = parts[k];
      else if (k in meta) out[k] = meta[k];
    }
    for (const [k, v] of Object.entries(meta)) if (!(k in out)) out[k] = v;
    return out as M;
  };

  const tileDefaults = (): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [k, p] of Object.entries(tiles?.item.properties ?? {})) {
      if (k === "cell" || k === "col" || k === "row" || !(tiles?.item.required ?? []).includes(k)) continue;
      const c = choicesOf(p);
      out[k] =
        p.default ??
        c?.[0] ??
        (isInt(p) || p.type === "number" ? (p.minimum ?? 0) : p.type === "boolean" ? false : "");
    }
    return out;
  };

  const palette: PaletteEntry[] = [
    { id: "open", label: "Open", colour: "#f4ead2", patch: { reserved: false, tile: undefined } },
    ...(rkey
      ? [
          {
            id: "reserved",
            label: reservedLabel,
            colour: "#4a4a4a",
            patch: { reserved: true, tile: undefined },
          },
        ]
      : []),
    ...(tiles?.values ?? []).map((v, i) => ({
      id: `tile:${v}`,
      label: humanize(v),
      colour: TILE_COLOURS[i % TILE_COLOURS.length] as string,
      patch: { reserved: false, tile: { ...tileDefaults(), [tiles?.field as string]: v } },
    })),
  ];
  const colourOf = new Map(
    palette
      .slice(2)
      .map((p) => [String((p.patch.tile as Record<string, unknown>)[tiles?.field ?? ""]), p.colour]),
  );

  const spaceFields: FieldSpec[] = [
    ...(rkey ? [{ key: "reserved", label: reservedLabel, control: "toggle" as const }] : []),
    ...(tiles ? fieldsFromJsonSchema(tiles.item, { prefix: "tile.", skip: ["cell", "col", "row"] }) : []),
  ];

  const issueTargets = (doc: KitDoc, issue: Issue) => {
    for (const [key, f] of [
      [rkey, (s: SpaceRecord) => s.reserved === true],
      [tiles?.key, (s: SpaceRecord) => !!s.tile],
    ] as const) {
      if (!key) continue;
      const m = new RegExp(`^${key}\\[(\\d+)\\]`).exec(issue.path);
      const s = m ? ordered(doc, f)[Number(m[1])] : undefined;
      if (s) return { spaces: [s.id], records: {} };
      if (issue.path === key) return { spaces: ordered(doc, f).map((x) => x.id), records: {} };
    }
    return null;
  };

  return {
    gameId: game.id,
    title: game.title,
    layout: "grid",
    nouns: { space: ["cell", "cells"] },
    profile: game.map,
    toDoc,
    fromDoc,
    emptyDoc: () => {
      const d = toDoc(first as M);
      return {
        ...d,
        meta: { ...d.meta, id: "new-map", name: "New map" },
        spaces: d.spaces.map((s) => {
          const { tile: _t, ...rest } = s;
          return { ...rest, reserved: false };
        }),
      };
    },
    fields: {
      meta: fieldsFromJsonSchema(root, {
        skip: [shape.grid, ...(rkey ? [rkey] : []), ...(tiles ? [tiles.key] : [])],
      }),
      space: spaceFields,
    },
    issuePaths: {},
    issueTargets,
    palette,
    gridLimits: gridLimitsOf(root, shape.grid),
    render: {
      spaceFill: (s) =>
        s.reserved
          ? "#4a4a4a"
          : s.tile
            ? (colourOf.get(String((s.tile as Record<string, unknown>)[tiles?.field ?? ""])) ?? "#c9b98f")
            : "#f4ead2",
      spaceBadge: (s) =>
        s.tile && tiles ? humanize(String((s.tile as Record<string, unknown>)[tiles.field])) : null,
    },
  };
}

function gridLimitsOf(root: JsonSchema, key: string): { min: number; max: number } {
  const g = deref(root, root.properties?.[key]);
  const c = g?.properties?.cols;
  const r = g?.properties?.rows;
  return {
    min: Math.max(1, c?.minimum ?? 1, r?.minimum ?? 1),
    max: Math.min(c?.maximum ?? 50, r?.maximum ?? 50),
  };
}

/** A plug-in for any game whose map profile the kit can read (grid layouts today), or null. */
export function inferPlugin<M>(game: InferableGame<M>): EditorPlugin<M> | null {
  return game.map.layout === "grid" ? inferGridPlugin(game) : null;
}
