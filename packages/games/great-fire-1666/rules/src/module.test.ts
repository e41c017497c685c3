/** The Great Fire as a game module: the platform's testkit, and its hooks agreeing with the engine. */
import { runTestkit } from "@pudding/engine";
import { testkit } from "@pudding/engine/testkit";
import { describe, expect, it } from "vitest";
import { GREAT_FIRE_1666 } from "./module.js";
import { GREAT_FIRE_OPTIONS } from "./options.js";
import { RuleSetSchema } from "./rules.js";

testkit(GREAT_FIRE_1666, {
  games: 1,
  every: 9,
  samples: 2,
  variants: 6,
  presets: ["italian-base", "portuguese-edition", "complex"],
});

describe("The Great Fire as a module", () => {
  it("every option of the rule set has metadata (label, group, §, sentence, control)", () => {
    expect(GREAT_FIRE_OPTIONS.map((o) => o.key).sort()).toEqual(Object.keys(RuleSetSchema.shape).sort());
    for (const o of GREAT_FIRE_OPTIONS) {
      expect(o.rule).toMatch(/^§\d/);
      expect(o.sentence.length).toBeGreaterThan(20);
    }
  });
  it("rules version 1 (stored games) fails the secrecy property: the Double Move phase leaked a token's kind", {
    timeout: 120_000,
  }, () => {
    const v1 = {
      ...GREAT_FIRE_1666,
      id: "great-fire-1666-v1",
      setup: (o: Parameters<typeof GREAT_FIRE_1666.setup>[0]) =>
        GREAT_FIRE_1666.setup({ ...o, rulesVersion: 1 }),
    };
    const r = runTestkit(v1, {
      seats: [4],
      games: 10,
      every: 1,
      samples: 4,
      variants: 0,
      bots: [],
      presets: ["italian-base"],
      maxFailures: 1,
    });
    expect(r.failures.join("\n")).toMatch(/public status|spectator's view|view changes/);
  });
  it("the shipped map parses, its spaces match its districts and adjacency is symmetric", () => {
    const map = GREAT_FIRE_1666.map.defaultFor(4);
    expect(GREAT_FIRE_1666.map.parse(map).ok).toBe(true);
    const spaces = GREAT_FIRE_1666.map.spaces(map);
    expect(spaces).toHaveLength(map.districts.length);
    const byId = new Map(spaces.map((s) => [s.id, s]));
    for (const s of spaces) for (const n of s.adjacent) expect(byId.get(n)?.adjacent).toContain(s.id);
    expect(GREAT_FIRE_1666.map.tallies?.(map).every((t) => t.ok)).toBe(true);
  });
});
