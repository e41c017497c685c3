/**
 * Screenshots of the Rules workspace and its lab for a look by eye (not a test): serves test/page
 * with Vite, runs a small lab for a game, and saves the viewport at desktop (1440×900) and phone
 * (390×844) sizes, scrolled to the form, the lab and the heat maps, to /tmp/rules-ui-screen-*.png.
 *
 *   npx tsx scripts/screens.ts [great-fire-1666|toy-claims] [games]
 */
import { fileURLToPath } from "node:url";
import { launchChromium } from "@pudding/browser-test";
import { createServer } from "vite";

const game = process.argv[2] ?? "great-fire-1666";
const games = Number(process.argv[3] ?? 60);
const server = await createServer({
  configFile: fileURLToPath(new URL("../test/vite.config.ts", import.meta.url)),
  server: { port: 0, host: "127.0.0.1", hmr: false },
});
await server.listen();
const addr = server.httpServer?.address();
if (!addr || typeof addr === "string") throw new Error("no port");
const browser = await launchChromium();
try {
  for (const [size, width, height] of [
    ["desktop", 1440, 900],
    ["phone", 390, 844],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(`http://127.0.0.1:${addr.port}/?game=${game}`, { waitUntil: "load" });
    await page.getByRole("main", { name: "Rules workspace" }).waitFor({ timeout: 120_000 });
    await page.screenshot({ path: `/tmp/rules-ui-screen-${game}-${size}-1-form.png` });
    await page.getByRole("spinbutton", { name: "Games", exact: true }).fill(String(games));
    await page.getByRole("button", { name: /^Run / }).click();
    await page.getByRole("status").filter({ hasText: "· done ·" }).waitFor({ timeout: 600_000 });
    await page.mouse.move(0, 0);
    const lab = page.getByRole("region", { name: "Balance lab" });
    await lab.scrollIntoViewIfNeeded();
    await page.evaluate(() => document.querySelector('[aria-label="Balance lab"]')?.scrollIntoView());
    await page.screenshot({ path: `/tmp/rules-ui-screen-${game}-${size}-2-lab.png` });
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await page.screenshot({ path: `/tmp/rules-ui-screen-${game}-${size}-3-lab.png` });
    await page.evaluate(() =>
      document.querySelector('[aria-label="Comparison of the two rule sets"]')?.scrollIntoView(),
    );
    await page.screenshot({ path: `/tmp/rules-ui-screen-${game}-${size}-4-table.png` });
    await page.evaluate(() => document.querySelector('[data-chart="Heat map"]')?.scrollIntoView());
    await page.screenshot({ path: `/tmp/rules-ui-screen-${game}-${size}-5-heat.png` });
    const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${game} ${size}: sideways overflow ${over}px`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
