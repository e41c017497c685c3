import { describe, expect, it } from "vitest";
import { showsSkipLink } from "./skipLink";

describe("issue 30 §3.8: the skip link", () => {
  it("§3.8 a player gets 'Skip to your move'; the spectator does not, nor anyone once the game is over", () => {
    expect(showsSkipLink(0, false)).toBe(true);
    expect(showsSkipLink(2, false)).toBe(true);
    expect(showsSkipLink(null, false)).toBe(false);
    expect(showsSkipLink(0, true)).toBe(false);
  });
});
