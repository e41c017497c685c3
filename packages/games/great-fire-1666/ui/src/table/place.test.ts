import { interiorPoint, pointInPolygon } from "@pudding/board-ui";
import type { Point } from "@pudding/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arrowColour, districtFill, houseFill } from "./colours.js";
import { placeIcons } from "./place.js";

const square: Point[] = [
  [0, 0],
  [100, 0],
  [100, 100],
  [0, 100],
];
// An L shape whose centroid lies outside the polygon's thick part.
const ell: Point[] = [
  [0, 0],
  [30, 0],
  [30, 70],
  [100, 70],
  [100, 100],
  [0, 100],
];

describe("house icon placement (§1: 1–5 printed house icons per district)", () => {
  it("places 1 to 5 houses inside a square district, in rows of 3 at most", () => {
    for (let n = 1; n <= 5; n++) {
      const { points } = placeIcons(square, n, 12, [50, 50]);
      expect(points).toHaveLength(n);
      for (const p of points) expect(pointInPolygon(p, square)).toBe(true);
      expect(new Set(points.map((p) => p[1])).size).toBe(Math.ceil(n / 3));
    }
  });
  it("shrinks the spacing so 5 houses fit in the thin arm of an L-shaped district", () => {
    const { points, scale } = placeIcons(ell, 5, 14, interiorPoint(ell));
    expect(scale).toBeLessThanOrEqual(1);
    for (const p of points) expect(pointInPolygon(p, ell)).toBe(true);
  });
  it("keeps icons apart (no two house centres closer than the shrunken gap)", () => {
    const { points, scale } = placeIcons(square, 5, 12, [50, 50]);
    for (let i = 0; i < points.length; i++)
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i] as Point;
        const b = points[j] as Point;
        expect(Math.hypot(a[0] - b[0], a[1] - b[1])).toBeGreaterThanOrEqual(12 * scale);
      }
  });
  it("returns no icons for a burnt district with 0 houses and rejects a negative count", () => {
    expect(placeIcons(square, 0, 12, [50, 50]).points).toEqual([]);
    expect(() => placeIcons(square, -1, 12, [50, 50])).toThrow(/count must be a whole number/);
  });
});

describe("colour mapping", () => {
  it("§1.1 arrow colours: North light blue, East orange, South red, West green", () => {
    expect(arrowColour("N")).toBe("#5fb4e0");
    expect(arrowColour("E")).toBe("#ea8a1f");
    expect(arrowColour("S")).toBe("#c8281e");
    expect(arrowColour("W")).toBe("#3f9b3a");
  });
  it("draws parks green and Pudding Lane distinct from every region", () => {
    const regions = (["purple", "blue", "green", "orange"] as const).map((r) => districtFill("district", r));
    expect(new Set(regions).size).toBe(4);
    expect(regions).not.toContain(districtFill("origin", "green"));
    expect(regions).not.toContain(districtFill("park", "green"));
  });
  it("gives six distinct house colours and names a bad one in the error", () => {
    const fills = (["red", "blue", "green", "yellow", "purple", "wood"] as const).map(houseFill);
    expect(new Set(fills).size).toBe(6);
    // @ts-expect-error deliberately wrong input
    expect(() => houseFill("pink")).toThrow(/"pink" is not a house colour/);
    // @ts-expect-error deliberately wrong input
    expect(() => arrowColour("NE")).toThrow(/"NE" is not a direction/);
  });
});

describe("icon placement property (any triangle, §1 0–5 houses)", () => {
  it("never places a house outside its district", () => {
    const pt = fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }));
    fc.assert(
      fc.property(
        pt,
        pt,
        pt,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 2, max: 300 }),
        (a, b, c, n, size) => {
          const tri: Point[] = [a, b, c];
          const area = Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (c[0] - a[0]) * (b[1] - a[1])) / 2;
          fc.pre(area > 200);
          const anchor = interiorPoint(tri);
          fc.pre(pointInPolygon(anchor, tri));
          const { points } = placeIcons(tri, n, size, anchor);
          expect(points).toHaveLength(n);
          for (const p of points) expect(pointInPolygon(p, tri)).toBe(true);
        },
      ),
      { numRuns: 300, seed: 1666 },
    );
  });
});
