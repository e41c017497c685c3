import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkCatalogue, tFor } from "@pudding/i18n";
import { describe, expect, it } from "vitest";
import { LOBBY_OPEN_MESSAGES } from "./open-messages";

const here = path.dirname(new URL(import.meta.url).pathname);
const stem = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, "");

describe("the lobby-open catalogue (issue 28: en, it, pt)", () => {
  it("has every key in every language, with the same placeholders and plural forms", () => {
    expect(checkCatalogue(LOBBY_OPEN_MESSAGES)).toEqual([]);
  });
  it("holds every key the open-table components ask for (`to(…)`)", () => {
    const en = new Set(Object.keys(LOBBY_OPEN_MESSAGES.en ?? {}).map(stem));
    const used = new Set<string>();
    for (const f of readdirSync(here).filter((f) => f.endsWith(".tsx")))
      for (const m of readFileSync(path.join(here, f), "utf8").matchAll(/\bto\(\s*["'`]([^"'`$]+)["'`]/g))
        used.add(m[1] as string);
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((k) => !en.has(k))).toEqual([]);
  });
  it("is translated, and keeps the English the browser test reads", () => {
    const keys = Object.keys(LOBBY_OPEN_MESSAGES.en ?? {});
    // "bot: {{bot}}" is the same word in all three (the bot's label itself is translated).
    for (const l of ["it", "pt"] as const)
      expect(keys.filter((k) => LOBBY_OPEN_MESSAGES[l]?.[k] === LOBBY_OPEN_MESSAGES.en?.[k])).toEqual([
        "list.bot",
      ]);
    const t = tFor("en", "lobby-open");
    expect(t("list.seatsLeft", { count: 2 })).toBe("2 seats open");
    expect(t("list.creator", { name: "Anna" })).toBe("Opened by Anna");
  });
});
