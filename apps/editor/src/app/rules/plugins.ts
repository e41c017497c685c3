/**
 * The Rules workspace's games and their UI plug-ins: every game of the registry (test games last);
 * The Great Fire brings its Intensity grid and lab charts, Small World Underground its race/power
 * pools, die and per-race lab charts, The Brigade its track and data-set widgets and lab charts (all
 * from `@pudding/games/rules-ui`); the others get the generated form and the generic charts.
 */
import type { AnyGameModule } from "@pudding/engine";
import { DEFAULT_GAME, GAMES, TEST_GAMES } from "@pudding/games";
import { RULES_UIS } from "@pudding/games/rules-ui";
import type { RulesUiPlugin } from "@pudding/rules-ui";

/** Rules-workspace plug-ins by game id (the registry's, checked here against the workspace's type). */
export const RULES_PLUGINS: Readonly<Record<string, RulesUiPlugin>> = RULES_UIS;

/** A game the Rules workspace offers. */
export interface RulesGame {
  game: AnyGameModule;
  test: boolean;
}

/** The registry's games, test games last. */
export const RULES_GAMES: readonly RulesGame[] = GAMES.map((game) => ({
  game,
  test: TEST_GAMES.includes(game.id),
})).sort((a, b) => Number(a.test) - Number(b.test));

/** The game shown first. */
export { DEFAULT_GAME };
