/**
 * Browser test of the Rules workspace in Debian's Chromium (playwright-core, no browser download):
 * Vite serves test/page (the RulesWorkspace as apps/editor mounts it) with real Web Workers. The test
 * switches the preset to "long" (§8.2), turns wild fire on (§4.5), runs 200 games per rule set
 * against the Italian base on the same seeds, checks every chart drew marks, the comparison table
 * and the heat map; then saves (real localStorage, survives a reload), imports a bad file (path +
 * message errors), publishes, and cancels a long run. Fails on any console error. Screenshots go
 * to /tmp/rules-ui-*.png.
 */
import { fileURLToPath } from "node:url";
import { CHROMIUM, collectErrors, hasBrowser, launchChromium } from "@pudding/browser-test";
import type { Browser, Page } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const GAMES = Number(process.env.LAB_GAMES ?? 200);
if (!hasBrowser) console.log(`rules-ui: skipping the browser test (no Chromium at ${CHROMIUM})`);

describe.skipIf(!hasBrowser)("Rules workspace in Chromium", () => {
  let server: ViteDevServer;
  let browser: Browser;
  let page: Page;
  let url: string;
  let errors: string[] = [];

  beforeAll(async () => {
    server = await createServer({
      configFile: fileURLToPath(new URL("./vite.config.ts", import.meta.url)),
      server: { port: 0, host: "127.0.0.1", hmr: false },
    });
    await server.listen();
    const addr = server.httpServer?.address();
    if (!addr || typeof addr === "string") throw new Error("the Vite server has no port");
    url = `http://127.0.0.1:${addr.port}/`;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    errors = collectErrors(page);
    await page.goto(url, { waitUntil: "load" });
    await page.getByRole("main", { name: "Rules workspace" }).waitFor({ timeout: 120_000 });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("§8.2 long + §4.5 wild fire: the diff and the consequences follow the edit", async () => {
    await page.getByLabel("Preset", { exact: true }).selectOption("long");
    const changes = page.getByRole("region", { name: "Changes from the preset" });
    await expect.poll(() => changes.textContent()).toContain("None: this is the preset as printed.");
    await page.locator('[data-option="wildFire"]').getByLabel("On", { exact: true }).check();
    await expect.poll(() => changes.textContent()).toMatch(/Wild fire \(§4\.5\): auto \(5–6 players\) → on/);
    // §7 long: 9+9+9+5 draws + 2 rounds of 4 = 40 turns with 4 players.
    const four = page.locator('[data-players="4"]');
    expect(await four.textContent()).toContain("40");
    expect(await page.locator("[data-invariant]").getAttribute("data-invariant")).toBe("holds");
    // §2.7 an unbalanced grid is shown as broken, with the engine's sentence, and the lab is disabled.
    const cellD = page.getByLabel("4 players, Intensity D");
    await cellD.fill("4");
    expect(await page.locator("[data-invariant]").getAttribute("data-invariant")).toBe("broken");
    await expect.poll(() => changes.textContent()).toMatch(/every seat must resolve the same number/);
    expect(await page.getByRole("button", { name: /^Run / }).isDisabled()).toBe(true);
    await cellD.fill("5");
    expect(await page.locator("[data-invariant]").getAttribute("data-invariant")).toBe("holds");
    await page.screenshot({ path: "/tmp/rules-ui-editor.png" });
  });

  it(`runs ${GAMES} games per rule set in Web Workers and draws every chart`, async () => {
    await page.getByRole("spinbutton", { name: "Games", exact: true }).fill(String(GAMES));
    expect(await page.getByLabel("Compare with").inputValue()).toBe("italian-base");
    const t0 = Date.now();
    await page.getByRole("button", { name: `Run ${GAMES} games on each rule set` }).click();
    const status = page.getByRole("status").filter({ hasText: "games ·" });
    await expect.poll(() => status.textContent(), { timeout: 600_000, interval: 500 }).toMatch(/· done ·/);
    const seconds = (Date.now() - t0) / 1000;
    console.log(
      `rules-ui: ${2 * GAMES} games in the browser in ${seconds.toFixed(1)} s — ${await status.textContent()}`,
    );
    for (const title of [
      "Win rate by seat",
      "Score distribution by seat",
      "Houses burnt over time",
      "Game length",
      "Hero of London",
      "Objectives surviving",
      "No-move fallback",
    ]) {
      const chart = page.locator(`[data-chart="${title}"]`);
      expect(await chart.locator("svg.recharts-surface").count(), title).toBeGreaterThan(0);
      expect(
        await chart.locator(".recharts-cartesian-axis-tick").count(),
        `${title} has no axis ticks`,
      ).toBeGreaterThan(2);
      // §4.4 no-move turns may truly never happen with these bots: a zero-height bar draws nothing.
      if (title === "No-move fallback") continue;
      const marks = await chart.locator(".recharts-bar-rectangle path, .recharts-line-curve").count();
      expect(marks, `${title} drew no bars or lines`).toBeGreaterThan(0);
    }
    // Win-rate whiskers (95% intervals) are drawn.
    expect(await page.locator('[data-chart="Win rate by seat"] .recharts-errorBar').count()).toBeGreaterThan(
      0,
    );
    // Comparison table: every figure listed; long vs base on the same seeds changes the game length.
    const table = page.getByRole("table", { name: "Comparison of the two rule sets" });
    expect(await table.locator("tbody tr").count()).toBeGreaterThanOrEqual(15);
    const turns = table.locator("tbody tr", { hasText: "Game length (turns)" });
    expect(await turns.getAttribute("data-significant")).toBe("yes");
    // Two heat maps (A and B) drawn on the board canvas.
    expect(await page.locator('[data-chart="Heat map"] canvas').count()).toBeGreaterThanOrEqual(2);
    await page.mouse.move(0, 0); // no chart tooltip in the pictures
    await page.screenshot({ path: "/tmp/rules-ui-lab.png", fullPage: true });
    await page
      .getByRole("region", { name: "Balance lab" })
      .screenshot({ path: "/tmp/rules-ui-lab-panel.png" });
    await page.locator('[data-chart="Heat map"]').first().screenshot({ path: "/tmp/rules-ui-heatmap.png" });
    expect(errors).toEqual([]);
  });

  it("saves to localStorage (kept across a reload), refuses a bad import with path + message, publishes", async () => {
    await page.getByLabel("Rule set name").fill("Long wild fire");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved “Long wild fire” in this browser.").waitFor();
    await page.reload({ waitUntil: "load" });
    await page.getByRole("main", { name: "Rules workspace" }).waitFor();
    await page.getByLabel("Saved rule sets").selectOption("Long wild fire");
    const changes = page.getByRole("region", { name: "Changes from the preset" });
    await expect.poll(() => changes.textContent()).toMatch(/Wild fire \(§4\.5\)/);
    expect(await page.getByLabel("Rule set name").inputValue()).toBe("Long wild fire");

    await page.getByLabel("Import a rule set file").setInputFiles({
      name: "broken.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ handSize: 12, wildFire: "sometimes" })),
    });
    const alert = page.getByRole("alert").filter({ hasText: "broken.json is not a valid rule set" });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/handSize: /);
    expect(await alert.textContent()).toMatch(/wildFire: /);

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText(/Published “Long wild fire” \(r-test-1\)/).waitFor();
    const published = await page.evaluate(() => (window as unknown as { published: unknown[] }).published);
    expect(published).toEqual([
      { name: "Long wild fire", rules: expect.objectContaining({ extraFinalRounds: 2, wildFire: true }) },
    ]);
    expect(errors).toEqual([]);
  });

  it("cancel stops a long run and says so", async () => {
    await page.getByRole("spinbutton", { name: "Games", exact: true }).fill("20000");
    await page.getByLabel("Compare with").selectOption("");
    await page.getByRole("button", { name: "Run 20000 games" }).click();
    const progress = page.getByRole("progressbar", { name: "Games played" });
    await expect
      .poll(async () => Number(await progress.getAttribute("value")), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await page.getByRole("button", { name: "Cancel" }).click();
    const status = page.getByRole("status").filter({ hasText: "games ·" });
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/cancelled/);
    expect(errors).toEqual([]);
  });
});
