/**
 * §7 Conquest on the 2-player map (Appendix B): First Conquest, adjacency, the cost with every
 * modifier, Monsters and markers, defender losses and withdrawal on the attacker's turn, the final
 * attempt, conquering one's own declined region, Rivers and chasms.
 */
import { describe, expect, it } from "vitest";
import { SMALL_WORLD_UNDERGROUND as G } from "../module.js";
import { Scenario } from "./scenario.js";

const fresh = (hand = 10) =>
  new Scenario({ monsters: false }).active(0, "ogres", null, {}, hand).turn(0, "conquest");

describe("§7.1 First Conquest", () => {
  it("§7.1 a race entering the map must conquer an edge region", () => {
    const t = new Scenario({ monsters: false }).active(0, "gnomes", null, {}, 10).turn(0);
    expect(t.canConquer(0, "D2")).toBe(true); // edge
    expect(t.canConquer(0, "C4")).toBe(true); // edge
    expect(t.canConquer(0, "M1")).toBe(false); // inland
    const e = t.try(0, { type: "conquer", region: "M1", use: [] });
    expect(e).toMatchObject({ code: "notEdge", rule: "§7.1" });
  });

  it("§7.1 the two River regions touching the edge count as edge regions; the middle one does not", () => {
    const t = new Scenario({ monsters: false }).active(0, "gnomes", null, {}, 10).turn(0);
    expect(t.canConquer(0, "R1")).toBe(true);
    expect(t.canConquer(0, "R3")).toBe(true);
    expect(t.canConquer(0, "R2")).toBe(false);
  });

  it("§7.1 R8 a race whose regions were all conquered re-enters by the edge with the tokens in hand", () => {
    const t = new Scenario({ monsters: false }).active(0, "gnomes", null, {}, 6).turn(0);
    // No region: only edge regions are targets, the hand is what it has.
    expect(t.canConquer(0, "B1")).toBe(false);
    t.conquer(0, "C1");
    // Now on the map: adjacency rules, not the edge rule.
    expect(t.canConquer(0, "B1")).toBe(true);
    expect(t.canConquer(0, "C4")).toBe(false);
  });

  it("§7.1 R8 R16 a race whose only region was an emptied River re-enters by the edge next turn", () => {
    const t = new Scenario({ monsters: false }).active(0, "gnomes", null, {}, 3).turn(0);
    t.conquer(0, "R1").do(0, { type: "endConquests" });
    expect(t.raceIn("R1")).toBe(null);
    expect(t.hand("gnomes")).toBe(3);
    expect(t.s.owner).toBe(1);
  });
});

describe("§7.2 adjacency", () => {
  it("§7.2 later conquests must border a region of the active race, including ones conquered this turn", () => {
    const t = fresh().put("C1", 10, 1);
    expect(t.canConquer(0, "B1")).toBe(true);
    expect(t.canConquer(0, "C2")).toBe(false);
    t.conquer(0, "B1");
    expect(t.canConquer(0, "C2")).toBe(true);
  });

  it("§7.2 declined tokens never give adjacency", () => {
    const t = new Scenario({ monsters: false })
      .declined(0, "drow", null, { B1: 1 })
      .active(0, "ogres", null, { C1: 1 }, 6)
      .turn(0);
    expect(t.canConquer(0, "M1")).toBe(true); // C1–M1
    expect(t.canConquer(0, "C2")).toBe(false); // only B1 (declined) borders C2
  });

  it("§7.2 §7.6 a chasm is never a target; nobody enters it", () => {
    const t = fresh().put("C1", 10, 1);
    expect(t.legal(0).some((a) => a.includes("X1") || a.includes("X2"))).toBe(false);
    expect(t.try(0, { type: "conquer", region: "X1", use: [] })).toMatchObject({
      code: "chasm",
      rule: "§7.6",
    });
  });

  it("§1 regions on opposite banks are not adjacent through the River; a River region bridges them", () => {
    const t = fresh().put("D1", 10, 1);
    expect(t.canConquer(0, "M3")).toBe(false); // across the River
    t.conquer(0, "R1");
    expect(t.canConquer(0, "M3")).toBe(true);
  });

  it("§7.2 one's own active region is never a target", () => {
    const t = fresh().put("C1", 10, 1);
    expect(t.try(0, { type: "conquer", region: "C1", use: [] })).toMatchObject({
      code: "ownRegion",
      rule: "§7.2",
    });
  });
});

describe("§7.3 cost", () => {
  it("§7.3 example: a Mudpool holding 2 Monsters costs 2 + 2 = 4", () => {
    const t = new Scenario().active(0, "gnomes", null, {}, 10).turn(0);
    expect(t.s.rMonsters[t.r("D4")]).toBe(2);
    expect(t.cost(0, "D4")).toBe(4);
  });

  it("§7.3 base 2, +1 per race token (any player's, declined too), +1 Black Mountain, +1 per armor, +1 Keep", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { C1: 1 }, 10)
      .declined(1, "drow", null, { M1: 1 })
      .active(1, "lizardmen", null, { F1: 3 })
      .turn(0);
    expect(t.cost(0, "M1")).toBe(3); // 2 + 1 declined token
    expect(t.cost(0, "F1")).toBe(5); // 2 + 3
    expect(t.cost(0, "B1")).toBe(3); // 2 + Black Mountain
    t.armor("F1", 2);
    expect(t.cost(0, "F1")).toBe(7);
    t.marker("keepOnTheMotherland", "M1");
    expect(t.cost(0, "M1")).toBe(4);
  });

  it("§7.3 other Places and Relics never add defence", () => {
    const t = fresh().put("C1", 10, 1).marker("diamondFields", "M1").marker("swordOfTheKillerRabbit", "B1");
    expect(t.cost(0, "M1")).toBe(1); // Ogres: 2 − 1
    expect(t.cost(0, "B1")).toBe(2); // Ogres: 2 + 1 − 1
  });

  it("§7.3 R9 modifiers add up and the result is never below 1", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "ogres", null, { C1: 1 }, 5)
      .turn(0)
      .marker("swordOfTheKillerRabbit", "C1");
    // 2 − 1 (Ogres) − 2 (Sword) = −1 → 1
    expect(t.cost(0, "M1", 1)).toBe(1);
  });

  it("§7.3 §7.6 a River region costs 1; R11 an occupied River costs 1 + 1 per token", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { D1: 1 }, 10)
      .active(1, "kraken", null, { R2: 2 })
      .turn(0);
    expect(t.cost(0, "R1")).toBe(1);
    expect(t.cost(0, "R2")).toBe(3);
  });

  it("R11 option occupiedRiverBase 2: an occupied River costs as land", () => {
    const t = new Scenario({ monsters: false, rules: { occupiedRiverBase: 2 } })
      .active(0, "gnomes", null, { D1: 1 }, 10)
      .active(1, "kraken", null, { R2: 2 })
      .turn(0);
    expect(t.cost(0, "R2")).toBe(4);
    expect(t.cost(0, "R1")).toBe(1);
  });
});

describe("§7.4–§7.5 tokens", () => {
  it("§7.4 a conquest needs at least one token in hand; the tokens used stay in the region", () => {
    const t = fresh(3).put("C1", 10, 1);
    t.conquer(0, "M1"); // Ogres: 1
    expect(t.tokens("M1")).toBe(1);
    expect(t.hand("ogres")).toBe(2);
    t.conquer(0, "F1").conquer(0, "M2");
    expect(t.hand("ogres")).toBe(0);
    expect(t.legal(0).filter((a) => a.startsWith("conquer"))).toEqual([]);
    expect(t.try(0, { type: "conquer", region: "B1", use: [] })).toMatchObject({
      code: "noTokens",
      rule: "§7.4",
    });
  });

  it("§7.3 a region too dear is refused with its cost and what to do instead", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { C3: 1 }, 3)
      .active(1, "drow", null, { M3: 3 })
      .turn(0);
    const e = t.try(0, { type: "conquer", region: "M3", use: [] });
    expect(e?.code).toBe("tooExpensive");
    expect(e?.rule).toBe("§7.3");
    expect(e?.message).toContain("costs 5 tokens; you have 3 left");
    expect(e?.message).toContain("final attempt");
  });
});

describe("§7.7 Monsters, Places and Relics", () => {
  it("§7.7 R12 conquering a Monster region removes its Monsters and reveals the top marker face up there", () => {
    const t = new Scenario()
      .active(0, "gnomes", null, {}, 10)
      .turn(0)
      .pile("swordOfTheKillerRabbit", "diamondFields");
    t.conquer(0, "D4");
    expect(t.s.rMonsters[t.r("D4")]).toBe(0);
    expect(t.s.monstersRemoved).toBe(2);
    expect(t.s.markerAt[1]).toBe(t.r("D4")); // diamondFields, the top (last)
    expect(t.seen("revealed")[0]).toMatchObject({ marker: "diamondFields", region: "D4" });
    expect(t.s.pile.length).toBe(1);
  });
});

describe("§7.8 defender losses and withdrawal", () => {
  it("§7.8 the defender loses one token, takes the rest back and redeploys them at the end of the attacker's turn (toAct = defender)", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { C3: 1 }, 10)
      .active(1, "drow", null, { M3: 3, D3: 1 })
      .turn(0);
    t.conquer(0, "M3");
    const d = t.seen("conquered")[0]?.defender;
    expect(d).toMatchObject({ seat: 1, lost: 1, withdrawn: 2 });
    t.do(0, { type: "endConquests" });
    // The attacker redeploys and scores first; then the defender acts during the attacker's turn.
    while (t.s.phase === "redeploy") t.do(0, G.legal(t.s, 0)[0] as never);
    expect(t.s.phase).toBe("withdraw");
    expect(G.toAct(t.s)).toEqual([1]);
    expect(G.status(t.s)).toMatchObject({ turnOwner: 0, toAct: [1] });
    expect(G.legal(t.s, 0)).toEqual([]);
    expect(t.legal(1)).toEqual(["deploy:D3x1", "deploy:D3x2"]);
    t.do(1, { type: "deploy", region: "D3", count: 2 });
    expect(t.tokens("D3")).toBe(3);
    expect(t.s.owner).toBe(1);
  });

  it("§7.8 a region defended by a single token: that token is lost", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { C3: 1 }, 10)
      .active(1, "drow", null, { M3: 1, D3: 1 })
      .turn(0);
    t.conquer(0, "M3");
    expect(t.seen("conquered")[0]?.defender).toMatchObject({ lost: 1, withdrawn: 0 });
    expect(t.s.t.pending).toEqual([]);
  });

  it("§7.8 with no region left the defender keeps the withdrawn tokens in hand for a First Conquest", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { C3: 1 }, 10)
      .active(1, "drow", null, { M3: 4 })
      .turn(0);
    t.conquer(0, "M3").endTurn(0);
    expect(t.hand("drow")).toBe(3);
    expect(t.seen("toHand")[0]).toMatchObject({ seat: 1, count: 3 });
  });

  it("§7.8 R13 declined tokens in a conquered region are all lost; the banner returns when the last one goes (§11.4)", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { C3: 1 }, 10)
      .declined(1, "drow", null, { M3: 1 })
      .turn(0);
    const stack = t.s.bannerStack.length;
    t.conquer(0, "M3");
    expect(t.s.raceState[1]).toBe(0); // drow back in the game
    expect(t.s.declined[1]).toEqual([]);
    expect(t.s.bannerStack.length).toBe(stack + 1);
    expect(t.s.bannerStack[0]).toBe(1); // under the stack
    expect(t.s.bannerKnown).toBe(1);
  });

  it("§7.8 Black Mountain markers and Places stay and serve the new occupant; Relics stay too", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { C2: 1 }, 10)
      .active(1, "drow", null, { B1: 1, M1: 1 })
      .marker("swordOfTheKillerRabbit", "B1")
      .turn(0);
    t.conquer(0, "B1");
    expect(t.s.markerAt[10]).toBe(t.r("B1"));
    expect(G.view(t.s, 0).regions.find((r) => r.id === "B1")).toMatchObject({
      mountain: true,
      race: "gnomes",
    });
    // The Sword now serves its new holder.
    expect(t.legal(0)).toContain("conquer:M1+sword");
  });
});

describe("§7.9 own declined region", () => {
  it("§7.9 a player may conquer his own declined region at full cost and loses those tokens", () => {
    const t = new Scenario({ monsters: false })
      .declined(0, "drow", null, { M1: 1, B1: 1 })
      .active(0, "gnomes", null, { C1: 1 }, 10)
      .turn(0);
    expect(t.cost(0, "M1")).toBe(3);
    t.conquer(0, "M1");
    expect(t.seen("conquered")[0]?.defender).toMatchObject({ seat: 0, lost: 1, withdrawn: 0 });
    expect(t.raceIn("M1")).toBe("gnomes");
    expect(t.s.raceState[1]).toBe(2); // still holds B1
  });
});

describe("§7.10 final conquest attempt", () => {
  it("§7.10 R14 a final attempt is offered only 1–3 tokens short; success puts every token in hand there and ends conquests", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { C3: 1 }, 2)
      .active(1, "drow", null, { M3: 2 })
      .turn(0);
    // M3 costs 4, 2 short.
    expect(t.legal(0)).toContain("finalAttempt:M3");
    expect(t.legal(0)).not.toContain("conquer:M3");
    t.rolls(2).do(0, { type: "finalAttempt", region: "M3", use: [] });
    expect(t.seen("roll")[0]).toMatchObject({ roll: 2, success: true, cost: 4, had: 2 });
    expect(t.raceIn("M3")).toBe("gnomes");
    expect(t.seen("conquered")[0]).toMatchObject({ mode: "final", tokens: 2 });
    expect(t.s.phase).toBe("redeploy"); // conquests are over; troops lifted for redeployment
  });

  it("§7.10 a failed attempt conquers nothing; the tokens go to regions already held and conquests end", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { C3: 1 }, 2)
      .active(1, "drow", null, { M3: 2 })
      .turn(0);
    t.rolls(0).do(0, { type: "finalAttempt", region: "M3", use: [] });
    expect(t.seen("roll")[0]).toMatchObject({ roll: 0, success: false });
    expect(t.raceIn("M3")).toBe("drow");
    expect(t.s.phase).toBe("redeploy");
    t.do(0, { type: "deploy", region: "C3", count: 2 });
    expect(t.tokens("C3")).toBe(3);
  });

  it("R14 no final attempt on a region 4 or more tokens short, nor one that can be afforded", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { C3: 1 }, 1)
      .active(1, "drow", null, { M3: 3 })
      .turn(0);
    expect(t.legal(0)).not.toContain("finalAttempt:M3"); // costs 5, 4 short
    expect(t.try(0, { type: "finalAttempt", region: "M3", use: [] })).toMatchObject({
      code: "finalAttempt",
      rule: "§7.10",
    });
    expect(t.legal(0)).toContain("finalAttempt:B2"); // 2 + Black Mountain = 3: 2 short
    expect(t.legal(0)).toContain("finalAttempt:D3"); // 1 short
    expect(t.legal(0)).toContain("conquer:R2"); // affordable: conquered normally,
    expect(t.legal(0)).not.toContain("finalAttempt:R2"); // never by a final attempt
  });

  it("R15 a failed First Conquest attempt keeps the tokens in hand for next turn", () => {
    const t = new Scenario().active(0, "gnomes", null, {}, 2).turn(0);
    t.rolls(0).do(0, { type: "finalAttempt", region: "D4", use: [] }); // 4, 2 short
    expect(t.hand("gnomes")).toBe(2);
    expect(t.s.owner).toBe(1);
  });

  it("R1 the die has faces 0,0,0,1,2,3 (option dieFaces)", () => {
    const t = new Scenario({ monsters: false, rules: { dieFaces: [3] } })
      .active(0, "gnomes", null, { C3: 1 }, 1)
      .active(1, "drow", null, { M3: 1 })
      .turn(0);
    t.do(0, { type: "finalAttempt", region: "M3", use: [] });
    expect(t.seen("roll")[0]?.roll).toBe(3);
  });
});

describe("§7.11 successive conquests", () => {
  it("§7.11 a player conquers as long as he wishes and has tokens; ending is always allowed", () => {
    const t = fresh(4).put("C1", 10, 1);
    expect(t.legal(0)).toContain("endConquests");
    t.conquer(0, "M1").conquer(0, "B1");
    expect(t.legal(0)).toContain("endConquests");
    t.do(0, { type: "endConquests" });
    expect(t.s.phase).toBe("redeploy");
  });
});
