import { describe, expect, it } from "vitest";
import { intensityResolutions, PRESET_NAMES, parseRules, RuleSetSchema } from "./rules.js";

describe("rule sets", () => {
  it("defaults match the option table", () => {
    const r = RuleSetSchema.parse({});
    expect(r).toMatchObject({
      publicColours: false,
      extraFinalRounds: 1,
      tamedConesScoreForPawnColour: false,
      wildFire: "auto",
      housesNoSameColourInDistrict: false,
      puddingLaneRefillTo: 25,
      intensity: "chooseThree",
      noMoveFallback: "extraIntensity",
      actionPoints: 4,
      handSize: 5,
    });
  });
  it("every preset parses", () => {
    for (const p of PRESET_NAMES) expect(parseRules(p).ok).toBe(true);
    expect(parseRules("long")).toMatchObject({ ok: true, rules: { extraFinalRounds: 2 } });
  });
  it("§2.7 the shipped counts make every seat resolve the same number of Intensity cards", () => {
    expect(intensityResolutions([5, 6, 5, 6, 5, 6], 3)).toEqual([2, 2, 2]);
    expect(intensityResolutions([9, 9, 9, 5], 4)).toEqual([1, 1, 1, 1]);
    expect(intensityResolutions([6, 6, 6, 6, 6], 5)).toEqual([1, 1, 1, 1, 1]);
    expect(intensityResolutions([5, 5, 5, 5, 5, 5], 6)).toEqual([1, 1, 1, 1, 1, 1]);
  });
  it("§2.7 unbalanced counts are reported with their path", () => {
    const r = parseRules({
      intensityCounts: { "3": [3, 3, 3], "4": [9, 9, 9, 5], "5": [6, 6, 6, 6, 6], "6": [5, 5, 5, 5, 5, 5] },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]?.path).toBe("intensityCounts.3");
  });
  it("reports too many cards for the deck and unknown options", () => {
    const big = parseRules({ handSize: 8 });
    expect(big.ok).toBe(false);
    const r = parseRules({ colourBlind: true });
    expect(r.ok).toBe(false);
    const bad = parseRules({ actionPoints: "four" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues[0]?.path).toBe("actionPoints");
  });
});
