/**
 * The lab's tests take their games from the registry, as a host does: The Great Fire and the toy
 * game. Worker threads import this file by URL (`REGISTRY`).
 */
import type { AnyGameModule } from "@pudding/engine";
import { CLAIMS, GREAT_FIRE_1666 } from "@pudding/games";

/** Every game the tests play. */
export const GAMES: readonly AnyGameModule[] = [GREAT_FIRE_1666, CLAIMS];

/** A game by id, like the registry's. */
export function gameById(id: string): AnyGameModule | undefined {
  return GAMES.find((g) => g.id === id);
}

/** This module as a registry specifier for worker threads. */
export const REGISTRY = new URL("./games.ts", import.meta.url).href;
