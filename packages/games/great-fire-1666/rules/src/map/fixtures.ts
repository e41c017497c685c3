/**
 * Test fixtures: a small programmatic board that passes every great-fire-1666 check (§1.1, §2.9),
 * for map-schema tests and for engine tests that want a board smaller than London.
 */
import type { Arrow, BoardMapInput, District, Region } from "./schema.js";

const COLS = 10;
const ROWS = 8;
const CELL = 100;

/** Region of a grid cell: quadrants of the 10×8 grid (5×4 cells each). */
function regionOf(c: number, r: number): Region {
  if (r < ROWS / 2) return c < COLS / 2 ? "purple" : "blue";
  return c < COLS / 2 ? "green" : "orange";
}

/** Id of the grid cell at column `c`, row `r`: `d-c-r`. */
export function gridId(c: number, r: number): string {
  return `d-${c}-${r}`;
}

/**
 * A 10×8 grid board, profile-valid for `great-fire-1666`: one origin (green, 0 houses), four regions of
 * 30 houses, 20 extra-action districts, 24 objectives (8 per deck, VP 2/4/6), setup icons 5, 4, 4 outside
 * green, and arrows both ways between every pair of orthogonal neighbours. Returns a fresh object each call,
 * so tests can damage it freely.
 */
export function gridMap(): BoardMapInput {
  const districts: District[] = [];
  const ordinaryCount: Record<Region, number> = { purple: 0, blue: 0, green: 0, orange: 0 };
  let yellow = 0;
  let objectives = 0;
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      const region = regionOf(c, r);
      const x = c * CELL;
      const y = r * CELL;
      const isOrigin = c === 2 && r === 6;
      const d: District = {
        id: gridId(c, r),
        name: `Cell ${c},${r}`,
        kind: isOrigin ? "origin" : "district",
        region,
        houses: 0,
        polygon: [
          [x, y],
          [x + CELL, y],
          [x + CELL, y + CELL],
          [x, y + CELL],
        ],
        label: [x + CELL / 2, y + CELL / 2],
      };
      if (!isOrigin) {
        const i = ordinaryCount[region]++;
        // Green has 19 ordinary cells (11×2 + 8×1 = 30); the others 20 (10×2 + 10×1 = 30).
        d.houses = i < (region === "green" ? 11 : 10) ? 2 : 1;
        if (yellow < 20 && (c + r) % 2 === 0) {
          d.extraAction = true;
          yellow++;
        } else if (objectives < 24) {
          const deck = ((objectives % 3) + 1) as 1 | 2 | 3;
          d.objective = { deck, vp: (deck * 2) as 2 | 4 | 6 };
          objectives++;
        }
      }
      districts.push(d);
    }
  }
  const byId = new Map(districts.map((d) => [d.id, d]));
  (byId.get(gridId(0, 0)) as District).setupIcon = 5;
  (byId.get(gridId(9, 0)) as District).setupIcon = 4;
  (byId.get(gridId(9, 7)) as District).setupIcon = 4;
  const arrows: Arrow[] = [];
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      if (c + 1 < COLS) {
        const at: [number, number] = [(c + 1) * CELL, r * CELL + CELL / 2];
        arrows.push({ from: gridId(c, r), to: gridId(c + 1, r), direction: "E", at });
        arrows.push({ from: gridId(c + 1, r), to: gridId(c, r), direction: "W", at });
      }
      if (r + 1 < ROWS) {
        const at: [number, number] = [c * CELL + CELL / 2, (r + 1) * CELL];
        arrows.push({ from: gridId(c, r), to: gridId(c, r + 1), direction: "S", at });
        arrows.push({ from: gridId(c, r + 1), to: gridId(c, r), direction: "N", at });
      }
    }
  }
  return {
    version: 1,
    id: "test-grid",
    name: "Test grid",
    game: "great-fire-1666",
    size: { width: COLS * CELL, height: ROWS * CELL },
    districts,
    arrows,
    crossings: [],
    borders: [],
  };
}
