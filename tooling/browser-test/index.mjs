/**
 * Shared pieces of every browser test (play, editor, board-ui, rules-ui): Debian's Chromium launched
 * through playwright-core (never a downloaded browser) with the flags this closed network needs, a
 * free port, a static file server and the static Storybook build. Plain ESM so Node scripts and
 * Vitest tests import the same file.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createRequire } from "node:module";
import { createServer as createNetServer } from "node:net";
import { extname, join, normalize } from "node:path";
import { chromium } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasBrowser = existsSync(CHROMIUM);

/** Without the networking flags Chromium stalls on a closed network. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchChromium(options = {}) {
  if (!hasBrowser)
    throw new Error(
      `No Chromium at ${CHROMIUM}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  return chromium.launch({
    executablePath: CHROMIUM,
    ...options,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}

/**
 * Gives every page of `browser` (new contexts and new pages alike) these localStorage entries before
 * its own scripts run, where the page has not set them itself: the preferences a test run wants
 * (a test that checks a default launches its own browser without them). Returns the same browser.
 */
export function withLocalStorage(browser, entries) {
  const seed = (e) => {
    for (const [k, v] of Object.entries(e)) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(seed, entries);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await page.addInitScript(seed, entries);
    return page;
  };
  return browser;
}

/**
 * Chromium for tests that play whole games, as a returning player's: "ask me to confirm each move
 * made on the board" (board-ui's CONFIRM_MOVES_KEY, on by default) starts off, and the first game's
 * walkthrough (TOUR_DONE_KEY) is done. A test of those defaults launches a browser without them
 * (`launchChromium`).
 */
export async function launchGameTestBrowser(options = {}) {
  return withLocalStorage(await launchChromium(options), {
    "pudding:confirm-moves": "off",
    "pudding:tour-done": "on",
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createNetServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/** Serves `dir` on a free 127.0.0.1 port (index.html for directories, 404 outside it). */
export async function serveStatic(dir) {
  const server = createHttpServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    if (pathname === "/favicon.ico") {
      res.writeHead(204).end(); // the browser asks on its own; Storybook ships none
      return;
    }
    let file = join(dir, normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ""));
    if (file.endsWith("/")) file = join(file, "index.html");
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address();
  return { port, url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/**
 * Builds the package's static Storybook into `storybook-static/` (skipped when
 * SKIP_STORYBOOK_BUILD=1 and a build exists) and returns its stories from index.json.
 */
export function buildStorybook(pkgDir) {
  const staticDir = join(pkgDir, "storybook-static");
  if (process.env.SKIP_STORYBOOK_BUILD !== "1" || !existsSync(join(staticDir, "index.json")))
    execFileSync("npx", ["storybook", "build", "-o", "storybook-static", "--quiet"], {
      cwd: pkgDir,
      stdio: ["ignore", "ignore", "inherit"],
    });
  const index = JSON.parse(readFileSync(join(staticDir, "index.json"), "utf8"));
  const stories = Object.values(index.entries).filter((e) => e.type === "story");
  if (stories.length === 0) throw new Error(`${staticDir}/index.json lists no stories`);
  return { staticDir, stories };
}

/** `next build --webpack` in `appDir`, unless `process.env[skipVar] === "1"` and a build exists. */
export function buildNext(appDir, skipVar) {
  if (skipVar && process.env[skipVar] === "1" && existsSync(join(appDir, ".next", "BUILD_ID"))) return;
  const r = spawnSync("npx", ["next", "build", "--webpack"], {
    cwd: appDir,
    stdio: "pipe",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`next build failed in ${appDir}:\n${r.stdout}\n${r.stderr}`);
}

/**
 * Spawns a server in its own process group and resolves once its output matches `ready`;
 * `stop()` ends the whole group (SIGTERM, then SIGKILL after 5 s).
 */
export async function startServer(
  command,
  args,
  { cwd, env = {}, ready, timeoutMs = 60_000, name = command },
) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (b) => {
      output += b.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
  return {
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((r) => child.once("exit", r));
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {}
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null)
          try {
            process.kill(-child.pid, "SIGKILL");
          } catch {}
      }
    },
  };
}

/** Collects console errors and page errors of `page` into the returned array (clear it with `.length = 0`). */
export function collectErrors(page) {
  const errors = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console.error: ${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
  return errors;
}

/**
 * The serious and critical accessibility problems axe-core finds on the page as it stands (WCAG 2.x
 * A and AA rules), each as one line: rule, impact, what it says, and the first elements it names.
 * `exclude` lists selectors axe should skip (say, a canvas drawn by Konva, described elsewhere).
 */
export async function axeViolations(page, { exclude = [] } = {}) {
  const source = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: source });
  const result = await page.evaluate(
    (ex) =>
      window.axe.run(
        { include: [document], exclude: ex.map((s) => [s]) },
        {
          runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
          resultTypes: ["violations"],
        },
      ),
    exclude,
  );
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map(
            (n) =>
              `${n.target.join(" ")} ${n.html.replace(/\s+/g, " ").slice(0, 160)}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, " ").slice(0, 160)}]` : ""}`,
          )
          .join(" | ")}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ""}`,
    );
}

/**
 * Every string a reader meets on the page (issue 20's language tests): visible text nodes, the
 * screen-reader names and tooltips (`aria-label`, `title`, `placeholder`, `alt`) of visible elements,
 * and the words drawn on Konva canvases.
 */
export async function shownStrings(page) {
  return page.evaluate(() => {
    const out = new Set();
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && s.display !== "none";
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.replace(/\s+/g, " ").trim();
      const parent = n.parentElement;
      if (!text || !parent || parent.closest("script, style, option:not(:checked)")) continue;
      if (visible(parent)) out.add(text);
    }
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      if (!visible(el)) continue;
      for (const a of ["aria-label", "title", "placeholder", "alt"]) {
        const v = el.getAttribute(a)?.replace(/\s+/g, " ").trim();
        if (v) out.add(v);
      }
    }
    // Words drawn on a Konva canvas (the boards): its visible Text nodes.
    for (const stage of window.Konva?.stages ?? [])
      for (const node of stage.find("Text"))
        if (node.isVisible()) {
          const v = String(node.text()).replace(/\s+/g, " ").trim();
          if (v) out.add(v);
        }
    return [...out];
  });
}

/**
 * Is `s` a name or a figure rather than words to translate: one of `names`, or every word of three
 * letters or more in it is one of `names` or a Roman numeral (deck "III", "§4.2", "3 × 2" have none).
 */
export function isName(s, names) {
  if (names.has(s)) return true;
  // Digests and keys in hexadecimal (a deal's commitment, a revealed seed) are data, not words.
  const words = s.replace(/\b[0-9a-f]{8,}\b/gi, "").match(/[A-Za-z]{3,}/g) ?? [];
  return words.every((w) => names.has(w) || /^[IVXL]+$/.test(w));
}

/** Every string in some data (a shipped map, a card set), optionally only under keys `only` accepts. */
export function dataStrings(value, out = new Set(), only, key = "") {
  if (typeof value === "string") {
    if (!only || only(key)) out.add(value.replace(/\s+/g, " ").trim());
  } else if (Array.isArray(value)) for (const v of value) dataStrings(v, out, only, key);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) dataStrings(v, out, only, k);
  return out;
}
