/** `pudding demo`: a short seeded random game told in words, with the final scores. */
import {
  applyAction,
  createGame,
  describeEvent,
  LONDON_1666,
  legalActions,
  score,
} from "@pudding/great-fire";
import { intOption, parse } from "../args.js";
import type { Command } from "./types.js";

export const demo: Command = {
  summary: "watch a seeded 4-player random game on London, told in words: [--seed S] [--quiet]",
  run(args) {
    const { values } = parse(args, { seed: { type: "string" }, quiet: { type: "boolean" } });
    const seed = intOption(values.seed, "seed", 0, 2 ** 31 - 1, 1666);
    const names = ["Anna", "Ben", "Carla", "Dan"];
    let s = createGame({ map: LONDON_1666, seats: 4, seed, seatNames: names });
    let pick = seed >>> 0;
    const say = (line: string) => {
      if (!values.quiet) console.log(line);
    };
    say(`The Great Fire of London 1666 — a random game on ${LONDON_1666.name} (seed ${seed})\n`);
    while (s.phase !== "over") {
      const list = legalActions(s);
      pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
      // Random players, but ones that do not end their actions at once: prefer anything else half the time.
      let a = list[pick % list.length];
      if (a?.type === "endActions" && list.length > 1 && pick & 1) a = list[(pick >>> 1) % list.length];
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      for (const e of r.events) {
        if (
          e.type === "cardDrawn" ||
          e.type === "pawnMoved" ||
          e.type === "teamPlaced" ||
          e.type === "pawnPlaced"
        )
          continue;
        const line = describeEvent(s, e);
        if (line) say(e.type === "turnStarted" ? `\n${line}` : `  ${line}`);
      }
    }
    const result = score(s);
    console.log("\nFinal scores (§7.1):");
    for (const x of [...result.seats].sort((a, b) => b.total - a.total))
      console.log(
        `  ${(names[x.seat] ?? "").padEnd(6)} ${x.colour.padEnd(7)} ${String(x.total).padStart(3)} VP  ` +
          `(40 ${x.burntPenalty} houses, +${x.tamed} tamed, +${x.objectives} objectives, +${x.oneVp} tokens, +${x.hero} hero)`,
      );
    console.log(
      `Winner: ${result.winners.map((w) => names[w]).join(" and ")} (decided by ${result.decidedBy})`,
    );
    return 0;
  },
};
