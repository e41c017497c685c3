import { describe, expect, it } from "vitest";
import { CELLS } from "./grid.js";
import { scenario } from "./test/scenario.js";

describe("§5.3 special events", () => {
  it("§5.3 Cistern Capacity upgrade: each player advances Cistern Capacity (R15 free, outside the once-per-turn Upgrade)", () => {
    const sc = scenario({ seats: 3 });
    sc.event("upgrade-cistern");
    expect(sc.view().seats.map((p) => p.tracks.cistern.value)).toEqual([3, 3, 3]);
    expect(sc.view().seats[0]?.used.upgrade).toBe(false);
    expect(sc.legalOf("upgrade").length).toBe(3);
  });

  it("§5.3 Squad Members upgrade (Upgrade Crew Members)", () => {
    const sc = scenario();
    sc.event("upgrade-crew");
    expect(sc.view().seats.map((p) => p.tracks.squad.value)).toEqual([1, 1]);
  });

  it("§5.3 Command upgrade (Upgrade Leadership): the active player's action phase has the new value", () => {
    const sc = scenario().track(0, "command", 2).track(1, "command", 2);
    sc.event("upgrade-leadership", 0);
    expect(sc.view().seats.map((p) => p.tracks.command.value)).toEqual([5, 5]);
    expect(sc.s.ap[0]).toBe(5);
  });

  it("§5.3 a player who cannot carry an upgrade out (track at its end) ignores it", () => {
    const sc = scenario().track(1, "cistern", 5);
    sc.event("upgrade-cistern");
    expect(sc.view().seats[1]?.tracks.cistern.position).toBe(5);
    expect(sc.view().seats[0]?.tracks.cistern.position).toBe(1);
  });

  it("§5.3 R15 §10.2 a blue bonus reached through an event applies: Command gives +2 AP in the next action phase (R31)", () => {
    const sc = scenario().track(0, "command", 4).track(1, "command", 4);
    sc.event("upgrade-leadership", 0);
    expect(sc.s.ap[0]).toBe(6 + 2);
    expect(sc.s.bonusAp[1]).toBe(2);
    sc.act({ type: "endTurn" }, 0);
  });

  it("§5.3 R15 reaching the Squad Members blue circle through an event gives a free Recruit at once", () => {
    const sc = scenario().track(0, "squad", 4).squadDeck("ash", "lumen", "immora");
    sc.event("upgrade-crew", 0);
    expect(sc.prompt).toBe("pRecruit");
    expect(sc.actor).toBe(0);
    sc.act({ type: "chooseRecruit", card: "ash", replace: null });
    expect(sc.view().seats[0]?.squad.map((c) => c.id)).toEqual(["ash"]);
  });

  it("§5.3 Free recruit: each player in turn order from the active player (R14); one with no slot ignores it", () => {
    const sc = scenario({ seats: 3 })
      .track(1, "squad", 1)
      .track(2, "squad", 1)
      .squadDeck("ash", "lumen", "immora", "ebenezer");
    sc.event("free-recruit", 1);
    expect(sc.actor).toBe(1);
    sc.act({ type: "chooseRecruit", card: "lumen", replace: null });
    expect(sc.actor).toBe(2);
    sc.act({ type: "chooseRecruit", card: null, replace: null });
    expect(sc.s.phase).toBe("action");
    expect(sc.view().seats[0]?.squad).toEqual([]);
    expect(sc.view().seats[1]?.squad.map((c) => c.id)).toEqual(["lumen"]);
  });

  it("§5.3 R16 All players place one renown, each on any legal target, in turn order; it can win loyalty", () => {
    const sc = scenario({ seats: 3 }).renown(2, "C1", 1).loyal(0, "D1");
    sc.event("place-renown", 2);
    expect(sc.actor).toBe(2);
    const targets = sc.legalOf("placeRenown").map((a) => a.tile);
    expect(targets).toContain("C3"); // University included
    expect(targets).not.toContain("A1"); // barracks never
    sc.act({ type: "placeRenown", tile: "C1" }); // commons-2, value 2
    expect(sc.l("C1")).toBe(2);
    expect(sc.actor).toBe(0);
    expect(sc.legalOf("placeRenown", 0).map((a) => a.tile)).not.toContain("D1"); // R43 own loyal tile
    sc.act({ type: "placeRenown", tile: "B2" });
    sc.act({ type: "placeRenown", tile: "B2" });
    expect(sc.r(0, "B2")).toBe(1);
    expect(sc.r(1, "B2")).toBe(1);
  });

  it("§5.3 R17 Refill Brigades fills warden and squad cards, not cisterns; Walder Ranier does not trigger", () => {
    const sc = scenario()
      .squad(0, "ash")
      .squad(1, "walder-ranier")
      .loyal(1, "D2")
      .water(0, { warden: 0, cistern: 0, squad: [1] });
    sc.event("refill-brigades");
    expect(sc.s.wWater[0]).toBe(2);
    expect(sc.s.sqWater[0]).toBe(3);
    expect(sc.s.cWater[0]).toBe(0);
    expect(sc.prompt).toBeNull();
  });
});

describe("§15.2 Fire Festival cards (R61)", () => {
  const festival = { fireFestival: true };
  it("§15.2 R61 Arson: +1 on burning tiles with no renown tokens (arsonScope burning)", () => {
    const sc = scenario({ rules: festival }).fire({ B2: 1, C2: 1 }).renown(0, "C2", 1);
    sc.event("arson");
    expect([sc.i("B2"), sc.i("C2"), sc.i("D2")]).toEqual([2, 1, 0]);
  });
  it("§15.2 R61 Arson with arsonScope: all ignites every tile with no renown", () => {
    const sc = scenario({ rules: { ...festival, arsonScope: "all" } }).renown(0, "C2", 1);
    sc.event("arson");
    expect([sc.i("B2"), sc.i("C2"), sc.i("D2")]).toEqual([1, 0, 1]);
  });
  it("§15.2 R9 Festival of the Burning Man raises every tile with a brigade or cistern, protection overridden", () => {
    const sc = scenario({ rules: festival }).brigade(0, "B2").cistern(1, "C2");
    sc.event("festival-of-the-burning-man");
    expect([sc.i("B2"), sc.i("C2"), sc.i("A1")]).toEqual([1, 1, 0]);
  });
  it("§15.2 Indecent Relations: each player may add +1 to one tile without pieces, in turn order", () => {
    const sc = scenario({ rules: festival }).brigade(1, "B2");
    sc.event("indecent-relations", 0);
    expect(sc.legalOf("raise").map((a) => a.tile)).not.toContain("B2");
    sc.act({ type: "raise", tile: "C2" });
    expect(sc.actor).toBe(1);
    sc.act({ type: "skip" });
    expect(sc.i("C2")).toBe(1);
  });
  it("§15.2 Karnaj Celebration: +1 on every tile of value 2 (protection applies)", () => {
    const sc = scenario({ rules: festival }).brigade(0, "B1");
    sc.event("karnaj-celebration");
    const v2 = sc.view().cells.filter((c) => c.tile?.value === 2);
    expect(v2.length).toBe(8);
    expect(v2.filter((c) => c.intensity === 1).length).toBe(7);
    expect(sc.i("B1")).toBe(0);
  });
  it("§15.2 Fire Festival cards join the deck only with the option on", () => {
    const off = scenario().s;
    const names = (s: typeof off) => [...s.eventDeck, ...s.startPile].map((e) => s.data.events[e]?.id);
    expect(names(off)).not.toContain("arson");
    const on = scenario({ rules: festival, seed: 3 });
    expect(on.s.data.events.some((e) => e.id === "arson")).toBe(true);
    void CELLS;
  });
});
