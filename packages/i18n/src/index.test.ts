/** The language layer (issue 20): picking, catalogues, plurals and numbers in the three languages. */
import { describe, expect, it } from "vitest";
import { checkCatalogue, formatNumber, pickLocale, registerMessages, tFor } from "./index.js";

describe("i18n", () => {
  it("picks the reader's language from the browser's list, by primary subtag, else English", () => {
    expect(pickLocale(["pt-BR", "en"])).toBe("pt");
    expect(pickLocale(["de-DE", "it-IT", "en"])).toBe("it");
    expect(pickLocale("it-CH,it;q=0.9,en;q=0.8")).toBe("it");
    expect(pickLocale(["de", "fr"])).toBe("en");
    expect(pickLocale(undefined)).toBe("en");
  });
  it("words plurals and numbers by each language's rules", () => {
    registerMessages("test", {
      en: { houses_one: "{{count}} house", houses_other: "{{count}} houses" },
      it: { houses_one: "{{count}} casa", houses_other: "{{count}} case" },
      pt: {
        houses_one: "{{count}} casa",
        houses_many: "{{count}} de casas",
        houses_other: "{{count}} casas",
      },
    });
    expect(tFor("en", "test")("houses", { count: 1 })).toBe("1 house");
    expect(tFor("it", "test")("houses", { count: 3 })).toBe("3 case");
    expect(tFor("pt", "test")("houses", { count: 0 })).toBe("0 casas"); // European Portuguese: 0 is plural
    expect(tFor("pt", "test")("houses", { count: 1 })).toBe("1 casa");
    expect(tFor("pt", "test")("houses", { count: 2 })).toBe("2 casas");
    expect(tFor("it", "test")("houses", { count: 1_000_000 })).toBe("1000000 case"); // CLDR "many": the "other" form
    expect(formatNumber(1234.5, "en")).toBe("1,234.5");
    expect(formatNumber(12345.5, "it")).toBe("12.345,5");
    expect(formatNumber(12345.5, "pt")).toBe("12.345,5");
  });
  it("finds a missing key, a missing plural form and a placeholder one language forgot", () => {
    const p = checkCatalogue({
      en: { a: "A {{name}}", b_one: "one", b_other: "{{count}}" },
      it: { a: "A", b_one: "uno", b_other: "{{count}}" },
      pt: { b_other: "{{count}}" },
    });
    expect(p).toContain('pt: "a" is missing');
    expect(p).toContain('pt: "b" has no "one" form');
    expect(p.some((x) => x.startsWith('it: "a" uses'))).toBe(true);
  });
});
