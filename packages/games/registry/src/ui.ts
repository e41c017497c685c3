/**
 * @pudding/games/ui — the client-side entry of the registry: each game's UI package, loaded lazily
 * by game id, so a host (apps/play) downloads only the UI of the game on its table. A game absent
 * from this list is still playable: the host falls back to the generic spaces and choice chips.
 * Only hosts import this entry; servers, workers and the CLI use the main entry.
 *
 * The loaders resolve to `@pudding/board-ui`'s `GameUi` plug-ins (each UI package types its own).
 * The specifiers are written `"…" as string` so that this package's typecheck (Node types, no JSX)
 * does not compile the UI packages' React sources; bundlers see plain `import("…")` calls and split
 * each UI into its own chunk.
 */

/** What a UI loader resolves to: a game UI plug-in (`GameUi` of `@pudding/board-ui`). */
export interface LoadedGameUi {
  /** The module id it draws. */
  readonly id: string;
}

/** Game id → a lazy loader of its UI plug-in. */
export const GAME_UIS: Readonly<Record<string, () => Promise<LoadedGameUi>>> = {
  "great-fire-1666": () =>
    import("@pudding/great-fire-ui/table" as string).then(
      (m: { GREAT_FIRE_UI: LoadedGameUi }) => m.GREAT_FIRE_UI,
    ),
  "the-brigade": () =>
    import("@pudding/the-brigade-ui/table" as string).then((m: { BRIGADE_UI: LoadedGameUi }) => m.BRIGADE_UI),
  "small-world-underground": () =>
    import("@pudding/small-world-underground-ui/table" as string).then(
      (m: { SWU_UI: LoadedGameUi }) => m.SWU_UI,
    ),
};

/** Whether a game has a UI package. */
export const hasGameUi = (id: string): boolean => Object.hasOwn(GAME_UIS, id);

/**
 * The UI plug-in of a game, or null when it has none or it failed to load (the generic table then
 * plays the game).
 */
export async function loadGameUi(id: string): Promise<LoadedGameUi | null> {
  const load = Object.hasOwn(GAME_UIS, id) ? GAME_UIS[id] : undefined;
  if (!load) return null;
  try {
    return await load();
  } catch {
    return null;
  }
}

/**
 * The games with a rules reference (`@pudding/games/reference`, shown at `/rules/<game>`), so a host
 * links a rule message's § only where the reference exists — without loading the references.
 */
export const RULES_REFERENCE_GAMES: readonly string[] = [
  "great-fire-1666",
  "small-world-underground",
  "the-brigade",
];
