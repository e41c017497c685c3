/**
 * The one Storybook's static build in Chromium (issue 32): every package's stories are in it under
 * their group, every story renders something with no console or page error and no Storybook error
 * display, and every docs page (addon-docs) renders its stories. Builds `storybook-static/` first
 * (`SKIP_STORYBOOK_BUILD=1` reuses a build). Skipped, saying so, when Debian's Chromium is absent.
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
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const pkgDir = fileURLToPath(new URL("..", import.meta.url));
const GROUPS = [
  "Board UI/",
  "Rules UI/",
  "Games/Great Fire/",
  "Games/Small World Underground/",
  "Games/Brigade/",
  "Map editor/",
];

describe.skipIf(!hasBrowser)("the one Storybook, built and opened in Chromium", () => {
  let stories: StoryEntry[] = [];
  let docs: StoryEntry[] = [];
  let server: StaticServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const built = buildStorybook(pkgDir);
    stories = built.stories;
    const { readFileSync } = await import("node:fs");
    const index = JSON.parse(readFileSync(`${built.staticDir}/index.json`, "utf8")) as {
      entries: Record<string, StoryEntry>;
    };
    docs = Object.values(index.entries).filter((e) => e.type === "docs");
    server = await serveStatic(built.staticDir);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    errors = collectErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("holds every package's stories, grouped by package and game, and a docs page per story file", () => {
    for (const g of GROUPS) expect(stories.filter((s) => s.title.startsWith(g)).length, g).toBeGreaterThan(0);
    for (const s of stories)
      expect(
        GROUPS.some((g) => s.title.startsWith(g)),
        s.title,
      ).toBe(true);
    const files = new Set(stories.map((s) => s.title));
    expect(new Set(docs.map((d) => d.title))).toEqual(files);
  });

  async function open(id: string, viewMode: "story" | "docs"): Promise<string[]> {
    errors.length = 0;
    await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=${viewMode}`, { waitUntil: "load" });
    const root = viewMode === "story" ? "#storybook-root" : "#storybook-docs";
    try {
      await page.waitForFunction(
        (sel) => {
          const el = document.querySelector(sel);
          return (
            el !== null &&
            el.childElementCount > 0 &&
            (el.textContent ?? "").length + el.querySelectorAll("canvas,svg").length > 0
          );
        },
        root,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(300);
    } catch {
      errors.push(`${viewMode} rendered nothing within 60 s`);
    }
    if (await page.evaluate(() => document.querySelector(".sb-show-errordisplay") !== null))
      errors.push(
        `Storybook error display: ${await page
          .locator("#error-message")
          .textContent()
          .catch(() => "?")}`,
      );
    return [...errors];
  }

  it("renders every story with no console or page error", async () => {
    const failures: string[] = [];
    for (const s of stories) {
      const errs = await open(s.id, "story");
      if (errs.length > 0) failures.push(`${s.id}: ${errs.join(" | ")}`);
    }
    expect(failures).toEqual([]);
  });

  it("renders every docs page with no console or page error", async () => {
    const failures: string[] = [];
    for (const d of docs) {
      const errs = await open(d.id, "docs");
      if (errs.length > 0) failures.push(`${d.id}: ${errs.join(" | ")}`);
    }
    expect(failures).toEqual([]);
  });
});
