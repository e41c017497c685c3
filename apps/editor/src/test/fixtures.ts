/** Small maps for the editor's unit tests. */
import type { District, Point } from "@pudding/map-schema";
import { type EditorMap, emptyMap } from "../doc/commands";

/** An axis-aligned square outline, clockwise on screen. */
export const square = (x: number, y: number, s = 100): Point[] => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];

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
export function block(): EditorMap {
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
