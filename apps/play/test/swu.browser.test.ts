/**
 * Small World Underground in the play app, in a real browser (Debian's Chromium via playwright-core)
 * against the real server (`tsx server.ts`, PGlite in a temp folder): a whole 3-player game — one
 * person and two bots — created in the lobby and played through the table's chips to the end screen;
 * a conquest that makes the defender redeploy during the attacker's turn, with two people in two
 * browser contexts; and the hot-seat curtain between local seats.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_DIR, buildOnce, hasBrowser, launch, type RunningApp, startApp } from "./harness";
import { apiAt, colourMarksShown, createAndSit, prompt, twoPeople } from "./helpers";

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
  if (app) writeFileSync("/tmp/play-server-swu.log", app.output());
  await browser?.close();
  await app?.stop();
});

const api = () => apiAt(app.url);

/** Everything that says the table moved on: the prompt, the open chips, the confirmation, the log. */
const signature = (page: Page) =>
  page.evaluate(() => {
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
      document.querySelector("#pudding-curtain-title")?.textContent ?? "",
    ].join("|");
  });

/** Waits until the table's signature differs from `before` (60 s; the machine may be loaded). */
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
          document.querySelector("#pudding-curtain-title")?.textContent ?? "",
        ].join("|");
        return now !== b;
      },
      before,
      { timeout: 60_000 },
    )
    .catch(() => {});

/** The keys of the open chips, in order. */
const chipKeys = (page: Page) =>
  page
    .locator('[data-testid="choice"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-key") ?? ""));

/** What the table offered and what the player did, for the assertions. */
interface Tally {
  actions: number;
  conquests: number;
  viaBoardList: number;
  finalAttempts: number;
  declines: number;
  deploys: number;
  withdrawals: number;
  picks: number;
  startPrompts: number;
  costHints: number;
  rolls: number;
}
const tally = (): Tally => ({
  actions: 0,
  conquests: 0,
  viaBoardList: 0,
  finalAttempts: 0,
  declines: 0,
  deploys: 0,
  withdrawals: 0,
  picks: 0,
  startPrompts: 0,
  costHints: 0,
  rolls: 0,
});

/**
 * One step of an SWU turn through the UI, choosing like a hurried but legal player: the top combo,
 * conquests while any glow (now and then through the board's keyboard list of regions), a final
 * attempt when offered, one decline in the game (its third turn), redeployments as the chips offer.
 * Returns "over", "waiting" (nothing to do) or "acted".
 */
async function swuStep(page: Page, t: Tally, opts: { declineOnTurn?: number } = {}) {
  if (await page.locator('[data-testid="end-screen"]').isVisible()) return "over" as const;
  // While an action is on its way the chips are disabled; the next snapshot may change them.
  await page
    .waitForFunction(
      () => !document.querySelector('[data-testid="choice"][disabled], [data-testid="confirm"][disabled]'),
      null,
      {
        timeout: 60_000,
      },
    )
    .catch(() => {});
  const before = await signature(page);
  const text = await prompt(page);
  const confirm = page.locator('[data-testid="confirm"]');
  const keys = await chipKeys(page);
  if (!(await confirm.isVisible()) && keys.length === 0) return "waiting" as const;
  // Steps taken while the table asks this seat to put back tokens taken in an attack (§7.8).
  if (/You were attacked/.test(text)) t.withdrawals++;
  if (await confirm.isVisible()) {
    const words = (await confirm.textContent()) ?? "";
    if (/Final attempt/.test(words)) t.finalAttempts++;
    if (/Go into decline/.test(words)) t.declines++;
    await confirm.click();
  } else {
    const pathNow = await page.evaluate(
      () => document.querySelector('[data-testid="path"]')?.textContent ?? "",
    );
    const has = (k: string) => keys.includes(k);
    let key: string | undefined;
    if (has("expand") || has("decline")) {
      t.startPrompts++;
      key = has("decline") && t.startPrompts === (opts.declineOnTurn ?? -1) ? "decline" : "expand";
      if (!has(key)) key = keys[0];
    } else if (has("pick")) key = "pick";
    else if (keys.some((k) => k.startsWith("combo:")) && /Pick a combo/.test(pathNow)) {
      key = keys.find((k) => k.startsWith("combo:"));
      t.picks++;
    } else if (has("conquer") || has("final") || has("end")) {
      // The conquest phase's root: conquer while a region glows, then the die, then stop.
      key = has("conquer") ? "conquer" : has("final") ? "final" : "end";
    } else if (has("deploy")) key = "deploy";
    else {
      // Inside a path: a region (the first one offered), a count (all the hand), a Relic or a Place.
      const region = keys.find((k) => k.startsWith("region:"));
      const counts = keys.filter((k) => k.startsWith("count:"));
      if (region && /Conquer/.test(pathNow)) {
        t.conquests++;
        const chipEl = page.locator('[data-testid="choice"][data-space]').first();
        if (/costs \d+ tokens? of your \d+/.test((await chipEl.textContent()) ?? "")) t.costHints++;
        const id = (await chipEl.getAttribute("data-space")) ?? "";
        if (t.conquests % 3 === 1) {
          // Pick the glowing region on the board itself, through its keyboard list of regions.
          const button = page.getByRole("list", { name: "Spaces" }).locator(`button[data-space="${id}"]`);
          await button.focus();
          await page.keyboard.press("Enter");
          t.viaBoardList++;
          t.actions++;
          await settled(page, before);
          return "acted" as const;
        }
        key = region;
      } else if (counts.length)
        key = counts.reduce((a, b) => (Number(b.slice(6)) > Number(a.slice(6)) ? b : a));
      else {
        key = keys.find((k) => k === "keep" || k === "skip" || k === "stop") ?? region ?? keys[0];
        if (key === region && /^Deploy/.test(pathNow)) t.deploys++;
      }
    }
    const target = page.locator(`[data-testid="choice"][data-key="${key}"]`).first();
    // The table may have moved on between reading the chips and clicking (a live update): look again.
    if (!(await target.isVisible())) return "waiting" as const;
    // A single open step is chosen by the table itself a moment after it shows: then look again.
    if (
      !(await target.click({ timeout: 10_000 }).then(
        () => true,
        () => false,
      ))
    )
      return "waiting" as const;
  }
  t.actions++;
  await settled(page, before);
  return "acted" as const;
}

describe.skipIf(!hasBrowser)("Small World Underground in the play app, in Chromium", () => {
  it("one person and two bots play a whole 3-player game created in the lobby, through the table's chips, to the end screen", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // The machine these tests share may be loaded: be patient.
    page.setDefaultTimeout(90_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${app.url}/`);
    // The lobby: the game, then 3 seats (Anna and two bots), the 3-player board, a preset, a seed.
    await page.getByTestId(`game-${GAME}`).click();
    await expect.poll(() => page.getByRole("group", { name: "Seats" }).textContent()).toMatch(/2–5/);
    while ((await page.locator(".seat-row").count()) > 3)
      await page.getByRole("button", { name: "− Seat" }).click();
    await page.getByLabel("Seat 1 name").fill("Anna");
    expect(await page.getByLabel("Seat 2 player").inputValue()).not.toBe("human");
    expect(await page.getByLabel("Seat 3 player").inputValue()).not.toBe("human");
    const board = page.locator("#map");
    // The shipped 3-player cavern (33 regions) is offered once the list is in; not the 2-player one.
    await expect.poll(() => board.locator("option").count(), { timeout: 60_000 }).toBeGreaterThan(1);
    const boards = await board.locator("option").allTextContents();
    const threeP = boards.findIndex((o, i) => i > 0 && /\b33 spaces/.test(o));
    expect(threeP, boards.join(" / ")).toBeGreaterThan(0);
    await board.selectOption({ index: threeP });
    await page.locator("#rules").selectOption({ label: "Preset: Canonical" });
    expect(await page.getByTestId("rules-description").textContent()).toMatch(/base game/);
    await page.locator("#seed").fill("7");
    await page.getByRole("button", { name: "Create game" }).click();
    await page.locator('[data-testid="take-seat"]').click();
    await page.waitForSelector('[data-testid="board"] canvas');
    await expect.poll(() => page.getByTestId("game-title").textContent()).toMatch(/Small World Underground/);

    const t = tally();
    let shot = false;
    const deadline = Date.now() + 900_000;
    for (;;) {
      expect(Date.now(), `stuck at: ${await prompt(page)}`).toBeLessThan(deadline);
      const r = await swuStep(page, t, { declineOnTurn: 4 }).catch(async (e) => {
        await page.screenshot({ path: "/tmp/swu-fail.png" });
        writeFileSync("/tmp/swu-fail.html", await page.content());
        throw e;
      });
      if (r === "over") break;
      if (r === "waiting") await page.waitForTimeout(150);
      // The engine never had to explain a click: every choice offered was legal.
      expect(await page.locator('[data-testid="error"]').count()).toBe(0);
      if ((await page.locator('[data-testid="roll"]').count()) > 0) t.rolls++;
      if (!shot && t.startPrompts >= 2 && /^Conquer with/.test(await prompt(page))) {
        // Mid-game, with regions glowing: the table at 1440 × 900, then on a phone.
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(DOCS, "swu-table.png") });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.waitForTimeout(800);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(wide, "the phone table is no wider than the phone").toBeLessThanOrEqual(390);
        await page.screenshot({ path: path.join(DOCS, "swu-table-phone.png"), fullPage: true });
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.waitForTimeout(300);
        shot = true;
      }
    }
    console.log("SWU whole game:", JSON.stringify(t));
    expect(shot).toBe(true);
    expect(t.picks).toBeGreaterThanOrEqual(2); // a first combo and one after the decline
    expect(t.declines).toBe(1);
    expect(t.conquests).toBeGreaterThan(10);
    expect(t.viaBoardList).toBeGreaterThan(0);
    expect(t.deploys).toBeGreaterThan(5);
    expect(t.costHints).toBeGreaterThan(0);
    const end = page.locator('[data-testid="end-screen"]');
    await expect.poll(() => end.textContent()).toMatch(/wins!|share the win!/);
    expect(await end.textContent()).toMatch(/Decided by: (Most coins|Tied on coins)/);
    // One column per seat; the module's rows Coins (its total, so no generic "Points" row repeats
    // it), Race tokens on the map, Regions held.
    const outcome = end.locator('[data-testid="outcome"]');
    expect(await outcome.locator("thead th").count()).toBe(4);
    expect(await outcome.locator("thead").textContent()).toContain("Anna");
    const rows = await outcome
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll("th, td")).map((c) => c.textContent?.trim() ?? "")),
      );
    expect(rows.map((r) => r[0])).toEqual(["Coins", "Race tokens on the map", "Regions held"]);
    const coins = (rows[0] ?? []).slice(1).map(Number);
    expect(coins).toHaveLength(3);
    for (const c of coins) expect(Number.isInteger(c)).toBe(true);
    const snap = await api().games.get.query({ gameId: new URL(page.url()).pathname.split("/").pop() ?? "" });
    expect(snap.outcome?.points).toEqual(coins);
    // The winner line names a seat with the most coins.
    const names = await outcome.locator("thead th").allTextContents();
    const top = Math.max(...coins);
    const headline = (await end.locator("h2").textContent()) ?? "";
    expect(
      coins.some((c, i) => c === top && headline.includes((names[i + 1] ?? "").replace("★", "").trim())),
      `${headline} / ${names.join(",")} / ${coins.join(",")}`,
    ).toBe(true);
    // Every seat's coins revealed, with its races.
    const finals = end.locator('[data-testid="final-coins"] > div');
    expect(await finals.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      expect(await finals.nth(i).textContent()).toMatch(new RegExp(`^${coins[i]}\\s*coins`));
      expect(await finals.nth(i).textContent()).toMatch(/race tokens on the map/);
    }
    expect(await end.locator('[data-testid="final-coins"]').textContent()).toContain("♛");
    await page.screenshot({ path: path.join(DOCS, "swu-end.png") });
    // Rematch: a new Small World Underground game with the same seats, Anna in hers.
    const oldUrl = page.url();
    await page.getByRole("button", { name: "Rematch" }).click();
    await expect.poll(() => page.url(), { timeout: 60_000 }).not.toBe(oldUrl);
    const next = await api().games.get.query({ gameId: new URL(page.url()).pathname.split("/").pop() ?? "" });
    expect(next.game).toBe(GAME);
    expect(next.status.over).toBe(false);
    expect(next.seats.map((x) => x.name)).toEqual(snap.seats.map((x) => x.name));
    await expect.poll(() => page.getByTestId("my-coins").count(), { timeout: 60_000 }).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 1_000_000);
  it("the editor's play link naming the 2-player cavern fits the seats to it (two) instead of dropping it", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(90_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${app.url}/?game=${GAME}&map=swu-2p`);
    await expect.poll(() => page.locator("#map").inputValue(), { timeout: 60_000 }).toBe("swu-2p");
    expect(await page.locator(".seat-row").count()).toBe(2);
    const gameId = await createAndSit(page);
    const snap = await api().games.get.query({ gameId });
    expect(snap.map.id).toBe("swu-2p");
    expect(snap.seats).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
  it("§7.10 the final attempt rolls the Reinforcement die, shown as a roll; §8 tokens are redeployed by dragging the hand onto a region; a spectator sees no coin total", async () => {
    const c = api();
    const g = await twoPeople(app.url, GAME, 5);
    const tokens = g.tokens;
    type Snap = {
      version: number;
      status: { toAct: number[] };
      legal: { type: string; region?: string; count?: number; use?: string[] }[];
      view: { phase: string };
    };
    const get = async (seat: number) =>
      (await c.games.get.query({ gameId: g.gameId, token: tokens[seat] ?? "" })) as unknown as Snap;
    // Over the API: both conquer while they can (plain conquests), until Anna may make a final attempt.
    let ready = false;
    for (let i = 0; i < 300 && !ready; i++) {
      const seat = (await get(0)).status.toAct[0] ?? 0;
      const snap = await get(seat);
      const legal = snap.legal;
      if (seat === 0 && legal.some((a) => a.type === "finalAttempt" && a.use?.length === 0)) {
        ready = true;
        break;
      }
      const deploys = legal.filter((a) => a.type === "deploy");
      const action =
        legal.find((a) => a.type === "pick") ??
        legal.find((a) => a.type === "expand") ??
        legal.find((a) => a.type === "conquer" && a.use?.length === 0) ??
        legal.find((a) => a.type === "endConquests") ??
        (deploys.length ? deploys.reduce((a, b) => ((b.count ?? 0) > (a.count ?? 0) ? b : a)) : legal[0]);
      await c.games.act.mutate({
        gameId: g.gameId,
        token: tokens[seat] ?? "",
        version: snap.version,
        action,
      });
    }
    expect(ready, "Anna may make a final attempt").toBe(true);

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(90_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${app.url}/g/${g.gameId}?t=${tokens[0]}`);
    await page.waitForSelector('[data-testid="board"] canvas');
    // Colour-blind help (issue 20): both seats' token stacks carry their seat number.
    const marked = await colourMarksShown(page, "seat-mark", 2);
    console.log(`SWU seat numbers: ${marked} stacks marked`);
    // The final attempt through the chips: Final attempt → a region (its cost shown), confirmed.
    await page.locator('[data-testid="choice"][data-key="final"]').click();
    const regionChip = page.locator('[data-testid="choice"][data-key^="region:"]').first();
    await regionChip.click();
    const confirm = page.locator('[data-testid="confirm"]');
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    const roll = page.getByTestId("roll");
    await expect
      .poll(() => roll.textContent(), { timeout: 60_000 })
      .toMatch(/^Anna rolled (a blank|[1-3]) \(§7\.10\)$/);
    // The die drawn with the face rolled (R1: blank, 1, 2, 3).
    const shown = /rolled (a blank|\d)/.exec((await roll.textContent()) ?? "")?.[1];
    expect(await roll.getByTestId("die").getAttribute("data-roll")).toBe(shown === "a blank" ? "0" : shown);
    await expect.poll(() => page.getByTestId("log").textContent()).toMatch(/Reinforcement die|rolls/);
    await page.screenshot({ path: path.join(DOCS, "swu-final-attempt.png") });

    // Redeploy (§8): drag the hand of tokens onto one of Anna's regions on the board.
    for (let i = 0; i < 10; i++) {
      const s = await get(0);
      if (s.legal.some((a) => a.type === "deploy")) break;
      const end = s.legal.find((a) => a.type === "endConquests");
      if (!end) break;
      await c.games.act.mutate({ gameId: g.gameId, token: tokens[0] ?? "", version: s.version, action: end });
    }
    const before = await get(0);
    const targets = [...new Set(before.legal.filter((a) => a.type === "deploy").map((a) => a.region ?? ""))];
    expect(targets.length, "Anna has tokens to redeploy").toBeGreaterThan(0);
    const hand = page.getByTestId("hand");
    await expect.poll(() => hand.getAttribute("draggable")).toBe("true");
    const canvas = page.locator('[data-testid="board"] canvas').last();
    const box = await canvas.boundingBox();
    // A point of the board inside one of the regions Anna may deploy to (the board's Konva shapes).
    const at = await page.evaluate((ids) => {
      const K = (window as unknown as { Konva: { stages: KonvaStage[] } }).Konva;
      type KonvaNode = { getParent(): KonvaNode | null; id(): string };
      type KonvaStage = {
        width(): number;
        height(): number;
        getIntersection(p: { x: number; y: number }): KonvaNode | null;
      };
      const stage = K.stages.find((st) => st.width() > 300);
      if (!stage) return null;
      for (let y = 8; y < stage.height(); y += 6)
        for (let x = 8; x < stage.width(); x += 6) {
          let n = stage.getIntersection({ x, y });
          while (n && !n.id().startsWith("space-")) n = n.getParent();
          const id = n?.id().slice(6);
          if (id && ids.includes(id)) return { x, y, id };
        }
      return null;
    }, targets);
    expect(at, "a point of a region Anna may deploy to").not.toBeNull();
    const count = Number((await hand.textContent())?.match(/\d+/)?.[0] ?? 0);
    await hand.dragTo(canvas, { targetPosition: { x: at?.x ?? 0, y: at?.y ?? 0 } });
    await expect
      .poll(() => page.getByTestId("log").textContent(), { timeout: 60_000 })
      .toMatch(new RegExp(`Anna (re)?deploys ${count === 1 ? "1 " : `${count} `}`));
    const after = await get(0);
    expect(after.version).toBeGreaterThan(before.version);
    expect(box).not.toBeNull();

    // A spectator: the board and the log, no coin total and no chips.
    const spectator = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    spectator.setDefaultTimeout(90_000);
    spectator.on("pageerror", (e) => errors.push(e.message));
    await spectator.goto(`${app.url}/g/${g.gameId}`);
    await spectator.waitForSelector('[data-testid="board"] canvas');
    await expect.poll(() => spectator.getByTestId("log").textContent()).toMatch(/Anna/);
    expect(await spectator.getByTestId("my-coins").count()).toBe(0);
    expect(await spectator.locator('[data-testid="choice"]').count()).toBe(0);
    expect(await spectator.content()).not.toMatch(/your coins/);
    // No move of theirs to skip to (issue 30 §3.8).
    expect(await spectator.locator(".skip-link").count()).toBe(0);
    expect(errors).toEqual([]);
    await spectator.close();
    await page.close();
  }, 400_000);
  it("a conquest makes the defender redeploy during the attacker's turn: two people in two browser contexts", async () => {
    const c = api();
    // Seed 1 on the 2-player cavern: Ben plays first and piles his tokens on M3, which Anna can
    // then attack on her first turn. The early moves go over the API, the decisive ones through the UI.
    const g = await twoPeople(app.url, GAME, 1);
    const tokens = g.tokens;
    type Snap = {
      version: number;
      status: { toAct: number[]; turnOwner: number; over: boolean };
      legal: { type: string; region?: string; count?: number; use?: string[] }[];
      view: {
        phase: string;
        turnState: { conquests: number };
        regions: { id: string; seat: number | null; declined: boolean; tokens: number }[];
      };
    };
    const get = async (seat: number) =>
      (await c.games.get.query({ gameId: g.gameId, token: tokens[seat] ?? "" })) as unknown as Snap;
    let target: { region: string; tokens: number } | null = null;
    for (let i = 0; i < 80 && !target; i++) {
      const seat = (await get(0)).status.toAct[0] ?? 0;
      const snap = await get(seat);
      const v = snap.view;
      const legal = snap.legal;
      const ben = v.regions.filter((r) => r.seat === 1 && !r.declined);
      if (seat === 0 && v.phase === "conquest") {
        const hit = legal.find(
          (a) =>
            a.type === "conquer" &&
            a.use?.length === 0 &&
            ben.some((r) => r.id === a.region && r.tokens >= 2),
        );
        if (hit?.region && ben.length >= 2) {
          target = { region: hit.region, tokens: ben.find((r) => r.id === hit.region)?.tokens ?? 0 };
          break;
        }
      }
      const conquests = legal.filter((a) => a.type === "conquer" && a.use?.length === 0);
      const deploys = legal.filter((a) => a.type === "deploy");
      const action =
        v.phase === "pick"
          ? legal.find((a) => a.type === "pick")
          : v.phase === "start"
            ? legal.find((a) => a.type === "expand")
            : v.phase === "conquest"
              ? conquests.length && v.turnState.conquests < 2
                ? conquests[0]
                : legal.find((a) => a.type === "endConquests")
              : deploys.length
                ? deploys.reduce((a, b) => ((b.count ?? 0) > (a.count ?? 0) ? b : a))
                : legal[0];
      await c.games.act.mutate({
        gameId: g.gameId,
        token: tokens[seat] ?? "",
        version: snap.version,
        action,
      });
    }
    expect(target, "Anna may attack a stack of Ben's").not.toBeNull();
    const region = target?.region ?? "";

    const a = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const b = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    a.setDefaultTimeout(90_000);
    b.setDefaultTimeout(90_000);
    const pa = await a.newPage();
    const pb = await b.newPage();
    const errors: string[] = [];
    for (const p of [pa, pb]) p.on("pageerror", (e) => errors.push(e.message));
    await pa.goto(`${app.url}/g/${g.gameId}?t=${tokens[0]}`);
    await pb.goto(`${app.url}/g/${g.gameId}?t=${tokens[1]}`);
    await pa.waitForSelector('[data-testid="board"] canvas');
    await pb.waitForSelector('[data-testid="board"] canvas');
    await expect.poll(() => prompt(pa)).toMatch(/^Conquer with/);
    await expect.poll(() => prompt(pb)).toMatch(/^Anna is conquering/);
    expect(await pb.locator('[data-testid="choice"]').count()).toBe(0);

    // Anna conquers Ben's stack through her chips: Conquer → the region, its cost shown.
    await pa.locator('[data-testid="choice"][data-key="conquer"]').click();
    const regionChip = pa.locator(`[data-testid="choice"][data-key="region:${region}"]`);
    expect(await regionChip.textContent()).toMatch(/conquer: costs \d+ tokens? of your \d+/);
    await regionChip.click();
    // Ben sees it live: he lost one token and will redeploy the rest at the end of Anna's turn.
    const back = (target?.tokens ?? 0) - 1;
    await expect
      .poll(() => pb.locator('[data-testid="log"]').textContent(), { timeout: 60_000 })
      .toMatch(/Anna's [\w-]+ conquers? /);
    await expect
      .poll(() => pb.locator('[data-testid="turn-bar"]').textContent(), { timeout: 60_000 })
      .toMatch(new RegExp(`Ben: ${back} .* to redeploy at the end of the turn`));
    expect(await pb.locator('[data-testid="choice"]').count()).toBe(0);

    // Anna ends her conquests and redeploys; then it is Ben's move though it is still her turn.
    await pa.locator('[data-testid="choice"][data-key="end"]').click();
    const ta = tally();
    const deadline = Date.now() + 240_000;
    while (!/redeploys the tokens taken back after an attack/.test(await prompt(pa))) {
      expect(Date.now(), `Anna stuck at: ${await prompt(pa)}`).toBeLessThan(deadline);
      const r = await swuStep(pa, ta);
      if (r === "waiting") await pa.waitForTimeout(150);
      expect(await pa.locator('[data-testid="error"]').count()).toBe(0);
    }
    await expect
      .poll(() => prompt(pb), { timeout: 60_000 })
      .toMatch(/^You were attacked: put your \d+ .* back/);
    const mid = await get(1);
    expect(mid.status.turnOwner).toBe(0);
    expect(mid.status.toAct).toEqual([1]);
    expect(mid.view.phase).toBe("withdraw");
    expect(await pb.locator('[data-testid="choice"], [data-testid="confirm"]').count()).toBeGreaterThan(0);
    expect(await pb.locator('[data-testid="hand"]').textContent()).toContain(String(back));
    await pb.waitForTimeout(300);
    await pb.screenshot({ path: path.join(DOCS, "swu-withdraw.png") });
    expect(await pa.locator('[data-testid="choice"]').count()).toBe(0);

    // Ben puts his tokens back through his chips; Anna sees it in the log, then Ben's own turn begins.
    const tb = tally();
    while (/^You were attacked/.test(await prompt(pb))) {
      expect(Date.now(), `Ben stuck at: ${await prompt(pb)}`).toBeLessThan(deadline);
      const r = await swuStep(pb, tb);
      if (r === "waiting") await pb.waitForTimeout(150);
      expect(await pb.locator('[data-testid="error"]').count()).toBe(0);
    }
    expect(tb.withdrawals).toBeGreaterThan(0);
    await expect
      .poll(() => pa.locator('[data-testid="log"]').textContent(), { timeout: 60_000 })
      .toMatch(/Ben redeploys \d+ withdrawn tokens? to/);
    await expect.poll(async () => (await get(1)).status.turnOwner, { timeout: 60_000 }).toBe(1);
    await expect.poll(() => prompt(pa), { timeout: 60_000 }).toMatch(/^Ben /);
    expect(errors).toEqual([]);
    await a.close();
    await b.close();
  }, 600_000);

  it("hot-seat: the curtain between local seats hides the previous seat's coins and hand until the next player confirms", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    page.setDefaultTimeout(90_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${app.url}/`);
    await page.getByTestId(`game-${GAME}`).click();
    await expect.poll(() => page.getByRole("group", { name: "Seats" }).textContent()).toMatch(/2–5/);
    while ((await page.locator(".seat-row").count()) > 3)
      await page.getByRole("button", { name: "− Seat" }).click();
    await page.getByLabel("Seat 1 name").fill("Anna");
    await page.getByLabel("Seat 2 name").fill("Ben");
    await page.getByLabel("Seat 2 player").selectOption("human");
    await page.getByLabel("Seat 3 name").fill("Cleo");
    await page.getByLabel("Seat 3 player").selectOption("human");
    await page.locator("#seed").fill("3");
    await page.getByRole("button", { name: "Create game" }).click();
    await page.locator('[data-testid="hot-seat"]').click();

    const names: string[] = [];
    const t = tally();
    const deadline = Date.now() + 400_000;
    while (new Set(names).size < 3) {
      expect(names.length, `curtains: ${names.join(", ")}`).toBeLessThan(7);
      const curtain = page.getByRole("dialog", { name: /Pass the device to/ });
      await curtain.waitFor();
      const who = (
        ((await curtain.locator("h2").textContent()) ?? "").match(/Pass the device to (.+)$/)?.[1] ?? ""
      ).trim();
      expect(["Anna", "Ben", "Cleo"]).toContain(who);
      names.push(who);
      // Behind the curtain: nobody's coins, hand or choices are on the page.
      const leaks = await page
        .locator('[data-testid="my-coins"], [data-testid="coins"], [data-testid="hand"]')
        .evaluateAll((els) =>
          els.map(
            (e) =>
              `${e.getAttribute("data-testid")}: ${e.closest('[data-testid^="seat-"]')?.textContent?.slice(0, 60) ?? e.textContent}`,
          ),
        );
      expect(leaks, `behind the curtain for ${who}`).toEqual([]);
      expect(
        await page.locator('[data-testid="my-coins"], [data-testid="coins"], [data-testid="hand"]').count(),
      ).toBe(0);
      expect(await page.locator('[data-testid="choice"], [data-testid="confirm"]').count()).toBe(0);
      expect(await page.content()).not.toMatch(/your coins/);
      if (names.length === 2) await page.screenshot({ path: path.join(DOCS, "swu-hot-seat-curtain.png") });
      await page.getByRole("button", { name: `I am ${who} — show my table` }).click();
      // Revealed: this seat's own coins (and only its), and its choices.
      await expect.poll(() => page.locator('[data-testid="my-coins"]').count(), { timeout: 60_000 }).toBe(1);
      expect(await page.locator('[data-testid="coins"]').count()).toBe(1);
      const mine = page.locator('[data-testid^="seat-"]:not([data-testid="seat-detail"])', {
        has: page.locator('[data-testid="coins"]'),
      });
      expect(await mine.first().textContent()).toContain(who);
      // Play this seat's turn (or redeployment) until the curtain falls for the next one.
      while (!(await page.locator("#pudding-curtain-title").isVisible())) {
        expect(Date.now(), `stuck at: ${await prompt(page)}`).toBeLessThan(deadline);
        const r = await swuStep(page, t);
        if (r === "waiting") await page.waitForTimeout(150);
        expect(await page.locator('[data-testid="error"]').count()).toBe(0);
      }
    }
    expect(new Set(names)).toEqual(new Set(["Anna", "Ben", "Cleo"]));
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
