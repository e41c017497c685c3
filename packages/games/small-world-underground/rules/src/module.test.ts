/**
 * The module's surfaces besides play: rule options and presets, the log in words (never a secret),
 * choice paths, hints, errors with a stable code and §, save/load, and the testkit itself.
 */
import { testkit } from "@pudding/engine/testkit";
import { describe, expect, it } from "vitest";
import { SWU_MAPS } from "./map/profile.js";
import { SMALL_WORLD_UNDERGROUND as G } from "./module.js";
import { DEFAULT_RULES, SWU_OPTIONS, SWU_PRESETS } from "./rules.js";
import type { SwuState } from "./state.js";
import { Scenario } from "./test/scenario.js";

testkit(G, { games: 1, every: 8, samples: 2, variants: 6 });

const start = (seats = 3, seed = 1): SwuState => {
  const s = G.setup({ map: SWU_MAPS[`swu-${seats}p`] as never, rules: DEFAULT_RULES, seats, seed });
  if (!s.ok) throw new Error();
  return s.value;
};

describe("§22 rule options", () => {
  it("§22 every option is defaulted: {} parses to the base game; every preset parses", () => {
    const r = G.rules.parse({});
    expect(r.ok && r.value).toEqual(DEFAULT_RULES);
    expect(DEFAULT_RULES.turns).toEqual({ "2": 10, "3": 10, "4": 9, "5": 8 });
    expect(DEFAULT_RULES.dieFaces).toEqual([0, 0, 0, 1, 2, 3]);
    expect(DEFAULT_RULES.bannerValues.mummies).toBe(10);
    expect(DEFAULT_RULES.badgeValues.shield).toBe(3);
    for (const p of SWU_PRESETS) expect(G.rules.parse(p.rules).ok, p.id).toBe(true);
    expect(SWU_PRESETS.map((p) => p.id)).toEqual(["canonical", "italian-literal", "english-v2", "house"]);
  });

  it("§22 every option has metadata (label, group, §, one sentence, control) naming a real option", () => {
    const keys = new Set(SWU_OPTIONS.map((o) => o.key.split(".")[0]));
    for (const k of Object.keys(DEFAULT_RULES)) expect(keys.has(k), k).toBe(true);
    for (const o of SWU_OPTIONS) {
      expect(o.label && o.group && o.sentence).toBeTruthy();
      expect(o.rule).toMatch(/^§\d/);
      if (o.control === "select") expect(o.choices?.length).toBeGreaterThan(1);
    }
  });

  it("refuses bad options with a path and a sentence; checks a rule set against the seat count", () => {
    const r = G.rules.parse({ turns: { "3": 0 }, flamesEntry: "sky", extra: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.issues.map((i) => i.path)).toEqual(expect.arrayContaining(["turns.3", "flamesEntry"]));
    const few = G.rules.parse({ racePool: ["gnomes", "ogres"] });
    if (!few.ok) throw new Error();
    expect(G.rules.check?.(few.value, 3).some((i) => i.code === "too-few-races")).toBe(true);
    expect(G.rules.consequences?.(DEFAULT_RULES, 4).find((c) => c.label === "Rounds")?.value).toBe("9");
  });
});

describe("the log in words", () => {
  it("describes every event of a played game; redacted events never show another player's total", () => {
    let s = start(3, 4);
    const seen = new Set<string>();
    let guard = 0;
    while (!G.status(s).over && guard++ < 3000) {
      const seat = G.toAct(s)[0] as number;
      const legal = G.legal(s, seat);
      const a = legal[(guard * 7) % legal.length];
      expect(G.describeAction(s, a as never).length).toBeGreaterThan(3);
      const r = G.apply(s, seat, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      for (const viewer of [0, 1, 2, "spectator"] as const) {
        const events = G.redact(s, r.events, viewer);
        for (const e of events) {
          seen.add(e.type);
          const line = G.describe(s, e, { viewer });
          if (line !== null) expect(line.length).toBeGreaterThan(5);
          if (!G.status(s).over && e.type === "coins" && e.seat !== viewer) {
            expect(e.total).toBeUndefined();
            expect(line ?? "").not.toMatch(/total|now/);
          }
        }
      }
    }
    expect(G.status(s).over).toBe(true);
    expect(seen.has("conquered") && seen.has("scored") && seen.has("gameOver")).toBe(true);
  });

  it("choice paths: pick → combo; conquer → (relics) → region (with its cost); deploy → region → count", () => {
    const t = new Scenario({ monsters: false }).active(0, "gnomes", null, { C3: 1 }, 5).turn(0);
    const c = G.choices?.(t.s, { type: "conquer", region: "M3", use: [] }) ?? [];
    expect(c.map((x) => x.key)).toEqual(["conquer", "region:M3"]);
    expect(c[1]).toMatchObject({ space: "M3", hint: "costs 2" });
    const sword = G.choices?.(t.s, { type: "conquer", region: "M3", use: ["sword"] }) ?? [];
    expect(sword.map((x) => x.key)).toEqual(["conquer", "use:sword", "region:M3"]);
    expect(sword[1]?.label).toBe("Using the Sword");
    const d = G.choices?.(t.s, { type: "deploy", region: "C3", count: 2 }) ?? [];
    expect(d.map((x) => x.key)).toEqual(["deploy", "region:C3", "count:2"]);
    const s = start(2, 3);
    expect((G.choices?.(s, { type: "pick", position: 1 }) ?? []).map((x) => x.key)).toEqual([
      "pick",
      "combo:1",
    ]);
  });

  it("hints: conquest targets with cost, reach and affordability for the acting seat only", () => {
    const t = new Scenario({ monsters: false }).active(0, "gnomes", null, { C3: 1 }, 2).turn(0);
    const h = G.hints?.(t.s, 0) as {
      targets: { region: string; cost: number; reachable: boolean; affordable: boolean }[];
    };
    expect(h.targets.find((x) => x.region === "M3")).toEqual({
      region: "M3",
      cost: 2,
      reachable: true,
      affordable: true,
      costs: { "": 2 },
    });
    expect(h.targets.find((x) => x.region === "C1")?.reachable).toBe(false);
    expect(G.hints?.(t.s, 1)).toBe(null);
  });

  it("issue 27: hints give the engine's cost of each offered conquest, the Sword's 2 less included", () => {
    const t = new Scenario({ monsters: false })
      .active(0, "gnomes", null, { C3: 1 }, 3)
      .marker("swordOfTheKillerRabbit", "C3")
      .active(1, "drow", null, { M3: 3 })
      .turn(0);
    const h = G.hints?.(t.s, 0) as {
      targets: { region: string; cost: number; costs?: Record<string, number> }[];
    };
    const m3 = h.targets.find((x) => x.region === "M3");
    expect(m3?.cost).toBe(5);
    expect(m3?.costs).toEqual({ "": 5, sword: 3 });
    t.conquer(0, "M3", ["sword"]);
    expect(t.seen("conquered")[0]).toMatchObject({ cost: 3, use: ["sword"] });
  });
});

describe("refusals", () => {
  it("a refusal is a RuleError with a stable code, the rule's § and a sentence saying what to do", () => {
    const t = new Scenario({ monsters: false }).active(0, "gnomes", null, { C3: 1 }, 2).turn(0);
    const cases: [unknown, string, string | undefined][] = [
      [{ type: "conquer", region: "C1", use: [] }, "notAdjacent", "§7.2"],
      [{ type: "conquer", region: "Q7", use: [] }, "unknownRegion", "§1"],
      [{ type: "conquer", region: "C3", use: [] }, "ownRegion", "§7.2"],
      [{ type: "deploy", region: "C3", count: 1 }, "notNow", "§19"],
      [{ type: "pick", position: 0 }, "notNow", "§19"],
      [{ type: "conquer", region: "M3" }, "badAction", undefined],
      [{ type: "conquer", region: "M3", use: ["socks", "sword"] }, "noRelic", "§16.1"],
      [null, "badAction", undefined],
    ];
    for (const [a, code, rule] of cases) {
      const r = G.apply(t.s, 0, a);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.code, JSON.stringify(a)).toBe(code);
      expect(r.error.rule).toBe(rule);
      expect(r.error.message.length).toBeGreaterThan(15);
    }
    expect(G.apply(t.s, 1, { type: "endConquests" })).toMatchObject({
      ok: false,
      error: { code: "notYourTurn" },
    });
  });
});

describe("save and load", () => {
  it("codec: a saved game loads on its map with the same hash; a wrong map or junk is refused", () => {
    const s = start(4, 6);
    const saved = JSON.parse(JSON.stringify(G.codec.save(s)));
    const loaded = G.codec.load(saved, SWU_MAPS["swu-4p"] as never);
    expect(loaded.ok && G.hash(loaded.value)).toBe(G.hash(s));
    expect(G.codec.load(saved, SWU_MAPS["swu-5p"] as never).ok).toBe(false);
    expect(G.codec.load({ v: 2 }, SWU_MAPS["swu-4p"] as never).ok).toBe(false);
    expect(G.codec.load("nope", SWU_MAPS["swu-4p"] as never).ok).toBe(false);
  });
});
