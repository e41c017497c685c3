/**
 * Stories and the test page show The Great Fire with its UI plug-ins from `@pudding/great-fire-ui`'s
 * rules/. A package dependency would close a cycle (the registry depends on the game's UI package,
 * and the bots' tests on the registry), so Vite resolves the subpath to the source directly, as
 * `tsconfig.json`'s `paths` does for the type checker.
 */
import { fileURLToPath } from "node:url";

export const GREAT_FIRE_UI_ALIAS = {
  "@pudding/great-fire-ui/rules": fileURLToPath(
    new URL("../../games/great-fire-1666/ui/src/rules/index.ts", import.meta.url),
  ),
};
