import { describe, expect, it } from "vitest";
import { windGust } from "./engine.js";
import { CELLS, cellName, DIRECTIONS, step } from "./grid.js";
import { eventImmune, isBurning, isCity, loyalTiles } from "./state.js";
import { scenario } from "./test/scenario.js";

const row3 = (sc: ReturnType<typeof scenario>) => ["B3", "C3", "D3", "E3", "F3"].map((c) => sc.i(c));

describe("§4 fire on the tiles", () => {
  it("§4.2 a tile that catches fire goes to 1; an increase moves it one space", () => {
    const sc = scenario().deck().fire("B2", 0).fire("C2", 2);
    sc.event("firestorm-01"); // C3 C2 B4
    expect(sc.i("C2")).toBe(3);
    expect(sc.i("B4")).toBe(1);
    expect(sc.i("C3")).toBe(1);
  });

  it("§4.2 reductions never go below 0 and the fire is out at 0 (Extinguish puts it out exactly)", () => {
    const sc = scenario().fire("B2", 2).brigade(0, "B2").turn(0);
    sc.act({ type: "extinguish", water: 2, fromCistern: 0 });
    expect(sc.i("B2")).toBe(0);
    expect(sc.at("B2").burning).toBe(false);
  });

  it("§4.3 R5 passing the last space destroys the tile at once; it counts for evacuation", () => {
    const sc = scenario().fire("C2", 3); // commons-7: flame track 3
    sc.event("firestorm-01");
    expect(sc.at("C2").destroyed).toBe(true);
    expect(sc.s.destroyed).toBe(1);
    expect(sc.events.some((e) => e.type === "destroyed" && e.cell === "C2")).toBe(true);
  });

  it("§4.3 R6 at the end of the phase the tile is flipped and brigades and cisterns go home", () => {
    const sc = scenario({ rules: { protection: "none" } })
      .fire("C2", 3)
      .brigade(1, "C2")
      .cistern(0, "C2")
      .squad(1, "kulari-one-shoe");
    sc.event("firestorm-01");
    expect(sc.at("C2").flipped).toBe(true);
    expect(sc.s.brigade[1]).toBe(35); // F6
    expect(sc.s.cistern[0]).toBe(0); // A1
    expect(sc.s.sqWater[3]).toBe(2); // R6: water and squad cards are not affected
    const flip = sc.events.find((e) => e.type === "flipped");
    expect(flip).toMatchObject({
      cell: "C2",
      home: [
        { seat: 0, piece: "cistern" },
        { seat: 1, piece: "brigade" },
      ],
    });
  });

  it("§4.3 R5 renown and loyalty on a destroyed tile go back to their owners; it takes no more", () => {
    const sc = scenario().fire("C2", 3).renown(0, "C2", 2).loyal(1, "C2");
    sc.event("firestorm-01");
    expect(sc.r(0, "C2")).toBe(0);
    expect(sc.l("C2")).toBe(-1);
    expect(sc.s.loyalCount[1 * 5 + 0]).toBe(0);
  });

  it("§4.3 R7 a destroyed tile never burns again: fire effects that would touch it are ignored", () => {
    const sc = scenario().destroyed("C2").fire("B2", 2);
    sc.event("firestorm-01");
    expect(sc.at("C2").burning).toBe(false);
    expect(sc.i("C2")).toBe(4); // the black space past a 3-space track
    sc.turn(0).event("wind-04"); // east: B2 would spread to C2
    expect(sc.i("C2")).toBe(4);
    expect(sc.s.destroyed).toBe(0); // no new destruction is counted
  });

  it("§4.3 R5 a brigade on a tile destroyed in its own action phase may act until the end of the phase", () => {
    const sc = scenario().squad(0, "gness-smold").loyal(0, "C4").fire("C2", 3).brigade(0, "B2").turn(0, 3);
    sc.act({ type: "moveBrigade", to: "C2" });
    expect(sc.prompt).toBe("pStoke");
    sc.act({ type: "raise", tile: "C2" });
    expect(sc.at("C2").destroyed).toBe(true);
    expect(sc.at("C2").flipped).toBe(false);
    expect(sc.s.brigade[0]).toBe(14 - 6 + 2 - 2); // still on C2 until the phase ends
  });

  it("§4.3 R6 (amended) renown and loyalty go back at the flip, not at destruction: until then the loyal tile still refills (R5)", () => {
    const play = (rulesVersion: number) => {
      const sc = scenario({ rulesVersion })
        .squad(0, "gness-smold")
        .loyal(0, "C4", "C2")
        .renown(1, "C2", 1)
        .fire("C2", 3)
        .brigade(0, "B2")
        .water(0, { warden: 0, squad: [0] })
        .turn(0, 4);
      sc.act({ type: "moveBrigade", to: "C2" });
      sc.act({ type: "raise", tile: "C2" });
      expect(sc.at("C2").destroyed).toBe(true);
      expect(sc.at("C2").flipped).toBe(false);
      return sc;
    };
    const old = play(1);
    expect([old.l("C2"), old.r(1, "C2")]).toEqual([-1, 0]);
    expect(old.legalOf("refill")).toEqual([]);
    const sc = play(2);
    expect([sc.l("C2"), sc.r(1, "C2")]).toEqual([0, 1]);
    expect(loyalTiles(sc.s, 0)).toBe(2); // still counts for its holder
    sc.act({ type: "refill", tile: "C2" });
    expect(sc.s.wWater[0]).toBeGreaterThan(0);
    sc.act({ type: "moveBrigade", to: "B2" }); // R25: off the destroyed tile with the last point
    sc.act({ type: "endTurn" });
    expect(sc.at("C2").flipped).toBe(true);
    expect([sc.l("C2"), sc.r(1, "C2"), loyalTiles(sc.s, 0)]).toEqual([-1, 0, 1]);
  });

  it("§4.4 a tile holding a cistern or brigade is immune to event increases; decreases still apply", () => {
    const sc = scenario().brigade(0, "C3").cistern(1, "B4").fire("C2", 1);
    sc.event("firestorm-01");
    expect(sc.i("C3")).toBe(0);
    expect(sc.i("B4")).toBe(0);
    expect(sc.i("C2")).toBe(2);
    const balls = sc.events.filter((e) => e.type === "fireball" && e.blocked === "protected");
    expect(balls).toHaveLength(2);
  });

  it("§4.4 R8 protection stops event cards only: abilities still raise a protected tile", () => {
    const sc = scenario().squad(0, "chops-murphy").loyal(0, "A2").renown(0, "B1", 1).cistern(1, "C1");
    sc.event("place-renown");
    sc.act({ type: "placeRenown", tile: "B1" }); // Grandma Yentl's Coop, value 2: loyal
    expect(sc.l("B1")).toBe(0);
    expect(sc.prompt).toBe("pFlare");
    sc.act({ type: "raise", tile: "C1" });
    expect(sc.at("C1").protected).toBe(true);
    expect(sc.i("C1")).toBe(2);
  });

  it("§4.4 R10 a protected burning tile still spreads fire in a wind gust", () => {
    const sc = scenario().fire("B2", 2).brigade(0, "B2");
    sc.event("wind-04"); // east
    expect(sc.i("C2")).toBe(1);
    expect(sc.i("B2")).toBe(2);
  });

  it("§4.4 R10 option protectedTilesSpread: false stops protected tiles spreading", () => {
    const sc = scenario({ rules: { protectedTilesSpread: false } })
      .fire("B2", 2)
      .brigade(0, "B2");
    sc.event("wind-04");
    expect(sc.i("C2")).toBe(0);
  });

  it("§4.4 option protection: cisternOnly lets a brigade's tile burn; none protects nothing", () => {
    const a = scenario({ rules: { protection: "cisternOnly" } })
      .brigade(0, "C3")
      .cistern(1, "B4");
    a.event("firestorm-01");
    expect(a.i("C3")).toBe(1);
    expect(a.i("B4")).toBe(0);
    const b = scenario({ rules: { protection: "none" } }).cistern(1, "B4");
    b.event("firestorm-01");
    expect(b.i("B4")).toBe(1);
  });
});

describe("§5.1 wind gusts", () => {
  it("§5.1 R14 the worked example (p.7): an east gust spreads from the east edge first", () => {
    const sc = scenario().fire({ B3: 1, C3: 2, D3: 2, E3: 0, F3: 1 });
    sc.event("wind-04"); // a wind blows east
    expect(row3(sc)).toEqual([1, 3, 3, 1, 1]);
    // "start here": the sweep begins on the east side; F3's spread leaves the grid.
    const spreads = sc.events.filter((e) => e.type === "spread");
    const row = spreads.filter((e) => e.type === "spread" && e.to.endsWith("3"));
    expect(row.map((e) => (e.type === "spread" ? `${e.from}>${e.to}` : ""))).toEqual([
      "D3>E3",
      "C3>D3",
      "B3>C3",
    ]);
  });

  it("§5.1 a tile on the upwind edge never receives fire from the gust; edge fires go nowhere", () => {
    const sc = scenario().fire({ A2: 1, F2: 2 });
    sc.event("wind-04");
    expect(sc.i("A2")).toBe(1);
    expect(sc.i("F2")).toBe(2);
    expect(sc.i("B2")).toBe(1);
  });

  it("§5.1 a tile ignited by the gust does not spread again during it (+1 at most per tile)", () => {
    const sc = scenario().fire({ B2: 1 });
    sc.event("wind-04");
    expect(sc.i("C2")).toBe(1);
    expect(sc.i("D2")).toBe(0);
  });

  for (const [card, from, to] of [
    ["wind-01", "C5", "C4"],
    ["wind-04", "B2", "C2"],
    ["wind-07", "C2", "C3"],
    ["wind-10", "C2", "B2"],
  ] as const)
    it(`§5.1 ${card}: fire moves one tile downwind (${from} → ${to})`, () => {
      const sc = scenario().fire(from, 1);
      sc.event(card);
      expect(sc.i(to)).toBe(1);
    });

  it("§5.1 R3 spreads into a barracks tile or a missing corner are lost", () => {
    const sc = scenario().fire({ B1: 1, E1: 1 });
    sc.event("wind-10"); // west: B1 → A1 (barracks of seat 0)
    expect(sc.at("A1").kind).toBe("barracks");
    expect(sc.i("A1")).toBe(0);
    const sc2 = scenario().fire({ E1: 1 });
    sc2.event("wind-04"); // east: E1 → F1, a missing corner in a 2-player game
    expect(sc2.at("F1").kind).toBe("missing");
    expect(sc2.i("F1")).toBe(0);
  });

  it("§5.1 the gust is computed as a snapshot, and the snapshot equals the literal downwind sweep", () => {
    // Reference: the digest's procedure read literally — sweep from the downwind edge, each tile that
    // is burning when its turn comes spreads +1 to its downwind neighbour.
    for (let seed = 1; seed <= 200; seed++) {
      const sc = scenario({ seed });
      let x = seed * 2654435761;
      const rnd = (n: number) => {
        x = (x ^ (x >>> 13)) * 1274126177;
        return ((x >>> 0) % n) as number;
      };
      for (let c = 0; c < CELLS; c++) if (isCity(sc.s, c)) sc.s.fire[c] = rnd(3) === 0 ? rnd(4) : 0;
      if (rnd(2)) sc.brigade(0, cellName(8 + rnd(20)));
      sc.fix();
      const dir = [0, 2, 4, 6][rnd(4)] as number;
      const ref = sc.s.fire.slice();
      const L = (c: number) => sc.s.data.tileFlame[sc.s.tile[c] as number] as number;
      const dc = [0, 1, 1, 1, 0, -1, -1, -1][dir] as number;
      const dr = [-1, -1, 0, 1, 1, 1, 0, -1][dir] as number;
      const order = Array.from({ length: CELLS }, (_, i) => i).sort(
        (a, b) => (b % 6) * dc + Math.floor(b / 6) * dr - ((a % 6) * dc + Math.floor(a / 6) * dr),
      );
      for (const c of order) {
        if (!isCity(sc.s, c) || (ref[c] as number) === 0 || (ref[c] as number) > L(c)) continue;
        const t = step(c, dir);
        if (t < 0 || !isCity(sc.s, t) || (ref[t] as number) > L(t) || eventImmune(sc.s, t)) continue;
        ref[t] = (ref[t] as number) + 1;
      }
      windGust(sc.s, dir, null);
      expect(sc.s.fire, `seed ${seed} ${DIRECTIONS[dir]}`).toEqual(ref);
    }
  });

  it("§5.1 variant windResolution: chain lets newly lit tiles spread on", () => {
    const sc = scenario({ rules: { windResolution: "chain" } }).fire({ B2: 1 });
    sc.event("wind-04");
    expect(["C2", "D2", "E2", "F2"].map((c) => sc.i(c))).toEqual([1, 1, 1, 1]);
  });

  it("§5.1 R11 a diagonal wind (if a data set has one) hits the diagonal neighbour", () => {
    const sc = scenario().fire({ B2: 1 });
    windGust(sc.s, 3, null); // SE
    expect(sc.i("C3")).toBe(1);
    expect(isBurning(sc.s, 15)).toBe(false);
  });
});

describe("§5.2 firestorms and §5.4 the deck", () => {
  it("§5.2 each fireball gives +1 to the tile under its square; destroyed tiles and corners are unaffected", () => {
    const sc = scenario().destroyed("B4");
    sc.event("firestorm-13"); // A2 C2 E2 D4
    expect(["A2", "C2", "E2", "D4", "B4"].map((c) => sc.i(c))).toEqual([1, 1, 1, 1, 5]);
  });

  it("§5.2 R12 fireballs resolve in reading order (north to south, west to east)", () => {
    const sc = scenario();
    sc.event("firestorm-14"); // E1 E3 E5 C4
    const cells = sc.events
      .filter((e) => e.type === "fireball")
      .map((e) => (e.type === "fireball" ? e.cell : ""));
    expect(cells).toEqual(["E1", "E3", "C4", "E5"]);
  });

  it("§5.2 R13 a fireball with a count gives that many increases", () => {
    const sc = scenario();
    const storm = sc.s.data.events.findIndex((e) => e.id === "firestorm-01");
    const balls = sc.s.data.evBalls[storm] as number[];
    const saved = balls.slice();
    balls[1] = 2;
    try {
      sc.event("firestorm-01");
      expect(sc.i(cellName(balls[0] as number))).toBe(2);
    } finally {
      balls.splice(0, balls.length, ...saved);
    }
  });

  it("§5.4 resolved cards go to the discard pile; R18 an empty deck is rebuilt from it", () => {
    const sc = scenario().fire("B2", 1).deck();
    sc.s.eventDiscard = [sc.s.data.eventById.get("wind-04") as number];
    sc.act({ type: "endTurn" });
    expect(sc.events.some((e) => e.type === "reshuffle" && e.deck === "event")).toBe(true);
    expect(sc.events.some((e) => e.type === "event" && e.card === "wind-04")).toBe(true);
    expect(sc.s.eventDiscard.length).toBe(1);
  });

  it("§5.4 R18 with no cards at all the event phase passes without an event", () => {
    const sc = scenario().fire("B2", 1).deck();
    sc.act({ type: "endTurn" });
    expect(sc.s.phase).toBe("action");
    expect(sc.s.owner).toBe(1);
  });
});
