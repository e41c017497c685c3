/**
 * The city document (§3.1, §17.2) ↔ the editor kit's records. The kit edits a 6 × 6 grid of cell
 * records; each cell carries `reserved` (a barracks corner), `university` (one of the centre 2 × 2)
 * and the `tile` shown there. The city itself keeps no layout for its 28 blocks — they are dealt at
 * random around the University at setup (§3.1) — so the editor lays the roster out in reading order
 * over the free cells: painting or editing a cell edits that block of the roster. University tiles
 * sit on the University cells in the order C3, D3, C4, D4 (the module's order). Everything else of
 * the document (its card data set, bonus blocks, special buildings, provenance) rides along in the
 * map's fields untouched.
 */
import { cellSpace, type KitDoc, type SpaceRecord } from "@pudding/editor-kit";
import type { Issue } from "@pudding/engine";
import type { BrigadeMap, TileRecord } from "@pudding/the-brigade";
import { RECONSTRUCTED_V1 } from "@pudding/the-brigade";

/** Map units per cell (the module's CELL_SIZE). */
export const CITY_CELL = 100;

const cellName = (col: number, row: number) => `${String.fromCharCode(65 + col)}${row + 1}`;
const posOf = (id: string) => {
  const m = /^([A-Z])(\d+)$/.exec(id);
  return m ? { col: (m[1] as string).charCodeAt(0) - 65, row: Number(m[2]) - 1 } : null;
};

/** Cells in reading order (north to south, west to east). */
export const readingOrder = (a: SpaceRecord, b: SpaceRecord) =>
  (a.cell?.row ?? 0) - (b.cell?.row ?? 0) || (a.cell?.col ?? 0) - (b.cell?.col ?? 0);

/** The document's grid and everything but its layout (kept in the map fields). */
type Meta = Omit<BrigadeMap, "grid" | "corners" | "universityCells" | "university" | "blocks">;

/** The city as the kit's records. */
export function toDoc(map: BrigadeMap): KitDoc {
  const { grid, corners, universityCells, university, blocks, ...rest } = map;
  const cols = grid?.cols ?? 6;
  const rows = grid?.rows ?? 6;
  const reserved = new Set(corners ?? []);
  const uni = new Set(universityCells ?? []);
  const spaces: SpaceRecord[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const name = cellName(c, r);
      spaces.push(cellSpace(c, r, { reserved: reserved.has(name), university: uni.has(name) }));
    }
  const uniCells = spaces.filter((s) => s.university === true).sort(readingOrder);
  (university ?? []).forEach((t, i) => {
    const s = uniCells[i];
    if (s) s.tile = { ...t };
  });
  const free = spaces.filter((s) => !s.reserved && !s.university).sort(readingOrder);
  const overflow: TileRecord[] = [];
  (blocks ?? []).forEach((t, i) => {
    const s = free[i];
    if (s) s.tile = { ...t };
    else overflow.push(t);
  });
  const extraUni = (university ?? []).slice(uniCells.length);
  const meta: Record<string, unknown> = { ...(rest as Meta) };
  if (overflow.length) meta.$overflowBlocks = overflow;
  if (extraUni.length) meta.$overflowUniversity = extraUni;
  return {
    meta: meta as KitDoc["meta"],
    size: { width: cols * CITY_CELL, height: rows * CITY_CELL },
    grid: { cols, rows, cell: CITY_CELL },
    spaces,
    records: {},
  };
}

/** A tile painted on a cell, completed with defaults where the brush left fields out. */
export function completeTile(raw: Record<string, unknown>, cell: string, university: boolean): TileRecord {
  const affiliation = (
    university ? "university" : (raw.affiliation ?? "commons")
  ) as TileRecord["affiliation"];
  const words = `${affiliation[0]?.toUpperCase()}${affiliation.slice(1)}`;
  return {
    id: `${affiliation}-${cell.toLowerCase()}`,
    name: university ? `Pyromancers University (${cell})` : `${words} block (${cell})`,
    value: university ? 5 : 3,
    flame: university ? 5 : 4,
    source: "reconstructed",
    ...raw,
    affiliation,
  } as TileRecord;
}

/** The kit's records back to a city document. */
export function fromDoc(doc: KitDoc): BrigadeMap {
  const { $overflowBlocks, $overflowUniversity, ...meta } = doc.meta as Record<string, unknown>;
  const cells = [...doc.spaces].filter((s) => s.cell).sort(readingOrder);
  const corners = cells.filter((s) => s.reserved === true).map((s) => s.name);
  const uniCells = cells.filter((s) => s.university === true && s.reserved !== true);
  const university = uniCells
    .filter((s) => s.tile)
    .map((s) => completeTile(s.tile as Record<string, unknown>, s.name, true));
  const blocks = cells
    .filter((s) => s.tile && s.reserved !== true && s.university !== true)
    .map((s) => completeTile(s.tile as Record<string, unknown>, s.name, false));
  const g = doc.grid ?? { cols: 6, rows: 6, cell: CITY_CELL };
  return {
    ...({ format: "the-brigade/city", version: 1 } as const),
    ...(meta as Meta),
    grid: { cols: g.cols, rows: g.rows },
    corners,
    universityCells: uniCells.map((s) => s.name),
    university: [...university, ...((($overflowUniversity as TileRecord[]) ?? []) as TileRecord[])],
    blocks: [...blocks, ...((($overflowBlocks as TileRecord[]) ?? []) as TileRecord[])],
  } as BrigadeMap;
}

/** A new city: the four corners reserved, the University in the centre, no blocks yet. */
export function emptyCity(): BrigadeMap {
  const uni = (id: string, name: string): TileRecord => ({
    id,
    name,
    affiliation: "university",
    value: 5,
    flame: 5,
    source: "reconstructed",
  });
  return {
    format: "the-brigade/city",
    version: 1,
    id: "new-city",
    name: "New city",
    dataset: "new-city-v1",
    geography: "reconstructed",
    grid: { cols: 6, rows: 6 },
    corners: ["A1", "F1", "A6", "F6"],
    universityCells: ["C3", "D3", "C4", "D4"],
    university: [
      uni("university-nw", "Pyromancers University (north-west)"),
      uni("university-ne", "Pyromancers University (north-east)"),
      uni("university-sw", "Pyromancers University (south-west)"),
      uni("university-se", "Pyromancers University (south-east)"),
    ],
    blocks: [],
    bonusBlocks: [],
    specialBuildings: [],
    cards: RECONSTRUCTED_V1,
  };
}

/** What a problem of the city is about: the cell of a tile, the corners, the University. */
export function issueTargets(doc: KitDoc, issue: Issue) {
  const cells = [...doc.spaces].filter((s) => s.cell).sort(readingOrder);
  const uni = cells.filter((s) => s.university === true && s.reserved !== true);
  const blocks = cells.filter((s) => s.tile && s.reserved !== true && s.university !== true);
  const pick = (list: SpaceRecord[]) => ({ spaces: list.map((s) => s.id), records: {} });
  let m = /^blocks\[(\d+)\]/.exec(issue.path);
  if (m) {
    const s = blocks[Number(m[1])];
    return s ? pick([s]) : null;
  }
  m = /^university\[(\d+)\]/.exec(issue.path);
  if (m) {
    const s = uni.filter((x) => x.tile)[Number(m[1])];
    return s ? pick([s]) : null;
  }
  if (issue.path === "corners") return pick(cells.filter((s) => s.reserved === true));
  if (issue.path === "universityCells" || issue.path === "university") return pick(uni);
  if (issue.path === "blocks") return pick(blocks);
  const p = posOf(issue.path);
  if (p) return pick(cells.filter((s) => s.cell?.col === p.col && s.cell?.row === p.row));
  return null;
}
