/**
 * Turns a painted cell grid (one code per cell) into a board map: district polygons that tile the
 * plane exactly (neighbours share the very same vertices), fire arrows at street midpoints with the
 * direction read off the shared edges, diagonal crossings at chosen four-district corners and
 * movement-only borders for parks. Deterministic: no randomness, the "hand-drawn" wobble of the
 * streets comes from a hash of each grid vertex.
 */

import type { Arrow, BoardMapInput, Border, Crossing, Direction, District } from "@pudding/great-fire";
import type { Point } from "@pudding/map-schema";

/** What the painter says about each district code. */
export interface DistrictSpec extends Omit<District, "polygon" | "label"> {
  /** Inside the City wall (used to draw the wall). */
  walled?: boolean;
}

export interface GridSpec {
  /** Rows of the painting, north first; cells are separated by spaces. */
  rows: string[];
  districts: Record<string, DistrictSpec>;
  /** Size of one cell in map units, and where cell (0, 0) starts. */
  cell: number;
  origin: Point;
  /** How far (fraction of a cell) interior vertices wobble. */
  wobble: number;
  /** Extra arrows beyond the one per neighbour pair, by code: [from, to, direction]. */
  extraArrows: [string, string, Direction][];
  /** Crossings by their four district codes. */
  crossings: { nw: string; ne: string; sw: string; se: string }[];
}

const DIRS: { d: Direction; dr: number; dc: number }[] = [
  { d: "N", dr: -1, dc: 0 },
  { d: "E", dr: 0, dc: 1 },
  { d: "S", dr: 1, dc: 0 },
  { d: "W", dr: 0, dc: -1 },
];

/** A small integer hash → [-1, 1): stable wobble for grid vertex (i, j). */
function noise(i: number, j: number, salt: number): number {
  let h = (i * 374761393 + j * 668265263 + salt * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return ((h >>> 0) % 2000) / 1000 - 1;
}

export function parseGrid(rows: string[]): string[][] {
  const cells = rows.map((r) => r.trim().split(/\s+/));
  const width = cells[0]?.length ?? 0;
  cells.forEach((r, i) => {
    if (r.length !== width) throw new Error(`row ${i} has ${r.length} cells, expected ${width}`);
  });
  return cells;
}

/**
 * The outline of a set of cells, clockwise on screen, as grid vertices [row line, column line]:
 * directed boundary edges chained into one ring. Throws if the cells do not form one simple region.
 */
function traceRing(
  H: number,
  W: number,
  isIn: (r: number, c: number) => boolean,
  what: string,
): [number, number][] {
  const next = new Map<string, [number, number]>();
  const key = (i: number, j: number) => `${i},${j}`;
  let start: [number, number] | undefined;
  for (let r = 0; r < H; r++)
    for (let c = 0; c < W; c++) {
      if (!isIn(r, c)) continue;
      // top edge (r, c) → (r, c+1) if the cell above is outside; right, bottom, left likewise.
      if (!isIn(r - 1, c)) next.set(key(r, c), [r, c + 1]);
      if (!isIn(r, c + 1)) next.set(key(r, c + 1), [r + 1, c + 1]);
      if (!isIn(r + 1, c)) next.set(key(r + 1, c + 1), [r + 1, c]);
      if (!isIn(r, c - 1)) next.set(key(r + 1, c), [r, c]);
      start ??= [r, c];
    }
  if (!start) return [];
  const ring: [number, number][] = [];
  const seen = new Set<string>();
  let cur: [number, number] = start;
  while (!seen.has(key(...cur))) {
    seen.add(key(...cur));
    ring.push(cur);
    const n = next.get(key(...cur));
    if (!n) throw new Error(`open boundary for ${what}`);
    cur = n;
  }
  if (seen.size !== next.size) throw new Error(`${what} is not one simple region`);
  return ring;
}

/** Builds the map document (without decorations) from the painting. */
export function buildFromGrid(spec: GridSpec): {
  districts: District[];
  arrows: Arrow[];
  crossings: Crossing[];
  borders: Border[];
  vertex: (i: number, j: number) => Point;
  cells: string[][];
} {
  const cells = parseGrid(spec.rows);
  const H = cells.length;
  const W = cells[0]?.length ?? 0;
  const at = (r: number, c: number): string | undefined =>
    r >= 0 && r < H && c >= 0 && c < W ? cells[r]?.[c] : undefined;

  for (const row of cells)
    for (const code of row) if (!spec.districts[code]) throw new Error(`unknown code ${code}`);

  // Grid vertex (i = row line 0..H, j = column line 0..W) with a wobble; outer lines stay straight.
  const vertex = (i: number, j: number): Point => {
    const onTopBottom = i === 0 || i === H;
    const onSides = j === 0 || j === W;
    const dx = onSides ? 0 : noise(i, j, 1) * spec.wobble;
    const dy = onTopBottom ? 0 : noise(i, j, 2) * spec.wobble;
    return [
      Math.round((spec.origin[0] + (j + dx) * spec.cell) * 10) / 10,
      Math.round((spec.origin[1] + (i + dy) * spec.cell) * 10) / 10,
    ];
  };

  // Polygons: directed boundary edges (clockwise on screen) chained into one ring per district.
  const codes = Object.keys(spec.districts).filter((k) => cells.some((r) => r.includes(k)));
  const districts: District[] = [];
  for (const code of codes) {
    const cellsOf = (r: number, c: number) => at(r, c) === code;
    const ring = traceRing(H, W, cellsOf, `district ${code}`).map(([i, j]) => vertex(i, j));
    if (ring.length === 0) continue;
    // Label: centre of the cell closest to the district's mean cell.
    const own: [number, number][] = [];
    for (let r = 0; r < H; r++) for (let c = 0; c < W; c++) if (at(r, c) === code) own.push([r, c]);
    const mr = own.reduce((s, p) => s + p[0], 0) / own.length;
    const mc = own.reduce((s, p) => s + p[1], 0) / own.length;
    const best = own.reduce((b, p) =>
      (p[0] - mr) ** 2 + (p[1] - mc) ** 2 < (b[0] - mr) ** 2 + (b[1] - mc) ** 2 ? p : b,
    );
    const corners = [vertex(best[0], best[1]), vertex(best[0] + 1, best[1] + 1)];
    const label: Point = [
      Math.round(((corners[0]?.[0] ?? 0) + (corners[1]?.[0] ?? 0)) / 2),
      Math.round(((corners[0]?.[1] ?? 0) + (corners[1]?.[1] ?? 0)) / 2),
    ];
    const { walled: _walled, ...rest } = spec.districts[code] as DistrictSpec;
    districts.push({ ...rest, polygon: ring, label });
  }

  const idOf = (code: string) => (spec.districts[code] as DistrictSpec).id;
  const isPark = (code: string) => (spec.districts[code] as DistrictSpec).kind === "park";

  // Shared edges per ordered pair and direction.
  const shared = new Map<string, Map<Direction, [Point, Point][]>>();
  for (let r = 0; r < H; r++)
    for (let c = 0; c < W; c++) {
      const a = at(r, c) as string;
      for (const { d, dr, dc } of DIRS) {
        const b = at(r + dr, c + dc);
        if (!b || b === a) continue;
        const edge: [Point, Point] =
          d === "N"
            ? [vertex(r, c), vertex(r, c + 1)]
            : d === "S"
              ? [vertex(r + 1, c), vertex(r + 1, c + 1)]
              : d === "E"
                ? [vertex(r, c + 1), vertex(r + 1, c + 1)]
                : [vertex(r, c), vertex(r + 1, c)];
        const k = `${a}>${b}`;
        const m = shared.get(k) ?? new Map<Direction, [Point, Point][]>();
        m.set(d, [...(m.get(d) ?? []), edge]);
        shared.set(k, m);
      }
    }

  const mid = (e: [Point, Point]): Point => [
    Math.round((e[0][0] + e[1][0]) / 2),
    Math.round((e[0][1] + e[1][1]) / 2),
  ];
  const arrows: Arrow[] = [];
  const borders: Border[] = [];
  const extra = new Map<string, Direction[]>();
  for (const [f, t, d] of spec.extraArrows) extra.set(`${f}>${t}`, [...(extra.get(`${f}>${t}`) ?? []), d]);
  for (const [k, byDir] of [...shared.entries()].sort(([x], [y]) => (x < y ? -1 : 1))) {
    const [a, b] = k.split(">") as [string, string];
    if (isPark(a) || isPark(b)) {
      if (a < b) borders.push({ a: idOf(a), b: idOf(b) });
      continue;
    }
    // Primary direction: the side with the most shared edge; ties go to N, E, S, W order.
    const ranked = [...byDir.entries()].sort((x, y) => y[1].length - x[1].length);
    const dirs = extra.get(k) ?? [ranked[0]?.[0] as Direction];
    for (const d of dirs) {
      const edges = byDir.get(d);
      if (!edges) throw new Error(`${k}: no ${d} edge to put an arrow on`);
      const e = edges[Math.floor(edges.length / 2)] as [Point, Point];
      arrows.push({ from: idOf(a), to: idOf(b), direction: d, at: mid(e) });
    }
  }

  // Crossings: the grid vertex where the four named cells meet.
  const crossings: Crossing[] = spec.crossings.map((x) => {
    for (let i = 1; i < H; i++)
      for (let j = 1; j < W; j++)
        if (at(i - 1, j - 1) === x.nw && at(i - 1, j) === x.ne && at(i, j - 1) === x.sw && at(i, j) === x.se)
          return { at: vertex(i, j), nw: idOf(x.nw), ne: idOf(x.ne), sw: idOf(x.sw), se: idOf(x.se) };
    throw new Error(`no corner where ${x.nw}/${x.ne}/${x.sw}/${x.se} meet`);
  });

  return { districts, arrows, crossings, borders, vertex, cells };
}

/** The outline of the union of the given codes' cells, as an open path that leaves out the south edge. */
export function outline(
  cells: string[][],
  inside: Set<string>,
  vertex: (i: number, j: number) => Point,
): Point[] {
  const H = cells.length;
  const W = cells[0]?.length ?? 0;
  const isIn = (r: number, c: number) =>
    r >= 0 && r < H && c >= 0 && c < W && inside.has(cells[r]?.[c] ?? "");
  const ring = traceRing(H, W, isIn, "the walled city");
  if (ring.length === 0) return [];
  // Rotate so that the path starts right after the run along the bottom (the river bank).
  const onBottom = (p: [number, number]) => p[0] === H;
  let k = ring.findIndex(
    (p, idx) => onBottom(p) && !onBottom(ring[(idx + 1) % ring.length] as [number, number]),
  );
  if (k < 0) k = 0;
  const rotated = [...ring.slice(k), ...ring.slice(0, k)];
  const path = rotated.filter((p, idx) => idx === 0 || !onBottom(p) || idx === rotated.length - 1);
  // Drop the trailing bottom run except its first point.
  while (
    path.length > 2 &&
    onBottom(path[path.length - 1] as [number, number]) &&
    onBottom(path[path.length - 2] as [number, number])
  )
    path.pop();
  return path.map(([i, j]) => vertex(i, j));
}

export type { BoardMapInput };
