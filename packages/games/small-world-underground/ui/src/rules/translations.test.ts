/**
 * The game's rules words in Italian and Portuguese (issue 20): every English string the Rules
 * workspace and the balance lab show from the real module — each option's label, group, sentence,
 * choices and unit, each lab metric's name and description, each consequence's label — has a
 * translation, and the registered catalogue is consistent (placeholders, no empty entries).
 */
import { checkCatalogue, gettext, tFor, untranslated } from "@pudding/i18n";
import { SMALL_WORLD_UNDERGROUND } from "@pudding/small-world-underground";
import { describe, expect, it } from "vitest";
import { SWU_RULES_NS, SWU_RULES_TRANSLATIONS } from "./index.js";
import { DECIDED_BY_CODES } from "./translations.js";

function strings(): string[] {
  const out = new Set<string>();
  for (const o of SMALL_WORLD_UNDERGROUND.rules.options) {
    out.add(o.label);
    // A rule citation that holds words ("Ruling B1"); "§4.5" and "R46" need none.
    if (/[A-Za-z]{3,}/.test(o.rule)) out.add(o.rule);
    out.add(o.group);
    out.add(o.sentence);
    if (o.unit) out.add(o.unit);
    for (const c of o.choices ?? []) out.add(c.label);
  }
  for (const m of SMALL_WORLD_UNDERGROUND.lab?.metrics ?? []) {
    out.add(m.label);
    if (m.description) out.add(m.description);
  }
  for (const p of SMALL_WORLD_UNDERGROUND.rules.presets) {
    const r = SMALL_WORLD_UNDERGROUND.rules.parse(p.rules);
    if (!r.ok) continue;
    for (let n = SMALL_WORLD_UNDERGROUND.seats.min; n <= SMALL_WORLD_UNDERGROUND.seats.max; n++)
      for (const c of SMALL_WORLD_UNDERGROUND.rules.consequences?.(r.value, n) ?? []) {
        out.add(c.label);
        if (c.words) out.add(c.words.text);
      }
  }
  // The keys of a custom option's value, which the generic editors list (values per race…).
  const base = SMALL_WORLD_UNDERGROUND.rules.parse({});
  if (base.ok)
    for (const o of SMALL_WORLD_UNDERGROUND.rules.options) {
      const v = (base.value as Record<string, unknown>)[o.key];
      if (o.control === "custom" && v && typeof v === "object" && !Array.isArray(v))
        for (const k of Object.keys(v)) if (/[A-Za-z]{3,}/.test(k)) out.add(k);
    }
  // How the lab says games were decided.
  for (const c of DECIDED_BY_CODES) out.add(c);
  return [...out];
}

describe("the rules words in Italian and Portuguese", () => {
  it("translate every option, metric and consequence of the module", () => {
    const all = strings();
    expect(all.length).toBeGreaterThan(20);
    expect(untranslated(SWU_RULES_TRANSLATIONS, all)).toEqual([]);
  });
  it("are a consistent catalogue", () => {
    const en = Object.fromEntries(Object.keys(SWU_RULES_TRANSLATIONS.it).map((k) => [k, k]));
    expect(checkCatalogue({ en, it: SWU_RULES_TRANSLATIONS.it, pt: SWU_RULES_TRANSLATIONS.pt })).toEqual([]);
  });
  it("are registered for the workspace", () => {
    const first = SMALL_WORLD_UNDERGROUND.rules.options[0];
    if (!first) throw new Error("no options");
    expect(gettext(tFor("it", SWU_RULES_NS))(first.label)).toBe(SWU_RULES_TRANSLATIONS.it[first.label]);
    expect(gettext(tFor("pt", SWU_RULES_NS))(first.sentence)).toBe(SWU_RULES_TRANSLATIONS.pt[first.sentence]);
    expect(gettext(tFor("en", SWU_RULES_NS))(first.label)).toBe(first.label);
  });
});
