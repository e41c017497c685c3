/**
 * @pudding/games/rules-ui — each game's plug-ins for the Rules workspace and the balance lab (widgets
 * for its own option shapes, its own lab charts), by game id. Hosts of `@pudding/rules-ui` take them
 * from here: the editor's Rules workspace, and rules-ui's own stories and test page. A game absent
 * from this list still gets the generated form and the generic charts.
 *
 * Each UI package declares the plug-in shapes structurally (it does not depend on `@pudding/rules-ui`),
 * so the values are typed by their packages; a host checks them against `RulesUiPlugin`.
 */
import { GREAT_FIRE_RULES_UI } from "@pudding/great-fire-ui/rules";
import { SWU_RULES_UI } from "@pudding/small-world-underground-ui/rules";
import { BRIGADE_RULES_UI } from "@pudding/the-brigade-ui/rules";

/** Rules-workspace plug-ins by game id. */
export const RULES_UIS = {
  "great-fire-1666": GREAT_FIRE_RULES_UI,
  "small-world-underground": SWU_RULES_UI,
  "the-brigade": BRIGADE_RULES_UI,
} as const;
