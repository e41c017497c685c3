#!/usr/bin/env node
/**
 * Browser test of the static Storybook: builds it (unless SKIP_STORYBOOK_BUILD=1), serves
 * storybook-static/ on a free port, opens every story in Debian's Chromium through playwright-core,
 * fails on any console error or page error or on a story that renders nothing, and saves screenshots
 * of the board stories to /tmp/board-ui-*.png. Never downloads a browser.
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
 * Interaction checks on the mid-game board story: a click on the canvas reports a district, the
 * keyboard list reports the chosen district, and the zoom buttons change the drawing. Returns errors.
 */
async function interactionChecks(page) {
  const errs = [];
  const status = page.locator("p[aria-live=polite]");
  const canvas = page.locator("canvas").first();
  const box = await canvas.boundingBox();
  if (!box) return ["no canvas on the board story"];
  await page.mouse.click(box.x + box.width * 0.45, box.y + box.height * 0.45);
  const afterClick = (await status.textContent()) ?? "";
  if (!/^Clicked [a-z0-9-]+$/.test(afterClick))
    errs.push(`canvas click reported "${afterClick}", expected "Clicked <district>"`);
  // Sweep the pointer over the board until the barred destination's reason shows (Highlights.barred).
  let barredTip = "";
  for (let gy = 1; gy < 12 && !barredTip; gy++)
    for (let gx = 1; gx < 16 && !barredTip; gx++) {
      await page.mouse.move(box.x + (box.width * gx) / 16, box.y + (box.height * gy) / 12);
      const t = await page.evaluate(() => document.querySelector("[role=status]")?.textContent ?? "");
      if (t.includes("barred —")) barredTip = t;
    }
  if (!barredTip) errs.push("hovering the board never showed a barred destination's reason");
  await page.reload({ waitUntil: "load" });
  await page.waitForSelector("canvas");
  const first = page.getByRole("list", { name: "Districts" }).getByRole("button").first();
  await first.focus();
  await page.keyboard.press("Enter");
  const afterKey = (await status.textContent()) ?? "";
  if (!/^Clicked [a-z0-9-]+$/.test(afterKey)) errs.push(`keyboard district list reported "${afterKey}"`);
  await page.mouse.move(0, 0); // no hover highlight in the reference picture
  // Reference: the fitted view as the Fit button draws it (the first layout may differ by sub-pixels).
  await page.getByRole("button", { name: "Fit the board to the screen" }).click();
  await page.waitForTimeout(200);
  const before = await canvas.screenshot();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.waitForTimeout(100);
  const zoomed = await canvas.screenshot();
  if (before.equals(zoomed)) errs.push("Zoom in did not change the drawing");
  await page.getByRole("button", { name: "Fit the board to the screen" }).click();
  // Fit must undo the zoom. (Compared loosely: a redraw at a float scale may move a few pixels.)
  await page.waitForTimeout(300);
  const fitted = await canvas.screenshot();
  if (fitted.equals(zoomed)) errs.push("Fit did not change the zoomed view");
  if (Math.abs(fitted.length - before.length) / before.length > 0.02)
    errs.push("Fit did not restore the fitted view (the picture differs from the first fit)");
  console.log(
    `      interactions: canvas click → "${afterClick}", keyboard → "${afterKey}", hover → "${barredTip}", zoom and fit redraw`,
  );
  return errs;
}

const browser = await launchChromium();
const failures = [];
const started = Date.now();
try {
  const page = await browser.newPage({ viewport: { width: 1300, height: 920 } });
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
    if (
      s.title.startsWith("Board/") ||
      s.title === "Table/Whole table" ||
      process.env.SCREENSHOT_ALL === "1"
    ) {
      const shot = `/tmp/board-ui-${s.id}.png`;
      await page.screenshot({
        path: shot,
        ...(s.title === "Table/Whole table" ? { clip: { x: 0, y: 0, width: 1300, height: 800 } } : {}),
      });
      console.log(`  screenshot ${shot}`);
    }
    if (s.id === "board-boardstage--mid-game-with-highlights" && errors.length === 0) {
      errors.push(...(await interactionChecks(page)));
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
  `browser-test: ${stories.length} stories, ${failures.length} failing, ${((Date.now() - started) / 1000).toFixed(1)} s in the browser`,
);
process.exit(failures.length === 0 ? 0 : 1);
