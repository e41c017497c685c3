/**
 * Issue 31's High defects in Debian's Chromium against `next start`, by a person's steps:
 *
 * - §1 lost work after a reload: Smithfield's houses 3 → 5, reload, Open… London 1666 asks first
 *   (a restored autosave is unsaved until exported or published); Replace; reload: "Recover
 *   previous" brings the 5 houses back.
 * - §3 a Small World Underground River finished in the UI: River regions taken out of the River
 *   list with the region panel's "In the River" toggle raise "missing from the River list"; the
 *   problem's fix button lists them again, in order; the toggle puts a region back.
 */
import { collectErrors } from "@pudding/browser-test";
import { GREAT_FIRE_1666 } from "@pudding/great-fire";
import type { Point } from "@pudding/map-schema";
import { SWU_MAPS, type SwuMap } from "@pudding/small-world-underground";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { editorSession, hasBrowser } from "./harness";
import { click, docWhere, problemTexts, status } from "./page-helpers";

const session = editorSession();

async function open(url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await session.browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(30_000);
  const errors = collectErrors(page);
  await page.goto(url);
  await page.waitForSelector('[data-testid="canvas"] canvas');
  return { page, errors };
}

const houses = (m: { districts: { id: string; houses?: number }[] }) =>
  m.districts.find((d) => d.id === "smithfield")?.houses;

describe.skipIf(!hasBrowser)("issue 31: no lost work, republishing, the River", () => {
  it("§1 Smithfield houses 3→5, reload, Open… London 1666 asks; Replace; reload: Recover previous has 5 houses", async () => {
    const london = GREAT_FIRE_1666.map.defaultFor(4) as unknown as {
      name: string;
      districts: { id: string; label: Point; houses: number }[];
    };
    const smithfield = london.districts.find((d) => d.id === "smithfield");
    if (!smithfield) throw new Error("no Smithfield in London");
    expect(smithfield.houses).toBe(3);

    const { page, errors } = await open(`${session.editor.url}/?game=great-fire-1666`);
    await page.keyboard.press("v");
    await click(page, smithfield.label);
    const props = page.getByTestId("district-props");
    await expect.poll(() => props.getByLabel("Id", { exact: true }).inputValue()).toBe("smithfield");
    await props.getByLabel("Houses", { exact: true }).fill("5");
    await docWhere(page, (m) => houses(m) === 5, "had Smithfield at 5 houses");

    // Reload: the edit is restored, and it counts as unsaved.
    await page.reload();
    await page.waitForSelector('[data-testid="canvas"] canvas');
    expect(await status(page)).toMatch(/^Restored your autosaved map .*not exported or published yet/);
    await page.getByLabel("Open a shipped map").selectOption({ label: london.name });
    const ask = page.getByTestId("replace-dialog");
    await ask.waitFor();
    await ask.getByRole("button", { name: "Replace" }).click();
    await docWhere(page, (m) => houses(m) === 3, "had the shipped London back");

    // A second reload: the shipped London, and the 5 houses one click away.
    await page.reload();
    await page.waitForSelector('[data-testid="canvas"] canvas');
    await page.getByRole("button", { name: "Recover previous" }).click();
    await docWhere(page, (m) => houses(m) === 5, "recovered Smithfield at 5 houses");
    // The recovered map is unsaved work again: New asks.
    await page.getByRole("button", { name: "New", exact: true }).click();
    await ask.waitFor();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it("§3 River regions out of the River list (region panel), then the problem's fix lists them in order; the toggle puts one back", async () => {
    const map = SWU_MAPS["swu-2p"] as SwuMap;
    const river = map.river.map((id) => map.regions.find((r) => r.id === id) as SwuMap["regions"][number]);
    expect(river.length).toBeGreaterThanOrEqual(2);
    const { page, errors } = await open(`${session.editor.url}/?game=small-world-underground`);
    const shipped = page.getByLabel("Open a shipped map");
    const label = (await shipped.locator("option").allTextContents()).find((o) => o === map.name);
    await shipped.selectOption({ label: label ?? map.name });
    await expect.poll(() => page.getByTestId("doc-name").textContent()).toContain(map.name);
    const ask = page.getByTestId("replace-dialog");
    if (await ask.isVisible()) await ask.getByRole("button", { name: "Replace" }).click();
    await page.keyboard.press("f");
    expect(await problemTexts(page)).not.toMatch(/River/);

    // Each River region: select it, untick "In the River".
    const props = page.getByTestId("region-props");
    for (const r of river) {
      await page.keyboard.press("v");
      await click(page, r.label as Point);
      await expect.poll(() => props.getByLabel("Id", { exact: true }).inputValue()).toBe(r.id);
      await props.getByLabel("In the River").uncheck();
    }
    await expect.poll(() => problemTexts(page)).toMatch(/is missing from the River list/);

    // The problem's fix: one click, the River listed in order, no River problem left.
    await page.getByTestId("problem-fix").first().click();
    await expect.poll(() => problemTexts(page)).not.toMatch(/River/);
    expect(await status(page)).toBe(`River list: ${river.length} regions added`);

    // The toggle: one region out (the problem is back) and in again (gone).
    const first = river[0] as (typeof river)[number];
    await page.keyboard.press("v");
    await click(page, first.label as Point);
    await expect.poll(() => props.getByLabel("Id", { exact: true }).inputValue()).toBe(first.id);
    const place = await props.getByTestId("river-position").textContent();
    // An end of the River (the fix may list it from either end).
    expect(place).toMatch(new RegExp(`^(1|${river.length}) of ${river.length} in the River$`));
    await props.getByLabel("In the River").uncheck();
    await expect.poll(() => problemTexts(page)).toMatch(/is missing from the River list/);
    await props.getByLabel("In the River").check();
    await expect.poll(() => problemTexts(page)).not.toMatch(/River/);
    // Back where it was: at the end it borders.
    expect(await props.getByTestId("river-position").textContent()).toBe(place);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
