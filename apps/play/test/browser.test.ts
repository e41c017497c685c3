/**
 * The play app in a real browser (Debian's Chromium via playwright-core) against the real server
 * (`tsx server.ts`, PGlite in a temp folder): a whole game to the score screen, two players live in
 * two browser contexts, and the hot-seat curtain.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { AppRouter } from "@pudding/api";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_DIR, buildOnce, hasBrowser, launch, type RunningApp, startApp } from "./harness";

let app: RunningApp;
let browser: Browser;
const DOCS = path.join(APP_DIR, "docs");

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

const api = () => createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${app.url}/api/trpc` })] });

const prompt = async (page: Page) => (await page.locator('[data-testid="prompt"]').textContent()) ?? "";

/**
 * Take one step of the human's turn through the UI, choosing like a hurried but legal player.
 * Returns what happened.
 */
async function step(
  page: Page,
  opts: { movePawnOnce: { done: boolean } },
): Promise<"acted" | "waiting" | "over"> {
  if (await page.locator('[data-testid="end-screen"]').isVisible()) return "over";
  const reveal = page.getByRole("button", { name: /show my table/ });
  if (await reveal.isVisible()) {
    await reveal.click();
    return "acted";
  }
  const before = await prompt(page);
  if (/^Waiting|^Pass the device|game is over/.test(before)) return "waiting";
  if (/Confirm the fire move/.test(before)) await page.getByRole("button", { name: /^Confirm:/ }).click();
  else if (/discard one/.test(before))
    await page
      .getByRole("button", { name: /^Discard / })
      .first()
      .click();
  else if (/Pick a Fire Movement card/.test(before)) {
    const cards = page.locator('[aria-label="Your hand"] button:not([disabled])');
    const n = await cards.count();
    for (let i = 0; i < n; i++) {
      await cards.nth(i).click();
      if ((await prompt(page)) !== before) break;
    }
  } else if (/Spend a Double Move/.test(before))
    await page.getByRole("button", { name: "Skip the double move" }).click();
  else if (/action point/.test(before)) {
    const choice = page.locator('[data-testid="choice"]').first();
    if (!opts.movePawnOnce.done && (await choice.isVisible())) {
      opts.movePawnOnce.done = true;
      await choice.click();
    } else await page.getByRole("button", { name: "End actions" }).click();
  } else await page.locator('[data-testid="choice"]').first().click();
  // Wait for the table to move on (or an explanation).
  await page
    .waitForFunction(
      (b) => {
        const p = document.querySelector('[data-testid="prompt"]')?.textContent ?? "";
        return p !== b || document.querySelector('[data-testid="end-screen"]') !== null;
      },
      before,
      { timeout: 10_000 },
    )
    .catch(() => {});
  return "acted";
}

describe.skipIf(!hasBrowser)("the play app in Chromium", () => {
  it("one human and three bots play a complete game through the UI to the score screen", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${app.url}/`);
    await page.getByLabel("Seat 1 name").fill("Anna");
    await page.getByRole("button", { name: "Create game" }).click();
    await page.locator('[data-testid="take-seat"]').click();
    await page.waitForSelector('[data-testid="board"] canvas');
    const movePawnOnce = { done: false };
    let shot = false;
    let actions = 0;
    const deadline = Date.now() + 240_000;
    for (;;) {
      expect(Date.now()).toBeLessThan(deadline);
      const r = await step(page, { movePawnOnce });
      if (r === "over") break;
      if (r === "waiting") await page.waitForTimeout(100);
      else actions++;
      // The engine never had to explain a click: every choice offered was legal.
      expect(await page.locator('[data-testid="error"]').count()).toBe(0);
      if (!shot && /action point/.test(await prompt(page))) {
        mkdirSync(DOCS, { recursive: true });
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(DOCS, "table.png") });
        shot = true;
      }
    }
    expect(actions).toBeGreaterThan(20);
    const end = page.locator('[data-testid="end-screen"]');
    await expect.poll(() => end.textContent()).toMatch(/wins?!/);
    expect(await end.textContent()).toMatch(/Decided by/);
    expect(await end.locator("tbody tr").count()).toBe(4);
    await page.screenshot({ path: path.join(DOCS, "end.png") });
    // Rematch: a new game with the same seats, Anna in hers.
    const oldUrl = page.url();
    await page.getByRole("button", { name: "Rematch" }).click();
    await expect.poll(() => page.url()).not.toBe(oldUrl);
    await expect
      .poll(async () => (await page.locator('[data-testid="secrets"]').textContent()) ?? "")
      .toContain("Anna");
    expect(await page.locator('[data-testid="seat-1"]').textContent()).toContain("Heuristic bot 1");
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it("two players in two browser contexts see each other's moves live", async () => {
    const g = await api().games.create.mutate({
      seats: [{ kind: "human", name: "Anna" }, { kind: "human", name: "Ben" }, { kind: "heuristic" }],
      seed: 5,
    });
    const a = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const b = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const pa = await a.newPage();
    const pb = await b.newPage();
    await pa.goto(`${app.url}/g/${g.gameId}?t=${g.seats[0]?.token}`);
    await pb.goto(`${app.url}/g/${g.gameId}?t=${g.seats[1]?.token}`);
    // The token leaves the address bar once stored.
    await expect.poll(() => pa.url()).not.toContain("?t=");
    await pa.waitForSelector('[data-testid="secrets"]');
    await pb.waitForSelector('[data-testid="secrets"]');
    expect(await pa.locator('[data-testid="secrets"]').textContent()).toContain("Anna");
    expect(await pb.locator('[data-testid="secrets"]').textContent()).toContain("Ben");
    // Each seat is reported as present to the others.
    await expect.poll(() => pa.locator('[data-testid="seat-1"]').textContent()).not.toContain("(away)");

    // Take turns until both have placed something; each move must appear on the other screen.
    let seen = 0;
    for (let i = 0; i < 8 && seen < 2; i++) {
      for (const [me, other, name] of [
        [pa, pb, "Anna"],
        [pb, pa, "Ben"],
      ] as const) {
        if (/^Waiting/.test(await prompt(me))) continue;
        await me.locator('[data-testid="choice"]').first().click();
        await expect
          .poll(() => other.locator('[data-testid="log"]').textContent(), { timeout: 10_000 })
          .toMatch(new RegExp(`${name} placed`));
        seen++;
      }
      await pa.waitForTimeout(200);
    }
    expect(seen).toBeGreaterThanOrEqual(2);
    await a.close();
    await b.close();
  }, 120_000);

  it("hot-seat: a curtain between local seats hides the previous seat's secrets until the next player confirms", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${app.url}/`);
    await page.getByLabel("Seat 1 name").fill("Anna");
    await page.getByLabel("Seat 2 name").fill("Ben");
    await page.getByLabel("Seat 2 player").selectOption("human");
    await page.getByLabel("Seat 3 name").fill("Cleo");
    await page.getByLabel("Seat 3 player").selectOption("human");
    await page.getByRole("button", { name: "− Seat" }).click();
    await page.getByRole("button", { name: "Create game" }).click();
    await page.locator('[data-testid="hot-seat"]').click();

    const names = new Set<string>();
    for (let turn = 0; turn < 3; turn++) {
      const curtain = page.getByRole("dialog", { name: /Pass the device to/ });
      await curtain.waitFor();
      const who = (
        ((await curtain.locator("h2").textContent()) ?? "").match(/Pass the device to (.+)$/)?.[1] ?? ""
      ).trim();
      expect(["Anna", "Ben", "Cleo"]).toContain(who);
      names.add(who);
      // Behind the curtain no seat's secrets are on the page.
      expect(await page.locator('[data-testid="secrets"]').count()).toBe(0);
      expect(await page.content()).not.toContain("Your secrets —");
      if (turn === 0) await page.screenshot({ path: path.join(DOCS, "hot-seat-curtain.png") });
      await page.getByRole("button", { name: `I am ${who} — show my table` }).click();
      await expect
        .poll(() => page.locator('[data-testid="secrets"]').textContent())
        .toContain(`Your secrets — ${who}`);
      await page.locator('[data-testid="choice"]').first().click();
    }
    expect(names.size).toBeGreaterThanOrEqual(2);
    await page.close();
  }, 120_000);
});
