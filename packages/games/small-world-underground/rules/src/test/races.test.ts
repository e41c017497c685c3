/**
 * §14 the 15 races, each with its ability and the rulings that settle it (2-player map, Appendix B).
 */
import { describe, expect, it } from "vitest";
import { P, R } from "../catalog.js";
import { SMALL_WORLD_UNDERGROUND as G } from "../module.js";
import { Scenario } from "./scenario.js";

const S = (rules: Record<string, unknown> = {}) => new Scenario({ monsters: false, rules });

describe("§14.1 Cultists", () => {
  it("§14.1 the first conquest receives the Great Ancient, whose region is immune", () => {
    const t = S().active(0, "cultists", null, {}, 10).active(1, "drow", null, { M1: 1 }, 5).turn(0);
    t.s.gaPending = true;
    t.conquer(0, "C1");
    expect(t.s.greatAncient).toBe(t.r("C1"));
    expect(G.view(t.s, 1).regions.find((r) => r.id === "C1")?.immune).toBe(true);
    t.endTurn(0).turn(1, "conquest");
    expect(t.canConquer(1, "C1")).toBe(false);
    expect(t.try(1, { type: "conquer", region: "C1", use: [] })).toMatchObject({
      code: "immune",
      rule: "§13.5",
    });
  });

  it("§14.1 conquering a region next to the Great Ancient costs 1 less (minimum 1)", () => {
    const t = S().active(0, "cultists", null, { C1: 1, M2: 1 }, 10).figure("greatAncient", "C1").turn(0);
    expect(t.cost(0, "B1")).toBe(2); // 2 + Black Mountain − 1
    expect(t.cost(0, "D1")).toBe(2); // next to M2 only: no discount
  });

  it("§14.1 at the start of a later turn the Great Ancient may move to another Cultist region", () => {
    const t = S()
      .active(0, "cultists", null, { C1: 2, M1: 1 }, 0)
      .figure("greatAncient", "C1")
      .turn(0, "start");
    t.do(0, { type: "expand" });
    expect(t.legal(0)).toContain("moveAncient:M1");
    t.do(0, { type: "moveAncient", region: "M1" });
    expect(t.s.greatAncient).toBe(t.r("M1"));
    expect(t.legal(0).some((a) => a.startsWith("moveAncient"))).toBe(false);
  });

  it("§14.1 R25 the Great Ancient leaves on decline, and comes back to the next conquest when its region is abandoned", () => {
    const t = S().active(0, "cultists", null, { C1: 2, M1: 1 }, 0).figure("greatAncient", "C1").turn(0);
    t.do(0, { type: "abandon", region: "C1" });
    expect([t.s.greatAncient, t.s.gaPending]).toEqual([-1, true]);
    t.conquer(0, "M2");
    expect(t.s.greatAncient).toBe(t.r("M2"));
    const u = S().active(0, "cultists", null, { C1: 2 }, 0).figure("greatAncient", "C1").turn(0, "start");
    u.do(0, { type: "decline" });
    expect([u.s.greatAncient, u.s.gaPending]).toEqual([-1, false]);
  });
});

describe("§14.2 Drow", () => {
  it("§14.2 R26 +1 per Drow region bordering no other race and no Monsters; chasms, empty regions and the Balrog do not spoil it", () => {
    const t = new Scenario()
      .active(0, "drow", null, { C4: 1, F4: 1, D3: 1, M3: 1 }, 0)
      .declined(0, "gnomes", null, { B4: 1 })
      .coins(0, 0)
      .turn(0);
    t.figure("balrog", "M4");
    // C4: borders M4 (Balrog), F3, F4 (Drow), R3 — alone. F4: borders B4 (own declined Gnomes) — spoiled.
    // D3: borders D4 (Monsters) — spoiled. M3: borders D3, C3, R1, R2 — alone.
    t.do(0, { type: "endConquests" });
    // Drow 4 regions + 2 bonuses; declined Gnomes 1.
    expect(t.s.coins[0]).toBe(4 + 2 + 1);
  });
});

describe("§14.3 Flames", () => {
  it("§14.3 picking the Flames places the Volcano on a Volcano chasm of the player's choice", () => {
    const t = S().turn(0, "pick");
    const pos = t.s.rowRace.indexOf(R.flames);
    t.s.rowRace[0] = R.flames;
    if (pos > 0) t.s.rowRace[pos] = R.drow;
    t.do(0, { type: "pick", position: 0 });
    expect(t.s.phase).toBe("volcano");
    expect(t.legal(0)).toEqual(["placeVolcano:X2", "placeVolcano:X4"]);
    t.do(0, { type: "placeVolcano", region: "X4" });
    expect(t.s.volcano).toBe(t.r("X4"));
    expect(t.s.phase).toBe("conquest");
  });

  it("§14.3 R28 the Flames' First Conquest borders the Volcano (options edge and either)", () => {
    const t = S().active(0, "flames", null, {}, 9).figure("volcano", "X4").turn(0);
    expect(t.canConquer(0, "C3")).toBe(true);
    expect(t.canConquer(0, "B2")).toBe(true);
    expect(t.canConquer(0, "D2")).toBe(false); // an edge region, not beside the Volcano
    const u = S({ flamesEntry: "edge" }).active(0, "flames", null, {}, 9).figure("volcano", "X4").turn(0);
    expect([u.canConquer(0, "C3"), u.canConquer(0, "D2")]).toEqual([false, true]);
    const v = S({ flamesEntry: "either" }).active(0, "flames", null, {}, 9).figure("volcano", "X4").turn(0);
    expect([v.canConquer(0, "C3"), v.canConquer(0, "D2")]).toEqual([true, true]);
  });

  it("§14.3 R27 volcano-linked regions are conquered as if empty: tokens, Monsters and armors ignored, Black Mountain and Keep counted", () => {
    const t = new Scenario()
      .active(0, "flames", null, {}, 9)
      .active(1, "drow", null, { C3: 3, M4: 2 })
      .armor("C3", 2)
      .figure("volcano", "X4")
      .turn(0);
    expect(t.cost(0, "C3")).toBe(2); // 2 + (3 tokens + 2 armors ignored)
    expect(t.cost(0, "B2")).toBe(3); // Monsters ignored, Black Mountain counts
    t.marker("keepOnTheMotherland", "M4");
    expect(t.cost(0, "M4")).toBe(3); // tokens ignored, Keep counts
    t.conquer(0, "C3");
    // Defenders still lose a token (§7.8).
    expect(t.seen("conquered")[0]?.defender).toMatchObject({ lost: 1, withdrawn: 2 });
  });

  it("§14.3 the link runs through an unbroken chain of Flames regions from the Volcano; the Volcano gives no adjacency", () => {
    const t = S()
      .active(0, "flames", null, { C3: 1, D3: 1 }, 9)
      .active(1, "drow", null, { M3: 2, D4: 2, B1: 2 })
      .figure("volcano", "X4")
      .turn(0);
    expect(t.cost(0, "M3")).toBe(2); // borders C3, linked to the Volcano
    expect(t.cost(0, "D4")).toBe(2); // borders C3 too
    // B1 is far from the Volcano and from any Flames region: no link, no adjacency.
    expect(t.canConquer(0, "B1")).toBe(false);
    const u = S()
      .active(0, "flames", null, { D3: 1 }, 9)
      .active(1, "drow", null, { M3: 2 })
      .figure("volcano", "X4")
      .turn(0);
    expect(u.cost(0, "M3")).toBe(4); // D3 does not border the Volcano: no chain
  });

  it("§14.3 a Monster region conquered as if empty still yields its marker; R29 the Volcano leaves on decline", () => {
    const t = new Scenario()
      .active(0, "flames", null, {}, 9)
      .figure("volcano", "X4")
      .turn(0)
      .pile("swordOfTheKillerRabbit");
    t.conquer(0, "B2");
    expect(t.seen("revealed")[0]?.marker).toBe("swordOfTheKillerRabbit");
    const u = S().active(0, "flames", null, { C3: 1 }, 0).figure("volcano", "X4").turn(0, "start");
    u.do(0, { type: "decline" });
    expect(u.s.volcano).toBe(-1);
  });
});

describe("§14.4 Gnomes", () => {
  const gnomes = (rules: Record<string, unknown> = {}) =>
    S(rules).active(1, "gnomes", null, { M3: 1, B3: 1 }).declined(1, "drow", null, { B4: 1 });

  it("§14.4 R30 (b) no cost reduction against the Gnomes (Ogres); attacker handicaps still apply (Mummies)", () => {
    const t = gnomes().active(0, "ogres", null, { C3: 1 }, 9).turn(0);
    expect(t.cost(0, "M3")).toBe(3);
    expect(t.cost(0, "D3")).toBe(1);
    const u = gnomes().active(0, "mummies", null, { C3: 1 }, 9).turn(0);
    expect(u.cost(0, "M3")).toBe(4);
  });

  it("§14.4 R30 (a) no adjacency extension to reach the Gnomes (Spiderines' chasms); a plain border still works", () => {
    const t = gnomes().active(0, "spiderines", null, { M1: 1 }, 9).turn(0);
    expect(t.canConquer(0, "B3")).toBe(false); // chasm-side, but the Gnomes are shielded
    expect(t.canConquer(0, "C3")).toBe(true); // chasm-side, not Gnomes
    const u = gnomes().active(0, "spiderines", null, { D4: 1 }, 9).turn(0);
    expect(u.canConquer(0, "B3")).toBe(true); // D4 borders B3
  });

  it("§14.4 R30 (c) no Vampire bite on a single Gnome; the final die is allowed", () => {
    const t = gnomes().active(0, "drow", "vampire", { C3: 1 }, 1).turn(0);
    expect(t.legal(0)).not.toContain("vampire:M3");
    expect(t.legal(0)).toContain("finalAttempt:M3");
  });

  it("§14.4 R30 (d) Thieving takes nothing from the Gnome player for his Gnome tokens; option conquestOnly allows it", () => {
    const thief = (rules: Record<string, unknown>) =>
      S(rules)
        .active(1, "gnomes", null, { M3: 1 })
        .active(0, "drow", "thieving", { C3: 1 }, 0)
        .coins(0, 5)
        .turn(0);
    const t = thief({});
    t.do(0, { type: "endConquests" });
    expect(t.s.coins).toEqual([1, 5]);
    const u = thief({ gnomeShield: "conquestOnly" });
    u.do(0, { type: "endConquests" });
    expect(u.s.coins).toEqual([2, 4]);
  });

  it("§14.4 the shield works only during the other players' turns; R31 declined Gnomes are unprotected (option)", () => {
    const t = S().declined(1, "gnomes", null, { M3: 1 }).active(0, "ogres", null, { C3: 1 }, 9).turn(0);
    expect(t.cost(0, "M3")).toBe(2); // Ogres' discount applies to declined Gnomes
    const u = S({ gnomesShieldInDecline: true })
      .declined(1, "gnomes", null, { M3: 1 })
      .active(0, "ogres", null, { C3: 1 }, 9)
      .turn(0);
    expect(u.cost(0, "M3")).toBe(3);
  });

  it("§14.4 the Balrog cannot conquer a Gnome region", () => {
    const t = gnomes().active(0, "drow", null, { C3: 1 }, 3).marker("wickedestPentacle", "C3").turn(0);
    expect(t.legal(0).filter((a) => a.startsWith("balrog"))).not.toContain("balrog:B3");
    expect(t.legal(0)).toContain("balrog:D3");
  });
});

describe("§14.5 Iron Dwarves", () => {
  it("§14.5 1 Silver Hammer per Mine at redeployment; usable from the next turn like tokens; R32 at least one real token", () => {
    const t = S().active(0, "ironDwarves", null, { M1: 1, M2: 1 }, 1).turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.hammers[0]).toBe(2);
    expect(t.seen("gained")[0]).toMatchObject({ what: "hammers", count: 2 });
    t.turn(0, "start").do(0, { type: "expand" });
    // Hand 1 + 2 hammers: B1 (3) is affordable, hammers spent first, then one token.
    expect(t.canConquer(0, "B1")).toBe(true);
    t.conquer(0, "B1");
    expect(t.seen("conquered")[0]).toMatchObject({ tokens: 1, hammers: 2 });
    expect(t.hand("ironDwarves")).toBe(0);
  });

  it("§14.5 R32 hammers count for the final attempt, never defend, leave the map after redeployment and return to the supply on decline", () => {
    const t = S().active(0, "ironDwarves", null, { M1: 1 }, 1).active(1, "drow", null, { B1: 2 }).turn(0);
    t.s.hammers[0] = 2;
    // B1: 2 + 2 + 1 = 5; hand 1 + 2 hammers = 3: 2 short.
    expect(t.legal(0)).toContain("finalAttempt:B1");
    expect(t.cost(0, "B1")).toBe(5);
    t.do(0, { type: "endConquests" });
    expect(t.s.t.hammersOnMap).toBe(0);
    t.turn(0, "start").do(0, { type: "decline" });
    expect(t.s.hammers[0]).toBe(0);
  });

  it("R32 hammers are limited to 7 (option hammerSupply)", () => {
    const t = S({ hammerSupply: 3 })
      .active(0, "ironDwarves", null, { M1: 1, M2: 1, M3: 1, M4: 1 }, 0)
      .turn(0);
    t.s.hammers[0] = 2;
    t.do(0, { type: "endConquests" });
    expect(t.s.hammers[0]).toBe(3);
  });
});

describe("§14.6 Kraken", () => {
  it("§14.6 the Kraken stay on River regions, which score for them, also in decline; others must conquer them", () => {
    const t = S().active(0, "kraken", null, { R1: 1, R2: 2 }, 0).coins(0, 0).turn(0);
    t.endTurn(0);
    expect(t.raceIn("R1")).toBe("kraken");
    expect(t.s.coins[0]).toBe(2);
    const u = S()
      .declined(0, "kraken", null, { R2: 1 })
      .active(0, "gnomes", null, { M1: 1 }, 0)
      .active(1, "drow", null, { D1: 1 }, 4)
      .coins(0, 0)
      .turn(0);
    u.do(0, { type: "endConquests" });
    expect(u.s.coins[0]).toBe(2); // Gnomes 1 + declined Kraken River 1
    u.turn(1, "conquest");
    expect(u.cost(1, "R2")).toBe(2); // R11: 1 + 1 token
    expect(u.canConquer(1, "C3")).toBe(false); // no passing through the Kraken's River
  });
});

describe("§14.7 Liches", () => {
  it("§14.7 R33 conquering a declined Liches region pays its owner 1 coin; with no coin it is refused; active Liches nothing", () => {
    const t = S()
      .declined(1, "liches", null, { M3: 1 })
      .active(0, "gnomes", null, { C3: 1 }, 9)
      .coins(1, 0)
      .turn(0);
    t.conquer(0, "M3");
    expect(t.s.coins).toEqual([0, 1]);
    const u = S()
      .declined(1, "liches", null, { M3: 1, D3: 1 })
      .active(0, "gnomes", null, { C3: 1 }, 9)
      .coins(0, 0)
      .turn(0);
    expect(u.canConquer(0, "M3")).toBe(false);
    expect(u.try(0, { type: "conquer", region: "M3", use: [] })).toMatchObject({
      code: "lichesToll",
      rule: "§14.7",
    });
    const v = S()
      .active(1, "liches", null, { M3: 1 })
      .active(0, "gnomes", null, { C3: 1 }, 9)
      .coins(0, 0)
      .turn(0);
    expect(v.canConquer(0, "M3")).toBe(true);
  });
});

describe("§14.8 Lizardmen", () => {
  it("§14.8 R34 the Lizardmen pass through River regions, occupied or not, to the far bank", () => {
    const t = S().active(0, "lizardmen", null, { D1: 1 }, 9).active(1, "kraken", null, { R2: 1 }).turn(0);
    expect(t.canConquer(0, "M3")).toBe(true); // D1–R1–M3
    expect(t.canConquer(0, "C4")).toBe(true); // D1–R2–R3–C4, through the Kraken
    expect(t.cost(0, "R2")).toBe(2); // they may still conquer an occupied River normally
  });

  it("R34 option lizardmenRiverSpan one: a single River region", () => {
    const t = S({ lizardmenRiverSpan: "one" }).active(0, "lizardmen", null, { D1: 1 }, 9).turn(0);
    expect(t.canConquer(0, "M3")).toBe(true);
    expect(t.canConquer(0, "C4")).toBe(false);
  });

  it("R35 a Lizardmen First Conquest may swim in through an edge River region (option)", () => {
    const t = S().active(0, "lizardmen", null, {}, 9).turn(0);
    expect(t.canConquer(0, "C3")).toBe(true); // inland, reached from R1/R3 along the River
    const u = S({ lizardmenEnterViaRiver: false }).active(0, "lizardmen", null, {}, 9).turn(0);
    expect(u.canConquer(0, "C3")).toBe(false);
  });
});

describe("§14.9 Mudmen", () => {
  it("§14.9 during redeployment 1 new Mudman per Mudpool they hold, tray-limited (§6.4)", () => {
    const t = S().active(0, "mudmen", null, { D3: 1, D4: 1, C3: 1 }, 2).turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.seen("gained")[0]).toMatchObject({ what: "mudmen", count: 2 });
    expect(t.hand("mudmen")).toBe(4);
  });
});

describe("§14.10–§14.11 Mummies and Ogres", () => {
  it("§14.10 every Mummy conquest costs 1 more, River regions included", () => {
    const t = S().active(0, "mummies", null, { D1: 1 }, 9).turn(0);
    expect(t.cost(0, "R1")).toBe(2);
    expect(t.cost(0, "C2")).toBe(3);
  });
  it("§14.11 every Ogre conquest costs 1 less, minimum 1", () => {
    const t = S().active(0, "ogres", null, { D1: 1 }, 9).turn(0);
    expect(t.cost(0, "R1")).toBe(1);
    expect(t.cost(0, "C2")).toBe(1);
  });
});

describe("§14.12 Shadow Mimes", () => {
  it("§14.12 R36 on picking, the Mimes may swap badges with another visible combo (no coins move); tokens = 7 + final badge", () => {
    const t = S().turn(0, "pick");
    const pos = t.s.rowRace.indexOf(R.shadowMimes);
    const stackPos = t.s.bannerStack.indexOf(R.shadowMimes);
    if (pos < 0) {
      t.s.bannerStack[stackPos] = t.s.rowRace[0] as number;
      t.s.rowRace[0] = R.shadowMimes;
    } else [t.s.rowRace[0], t.s.rowRace[pos]] = [R.shadowMimes, t.s.rowRace[0] as number];
    t.s.rowPower[0] = P.shield; // 3
    t.s.rowPower[2] = P.vampire; // 5
    t.s.rowCoins[2] = 2;
    t.s.bankNet += 2;
    t.do(0, { type: "pick", position: 0 });
    expect(t.s.phase).toBe("mimes");
    expect(t.legal(0)).not.toContain("swapBadge:0");
    expect(t.legal(0)).toContain("keepBadge");
    t.do(0, { type: "swapBadge", position: 2 });
    expect(t.s.racePower[R.shadowMimes]).toBe(P.vampire);
    expect(t.hand("shadowMimes")).toBe(12);
    // The shield badge took the vampire's place, with its coins (the row closed up by one).
    expect(t.s.rowPower[1]).toBe(P.shield);
    expect(t.s.rowCoins[1]).toBe(2);
    expect(t.s.coins[0]).toBe(5);
  });
});

describe("§14.13 Shrooms", () => {
  it("§14.13 +1 coin per Mushroom Forest", () => {
    const t = S().active(0, "shrooms", null, { F1: 1, F2: 1, C1: 1 }, 0).coins(0, 0).turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.coins[0]).toBe(5);
  });
});

describe("§14.14 Spiderines", () => {
  it("§14.14 every region bordering a Chasm is adjacent to their regions; their First Conquest may be beside a Chasm", () => {
    const t = S().active(0, "spiderines", null, {}, 12).turn(0);
    expect(t.canConquer(0, "B3")).toBe(true); // inland, beside chasms X4/X5
    expect(t.canConquer(0, "C2")).toBe(false); // inland, no chasm
    t.conquer(0, "B3");
    expect(t.canConquer(0, "M1")).toBe(true); // beside X1, far away
    expect(t.canConquer(0, "F2")).toBe(false); // no chasm, not bordering
  });
});

describe("§14.15 Will-o'-Wisps", () => {
  it("§14.15 R37 before conquering a Crystal (or next to their Crystal) they may roll: cost − roll, at least 1; they must conquer if they can", () => {
    const t = S().active(0, "willOWisps", null, { C3: 1 }, 2).active(1, "drow", null, { M3: 2 }).turn(0);
    // M3 borders their Crystal C3: 4, 2 short: a roll may succeed.
    expect(t.legal(0)).toContain("wispRoll:M3");
    expect(t.legal(0)).not.toContain("wispRoll:D1"); // not a Crystal, not next to their Crystal
    t.rolls(2).do(0, { type: "wispRoll", region: "M3", use: [] });
    expect(t.seen("conquered")[0]).toMatchObject({ mode: "wisp", tokens: 2 });
    expect(t.s.phase).toBe("conquest"); // a successful roll does not end the conquests
  });

  it("R37 a failed roll ends the conquests (it was a final attempt)", () => {
    const t = S().active(0, "willOWisps", null, { C3: 1 }, 2).active(1, "drow", null, { M3: 2 }).turn(0);
    t.rolls(1).do(0, { type: "wispRoll", region: "M3", use: [] });
    expect(t.raceIn("M3")).toBe("drow");
    expect(t.s.phase).toBe("redeploy");
  });

  it("§14.15 R37 the roll limit follows the dieFaces option (the die's highest face), not the constant 3", () => {
    const wisps = (dieFaces: number[], hand: number, rulesVersion?: number) =>
      new Scenario({ monsters: false, rules: { dieFaces }, ...(rulesVersion ? { rulesVersion } : {}) })
        .active(0, "willOWisps", null, { C3: 1 }, hand)
        .active(1, "drow", null, { M3: 3 })
        .turn(0);
    // M3 costs 2 + 3 = 5.
    expect(wisps([0, 1, 2, 3, 4, 5], 1).legal(0)).toContain("wispRoll:M3"); // 4 short, a 5 may do it
    expect(wisps([0, 0, 0, 1, 2, 3], 1).legal(0)).not.toContain("wispRoll:M3");
    expect(wisps([0, 0, 1, 1, 2, 2], 2).legal(0)).not.toContain("wispRoll:M3"); // 3 short, at most 2
    expect(wisps([0, 0, 1, 1, 2, 2], 3).legal(0)).toContain("wispRoll:M3");
    // Rules version 1 (stored games) used 3 whatever the die.
    expect(wisps([0, 1, 2, 3, 4, 5], 1, 1).legal(0)).not.toContain("wispRoll:M3");
    expect(wisps([0, 0, 1, 1, 2, 2], 2, 1).legal(0)).toContain("wispRoll:M3");
  });

  it("R37 a roll on an affordable region saves tokens", () => {
    const t = S().active(0, "willOWisps", null, { D3: 1 }, 5).turn(0);
    t.rolls(3).do(0, { type: "wispRoll", region: "C3", use: [] }); // 2 − 3 → 1
    expect(t.seen("conquered")[0]).toMatchObject({ tokens: 1 });
    expect(t.hand("willOWisps")).toBe(4);
  });
});

void P;
