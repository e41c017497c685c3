/**
 * The Brigade in the play app, in a real browser (Debian's Chromium via playwright-core) against the
 * real server (`tsx server.ts`, PGlite in a temp folder): a whole 3-player game — one person and two
 * bots — created in the lobby and played through the table's chips to the end screen; a Recruit's two
 * drawn cards seen by the recruiting seat only (two people in two browser contexts and a spectator);
 * and the hot-seat curtain between local seats, which hides the previous seat's private prompt.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_DIR, buildOnce, hasBrowser, launch, type RunningApp, startApp } from "./harness";
import { apiAt, colourMarksShown, prompt, twoPeople } from "./helpers";

let app: RunningApp;
let browser: Browser;
const DOCS = path.join(APP_DIR, "docs");
const GAME = "the-brigade";

beforeAll(async () => {
  if (!hasBrowser) return;
  buildOnce();
  app = await startApp();
  browser = await launch();
  mkdirSync(DOCS, { recursive: true });
}, 600_000);
afterAll(async () => {
  if (app) writeFileSync("/tmp/play-server-brigade.log", app.output());
  await browser?.close();
  await app?.stop();
});

const api = () => apiAt(app.url);

/** Everything that says the table moved on: the prompt, the open chips, the path, the log, the end. */
const SIGNATURE = () => {
  const t = (sel: string) =>
    Array.from(document.querySelectorAll(sel))
      .map((e) => e.getAttribute("data-key") ?? e.textContent ?? "")
      .join(",");
  return [
    t('[data-testid="prompt"]'),
    t('[data-testid="choice"]'),
    t('[data-testid="path"]'),
    t('[data-testid="recruit-cards"] button'),
    document.querySelectorAll('[data-testid="log"] li').length,
    document.querySelector('[data-testid="end-screen"]') ? "over" : "",
    document.querySelector("#pudding-curtain-title")?.textContent ?? "",
  ].join("|");
};
const signature = (page: Page) => page.evaluate(SIGNATURE);

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
          t('[data-testid="path"]'),
          t('[data-testid="recruit-cards"] button'),
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

/** What the player did through the table, for the assertions. */
interface Tally {
  actions: number;
  moves: number;
  extinguishes: number;
  recruits: number;
  recruitCardsSeen: number;
  recruitClicks: number;
  turns: number;
  setup: number;
  other: number;
  turnMoves: number;
}
const tally = (): Tally => ({
  actions: 0,
  moves: 0,
  extinguishes: 0,
  recruits: 0,
  recruitCardsSeen: 0,
  recruitClicks: 0,
  turns: 0,
  setup: 0,
  other: 0,
  turnMoves: 0,
});

/**
 * One step of a Brigade turn through the UI, choosing like a hurried but legal fire warden: put out
 * (or lower) a fire where the brigade stands with all the water it may spend, refill, recruit now
 * and then (taking the first drawn card through the Recruit panel's buttons), move the brigade
 * (at most twice a turn, to the tile whose fire burns hottest), otherwise end the turn; prompts and
 * setup choices take the first chip. Returns "over", "waiting" (nothing to do) or "acted".
 */
async function brigadeStep(page: Page, t: Tally) {
  if (await page.locator('[data-testid="end-screen"]').isVisible()) return "over" as const;
  // While an action is on its way the chips are disabled; the next snapshot may change them.
  await page
    .waitForFunction(() => !document.querySelector('[data-testid="choice"][disabled]'), null, {
      timeout: 60_000,
    })
    .catch(() => {});
  const before = await signature(page);
  const keys = await chipKeys(page);
  const recruitButtons = page.locator('[data-testid="recruit-cards"] button');
  if ((await recruitButtons.count()) > 0) {
    // The Recruit's draw: take the first card (into a free slot or in place of someone).
    t.recruitCardsSeen++;
    const ok = await recruitButtons
      .first()
      .click({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (!ok) return "waiting" as const;
    t.recruitClicks++;
    t.actions++;
    await settled(page, before);
    return "acted" as const;
  }
  if (keys.length === 0) return "waiting" as const;
  const has = (k: string) => keys.includes(k);
  let key: string | undefined;
  const root = keys.some((k) => ["endTurn", "moveBrigade", "extinguish", "refill", "recruit"].includes(k));
  if (root) {
    if (has("extinguish")) {
      key = "extinguish";
      t.extinguishes++;
    } else if (has("refill")) key = "refill";
    else if (has("recruit") && t.recruits < 3 && t.turns % 3 === 1) {
      key = "recruit";
      t.recruits++;
    } else if (has("moveBrigade") && t.turnMoves < 2) {
      key = "moveBrigade";
      t.moves++;
      t.turnMoves++;
    } else if (has("endTurn")) {
      key = "endTurn";
      t.turns++;
      t.turnMoves = 0;
    } else key = keys[0];
  } else {
    const waters = keys.filter((k) => k.startsWith("water:"));
    const tos = keys.filter((k) => k.startsWith("to:"));
    if (waters.length) key = waters.reduce((a, b) => (Number(b.slice(6)) > Number(a.slice(6)) ? b : a));
    else if (tos.length) {
      // The hottest fire in reach (the chips' hints name the intensity).
      const hints = await page
        .locator('[data-testid="choice"]')
        .evaluateAll((els) =>
          els.map((e) => [e.getAttribute("data-key") ?? "", e.getAttribute("title") ?? e.textContent ?? ""]),
        );
      const heat = (k: string) =>
        Number(hints.find(([h]) => h === k)?.[1]?.match(/intensity (\d+)/)?.[1] ?? 0);
      key = tos.reduce((a, b) => (heat(b) > heat(a) ? b : a));
    } else {
      if (keys.some((k) => k.startsWith("warden:") || k.startsWith("colour:") || k.startsWith("corner:")))
        t.setup++;
      else t.other++;
      key = keys[0];
    }
  }
  const target = page.locator(`[data-testid="choice"][data-key="${key}"]`).first();
  // The table may have moved on between reading the chips and clicking (a live update): look again.
  if (!(await target.isVisible())) return "waiting" as const;
  if (
    !(await target.click({ timeout: 10_000 }).then(
      () => true,
      () => false,
    ))
  )
    return "waiting" as const;
  t.actions++;
  await settled(page, before);
  return "acted" as const;
}

type Snap = {
  version: number;
  status: { toAct: number[]; turnOwner: number; over: boolean };
  legal: { type: string; card?: string | null; replace?: string | null }[];
  view: {
    phase: string;
    owner: number;
    prompt: { seat: number; kind: string; cards?: { id: string; name: string }[] } | null;
    seats: { name: string; squad: { id: string; name: string }[] }[];
  };
};

describe.skipIf(!hasBrowser)("The Brigade in the play app, in Chromium", () => {
  it("one person and two bots play a whole 3-player game created in the lobby, through the table's chips, to the end screen", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(90_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${app.url}/`);
    // The lobby: the game, then 3 seats (Anna and two bots), the shipped city, a preset, a seed.
    await page.getByTestId(`game-${GAME}`).click();
    await expect.poll(() => page.getByRole("group", { name: "Seats" }).textContent()).toMatch(/2–4/);
    while ((await page.locator(".seat-row").count()) > 3)
      await page.getByRole("button", { name: "− Seat" }).click();
    while ((await page.locator(".seat-row").count()) < 3)
      await page.getByRole("button", { name: "+ Seat" }).click();
    await page.getByLabel("Seat 1 name").fill("Anna");
    expect(await page.getByLabel("Seat 1 player").inputValue()).toBe("human");
    expect(await page.getByLabel("Seat 2 player").inputValue()).not.toBe("human");
    expect(await page.getByLabel("Seat 3 player").inputValue()).not.toBe("human");
    const board = page.locator("#map");
    await expect.poll(() => board.locator("option").count(), { timeout: 60_000 }).toBeGreaterThan(1);
    const boards = await board.locator("option").allTextContents();
    const city = boards.findIndex((o, i) => i > 0 && /36 spaces|spaces/.test(o));
    expect(city, boards.join(" / ")).toBeGreaterThan(0);
    await board.selectOption({ index: city });
    await page.locator("#rules").selectOption({ label: "Preset: Basic game" });
    await page.locator("#seed").fill("5");
    await page.getByRole("button", { name: "Create game" }).click();
    await page.locator('[data-testid="take-seat"]').click();
    await page.waitForSelector('[data-testid="board"] canvas');
    await expect.poll(() => page.getByTestId("game-title").textContent()).toMatch(/The Brigade/);

    const t = tally();
    let shot = false;
    const deadline = Date.now() + 1_200_000;
    for (;;) {
      expect(Date.now(), `stuck at: ${await prompt(page)}`).toBeLessThan(deadline);
      const r = await brigadeStep(page, t).catch(async (e) => {
        await page.screenshot({ path: "/tmp/brigade-fail.png" });
        writeFileSync("/tmp/brigade-fail.html", await page.content());
        throw e;
      });
      if (r === "over") break;
      if (r === "waiting") await page.waitForTimeout(150);
      // The engine never had to explain a click: every choice offered was legal.
      expect(await page.locator('[data-testid="error"]').count()).toBe(0);
      if (
        !shot &&
        t.turns >= 2 &&
        (await page.locator('[data-testid="choice"][data-key="endTurn"]').count()) > 0
      ) {
        // Colour-blind help (issue 20): each brigade and cistern carries its colour's initial.
        const marks = await colourMarksShown(page, "colour-mark", 3);
        console.log(`Brigade colour letters: ${marks} pieces marked`);
        // Mid-game, on Anna's turn: the table at 1440 × 900, then on a phone.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(DOCS, "brigade-table.png") });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.waitForTimeout(800);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(wide, "the phone table is no wider than the phone").toBeLessThanOrEqual(390);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: path.join(DOCS, "brigade-table-phone.png"), fullPage: true });
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.waitForTimeout(300);
        shot = true;
      }
    }
    console.log("Brigade whole game:", JSON.stringify(t));
    expect(shot).toBe(true);
    expect(t.setup).toBeGreaterThanOrEqual(2); // a warden and colour, a corner
    expect(t.moves).toBeGreaterThan(3);
    expect(t.turns).toBeGreaterThan(2);
    const end = page.locator('[data-testid="end-screen"]');
    await expect.poll(() => end.textContent()).toMatch(/wins!|share the win!/);
    // The ending that occurred (§13), in words, as the server's outcome has it.
    const ending = (await end.locator('[data-testid="ending"]').textContent()) ?? "";
    expect(ending).toMatch(
      /How it ended: (Loyalty of a faction|Loyalty of the citizens|Evacuation|All's well)/,
    );
    const gameId = page.url().match(/\/g\/([^/?#]+)/)?.[1] ?? "";
    const snap = (await api().games.get.query({ gameId })) as unknown as {
      view: { result?: { ending?: string } | null; over: boolean; seats: { name: string; score: number }[] };
    };
    expect(snap.view.over).toBe(true);
    const words: Record<string, RegExp> = {
      faction: /Loyalty of a faction/,
      citizens: /Loyalty of the citizens/,
      evacuation: /Evacuation/,
      allFiresOut: /All's well/,
    };
    const code = snap.view.result?.ending ?? "";
    expect(Object.keys(words)).toContain(code);
    expect(ending).toMatch(words[code] as RegExp);
    // The scores: one column per seat, Anna among them, every score shown.
    const outcome = end.locator('[data-testid="outcome"]');
    expect(await outcome.locator("thead th").count()).toBe(4);
    expect(await outcome.locator("thead").textContent()).toContain("Anna");
    const rows = await outcome
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll("th, td")).map((c) => c.textContent?.trim() ?? "")),
      );
    console.log("Brigade outcome rows:", JSON.stringify(rows), ending);
    // The Points row is every seat's score as the server has it; the headline names a top scorer.
    const points =
      rows
        .find((r) => r[0] === "Points")
        ?.slice(1)
        .map(Number) ?? [];
    expect(points).toEqual(snap.view.seats.map((x) => x.score));
    const top = Math.max(...points);
    const headline = (await end.locator("h2").textContent()) ?? "";
    expect(
      snap.view.seats.some((x) => x.score === top && headline.includes(x.name)),
      `${headline} / ${points.join(",")}`,
    ).toBe(true);
    const final = end.locator('[data-testid="brigade-final"]');
    for (const s of snap.view.seats) expect(await final.textContent()).toContain(s.name);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(DOCS, "brigade-end.png") });
    expect(errors).toEqual([]);
    await page.close();
  }, 1_500_000);

  it("a Recruit's two drawn cards are seen by the recruiting seat only: two people in two browser contexts and a spectator", async () => {
    const c = api();
    const g = await twoPeople(app.url, GAME, 11);
    const tokens = g.tokens;
    const get = async (seat: number) =>
      (await c.games.get.query({ gameId: g.gameId, token: tokens[seat] ?? "" })) as unknown as Snap;
    // The setup and the first moves over the API; Anna recruits as soon as she may.
    let drawn: { id: string; name: string }[] = [];
    for (let i = 0; i < 120; i++) {
      const any = await get(0);
      const seat = any.status.toAct[0] ?? 0;
      const snap = await get(seat);
      if (snap.view.prompt?.kind === "recruit" && snap.view.prompt.seat === 0) {
        drawn = snap.view.prompt.cards ?? [];
        break;
      }
      const legal = snap.legal;
      const action =
        seat === 0 && snap.view.phase === "action"
          ? (legal.find((a) => a.type === "recruit") ?? legal.find((a) => a.type === "endTurn") ?? legal[0])
          : snap.view.phase === "action"
            ? (legal.find((a) => a.type === "endTurn") ?? legal[0])
            : legal[0];
      await c.games.act.mutate({
        gameId: g.gameId,
        token: tokens[seat] ?? "",
        version: snap.version,
        action,
      });
    }
    expect(drawn.map((d) => d.name)).toHaveLength(2);
    // What the other seat's own view says of the draw: that there is one, not what it is.
    const benSnap = await get(1);
    expect(benSnap.view.prompt?.kind).toBe("recruit");
    expect(benSnap.view.prompt?.cards ?? []).toEqual([]);
    // Names not already public (a squad in play) are the secret ones.
    const publicNames = new Set(benSnap.view.seats.flatMap((s) => s.squad.map((q) => q.name)));
    const secret = drawn.map((d) => d.name).filter((n) => !publicNames.has(n));
    expect(secret.length).toBeGreaterThan(0);

    const a = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const b = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const s = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    for (const x of [a, b, s]) x.setDefaultTimeout(90_000);
    const pa = await a.newPage();
    const pb = await b.newPage();
    const ps = await s.newPage();
    const errors: string[] = [];
    for (const p of [pa, pb, ps]) p.on("pageerror", (e) => errors.push(e.message));
    await pa.goto(`${app.url}/g/${g.gameId}?t=${tokens[0]}`);
    await pb.goto(`${app.url}/g/${g.gameId}?t=${tokens[1]}`);
    await ps.goto(`${app.url}/g/${g.gameId}`);
    for (const p of [pa, pb, ps]) await p.waitForSelector('[data-testid="board"] canvas');
    // Anna sees her two cards, with what she may do with them.
    const cards = pa.locator('[data-testid="recruit-cards"]');
    await cards.waitFor();
    for (const d of drawn) expect(await cards.textContent()).toContain(d.name);
    expect(await cards.locator("button").count()).toBeGreaterThan(0);
    // Ben (and the spectator) see a recruit is on, but neither card.
    await expect.poll(() => prompt(pb), { timeout: 60_000 }).toMatch(/Anna/);
    await expect
      .poll(() => pb.locator('[data-testid="log"]').textContent(), { timeout: 60_000 })
      .toMatch(/Anna/);
    for (const p of [pb, ps]) {
      expect(await p.locator('[data-testid="recruit-cards"]').count()).toBe(0);
      const html = await p.content();
      for (const n of secret) expect(html, `${n} on someone else's page`).not.toContain(n);
      expect(await p.locator('[data-testid="choice"]').count()).toBe(0);
    }
    // Anna recruits the first card through its button; then it is public.
    await cards.locator("button").first().click();
    await expect.poll(() => pa.locator('[data-testid="recruit-cards"]').count(), { timeout: 60_000 }).toBe(0);
    const after = await get(1);
    expect(after.view.prompt?.kind ?? "").not.toBe("recruit");
    expect(errors).toEqual([]);
    await a.close();
    await b.close();
    await s.close();
  }, 600_000);

  it("hot-seat: the curtain between local seats hides the previous seat's private prompt until the next player confirms", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    page.setDefaultTimeout(90_000);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${app.url}/`);
    await page.getByTestId(`game-${GAME}`).click();
    await expect.poll(() => page.getByRole("group", { name: "Seats" }).textContent()).toMatch(/2–4/);
    while ((await page.locator(".seat-row").count()) > 2)
      await page.getByRole("button", { name: "− Seat" }).click();
    await page.getByLabel("Seat 1 name").fill("Anna");
    await page.getByLabel("Seat 2 name").fill("Ben");
    await page.getByLabel("Seat 2 player").selectOption("human");
    await page.locator("#seed").fill("3");
    await page.getByRole("button", { name: "Create game" }).click();
    await page.locator('[data-testid="hot-seat"]').click();

    const names: string[] = [];
    const t = tally();
    let sawRecruit = 0;
    let lastPrompt = "";
    const deadline = Date.now() + Number(process.env.BRIGADE_HOT_DEADLINE ?? 500_000);
    while (names.length < 6 || sawRecruit === 0) {
      expect(names.length, `curtains: ${names.join(", ")}`).toBeLessThan(14);
      const curtain = page.getByRole("dialog", { name: /Pass the device to/ });
      await curtain.waitFor();
      const who = (
        ((await curtain.locator("h2").textContent()) ?? "").match(/Pass the device to (.+)$/)?.[1] ?? ""
      ).trim();
      expect(["Anna", "Ben"]).toContain(who);
      names.push(who);
      // Behind the curtain: no seat's turn bar (action points, water), Recruit draw or choices.
      expect(await page.locator('[data-testid="turn-bar"], [data-testid="recruit-cards"]').count()).toBe(0);
      expect(await page.locator('[data-testid="choice"]').count()).toBe(0);
      const html = await page.content();
      expect(html).not.toContain("only you see these");
      // The sentence under the board is nobody's: not the previous seat's instructions.
      const behind = await prompt(page);
      expect(behind).not.toMatch(/action points? left|Move Brigade:|Extinguish |Recruit|your brigade|You /);
      if (lastPrompt) expect(behind).not.toBe(lastPrompt);
      if (names.length === 3) {
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(DOCS, "brigade-hot-seat-curtain.png") });
      }
      await page.getByRole("button", { name: `I am ${who} — show my table` }).click();
      await expect.poll(() => page.locator('[data-testid="turn-bar"]').count(), { timeout: 60_000 }).toBe(1);
      // Play this seat's turn (recruiting when offered) until the curtain falls for the next one.
      while (!(await page.locator("#pudding-curtain-title").isVisible())) {
        if (Date.now() > deadline) {
          await page.screenshot({ path: "/tmp/brigade-hot-fail.png" });
          writeFileSync("/tmp/brigade-hot-fail.html", await page.content());
        }
        expect(Date.now(), `stuck at: ${await prompt(page)}`).toBeLessThan(deadline);
        const keys = await chipKeys(page);
        if (
          keys.includes("recruit") &&
          sawRecruit < 2 &&
          (await page.locator('[data-testid="recruit-cards"]').count()) === 0
        ) {
          const before = await signature(page);
          await page.locator('[data-testid="choice"][data-key="recruit"]').click();
          await settled(page, before);
        }
        const rc = page.locator('[data-testid="recruit-cards"]');
        // (Drawing Sir Precious first asks to give him away, through a chip: then no card buttons.)
        if ((await rc.isVisible()) && (await rc.locator("button").count()) > 0) {
          // The draw, for this seat's eyes only (§16): take the first card through its button.
          // Two cards drawn (one left once Sir Precious has been given away, R-Precious).
          const drawn = await rc.locator('[data-testid="squad-card"] header strong').count();
          expect(drawn).toBeGreaterThanOrEqual(1);
          expect(drawn).toBeLessThanOrEqual(2);
          expect(await rc.textContent()).toContain("only you see these");
          const before = await signature(page);
          const ok = await rc
            .locator("button")
            .first()
            .click({ timeout: 10_000 })
            .then(
              () => true,
              () => false,
            );
          if (ok) {
            sawRecruit++;
            await settled(page, before);
          } else await page.waitForTimeout(150);
          continue;
        }
        const now = await prompt(page);
        if (
          !/^(Waiting|Pass the device)/.test(now) &&
          !(await page.locator("#pudding-curtain-title").isVisible())
        )
          lastPrompt = now;
        const r = await brigadeStep(page, t);
        if (r === "over") break;
        if (r === "waiting") await page.waitForTimeout(150);
        expect(await page.locator('[data-testid="error"]').count()).toBe(0);
      }
    }
    expect(new Set(names)).toEqual(new Set(["Anna", "Ben"]));
    expect(sawRecruit).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 600_000);
});
