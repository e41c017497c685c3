import { DocStore, paintCells, problemsOf, updateSpace } from "@pudding/editor-kit";
import { THE_BRIGADE, TINDERBOX } from "@pudding/the-brigade";
import { describe, expect, it } from "vitest";
import { emptyCity, fromDoc, toDoc } from "./adapter.js";
import { BRIGADE_EDITOR, CITY_PALETTE } from "./plugin.js";

const norm = (x: unknown) => JSON.parse(JSON.stringify(x));

describe("the city in the editor kit (§3.1, §17.2)", () => {
  it("round-trips Tinderbox unchanged and without problems", () => {
    const doc = toDoc(structuredClone(TINDERBOX));
    expect(doc.spaces).toHaveLength(36);
    expect(doc.spaces.filter((s) => s.reserved)).toHaveLength(4);
    expect(doc.spaces.filter((s) => s.university)).toHaveLength(4);
    expect(doc.spaces.filter((s) => s.tile)).toHaveLength(32);
    const back = fromDoc(doc);
    const parsed = THE_BRIGADE.map.parse(back);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(norm(parsed.value)).toEqual(norm(TINDERBOX));
    expect(problemsOf(BRIGADE_EDITOR, doc)).toEqual([]);
  });

  it("painting a Commons block Council breaks the 7-per-affiliation check, with the cells to fix", () => {
    const store = new DocStore(toDoc(structuredClone(TINDERBOX)));
    const brush = CITY_PALETTE.find((b) => b.id === "council");
    if (!brush) throw new Error("no council brush");
    const b2 = store.state.spaces.find((s) => s.name === "B1");
    expect((b2?.tile as { affiliation?: string } | undefined)?.affiliation).toBe("commons");
    store.apply(paintCells(store.state, [{ col: 1, row: 0 }], brush));
    const problems = problemsOf(BRIGADE_EDITOR, store.state);
    expect(problems.map((p) => p.message).join("\n")).toMatch(/6 blocks are commons/);
    expect(problems.map((p) => p.message).join("\n")).toMatch(/8 blocks are council/);
    expect(problems.some((p) => p.target.spaces.length >= 28)).toBe(true);
    // The tile keeps its name and value; only the affiliation changed.
    const t = store.state.spaces.find((s) => s.name === "B1")?.tile as { affiliation: string; name: string };
    expect(t.affiliation).toBe("council");
    expect(t.name).toBe("Grandma Yentl's Coop");
    store.undo();
    expect(problemsOf(BRIGADE_EDITOR, store.state)).toEqual([]);
  });

  it("a value of 5 on a block is refused with its § and points at its cell", () => {
    const store = new DocStore(toDoc(structuredClone(TINDERBOX)));
    store.apply(updateSpace(store.state, BRIGADE_EDITOR, "c2-r0", { "tile.value": 5 }));
    const p = problemsOf(BRIGADE_EDITOR, store.state);
    expect(p).toHaveLength(1);
    expect(p[0]?.path).toBe("blocks[1].value");
    expect(p[0]?.message).toMatch(/§4\.1/);
    expect(p[0]?.target.spaces).toEqual(["c2-r0"]);
  });

  it("a new city has its corners and University and asks for 28 blocks", () => {
    const doc = BRIGADE_EDITOR.emptyDoc();
    expect(fromDoc(doc).corners).toEqual(emptyCity().corners);
    const msgs = problemsOf(BRIGADE_EDITOR, doc).map((p) => p.message);
    expect(msgs.join("\n")).toMatch(/0 blocks; it needs exactly 28/);
    // Painting a block fills in a complete tile with defaults.
    const brush = CITY_PALETTE.find((b) => b.id === "nobles");
    if (!brush) throw new Error("no brush");
    const store = new DocStore(doc);
    store.apply(paintCells(store.state, [{ col: 1, row: 1 }], brush));
    expect(fromDoc(store.state).blocks[0]).toMatchObject({
      id: "nobles-b2",
      affiliation: "nobles",
      value: 3,
      flame: 4,
      source: "reconstructed",
    });
  });
});
