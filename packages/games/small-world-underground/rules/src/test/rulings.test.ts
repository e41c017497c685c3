/**
 * Rulings that settle edge cases (the digest's R-numbers and this package's own, listed in the
 * README as RX1–RX…), each with a scenario.
 */
import { describe, expect, it } from "vitest";
import { K, P, R } from "../catalog.js";
import { CORE } from "../core.js";
import { Scenario } from "./scenario.js";

const S = (rules: Record<string, unknown> = {}) => new Scenario({ monsters: false, rules });

describe("immunity (§13.5, R23)", () => {
  it("R23 an empty region under the Ghost can be conquered by nobody; the Balrog's region by nobody at all", () => {
    const t = S()
      .active(0, "gnomes", null, { C1: 1 }, 9)
      .figure("ghost", "M1")
      .figure("balrog", "B1")
      .turn(0);
    expect(t.canConquer(0, "M1")).toBe(false);
    expect(t.try(0, { type: "conquer", region: "B1", use: [] })).toMatchObject({
      code: "balrog",
      rule: "§18.9",
    });
  });

  it("R23 an immune region is still open to its own occupant (his declined region under his frozen Queen)", () => {
    const t = S()
      .declined(0, "drow", "royal", { M1: 1 })
      .active(0, "gnomes", null, { C1: 1 }, 9)
      .figure("queen", "M1")
      .turn(0);
    expect(t.canConquer(0, "M1")).toBe(true);
    t.conquer(0, "M1");
    expect(t.s.queen).toBe(-1); // R45: her region lost the Royal race's last token
  });

  it("R23 Thieving and the Ring ignore tokens in an immune region", () => {
    const t = S()
      .active(0, "gnomes", "thieving", { C1: 1 }, 0)
      .active(1, "drow", null, { M1: 1 })
      .figure("ghost", "M1")
      .coins(0, 3)
      .turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.coins).toEqual([1, 3]);
  });
});

describe("supplies and hands (§6.4, §13.3)", () => {
  it("§13.3 with the tray empty, Reborn and the Vampire place a token from the hand", () => {
    const t = S()
      .declined(0, "drow", "reborn", { M3: 1 })
      .active(0, "gnomes", "vampire", { D3: 10 }, 1)
      .active(1, "ogres", null, { D4: 1 })
      .turn(0);
    expect(CORE.tray(t.s, R.gnomes)).toBe(0);
    t.do(0, { type: "reborn", region: "M3" });
    expect(t.hand("gnomes")).toBe(0);
    const u = S().active(0, "gnomes", "vampire", { D3: 9 }, 2).active(1, "ogres", null, { D4: 1 }).turn(0);
    expect(CORE.tray(u.s, R.gnomes)).toBe(0);
    u.do(0, { type: "vampire", region: "D4" });
    expect(u.hand("gnomes")).toBe(1);
  });

  it("§6.4 the Fountain gives nothing when the tray is empty", () => {
    const t = S().active(0, "gnomes", null, { M1: 11 }, 0).marker("fountainOfYouth", "M1").turn(0, "start");
    t.do(0, { type: "expand" });
    expect(t.hand("gnomes")).toBe(10);
    expect(t.seen("fountain")).toEqual([]);
  });
});

describe("the Balrog (R60)", () => {
  it("R60 a Balrog conquest of declined Liches is paid by the Pentacle's holder, who needs a coin", () => {
    const t = S()
      .declined(1, "liches", null, { D3: 1 })
      .active(0, "gnomes", null, { C3: 1 }, 2)
      .marker("wickedestPentacle", "C3")
      .coins(1, 0)
      .turn(0);
    t.do(0, { type: "balrog", region: "D3" });
    expect(t.s.coins).toEqual([0, 1]);
    const u = S()
      .declined(1, "liches", null, { D3: 1 })
      .active(0, "gnomes", null, { C3: 1 }, 2)
      .marker("wickedestPentacle", "C3")
      .coins(0, 0)
      .turn(0);
    expect(u.legal(0)).not.toContain("balrog:D3");
  });

  it("R60 the Balrog cannot move once the Pentacle is held by a declined race", () => {
    const t = S()
      .declined(0, "drow", null, { C3: 1 })
      .active(0, "gnomes", null, { M1: 1 }, 2)
      .marker("wickedestPentacle", "C3")
      .figure("balrog", "D3")
      .turn(0);
    expect(t.legal(0).some((a) => a.startsWith("balrog"))).toBe(false);
  });
});

describe("figures and Places (R45, R55)", () => {
  it("§18.3 a declined Crypt occupant can no longer move the Ghost, which still protects", () => {
    const t = S()
      .declined(0, "drow", null, { M1: 1 })
      .active(0, "gnomes", null, { C4: 1 }, 0)
      .marker("cryptOfTheTombRaider", "M1")
      .figure("ghost", "C4")
      .turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.phase).not.toBe("ghost");
    expect(t.s.ghost).toBe(t.r("C4"));
  });

  it("RX9 the Ghost never goes on a chasm, the Crypt's own region or the Balrog's region; it may stay where it is", () => {
    const t = S()
      .active(0, "gnomes", null, { M1: 1, C1: 1 }, 0)
      .marker("cryptOfTheTombRaider", "M1")
      .figure("ghost", "C1")
      .figure("balrog", "B1")
      .turn(0);
    t.do(0, { type: "endConquests" });
    const g = t.legal(0);
    expect(g).toContain("placeGhost:C1");
    expect(g).not.toContain("placeGhost:B1");
    expect(g.some((a) => a.includes(":X"))).toBe(false);
  });
});

describe("combos (§6.3, §11.4, R7)", () => {
  it("§11.4 a banner coming back fills the row when the row is short (banner stack empty), paired with the top badge", () => {
    const t = S().active(0, "gnomes", null, { M3: 1 }, 5).declined(1, "drow", null, { D3: 1 }).turn(0);
    t.s.bannerStack = [];
    t.s.bannerKnown = 0;
    t.s.rowRace.pop();
    t.s.rowPower.pop();
    t.s.rowCoins.pop();
    const top = t.s.badgeStack[t.s.badgeStack.length - 1];
    t.conquer(0, "D3");
    expect(t.s.rowRace[t.s.rowRace.length - 1]).toBe(R.drow);
    expect(t.s.rowPower[t.s.rowPower.length - 1]).toBe(top);
  });

  it("RX5 with no combo left a player with no active race only scores his declined races", () => {
    const t = S().declined(0, "drow", null, { D3: 1 }).coins(0, 0);
    t.s.rowRace = [];
    t.s.rowPower = [];
    t.s.rowCoins = [];
    t.s.bannerStack = [];
    t.s.bannerKnown = 0;
    t.s.owner = 1;
    t.s.phase = "start";
    t.active(1, "gnomes", null, { M1: 1 }, 0);
    t.do(1, { type: "expand" }).do(1, { type: "endConquests" });
    // Seat 0's turn had nothing to pick: it scored 1 for the declined Drow and passed.
    expect(t.seen("noCombo")[0]?.seat).toBe(0);
    expect(t.s.coins[0]).toBe(1);
  });
});

describe("powers through Stonehedge (§18.7, R59)", () => {
  it("R59 the Queen of a Stonehedge-Royal is placed by the occupant's active race", () => {
    const t = S().active(0, "gnomes", null, { M1: 1, C1: 1 }, 0).marker("stonehedge", "M1").turn(0);
    t.s.stonehedgePower = P.royal;
    t.do(0, { type: "endConquests" });
    expect(t.s.phase).toBe("queen");
  });

  it("R59 a declined Tomb through Stonehedge keeps its tokens even after Stonehedge is lost", () => {
    const t = S()
      .active(0, "gnomes", null, { M1: 3, C1: 2 }, 0)
      .marker("stonehedge", "M1")
      .coins(0, 0)
      .turn(0, "start");
    t.s.stonehedgePower = P.tomb;
    t.do(0, { type: "decline" });
    expect(t.s.phase).toBe("tomb");
    t.do(0, { type: "deploy", region: "C1", count: 3 });
    t.active(1, "drow", null, { B1: 1 }, 9).turn(1);
    t.conquer(1, "M1"); // Stonehedge lost
    expect(t.tokens("C1")).toBe(4);
    expect(CORE.hasPower(t.s, R.gnomes, P.tomb)).toBe(false);
  });
});

describe("Vengeance limits (R49)", () => {
  it("R49 at most one marker per attacker, and no more than the box holds (option vengeanceMarkers)", () => {
    const t = new Scenario({ seats: 3, monsters: false, rules: { vengeanceMarkers: 1 } })
      .active(0, "gnomes", "vengeful", { C1: 2, F1: 2 })
      .active(1, "drow", null, { M1: 1 }, 9)
      .active(2, "ogres", null, { D2: 1 }, 9)
      .turn(1);
    t.conquer(1, "C1");
    t.s.t.conquests = 0;
    t.s.owner = 2;
    t.s.phase = "conquest";
    t.conquer(2, "F1");
    expect(t.s.vengeance).toEqual([false, true, false]);
  });
});

void K;
