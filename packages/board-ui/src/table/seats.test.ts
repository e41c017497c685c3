import { describe, expect, it } from "vitest";
import { curtainReason, curtainSeat, viewerSeat } from "./seats.js";

describe("hot-seat curtain over status.toAct", () => {
  it("no curtain for one local seat (online play) or once the game is over", () => {
    expect(curtainSeat({ mine: [0], toAct: [0], revealed: 0, over: false })).toBeNull();
    expect(curtainSeat({ mine: [0, 1], toAct: [1], revealed: 0, over: true })).toBeNull();
  });
  it("hands the device to the local seat that must act, the turn owner or not", () => {
    expect(curtainSeat({ mine: [0, 1, 2], toAct: [1], revealed: 0, over: false })).toBe(1);
    // Seat 2 acts out of turn (a defender redeploying during seat 0's turn).
    expect(curtainSeat({ mine: [0, 2], toAct: [2], revealed: 0, over: false })).toBe(2);
    expect(curtainReason(2, 0, ["Anna", "Ben", "Cleo"])).toBe("Cleo must act now, during Anna's turn.");
    expect(curtainReason(1, 1, ["Anna", "Ben"])).toBeUndefined();
  });
  it("several seats at once: the shown one goes on; then the next local one in order", () => {
    expect(curtainSeat({ mine: [0, 1], toAct: [0, 1], revealed: 0, over: false })).toBeNull();
    expect(curtainSeat({ mine: [0, 1], toAct: [0, 1], revealed: null, over: false })).toBe(0);
    expect(curtainSeat({ mine: [0, 1], toAct: [1], revealed: 0, over: false })).toBe(1);
  });
  it("while bots play, the last shown seat stays; before any reveal the first local seat is asked for", () => {
    expect(curtainSeat({ mine: [0, 1], toAct: [3], revealed: 1, over: false })).toBeNull();
    expect(curtainSeat({ mine: [0, 1], toAct: [3], revealed: null, over: false })).toBe(0);
  });
  it("shows the revealed seat, the only local seat, or nothing (spectator)", () => {
    expect(viewerSeat([0, 1], 1)).toBe(1);
    expect(viewerSeat([2], null)).toBe(2);
    expect(viewerSeat([], null)).toBeNull();
    expect(viewerSeat([0, 1], null)).toBeNull();
  });
});
