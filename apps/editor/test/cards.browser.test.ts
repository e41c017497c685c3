/**
 * The Brigade's card editor as the editor app hosts it (`/cards`), in Chromium against `next start`
 * and the real play server: the Map workspace's "Cards…" action hands its city over, the card
 * editor opens it; an event card is edited (renamed, and made one of exactly three starting events,
 * so §6's setup must reveal it), the city is published with its cards to the play server
 * (`maps.publish`), its "Play with these cards" link opens the lobby on it, and the new game's setup
 * reveals the edited card; the Lab tab runs Brigade games on the edited data and charts them.
 * Issue 18 (an event card edited, published and used by a new game; the card editor's lab); issue
 * 32 (§2 the lab compares with the shipped and the published cards, §8 asking before replacing the
 * edited deck, the map editor's city opened at once, texts that no longer match their data).
 */
import path from "node:path";
import type { AppRouter } from "@pudding/api";
import { collectErrors } from "@pudding/browser-test";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { buildOnce as buildPlay, type RunningApp, startApp } from "../../play/test/harness";
import { createAndSit } from "../../play/test/helpers";
import { DOCS, editorSession, hasBrowser } from "./harness";

const GAME = "the-brigade";
let play: RunningApp | undefined;
const session = editorSession({
  before: async () => {
    process.env.PUDDING_PLAY_SKIP_BUILD = "1";
    buildPlay();
    play = await startApp({ PUDDING_EDITOR_ORIGINS: session.editor.url });
  },
  after: async () => {
    await play?.stop();
  },
});

describe.skipIf(!hasBrowser)("The Brigade's card editor in the editor app, in Chromium", () => {
  it("the map editor's Cards… opens /cards with its city; an edited event card is published and revealed by a new game's setup (§6); the Lab tab runs games on the cards", async () => {
    const base = (play as RunningApp).url;
    const page = await session.browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(90_000);
    const errors = collectErrors(page);
    await page.goto(`${session.editor.url}/?game=${GAME}`);
    await page.waitForSelector('[data-testid="canvas"] canvas');
    // The server the editor publishes to (the Map workspace keeps it under this key).
    await page.evaluate((url) => localStorage.setItem("pudding-editor:server:v1", JSON.stringify(url)), base);

    await page.getByRole("button", { name: "Cards…" }).click();
    await page.waitForURL(/\/cards\?from=map$/);
    await page.getByTestId("card-workspace").waitFor();
    expect(await page.getByRole("link", { name: "Cards" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByTestId("card-list").locator("button").count()).toBeGreaterThan(10);

    // Issue 32 §8: sent by "Cards…", the card editor opens the map editor's city at once.
    await expect
      .poll(() => page.getByTestId("cards-status").textContent())
      .toContain("Opened the map editor's city and its cards.");
    await page.getByRole("button", { name: "Map editor's city" }).click();
    await expect
      .poll(() => page.getByTestId("cards-status").textContent())
      .toContain("Opened the map editor's city and its cards.");
    expect(await page.getByTestId("card-problem-count").textContent()).toBe("0");
    await page.screenshot({ path: path.join(DOCS, "cards.png") });

    // §6: the setup reveals `startingEvents` (3) of the starting events at random. Find the starting
    // events, rename the first, and keep exactly three starting: the new game must reveal it.
    const cards = page.getByTestId("card-list").locator("button");
    const starting = page.getByLabel("Starting event — yellow corners (§6)");
    const startingAt: number[] = [];
    for (let i = 0; i < (await cards.count()); i++) {
      await cards.nth(i).click();
      await page.getByTestId("event-editor").waitFor();
      if (await starting.isChecked()) startingAt.push(i);
    }
    expect(
      startingAt.length,
      "the shipped deck has more starting events than the setup draws",
    ).toBeGreaterThan(3);
    await cards.nth(startingAt[0] as number).click();
    await page.getByLabel("Event name", { exact: true }).fill("Test Squall");
    await expect
      .poll(async () => (await cards.nth(startingAt[0] as number).getAttribute("aria-label")) ?? "")
      .toMatch(/ · starting: Test Squall$/);
    const kept = ["Test Squall"];
    for (const [k, i] of startingAt.slice(1).entries()) {
      await cards.nth(i).click();
      if (k < 2) {
        kept.push((await page.getByLabel("Event name", { exact: true }).inputValue()) ?? "");
        continue;
      }
      await starting.uncheck();
      expect(await starting.isChecked()).toBe(false);
    }
    expect(await page.getByTestId("card-problem-count").textContent()).toBe("0");

    // Issue 32 §8: "Shipped cards" asks before replacing the edited deck; Keep editing keeps it.
    await page.getByRole("button", { name: "Shipped cards" }).click();
    const ask = page.getByRole("alertdialog");
    expect(await ask.textContent()).toMatch(/Replace your edited cards \S+ with the shipped ones\?/);
    await ask.getByRole("button", { name: "Keep editing" }).click();
    expect(await ask.count()).toBe(0);
    expect(await cards.nth(startingAt[0] as number).getAttribute("aria-label")).toMatch(/Test Squall$/);
    // §5.1 a wind card turned NE that still says "north" is flagged (a warning: publishing still works).
    const north = page.getByTestId("card-list").locator("button", { hasText: "A wind blows north" }).first();
    await north.click();
    await page.getByRole("button", { name: "towards NE" }).click();
    const stale = page
      .getByTestId("card-problem")
      .filter({ hasText: "The name says “north” but the wind blows" });
    await stale.waitFor();
    expect(await page.getByTestId("card-problem-count").textContent()).toBe("0");
    await page.getByRole("button", { name: "towards N", exact: true }).click();
    await expect.poll(() => stale.count()).toBe(0);

    await page.getByTestId("publish-cards").click();
    await expect
      .poll(() => page.getByTestId("cards-status").textContent(), { timeout: 60_000 })
      .toMatch(/^Published the city with the cards "[^"]+" as \S+ \(version 1\)\./);
    const text = (await page.getByTestId("cards-status").textContent()) ?? "";
    const id = /as (\S+) \(version 1\)/.exec(text)?.[1] ?? "";
    const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${base}/api/trpc` })] });
    const list = await client.maps.list.query({ game: GAME });
    expect(list.map((m) => m.id)).toContain(id);
    const href = (await page.getByTestId("play-link").getAttribute("href")) ?? "";
    expect(href).toBe(`${base}/?game=${GAME}&map=${id}`);

    // A new game on the published city, from the lobby the link opens: its setup reveals the three
    // starting events left, the renamed one among them, in the log of every viewer.
    const lobby = await session.browser.newPage({ viewport: { width: 1440, height: 900 } });
    lobby.setDefaultTimeout(90_000);
    const lobbyErrors = collectErrors(lobby);
    await lobby.goto(href);
    await expect.poll(() => lobby.locator("#map").inputValue(), { timeout: 60_000 }).toBe(id);
    const gameId = await createAndSit(lobby);
    // §2/§3.2: the players first pick wardens, colours and barracks corners (Anna through her chips,
    // the bots on their own); the starting events follow (§6).
    const revealedCount = async () =>
      (await client.games.get.query({ gameId })).log.filter((l) => l.text.includes("the starting event"))
        .length;
    for (let i = 0; i < 120 && (await revealedCount()) < 3; i++) {
      const chip = lobby.locator('[data-testid="choice"]:not([disabled])').first();
      if ((await chip.count()) > 0) await chip.click({ timeout: 10_000 }).catch(() => {});
      await lobby.waitForTimeout(500);
    }
    const snap = await client.games.get.query({ gameId });
    expect(snap.map).toMatchObject({ id, version: 1 });
    const revealed = snap.log
      .map((l) => /reveals the starting event "([^"]+)"/.exec(l.text)?.[1])
      .filter((n): n is string => n !== undefined);
    expect(revealed.sort()).toEqual([...kept].sort());
    await expect
      .poll(() => lobby.getByTestId("log").textContent(), { timeout: 30_000 })
      .toContain('the starting event "Test Squall"');
    await lobby.screenshot({ path: path.join(DOCS, "cards-played.png") });
    expect(lobbyErrors).toEqual([]);
    await lobby.close();

    // The Lab tab runs Brigade games on the edited cards and draws the game's own charts.
    await page
      .getByRole("tab", { name: "Lab" })
      .or(page.getByRole("button", { name: "Lab" }))
      .first()
      .click();
    const lab = page.getByRole("region", { name: "Balance lab" });
    await lab.waitFor();
    // Issue 32 §2: run B is the same city with the shipped cards (it was the edited cards on both
    // sides, all figures identical), and the card set just published is offered too.
    const compare = lab.getByLabel("Compare with");
    expect(await compare.locator("option:checked").textContent()).toBe("shipped cards and track values");
    await expect
      .poll(() => compare.locator("option").allTextContents(), { timeout: 30_000 })
      .toContainEqual(expect.stringMatching(/^published cards: /));
    await lab.getByRole("spinbutton", { name: "Games", exact: true }).fill("20");
    for (let i = 1; i <= 4; i++) await lab.getByLabel(`Bot for seat ${i}`).selectOption("random");
    await lab.getByRole("button", { name: /^Run 20 games/ }).click();
    const labStatus = lab.getByRole("status").filter({ hasText: "games ·" });
    await expect.poll(() => labStatus.textContent(), { timeout: 300_000, interval: 500 }).toMatch(/· done ·/);
    expect(await labStatus.textContent()).toMatch(/^40 \/ 40 games/);
    await lab.locator(`[data-chart="Which ending"]`).first().waitFor();
    // Three starting events instead of the shipped deck's: some figure must differ (A − B ≠ 0).
    const diffs = await lab
      .getByRole("table", { name: "Comparison of the two rule sets" })
      .locator("[data-diff]")
      .evaluateAll((xs) => xs.map((x) => Number(x.getAttribute("data-diff"))));
    expect(diffs.length).toBeGreaterThan(10);
    expect(diffs.some((d) => d !== 0)).toBe(true);

    const phone = await session.browser.newPage({ viewport: { width: 390, height: 844 } });
    phone.setDefaultTimeout(90_000);
    const phoneErrors = collectErrors(phone);
    // The page lists the published card sets for the lab: it reads them from the same play server.
    await phone.addInitScript(
      (url) => localStorage.setItem("pudding-editor:server:v1", JSON.stringify(url)),
      base,
    );
    await phone.goto(`${session.editor.url}/cards`);
    await phone.getByTestId("card-workspace").waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    await phone.screenshot({ path: path.join(DOCS, "cards-phone.png"), fullPage: true });
    expect(width).toBeLessThanOrEqual(390);

    expect(errors).toEqual([]);
    expect(phoneErrors).toEqual([]);
    await page.close();
    await phone.close();
  }, 700_000);
});
