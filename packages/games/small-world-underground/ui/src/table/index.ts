/**
 * Small World Underground's table plug-ins (`@pudding/small-world-underground-ui/table`): the map
 * drawn through board-ui (layers, pieces, terrain fills), the DOM panels (banners, badges, the combo
 * row, players, coins, the die, the legend), the client choice paths and highlights, and `SWU_UI`.
 */

export { boardMargin, type SwuScene, swuLayers, swuSpaceStyle, TurnTrack } from "./board/layers.js";
export { layoutRegions, type RegionLayout } from "./board/layout.js";
export { SwuBoard, type SwuBoardProps } from "./board/SwuBoard.js";
export * from "./geometry.js";
export * from "./palette.js";
export {
  Coin,
  CoinPile,
  DieFace,
  PowerBadge,
  RaceBanner,
  type RaceBannerProps,
  TerrainDot,
  TerrainLegend,
  TokenChip,
} from "./panels/art.js";
export { ComboCard, type ComboCardProps, ComboRow, type ComboRowProps } from "./panels/combos.js";
export { CoinTrail, RaceLine, SeatDetail, type SeatDetailProps } from "./panels/seats.js";
export * from "./pieces/index.js";
export { regionTip, SWU_UI } from "./plugin.js";
export { EndPanel } from "./table/EndPanel.js";
export { SidePanel } from "./table/SidePanel.js";
export { TurnBar } from "./table/TurnBar.js";
export * from "./turn.js";
