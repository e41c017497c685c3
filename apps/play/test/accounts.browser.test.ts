/**
 * Issue 28 §1 and §4 in Chromium: a passkey account made with a WebAuthn virtual authenticator
 * (CDP `WebAuthn.addVirtualAuthenticator`: ctap2, internal, resident keys, user verification),
 * signed out and signed in again; an e-mail + password account in a second context, made by a
 * guest who played by seat link and then saves that seat to the account — the game shows on the
 * profile. Screenshots of the sign-in page, the account page and a profile (1440×900, 390×844).
 */
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_DIR, buildOnce, hasBrowser, launch, type RunningApp, startApp } from "./harness";
import { apiAt } from "./helpers";

const DOCS = path.join(APP_DIR, "docs");

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
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

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

/** Both sizes of a page, saved under docs/. */
async function shots(page: Page, name: string) {
  // The indicator appears once the session is read.
  await page.locator(".account-indicator").first().waitFor();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: path.join(DOCS, `${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(150);
  // Nothing overflows a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: path.join(DOCS, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A finished toy game of two people over the API: its id and the seats' tokens. */
async function finishedToyGame(names: [string, string]) {
  const api = apiAt(app.url);
  const g = await api.games.create.mutate({
    game: "toy-claims",
    seats: names.map((name) => ({ kind: "human" as const, name })),
  });
  const tokens = g.seats.map((s) => s.token as string);
  for (let i = 0; i < 200; i++) {
    const any = await api.games.get.query({ gameId: g.gameId, token: tokens[0] });
    if (any.status.over) break;
    const seat = any.status.toAct[0] as number;
    const mine = await api.games.get.query({ gameId: g.gameId, token: tokens[seat] });
    await api.games.act.mutate({
      gameId: g.gameId,
      token: tokens[seat] as string,
      version: mine.version,
      action: mine.legal[0],
    });
  }
  return { gameId: g.gameId, tokens };
}

/** The finished game's end screen covers the table and its header: close it as a player would. */
async function seeTheBoard(page: Page) {
  await page.getByTestId("end-screen").waitFor();
  await page.getByRole("button", { name: "See the board" }).click();
  await page.getByTestId("end-screen").waitFor({ state: "hidden" });
}

describe.skipIf(!hasBrowser)("accounts in the browser (issue 28)", () => {
  it("signs up with a passkey, signs out, signs in again with it", async () => {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-GB" });
    try {
      const page = await withAuthenticator(ctx);
      await page.goto(`${site}/signin`);
      await page.getByRole("heading", { name: "Sign in" }).waitFor();
      await shots(page, "accounts-signin");
      await page.getByRole("button", { name: "Create an account" }).click();
      await page.getByLabel("Display name").fill("Pia Passkey");
      await page.getByRole("button", { name: "Create with a passkey" }).click();
      await page.waitForURL(`${site}/account`);
      await page.getByRole("heading", { name: "Your account" }).waitFor();
      await expect.poll(() => page.getByLabel("Display name").inputValue()).toBe("Pia Passkey");
      // The passkey is listed; the indicator shows the name.
      await page.locator(".passkeys li").first().waitFor();
      expect(await page.locator(".account-indicator").textContent()).toContain("Pia Passkey");
      await page.getByRole("button", { name: "Sign out", exact: true }).click();
      await page.waitForURL(`${site}/`);
      await page.locator(".account-indicator", { hasText: "Sign in" }).waitFor();
      await page.screenshot({ path: "/tmp/accounts-lobby.png" });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: "/tmp/accounts-lobby-phone.png" });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${site}/signin`);
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await page.waitForURL(`${site}/account`);
      await expect.poll(() => page.getByLabel("Display name").inputValue()).toBe("Pia Passkey");
    } finally {
      await ctx.close();
    }
  }, 180_000);

  it("a guest who played by seat link signs up with e-mail and password and saves the seat; it shows on the profile", async () => {
    const { gameId, tokens } = await finishedToyGame(["Gus", "Hal"]);
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-GB" });
    try {
      const page = await ctx.newPage();
      // The guest's seat link: the table keeps the token on this device.
      await page.goto(`${site}/g/${gameId}?t=${tokens[0]}`);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("pudding:seats") ?? ""))
        .toContain(gameId);
      await seeTheBoard(page);
      await page.locator(".account-indicator", { hasText: "Sign in" }).click();
      await page.getByRole("button", { name: "Create an account" }).click();
      await page.getByLabel("Display name").fill("Gus Guest");
      await page.getByLabel("E-mail").fill("gus@example.org");
      await page.getByLabel("Password").fill("a long enough password");
      await page.getByRole("button", { name: "Create with e-mail and password" }).click();
      // Back at the table it came from, signed in: save the seat to the account.
      await page.waitForURL(`${site}/g/${gameId}`);
      await seeTheBoard(page);
      const save = page.getByRole("button", { name: "Save this game to my account" });
      await save.waitFor();
      // For the eye: the indicator over the table, on a phone too (not kept in docs/).
      await page.screenshot({ path: "/tmp/accounts-table.png" });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: "/tmp/accounts-table-phone.png" });
      await page.setViewportSize({ width: 1440, height: 900 });
      await save.click();
      await page.getByText("Saved to your account").waitFor();
      await page.locator(".account-indicator a").click();
      await page.getByRole("heading", { name: "Your account" }).waitFor();
      await page.getByLabel("Display name").waitFor();
      await shots(page, "accounts-account");
      await page.getByRole("link", { name: "Your public profile" }).click();
      await page.getByRole("heading", { name: "Gus Guest" }).waitFor();
      const recent = page.locator(".recent-games li");
      await recent.first().waitFor();
      expect(await recent.count()).toBe(1);
      expect(await recent.first().textContent()).toContain("Gus · Hal");
      expect(await page.locator(".rating-slot").count()).toBe(1);
      expect(await page.getByRole("link", { name: "Replay" }).getAttribute("href")).toBe(`/g/${gameId}`);
      await shots(page, "accounts-profile");
      // A second account may not take a look-alike of this name.
      const other = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "it-IT" });
      try {
        const p2 = await other.newPage();
        await p2.goto(`${site}/signin`);
        await p2.getByRole("button", { name: "Crea un account" }).click();
        await p2.getByLabel("Nome da mostrare").fill("GUS GUEST");
        await p2.getByLabel("E-mail").fill("gus2@example.org");
        await p2.getByLabel("Password").fill("a long enough password");
        await p2.getByRole("button", { name: "Crea con e-mail e password" }).click();
        await expect.poll(() => p2.locator(".account-error").textContent()).toContain("Gus Guest");
      } finally {
        await other.close();
      }
    } finally {
      await ctx.close();
    }
  }, 180_000);
});
