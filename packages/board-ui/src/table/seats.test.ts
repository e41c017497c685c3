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
  it("issue 30 §3.1: a seat a bot plays for is not asked for (the bot acts); the device goes to the next person", () => {
    // Carla (1) timed out: while the bot plays her turn, Alice's table stays (no curtain for Carla).
    expect(curtainSeat({ mine: [0, 1], toAct: [1], revealed: 0, over: false, standIns: [1] })).toBeNull();
    // Carla's table was shown when her time ran out: it stays while the bot plays; then Alice is asked for.
    expect(curtainSeat({ mine: [0, 1], toAct: [1], revealed: 1, over: false, standIns: [1] })).toBeNull();
    expect(curtainSeat({ mine: [0, 1], toAct: [0], revealed: 1, over: false, standIns: [1] })).toBe(0);
    // Both to act, the first played by a bot: the second is asked for.
    expect(curtainSeat({ mine: [0, 1], toAct: [0, 1], revealed: null, over: false, standIns: [0] })).toBe(1);
  });
  it("shows the revealed seat, the only local seat, or nothing (spectator)", () => {
    expect(viewerSeat([0, 1], 1)).toBe(1);
    expect(viewerSeat([2], null)).toBe(2);
    expect(viewerSeat([], null)).toBeNull();
    expect(viewerSeat([0, 1], null)).toBeNull();
  });
});
