import { CLAIMS, CLAIMS_MAPS, type ClaimsMap } from "@pudding/engine";
import { describe, expect, it } from "vitest";
import { pointInPolygon } from "./geometry.js";
import { checkHighlights, checkSpaces, shapeSpaces, shapesBox, spaceOutline } from "./spaces.js";
import type { Space } from "./types.js";

const grid = (cols: number, rows: number): Space[] =>
  Array.from({ length: cols * rows }, (_, i) => ({
    id: `s${i}`,
    name: `S${i}`,
    cell: { col: i % cols, row: Math.floor(i / cols) },
    adjacent: [],
  }));

describe("spaces as shapes (the generic lens: polygons or grid cells)", () => {
  it("draws a grid cell without a polygon as a square of the cell size", () => {
    expect(spaceOutline({ id: "a", name: "A", cell: { col: 2, row: 1 }, adjacent: [] }, 10)).toEqual([
      [20, 10],
      [30, 10],
      [30, 20],
      [20, 20],
    ]);
  });
  it("prefers the polygon, and labels at an interior point when no label point is given", () => {
    const { shapes } = shapeSpaces([
      {
        id: "p",
        name: "P",
        polygon: [
          [0, 0],
          [40, 0],
          [40, 40],
          [0, 40],
        ],
        adjacent: [],
      },
    ]);
    const p = shapes.get("p");
    expect(p?.outline).toHaveLength(4);
    expect(pointInPolygon(p?.label ?? [-1, -1], p?.outline ?? [])).toBe(true);
  });
  it("draws the toy game's boards from its module's spaces, blocked cells left out", () => {
    const map = CLAIMS_MAPS["claims-4x4"] as ClaimsMap;
    const spaces = CLAIMS.map.spaces(map);
    const { shapes, undrawable } = shapeSpaces(spaces);
    expect(undrawable).toEqual([]);
    expect(shapes.size).toBe(14);
    expect(shapesBox(shapes.values())).toEqual({ minX: 0, minY: 0, maxX: 400, maxY: 400 });
  });
  it("names a space that can be drawn neither way, and a duplicate id", () => {
    const spaces: Space[] = [
      ...grid(2, 1),
      { id: "s0", name: "again", adjacent: [] },
      { id: "x", name: "X", adjacent: [] },
    ];
    const { undrawable } = shapeSpaces(spaces);
    expect(checkSpaces(spaces, undrawable)).toEqual([
      'spaces: the id "s0" is used twice',
      'spaces["x"]: no polygon and no grid cell, so it is not drawn',
    ]);
  });
});

describe("checkHighlights: bad props give sentences, not a crash", () => {
  it("accepts highlights that name spaces of the board", () => {
    expect(
      checkHighlights(grid(2, 2), {
        selectable: [{ id: "s0" }],
        chosen: ["s1"],
        barred: [{ id: "s2", reason: "no" }],
        marked: [{ id: "s3", colour: "red" }],
        recent: [{ from: "s0", to: "s1" }],
        tint: { s0: "red" },
      }),
    ).toEqual([]);
  });
  it("names every unknown id and a mark without a colour", () => {
    expect(
      checkHighlights(grid(1, 1), {
        selectable: [{ id: "atlantis" }],
        barred: [{ id: "nowhere", reason: "?" }],
        marked: [{ id: "s0", colour: "" }],
        recent: [{ to: "gone" }],
      }),
    ).toEqual([
      'highlights.selectable: no space "atlantis"',
      'highlights.barred: no space "nowhere"',
      'highlights.marked["s0"]: a mark needs a colour',
      'highlights.recent.to: no space "gone"',
    ]);
  });
});
