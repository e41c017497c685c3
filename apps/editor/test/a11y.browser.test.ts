/**
 * Issue 20 (accessibility): axe-core finds no serious or critical WCAG 2.1 A/AA violation in the
 * editor — the Map workspace on each game's board, the Rules workspace and The Brigade's card
 * editor — on a desktop (1440×900) and on a phone (390×844).
 */
import { axeViolations } from "@pudding/browser-test";
import { describe, expect, it } from "vitest";
import { editorSession, hasBrowser } from "./harness";
import { PAGES } from "./page-helpers";

const session = editorSession();

describe.skipIf(!hasBrowser)("the editor, checked by axe-core in Chromium", () => {
  it("defect 7: on a phone (390×844) no workspace overflows sideways and the map canvas has a width", async () => {
    const page = await session.browser.newPage({ viewport: { width: 390, height: 844 } });
    page.setDefaultTimeout(90_000);
    const wider: string[] = [];
    const check = async (what: string) => {
      const r = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        screen: innerWidth,
      }));
      if (r.width > r.screen) wider.push(`${what}: ${r.width} px wide on a ${r.screen} px screen`);
    };
    for (const p of PAGES) {
      await page.goto(`${session.editor.url}${p.path}`);
      await page.locator(p.ready).first().waitFor();
      await page.waitForTimeout(500);
      await check(p.path);
      if (p.path.startsWith("/?")) {
        const box = await page.locator('[data-testid="canvas"] canvas').first().boundingBox();
        if (!box || box.width < 300) wider.push(`${p.path}: the map canvas is ${box?.width ?? 0} px wide`);
      }
    }
    // The Rules workspace's balance lab, run (its charts drawn) on the phone.
    await page.goto(`${session.editor.url}/rules`);
    const lab = page.getByRole("region", { name: "Balance lab" });
    await lab.waitFor();
    await lab.getByRole("spinbutton", { name: "Games", exact: true }).fill("20");
    await lab.getByRole("button", { name: /^Run 20 games/ }).click();
    const labStatus = lab.getByRole("status").filter({ hasText: "games ·" });
    await expect.poll(() => labStatus.textContent(), { timeout: 300_000, interval: 500 }).toMatch(/· done ·/);
    await page.waitForTimeout(500);
    await check("/rules with the lab's results");
    await page.close();
    expect(wider).toEqual([]);
  }, 300_000);

  it("has no serious or critical accessibility violation on the Map, Rules and Cards workspaces (1440×900 and 390×844)", async () => {
    const found: string[] = [];
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const page = await session.browser.newPage({ viewport });
      page.setDefaultTimeout(90_000);
      for (const p of PAGES) {
        await page.goto(`${session.editor.url}${p.path}`);
        await page.locator(p.ready).first().waitFor();
        await page.waitForTimeout(500);
        for (const v of await axeViolations(page))
          found.push(`${p.path} ${viewport.width}×${viewport.height}: ${v}`);
      }
      await page.close();
    }
    expect(found).toEqual([]);
  }, 400_000);
});
