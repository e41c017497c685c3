/**
 * The rule set being edited is kept per game and undoable (issue 32 §1): work autosaved for one game
 * never shows for another, a reload opens it still unsaved with one Undo back to the clean point,
 * typing in one control is one undo step, and every change undoes and redoes.
 */
import { CLAIMS, GREAT_FIRE_1666 } from "@pudding/games";
import { describe, expect, it } from "vitest";
import { presetRules, setAt } from "./model.js";
import { applyChange, loadWork, openWork, sameWork, saveWork, type Work, workKey } from "./work.js";

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

const base: Work = { preset: "italian-base", draft: presetRules(GREAT_FIRE_1666, "italian-base"), name: "" };
const edited: Work = { ...base, draft: setAt(base.draft, "wildFire", true), name: "Wild" };

describe("autosaved work (issue 32 §1)", () => {
  it("is kept per game: The Great Fire's work never shows for Claims", () => {
    const store = memory();
    expect(saveWork(store, GREAT_FIRE_1666, edited, base, "2026-11-28T10:00:00Z")).toBe(true);
    expect(loadWork(store, GREAT_FIRE_1666)).toEqual({
      work: edited,
      clean: base,
      at: "2026-11-28T10:00:00Z",
    });
    expect(loadWork(store, CLAIMS)).toBeNull();
    expect([...store.m.keys()]).toEqual([workKey("great-fire-1666")]);
  });

  it("refuses kept work whose preset the game no longer has, or that is not JSON", () => {
    const store = memory();
    store.setItem(
      workKey("great-fire-1666"),
      JSON.stringify({ v: 1, work: { ...edited, preset: "gone" }, clean: base }),
    );
    expect(loadWork(store, GREAT_FIRE_1666)).toBeNull();
    store.setItem(workKey("great-fire-1666"), "{");
    expect(loadWork(store, GREAT_FIRE_1666)).toBeNull();
  });

  it("says false when the browser refuses to keep it (full storage), never throws", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(saveWork(full, GREAT_FIRE_1666, edited, base, "")).toBe(false);
  });

  it("reopens unsaved work as one step above the clean point", () => {
    const h = openWork(base, edited, "Work brought back");
    expect(h.state).toEqual(edited);
    expect(h.undoLabel()).toBe("Work brought back");
    expect(h.undo()).toBe(true);
    expect(sameWork(h.state, base)).toBe(true);
    expect(openWork(base, base, "x").canUndo()).toBe(false);
  });

  it("folds typing in one control into one step; another control starts a new one; undo and redo walk them", () => {
    const h = openWork(base, base, "x");
    for (const v of [1, 12]) {
      const draft = setAt(h.state.draft, "handSize", v);
      applyChange(h, { kind: "option", key: "handSize", label: "Hand size", value: v, draft });
    }
    applyChange(h, {
      kind: "option",
      key: "wildFire",
      label: "Wild fire",
      value: true,
      draft: setAt(h.state.draft, "wildFire", true),
    });
    applyChange(h, { kind: "name", label: "Name", name: "L" });
    applyChange(h, { kind: "name", label: "Name", name: "Lo" });
    expect(h.history().undo).toEqual(["Hand size", "Wild fire", "Name"]);
    expect(h.state).toMatchObject({ name: "Lo", draft: { handSize: 12, wildFire: true } });
    h.undo();
    h.undo();
    expect(h.state.name).toBe("");
    expect(h.state.draft.wildFire).toBe(base.draft.wildFire);
    expect(h.state.draft.handSize).toBe(12);
    h.redo();
    expect(h.state.draft.wildFire).toBe(true);
    h.undo();
    h.undo();
    expect(sameWork(h.state, base)).toBe(true);
    // A whole replacement (a preset, a saved set, an import) is one step too.
    applyChange(h, {
      kind: "replace",
      label: "Start from Long",
      work: { ...base, preset: "long", draft: presetRules(GREAT_FIRE_1666, "long") },
    });
    expect(h.state.preset).toBe("long");
    h.undo();
    expect(h.state.preset).toBe("italian-base");
  });
});
