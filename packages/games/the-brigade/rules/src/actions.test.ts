import { describe, expect, it } from "vitest";
import { THE_BRIGADE } from "./module.js";
import { scenario } from "./test/scenario.js";

const dests = (sc: ReturnType<typeof scenario>) => sc.legalOf("moveBrigade").map((a) => a.to);

describe("§7 the turn", () => {
  it("§7.2 the action phase has as many AP as the Command value; each action costs 1", () => {
    const sc = scenario().turn(0);
    expect(sc.s.ap[0]).toBe(4);
    sc.act({ type: "moveBrigade", to: "B2" });
    expect(sc.s.ap[0]).toBe(3);
    expect(sc.view(0).seats[0]?.actionPoints).toBe(3);
  });

  it("§7.2 R21 a player may stop early; unspent AP are lost and the next seat's turn begins with its event", () => {
    const sc = scenario().deck("wind-01").turn(0);
    sc.act({ type: "endTurn" });
    expect(sc.events.some((e) => e.type === "passed" && e.ap === 4)).toBe(true);
    expect(sc.events.some((e) => e.type === "event" && e.seat === 1 && e.card === "wind-01")).toBe(true);
    expect(sc.s.owner).toBe(1);
    expect(sc.s.ap[1]).toBe(4);
    expect(sc.s.round).toBe(1);
  });

  it("§7 a round is one turn of every seat; the round grows when the first player's turn comes back", () => {
    const sc = scenario().deck("wind-01", "wind-02").turn(0);
    sc.act({ type: "endTurn" });
    sc.act({ type: "endTurn" });
    expect(sc.s.round).toBe(2);
    expect(sc.s.owner).toBe(0);
  });

  it("§7.2 the same action may be taken again, except Upgrade (once per turn)", () => {
    const sc = scenario().turn(0);
    sc.act({ type: "moveBrigade", to: "B2" }).act({ type: "moveBrigade", to: "C3" });
    sc.act({ type: "upgrade", track: "command" });
    expect(sc.legalOf("upgrade")).toEqual([]);
    expect(sc.refuse({ type: "upgrade", track: "squad" })).toMatchObject({
      code: "upgradeOnce",
      rule: "§8.7",
    });
  });

  it("§7.2 with no AP left and no free action the turn ends by itself", () => {
    const sc = scenario().deck("wind-01").turn(0, 1);
    sc.act({ type: "moveBrigade", to: "B2" });
    expect(sc.s.owner).toBe(1);
  });
});

describe("§8.1 Move Brigade", () => {
  it("§8.1 up to 3 movement points, one per step in any of 8 directions", () => {
    const sc = scenario().turn(0);
    const d = dests(sc);
    expect(d).toContain("D4"); // three diagonal steps from A1
    expect(d).not.toContain("E1"); // four steps away
    expect(d).not.toContain("A1"); // R26: at least one step
  });

  it("§8.1 option moveDiagonal: false allows 4 directions only", () => {
    const sc = scenario({ rules: { moveDiagonal: false } }).turn(0);
    expect(dests(sc)).not.toContain("C3");
    expect(dests(sc)).toContain("B3");
  });

  it("§8.1 entering a destroyed tile costs 2", () => {
    const sc = scenario().destroyed("B2").destroyed("B1").destroyed("A2").turn(0);
    const d = dests(sc);
    expect(d).toContain("B2"); // 2 points
    expect(d).toContain("C3"); // B2 (2) + C3 (1)
    expect(d).not.toContain("D4");
  });

  it("§8.1 entering a burning tile ends the move; a brigade starting on one leaves it normally", () => {
    const sc = scenario().fire({ B2: 1, B1: 1, A2: 1 }).turn(0);
    const d = dests(sc);
    expect(d).toContain("B2");
    expect(d).not.toContain("C3");
    sc.act({ type: "moveBrigade", to: "B2" });
    expect(dests(sc)).toContain("E5");
  });

  it("§8.1 R23 other players' brigades and cisterns block passing and stopping; one's own cistern does not", () => {
    const sc = scenario().brigade(1, "B2").cistern(1, "B1").turn(0);
    sc.cistern(0, "A2");
    const d = dests(sc);
    expect(d).not.toContain("B2");
    expect(d).not.toContain("B1");
    expect(d).toContain("A2");
    expect(d).toContain("C3"); // around B2 through A2 → B3 → C3? A2(1) B3(2) C3(3)
  });

  it("§8.1 R23 option blockingPieces: brigadeOnly lets brigades share tiles with others' cisterns", () => {
    const sc = scenario({ rules: { blockingPieces: "brigadeOnly" } })
      .cistern(1, "B1")
      .turn(0);
    expect(dests(sc)).toContain("B1");
  });

  it("§8.1 R24 nobody enters another player's barracks; one's own is a space", () => {
    const sc = scenario().brigade(0, "E5").turn(0);
    expect(dests(sc)).not.toContain("F6");
    const sc1 = scenario().brigade(1, "E5").turn(1);
    expect(dests(sc1)).toContain("F6");
  });

  it("§8.1 R25 the turn cannot end on a destroyed tile while a way off exists; the last AP must take the brigade off", () => {
    const sc = scenario().destroyed("B2").brigade(0, "B2").turn(0, 2);
    expect(sc.legalOf("endTurn")).toEqual([]);
    expect(sc.refuse({ type: "endTurn" })).toMatchObject({ code: "leaveDestroyed", rule: "R25" });
    sc.act({ type: "upgrade", track: "squad" });
    expect(sc.legal().every((a) => a.type === "moveBrigade")).toBe(true);
    expect(sc.legalOf("moveBrigade").map((a) => a.to)).not.toContain("B2");
    expect(sc.refuse({ type: "recruit" }).rule).toBe("R25");
  });

  it("R25 a Move that ends on a destroyed tile with the last action point is refused (rules version 2)", () => {
    const old = scenario({ rulesVersion: 1 }).destroyed("B2").turn(0, 1);
    expect(old.legalOf("moveBrigade").map((a) => a.to)).toContain("B2");
    const sc = scenario().destroyed("B2").turn(0, 1);
    expect(sc.legalOf("moveBrigade").map((a) => a.to)).not.toContain("B2");
    expect(sc.refuse({ type: "moveBrigade", to: "B2" })).toMatchObject({
      code: "leaveDestroyed",
      rule: "R25",
      params: { when: "endOn" },
    });
    // With a point to spare the move is fine: the brigade can still leave.
    const two = scenario().destroyed("B2").turn(0, 2);
    two.act({ type: "moveBrigade", to: "B2" });
    expect(two.legalOf("moveBrigade").length).toBeGreaterThan(0);
    expect(two.legalOf("endTurn")).toEqual([]);
  });

  it("§8.1 R25 fallback: no AP and on a destroyed tile, the brigade returns to its barracks", () => {
    const sc = scenario()
      .destroyed("B2")
      .brigade(0, "B2")
      .deck("wind-01")
      .squad(0, "morgana-magos")
      .loyal(0, "D6");
    sc.turn(0, 0);
    expect(sc.legal().map((a) => a.type)).toContain("endTurn");
    sc.act({ type: "endTurn" });
    expect(sc.s.brigade[0]).toBe(0);
    expect(sc.events.some((e) => e.type === "moved" && e.cause === "R25")).toBe(true);
  });
});

describe("§8.2 Move Cistern", () => {
  it("§8.2 the cistern jumps anywhere not destroyed and not held by others, burning or not, or home", () => {
    const sc = scenario().fire("C3", 3).destroyed("D3").brigade(1, "C4").brigade(0, "E5").turn(0);
    const d = sc.legalOf("moveCistern").map((a) => a.to);
    expect(d).toContain("C3");
    expect(d).toContain("E5"); // joins its own brigade
    expect(d).toContain("F5");
    expect(d).not.toContain("D3");
    expect(d).not.toContain("C4");
    expect(d).not.toContain("F6");
    expect(d).not.toContain("A1"); // already there
    expect(sc.refuse({ type: "moveCistern", to: "D3" })).toMatchObject({
      code: "cisternDestination",
      rule: "§8.2",
    });
  });
});

describe("§8.3 Extinguish", () => {
  it("§8.3 only on the brigade's burning tile; R27 water between 1 and the intensity", () => {
    const sc = scenario().fire("B2", 2).brigade(0, "B2").turn(0);
    expect(sc.legalOf("extinguish")).toEqual([
      { type: "extinguish", water: 1, fromCistern: 0 },
      { type: "extinguish", water: 2, fromCistern: 0 },
    ]);
    expect(sc.refuse({ type: "extinguish", water: 3, fromCistern: 0 })).toMatchObject({
      code: "tooMuchWater",
      rule: "R27",
    });
    const off = scenario().fire("C2", 2).brigade(0, "B2").turn(0);
    expect(off.refuse({ type: "extinguish", water: 1, fromCistern: 0 })).toMatchObject({
      code: "notBurning",
    });
  });

  it("§8.3 water comes from the brigade's holders and from the cistern on the same tile", () => {
    const sc = scenario().fire("B2", 4).brigade(0, "B2").cistern(0, "B2").turn(0);
    sc.act({ type: "extinguish", water: 4, fromCistern: 2 });
    expect(sc.s.wWater[0]).toBe(0);
    expect(sc.s.cWater[0]).toBe(0);
    expect(sc.i("B2")).toBe(0);
  });

  it("§8.3 putting the fire out gives one renown per level removed, placed on the tile or orthogonally adjacent (R42)", () => {
    const sc = scenario().fire("B2", 2).brigade(0, "B2").turn(0);
    sc.act({ type: "extinguish", water: 2, fromCistern: 0 });
    expect(sc.prompt).toBe("pRenown");
    expect(sc.legalOf("placeRenown").map((a) => a.tile)).toEqual(["B1", "A2", "B2", "C2", "B3"]);
    sc.act({ type: "placeRenown", tile: "C2" }).act({ type: "placeRenown", tile: "B3" });
    expect(sc.r(0, "C2")).toBe(1);
    expect(sc.r(0, "B3")).toBe(1);
    expect(sc.prompt).toBeNull();
  });

  it("§8.3 a reduction that does not put the fire out gives no renown; the finisher gains only its own levels", () => {
    const sc = scenario().fire("B2", 3).brigade(0, "B2").turn(0);
    sc.act({ type: "extinguish", water: 1, fromCistern: 0 });
    expect(sc.i("B2")).toBe(2);
    expect(sc.prompt).toBeNull();
    sc.brigade(0, "A1").brigade(1, "B2").turn(1);
    sc.act({ type: "extinguish", water: 2, fromCistern: 0 });
    expect(sc.s.stack.at(-1)).toMatchObject({ k: "pRenown", b: 2 });
  });
});

describe("§8.4 Refill, §8.5 Transfer, §9 water", () => {
  it("§8.4 Refill on one's barracks fills brigade and cistern together in one action", () => {
    const sc = scenario()
      .squad(0, "ash")
      .water(0, { warden: 0, cistern: 1, squad: [0] })
      .turn(0);
    sc.act({ type: "refill", tile: "A1" });
    expect([sc.s.wWater[0], sc.s.sqWater[0], sc.s.cWater[0]]).toEqual([2, 3, 2]);
  });

  it("§8.4 Refill on a tile loyal to the player; R28 two qualifying tiles need two actions", () => {
    const sc = scenario().loyal(0, "B2").brigade(0, "B2").water(0, { warden: 0, cistern: 0 }).turn(0);
    expect(sc.legalOf("refill").map((a) => a.tile)).toEqual(["B2", "A1"]);
    sc.act({ type: "refill", tile: "B2" });
    expect([sc.s.wWater[0], sc.s.cWater[0]]).toEqual([2, 0]);
    sc.act({ type: "refill", tile: "A1" });
    expect(sc.s.cWater[0]).toBe(2);
  });

  it("§8.4 Refill is refused elsewhere", () => {
    const sc = scenario().brigade(0, "B2").cistern(0, "B2").water(0, { warden: 0, cistern: 0 }).turn(0);
    expect(sc.legalOf("refill")).toEqual([]);
    expect(sc.refuse({ type: "refill", tile: "B2" })).toMatchObject({ code: "refillHere", rule: "§8.4" });
  });

  it("§8.5 Transfer needs brigade and cistern together and keeps within capacities (R29)", () => {
    const sc = scenario()
      .squad(0, "ash")
      .water(0, { warden: 0, cistern: 2, squad: [1] })
      .turn(0);
    expect(sc.legalOf("transfer").map((a) => a.cistern)).toEqual([0, 0, 0, 1, 1, 1, 2]);
    sc.act({ type: "transfer", cistern: 0 });
    expect([sc.s.wWater[0], sc.s.sqWater[0], sc.s.cWater[0]]).toEqual([2, 1, 0]);
    // Rules version 2 fixed the arrangement: the warden card filled first.
    const v2 = scenario({ rulesVersion: 2 })
      .squad(0, "ash")
      .water(0, { warden: 0, cistern: 2, squad: [1] })
      .turn(0);
    expect(v2.legalOf("transfer")).toEqual([
      { type: "transfer", cistern: 0 },
      { type: "transfer", cistern: 1 },
    ]);
    const apart = scenario().brigade(0, "B2").turn(0);
    expect(apart.refuse({ type: "transfer", cistern: 1 })).toMatchObject({
      code: "transferApart",
      rule: "§8.5",
    });
  });

  it("R29 a Transfer may rearrange water among the brigade's cards; a forced arrangement adds no choice", () => {
    // Warden card (2 buckets) empty, Ash (3) holds 1, the cistern 2 of 2: 3 water in all.
    const sc = scenario()
      .squad(0, "ash")
      .water(0, { warden: 0, cistern: 2, squad: [1] })
      .turn(0);
    const offered = sc.legalOf("transfer");
    // All 3 to the brigade: warden 2 + Ash 1, warden 1 + Ash 2 or warden 0 + Ash 3; 1 in the
    // cistern: 2 + 0, 1 + 1, 0 + 2; the cistern kept at 2: only moving Ash's token to the warden.
    expect(offered).toEqual([
      { type: "transfer", cistern: 0, brigade: [2, 1] },
      { type: "transfer", cistern: 0, brigade: [1, 2] },
      { type: "transfer", cistern: 0, brigade: [0, 3] },
      { type: "transfer", cistern: 1, brigade: [2, 0] },
      { type: "transfer", cistern: 1, brigade: [1, 1] },
      { type: "transfer", cistern: 1, brigade: [0, 2] },
      { type: "transfer", cistern: 2, brigade: [1, 0] },
    ]);
    sc.act({ type: "transfer", cistern: 0, brigade: [0, 3] });
    expect([sc.s.wWater[0], sc.s.sqWater[0], sc.s.cWater[0]]).toEqual([0, 3, 0]);
    expect(sc.s.ap[0]).toBe(3);
    // Amounts that do not add up are refused with the rule.
    expect(sc.refuse({ type: "transfer", cistern: 0, brigade: [2, 2] })).toMatchObject({
      code: "splitNoFit",
      rule: "R29",
    });
    // No squad card: one arrangement per amount, offered without a split (no extra click).
    const alone = scenario().water(0, { warden: 1, cistern: 1 }).turn(0);
    expect(alone.legalOf("transfer")).toEqual([
      { type: "transfer", cistern: 0 },
      { type: "transfer", cistern: 2 },
    ]);
    // A client that names no split where there is a choice gets rules version 2's: the warden first.
    const plain = scenario()
      .squad(0, "ash")
      .water(0, { warden: 0, cistern: 2, squad: [1] })
      .turn(0)
      .act({ type: "transfer", cistern: 1 });
    expect([plain.s.wWater[0], plain.s.sqWater[0], plain.s.cWater[0]]).toEqual([2, 0, 1]);
  });

  it("R29 Extinguish lets the player choose which cards pay the water, only when there is a choice", () => {
    const sc = scenario()
      .fire("B2", 2)
      .brigade(0, "B2")
      .squad(0, "ash")
      .water(0, { warden: 2, squad: [2] })
      .turn(0);
    const two = sc.legalOf("extinguish").filter((a) => a.water === 2);
    expect(two).toEqual([
      { type: "extinguish", water: 2, fromCistern: 0, pay: [2, 0] },
      { type: "extinguish", water: 2, fromCistern: 0, pay: [1, 1] },
      { type: "extinguish", water: 2, fromCistern: 0, pay: [0, 2] },
    ]);
    sc.act({ type: "extinguish", water: 2, fromCistern: 0, pay: [0, 2] });
    // Ash paid: the warden card keeps its 2.
    expect([sc.s.wWater[0], sc.s.sqWater[0]]).toEqual([2, 0]);
    expect(sc.i("B2")).toBe(0);
    // Only the warden card holds water: no choice, no split named.
    const forced = scenario()
      .fire("B2", 2)
      .brigade(0, "B2")
      .squad(0, "ash")
      .water(0, { warden: 2, squad: [0] })
      .turn(0);
    expect(forced.legalOf("extinguish")).toEqual([
      { type: "extinguish", water: 1, fromCistern: 0 },
      { type: "extinguish", water: 2, fromCistern: 0 },
    ]);
    // Rules version 2: the warden card always paid first.
    const v2 = scenario({ rulesVersion: 2 })
      .fire("B2", 2)
      .brigade(0, "B2")
      .squad(0, "ash")
      .water(0, { warden: 2, squad: [2] })
      .turn(0);
    expect(v2.legalOf("extinguish").filter((a) => a.water === 2)).toEqual([
      { type: "extinguish", water: 2, fromCistern: 0 },
    ]);
    v2.act({ type: "extinguish", water: 2, fromCistern: 0 });
    expect([v2.s.wWater[0], v2.s.sqWater[0]]).toEqual([0, 2]);
  });

  it("§9 raising Cistern Capacity adds no water until the next refill", () => {
    const sc = scenario().turn(0);
    sc.act({ type: "upgrade", track: "cistern" });
    expect(sc.view().seats[0]?.cistern).toMatchObject({ water: 2, capacity: 3 });
  });
});

describe("§8.6 Recruit", () => {
  it("§8.6 draws two; one joins a free slot full of water, the other is discarded", () => {
    const sc = scenario().track(0, "squad", 1).squadDeck("ash", "lumen").turn(0);
    sc.act({ type: "recruit" });
    expect(sc.legalOf("chooseRecruit")).toEqual([
      { type: "chooseRecruit", card: "lumen", replace: null },
      { type: "chooseRecruit", card: "ash", replace: null },
      { type: "chooseRecruit", card: null, replace: null },
    ]);
    sc.act({ type: "chooseRecruit", card: "ash", replace: null });
    expect(sc.view().seats[0]?.squad).toMatchObject([{ id: "ash", water: 3, capacity: 3 }]);
    expect(sc.view().decks.squadDiscard).toEqual(["lumen"]);
  });

  it("§8.6 a full squad recruits by replacing a member, discarded with its water; or takes none", () => {
    const sc = scenario().squad(0, "kulari-one-shoe").squadDeck("ash", "lumen").turn(0);
    sc.act({ type: "recruit" });
    expect(sc.legalOf("chooseRecruit").map((a) => a.replace)).toEqual([
      "kulari-one-shoe",
      "kulari-one-shoe",
      null,
    ]);
    sc.act({ type: "chooseRecruit", card: "lumen", replace: "kulari-one-shoe" });
    expect(sc.view().seats[0]?.squad.map((c) => c.id)).toEqual(["lumen"]);
    expect(sc.view().decks.squadDiscard.sort()).toEqual(["ash", "kulari-one-shoe"]);
  });

  it("§8.6 R18 an empty squad deck is rebuilt from its discard pile", () => {
    const sc = scenario().track(0, "squad", 1).squadDeck("ash").turn(0);
    sc.s.squadDiscard = [sc.s.data.squadById.get("lumen") as number];
    sc.act({ type: "recruit" });
    expect(sc.events.some((e) => e.type === "reshuffle" && e.deck === "squad")).toBe(true);
    expect(
      sc
        .view(0)
        .prompt?.cards?.map((c) => c.id)
        .sort(),
    ).toEqual(["ash", "lumen"]);
  });

  it("§8.6 R30 Recruit needs Squad Members of at least 1 (option recruitNeedsSlot)", () => {
    const sc = scenario().turn(0);
    expect(sc.legalOf("recruit")).toEqual([]);
    expect(sc.refuse({ type: "recruit" })).toMatchObject({ code: "noSquadSlot", rule: "R30" });
    const free = scenario({ rules: { recruitNeedsSlot: false } }).turn(0);
    expect(free.legalOf("recruit")).toHaveLength(1);
  });

  it("§8.6 §11.3 the squad never exceeds the Squad Members value", () => {
    const sc = scenario().squad(0, "ash").squadDeck("lumen", "immora").turn(0);
    sc.act({ type: "recruit" });
    expect(sc.legalOf("chooseRecruit").every((a) => a.card === null || a.replace !== null)).toBe(true);
  });
});

describe("§8.7 Upgrade and §10 the barracks tracks", () => {
  it("§8.7 §17.4 several spaces can share a value: Command needs three upgrades to reach 5", () => {
    const sc = scenario().turn(0);
    sc.act({ type: "upgrade", track: "command" });
    expect(sc.view().seats[0]?.tracks.command).toMatchObject({ position: 1, value: 4 });
    expect(sc.s.ap[0]).toBe(3);
  });

  it("§10.2 a Command increase gives its AP in the same turn", () => {
    const sc = scenario().track(0, "command", 2).turn(0);
    sc.act({ type: "upgrade", track: "command" });
    expect(sc.s.ap[0]).toBe(4); // 4 − 1 + 1
  });

  it("§10.2 R32 reaching Command's blue circle gives +1 (the value) and +2 (the bonus)", () => {
    const sc = scenario().track(0, "command", 4).turn(0);
    expect(sc.s.ap[0]).toBe(5);
    sc.act({ type: "upgrade", track: "command" });
    expect(sc.s.ap[0]).toBe(5 - 1 + 1 + 2);
  });

  it("§10.2 Squad Members' blue circle: a free Recruit at once", () => {
    const sc = scenario().track(0, "squad", 4).squadDeck("ash", "lumen").turn(0);
    sc.act({ type: "upgrade", track: "squad" });
    expect(sc.prompt).toBe("pRecruit");
    expect(sc.s.ap[0]).toBe(3);
  });

  it("§10.2 Cistern Capacity's blue circle: once per turn a free cistern move with a Move Brigade", () => {
    const sc = scenario().track(0, "cistern", 5).turn(0);
    sc.act({ type: "moveBrigade", to: "B2" });
    expect(sc.prompt).toBe("pFreeCistern");
    sc.act({ type: "moveCistern", to: "B2" });
    expect(sc.s.cistern[0]).toBe(7);
    expect(sc.s.ap[0]).toBe(3);
    sc.act({ type: "moveBrigade", to: "C3" });
    expect(sc.prompt).toBeNull();
  });

  it("§10.2 the Cistern Capacity bonus's free cistern move may come just before the Move Brigade, which then must follow", () => {
    expect(
      scenario({ rulesVersion: 1 })
        .track(0, "cistern", 5)
        .turn(0)
        .legalOf("moveCistern")
        .some((a) => a.bonus),
    ).toBe(false);
    const sc = scenario().track(0, "cistern", 5).turn(0);
    const ap = sc.s.ap[0] as number;
    expect(sc.legalOf("moveCistern")).toContainEqual({ type: "moveCistern", to: "B2", bonus: true });
    expect(THE_BRIGADE.choices?.(sc.s, { type: "moveCistern", to: "B2", bonus: true }).at(-1)?.key).toBe(
      "bonus",
    );
    sc.act({ type: "moveCistern", to: "B2", bonus: true });
    expect(sc.s.cistern[0]).toBe(7);
    expect(sc.s.ap[0]).toBe(ap); // free
    expect(sc.prompt).toBe("pBonusMove");
    expect(sc.legal().every((a) => a.type === "moveBrigade")).toBe(true);
    expect(sc.refuse({ type: "endTurn" })).toBeDefined();
    sc.act({ type: "moveBrigade", to: "C2" });
    expect(sc.s.ap[0]).toBe(ap - 1);
    expect(sc.prompt).toBeNull(); // once per turn: no second free move after arriving
    expect(sc.legalOf("moveCistern").some((a) => a.bonus)).toBe(false);
  });

  it("§10.2 the Move after the bonus cistern move offers the moves of this position only, however often it is asked", () => {
    const sc = scenario().track(0, "cistern", 5).turn(0);
    sc.act({ type: "moveCistern", to: "B2", bonus: true });
    expect(sc.prompt).toBe("pBonusMove");
    const first = sc.legal();
    // The prompt's list was appended to on every call (a module-level buffer never emptied): the
    // second asking offered the first's moves twice, and later prompts offered earlier positions' moves.
    expect(sc.legal()).toEqual(first);
    expect(sc.legal()).toEqual(first);
    expect(new Set(first.map((a) => JSON.stringify(a))).size).toBe(first.length);
  });

  it("§8.7 a track at its last space cannot be upgraded", () => {
    const sc = scenario().track(0, "squad", 5).turn(0);
    expect(sc.legalOf("upgrade").map((a) => a.track)).toEqual(["cistern", "command"]);
    expect(sc.refuse({ type: "upgrade", track: "squad" })).toMatchObject({ code: "trackFull" });
  });
});
