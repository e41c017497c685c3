/**
 * Browser test of the Rules workspace in Debian's Chromium (playwright-core, no browser download):
 * Vite serves test/page (the workspace as a host mounts it: a game picker, the game's UI plug-ins,
 * the host's lab Web Worker). The Great Fire: switch to "long" (§8.2), turn wild fire on (§4.5),
 * break and mend the §2.7 grid, run 200 games per rule set against the Italian base on the same
 * seeds, check every chart drew marks, the comparison (A − B) and the heat maps; save (kept across a
 * reload), import a bad file, publish, cancel a long run. The toy game Claims: its own form and its
 * metrics' charts from a lab run in Web Workers. At phone width nothing overflows. Fails on any
 * console error. Screenshots go to /tmp/rules-ui-*.png.
 */
import { CHROMIUM, collectErrors, hasBrowser, launchChromium } from "@pudding/browser-test";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveTestPage } from "./serve.js";

const GAMES = Number(process.env.LAB_GAMES ?? 200);
if (!hasBrowser) console.log(`rules-ui: skipping the browser test (no Chromium at ${CHROMIUM})`);

/** Checks a chart drew axes and marks (bars or lines). */
async function expectChart(page: Page, title: string, marks = true) {
  const chart = page.locator(`[data-chart="${title}"]`).first();
  expect(await chart.locator("svg.recharts-surface").count(), title).toBeGreaterThan(0);
  expect(
    await chart.locator(".recharts-cartesian-axis-tick").count(),
    `${title} has no axis ticks`,
  ).toBeGreaterThan(2);
  if (marks)
    expect(
      await chart.locator(".recharts-bar-rectangle path, .recharts-line-curve").count(),
      `${title} drew no bars or lines`,
    ).toBeGreaterThan(0);
}

/** Widest scrolling width of the page (a phone must not scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate(
    () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth,
  );

describe.skipIf(!hasBrowser)("Rules workspace in Chromium", () => {
  let server: Awaited<ReturnType<typeof serveTestPage>>;
  let browser: Browser;
  let page: Page;
  let url: string;
  let errors: string[] = [];

  beforeAll(async () => {
    server = await serveTestPage();
    url = server.url;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    errors = collectErrors(page);
    await page.goto(url, { waitUntil: "load" });
    await page.getByRole("main", { name: "Rules workspace" }).waitFor({ timeout: 120_000 });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("The Great Fire, §8.2 long + §4.5 wild fire: the diff and the consequences follow the edit", async () => {
    expect(await page.getByRole("main", { name: "Rules workspace" }).getAttribute("data-game")).toBe(
      "great-fire-1666",
    );
    await page.getByLabel("Preset", { exact: true }).selectOption("long");
    const changes = page.getByRole("region", { name: "Changes from the preset" });
    await expect.poll(() => changes.textContent()).toContain("None: this is the preset as printed.");
    expect(await page.locator("[data-preset-description]").textContent()).toMatch(/§8.2/);
    await page.locator('[data-option="wildFire"]').getByLabel("On", { exact: true }).check();
    await expect.poll(() => changes.textContent()).toMatch(/Wild fire \(§4\.5\): auto \(5–6 players\) → on/);
    // §7 long: 9+9+9+5 draws + 2 rounds of 4 = 40 turns with 4 players.
    expect(await page.locator('[data-players="4"]').textContent()).toContain("40");
    expect(await page.locator("[data-invariant]").getAttribute("data-invariant")).toBe("holds");
    // §2.7 an unbalanced grid (the game's own widget) is shown as broken, with the module's sentence,
    // and the lab is disabled.
    const cellD = page.getByLabel("4 players, Intensity D");
    await cellD.fill("4");
    expect(await page.locator("[data-invariant]").getAttribute("data-invariant")).toBe("broken");
    await expect.poll(() => changes.textContent()).toMatch(/every seat must resolve the same number/);
    expect(await page.locator('[data-row="4"]').textContent()).toContain("✗ unequal");
    expect(await page.getByRole("button", { name: /^Run / }).isDisabled()).toBe(true);
    await cellD.fill("5");
    expect(await page.locator("[data-invariant]").getAttribute("data-invariant")).toBe("holds");
    await page.screenshot({ path: "/tmp/rules-ui-editor.png" });
  });

  it(`The Great Fire: ${GAMES} games per rule set in Web Workers, every chart, A − B, heat maps`, async () => {
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
      "Points by seat",
      "Points distribution",
      "Game length",
      "How games were decided",
      "Houses burnt over time",
      "Houses demolished",
      "Hero of London",
      "Objectives surviving",
      "Wild-fire cones",
    ])
      await expectChart(page, title);
    // §4.5 wild fire never comes into play with the heuristic bots (issue 32 §3): the chart says so.
    expect(await page.locator('[data-chart="Wild-fire cones"] [data-never]').count()).toBe(1);
    // §4.4 no-move turns may truly never happen with these bots: a zero-height bar draws nothing.
    await expectChart(page, "No-move fallback", false);
    // Histograms are bars over common bins (issue 20: no smoothed curve over a few games).
    expect(await page.locator('[data-chart="Points distribution"] .recharts-line-curve').count()).toBe(0);
    expect(await page.locator('[data-chart="Win rate by seat"] .recharts-errorBar').count()).toBeGreaterThan(
      0,
    );
    // The Great Fire's own charts replace the generic ones of the metrics they cover.
    expect(await page.locator('[data-chart="Deck I objectives surviving"]').count()).toBe(0);
    // Comparison: every figure; long vs base on the same seeds is 4 turns longer (A − B = +4, issue 20).
    const table = page.getByRole("table", { name: "Comparison of the two rule sets" });
    expect(await table.locator("tbody tr").count()).toBeGreaterThanOrEqual(15);
    expect(await table.locator("thead").textContent()).toContain("Edited rules − Italian base game [95%]");
    const turns = table.locator("tbody tr", { hasText: "Game length (turns)" });
    expect(await turns.getAttribute("data-significant")).toBe("yes");
    expect(await turns.textContent()).toContain("+4.00");
    // Heat maps over the board's spaces: burnt (A and B), then demolished/contained from the game's plug-in.
    expect(await page.locator('[data-chart="Heat map"] svg polygon').count()).toBeGreaterThan(100);
    // A, B and the difference A − B (issue 32 §5), A and B on one scale with the metric named.
    expect(await page.locator('[data-heat-layers="More heat maps"] [data-chart="Heat map"]').count()).toBe(3);
    const legends = await page
      .locator('[data-chart="Heat map"] [data-legend]')
      .evaluateAll((xs) => xs.map((x) => x.getAttribute("data-legend")));
    expect(legends[0]).toBe(legends[1]);
    expect(await page.getByRole("figure", { name: /^Burnt — Edited rules/ }).count()).toBe(1);
    expect(
      await page.getByRole("figure", { name: /^Burnt: difference Edited rules − Italian base game/ }).count(),
    ).toBe(1);
    await page.mouse.move(0, 0); // no chart tooltip in the pictures
    await page.screenshot({ path: "/tmp/rules-ui-lab.png", fullPage: true });
    await page
      .getByRole("region", { name: "Balance lab" })
      .screenshot({ path: "/tmp/rules-ui-lab-panel.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflow(page), "the workspace scrolls sideways on a phone").toBeLessThanOrEqual(0);
    await page.screenshot({ path: "/tmp/rules-ui-phone.png", fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(errors).toEqual([]);
  });

  it("saves to localStorage (kept across a reload), refuses a bad import with path + message, publishes", async () => {
    await page.getByLabel("Rule set name").fill("Long wild fire");
    await page.getByRole("button", { name: "Save", exact: true }).click();
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
    // Issue 32 §6: the option named, not its raw path.
    expect(await alert.textContent()).toMatch(/Hand size: /);
    expect(await alert.textContent()).toMatch(/Wild fire: /);

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText(/Published “Long wild fire” \(r-test-1\)/).waitFor();
    const published = await page.evaluate(() => (window as unknown as { published: unknown[] }).published);
    expect(published).toEqual([
      {
        game: "great-fire-1666",
        name: "Long wild fire",
        rules: expect.objectContaining({ extraFinalRounds: 2, wildFire: true }),
      },
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
    // Under heavy load a development build of React may keep the page busy drawing for seconds.
    await page.getByRole("button", { name: "Cancel" }).click({ timeout: 120_000 });
    const status = page.getByRole("status").filter({ hasText: "games ·" });
    await expect.poll(() => status.textContent(), { timeout: 60_000 }).toMatch(/cancelled/);
    expect(errors).toEqual([]);
  });

  it("the toy game Claims: its own form, and its metrics charted from a lab run in Web Workers", async () => {
    await page.getByLabel("Game", { exact: true }).selectOption("toy-claims");
    const main = page.getByRole("main", { name: "Rules workspace" });
    await expect.poll(() => main.getAttribute("data-game")).toBe("toy-claims");
    expect(
      await page.locator("[data-option]").evaluateAll((xs) => xs.map((x) => x.getAttribute("data-option"))),
    ).toEqual(["handSize", "maxValue", "copies", "retreat"]);
    // §1 a deck too small to deal is refused for the seat counts it cannot serve.
    await page.getByRole("spinbutton", { name: "Copies of each card" }).fill("1");
    await page.getByRole("spinbutton", { name: "Highest card" }).fill("3");
    expect(await page.locator("[data-invariant]").getAttribute("data-invariant")).toBe("broken");
    expect(await page.locator('[data-players="2"]').getAttribute("data-ok")).toBe("no");
    await page.getByLabel("Preset", { exact: true }).selectOption("standard");
    // The edits are unsaved: the workspace asks before the preset replaces them (issue 32 §1).
    await page.getByRole("alertdialog").getByRole("button", { name: "Replace" }).click();
    expect(await page.locator("[data-invariant]").getAttribute("data-invariant")).toBe("holds");
    await page.getByLabel("Players").selectOption("3");
    await page.getByLabel("Compare with").selectOption("no-retreat");
    await page.getByRole("spinbutton", { name: "Games", exact: true }).fill("100");
    await page.getByRole("button", { name: "Run 100 games on each rule set" }).click();
    const status = page.getByRole("status").filter({ hasText: "games ·" });
    await expect
      .poll(() => status.textContent(), { timeout: 300_000, interval: 500 })
      .toMatch(/200 \/ 200 games .* · done ·/);
    for (const title of [
      "Win rate by seat",
      "Points distribution",
      "Cells taken from others",
      "Cards passed face down",
      "Cells taken, by turn",
      "Points by turn-order position",
    ])
      await expectChart(page, title);
    const table = page.getByRole("table", { name: "Comparison of the two rule sets" });
    expect(await table.locator('tbody tr[data-key="passes"]').count()).toBe(1);
    expect(
      Number(await table.locator('tbody tr[data-key="passes"] [data-diff]').getAttribute("data-diff")),
    ).toBeGreaterThan(0);
    expect(await page.locator('[data-chart="Heat map"] svg text').count()).toBeGreaterThanOrEqual(9);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: "/tmp/rules-ui-claims.png", fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflow(page), "the toy game's workspace scrolls sideways on a phone").toBeLessThanOrEqual(
      0,
    );
    await page.screenshot({ path: "/tmp/rules-ui-claims-phone.png", fullPage: true });
    expect(errors).toEqual([]);
  });
});
