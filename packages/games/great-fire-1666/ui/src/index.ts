/**
 * @pudding/great-fire-ui — The Great Fire's UI plug-ins. `table/` (board layers, pieces, panels,
 * choice steps for the play app and Storybook) and `rules/` (rules-workspace widgets and lab charts)
 * are owned by different parts of the platform; each exports through its own index.
 */

export * from "./editor/index.js";
export { GREAT_FIRE_MESSAGES, NS as GREAT_FIRE_NS } from "./messages.js";
export * from "./rules/index.js";
export * from "./table/index.js";
