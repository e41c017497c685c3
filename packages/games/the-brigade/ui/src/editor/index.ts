/**
 * The Brigade's map-editor plug-in (`@pudding/the-brigade-ui/editor`): `BRIGADE_EDITOR` over the
 * editor kit's grid layout, and the city ↔ records adapter.
 */
export { CITY_CELL, completeTile, emptyCity, fromDoc, issueTargets, readingOrder, toDoc } from "./adapter.js";
export { BRIGADE_EDITOR, CELL_FIELDS, CITY_FIELDS, CITY_PALETTE } from "./plugin.js";
