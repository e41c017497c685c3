import type { Point } from "@pudding/map-schema";
import { describe, expect, it } from "vitest";
import { blockDoc, square } from "../testing.js";
import { bearing, cardinalAcross, cardinalOf, segmentIntersection } from "./basic.js";
import { calibrate, imageToMap, mapToImage } from "./calibrate.js";
import { snapPoint, snapToGrid } from "./snap.js";
import {
  cornerQuadrants,
  districtsAtCorner,
  insertPointsOnEdges,
  mergeOutlines,
  sharedBoundary,
  splitOutline,
  totalLength,
} from "./topology.js";

describe("basic geometry", () => {
  it("compass directions: the card nearest to the bearing (y grows south)", () => {
    expect(cardinalOf([0, 0], [10, 1])).toBe("E");
    expect(cardinalOf([0, 0], [1, 10])).toBe("S");
    expect(cardinalOf([0, 0], [-10, -2])).toBe("W");
    expect(cardinalOf([0, 0], [2, -10])).toBe("N");
    expect(bearing([0, 0], [0, -1])).toBe(-90);
  });
  it("segment intersection reports both parameters, or null for parallel / apart", () => {
    expect(segmentIntersection([0, 0], [10, 0], [5, -5], [5, 5])).toEqual({ point: [5, 0], t: 0.5, u: 0.5 });
    expect(segmentIntersection([0, 0], [10, 0], [0, 1], [10, 1])).toBeNull();
    expect(segmentIntersection([0, 0], [1, 0], [5, -5], [5, 5])).toBeNull();
  });
  it("across a border: the border's normal decides, not the centres (a horizontal border is crossed N or S)", () => {
    // A wide district on top of a narrow one far to its east: the centres bear ESE, the border is horizontal.
    const top: Point[] = [
      [0, 0],
      [400, 0],
      [400, 100],
      [0, 100],
    ];
    const bottom: Point[] = [
      [300, 100],
      [400, 100],
      [400, 130],
      [300, 130],
    ];
    const segs = sharedBoundary(top, bottom, 0.5);
    expect(cardinalOf([200, 50], [350, 115])).toBe("E");
    expect(cardinalAcross(segs, top, bottom)).toBe("S");
    expect(cardinalAcross(segs, bottom, top)).toBe("N");
    // A vertical border is crossed E or W.
    const b = blockDoc();
    const [a, bb] = [b.spaces[0]?.polygon as Point[], b.spaces[1]?.polygon as Point[]];
    expect(cardinalAcross(sharedBoundary(a, bb, 0.5), a, bb)).toBe("E");
    expect(cardinalAcross(sharedBoundary(a, bb, 0.5), bb, a)).toBe("W");
    // No border: the centres decide.
    expect(cardinalAcross([], square(0, 0), square(0, 300))).toBe("S");
  });
});

describe("snapping", () => {
  const targets = [{ id: "a", polygon: square(0, 0) }];
  it("snaps to a vertex within tolerance before an edge", () => {
    expect(snapPoint([98, 3], targets, 5)).toEqual({ kind: "vertex", point: [100, 0], id: "a", index: 1 });
  });
  it("snaps to the nearest edge point when no vertex is near", () => {
    expect(snapPoint([103, 40], targets, 5)).toMatchObject({
      kind: "edge",
      point: [100, 40],
      id: "a",
      index: 1,
    });
  });
  it("leaves a far point alone and skips the excluded vertex", () => {
    expect(snapPoint([150, 40], targets, 5)).toEqual({ kind: "none", point: [150, 40] });
    expect(snapPoint([99, 1], targets, 5, { id: "a", index: 1 }).kind).toBe("none");
  });
  it("snaps to extra points (the outline being drawn) and to a grid", () => {
    expect(snapPoint([301, 1], targets, 5, undefined, [[300, 0]])).toMatchObject({
      kind: "vertex",
      point: [300, 0],
    });
    expect(snapToGrid([12, 18], 10)).toEqual([10, 20]);
    expect(() => snapToGrid([1, 1], 0)).toThrow(/positive/);
  });
});

describe("topology", () => {
  it("finds the shared border of two squares, also when the vertices do not coincide", () => {
    expect(totalLength(sharedBoundary(square(0, 0), square(100, 0), 0.5))).toBeCloseTo(100);
    expect(totalLength(sharedBoundary(square(0, 0), square(100, 50), 0.5))).toBeCloseTo(50);
    expect(sharedBoundary(square(0, 0), square(101, 0), 0.5)).toEqual([]);
    expect(sharedBoundary(square(0, 0), square(100, 100), 0.5)).toEqual([]); // a corner only
  });
  it("inserts T-junction points on edges only", () => {
    expect(
      insertPointsOnEdges(
        square(0, 0),
        [
          [100, 30],
          [100, 0],
          [300, 300],
        ],
        0.5,
      ),
    ).toEqual([
      [0, 0],
      [100, 0],
      [100, 30],
      [100, 100],
      [0, 100],
    ]);
  });
  it("merges two squares into a 200×100 outline, with mismatched vertices too", () => {
    const m = mergeOutlines(square(0, 0), square(100, 0), 0.5);
    expect(m).toHaveLength(6); // the two middle vertices stay (a third district may share them)
    const half = mergeOutlines(square(0, 0), square(100, 50), 0.5);
    expect(half.length).toBeGreaterThanOrEqual(7);
    expect(() => mergeOutlines(square(0, 0), square(300, 0), 0.5)).toThrow(/do not share a border/);
  });
  it("splits a square by a line, the first part on the left of the line", () => {
    const [left, right] = splitOutline(square(0, 0), [-10, 30], [110, 30]);
    // Heading east on screen (y south) the left hand is north: the top strip.
    expect(Math.max(...left.map((p) => p[1]))).toBe(30);
    expect(Math.min(...right.map((p) => p[1]))).toBe(30);
    // A short cut inside the district is extended across it.
    expect(splitOutline(square(0, 0), [40, 50], [60, 50])).toHaveLength(2);
    // A concave outline crossed four times is refused.
    const u: Point[] = [
      [0, 0],
      [30, 0],
      [30, 60],
      [70, 60],
      [70, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ];
    expect(() => splitOutline(u, [-10, 30], [110, 30])).toThrow(/exactly twice \(it crosses 4 times\)/);
  });
  it("finds the four districts at a corner and their quadrants", () => {
    const m = blockDoc();
    const around = districtsAtCorner([100, 100], m.spaces as { id: string; polygon: Point[] }[], 0.5);
    expect(around.map((a) => a.id).sort()).toEqual(["a", "b", "c", "d"]);
    expect(cornerQuadrants(around)).toEqual({ nw: "a", ne: "b", se: "d", sw: "c" });
    expect(cornerQuadrants(around.slice(0, 3))).toBeNull();
  });
  it("counts a district whose edge passes through the corner (T-junction)", () => {
    const m = blockDoc();
    const spaces = [
      ...m.spaces.slice(0, 2),
      {
        ...m.spaces[2],
        id: "c",
        polygon: [
          [0, 100],
          [200, 100],
          [200, 200],
          [0, 200],
        ] as Point[],
      },
    ] as { id: string; polygon: Point[] }[];
    const around = districtsAtCorner([100, 100], spaces, 0.5);
    expect(around.map((a) => a.id).sort()).toEqual(["a", "b", "c"]);
  });
});

describe("two-point calibration of the background", () => {
  it("carries both image points onto their map points (scale, rotation, offset)", () => {
    const t = calibrate([10, 10], [110, 10], [100, 200], [100, 400]);
    expect(t.scale).toBeCloseTo(2);
    expect(t.rotation).toBeCloseTo(90);
    const a = imageToMap([10, 10], t);
    const b = imageToMap([110, 10], t);
    expect(a[0]).toBeCloseTo(100);
    expect(a[1]).toBeCloseTo(200);
    expect(b[0]).toBeCloseTo(100);
    expect(b[1]).toBeCloseTo(400);
    const back = mapToImage([100, 400], t);
    expect(back[0]).toBeCloseTo(110);
    expect(back[1]).toBeCloseTo(10);
  });
  it("refuses two equal points", () => {
    expect(() => calibrate([1, 1], [1, 1], [0, 0], [5, 5])).toThrow(/image are the same/);
    expect(() => calibrate([1, 1], [2, 2], [5, 5], [5, 5])).toThrow(/map points are the same/);
  });
});
