import type { Point } from "@pudding/engine";
import { describe, expect, it } from "vitest";
import {
  arrowPlacement,
  distanceToOutline,
  fitTransform,
  interiorPoint,
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
  it("finds an interior point of an L-shaped space away from its outline", () => {
    const p = interiorPoint(ell);
    expect(pointInPolygon(p, ell)).toBe(true);
    expect(distanceToOutline(p, ell)).toBeGreaterThan(10);
  });
  it("rejects a polygon with fewer than 3 points with a clear error", () => {
    expect(() => polygonCentroid([[0, 0]])).toThrow(/at least 3 points, got 1/);
  });
});

describe("directed glyph placement", () => {
  it("points a glyph from the western space to the eastern one at 0°", () => {
    expect(arrowPlacement([50, 10], [0, 10], [100, 10])).toEqual({ x: 50, y: 10, rotation: 0 });
  });
  it("points a southward arrow at 90° (y grows south) and a northward one at −90°", () => {
    expect(arrowPlacement([0, 0], [0, 0], [0, 10]).rotation).toBe(90);
    expect(arrowPlacement([0, 0], [0, 10], [0, 0]).rotation).toBe(-90);
  });
  it("moves two opposite glyphs at one point to opposite sides", () => {
    const east = sideOffset([0, 0], 0, 5);
    const west = sideOffset([0, 0], 180, 5);
    expect(east[1]).toBeCloseTo(-5);
    expect(west[1]).toBeCloseTo(5);
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

describe("legible words at any zoom (issue 20, defect 4)", () => {
  it("keeps a name at least LEGIBLE_PX on screen, and its own size when the zoom already shows it larger", async () => {
    const { legibleSize, LEGIBLE_PX } = await import("./board/SpaceLabels.js");
    expect(legibleSize(1.3, 0)).toBe(1.3); // not laid out yet
    expect(legibleSize(1.3, 20)).toBe(1.3); // 26 px on screen
    expect(legibleSize(1.3, 4) * 4).toBeCloseTo(LEGIBLE_PX); // would be 5.2 px: raised to 11
  });
});
