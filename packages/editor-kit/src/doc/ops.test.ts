import { describe, expect, it } from "vitest";
import { applyOp, applyOps, getIn } from "./ops.js";

describe("ops: set / insert / remove with inverses", () => {
  const doc = { a: { b: [1, 2, 3] }, c: "x" } as const;

  it("set returns a new document, leaves the old one alone, and its inverse restores it", () => {
    const r = applyOp(doc, { t: "set", path: ["a", "b", 1], value: 9 });
    expect(getIn(r.doc, ["a", "b"])).toEqual([1, 9, 3]);
    expect(doc.a.b).toEqual([1, 2, 3]);
    expect((r.doc as typeof doc).c).toBe("x");
    expect(applyOp(r.doc, r.inverse).doc).toEqual(doc);
  });

  it("set to undefined deletes a field and the inverse brings it back", () => {
    const r = applyOp({ x: 1, y: 2 }, { t: "set", path: ["y"], value: undefined });
    expect(r.doc).toEqual({ x: 1 });
    expect("y" in r.doc).toBe(false);
    expect(applyOp(r.doc, r.inverse).doc).toEqual({ x: 1, y: 2 });
  });

  it("insert and remove are each other's inverse", () => {
    const r = applyOp(doc, { t: "insert", path: ["a", "b"], index: 0, value: 0 });
    expect(getIn(r.doc, ["a", "b"])).toEqual([0, 1, 2, 3]);
    expect(r.inverse).toEqual({ t: "remove", path: ["a", "b"], index: 0 });
    const back = applyOp(r.doc, r.inverse);
    expect(back.doc).toEqual(doc);
    expect(back.inverse).toEqual({ t: "insert", path: ["a", "b"], index: 0, value: 0 });
  });

  it("a list of ops undoes in reverse order", () => {
    const ops = [
      { t: "insert", path: ["a", "b"], index: 3, value: 4 },
      { t: "set", path: ["a", "b", 3], value: 5 },
      { t: "remove", path: ["a", "b"], index: 0 },
    ] as const;
    const r = applyOps(doc, [...ops]);
    expect(getIn(r.doc, ["a", "b"])).toEqual([2, 3, 5]);
    expect(applyOps(r.doc, r.inverse).doc).toEqual(doc);
  });

  it("refuses an op that does not fit, naming the path", () => {
    expect(() => applyOp(doc, { t: "remove", path: ["a", "b"], index: 7 })).toThrow(
      /\.a\.b\[7\].*length is 3/,
    );
    expect(() => applyOp(doc, { t: "insert", path: ["c"], index: 0, value: 1 })).toThrow(
      /\.c: it is not a list/,
    );
    expect(() => applyOp(doc, { t: "set", path: ["zz", "q"], value: 1 })).toThrow(/parent is not an object/);
  });
});
