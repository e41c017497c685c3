/**
 * The Rules workspace model on two real modules — The Great Fire and the toy game Claims: every
 * option's control fits the module's schema, draft ↔ rule set round trips option by option (and a
 * property over random Great Fire rule sets), the diff in words, presets, consequences and checks
 * per seat count, JSON import/export, and saved rule sets tagged by game.
 */
import type { AnyGameModule, OptionMeta } from "@pudding/engine";
import { CLAIMS, GREAT_FIRE_1666 } from "@pudding/games";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  consequencesBySeats,
  type Draft,
  deleteSaved,
  describeValue,
  diffRules,
  exportRules,
  getAt,
  groupOptions,
  importRules,
  type KeyValueStore,
  loadSaved,
  matchingPreset,
  presetRules,
  STORAGE_KEY,
  saveRules,
  setAt,
  validate,
} from "./model.js";

const MODULES: AnyGameModule[] = [GREAT_FIRE_1666, CLAIMS];
const GF = GREAT_FIRE_1666;

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

const ok = (m: AnyGameModule, d: Draft) => {
  const v = validate(m, d);
  if (!v.parsed.ok) throw new Error(v.parsed.issues.map((i) => `${i.path}: ${i.message}`).join("; "));
  return v.parsed.rules;
};

/** Another valid value for an option (its max or min, the other toggle, the next choice). */
function otherValue(o: OptionMeta, current: unknown): unknown {
  if (o.control === "toggle") return !current;
  if (o.control === "number") return current === o.max ? o.min : o.max;
  if (o.control === "select") {
    const i = (o.choices ?? []).findIndex((c) => c.value === current);
    return o.choices?.[(i + 1) % (o.choices?.length ?? 1)]?.value;
  }
  return current;
}

for (const m of MODULES)
  describe(`${m.title}: the generated form`, () => {
    const base = presetRules(m, m.rules.defaultPreset);
    it("every option has a group, a §, a sentence and a control the schema accepts at its bounds", () => {
      expect(groupOptions(m).flatMap((g) => g.options)).toHaveLength(m.rules.options.length);
      for (const o of m.rules.options) {
        expect(o.rule).toMatch(/^§\d/);
        expect(o.sentence.length).toBeGreaterThan(10);
        expect(getAt(base, o.key), o.key).not.toBeUndefined();
        if (o.control === "number") {
          expect(o.min, `${o.key} min`).toBeTypeOf("number");
          expect(validate(m, setAt(base, o.key, o.min)).structural, `${o.key} min`).not.toBeNull();
          expect(validate(m, setAt(base, o.key, o.max)).structural, `${o.key} max`).not.toBeNull();
          expect(validate(m, setAt(base, o.key, (o.max as number) + 1)).parsed.ok, `${o.key} above`).toBe(
            false,
          );
        }
        if (o.control === "select")
          for (const c of o.choices ?? [])
            expect(validate(m, setAt(base, o.key, c.value)).structural, `${o.key}=${c.value}`).not.toBeNull();
      }
    });
    it("each option edited alone survives the round trip and shows in the diff", () => {
      for (const o of m.rules.options) {
        if (o.control === "custom") continue;
        const edited = setAt(base, o.key, otherValue(o, getAt(base, o.key)));
        const v = validate(m, edited);
        if (!v.parsed.ok) continue; // an edit another option's check refuses (e.g. a deck too small) is not a round trip
        expect(getAt(v.parsed.rules, o.key), o.key).toEqual(getAt(edited, o.key));
        expect(diffRules(m, base, v.parsed.rules).map((c) => c.key)).toEqual([o.key]);
      }
    });
    it("every preset parses, survives export → import, and is recognised", () => {
      for (const p of m.rules.presets) {
        const r = presetRules(m, p.id);
        expect(importRules(m, exportRules(r))).toEqual({ ok: true, rules: r });
        const same = matchingPreset(m, r);
        expect(same && canonicalEqual(presetRules(m, same), r)).toBe(true);
      }
    });
    it("consequences and checks for every seat count it supports", () => {
      const c = consequencesBySeats(m, validate(m, base).structural);
      expect(c.map((x) => x.seats)).toEqual(
        Array.from({ length: m.seats.max - m.seats.min + 1 }, (_, i) => m.seats.min + i),
      );
      expect(c.every((x) => x.ok)).toBe(true);
    });
  });

function canonicalEqual(a: unknown, b: unknown) {
  return JSON.stringify(a) === JSON.stringify(b);
}

describe("The Great Fire: diff and presets in words", () => {
  const base = presetRules(GF, "italian-base");
  it("long differs from the base in §8.2 only and is recognised as a preset", () => {
    const long = presetRules(GF, "long");
    expect(diffRules(GF, base, long)).toEqual([
      // Issue 32 §6: the unit once, agreeing with the number ("1 rounds → 2 rounds" before).
      { key: "extraFinalRounds", label: "Final rounds", rule: "§8.2", from: "1", to: "2 rounds" },
    ]);
    expect(diffRules(GF, long, base)[0]?.to).toBe("1 round");
    expect(matchingPreset(GF, long)).toBe("long");
    expect(matchingPreset(GF, { ...long, wildFire: true })).toBeUndefined();
  });
  it("§4.5 wild fire reads as a sentence: auto (5–6 players) → on", () => {
    const wf = GF.rules.options.find((o) => o.key === "wildFire") as OptionMeta;
    expect(describeValue(wf, "auto")).toBe("auto (5–6 players)");
    expect(describeValue(wf, true)).toBe("on");
    const d = diffRules(GF, base, ok(GF, setAt(base, "wildFire", true)));
    expect(`${d[0]?.label} (${d[0]?.rule}): ${d[0]?.from} → ${d[0]?.to}`).toBe(
      "Wild fire (§4.5): auto (5–6 players) → on",
    );
  });
  it("the Portuguese edition as printed changes six options", () => {
    expect(
      diffRules(GF, base, presetRules(GF, "portuguese-edition"))
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
  it("a custom option is described by the game's widget when it gives a sentence, else compactly", () => {
    const counts = GF.rules.options.find((o) => o.key === "intensityCounts") as OptionMeta;
    const v = { "3": [5, 6], "4": [9, 9] };
    expect(describeValue(counts, v)).toBe("3: 5/6 · 4: 9/9");
    expect(describeValue(counts, v, () => "custom words")).toBe("custom words");
  });
  it("property: any rule set built from the options' own values round-trips (or is refused for the card supply)", () => {
    const simple = GF.rules.options.filter((o) => o.control !== "custom");
    const arb = fc.tuple(
      ...simple.map((o): fc.Arbitrary<unknown> => {
        if (o.control === "toggle") return fc.boolean();
        if (o.control === "number") return fc.integer({ min: o.min as number, max: o.max as number });
        return fc.constantFrom(...(o.choices ?? []).map((c) => c.value));
      }),
    );
    fc.assert(
      fc.property(arb, (values) => {
        let d = base;
        simple.forEach((o, i) => {
          d = setAt(d, o.key, values[i]);
        });
        const v = validate(GF, d);
        // A big hand leaves too few cards for 6 players (§2.7 supply): refused, with the path.
        if (!v.parsed.ok) {
          expect(v.parsed.issues.every((i) => /deck needs/.test(i.message))).toBe(true);
          return;
        }
        expect(JSON.parse(exportRules(v.parsed.rules))).toEqual(d);
      }),
      { numRuns: 120 },
    );
  });
});

describe("consequences and checks (The Great Fire §2.7, §7; Claims §1)", () => {
  const base = presetRules(GF, "italian-base");
  it("the shipped counts: 36 turns with 4 players, one Intensity each; long: 40", () => {
    const four = consequencesBySeats(GF, validate(GF, base).structural).find((c) => c.seats === 4);
    expect(Object.fromEntries((four?.rows ?? []).map((r) => [r.label, r.value]))).toMatchObject({
      Turns: "36 (9.0 each)",
      "Intensity cards per seat": "1 / 1 / 1 / 1",
      "Fire Movement cards left out": "8",
    });
    const long = consequencesBySeats(GF, validate(GF, presetRules(GF, "long")).structural);
    expect(long.find((c) => c.seats === 4)?.rows.find((r) => r.label === "Turns")?.value).toBe(
      "40 (10.0 each)",
    );
  });
  it("unbalanced counts: the schema accepts them, the module refuses them, and says why per seat count", () => {
    const d = setAt(base, "intensityCounts.4", [9, 9, 9, 4]);
    const v = validate(GF, d);
    expect(v.parsed.ok).toBe(false);
    expect(v.structural).not.toBeNull();
    const four = consequencesBySeats(GF, v.structural).find((c) => c.seats === 4);
    expect(four?.ok).toBe(false);
    expect(four?.issues[0]?.message).toMatch(/every seat must resolve the same number/);
    expect(consequencesBySeats(GF, v.structural).find((c) => c.seats === 3)?.ok).toBe(true);
  });
  it("a half-typed cell has no schema shape: no consequences, and parse says where", () => {
    const v = validate(GF, setAt(base, "intensityCounts.4", [9, "9x", 9, 5]));
    expect(v.structural).toBeNull();
    expect(consequencesBySeats(GF, v.structural)).toEqual([]);
    expect(!v.parsed.ok && v.parsed.issues[0]?.path).toMatch(/^intensityCounts\.4/);
  });
  it("Claims: a deck too small to deal is refused for the seat counts it cannot serve", () => {
    const d = { handSize: 5, maxValue: 3, copies: 3, retreat: true };
    const c = consequencesBySeats(CLAIMS, validate(CLAIMS, d).structural);
    expect(c.map((x) => [x.seats, x.ok])).toEqual([
      [2, false],
      [3, false],
      [4, false],
    ]);
    expect(c[0]?.issues[0]).toEqual({
      path: "handSize",
      message: "the deck (9 cards) is too small to deal 5 to 2 seats",
    });
  });
});

describe("import, export, saved rule sets", () => {
  it("bad JSON and bad options come back with path + message", () => {
    const notJson = importRules(GF, "{ nope");
    expect(!notJson.ok && notJson.issues[0]?.message).toMatch(/^not valid JSON/);
    const bad = importRules(GF, JSON.stringify({ handSize: 12, colour: "red" }));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues.map((i) => i.path)).toContain("handSize");
    const claims = importRules(CLAIMS, JSON.stringify({ copies: 0 }));
    expect(!claims.ok && claims.issues[0]?.path).toBe("copies");
  });
  it("saves, replaces by name, lists sorted, deletes — per game, keeping the other games' sets", () => {
    const store = new MemoryStore();
    expect(loadSaved(store, GF)).toEqual([]);
    saveRules(store, GF, "Wild long", { ...presetRules(GF, "long"), wildFire: true }, "2026-01-01");
    saveRules(store, GF, "Easy", presetRules(GF, "easy"), "2026-01-02");
    const list = saveRules(
      store,
      GF,
      "Wild long",
      { ...presetRules(GF, "long"), wildFire: false },
      "2026-01-03",
    );
    expect(list.map((s) => s.name)).toEqual(["Easy", "Wild long"]);
    expect(list[1]?.rules.wildFire).toBe(false);
    expect(() => saveRules(store, GF, "  ", presetRules(GF, "easy"), "x")).toThrow(
      "give the rule set a name before saving",
    );
    // The toy game's sets live beside them, under the same name even.
    saveRules(store, CLAIMS, "Easy", presetRules(CLAIMS, "quick"), "2026-01-04");
    expect(loadSaved(store, CLAIMS).map((s) => [s.name, s.game])).toEqual([["Easy", "toy-claims"]]);
    expect(loadSaved(store, GF).map((s) => s.name)).toEqual(["Easy", "Wild long"]);
    expect(deleteSaved(store, CLAIMS, "Easy")).toEqual([]);
    expect(loadSaved(store, GF).map((s) => s.name)).toEqual(["Easy", "Wild long"]);
    // Entries from before the game tag: listed for the game that parses them back unchanged only;
    // entries that no longer parse are not listed (and not deleted).
    const legacy = { name: "Old long", rules: presetRules(GF, "long"), savedAt: "2025" };
    store.setItem(
      STORAGE_KEY,
      JSON.stringify([
        ...JSON.parse(store.getItem(STORAGE_KEY) as string),
        legacy,
        { name: "broken", rules: { handSize: 99 } },
      ]),
    );
    expect(loadSaved(store, GF).map((s) => s.name)).toEqual(["Easy", "Old long", "Wild long"]);
    expect(loadSaved(store, CLAIMS)).toEqual([]);
    saveRules(store, CLAIMS, "Quick", presetRules(CLAIMS, "quick"), "2026-01-05");
    expect(JSON.parse(store.getItem(STORAGE_KEY) as string).map((e: { name: string }) => e.name)).toContain(
      "broken",
    );
    store.setItem(STORAGE_KEY, "garbage");
    expect(loadSaved(store, GF)).toEqual([]);
  });
});
