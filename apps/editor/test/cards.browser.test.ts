/**
 * The Brigade's card editor as the editor app hosts it (`/cards`), in Chromium against `next start`
 * and the real play server: the Map workspace's "Cards…" action hands its city over, the card
 * editor opens it, publishes the city with its cards to the play server (`maps.publish`), and its
 * Lab tab mounts the balance lab on the edited data. Issue 18 (the card editor reachable and
 * publishable from the app).
 */
import path from "node:path";
import type { AppRouter } from "@pudding/api";
import { collectErrors } from "@pudding/browser-test";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { buildOnce as buildPlay, type RunningApp, startApp } from "../../play/test/harness";
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
  it("the map editor's Cards… opens /cards with its city; the city and its cards are published to the play server; the Lab tab mounts the balance lab", async () => {
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

    await page.getByRole("button", { name: "Map editor's city" }).click();
    await expect
      .poll(() => page.getByTestId("cards-status").textContent())
      .toContain("Opened the map editor's city and its cards.");
    expect(await page.getByTestId("card-problem-count").textContent()).toBe("0");
    await page.screenshot({ path: path.join(DOCS, "cards.png") });

    await page.getByTestId("publish-cards").click();
    await expect
      .poll(() => page.getByTestId("cards-status").textContent(), { timeout: 60_000 })
      .toMatch(/^Published the city with the cards "[^"]+" as \S+ \(version 1\)\./);
    const text = (await page.getByTestId("cards-status").textContent()) ?? "";
    const id = /as (\S+) \(version 1\)/.exec(text)?.[1] ?? "";
    const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${base}/api/trpc` })] });
    const list = await client.maps.list.query({ game: GAME });
    expect(list.map((m) => m.id)).toContain(id);

    await page
      .getByRole("tab", { name: "Lab" })
      .or(page.getByRole("button", { name: "Lab" }))
      .first()
      .click();
    await page.getByRole("region", { name: "Balance lab" }).waitFor();
    expect(await page.getByRole("button", { name: /^Run \d+ games/ }).count()).toBeGreaterThan(0);

    const phone = await session.browser.newPage({ viewport: { width: 390, height: 844 } });
    phone.setDefaultTimeout(90_000);
    const phoneErrors = collectErrors(phone);
    await phone.goto(`${session.editor.url}/cards`);
    await phone.getByTestId("card-workspace").waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    await phone.screenshot({ path: path.join(DOCS, "cards-phone.png"), fullPage: true });
    expect(width).toBeLessThanOrEqual(390);

    expect(errors).toEqual([]);
    expect(phoneErrors).toEqual([]);
    await page.close();
    await phone.close();
  }, 400_000);
});
