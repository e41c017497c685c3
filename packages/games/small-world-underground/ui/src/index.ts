/**
 * @pudding/small-world-underground-ui — Small World Underground's UI plug-ins: `table/` (the map,
 * pieces, panels and `SWU_UI` for the play app), `editor/` (`SWU_EDITOR` for the map editor) and
 * `rules/` (`SWU_RULES_UI`: Rules workspace widgets and lab charts). Each has its own entry point.
 */

export { SWU_MESSAGES, SWU_NS } from "./messages.js";
export * from "./table/index.js";
