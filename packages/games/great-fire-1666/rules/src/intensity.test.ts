import { describe, expect, it } from "vitest";
import { applyAction, legalActions } from "./play.js";
import { type GameState, INTENSITY } from "./state.js";
import { scenario } from "./test/scenario.js";

const ok = (s: GameState, a: unknown) => {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r;
};
/** Pile: one Fire card (East) on top of Intensity card `k`, then whatever `rest` says below. */
const pile =
  (k: number, rest: number[] = []) =>
  (s: GameState) => {
    s.pile = [...rest, INTENSITY + k, 1];
    s.intensitiesLeft = rest.filter((x) => x >= INTENSITY).length + 1;
  };

describe("§6 draw and Intensity", () => {
  it("§6 draws one card; an Intensity card now on top is resolved with 3 cones and removed", () => {
    const s = scenario()
      .phase("actions")
      .fire("d-3-0", 1)
      .with(pile(0, [0, INTENSITY + 1]))
      .state();
    const r = ok(s, { type: "endActions" });
    expect(r.state.hand[0 * 4 + 1]).toBe(1);
    expect(r.state.phase).toBe("intensity");
    expect(r.state.conesLeft).toBe(3);
    expect(r.state.pile).toEqual([0, INTENSITY + 1]);
    expect(r.events.map((e) => e.type)).toEqual(["actionsEnded", "cardDrawn", "intensity"]);
  });
  it("§6 cones go only into districts with a free cone, never Pudding Lane, capped at icons + 2", () => {
    const s = scenario()
      .phase("actions")
      .hand(1, "E")
      .fire("d-3-0", 3)
      .fire("d-2-0", 2, 2)
      .with(pile(0, [0, INTENSITY + 1]))
      .state();
    const r = ok(s, { type: "endActions" });
    expect(legalActions(r.state)).toEqual([{ type: "placeCone", district: "d-3-0" }]);
    const t = ok(r.state, { type: "placeCone", district: "d-3-0" }); // 2 icons → max 4 cones
    expect(t.state.cones[s.board.index["d-3-0"] as number]).toBe(4);
    expect(t.events.map((e) => e.type)).toContain("conesLost");
    expect(t.state.phase).toBe("spread");
    expect(t.state.active).toBe(1);
    const e = applyAction(r.state, { type: "placeCone", district: "pudding-lane" });
    expect(e.ok).toBe(false);
  });
  it("§6 the cap message names the limit", () => {
    const s = scenario()
      .phase("intensity")
      .fire("d-3-0", 4)
      .fire("d-3-1", 2)
      .with((s) => {
        s.conesLeft = 3;
        s.intensityQueue = 0;
      })
      .state();
    const r = applyAction(s, { type: "placeCone", district: "d-3-0" });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toBe(
        "District 3-0 already holds 4 cones, the most it may hold (2 house icons + 2)",
      );
  });
  it("§6 Example 7: every cone that can be placed must be placed; the rest are lost", () => {
    const s = scenario()
      .phase("intensity")
      .hand(1, "E")
      .fire("d-3-1", 6) // 5 icons → cap 7
      .with((s) => {
        s.conesLeft = 3;
      })
      .state();
    const r = applyAction(s, { type: "passCones" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain("District 3-1 can still take one");
    const t = ok(s, { type: "placeCone", district: "d-3-1" });
    expect(t.state.cones[s.board.index["d-3-1"] as number]).toBe(7);
    expect(t.events).toContainEqual({ type: "conesLost", seat: 0, count: 2 });
    expect(t.state.active).toBe(1);
  });
  it("§6 Portuguese edition: 3 cones on every burning district except Pudding Lane, capped", () => {
    const s = scenario({ rules: { intensity: "everyBurning" } })
      .phase("actions")
      .fire("d-3-0", 1)
      .fire("d-3-1", 1)
      .fire("d-2-0", 1, 1)
      .with(pile(0, [0, INTENSITY + 1]))
      .state();
    const r = ok(s, { type: "endActions" });
    const c = (id: string) => r.state.cones[s.board.index[id] as number];
    expect([c("d-3-0"), c("d-3-1"), c("d-2-0"), c("pudding-lane")]).toEqual([4, 4, 1, 25]);
    expect(r.state.active).toBe(1);
  });
});

describe("§7 endgame", () => {
  it("§7 after the last Intensity card every seat takes one final turn without drawing, then the game ends", () => {
    let s = scenario().phase("actions").with(pile(0)).state();
    s = ok(s, { type: "endActions" }).state; // draws, resolves the last Intensity (no cones can be placed)
    expect(s.finalTurnsLeft).toBe(3);
    expect(s.finalTurn).toBe(1);
    expect(s.active).toBe(1);
    for (let seat = 1; seat <= 3; seat++) {
      s.phase = "actions";
      s = ok(s, { type: "endActions" }).state;
    }
    expect(s.active).toBe(0);
    s.phase = "actions";
    const hand = s.hand.slice(0, 4).reduce((a, b) => a + b, 0);
    const last = ok(s, { type: "endActions" });
    expect(last.state.phase).toBe("over");
    expect(last.state.hand.slice(0, 4).reduce((a, b) => a + b, 0)).toBe(hand); // no draw in a final turn
    expect(last.events.at(-1)).toEqual({ type: "gameOver" });
    expect(legalActions(last.state)).toEqual([]);
    expect(applyAction(last.state, { type: "endActions" }).ok).toBe(false);
  });
  it("§8.2 More destruction: two final rounds", () => {
    let s = scenario({ rules: "long" }).phase("actions").with(pile(0)).state();
    s = ok(s, { type: "endActions" }).state;
    let turns = 0;
    while (s.phase !== "over") {
      s.phase = "actions";
      s = ok(s, { type: "endActions" }).state;
      turns++;
    }
    expect(turns).toBe(8);
  });
});
