import { ActionSchema, GameStateSchema, mapJsonSchema, RuleSetSchema } from "@pudding/great-fire";
import { z } from "zod";
import { printJson, UsageError } from "../args.js";
import type { Command } from "./types.js";

/** The documents whose JSON Schema `pudding schema` prints. */
const SUBJECTS: Record<string, () => unknown> = {
  map: mapJsonSchema,
  action: () => z.toJSONSchema(ActionSchema),
  rules: () => z.toJSONSchema(RuleSetSchema, { io: "input" }),
  state: () => z.toJSONSchema(GameStateSchema, { unrepresentable: "any" }),
};

export const schema: Command = {
  summary: `print a JSON Schema: ${Object.keys(SUBJECTS).join(" | ")}`,
  run([subject, ...rest]) {
    const make = subject ? SUBJECTS[subject] : undefined;
    if (!make || rest.length)
      throw new UsageError(`usage: pudding schema ${Object.keys(SUBJECTS).join("|")}`);
    printJson(make());
    return 0;
  },
};
