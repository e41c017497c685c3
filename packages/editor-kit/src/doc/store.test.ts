import { describe, expect, it } from "vitest";
import { DocStore } from "./store.js";

describe("DocStore: commands, undo, redo, merge", () => {
  it("undo restores and redo re-applies, with labels", () => {
    const s = new DocStore({ n: 1, list: [] as number[] });
    s.apply({ label: "set n", ops: [{ t: "set", path: ["n"], value: 2 }] });
    s.apply({ label: "push", ops: [{ t: "insert", path: ["list"], index: 0, value: 7 }] });
    expect(s.state).toEqual({ n: 2, list: [7] });
    expect(s.undoLabel()).toBe("push");
    expect(s.undo()).toBe(true);
    expect(s.state).toEqual({ n: 2, list: [] });
    expect(s.redoLabel()).toBe("push");
    expect(s.undo()).toBe(true);
    expect(s.state).toEqual({ n: 1, list: [] });
    expect(s.undo()).toBe(false);
    expect(s.redo()).toBe(true);
    expect(s.redo()).toBe(true);
    expect(s.state).toEqual({ n: 2, list: [7] });
    expect(s.redo()).toBe(false);
  });

  it("a new command clears the redo stack", () => {
    const s = new DocStore({ n: 1 });
    s.apply({ label: "a", ops: [{ t: "set", path: ["n"], value: 2 }] });
    s.undo();
    s.apply({ label: "b", ops: [{ t: "set", path: ["n"], value: 3 }] });
    expect(s.canRedo()).toBe(false);
    expect(s.history()).toEqual({ undo: ["b"], redo: [] });
  });

  it("commands with one merge key in a row become one undo step; seal() ends the run", () => {
    const s = new DocStore({ x: 0 });
    for (let i = 1; i <= 5; i++)
      s.apply({ label: "drag", ops: [{ t: "set", path: ["x"], value: i }], merge: "drag" });
    expect(s.history().undo).toEqual(["drag"]);
    s.seal();
    s.apply({ label: "drag", ops: [{ t: "set", path: ["x"], value: 9 }], merge: "drag" });
    expect(s.history().undo).toEqual(["drag", "drag"]);
    s.undo();
    expect(s.state.x).toBe(5);
    s.undo();
    expect(s.state.x).toBe(0);
    s.redo();
    expect(s.state.x).toBe(5);
  });

  it("an empty command changes nothing and records nothing", () => {
    const s = new DocStore({ x: 0 });
    expect(s.apply({ label: "nothing", ops: [] })).toBe(false);
    expect(s.canUndo()).toBe(false);
  });

  it("keeps diffs, not snapshots: an undo step holds only the changed value", () => {
    const big = { xs: Array.from({ length: 1000 }, (_, i) => i), y: 0 };
    const s = new DocStore(big);
    s.apply({ label: "y", ops: [{ t: "set", path: ["y"], value: 1 }] });
    const entry = (s as unknown as { undoStack: { inverse: unknown[] }[] }).undoStack[0];
    expect(JSON.stringify(entry?.inverse).length).toBeLessThan(100);
    expect(s.state.xs).toBe(big.xs); // structural sharing
  });

  it("notifies listeners with the kind of change", () => {
    const s = new DocStore({ x: 0 });
    const seen: string[] = [];
    const off = s.subscribe((_, c) => seen.push(`${c.kind}:${c.label}`));
    s.apply({ label: "a", ops: [{ t: "set", path: ["x"], value: 1 }] });
    s.undo();
    s.redo();
    s.reset({ x: 5 }, "Open");
    off();
    s.undo();
    expect(seen).toEqual(["do:a", "undo:a", "redo:a", "reset:Open"]);
    expect(s.canUndo()).toBe(false);
  });
});
