/**
 * Every editor story in Chromium: builds the static Storybook once (unless SKIP_STORYBOOK_BUILD=1
 * and a build exists), serves it, opens each story from index.json in one page, and fails on a
 * console error, a page error, a Storybook error display or a story that renders nothing. Canvas
 * stories must draw a Konva stage whose canvases hold ink; panel and dialog stories must show text.
 * Canvas and grid stories must draw a board. A failing story is photographed to /tmp/editor-story-<id>.png (every story with STORY_SHOTS=1);
 * three canvas stories are kept as docs/story-*.png.
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

const appDir = fileURLToPath(new URL("..", import.meta.url));

/** Canvas stories kept in the repository as pictures of the tools (README). */
const DOCS_SHOTS: Record<string, string> = {
  "editor-canvas--draw-mid-polygon": "story-draw.png",
  "editor-canvas--playtest": "story-playtest.png",
  "editor-canvas--tracing-over-scan": "story-background.png",
  "editor-grid--painting": "story-grid.png",
};

/** Waits for the story the page was opened on; a sentence when it did not render. */
async function firstRender(page: Page): Promise<string | null> {
  try {
    await page.waitForFunction(
      () => (document.querySelector("#storybook-root")?.childElementCount ?? 0) > 0,
      null,
      { timeout: 90_000 },
    );
    return null;
  } catch {
    return "rendered nothing within 90 s (the first story also loads Storybook)";
  }
}

/** Renders story `id` in the open preview through the channel; a sentence when it failed. */
function switchTo(page: Page, id: string): Promise<string | null> {
  return page.evaluate(
    (storyId) =>
      new Promise<string | null>((resolve) => {
        type Channel = {
          on(e: string, f: (x: unknown) => void): void;
          off(e: string, f: (x: unknown) => void): void;
          emit(e: string, x: unknown): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const text = (x: unknown) => (x instanceof Object ? JSON.stringify(x) : String(x));
        const handlers: [string, (x: unknown) => void][] = [
          [
            "storyRendered",
            (x) => (x === storyId || (x as { storyId?: string })?.storyId === storyId) && done(null),
          ],
          ["storyErrored", (x) => done(`story errored: ${text(x)}`)],
          ["storyThrewException", (x) => done(`story threw: ${text(x)}`)],
          ["storyMissing", () => done("story missing")],
        ];
        const timer = setTimeout(() => done("not rendered within 20 s"), 20_000);
        function done(r: string | null) {
          clearTimeout(timer);
          for (const [e, f] of handlers) channel.off(e, f);
          resolve(r);
        }
        for (const [e, f] of handlers) channel.on(e, f);
        channel.emit("setCurrentStory", { storyId, viewMode: "story" });
      }),
    id,
  );
}

/** A Konva stage of several layers whose board layer holds ink (not a blank canvas). */
function boardInked(page: Page): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const canvases = [...document.querySelectorAll<HTMLCanvasElement>("#storybook-root canvas")];
        const c = canvases[1];
        if (canvases.length < 3 || !c) return false;
        const data = c.getContext("2d")?.getImageData(0, 0, c.width, c.height).data;
        if (!data) return false;
        let painted = 0;
        let sampled = 0;
        for (let i = 3; i < data.length; i += 4 * 16, sampled++) if ((data[i] as number) > 0) painted++;
        return painted > sampled / 10;
      },
      null,
      { timeout: 15_000 },
    )
    .then(() => true)
    .catch(() => false);
}

describe.skipIf(!hasBrowser)("Storybook stories in Chromium", () => {
  let server: StaticServer;
  let browser: Browser;
  let stories: StoryEntry[] = [];

  beforeAll(async () => {
    stories = buildStorybook(appDir).stories;
    server = await serveStatic(`${appDir}storybook-static`);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("lists the canvas, panel and dialog stories", () => {
    const titles = [...new Set(stories.map((s) => s.title))].sort();
    expect(titles).toEqual(["Editor/Canvas", "Editor/Dialogs", "Editor/Grid", "Editor/Panels"]);
    const ids = stories.map((s) => s.id);
    for (const tool of ["select", "draw", "arrow", "crossing", "split", "merge", "playtest"])
      expect(ids.some((id) => id.startsWith(`editor-canvas--${tool}`))).toBe(true);
    for (const grid of ["toy-map", "painting"])
      expect(ids.some((id) => id.includes(`editor-grid--${grid}`))).toBe(true);
    expect(stories.length).toBeGreaterThanOrEqual(45);
  });

  it("every story renders without an error", async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const errors = collectErrors(page);
    const failures: string[] = [];
    // One page load; then each story is switched in through Storybook's channel (no reload), which
    // also unmounts the previous story as a person browsing would.
    await page.goto(`${server.url}/iframe.html?id=${stories[0]?.id}&viewMode=story`, { waitUntil: "load" });
    for (const [i, s] of stories.entries()) {
      if (i > 0) errors.length = 0;
      const problem = i === 0 ? await firstRender(page) : await switchTo(page, s.id);
      if (problem) errors.push(problem);
      const canvases = await page.locator("#storybook-root canvas").count();
      if (s.title === "Editor/Canvas" || (s.title === "Editor/Grid" && canvases > 0)) {
        if (!(await boardInked(page))) errors.push("the canvas story drew no board");
      } else {
        const text = ((await page.locator("#storybook-root").textContent()) ?? "").trim();
        if (text.length < 20) errors.push(`the story shows almost no text (${JSON.stringify(text)})`);
      }
      if (await page.locator(".sb-show-errordisplay").count()) errors.push("Storybook shows an error");
      const doc = DOCS_SHOTS[s.id];
      if (doc) {
        await page.waitForTimeout(300); // a background scan decodes asynchronously
        await page.locator("#storybook-root").screenshot({ path: `${appDir}docs/${doc}` });
      }
      if (errors.length || process.env.STORY_SHOTS === "1")
        await page.screenshot({ path: `/tmp/editor-story-${s.id}.png` });
      if (errors.length) failures.push(`${s.id}: ${errors.join("; ")}`);
    }
    await page.close();
    expect(failures).toEqual([]);
  }, 300_000);
});
