/**
 * Which games the map editor can edit, and with which plug-in: The Great Fire and Small World
 * Underground bring their own (`GREAT_FIRE_EDITOR`, `SWU_EDITOR` in their UI packages); any other game of the registry whose map
 * profile the kit can read (grid layouts: the toy game) gets a plug-in inferred from its profile,
 * with no code of its own.
 */

import { type AnyPlugin, inferPlugin } from "@pudding/editor-kit";
import type { AnyGameModule } from "@pudding/engine";
import { DEFAULT_GAME, GAMES, TEST_GAMES } from "@pudding/games";
import { GREAT_FIRE_EDITOR } from "@pudding/great-fire-ui";
import { SWU_EDITOR } from "@pudding/small-world-underground-ui/editor";
import { BRIGADE_EDITOR } from "@pudding/the-brigade-ui/editor";

/** Game plug-ins written for the editor, by game id. */
const PLUGINS: Record<string, AnyPlugin> = {
  [GREAT_FIRE_EDITOR.gameId]: GREAT_FIRE_EDITOR,
  [SWU_EDITOR.gameId]: SWU_EDITOR,
};
PLUGINS[BRIGADE_EDITOR.gameId] = BRIGADE_EDITOR;

/** A game the editor offers. */
export interface EditableGame {
  game: AnyGameModule;
  plugin: AnyPlugin;
  test: boolean;
}

/** The games with an editor, the registry's order (test games last). */
export const EDITABLE: readonly EditableGame[] = GAMES.flatMap((game) => {
  const plugin = PLUGINS[game.id] ?? inferPlugin(game);
  return plugin ? [{ game, plugin, test: TEST_GAMES.includes(game.id) }] : [];
}).sort((a, b) => Number(a.test) - Number(b.test));

/** The registry's games without an editor yet (their editors come later on the kit). */
export const NOT_EDITABLE: readonly AnyGameModule[] = GAMES.filter(
  (g) => !EDITABLE.some((e) => e.game.id === g.id),
);

/** The editable game with this id, else the default game. */
export function editableGame(id: string | null): EditableGame {
  return (EDITABLE.find((e) => e.game.id === id) ??
    EDITABLE.find((e) => e.game.id === DEFAULT_GAME) ??
    EDITABLE[0]) as EditableGame;
}
