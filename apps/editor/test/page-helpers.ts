/**
 * Small page helpers shared by the editor's browser tests: open the editor in a fresh context,
 * turn map points into screen points through the canvas's published view transform, click there
 * (with Shift or Alt held), read the status bar and the problems panel, and read the document the
 * editor autosaves to localStorage.
 */
import { collectErrors } from "@pudding/browser-test";
import type { BoardMap } from "@pudding/great-fire";
import type { Point } from "@pudding/map-schema";
import type { Browser, Page } from "playwright-core";

/** The canvas's view transform (`data-view`): screen = offset + map point × scale. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export async function view(page: Page): Promise<View> {
  const raw = await page.getByTestId("canvas").getAttribute("data-view");
  return JSON.parse(raw ?? "{}") as View;
}

/** Screen position of a map point, from the canvas's published view transform. */
export async function screen(page: Page, p: Point): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId("canvas").boundingBox();
  if (!box) throw new Error("no canvas");
  const v = await view(page);
  return { x: box.x + v.x + p[0] * v.scale, y: box.y + v.y + p[1] * v.scale };
}

/** The map point under a screen position. */
export async function mapPoint(page: Page, s: { x: number; y: number }): Promise<Point> {
  const box = await page.getByTestId("canvas").boundingBox();
  if (!box) throw new Error("no canvas");
  const v = await view(page);
  return [(s.x - box.x - v.x) / v.scale, (s.y - box.y - v.y) / v.scale];
}

/** Clicks a map point, optionally with Shift and/or Alt held. */
export async function click(page: Page, p: Point, opts: { shift?: boolean; alt?: boolean } = {}) {
  const s = await screen(page, p);
  if (opts.shift) await page.keyboard.down("Shift");
  if (opts.alt) await page.keyboard.down("Alt");
  await page.mouse.click(s.x, s.y);
  if (opts.alt) await page.keyboard.up("Alt");
  if (opts.shift) await page.keyboard.up("Shift");
}

export const status = (page: Page) => page.getByTestId("status").textContent();
export const problemCount = (page: Page) => page.getByTestId("problem-count").textContent();
export const problemTexts = async (page: Page) =>
  (await page.getByTestId("problem").allTextContents()).join("\n");

/** The editor in a new browser context (fresh localStorage), its console and page errors collected. */
export async function openEditor(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 860 }, acceptDownloads: true });
  const errors = collectErrors(page);
  await page.goto(`${url}/`);
  await page.waitForSelector('[data-testid="canvas"] canvas');
  return { page, errors };
}

/** The Great Fire's autosave key (the editor kit's `browserStorage`). */
export const DOC_KEY = "pudding-editor:great-fire-1666:doc:v1";

/** The document as last autosaved (the editor saves 250 ms after every change). */
export async function savedDoc(page: Page): Promise<BoardMap | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), DOC_KEY);
  return raw ? (JSON.parse(raw) as { map: BoardMap }).map : null;
}

/**
 * Waits until the autosaved document satisfies `ok` and returns it; fails naming `what` and
 * showing the last document's outline otherwise.
 */
export async function docWhere(
  page: Page,
  ok: (m: BoardMap) => boolean,
  what: string,
  timeoutMs = 5_000,
): Promise<BoardMap> {
  const end = Date.now() + timeoutMs;
  let last: BoardMap | null = null;
  for (;;) {
    last = await savedDoc(page);
    if (last && ok(last)) return last;
    if (Date.now() > end) break;
    await page.waitForTimeout(100);
  }
  const outline = last
    ? JSON.stringify({
        districts: last.districts.map((d) => ({ id: d.id, polygon: d.polygon, label: d.label })),
        arrows: last.arrows,
      })
    : "nothing saved";
  throw new Error(`the autosaved document never ${what}; last: ${outline}`);
}

/** Every workspace, each on its first page: each game's map, the Rules workspace, the card editor. */
export const PAGES: readonly { path: string; ready: string }[] = [
  { path: "/?game=great-fire-1666", ready: '[data-testid="canvas"] canvas' },
  { path: "/?game=small-world-underground", ready: '[data-testid="canvas"] canvas' },
  { path: "/?game=the-brigade", ready: '[data-testid="canvas"] canvas' },
  { path: "/rules", ready: "main, [role=main], h1, h2" },
  { path: "/cards", ready: '[data-testid="card-workspace"]' },
];
