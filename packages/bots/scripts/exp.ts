/**
 * Tuning harness (not part of the package API): `npx tsx scripts/exp.ts GAMES SEED BUDGET_MS '{"horizon":4}' [bots]`
 * runs a seat-rotated tournament of search against the given bots with search options overridden.
 */
import { LONDON_1666 } from "@pudding/great-fire";
import { type BotName, runTournament, searchSettings } from "../src/index.js";

const [games = "8", seed = "1", budget = "100", opts = "{}", bots = "search,heuristic,heuristic,heuristic"] =
  process.argv.slice(2);
Object.assign(searchSettings, { budgetMs: Number(budget) }, JSON.parse(opts));
const t0 = performance.now();
const r = runTournament({
  bots: bots.split(",") as BotName[],
  games: Number(games),
  seed: Number(seed),
  map: LONDON_1666,
});
console.log(
  JSON.stringify({
    opts: JSON.parse(opts),
    budget: Number(budget),
    ...r,
    seconds: Math.round((performance.now() - t0) / 1000),
  }),
);
