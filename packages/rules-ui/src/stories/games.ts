/**
 * The games the stories and browser tests show, taken from the registry as a host takes them: The
 * Great Fire with its Rules-workspace plug-ins (`@pudding/games/rules-ui`), and the toy game Claims.
 * Story and test files only: the package's source never imports a game or the registry.
 */
import type { AnyGameModule } from "@pudding/engine";
import { CLAIMS, GREAT_FIRE_1666 } from "@pudding/games";
import { RULES_UIS } from "@pudding/games/rules-ui";
import type { RulesUiPlugin } from "../plugins.js";

/** The games, The Great Fire first. */
export const GAMES: readonly AnyGameModule[] = [GREAT_FIRE_1666, CLAIMS];

/** UI plug-ins by game id (checked here against the workspace's plug-in type). */
export const PLUGINS: Record<string, RulesUiPlugin> = { "great-fire-1666": RULES_UIS["great-fire-1666"] };

export { CLAIMS, GREAT_FIRE_1666 };
