/**
 * The editor in a real browser (Debian's Chromium via playwright-core) against `next start`:
 * draw two districts sharing an edge, add houses and an arrow, watch the problems panel, undo/redo,
 * export, re-import, reload (autosave); then the story on the London board — fix an arrow,
 * the panel clears, publish to the running play app (its real server, temp PGlite), `maps.list`
 * shows it, and a game starts on the corrected board.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppRouter } from "@pudding/api";
import { collectErrors } from "@pudding/browser-test";
import { type BoardMap, LONDON_1666 } from "@pudding/great-fire";
import type { Point } from "@pudding/map-schema";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { describe, expect, it } from "vitest";
// The play app's own harness: the real server (`tsx server.ts`) with the lobby and the table.
import { buildOnce as buildPlay, type RunningApp, startApp } from "../../play/test/harness";
import { DOCS, editorSession, hasBrowser } from "./harness";
import { click, openEditor, problemCount, problemTexts, status } from "./page-helpers";

let play: RunningApp | undefined;
const tmp = mkdtempSync(path.join(tmpdir(), "pudding-editor-"));
const session = editorSession({
  // Turbo runs the play app's tests (which build it) before these; build it here only if missing.
  before: async () => {
    process.env.PUDDING_PLAY_SKIP_BUILD = "1";
    buildPlay();
    // The play server takes changes from a browser only from the editor's origins.
    play = await startApp({ PUDDING_EDITOR_ORIGINS: session.editor.url });
  },
  after: async () => {
    await play?.stop();
    rmSync(tmp, { recursive: true, force: true });
  },
});

const openPage = () => openEditor(session.browser, session.editor.url);

/**
 * Opens the play app's lobby at `href`, optionally picks a rule set, creates a game (one person,
 * three heuristic bots: the lobby's default), takes the seat and waits for the board.
 */
async function startInLobby(href: string | null, rulesLabel?: string) {
  if (!href) throw new Error("no link to the play app");
  const page = await session.browser.newPage({ viewport: { width: 1400, height: 860 } });
  const errors = collectErrors(page);
  await page.goto(href);
  if (rulesLabel) {
    const option = page.locator("#rules option", { hasText: rulesLabel });
    await option.waitFor({ state: "attached" });
    await page.locator("#rules").selectOption((await option.getAttribute("value")) ?? "");
  }
  await page.getByRole("button", { name: "Create game" }).click();
  await page.getByTestId("take-seat").click();
  await page.waitForSelector('[data-testid="board"] canvas');
  const gameId = new URL(page.url()).pathname.split("/").pop() ?? "";
  expect(errors).toEqual([]);
  return { page, gameId };
}

describe.skipIf(!hasBrowser)("the map editor in Chromium", () => {
  it("draws two districts sharing an edge, adds houses and an arrow, undo/redo, export, re-import, autosave", async () => {
    const { page, errors } = await openPage();
    await page.getByRole("button", { name: "New", exact: true }).click();
    expect(await problemTexts(page)).toMatch(/needs at least one district/);

    // District one: a square, closed by clicking its first point again.
    await page.keyboard.press("d");
    for (const p of [
      [400, 300],
      [800, 300],
      [800, 700],
      [400, 700],
      [400, 300],
    ] as Point[])
      await click(page, p);
    expect(await status(page)).toBe("Draw District 1");
    // District two shares the east edge: its first two points snap onto district one's corners.
    for (const p of [
      [803, 297],
      [1200, 300],
      [1200, 700],
      [797, 704],
      [803, 297],
    ] as Point[])
      await click(page, p);
    expect(await status(page)).toBe("Draw District 2");
    // Issue 20, defect 13: the new district is selected, its id from its name (not "district").
    const props = page.getByTestId("district-props");
    await expect.poll(() => props.getByLabel("Id", { exact: true }).inputValue()).toBe("district-2");
    expect(await props.getByLabel("Name", { exact: true }).inputValue()).toBe("District 2");

    // Houses on district one through the properties panel.
    await page.keyboard.press("v");
    await click(page, [600, 500]);
    await page.getByLabel("Houses", { exact: true }).fill("3");
    await expect
      .poll(() => page.getByTestId("tally-Houses in the purple region").textContent())
      .toBe("3 / 30");
    expect(await problemTexts(page)).toMatch(/the purple region holds 3 houses/);
    await page.keyboard.press("Escape"); // leave the field: keys are shortcuts again

    // An arrow from one to two: the direction is proposed from the geometry (East).
    await page.keyboard.press("a");
    await click(page, [600, 500]);
    await click(page, [1000, 500]);
    expect(await status(page)).toBe("Arrow District 1 → District 2 (E)");
    await expect
      .poll(() => problemTexts(page))
      .toMatch(/no arrow leads back from "district-2" to "district-1"/);
    const withArrow = await problemCount(page);

    // Undo removes the arrow and its problem; redo brings both back.
    await page.keyboard.press("Control+z");
    await expect.poll(() => problemTexts(page)).not.toMatch(/no arrow leads back/);
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(() => problemCount(page)).toBe(withArrow);

    // Clicking the problem selects the arrow; "Add the way back" fixes it.
    await page.getByTestId("problem").filter({ hasText: "no arrow leads back" }).click();
    await page.getByRole("button", { name: "Add the way back" }).click();
    await expect.poll(() => problemTexts(page)).not.toMatch(/no arrow leads back/);
    mkdirSync(DOCS, { recursive: true });
    await page.screenshot({ path: path.join(DOCS, "editor-two-districts.png") });

    // Export JSON, start afresh, import it again.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export JSON" }).click(),
    ]);
    const file = path.join(tmp, "two.json");
    await download.saveAs(file);
    const saved = JSON.parse(readFileSync(file, "utf8"));
    expect(saved.districts).toHaveLength(2);
    expect(saved.districts[0].houses).toBe(3);
    expect(saved.arrows.map((a: { direction: string }) => a.direction)).toEqual(["E", "W"]);
    // The edge is shared exactly (snapping): district two holds district one's two east corners.
    const [one, two] = saved.districts as { polygon: Point[] }[];
    const shared = (one?.polygon ?? []).filter((p) =>
      two?.polygon.some((q) => q[0] === p[0] && q[1] === p[1]),
    );
    expect(shared).toHaveLength(2);
    expect(shared.every((p) => Math.abs(p[0] - 800) < 5)).toBe(true);
    await page.getByRole("button", { name: "New", exact: true }).click();
    expect(await page.getByTestId("tally-Houses in the purple region").textContent()).toBe("0 / 30");
    await page.getByTestId("import-file").setInputFiles(file);
    await expect.poll(() => status(page)).toMatch(/^Imported two.json with \d+ problems? to fix/);
    expect(await page.getByTestId("tally-Houses in the purple region").textContent()).toBe("3 / 30");

    // A bad file is refused with the parser's reasons.
    const bad = path.join(tmp, "bad.json");
    writeFileSync(bad, JSON.stringify({ ...saved, districts: [{ ...saved.districts[0], houses: 7 }] }));
    await page.getByTestId("import-file").setInputFiles(bad);
    await expect
      .poll(() => page.getByTestId("issues-dialog").textContent())
      .toMatch(/districts\[0\]\.houses: 7 is above the maximum of 5/);
    await page.getByTestId("issues-dialog").getByRole("button", { name: "Close" }).click();

    // Reload: the autosave restores the map.
    await page.waitForTimeout(400);
    await page.reload();
    await page.waitForSelector('[data-testid="canvas"] canvas');
    expect(await status(page)).toMatch(/^Restored your autosaved map/);
    expect(await page.getByTestId("tally-Houses in the purple region").textContent()).toBe("3 / 30");

    // The help overlay.
    await page.keyboard.press("?");
    expect(await page.getByTestId("help").textContent()).toMatch(/Undo \/ redo/);
    await page.keyboard.press("Escape");
    expect(await page.getByTestId("help").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("London: fix an arrow, the problems panel clears, play-test, publish, maps.list shows it, a game starts on it", async () => {
    // A London whose Voyners Hall → Pudding Lane arrow is missing.
    const broken = structuredClone(LONDON_1666);
    broken.arrows = broken.arrows.filter((a) => !(a.from === "voyners-hall" && a.to === "pudding-lane"));
    // A published map may not pass for the shipped one by its name (issue 26 §6).
    broken.name = "London, corrected";
    const file = path.join(tmp, "london-broken.json");
    writeFileSync(file, JSON.stringify(broken));

    const { page, errors } = await openPage();
    await page.getByTestId("import-file").setInputFiles(file);
    await expect.poll(() => problemCount(page)).toBe("1 error · 0 warnings");
    expect(await problemTexts(page)).toMatch(/no arrow leads back from "voyners-hall" to "pudding-lane"/);
    await page.getByTestId("problem").first().click();
    expect(await page.getByTestId("arrow-props").isVisible()).toBe(true);
    await page.screenshot({ path: path.join(DOCS, "editor-london-problem.png") });
    await page.getByRole("button", { name: "Add the way back" }).click();
    await expect.poll(() => page.getByTestId("no-problems").isVisible()).toBe(true);

    // Play-test in place: a West card from Pudding Lane reaches Voyners Hall (class 1).
    await page.keyboard.press("t");
    await page.getByRole("button", { name: "Card West" }).click();
    await expect
      .poll(() => page.getByTestId("playtest-result").textContent())
      .toMatch(/Voyners Hall — allowed/);
    await page.screenshot({ path: path.join(DOCS, "editor-playtest.png") });
    await page.keyboard.press("v");
    await page.keyboard.press("Escape");

    // Publish to the running play server: a new map gets an id of the server's (the map's id and a
    // suffix) and an owner token, which the editor keeps to publish later versions.
    await page.getByTestId("map-id").fill("london-corrected");
    await page.getByTestId("map-id").press("Enter");
    const base = (play as RunningApp).url;
    await page.getByLabel("Server URL").fill(base);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect
      .poll(() => page.getByTestId("publish-result").textContent())
      .toMatch(/Published london-corrected-[a-z0-9]+ version 1/);
    const id = (await page.getByTestId("publish-result").locator("strong").textContent()) ?? "";
    expect(await page.getByTestId("play-link").getAttribute("href")).toBe(
      `${base}/?game=great-fire-1666&map=${id}`,
    );
    // A second publish is version 2 of the same map (the owner token was kept).
    await page.getByRole("button", { name: "Publish" }).click();
    await expect
      .poll(() => page.getByTestId("publish-result").textContent())
      .toMatch(new RegExp(`Published ${id} version 2`));

    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${base}/api/trpc` })],
    });
    const list = await client.maps.list.query({ game: "great-fire-1666" });
    expect(list.map((m) => m.id)).toContain(id);
    const stored = await client.maps.get.query({ id, version: 1 });
    expect((stored.map as BoardMap).arrows).toContainEqual(
      expect.objectContaining({ from: "voyners-hall", to: "pudding-lane", direction: "E" }),
    );
    // "Play this map": the link opens the play app's lobby on the corrected board; start a game there.
    const table = await startInLobby(await page.getByTestId("play-link").getAttribute("href"));
    const snap = await client.games.get.query({ gameId: table.gameId });
    expect(snap.map).toEqual({ id, version: 2 });
    await table.page.screenshot({ path: path.join(DOCS, "editor-london-played.png") });
    await table.page.close();

    await page.keyboard.press("f");
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(DOCS, "editor-london.png") });

    // Open it back from the server.
    await page.getByRole("button", { name: "Open from server…" }).click();
    const dialog = page.getByRole("dialog", { name: "Maps on the server" });
    await dialog.getByText(`${id} v2`).waitFor();
    await dialog
      .locator("li", { hasText: `${id} v2` })
      .getByRole("button")
      .click();
    await expect.poll(() => status(page)).toBe(`Opened ${id} version 2 from ${base}`);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("Rules: preset long, wild fire on, 4 players, lab vs the base rules on the same seeds, publish, the play lobby offers it and a game starts with it", async () => {
    const { page, errors } = await openPage();
    const base = (play as RunningApp).url;
    // The server URL the Map workspace keeps (the Rules workspace publishes to the same server).
    await page.getByLabel("Server URL").fill(base);
    await page.getByLabel("Server URL").press("Enter");
    await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Rules" }).click();
    await page.getByRole("main", { name: "Rules workspace" }).waitFor({ timeout: 120_000 });
    await page.evaluate((url) => localStorage.setItem("pudding-editor:server:v1", JSON.stringify(url)), base);

    // §8.2 long, §4.5 wild fire on; 4 players: 40 turns and every seat resolves the same Intensity cards.
    await page.getByLabel("Preset", { exact: true }).selectOption("long");
    await page.locator('[data-option="wildFire"]').getByLabel("On", { exact: true }).check();
    const changes = page.getByRole("region", { name: "Changes from the preset" });
    await expect.poll(() => changes.textContent()).toMatch(/Wild fire \(§4\.5\): auto \(5–6 players\) → on/);
    expect(await page.locator('[data-players="4"]').textContent()).toContain("40");
    expect(await page.locator("[data-invariant]").getAttribute("data-invariant")).toBe("holds");

    // The balance lab in Web Workers against the Italian base on the same seeds (README: 1,000 games
    // each are measured there; 200 here keep the test short).
    await page.getByRole("spinbutton", { name: "Games", exact: true }).fill("200");
    expect(await page.getByLabel("Compare with").inputValue()).toBe("italian-base");
    await page.getByRole("button", { name: "Run 200 games on each rule set" }).click();
    const status = page.getByRole("status").filter({ hasText: "games ·" });
    await expect.poll(() => status.textContent(), { timeout: 600_000, interval: 500 }).toMatch(/· done ·/);
    const table = page.getByRole("table", { name: "Comparison of the two rule sets" });
    // Long + wild fire vs base on the same seeds: longer games, a meaningful difference.
    expect(
      await table.locator("tbody tr", { hasText: "Game length (turns)" }).getAttribute("data-significant"),
    ).toBe("yes");
    expect(
      await page.locator('[data-chart="Win rate by seat"] svg.recharts-surface').count(),
    ).toBeGreaterThan(0);
    // Issue 20, defect 13: the difference column reads A − B (these rules minus the base: longer
    // games are a positive difference), and the distributions are bars, no smoothed curve drawn over them.
    const lengthDiff = await table
      .locator("tbody tr", { hasText: "Game length (turns)" })
      .locator("[data-diff]")
      .getAttribute("data-diff");
    expect(Number(lengthDiff)).toBeGreaterThan(0);
    for (const chart of ["Points distribution", "Game length"]) {
      const fig = page.locator(`[data-chart="${chart}"]`);
      expect(await fig.locator(".recharts-bar-rectangle").count(), `${chart}: bars`).toBeGreaterThan(0);
      expect(await fig.locator(".recharts-curve, .recharts-area").count(), `${chart}: no curve`).toBe(0);
    }
    await page.mouse.move(0, 0);
    await page.evaluate(() => document.querySelector(".rules-page")?.scrollTo(0, 0));
    await page.screenshot({ path: path.join(DOCS, "editor-rules.png") });

    // Publish to the play server; its rules.list has it.
    await page.getByLabel("Rule set name").fill("Long wild fire");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText(/Published “Long wild fire” \(r-/).waitFor();
    const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${base}/api/trpc` })] });
    const published = (await client.rules.list.query()).find((r) => r.name === "Long wild fire");
    expect(published?.preset).toBe(false);
    const stored = await client.rules.get.query({ id: published?.id ?? "" });
    expect(stored.rules).toMatchObject({ extraFinalRounds: 2, wildFire: true });

    // The play app's lobby offers it; a game starts with it and the table names it.
    const game = await startInLobby(`${base}/`, "House rules: Long wild fire");
    expect((await client.games.get.query({ gameId: game.gameId })).rules).toBe(published?.id);
    await expect
      .poll(() => game.page.getByTestId("rules-name").textContent())
      .toBe("House rules: Long wild fire");
    await game.page.close();

    await page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: "Map" }).click();
    await page.waitForSelector('[data-testid="canvas"] canvas');
    expect(errors).toEqual([]);
    await page.close();
  }, 900_000);
});
