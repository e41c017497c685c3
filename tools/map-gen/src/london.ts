/**
 * The shipped `london-1666` board: a reconstruction of the City of London of the physical board,
 * painted as a cell grid (north up, the Thames along the south, the Fleet on the west) and turned
 * into a map by `grid.ts`. Run `pnpm --filter @pudding/map-gen generate` to rewrite
 * packages/games/great-fire-1666/rules/maps/london-1666.json.
 *
 * Every fact the rulebook gives is painted in (see packages/games/great-fire-1666/rules/src/map/london.test.ts, which
 * asserts each one): the Pudding Lane and St Bennet neighbourhoods of Examples 3 and 4, the Sion
 * College crossing of Example 1, Guild Hall's 4 houses (Example 7), 30 houses per region, 20 yellow
 * and 24 red bands, the setup icons.
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BoardMapInput, Region } from "@pudding/great-fire";
import { buildFromGrid, type DistrictSpec, type GridSpec, outline } from "./grid.js";

// prettier-ignore
const ROWS = [
  "Hol Hol Smi Smi Smi Bar Bar FnF FnF FnF FnF ArG ArG ArG Spi Spi Bth Bth Bth Bth",
  "Hol Hol Smi Smi Smi Bar Bar FnF FnF MrF MrF MrF ArG ArG Spi Spi Bth Bth Bth Bth",
  "Far Far New Ald Ald Ald Bas Bas Crp Fin Fin MrF MrF Bsg Bsg Hnd Hnd Hnd StB StB",
  "Far Far New New Ald Ald Bas Bas Sio Moo Moo Brd Brd Bsg Bsg Hnd Hnd StB StB StB",
  "Far Far StP StP StP Gre Gre Gre Bre Lot Lot Brd Brd StH StH Ldh Ldh Alg Alg Gdf",
  "Lud Lud StP StP StP Gre Gre Wds Gui Gui Gui RyX RyX Cnh Cnh Ldh Ldh Alg Alg Gdf",
  "Lud Lud Bkf Bkf Frd Frd Cor Cor Gui Gui Col Col Lng Lng LmS LmS Mrk Prt Prt Gdf",
  "Bwl Bwl Bkf Bkf Frd Frd Wtl Brs Chp Ben Ben StM Brw Cdw Pep Pep Mrk Crf TwH TwH",
  "Bwl Bwl Bkf Cbn Cbn Qhi Qhi Qhi Chp Tlw Tlw PuL PuL PuL PuL Pep Tst Tst TwH TwH",
  "Tmp Tmp Cbn Cbn Cbn Qhi Vin Vin Dwg Dwg Voy PuL PuL PuL PuL Php Tst Tow Tow TwH",
  "Tmp Tmp Cbn Cbn Vin Vin Vin Dwg Dwg Dwg Voy PuL PuL PuL PuL Bil Cus Tow Tow Tow",
];

type Extra = Partial<Pick<DistrictSpec, "objective" | "extraAction" | "setupIcon" | "walled">>;
const d = (id: string, name: string, region: Region, houses: number, extra: Extra = {}): DistrictSpec => ({
  id,
  name,
  kind: "district",
  region,
  houses,
  walled: true,
  ...extra,
});
const park = (id: string, name: string, region: Region): DistrictSpec => ({
  id,
  name,
  kind: "park",
  region,
  houses: 0,
  walled: false,
});
const Y = { extraAction: true } as const;
const O1 = { objective: { deck: 1, vp: 2 } } as const;
const O2 = { objective: { deck: 2, vp: 4 } } as const;
const O3 = { objective: { deck: 3, vp: 6 } } as const;
const OUT = { walled: false } as const;

const DISTRICTS: Record<string, DistrictSpec> = {
  // Purple: the west, by the Fleet — 30 houses.
  Hol: d("holborn", "Holborn", "purple", 2, { ...O1, ...OUT }),
  Smi: d("smithfield", "Smithfield", "purple", 3, { ...Y, ...OUT }),
  Bar: d("barbican", "Barbican", "purple", 2, { ...O1, ...OUT }),
  Far: d("farringdon", "Farringdon", "purple", 3, { ...Y, ...OUT }),
  New: d("newgate", "Newgate", "purple", 2, O2),
  Ald: d("aldersgate", "Aldersgate", "purple", 3, Y),
  Lud: d("ludgate", "Ludgate", "purple", 3, Y),
  StP: d("st-pauls", "St Pauls", "purple", 4, O3),
  Gre: d("greyfriars", "Greyfriars", "purple", 2, O2),
  Bkf: d("blackfriars", "Blackfriars", "purple", 3, Y),
  Bwl: d("bridewell", "Bridewell", "purple", 1, OUT),
  Tmp: d("temple", "Temple", "purple", 2, { ...Y, ...OUT }),
  // Blue: the north, under the wall and Moorfields — 30 houses.
  Crp: d("cripplegate", "Cripplegate", "blue", 3, { setupIcon: 5 }),
  Fin: d("finsbury", "Finsbury", "blue", 2, Y),
  Sio: d("sion-college", "Sion College", "blue", 2, O2),
  Moo: d("moorgate", "Moorgate", "blue", 3, Y),
  Bre: d("brewers-hall", "Brewer's Hall", "blue", 2, O2),
  Lot: d("lothbury", "Lothbury", "blue", 2, Y),
  Bas: d("bassishaw", "Bassishaw", "blue", 2),
  Wds: d("wood-street", "Wood Street", "blue", 1, O1),
  Gui: d("guild-hall", "Guild Hall", "blue", 4, O3),
  Col: d("coleman-street", "Coleman Street", "blue", 3, Y),
  Brd: d("broad-street", "Broad Street", "blue", 3, Y),
  RyX: d("royal-exchange", "Royal Exchange", "blue", 3, O3),
  // Green: the riverside around Pudding Lane — 30 houses.
  PuL: { id: "pudding-lane", name: "Pudding Lane", kind: "origin", region: "green", houses: 0, walled: true },
  Ben: d("st-bennet", "St Bennet", "green", 3, O2),
  StM: d("st-mary", "St Mary", "green", 1),
  Brw: d("bridgeward", "Bridgeward", "green", 2, Y),
  Cdw: d("candlewick-ward", "Candlewick Ward", "green", 2),
  Tlw: d("tallow-hall", "Tallow Hall", "green", 3, O2),
  Voy: d("voyners-hall", "Voyners Hall", "green", 2),
  Chp: d("cheapside", "Cheapside", "green", 3, { ...Y, ...O3 }),
  Brs: d("bread-street", "Bread Street", "green", 2, O1),
  Wtl: d("watling-street", "Watling Street", "green", 2, O1),
  Cor: d("cordwainer", "Cordwainer", "green", 2, Y),
  Frd: d("friday-street", "Friday Street", "green", 2),
  Cbn: d("castle-baynard", "Castle Baynard", "green", 1),
  Qhi: d("queenhithe", "Queenhithe", "green", 2, Y),
  Vin: d("vintry", "Vintry", "green", 2, Y),
  Dwg: d("dowgate", "Dowgate", "green", 1, O1),
  // Orange: the east, from Bishopsgate to the Tower — 30 houses.
  Spi: d("spitalfields", "Spitalfields", "orange", 1, OUT),
  Bth: d("bethnal", "Bethnal", "orange", 1, OUT),
  Bsg: d("bishopsgate", "Bishopsgate", "orange", 2, O3),
  Hnd: d("hounds-ditch", "Hounds Ditch", "orange", 2, { ...Y, setupIcon: 4, walled: false }),
  StB: d("st-botolphs", "St Botolphs", "orange", 2, { setupIcon: 4, walled: false }),
  StH: d("st-helens", "St Helens", "orange", 1, O2),
  Ldh: d("leadenhall", "Leadenhall", "orange", 2, Y),
  Alg: d("aldgate", "Aldgate", "orange", 4, O3),
  Cnh: d("cornhill", "Cornhill", "orange", 2, O3),
  Lng: d("langbourn", "Langbourn", "orange", 1, O1),
  LmS: d("lime-street", "Lime Street", "orange", 1),
  Mrk: d("mark-lane", "Mark Lane", "orange", 1, O1),
  Prt: d("portsoken", "Portsoken", "orange", 1, OUT),
  Crf: d("crutched-friars", "Crutched Friars", "orange", 1, Y),
  Pep: d("pepys-house", "Pepys House", "orange", 1),
  Php: d("philpott-lane", "Philpott Lane", "orange", 1),
  Tst: d("tower-street", "Tower Street", "orange", 1, Y),
  Tow: d("tower-of-london", "Tower of London", "orange", 3, O3),
  Bil: d("billingsgate", "Billingsgate", "orange", 1, O2),
  Cus: d("custom-house", "Custom House", "orange", 1),
  // Parks: fields outside the wall; pawns and teams cross them, fire never does.
  FnF: park("finsbury-fields", "Finsbury Fields", "blue"),
  MrF: park("moorfields", "Moorfields", "blue"),
  ArG: park("artillery-ground", "Artillery Ground", "orange"),
  TwH: park("tower-hill", "Tower Hill", "orange"),
  Gdf: park("goodmans-fields", "Goodman's Fields", "orange"),
};

const CELL = 100;
const ORIGIN: [number, number] = [60, 40];

export const LONDON_SPEC: GridSpec = {
  rows: ROWS,
  districts: DISTRICTS,
  cell: CELL,
  origin: ORIGIN,
  wobble: 0.16,
  extraArrows: [
    // Pudding Lane sends fire both North and East into Pepys House (issue 2 facts).
    ["PuL", "Pep", "N"],
    ["PuL", "Pep", "E"],
    ["Pep", "PuL", "S"],
    ["Pep", "PuL", "W"],
    // Guild Hall wraps over Coleman Street: a South and an East street (Example 4: Coleman Street by South).
    ["Gui", "Col", "S"],
    ["Gui", "Col", "E"],
    ["Col", "Gui", "N"],
    ["Col", "Gui", "W"],
  ],
  crossings: [
    { nw: "Crp", ne: "Fin", sw: "Sio", se: "Moo" }, // Example 1
    { nw: "Ben", ne: "StM", sw: "Tlw", se: "PuL" }, // §4.1 crossing by Pudding Lane
    { nw: "Hol", ne: "Smi", sw: "Far", se: "New" },
    { nw: "Bsg", ne: "Hnd", sw: "StH", se: "Ldh" },
    { nw: "Brd", ne: "StH", sw: "RyX", se: "Cnh" },
    { nw: "Ldh", ne: "Alg", sw: "Mrk", se: "Prt" },
    { nw: "Bwl", ne: "Bkf", sw: "Tmp", se: "Cbn" },
  ],
};

/** Builds the whole map document. */
export function buildLondon(): BoardMapInput {
  const built = buildFromGrid(LONDON_SPEC);
  const H = built.cells.length;
  const W = built.cells[0]?.length ?? 0;
  const bottom = ORIGIN[1] + H * CELL;
  const right = ORIGIN[0] + W * CELL;
  const walled = new Set(
    Object.entries(DISTRICTS)
      .filter(([, s]) => s.walled)
      .map(([k]) => k),
  );
  return {
    version: 1,
    id: "london-1666",
    name: "London 1666",
    description:
      "A reconstruction of the City of London board of The Great Fire of London 1666. The physical board's exact " +
      "topology is not published: every fact the rulebooks give is kept (Pudding Lane's and St Bennet's streets, " +
      "the Sion College crossing, Guild Hall's 4 houses, 30 houses per region, 20 yellow and 24 red bands, the " +
      "setup icons), and the rest follows the City's 1666 wards and landmarks by their historical positions.",
    game: "great-fire-1666",
    size: { width: right + 60, height: bottom + 150 },
    districts: built.districts,
    arrows: built.arrows,
    crossings: built.crossings,
    borders: built.borders,
    decorations: {
      rivers: [
        {
          name: "River Thames",
          path: [
            [0, bottom + 62],
            [right * 0.3, bottom + 48],
            [right * 0.6, bottom + 70],
            [right + 60, bottom + 55],
          ],
          width: 90,
        },
        {
          name: "River Fleet",
          path: [
            [ORIGIN[0] + 2 * CELL, ORIGIN[1] + 4 * CELL],
            [ORIGIN[0] + 2 * CELL - 6, ORIGIN[1] + 7 * CELL],
            [ORIGIN[0] + 2 * CELL, bottom + 40],
          ],
          width: 16,
        },
      ],
      walls: [{ name: "London Wall", path: outline(built.cells, walled, built.vertex) }],
      compass: { at: [right - 20, bottom + 80], size: 50 },
      labels: [{ text: "RIVER THAMES", at: [right * 0.45, bottom + 62], size: 26 }],
    },
  };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const out = join(
    dirname(fileURLToPath(import.meta.url)),
    "../../../packages/games/great-fire-1666/rules/maps/london-1666.json",
  );
  writeFileSync(out, `${JSON.stringify(buildLondon(), null, 1)}\n`);
  console.log(`wrote ${out}`);
}
