import { describe, expect, it } from "vitest";
import { CARDS_V1 } from "./data/shipped.js";
import { describeAction } from "./describe.js";
import { scenario } from "./test/scenario.js";

const dests = (sc: ReturnType<typeof scenario>) => sc.legalOf("moveBrigade").map((a) => a.to);

describe("§11.2 activation", () => {
  it("§11.2 a squad ability is active only with loyalty of a tile of the card's affiliation", () => {
    const sc = scenario().squad(0, "kulari-one-shoe").turn(0);
    expect(sc.view().seats[0]?.squad[0]?.active).toBe(false);
    expect(dests(sc)).not.toContain("E5");
    sc.loyal(0, "B1");
    expect(sc.view().seats[0]?.squad[0]?.active).toBe(true);
    expect(dests(sc)).toContain("E5");
  });

  it("§11.2 the gain that activates a trigger also triggers it (first loyalty of the affiliation)", () => {
    const sc = scenario().squad(0, "immora").renown(0, "D5", 1);
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "D5" });
    expect(sc.prompt).toBe("pRenown");
    expect(sc.s.stack.at(-1)).toMatchObject({ k: "pRenown", seat: 0, c: 2 });
  });

  it("§11.2 R33 losing the last loyal tile of the affiliation switches the ability off at once", () => {
    const sc = scenario().squad(1, "kulari-one-shoe").loyal(1, "B1").renown(0, "B1", 2);
    expect(sc.view().seats[1]?.squad[0]?.active).toBe(true);
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "B1" }); // value 2 + 1 to steal
    expect(sc.l("B1")).toBe(0);
    expect(sc.view().seats[1]?.squad[0]?.active).toBe(false);
  });

  it("R34 the six cards whose trigger names an affiliation have that affiliation (§17.5)", () => {
    const aff = (id: string) => CARDS_V1.squad.find((c) => c.id === id)?.affiliation;
    expect([
      aff("del-uge"),
      aff("mal-candor"),
      aff("pep-overclock"),
      aff("ali-ahmar"),
      aff("immora"),
      aff("zilda-garrett"),
    ]).toEqual(["commons", "council", "merchants", "merchants", "nobles", "nobles"]);
  });
});

describe("§11.5 the squad cards", () => {
  it("§11.5 Kulari One-Shoe: 5 movement points", () => {
    const sc = scenario().squad(0, "kulari-one-shoe").loyal(0, "B1").turn(0);
    expect(dests(sc)).toContain("F5");
  });

  it("§11.5 Del Uge: Commons loyalty reduces another tile by 2, without renown", () => {
    const sc = scenario().squad(0, "del-uge").renown(0, "C1", 1).fire({ E5: 3, C1: 0 });
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "C1" });
    expect(sc.i("E5")).toBe(1); // the only other burning tile: taken at once
    expect(sc.events.find((e) => e.type === "intensity")).toMatchObject({
      cell: "E5",
      before: 3,
      after: 1,
      cause: "Del Uge",
    });
    expect(sc.events.some((e) => e.type === "renown" && e.cell === "E5")).toBe(false);
  });

  it("§11.5 Selina Blackflow: renown placed on another player's loyal tile brings 1 more there, once per placement", () => {
    const sc = scenario()
      .squad(0, "selina-blackflow")
      .loyal(0, "A4")
      .loyal(1, "B2")
      .fire("C2", 2)
      .brigade(0, "C2")
      .turn(0);
    sc.act({ type: "extinguish", water: 2, fromCistern: 0 });
    sc.act({ type: "placeRenown", tile: "B2" });
    expect(sc.r(0, "B2")).toBe(2);
    sc.act({ type: "placeRenown", tile: "B2" });
    expect(sc.r(0, "B2")).toBe(3);
  });

  it("§11.5 Nery Cagehand: opponents steal its owner's tiles at value + 2", () => {
    const sc = scenario().squad(1, "nery-cagehand").loyal(1, "B2", "D2");
    expect(sc.at("B2").thresholds[0]).toBe(6);
    sc.s.loyal[sc.s.tile.indexOf(sc.s.data.tileById.get("council-1") as number)] = -1;
    sc.fix();
    expect(sc.at("B2").thresholds[0]).toBe(5);
  });

  it("§11.5 Morgana Magos: one free Move Cistern per turn", () => {
    const sc = scenario().squad(0, "morgana-magos").loyal(0, "D5").turn(0);
    sc.act({ type: "moveCistern", to: "C3" });
    expect(sc.s.ap[0]).toBe(4);
    sc.act({ type: "moveCistern", to: "C4" });
    expect(sc.s.ap[0]).toBe(3);
  });

  it("§11.5 Gness Smold: a move ending on a burning tile may raise it by 1 (it may be destroyed)", () => {
    const sc = scenario().squad(0, "gness-smold").loyal(0, "C4").fire("B2", 2).turn(0);
    sc.act({ type: "moveBrigade", to: "B2" });
    expect(sc.legal()).toEqual([{ type: "raise", tile: "B2" }, { type: "skip" }]);
    sc.act({ type: "raise", tile: "B2" });
    expect(sc.i("B2")).toBe(3);
  });

  it("§11.5 Chops Murphy: a loyalty gain may raise one adjacent tile by 2 (optional)", () => {
    const sc = scenario().squad(0, "chops-murphy").loyal(0, "A2").renown(0, "C1", 1);
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "C1" });
    expect(
      sc
        .legalOf("raise")
        .map((a) => a.tile)
        .sort(),
    ).toEqual(["B1", "C2", "D1"]);
    sc.act({ type: "skip" });
    expect(sc.i("B1") + sc.i("C2") + sc.i("D1")).toBe(0);
  });

  it("§11.5 Pep Overclock: Merchants loyalty gives a free Upgrade outside the once-per-turn limit", () => {
    const sc = scenario().squad(0, "pep-overclock").renown(0, "A4", 1).turn(0);
    sc.act({ type: "upgrade", track: "squad" });
    sc.s.stack = [];
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "A4" });
    expect(sc.prompt).toBe("pUpgrade");
    sc.act({ type: "upgrade", track: "command" });
    expect(sc.view().seats[0]?.tracks.command.position).toBe(1);
  });

  it("§11.4 abilities one loyalty gain triggers together are resolved in the order their owner chooses", () => {
    const build = (rulesVersion?: number) => {
      const sc = scenario({ rulesVersion })
        .squad(0, "pep-overclock", "ali-ahmar")
        .renown(0, "A4", 1)
        .water(0, { squad: [0, 0] })
        .fire("A3", 2);
      sc.event("place-renown", 0);
      sc.act({ type: "placeRenown", tile: "A4" });
      return sc;
    };
    const sc = build();
    expect(sc.prompt).toBe("pOrder");
    expect(sc.legal()).toEqual([
      { type: "trigger", ability: "merchantsUpgrade" },
      { type: "trigger", ability: "merchantsFavour" },
    ]);
    expect(describeAction(sc.s, { type: "trigger", ability: "merchantsFavour" })).toBe(
      "Resolve Ali Ahmar first",
    );
    // Ali Ahmar's favour first, then Pep Overclock's free Upgrade.
    sc.act({ type: "trigger", ability: "merchantsFavour" });
    expect(sc.prompt).toBe("pFavour");
    sc.act({ type: "favour", option: "water" });
    expect(sc.prompt).toBe("pUpgrade");
    sc.act({ type: "upgrade", track: "command" });
    expect(sc.view().seats[0]?.tracks.command.position).toBe(1);
    expect(sc.s.sqWater.slice(0, 2)).toEqual([2, 0]);
    expect(sc.actor).toBe(1); // the event's renown goes on to the next player
    const other = build();
    other.act({ type: "trigger", ability: "merchantsUpgrade" });
    expect(other.prompt).toBe("pUpgrade");
    // Rules version 2 resolved them in a fixed order: Pep Overclock first.
    expect(build(2).prompt).toBe("pUpgrade");
  });

  it("§11.5 R39 (amended) Mog The Heavy: ends on another brigade and pushes it to an orthogonally adjacent tile its owner picks", () => {
    const play = (rulesVersion?: number) => {
      const sc = scenario({ rulesVersion }).squad(0, "mog-the-heavy").loyal(0, "B1").brigade(1, "B2").turn(0);
      expect(dests(sc)).toContain("B2");
      sc.act({ type: "moveBrigade", to: "B2" });
      expect(sc.prompt).toBe("pPush");
      expect(sc.actor).toBe(0);
      return sc;
    };
    // Rules version 1 offered the 8 neighbours (C3 diagonal among them).
    expect(
      play(1)
        .legalOf("push")
        .map((a) => a.tile),
    ).toContain("C3");
    const sc = play();
    // §11.4: "adjacent" in abilities is orthogonal; Mog's brigade now stands on B2 itself.
    expect(sc.legalOf("push").map((a) => a.tile)).toEqual(["B1", "C2", "B3", "A2"]);
    expect(sc.refuse({ type: "push", tile: "C3" }).code).toBeDefined();
    sc.act({ type: "push", tile: "C2" });
    expect([sc.s.brigade[0], sc.s.brigade[1]]).toEqual([7, 8]);
  });

  it("§11.5 R39 Mog cannot stop on a brigade that has nowhere to go, and never passes through it", () => {
    const sc = scenario({ seats: 4 }).squad(0, "mog-the-heavy").loyal(0, "B1").brigade(1, "A2");
    for (const [p, c] of [
      [2, "B2"],
      [3, "B3"],
    ] as const)
      sc.brigade(p, c);
    sc.cistern(2, "A3").cistern(3, "B1").turn(0);
    expect(dests(sc)).not.toContain("A2");
  });

  it("§11.5 R40 Esme Morrow: a fireball on her brigade's tile may be sent to an adjacent tile, where it resolves normally", () => {
    const sc = scenario().squad(0, "esme-morrow").loyal(0, "D5").brigade(0, "C3").cistern(1, "B3");
    sc.event("firestorm-01", 1); // C3 C2 B4
    expect(sc.prompt).toBe("pDeflect");
    expect(sc.actor).toBe(0);
    expect(sc.legalOf("deflect").map((a) => a.tile)).toEqual(["C2", "D3", "C4", "B3"]);
    sc.act({ type: "deflect", tile: "B3" });
    expect(sc.i("B3")).toBe(0); // protected there
    expect(sc.i("C2")).toBe(1);
    expect(sc.view().lastEvent?.deflected).toEqual(["C3"]);
  });

  it("§11.5 Mal Candor: Council loyalty gives a free Recruit", () => {
    const sc = scenario()
      .squad(0, "mal-candor")
      .renown(0, "D2", 1)
      .squadDeck("ash", "lumen")
      .track(0, "squad", 3);
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "D2" });
    expect(sc.prompt).toBe("pRecruit");
  });

  it("§11.5 R36 Lumen: a complete University extinguish costs one water less, full renown", () => {
    const sc = scenario()
      .squad(0, "lumen")
      .loyal(0, "D3")
      .fire("C3", 3)
      .brigade(0, "C3")
      .water(0, { warden: 2, squad: [0] })
      .turn(0);
    sc.act({ type: "extinguish", water: 2, fromCistern: 0 });
    expect(sc.i("C3")).toBe(0);
    expect(sc.s.stack.at(-1)).toMatchObject({ k: "pRenown", b: 3 });
  });

  it("§11.5 R37 Walder Ranier: another player's Refill costs them 1 water of their choice after it", () => {
    const sc = scenario()
      .squad(1, "walder-ranier")
      .loyal(1, "D2")
      .squad(0, "ash")
      .water(0, { warden: 0, squad: [0] })
      .turn(0);
    sc.act({ type: "refill", tile: "A1" });
    expect(sc.prompt).toBe("pLoseWater");
    expect(sc.legalOf("loseWater").map((a) => a.holder)).toEqual(["warden", "cistern", "ash"]);
    sc.act({ type: "loseWater", holder: "ash" });
    expect(sc.s.sqWater[0]).toBe(2);
  });

  it("§11.5 R35 Leon Bertrand: once per turn the cistern alone puts out an intensity-1 fire; 1 renown", () => {
    const sc = scenario().squad(0, "leon-bertrand").loyal(0, "A4").fire("D5", 1).cistern(0, "D5").turn(0);
    sc.act({ type: "cisternExtinguish" });
    expect(sc.i("D5")).toBe(0);
    expect(sc.s.cWater[0]).toBe(1);
    expect(sc.s.ap[0]).toBe(3);
    expect(sc.prompt).toBe("pRenown");
    sc.act({ type: "placeRenown", tile: "D5" });
    sc.fire("D5", 1);
    expect(sc.legalOf("cisternExtinguish")).toEqual([]);
  });

  it("§11.5 R38 Brother Ben: a track maxed in one's own turn gives an extra full turn right after", () => {
    const sc = scenario({ seats: 3 })
      .squad(0, "brother-ben")
      .loyal(0, "D2")
      .track(0, "command", 4)
      .deck("wind-01", "wind-02")
      .turn(0);
    sc.act({ type: "upgrade", track: "command" });
    expect(sc.s.extra[0]).toBe(1);
    sc.act({ type: "endTurn" });
    expect(sc.s.owner).toBe(0);
    expect(sc.events.find((e) => e.type === "turn")).toMatchObject({ seat: 0, extra: true });
    expect(sc.events.some((e) => e.type === "event" && e.seat === 0)).toBe(true);
    sc.act({ type: "endTurn" });
    expect(sc.s.owner).toBe(1);
  });

  it("§11.5 Immora: Nobles loyalty places 1 renown on another Nobles tile", () => {
    const sc = scenario().squad(0, "immora").renown(0, "D5", 1);
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "D5" });
    expect(sc.legalOf("placeRenown").map((a) => a.tile)).toEqual(["E5", "F5", "B6", "C6", "D6", "E6"]);
    sc.act({ type: "placeRenown", tile: "E5" });
    expect(sc.r(0, "E5")).toBe(1);
  });

  it("§11.5 Ali Ahmar: Merchants loyalty — 2 water on the squad, move a renown, or reduce an adjacent tile", () => {
    const sc = scenario()
      .squad(0, "ali-ahmar")
      .renown(0, "A4", 1)
      .renown(0, "E1", 1)
      .renown(0, "B6", 1)
      .water(0, { squad: [0] })
      .fire("A3", 2);
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "A4" });
    expect(sc.legalOf("favour").map((a) => a.option)).toEqual(["water", "moveRenown", "reduce"]);
    sc.act({ type: "favour", option: "moveRenown" });
    expect(sc.legalOf("takeRenown").map((a) => a.tile)).toEqual(["E1", "B6"]);
    sc.act({ type: "takeRenown", tile: "E1" });
    sc.act({ type: "placeRenown", tile: "E4" });
    expect([sc.r(0, "E1"), sc.r(0, "E4")]).toEqual([0, 1]);
    const w = scenario()
      .squad(0, "ali-ahmar")
      .renown(0, "A4", 1)
      .water(0, { squad: [0] });
    w.event("place-renown", 0);
    w.act({ type: "placeRenown", tile: "A4" }); // only the water favour is possible: taken at once
    expect(w.s.sqWater[0]).toBe(2);
  });

  it("§11.5 Ebenezer: moves normally through destroyed and burning tiles", () => {
    const sc = scenario().squad(0, "ebenezer").loyal(0, "B1").fire({ B2: 2, A2: 1 }).destroyed("C3").turn(0);
    expect(dests(sc)).toContain("D4"); // through B2 (burning) and C3 (destroyed) at 1 point each
  });

  it("§11.5 R40 Veda Moonbright: a fireball on her brigade or cistern becomes 1 renown there (legal targets only)", () => {
    const sc = scenario().squad(0, "veda-moonbright").loyal(0, "D3").brigade(0, "C3").cistern(0, "C2");
    sc.event("firestorm-01", 1);
    expect([sc.r(0, "C3"), sc.r(0, "C2")]).toEqual([1, 1]);
    expect(sc.i("B4")).toBe(1);
  });

  it("§11.5 Zilda Garrett: Nobles loyalty may make another player discard a squad member of their choice", () => {
    const sc = scenario().squad(0, "zilda-garrett").squad(1, "ash", "lumen").renown(0, "D5", 1);
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "D5" });
    expect(sc.legal()).toEqual([{ type: "chooseSeat", seat: 1 }, { type: "skip" }]);
    sc.act({ type: "chooseSeat", seat: 1 });
    expect(sc.actor).toBe(1);
    sc.act({ type: "discard", card: "lumen" });
    expect(sc.view().seats[1]?.squad.map((c) => c.id)).toEqual(["ash"]);
  });

  it("§11.5 Ash: once per turn her own water extinguishes a tile adjacent to the brigade", () => {
    const sc = scenario().squad(0, "ash").loyal(0, "C3").brigade(0, "B2").fire("C2", 2).turn(0);
    expect(sc.legalOf("ashExtinguish")).toEqual([
      { type: "ashExtinguish", tile: "C2", water: 1 },
      { type: "ashExtinguish", tile: "C2", water: 2 },
    ]);
    sc.act({ type: "ashExtinguish", tile: "C2", water: 2 });
    expect([sc.i("C2"), sc.s.sqWater[0], sc.s.wWater[0]]).toEqual([0, 1, 2]);
    expect(sc.s.stack.at(-1)).toMatchObject({ k: "pRenown", a: 8, b: 2 });
  });

  it("§11.5 R41 Sir Precious: given away at once, −1 AP per turn, discardable at home, no slot, immune to Zilda", () => {
    const sc = scenario({ seats: 3 })
      .track(0, "squad", 1)
      .squadDeck("sir-precious", "ash")
      .deck("wind-01", "wind-02")
      .turn(0);
    sc.act({ type: "recruit" });
    expect(sc.legal()).toEqual([
      { type: "givePrecious", to: 1 },
      { type: "givePrecious", to: 2 },
    ]);
    sc.act({ type: "givePrecious", to: 1 });
    expect(sc.prompt).toBe("pRecruit");
    sc.act({ type: "chooseRecruit", card: "ash", replace: null });
    expect(sc.view().seats[1]?.precious).toBe(true);
    expect(sc.view().seats[1]?.squad).toEqual([]);
    sc.act({ type: "endTurn" });
    expect(sc.s.owner).toBe(1);
    expect(sc.s.ap[1]).toBe(3);
    sc.act({ type: "moveBrigade", to: "E5" }).act({ type: "moveBrigade", to: "F6" });
    expect(sc.prompt).toBe("pPrecious");
    sc.act({ type: "discard", card: "sir-precious" });
    expect(sc.view().seats[1]?.precious).toBe(false);
    expect(sc.view().decks.squadDiscard).toContain("sir-precious");
  });
});
