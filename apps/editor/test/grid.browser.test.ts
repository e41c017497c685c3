/**
 * The editor as a host, in Debian's Chromium against `next start`:
 *
 * - the toy game's grid map opens and edits with no game code (the kit reads its map profile):
 *   paint blocked cells with the palette, the problems panel and tallies follow, undo, a cell's
 *   generated panel, resize the grid, export the game's own format;
 * - issue 20: New over unsaved work asks first, Replace is undoable, the replaced map is
 *   recoverable after a reload; the first view is fitted with the Thames inside the frame; the
 *   canvas keeps its width on a phone (screenshots at 1440×900 and 390×844).
 */
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { collectErrors } from "@pudding/browser-test";
import type { BoardMap } from "@pudding/great-fire";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DOCS, editorSession, hasBrowser } from "./harness";
import { click, docWhere, problemTexts, status, view } from "./page-helpers";

const session = editorSession();

type ClaimsMap = { id: string; grid: { cols: number; rows: number }; blocked: [number, number][] };
const CLAIMS_KEY = "pudding-editor:toy-claims:doc:v1";

async function open(
  url: string,
  viewport = { width: 1440, height: 900 },
): Promise<{ page: Page; errors: string[] }> {
  const page = await session.browser.newPage({ viewport, acceptDownloads: true });
  const errors = collectErrors(page);
  await page.goto(url);
  await page.waitForSelector('[data-testid="canvas"] canvas');
  return { page, errors };
}

async function claimsDoc(page: Page, ok: (m: ClaimsMap) => boolean, what: string): Promise<ClaimsMap> {
  const end = Date.now() + 5_000;
  let last: ClaimsMap | null = null;
  for (;;) {
    const raw = await page.evaluate((k) => localStorage.getItem(k), CLAIMS_KEY);
    last = raw ? (JSON.parse(raw) as { map: ClaimsMap }).map : null;
    if (last && ok(last)) return last;
    if (Date.now() > end)
      throw new Error(`the autosaved toy map never ${what}; last: ${JSON.stringify(last)}`);
    await page.waitForTimeout(100);
  }
}

describe.skipIf(!hasBrowser)("the editor as a host of the kit", () => {
  it("the toy game's grid map: paint blocked cells, problems and tallies follow, undo, a cell's panel, resize, export", async () => {
    const { page, errors } = await open(`${session.editor.url}/?game=toy-claims`);
    expect(await page.getByLabel("Game").inputValue()).toBe("toy-claims");
    await page.getByLabel("Open a shipped map").selectOption({ label: "Four by four, two holes" });
    await expect.poll(() => status(page)).toBe("Opened the shipped Four by four, two holes");
    expect(await page.getByTestId("tally-open cells").textContent()).toBe("14");
    expect(await page.getByTestId("no-problems").isVisible()).toBe(true);

    // The palette's "Blocked" brush; a drag along the bottom row blocks four cells in one undo step.
    await page
      .getByRole("radiogroup", { name: "Brush" })
      .getByRole("button", { name: /Blocked/ })
      .click();
    expect(await page.getByTestId("canvas").getAttribute("data-tool")).toBe("paint");
    const v = await view(page);
    const box = await page.getByTestId("canvas").boundingBox();
    if (!box) throw new Error("no canvas");
    const at = (x: number, y: number) => ({ x: box.x + v.x + x * v.scale, y: box.y + v.y + y * v.scale });
    const a = at(50, 350);
    const b = at(350, 350);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => status(page)).toBe("Paint Blocked");
    let m = await claimsDoc(page, (x) => x.blocked.length === 6, "held six blocked cells");
    expect(m.blocked).toEqual([
      [1, 1],
      [2, 2],
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(await page.getByTestId("tally-open cells").textContent()).toBe("10");

    // Block the next row too: fewer than 3 open cells is a problem, pointing at the blocked cells.
    for (const [x, y] of [
      [50, 50],
      [150, 50],
      [250, 50],
      [350, 50],
      [50, 150],
      [250, 150],
      [350, 150],
      [50, 250],
    ] as const) {
      const p = at(x, y);
      await page.mouse.click(p.x, p.y);
    }
    await expect.poll(() => problemTexts(page)).toMatch(/at least 3 cells must stay open/);
    await page.screenshot({ path: path.join(DOCS, "editor-grid.png") });
    for (let i = 0; i < 8; i++) await page.keyboard.press("Control+z");
    m = await claimsDoc(page, (x) => x.blocked.length === 6, "went back to six blocked cells");
    await page.keyboard.press("Control+z");
    await claimsDoc(page, (x) => x.blocked.length === 2, "went back to the shipped two");
    expect(await page.getByTestId("no-problems").isVisible()).toBe(true);

    // Select a cell: its panel is generated from the schema (one toggle, "Blocked").
    await page.keyboard.press("v");
    const c = at(150, 150);
    await page.mouse.click(c.x, c.y);
    const cell = page.getByTestId("cell-props");
    expect(await cell.getByLabel("Name", { exact: true }).inputValue()).toBe("B2");
    expect(await cell.getByLabel("Blocked").isChecked()).toBe(true);
    await cell.getByLabel("Blocked").uncheck();
    await claimsDoc(page, (x) => x.blocked.length === 1, "unblocked B2");

    // Nothing selected (Esc leaves the checkbox, Esc again clears the selection): the map's panel resizes the grid.
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.getByLabel("Columns").fill("5");
    m = await claimsDoc(page, (x) => x.grid.cols === 5, "grew to five columns");
    expect(m.grid).toEqual({ cols: 5, rows: 4 });

    // Export JSON writes the game's own format.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export JSON" }).click(),
    ]);
    const file = path.join(tmpdir(), `claims-${Date.now()}.json`);
    await download.saveAs(file);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({
      game: "toy-claims",
      grid: { cols: 5, rows: 4 },
      blocked: [[2, 2]],
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(DOCS, "editor-grid-phone.png") });
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("issue 20: New over unsaved work asks; Replace is one undo step; the replaced map is recoverable after a reload", async () => {
    const { page, errors } = await open(`${session.editor.url}/?game=great-fire-1666`);
    // Rename the map (an unsaved change).
    await page.getByLabel("Map name").fill("My London");
    await docWhere(page, (m) => m.name === "My London", "was renamed");
    await page.getByRole("button", { name: "New", exact: true }).click();
    const ask = page.getByTestId("replace-dialog");
    await expect.poll(() => ask.textContent()).toMatch(/Replace “My London”\?/);
    await ask.getByRole("button", { name: "Keep editing" }).click();
    expect(await status(page)).toBe("Kept the current map");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await ask.getByRole("button", { name: "Replace" }).click();
    await docWhere(page, (m) => m.id === "new-map" && m.districts.length === 0, "became the empty map");
    // Undo brings London back, history and all.
    await page.keyboard.press("Control+z");
    await docWhere(page, (m) => m.name === "My London", "had My London back");
    await page.keyboard.press("Control+z");
    await docWhere(
      page,
      (m) => m.name !== "My London" && m.districts.length > 60,
      "had the shipped name back",
    );
    // Replace again, reload: the replaced map is one click away.
    await page.getByLabel("Map name").fill("My London");
    await docWhere(page, (m) => m.name === "My London", "was renamed again");
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.getByTestId("replace-dialog").getByRole("button", { name: "Replace" }).click();
    await docWhere(page, (m) => m.districts.length === 0, "became the empty map again");
    await page.reload();
    await page.waitForSelector('[data-testid="canvas"] canvas');
    await page.getByRole("button", { name: "Recover previous" }).click();
    const back = await docWhere(page, (m) => m.name === "My London", "recovered My London");
    expect((back as BoardMap).districts.length).toBeGreaterThan(60);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("issue 20: the first view is fitted (the Thames inside the frame), on a desktop and on a phone", async () => {
    for (const [w, h, name] of [
      [1440, 900, "editor-london-1440.png"],
      [390, 844, "editor-london-390.png"],
    ] as const) {
      const { page, errors } = await open(`${session.editor.url}/?game=great-fire-1666`, {
        width: w,
        height: h,
      });
      const box = await page.getByTestId("canvas").boundingBox();
      if (!box) throw new Error("no canvas");
      expect(box.width).toBeGreaterThan(w < 500 ? 350 : 900);
      expect(box.height).toBeGreaterThan(300);
      // Fitted: the London frame (2120 × 1290) centred with 24 px around it.
      const v = await view(page);
      const scale = Math.min((box.width - 48) / 2120, (box.height - 48) / 1290);
      expect(v.scale).toBeCloseTo(scale, 3);
      expect(v.x).toBeGreaterThanOrEqual(23);
      expect(v.y).toBeGreaterThanOrEqual(23);
      await page.screenshot({ path: path.join(DOCS, name), fullPage: w < 500 });
      await click(page, [1000, 700]);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
