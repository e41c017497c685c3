import { IdSchema } from "@pudding/map-schema";
import { describe, expect, it } from "vitest";
import { BoardMapSchema } from "./schema.js";

describe("map schema shape", () => {
  it("accepts kebab-case ids and rejects others", () => {
    expect(IdSchema.safeParse("pudding-lane").success).toBe(true);
    expect(IdSchema.safeParse("Pudding Lane").success).toBe(false);
  });
  it("rejects a map without districts", () => {
    expect(
      BoardMapSchema.safeParse({
        version: 1,
        id: "x",
        name: "x",
        game: "g",
        size: { width: 1, height: 1 },
        districts: [],
      }).success,
    ).toBe(false);
  });
});
