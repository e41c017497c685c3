/**
 * The Brigade's map profile (layout `grid`): the city document's parse (never throws, path +
 * sentence, the checks of §17.2), its JSON Schema, and the generic spaces lens — one square space
 * per cell, neighbours in 8 directions because movement uses diagonals (§8.1).
 */
import type { MapProfile, Space, Tally } from "@pudding/engine";
import { z } from "zod";
import { parseCity } from "./data/parse.js";
import { AFFILIATIONS, type BrigadeMap, CitySchema } from "./data/schema.js";
import { SHIPPED_CITIES, TINDERBOX } from "./data/shipped.js";
import { CELLS, COLS, cellName, isCorner, NEIGH8, UNIVERSITY_CELLS } from "./grid.js";

/** Map units per cell. */
export const CELL_SIZE = 100;

/** The spaces of a city: its 36 cells (corners are barracks sites, §3.1). */
export function citySpaces(_map: BrigadeMap): Space[] {
  const out: Space[] = [];
  for (let i = 0; i < CELLS; i++) {
    const col = i % COLS;
    const row = Math.floor(i / COLS);
    const x = col * CELL_SIZE;
    const y = row * CELL_SIZE;
    const kind = isCorner(i)
      ? "barracks"
      : (UNIVERSITY_CELLS as readonly number[]).includes(i)
        ? "university"
        : "block";
    out.push({
      id: cellName(i),
      name:
        kind === "barracks"
          ? `${cellName(i)} (barracks corner)`
          : kind === "university"
            ? `${cellName(i)} (University)`
            : cellName(i),
      kind,
      cell: { col, row },
      polygon: [
        [x, y],
        [x + CELL_SIZE, y],
        [x + CELL_SIZE, y + CELL_SIZE],
        [x, y + CELL_SIZE],
      ],
      label: [x + CELL_SIZE / 2, y + CELL_SIZE / 2],
      adjacent: (NEIGH8[i] as readonly number[]).map(cellName),
    });
  }
  return out;
}

function tallies(m: BrigadeMap): Tally[] {
  const out: Tally[] = [
    { label: "University tiles", value: m.university.length, expected: 4, ok: m.university.length === 4 },
    { label: "City blocks", value: m.blocks.length, expected: 28, ok: m.blocks.length === 28 },
  ];
  for (const a of AFFILIATIONS) {
    if (a === "university") continue;
    const n = m.blocks.filter((b) => b.affiliation === a).length;
    out.push({ label: `${a} blocks`, value: n, expected: 7, ok: n === 7 });
  }
  out.push({ label: "Special buildings", value: m.specialBuildings.length, ok: true });
  return out;
}

/** The map profile. */
export const BRIGADE_MAP_PROFILE: MapProfile<BrigadeMap> = {
  layout: "grid",
  parse: (input) => parseCity(input),
  jsonSchema: () => z.toJSONSchema(CitySchema, { io: "input" }),
  spaces: citySpaces,
  frame: (m) => ({ width: m.grid.cols * CELL_SIZE, height: m.grid.rows * CELL_SIZE }),
  info: (m) => ({ id: m.id, name: m.name, seats: { min: 2, max: 4 }, geography: m.geography }),
  shipped: SHIPPED_CITIES,
  defaultFor: () => TINDERBOX,
  tallies,
};
