/**
 * Open tables in the play app (issue 28 §2), in a real browser against the real server (`tsx
 * server.ts`, PGlite in a temp folder): A opens a Small World Underground table with two open seats;
 * B, in another browser context, finds it in Open tables and joins; A starts with a bot in the third
 * seat; both take their seats from their own links. Identity: guests with names (the accounts
 * package is not on main yet; A's table allows guests). Screenshots of the lobby with open tables at
 * 1440×900 and 390×844 (apps/play/docs/open-tables-*.png).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_DIR, buildOnce, hasBrowser, launch, type RunningApp, startApp } from "./harness";
import { apiAt } from "./helpers";

let app: RunningApp;
let browser: Browser;
const DOCS = path.join(APP_DIR, "docs");
const GAME = "small-world-underground";

beforeAll(async () => {
  if (!hasBrowser) return;
  buildOnce();
  app = await startApp();
  browser = await launch();
  mkdirSync(DOCS, { recursive: true });
}, 600_000);
afterAll(async () => {
  if (app) writeFileSync("/tmp/play-server-open-tables.log", app.output());
  await browser?.close();
  await app?.stop();
});

/** Page errors and console errors of a page (none are expected). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

/** Nothing sticks out of the page sideways (a phone must not scroll horizontally). */
const overflowsX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe.skipIf(!hasBrowser)("open tables", () => {
  it("A opens a Small World Underground table with two open seats, B joins from Open tables, A starts with a bot", async () => {
    const a = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const b = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const c = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const pa = await a.newPage();
    const pb = await b.newPage();
    const pc = await c.newPage();
    const errors = [...[pa, pb, pc].map(watchErrors)];
    try {
      // A: three seats — A, and two open ones.
      await pa.goto(`${app.url}/?game=${GAME}`);
      await pa.getByLabel("Seat 1 name").fill("Anna");
      while ((await pa.locator(".seat-row").count()) > 3)
        await pa.getByRole("button", { name: "− Seat" }).click();
      await pa.getByLabel("Seat 2 player").selectOption("open");
      await pa.getByLabel("Seat 3 player").selectOption("open");
      await expect.poll(() => pa.getByTestId("open-setup").isVisible()).toBe(true);
      await pa.getByLabel("Turn timer").selectOption("300");
      await pa.getByTestId("open-table-button").click();
      const held = pa.getByTestId("held-table");
      await held.waitFor();
      expect(await held.getAttribute("data-state")).toBe("open");
      // A private game's seed field is not offered for an open table; the table is listed.
      await pa.getByTestId("open-table").first().waitFor();
      expect(await pa.getByTestId("open-table").first().textContent()).toContain("Your table");

      // B (a phone) finds it in Open tables and joins with one click, as a guest with a name.
      await pb.goto(`${app.url}/?game=${GAME}`);
      const card = pb.getByTestId("open-table").filter({ hasText: "Anna" });
      await card.waitFor();
      const text = (await card.textContent()) ?? "";
      expect(text).toContain("Small World Underground");
      expect(text).toContain("Opened by Anna");
      expect(text).toContain("2 seats open");
      expect(text).toContain("Turn-based: 5 minutes a turn");
      expect(text).toMatch(/Board.*Rules/);
      await pb.getByLabel("Your name").fill("Ben");
      await card.getByTestId("join-table").click();
      await pb.getByTestId("held-table").waitFor();
      await expect
        .poll(async () => (await pb.getByTestId("held-table").textContent()) ?? "")
        .toContain("Ben");

      // A third person sees Anna, Ben and one open seat; screenshots of the lobby with open tables.
      await pc.goto(`${app.url}/?game=${GAME}`);
      const seen = pc.getByTestId("open-table").filter({ hasText: "Anna" });
      await seen.waitFor();
      await expect.poll(async () => (await seen.textContent()) ?? "").toContain("Ben");
      expect(await seen.getByTestId("open-seat-open").count()).toBe(1);
      await pc.getByTestId("open-tables").scrollIntoViewIfNeeded();
      await pc.screenshot({ path: path.join(DOCS, "open-tables-1440.png") });
      await pc.setViewportSize({ width: 390, height: 844 });
      await pc.getByTestId("open-tables").scrollIntoViewIfNeeded();
      expect(await overflowsX(pc)).toBe(false);
      await pc.screenshot({ path: path.join(DOCS, "open-tables-390.png") });
      expect(await overflowsX(pb)).toBe(false);
      await pb.screenshot({ path: path.join(DOCS, "open-tables-joined-390.png"), fullPage: true });

      // A sees Ben join, then starts now: a bot takes the third seat.
      await expect.poll(async () => (await held.textContent()) ?? "", { timeout: 20_000 }).toContain("Ben");
      await held.scrollIntoViewIfNeeded();
      await pa.screenshot({ path: path.join(DOCS, "open-tables-host-1440.png") });
      await held.getByTestId("start-now").click();
      const seatA = pa.getByTestId("take-seat");
      await seatA.waitFor();
      const hrefA = (await seatA.getAttribute("href")) ?? "";
      const gameId = hrefA.split("/g/")[1]?.split("?")[0] ?? "";
      const snap = await apiAt(app.url).games.get.query({ gameId });
      expect(snap.game).toBe(GAME);
      expect(snap.seats.map((s) => [s.name, s.kind === "human" ? "person" : "bot"])).toEqual([
        ["Anna", "person"],
        ["Ben", "person"],
        [expect.any(String), "bot"],
      ]);

      // Each takes their own seat from their own link.
      await pb.reload();
      const seatB = pb.getByTestId("take-seat");
      await seatB.waitFor();
      expect(await seatB.getAttribute("href")).not.toBe(hrefA);
      await seatB.click();
      await pb.waitForSelector('[data-testid="board"] canvas');
      await seatA.click();
      await pa.waitForSelector('[data-testid="board"] canvas');
      // The table is no longer open to others.
      await pc.reload();
      await pc.getByTestId("open-tables").waitFor();
      await expect.poll(() => pc.getByTestId("open-table").filter({ hasText: "Anna" }).count()).toBe(0);
      expect(errors.flat().filter((e) => !/favicon/.test(e))).toEqual([]);
    } finally {
      await a.close();
      await b.close();
      await c.close();
    }
  });
});
