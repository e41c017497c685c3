import { describe, expect, it } from "vitest";
import { THE_BRIGADE, TINDERBOX } from "./index.js";
import { scenario } from "./test/scenario.js";

const adv = (seats = 2) => scenario({ seats, rules: { advanced: true } });

describe("§14.1 the advanced game", () => {
  it("§2.2 wardens and barracks boards are dealt at random; the board's colour is the player's", () => {
    const rules = THE_BRIGADE.rules.parse({ advanced: true, barracksCorners: "auto" });
    if (!rules.ok) throw new Error("rules");
    const r = THE_BRIGADE.setup({ map: TINDERBOX, rules: rules.value, seats: 4, seed: 11 });
    if (!r.ok) throw new Error("setup");
    const v = THE_BRIGADE.view(r.value, "spectator");
    expect(new Set(v.seats.map((p) => p.colour)).size).toBe(4);
    for (const p of v.seats) {
      expect(p.warden?.side).toBe(2);
      expect(p.barracks?.colour).toBe(p.colour);
      expect(p.barracks?.ability).toBeDefined();
    }
    expect(THE_BRIGADE.status(r.value).phase).toBe("action");
  });

  it("§14.1 a warden's special action costs 1 AP and is once per turn; the basic game has none", () => {
    const sc = adv().warden(0, "bernhardt-blaze").turn(0);
    sc.act({ type: "alliances" });
    expect(sc.s.ap[0]).toBe(3);
    expect(sc.legalOf("alliances")).toEqual([]);
    expect(sc.refuse({ type: "alliances" }).code).toMatch(/oncePerTurn|notLegal/);
    const basic = scenario().warden(0, "bernhardt-blaze").turn(0);
    expect(basic.legalOf("alliances")).toEqual([]);
    expect(basic.refuse({ type: "alliances" })).toMatchObject({ code: "basicGame", rule: "§14.1" });
  });
});

describe("§14.2 the wardens' actions", () => {
  it("§14.2 R48 Gloria Ignis: the cistern flies to an intensity-1 fire and puts it out with 1 water; 1 renown", () => {
    const sc = adv().warden(0, "gloria-ignis").fire({ D5: 1, E5: 2 }).brigade(1, "B2").fire("B2", 1).turn(0);
    expect(sc.legalOf("sendCistern").map((a) => a.to)).toEqual(["D5"]);
    sc.act({ type: "sendCistern", to: "D5" });
    expect([sc.s.cistern[0], sc.i("D5"), sc.s.cWater[0]]).toEqual([27, 0, 1]);
    expect(sc.prompt).toBe("pRenown");
  });

  it("§14.2 R49 Blitz Haben: swaps two orthogonally adjacent non-University intensities that fit the tracks", () => {
    const sc = adv().warden(0, "blitz-haben").fire({ B2: 4, C2: 1, B3: 0 }).fire("C3", 2).turn(0);
    const pairs = sc.legalOf("polymorphy").map((a) => `${a.a}-${a.b}`);
    expect(pairs).toContain("B1-B2");
    expect(pairs).not.toContain("B2-B3"); // B3's track has 3 spaces: 4 does not fit
    expect(pairs.some((p) => p.includes("C3"))).toBe(false);
    sc.act({ type: "polymorphy", a: "B1", b: "B2" });
    expect([sc.i("B1"), sc.i("B2")]).toEqual([4, 0]);
    expect(sc.prompt).toBeNull();
  });

  it("§14.2 R50 Frith Goldmane: pays one own renown, takes another player's member with its water", () => {
    const sc = adv().warden(0, "frith-goldmane").track(0, "squad", 1).renown(0, "E1", 1).renown(0, "B6", 1);
    sc.squad(1, "ash")
      .water(1, { squad: [1] })
      .turn(0);
    expect(sc.legalOf("withThePeople")).toEqual([{ type: "withThePeople", card: "ash", replace: null }]);
    sc.act({ type: "withThePeople", card: "ash", replace: null });
    expect(sc.prompt).toBe("pTake");
    sc.act({ type: "takeRenown", tile: "B6" });
    expect(sc.view().seats[0]?.squad).toMatchObject([{ id: "ash", water: 1 }]);
    expect(sc.view().seats[1]?.squad).toEqual([]);
    expect(sc.r(0, "B6")).toBe(0);
  });

  it("R41 R50 Frith Goldmane cannot take Sir Precious", () => {
    const sc = adv().warden(0, "frith-goldmane").track(0, "squad", 1).renown(0, "E1", 1).turn(0);
    sc.s.precious = 1;
    sc.s.preciousCard = sc.s.data.squadById.get("sir-precious") as number;
    expect(sc.legalOf("withThePeople")).toEqual([]);
  });

  it("§14.2 R51 Glint Dampshot: pays one own renown for one more Upgrade at once", () => {
    const sc = adv().warden(0, "glint-dampshot").renown(0, "E1", 1).turn(0);
    sc.act({ type: "upgrade", track: "squad" });
    sc.act({ type: "artificers", track: "squad" });
    expect(sc.view().seats[0]?.tracks.squad.position).toBe(2);
    expect(sc.r(0, "E1")).toBe(0);
  });

  it("§14.2 R52 Bernhardt Blaze: until the start of its next turn, events do not raise its loyal tiles; they still spread", () => {
    const sc = adv()
      .warden(0, "bernhardt-blaze")
      .loyal(0, "C2", "B2")
      .fire("B2", 1)
      .deck("wind-04", "firestorm-01")
      .turn(0);
    sc.act({ type: "alliances" }).act({ type: "endTurn" });
    expect(sc.i("C2")).toBe(0); // B2 spread east, C2 sheltered
    expect(sc.i("D2")).toBe(0);
    sc.act({ type: "endTurn" }, 1); // seat 0's own event: no longer covered
    expect(sc.i("C2")).toBe(1);
  });

  it("§14.2 R53 Ester: her buckets are refilled after each of the player's actions", () => {
    const sc = adv().warden(0, "ester").fire("B2", 2).brigade(0, "B2").turn(0);
    sc.act({ type: "extinguish", water: 2, fromCistern: 0 });
    expect(sc.s.wWater[0]).toBe(2);
  });

  it("§14.2 R54 White Fang: Dawn → Dusk fills him and dismisses the squad; Dusk forbids Refill; Dusk → Dawn", () => {
    const sc = adv().warden(0, "white-fang").squad(0, "ash").water(0, { warden: 0, cistern: 0 }).turn(0);
    expect(sc.view().seats[0]?.warden?.face).toBe("dawn");
    sc.act({ type: "flipWarden" });
    expect(sc.view().seats[0]?.warden).toMatchObject({ face: "dusk", water: 5, capacity: 5 });
    expect(sc.view().seats[0]?.squad).toEqual([]);
    expect(sc.legalOf("refill")).toEqual([]);
    expect(sc.refuse({ type: "refill", tile: "A1" })).toMatchObject({ code: "duskNoRefill", rule: "R54" });
    sc.turn(0).act({ type: "flipWarden" });
    expect(sc.view().seats[0]?.warden).toMatchObject({ face: "dawn", water: 2, capacity: 2 });
  });

  it("§14.2 R55 Galeela: the Mime token on any squad card in play lends its ability without a loyal tile", () => {
    const sc = adv().warden(0, "galeela").squad(1, "kulari-one-shoe").turn(0);
    sc.act({ type: "mime", card: "kulari-one-shoe" });
    expect(sc.view().seats[1]?.squad[0]?.mimed).toBe(true);
    expect(sc.legalOf("moveBrigade").map((a) => a.to)).toContain("E5"); // 5 points
  });

  it("R55 the Mime token returns when the card leaves play", () => {
    const sc = adv().warden(0, "galeela").squad(1, "kulari-one-shoe").squadDeck("ash", "lumen").turn(0);
    sc.act({ type: "mime", card: "kulari-one-shoe" });
    sc.turn(1).act({ type: "recruit" });
    sc.act({ type: "chooseRecruit", card: "ash", replace: "kulari-one-shoe" });
    expect(sc.s.mime).toBe(-1);
    expect(sc.view().seats[1]?.squad[0]?.mimed).toBe(false);
  });

  it("§14.2 R56 Aurath Ether: moves through others' pieces, never stopping on them, taking 1 water from each", () => {
    const sc = adv()
      .warden(0, "aurath-ether")
      .brigade(1, "B2")
      .cistern(1, "B2")
      .squad(1, "ash")
      .water(0, { warden: 0 })
      .turn(0);
    const d = sc.legalOf("incorporeal").map((a) => a.to);
    expect(d).toContain("C3");
    expect(d).not.toContain("B2");
    sc.act({ type: "incorporeal", to: "C3" });
    expect(sc.s.cWater[1]).toBe(1);
    expect(sc.prompt).toBe("pLoseWater");
    expect(sc.actor).toBe(1);
    sc.act({ type: "loseWater", holder: "warden" });
    expect([sc.s.wWater[1], sc.s.wWater[0]]).toEqual([1, 2]);
  });

  it("§14.2 R57 Cindy Bustion: the next firestorm (anyone's) gives her 1 renown on each tile it raised", () => {
    const sc = adv().warden(0, "cindy-bustion").deck("firestorm-01").turn(0);
    sc.act({ type: "pyrocontrol" }).act({ type: "endTurn" });
    expect([sc.r(0, "C3"), sc.r(0, "C2"), sc.r(0, "B4")]).toEqual([1, 1, 1]);
    expect(sc.view().seats[0]?.pyrocontrol).toBe(false);
  });
});

describe("§14.3 the barracks boards", () => {
  it("§14.3 R58 white, Street Wisdom: Refill on any tile by returning one of one's renown from it", () => {
    const sc = adv().board(0, "white").brigade(0, "E5").renown(0, "E5", 1).water(0, { warden: 0 }).turn(0);
    sc.act({ type: "refill", tile: "E5" });
    expect([sc.s.wWater[0], sc.r(0, "E5")]).toEqual([2, 0]);
  });

  it("§14.3 black, Civic Duty: extinguish renown may go on diagonal neighbours too", () => {
    const sc = adv().board(0, "black").fire("C2", 1).brigade(0, "C2").turn(0);
    sc.act({ type: "extinguish", water: 1, fromCistern: 0 });
    expect(sc.legalOf("placeRenown").map((a) => a.tile)).toContain("B1");
    const plain = adv().board(0, "white").fire("C2", 1).brigade(0, "C2").turn(0);
    plain.act({ type: "extinguish", water: 1, fromCistern: 0 });
    expect(plain.legalOf("placeRenown").map((a) => a.tile)).not.toContain("B1");
  });

  it("§14.3 R59 pink, Sparkling Climb: ending the action phase on a Nobles tile offers a free Move Brigade", () => {
    const sc = adv().board(0, "pink").brigade(0, "D5").destroyed("D6").deck("wind-01").turn(0);
    sc.act({ type: "endTurn" });
    expect(sc.prompt).toBe("pClimb");
    expect(sc.legalOf("moveBrigade").map((a) => a.to)).not.toContain("D6");
    sc.act({ type: "moveBrigade", to: "B3" });
    expect(sc.s.brigade[0]).toBe(13);
    expect(sc.s.owner).toBe(1);
  });

  it("§14.3 orange, Insurance: each loyalty gain may place 1 renown on another Merchants tile", () => {
    const sc = adv().board(0, "orange").renown(0, "D5", 1);
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "D5" });
    expect(sc.legalOf("placeRenown").map((a) => a.tile)).toEqual(["A4", "B4", "E4", "F4", "A5", "B5", "C5"]);
    expect(sc.legalOf("skip")).toHaveLength(1);
    sc.act({ type: "placeRenown", tile: "A4" });
    expect(sc.r(0, "A4")).toBe(1);
  });
});
