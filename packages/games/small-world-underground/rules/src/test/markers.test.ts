/**
 * §16–§18 the 9 Popular Places and the 6 Righteous Relics (2-player map, Appendix B).
 */
import { describe, expect, it } from "vitest";
import { K, P, R } from "../catalog.js";
import { Scenario } from "./scenario.js";

const S = (rules: Record<string, unknown> = {}) => new Scenario({ monsters: false, rules });

describe("§18 Popular Places", () => {
  it("§18.1 R54 Altar of Souls: after scoring, 1 token of one's declined race for 3 coins, also when the occupant is declined", () => {
    const t = S()
      .declined(0, "drow", null, { D3: 1, M1: 1 })
      .active(0, "gnomes", null, { C1: 1 })
      .marker("altarOfSouls", "M1")
      .coins(0, 0)
      .turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.phase).toBe("altar");
    expect(t.s.coins[0]).toBe(3); // scored first (R54)
    t.do(0, { type: "altar", region: "D3" });
    expect(t.s.coins[0]).toBe(6);
    expect(t.raceIn("D3")).toBe(null);
  });

  it("§18.2 Diamond Fields: +1 for it and each other region of the same race and terrain, also in decline", () => {
    const t = S()
      .declined(0, "drow", null, { M1: 1, M2: 1, C1: 1 })
      .active(0, "gnomes", null, { D3: 1 })
      .marker("diamondFields", "M1")
      .coins(0, 0)
      .turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.coins[0]).toBe(3 + 2 + 1);
  });

  it("§18.3 R55 Crypt: its active occupant places the Ghost on any other non-chasm region, which becomes immune; conquering the Crypt takes the Ghost", () => {
    const t = S()
      .active(0, "gnomes", null, { M1: 1, C1: 1 }, 0)
      .marker("cryptOfTheTombRaider", "M1")
      .active(1, "drow", null, { B1: 1 }, 9)
      .turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.phase).toBe("ghost");
    expect(t.legal(0)).not.toContain("placeGhost:M1");
    expect(t.legal(0)).not.toContain("placeGhost:X1");
    t.do(0, { type: "placeGhost", region: "C1" });
    t.turn(1);
    expect(t.canConquer(1, "C1")).toBe(false);
    t.conquer(1, "M1");
    expect(t.s.ghost).toBe(-1);
    expect(t.canConquer(1, "C1")).toBe(true);
  });

  it("§18.3 placing or moving the Ghost is optional (puoi piazzare): declining leaves it where it was", () => {
    const crypt = (rulesVersion?: number) =>
      new Scenario({ monsters: false, ...(rulesVersion ? { rulesVersion } : {}) })
        .active(0, "gnomes", null, { M1: 1, C1: 1 }, 0)
        .marker("cryptOfTheTombRaider", "M1")
        .figure("ghost", "C1")
        .turn(0);
    const t = crypt();
    t.do(0, { type: "endConquests" });
    expect(t.s.phase).toBe("ghost");
    expect(t.legal(0)).toContain("keepGhost");
    t.do(0, { type: "keepGhost" });
    expect(t.s.ghost).toBe(t.r("C1"));
    expect(t.s.phase).not.toBe("ghost");
    // Rules version 1 (stored games) forced the placement.
    const v1 = crypt(1);
    v1.do(0, { type: "endConquests" });
    expect(v1.legal(0)).not.toContain("keepGhost");
    expect(v1.legal(0).every((x) => x.startsWith("placeGhost:"))).toBe(true);
  });

  it("§18.4 R56 Fountain of Youth: at the start of the turn 1 token of the active race from the tray", () => {
    const t = S().active(0, "gnomes", null, { M1: 1 }, 0).marker("fountainOfYouth", "M1").turn(0, "start");
    t.do(0, { type: "expand" });
    expect(t.hand("gnomes")).toBe(1);
    expect(t.seen("fountain")).toHaveLength(1);
  });

  it("§18.5 Keep on the Motherland: +1 coin and +1 defence, also in decline", () => {
    const t = S()
      .declined(0, "drow", null, { M1: 1 })
      .active(0, "gnomes", null, { C4: 1 })
      .marker("keepOnTheMotherland", "M1")
      .active(1, "ogres", null, { C1: 1 }, 9)
      .coins(0, 0)
      .turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.coins[0]).toBe(1 + 1 + 1);
    t.turn(1);
    expect(t.cost(1, "M1")).toBe(2 + 1 + 1 - 1);
  });

  it("§18.6 R57 Great Brass Pipe: regions of its terrain are adjacent to one another for its holder; star option", () => {
    const t = S().active(0, "gnomes", null, { M1: 1 }, 9).marker("greatBrassPipe", "M1").turn(0);
    expect(t.canConquer(0, "M4")).toBe(true);
    expect(t.canConquer(0, "D3")).toBe(false);
    const u = S({ pipeAdjacency: "star" })
      .active(0, "gnomes", null, { M1: 1 }, 9)
      .marker("greatBrassPipe", "M1")
      .turn(0);
    expect(u.canConquer(0, "M4")).toBe(true);
  });

  it("§18.7 R58 Stonehedge: on discovery a power is drawn at random below the visible badge top; it serves the occupant", () => {
    const t = new Scenario().active(0, "gnomes", null, {}, 9).turn(0).pile("stonehedge");
    const top = t.s.badgeStack[t.s.badgeStack.length - 1];
    t.conquer(0, "D4");
    expect(t.s.stonehedgePower).toBeGreaterThanOrEqual(0);
    expect(t.s.stonehedgePower).not.toBe(top);
    expect(t.s.badgeStack[t.s.badgeStack.length - 1]).toBe(top);
    expect(t.seen("stonehedge")[0]?.power).toBeTruthy();
  });

  it("R58 option stonehedgeDraw top takes the visible top badge", () => {
    const t = new Scenario({ rules: { stonehedgeDraw: "top" } })
      .active(0, "gnomes", null, {}, 9)
      .turn(0)
      .pile("stonehedge");
    const top = t.s.badgeStack[t.s.badgeStack.length - 1];
    t.conquer(0, "D4");
    expect(t.s.stonehedgePower).toBe(top);
    expect(t.seen("combos")).toHaveLength(1);
  });

  it("§18.7 R59 a Stonehedge power serves the active occupant; declined, only Reborn, Wise, Tomb and Muddy work", () => {
    const t = S().active(0, "gnomes", null, { M1: 1, M2: 1 }).marker("stonehedge", "M1").coins(0, 0).turn(0);
    t.s.stonehedgePower = P.mining;
    t.do(0, { type: "endConquests" });
    expect(t.s.coins[0]).toBe(4);
    const wise = S()
      .declined(0, "gnomes", null, { M1: 1 })
      .active(0, "ogres", null, { C4: 1 })
      .marker("stonehedge", "M1")
      .coins(0, 0)
      .turn(0);
    wise.s.stonehedgePower = P.wise;
    wise.do(0, { type: "endConquests" });
    expect(wise.s.coins[0]).toBe(1 + 1 + 2);
    const mining = S()
      .declined(0, "gnomes", null, { M1: 1 })
      .active(0, "ogres", null, { C4: 1 })
      .marker("stonehedge", "M1")
      .coins(0, 0)
      .turn(0);
    mining.s.stonehedgePower = P.mining;
    mining.do(0, { type: "endConquests" });
    expect(mining.s.coins[0]).toBe(2);
  });

  it("§18.7 a Stonehedge power is optional: Vanishing need not be used when declining", () => {
    const t = S()
      .active(0, "gnomes", null, { M1: 2, C1: 1 })
      .marker("stonehedge", "M1")
      .coins(0, 0)
      .turn(0, "start");
    t.s.stonehedgePower = P.vanishing;
    expect(t.legal(0)).toEqual(["expand", "decline", "declineWithoutStonehedge"]);
    t.do(0, { type: "declineWithoutStonehedge" });
    expect([t.raceIn("M1"), t.raceIn("C1")]).toEqual(["gnomes", "gnomes"]);
    const u = S()
      .active(0, "gnomes", null, { M1: 2, C1: 1 })
      .marker("stonehedge", "M1")
      .coins(0, 0)
      .turn(0, "start");
    u.s.stonehedgePower = P.vanishing;
    u.do(0, { type: "decline" });
    expect(u.s.coins[0]).toBe(4);
  });

  it("§18.8 Mine of the Lost Dwarf: +2 coins each turn, also in decline", () => {
    const t = S()
      .declined(0, "drow", null, { M1: 1 })
      .active(0, "gnomes", null, { C4: 1 })
      .marker("mineOfTheLostDwarf", "M1")
      .coins(0, 0)
      .turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.coins[0]).toBe(1 + 1 + 2);
  });

  it("§18.9 R60 Wickedest Pentacle: the Balrog is summoned next to it and conquers (two tokens lost), no marker drawn, its region immune and worthless", () => {
    const t = new Scenario()
      .active(0, "gnomes", null, { C3: 1 }, 3)
      .active(1, "drow", null, { M3: 4, D1: 1 })
      .marker("wickedestPentacle", "C3")
      .turn(0)
      .pile("swordOfTheKillerRabbit");
    expect(t.legal(0)).toContain("balrog:M3");
    expect(t.legal(0)).toContain("balrog:D4"); // Monster region
    t.do(0, { type: "balrog", region: "M3" });
    expect(t.s.balrog).toBe(t.r("M3"));
    expect(t.seen("conquered")[0]).toMatchObject({ mode: "balrog", defender: { lost: 2, withdrawn: 2 } });
    expect(t.legal(0).some((a) => a.startsWith("balrog"))).toBe(false); // once per turn
    expect(t.canConquer(0, "M3")).toBe(false);
    t.s.t.balrogMoved = false;
    t.do(0, { type: "balrog", region: "D3" });
    expect(t.s.pile.length).toBe(1);
    expect(t.raceIn("M3")).toBe(null);
  });

  it("§18.9 option balrogMoves false: summoned once, it never moves", () => {
    const t = S({ balrogMoves: false })
      .active(0, "gnomes", null, { C3: 1 }, 3)
      .marker("wickedestPentacle", "C3")
      .figure("balrog", "D3")
      .turn(0);
    expect(t.legal(0).some((a) => a.startsWith("balrog"))).toBe(false);
  });
});

describe("§17 Righteous Relics", () => {
  it("§17.1 Froggy's Ring: placed in an active region at the end of the turn, 1 coin from each player with active tokens next to it", () => {
    const t = S()
      .active(0, "gnomes", null, { C1: 1, M4: 1 }, 0)
      .active(1, "drow", null, { M1: 1 })
      .marker("froggysRing", "M4")
      .coins(0, 3)
      .turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.phase).toBe("ring");
    t.do(0, { type: "placeRing", region: "C1" });
    expect(t.s.markerAt[K.froggysRing]).toBe(t.r("C1"));
    expect(t.s.coins).toEqual([1 + 2, 2]);
  });

  it("§17.2 Sword: once per turn one conquest costs 2 less (minimum 1); the Sword moves there (R51)", () => {
    const t = S()
      .active(0, "gnomes", null, { C1: 1 }, 9)
      .active(1, "drow", null, { B1: 2 })
      .marker("swordOfTheKillerRabbit", "C1")
      .turn(0);
    expect(t.cost(0, "B1", 1)).toBe(3);
    t.conquer(0, "B1", ["sword"]);
    expect(t.s.markerAt[K.swordOfTheKillerRabbit]).toBe(t.r("B1"));
    expect(t.legal(0).some((a) => a.includes("sword"))).toBe(false);
  });

  it("§17.3 Flying Doormat: once per turn a region not adjacent; it moves there", () => {
    const t = S().active(0, "gnomes", null, { C1: 1 }, 9).marker("flyingDoormat", "C1").turn(0);
    expect(t.legal(0)).toContain("conquer:M4+doormat");
    expect(t.legal(0)).not.toContain("conquer:M1+doormat"); // adjacent: no Doormat needed
    t.conquer(0, "M4", ["doormat"]);
    expect(t.s.markerAt[K.flyingDoormat]).toBe(t.r("M4"));
    expect(t.legal(0).some((a) => a.includes("doormat"))).toBe(false);
  });

  it("§17.4 R52 Stinky Troll's Socks: conquer as if empty; the occupant loses no token; declined ones redeploy or go to the tray", () => {
    const t = S()
      .active(0, "gnomes", null, { C1: 1 }, 9)
      .active(1, "drow", null, { B1: 3, D3: 1 })
      .marker("stinkyTrollsSocks", "C1")
      .turn(0);
    expect(t.cost(0, "B1", 2)).toBe(3); // 2 + Black Mountain
    t.conquer(0, "B1", ["socks"]);
    expect(t.seen("conquered")[0]?.defender).toMatchObject({ lost: 0, withdrawn: 3 });
    const u = S()
      .active(0, "gnomes", null, { C1: 1 }, 9)
      .declined(1, "drow", null, { M1: 1, D3: 1 })
      .marker("stinkyTrollsSocks", "C1")
      .turn(0);
    u.conquer(0, "M1", ["socks"]).endTurn(0);
    expect(u.s.phase).toBe("withdraw");
    u.do(1, { type: "deploy", region: "D3", count: 1 });
    expect(u.tokens("D3")).toBe(2);
  });

  it("§17.5 Shiny Orb: once per turn an adjacent single active opponent token is replaced by one of the holder's", () => {
    const t = S()
      .active(0, "gnomes", null, { C1: 1 }, 2)
      .active(1, "drow", null, { M1: 1 })
      .marker("shinyOrb", "C1")
      .turn(0);
    expect(t.legal(0)).toContain("orb:M1");
    t.do(0, { type: "orb", region: "M1", use: [] });
    expect([t.raceIn("M1"), t.hand("gnomes")]).toEqual(["gnomes", 2]);
    expect(t.s.markerAt[K.shinyOrb]).toBe(t.r("M1"));
  });

  it("§17.6 R53 Scepter of Avarice: the bank's coins for its region are doubled; not on the Lost Dwarf's Mine; not coins from players", () => {
    const t = S()
      .active(0, "gnomes", "mining", { M1: 1, C1: 1 }, 0)
      .marker("scepterOfAvarice", "C1")
      .coins(0, 0)
      .turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.phase).toBe("scepter");
    t.do(0, { type: "placeScepter", region: "M1" });
    expect(t.s.coins[0]).toBe(2 * 2 + 1);
    const u = S()
      .active(0, "gnomes", null, { M1: 1 }, 0)
      .marker("scepterOfAvarice", "M1")
      .marker("mineOfTheLostDwarf", "M1")
      .coins(0, 0)
      .turn(0);
    u.do(0, { type: "endConquests" }).do(0, { type: "placeScepter", region: "M1" });
    expect(u.s.coins[0]).toBe(1 + 2);
  });

  it("§16.1 R50 a Relic found in a conquest may be used at once the same turn; §16.1 declined races cannot use Relics", () => {
    const t = new Scenario().active(0, "gnomes", null, {}, 9).turn(0).pile("swordOfTheKillerRabbit");
    t.conquer(0, "D4");
    expect(t.legal(0)).toContain("conquer:C3+sword");
    const u = S()
      .declined(0, "drow", null, { C1: 1 })
      .active(0, "gnomes", null, { M4: 1 }, 9)
      .marker("swordOfTheKillerRabbit", "C1")
      .turn(0);
    expect(u.legal(0).some((a) => a.includes("sword"))).toBe(false);
  });

  it("§13.7 R24 several once-per-turn Relics may serve one conquest", () => {
    const t = S()
      .active(0, "gnomes", null, { C1: 1, M1: 1 }, 9)
      .active(1, "drow", null, { C4: 3 })
      .marker("swordOfTheKillerRabbit", "C1")
      .marker("stinkyTrollsSocks", "M1")
      .marker("flyingDoormat", "C1")
      .turn(0);
    expect(t.legal(0)).toContain("conquer:C4+sword+socks+doormat");
    t.conquer(0, "C4", ["sword", "socks", "doormat"]);
    expect(t.seen("conquered")[0]).toMatchObject({ cost: 1, use: ["sword", "socks", "doormat"] });
  });
});

void R;
