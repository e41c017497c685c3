/**
 * The turn around the conquests: §3 setup, §4 rounds, §6 combos, §8 redeployment, §9 scoring,
 * §10 ready troops and abandoning, §11 decline, §12 the end, §19 order and §20 hidden coins.
 */
import { describe, expect, it } from "vitest";
import { P, R } from "../catalog.js";
import { CORE } from "../core.js";
import { SWU_MAPS } from "../map/profile.js";
import { SMALL_WORLD_UNDERGROUND as G } from "../module.js";
import type { SwuState } from "../state.js";
import { Scenario } from "./scenario.js";

const setup = (seats: number, seed = 1, rules: Record<string, unknown> = {}): SwuState => {
  const r = G.rules.parse(rules);
  if (!r.ok) throw new Error();
  const s = G.setup({ map: SWU_MAPS[`swu-${seats}p`] as never, rules: r.value, seats, seed });
  if (!s.ok) throw new Error(s.issues[0]?.message);
  return s.value;
};

describe("§3 setup", () => {
  it("§3 each player count gets its map, 2 Monsters per Monster region, a face-down pile of as many markers, 5 coins", () => {
    for (const seats of [2, 3, 4, 5]) {
      const s = setup(seats);
      expect(s.mapId).toBe(`swu-${seats}p`);
      const monsterRegions = s.board.monsterRegions.length;
      expect(monsterRegions).toBe(seats + 2);
      expect(s.rMonsters.reduce((a, b) => a + b, 0)).toBe(2 * monsterRegions);
      expect(s.pile.length).toBe(monsterRegions);
      expect(new Set(s.pile).size).toBe(monsterRegions);
      expect(s.coins).toEqual(new Array(seats).fill(5));
      expect(s.rowRace.length).toBe(5);
      expect(s.bannerStack.length).toBe(10);
      expect(s.badgeStack.length).toBe(16);
      expect(CORE.visibleCombos(s)).toBe(6);
      expect(s.round).toBe(1);
      // §3.8 no figure yet.
      expect([s.volcano, s.greatAncient, s.queen, s.ghost, s.balrog, s.bag]).toEqual([
        -1, -1, -1, -1, -1, -1,
      ]);
    }
  });

  it("§3.6 Black Mountain markers lie on every region with the symbol (9 at most)", () => {
    const s = setup(5);
    const v = G.view(s, 0);
    const marked = v.regions.filter((r) => r.mountain);
    expect(marked.every((r) => r.terrain === "blackMountain")).toBe(true);
    expect(marked.length).toBeLessThanOrEqual(9);
    expect(marked.length).toBe(s.board.map.regions.filter((r) => r.type === "blackMountain").length);
  });

  it("§3 R4 a random first player, from the seed", () => {
    const firsts = new Set(Array.from({ length: 30 }, (_, i) => setup(4, i).first));
    expect(firsts.size).toBeGreaterThan(1);
    expect(setup(4, 7).first).toBe(setup(4, 7).first);
  });

  it("§3 setup refuses a shipped map for another player count, and a non-shipped map unless the rule maps is any", () => {
    const r = G.rules.parse({});
    if (!r.ok) throw new Error();
    const wrong = G.setup({ map: SWU_MAPS["swu-3p"] as never, rules: r.value, seats: 2, seed: 1 });
    expect(wrong.ok).toBe(false);
    const custom = { ...(SWU_MAPS["swu-2p"] as object), id: "my-map" };
    expect(G.setup({ map: custom as never, rules: r.value, seats: 2, seed: 1 }).ok).toBe(false);
    const any = G.rules.parse({ maps: "any" });
    if (!any.ok) throw new Error();
    expect(G.setup({ map: custom as never, rules: any.value, seats: 2, seed: 1 }).ok).toBe(true);
  });
});

describe("§4 rounds", () => {
  it("§4 R5 a game lasts 10/10/9/8 rounds for 2/3/4/5 players (option turns)", () => {
    expect([2, 3, 4, 5].map((n) => setup(n).rounds)).toEqual([10, 10, 9, 8]);
    expect(setup(3, 1, { turns: { "3": 4 } }).rounds).toBe(4);
  });
});

describe("§6 picking a combo", () => {
  it("§6.1 position i costs i coins, one on each combo above; §6.2 tokens = banner + badge", () => {
    const s = setup(2, 3);
    const seat = s.owner;
    const c = CORE.comboAt(s, 2);
    const r = G.apply(s, seat, { type: "pick", position: 2 });
    if (!r.ok) throw new Error(r.error.message);
    const t = r.state;
    expect(t.coins[seat]).toBe(3);
    expect(t.rowCoins.slice(0, 2)).toEqual([1, 1]);
    expect(t.active[seat]).toBe(c.race);
    const banner = G.rules.parse({});
    if (!banner.ok) throw new Error();
    const want =
      (Object.values(banner.value.bannerValues)[c.race] as number) +
      (c.power >= 0 ? (Object.values(banner.value.badgeValues)[c.power] as number) : 0);
    expect(t.raceHand[c.race]).toBe(
      Math.min(want, Object.values(banner.value.tokenSupply)[c.race] as number),
    );
  });

  it("§6.1 R6 coins on the chosen combo are taken first and may pay for it", () => {
    const s = setup(2, 3);
    s.coins[s.owner] = 0;
    s.bankNet -= 5;
    s.rowCoins[3] = 3;
    s.bankNet += 3;
    expect(G.legal(s, s.owner).map((a) => (a as { position: number }).position)).toEqual([0, 3]);
    const r = G.apply(s, s.owner, { type: "pick", position: 3 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.coins[s.owner]).toBe(0);
    expect(r.state.rowCoins.slice(0, 3)).toEqual([1, 1, 1]);
  });

  it("R6 option comboCoinsBeforePayment false: the price must be paid from coins already held", () => {
    const s = setup(2, 3, { comboCoinsBeforePayment: false });
    s.coins[s.owner] = 0;
    s.bankNet -= 5;
    s.rowCoins[3] = 3;
    s.bankNet += 3;
    expect(G.legal(s, s.owner).map((a) => (a as { position: number }).position)).toEqual([0]);
    const e = G.apply(s, s.owner, { type: "pick", position: 3 });
    expect(e).toMatchObject({ ok: false, error: { code: "cannotAfford", rule: "§6.1" } });
  });

  it("§6.3 the row closes up with its coins and the stack-top combo joins it; a new stack-top combo shows", () => {
    const s = setup(2, 5);
    s.rowCoins[3] = 2;
    s.bankNet += 2;
    const top = CORE.comboAt(s, 5);
    const r4 = CORE.comboAt(s, 4);
    const r = G.apply(s, s.owner, { type: "pick", position: 1 });
    if (!r.ok) throw new Error();
    const t = r.state;
    expect(t.rowCoins).toEqual([1, 0, 2, 0, 0]);
    expect(CORE.comboAt(t, 3)).toMatchObject({ race: r4.race, power: r4.power });
    expect(CORE.comboAt(t, 4)).toMatchObject({ race: top.race, power: top.power });
    expect(CORE.visibleCombos(t)).toBe(6);
    // The log shows the new stack-top combo (§20: it was hidden).
    expect(r.events.some((e) => e.type === "combos")).toBe(true);
  });

  it("§6.3 R7 with the badge stack empty the discards are reshuffled; with none left a banner comes without a power", () => {
    const s = setup(2, 5);
    s.badgeDiscard = s.badgeStack.splice(0, s.badgeStack.length);
    const r = G.apply(s, s.owner, { type: "pick", position: 0 });
    if (!r.ok) throw new Error();
    expect(r.state.badgeStack.length).toBeGreaterThan(0);
    const u = setup(2, 5);
    u.badgeStack = [];
    u.badgeDiscard = [];
    const v = G.apply(u, u.owner, { type: "pick", position: 0 });
    if (!v.ok) throw new Error();
    expect(v.state.rowPower[4]).toBe(-1);
    expect(G.view(v.state, 0).combos[4]?.power).toBe(null);
  });

  it("§6.4 tokens from abilities are limited by the tray: 12 Mudmen in play cannot grow (seed example)", () => {
    const t = new Scenario({ monsters: false }).active(0, "mudmen", null, { D3: 6, D4: 6 }, 0).turn(0);
    expect(CORE.tray(t.s, R.mudmen)).toBe(0);
    t.do(0, { type: "endConquests" });
    expect(t.seen("gained")).toEqual([]);
  });
});

describe("§8 redeployment", () => {
  it("§8.1 River regions are emptied, then every token may be moved freely, at least one per region", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { D1: 3, C2: 1 }, 0)
      .turn(0, "start");
    t.do(0, { type: "expand" });
    expect(t.hand("gnomes")).toBe(2);
    t.conquer(0, "R2"); // 1 token
    t.do(0, { type: "endConquests" });
    expect(t.raceIn("R2")).toBe(null);
    expect(t.seen("riverEmptied")[0]).toMatchObject({ region: "R2", tokens: 1 });
    expect(t.hand("gnomes")).toBe(2); // 1 left + 1 from the River
    expect(t.s.phase).toBe("redeploy");
    t.do(0, { type: "deploy", region: "C2", count: 2 });
    expect([t.tokens("D1"), t.tokens("C2")]).toEqual([1, 3]);
  });

  it("§8.1 R17 no abandoning at redeployment", () => {
    const t = new Scenario({ monsters: false }).active(0, "gnomes", null, { D1: 1, C2: 1 }, 2).turn(0);
    t.do(0, { type: "endConquests" });
    expect(t.legal(0).some((a) => a.startsWith("abandon"))).toBe(false);
    expect(t.try(0, { type: "abandon", region: "D1" })).toMatchObject({ code: "notNow" });
  });
});

describe("§9 scoring", () => {
  it("§9 1 coin per region of the active race and per region of the declined race; declined powers give nothing", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", "mining", { M1: 1, M2: 1, C1: 1 }, 0)
      .declined(0, "shrooms", null, { F3: 1, F4: 1 })
      .coins(0, 0)
      .turn(0);
    t.do(0, { type: "endConquests" });
    // Gnomes 3 regions + Mining 2 Mines; declined Shrooms 2 regions (no Mushroom bonus in decline).
    expect(t.s.coins[0]).toBe(3 + 2 + 2);
    expect(t.seen("scored")[0]?.amount).toBe(7);
  });

  it("§10.1 R18 ready your troops: all but one token per region back to hand, automatically", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { M1: 4, C1: 2 }, 1)
      .turn(0, "start");
    t.do(0, { type: "expand" });
    expect([t.tokens("M1"), t.tokens("C1"), t.hand("gnomes")]).toEqual([1, 1, 5]);
  });

  it("§10.2 before the first conquest a region may be abandoned: tokens to hand, Places stay, armors go", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { M1: 2, C1: 1 }, 0)
      .marker("diamondFields", "M1")
      .armor("M1", 1)
      .turn(0);
    t.do(0, { type: "abandon", region: "M1" });
    expect(t.raceIn("M1")).toBe(null);
    expect(t.s.rArmor[t.r("M1")]).toBe(0);
    expect(t.s.markerAt[1]).toBe(t.r("M1"));
    expect(t.hand("gnomes")).toBe(2);
    t.conquer(0, "F1");
    expect(t.legal(0).some((a) => a.startsWith("abandon"))).toBe(false);
  });

  it("§10.2 abandoning every region makes the next conquest a First Conquest", () => {
    const t = new Scenario({ monsters: false }).active(0, "gnomes", null, { M1: 2 }, 0).turn(0);
    t.do(0, { type: "abandon", region: "M1" });
    expect(t.canConquer(0, "B1")).toBe(false);
    expect(t.canConquer(0, "C1")).toBe(true);
  });
});

describe("§11 decline", () => {
  it("§11.1–§11.3 decline: no conquest, one token per region flipped, the rest to the tray, badge discarded, 1 coin per region", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", "mining", { M1: 3, C1: 2 }, 2)
      .coins(0, 0)
      .turn(0, "start");
    t.do(0, { type: "decline" });
    expect(t.s.raceState[R.gnomes]).toBe(2);
    expect(t.s.active[0]).toBe(-1);
    expect([t.tokens("M1"), t.tokens("C1"), t.hand("gnomes")]).toEqual([1, 1, 0]);
    expect(t.s.badgeDiscard).toContain(P.mining);
    expect(t.s.racePower[R.gnomes]).toBe(-1);
    expect(t.s.coins[0]).toBe(2);
    expect(t.seen("conquered")).toEqual([]);
    expect(t.s.owner).toBe(1);
  });

  it("§11.2 step 1 the older declined race leaves the map; its banner goes under the stack (§11.4)", () => {
    const t = new Scenario({ monsters: false })
      .declined(0, "drow", null, { D3: 1 })
      .active(0, "gnomes", null, { M1: 1 }, 0)
      .turn(0, "start");
    t.do(0, { type: "decline" });
    expect(t.raceIn("D3")).toBe(null);
    expect(t.s.raceState[R.drow]).toBe(0);
    expect(t.s.declined[0]).toEqual([R.gnomes]);
    expect(t.s.bannerStack[0]).toBe(R.drow);
  });

  it("§11.2 option maxDeclinedRaces 2 keeps two declined races", () => {
    const t = new Scenario({ monsters: false, rules: { maxDeclinedRaces: 2 } })
      .declined(0, "drow", null, { D3: 1 })
      .active(0, "gnomes", null, { M1: 1 }, 0)
      .turn(0, "start");
    t.do(0, { type: "decline" });
    expect(t.s.declined[0]).toEqual([R.drow, R.gnomes]);
  });

  it("§11.2 R19 Muddy, Royal, Reborn, Wise and Tomb keep their badge in decline; the others are discarded", () => {
    for (const [power, kept] of [
      ["muddy", true],
      ["royal", true],
      ["reborn", true],
      ["wise", true],
      ["tomb", true],
      ["mining", false],
      ["flocking", false],
    ] as const) {
      const t = new Scenario({ monsters: false }).active(0, "gnomes", power, { M1: 1 }, 0).turn(0, "start");
      t.do(0, { type: "decline" });
      expect((t.s.racePower[R.gnomes] as number) >= 0).toBe(kept);
    }
  });

  it("§11.5 the turn after a decline the player picks a new combo and plays a first turn with it", () => {
    const t = new Scenario({ monsters: false }).active(0, "gnomes", null, { M1: 1 }, 0).turn(0, "start");
    t.do(0, { type: "decline" });
    t.turn(0, "pick");
    expect(t.legal(0)[0]).toBe("pick:0");
    t.do(0, { type: "pick", position: 0 });
    expect(["conquest", "mimes", "volcano"]).toContain(t.s.phase);
  });

  it("R20 a race with no region may still decline: tokens to the tray, banner back", () => {
    const t = new Scenario({ monsters: false }).active(0, "gnomes", null, {}, 4).turn(0, "start");
    t.do(0, { type: "decline" });
    expect(t.s.raceState[R.gnomes]).toBe(0);
    expect(t.hand("gnomes")).toBe(0);
    expect(t.seen("raceLeft")[0]).toMatchObject({ seat: 0, race: "gnomes" });
  });
});

describe("§12 end of the game", () => {
  it("§12 most coins wins; R21 a tie is broken by race tokens on the map, then shared", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { M1: 3 }, 0)
      .active(1, "drow", null, { D3: 1 }, 0)
      .coins(10, 10);
    t.s.phase = "over";
    expect(G.outcome(t.s)).toMatchObject({ winners: [0], decidedBy: "tie:tokensOnMap" });
    t.put("D3", R.drow, 3);
    expect(G.outcome(t.s)).toMatchObject({ winners: [0, 1], decidedBy: "shared" });
    t.coins(11, 10);
    expect(G.outcome(t.s)).toMatchObject({ winners: [0], decidedBy: "coins" });
  });

  it("§4 §12 the game ends after the last round, with every coin revealed", () => {
    const s = setup(2, 9, { turns: { "2": 1 } });
    let state = s;
    let guard = 0;
    let last: unknown[] = [];
    while (!G.status(state).over && guard++ < 500) {
      const seat = G.toAct(state)[0] as number;
      const r = G.apply(state, seat, G.legal(state, seat)[0]);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      last = r.events;
    }
    expect(G.status(state).over).toBe(true);
    expect(state.round).toBe(1);
    expect(last.some((e) => (e as { type: string }).type === "gameOver")).toBe(true);
    expect(G.view(state, "spectator").seats.every((x) => x.coins !== null)).toBe(true);
  });
});

describe("§20 hidden information", () => {
  it("§20 R63 a player's coin total and what he scores are his alone: others see that he scored, not how much", () => {
    const t = new Scenario({ monsters: false }).active(0, "gnomes", null, { M1: 1 }, 0).coins(7, 4).turn(0);
    t.do(0, { type: "endConquests" });
    expect(G.view(t.s, 0).seats[0]?.coins).toBe(8);
    expect(G.view(t.s, 1).seats[0]?.coins).toBe(null);
    expect(G.view(t.s, "spectator").seats[0]?.coins).toBe(null);
    expect(G.view(t.s, 1).seats[0]?.coinMoves).toEqual([
      { delta: null, reason: "scoring", round: 1, other: -1, couldNotPay: false },
    ]);
    expect(G.view(t.s, 0).seats[0]?.coinMoves[0]?.delta).toBe(1);
    expect(G.redact(t.s, t.events, 1).find((e) => e.type === "scored")).toEqual({ type: "scored", seat: 0 });
    const events = G.redact(t.s, t.events, 1);
    expect(events.some((e) => e.type === "coins" && e.total !== undefined)).toBe(false);
    expect(G.redact(t.s, t.events, 0).some((e) => e.type === "coins" && e.total === 8)).toBe(true);
  });

  it("§20 the pile, the stacks below their tops and the RNG are in nobody's view", () => {
    const s = setup(3, 4);
    const text = JSON.stringify(G.view(s, 0));
    expect(text).not.toContain('"pile":[');
    expect(G.view(s, 0).pile).toBe(s.pile.length);
    expect(text).not.toContain("rng");
    expect(G.view(s, 0).bannerStack).toBe(s.bannerStack.length);
  });

  it("§20 option hiddenCoins false shows every total", () => {
    const s = setup(3, 4, { hiddenCoins: false });
    expect(G.view(s, 0).seats.every((x) => x.coins === 5)).toBe(true);
  });
});

describe("§19 turn order", () => {
  it("§19 steps 9 and 11 commute: the attacker's score does not depend on the defenders' redeployment", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "drow", "thieving", { C3: 1, B3: 1 }, 8)
      .active(1, "gnomes", "frightened", { M3: 4, D3: 1 })
      .turn(0);
    t.conquer(0, "M3").do(0, { type: "endConquests" });
    while (t.s.phase === "redeploy") t.do(0, G.legal(t.s, 0)[0] as never);
    expect(t.s.phase).toBe("withdraw");
    const before = CORE.scoreRace(t.s, R.drow, true, null);
    const other = G.apply(t.s, 1, { type: "deploy", region: "D3", count: 3 });
    if (!other.ok) throw new Error();
    expect(CORE.scoreRace({ ...other.state, t: t.s.t }, R.drow, true, null)).toBe(before);
  });
});
