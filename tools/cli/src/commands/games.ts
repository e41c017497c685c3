/** `pudding games`: the games this pudding carries, their seats, presets and maps. */
import { catalog } from "@pudding/games";
import { parse, printJson } from "../args.js";
import type { Command } from "./types.js";

export const games: Command = {
  summary: "list the games: [--json] → [{ id, title, seats: { min, max }, presets, maps }]",
  run(args) {
    const { values } = parse(args, { json: { type: "boolean" } });
    const list = catalog().map((g) => ({
      id: g.id,
      title: g.title,
      seats: g.seats,
      presets: g.presets.map((p) => p.id),
      maps: g.maps.map((m) => m.id),
      bots: g.bots.map((b) => b.id),
    }));
    if (values.json) printJson(list);
    else
      for (const g of list)
        console.log(
          `${g.id.padEnd(26)} ${g.title} — ${g.seats.min}–${g.seats.max} seats; presets ${g.presets.join(", ")}; maps ${g.maps.join(", ")}`,
        );
    return 0;
  },
};
