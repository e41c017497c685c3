/**
 * Issue 20 (languages): the editor speaks Italian and Portuguese as the play app does — the
 * browser's language picks it, the top bar's picker switches it (the `pudding_locale` cookie both
 * apps read), and every word the Map workspace (each game's board), the Rules workspace with its
 * balance lab and The Brigade's card workspace show — text, screen-reader names, tooltips — changes
 * with it. The test compares each page in English with the same page in Italian and in Portuguese:
 * a string shown the same in English and in the other language is a word left untranslated, unless
 * it is a name (a game's, a district's, a language's, a rule's §) or carries no English word.
 */
import { join } from "node:path";
import { axeViolations, dataStrings, isName, shownStrings } from "@pudding/browser-test";
import { GAMES } from "@pudding/games";
import type { Locale } from "@pudding/i18n";
import { RULES_UI_MESSAGES } from "@pudding/rules-ui/messages";
import {
  MARKERS,
  markerNameIn,
  POWERS,
  powerNameIn,
  RACES,
  raceNameIn,
} from "@pudding/small-world-underground";
import { shippedCardCity } from "@pudding/the-brigade-ui/cards";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EDITOR_APP_MESSAGES } from "../src/i18n/messages";
import { DOCS, editorSession, hasBrowser } from "./harness";
import { PAGES } from "./page-helpers";

const session = editorSession();

/** The pages the languages are compared on: the workspaces, and the Rules workspace on each game. */
const LANGUAGE_PAGES = [
  ...PAGES,
  { path: "/rules?game=small-world-underground", ready: "main, [role=main], h1, h2" },
  { path: "/rules?game=the-brigade", ready: "main, [role=main], h1, h2" },
];

/**
 * What the test does on a page, the same in every language, collecting what it then shows: on a
 * map, a click on the middle of the board (a space's property panel), each tool picked from the
 * tool bar (its hint in the status bar) and the help overlay (every shortcut); in the Rules
 * workspace, a short lab run (its charts, tables and summaries); in the card workspace, each tab.
 */
async function explore(
  page: Page,
  path: string,
  locale: Locale,
  collect: () => Promise<void>,
): Promise<void> {
  if (path.startsWith("/?")) {
    const box = await page.getByTestId("canvas").boundingBox();
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await collect();
    const tools = page.locator("nav.tools button");
    for (let i = 0; i < (await tools.count()); i++) {
      await tools.nth(i).click();
      await collect();
    }
    await page.keyboard.press("Escape");
    await page.locator("nav.tools button").first().click();
    await page.keyboard.press("?");
    await page.getByTestId("help").waitFor();
    await collect();
    await page.keyboard.press("Escape");
  } else if (path === "/rules") {
    const words = RULES_UI_MESSAGES[locale] as Record<string, string>;
    const lab = page.getByRole("region", { name: words["lab.title"] });
    await lab.getByRole("spinbutton", { name: words["lab.games"], exact: true }).fill("10");
    await lab
      .getByRole("button")
      .filter({ hasText: /\b10\b/ })
      .first()
      .click();
    const done = (words["lab.done"] as string).replace(/^[\s·]+/, "");
    await expect
      .poll(async () => (await lab.getByRole("status").allTextContents()).join(" "), {
        timeout: 300_000,
        interval: 500,
      })
      .toContain(done);
    await page.waitForTimeout(500);
    await collect();
  } else if (path === "/cards") {
    const tabs = page.locator('[role="tab"]');
    for (let i = 0; i < (await tabs.count()); i++) {
      await tabs.nth(i).click();
      await page.waitForTimeout(200);
      await collect();
    }
  }
}

/** Race, power, Place and Relic names a language spells as English does ("Drow", "Kraken", "Stonehedge"). */
const sameNames = (l: "it" | "pt") => [
  ...MARKERS.map((m) => markerNameIn(m.id, "en")).filter(
    (n, i) => markerNameIn(MARKERS[i]?.id as string, l) === n,
  ),
  ...RACES.map((r) => raceNameIn(r.id, "en")).filter((n, i) => raceNameIn(RACES[i]?.id as string, l) === n),
  ...POWERS.map((p) => powerNameIn(p.id, "en")).filter(
    (n, i) => powerNameIn(POWERS[i]?.id as string, l) === n,
  ),
];

/** Words spelt the same in a language as in English (Italian says "server", Portuguese "cones" and "face"). */
const SAME_IN: Record<"it" | "pt", ReadonlySet<string>> = {
  it: new Set(["Server", ...sameNames("it")]),
  pt: new Set(["Bots", "cones", "face", ...sameNames("pt")]),
};

/** Names the editor shows as they are in every language. */
const NAMES = new Set([
  "Pudding Lane",
  "Pudding Lane editor",
  "English",
  "Italiano",
  "Português",
  "The Great Fire of London 1666",
  "Small World Underground",
  "The Brigade",
  "London",
  "JSON",
  "SVG",
  "PNG",
  // Key caps, printed the same on Italian and Portuguese keyboards.
  "Ctrl",
  "Shift",
  "Delete",
  "Enter",
  "Backspace",
  "Esc",
  // The documents the workspaces open: the shipped maps' names, ids, descriptions; the card set.
  ...GAMES.flatMap((g) =>
    [...dataStrings(g.map.shipped, new Set())].flatMap((x) => [x, x.replace(/\s*\([^)]*\)$/, "")]),
  ),
  ...dataStrings(shippedCardCity(), new Set()),
]);

async function stringsIn(
  browser: Browser,
  url: string,
  locale: Locale,
  viewport = { width: 1440, height: 900 },
) {
  const ctx = await browser.newContext({
    locale: locale === "pt" ? "pt-PT" : locale === "it" ? "it-IT" : "en-GB",
    viewport,
  });
  const page = await ctx.newPage();
  page.setDefaultTimeout(90_000);
  const found = new Map<string, string[]>();
  for (const p of LANGUAGE_PAGES) {
    await page.goto(`${url}${p.path}`);
    await page.locator(p.ready).first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.documentElement.lang), p.path).toBe(locale);
    const strings = new Set(await shownStrings(page));
    await explore(page, p.path, locale, async () => {
      for (const x of await shownStrings(page)) strings.add(x);
    });
    found.set(p.path, [...strings]);
  }
  await ctx.close();
  return found;
}

describe.skipIf(!hasBrowser)("the editor in three languages", () => {
  it("languages: every workspace's words, screen-reader names and tooltips change with the language — nothing English is left in Italian or Portuguese but names", async () => {
    const { browser, editor } = session;
    const en = await stringsIn(browser, editor.url, "en");
    for (const locale of ["it", "pt"] as const) {
      const other = await stringsIn(browser, editor.url, locale);
      const left: string[] = [];
      for (const p of LANGUAGE_PAGES) {
        const theirs = new Set(other.get(p.path));
        for (const s of en.get(p.path) ?? [])
          if (theirs.has(s) && !isName(s, new Set([...NAMES, ...SAME_IN[locale]])))
            left.push(`${p.path}: "${s}"`);
      }
      expect(left, `English left in ${locale}`).toEqual([]);
    }
  }, 600_000);

  it("languages: the browser's language (Portuguese) picks the editor's; the top bar's picker switches to Italian and the choice holds across workspaces; axe-core finds nothing serious in Italian; no workspace overflows a phone in Italian", async () => {
    const { browser, editor } = session;
    const ctx = await browser.newContext({ locale: "pt-PT", viewport: { width: 1440, height: 900 } });
    const page = await ctx.newPage();
    page.setDefaultTimeout(90_000);
    const lang = () => page.evaluate(() => document.documentElement.lang);
    await page.goto(`${editor.url}/?game=great-fire-1666`);
    await page.locator('[data-testid="canvas"] canvas').first().waitFor();
    expect(await lang()).toBe("pt");
    const pt = EDITOR_APP_MESSAGES.pt;
    const it_ = EDITOR_APP_MESSAGES.it;
    await page.getByRole("link", { name: pt["workspace.rules"] as string }).waitFor();
    const picker = page.getByRole("combobox", { name: pt["language.label"] as string });
    expect(await picker.inputValue()).toBe("pt");
    await Promise.all([page.waitForEvent("load"), picker.selectOption("it")]);
    await page.locator('[data-testid="canvas"] canvas').first().waitFor();
    expect(await lang()).toBe("it");
    await page.getByRole("link", { name: it_["workspace.rules"] as string }).click();
    await page.waitForURL(/\/rules/);
    await page.getByRole("link", { name: it_["workspace.map"] as string }).waitFor();
    expect(await lang()).toBe("it");
    const found: string[] = [];
    for (const p of PAGES) {
      await page.goto(`${editor.url}${p.path}`);
      await page.locator(p.ready).first().waitFor();
      await page.waitForTimeout(500);
      for (const v of await axeViolations(page)) found.push(`${p.path} (it): ${v}`);
    }
    // Pictures for the README: the Map and Rules workspaces in Italian, on a desktop and a phone.
    const shoot = async (path: string, ready: string, file: string) => {
      await page.goto(`${editor.url}${path}`);
      await page.locator(ready).first().waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(DOCS, file) });
    };
    await shoot("/?game=great-fire-1666", '[data-testid="canvas"] canvas', "editor-it.png");
    await shoot("/rules", "main, [role=main], h1, h2", "rules-it.png");
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot("/?game=great-fire-1666", '[data-testid="canvas"] canvas', "editor-it-phone.png");
    for (const p of PAGES) {
      await page.goto(`${editor.url}${p.path}`);
      await page.locator(p.ready).first().waitFor();
      await page.waitForTimeout(500);
      const r = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        screen: innerWidth,
      }));
      if (r.width > r.screen)
        found.push(`${p.path} (it, phone): ${r.width} px wide on a ${r.screen} px screen`);
    }
    await ctx.close();
    expect(found).toEqual([]);
  }, 600_000);
});
