/**
 * Where the lab finds a game by id. The lab never imports a game: the host supplies the lookup — in
 * this thread a list of modules or a registry (`{ gameById }`), in a worker the registry module it
 * imports (Node worker threads) or the games the host's worker file passes (Web Workers).
 */
import type { AnyGameModule } from "@pudding/engine";

/** A registry of games, e.g. the `@pudding/games` module itself. */
export interface GameLookup {
  gameById(id: string): AnyGameModule | undefined;
}

/** Games as a host hands them to the lab: a registry or a plain list of modules. */
export type GameSource = GameLookup | readonly AnyGameModule[];

/** The module with this id, or undefined. */
export function findGame(source: GameSource, id: string): AnyGameModule | undefined {
  if (Array.isArray(source)) return (source as readonly AnyGameModule[]).find((g) => g.id === id);
  return (source as GameLookup).gameById(id);
}

/** Ids of the games a source holds, when it can list them (for error messages). */
export function gameIds(source: GameSource): string[] | undefined {
  if (Array.isArray(source)) return (source as readonly AnyGameModule[]).map((g) => g.id);
  const games = (source as { GAMES?: readonly AnyGameModule[] }).GAMES;
  return Array.isArray(games) ? games.map((g) => g.id) : undefined;
}

/**
 * The games of an imported registry module (a namespace with `gameById`, or a `GAMES`/`games` list,
 * or a default export of either). Throws when the module holds no games.
 */
export function gamesOfModule(ns: unknown): GameSource {
  const candidates = [ns, (ns as { default?: unknown } | null)?.default];
  for (const c of candidates) {
    if (!c || typeof c !== "object") continue;
    const o = c as { gameById?: unknown; GAMES?: unknown; games?: unknown };
    if (typeof o.gameById === "function") return o as GameLookup;
    if (Array.isArray(o.GAMES)) return o.GAMES as AnyGameModule[];
    if (Array.isArray(o.games)) return o.games as AnyGameModule[];
    if (Array.isArray(c)) return c as AnyGameModule[];
  }
  throw new Error("the registry module exports no games (expected gameById, GAMES or games)");
}
