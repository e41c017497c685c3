/** Small maps and rulebook positions for the editor plug-in's tests and the editor's stories. */
import { type BoardMap, type District, LONDON_1666 } from "@pudding/great-fire";
import type { Point } from "@pudding/map-schema";
import { emptyMap } from "./adapter.js";
import type { PlaytestSetup } from "./playtest.js";

/** An axis-aligned square outline, clockwise on screen. */
export const square = (x: number, y: number, s = 100): Point[] => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];

/** A district with two houses in the purple region, its label at the centre of its box. */
export function district(id: string, polygon: Point[], extra: Partial<District> = {}): District {
  const xs = polygon.map((p) => p[0]);
  const ys = polygon.map((p) => p[1]);
  return {
    id,
    name: id.replace(/-/g, " "),
    kind: "district",
    region: "purple",
    houses: 2,
    polygon,
    label: [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2],
    ...extra,
  };
}

/**
 * A 2×2 block of 100-unit squares:  a b
 *                                   c d
 * sharing edges a|b, c|d (E–W), a|c, b|d (N–S) and one corner (100, 100) where all four meet.
 */
export function block(): BoardMap {
  const m = emptyMap("block", "Block");
  m.size = { width: 200, height: 200 };
  m.districts = [
    district("a", square(0, 0)),
    district("b", square(100, 0)),
    district("c", square(0, 100)),
    district("d", square(100, 100)),
  ];
  return m;
}

/** A shipped London district's id by its printed name. */
export const londonId = (name: string): string => {
  const d = LONDON_1666.districts.find((x) => x.name === name);
  if (!d) throw new Error(`no district named ${name} on the shipped London board`);
  return d.id;
};

/** The rulebook's §4.1 Example 3 on London: a West card from Pudding Lane via St Bennet. */
export const EXAMPLE_3: PlaytestSetup = { fire: { [londonId("St Bennet")]: 1 }, teams: [], card: "W" };

/** The rulebook's §4.2 Example 4 on London: South, teams in Coleman and Bread Street, Watling Street burnt. */
export const EXAMPLE_4: PlaytestSetup = {
  fire: {
    [londonId("St Bennet")]: 1,
    [londonId("Guild Hall")]: 2,
    [londonId("Cordwainer")]: 1,
    [londonId("Philpott Lane")]: 1,
  },
  teams: [londonId("Coleman Street"), londonId("Bread Street")],
  burnt: [londonId("Watling Street")],
  card: "S",
};
