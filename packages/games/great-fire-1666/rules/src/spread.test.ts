import { describe, expect, it } from "vitest";
import { applyAction, fireOptions, legalActions } from "./play.js";
import type { GameState } from "./state.js";
import { scenario } from "./test/scenario.js";

const ok = (s: GameState, a: unknown) => {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r;
};
const fireTargets = (s: GameState, card: string) =>
  legalActions(s)
    .filter((a) => a.type === "fire" && a.card === card)
    .map((a) => (a.type === "fire" ? `${a.from}>${a.to}` : ""))
    .sort();

describe("§4 spreading the fire", () => {
  it("§4 refills Pudding Lane at the start of a turn when it holds fewer than 2 cones", () => {
    const s = scenario()
      .phase("actions")
      .with((s) => {
        s.cones[s.board.origin] = 1;
      })
      .state();
    const r = ok(s, { type: "endActions" });
    expect(r.state.active).toBe(1);
    expect(r.state.cones[s.board.origin]).toBe(25);
    expect(r.events.some((e) => e.type === "puddingLaneRefilled")).toBe(true);
  });
  it("§4.1 the trail runs through burning districts in any direction; the last step follows the card", () => {
    const s = scenario().fire("d-2-2", 2).hand(0, "E").state();
    // From Pudding Lane the trail reaches d-2-2; East steps off it: d-3-2 (arrow) and d-3-3 (crossing).
    expect(fireTargets(s, "E")).toEqual([
      "d-2-2>d-3-2",
      "d-2-2>d-3-3",
      "pudding-lane>d-3-2",
      "pudding-lane>d-3-3",
    ]);
  });
  it("§1.1 a diagonal crossing NW→SE allows a South card", () => {
    const s = scenario()
      .fire("d-0-2", 2)
      .hand(0, "S")
      .burnt("d-0-3")
      .with((s) => {
        s.cones[s.board.origin] = 1; // Pudding Lane cannot be a source
      })
      .state();
    expect(fireTargets(s, "S")).toEqual(["d-0-2>d-1-3"]);
  });
  it("§4.2 rejects a class-2 destination (houses and a team) while a class-1 one exists", () => {
    const s = scenario().fire("d-2-2", 2).team("d-3-2").hand(0, "E").state();
    expect(fireTargets(s, "E")).toEqual(["d-2-2>d-3-3", "pudding-lane>d-3-3"]);
    const r = applyAction(s, { type: "fire", card: "E", from: "d-2-2", to: "d-3-2" });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("priority");
      expect(r.error.message).toContain("class 2");
      expect(r.error.rule).toBe("§4.2");
    }
  });
  it("§4.2 ruling: the class is computed over the whole trail of the chosen source", () => {
    // South from Pudding Lane reaches d-0-3 and d-1-3 (burnt, class 3); via d-2-2 it reaches d-2-3 (class 1).
    const s = scenario().fire("d-2-2", 2).burnt("d-0-3").burnt("d-1-3").hand(0, "S").state();
    expect(fireTargets(s, "S")).toEqual([
      "d-2-2>d-2-3",
      "d-2-2>d-3-3",
      "pudding-lane>d-2-3",
      "pudding-lane>d-3-3",
    ]);
    const opts = fireOptions(s).find((o) => o.card === "S");
    const barred = opts?.sources[0]?.destinations.find((d) => d.to === "d-0-3");
    expect(barred).toMatchObject({ priorityClass: 3, allowed: false });
    expect(barred?.reason).toContain("§4.2");
  });
  it("§4.2 burnt districts without a team come before burnt districts with one", () => {
    const s = scenario().burnt("d-0-3").burnt("d-1-3").team("d-1-3").hand(0, "S").state();
    expect(fireTargets(s, "S")).toEqual(["pudding-lane>d-0-3"]);
  });
  it("§4 a district holding a free cone is never a destination, with a plain message", () => {
    const s = scenario().fire("d-3-2", 1).hand(0, "E").state();
    const r = applyAction(s, { type: "fire", card: "E", from: "pudding-lane", to: "d-3-2" });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toBe("District 3-2 holds a free cone, so the fire may not end its move there");
  });
  it("§4 the source needs 2 cones, one free; the last cone never leaves", () => {
    const s = scenario().fire("d-3-0", 1).hand(0, "S").state();
    const r = applyAction(s, { type: "fire", card: "S", from: "d-3-0", to: "d-3-1" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain("fewer than 2 cones");
  });
  it("§4 a card not in hand is refused", () => {
    const s = scenario().hand(0, "E").state();
    const r = applyAction(s, { type: "fire", card: "W", from: "pudding-lane", to: "d-0-2" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe("You hold no West card");
  });
  it("§4 demolished districts are never destinations", () => {
    const s = scenario()
      .hand(0, "E")
      .with((s) => {
        s.demolished[s.board.index["d-2-2"] as number] = 1;
      })
      .state();
    expect(fireTargets(s, "E")).toEqual([]);
  });
  it("§4.3 entering: all houses burn to the VP tracks, one cone per house is added and the token is taken", () => {
    const s = scenario()
      .hand(0, "S")
      .houses("d-1-3", ["red", "blue"])
      .token("d-1-3", "explosive")
      .burnt("d-0-3")
      .state();
    const r = ok(s, { type: "fire", card: "S", from: "pudding-lane", to: "d-1-3" });
    const d = s.board.index["d-1-3"] as number;
    expect(r.state.cones[d]).toBe(3);
    expect(r.state.intact[d]).toBe(0);
    expect(r.state.burntByColour.slice(0, 2)).toEqual([1, 1]);
    expect(r.state.tokens[0 * 3 + 0]).toBe(1);
    expect(r.state.token[d]).toBe(-1);
    expect(r.state.cones[s.board.origin]).toBe(24);
    expect(r.state.phase).toBe("actions");
  });
  it("§4.3 an uncommitted team controls the new cone and the houses are safe", () => {
    const s = scenario().hand(0, "E").team("d-2-2").state();
    const r = ok(s, { type: "fire", card: "E", from: "pudding-lane", to: "d-2-2" });
    const d = s.board.index["d-2-2"] as number;
    expect([r.state.cones[d], r.state.committed[d], r.state.intact[d]]).toEqual([1, 1, 1]);
  });
  it("§4.3 entering a contained district with no uncommitted team breaks containment: its houses burn", () => {
    const s = scenario().hand(0, "E").fire("d-2-2", 1, 1).state(); // 1 house, contained
    const r = ok(s, { type: "fire", card: "E", from: "pudding-lane", to: "d-2-2" });
    const d = s.board.index["d-2-2"] as number;
    expect([r.state.cones[d], r.state.committed[d], r.state.intact[d]]).toEqual([3, 1, 0]);
  });
  it("§4.5 wild fire adds one cone when entering an already burnt district (forced on)", () => {
    const base = { rules: { wildFire: true } } as const;
    const s = scenario(base).hand(0, "E").burnt("d-2-2").state();
    const d = s.board.index["d-2-2"] as number;
    expect(ok(s, { type: "fire", card: "E", from: "pudding-lane", to: "d-2-2" }).state.cones[d]).toBe(2);
    const off = scenario({ rules: { wildFire: false } })
      .hand(0, "E")
      .burnt("d-2-2")
      .state();
    expect(ok(off, { type: "fire", card: "E", from: "pudding-lane", to: "d-2-2" }).state.cones[d]).toBe(1);
  });
  it("§4.5 wild fire is automatic with 5–6 players only", () => {
    expect(scenario({ seats: 5 }).state().wildFire).toBe(true);
    expect(scenario({ seats: 4 }).state().wildFire).toBe(false);
  });
  it("§4.6 a Double Move token gives a second move with the same direction at the start of phase B, then leaves the game", () => {
    const s = scenario().hand(0, "E").give(0, "doubleMove").state();
    const r1 = ok(s, { type: "fire", card: "E", from: "pudding-lane", to: "d-2-2" });
    // Ruling (rules version 2): no phase of its own, so the phase never tells who holds the token.
    expect(r1.state.phase).toBe("actions");
    expect(legalActions(r1.state)[0]).toMatchObject({ type: "doubleMove" });
    expect(legalActions(r1.state)).not.toContainEqual({ type: "skipDoubleMove" });
    const r2 = ok(r1.state, { type: "doubleMove", from: "d-2-2", to: "d-3-3" });
    expect(r2.state.tokens[1]).toBe(0);
    expect(r2.state.phase).toBe("actions");
    expect(legalActions(r2.state).some((a) => a.type === "doubleMove")).toBe(false);
    // Any action of phase B closes the offer; the token stays.
    const moved = ok(r1.state, { type: "movePawn", to: "d-1-0" });
    expect(moved.state.tokens[1]).toBe(1);
    expect(applyAction(moved.state, { type: "doubleMove", from: "d-2-2", to: "d-3-3" })).toMatchObject({
      ok: false,
      error: { code: "noDoubleMove", rule: "§4.6" },
    });
  });
  it("§4.6 rules version 1 (stored games): the Double Move was a phase of its own with a skip", () => {
    const s = scenario({ rulesVersion: 1 }).hand(0, "E").give(0, "doubleMove").state();
    const r1 = ok(s, { type: "fire", card: "E", from: "pudding-lane", to: "d-2-2" });
    expect(r1.state.phase).toBe("doubleMove");
    expect(legalActions(r1.state)).toContainEqual({ type: "skipDoubleMove" });
    const r2 = ok(r1.state, { type: "doubleMove", from: "d-2-2", to: "d-3-3" });
    expect(r2.state.tokens[1]).toBe(0);
    expect(r2.state.phase).toBe("actions");
    const skip = ok(r1.state, { type: "skipDoubleMove" });
    expect(skip.state.tokens[1]).toBe(1);
  });
  it("§4.4 with no playable card the player discards, skips phase B, draws and resolves an extra Intensity", () => {
    const s = scenario()
      .hand(0, "NN")
      .fire("d-3-0", 2)
      .with((s) => {
        s.cones[s.board.origin] = 25;
      })
      .state();
    // North from Pudding Lane or d-3-0 leads nowhere.
    expect(legalActions(s)).toEqual([{ type: "discard", card: "N" }]);
    const r = ok(s, { type: "discard", card: "N" });
    expect(r.events.find((e) => e.type === "noPlayableCard")).toMatchObject({
      hand: ["N", "N"],
      discarded: "N",
    });
    expect(r.events.some((e) => e.type === "cardDrawn")).toBe(true);
    expect(r.state.phase).toBe("intensity");
    expect(r.state.conesLeft).toBe(3);
    expect(legalActions(r.state)).toEqual([{ type: "placeCone", district: "d-3-0" }]);
  });
  it("§4.4 a discard is refused while a card is playable", () => {
    const s = scenario().hand(0, "NE").state();
    const r = applyAction(s, { type: "discard", card: "N" });
    expect(r.ok).toBe(false);
  });
  it("§4.4 Portuguese edition: discard, place three cones in all (player's choice, capped), then phase B", () => {
    const s = scenario({ rules: "portuguese-edition" })
      .hand(0, "N")
      .fire("d-3-0", 2)
      .fire("d-0-0", 1)
      .state();
    const r = ok(s, { type: "discard", card: "N" });
    expect(r.state.phase).toBe("intensity");
    expect(r.state.conesLeft).toBe(3);
    let t = r.state;
    for (const d of ["d-3-0", "d-0-0", "d-0-0"]) t = ok(t, { type: "placeCone", district: d }).state;
    const at = (id: string) => t.cones[s.board.index[id] as number];
    expect([at("d-3-0"), at("d-0-0")]).toEqual([3, 3]);
    expect(t.phase).toBe("actions");
  });
  it("§4.4 rules version 1 (stored games): the Portuguese fallback followed the Intensity mode", () => {
    const s = scenario({ rules: "portuguese-edition", rulesVersion: 1 })
      .hand(0, "N")
      .fire("d-3-0", 2)
      .state();
    const r = ok(s, { type: "discard", card: "N" });
    const d = s.board.index["d-3-0"] as number;
    expect(r.state.cones[d]).toBe(4); // 2 + 3 capped at 2 icons + 2
    expect(r.state.phase).toBe("actions");
  });
  it("§4.3 burning one's own houses is legal", () => {
    const s = scenario().hand(0, "E").colour(0, "red").houses("d-2-2", ["red"]).state();
    expect(applyAction(s, { type: "fire", card: "E", from: "pudding-lane", to: "d-2-2" }).ok).toBe(true);
  });
});
