/**
 * Autosave to the browser, per game: the document after every change (in the game's own format,
 * read back through the game's parser so a corrupt entry is ignored rather than trusted), the
 * document a New/Open/Import replaced (so it stays recoverable after a reload), the background
 * layer and the play server's address.
 */

/** A saved document with when it was saved. */
export interface Saved<M> {
  map: M;
  savedAt: string;
  /**
   * The autosaved document had changes not yet exported or published (issue 31 §1). Absent in
   * autosaves written before the flag existed: those count as unsaved, so nothing is replaced
   * without asking.
   */
  unsaved?: boolean;
}

/** Where an editor keeps its work between visits. */
export interface DocStorage {
  /** The autosaved document, as raw JSON value (the caller parses it). */
  load(): Saved<unknown> | null;
  /** `unsaved`: the document has changes not yet exported or published. */
  save(map: unknown, unsaved?: boolean): void;
  /** The document the last New/Open/Import replaced. */
  loadPrevious(): Saved<unknown> | null;
  savePrevious(map: unknown): void;
  loadJson<T>(what: string): T | null;
  /** false when the browser refused (too large). `null` removes it. */
  saveJson(what: string, value: unknown): boolean;
}

const read = (key: string): unknown => {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
};
const write = (key: string, value: unknown): boolean => {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
};

/** The autosave key of a game's document. */
export const docKey = (gameId: string): string => `pudding-editor:${gameId}:doc:v1`;

/**
 * localStorage under `pudding-editor:<game>:…`. `legacyDocKey`: an older key whose document is
 * read once when the game's own key is empty (the editor's first, single-game format).
 */
export function browserStorage(gameId: string, legacyDocKey?: string): DocStorage {
  const key = (what: string) => `pudding-editor:${gameId}:${what}:v1`;
  const saved = (k: string): Saved<unknown> | null => {
    const v = read(k) as Saved<unknown> | null;
    return v && typeof v === "object" && "map" in v ? v : null;
  };
  return {
    load: () => saved(key("doc")) ?? (legacyDocKey ? saved(legacyDocKey) : null),
    save: (map, unsaved = true) => {
      write(key("doc"), { savedAt: new Date().toISOString(), map, unsaved });
    },
    loadPrevious: () => saved(key("previous")),
    savePrevious: (map) => {
      write(key("previous"), { savedAt: new Date().toISOString(), map });
    },
    loadJson: <T>(what: string) => read(key(what)) as T | null,
    saveJson: (what, value) => write(key(what), value),
  };
}

/** A storage that keeps everything in memory (tests, stories). */
export function memoryStorage(): DocStorage {
  const m = new Map<string, unknown>();
  return {
    load: () => (m.get("doc") as Saved<unknown>) ?? null,
    save: (map, unsaved = true) => void m.set("doc", { savedAt: new Date(0).toISOString(), map, unsaved }),
    loadPrevious: () => (m.get("previous") as Saved<unknown>) ?? null,
    savePrevious: (map) => void m.set("previous", { savedAt: new Date(0).toISOString(), map }),
    loadJson: <T>(what: string) => (m.get(`json:${what}`) as T) ?? null,
    saveJson: (what, value) => {
      if (value === null) m.delete(`json:${what}`);
      else m.set(`json:${what}`, value);
      return true;
    },
  };
}
