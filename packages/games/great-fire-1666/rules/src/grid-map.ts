/**
 * A synthetic square-grid board in the map format, for tests and benchmarks while no shipped map
 * is at hand: districts `d-x-y`, arrows E/W and N/S between neighbours, a diagonal crossing at every
 * inner corner, four quadrant regions, Pudding Lane in the green (south-west) quadrant, two parks,
 * 20 yellow-band districts and 8 objectives per deck.
 */
import type { BoardMap, District } from "./map/index.js";

/** Build the grid map (default 8×8). Deterministic. */
export function gridMap(size = 8): BoardMap {
  const half = size / 2;
  const districts: District[] = [];
  const id = (x: number, y: number) => `d-${x}-${y}`;
  const originAt = [1, size - 2];
  const parks = new Set([id(size - 2, 1), id(1, 1)]);
  let yellow = 0;
  let objective = 0;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const region = x < half ? (y < half ? "purple" : "green") : y < half ? "blue" : "orange";
      const isOrigin = x === originAt[0] && y === originAt[1];
      const isPark = parks.has(id(x, y));
      const k = (x * 7 + y * 3) % 5;
      const d: District = {
        id: isOrigin ? "pudding-lane" : id(x, y),
        name: isOrigin ? "Pudding Lane" : `District ${x}-${y}`,
        kind: isOrigin ? "origin" : isPark ? "park" : "district",
        region,
        houses: isOrigin || isPark ? 0 : k + 1,
        polygon: [
          [x, y],
          [x + 1, y],
          [x + 1, y + 1],
          [x, y + 1],
        ],
        label: [x + 0.5, y + 0.5],
      };
      if (!isOrigin && !isPark) {
        if ((x + y) % 3 === 0 && yellow < 20) {
          d.extraAction = true;
          yellow++;
        }
        if ((x + 2 * y) % 2 === 1 && objective < 24) {
          const deck = ((objective % 3) + 1) as 1 | 2 | 3;
          d.objective = { deck, vp: (deck * 2) as 2 | 4 | 6 };
          objective++;
        }
      }
      districts.push(d);
    }
  const at = (x: number, y: number) => districts[y * size + x]?.id as string;
  const arrows: BoardMap["arrows"] = [];
  const crossings: BoardMap["crossings"] = [];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const here = at(x, y);
      if (parks.has(here)) continue;
      if (x + 1 < size && !parks.has(at(x + 1, y))) {
        arrows.push({ from: here, to: at(x + 1, y), direction: "E", at: [x + 1, y + 0.5] });
        arrows.push({ from: at(x + 1, y), to: here, direction: "W", at: [x + 1, y + 0.5] });
      }
      if (y + 1 < size && !parks.has(at(x, y + 1))) {
        arrows.push({ from: here, to: at(x, y + 1), direction: "S", at: [x + 0.5, y + 1] });
        arrows.push({ from: at(x, y + 1), to: here, direction: "N", at: [x + 0.5, y + 1] });
      }
      if (x + 1 < size && y + 1 < size && (x + y) % 2 === 0) {
        const c = { nw: here, ne: at(x + 1, y), sw: at(x, y + 1), se: at(x + 1, y + 1) };
        if (!Object.values(c).some((v) => parks.has(v))) crossings.push({ at: [x + 1, y + 1], ...c });
      }
    }
  const borders: BoardMap["borders"] = [];
  for (const p of parks) {
    const [, xs, ys] = p.split("-");
    const x = Number(xs);
    const y = Number(ys);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const)
      if (x + dx >= 0 && x + dx < size && y + dy >= 0 && y + dy < size)
        borders.push({ a: p, b: at(x + dx, y + dy) });
  }
  return {
    version: 1,
    id: `grid-${size}`,
    name: `Grid ${size}×${size}`,
    description: "Synthetic test board",
    game: "great-fire-1666",
    size: { width: size, height: size },
    districts,
    arrows,
    crossings,
    borders,
    decorations: { rivers: [], walls: [], labels: [] },
  };
}
