/**
 * Issue 28's main flow in Chromium against the real server (`tsx server.ts`, PGlite in a temp folder),
 * with two real accounts: A signs up with a passkey (CDP `WebAuthn.addVirtualAuthenticator`), B with
 * e-mail and password in a second browser context; A opens a Small World Underground table with two
 * open seats; B finds it under Open tables and joins with one click as a signed-in player (no guest
 * name); A starts now and a bot takes the empty third seat; both play the whole game to the end
 * through their own pages (the table's chips, as a hurried but legal player); then both accounts are
 * rated (OpenSkill, §3), both profiles list the game with its replay link (§4), and the lobby and the
 * profile do not overflow a phone (390×844). Screenshots of the signed-in lobby with open tables and
 * of a profile with its rating chart (1440×900, 390×844) go to apps/play/docs/rooms-*.png.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { RouterWithLobby } from "@pudding/lobby";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_DIR, buildOnce, hasBrowser, launch, type RunningApp, startApp } from "./harness";
import { apiAt, prompt } from "./helpers";

const DOCS = path.join(APP_DIR, "docs");
const GAME = "small-world-underground";

let app: RunningApp;
let browser: Browser;
/** The site as browsers see it: `localhost` (a passkey's relying party cannot be an IP address). */
let site: string;

beforeAll(async () => {
  if (!hasBrowser) return;
  buildOnce();
  app = await startApp();
  site = app.url.replace("127.0.0.1", "localhost");
  browser = await launch();
  mkdirSync(DOCS, { recursive: true });
}, 600_000);
afterAll(async () => {
  if (app) writeFileSync("/tmp/play-server-rooms.log", app.output());
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

/** A page with a virtual platform authenticator (resident keys, user verified). */
async function withAuthenticator(ctx: BrowserContext): Promise<Page> {
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return page;
}

/** Nothing sticks out of the page sideways (a phone must not scroll horizontally). */
const overflowsX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

/** The account page after sign-up: the id of the account, from its "Your public profile" link. */
async function accountId(page: Page): Promise<string> {
  await page.getByRole("heading", { name: "Your account" }).waitFor();
  const href = (await page.getByRole("link", { name: "Your public profile" }).getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/players\/[A-Za-z0-9_-]+$/);
  return href.slice("/players/".length);
}

// ------------------------------------------------------------------ playing through the table's chips

/** Everything that says the table moved on: the prompt, the open chips, the confirmation, the log. */
const SIGNATURE = () => {
  const t = (sel: string) =>
    Array.from(document.querySelectorAll(sel))
      .map((e) => e.getAttribute("data-key") ?? e.textContent ?? "")
      .join(",");
  return [
    t('[data-testid="prompt"]'),
    t('[data-testid="choice"]'),
    t('[data-testid="confirm"]'),
    t('[data-testid="path"]'),
    document.querySelectorAll('[data-testid="log"] li').length,
    document.querySelector('[data-testid="end-screen"]') ? "over" : "",
  ].join("|");
};
const signature = (page: Page) => page.evaluate(SIGNATURE);

/** Waits until the table's signature differs from `before` (30 s at most; the other page may act). */
const settled = (page: Page, before: string) =>
  page
    .waitForFunction(
      (b) => {
        const t = (sel: string) =>
          Array.from(document.querySelectorAll(sel))
            .map((e) => e.getAttribute("data-key") ?? e.textContent ?? "")
            .join(",");
        const now = [
          t('[data-testid="prompt"]'),
          t('[data-testid="choice"]'),
          t('[data-testid="confirm"]'),
          t('[data-testid="path"]'),
          document.querySelectorAll('[data-testid="log"] li').length,
          document.querySelector('[data-testid="end-screen"]') ? "over" : "",
        ].join("|");
        return now !== b;
      },
      before,
      { timeout: 30_000 },
    )
    .catch(() => {});

const chipKeys = (page: Page) =>
  page
    .locator('[data-testid="choice"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-key") ?? ""));

/**
 * One step of a Small World Underground turn through a player's own page, choosing like a hurried
 * but legal player (the policy of swu.browser.test.ts): a combo, conquests while any region glows,
 * a final attempt when offered, redeployments as the chips offer (also when attacked in another's
 * turn, §7.8). "over", "waiting" (nothing for this seat to do) or "acted".
 */
async function swuStep(page: Page): Promise<"over" | "waiting" | "acted"> {
  if (await page.locator('[data-testid="end-screen"]').isVisible()) return "over";
  // While an action is on its way the chips are disabled; the next snapshot may change them.
  if ((await page.locator('[data-testid="choice"][disabled], [data-testid="confirm"][disabled]').count()) > 0)
    return "waiting";
  const before = await signature(page);
  const confirm = page.locator('[data-testid="confirm"]');
  const keys = await chipKeys(page);
  const confirming = await confirm.isVisible();
  if (!confirming && keys.length === 0) return "waiting";
  if (confirming) {
    if (
      !(await confirm.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      ))
    )
      return "waiting";
  } else {
    const pathNow = await page.evaluate(
      () => document.querySelector('[data-testid="path"]')?.textContent ?? "",
    );
    const has = (k: string) => keys.includes(k);
    let key: string | undefined;
    if (has("expand")) key = "expand";
    else if (has("pick")) key = "pick";
    else if (keys.some((k) => k.startsWith("combo:")) && /Pick a combo/.test(pathNow))
      key = keys.find((k) => k.startsWith("combo:"));
    else if (has("conquer") || has("final") || has("end"))
      key = has("conquer") ? "conquer" : has("final") ? "final" : "end";
    else if (has("deploy")) key = "deploy";
    else {
      // Inside a path: a region (the first offered), a count (all the hand), or keep/skip/stop.
      const region = keys.find((k) => k.startsWith("region:"));
      const counts = keys.filter((k) => k.startsWith("count:"));
      if (region && /Conquer/.test(pathNow)) key = region;
      else if (counts.length)
        key = counts.reduce((a, b) => (Number(b.slice(6)) > Number(a.slice(6)) ? b : a));
      else key = keys.find((k) => k === "keep" || k === "skip" || k === "stop") ?? region ?? keys[0];
    }
    const target = page.locator(`[data-testid="choice"][data-key="${key}"]`).first();
    // The table may have moved on between reading the chips and clicking (a live update): look again.
    if (!(await target.isVisible())) return "waiting";
    if (
      !(await target.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      ))
    )
      return "waiting";
  }
  await settled(page, before);
  return "acted";
}

// ------------------------------------------------------------------ the test

describe.skipIf(!hasBrowser)(
  "a room around the table (issue 28): two accounts, an open table, a rated game",
  () => {
    it("A (passkey) opens a Small World Underground table, B (e-mail) joins with one click, a bot fills the third seat; both play to the end; both are rated and both profiles list the game with its replay", async () => {
      const started = Date.now();
      const lap = (what: string) =>
        console.log(`rooms: ${what} at ${Math.round((Date.now() - started) / 1000)} s`);
      const a = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-GB" });
      const b = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-GB" });
      try {
        const pa = await withAuthenticator(a);
        const pb = await b.newPage();
        for (const p of [pa, pb]) p.setDefaultTimeout(90_000);
        const errors = [pa, pb].map(watchErrors);

        // A signs up with a passkey (§1).
        await pa.goto(`${site}/signin`);
        await pa.getByRole("button", { name: "Create an account" }).click();
        await pa.getByLabel("Display name").fill("Pia Passkey");
        await pa.getByRole("button", { name: "Create with a passkey" }).click();
        await pa.waitForURL(`${site}/account`);
        const idA = await accountId(pa);

        // B signs up with e-mail and password in a second context (§1).
        await pb.goto(`${site}/signin`);
        await pb.getByRole("button", { name: "Create an account" }).click();
        await pb.getByLabel("Display name").fill("Ben Email");
        await pb.getByLabel("E-mail").fill("ben@example.org");
        await pb.getByLabel("Password").fill("a long enough password");
        await pb.getByRole("button", { name: "Create with e-mail and password" }).click();
        await pb.waitForURL(`${site}/account`);
        const idB = await accountId(pb);
        expect(idB).not.toBe(idA);
        lap("two accounts");

        // A opens a Small World Underground table: A's seat, two open ones (§2).
        await pa.goto(`${site}/?game=${GAME}`);
        await pa.locator(".account-indicator", { hasText: "Pia Passkey" }).waitFor();
        await expect
          .poll(() => pa.getByRole("group", { name: "Seats" }).textContent(), { timeout: 30_000 })
          .toMatch(/2–5/);
        // Signed in, the first seat starts with the account's name.
        await expect
          .poll(() => pa.getByLabel("Seat 1 name").inputValue(), { timeout: 30_000 })
          .toBe("Pia Passkey");
        while ((await pa.locator(".seat-row").count()) > 3)
          await pa.getByRole("button", { name: "− Seat" }).click();
        await pa.getByLabel("Seat 2 player").selectOption("open");
        await pa.getByLabel("Seat 3 player").selectOption("open");
        await expect.poll(() => pa.getByTestId("open-setup").isVisible(), { timeout: 30_000 }).toBe(true);
        await pa.getByTestId("open-table-button").click();
        const held = pa.getByTestId("held-table");
        await held.waitFor();
        expect(await held.getAttribute("data-state")).toBe("open");

        // B finds it under Open tables, signed in: no guest name asked; one click takes a seat.
        await pb.goto(`${site}/?game=${GAME}`);
        await pb.locator(".account-indicator", { hasText: "Ben Email" }).waitFor();
        // The signed-in creator's seat carries the account's name (not the lobby's "Player 1").
        const card = pb.getByTestId("open-table").filter({ hasText: "Opened by Pia Passkey" });
        await card.waitFor();
        const text = (await card.textContent()) ?? "";
        expect(text).toContain("Small World Underground");
        expect(text).toContain("2 seats open");
        // (the table allows guests, the default; a signed-in player is not asked for a name)
        await expect.poll(() => pb.locator("#guest-name").count(), { timeout: 30_000 }).toBe(0);
        await card.getByTestId("join-table").click();
        const heldB = pb.getByTestId("held-table");
        await heldB.waitFor();
        await expect
          .poll(async () => (await heldB.textContent()) ?? "", { timeout: 30_000 })
          .toContain("Ben Email");

        // A sees B join; the lobby with open tables, signed in, at 1440×900 and 390×844.
        await expect
          .poll(async () => (await held.textContent()) ?? "", { timeout: 20_000 })
          .toContain("Ben Email");
        await pa.getByTestId("open-tables").scrollIntoViewIfNeeded();
        await pa.screenshot({ path: path.join(DOCS, "rooms-lobby.png") });
        await pa.setViewportSize({ width: 390, height: 844 });
        await pa.waitForTimeout(300);
        expect(await overflowsX(pa), "the signed-in lobby fits a phone").toBe(false);
        await pa.getByTestId("open-tables").scrollIntoViewIfNeeded();
        await pa.screenshot({ path: path.join(DOCS, "rooms-lobby-phone.png") });
        await pa.setViewportSize({ width: 1440, height: 900 });
        lap("table opened and joined");

        // A starts now: a bot takes the empty third seat; both seats are owned by their accounts.
        await held.getByTestId("start-now").click();
        const seatA = pa.getByTestId("take-seat");
        await seatA.waitFor();
        const hrefA = (await seatA.getAttribute("href")) ?? "";
        const gameId = hrefA.split("/g/")[1]?.split("?")[0] ?? "";
        const api = apiAt(app.url);
        const snap = await api.games.get.query({ gameId });
        expect(snap.game).toBe(GAME);
        expect(snap.seats.map((s) => [s.name, s.kind === "human" ? "person" : "bot"])).toEqual([
          ["Pia Passkey", "person"],
          ["Ben Email", "person"],
          [expect.any(String), "bot"],
        ]);
        await pb.reload();
        const seatB = pb.getByTestId("take-seat");
        await seatB.waitFor();
        expect(await seatB.getAttribute("href")).not.toBe(hrefA);
        await seatB.click();
        await seatA.click();
        await pa.waitForSelector('[data-testid="board"] canvas');
        await pb.waitForSelector('[data-testid="board"] canvas');
        // The Players panel: a (provisional) rating beside each account's seat, none beside the bot.
        await expect.poll(() => pa.locator('[data-testid="rating"]').count(), { timeout: 30_000 }).toBe(2);
        lap("game started");

        // Both play the whole game through their own pages (the bot plays its seat on the server).
        const acted = [0, 0];
        const deadline = Date.now() + 900_000;
        const pages = [pa, pb] as const;
        const over = [false, false];
        while (!(over[0] && over[1])) {
          if (Date.now() > deadline) throw new Error(`stuck at: ${await prompt(pa)} / ${await prompt(pb)}`);
          let anyone = false;
          for (const [i, p] of pages.entries()) {
            if (over[i]) continue;
            const r = await swuStep(p).catch(async (e) => {
              await p.screenshot({ path: `/tmp/rooms-fail-${i}.png` });
              throw e;
            });
            if (r === "over") over[i] = true;
            if (r === "acted") {
              acted[i] = (acted[i] ?? 0) + 1;
              anyone = true;
            }
            // The engine never had to explain a click: every choice offered was legal.
            expect(await p.locator('[data-testid="error"]').count()).toBe(0);
          }
          if (!anyone) await pa.waitForTimeout(150);
        }
        lap(`game over (A acted ${acted[0]} times, B ${acted[1]})`);
        expect(acted[0]).toBeGreaterThan(10);
        expect(acted[1]).toBeGreaterThan(10);
        const end = await api.games.get.query({ gameId });
        expect(end.status.over).toBe(true);

        // Ratings (§3): the lobby rates finished games within a few seconds; both accounts changed.
        const lobbyApi = createTRPCClient<RouterWithLobby>({
          links: [httpBatchLink({ url: `${app.url}/api/trpc` })],
        });
        await expect
          .poll(async () => (await lobbyApi.lobby.ratings.query({ game: GAME, owners: [idA, idB] })).length, {
            timeout: 60_000,
          })
          .toBe(2);
        const ratings = await lobbyApi.lobby.ratings.query({ game: GAME, owners: [idA, idB] });
        for (const r of ratings) {
          expect(r.games).toBe(1);
          // A fresh OpenSkill rating is μ 25, σ 25/3: one rated game narrows σ and moves μ.
          expect(r.sigma).toBeLessThan(25 / 3);
        }
        lap(`rated ${JSON.stringify(ratings.map((r) => [r.mu.toFixed(2), r.sigma.toFixed(2), r.value]))}`);

        // Both profiles (§4): a rated game in the rating section, with its chart; the game and its replay.
        for (const [p, id] of [
          [pa, idA],
          [pb, idB],
        ] as const) {
          await p.goto(`${site}/players/${id}`);
          const slot = p.locator('[data-slot="rating"]');
          await slot.locator(`.profile-rating[data-game="${GAME}"]`).waitFor();
          expect(await slot.locator('[data-testid="rating"]').count()).toBe(1);
          await slot.locator('[data-chart="rating-history"] svg').first().waitFor();
          const recent = p.locator(".recent-games li");
          await recent.first().waitFor();
          expect(await recent.count()).toBe(1);
          expect(await recent.first().textContent()).toContain("Pia Passkey · Ben Email");
          expect(await recent.first().textContent()).toContain("finished");
          expect(await recent.first().getByRole("link", { name: "Replay" }).getAttribute("href")).toBe(
            `/g/${gameId}`,
          );
        }
        // A's profile at 1440×900 and on a phone: no sideways overflow.
        await pa.locator('[data-chart="rating-history"] svg').first().waitFor();
        await pa.screenshot({ path: path.join(DOCS, "rooms-profile.png"), fullPage: true });
        await pa.setViewportSize({ width: 390, height: 844 });
        await pa.waitForTimeout(400);
        expect(await overflowsX(pa), "the profile fits a phone").toBe(false);
        await pa.screenshot({ path: path.join(DOCS, "rooms-profile-phone.png"), fullPage: true });
        // The replay link opens the finished game.
        await pb.getByRole("link", { name: "Replay" }).click();
        await pb.waitForURL(`${site}/g/${gameId}`);
        await pb.getByTestId("end-screen").waitFor();
        expect(errors.flat().filter((e) => !/favicon/.test(e))).toEqual([]);
        lap("done");
      } finally {
        await a.close();
        await b.close();
      }
    }, 1_200_000);
  },
);
