/**
 * The game's rules words in Italian and Portuguese (issue 20): every English string the Rules
 * workspace and the balance lab show from the real module — each option's label, group, sentence,
 * choices and unit, each lab metric's name and description, each consequence's label — has a
 * translation, and the registered catalogue is consistent (placeholders, no empty entries).
 */
import { checkTranslations, gettext, moduleRuleWords, tFor, untranslated } from "@pudding/i18n";
import { THE_BRIGADE } from "@pudding/the-brigade";
import { describe, expect, it } from "vitest";
import { BRIGADE_RULES_NS, BRIGADE_RULES_TRANSLATIONS } from "./index.js";
import { DECIDED_BY_CODES } from "./translations.js";

/** What the workspace and the lab show of the module, and how the lab says games were decided. */
const strings = () => [...moduleRuleWords(THE_BRIGADE), ...DECIDED_BY_CODES];

describe("the rules words in Italian and Portuguese", () => {
  it("translate every option, metric and consequence of the module", () => {
    const all = strings();
    expect(all.length).toBeGreaterThan(20);
    expect(untranslated(BRIGADE_RULES_TRANSLATIONS, all)).toEqual([]);
  });
  it("are a consistent catalogue", () => {
    expect(checkTranslations(BRIGADE_RULES_TRANSLATIONS)).toEqual([]);
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
