/**
 * Issue 30 in a real browser (Debian's Chromium via playwright-core) against the real server — the
 * table that must not lose a person's seat:
 * - §3.1 Small World Underground, two people hot-seat with a turn timer (5 s here, the least the
 *   server takes): the clock waits while the curtain hides the board; when a person's time runs out
 *   with their table shown, a bot plays for them, the curtain offers their seat back ("I'm back —
 *   play Alice again"), and the log says when time ran out, credits the bot's moves and says when
 *   the seat was taken back.
 * - §3.9 "Let a bot play for me" from one's own seat, at once, and taking the seat back.
 * - §3.7 the replay of a finished game: "Setup, before action 1 of N", no live seat status ("(away)")
 *   and no "Waiting for …" in it, and any seat's view (every secret is open once the game is over).
 * - §3.5 a rematch reaches every player live: Bob's end screen offers it (also after a reload) with
 *   his own seat; Alice's new table shows Bob invited, never away with a bot countdown.
 * - §3.4 The Brigade: no "Not your turn" under the board while the seat is asked to pick a warden;
 *   a player who chose white is drawn white in the Players panel.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
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
  await browser?.close();
  await app?.stop();
});

const api = () => apiAt(app.url);

/** Alice and Carla, two people, with a turn timer of `turnSeconds` (none when undefined). */
async function aliceAndCarla(turnSeconds?: number) {
  const g = await api().games.create.mutate({
    game: GAME,
    seats: [
      { kind: "human", name: "Alice" },
      { kind: "human", name: "Carla" },
    ],
    seed: 4,
    ...(turnSeconds ? { turnSeconds } : {}),
  });
  return { gameId: g.gameId, tokens: g.seats.map((s) => s.token ?? "") };
}

const publicSnap = (gameId: string) => api().games.get.query({ gameId });

describe.skipIf(!hasBrowser)("issue 30: a seat is never lost (Chromium)", () => {
  it("§3.1 hot-seat with a turn timer: the clock waits behind the curtain; when time runs out a bot plays, the curtain offers the seat back, and the log says when time ran out and who played", async () => {
    const { gameId, tokens } = await aliceAndCarla(5);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(90_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${app.url}/g/${gameId}?t=${tokens.join(",")}`);
    const curtain = page.getByRole("dialog", { name: /Pass the device to/ });
    await curtain.waitFor();
    expect(await curtain.locator("h2").textContent()).toBe("Pass the device to Alice");
    // The curtain is up longer than the timer: the clock waits, nobody's seat goes to a bot.
    await page.waitForTimeout(6500);
    const held = await publicSnap(gameId);
    expect(held.seats[0]?.standIn, "a bot took Alice's seat while the curtain was up").toBeUndefined();
    expect(held.version).toBe(0);
    expect(held.timer?.deadline).toBeNull();
    expect(await page.getByTestId("clock-held").textContent()).toMatch(/clock held behind the curtain/);

    // Alice shows her table: her clock runs again; she does not act, and her time runs out.
    await page.getByRole("button", { name: "I am Alice — show my table" }).click();
    await expect
      .poll(async () => (await publicSnap(gameId)).timer?.deadline, { timeout: 10_000 })
      .not.toBeNull();
    // The bot plays Alice's turn; then the device goes to Carla, and the curtain offers Alice her seat back.
    await expect
      .poll(async () => (await curtain.isVisible()) && (await curtain.locator("h2").textContent()), {
        timeout: 60_000,
      })
      .toBe("Pass the device to Carla");
    const back = page.getByTestId("take-back-0");
    await back.waitFor();
    expect(await back.textContent()).toMatch(/The Heuristic bot is playing for Alice\./);
    const again = back.getByRole("button", { name: "I'm back — play Alice again" });
    expect(await again.isVisible()).toBe(true);
    // Carla's clock waits too while her curtain is up.
    await expect.poll(async () => (await publicSnap(gameId)).timer?.deadline, { timeout: 10_000 }).toBeNull();
    await page.screenshot({ path: path.join(DOCS, "hot-seat-take-back.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await again.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(DOCS, "hot-seat-take-back-phone.png") });
    await page.setViewportSize({ width: 1440, height: 900 });

    // Alice takes her seat back at the curtain; the curtain stays for Carla.
    await again.click();
    await expect.poll(async () => (await publicSnap(gameId)).seats[0]?.standIn).toBeUndefined();
    await expect.poll(() => back.count()).toBe(0);
    expect(await curtain.locator("h2").textContent()).toBe("Pass the device to Carla");
    await page.getByRole("button", { name: "I am Carla — show my table" }).click();
    const log = page.getByTestId("log");
    await expect.poll(() => log.textContent()).toMatch(/Alice's time ran out: a bot plays for Alice\./);
    const lines = await log.locator("li").allTextContents();
    expect(
      lines.some((l) => l.includes("(played by a bot for Alice)")),
      lines.join("\n"),
    ).toBe(true);
    expect(lines.some((l) => l.includes("Alice took the seat back."))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it("§3.9 a player lets a bot play for them from their own seat (no waiting), and takes the seat back", async () => {
    const { gameId, tokens } = await aliceAndCarla();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(90_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${app.url}/g/${gameId}?t=${tokens[0]}`);
    await page.waitForSelector('[data-testid="board"] canvas');
    await page.getByTestId("self-handover-0").click();
    const ask = page.getByRole("alertdialog", { name: "Let a bot play for you?" });
    expect(await ask.textContent()).toMatch(
      /The Heuristic bot will play for you until you take your seat back\./,
    );
    await ask.getByRole("button", { name: "Cancel" }).click();
    expect((await publicSnap(gameId)).seats[0]?.standIn).toBeUndefined();
    await page.getByTestId("self-handover-0").click();
    await page.getByRole("button", { name: "Yes, let the bot play" }).click();
    const banner = page.getByTestId("stand-in");
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/The Heuristic bot is playing for you\./);
    // The bot plays Alice's turn; Carla is then to act.
    await expect.poll(async () => (await publicSnap(gameId)).status.toAct, { timeout: 60_000 }).toEqual([1]);
    await banner.getByRole("button", { name: "Take my seat back" }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect((await publicSnap(gameId)).seats[0]?.standIn).toBeUndefined();
    const lines = await page.getByTestId("log").locator("li").allTextContents();
    expect(lines.some((l) => l.includes("At Alice's request, a bot plays for Alice."))).toBe(true);
    expect(lines.some((l) => l.includes("Alice took the seat back."))).toBe(true);
    expect(await page.getByTestId("self-handover-0").count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);

  it("§3.7 replay of a finished game: the setup worded, no live seat status or waiting line, any seat's view; §3.5 the rematch reaches Bob live, after a reload too, with his own seat, and he is never shown away with a bot countdown", async () => {
    // Alice and Bob let bots play for them (§3.9): the game runs to its end by itself.
    const g = await api().games.create.mutate({
      game: GAME,
      seats: [
        { kind: "human", name: "Alice" },
        { kind: "human", name: "Bob" },
      ],
      seed: 9,
    });
    const tokens = g.seats.map((s) => s.token ?? "");
    for (const seat of [0, 1])
      await api().games.handOver.mutate({
        gameId: g.gameId,
        token: tokens[seat] as string,
        seat,
        bot: "heuristic",
      });
    await expect
      .poll(async () => (await publicSnap(g.gameId)).status.over, { timeout: 240_000, interval: 500 })
      .toBe(true);
    const total = (await publicSnap(g.gameId)).version;

    const bobCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const bob = await bobCtx.newPage();
    bob.setDefaultTimeout(90_000);
    const errors: string[] = [];
    bob.on("pageerror", (e) => errors.push(e.message));
    await bob.goto(`${app.url}/g/${g.gameId}?t=${tokens[1]}`);
    await bob.waitForSelector('[data-testid="end-screen"]');
    // Live, Alice (who never opened her table) is away.
    expect(await bob.getByTestId("seat-0").textContent()).toMatch(/\(away\)/);

    // §3.7 the replay.
    await bob.getByRole("button", { name: "Replay" }).click();
    const at = bob.getByTestId("replay-at");
    await expect.poll(() => at.textContent()).toBe(`Setup, before action 1 of ${total}`);
    const prompt = bob.getByTestId("prompt");
    await expect.poll(() => prompt.textContent()).toMatch(/^Replay: the table at the setup/);
    await bob.getByRole("button", { name: "Forward one action" }).click();
    await expect.poll(() => at.textContent()).toBe(`Action 1 of ${total}`);
    await expect.poll(() => prompt.textContent()).toBe(`Replay: the table after action 1 of ${total}.`);
    expect(await bob.locator("body").textContent()).not.toMatch(/Waiting for/);
    expect(await bob.getByTestId("seat-0").textContent()).not.toMatch(/\(away\)|bot/);
    // Bob's own view first (his coins), then Alice's: everything is open once the game is over.
    const coinsOf = () =>
      bob
        .locator('[data-testid^="seat-"]:not([data-testid="seat-detail"])', {
          has: bob.locator('[data-testid="coins"]'),
        })
        .first()
        .textContent();
    await expect.poll(coinsOf).toContain("Bob");
    await bob.getByTestId("replay-as").selectOption({ label: "Alice" });
    await expect.poll(coinsOf).toContain("Alice");
    await bob.getByRole("button", { name: "Back to the end" }).click();
    await bob.waitForSelector('[data-testid="end-screen"]');

    // §3.5 Alice starts the rematch from her own browser.
    const aliceCtx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const alice = await aliceCtx.newPage();
    alice.setDefaultTimeout(90_000);
    alice.on("pageerror", (e) => errors.push(e.message));
    await alice.goto(`${app.url}/g/${g.gameId}?t=${tokens[0]}`);
    await alice.waitForSelector('[data-testid="end-screen"]');
    expect(await bob.getByTestId("rematch-offer").count()).toBe(0);
    await alice.getByRole("button", { name: "Rematch" }).click();
    await alice.waitForURL((u) => !u.pathname.endsWith(g.gameId));
    const next = new URL(alice.url()).pathname.split("/").pop() ?? "";
    await alice.waitForSelector('[data-testid="board"] canvas');
    // Bob has not taken his seat: invited, not away, and no countdown to hand his seat to a bot.
    const bobRow = alice.getByTestId("seat-1");
    await expect.poll(() => bobRow.textContent()).toMatch(/invited to the rematch/);
    expect(await bobRow.textContent()).not.toMatch(/\(away\)/);
    expect(await alice.getByTestId("handover-wait-1").count()).toBe(0);
    expect(await alice.getByTestId("handover-1").count()).toBe(0);

    // Bob's end screen offers it live, and again after a reload.
    const offer = bob.getByTestId("rematch-offer");
    await offer.waitFor({ timeout: 30_000 });
    expect(await offer.textContent()).toMatch(/A rematch has started: your seat is waiting for you\./);
    await bob.screenshot({ path: path.join(DOCS, "rematch-offer.png") });
    await bob.setViewportSize({ width: 390, height: 844 });
    await offer.scrollIntoViewIfNeeded();
    expect(await bob.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await bob.screenshot({ path: path.join(DOCS, "rematch-offer-phone.png") });
    await bob.setViewportSize({ width: 1440, height: 900 });
    await bob.reload();
    await offer.waitFor();
    await offer.getByRole("button", { name: "Join the rematch" }).click();
    await bob.waitForURL((u) => u.pathname.endsWith(next));
    await bob.waitForSelector('[data-testid="board"] canvas');
    // Bob sits in his own seat of the new game.
    const bobSnap = await api().games.get.query({ gameId: next });
    expect(bobSnap.seats.map((s) => s.invited ?? false)).toEqual([false, false]);
    await expect.poll(() => bob.getByTestId("seat-1").textContent()).toMatch(/\(you\)/);
    await expect.poll(() => bobRow.textContent()).not.toMatch(/invited/);
    expect(errors).toEqual([]);
    await bobCtx.close();
    await aliceCtx.close();
  }, 420_000);

  it('§3.4 The Brigade: a seat asked to pick its warden is not told "Not your turn"; white is drawn white in the Players panel', async () => {
    const g = await api().games.create.mutate({
      game: "the-brigade",
      seats: [
        { kind: "human", name: "Alice" },
        { kind: "human", name: "Bob" },
      ],
      seed: 5,
    });
    const tokens = g.seats.map((s) => s.token ?? "");
    const seat = (await publicSnap(g.gameId)).status.toAct[0] as number;
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(90_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${app.url}/g/${g.gameId}?t=${tokens[seat]}`);
    await page.waitForSelector('[data-testid="board"] canvas');
    const bar = page.getByTestId("turn-bar");
    await bar.waitFor();
    expect(await page.getByTestId("prompt").textContent()).toMatch(/warden/i);
    expect(await bar.textContent()).not.toMatch(/Not your turn/);
    // The seat picks a warden in white (over the API: the colour is what is looked at here).
    const mine = await api().games.get.query({ gameId: g.gameId, token: tokens[seat] });
    const white = (mine.legal as { type: string; colour?: string }[]).find(
      (a) => a.type === "pickWarden" && a.colour === "white",
    );
    expect(white).toBeDefined();
    await api().games.act.mutate({
      gameId: g.gameId,
      token: tokens[seat] as string,
      version: mine.version,
      action: white,
    });
    const dot = page.getByTestId(`seat-${seat}`).locator("span[aria-hidden]").first();
    await expect
      .poll(() => dot.evaluate((e) => getComputedStyle(e).backgroundColor))
      .toBe("rgb(251, 248, 239)");
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
