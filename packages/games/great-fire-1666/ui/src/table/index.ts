/**
 * The Great Fire's table plug-ins (`@pudding/great-fire-ui/table`): the board drawn through the
 * generic board-ui (layers, pieces, region fills), the panels, the client-side choice paths and
 * hints, and `GREAT_FIRE_UI`, the plug-in the play app loads by game id. Also the drawing helpers the
 * map editor shares (colours, glyphs, icon placement).
 */
// The table's words in every language, registered under "great-fire-1666" when this loads.
import "../messages.js";

export {
  GreatFireBoard,
  type GreatFireBoardProps,
  ResponsiveGreatFireBoard,
} from "./board/GreatFireBoard.js";
export { CLASS_WORDS, classHint, classWords, toSpaceHighlights } from "./board/highlights.js";
export { boardMargin, boardUnit, greatFireLayers, greatFireSpaceStyle } from "./board/layers.js";
export { checkScene } from "./check.js";
export {
  ARROW_COLOURS,
  arrowColour,
  DIRECTION_NAMES,
  districtFill,
  HOUSE_FILLS,
  houseFill,
  REGION_FILLS,
} from "./colours.js";
export { type DistrictLayout, layoutDistricts } from "./layout.js";
export { ColourCard } from "./panels/ColourCard.js";
export { FireCard, type FireCardProps, Hand, type HandProps } from "./panels/cards.js";
export { IntensityPile, type IntensityPileProps } from "./panels/IntensityPile.js";
export { ObjectiveCard, type ObjectiveCardProps } from "./panels/ObjectiveCard.js";
export { TokenChip, type TokenKind } from "./panels/TokenChip.js";
export { VpTrack, type VpTrackProps } from "./panels/VpTrack.js";
export * from "./pieces/index.js";
export { placeIcons } from "./place.js";
export { GREAT_FIRE_UI } from "./plugin.js";
export { housesStanding, sceneFromView } from "./scene.js";
export { EndPanel } from "./table/EndPanel.js";
export { objectiveStatus, PublicPanel, Secrets, SidePanel, vpByColour } from "./table/SidePanel.js";
export { TurnBar } from "./table/TurnBar.js";
export * from "./turn.js";
export * from "./types.js";
