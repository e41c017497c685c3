import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { botSeed } from "./bot-runner.js";

describe("a bot's own randomness (issue 26 §1)", () => {
  it("§1 a game dealt from a secret seed gives its bots seeds that differ per game and are not the move number's alone", () => {
    const a = `chacha20:${randomBytes(32).toString("hex")}`;
    const b = `chacha20:${randomBytes(32).toString("hex")}`;
    // Before, Number(secret seed) was NaN and every such game's bot seed was version ⊕ seat alone.
    const withoutSeed = (Math.imul(5 + 1, 0x9e3779b1) ^ 2) >>> 0;
    expect(botSeed(a, 5, 2)).not.toBe(withoutSeed);
    expect(botSeed(a, 5, 2)).not.toBe(botSeed(b, 5, 2));
    expect(botSeed(a, 5, 2)).not.toBe(botSeed(a, 6, 2));
    expect(botSeed(a, 5, 2)).not.toBe(botSeed(a, 5, 3));
    expect(botSeed(a, 5, 2)).toBe(botSeed(a, 5, 2));
    expect(Number.isInteger(botSeed(a, 5, 2)) && botSeed(a, 5, 2) >= 0).toBe(true);
  });

  it("a 32-bit seed keeps the old mixing, so bot-only games and stored games' bots play as before", () => {
    expect(botSeed("424242", 7, 1)).toBe((424242 ^ Math.imul(8, 0x9e3779b1) ^ 1) >>> 0);
    expect(botSeed(17, 0, 0)).toBe((17 ^ Math.imul(1, 0x9e3779b1)) >>> 0);
  });
});
