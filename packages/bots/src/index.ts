/** @pudding/bots — bots that see only their seat's view, and tournaments to measure them. */

export { Rng } from "@pudding/engine";
export {
  BOTS,
  type Bot,
  type BotInput,
  type BotName,
  botInput,
  heuristicBot,
  randomBot,
  searchBot,
  searchSettings,
} from "./bots.js";
export { Determinizer, determinize } from "./determinize.js";
export { DEFAULT_POLICY, Playout, type PolicyOptions } from "./policy.js";
export { type SearchOptions, type SearchResult, searchDecide } from "./search.js";
export { runTournament, type TournamentOptions, type TournamentResult } from "./tournament.js";
