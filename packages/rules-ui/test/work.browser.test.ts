/**
 * Issue 32 §1 in Chromium: the rule set being edited survives a reload and a switch of game
 * (autosaved per game), a replacement asks before discarding unsaved changes, and every change undoes
 * and redoes — with the buttons and with Ctrl+Z / Ctrl+Shift+Z. Fails on any console error.
 */
import { CHROMIUM, collectErrors, hasBrowser, launchChromium } from "@pudding/browser-test";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveTestPage } from "./serve.js";

if (!hasBrowser) console.log(`rules-ui: skipping the browser test (no Chromium at ${CHROMIUM})`);

describe.skipIf(!hasBrowser)("the Rules workspace keeps and undoes the work (issue 32 §1)", () => {
  let server: Awaited<ReturnType<typeof serveTestPage>>;
  let browser: Browser;
  let page: Page;
  let errors: string[] = [];
  const main = () => page.getByRole("main", { name: "Rules workspace" });
  const wild = (v: string) => page.locator('[data-option="wildFire"]').getByLabel(v, { exact: true });
  const dirty = () => page.locator("[data-dirty]").getAttribute("data-dirty");
  const game = async (id: string) => {
    await page.getByLabel("Game", { exact: true }).selectOption(id);
    await expect.poll(() => main().getAttribute("data-game")).toBe(id);
  };

  beforeAll(async () => {
    server = await serveTestPage();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    errors = collectErrors(page);
    await page.goto(server.url, { waitUntil: "load" });
    await main().waitFor({ timeout: 120_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("a §4.5 wild fire edit survives a reload, marked unsaved, with the restore said", async () => {
    expect(await dirty()).toBe("no");
    expect(await page.getByRole("button", { name: "Undo" }).isDisabled()).toBe(true);
    await wild("On").check();
    expect(await dirty()).toBe("yes");
    await page.getByLabel("Rule set name").fill("Hot city");
    await page.reload({ waitUntil: "load" });
    await main().waitFor();
    expect(await wild("On").isChecked()).toBe(true);
    expect(await page.getByLabel("Rule set name").inputValue()).toBe("Hot city");
    expect(await dirty()).toBe("yes");
    expect(await page.locator("[data-restored]").textContent()).toMatch(
      /Brought back the rules you were editing/,
    );
  });

  it("switching game keeps each game's work (The Great Fire's wild fire, Claims' copies)", async () => {
    await game("toy-claims");
    expect(await wild("On").count()).toBe(0);
    await page.getByRole("spinbutton", { name: "Copies of each card" }).fill("3");
    await game("great-fire-1666");
    expect(await wild("On").isChecked()).toBe(true);
    await game("toy-claims");
    expect(await page.getByRole("spinbutton", { name: "Copies of each card" }).inputValue()).toBe("3");
    await game("great-fire-1666");
  });

  it("a preset asks before replacing unsaved changes: Keep editing keeps them, Replace replaces, Undo brings them back", async () => {
    await page.getByLabel("Preset", { exact: true }).selectOption("long");
    const ask = page.getByRole("alertdialog");
    await ask.waitFor();
    expect(await ask.textContent()).toContain("Replace your unsaved changes with “More destruction!”?");
    await ask.getByRole("button", { name: "Keep editing" }).click();
    expect(await ask.count()).toBe(0);
    expect(await page.getByLabel("Preset", { exact: true }).inputValue()).toBe("italian-base");
    expect(await wild("On").isChecked()).toBe(true);

    await page.getByLabel("Preset", { exact: true }).selectOption("long");
    await ask.getByRole("button", { name: "Replace" }).click();
    expect(await page.getByLabel("Preset", { exact: true }).inputValue()).toBe("long");
    expect(await wild("On").isChecked()).toBe(false);
    expect(await dirty()).toBe("no");
    expect(await page.getByRole("button", { name: "Undo" }).getAttribute("title")).toBe(
      "Undo: Start from More destruction! (Ctrl+Z)",
    );
    await page.getByRole("button", { name: "Undo" }).click();
    expect(await page.getByLabel("Preset", { exact: true }).inputValue()).toBe("italian-base");
    expect(await wild("On").isChecked()).toBe(true);
    expect(await dirty()).toBe("yes");
  });

  it("§6: the placeholder is this game's, Publish says where it goes and links to play, the side panel stays in sight", async () => {
    const placeholder = () => page.getByLabel("Rule set name").getAttribute("placeholder");
    const gf = await placeholder();
    expect(gf).not.toContain("wild fire");
    await game("toy-claims");
    expect(await placeholder()).not.toBe(gf);
    await game("great-fire-1666");
    expect(await page.locator("[data-publish-to]").textContent()).toBe("Publishes to http://play.test");
    await page.getByLabel("Rule set name").fill("Hot city");
    await page.getByRole("button", { name: "Publish" }).click();
    const link = page.getByTestId("rules-play-link");
    await link.waitFor();
    expect(await link.textContent()).toBe("Play with these rules");
    expect(await link.getAttribute("href")).toMatch(
      /^http:\/\/play\.test\/\?game=great-fire-1666&rules=r-test-\d+$/,
    );
    const aside = page.getByRole("region", { name: "Consequences" }).locator("xpath=..");
    expect(await aside.evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
  });

  it("every change undoes and redoes, with the buttons and the keyboard", async () => {
    await wild("Off").check();
    await page.getByRole("button", { name: "Undo" }).click();
    expect(await wild("On").isChecked()).toBe(true);
    await page.getByRole("button", { name: "Redo" }).click();
    expect(await wild("Off").isChecked()).toBe(true);
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Control+z");
    expect(await wild("On").isChecked()).toBe(true);
    await page.keyboard.press("Control+Shift+z");
    expect(await wild("Off").isChecked()).toBe(true);
    // Undo all the way: back to the preset as printed, nothing left to undo.
    while (!(await page.getByRole("button", { name: "Undo" }).isDisabled()))
      await page.getByRole("button", { name: "Undo" }).click();
    expect(await wild("Auto (5–6 players)").isChecked()).toBe(true);
    await page.screenshot({ path: "/tmp/rules-ui-work.png" });
    expect(errors).toEqual([]);
  });
});
