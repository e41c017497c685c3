/**
 * The Great Fire's map-editor plug-in (`GREAT_FIRE_EDITOR`) and its parts: the document ↔ records
 * adapter, commands (arrows, crossings, borders), derive, play-test, tools, layers, panels, SVG,
 * and fixtures for tests and stories.
 */
export {
  COLLECTIONS,
  districtFields,
  emptyMap,
  fromDoc,
  issueTargets,
  META_FIELDS,
  toDoc,
} from "./adapter.js";
export {
  addArrow,
  addBorder,
  addCrossing,
  addReverseArrow,
  arrowPlace,
  directionAt,
  HOOKS,
  reattachOps,
  stretchAt,
} from "./commands.js";
export { applyDerive, type DeriveChoice, type DeriveResult, derive, isEmptyDerive } from "./derive.js";
export { block, district, EXAMPLE_3, EXAMPLE_4, londonId, square } from "./fixtures.js";
export { BoardLayer, RiversLayer } from "./layers.js";
export { ArrowExtras, DeriveDialog, PlaytestPanel, PlaytestView, type PlaytestViewProps } from "./panels.js";
export { type PlaytestResult, type PlaytestSetup, playtest } from "./playtest.js";
export { GREAT_FIRE_EDITOR, STRUCTURAL_CODES } from "./plugin.js";
export { toSvg } from "./svg.js";
export {
  arrowTool,
  CLASS_COLOURS,
  type CrossingState,
  crossingTool,
  PLAY_IDLE,
  type PlayMode,
  type PlayState,
  playtestOf,
  playtestTool,
  toggle,
} from "./tools.js";
