import { describe, expect, it } from "vitest";
import { applyAction, applyActionAs } from "./play.js";
import type { GameState } from "./state.js";
import { scenario } from "./test/scenario.js";

const ok = (s: GameState, a: unknown) => {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};
const fails = (s: GameState, a: unknown) => {
  const r = applyAction(s, a);
  if (r.ok) throw new Error("expected a refusal");
  return r.error;
};
const actions = () => scenario().phase("actions").ap(4);

describe("§5 actions", () => {
  it("§5.1 a pawn step costs 1 AP and follows movement adjacency, parks included", () => {
    const s = actions().pawn(0, "d-0-1").state();
    const t = ok(s, { type: "movePawn", to: "d-1-1" }); // park border
    expect(t.pawn[0]).toBe(s.board.index["d-1-1"]);
    expect(t.ap).toBe(3);
    expect(fails(s, { type: "movePawn", to: "d-3-3" }).code).toBe("notAdjacent");
  });
  it("§5.1 nobody ever enters Pudding Lane", () => {
    const s = actions().pawn(0, "d-0-2").state();
    expect(fails(s, { type: "movePawn", to: "pudding-lane" }).message).toBe(
      "Nobody ever enters Pudding Lane",
    );
  });
  it("§5 unspent AP are lost and no step is possible without AP", () => {
    const s = actions().ap(0).pawn(0, "d-0-1").state();
    expect(fails(s, { type: "movePawn", to: "d-0-0" }).code).toBe("noActionPoints");
  });
  it("§5 strict order: pawn moves close once a team has moved", () => {
    const s = actions().team("d-3-0").state();
    const t = ok(s, { type: "moveTeam", from: "d-3-0", to: "d-2-0" });
    expect(fails(t, { type: "movePawn", to: "d-1-0" }).code).toBe("actionOrder");
  });
  it("§5 strict order: team moves close once a cone is tamed", () => {
    const s = actions().fire("d-3-0", 1, 1).pawn(0, "d-3-0").team("d-2-0").state();
    const t = ok(s, { type: "tame" });
    expect(fails(t, { type: "moveTeam", from: "d-2-0", to: "d-1-0" }).code).toBe("actionOrder");
  });
  it("§5.2 a team entering a burning district stops and controls one free cone", () => {
    const s = actions().fire("d-2-0", 2).team("d-3-0").state();
    const t = ok(s, { type: "moveTeam", from: "d-3-0", to: "d-2-0" });
    const d = s.board.index["d-2-0"] as number;
    expect([t.teams[d], t.committed[d]]).toEqual([1, 1]);
    const e = fails(t, { type: "moveTeam", from: "d-2-0", to: "d-1-0" });
    expect(e.message).toContain("committed");
  });
  it("§5.2 any uncommitted team may be moved, whoever placed it; not from an empty district", () => {
    const s = actions().state();
    expect(fails(s, { type: "moveTeam", from: "d-3-0", to: "d-2-0" }).message).toBe(
      "No emergency team stands in District 3-0",
    );
  });
  it("§5.5 demolition: free, needs an Explosive, a team, a district next to fire with no cones and ≤ 2 icons", () => {
    // d-3-0 prints 2 icons and touches d-3-1 which burns.
    const s = actions()
      .fire("d-3-1", 2)
      .team("d-3-0")
      .give(0, "explosive")
      .token("d-3-0", "oneVp")
      .houses("d-3-0", ["red", "red"])
      .state();
    const t = ok(s, { type: "demolish", district: "d-3-0" });
    const d = s.board.index["d-3-0"] as number;
    expect(t.demolished[d]).toBe(1);
    expect(t.ap).toBe(4);
    expect(t.burntByColour[0]).toBe(2);
    expect(t.token[d]).toBe(-1);
    expect(t.tokens[0]).toBe(0);
    expect(t.tokens[2]).toBe(0); // the token on it was discarded unseen
  });
  it("§5.5 a district printing more than 2 icons cannot be demolished unless already burnt", () => {
    const s = actions().fire("d-3-0", 2).team("d-3-1").give(0, "explosive").state(); // d-3-1 prints 5
    expect(fails(s, { type: "demolish", district: "d-3-1" }).message).toContain("more than 2 house icons");
    const burnt = actions().fire("d-3-0", 2).team("d-3-1").give(0, "explosive").burnt("d-3-1").state();
    expect(applyAction(burnt, { type: "demolish", district: "d-3-1" }).ok).toBe(true);
  });
  it("§5.5 demolition needs adjacent fire, no cones in the district and an Explosive", () => {
    const cold = actions().team("d-3-0").give(0, "explosive").state();
    expect(fails(cold, { type: "demolish", district: "d-3-0" }).message).toContain("not next to any fire");
    const none = actions().fire("d-3-1", 2).team("d-3-0").state();
    expect(fails(none, { type: "demolish", district: "d-3-0" }).code).toBe("noExplosive");
    const lit = actions().fire("d-3-0", 1, 1).fire("d-3-1", 2).give(0, "explosive").team("d-3-0").state();
    expect(fails(lit, { type: "demolish", district: "d-3-0" }).message).toContain("holds fire cones");
  });
  it("§5.5 districts next to Pudding Lane qualify", () => {
    const s = actions().team("d-0-2").give(0, "explosive").state();
    expect(applyAction(s, { type: "demolish", district: "d-0-2" }).ok).toBe(true);
  });
  it("§5.3 taming: pawn in a contained district, 1 AP, the cone goes to the supply and the team is freed", () => {
    const s = actions().fire("d-3-0", 2, 2).pawn(0, "d-3-0").state();
    const t = ok(s, { type: "tame" });
    const d = s.board.index["d-3-0"] as number;
    expect([t.cones[d], t.committed[d], t.teams[d], t.tamed[0], t.ap]).toEqual([1, 1, 2, 1, 3]);
  });
  it("§5.3 taming needs containment", () => {
    const s = actions().fire("d-3-0", 2, 1).pawn(0, "d-3-0").state();
    expect(fails(s, { type: "tame" }).code).toBe("notContained");
  });
  it("§5.4 the Hero of London goes to the first with 3 tamed cones and passes only on strictly more", () => {
    const s = actions()
      .fire("d-3-0", 4, 4)
      .pawn(0, "d-3-0")
      .with((s) => {
        s.tamed[1] = 3;
        s.hero = 1;
      })
      .state();
    let t = ok(ok(ok(s, { type: "tame" }), { type: "tame" }), { type: "tame" });
    expect(t.tamed[0]).toBe(3);
    expect(t.hero).toBe(1); // a tie does not take the card
    t = ok(t, { type: "tame" });
    expect(t.hero).toBe(0);
    const first = actions().fire("d-3-0", 3, 3).pawn(0, "d-3-0").state();
    expect(ok(ok(ok(first, { type: "tame" }), { type: "tame" }), { type: "tame" }).hero).toBe(0);
  });
  it("§8.3 complex: tamed cones also count on the taming pawn's colour track", () => {
    const s = scenario({ rules: "complex" })
      .phase("actions")
      .ap(4)
      .fire("d-3-0", 2, 2)
      .pawn(0, "d-3-0")
      .state();
    const t = ok(s, { type: "tame" });
    expect(t.tamedByColour[t.pawnColour[0] as number]).toBe(1);
  });
  it("refuses actions out of turn, naming the active seat", () => {
    const s = createNamed();
    const r = applyActionAs(s, 1, { type: "endActions" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe("It is Anna's turn, not yours");
  });
  it("rejects malformed input without throwing", () => {
    const s = actions().state();
    for (const bad of [
      null,
      42,
      "tame",
      { type: "fly" },
      { type: "movePawn" },
      { type: "movePawn", to: 7 },
    ]) {
      const r = applyAction(s, bad);
      expect(r.ok).toBe(false);
    }
    expect(fails(s, { type: "movePawn", to: "nowhere" }).message).toBe(
      'There is no district "nowhere" on this map',
    );
  });
});

function createNamed() {
  return scenario()
    .phase("actions")
    .with((s) => {
      s.seatNames = ["Anna", "Ben", "Cleo", "Dan"];
    })
    .state();
}
