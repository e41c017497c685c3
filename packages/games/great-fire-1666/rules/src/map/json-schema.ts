/** JSON Schema of the map format, so tools outside TypeScript can validate maps too. */
import { z } from "zod";
import { BoardMapSchema } from "./schema.js";

/** The map format as JSON Schema (draft 2020-12), describing what a map file may contain. */
export function mapJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(BoardMapSchema, { io: "input" }),
    title: "Pudding Lane board map",
    description:
      "A board map for Pudding Lane (districts, fire arrows, crossings, borders, decorations). Shape only: " +
      "`pudding validate-map` also checks references, geometry and the game profile.",
  };
}
