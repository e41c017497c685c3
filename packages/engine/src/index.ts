/**
 * @pudding/engine — the game-agnostic engine: the `GameModule` contract every game implements, the
 * seeded RNG shared by games and bots, state hashing, replay, input parsing helpers (path +
 * sentence), the testkit (`@pudding/engine/testkit` for Vitest) and "Claims", a toy game that lets
 * the platform be tested without any real game. No game, no React, no Node built-ins.
 */

export { benchModule, fastRandomPlayout, type ModuleBenchOptions, type ModuleBenchResult } from "./bench.js";
export * from "./contract.js";
export { Rng } from "./fast-rng.js";
export { hashJson, hashText } from "./hash.js";
export {
  describeValue,
  formatPath,
  parseWith,
  readDocument,
  valueAt,
  zodIssues,
  zodSentence,
} from "./issues.js";
export { type LoggedAction, playRandom, type ReplayResult, replayGame, resolveRules } from "./replay.js";
export {
  below,
  CHACHA_TAG,
  generatorOf,
  isSecretSeed,
  newRng,
  type RandomGenerator,
  RngStateSchema,
  rngFrom,
  SECRET_SEED_PREFIX,
  secretSeedOf,
  seedCommitment,
  seedToInt,
  shuffle,
} from "./rng.js";
export { canonical, firstDiff, runTestkit, type TestkitOptions, type TestkitReport } from "./testkit-core.js";
export {
  CLAIMS,
  CLAIMS_MAPS,
  type ClaimsAction,
  ClaimsActionSchema,
  type ClaimsEvent,
  type ClaimsMap,
  ClaimsMapSchema,
  type ClaimsModule,
  type ClaimsRules,
  ClaimsRulesSchema,
  type ClaimsState,
  type ClaimsView,
} from "./toy/claims.js";
export { type FairGameFile, type Verdict, type VerifyProblem, verifyGame } from "./verify.js";
