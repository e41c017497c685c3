/** The undo check's pieces that need no server (issue 20): its value comparison. */
import { canonical } from "@pudding/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameValue } from "./undo.js";

describe("undo · sameValue (the reveal check compares views without serialising them)", () => {
  it("agrees with comparing JSON text (keys in any order) for any two JSON values", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(sameValue(a, b)).toBe(canonical(a) === canonical(b));
        expect(sameValue(a, a)).toBe(true);
        expect(sameValue(a, structuredClone(a))).toBe(true);
      }),
      { numRuns: 2000, seed: 20 },
    );
  });
  it("tells apart what differs deep down, by a key, a length or a type", () => {
    const view = { hand: [{ id: 3, kind: "wind" }], board: { a: [1, 2], b: null } };
    expect(sameValue(view, { hand: [{ id: 3, kind: "wind" }], board: { a: [1, 2], b: null } })).toBe(true);
    expect(sameValue(view, { hand: [{ id: 3, kind: "fire" }], board: { a: [1, 2], b: null } })).toBe(false);
    expect(sameValue(view, { hand: [{ id: 3, kind: "wind" }], board: { a: [1, 2, 3], b: null } })).toBe(
      false,
    );
    expect(sameValue(view, { hand: [{ id: 3, kind: "wind" }], board: { a: [1, 2] } })).toBe(false);
    expect(sameValue({ a: [] }, { a: {} })).toBe(false);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true); // as JSON: undefined keys vanish
  });
});
