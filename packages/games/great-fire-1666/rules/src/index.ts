/**
 * @pudding/great-fire — the rules of The Great Fire of London 1666, headless, deterministic and fast.
 * See README.md for the API and a worked example.
 */

export { copyStateInto, Determinizer, determinize } from "./ai/determinize.js";
export { type BotInput, botInput, heuristicBot, pick } from "./ai/heuristic.js";
export {
  COLOUR_EVIDENCE,
  GREAT_FIRE_AI,
  GREAT_FIRE_FAST,
  greatFireDeterminizer,
  greatFirePolicy,
  rootCandidates,
  signature,
} from "./ai/hooks.js";
export { DEFAULT_POLICY, Playout, type PolicyOptions } from "./ai/policy.js";
export * from "./contract.js";
export type { GameEvent } from "./core.js";
/**
 * The in-place fast path for bot playouts (issue 5): integer moves (`genMoves`, `applyMove` with a
 * `null` event sink, `mType`/`mA`/`mB`/`mCard`, the `M_*` move types). No validation, no events:
 * callers must only apply moves that `genMoves` listed for the same state. Internal; may change.
 */
export * as fastPath from "./core.js";
export { describeAction, describeEvent, districtName } from "./describe.js";
export { gridMap } from "./grid-map.js";
export {
  CARD_LETTERS,
  CARD_WORDS,
  CLASS_WORDS_BY_LOCALE,
  COLOUR_WORDS,
  explainError,
  MODULE_TRANSLATIONS,
  type OtherLocale,
  PRESET_TRANSLATIONS,
  RULE_ERROR_CODES,
  type RuleErrorCode,
  TOKEN_WORDS,
} from "./i18n.js";
export { checkInvariants } from "./invariants.js";
export { GREAT_FIRE_LAB, GREAT_FIRE_METRICS, type GreatFireRecord } from "./lab.js";
export * from "./map/index.js";
export { boardOf, GREAT_FIRE_1666, type GreatFireModule } from "./module.js";
export { GREAT_FIRE_OPTIONS, OPTION_GROUPS } from "./options.js";
export {
  type ApplyResult,
  activeSeat,
  applyAction,
  applyActionAs,
  type FireCardOption,
  type FireDestination,
  fireOptions,
  isOver,
  legalActions,
  moveToAction,
  phase,
  replay,
} from "./play.js";
export {
  type BenchOptions,
  type BenchResult,
  benchRandomGames,
  playRandomGame,
  playRandomGameReadable,
} from "./random.js";
export {
  compactRules,
  DEFAULT_INTENSITY_COUNTS,
  type Issue,
  intensityBalanceIssues,
  intensityResolutions,
  LATER_OPTIONS,
  PRESET_INFO,
  PRESET_NAMES,
  PRESETS,
  PRESETS_V1,
  type PresetInfo,
  type PresetName,
  parseRules,
  RULES_VERSION,
  type RuleSet,
  type RuleSetInput,
  RuleSetSchema,
} from "./rules.js";
export { type ScoreResult, type SeatScore, score } from "./scoring.js";
export { createGame, type GameOptions, GameOptionsError } from "./setup.js";
export { cloneState, type GameState, hashState, INTENSITY, type Phase } from "./state.js";
export { BoardDataSchema, GameStateSchema, parseState } from "./state-schema.js";
export { type DistrictView, eventsFor, type PlayerView, type SeatView, viewFor } from "./views.js";
