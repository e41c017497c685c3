/**
 * Browser-kept settings shared by the Map and Rules workspaces: the play server's address and the
 * owner tokens of the maps this browser published (needed to publish new versions of them). Each
 * game's document, its replaced document and its background are kept by the editor kit's
 * `browserStorage` under `pudding-editor:<game>:…`.
 */

export const SERVER_KEY = "pudding-editor:server:v1";
export const OWNERS_KEY = "pudding-editor:owners:v1";
/** The editor's first, single-game autosave key (read once for The Great Fire). */
export const LEGACY_DOC_KEY = "pudding-editor:doc:v1";

/** Where the play server is (default the local play app). */
export const DEFAULT_SERVER = "http://localhost:3000";

/** Writes a JSON value (`null` removes it); false when the browser refused. */
export function saveJson(key: string, value: unknown): boolean {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Reads a JSON value, or null. */
export function loadJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
