/**
 * @pudding/bots — bots for any game module: `random`, the platform's information-set `search` over
 * the module's hooks, the module's own bots (`botsFor`), and tournaments. Never imports a game.
 */
export { Rng } from "@pudding/engine";
export { type Bot, botsFor, canSearch, pick, randomDecide, searchSettings } from "./bots.js";
export { type SearchOptions, type SearchResult, searchDecide } from "./search.js";
export { rulesOf, runTournament, type TournamentOptions, type TournamentResult } from "./tournament.js";
