/**
 * Autosave to the browser: the document after every change (debounced by the caller) and the
 * background layer, so a crash or a reload loses nothing. A stored document is read back through
 * the same `importMap` as a file, so a corrupt entry is ignored rather than trusted.
 */
import type { EditorMap } from "../doc/commands";
import { importMap } from "./files";

export const DOC_KEY = "pudding-editor:doc:v1";
export const BACKGROUND_KEY = "pudding-editor:background:v1";
export const SERVER_KEY = "pudding-editor:server:v1";

/** Where the play server is (default the local play app). */
export const DEFAULT_SERVER = "http://localhost:3000";

export function saveDoc(map: EditorMap): void {
  try {
    localStorage.setItem(DOC_KEY, JSON.stringify({ savedAt: new Date().toISOString(), map }));
  } catch {
    // Storage full or disabled: nothing else to do in the browser.
  }
}

export function loadDoc(): { map: EditorMap; savedAt: string } | null {
  try {
    const raw = localStorage.getItem(DOC_KEY);
    if (!raw) return null;
    const { savedAt, map } = JSON.parse(raw) as { savedAt: string; map: unknown };
    const r = importMap(map);
    return r.ok ? { map: r.map, savedAt } : null;
  } catch {
    return null;
  }
}

export function saveJson(key: string, value: unknown): boolean {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function loadJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
