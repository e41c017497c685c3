/**
 * @pudding/the-brigade — The Brigade (2–4 players) as a game module: the rules engine, the city and
 * its decks as versioned data (`reconstructed-v1`, §17), the map profile (layout `grid`), the
 * bots' hooks and the lab's.
 */
export { type ActionType, type BrigadeAction, BrigadeActionSchema, decode, encode } from "./actions.js";
export {
  canonicalFor,
  determinizer,
  evaluate,
  FAST,
  HEURISTIC,
  heuristicMove,
  POLICY,
  WEIGHTS,
} from "./ai.js";
export { loadState, type SavedState, saveState } from "./codec.js";
export { type Compiled, compile } from "./compile.js";
export { CARD_REGISTRY, cardsOf, checkCards, checkCity, parseCards, parseCity } from "./data/parse.js";
export { RECONSTRUCTED_V1, RECONSTRUCTED_V1_CARDS, TINDERBOX_INPUT } from "./data/reconstructed-v1.js";
export * from "./data/schema.js";
export { CARDS_V1, CITIES_BY_DATASET, SHIPPED_CITIES, TINDERBOX } from "./data/shipped.js";
export { choicesOf, describeAction, describeEvent } from "./describe.js";
export type { BrigadeEvent } from "./events.js";
export {
  CELLS,
  COLS,
  CORNERS,
  cellIndex,
  cellName,
  DIRECTIONS,
  NEIGH8,
  ORTHO,
  ROWS,
  UNIVERSITY_CELLS,
} from "./grid.js";
export { type BrigadeHints, hintsOf } from "./hints.js";
export { invariantsOf } from "./invariants.js";
export { ENDING_CODES, LAB, recordOf } from "./lab.js";
export { BRIGADE_MAP_PROFILE, CELL_SIZE, citySpaces } from "./map.js";
export { type BrigadeModule, THE_BRIGADE } from "./module.js";
export {
  BRIGADE_OPTIONS,
  BRIGADE_PRESETS,
  type BrigadeRules,
  type BrigadeRulesInput,
  BrigadeRulesSchema,
  TracksSchema,
} from "./rules.js";
export type { BrigadeState, Ending, LastEvent, Phase, Result, Task } from "./state.js";
export { RULES_VERSION } from "./state.js";
export type {
  BrigadeView,
  CellView,
  LastEventView,
  PromptView,
  SeatView,
  SquadView,
  TileView,
  TrackView,
} from "./view.js";
