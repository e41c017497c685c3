/**
 * @pudding/the-brigade-ui — The Brigade's UI plug-ins, each part with its own entry: `table/` (the
 * city, cards and boards, the guided turn, `BRIGADE_UI`), `editor/` (`BRIGADE_EDITOR`, the city in
 * the map editor's grid layout), `cards/` (the visual card editor for the data sets the rulebook
 * does not print) and `rules/` (the Rules workspace's widgets and the lab's charts).
 */
import "./messages.js";

export * from "./cards/index.js";
export * from "./editor/index.js";
export { BRIGADE_MESSAGES, BRIGADE_NS } from "./messages.js";
export * from "./rules/index.js";
export * from "./table/index.js";
