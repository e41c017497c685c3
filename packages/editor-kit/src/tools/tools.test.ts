/**
 * Every layout tool driven by simulated pointer and key input through the controller, as the canvas
 * feeds it: each test asserts the tool's state path and the document diff of the undo step it made.
 */
import type { Point } from "@pudding/map-schema";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../storage.js";
import { blockDoc, Driver, TEST_PLUGIN, testController } from "../testing.js";
import { calibrateTool } from "./calibrate.js";
import { drawTool } from "./draw.js";

const at = (doc: ReturnType<typeof blockDoc>, id: string) => doc.spaces.find((s) => s.id === id);

describe("select tool", () => {
  it("click, Shift+click adds and removes, a click on nothing clears; no undo step", () => {
    const d = new Driver(testController());
    d.click([50, 50]);
    expect(d.ctl.selection.spaces).toEqual(["a"]);
    d.click([150, 50], { shift: true });
    expect(d.ctl.selection.spaces).toEqual(["a", "b"]);
    d.click([50, 50], { shift: true });
    expect(d.ctl.selection.spaces).toEqual(["b"]);
    d.click([300, 300]);
    expect(d.ctl.selection.spaces).toEqual([]);
    expect(d.paths).toEqual(["moving", "idle", "moving", "idle", "idle", "idle", "marquee", "idle"]);
    expect(d.ctl.store.canUndo()).toBe(false);
  });

  it("a marquee selects what lies wholly inside; Shift adds", () => {
    const d = new Driver(testController());
    d.drag([-10, -10], [210, 110]);
    expect(d.paths).toEqual(["marquee", "marquee", "marquee", "marquee", "marquee", "idle"]);
    expect(d.ctl.selection.spaces).toEqual(["a", "b"]);
    expect(d.ctl.message.text).toBe("Selected 2 districts, 0 links");
    d.drag([-10, 90], [110, 210], { shift: true });
    expect(d.ctl.selection.spaces).toEqual(["a", "b", "c"]);
  });

  it("dragging a shared corner moves it in all four spaces as one undo step", () => {
    const d = new Driver(testController());
    d.click([50, 50]);
    d.paths.length = 0;
    d.drag([100, 100], [120, 90]);
    expect(d.paths).toEqual([
      "dragging-vertex",
      "dragging-vertex",
      "dragging-vertex",
      "dragging-vertex",
      "dragging-vertex",
      "idle",
    ]);
    expect(d.ctl.selection.vertex).toEqual({ id: "a", index: 2 });
    expect(d.ctl.message.text).toBe("Move vertex");
    const diff = d.diff();
    expect(new Set(diff.map((op) => op.path.slice(0, 2).join("/")))).toEqual(
      new Set(["spaces/0", "spaces/1", "spaces/2", "spaces/3"]),
    );
    for (const s of d.ctl.doc.spaces) expect(s.polygon).toContainEqual([120, 90]);
    expect(d.ctl.store.history().undo).toEqual(["Move vertex"]);
    d.ctl.undo();
    expect(d.ctl.doc).toEqual(blockDoc());
  });

  it("dragging a selected space moves it (one step); dragging its name moves the label only", () => {
    const d = new Driver(testController());
    d.click([50, 50]);
    d.drag([50, 60], [70, 80]);
    expect(at(d.ctl.doc, "a")?.polygon?.[0]).toEqual([20, 20]);
    expect(d.ctl.store.history().undo).toEqual(["Move 1 district"]);
    const label = at(d.ctl.doc, "a")?.label as Point;
    d.paths.length = 0;
    d.drag(label, [label[0] + 10, label[1] + 30]);
    expect(d.paths[0]).toBe("dragging-label");
    expect(d.diff()).toEqual(
      expect.arrayContaining([
        { t: "set", path: ["spaces", 0, "label"], value: [label[0] + 10, label[1] + 30] },
      ]),
    );
    expect(at(d.ctl.doc, "a")?.polygon?.[0]).toEqual([20, 20]);
    expect(d.ctl.message.text).toBe("Move label");
  });

  it("double-click on an edge of the selected space inserts a vertex in it and its neighbour", () => {
    const d = new Driver(testController());
    d.click([50, 50]);
    d.dbl([100, 40], { target: "edge:a:1" });
    expect(d.ctl.message.text).toBe("Insert vertex");
    expect(d.diff()).toEqual([
      { t: "insert", path: ["spaces", 0, "polygon"], index: 2, value: [100, 40] },
      { t: "insert", path: ["spaces", 1, "polygon"], index: 4, value: [100, 40] },
    ]);
    // Select the new vertex's handle and delete it: both outlines lose it.
    d.click([100, 40]);
    expect(d.ctl.selection.vertex).toEqual({ id: "a", index: 2 });
    d.key("Delete");
    expect(d.ctl.message.text).toBe("Delete vertex");
    expect(d.ctl.doc).toEqual(blockDoc());
  });
});

describe("draw tool", () => {
  it("idle → placing ×4 → closes on the first point; the new space is selected and named after the count", () => {
    const d = new Driver(testController());
    d.key("d");
    for (const p of [
      [300, 0],
      [400, 0],
      [400, 100],
      [300, 100],
      [300.5, 0.5],
    ] as Point[])
      d.click(p);
    expect(d.paths.filter((_, i) => i % 2 === 1)).toEqual([
      "placing",
      "placing",
      "placing",
      "placing",
      "idle",
    ]);
    expect(d.diff()).toEqual([
      {
        t: "insert",
        path: ["spaces"],
        index: 4,
        value: expect.objectContaining({
          id: "district-5",
          name: "District 5",
          polygon: [
            [300, 0],
            [400, 0],
            [400, 100],
            [300, 100],
          ],
        }),
      },
    ]);
    expect(d.ctl.selection.spaces).toEqual(["district-5"]);
    expect(d.ctl.message.text).toBe("Draw District 5");
  });

  it("points snap to a neighbour's vertex and edge (inserted into it); with Alt held they land where clicked", () => {
    const d = new Driver(testController());
    d.key("d");
    // (201, 1) snaps to b's corner (200, 0); (201, 60) onto b's east edge, which gets the vertex too.
    for (const p of [
      [201, 1],
      [300, 0],
      [300, 100],
      [201, 60],
      [201, 1],
    ] as Point[])
      d.click(p);
    const drawn = d.ctl.doc.spaces[4];
    expect(drawn?.polygon).toEqual([
      [200, 0],
      [300, 0],
      [300, 100],
      [200, 60],
    ]);
    expect(at(d.ctl.doc, "b")?.polygon).toContainEqual([200, 60]);
    d.ctl.undo();
    for (const p of [
      [201, 1],
      [300, 0],
      [300, 100],
      [201, 60],
    ] as Point[])
      d.click(p, { alt: true });
    d.key("Enter");
    expect(d.ctl.doc.spaces[4]?.polygon?.[0]).toEqual([201, 1]);
    expect(at(d.ctl.doc, "b")?.polygon).toHaveLength(4);
  });

  it("Backspace drops the last point, Enter needs 3 points, Escape cancels without touching the selection", () => {
    const d = new Driver(testController());
    d.click([50, 50]);
    d.key("d");
    d.click([300, 0]).click([400, 0]);
    d.key("Enter");
    expect(d.ctl.message).toEqual({ text: "a district needs at least 3 points", error: true });
    d.click([400, 100]).click([399, 300]);
    d.key("Backspace");
    expect((d.ctl.toolState as { points: Point[] }).points).toHaveLength(3);
    d.key("Escape");
    expect(d.ctl.toolPath).toBe("idle");
    expect(d.ctl.selection.spaces).toEqual(["a"]);
    expect(d.ctl.store.canUndo()).toBe(false);
    expect(drawTool.path(drawTool.initial)).toBe("idle");
  });
});

describe("split and merge tools", () => {
  it("split (K): two clicks across the selected space cut it; the new part has a fresh id", () => {
    const d = new Driver(testController());
    d.click([50, 50]);
    d.key("k");
    d.click([50, -5]);
    expect(d.ctl.toolPath).toBe("cutting");
    d.click([50, 105]);
    expect(d.ctl.toolPath).toBe("idle");
    expect(d.ctl.message.text).toBe("Split a");
    expect(d.ctl.doc.spaces.map((s) => s.id)).toEqual(["a", "b", "c", "d", "a-2"]);
    expect(d.diff().some((op) => op.t === "insert" && op.path.join() === "spaces")).toBe(true);
    // A cut that starts inside a space cuts that one, whatever is selected (a is).
    d.click([150, 30]).click([150, 90]);
    expect(d.ctl.message.text).toBe("Split b");
  });

  it("merge (M): click the space to keep, then its neighbour; refusals come back as messages", () => {
    const d = new Driver(testController());
    d.key("m");
    d.click([50, 50]);
    expect(d.ctl.toolPath).toBe("first");
    expect(d.ctl.highlights()).toEqual({ a: { colour: "#1c6dd0" } });
    d.click([150, 150]);
    expect(d.ctl.message).toEqual({
      text: "these two districts do not share a border; only neighbours can be merged",
      error: true,
    });
    d.click([50, 50]).click([150, 50]);
    expect(d.ctl.message.text).toBe("Merge b into a");
    expect(d.ctl.selection.spaces).toEqual(["a"]);
    expect(d.ctl.doc.spaces.map((s) => s.id)).toEqual(["a", "c", "d"]);
    expect(d.diff().at(-1)).toEqual({ t: "remove", path: ["spaces"], index: 1 });
    d.click([500, 500]);
    expect(d.ctl.message.text).toMatch(/click inside a district to pick the one to keep/);
  });
});

describe("calibration tool", () => {
  it("image point, map point, image point, map point → the scan is placed; back to select", () => {
    const ctl = testController();
    ctl.setBackground({
      src: "data:,",
      name: "scan.png",
      placement: { x: 0, y: 0, scale: 1, rotation: 0 },
      opacity: 0.5,
      visible: true,
      locked: false,
    });
    const d = new Driver(ctl);
    ctl.startCalibration();
    expect(ctl.toolPath).toBe("picking 1 of 4");
    // The scan at scale 1: image (10, 10) belongs at map (0, 0), image (110, 10) at map (200, 0).
    d.click([10, 10]).click([0.5, 0.5]).click([110, 10]).click([199.5, 0.5]);
    expect(ctl.tool).toBe("select");
    expect(ctl.background?.placement.scale).toBeCloseTo(2);
    expect(ctl.background?.placement.x).toBeCloseTo(-20);
    expect(ctl.message.text).toMatch(/^Calibrated: scale 2.000, rotation 0.0°/);
    expect(calibrateTool.path({ name: "picking", pts: [[0, 0]] })).toBe("picking 2 of 4");
  });
});

describe("the controller", () => {
  it("fits the map on the canvas's first real measurement", () => {
    const ctl = testController();
    expect(ctl.view.scale).toBeCloseTo((800 - 48) / 200);
    const c = testController();
    c.setViewport({ width: 400, height: 300 });
    // Measured once already: a resize keeps the view.
    expect(c.view.scale).toBeCloseTo((800 - 48) / 200);
  });

  it("New/Open over unsaved work asks first; Replace is one undo step and keeps the old map as the previous autosave", () => {
    const storage = memoryStorage();
    const ctl = testController();
    ctl.storage = storage;
    const d = new Driver(ctl);
    const clean = TEST_PLUGIN.emptyDoc();
    expect(ctl.openDocument(clean, "New empty map")).toBe(true);
    ctl.undo();
    expect(ctl.doc).toEqual(blockDoc());
    d.click([50, 50]);
    d.key("Delete");
    expect(ctl.doc.spaces).toHaveLength(3);
    expect(ctl.openDocument(clean, "New empty map")).toBe(false);
    expect(ctl.dialog).toMatchObject({ kind: "replace", label: "New empty map" });
    ctl.confirmReplace();
    expect(ctl.doc.spaces).toEqual([]);
    expect((storage.loadPrevious()?.map as { spaces: unknown[] } | undefined)?.spaces).toHaveLength(3);
    ctl.undo();
    expect(ctl.doc.spaces).toHaveLength(3);
    ctl.markSaved();
    expect(ctl.openDocument(clean, "New empty map")).toBe(true);
  });

  it("a problem's click selects its culprits and zooms to them; keys pick tools, undo and delete", () => {
    const doc = blockDoc();
    doc.spaces[3] = { ...doc.spaces[3], value: 9 } as (typeof doc.spaces)[0];
    doc.records.links = [{ from: "a", to: "nowhere", at: [0, 0] }];
    const ctl = testController(doc);
    const ps = ctl.problems();
    expect(ps.map((p) => [p.path, p.severity])).toEqual([
      ["spaces[3].value", "error"],
      ["links[0].to", "error"],
      ["links[0]", "warning"],
    ]);
    ctl.pickProblem(ps[0] as (typeof ps)[0]);
    expect(ctl.selection.spaces).toEqual(["d"]);
    // Centred on d.
    expect((500 - ctl.view.x) / ctl.view.scale).toBeCloseTo(150);
    expect((400 - ctl.view.y) / ctl.view.scale).toBeCloseTo(150);
    expect(ctl.message).toEqual({ text: "spaces[3].value: 9 is above the maximum of 5", error: true });
    ctl.pickProblem(ps[1] as (typeof ps)[0]);
    expect(ctl.selection.records).toEqual({ links: [0] });
    expect(ctl.tallies()).toEqual([{ label: "Total value", value: 15, expected: 10, ok: false }]);
    const d = new Driver(ctl);
    d.key("d");
    expect(ctl.tool).toBe("draw");
    d.key("v").key("f");
    expect(ctl.view.scale).toBeCloseTo(ctl.fitScale);
    d.key("a", { mod: true }).key("Delete");
    expect(ctl.doc.spaces).toEqual([]);
    d.key("z", { mod: true });
    expect(ctl.doc.spaces).toHaveLength(4);
    expect(ctl.message.text).toBe("Undo: Delete 4 districts, 1 link");
    d.key("?");
    expect(ctl.dialog).toEqual({ kind: "help" });
    expect(ctl.shortcuts().map(([k]) => k)).toEqual(
      expect.arrayContaining(["V", "D", "K", "M", "F / 1", "?"]),
    );
  });
});
