import { LONDON_1666, parseMap } from "@pudding/great-fire";
import type { Point } from "@pudding/map-schema";
import { describe, expect, it } from "vitest";
import { block, square } from "../test/fixtures";
import { bearing, directionOf, segmentIntersection } from "./basic";
import { calibrate, imageToMap, mapToImage } from "./calibrate";
import { defaultTolerance, derive } from "./derive";
import { snapPoint, snapToGrid } from "./snap";
import {
  cornerQuadrants,
  districtsAtCorner,
  insertPointsOnEdges,
  mergeOutlines,
  sharedBoundary,
  splitOutline,
  totalLength,
} from "./topology";

describe("basic geometry", () => {
  it("§1.1 directions: the card nearest to the bearing (y grows south)", () => {
    expect(directionOf([0, 0], [10, 1])).toBe("E");
    expect(directionOf([0, 0], [1, 10])).toBe("S");
    expect(directionOf([0, 0], [-10, -2])).toBe("W");
    expect(directionOf([0, 0], [2, -10])).toBe("N");
    expect(bearing([0, 0], [0, -1])).toBe(-90);
  });
  it("segment intersection reports both parameters, or null for parallel / apart", () => {
    expect(segmentIntersection([0, 0], [10, 0], [5, -5], [5, 5])).toEqual({ point: [5, 0], t: 0.5, u: 0.5 });
    expect(segmentIntersection([0, 0], [10, 0], [0, 1], [10, 1])).toBeNull();
    expect(segmentIntersection([0, 0], [1, 0], [5, -5], [5, 5])).toBeNull();
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
    const m = block();
    const around = districtsAtCorner([100, 100], m.districts, 0.5);
    expect(around.map((a) => a.id).sort()).toEqual(["a", "b", "c", "d"]);
    expect(cornerQuadrants(around)).toEqual({ nw: "a", ne: "b", se: "d", sw: "c" });
    expect(cornerQuadrants(around.slice(0, 3))).toBeNull();
  });
  it("counts a district whose edge passes through the corner (T-junction)", () => {
    const m = block();
    m.districts = [
      ...m.districts.slice(0, 2),
      {
        ...(m.districts[2] as (typeof m.districts)[0]),
        polygon: [
          [0, 100],
          [200, 100],
          [200, 200],
          [0, 200],
        ],
      },
    ];
    const around = districtsAtCorner([100, 100], m.districts, 0.5);
    expect(around.map((a) => a.id).sort()).toEqual(["a", "b", "c"]);
  });
});

describe("derive", () => {
  it("proposes two arrows per shared edge with bearings, one crossing at the four-corner, nothing twice", () => {
    const m = block();
    const r = derive(m, 0.5);
    expect(r.neighbours).toHaveLength(4);
    const byPair = Object.fromEntries(r.arrows.map((a) => [`${a.from}>${a.to}`, a.direction]));
    expect(byPair).toEqual({
      "a>b": "E",
      "b>a": "W",
      "a>c": "S",
      "c>a": "N",
      "b>d": "S",
      "d>b": "N",
      "c>d": "E",
      "d>c": "W",
    });
    expect(r.arrows.find((a) => a.from === "a" && a.to === "b")?.at).toEqual([100, 50]);
    expect(r.crossings).toEqual([{ at: [100, 100], nw: "a", ne: "b", sw: "c", se: "d" }]);
    const again = derive({ ...m, arrows: r.arrows, crossings: r.crossings }, 0.5);
    expect(again.arrows).toEqual([]);
    expect(again.crossings).toEqual([]);
  });
  it("park edges become movement borders, never arrows (§1.1)", () => {
    const m = block();
    m.districts = m.districts.map((d) => (d.id === "b" ? { ...d, kind: "park" as const } : d));
    const r = derive(m, 0.5);
    expect(r.arrows.some((a) => a.from === "b" || a.to === "b")).toBe(false);
    expect(r.borders).toEqual([
      { a: "a", b: "b" },
      { a: "b", b: "d" },
    ]);
    expect(r.crossings).toEqual([]);
  });
  it("lists arrows between districts that no longer touch as stale", () => {
    const m = block();
    m.arrows = [{ from: "a", to: "d", direction: "S", at: [100, 100] }];
    expect(derive(m, 0.5).staleArrows).toEqual([0]);
  });
  it("on the shipped London board, every derived neighbour pair already has its arrows or border", () => {
    const tol = defaultTolerance(LONDON_1666);
    const r = derive(LONDON_1666, tol);
    expect(r.neighbours.length).toBeGreaterThan(100);
    // The reconstruction's streets all come from shared borders: nothing is missing, nothing stale.
    expect(r.arrows).toEqual([]);
    expect(r.borders).toEqual([]);
    expect(r.staleArrows).toEqual([]);
    // Every shipped crossing sits at a four-district corner derive finds (it proposes the others for review).
    const all = derive({ ...LONDON_1666, crossings: [] }, tol).crossings;
    for (const c of LONDON_1666.crossings)
      expect(
        all.some((d) => [d.nw, d.ne, d.sw, d.se].join() === [c.nw, c.ne, c.sw, c.se].join()),
        JSON.stringify(c),
      ).toBe(true);
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

describe("London passes parseMap (the editor's starting point)", () => {
  it("is valid", () => {
    expect(parseMap(LONDON_1666).ok).toBe(true);
  });
});
