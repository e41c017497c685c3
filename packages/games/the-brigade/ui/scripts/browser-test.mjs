#!/usr/bin/env node
/**
 * Browser test of The Brigade UI's static Storybook: builds it (unless SKIP_STORYBOOK_BUILD=1),
 * serves storybook-static/ on a free port, opens every story in Debian's Chromium through
 * playwright-core, fails on any console or page error or on a story that renders nothing, checks
 * the whole table's guided turn (a chip acts on the local game, a glowing tile moves the brigade, an
 * illegal click is explained with its §) and that the phone table is no wider than the screen, and
 * keeps screenshots in /tmp/the-brigade-ui-*.png. Never downloads a browser.
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
const url = (id) => `http://127.0.0.1:${port}/iframe.html?id=${id}&viewMode=story`;

/** The whole table: chips act on the local game (the log grows) and a tile click is explained. */
async function tableChecks(page) {
  const errs = [];
  const log = page.locator("[data-testid=log] li");
  const before = await log.count();
  for (let i = 0; i < 8 && (await log.count()) === before; i++) {
    const chip = page.locator("[data-testid=choice]").last();
    if (!(await chip.isVisible())) break;
    await chip.click();
    await page.waitForTimeout(200);
  }
  if ((await log.count()) === before) errs.push("choosing chips never acted (the log did not grow)");
  console.log(`      table: log ${before} → ${await log.count()} lines`);
  return errs;
}

/** Move Brigade through the board: the chip, then a glowing tile through the keyboard list. */
async function moveChecks(page) {
  const errs = [];
  const chip = page.locator("[data-testid=choice]", { hasText: "Move brigade" });
  if (!(await chip.isVisible())) return ["no Move brigade chip mid-game"];
  const before = (await page.locator("[data-testid=prompt]").textContent()) ?? "";
  await chip.click();
  const prompt = (await page.locator("[data-testid=prompt]").textContent()) ?? "";
  if (!/movement points/.test(prompt)) errs.push(`after Move brigade the prompt says "${prompt}"`);
  const dest = page.locator("[data-testid=choice][data-space]").first();
  if (!(await dest.isVisible())) errs.push("no destination chip after Move brigade");
  else {
    await dest.click();
    await page.waitForTimeout(250);
    const after = (await page.locator("[data-testid=prompt]").textContent()) ?? "";
    if (after === prompt) errs.push("choosing a destination did not move the brigade");
  }
  console.log(`      move: "${before.slice(0, 50)}…" → "${prompt.slice(0, 60)}…"`);
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
    await page.goto(url(s.id), { waitUntil: "load" });
    try {
      await page.waitForFunction(
        () => {
          const root = document.querySelector("#storybook-root");
          return root !== null && root.childElementCount > 0;
        },
        null,
        { timeout: 60000 },
      );
      await page.waitForTimeout(/event/.test(s.id) ? 2500 : 300);
    } catch {
      errors.push("story rendered nothing within 60 s");
    }
    const sbError = await page.evaluate(() => document.querySelector(".sb-show-errordisplay") !== null);
    if (sbError)
      errors.push(
        `Storybook error display: ${await page
          .locator("#error-message")
          .textContent()
          .catch(() => "?")}`,
      );
    const shot = `/tmp/the-brigade-ui-${s.id}.png`;
    await page.screenshot({ path: shot, fullPage: true });
    if (s.id === "brigade-whole-table--mid-game" && errors.length === 0) {
      await page.screenshot({ path: "/tmp/the-brigade-ui-table-1440.png" });
      const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
      const phoneErrors = collectErrors(phone);
      await phone.goto(url(s.id), { waitUntil: "load" });
      await phone.waitForSelector("canvas", { timeout: 60000 });
      await phone.waitForTimeout(600);
      await phone.screenshot({ path: "/tmp/the-brigade-ui-table-390.png", fullPage: true });
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 2) errors.push(`the phone table is ${overflow}px wider than the screen`);
      errors.push(...phoneErrors);
      await phone.close();
      errors.push(...(await moveChecks(page)));
      await page.reload({ waitUntil: "load" });
      await page.waitForSelector("canvas", { timeout: 60000 });
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
  `the-brigade-ui browser-test: ${stories.length} stories, ${failures.length} failing, ${((Date.now() - started) / 1000).toFixed(1)} s in the browser`,
);
process.exit(failures.length === 0 ? 0 : 1);
