/** @pudding/bots — bots that see only their seat's view, and tournaments to measure them. */
export { BOTS, type Bot, type BotInput, type BotName, botInput, heuristicBot, randomBot } from "./bots.js";
export { runTournament, type TournamentOptions, type TournamentResult } from "./tournament.js";
