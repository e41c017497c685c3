/**
 * The table's colours are legible (WCAG 1.4.3, at least 4.5 : 1 for the banners' 12.5 px words): each
 * race's ink on its colour, and its two-letter mark on the circle drawn over that colour.
 */
import { describe, expect, it } from "vitest";
import { contrast, isLightInk, RACE_LOOK } from "./palette.js";

/** `hex` with `a` of black or white laid over it. */
const over = (hex: string, white: boolean, a: number) => {
  const c = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `#${c
    .map((v) => Math.round(v * (1 - a) + (white ? 255 : 0) * a))
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")}`;
};

describe("race colours", () => {
  for (const [race, look] of Object.entries(RACE_LOOK))
    it(`${race}: its words and its mark reach 4.5 : 1`, () => {
      expect(contrast(look.ink, look.colour)).toBeGreaterThanOrEqual(4.5);
      const light = isLightInk(look.ink);
      expect(contrast(look.ink, over(look.colour, !light, light ? 0.28 : 0.35))).toBeGreaterThanOrEqual(4.5);
    });
  it("measures contrast as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
