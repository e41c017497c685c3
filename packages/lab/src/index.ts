/**
 * @pudding/lab — the balance lab for any game module: simulated games under a rule set, generic
 * per-game records plus the module's metrics, aggregates, and comparisons of two rule sets with
 * honest statistics. Never imports a game: hosts pass the games (a registry or a list). No Node API
 * (see `@pudding/lab/node` for worker threads; `serveLabWorker` is the body of a host's Web Worker).
 */
export {
  type AggregateSpec,
  type CategoryShare,
  type CompareOptions,
  type Comparison,
  compareRuns,
  DECIDED_BY_POINTS,
  isTieBreak,
  LabAggregate,
  type LabSummary,
  type MeanCI,
  type MetricSummary,
  ordinal,
  type SeriesStep,
} from "./aggregate.js";
export { findGame, type GameLookup, type GameSource, gameIds, gamesOfModule } from "./games.js";
export {
  arrayOf,
  countValues,
  histogram,
  isCategorical,
  metricValue,
  numberOf,
  type SharedBin,
  sharedBins,
  type ValueCount,
} from "./metrics.js";
export { type LabWorkerLike, type ParallelControl, runLabParallel, webLabWorker } from "./parallel.js";
export { type LabRequest, type LabResponse, serveLabRequest, serveLabWorker } from "./protocol.js";
export {
  type GameRecord,
  type GameSetup,
  GENERIC_FIELDS,
  type LabSearchOptions,
  labBots,
  type PlayedGame,
  playLabGame,
} from "./record.js";
export {
  defaultBot,
  type LabEvent,
  type LabOptions,
  LabOptionsError,
  playOne,
  type ResolvedLab,
  type RunControl,
  type RunId,
  resolveLab,
  runLab,
} from "./run.js";
export * from "./stats.js";
