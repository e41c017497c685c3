import { describe, expect, it } from "vitest";
import { DELETED_PLAYER, withDeletedNames } from "./deleted";

describe("a deleted account's seat at the table (issue 28 §1)", () => {
  it("is named in the reader's language; other seats and snapshots without one are untouched", () => {
    const snap = {
      seats: [
        { seat: 0, name: DELETED_PLAYER },
        { seat: 1, name: "Bea" },
      ],
    };
    expect(withDeletedNames(snap, "giocatore eliminato").seats.map((s) => s.name)).toEqual([
      "giocatore eliminato",
      "Bea",
    ]);
    expect(snap.seats[0]?.name).toBe(DELETED_PLAYER);
    const none = { seats: [{ seat: 0, name: "Ada" }] };
    expect(withDeletedNames(none, "x")).toBe(none);
  });
});
