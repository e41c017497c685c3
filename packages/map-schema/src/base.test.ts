import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DecorationsSchema,
  distanceToOutline,
  IdSchema,
  type Point,
  PointSchema,
  pointInPolygon,
  polygonArea,
  polygonCentre,
  selfIntersection,
  sharedBorderLength,
} from "./index.js";

const square = (x: number, y: number, s: number): Point[] => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];

describe("ids and points", () => {
  it("accepts kebab-case ids and says what is wrong with the others", () => {
    expect(IdSchema.parse("pudding-lane")).toBe("pudding-lane");
    for (const bad of ["", "Pudding", "a--b", "-a", "a_b", "__proto__", "a".repeat(65)]) {
      const r = IdSchema.safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message.length).toBeGreaterThan(5);
    }
  });
  it("refuses points that are not two finite numbers", () => {
    expect(PointSchema.safeParse([1, 2]).success).toBe(true);
    for (const bad of [[1], [1, 2, 3], [Number.NaN, 0], [0, Number.POSITIVE_INFINITY], ["1", 2], null]) {
      expect(PointSchema.safeParse(bad).success).toBe(false);
    }
  });
  it("decorations default to empty lists and cap their sizes", () => {
    expect(DecorationsSchema.parse({})).toEqual({ rivers: [], walls: [], labels: [] });
    const huge = { labels: Array.from({ length: 201 }, () => ({ text: "x", at: [0, 0] })) };
    expect(DecorationsSchema.safeParse(huge).success).toBe(false);
  });
});

describe("geometry", () => {
  it("area is signed (clockwise on screen is positive) and the centre is the mean", () => {
    expect(polygonArea(square(0, 0, 10))).toBe(100);
    expect(polygonArea([...square(0, 0, 10)].reverse())).toBe(-100);
    expect(polygonCentre(square(0, 0, 10))).toEqual([5, 5]);
  });
  it("point in polygon and distance to the outline agree on a square", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5, max: 15, noNaN: true }),
        fc.double({ min: -5, max: 15, noNaN: true }),
        (x, y) => {
          const sq = square(0, 0, 10);
          const inside = x > 0 && x < 10 && y > 0 && y < 10;
          if (distanceToOutline([x, y], sq) > 1e-9) expect(pointInPolygon([x, y], sq)).toBe(inside);
        },
      ),
    );
    expect(distanceToOutline([5, 5], square(0, 0, 10))).toBe(5);
    expect(distanceToOutline([13, 14], square(0, 0, 10))).toBe(5);
  });
  it("selfIntersection finds the crossing edges of a bow tie and nothing on convex outlines", () => {
    expect(selfIntersection(square(0, 0, 10))).toBeNull();
    expect(
      selfIntersection([
        [0, 0],
        [10, 10],
        [10, 0],
        [0, 10],
      ]),
    ).toEqual([0, 2]);
    // A regular polygon of many points is simple; the sweep handles it without a size cut-off.
    const n = 5000;
    const circle: Point[] = Array.from({ length: n }, (_, i) => [
      Math.cos((2 * Math.PI * i) / n) * 1000,
      Math.sin((2 * Math.PI * i) / n) * 1000,
    ]);
    expect(selfIntersection(circle)).toBeNull();
    // Swapping two far-apart vertices makes it cross.
    const bent = circle.slice();
    [bent[10], bent[2500]] = [bent[2500] as Point, bent[10] as Point];
    expect(selfIntersection(bent)).not.toBeNull();
  });
  it("sharedBorderLength measures a common edge, and is zero for a shared corner only", () => {
    expect(sharedBorderLength(square(0, 0, 10), square(10, 0, 10))).toBe(10);
    expect(sharedBorderLength(square(0, 0, 10), square(10, 10, 10))).toBe(0);
    expect(sharedBorderLength(square(0, 0, 10), square(30, 0, 10))).toBe(0);
  });
});
