/**
 * Every story in Chromium: builds the static Storybook (unless SKIP_STORYBOOK_BUILD=1), serves it,
 * opens each story, and fails on a console error, a page error, a Storybook error display or a story
 * that renders nothing; chart stories must draw an SVG chart (or the board canvas). Screenshots go
 * to /tmp/rules-ui-story-*.png.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const pkgDir = fileURLToPath(new URL("..", import.meta.url));
const staticDir = join(pkgDir, "storybook-static");
const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

describe.skipIf(!existsSync(CHROMIUM))("Storybook stories in Chromium", () => {
  let server: Server;
  let browser: Browser;
  let port = 0;
  let stories: { id: string; title: string; name: string }[] = [];

  beforeAll(async () => {
    if (process.env.SKIP_STORYBOOK_BUILD !== "1")
      execFileSync("npx", ["storybook", "build", "-o", "storybook-static", "--quiet"], {
        cwd: pkgDir,
        stdio: ["ignore", "ignore", "inherit"],
      });
    const index = JSON.parse(readFileSync(join(staticDir, "index.json"), "utf8")) as {
      entries: Record<string, { id: string; title: string; name: string; type: string }>;
    };
    stories = Object.values(index.entries).filter((e) => e.type === "story");
    server = createServer((req, res) => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      if (path === "/favicon.ico") {
        res.writeHead(204).end();
        return;
      }
      let file = join(staticDir, normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, ""));
      if (file.endsWith("/")) file = join(file, "index.html");
      if (!file.startsWith(staticDir) || !existsSync(file)) {
        res.writeHead(404).end("not found");
        return;
      }
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
      res.end(readFileSync(file));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as { port: number }).port;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((r) => server?.close(r));
  });

  it("lists the control, chart and workspace stories", () => {
    const titles = new Set(stories.map((s) => s.title));
    expect([...titles].sort()).toEqual(["Lab/Charts", "Rules/Controls", "Rules/Workspace"]);
    expect(stories.length).toBeGreaterThanOrEqual(18);
  });

  it("every story renders without an error", async () => {
    const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
    let errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(`console.error: ${m.text()} (${m.location().url})`);
    });
    page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
    const failures: string[] = [];
    for (const s of stories) {
      errors = [];
      await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${s.id}&viewMode=story`, {
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
          .locator("#storybook-root svg.recharts-surface, #storybook-root canvas, #storybook-root table")
          .count();
        if (drawn === 0) errors.push("a chart story drew no chart");
      }
      if (await page.locator(".sb-show-errordisplay").count()) errors.push("Storybook shows an error");
      await page.screenshot({ path: `/tmp/rules-ui-story-${s.id}.png` });
      if (errors.length) failures.push(`${s.id}: ${errors.join("; ")}`);
    }
    await page.close();
    expect(failures).toEqual([]);
  });
});
