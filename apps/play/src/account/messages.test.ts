/** The account pages' catalogue (issue 28): every key in en/it/pt, and every key the pages ask for. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkCatalogue } from "@pudding/i18n";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "./messages";

describe("the account catalogue", () => {
  it("has every key in every language with the same placeholders", () => {
    expect(checkCatalogue(ACCOUNT_MESSAGES)).toEqual([]);
  });

  it("holds every key the account components ask for", () => {
    const files = readdirSync(__dirname).filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"));
    const used = new Set<string>();
    for (const f of files)
      for (const m of readFileSync(join(__dirname, f), "utf8").matchAll(/\bt\(\s*["'`]([^"'`$]+)["'`]/g))
        used.add(m[1] as string);
    expect(used.size).toBeGreaterThan(40);
    const en = new Set(Object.keys(ACCOUNT_MESSAGES.en ?? {}));
    expect([...used].filter((k) => !en.has(k))).toEqual([]);
  });
});
