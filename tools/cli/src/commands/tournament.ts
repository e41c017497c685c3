/** `pudding tournament`: bots play each other with seats rotated; win rates with 95% intervals. */
import { botsFor, runTournament, searchSettings } from "@pudding/bots";
import { GREAT_FIRE_1666 } from "@pudding/great-fire";
import { intOption, parse, printJson, UsageError } from "../args.js";
import { loadMap, loadRules } from "../game-file.js";
import type { Command } from "./types.js";

export const tournament: Command = {
  summary:
    "bots against bots, seats rotated: --bots heuristic,random,random,random --games G --seed S [--budget-ms 1000] [--json]",
  run(args) {
    const { values } = parse(args, {
      bots: { type: "string" },
      games: { type: "string" },
      seed: { type: "string" },
      rules: { type: "string" },
      map: { type: "string" },
      "budget-ms": { type: "string" },
      json: { type: "boolean" },
    });
    searchSettings.budgetMs = intOption(values["budget-ms"], "budget-ms", 1, 600_000, 1000);
    const bots = (values.bots ?? "heuristic,random,random,random").split(",").map((b) => b.trim());
    const BOTS = botsFor(GREAT_FIRE_1666);
    for (const b of bots)
      if (!(b in BOTS))
        throw new UsageError(`unknown bot "${b}"; available: ${Object.keys(BOTS).join(", ")}`);
    if (bots.length < 3 || bots.length > 6)
      throw new UsageError(`--bots lists ${bots.length} bots; a game seats 3 to 6`);
    const r = runTournament({
      module: GREAT_FIRE_1666,
      bots,
      games: intOption(values.games, "games", 1, 1_000_000, 100),
      seed: intOption(values.seed, "seed", 0, 2 ** 31 - 1, 1),
      map: loadMap(values.map),
      rules: loadRules(values.rules),
    });
    if (values.json) printJson(r);
    else
      for (const k of Object.keys(r.winRate))
        console.log(
          `${k.padEnd(10)} wins ${(100 * (r.winRate[k] ?? 0)).toFixed(1)}% ± ${(100 * (r.ci95[k] ?? 0)).toFixed(1)}  ` +
            `mean score ${r.meanScore[k]}  decision ${r.msPerDecision[k]?.mean} ms (p95 ${r.msPerDecision[k]?.p95} ms)`,
        );
    return 0;
  },
};
