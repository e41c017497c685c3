import { describe, expect, it } from "vitest";
import { THE_BRIGADE } from "./index.js";
import { scenario } from "./test/scenario.js";

/** §12.5's tiles: Grandma Yentl's Coop on C2, Verna's Pumpkin Patch north of it, Thing on a Stick! west of it. */
const example = () =>
  scenario()
    .tile("C2", "grandma-yentls-coop")
    .tile("C1", "vernas-pumpkin-patch")
    .tile("B2", "thing-on-a-stick");

describe("§12 renown and loyalty", () => {
  it("§12.5 the worked example: 3 renown split 1 + 2 wins Thing on a Stick! and leaves Verna's at 2", () => {
    const sc = example()
      .renown(0, "B2", 2)
      .renown(0, "C1", 1)
      .fire("C2", 3)
      .brigade(0, "C2")
      .cistern(0, "C2")
      .turn(0);
    expect(sc.view().seats[0]?.colour).toBe("white");
    sc.act({ type: "extinguish", water: 3, fromCistern: 1 });
    expect(
      sc
        .legalOf("placeRenown")
        .map((a) => a.tile)
        .sort(),
    ).toEqual(["B2", "C1", "C2", "C3", "D2"]);
    sc.act({ type: "placeRenown", tile: "C1" });
    expect(sc.r(0, "C1")).toBe(2);
    expect(sc.l("C1")).toBe(-1); // value 3: not yet
    sc.act({ type: "placeRenown", tile: "B2" });
    sc.act({ type: "placeRenown", tile: "B2" });
    expect(sc.l("B2")).toBe(0); // 4 = its value
    expect(sc.r(0, "B2")).toBe(0); // every renown token removed
    expect(sc.view().cells.find((c) => c.id === "B2")?.tile?.name).toBe("Thing on a Stick!");
    expect(sc.r(0, "C1")).toBe(2); // Verna's can still be completed later
  });

  it("§12.3 winning loyalty removes every renown token there, the other players' included", () => {
    const sc = example().renown(1, "B2", 3).renown(0, "B2", 3).fire("C2", 1).brigade(0, "C2").turn(0);
    sc.act({ type: "extinguish", water: 1, fromCistern: 0 }).act({ type: "placeRenown", tile: "B2" });
    expect(sc.l("B2")).toBe(0);
    expect([sc.r(0, "B2"), sc.r(1, "B2")]).toEqual([0, 0]);
  });

  it("§12.3 stealing costs value + 1; the old marker goes back; the surcharge does not accumulate", () => {
    const sc = example().loyal(1, "B2").renown(0, "B2", 4).fire("C2", 1).brigade(0, "C2").turn(0);
    expect(sc.at("B2").thresholds[0]).toBe(5);
    sc.act({ type: "extinguish", water: 1, fromCistern: 0 }).act({ type: "placeRenown", tile: "B2" });
    expect(sc.l("B2")).toBe(0);
    expect(sc.events.find((e) => e.type === "loyalty")).toMatchObject({ seat: 0, from: 1 });
    expect(sc.at("B2").thresholds[1]).toBe(5);
    expect(sc.s.loyalCount[1 * 5 + 0]).toBe(0);
  });

  it("§12.3 Nery Cagehand: tiles loyal to its owner cost value + 2 to steal", () => {
    const sc = example().loyal(1, "B2", "D2").squad(1, "nery-cagehand");
    expect(sc.at("B2").thresholds[0]).toBe(6);
  });

  it("§12.4 a stolen tile scores its printed value", () => {
    const sc = example().loyal(0, "B2");
    expect(THE_BRIGADE.outcome(sc.s).points[0]).toBe(4);
  });

  it("R43 renown never goes on destroyed tiles, barracks tiles or one's own loyal tiles", () => {
    const sc = example().loyal(0, "B2").destroyed("C1").fire("C2", 1).brigade(0, "C2").turn(0);
    sc.act({ type: "extinguish", water: 1, fromCistern: 0 });
    expect(
      sc
        .legalOf("placeRenown")
        .map((a) => a.tile)
        .sort(),
    ).toEqual(["C2", "C3", "D2"]);
  });

  it("R42 option renownAdjacency: neighbours lets extinguish renown go on diagonal neighbours", () => {
    const sc = scenario({ rules: { renownAdjacency: "neighbours" } })
      .fire("C2", 1)
      .brigade(0, "C2")
      .turn(0);
    sc.act({ type: "extinguish", water: 1, fromCistern: 0 });
    expect(sc.legalOf("placeRenown")).toHaveLength(9);
  });

  it("R44 option renownTokensPerPlayer: gains beyond the supply are lost", () => {
    const sc = scenario({ rules: { renownTokensPerPlayer: 2 } })
      .renown(0, "E5", 1)
      .fire("C2", 2)
      .brigade(0, "C2")
      .turn(0);
    sc.act({ type: "extinguish", water: 2, fromCistern: 0 }).act({ type: "placeRenown", tile: "C2" });
    sc.act({ type: "placeRenown", tile: "C2" });
    expect(sc.r(0, "C2")).toBe(1);
    expect(sc.events.some((e) => e.type === "renownLost")).toBe(true);
  });

  it("R44 option loyaltyMarkersPerPlayer: without a free marker no loyalty is gained; the renown stays", () => {
    const sc = scenario({ rules: { loyaltyMarkersPerPlayer: 1 } })
      .loyal(0, "E5")
      .renown(0, "C1", 1);
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "C1" });
    expect(sc.l("C1")).toBe(-1);
    expect(sc.r(0, "C1")).toBe(2);
  });

  it("R45 simultaneous placements run in turn order; the first to reach a winning condition wins", () => {
    const sc = scenario({ seats: 3 })
      .loyal(1, "C1", "D2", "A4", "D5")
      .renown(1, "C3", 4)
      .loyal(2, "B1", "E2", "B4", "E5")
      .renown(2, "C3", 4);
    sc.event("place-renown", 1);
    sc.act({ type: "placeRenown", tile: "C3" });
    expect(sc.s.result).toMatchObject({ ending: "citizens", winners: [1] });
    expect(sc.legal(2)).toEqual([]);
  });
});

describe("§13 the end of the game", () => {
  it("§13.1 loyalty of 5 tiles of one affiliation wins at once", () => {
    const sc = scenario()
      .loyal(0, "B1", "C1", "D1", "E1")
      .renown(0, "A2", 2)
      .fire("B2", 1)
      .brigade(0, "B2")
      .turn(0);
    sc.act({ type: "extinguish", water: 1, fromCistern: 0 }).act({ type: "placeRenown", tile: "A2" });
    expect(THE_BRIGADE.status(sc.s).over).toBe(true);
    const out = THE_BRIGADE.outcome(sc.s);
    expect(out).toMatchObject({ winners: [0], ending: "faction", decidedBy: "faction" });
    expect(out.decidedByText).toContain("Commons");
  });

  it("§13.1 loyalty of 3 University tiles wins at once", () => {
    const sc = scenario().loyal(0, "C3", "D3").renown(0, "C4", 4);
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "C4" });
    expect(sc.s.result).toMatchObject({ ending: "faction", winners: [0], affiliation: 4 });
  });

  it("§13.2 a loyal tile of each of the five affiliations, University included, wins at once", () => {
    const sc = scenario().loyal(0, "B1", "D2", "A4", "D5").renown(0, "C3", 4);
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "C3" });
    expect(sc.s.result).toMatchObject({ ending: "citizens", winners: [0] });
  });

  it("§13.2 option citizensWin: false turns the citizens' win off", () => {
    const sc = scenario({ rules: { citizensWin: false } })
      .loyal(0, "B1", "D2", "A4", "D5")
      .renown(0, "C3", 4);
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "C3" });
    expect(sc.s.result).toBeNull();
  });

  it("§13.3 R47 8 destroyed tiles evacuate the city: the round is finished, then the game is scored", () => {
    const sc = scenario({ seats: 3 }).loyal(1, "B2").loyal(2, "C1");
    for (const c of ["A2", "A3", "A4", "A5", "B6", "C6", "D6"]) sc.destroyed(c);
    sc.s.destroyed = 7;
    sc.fire("F3", 3).deck("wind-04", "wind-01", "wind-02"); // council-7, track 3
    sc.fire("E3", 1).event("wind-04", 1); // E3 spreads into F3: the 8th destruction, in seat 1's turn
    expect(sc.s.evacuating).toBe(1);
    expect(sc.events.find((e) => e.type === "evacuation")).toMatchObject({ lastSeat: 2 });
    expect(sc.s.phase).toBe("action");
    sc.act({ type: "endTurn" }, 1);
    expect(sc.s.owner).toBe(2);
    sc.act({ type: "endTurn" }, 2);
    expect(sc.s.result).toMatchObject({
      ending: "evacuation",
      scores: [0, 4, 2],
      winners: [1],
      decidedBy: "points",
    });
  });

  it("§13.3 3 destroyed University tiles evacuate the city; option evacuationEnd: immediate ends it at once", () => {
    const sc = scenario({ rules: { evacuationEnd: "immediate" } })
      .destroyed("C3")
      .destroyed("D3")
      .fire("C4", 5);
    sc.s.destroyed = 2;
    sc.s.uniDestroyed = 2;
    sc.event("firestorm-04"); // C4 B4 D5
    expect(sc.s.result).toMatchObject({ ending: "evacuation" });
  });

  it("§13.4 R47 when no tile burns the game ends at once and is scored", () => {
    const sc = scenario({ rules: { allFiresOutEnds: true } })
      .loyal(1, "B2")
      .fire("C2", 1)
      .brigade(0, "C2")
      .turn(0);
    sc.act({ type: "extinguish", water: 1, fromCistern: 0 });
    expect(sc.s.result).toBeNull(); // the renown is placed first: the check follows the whole action
    sc.act({ type: "placeRenown", tile: "C2" });
    expect(sc.s.result).toMatchObject({ ending: "allFiresOut", winners: [1], scores: [0, 4] });
  });

  it("§13.5 R46 score ties: most loyalty markers, then most renown on the board, then shared", () => {
    const a = scenario({ rules: { allFiresOutEnds: true } })
      .loyal(0, "B2")
      .loyal(1, "C1", "D2")
      .fire("E5", 1);
    a.brigade(0, "E5")
      .turn(0)
      .act({ type: "extinguish", water: 1, fromCistern: 0 })
      .act({ type: "placeRenown", tile: "E5" });
    expect(a.s.result).toMatchObject({ winners: [1], decidedBy: "tie:loyalty" });
    const b = scenario({ rules: { allFiresOutEnds: true } })
      .loyal(0, "B2")
      .loyal(1, "C2")
      .renown(1, "A4", 1)
      .fire("F5", 2);
    b.brigade(0, "F5").turn(0).act({ type: "extinguish", water: 2, fromCistern: 0 });
    b.act({ type: "placeRenown", tile: "F5" }).act({ type: "placeRenown", tile: "F5" });
    expect(b.s.result).toMatchObject({ winners: [0], decidedBy: "tie:renown" });
    const c = scenario({ rules: { allFiresOutEnds: true, tieBreak: "shared" } })
      .loyal(0, "B2")
      .loyal(1, "C2")
      .fire("E5", 1);
    c.brigade(0, "E5")
      .turn(0)
      .act({ type: "extinguish", water: 1, fromCistern: 0 })
      .act({ type: "placeRenown", tile: "E4" });
    expect(c.s.result).toMatchObject({ winners: [0, 1], decidedBy: "shared" });
  });

  it("R47 an immediate win beats the evacuation already called", () => {
    const sc = scenario().loyal(0, "B1", "D2", "A4", "D5").renown(0, "C3", 4);
    sc.s.evacuating = 1;
    sc.event("place-renown", 0);
    sc.act({ type: "placeRenown", tile: "C3" });
    expect(sc.s.result?.ending).toBe("citizens");
  });

  it("R47 all fires out during the evacuation's last round ends the game at once", () => {
    const sc = scenario({ seats: 3, rules: { allFiresOutEnds: true } })
      .loyal(2, "B2")
      .fire("C2", 1)
      .brigade(0, "C2");
    sc.s.evacuating = 1;
    sc.turn(0).act({ type: "extinguish", water: 1, fromCistern: 0 }).act({ type: "placeRenown", tile: "C2" });
    expect(sc.s.result).toMatchObject({ ending: "allFiresOut", winners: [2] });
  });

  it("R33 Ruling B8 a threshold that drops (Nery switched off) lets renown already there win at once", () => {
    const sc = scenario({ seats: 3 })
      .squad(1, "nery-cagehand")
      .loyal(1, "D2", "B2")
      .renown(0, "B2", 5) // value 4 + 1: enough once Nery is off
      .renown(2, "D2", 3); // value 2 + 1 + 1 (Nery): seat 2 steals D2 at 4, switching Nery off
    sc.event("place-renown", 2);
    sc.act({ type: "placeRenown", tile: "D2" });
    expect(sc.l("D2")).toBe(2);
    expect(sc.l("B2")).toBe(0);
  });

  it("R62 no invented ending: no round limit in any preset; an explicit limit ends the game with its own ending, worded as such", () => {
    for (const p of THE_BRIGADE.rules.presets) {
      const r = THE_BRIGADE.rules.parse(p.rules);
      expect(r.ok && r.value.roundLimit, p.id).toBeNull();
    }
    const play = (rulesVersion?: number, roundLimit: number | null = 5) => {
      const sc = scenario({ rules: { roundLimit }, rulesVersion }).fire("B2", 1).deck("wind-01", "wind-02");
      sc.s.round = 5;
      sc.turn(1).act({ type: "endTurn" });
      return sc;
    };
    expect(play(undefined, null).s.phase).not.toBe("over");
    // Rules version 1 (stored games) scored the guard as an evacuation.
    expect(play(1).s.result?.ending).toBe("evacuation");
    const sc = play();
    expect(sc.s.result?.ending).toBe("roundLimit");
    const o = THE_BRIGADE.outcome(sc.s);
    expect(o.decidedByText).toMatch(/^Round limit \(an option, not a rule of the game, R62\): /);
    expect(THE_BRIGADE.outcome(sc.s, "it").decidedByText).toMatch(/^Limite di round/);
    expect(THE_BRIGADE.outcome(sc.s, "pt").decidedByText).toMatch(/^Limite de rondas/);
    const ended = sc.events.find((e) => e.type === "ended");
    expect(THE_BRIGADE.describe(sc.s, ended as never, { viewer: 0 })).toContain("round limit");
  });
});
