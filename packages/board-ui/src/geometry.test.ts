import type { Point } from "@pudding/map-schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arrowColour, districtFill, houseFill } from "./colours.js";
import {
  arrowPlacement,
  distanceToOutline,
  fitTransform,
  interiorPoint,
  placeIcons,
  pointInPolygon,
  polygonCentroid,
  sideOffset,
  zoomAt,
} from "./geometry.js";

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

describe("polygon measures", () => {
  it("finds the centroid of a square", () => {
    expect(polygonCentroid(square)).toEqual([50, 50]);
  });
  it("finds an interior point of an L-shaped district away from its outline", () => {
    const p = interiorPoint(ell);
    expect(pointInPolygon(p, ell)).toBe(true);
    expect(distanceToOutline(p, ell)).toBeGreaterThan(10);
  });
  it("rejects a polygon with fewer than 3 points with a clear error", () => {
    expect(() => polygonCentroid([[0, 0]])).toThrow(/at least 3 points, got 1/);
  });
});

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

describe("arrow glyph placement (§1.1 fire arrows)", () => {
  it("points an arrow from the western district to the eastern one at 0°", () => {
    expect(arrowPlacement([50, 10], [0, 10], [100, 10])).toEqual({ x: 50, y: 10, rotation: 0 });
  });
  it("points a southward arrow at 90° (y grows south) and a northward one at −90°", () => {
    expect(arrowPlacement([0, 0], [0, 0], [0, 10]).rotation).toBe(90);
    expect(arrowPlacement([0, 0], [0, 10], [0, 0]).rotation).toBe(-90);
  });
  it("moves the two glyphs of a two-way street to opposite sides", () => {
    const east = sideOffset([0, 0], 0, 5);
    const west = sideOffset([0, 0], 180, 5);
    expect(east[1]).toBeCloseTo(-5);
    expect(west[1]).toBeCloseTo(5);
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

describe("view transforms", () => {
  it("fits a wide map into a phone portrait screen, centred vertically", () => {
    const t = fitTransform({ width: 2000, height: 1000 }, { width: 400, height: 800 }, 0);
    expect(t.scale).toBeCloseTo(0.2);
    expect(t.x).toBeCloseTo(0);
    expect(t.y).toBeCloseTo(300);
  });
  it("fits a map into a laptop screen with padding on the limiting side", () => {
    const t = fitTransform({ width: 1000, height: 1000 }, { width: 1440, height: 900 }, 20);
    expect(t.scale).toBeCloseTo(860 / 1000);
    expect(t.y).toBeCloseTo(20);
  });
  it("rejects an empty viewport with a clear error", () => {
    expect(() => fitTransform({ width: 10, height: 10 }, { width: 0, height: 10 })).toThrow(/viewport size/);
  });
  it("zooms about the pointer: the map point under it stays put, and the zoom is clamped", () => {
    const t = { scale: 1, x: 0, y: 0 };
    const z = zoomAt(t, { x: 100, y: 50 }, 2, 1);
    expect(z.scale).toBe(2);
    expect((100 - z.x) / z.scale).toBeCloseTo(100);
    expect((50 - z.y) / z.scale).toBeCloseTo(50);
    expect(zoomAt(t, { x: 0, y: 0 }, 1000, 1).scale).toBe(8);
    expect(zoomAt(t, { x: 0, y: 0 }, 0.001, 1).scale).toBe(0.5);
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
