/**
 * Public face of `@pudding/board-ui`: the generic board (viewport, spaces, highlights, plug-in
 * layers), the guided turn over choice paths, the table's generic panels, the plug-in interface a
 * game's UI package implements, and the pure helpers. It imports no game.
 */
export { Badge, type BadgeProps } from "./board/Badge.js";
export { BoardStage, type BoardStageProps, type RegionMapLike } from "./board/BoardStage.js";
export { BoardBanner, BoardTip } from "./board/BoardTip.js";
export {
  type BoardLayerContext,
  type BoardLayers,
  BoardView,
  type BoardViewProps,
} from "./board/BoardView.js";
export { describeSpace, type HighlightIndex, indexHighlights } from "./board/describe.js";
export { HighlightLayer, type HighlightLayerProps } from "./board/HighlightLayer.js";
export { ResponsiveBoard, type ResponsiveBoardProps, useElementSize } from "./board/ResponsiveBoard.js";
export {
  LEGIBLE_PX,
  legibleSize,
  SpaceLabels,
  type SpaceLabelsProps,
  textWidth,
} from "./board/SpaceLabels.js";
export { SpaceLayer, type SpaceLayerProps } from "./board/SpaceLayer.js";
export { SpaceList, type SpaceListProps } from "./board/SpaceList.js";
export * from "./geometry.js";
export { BOARD_MESSAGES, BOARD_NS } from "./messages.js";
export { ChoiceChips, type ChoiceChipsProps } from "./panels/ChoiceChips.js";
export { Curtain, type CurtainProps } from "./panels/Curtain.js";
export { GameLog, type GameLogProps, type LogEntry } from "./panels/GameLog.js";
export { OutcomeTable, type OutcomeTableProps, winnersLine } from "./panels/OutcomeTable.js";
export { type SeatToken, SeatTokens, type SeatTokensProps } from "./panels/SeatTokens.js";
export { card, chip, plain, primary } from "./panels/styles.js";
export { ViewInspector, type ViewInspectorProps } from "./panels/ViewInspector.js";
export * from "./plugin.js";
export { COLOUR_MARKS_KEY, CONFIRM_MOVES_KEY, usePreference } from "./prefs/usePreference.js";
export * from "./spaces.js";
export { EndScreen, type EndScreenProps } from "./table/EndScreen.js";
export { GameTable, type GameTableProps } from "./table/GameTable.js";
export { genericPrompt } from "./table/prompt.js";
export { noticeChoices, type Refusal, type RefusalNow, shownRefusal } from "./table/refusal.js";
export { type CurtainInput, curtainReason, curtainSeat, viewerSeat } from "./table/seats.js";
export { TurnPanel, type TurnPanelProps } from "./table/TurnPanel.js";
export { TOUR_DONE_KEY, Walkthrough } from "./table/Walkthrough.js";
export * from "./theme.js";
export { derivePath, humanize, substituteSpace } from "./turn/derive.js";
export * from "./turn/guided.js";
export {
  type GuidedTurn,
  type GuidedTurnInput,
  signature as walkSignature,
  useGuidedTurn,
} from "./turn/useGuidedTurn.js";
export * from "./types.js";
export { Viewport, type ViewportProps } from "./viewport/Viewport.js";
export * from "./viewport/view.js";
export {
  COMPACT_GUTTER,
  COMPACT_WIDTH,
  ZoomControls,
  type ZoomControlsProps,
} from "./viewport/ZoomControls.js";
