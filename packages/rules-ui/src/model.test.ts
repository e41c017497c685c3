/** The Rules workspace model: form ↔ RuleSet round trip for every option, diff, consequences, JSON, storage. */
import { parseRules, type RuleSet, RuleSetSchema } from "@pudding/great-fire";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  consequences,
  deleteSaved,
  diffRules,
  exportRules,
  fromForm,
  importRules,
  type KeyValueStore,
  loadSaved,
  matchingPreset,
  OPTIONS,
  PHASES,
  PRESET_NAMES,
  presetRules,
  type RulesForm,
  SCHEMA_KEYS,
  STORAGE_KEY,
  saveRules,
  toForm,
} from "./model.js";

const base = presetRules("italian-base");
const roundTrip = (form: RulesForm): RuleSet => {
  const r = fromForm(form);
  if (!r.ok) throw new Error(r.issues.map((i) => `${i.path}: ${i.message}`).join("; "));
  return r.rules;
};

/** A Map-backed KeyValueStore (the browser test drives the real localStorage). */
class MemoryStore implements KeyValueStore {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

describe("options", () => {
  it("cover every option of the engine's RuleSet schema, each once, each with a § and a sentence", () => {
    expect(OPTIONS.map((o) => o.key).sort()).toEqual([...SCHEMA_KEYS].sort());
    for (const o of OPTIONS) {
      expect(o.section).toMatch(/^§\d/);
      expect(o.sentence).toMatch(/^[A-Z].*\.$/);
      expect(PHASES.map((p) => p.id)).toContain(o.phase);
    }
  });
  it("steppers use the schema's bounds (the engine accepts min and max and refuses one past)", () => {
    for (const o of OPTIONS) {
      if (o.control.kind !== "stepper") continue;
      const { min, max } = o.control;
      const field = RuleSetSchema.shape[o.key];
      expect(field.safeParse(min).success, `${o.key} min`).toBe(true);
      expect(field.safeParse(max).success, `${o.key} max`).toBe(true);
      expect(field.safeParse(min - 1).success, `${o.key} below`).toBe(false);
      expect(field.safeParse(max + 1).success, `${o.key} above`).toBe(false);
    }
  });
  it("choices list exactly the values the schema accepts", () => {
    for (const o of OPTIONS) {
      if (o.control.kind !== "choice" || o.key === "wildFire") continue;
      const values = o.control.choices.map((c) => c.value);
      for (const v of values) expect(parseRules({ [o.key]: v }).ok).toBe(true);
      const schemaValues = (
        RuleSetSchema.shape[o.key] as unknown as { def: { innerType: { options: string[] } } }
      ).def.innerType.options;
      expect([...values].sort()).toEqual([...schemaValues].sort());
    }
  });
});

describe("form ↔ RuleSet round trip, one option at a time", () => {
  const edits: [string, (f: RulesForm) => RulesForm, Partial<RuleSet>][] = [
    ["§8.1 publicColours", (f) => ({ ...f, publicColours: true }), { publicColours: true }],
    ["§8.2 extraFinalRounds", (f) => ({ ...f, extraFinalRounds: 3 }), { extraFinalRounds: 3 }],
    [
      "§8.3 tamedConesScoreForPawnColour",
      (f) => ({ ...f, tamedConesScoreForPawnColour: true }),
      { tamedConesScoreForPawnColour: true },
    ],
    ["§4.5 wildFire on", (f) => ({ ...f, wildFire: "on" }), { wildFire: true }],
    ["§4.5 wildFire off", (f) => ({ ...f, wildFire: "off" }), { wildFire: false }],
    [
      "§2.2 housesNoSameColourInDistrict",
      (f) => ({ ...f, housesNoSameColourInDistrict: true }),
      { housesNoSameColourInDistrict: true },
    ],
    ["§4 puddingLaneRefillTo", (f) => ({ ...f, puddingLaneRefillTo: 5 }), { puddingLaneRefillTo: 5 }],
    ["§4 puddingLaneRefillAdd", (f) => ({ ...f, puddingLaneRefillAdd: 5 }), { puddingLaneRefillAdd: 5 }],
    [
      "§4.3 conesAfterBurning",
      (f) => ({ ...f, conesAfterBurning: "houses" }),
      { conesAfterBurning: "houses" },
    ],
    ["§2.4 pawnColours", (f) => ({ ...f, pawnColours: "drawn" }), { pawnColours: "drawn" }],
    ["§6 intensity", (f) => ({ ...f, intensity: "everyBurning" }), { intensity: "everyBurning" }],
    [
      "§4.4 noMoveFallback",
      (f) => ({ ...f, noMoveFallback: "discardAndPlaceThree" }),
      { noMoveFallback: "discardAndPlaceThree" },
    ],
    ["§5 actionPoints", (f) => ({ ...f, actionPoints: 6 }), { actionPoints: 6 }],
    ["§2.6 handSize", (f) => ({ ...f, handSize: 4 }), { handSize: 4 }],
    [
      "§2.7 intensityCounts (4 players: 5, 9, 9, 9 keeps every seat at one)",
      (f) => ({ ...f, intensityCounts: { ...f.intensityCounts, "4": ["5", "9", "9", "9"] } }),
      { intensityCounts: { ...structuredClone(base.intensityCounts), "4": [5, 9, 9, 9] } },
    ],
  ];
  it("the list of edits covers every option", () => {
    const covered = new Set(edits.flatMap(([, , want]) => Object.keys(want)));
    expect([...covered].sort()).toEqual([...SCHEMA_KEYS].sort());
  });
  for (const [name, edit, want] of edits)
    it(name, () => {
      const rules = roundTrip(edit(toForm(base)));
      expect(rules).toEqual({ ...base, ...want });
      // And back: the form of the result is the edited form.
      expect(toForm(rules)).toEqual(edit(toForm(base)));
      // The diff against the base names exactly this option.
      expect(diffRules(base, rules).map((c) => c.key)).toEqual(Object.keys(want));
    });
  it("every preset survives toForm → fromForm unchanged", () => {
    for (const p of PRESET_NAMES) expect(roundTrip(toForm(presetRules(p)))).toEqual(presetRules(p));
  });
  it("property: any valid rule set survives the round trip", () => {
    const arb = fc.record({
      publicColours: fc.boolean(),
      extraFinalRounds: fc.integer({ min: 1, max: 3 }),
      tamedConesScoreForPawnColour: fc.boolean(),
      wildFire: fc.constantFrom("auto" as const, true, false),
      housesNoSameColourInDistrict: fc.boolean(),
      puddingLaneRefillTo: fc.integer({ min: 2, max: 100 }),
      puddingLaneRefillAdd: fc.integer({ min: 0, max: 100 }),
      conesAfterBurning: fc.constantFrom("housesPlusOne" as const, "houses" as const),
      pawnColours: fc.constantFrom("bySeat" as const, "drawn" as const),
      intensity: fc.constantFrom("chooseThree" as const, "everyBurning" as const),
      noMoveFallback: fc.constantFrom("extraIntensity" as const, "discardAndPlaceThree" as const),
      actionPoints: fc.integer({ min: 0, max: 20 }),
      handSize: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(arb, (opts) => {
        const r = parseRules(opts);
        if (!r.ok) return true; // e.g. a deck too short for the hand size: not a rule set
        return JSON.stringify(roundTrip(toForm(r.rules))) === JSON.stringify(r.rules);
      }),
    );
  });
  it("a bad grid cell is reported with its path", () => {
    const f = toForm(base);
    const r = fromForm({ ...f, intensityCounts: { ...f.intensityCounts, "5": ["6", "x", "6", "6", "6"] } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]?.path).toBe("intensityCounts.5.1");
  });
});

describe("diff and presets", () => {
  it("long differs from the base in §8.2 only and is recognised as a preset", () => {
    const long = presetRules("long");
    expect(diffRules(base, long)).toEqual([
      { key: "extraFinalRounds", label: "Final rounds", section: "§8.2", from: "1 rounds", to: "2 rounds" },
    ]);
    expect(matchingPreset(long)).toBe("long");
    expect(matchingPreset({ ...long, wildFire: true })).toBeUndefined();
  });
  it("the Portuguese edition as printed changes six options (public colours, no wild fire, +5 cones, cones = houses, three cones in all, every burning district)", () => {
    expect(
      diffRules(base, presetRules("portuguese-edition"))
        .map((c) => c.key)
        .sort(),
    ).toEqual(
      [
        "publicColours",
        "wildFire",
        "puddingLaneRefillAdd",
        "conesAfterBurning",
        "intensity",
        "noMoveFallback",
      ].sort(),
    );
  });
  it("Rule A (portuguese-hidden-colours) keeps colours secret and draws the pawns", () => {
    const r = presetRules("portuguese-hidden-colours");
    expect([r.publicColours, r.pawnColours, r.wildFire]).toEqual([false, "drawn", false]);
  });
});

describe("consequences (§2.7, §7)", () => {
  it("the shipped counts: 36 turns with 4 players (9+9+9+5 draws + 4 final turns), one Intensity each", () => {
    const c = consequences(toForm(base));
    const four = c.find((x) => x.players === 4);
    expect(four).toMatchObject({
      intensityCards: 4,
      turns: 36,
      turnsPerSeat: 9,
      resolutions: [1, 1, 1, 1],
      balanced: true,
    });
    expect(four?.cardsLeftOver).toBe(8); // §2.7: 8 cards leave the game with 4 players
    expect(c.find((x) => x.players === 3)).toMatchObject({
      resolutions: [2, 2, 2],
      cardsLeftOver: 12,
      turns: 36,
    });
    expect(c.find((x) => x.players === 6)?.cardsLeftOver).toBe(0);
  });
  it("long adds one final round: 40 turns with 4 players", () => {
    expect(consequences(toForm(presetRules("long"))).find((x) => x.players === 4)?.turns).toBe(40);
  });
  it("unbalanced counts break the invariant and say so", () => {
    const f = toForm(base);
    const c = consequences({ ...f, intensityCounts: { ...f.intensityCounts, "4": ["9", "9", "9", "4"] } });
    const four = c.find((x) => x.players === 4);
    expect(four?.balanced).toBe(false);
    expect(four?.resolutions).toEqual([1, 1, 2, 0]);
    expect(four?.issues[0]?.message).toMatch(/every seat must resolve the same number/);
  });
});

describe("import, export, saved rule sets", () => {
  it("export → import is the identity; bad JSON and bad options come back with path + message", () => {
    const long = presetRules("long");
    expect(importRules(exportRules(long))).toEqual({ ok: true, rules: long });
    const notJson = importRules("{ nope");
    expect(notJson.ok).toBe(false);
    if (!notJson.ok) expect(notJson.issues[0]?.message).toMatch(/^not valid JSON/);
    const bad = importRules(JSON.stringify({ handSize: 12, colour: "red" }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.issues.map((i) => i.path)).toContain("handSize");
      expect(bad.issues.some((i) => /colour/.test(i.message))).toBe(true);
    }
  });
  it("saves, replaces by name, lists sorted, deletes, and drops entries that no longer parse", () => {
    const store = new MemoryStore();
    expect(loadSaved(store)).toEqual([]);
    saveRules(store, "Wild long", { ...presetRules("long"), wildFire: true }, "2026-01-01");
    saveRules(store, "Easy", presetRules("easy"), "2026-01-02");
    const list = saveRules(store, "Wild long", { ...presetRules("long"), wildFire: false }, "2026-01-03");
    expect(list.map((s) => s.name)).toEqual(["Easy", "Wild long"]);
    expect(list[1]?.rules.wildFire).toBe(false);
    expect(() => saveRules(store, "  ", base, "x")).toThrow("give the rule set a name before saving");
    store.setItem(
      STORAGE_KEY,
      JSON.stringify([
        ...JSON.parse(store.getItem(STORAGE_KEY) as string),
        { name: "old", rules: { handSize: 99 } },
      ]),
    );
    expect(loadSaved(store).map((s) => s.name)).toEqual(["Easy", "Wild long"]);
    expect(deleteSaved(store, "Easy").map((s) => s.name)).toEqual(["Wild long"]);
    store.setItem(STORAGE_KEY, "garbage");
    expect(loadSaved(store)).toEqual([]);
  });
});
