/**
 * §15 the 21 special powers (2-player map, Appendix B).
 */
import { describe, expect, it } from "vitest";
import { K, R } from "../catalog.js";
import { CORE } from "../core.js";
import { SMALL_WORLD_UNDERGROUND as G } from "../module.js";
import { Scenario } from "./scenario.js";

const S = (rules: Record<string, unknown> = {}) => new Scenario({ monsters: false, rules });
/** Coins scored at the end of seat 0's turn with no conquest (coins start at 0). */
const scoreOf = (t: Scenario) => {
  t.coins(0, ...new Array(t.s.seats - 1).fill(0)).turn(0);
  t.endTurn(0);
  return t.s.coins[0] as number;
};

describe("§15 powers that score", () => {
  it("§15.1 Adventurous: +1 per region holding a Popular Place (Relics do not count)", () => {
    const t = S()
      .active(0, "gnomes", "adventurous", { M1: 1, C1: 1, B1: 1 })
      .marker("diamondFields", "M1")
      .marker("swordOfTheKillerRabbit", "C1");
    expect(scoreOf(t)).toBe(3 + 1 + 1); // + Diamond Fields' own coin for M1
  });

  it("§15.3 R39 Flocking: +2 when all regions form one group (one region qualifies)", () => {
    expect(scoreOf(S().active(0, "gnomes", "flocking", { M1: 1, C1: 1, B1: 1 }))).toBe(5);
    expect(scoreOf(S().active(0, "gnomes", "flocking", { M1: 1, C4: 1 }))).toBe(2);
    expect(scoreOf(S().active(0, "gnomes", "flocking", { M1: 1 }))).toBe(3);
  });

  it("§15.3 §14.14 Flocking Spiderines spread round different chasms still form one group", () => {
    expect(scoreOf(S().active(0, "spiderines", "flocking", { M1: 1, B3: 1 }))).toBe(4);
  });

  it("R62 Spiderines' groups link two chasm-side regions only: F4 (no chasm) + D4 (chasm-side) are two groups", () => {
    const sp = (power: "flocking" | "quarreling", rulesVersion?: number) =>
      new Scenario({ monsters: false, ...(rulesVersion ? { rulesVersion } : {}) }).active(
        0,
        "spiderines",
        power,
        { F4: 1, D4: 1 },
      );
    const b = sp("flocking").s.board;
    const [f4, d4] = [b.index.get("F4") as number, b.index.get("D4") as number];
    expect([b.chasmSide[f4], b.chasmSide[d4], b.border[f4 * b.n + d4]]).toEqual([false, true, 0]);
    // Two regions (2 coins), then: Flocking nothing, Quarreling +2 (two groups).
    expect(scoreOf(sp("flocking"))).toBe(2);
    expect(scoreOf(sp("quarreling"))).toBe(4);
    // Rules version 1 (stored games) linked F4 to every chasm-side region: Flocking +2, Quarreling +1.
    expect(scoreOf(sp("flocking", 1))).toBe(4);
    expect(scoreOf(sp("quarreling", 1))).toBe(3);
  });

  it("§15.4 §13.2 Muddy: +1 per Mudpool of this race, even in decline; never the player's other race's", () => {
    const t = S().declined(0, "drow", "muddy", { D3: 1, D4: 1 }).active(0, "gnomes", null, { D1: 1, D2: 1 });
    expect(scoreOf(t)).toBe(2 + 2 + 2);
  });

  it("§15.7 Mining, §15.9 Mystic, §15.17 Stone: +1 per Mine, Mystic Crystal, Black Mountain", () => {
    expect(scoreOf(S().active(0, "gnomes", "mining", { M1: 1, M2: 1, C1: 1 }))).toBe(5);
    expect(scoreOf(S().active(0, "gnomes", "mystic", { M1: 1, C2: 1, C1: 1 }))).toBe(5);
    expect(scoreOf(S().active(0, "gnomes", "stone", { B1: 1, M1: 1 }))).toBe(3);
  });

  it("§15.12 Fisher: +1 per complete pair of coastal regions (a River region never counts)", () => {
    // Coastal: M2, D1, C2, F2 border the River.
    expect(scoreOf(S().active(0, "kraken", "fisher", { M2: 1, D1: 1, C2: 1, R1: 1 }))).toBe(4 + 1);
  });

  it("§15.13 Frightened: +1 per region holding at least 3 tokens", () => {
    const t = S().active(0, "gnomes", "frightened", { M1: 3, C1: 1 }, 0).coins(0, 0).turn(0);
    t.do(0, { type: "endConquests" });
    t.do(0, { type: "deploy", region: "M1", count: 2 });
    expect(t.s.coins[0]).toBe(3);
  });

  it("§15.14 R44 Quarreling: +1 per separate group", () => {
    expect(scoreOf(S().active(0, "gnomes", "quarreling", { M1: 1, C1: 1, C4: 1, D3: 1 }))).toBe(4 + 3);
  });

  it("§15.18 Wise: +2 at the end of each turn in decline while it holds a region, the decline turn included", () => {
    const t = S().active(0, "gnomes", "wise", { M1: 1, C1: 1 }).coins(0, 0).turn(0, "start");
    t.do(0, { type: "decline" });
    expect(t.s.coins[0]).toBe(2 + 2);
  });
});

describe("§15 powers that act", () => {
  it("§15.2 R38 Shield: 1 Mushroom Armor per Mushroom Forest at the end of conquests, placed in this race's regions; +1 defence, also in decline", () => {
    const t = S().active(0, "gnomes", "shield", { F1: 1, F2: 1, M1: 1 }, 0).turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.phase).toBe("armor");
    expect(t.s.t.armors).toBe(2);
    t.do(0, { type: "placeArmor", region: "M1" }).do(0, { type: "placeArmor", region: "M1" });
    expect(t.s.rArmor[t.r("M1")]).toBe(2);
    t.active(1, "drow", null, { C1: 1 }, 9).turn(1);
    expect(t.cost(1, "M1")).toBe(5);
    // Conquered: the armors are discarded.
    t.conquer(1, "M1");
    expect(t.s.rArmor[t.r("M1")]).toBe(0);
  });

  it("R38 armors not placed go back; no more than 8 exist (option armorSupply)", () => {
    const t = S({ armorSupply: 1 }).active(0, "gnomes", "shield", { F1: 1, F2: 1 }, 0).turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.t.armors).toBe(1);
    t.do(0, { type: "stopArmor" });
    expect(t.s.rArmor.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("§15.5 R40 Magic: the Bag copies a Relic on the map (here the Sword: 2 less) and moves to the region; not beside the Sword itself", () => {
    const t = S()
      .active(0, "gnomes", "magic", { C1: 1 }, 5)
      .active(1, "drow", null, { F2: 1 })
      .marker("swordOfTheKillerRabbit", "F2")
      .turn(0);
    expect(t.legal(0)).toContain("copyRelic:swordOfTheKillerRabbit");
    t.do(0, { type: "copyRelic", relic: "swordOfTheKillerRabbit" });
    expect(t.legal(0)).toContain("conquer:B1+bag");
    expect(CORE.conquestCost(t.s, 0, R.gnomes, t.r("B1"), 8)).toBe(1);
    t.conquer(0, "B1", ["bag"]);
    expect(t.s.bag).toBe(t.r("B1"));
    expect(t.legal(0).some((a) => a.includes("+bag"))).toBe(false); // once per turn
  });

  it("R40 (amended) the Bag copying the Doormat: both pieces are offered while both are free; the player picks which moves", () => {
    const magic = (rulesVersion?: number) => {
      const t = new Scenario({ monsters: false, ...(rulesVersion ? { rulesVersion } : {}) })
        .active(0, "gnomes", "magic", { C1: 1 }, 9)
        .marker("flyingDoormat", "C1")
        .turn(0);
      t.do(0, { type: "copyRelic", relic: "flyingDoormat" });
      return t;
    };
    const t = magic();
    expect(t.legal(0)).toContain("conquer:F4+doormat");
    expect(t.legal(0)).toContain("conquer:F4+bag");
    t.conquer(0, "F4", ["bag"]);
    expect(t.s.bag).toBe(t.r("F4"));
    expect(t.s.markerAt[K.flyingDoormat]).toBe(t.r("C1"));
    // The real Doormat is still free for another far region.
    expect(t.legal(0).some((x) => x.endsWith("+doormat"))).toBe(true);
    expect(t.legal(0).some((x) => x.endsWith("+bag"))).toBe(false);
    // Rules version 1 (stored games): only the Doormat while it was unused.
    const v1 = magic(1);
    expect(v1.legal(0)).toContain("conquer:F4+doormat");
    expect(v1.legal(0)).not.toContain("conquer:F4+bag");
  });

  it("§15.5 the Bag cannot be stolen: its region conquered, it goes back to its owner; it leaves when Magic declines", () => {
    const t = S()
      .active(0, "gnomes", "magic", { C1: 1, B1: 1 })
      .active(1, "drow", null, { M1: 1 }, 9)
      .figure("bag", "B1")
      .turn(1);
    t.conquer(1, "B1");
    expect(t.s.bag).toBe(-1);
    const u = S().active(0, "gnomes", "magic", { C1: 1 }).figure("bag", "C1").turn(0, "start");
    u.do(0, { type: "decline" });
    expect(u.s.bag).toBe(-1);
  });

  it("§15.6 R41 Martyr: +1 coin from the bank each time an opponent conquers a region of this race", () => {
    const t = S()
      .active(1, "drow", "martyr", { M1: 2, B1: 1 })
      .active(0, "gnomes", null, { C1: 1 }, 9)
      .coins(0, 0)
      .turn(0);
    t.conquer(0, "M1");
    expect(t.s.coins[1]).toBe(1);
    expect(t.seen("coins").find((e) => e.seat === 1)).toMatchObject({ delta: 1, reason: "martyr" });
  });

  it("§15.8 R42 Immortal: a conquered region loses no token, all redeploy (a single one goes back to hand); a Vampire bite still kills", () => {
    const t = S()
      .active(1, "drow", "immortal", { M1: 1, B1: 1 })
      .active(0, "gnomes", null, { C1: 1 }, 9)
      .turn(0);
    t.conquer(0, "M1");
    expect(t.seen("conquered")[0]?.defender).toMatchObject({ lost: 0, withdrawn: 1 });
    const u = S()
      .active(1, "drow", "immortal", { M1: 1 })
      .active(0, "gnomes", "vampire", { C1: 1 }, 9)
      .turn(0);
    u.do(0, { type: "vampire", region: "M1" });
    expect(u.seen("conquered")[0]?.defender).toMatchObject({ lost: 1, withdrawn: 0 });
  });

  it("§15.10 Thieving: 1 coin from each opponent with active tokens next door; nothing (said publicly) from one with no coin", () => {
    const t = new Scenario({ seats: 3, monsters: false })
      .active(0, "gnomes", "thieving", { C1: 1 }, 0)
      .active(1, "drow", null, { M1: 1, B1: 1 })
      .active(2, "ogres", null, { F1: 1 })
      .coins(0, 3, 0)
      .turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.coins).toEqual([1 + 1, 2, 0]);
    expect(t.seen("couldNotPay")[0]).toMatchObject({ seat: 2, to: 0, reason: "thieving" });
    expect(G.view(t.s, 0).seats[2]?.coinMoves.at(-1)).toMatchObject({ couldNotPay: true });
  });

  it("§15.11 Tomb: in decline all tokens stay and may be redeployed; R43 they defend with all of them", () => {
    const t = S().active(0, "gnomes", "tomb", { M1: 3, C1: 1 }, 2).coins(0, 0).turn(0, "start");
    t.do(0, { type: "decline" });
    expect(t.s.phase).toBe("tomb");
    expect(t.hand("gnomes")).toBe(2);
    t.do(0, { type: "deploy", region: "C1", count: 2 });
    expect([t.tokens("M1"), t.tokens("C1")]).toEqual([1, 3]);
    t.active(1, "drow", null, { B1: 1 }, 9).turn(1);
    expect(t.cost(1, "C1")).toBe(5);
  });

  it("§15.11 a conquered declined Tomb region loses one token; the rest redeploy into the Tomb's other regions at the end of the turn", () => {
    const t = S()
      .declined(1, "gnomes", "tomb", { C1: 3, D3: 1 })
      .active(0, "drow", null, { M1: 1 }, 9)
      .turn(0);
    t.conquer(0, "C1");
    expect(t.seen("conquered")[0]?.defender).toMatchObject({ declined: true, lost: 1, withdrawn: 2 });
    t.endTurn(0);
    expect(t.s.phase).toBe("withdraw");
    expect(G.toAct(t.s)).toEqual([1]);
    t.do(1, { type: "deploy", region: "D3", count: 2 });
    expect(t.tokens("D3")).toBe(3);
  });

  it("§15.15 R45 Royal: the Queen goes to a region of this race at the end of the turn (immune); frozen in decline", () => {
    const t = S().active(0, "gnomes", "royal", { M1: 1, C1: 1 }, 0).turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.phase).toBe("queen");
    expect(t.legal(0)).toEqual(["placeQueen:M1", "placeQueen:C1"]);
    t.do(0, { type: "placeQueen", region: "C1" });
    expect(t.s.queen).toBe(t.r("C1"));
    t.turn(0, "start").do(0, { type: "decline" });
    expect(t.s.queen).toBe(t.r("C1"));
    expect(t.s.phase).not.toBe("queen");
    t.active(1, "drow", null, { F1: 1 }, 9).turn(1);
    expect(t.canConquer(1, "C1")).toBe(false);
    expect(t.canConquer(1, "M1")).toBe(false); // M1 does not border F1
  });

  it("§15.16 R46 Reborn: in decline, at the start of a turn 1 or 2 of its regions become the active race's (tokens from the tray)", () => {
    const t = S()
      .declined(0, "drow", "reborn", { M3: 1, D3: 1, F4: 1 })
      .active(0, "gnomes", null, {}, 5)
      .turn(0);
    expect(t.legal(0)).toContain("reborn:M3");
    t.do(0, { type: "reborn", region: "M3" }).do(0, { type: "reborn", region: "F4" });
    expect([t.raceIn("M3"), t.raceIn("F4"), t.raceIn("D3")]).toEqual(["gnomes", "gnomes", "drow"]);
    expect(t.hand("gnomes")).toBe(5); // from the tray
    expect(t.legal(0).some((a) => a.startsWith("reborn"))).toBe(false); // 2 at most
    // The race is on the map: no First Conquest (R46).
    expect(t.canConquer(0, "C3")).toBe(true);
    expect(t.canConquer(0, "D2")).toBe(false);
  });

  it("§15.19 R47 Vanishing: on decline all tokens leave, 2 coins per region they held; the banner returns", () => {
    const t = S().active(0, "gnomes", "vanishing", { M1: 2, C1: 1, B1: 1 }).coins(0, 0).turn(0, "start");
    t.do(0, { type: "decline" });
    expect([t.raceIn("M1"), t.raceIn("C1")]).toEqual([null, null]);
    expect(t.s.coins[0]).toBe(6);
    expect(t.s.raceState[R.gnomes]).toBe(0);
  });

  it("§15.20 R48 Vampire: once per opponent per turn, an adjacent single active token is replaced by one from the tray", () => {
    const t = new Scenario({ seats: 3, monsters: false })
      .active(0, "gnomes", "vampire", { C1: 1 }, 1)
      .active(1, "drow", null, { M1: 1, B1: 1 })
      .declined(2, "ogres", null, { F1: 1 })
      .turn(0);
    expect(t.legal(0)).toContain("vampire:M1");
    expect(t.legal(0)).not.toContain("vampire:F1"); // declined tokens are never bitten
    t.do(0, { type: "vampire", region: "M1" });
    expect([t.raceIn("M1"), t.tokens("M1"), t.hand("gnomes")]).toEqual(["gnomes", 1, 1]);
    expect(t.legal(0)).not.toContain("vampire:B1"); // once per opponent
    expect(t.seen("conquered")[0]).toMatchObject({ mode: "vampire", defender: { lost: 1, withdrawn: 0 } });
  });

  it("§15.21 R49 Vengeful: an attacker gets a marker; next turn his regions cost 1 less; markers come back at the end of that turn", () => {
    const t = S()
      .active(0, "gnomes", "vengeful", { C1: 2, F1: 1 })
      .active(1, "drow", null, { M1: 1 }, 9)
      .turn(1);
    t.conquer(1, "C1");
    expect(t.s.vengeance[1]).toBe(true);
    expect(t.seen("vengeance")[0]).toMatchObject({ seat: 1, from: 0 });
    t.endTurn(1);
    while (t.s.phase === "withdraw") t.do(0, G.legal(t.s, 0)[0] as never);
    t.turn(0);
    t.s.raceHand[R.gnomes] = 9;
    // C1 held by 2 drow tokens after the conquest: 2 + 2 − 1.
    expect(t.cost(0, "C1")).toBe(t.tokens("C1") + 2 - 1);
    t.endTurn(0);
    expect(t.s.vengeance).toEqual([false, false]);
  });

  it("R49 a failed final attempt is still an attack", () => {
    const t = S().active(0, "gnomes", "vengeful", { C1: 2 }).active(1, "drow", null, { M1: 1 }, 1).turn(1);
    t.rolls(0).do(1, { type: "finalAttempt", region: "C1", use: [] });
    expect(t.s.vengeance[1]).toBe(true);
  });
});

void K;
