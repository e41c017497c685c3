/**
 * The Brigade's table plug-ins (`@pudding/the-brigade-ui/table`): the city through board-ui's
 * `BoardView` (tiles, pieces, the event as it happens), the cards and barracks boards, the
 * client-side choice paths and hints, and `BRIGADE_UI`, the plug-in the play app loads by game id.
 */
export { EventOverlay, type EventOverlayProps, eventKey, STEP_MS } from "./board/event-overlay.js";
export {
  BOARD_MARGIN,
  CityBackground,
  type CityLayerInput,
  cityLayers,
  citySpaceStyle,
  inksOf,
} from "./board/layers.js";
export * from "./colours.js";
export * from "./grid.js";
export {
  ActionPoints,
  BarracksBoard,
  SeatBoard,
  type SeatBoardProps,
  TRACK_INFO,
  TrackRow,
} from "./panels/barracks.js";
export {
  CardFrame,
  DeckBack,
  EventCardFace,
  type EventFace,
  SquadCard,
  type SquadFace,
  WardenCard,
  type WardenFace,
} from "./panels/cards.js";
export { EventPanel, type EventPanelProps, eventLookup, eventSummary } from "./panels/events.js";
export {
  Bucket,
  Buckets,
  EmblemIcon,
  FlameIcon,
  HelmetIcon,
  StormGrid,
  WagonIcon,
  WindArrowIcon,
} from "./panels/icons.js";
export * from "./pieces/glyphs.js";
export { TileCard, TilePieces, type TileProps, trackBoxes } from "./pieces/tile.js";
export { BRIGADE_UI } from "./plugin.js";
export { EndPanel, SeatDetail, SidePanel, seatDetail, TurnBar } from "./table/panels.js";
export * from "./turn.js";
