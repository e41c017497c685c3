/** @pudding/bots — bots that see only their seat's view, and tournaments to measure them. */
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
export { determinize } from "./determinize.js";
export { type SearchOptions, type SearchResult, searchDecide } from "./search.js";
export { SearchWorker } from "./search-worker.js";
export { runTournament, type TournamentOptions, type TournamentResult } from "./tournament.js";
