/**
 * The city grid (§3.1, §3.3): 6 columns A–F from west to east, 6 rows 1–6 from north to south.
 * A cell index is `row * 6 + col`. North is the top edge. "Adjacent" means orthogonally adjacent
 * (4 directions); "neighbour" means sharing an edge or a corner (8 directions).
 */

/** Columns and rows of the city. */
export const COLS = 6;
export const ROWS = 6;
/** Number of cells. */
export const CELLS = COLS * ROWS;

/** The eight compass directions, clockwise from north. Index = direction code in moves. */
export const DIRECTIONS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;
/** A compass direction. */
export type Direction = (typeof DIRECTIONS)[number];
/** Column step of each direction (east is +1). */
export const DCOL = [0, 1, 1, 1, 0, -1, -1, -1] as const;
/** Row step of each direction (south is +1). */
export const DROW = [-1, -1, 0, 1, 1, 1, 0, -1] as const;

/** `A1`…`F6` for a cell index. */
export function cellName(i: number): string {
  return `${"ABCDEF"[i % COLS]}${Math.floor(i / COLS) + 1}`;
}

const BY_NAME = new Map<string, number>();
for (let i = 0; i < CELLS; i++) BY_NAME.set(cellName(i), i);

/** The cell index of `A1`…`F6`, or -1. */
export function cellIndex(id: string): number {
  return BY_NAME.get(id) ?? -1;
}

/** The cell one step in direction `d` (index into DIRECTIONS), or -1 off the grid. */
export function step(i: number, d: number): number {
  const c = (i % COLS) + (DCOL[d] as number);
  const r = Math.floor(i / COLS) + (DROW[d] as number);
  return c < 0 || r < 0 || c >= COLS || r >= ROWS ? -1 : r * COLS + c;
}

/** The four corners (A1, F1, A6, F6): barracks tiles or missing (§3.1, R3). */
export const CORNERS = [0, COLS - 1, CELLS - COLS, CELLS - 1] as const;
/** The University cells in the centre (C3, D3, C4, D4). */
export const UNIVERSITY_CELLS = [14, 15, 20, 21] as const;
/** R4 `auto`: NW, SE, NE, SW in turn order, so two players sit diagonally opposite. */
export const AUTO_CORNERS = [0, CELLS - 1, COLS - 1, CELLS - COLS] as const;

/** True for a corner cell. */
export function isCorner(i: number): boolean {
  return i === 0 || i === COLS - 1 || i === CELLS - COLS || i === CELLS - 1;
}

/** Orthogonally adjacent cells (N, E, S, W order), corners included. */
export const ORTHO: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, i) =>
  [0, 2, 4, 6].map((d) => step(i, d)).filter((j) => j >= 0),
);
/** Neighbour cells (8 directions, N clockwise), corners included. */
export const NEIGH8: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, i) =>
  [0, 1, 2, 3, 4, 5, 6, 7].map((d) => step(i, d)).filter((j) => j >= 0),
);

/** Chebyshev distance (king moves) between two cells. */
export function kingDistance(a: number, b: number): number {
  return Math.max(Math.abs((a % COLS) - (b % COLS)), Math.abs(Math.floor(a / COLS) - Math.floor(b / COLS)));
}

/** Direction index of a name (`N`…`NW`), or -1. */
export function directionIndex(d: string): number {
  return (DIRECTIONS as readonly string[]).indexOf(d);
}
