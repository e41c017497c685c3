/**
 * The game's rules words in Italian and Portuguese (issue 20): every English string the Rules
 * workspace and the balance lab show from the real module — each option's label, group, sentence,
 * choices and unit, each lab metric's name and description, each consequence's label — has a
 * translation, and the registered catalogue is consistent (placeholders, no empty entries).
 */
import { checkCatalogue, gettext, tFor, untranslated } from "@pudding/i18n";
import { THE_BRIGADE } from "@pudding/the-brigade";
import { describe, expect, it } from "vitest";
import { BRIGADE_RULES_NS, BRIGADE_RULES_TRANSLATIONS } from "./index.js";
import { DECIDED_BY_CODES } from "./translations.js";

function strings(): string[] {
  const out = new Set<string>();
  for (const o of THE_BRIGADE.rules.options) {
    out.add(o.label);
    // A rule citation that holds words ("Ruling B1"); "§4.5" and "R46" need none.
    if (/[A-Za-z]{3,}/.test(o.rule)) out.add(o.rule);
    out.add(o.group);
    out.add(o.sentence);
    if (o.unit) out.add(o.unit);
    for (const c of o.choices ?? []) out.add(c.label);
  }
  for (const m of THE_BRIGADE.lab?.metrics ?? []) {
    out.add(m.label);
    if (m.description) out.add(m.description);
  }
  for (const p of THE_BRIGADE.rules.presets) {
    const r = THE_BRIGADE.rules.parse(p.rules);
    if (!r.ok) continue;
    for (let n = THE_BRIGADE.seats.min; n <= THE_BRIGADE.seats.max; n++)
      for (const c of THE_BRIGADE.rules.consequences?.(r.value, n) ?? []) {
        out.add(c.label);
        if (c.words) out.add(c.words.text);
      }
  }
  // The keys of a custom option's value, which the generic editors list (values per race…).
  const base = THE_BRIGADE.rules.parse({});
  if (base.ok)
    for (const o of THE_BRIGADE.rules.options) {
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
    expect(untranslated(BRIGADE_RULES_TRANSLATIONS, all)).toEqual([]);
  });
  it("are a consistent catalogue", () => {
    const en = Object.fromEntries(Object.keys(BRIGADE_RULES_TRANSLATIONS.it).map((k) => [k, k]));
    expect(
      checkCatalogue({ en, it: BRIGADE_RULES_TRANSLATIONS.it, pt: BRIGADE_RULES_TRANSLATIONS.pt }),
    ).toEqual([]);
  });
  it("are registered for the workspace", () => {
    const first = THE_BRIGADE.rules.options[0];
    if (!first) throw new Error("no options");
    expect(gettext(tFor("it", BRIGADE_RULES_NS))(first.label)).toBe(
      BRIGADE_RULES_TRANSLATIONS.it[first.label],
    );
    expect(gettext(tFor("pt", BRIGADE_RULES_NS))(first.sentence)).toBe(
      BRIGADE_RULES_TRANSLATIONS.pt[first.sentence],
    );
    expect(gettext(tFor("en", BRIGADE_RULES_NS))(first.label)).toBe(first.label);
  });
});
