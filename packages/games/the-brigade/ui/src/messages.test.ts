import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { checkCatalogue, tFor } from "@pudding/i18n";
import { describe, expect, it } from "vitest";
import { BRIGADE_MESSAGES, BRIGADE_NS } from "./messages.js";

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === "stories" ? [] : files(p);
    return /\.tsx?$/.test(f) && !f.endsWith(".test.ts") ? [p] : [];
  });

const PLURAL = /_(one|other|many)$/;
const stems = new Set(Object.keys(BRIGADE_MESSAGES.en).map((k) => k.replace(PLURAL, "")));

describe("The Brigade's table words", () => {
  it("the catalogue is complete in every language", () => {
    expect(checkCatalogue(BRIGADE_MESSAGES)).toEqual([]);
  });
  it("every key the table uses exists in English", () => {
    const root = new URL("./table", import.meta.url).pathname;
    const used = new Set<string>();
    for (const f of files(root)) {
      const src = readFileSync(f, "utf8");
      for (const m of src.matchAll(/\b(?:t|tr)\(\s*"([\w.]+)"/g)) used.add(m[1] as string);
      // Template keys: every value of the family must exist (checked below by prefix).
      for (const m of src.matchAll(/\b(?:t|tr)\(\s*`([\w.]+)\$\{/g)) used.add(`${m[1]}*`);
    }
    expect(used.size).toBeGreaterThan(100);
    const missing = [...used].filter((k) =>
      k.endsWith("*") ? ![...stems].some((s) => s.startsWith(k.slice(0, -1))) : !stems.has(k),
    );
    expect(missing).toEqual([]);
  });
  it("Italian and Portuguese differ from English for most keys", () => {
    const keys = Object.keys(BRIGADE_MESSAGES.en);
    for (const l of ["it", "pt"] as const) {
      const same = keys.filter((k) => BRIGADE_MESSAGES[l][k] === BRIGADE_MESSAGES.en[k]);
      expect(same.length / keys.length, `${l}: ${same.join(", ")}`).toBeLessThan(0.1);
    }
  });
  it("registers under the game's namespace, with plurals", () => {
    expect(tFor("en", BRIGADE_NS)("ap.left", { count: 1 })).toBe("1 action point left");
    expect(tFor("en", BRIGADE_NS)("ap.left", { count: 3 })).toBe("3 action points left");
    expect(tFor("it", BRIGADE_NS)("ap.left", { count: 3 })).toBe("3 punti azione rimasti");
    expect(tFor("pt", BRIGADE_NS)("ap.left", { count: 1 })).toBe("resta 1 ponto de ação");
  });
});
