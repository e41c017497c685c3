/**
 * Issue 20 (accessibility): axe-core finds no serious or critical WCAG 2.1 A/AA violation in the
 * editor — the Map workspace on each game's board, the Rules workspace and The Brigade's card
 * editor — on a desktop (1440×900) and on a phone (390×844).
 */
import { axeViolations } from "@pudding/browser-test";
import { describe, expect, it } from "vitest";
import { editorSession, hasBrowser } from "./harness";

const session = editorSession();

const PAGES: { path: string; ready: string }[] = [
  { path: "/?game=great-fire-1666", ready: '[data-testid="canvas"] canvas' },
  { path: "/?game=small-world-underground", ready: '[data-testid="canvas"] canvas' },
  { path: "/?game=the-brigade", ready: '[data-testid="canvas"] canvas' },
  { path: "/rules", ready: "main, [role=main], h1, h2" },
  { path: "/cards", ready: '[data-testid="card-workspace"]' },
];

describe.skipIf(!hasBrowser)("the editor, checked by axe-core in Chromium", () => {
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
