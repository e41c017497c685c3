/**
 * The Great Fire's tools driven by simulated pointer and key input through the kit's controller:
 * the state path and the document diff of each step.
 */
import { Driver, testController } from "@pudding/editor-kit/testing";
import { LONDON_1666 } from "@pudding/great-fire";
import { describe, expect, it } from "vitest";
import { toDoc } from "./adapter.js";
import { block, EXAMPLE_4 } from "./fixtures.js";
import { GREAT_FIRE_EDITOR } from "./plugin.js";
import type { PlayState } from "./tools.js";

const driver = (m = block()) => new Driver(testController(toDoc(m), GREAT_FIRE_EDITOR));

describe("The Great Fire's tools", () => {
  it("arrow (A): idle → first → idle; a from a to c gives a South arrow on their street", () => {
    const d = driver();
    d.key("a");
    d.click([50, 50]).click([50, 150]);
    expect(d.paths).toEqual(["idle", "first", "first", "idle", "idle"]);
    expect(d.diff()).toEqual([
      {
        t: "insert",
        path: ["records", "arrows"],
        index: 0,
        value: { from: "a", to: "c", direction: "S", at: [50, 100] },
      },
    ]);
    expect(d.ctl.message.text).toBe("Arrow a → c (S)");
    d.click([500, 500]);
    expect(d.ctl.message.text).toMatch(/click inside a district to pick the district the fire leaves/);
  });

  it("R adds the way back of the selected arrow; Shift+N turns it", () => {
    const d = driver();
    d.key("a");
    d.click([50, 50]).click([150, 50]);
    d.key("v");
    d.click([100, 50]);
    expect(d.ctl.selection.records).toEqual({ arrows: [0] });
    d.key("r");
    expect(d.diff()).toEqual([
      {
        t: "insert",
        path: ["records", "arrows"],
        index: 1,
        value: { from: "b", to: "a", direction: "W", at: [100, 50] },
      },
    ]);
    d.key("N", { shift: true });
    expect(d.diff()).toEqual([{ t: "set", path: ["records", "arrows", 0, "direction"], value: "N" }]);
    d.key("r");
    expect(d.ctl.message).toEqual({ text: "this arrow already has a way back", error: true });
  });

  it("crossing (C): over a four-district corner the pointer snaps; a click adds NW/NE/SW/SE", () => {
    const d = driver();
    d.key("c");
    d.move([100.8, 99.4]);
    expect(d.ctl.toolPath).toBe("over-corner");
    expect(d.ctl.snapPreview).toEqual({ p: [100, 100], kind: "vertex" });
    d.click([100.8, 99.4]);
    expect(d.diff()).toEqual([
      {
        t: "insert",
        path: ["records", "crossings"],
        index: 0,
        value: { at: [100, 100], nw: "a", ne: "b", sw: "c", se: "d" },
      },
    ]);
    d.click([0.5, 100]);
    expect(d.ctl.message.text).toMatch(/exactly four districts meet; 2 meet here/);
  });

  it("play-test (T): clicks set fire; the engine's §4.2 classes colour the districts, the document untouched", () => {
    const d = driver(structuredClone(LONDON_1666));
    d.key("t");
    d.ctl.setToolState({
      ...(d.ctl.toolState as PlayState),
      ...EXAMPLE_4,
      burnt: [...(EXAMPLE_4.burnt ?? [])],
    });
    const h = d.ctl.highlights();
    expect(h["guild-hall"]).toEqual({ colour: "#ff5a1f", label: "F" });
    expect(h.cheapside).toMatchObject({ label: "1", dash: false });
    expect(h["coleman-street"]).toMatchObject({ label: "T" });
    const before = d.ctl.doc;
    const tower = LONDON_1666.districts.find((x) => x.id === "tower-hill")?.label ?? [0, 0];
    d.click(tower);
    expect((d.ctl.toolState as PlayState).fire["tower-hill"]).toBe(2);
    expect(d.ctl.doc).toBe(before);
    expect(d.ctl.toolPath).toBe("idle · S card");
  });

  it("Derive… (G) opens the review with the proposal; on London it proposes nothing", () => {
    const d = driver();
    d.key("g");
    expect(d.ctl.dialog).toMatchObject({ kind: "plugin", id: "derive" });
    const r = (d.ctl.dialog as { data: { arrows: unknown[] } }).data;
    expect(r.arrows).toHaveLength(8);
    const l = driver(structuredClone(LONDON_1666));
    l.key("g");
    expect((l.ctl.dialog as { data: { arrows: unknown[]; borders: unknown[] } }).data.arrows).toEqual([]);
    expect(l.ctl.shortcuts().map(([k]) => k)).toEqual(expect.arrayContaining(["A", "C", "T", "G", "R"]));
  });
});
