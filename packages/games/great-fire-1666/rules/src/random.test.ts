import { describe, expect, it } from "vitest";
import { gridMap } from "./grid-map.js";
import { isOver, score } from "./index.js";
import { playRandomGame, playRandomGameReadable } from "./random.js";
import { createGame } from "./setup.js";
import { hashState } from "./state.js";

describe("random playouts", () => {
  it("the fast path and the readable path end byte-identical for the same seeds (3–6 seats)", () => {
    for (const seats of [3, 4, 5, 6]) {
      const s = createGame({ map: gridMap(), seats, seed: `eq-${seats}` });
      const fast = playRandomGame(s, 11);
      const slow = playRandomGameReadable(s, 11);
      expect(isOver(fast.state)).toBe(true);
      expect(fast.actions).toBe(slow.actions);
      expect(JSON.stringify(fast.state)).toBe(JSON.stringify(slow.state));
      expect(hashState(fast.state)).toBe(hashState(slow.state));
    }
  });
  it("issue 26 §1: with a secret ChaCha20 seed the fast and readable paths still end byte-identical", () => {
    const seed = `chacha20:${"5a".repeat(32)}`;
    const s = createGame({ map: gridMap(), seats: 4, seed });
    expect(s.rng).toHaveLength(11);
    for (const play of [seed, 11]) {
      const fast = playRandomGame(s, play);
      const slow = playRandomGameReadable(s, play);
      expect(fast.actions).toBe(slow.actions);
      expect(JSON.stringify(fast.state)).toBe(JSON.stringify(slow.state));
    }
  });
  it("does not mutate the state it starts from", () => {
    const s = createGame({ map: gridMap(), seats: 4, seed: 5 });
    const before = JSON.stringify(s);
    playRandomGame(s, 1);
    expect(JSON.stringify(s)).toBe(before);
  });
  it("§7 every random game ends with each seat's hand at handSize − final rounds", () => {
    const s = createGame({ map: gridMap(), seats: 4, seed: 9 });
    const end = playRandomGame(s, 3).state;
    for (let seat = 0; seat < 4; seat++) {
      const hand = end.hand.slice(seat * 4, seat * 4 + 4).reduce((a, b) => a + b, 0);
      expect(hand).toBe(4);
    }
    expect(score(end).winners.length).toBeGreaterThan(0);
  });
});

describe("replay", () => {
  it("same seed + same actions → byte-identical state; the first illegal action is reported by index", async () => {
    const { applyAction, legalActions, replay } = await import("./play.js");
    const map = gridMap();
    let s = createGame({ map, seats: 3, seed: "rep" });
    const actions: unknown[] = [];
    for (let i = 0; i < 150 && s.phase !== "over"; i++) {
      const list = legalActions(s);
      const a = list[(i * 7) % list.length];
      actions.push(a);
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const again = replay({ map, seats: 3, seed: "rep", actions });
    expect(again.ok).toBe(true);
    if (again.ok) expect(JSON.stringify(again.state)).toBe(JSON.stringify(s));
    const bad = replay({ map, seats: 3, seed: "rep", actions: [...actions.slice(0, 10), { type: "tame" }] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.index).toBe(10);
  });
});
