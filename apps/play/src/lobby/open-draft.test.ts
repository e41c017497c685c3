import { describe, expect, it } from "vitest";
import { DEFAULT_OPEN_CHOICES, isOpenTable, openInput } from "./open-draft";

describe("an open table from the lobby's form (issue 28 §2)", () => {
  const draft = {
    game: "small-world-underground",
    seats: [
      { kind: "human", name: " Anna " },
      { kind: "open", name: "" },
      { kind: "heuristic", name: "" },
    ],
    mapId: null,
    rules: null,
    seed: "",
    turnSeconds: 300,
  };
  it("is open only with an open seat; private games stay as they were", () => {
    expect(isOpenTable(draft)).toBe(true);
    expect(
      isOpenTable({
        seats: [
          { kind: "human", name: "" },
          { kind: "random", name: "" },
        ],
      }),
    ).toBe(false);
  });
  it("makes people, open seats and bots, with the creator's choices", () => {
    expect(openInput(draft, DEFAULT_OPEN_CHOICES, "heuristic")).toEqual({
      game: "small-world-underground",
      seats: [{ kind: "person", name: "Anna" }, { kind: "open" }, { kind: "bot", bot: "heuristic" }],
      turnSeconds: 300,
      fillBot: "heuristic",
      allowGuests: true,
      autoStart: true,
      expiresInHours: 24,
    });
  });
});
