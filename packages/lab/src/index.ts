/**
 * @pudding/lab — the balance lab: simulated games under a rule set, per-game records, aggregates,
 * and comparisons of two rule sets with honest statistics. No Node API (see `@pudding/lab/node` for
 * worker threads, `@pudding/lab/lab.worker` for the Web Worker entry).
 */
export {
  type Bin,
  type CompareOptions,
  type Comparison,
  compareRuns,
  histogram,
  LabAggregate,
  type LabSummary,
  type MeanCI,
  totalBurnt,
} from "./aggregate.js";
export { type BotName, type GameRecord, type GameSetup, playLabGame } from "./game.js";
export { type LabWorkerLike, type ParallelControl, runLabParallel, webLabWorker } from "./parallel.js";
export { type LabRequest, type LabResponse, serveLabRequest } from "./protocol.js";
export {
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
