/**
 * @pudding/small-world-underground — Small World Underground (2–5 players) as a game module: the
 * rules of the digest (§1–§22, rulings R1–R61 and this package's own), the four maps as data, the
 * bots' hooks, the lab's metrics, and the catalogues a UI needs to draw the table.
 */
export { type SwuAction, SwuActionSchema, type SwuActionType } from "./actions.js";
export { coinKnowledge, heuristic, heuristicMove, moveValue } from "./ai.js";
export { type Board, compileBoard } from "./board.js";
export {
  FIRST_RELIC,
  LAND_TERRAINS,
  MARKER_IDS,
  MARKERS,
  type MarkerId,
  type MarkerInfo,
  POWER_IDS,
  POWERS,
  type PowerId,
  type PowerInfo,
  RACE_IDS,
  RACES,
  type RaceId,
  type RaceInfo,
  TERRAIN_IDS,
  TERRAINS,
  type TerrainId,
  type TerrainInfo,
} from "./catalog.js";
export type { DefenderLoss, SwuEvent } from "./events.js";
export { EXPECTED_IN, explainError } from "./i18n/explain.js";
export {
  figureNameIn,
  markerNameIn,
  markerTextIn,
  markerTheIn,
  type OtherLocale,
  powerNameIn,
  powerTextIn,
  raceNameIn,
  raceTextIn,
  relicWordIn,
  terrainNameIn,
} from "./i18n/names.js";
export { SWU_LAB, SWU_METRICS } from "./lab.js";
export { checkSwuMap, parseSwuMap, TRACK_LENGTH } from "./map/check.js";
export { SWU_MAP_PROFILE, SWU_MAPS, swuSpaces, swuTallies } from "./map/profile.js";
export { RegionSchema, type SwuMap, SwuMapSchema, type SwuRegion } from "./map/schema.js";
export { SMALL_WORLD_UNDERGROUND, type SwuModule } from "./module.js";
export { DEFAULT_RULES, SWU_OPTIONS, SWU_PRESETS, type SwuRules, SwuRulesSchema } from "./rules.js";
export type { CoinMove, Pending, Phase, SwuState, SwuStats, TurnScratch } from "./state.js";
export type { ComboView, RaceView, RegionView, SeatView, SwuView } from "./view.js";
