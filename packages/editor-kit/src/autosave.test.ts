/**
 * Issue 31 §1 (lost work after a reload), on the kit's store and autosave logic: a restored
 * autosave whose changes were never exported or published counts as unsaved; replacing it (New,
 * Open…, Import, Open from server — all `openDocument`) asks first and keeps it as the "previous"
 * document, which a second reload still offers. A "reload" here is what the host does on page
 * load: `restoreAutosave` from the same storage and a new controller on it.
 */
import { describe, expect, it } from "vitest";
import { EditorController, restoreAutosave } from "./controller.js";
import { DocStore } from "./doc/store.js";
import { importDocument } from "./files.js";
import type { KitDoc } from "./model/doc.js";
import { type DocStorage, memoryStorage } from "./storage.js";
import { blockDoc, Driver, TEST_PLUGIN } from "./testing.js";

const VIEWPORT = { width: 1000, height: 800 };

/** The host's page load: the autosave if there is one (unsaved as it says), else `fallback`. */
function reload(storage: DocStorage, fallback: KitDoc = blockDoc()): EditorController {
  const r = restoreAutosave(TEST_PLUGIN, storage);
  const ctl = new EditorController({
    plugin: TEST_PLUGIN,
    doc: r?.doc ?? fallback,
    storage,
    viewport: VIEWPORT,
    unsaved: r?.unsaved ?? false,
  });
  ctl.setViewport(VIEWPORT);
  return ctl;
}

/** Edits like a person: selects district a and deletes it (3 districts left). */
function editAndLeave(ctl: EditorController): void {
  const d = new Driver(ctl);
  d.click([50, 50]);
  d.key("Delete");
  expect(ctl.doc.spaces).toHaveLength(3);
  ctl.saveNow(); // pagehide
}

describe("DocStore.markUnsaved", () => {
  it("§1 a document marked unsaved is dirty without any edit, until markClean or reset", () => {
    const s = new DocStore({ n: 1 });
    expect(s.isDirty()).toBe(false);
    s.markUnsaved();
    expect(s.isDirty()).toBe(true);
    // An edit and its undo leave it unsaved: it was never saved.
    s.apply({ label: "n", ops: [{ t: "set", path: ["n"], value: 2 }] });
    s.undo();
    expect(s.isDirty()).toBe(true);
    s.markClean();
    expect(s.isDirty()).toBe(false);
    s.markUnsaved();
    s.reset({ n: 3 });
    expect(s.isDirty()).toBe(false);
  });
});

describe("issue 31 §1: a restored autosave is unsaved work", () => {
  it("§1 edit, reload, Open… asks; Replace keeps the edit as previous; a second reload still recovers it", () => {
    const storage = memoryStorage();
    editAndLeave(reload(storage));

    // Reload: the autosave comes back and counts as unsaved.
    expect(restoreAutosave(TEST_PLUGIN, storage)?.unsaved).toBe(true);
    const second = reload(storage);
    expect(second.doc.spaces).toHaveLength(3);
    expect(second.store.isDirty()).toBe(true);

    // Open… the shipped map: the editor asks first.
    expect(second.openDocument(blockDoc(), "Opened the shipped Block")).toBe(false);
    expect(second.dialog).toMatchObject({ kind: "replace", label: "Opened the shipped Block" });
    expect(second.doc.spaces).toHaveLength(3);
    second.confirmReplace();
    expect(second.doc.spaces).toHaveLength(4);
    second.saveNow();

    // A second reload: the opened map is clean, and the edit is still there to recover.
    const third = reload(storage);
    expect(third.doc.spaces).toHaveLength(4);
    expect(third.store.isDirty()).toBe(false);
    const previous = storage.loadPrevious();
    expect((previous?.map as { spaces: unknown[] } | undefined)?.spaces).toHaveLength(3);

    // Recover previous: the recovered map is unsaved work again, so replacing it asks.
    const r = importDocument(TEST_PLUGIN, previous?.map);
    if (!r.ok) throw new Error("previous does not read");
    expect(third.openDocument(r.doc, "Recovered", false, true)).toBe(true);
    expect(third.doc.spaces).toHaveLength(3);
    expect(third.store.isDirty()).toBe(true);
    expect(third.openDocument(TEST_PLUGIN.emptyDoc(), "New empty map")).toBe(false);
    third.closeDialog();
    third.saveNow();
    expect(reload(storage).store.isDirty()).toBe(true);
  });

  it("§1 an export or publish (markSaved) is kept at once: after a reload the map is not unsaved and Open… does not ask", () => {
    const storage = memoryStorage();
    const ctl = reload(storage);
    editAndLeave(ctl);
    ctl.markSaved();
    expect(storage.load()?.unsaved).toBe(false);
    const again = reload(storage);
    expect(again.doc.spaces).toHaveLength(3);
    expect(again.store.isDirty()).toBe(false);
    expect(again.openDocument(blockDoc(), "Opened the shipped Block")).toBe(true);
  });

  it("§1 an autosave written before the flag existed counts as unsaved", () => {
    const storage = memoryStorage();
    const ctl = reload(storage);
    editAndLeave(ctl);
    const old = storage.load();
    // What an older editor wrote: no `unsaved` field.
    const legacy: DocStorage = { ...storage, load: () => ({ map: old?.map, savedAt: old?.savedAt ?? "" }) };
    expect(restoreAutosave(TEST_PLUGIN, legacy)?.unsaved).toBe(true);
    expect(reload(legacy).openDocument(blockDoc(), "Open")).toBe(false);
  });

  it("§1 an autosave that no longer reads is not restored", () => {
    const storage = memoryStorage();
    storage.save({ nonsense: true });
    expect(restoreAutosave(TEST_PLUGIN, storage)).toBeNull();
    expect(restoreAutosave(TEST_PLUGIN, null)).toBeNull();
  });
});
