/**
 * Every kit command applied through the store and undone: the document after undo equals the one
 * before, and redo gives the same result again. The test plug-in's "links" stand for a game's
 * records between neighbours (references follow renames, deletes, merges and splits).
 */
import { polygonArea } from "@pudding/map-schema";
import { describe, expect, it } from "vitest";
import { EditError, type KitDoc } from "../model/doc.js";
import { blockDoc, TEST_PLUGIN as P, square, testSpace } from "../testing.js";
import {
  addSpace,
  deleteSelection,
  deleteVertex,
  duplicateSpaces,
  insertVertex,
  mergeSpaces,
  moveLabel,
  moveVertices,
  renameSpace,
  replaceDocument,
  setMeta,
  splitSpace,
  translateSpaces,
  updateRecord,
  updateSpace,
} from "./commands.js";
import { type Command, DocStore } from "./store.js";

/** Applies, checks undo gives the original back and redo the result; returns the result. */
function roundTrip(doc: KitDoc, cmd: Command): KitDoc {
  const s = new DocStore(doc);
  expect(s.apply(cmd)).toBe(true);
  const after = s.state;
  s.undo();
  expect(s.state).toEqual(doc);
  s.redo();
  expect(s.state).toEqual(after);
  return after;
}

const withLinks = (links: { from: string; to: string; at: [number, number] }[]): KitDoc => ({
  ...blockDoc(),
  records: { links },
});

describe("space commands", () => {
  it("addSpace appends a drawn outline named after the count, its id the name in kebab-case, a label inside", () => {
    const m = blockDoc();
    const cmd = addSpace(m, P, square(200, 0));
    expect(cmd.created).toEqual(["district-5"]);
    const after = roundTrip(m, cmd);
    const d = after.spaces[4];
    expect(d).toMatchObject({ id: "district-5", name: "District 5", kind: "plain", value: 0 });
    expect(d?.polygon).toEqual(square(200, 0));
    expect(d?.label?.[0]).toBeGreaterThan(200);
    expect(cmd.label).toBe("Draw District 5");
  });

  it("addSpace inserts its vertices into a neighbour's edge (T-junction), so the border is shared vertex for vertex", () => {
    const m = blockDoc();
    const poly: [number, number][] = [
      [200, 0],
      [300, 0],
      [300, 200],
      [200, 200],
      [200, 50],
    ];
    const after = roundTrip(m, addSpace(m, P, poly, { id: "tall" }));
    expect(after.spaces.find((d) => d.id === "b")?.polygon).toContainEqual([200, 50]);
  });

  it("addSpace refuses fewer than 3 points and a taken id", () => {
    const m = blockDoc();
    expect(() =>
      addSpace(m, P, [
        [0, 0],
        [1, 1],
      ]),
    ).toThrow(EditError);
    expect(() => addSpace(m, P, square(300, 0), { id: "a" })).toThrow(/"a" is taken/);
  });

  it("updateSpace sets fields, removes one set to undefined and asks the plug-in to validate", () => {
    const m = blockDoc();
    const after = roundTrip(m, updateSpace(m, P, "a", { value: 5, kind: "hill", extra: { deep: 1 } }));
    expect(after.spaces[0]).toMatchObject({ value: 5, kind: "hill", extra: { deep: 1 } });
    const cleared = roundTrip(after, updateSpace(after, P, "a", { "extra.deep": undefined }));
    expect(cleared.spaces[0] && "extra" in cleared.spaces[0]).toBe(false);
    expect(() => updateSpace(m, P, "a", { value: 6 })).toThrow(/a value is 0 to 5/);
    expect(updateSpace(m, P, "a", { value: 2 }).ops).toEqual([]);
  });

  it("renameSpace renames every reference the collections declare", () => {
    const m = withLinks([
      { from: "a", to: "b", at: [100, 50] },
      { from: "c", to: "a", at: [50, 100] },
    ]);
    const after = roundTrip(m, renameSpace(m, P, "a", "alpha"));
    expect(after.spaces[0]?.id).toBe("alpha");
    expect(after.records.links?.map((l) => `${l.from}>${l.to}`)).toEqual(["alpha>b", "c>alpha"]);
    expect(() => renameSpace(m, P, "a", "b")).toThrow(/taken/);
    expect(() => renameSpace(m, P, "a", "Not Kebab")).toThrow(/kebab-case/);
  });

  it("deleteSelection removes a space with every record naming it, and selected records", () => {
    const m = withLinks([
      { from: "a", to: "b", at: [100, 50] },
      { from: "c", to: "d", at: [100, 150] },
      { from: "b", to: "a", at: [100, 50] },
      { from: "b", to: "d", at: [150, 100] },
    ]);
    const cmd = deleteSelection(m, P, { spaces: ["a"], records: { links: [3] }, vertex: null });
    expect(cmd.label).toBe("Delete 1 district, 3 links");
    const after = roundTrip(m, cmd);
    expect(after.spaces.map((d) => d.id)).toEqual(["b", "c", "d"]);
    expect(after.records.links).toEqual([{ from: "c", to: "d", at: [100, 150] }]);
  });

  it("duplicateSpaces copies with fresh ids, shifted", () => {
    const m = blockDoc();
    const cmd = duplicateSpaces(m, P, ["a", "b"], 20);
    expect(cmd.created).toEqual(["a-copy", "b-copy"]);
    const after = roundTrip(m, cmd);
    expect(after.spaces[4]?.polygon?.[0]).toEqual([20, 20]);
    expect(after.spaces[4]?.name).toBe("a (copy)");
  });

  it("setMeta edits name and id, refusing a bad id and a non-positive size", () => {
    const m = blockDoc();
    expect(roundTrip(m, setMeta(m, { name: "Mine", id: "mine" })).meta).toMatchObject({
      name: "Mine",
      id: "mine",
    });
    expect(() => setMeta(m, { id: "Bad Id" })).toThrow(/kebab-case/);
    expect(() => setMeta(m, { size: { width: 0, height: 3 } })).toThrow(/positive/);
    expect(roundTrip(m, setMeta(m, { size: { width: 300, height: 200 } })).size).toEqual({
      width: 300,
      height: 200,
    });
  });

  it("updateRecord checks references; replaceDocument swaps the whole document in one undo step", () => {
    const m = withLinks([{ from: "a", to: "b", at: [100, 50] }]);
    expect(roundTrip(m, updateRecord(m, P, "links", 0, { to: "c" })).records.links?.[0]?.to).toBe("c");
    expect(() => updateRecord(m, P, "links", 0, { to: "nowhere" })).toThrow(/no space has the id "nowhere"/);
    const other = { ...blockDoc(), meta: { id: "other", name: "Other" } };
    expect(roundTrip(m, replaceDocument(other, "Open other")).meta.id).toBe("other");
  });
});

describe("vertex and shape commands", () => {
  it("moveVertices moves the shared corner in all four spaces (linked) and only one when unlinked", () => {
    const m = blockDoc();
    const linked = roundTrip(m, moveVertices(m, P, [{ id: "a", index: 2, to: [110, 90] }]));
    for (const d of linked.spaces) expect(d.polygon).toContainEqual([110, 90]);
    const alone = roundTrip(m, moveVertices(m, P, [{ id: "a", index: 2, to: [110, 90] }], { linked: false }));
    expect(alone.spaces.filter((d) => d.polygon?.some((p) => p[0] === 110)).map((d) => d.id)).toEqual(["a"]);
  });

  it("moveVertices lets the plug-in keep its records on the border (afterGeometry)", () => {
    const m = withLinks([{ from: "a", to: "b", at: [100, 50] }]);
    const after = roundTrip(
      m,
      moveVertices(m, P, [
        { id: "a", index: 1, to: [130, 0] },
        { id: "a", index: 2, to: [130, 100] },
      ]),
    );
    expect(after.records.links?.[0]?.at).toEqual([130, 50]);
  });

  it("insertVertex adds the point to both spaces sharing the edge; deleteVertex removes it from both", () => {
    const m = blockDoc();
    const after = roundTrip(m, insertVertex(m, "a", 1, [100, 40]));
    expect(after.spaces[0]?.polygon).toHaveLength(5);
    expect(after.spaces[1]?.polygon).toContainEqual([100, 40]);
    const k = after.spaces[0]?.polygon?.findIndex((p) => p[1] === 40) ?? -1;
    const back = roundTrip(after, deleteVertex(after, P, "a", k));
    expect(back.spaces[0]?.polygon).toHaveLength(4);
    expect(back.spaces[1]?.polygon).toHaveLength(4);
  });

  it("deleteVertex refuses to leave a space with 2 points", () => {
    const m: KitDoc = {
      ...blockDoc(),
      spaces: [
        testSpace("t", [
          [0, 0],
          [10, 0],
          [0, 10],
        ]),
      ],
    };
    expect(() => deleteVertex(m, P, "t", 0)).toThrow(/at least 3/);
  });

  it("translateSpaces moves outline, label and the records all of whose spaces move", () => {
    const m = withLinks([
      { from: "a", to: "c", at: [50, 100] },
      { from: "a", to: "b", at: [100, 50] },
    ]);
    const after = roundTrip(m, translateSpaces(m, P, ["a", "c"], 10, 5));
    expect(after.spaces[0]?.polygon?.[0]).toEqual([10, 5]);
    expect(after.spaces[0]?.label).toEqual([60, 55]);
    expect(after.records.links?.[0]?.at).toEqual([60, 105]);
    // a moved away from b: the a→b link is re-placed between them by the plug-in.
    expect(after.records.links?.[1]?.at).not.toEqual([100, 50]);
  });

  it("moveLabel drags the name", () => {
    const m = blockDoc();
    expect(roundTrip(m, moveLabel(m, "b", [120, 20])).spaces[1]?.label).toEqual([120, 20]);
  });

  it("splitSpace cuts a space in two; the cut points land on the neighbours' edges; records follow their part", () => {
    const m = withLinks([
      { from: "a", to: "b", at: [100, 50] },
      { from: "b", to: "d", at: [150, 100] },
    ]);
    const cmd = splitSpace(m, P, "a", [50, -10], [50, 110]);
    expect(cmd.created).toEqual(["a-2"]);
    const after = roundTrip(m, cmd);
    expect(after.spaces).toHaveLength(5);
    const a2 = after.spaces[4];
    expect(a2).toMatchObject({ id: "a-2", name: "a (2)", kind: "plain" });
    expect(after.spaces.find((d) => d.id === "c")?.polygon).toContainEqual([50, 100]);
    // The part touching b got the a→b link.
    const east = [after.spaces[0], a2].find((s) => s?.polygon?.some((p) => p[0] === 100));
    expect(after.records.links?.[0]?.from).toBe(east?.id);
    expect(() => splitSpace(m, P, "a", [200, 0], [200, 100])).toThrow(/exactly twice \(it crosses 0 times\)/);
  });

  it("mergeSpaces joins two neighbours, takes the plug-in's fields, re-points records, drops those between them", () => {
    const m = withLinks([
      { from: "a", to: "b", at: [100, 50] },
      { from: "b", to: "d", at: [150, 100] },
      { from: "c", to: "d", at: [100, 150] },
      { from: "a", to: "d", at: [100, 100] },
    ]);
    const after = roundTrip(m, mergeSpaces(m, P, "a", "b"));
    expect(after.spaces.map((d) => d.id)).toEqual(["a", "c", "d"]);
    expect(after.spaces[0]?.value).toBe(4);
    expect(Math.abs(polygonArea(after.spaces[0]?.polygon ?? []))).toBe(20000);
    // b→d becomes a→d, which exists already: dropped as a duplicate; a→b is dropped (a to itself).
    expect(after.records.links?.map((x) => `${x.from}>${x.to}`)).toEqual(["c>d", "a>d"]);
    expect(() => mergeSpaces(m, P, "a", "d")).toThrow(/do not share a border/);
  });
});
