/**
 * Small World Underground's map-editor plug-in (`@pudding/small-world-underground-ui/editor`):
 * `SWU_EDITOR` for `@pudding/editor-kit`, its adapter, border derivation and play-test.
 */
export {
  COLLECTIONS,
  emptyMap,
  fromDoc,
  issueTargets,
  META_FIELDS,
  REGION_FIELDS,
  riverOf,
  toDoc,
} from "./adapter.js";
export { applyBorders, type BorderProposal, deriveBorders, isEmptyProposal, MIN_SHARED } from "./derive.js";
export { SwuEditorLayer } from "./layers.js";
export { BordersDialog, PlaytestPanel, RiverExtras } from "./panels.js";
export { conquestCosts, type PlaytestResult } from "./playtest.js";
export { STRUCTURAL_CODES, SWU_EDITOR } from "./plugin.js";
export {
  bordersOf,
  completeRiver,
  missingFromRiver,
  moveInRiver,
  riverFix,
  riverInsertIndex,
  riverPath,
  setInRiver,
} from "./river.js";
export { PLAY_IDLE, type PlayState, playtestOf, playtestTool } from "./tools.js";
