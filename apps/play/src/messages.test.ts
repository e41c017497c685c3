import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { checkCatalogue, tFor } from "@pudding/i18n";
import { describe, expect, it } from "vitest";
import { gameText, rulesFor, seedError, TURN_TIMERS, timerLabel } from "./lobby/draft";
import { PLAY_MESSAGES } from "./messages";

const PLURAL = /_(zero|one|two|few|many|other)$/;
const stem = (k: string) => k.replace(PLURAL, "");

/** Every source file of the app (tests left out). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Files that speak through the `play` catalogue (they import this module, or ask for its namespace). */
const playFiles = sources(__dirname).filter((f) => {
  const text = readFileSync(f, "utf8");
  const importsOurs = [...text.matchAll(/["'](\.{1,2}\/[^"']*messages)["']/g)].some(
    (m) => resolve(dirname(f), m[1] as string) === join(__dirname, "messages"),
  );
  return importsOurs || /useT\(\s*["']play["']\s*\)|tFor\([^)]*["']play["']\s*\)/.test(text);
});

describe("the play app's catalogue", () => {
  it("has every key in every language, with the same placeholders and the plural forms each needs", () => {
    expect(checkCatalogue(PLAY_MESSAGES)).toEqual([]);
  });

  it("holds every key the app's components ask for", () => {
    expect(playFiles.length).toBeGreaterThan(10);
    const en = new Set(Object.keys(PLAY_MESSAGES.en).map(stem));
    const used = new Set<string>();
    for (const f of playFiles)
      for (const m of readFileSync(f, "utf8").matchAll(/\bt\(\s*["'`]([^"'`$]+)["'`]/g))
        used.add(m[1] as string);
    for (const timer of TURN_TIMERS) used.add(timer.key);
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((k) => !en.has(k) && !(k in PLAY_MESSAGES.en))).toEqual([]);
  });

  it("is translated: Italian and Portuguese differ from English for most keys", () => {
    const keys = Object.keys(PLAY_MESSAGES.en);
    for (const l of ["it", "pt"] as const) {
      const differ = keys.filter(
        (k) => PLAY_MESSAGES[l][k] !== undefined && PLAY_MESSAGES[l][k] !== PLAY_MESSAGES.en[k],
      );
      expect(differ.length / keys.length, l).toBeGreaterThanOrEqual(0.8);
    }
  });

  it("keeps the English the browser tests read", () => {
    const t = tFor("en", "play");
    expect(TURN_TIMERS.map((x) => timerLabel(x))).toEqual([
      "No timer",
      "1 minute a turn",
      "5 minutes a turn",
      "1 hour a turn",
      "1 day a turn (slow game)",
    ]);
    expect(t("lobby.seatsLegend", { n: 3, min: 2, max: 4 })).toBe("2. Seats (3; 2–4)");
    expect(t("lobby.board", { count: 4 })).toBe("3. Board (for 4 players)");
    expect(t("lobby.mapSpaces", { count: 33 })).toBe("33 spaces");
    expect(t("lobby.hotSeat", { count: 2 })).toBe("Play all 2 people on this device (hot-seat)");
    expect(t("replay.setupOf", { total: 12 })).toBe("Setup, before action 1 of 12");
    expect(t("replay.actionOf", { at: 1, total: 12 })).toBe("Action 1 of 12");
    expect(t("handover.wait", { time: "0:05" })).toBe("left the table · a bot may play for them in 0:05");
    expect(t("handover.explain", { bot: t("table.botNamed", { label: "Heuristic" }), name: "Anna" })).toBe(
      "The Heuristic bot will play for Anna until they come back; their link takes the seat back at any time.",
    );
    expect(t("standIn.you", { bot: "The Heuristic bot" })).toBe("The Heuristic bot is playing for you.");
    expect(t("table.yourTurnTitle", { base: "G — Pudding Lane" })).toBe("● Your turn · G — Pudding Lane");
    expect(t("header.timeLeft", { time: "1:05" })).toBe("1:05 left");
    expect(t("lobby.seatLink", { name: "Anna" })).toBe("Anna's seat link —");
  });

  it("words the lobby's rule sets, timers and seed in the reader's language, with the catalogue's own translations", () => {
    const entry = {
      id: "g",
      test: false,
      title: "G",
      description: "A game.",
      translations: { it: { title: "Gi", description: "Un gioco." } },
      seats: { min: 2, max: 4 },
      presets: [
        {
          id: "base",
          label: "Base",
          description: "As printed.",
          translations: { pt: { label: "Base (pt)", description: "Como impresso." } },
        },
      ],
      defaultPreset: "base",
      maps: [],
      bots: [],
    };
    expect(gameText(entry, "it")).toEqual({ title: "Gi", description: "Un gioco." });
    expect(gameText(entry, "pt")).toEqual({ title: "G", description: "A game." });
    expect(rulesFor(entry, [], "pt")[0]).toMatchObject({
      label: "Regras do jogo: Base (pt)",
      description: "Como impresso.",
    });
    expect(rulesFor(entry, [], "en")[0]?.label).toBe("Preset: Base");
    expect(timerLabel(TURN_TIMERS[2] as (typeof TURN_TIMERS)[number], "it")).toBe("5 minuti a turno");
    expect(seedError("x", "pt")).toMatch(/número inteiro/);
  });
});

describe("bot names and descriptions (issue 20)", () => {
  it("are the server's words in English, this catalogue's in Italian and Portuguese, the server's for a bot it does not know", async () => {
    const { botText } = await import("./messages");
    const heuristic = { id: "heuristic", label: "Heuristic", description: "Burns the others' houses." };
    expect(botText("great-fire-1666", heuristic, "en")).toEqual({
      label: "Heuristic",
      description: "Burns the others' houses.",
    });
    expect(botText("great-fire-1666", heuristic, "it").label).toBe("Euristico");
    expect(botText("great-fire-1666", heuristic, "pt").description).toMatch(/^Queima as casas dos outros/);
    expect(botText("the-brigade", heuristic, "it").description).toMatch(/^Avido/);
    const odd = { id: "genius", label: "Genius", description: "Thinks hard." };
    expect(botText("great-fire-1666", odd, "pt")).toEqual({ label: "Genius", description: "Thinks hard." });
  });
});
