/**
 * The rulebook's worked examples (seed p. 4–7), played on the 2-player map: the nine Shrooms, the
 * Mudmen's turn, and the conquest-cost captions of §7.
 */
import { describe, expect, it } from "vitest";
import { P, R } from "../catalog.js";
import { CORE } from "../core.js";
import { Scenario } from "./scenario.js";

describe("worked examples", () => {
  it("§6.1 §6.2 the nine-Shroom example: Mystic Shrooms picked third in the row, 2 coins paid, 5 + 4 = 9 tokens", () => {
    const t = new Scenario().turn(0, "pick");
    const s = t.s;
    // Put Mystic Shrooms at position 2 (the third combo).
    const k = s.rowRace.indexOf(R.shrooms);
    if (k >= 0) s.rowRace[k] = s.rowRace[2] as number;
    else s.bannerStack[s.bannerStack.indexOf(R.shrooms)] = s.rowRace[2] as number;
    s.rowRace[2] = R.shrooms;
    const j = s.rowPower.indexOf(P.mystic);
    if (j >= 0) s.rowPower[j] = s.rowPower[2] as number;
    else s.badgeStack[s.badgeStack.indexOf(P.mystic)] = s.rowPower[2] as number;
    s.rowPower[2] = P.mystic;
    t.do(0, { type: "pick", position: 2 });
    expect(t.hand("shrooms")).toBe(9);
    expect(t.s.coins[0]).toBe(3);
    expect(t.s.rowCoins.slice(0, 2)).toEqual([1, 1]);
    expect(t.seen("picked")[0]).toMatchObject({ race: "shrooms", power: "mystic", paid: 2, tokens: 9 });
  });

  it("§15.9 seed p. 7: Mystic Shrooms on 3 regions, one of them a Crystal, score 3 + 1", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "shrooms", "mystic", { M1: 1, C1: 1, B1: 1 })
      .coins(0, 0)
      .turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.s.coins[0]).toBe(4);
  });

  it("seed p. 5–7 the Mudmen example: into the Monster Mudpool from the edge (2 + 2 = 4), the Shrooms' Crystal next door, a lucky die for the Black Mountain, one more Mudman per Mudpool", () => {
    const t = new Scenario()
      .active(0, "mudmen", "muddy", {}, 8)
      .active(1, "shrooms", null, { C3: 1, M3: 1 })
      .coins(0, 0)
      .turn(0)
      .pile("diamondFields");
    // §7.3 caption: the Mudpool holding 2 Monsters costs 2 + 2 = 4; it lies on the map edge.
    expect(t.cost(0, "D4")).toBe(4);
    t.conquer(0, "D4");
    expect(t.hand("mudmen")).toBe(4);
    expect(t.seen("revealed")[0]?.marker).toBe("diamondFields");
    // The Crystal next door, held by one Shroom: 2 + 1 = 3.
    expect(t.cost(0, "C3")).toBe(3);
    t.conquer(0, "C3");
    expect(t.seen("conquered")[1]?.defender).toMatchObject({
      seat: 1,
      race: "shrooms",
      lost: 1,
      withdrawn: 0,
    });
    // The Black Mountain bordering both: 2 + 1 = 3, one token left — a final attempt with the die.
    expect(t.cost(0, "B3")).toBe(3);
    expect(t.legal(0)).toContain("finalAttempt:B3");
    t.rolls(2).do(0, { type: "finalAttempt", region: "B3", use: [] });
    expect(t.raceIn("B3")).toBe("mudmen");
    // Redeployment includes one new Mudman for the one Mudpool held (§14.9).
    expect(t.seen("gained")[0]).toMatchObject({ what: "mudmen", count: 1 });
    expect(t.s.phase).toBe("redeploy");
    expect(t.hand("mudmen")).toBe(3 + 2 + 1); // lifted from D4 and C3, and the new Mudman
    t.endTurn(0);
    // 3 regions + Muddy (1 Mudpool) + Diamond Fields (D4 itself) = 5.
    expect(t.s.coins[0]).toBe(5);
    expect(CORE.regionCount(t.s, R.mudmen)).toBe(3);
  });
});
