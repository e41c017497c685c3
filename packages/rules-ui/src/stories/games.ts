/**
 * The games the stories and browser tests show, as a host would take them from `@pudding/games`:
 * The Great Fire (with its UI plug-ins from `@pudding/great-fire-ui`'s rules/, aliased by the Vite
 * and TypeScript configs — a package dependency would close a cycle through the registry) and the
 * toy game Claims. Story and test files only: the package's source never imports a game.
 */
import { type AnyGameModule, CLAIMS } from "@pudding/engine";
import { GREAT_FIRE_1666 } from "@pudding/great-fire";
import { GREAT_FIRE_RULES_UI } from "@pudding/great-fire-ui/rules";
import type { RulesUiPlugin } from "../plugins.js";

/** The games, The Great Fire first. */
export const GAMES: readonly AnyGameModule[] = [GREAT_FIRE_1666, CLAIMS];

/** UI plug-ins by game id (checked here against the workspace's plug-in type). */
export const PLUGINS: Record<string, RulesUiPlugin> = { [GREAT_FIRE_1666.id]: GREAT_FIRE_RULES_UI };

export { CLAIMS, GREAT_FIRE_1666 };
