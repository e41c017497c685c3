import { describe, expect, it } from "vitest";
import { THE_BRIGADE, TINDERBOX } from "./index.js";
import { scenario } from "./test/scenario.js";

const gb = () => scenario({ rules: { greatBuildings: true } });

describe("§15.1 Great Buildings (R60)", () => {
  it("§15.1 special buildings join the block pool only with the module on; 28 blocks are dealt", () => {
    const tilesOf = (rules: Record<string, unknown>, seed: number) => {
      const r = THE_BRIGADE.rules.parse(rules);
      if (!r.ok) throw new Error("rules");
      const g = THE_BRIGADE.setup({ map: TINDERBOX, rules: r.value, seats: 2, seed });
      if (!g.ok) throw new Error("setup");
      return THE_BRIGADE.view(g.value, "spectator").cells.filter((c) => c.kind === "block");
    };
    expect(tilesOf({}, 1).some((c) => c.tile?.building)).toBe(false);
    let seen = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const cells = tilesOf({ greatBuildings: true }, seed);
      expect(cells).toHaveLength(28);
      seen += cells.filter((c) => c.tile?.building).length;
    }
    expect(seen).toBeGreaterThan(10);
  });

  it("R2 option cityBlockDraw: balanced deals 7 per affiliation from the pool", () => {
    const r = THE_BRIGADE.rules.parse({ greatBuildings: true, cityBlockDraw: "balanced" });
    if (!r.ok) throw new Error("rules");
    const g = THE_BRIGADE.setup({ map: TINDERBOX, rules: r.value, seats: 2, seed: 4 });
    if (!g.ok) throw new Error("setup");
    const cells = THE_BRIGADE.view(g.value, "spectator").cells.filter((c) => c.kind === "block");
    for (const a of ["commons", "council", "merchants", "nobles"])
      expect(cells.filter((c) => c.tile?.affiliation === a)).toHaveLength(7);
  });

  it("§15.1 R60 Khomar: when destroyed, +2 on each orthogonally adjacent tile, protection ignored", () => {
    const sc = gb().tile("C2", "khomar").fire("C2", 4).cistern(1, "B2");
    sc.event("firestorm-01"); // C3 C2 B4
    expect(sc.at("C2").destroyed).toBe(true);
    expect([sc.i("B2"), sc.i("D2"), sc.i("C1")]).toEqual([2, 2, 2]);
    expect(sc.i("C3")).toBe(1 + 2);
  });

  it("R60 (amended) a Great Building acts when its tile flips: after the whole card that destroyed it, before the clean-up", () => {
    const sc = gb().tile("C2", "khomar").fire("C2", 4);
    sc.event("firestorm-01"); // C3 C2 B4: the C2 fireball destroys Khomar, the others still fall
    const types = sc.events.map((e) => e.type);
    const khomar = sc.events.findIndex((e) => e.type === "intensity" && e.cause === "Khomar");
    expect(types.indexOf("destroyed")).toBeLessThan(khomar);
    expect(types.lastIndexOf("fireball")).toBeLessThan(khomar);
    expect(khomar).toBeLessThan(types.indexOf("flipped"));
    // Rules version 1 (stored games) let Khomar act between the fireballs.
    const old = scenario({ rules: { greatBuildings: true }, rulesVersion: 1 })
      .tile("C2", "khomar")
      .fire("C2", 4);
    old.event("firestorm-01");
    const at = old.events.findIndex((e) => e.type === "intensity" && e.cause === "Khomar");
    expect(old.events.map((e) => e.type).lastIndexOf("fireball")).toBeGreaterThan(at);
  });

  it("§15.1 The Jeweled Aviary acts when a brigade passes through it, not only when a move ends there (a route the player chooses)", () => {
    const setup = (rulesVersion?: number) =>
      scenario({ rules: { greatBuildings: true }, rulesVersion })
        .tile("C2", "the-jeweled-aviary")
        .destroyed("C2")
        .renown(0, "C2", 1)
        .renown(1, "C2", 1)
        .brigade(0, "B1")
        .turn(0, 2);
    expect(
      setup(1)
        .legalOf("moveBrigade")
        .some((a) => a.via),
    ).toBe(false);
    const sc = setup();
    const moves = sc.legalOf("moveBrigade");
    expect(moves).toContainEqual({ type: "moveBrigade", to: "D2" });
    expect(moves).toContainEqual({ type: "moveBrigade", to: "D2", via: "C2" });
    expect(moves.every((a) => !a.via || a.via === "C2")).toBe(true);
    expect(THE_BRIGADE.choices?.(sc.s, { type: "moveBrigade", to: "D2", via: "C2" }).at(-1)).toMatchObject({
      key: "via:C2",
      space: "C2",
    });
    expect(sc.refuse({ type: "moveBrigade", to: "D2", via: "B2" })).toMatchObject({ code: "noAviaryRoute" });
    sc.act({ type: "moveBrigade", to: "D2", via: "C2" });
    expect(sc.s.brigade[0]).toBe(9); // D2
    expect([sc.r(0, "C2"), sc.r(1, "C2")]).toEqual([0, 1]);
    expect(sc.s.ap[0]).toBe(2 - 1 + 1);
    expect(sc.events).toContainEqual(
      expect.objectContaining({ type: "renownReturned", seat: 0, cell: "C2", cause: "The Jeweled Aviary" }),
    );
  });

  it("§15.1 The Jeweled Aviary acts on every kind of move that passes through it: Incorporeal and the free moves", () => {
    // Aurath Ether's Incorporeal (R56) from B1 through the Aviary on C2 to D2.
    const aurath = (rulesVersion?: number) =>
      scenario({ rules: { greatBuildings: true, advanced: true }, rulesVersion })
        .warden(0, "aurath-ether")
        .tile("C2", "the-jeweled-aviary")
        .destroyed("C2")
        .renown(0, "C2", 1)
        .brigade(0, "B1")
        .turn(0, 2);
    expect(
      aurath(2)
        .legalOf("incorporeal")
        .some((a) => a.via),
    ).toBe(false);
    const sc = aurath();
    expect(sc.legalOf("incorporeal")).toContainEqual({ type: "incorporeal", to: "D2", via: "C2" });
    expect(sc.legalOf("incorporeal")).toContainEqual({ type: "incorporeal", to: "D2" });
    expect(THE_BRIGADE.choices?.(sc.s, { type: "incorporeal", to: "D2", via: "C2" }).at(-1)).toMatchObject({
      key: "via:C2",
      space: "C2",
    });
    sc.act({ type: "incorporeal", to: "D2", via: "C2" });
    expect(sc.s.brigade[0]).toBe(9); // D2
    expect(sc.r(0, "C2")).toBe(0);
    expect(sc.s.ap[0]).toBe(2 - 1 + 1);
    // The pink barracks' free move (Sparkling Climb, R59) from D5 through the Aviary on C5 to B5.
    const climb = (rulesVersion?: number) => {
      const c = scenario({ rules: { greatBuildings: true, advanced: true }, rulesVersion })
        .board(0, "pink")
        .brigade(0, "D5")
        .tile("C5", "the-jeweled-aviary")
        .destroyed("C5")
        .renown(0, "C5", 1)
        .deck("wind-01")
        .turn(0);
      c.act({ type: "endTurn" });
      expect(c.prompt).toBe("pClimb");
      return c;
    };
    expect(
      climb(2)
        .legalOf("moveBrigade")
        .some((a) => a.via),
    ).toBe(false);
    const free = climb();
    expect(free.legalOf("moveBrigade")).toContainEqual({ type: "moveBrigade", to: "B5", via: "C5" });
    free.act({ type: "moveBrigade", to: "B5", via: "C5" });
    expect(free.s.brigade[0]).toBe(25); // B5
    expect(free.r(0, "C5")).toBe(0);
    expect(free.events).toContainEqual(
      expect.objectContaining({ type: "renownReturned", seat: 0, cell: "C5", cause: "The Jeweled Aviary" }),
    );
  });

  it("§15.1 R44 The Jeweled Aviary's renown respects the renown supply limit when component limits are on", () => {
    const sc = scenario({ rules: { greatBuildings: true, renownTokensPerPlayer: 2 } })
      .tile("C2", "the-jeweled-aviary")
      .fire("C2", 3)
      .renown(0, "B1", 2)
      .renown(1, "B1", 1);
    sc.event("firestorm-01", 0);
    expect([sc.r(0, "C2"), sc.r(1, "C2")]).toEqual([0, 1]);
    expect(sc.events).toContainEqual(expect.objectContaining({ type: "renownLost", seat: 0, count: 1 }));
    const old = scenario({ rules: { greatBuildings: true, renownTokensPerPlayer: 2 }, rulesVersion: 1 })
      .tile("C2", "the-jeweled-aviary")
      .fire("C2", 3)
      .renown(0, "B1", 2);
    old.event("firestorm-01", 0);
    expect(old.r(0, "C2")).toBe(1); // rules version 1 ignored the limit
  });

  it("§15.1 MacStomac's: its effect is lost in the scan — a plain block", () => {
    const sc = gb().tile("C2", "macstomacs").fire("C2", 4);
    sc.event("firestorm-01");
    expect(sc.at("C2").destroyed).toBe(true);
    expect([sc.i("B2"), sc.i("D2"), sc.i("C1")]).toEqual([0, 0, 0]);
  });

  it("§15.1 R60 Falariel's Frozen Exhibits: −1 on each surrounding tile; each brigade there is refilled", () => {
    const sc = gb()
      .tile("C2", "falariels-frozen-exhibits")
      .fire({ C2: 4, B1: 2, D3: 1 })
      .brigade(1, "B2")
      .water(1, { warden: 0 });
    sc.event("firestorm-01");
    expect([sc.i("B1"), sc.i("D3")]).toEqual([1, 0]);
    expect(sc.s.wWater[1]).toBe(2);
  });

  it("§15.1 R60 Old Tom Oak: the active player picks a direction; +1 on the three tiles in a line", () => {
    const sc = gb().tile("C2", "old-tom-oak").fire("C2", 4);
    sc.event("firestorm-01", 1);
    expect(sc.prompt).toBe("pOak");
    expect(sc.actor).toBe(1);
    sc.act({ type: "direction", dir: "S" });
    expect([sc.i("C3"), sc.i("C4"), sc.i("C5")]).toEqual([2, 1, 1]);
  });

  it("§15.1 R60 The Jeweled Aviary: every player places 1 renown on it; a brigade stopping there takes its own back for +1 AP", () => {
    const sc = gb().tile("C2", "the-jeweled-aviary").fire("C2", 3);
    sc.event("firestorm-01", 0);
    expect([sc.r(0, "C2"), sc.r(1, "C2")]).toEqual([1, 1]);
    expect(THE_BRIGADE.invariants?.(sc.s)).toEqual([]);
    const ap = sc.s.ap[0] as number;
    sc.brigade(0, "B1").act({ type: "moveBrigade", to: "C2" });
    expect(sc.r(0, "C2")).toBe(0);
    expect(sc.s.ap[0]).toBe(ap - 1 + 1);
  });
});
