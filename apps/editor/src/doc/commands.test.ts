/**
 * Every command of the editor, applied through the store and undone: the map after undo equals the
 * map before, and redo gives the same map again.
 */

import { parseMap } from "@pudding/great-fire";
import { polygonArea } from "@pudding/map-schema";
import { describe, expect, it } from "vitest";
import { derive } from "../geom/derive";
import { block, district, square } from "../test/fixtures";
import {
  addArrow,
  addBorder,
  addCrossing,
  addDistrict,
  addReverseArrow,
  applyDerive,
  deleteTargets,
  deleteVertex,
  duplicateDistricts,
  EditError,
  type EditorMap,
  emptyMap,
  insertVertex,
  mergeDistricts,
  moveLabel,
  moveVertices,
  renameDistrict,
  setMeta,
  splitDistrict,
  translateDistricts,
  updateArrow,
  updateCrossing,
  updateDistrict,
} from "./commands";
import { type Command, DocStore } from "./store";

/** Applies, checks undo gives the original back and redo the result; returns the result. */
function roundTrip(map: EditorMap, cmd: Command): EditorMap {
  const s = new DocStore(map);
  expect(s.apply(cmd)).toBe(true);
  const after = s.state;
  s.undo();
  expect(s.state).toEqual(map);
  s.redo();
  expect(s.state).toEqual(after);
  return after;
}

describe("district commands", () => {
  it("addDistrict appends a drawn outline with a label inside and a fresh id; undo removes it", () => {
    const m = block();
    const after = roundTrip(m, addDistrict(m, square(200, 0)));
    const d = after.districts[4];
    expect(d?.id).toBe("district");
    expect(d?.polygon).toEqual(square(200, 0));
    expect(d?.label[0]).toBeGreaterThan(200);
    expect(d?.region).toBe("purple"); // the neighbour's region
  });

  it("addDistrict inserts its vertices into a neighbour's edge (T-junction), so the border is shared vertex for vertex", () => {
    const m = block();
    // A tall district east of b and d whose west edge has a vertex at (200, 50), mid-edge of b.
    const poly: [number, number][] = [
      [200, 0],
      [300, 0],
      [300, 200],
      [200, 200],
      [200, 50],
    ];
    const after = roundTrip(m, addDistrict(m, poly, { id: "tall" }));
    expect(after.districts.find((d) => d.id === "b")?.polygon).toContainEqual([200, 50]);
  });

  it("addDistrict refuses fewer than 3 points and a taken id", () => {
    const m = block();
    expect(() =>
      addDistrict(m, [
        [0, 0],
        [1, 1],
      ]),
    ).toThrow(EditError);
    expect(() => addDistrict(m, square(300, 0), { id: "a" })).toThrow(/"a" is taken/);
  });

  it("updateDistrict sets fields and removes one set to undefined", () => {
    const m = block();
    m.districts[0] = { ...(m.districts[0] as EditorMap["districts"][0]), objective: { deck: 1, vp: 2 } };
    const after = roundTrip(
      m,
      updateDistrict(m, "a", {
        houses: 5,
        region: "blue",
        extraAction: true,
        setupIcon: 4,
        objective: undefined,
      }),
    );
    const a = after.districts[0];
    expect(a).toMatchObject({ houses: 5, region: "blue", extraAction: true, setupIcon: 4 });
    expect(a && "objective" in a).toBe(false);
    expect(() => updateDistrict(m, "a", { houses: 6 })).toThrow(/0 to 5 house icons/);
  });

  it("renameDistrict renames references in arrows, crossings and borders", () => {
    let m = block();
    m = {
      ...m,
      arrows: [{ from: "a", to: "b", direction: "E", at: [100, 50] }],
      borders: [{ a: "c", b: "a" }],
    };
    m.crossings = [{ at: [100, 100], nw: "a", ne: "b", sw: "c", se: "d" }];
    const after = roundTrip(m, renameDistrict(m, "a", "alpha"));
    expect(after.districts[0]?.id).toBe("alpha");
    expect(after.arrows[0]?.from).toBe("alpha");
    expect(after.crossings[0]?.nw).toBe("alpha");
    expect(after.borders[0]?.b).toBe("alpha");
    expect(() => renameDistrict(m, "a", "b")).toThrow(/taken/);
    expect(() => renameDistrict(m, "a", "Not Kebab")).toThrow(/kebab-case/);
  });

  it("deleteTargets removes a district with every arrow, crossing and border naming it", () => {
    let m = block();
    m = {
      ...m,
      arrows: [
        { from: "a", to: "b", direction: "E", at: [100, 50] },
        { from: "c", to: "d", direction: "E", at: [100, 150] },
        { from: "b", to: "a", direction: "W", at: [100, 50] },
      ],
      crossings: [{ at: [100, 100], nw: "a", ne: "b", sw: "c", se: "d" }],
      borders: [{ a: "a", b: "c" }],
    };
    const cmd = deleteTargets(m, { districts: ["a"] });
    expect(cmd.label).toBe("Delete 1 district, 2 arrows, 1 crossing");
    const after = roundTrip(m, cmd);
    expect(after.districts.map((d) => d.id)).toEqual(["b", "c", "d"]);
    expect(after.arrows).toEqual([{ from: "c", to: "d", direction: "E", at: [100, 150] }]);
    expect(after.crossings).toEqual([]);
    expect(after.borders).toEqual([]);
  });

  it("duplicateDistricts copies with fresh ids, shifted", () => {
    const m = block();
    const cmd = duplicateDistricts(m, ["a", "b"], 20);
    expect(cmd.ids).toEqual(["a-copy", "b-copy"]);
    const after = roundTrip(m, cmd);
    expect(after.districts[4]?.polygon[0]).toEqual([20, 20]);
  });
});

describe("vertex and shape commands", () => {
  it("moveVertices moves the shared corner in all four districts (linked) and only one when unlinked", () => {
    const m = block();
    const linked = roundTrip(m, moveVertices(m, [{ id: "a", index: 2, to: [110, 90] }]));
    for (const d of linked.districts) expect(d.polygon).toContainEqual([110, 90]);
    const alone = roundTrip(m, moveVertices(m, [{ id: "a", index: 2, to: [110, 90] }], { linked: false }));
    expect(alone.districts.filter((d) => d.polygon.some((p) => p[0] === 110)).map((d) => d.id)).toEqual([
      "a",
    ]);
  });

  it("moveVertices keeps arrows on the street when the border moves", () => {
    let m = block();
    m = { ...m, arrows: [{ from: "a", to: "b", direction: "E", at: [100, 50] }] };
    // Move the a|b border east by 30 at both ends.
    const after = roundTrip(
      m,
      moveVertices(m, [
        { id: "a", index: 1, to: [130, 0] },
        { id: "a", index: 2, to: [130, 100] },
      ]),
    );
    expect(after.arrows[0]?.at).toEqual([130, 50]);
  });

  it("insertVertex adds the point to both districts sharing the edge; deleteVertex removes it from both", () => {
    const m = block();
    const after = roundTrip(m, insertVertex(m, "a", 1, [100, 40]));
    expect(after.districts[0]?.polygon).toHaveLength(5);
    expect(after.districts[1]?.polygon).toContainEqual([100, 40]);
    const k = after.districts[0]?.polygon.findIndex((p) => p[1] === 40) ?? -1;
    const back = roundTrip(after, deleteVertex(after, "a", k));
    expect(back.districts[0]?.polygon).toHaveLength(4);
    expect(back.districts[1]?.polygon).toHaveLength(4);
  });

  it("deleteVertex refuses to leave a district with 2 points", () => {
    const m = emptyMap();
    m.districts = [
      district("t", [
        [0, 0],
        [10, 0],
        [0, 10],
      ]),
    ];
    expect(() => deleteVertex(m, "t", 0)).toThrow(/at least 3/);
  });

  it("translateDistricts moves outline, label, own arrows and crossings", () => {
    let m = block();
    m = { ...m, arrows: [{ from: "a", to: "c", direction: "S", at: [50, 100] }] };
    const after = roundTrip(m, translateDistricts(m, ["a", "c"], 10, 5));
    expect(after.districts[0]?.polygon[0]).toEqual([10, 5]);
    expect(after.districts[0]?.label).toEqual([60, 55]);
    expect(after.arrows[0]?.at).toEqual([60, 105]);
  });

  it("moveLabel drags the name", () => {
    const m = block();
    expect(roundTrip(m, moveLabel(m, "b", [120, 20])).districts[1]?.label).toEqual([120, 20]);
  });

  it("splitDistrict cuts a district in two; the cut points land on the neighbours' edges", () => {
    let m = block();
    m = { ...m, arrows: [{ from: "b", to: "d", direction: "S", at: [150, 100] }] };
    // Cut a vertically at x = 50.
    const after = roundTrip(m, splitDistrict(m, "a", [50, -10], [50, 110]));
    expect(after.districts).toHaveLength(5);
    const [a, a2] = [after.districts[0], after.districts[4]];
    expect(a2?.id).toBe("a-2");
    const xs = (poly: readonly (readonly number[])[] = []) =>
      [...new Set(poly.map((p) => p[0]))].sort((x, y) => (x as number) - (y as number));
    expect([xs(a?.polygon), xs(a2?.polygon)].sort()).toEqual(
      [
        [0, 50],
        [50, 100],
      ].sort(),
    );
    expect(after.districts.find((d) => d.id === "c")?.polygon).toContainEqual([50, 100]);
    expect(() => splitDistrict(m, "a", [200, 0], [200, 100])).toThrow(/exactly twice \(it crosses 0 times\)/);
  });

  it("mergeDistricts joins two neighbours, re-points arrows, drops the ones between them", () => {
    let m = block();
    m = {
      ...m,
      arrows: [
        { from: "a", to: "b", direction: "E", at: [100, 50] },
        { from: "b", to: "d", direction: "S", at: [150, 100] },
        { from: "c", to: "d", direction: "E", at: [100, 150] },
      ],
      crossings: [{ at: [100, 100], nw: "a", ne: "b", sw: "c", se: "d" }],
    };
    const after = roundTrip(m, mergeDistricts(m, "a", "b"));
    expect(after.districts.map((d) => d.id)).toEqual(["a", "c", "d"]);
    const a = after.districts[0];
    expect(a?.houses).toBe(4);
    expect(Math.abs(polygonArea(a?.polygon ?? []))).toBe(20000);
    expect(after.arrows.map((x) => `${x.from}>${x.to}`)).toEqual(["a>d", "c>d"]);
    expect(after.crossings).toEqual([]);
    expect(() => mergeDistricts(m, "a", "d")).toThrow(/do not share a border/);
  });
});

describe("arrows, crossings, borders, derive, meta", () => {
  it("addArrow proposes the direction from the geometry and places it on the shared street", () => {
    const m = block();
    const after = roundTrip(m, addArrow(m, "a", "c"));
    expect(after.arrows[0]).toEqual({ from: "a", to: "c", direction: "S", at: [50, 100] });
    expect(roundTrip(m, addArrow(m, "b", "a")).arrows[0]?.direction).toBe("W");
    expect(() => addArrow(after, "a", "c")).toThrow(/already a S arrow/);
    const park = {
      ...m,
      districts: m.districts.map((d) => (d.id === "b" ? { ...d, kind: "park" as const } : d)),
    };
    expect(() => addArrow(park, "a", "b")).toThrow(/park/);
  });

  it("addReverseArrow offers the way back with the opposite direction", () => {
    const m = roundTrip(block(), addArrow(block(), "a", "b"));
    const after = roundTrip(m, addReverseArrow(m, 0));
    expect(after.arrows[1]).toEqual({ from: "b", to: "a", direction: "W", at: [100, 50] });
    expect(() => addReverseArrow(after, 0)).toThrow(/already has a way back/);
  });

  it("updateArrow changes the direction; updateCrossing an end", () => {
    const m = roundTrip(block(), addArrow(block(), "a", "b"));
    expect(roundTrip(m, updateArrow(m, 0, { direction: "N" })).arrows[0]?.direction).toBe("N");
    expect(() => updateArrow(m, 0, { to: "nowhere" })).toThrow(/no district has the id "nowhere"/);
    const c = roundTrip(m, addCrossing(m, [100, 100]));
    expect(roundTrip(c, updateCrossing(c, 0, { nw: "b", ne: "a" })).crossings[0]).toMatchObject({
      nw: "b",
      ne: "a",
    });
  });

  it("addCrossing finds NW/NE/SW/SE from the corner where four districts meet (§1.1 Example 1)", () => {
    const m = block();
    const after = roundTrip(m, addCrossing(m, [100.3, 99.8], 1));
    expect(after.crossings[0]).toEqual({ at: [100.3, 99.8], nw: "a", ne: "b", sw: "c", se: "d" });
    expect(() => addCrossing(m, [0, 100])).toThrow(/exactly four districts meet; 2 meet here \(a, c\)/);
  });

  it("addBorder adds a movement border once", () => {
    const m = block();
    const after = roundTrip(m, addBorder(m, "a", "b"));
    expect(after.borders).toEqual([{ a: "a", b: "b" }]);
    expect(() => addBorder(after, "b", "a")).toThrow(/already/);
  });

  it("applyDerive applies the accepted part of the proposal in one undo step", () => {
    const m = block();
    const r = derive(m, 1);
    expect(r.arrows).toHaveLength(8);
    const after = roundTrip(
      m,
      applyDerive(m, r, { arrows: r.arrows.map((_, i) => i), borders: [], crossings: [0], stale: [] }),
    );
    expect(after.arrows).toHaveLength(8);
    expect(after.crossings).toHaveLength(1);
    expect(derive(after, 1).arrows).toHaveLength(0);
  });

  it("setMeta edits name and id, refusing a bad id", () => {
    const m = block();
    expect(roundTrip(m, setMeta(m, { name: "Mine", id: "mine" }))).toMatchObject({
      name: "Mine",
      id: "mine",
    });
    expect(() => setMeta(m, { id: "Bad Id" })).toThrow(/kebab-case/);
  });

  it("a drawn and derived block parses with the generic checks clean", () => {
    const m = block();
    const r = derive(m, 1);
    const after = roundTrip(
      m,
      applyDerive(m, r, { arrows: r.arrows.map((_, i) => i), borders: [], crossings: [], stale: [] }),
    );
    const res = parseMap({ ...after, game: "other" });
    expect(res.ok).toBe(true);
    if (res.ok) expect(res.warnings.filter((w) => w.code !== "unknown-game")).toEqual([]);
  });
});
