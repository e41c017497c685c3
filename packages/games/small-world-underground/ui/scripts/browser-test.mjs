#!/usr/bin/env node
/**
 * Browser test of Small World Underground UI's static Storybook: builds it (unless
 * SKIP_STORYBOOK_BUILD=1), serves storybook-static/ on a free port, opens every story in Debian's
 * Chromium through playwright-core, fails on any console error or page error or on a story that
 * renders nothing, checks that the whole table acts through its choice chips, that the phone table
 * is no wider than the phone, and saves screenshots to /tmp/swu-ui-*.png. With `--docs` the table at
 * 1440×900 and 390×844 is also written to docs/ (the README's pictures). Never downloads a browser.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildStorybook,
  collectErrors,
  hasBrowser,
  launchChromium,
  serveStatic,
} from "@pudding/browser-test";

const pkgDir = fileURLToPath(new URL("..", import.meta.url));
const toDocs = process.argv.includes("--docs");
if (!hasBrowser) {
  console.error("browser-test: no Chromium (apt-get install -y chromium, or set CHROMIUM_PATH)");
  process.exit(1);
}
console.log("browser-test: building the static Storybook…");
const { staticDir, stories } = buildStorybook(pkgDir);
const server = await serveStatic(staticDir);
const url = (id) => `http://127.0.0.1:${server.port}/iframe.html?id=${id}&viewMode=story`;

/** Waits until the story drew something (and its canvases had a moment to paint). */
async function rendered(page, errors) {
  try {
    await page.waitForFunction(
      () => {
        const root = document.querySelector("#storybook-root");
        return root !== null && root.childElementCount > 0;
      },
      null,
      { timeout: 20000 },
    );
    await page.waitForTimeout(250);
  } catch {
    errors.push("story rendered nothing within 20 s");
  }
  if (await page.evaluate(() => document.querySelector(".sb-show-errordisplay") !== null))
    errors.push(
      `Storybook error display: ${await page
        .locator("#error-message")
        .textContent()
        .catch(() => "?")}`,
    );
}

/** The whole table: choosing chips (or confirming) acts on the local game, so the log grows. */
async function tableChecks(page) {
  const errs = [];
  const log = page.locator("[data-testid=log] li");
  const before = await log.count();
  for (let i = 0; i < 8 && (await log.count()) === before; i++) {
    const confirm = page.locator("[data-testid=confirm]");
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    else {
      const chip = page.locator("[data-testid=choice]").first();
      if (!(await chip.isVisible().catch(() => false))) break;
      await chip.click();
    }
    await page.waitForTimeout(200);
  }
  if ((await log.count()) === before) errs.push("choosing chips never acted (the log did not grow)");
  console.log(`      table: log ${before} → ${await log.count()} lines`);
  return errs;
}

const TABLE = "small-world-underground-whole-table--mid-game";
const browser = await launchChromium();
const failures = [];
const started = Date.now();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const errors = collectErrors(page);
  for (const s of stories) {
    errors.length = 0;
    await page.goto(url(s.id), { waitUntil: "load" });
    await rendered(page, errors);
    if (!s.id.includes("--phone")) {
      const shot = `/tmp/swu-ui-${s.id}.png`;
      await page.screenshot({ path: shot });
      console.log(`  screenshot ${shot}`);
    }
    if (s.id === TABLE && errors.length === 0) {
      // The reference pictures: a laptop and a phone.
      await page.waitForTimeout(400);
      await page.screenshot({ path: "/tmp/swu-ui-table-1440.png" });
      const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
      const phoneErrors = collectErrors(phone);
      await phone.goto(url(s.id), { waitUntil: "load" });
      await phone.waitForSelector("canvas");
      await phone.waitForTimeout(600);
      await phone.screenshot({ path: "/tmp/swu-ui-table-390.png", fullPage: true });
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 2) errors.push(`the phone table is ${overflow}px wider than the screen`);
      errors.push(...phoneErrors);
      await phone.close();
      console.log("  screenshots /tmp/swu-ui-table-1440.png, /tmp/swu-ui-table-390.png");
      if (toDocs) {
        mkdirSync(join(pkgDir, "docs"), { recursive: true });
        copyFileSync("/tmp/swu-ui-table-1440.png", join(pkgDir, "docs", "table-1440.png"));
        copyFileSync("/tmp/swu-ui-table-390.png", join(pkgDir, "docs", "table-390.png"));
        console.log("  copied to docs/table-1440.png, docs/table-390.png");
      }
      errors.push(...(await tableChecks(page)));
    }
    if (errors.length > 0) failures.push({ id: s.id, errors: [...errors] });
    console.log(
      `${errors.length === 0 ? "ok  " : "FAIL"} ${s.id}${errors.length ? `\n      ${errors.join("\n      ")}` : ""}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(
  `small-world-underground-ui browser-test: ${stories.length} stories, ${failures.length} failing, ${((Date.now() - started) / 1000).toFixed(1)} s in the browser`,
);
process.exit(failures.length === 0 ? 0 : 1);
