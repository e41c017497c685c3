#!/usr/bin/env node
/**
 * Browser test of the static Storybook: builds it (unless SKIP_STORYBOOK_BUILD=1), serves
 * storybook-static/ on a free port, opens every story in Debian's Chromium through playwright-core,
 * fails on any console error or page error or on a story that renders nothing, checks the board's
 * and the guided turn's interactions, and saves screenshots of the board stories to
 * /tmp/board-ui-*.png. Never downloads a browser.
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
 * Interaction checks on the highlighted board story: a click on the canvas reports a space, the
 * pointer over the barred space shows its reason, the keyboard list reports the chosen space, and
 * the zoom buttons redraw. Returns errors.
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
  for (let gy = 1; gy < 12 && !barredTip; gy++)
    for (let gx = 1; gx < 16 && !barredTip; gx++) {
      await page.mouse.move(box.x + (box.width * gx) / 16, box.y + (box.height * gy) / 12);
      const t = await page.evaluate(() => document.querySelector("[role=status]")?.textContent ?? "");
      if (t.includes("barred —")) barredTip = t;
    }
  if (!barredTip) errs.push("hovering the board never showed the barred space's reason");
  await page.reload({ waitUntil: "load" });
  await page.waitForSelector("canvas");
  const first = page.getByRole("list", { name: "Spaces" }).getByRole("button").first();
  await first.focus();
  const listVisible = await page
    .getByRole("list", { name: "Spaces" })
    .evaluate((el) => el.getBoundingClientRect().width > 50);
  if (!listVisible) errs.push("the keyboard list of spaces did not show when focused");
  await page.keyboard.press("Enter");
  const afterKey = (await status.textContent()) ?? "";
  if (!/^Clicked [a-z0-9-]+$/.test(afterKey)) errs.push(`keyboard space list reported "${afterKey}"`);
  await page.mouse.move(0, 0);
  await page.getByRole("button", { name: "Fit the board to the screen" }).click();
  await page.waitForTimeout(200);
  const before = await canvas.screenshot();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.waitForTimeout(100);
  const zoomed = await canvas.screenshot();
  if (before.equals(zoomed)) errs.push("Zoom in did not change the drawing");
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await page.mouse.wheel(0, -300);
  await page.waitForTimeout(150);
  const wheeled = await canvas.screenshot();
  if (wheeled.equals(zoomed)) errs.push("the wheel did not zoom");
  await page.getByRole("button", { name: "Fit the board to the screen" }).click();
  await page.waitForTimeout(300);
  const fitted = await canvas.screenshot();
  if (fitted.equals(zoomed)) errs.push("Fit did not change the zoomed view");
  if (Math.abs(fitted.length - before.length) / before.length > 0.02)
    errs.push("Fit did not restore the fitted view (the picture differs from the first fit)");
  console.log(
    `      board: click → "${afterClick}", keyboard → "${afterKey}", hover → "${barredTip}", zoom, wheel and fit redraw`,
  );
  return errs;
}

/**
 * Interaction checks on the guided-turn story: a chip opens a branch, a glowing space completes a
 * confirmed action, Confirm sends it, and a click on a space nothing leads to is sent for explanation.
 */
async function turnChecks(page) {
  const errs = [];
  const sent = page.locator("[data-testid=sent]");
  await page.getByRole("button", { name: "Move a worker" }).click();
  const path = (await page.locator("[data-testid=path]").textContent()) ?? "";
  if (!/Move a worker/.test(path)) errs.push(`choosing a chip showed the path "${path}"`);
  await page.locator("[data-testid=choice][data-space=guild]").click();
  await page.locator("[data-testid=choice]").first().click();
  const confirm = page.locator("[data-testid=confirm]");
  if (!(await confirm.isVisible())) errs.push("the last step of a move did not ask for a confirmation");
  else await confirm.click();
  const acted = (await sent.textContent()) ?? "";
  if (!/^act \{"type":"move","from":"guild"/.test(acted)) errs.push(`confirm sent "${acted}"`);
  // A click on the board where nothing leads: the action goes out for the game to explain.
  const canvas = page.locator("canvas").first();
  const box = await canvas.boundingBox();
  let explained = "";
  for (const [fx, fy] of [
    [0.05, 0.1],
    [0.95, 0.9],
    [0.1, 0.9],
    [0.9, 0.1],
  ]) {
    await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
    const t = (await sent.textContent()) ?? "";
    const msg = (await page.locator("[data-testid=turn-message]").textContent()) ?? "";
    if (t.startsWith("explain") || /choose one of/.test(msg)) {
      explained = t.startsWith("explain") ? t : msg;
      break;
    }
  }
  if (!explained) errs.push("no click on a far space was sent for explanation");
  console.log(`      turn: path "${path}", ${acted}, then ${explained}`);
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
      s.title === "Table/Guided turn" ||
      process.env.SCREENSHOT_ALL === "1"
    ) {
      const shot = `/tmp/board-ui-${s.id}.png`;
      await page.screenshot({ path: shot });
      console.log(`  screenshot ${shot}`);
    }
    if (s.id === "board-boardview--highlights" && errors.length === 0)
      errors.push(...(await boardChecks(page)));
    if (s.id === "table-guided-turn--town-turn" && errors.length === 0)
      errors.push(...(await turnChecks(page)));
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
