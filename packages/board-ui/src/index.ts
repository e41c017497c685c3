/** Public face of `@pudding/board-ui`: the board stage, its glyphs, the table panels and the pure helpers. */
export { BoardStage, type BoardStageProps, EMPTY_DISTRICT } from "./BoardStage.js";
export { checkScene } from "./check.js";
export {
  ARROW_COLOURS,
  arrowColour,
  DIRECTION_NAMES,
  districtFill,
  HOUSE_FILLS,
  houseFill,
  PAPER,
  REGION_FILLS,
} from "./colours.js";
export * from "./geometry.js";
export { type DistrictLayout, layoutDistricts } from "./layout.js";
export * from "./panels.js";
export * from "./pieces.js";
export { ResponsiveBoardStage, type ResponsiveBoardStageProps } from "./ResponsiveBoardStage.js";
export * from "./types.js";
