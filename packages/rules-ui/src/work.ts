/**
 * The rule set being edited, as one document with a history (issue 32 §1: changes were lost on
 * reload or when switching game, and nothing could be undone). The work — preset, draft and name —
 * lives in the editor kit's `DocStore` (every change a command, undo/redo of its inverse), and is
 * autosaved per game in the browser with the point it was last clean at (picked, loaded, saved,
 * exported, published), so a reload brings it back exactly, still marked unsaved, and one Undo
 * returns to that clean point.
 */

import { DocStore } from "@pudding/editor-kit/history";
import type { AnyGameModule } from "@pudding/engine";
import { canonical, type Draft, type KeyValueStore, presetById } from "./model.js";

/** The rule set being edited: the preset it started from, the draft (possibly invalid) and its name. */
export interface Work {
  preset: string;
  draft: Draft;
  name: string;
}

/** What the browser keeps per game. */
interface KeptWork {
  v: 1;
  work: Work;
  clean: Work;
  at: string;
}

/** The storage key of a game's autosaved work (one entry per game, so switching game loses nothing). */
export const workKey = (gameId: string): string => `pudding-lane.rules.work.v1:${gameId}`;

function isWork(module: AnyGameModule, x: unknown): x is Work {
  if (!x || typeof x !== "object") return false;
  const w = x as Record<string, unknown>;
  return (
    typeof w.preset === "string" &&
    !!presetById(module, w.preset) &&
    typeof w.name === "string" &&
    !!w.draft &&
    typeof w.draft === "object" &&
    !Array.isArray(w.draft)
  );
}

/** A game's autosaved work and its clean point, or null (none, another shape, or a preset the game no longer has). */
export function loadWork(
  store: KeyValueStore | undefined,
  module: AnyGameModule,
): { work: Work; clean: Work; at: string } | null {
  let raw: unknown;
  try {
    raw = JSON.parse(store?.getItem(workKey(module.id)) ?? "null");
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const k = raw as Partial<KeptWork>;
  if (k.v !== 1 || !isWork(module, k.work)) return null;
  return { work: k.work, clean: isWork(module, k.clean) ? k.clean : k.work, at: String(k.at ?? "") };
}

/** Keeps a game's work; false when the browser refused (full or disabled storage). */
export function saveWork(
  store: KeyValueStore | undefined,
  module: AnyGameModule,
  work: Work,
  clean: Work,
  at: string,
): boolean {
  if (!store) return false;
  try {
    store.setItem(workKey(module.id), JSON.stringify({ v: 1, work, clean, at } satisfies KeptWork));
    return true;
  } catch {
    return false;
  }
}

/** Are two pieces of work the same rule set under the same name and preset? */
export const sameWork = (a: Work, b: Work): boolean => canonical(a) === canonical(b);

/**
 * The work's history: a kit `DocStore` opened on the clean point, with the kept work (when it
 * differs) applied as one step, so Undo after a reload returns to where the work was last clean.
 */
export function openWork(clean: Work, work: Work, restoredLabel: string): DocStore<Work> {
  const store = new DocStore<Work>(clean);
  if (!sameWork(clean, work))
    store.apply({ label: restoredLabel, ops: [{ t: "set", path: [], value: work }] });
  return store;
}

/** What a change to the work is called in the history (Undo "Wild fire"). */
export type WorkChange =
  | { kind: "option"; key: string; label: string; value: unknown; draft: Draft }
  | { kind: "name"; label: string; name: string }
  | { kind: "replace"; label: string; work: Work };

/**
 * Applies a change as one command: an option's new draft (typing in one control folds into one
 * step, by its key), the name (folded likewise), or the whole work (a preset, a saved set, an import).
 */
export function applyChange(store: DocStore<Work>, c: WorkChange): boolean {
  switch (c.kind) {
    case "option":
      return store.apply({
        label: c.label,
        merge: `option:${c.key}`,
        ops: [{ t: "set", path: ["draft"], value: c.draft }],
      });
    case "name":
      return store.apply({
        label: c.label,
        merge: "name",
        ops: [{ t: "set", path: ["name"], value: c.name }],
      });
    case "replace":
      return store.apply({ label: c.label, ops: [{ t: "set", path: [], value: c.work }] });
  }
}
