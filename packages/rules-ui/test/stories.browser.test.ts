/**
 * Every story in Chromium: builds the static Storybook (unless SKIP_STORYBOOK_BUILD=1), serves it,
 * opens each story, and fails on a console error, a page error, a Storybook error display or a story
 * that renders nothing; chart stories must draw an SVG chart (a recharts chart or a heat map). Screenshots go
 * to /tmp/rules-ui-story-*.png.
 */
import { fileURLToPath } from "node:url";
import {
  buildStorybook,
  collectErrors,
  hasBrowser,
  launchChromium,
  type StaticServer,
  type StoryEntry,
  serveStatic,
} from "@pudding/browser-test";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const pkgDir = fileURLToPath(new URL("..", import.meta.url));

describe.skipIf(!hasBrowser)("Storybook stories in Chromium", () => {
  let server: StaticServer;
  let browser: Browser;
  let stories: StoryEntry[] = [];

  beforeAll(async () => {
    stories = buildStorybook(pkgDir).stories;
    server = await serveStatic(`${pkgDir}storybook-static`);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("lists the control, chart and workspace stories", () => {
    const titles = new Set(stories.map((s) => s.title));
    expect([...titles].sort()).toEqual(["Lab/Charts", "Rules/Controls", "Rules/Workspace"]);
    expect(stories.length).toBeGreaterThanOrEqual(30);
    // Both games: The Great Fire (with its plug-ins) and the toy game.
    expect(stories.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        "rules-workspace--great-fire",
        "rules-workspace--claims",
        "lab-charts--claims-all",
      ]),
    );
  });

  it("every story renders without an error", async () => {
    const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
    const errors = collectErrors(page);
    const failures: string[] = [];
    for (const s of stories) {
      errors.length = 0;
      await page.goto(`${server.url}/iframe.html?id=${s.id}&viewMode=story`, {
        waitUntil: "load",
      });
      try {
        await page.waitForFunction(
          () => (document.querySelector("#storybook-root")?.childElementCount ?? 0) > 0,
          null,
          {
            timeout: 30_000,
          },
        );
      } catch {
        errors.push("rendered nothing within 30 s");
      }
      if (s.title === "Lab/Charts") {
        const drawn = await page
          .locator(
            "#storybook-root svg.recharts-surface, #storybook-root [data-chart] svg, #storybook-root table",
          )
          .count();
        if (drawn === 0) errors.push("a chart story drew no chart");
      }
      if (await page.locator(".sb-show-errordisplay").count()) errors.push("Storybook shows an error");
      await page.screenshot({ path: `/tmp/rules-ui-story-${s.id}.png` });
      if (errors.length) failures.push(`${s.id}: ${errors.join("; ")}`);
    }
    await page.close();
    expect(failures).toEqual([]);
  }, 900_000); // 30-odd stories, each a fresh page that plays its fixture games
});
