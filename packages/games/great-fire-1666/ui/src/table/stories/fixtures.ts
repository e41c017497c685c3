/**
 * Story fixtures: the board to draw (the shipped London board once `@pudding/map-schema` exports
 * `LONDON_1666`, otherwise a small sample London made here) and a deterministic mid-game scene.
 */

import type { Point } from "@pudding/engine";
import { type BoardMap, BoardMapSchema, type District, LONDON_1666, type Region } from "@pudding/great-fire";
import { type BoardScene, type DistrictScene, type FireHighlights, HOUSE_COLOURS } from "../types.js";

/** Deterministic pseudo-noise in [-1, 1] for jittering the sample map (no Math.random). */
function noise(a: number, b: number, c: number): number {
  let h = (a * 374761393 + b * 668265263 + c * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return ((h >>> 0) % 2001) / 1000 - 1;
}

const NAMES = [
  ["Smithfield", "Aldersgate", "Cripplegate", "Moorfields", "Bishopsgate", "Hounds Ditch"],
  ["Newgate", "Cheapside", "Guildhall", "Lothbury", "Cornhill", "Aldgate"],
  ["Ludgate", "St Pauls", "Bread Street", "Walbrook", "Tallow Hall", "St Botolphs"],
  ["Blackfriars", "Queenhithe", "Vintry", "Fish Street Hill", "Pudding Lane", "Tower Hill"],
] as const;

const COLS = 6;
const ROWS = 4;
const X0 = 90;
const Y0 = 70;
const CW = 190;
const CH = 190;

function vertex(i: number, j: number): Point {
  const edgeX = i === 0 || i === COLS;
  const edgeY = j === 0 || j === ROWS;
  return [X0 + i * CW + (edgeX ? 0 : noise(i, j, 1) * 28), Y0 + j * CH + (edgeY ? 0 : noise(i, j, 2) * 28)];
}
function hMid(i: number, j: number): Point {
  const a = vertex(i, j);
  const b = vertex(i + 1, j);
  const edge = j === 0 || j === ROWS;
  return [(a[0] + b[0]) / 2 + noise(i, j, 3) * 18, (a[1] + b[1]) / 2 + (edge ? 0 : noise(i, j, 4) * 22)];
}
function vMid(i: number, j: number): Point {
  const a = vertex(i, j);
  const b = vertex(i, j + 1);
  const edge = i === 0 || i === COLS;
  return [(a[0] + b[0]) / 2 + (edge ? 0 : noise(i, j, 5) * 22), (a[1] + b[1]) / 2 + noise(i, j, 6) * 18];
}
const id = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** A 24-district sample London (6 × 4 irregular blocks, the Thames, the Fleet and the wall). */
export function sampleMap(): BoardMap {
  const districts: District[] = [];
  const arrows: BoardMap["arrows"] = [];
  const crossings: BoardMap["crossings"] = [];
  for (let j = 0; j < ROWS; j++) {
    for (let i = 0; i < COLS; i++) {
      const name = NAMES[j]?.[i] ?? `D${i}${j}`;
      const region: Region = i < 3 ? (j < 2 ? "purple" : "orange") : j < 2 ? "blue" : "green";
      const kind = name === "Moorfields" ? "park" : name === "Pudding Lane" ? "origin" : "district";
      const polygon: Point[] = [
        vertex(i, j),
        hMid(i, j),
        vertex(i + 1, j),
        vMid(i + 1, j),
        vertex(i + 1, j + 1),
        hMid(i, j + 1),
        vertex(i, j + 1),
        vMid(i, j),
      ];
      const c = polygon.reduce<Point>((s, p) => [s[0] + p[0] / 8, s[1] + p[1] / 8], [0, 0]);
      const k = j * COLS + i;
      const d: District = {
        id: id(name),
        name,
        kind,
        region,
        houses: kind === "district" ? 1 + (Math.abs(Math.round(noise(i, j, 7) * 100)) % 5) : 0,
        polygon,
        label: [c[0], c[1] - 58],
      };
      if (k % 5 === 1 && kind === "district")
        d.objective = { deck: ((k % 3) + 1) as 1 | 2 | 3, vp: (((k % 3) + 1) * 2) as 2 | 4 | 6 };
      else if (k % 4 === 2 && kind === "district") d.extraAction = true;
      districts.push(d);
    }
  }
  const at = (i: number, j: number) => districts[j * COLS + i] as District;
  for (let j = 0; j < ROWS; j++)
    for (let i = 0; i < COLS; i++) {
      const a = at(i, j);
      if (a.kind === "park") continue;
      if (i + 1 < COLS && at(i + 1, j).kind !== "park") {
        const m = vMid(i + 1, j);
        arrows.push({ from: a.id, to: at(i + 1, j).id, direction: "E", at: m });
        arrows.push({ from: at(i + 1, j).id, to: a.id, direction: "W", at: m });
      }
      if (j + 1 < ROWS && at(i, j + 1).kind !== "park") {
        const m = hMid(i, j + 1);
        arrows.push({ from: a.id, to: at(i, j + 1).id, direction: "S", at: m });
        arrows.push({ from: at(i, j + 1).id, to: a.id, direction: "N", at: m });
      }
    }
  // Pudding Lane never receives fire; drop arrows into it.
  const origin = districts.find((d) => d.kind === "origin")?.id;
  const kept = arrows.filter((a) => a.to !== origin);
  for (const [i, j] of [
    [2, 2],
    [4, 1],
  ] as const)
    crossings.push({
      at: vertex(i, j),
      nw: at(i - 1, j - 1).id,
      ne: at(i, j - 1).id,
      sw: at(i - 1, j).id,
      se: at(i, j).id,
    });
  const bottom = Y0 + ROWS * CH;
  return BoardMapSchema.parse({
    version: 1,
    id: "sample-london",
    name: "Sample London (story fixture)",
    game: "great-fire-1666",
    size: { width: X0 + COLS * CW + 40, height: bottom + 110 },
    districts,
    arrows: kept,
    crossings,
    borders: [],
    decorations: {
      rivers: [
        {
          name: "Thames",
          path: [
            [0, bottom + 70],
            [400, bottom + 55],
            [800, bottom + 75],
            [X0 + COLS * CW + 40, bottom + 60],
          ],
          width: 70,
        },
        {
          name: "Fleet",
          path: [
            [45, 0],
            [40, 300],
            [52, 600],
            [45, bottom + 60],
          ],
          width: 26,
        },
      ],
      walls: [
        {
          name: "London Wall",
          path: [
            [X0 + 10, Y0 - 12],
            [X0 + COLS * CW - 4, Y0 - 12],
            [X0 + COLS * CW + 16, Y0 + 40],
            [X0 + COLS * CW + 16, bottom - 20],
          ],
        },
      ],
      compass: { at: [X0 + COLS * CW - 40, bottom + 62], size: 80 },
      labels: [{ text: "RIVER  THAMES", at: [520, bottom + 62], size: 26 }],
    },
  });
}

/** The board used by the stories: the shipped London. */
export function storyMap(): BoardMap {
  return LONDON_1666;
}

/** A deterministic mid-game scene on any map: fire spreading from Pudding Lane, teams, pawns, tokens. */
export function midGameScene(map: BoardMap): BoardScene {
  const scene: BoardScene = {};
  const ordinary = map.districts.filter((d) => d.kind === "district");
  const origin = map.districts.find((d) => d.kind === "origin");
  ordinary.forEach((d, k) => {
    const s: DistrictScene = {
      houses: Array.from(
        { length: d.houses },
        (_, h) => HOUSE_COLOURS[Math.abs(Math.round(noise(k, h, 9) * 1000)) % 6] ?? "wood",
      ),
      freeCones: 0,
      controlledCones: 0,
      teams: 0,
      pawns: [],
      token: d.extraAction ? "faceDown" : null,
      demolished: false,
      burnt: false,
    };
    scene[d.id] = s;
  });
  if (origin)
    scene[origin.id] = {
      houses: [],
      freeCones: 19,
      controlledCones: 0,
      teams: 0,
      pawns: [],
      token: null,
      demolished: false,
      burnt: false,
    };
  // Fire near the origin: the districts joined to it by arrows.
  const near = map.arrows.filter((a) => a.from === origin?.id).map((a) => a.to);
  const set = (i: string | undefined, f: (s: DistrictScene) => void) => {
    const s = i ? scene[i] : undefined;
    if (s) f(s);
  };
  set(near[0], (s) => {
    s.houses = s.houses.slice(0, 1);
    s.freeCones = 2;
  });
  set(near[1], (s) => {
    s.controlledCones = 1;
    s.freeCones = 1;
  });
  set(near[2], (s) => {
    s.houses = [];
    s.burnt = true;
    s.freeCones = 4;
  });
  const pick = (n: number) =>
    ordinary[Math.min(ordinary.length - 1, Math.floor((ordinary.length * n) / 10))]?.id;
  set(pick(1), (s) => {
    s.teams = 2;
    s.pawns = [{ colour: "red", seat: 0 }];
  });
  set(pick(3), (s) => {
    s.pawns = [
      { colour: "blue", seat: 1 },
      { colour: "yellow", seat: 2 },
    ];
    s.teams = 1;
  });
  set(pick(5), (s) => {
    s.houses = [];
    s.demolished = true;
    s.token = "explosive";
  });
  set(pick(8), (s) => {
    s.pawns = [{ colour: "purple", seat: 3 }];
  });
  set(pick(7), (s) => {
    s.controlledCones = 2;
    s.teams = 0;
  });
  return scene;
}

/** Highlights for the mid-game story: a chosen West card with sources, destinations and a barred district. */
export function midGameHighlights(map: BoardMap): FireHighlights {
  const origin = map.districts.find((d) => d.kind === "origin");
  const out = map.arrows.filter((a) => a.from === origin?.id);
  const objectives = map.districts
    .filter((d) => d.objective)
    .slice(0, 3)
    .map((d) => d.id);
  return {
    fireSources: origin ? [origin.id] : [],
    destinations: out.slice(0, 1).map((a) => ({ id: a.to, priority: 1 as const })),
    barred: out.slice(1, 2).map((a) => ({ id: a.to, reason: "§4.2 a class-1 destination exists" })),
    objectives,
    lastMove: out[0] && origin ? { from: origin.id, to: out[0].to } : undefined,
  };
}
