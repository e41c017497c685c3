/**
 * Issue 31 §3: the River list is finished from the UI. Each shipped cavern with its River list
 * emptied (what a designer has after drawing the River regions) reaches no River problem through
 * what the editor offers: the problem's fix, or the region panel's "In the River" toggle clicked
 * on each River region in any order (then the order fix when the toggles left it out of order).
 */
import { EditorController, type KitDoc, type Problem } from "@pudding/editor-kit";
import { SWU_MAPS, type SwuMap } from "@pudding/small-world-underground";
import { describe, expect, it } from "vitest";
import { riverOf, toDoc } from "./adapter.js";
import { SWU_EDITOR } from "./plugin.js";
import { moveInRiver, riverPath, setInRiver } from "./river.js";

const maps = Object.values(SWU_MAPS) as SwuMap[];

const withoutRiver = (map: SwuMap): KitDoc => {
  const doc = toDoc(map);
  return { ...doc, records: { ...doc.records, river: [] } };
};
const controller = (doc: KitDoc) =>
  new EditorController({ plugin: SWU_EDITOR, doc, viewport: { width: 1000, height: 800 } });
const riverProblems = (ctl: EditorController): Problem[] =>
  ctl.problems().filter((p) => p.code?.startsWith("river") || p.path.startsWith("river"));
const sameRiver = (got: string[], want: string[]) => expect([got, [...got].reverse()]).toContainEqual(want);

describe("issue 31 §3: the River list from the UI", () => {
  for (const map of maps)
    it(`§21.4 ${map.id}: the emptied River list is offered a fix; one click lists the River in order, no River problem left`, () => {
      const ctl = controller(withoutRiver(map));
      const missing = ctl.problems().filter((p) => p.code === "river-missing");
      expect(missing.length).toBe(map.river.length);
      expect(missing[0]?.message).toMatch(/is missing from the River list/);
      const fix = ctl.fixOf(missing[0] as Problem);
      expect(fix?.label).toBe("Add the missing River regions to the River list");
      expect(ctl.fix(missing[0] as Problem)).toBe(true);
      expect(riverProblems(ctl)).toEqual([]);
      sameRiver(riverOf(ctl.doc), map.river);
      // One undo step takes it back.
      ctl.undo();
      expect(riverOf(ctl.doc)).toEqual([]);
    });

  for (const map of maps)
    it(`§21.4 ${map.id}: "In the River" on each River region, last to first, lists them where they border the River`, () => {
      const ctl = controller(withoutRiver(map));
      for (const id of [...map.river].reverse()) ctl.run((d) => setInRiver(d, id, true));
      expect(ctl.problems().filter((p) => p.code === "river-missing")).toEqual([]);
      // Toggled in any order the list may need the order fix; it is offered until none is left.
      for (let k = 0; k < 3 && riverProblems(ctl).length; k++) {
        const p = riverProblems(ctl).find((x) => ctl.fixOf(x));
        if (!p) break;
        ctl.fix(p);
      }
      expect(riverProblems(ctl)).toEqual([]);
      sameRiver(riverOf(ctl.doc), map.river);
    });

  it("§21.4 the toggle takes a region out again; Earlier / Later move it; a non-River region shows no toggle fix", () => {
    const map = maps.find((m) => m.river.length >= 3) as SwuMap;
    const ctl = controller(toDoc(map));
    const [a, b] = map.river as [string, string];
    ctl.run((d) => setInRiver(d, a, false));
    expect(riverOf(ctl.doc)).toEqual(map.river.slice(1));
    expect(ctl.problems().some((p) => p.code === "river-missing")).toBe(true);
    ctl.run((d) => setInRiver(d, a, true));
    expect(riverOf(ctl.doc)).toEqual(map.river);
    ctl.run((d) => moveInRiver(d, b, -1));
    expect(riverOf(ctl.doc).slice(0, 2)).toEqual([b, a]);
    const order = ctl.problems().find((p) => ctl.fixOf(p));
    expect(order && ctl.fixOf(order)?.label).toBe("Put the River list in path order");
    if (order) ctl.fix(order);
    expect(riverProblems(ctl)).toEqual([]);
    expect(riverPath(ctl.doc, map.river)).not.toBeNull();
  });

  it("the fix's words follow the reader's language", () => {
    const ctl = new EditorController({
      plugin: SWU_EDITOR,
      doc: withoutRiver(maps[0] as SwuMap),
      viewport: { width: 1000, height: 800 },
      locale: "it",
    });
    const p = ctl.problems().find((x) => x.code === "river-missing") as Problem;
    expect(ctl.fixOf(p)?.label).toBe("Aggiungi all'elenco del Fiume le regioni di Fiume mancanti");
  });
});
