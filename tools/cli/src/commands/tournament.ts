/** `pudding tournament`: bots of any game play each other with seats rotated; win rates with 95% intervals. */
import { botsFor, runTournament, searchSettings } from "@pudding/bots";
import { intOption, parse, printJson, UsageError } from "../args.js";
import { gameArg, mapArg, rulesArg } from "../game-file.js";
import type { Command } from "./types.js";

export const tournament: Command = {
  summary:
    "bots against bots, seats rotated: [--game id] --bots heuristic,random,random,random --games G --seed S [--budget-ms 1000] [--json]",
  run(args) {
    const { values } = parse(args, {
      game: { type: "string" },
      bots: { type: "string" },
      games: { type: "string" },
      seed: { type: "string" },
      rules: { type: "string" },
      map: { type: "string" },
      "budget-ms": { type: "string" },
      json: { type: "boolean" },
    });
    const module = gameArg(values.game);
    searchSettings.budgetMs = intOption(values["budget-ms"], "budget-ms", 1, 600_000, 1000);
    const table = botsFor(module);
    const fallback = [
      "heuristic" in table ? "heuristic" : "random",
      ...new Array(Math.max(0, Math.min(4, module.seats.max) - 1)).fill("random"),
    ];
    const bots = (values.bots ?? fallback.join(",")).split(",").map((b) => b.trim());
    for (const b of bots)
      if (!(b in table))
        throw new UsageError(
          `${module.title} has no bot "${b}"; available: ${Object.keys(table).join(", ")}`,
        );
    if (bots.length < module.seats.min || bots.length > module.seats.max)
      throw new UsageError(
        `--bots lists ${bots.length} bots; ${module.title} seats ${module.seats.min} to ${module.seats.max}`,
      );
    const r = runTournament({
      module,
      bots,
      games: intOption(values.games, "games", 1, 1_000_000, 100),
      seed: intOption(values.seed, "seed", 0, 2 ** 31 - 1, 1),
      map: mapArg(module, values.map, bots.length),
      rules: rulesArg(module, values.rules).rules,
    });
    if (values.json) printJson({ ...r, budgetMs: searchSettings.budgetMs });
    else
      for (const k of Object.keys(r.winRate))
        console.log(
          `${k.padEnd(10)} wins ${(100 * (r.winRate[k] ?? 0)).toFixed(1)}% ± ${(100 * (r.ci95[k] ?? 0)).toFixed(1)}  ` +
            `mean score ${r.meanScore[k]}  decision ${r.msPerDecision[k]?.mean} ms (p95 ${r.msPerDecision[k]?.p95} ms)`,
        );
    return 0;
  },
};
