/**
 * Issue 20 (languages), every game: the lobby, each game's table mid-game and its end screen are
 * compared in English, Italian and Portuguese, as one seat sees them — visible text, screen-reader
 * names and tooltips. A string shown the same in English and in another language is a word left
 * untranslated, unless it is a name (a player's, a district's, a card's, a race's, a game's), a key
 * cap or a figure. The same game is shown in every language (no move between the three looks).
 */
import path from "node:path";
import { dataStrings, isName, shownStrings } from "@pudding/browser-test";
import { GAMES } from "@pudding/games";
import type { Locale } from "@pudding/i18n";
import { POWERS, powerNameIn, RACES, raceNameIn } from "@pudding/small-world-underground";
import { CARD_REGISTRY } from "@pudding/the-brigade";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_DIR, buildOnce, hasBrowser, launch, type RunningApp, startApp } from "./harness";
import { apiAt } from "./helpers";

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  if (!hasBrowser) return;
  buildOnce();
  app = await startApp();
  browser = await launch();
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

type Snap = {
  version: number;
  status: { toAct: number[]; over: boolean };
  legal: unknown[];
  view?: { seats?: { squad?: unknown[]; warden?: { text?: string } | null }[] };
};

const PEOPLE = ["Anna", "Ben", "Cleo"];

/** Names shown as they are in every language. */
const NAMES = new Set([
  "Pudding Lane",
  "English",
  "Italiano",
  "Português",
  "Ctrl",
  "Shift",
  "Enter",
  "Esc",
  "Tab",
  ...PEOPLE,
  ...GAMES.map((g) => g.title),
  // The boards: district, region and place names, ids (and a name without its "(north-west)").
  ...GAMES.flatMap((g) =>
    [...dataStrings(g.map.shipped)].flatMap((x) => [x, x.replace(/\s*\([^)]*\)$/, "")]),
  ),
  // The Brigade's cards and wardens are named, not translated (their names, not their rules texts).
  ...Object.values(CARD_REGISTRY).flatMap((set) => [...dataStrings(set, new Set(), (k) => k === "name")]),
]);

/** Race and power names a language spells as English does. */
const sameNames = (l: "it" | "pt") => [
  ...RACES.map((r) => raceNameIn(r.id, "en")).filter((n, i) => raceNameIn(RACES[i]?.id as string, l) === n),
  ...POWERS.map((p) => powerNameIn(p.id, "en")).filter(
    (n, i) => powerNameIn(POWERS[i]?.id as string, l) === n,
  ),
];
const SAME_IN: Record<"it" | "pt", ReadonlySet<string>> = {
  it: new Set(sameNames("it")),
  pt: new Set(["Bots", "cones", ...sameNames("pt")]),
};

/** A page's strings in a language (a fresh context: the browser's language picks the page's). */
async function stringsIn(url: string, locale: Locale, ready: string, shot?: string): Promise<string[]> {
  const ctx = await browser.newContext({
    locale: { en: "en-GB", it: "it-IT", pt: "pt-PT" }[locale],
    viewport: { width: 1440, height: 900 },
  });
  const page = await ctx.newPage();
  page.setDefaultTimeout(90_000);
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
  const found = await shownStrings(page);
  if (shot) await page.screenshot({ path: path.join(APP_DIR, "docs", shot) });
  await ctx.close();
  return found;
}

/** Strings of `url` shown the same in English and in Italian or Portuguese that are not names. */
async function leftEnglish(url: string, ready: string, what: string, shot?: string): Promise<string[]> {
  const en = await stringsIn(url, "en", ready);
  const left: string[] = [];
  for (const l of ["it", "pt"] as const) {
    const theirs = new Set(await stringsIn(url, l, ready, l === "it" ? shot : undefined));
    const names = new Set([...NAMES, ...SAME_IN[l]]);
    for (const s of en) if (theirs.has(s) && !isName(s, names)) left.push(`${what} (${l}): "${s}"`);
  }
  return left;
}

/** A game of people only (`seats` of them), moved on by a seeded pick of each seat's legal actions. */
async function peoplesGame(game: string, seats: number, seed: number, rules?: string) {
  const api = apiAt(app.url);
  const g = await api.games.create.mutate({
    game,
    seats: PEOPLE.slice(0, seats).map((name) => ({ kind: "human" as const, name })),
    seed,
    ...(rules ? { rules } : {}),
  });
  const tokens = g.seats.map((s) => s.token ?? "");
  let rng = seed;
  const next = () => {
    rng = (rng * 1103515245 + 12345) % 2 ** 31;
    return rng;
  };
  /** Plays until `done` holds of seat 0's snapshot (at most `limit` actions). */
  const playUntil = async (done: (s: Snap) => boolean, limit: number) => {
    for (let i = 0; i < limit; i++) {
      const s0 = (await api.games.get.query({ gameId: g.gameId, token: tokens[0] ?? "" })) as unknown as Snap;
      if (done(s0)) return;
      if (s0.status.over) throw new Error(`${game} game ${g.gameId} ended before it got there`);
      const seat = s0.status.toAct[0] ?? 0;
      const token = tokens[seat] ?? "";
      const mine = (await api.games.get.query({ gameId: g.gameId, token })) as unknown as Snap;
      if (!mine.legal.length) continue;
      await api.games.act
        .mutate({
          gameId: g.gameId,
          token,
          version: mine.version,
          action: mine.legal[next() % mine.legal.length],
        })
        .catch(() => {});
    }
    throw new Error(`${game} game ${g.gameId} never got there in ${limit} actions`);
  };
  return { url: `${app.url}/g/${g.gameId}?t=${tokens[0]}`, playUntil };
}

describe.skipIf(!hasBrowser)("the play app in three languages", () => {
  it("languages: the lobby, and every game's table mid-game and at its end, leave nothing English in Italian or Portuguese but names", async () => {
    const left: string[] = [];
    left.push(...(await leftEnglish(app.url, "main, h1", "lobby")));
    /**
     * Mid-game: some moves on, seat 0 to act with a choice. The Brigade plays its advanced rules, so
     * the wardens' and barracks' rules texts are on the table (§14).
     */
    const games: [string, number, number, string | undefined, (s: Snap) => boolean][] = [
      ["great-fire-1666", 3, 40, undefined, () => true],
      ["small-world-underground", 2, 30, undefined, () => true],
      ["the-brigade", 2, 40, "advanced", (s) => !!s.view?.seats?.[0]?.warden?.text],
    ];
    for (const [game, seats, midway, rules, ready] of games) {
      const g = await peoplesGame(game, seats, 7, rules);
      let moves = 0;
      await g.playUntil(
        (s) => moves++ >= midway && s.status.toAct.includes(0) && s.legal.length > 1 && ready(s),
        4000,
      );
      // The Italian table of each game is kept as a picture (docs/<game>-table-it.png).
      left.push(
        ...(await leftEnglish(
          g.url,
          '[data-testid="board"] canvas',
          `${game} mid-game`,
          `${game}-table-it.png`,
        )),
      );
      await g.playUntil((s) => s.status.over, 20_000);
      left.push(...(await leftEnglish(g.url, '[data-testid="end-screen"]', `${game} end`)));
    }
    expect(left).toEqual([]);
  }, 1_500_000);
});
