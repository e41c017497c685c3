/**
 * The Rules workspace's games and their UI plug-ins: every game of the registry (test games last);
 * The Great Fire brings its Intensity grid and lab charts (`@pudding/great-fire-ui`), Small World
 * Underground its race/power pools, die and per-race lab charts, The Brigade its track and data-set
 * widgets and lab charts (`@pudding/the-brigade-ui/rules`), the others get
 * the generated form and the generic charts.
 */
import type { AnyGameModule } from "@pudding/engine";
import { DEFAULT_GAME, GAMES, TEST_GAMES } from "@pudding/games";
import { GREAT_FIRE_RULES_UI } from "@pudding/great-fire-ui";
import type { RulesUiPlugin } from "@pudding/rules-ui";
import { SWU_RULES_UI } from "@pudding/small-world-underground-ui/rules";
import { BRIGADE_RULES_UI } from "@pudding/the-brigade-ui/rules";

/** Rules-workspace plug-ins by game id. */
export const RULES_PLUGINS: Readonly<Record<string, RulesUiPlugin>> = {
  "great-fire-1666": GREAT_FIRE_RULES_UI,
  "the-brigade": BRIGADE_RULES_UI,
  "small-world-underground": SWU_RULES_UI,
};

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
