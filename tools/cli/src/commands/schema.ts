/** `pudding schema`: JSON Schemas of a game's documents. */
import { GameStateSchema } from "@pudding/great-fire";
import { z } from "zod";
import { parse, printJson, UsageError } from "../args.js";
import { gameArg } from "../game-file.js";
import type { Command } from "./types.js";

const SUBJECTS = ["map", "action", "rules", "state"] as const;

export const schema: Command = {
  summary: `print a JSON Schema: ${SUBJECTS.join(" | ")} [--game id]`,
  run(args) {
    const { values, positionals } = parse(args, { game: { type: "string" } });
    const [subject, ...rest] = positionals;
    if (!subject || !SUBJECTS.includes(subject as (typeof SUBJECTS)[number]) || rest.length)
      throw new UsageError(`usage: pudding schema ${SUBJECTS.join("|")} [--game id]`);
    const module = gameArg(values.game);
    if (subject === "map") printJson(module.map.jsonSchema());
    else if (subject === "action") printJson(z.toJSONSchema(module.action, { unrepresentable: "any" }));
    else if (subject === "rules")
      printJson(z.toJSONSchema(module.rules.schema, { io: "input", unrepresentable: "any" }));
    else if (module.id === "great-fire-1666")
      printJson(z.toJSONSchema(GameStateSchema, { unrepresentable: "any" }));
    else
      throw new UsageError(
        `${module.title} publishes no state schema; its saved states are what \`codec.save\` writes`,
      );
    return 0;
  },
};
