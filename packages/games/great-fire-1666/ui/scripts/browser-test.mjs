#!/usr/bin/env node
/**
 * Browser test of The Great Fire UI's static Storybook: builds it (unless SKIP_STORYBOOK_BUILD=1), serves
 * storybook-static/ on a free port, opens every story in Debian's Chromium through playwright-core,
 * fails on any console error or page error or on a story that renders nothing, checks the board's
 * and the guided turn's interactions, and saves screenshots of the board stories to
 * /tmp/great-fire-ui-*.png. Never downloads a browser.
 */
import { fileURLToPath } from "node:url";
import {
  buildStorybook,
  collectErrors,
  hasBrowser,
  launchChromium,
  serveStatic,
} from "@pudding/browser-test";

const pkgDir = fileURLToPath(new URL("..", import.meta.url));
if (!hasBrowser) {
  console.error("browser-test: no Chromium (apt-get install -y chromium, or set CHROMIUM_PATH)");
  process.exit(1);
}
console.log("browser-test: building the static Storybook…");
const { staticDir, stories } = buildStorybook(pkgDir);
const server = await serveStatic(staticDir);
const port = server.port;

/**
 * Interaction checks on the mid-game London story: a click on the canvas reports a district, the
 * pointer over a barred destination shows its §4.2 reason, the keyboard list reports a district,
 * and zoom in / fit redraw. Returns errors.
 */
async function boardChecks(page) {
  const errs = [];
  const status = page.locator("[data-testid=clicked]");
  const canvas = page.locator("canvas").first();
  const box = await canvas.boundingBox();
  if (!box) return ["no canvas on the board story"];
  await page.mouse.click(box.x + box.width * 0.45, box.y + box.height * 0.45);
  const afterClick = (await status.textContent()) ?? "";
  if (!/^Clicked [a-z0-9-]+$/.test(afterClick)) errs.push(`canvas click reported "${afterClick}"`);
  let barredTip = "";
  for (let gy = 1; gy < 16 && !barredTip; gy++)
    for (let gx = 1; gx < 20 && !barredTip; gx++) {
      await page.mouse.move(box.x + (box.width * gx) / 20, box.y + (box.height * gy) / 16);
      const t = await page.evaluate(() => document.querySelector("[role=status]")?.textContent ?? "");
      if (t.includes("barred —")) barredTip = t;
    }
  if (!barredTip) errs.push("hovering the board never showed a barred destination's reason");
  await page.reload({ waitUntil: "load" });
  await page.waitForSelector("canvas");
  await page.getByRole("list", { name: "Spaces" }).getByRole("button").first().focus();
  await page.keyboard.press("Enter");
  const afterKey = (await status.textContent()) ?? "";
  if (!/^Clicked [a-z0-9-]+$/.test(afterKey)) errs.push(`keyboard district list reported "${afterKey}"`);
  await page.mouse.move(0, 0);
  await page.getByRole("button", { name: "Fit the board to the screen" }).click();
  await page.waitForTimeout(200);
  const before = await canvas.screenshot();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.waitForTimeout(150);
  if (before.equals(await canvas.screenshot())) errs.push("Zoom in did not change the drawing");
  console.log(`      board: click → "${afterClick}", keyboard → "${afterKey}", hover → "${barredTip}"`);
  return errs;
}

/** The whole table: a guided step through the chips acts on the local game (the log grows). */
async function tableChecks(page) {
  const errs = [];
  const log = page.locator("[data-testid=log] li");
  const before = await log.count();
  for (let i = 0; i < 6 && (await log.count()) === before; i++) {
    const confirm = page.locator("[data-testid=confirm]");
    if (await confirm.isVisible()) await confirm.click();
    else {
      const chip = page.locator("[data-testid=choice]").last();
      if (!(await chip.isVisible())) break;
      await chip.click();
    }
    await page.waitForTimeout(150);
  }
  if ((await log.count()) === before) errs.push("choosing chips never acted (the log did not grow)");
  console.log(`      table: log ${before} → ${await log.count()} lines`);
  return errs;
}

const browser = await launchChromium();
const failures = [];
const started = Date.now();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const errors = collectErrors(page);
  for (const s of stories) {
    errors.length = 0;
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${s.id}&viewMode=story`, { waitUntil: "load" });
    try {
      await page.waitForFunction(
        () => {
          const root = document.querySelector("#storybook-root");
          return root !== null && root.childElementCount > 0;
        },
        null,
        { timeout: 15000 },
      );
      await page.waitForTimeout(150);
    } catch {
      errors.push("story rendered nothing within 15 s");
    }
    const sbError = await page.evaluate(() => document.querySelector(".sb-show-errordisplay") !== null);
    if (sbError)
      errors.push(
        `Storybook error display: ${await page
          .locator("#error-message")
          .textContent()
          .catch(() => "?")}`,
      );
    if (s.title !== "Great Fire/Panels" || process.env.SCREENSHOT_ALL === "1") {
      const shot = `/tmp/great-fire-ui-${s.id}.png`;
      await page.screenshot({ path: shot });
      console.log(`  screenshot ${shot}`);
    }
    if (s.id === "great-fire-board--mid-game-with-highlights" && errors.length === 0)
      errors.push(...(await boardChecks(page)));
    if (s.id === "great-fire-whole-table--mid-game" && errors.length === 0) {
      // The reference pictures: a laptop and a phone.
      await page.screenshot({ path: "/tmp/great-fire-ui-table-1440.png" });
      const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
      const phoneErrors = collectErrors(phone);
      await phone.goto(`http://127.0.0.1:${port}/iframe.html?id=${s.id}&viewMode=story`, {
        waitUntil: "load",
      });
      await phone.waitForSelector("canvas");
      await phone.waitForTimeout(400);
      await phone.screenshot({ path: "/tmp/great-fire-ui-table-390.png", fullPage: true });
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 2) errors.push(`the phone table is ${overflow}px wider than the screen`);
      errors.push(...phoneErrors);
      await phone.close();
      console.log("  screenshots /tmp/great-fire-ui-table-1440.png, /tmp/great-fire-ui-table-390.png");
      errors.push(...(await tableChecks(page)));
    }
    if (errors.length > 0) failures.push({ id: s.id, errors: [...errors] });
    console.log(
      `${errors.length === 0 ? "ok  " : "FAIL"} ${s.id}${errors.length ? `\n      ${errors.join("\n      ")}` : ""}`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
console.log(
  `great-fire-ui browser-test: ${stories.length} stories, ${failures.length} failing, ${((Date.now() - started) / 1000).toFixed(1)} s in the browser`,
);
process.exit(failures.length === 0 ? 0 : 1);
