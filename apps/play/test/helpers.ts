/**
 * Page and API helpers shared by the play app's browser tests (and the editor's, which play what they
 * publish): the tRPC client the tests drive games with, a two-person game, creating a game from the
 * lobby and sitting down, the prompt under the board, a choice chip by its words, and waiting for the
 * table to move on.
 */
import type { AppRouter } from "@pudding/api";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** A tRPC client of the play server at `url`. */
export const apiAt = (url: string) =>
  createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${url}/api/trpc` })] });

/** A game of two people, Anna and Ben, created over the API: its id and the seats' tokens. */
export async function twoPeople(url: string, game: string, seed: number) {
  const g = await apiAt(url).games.create.mutate({
    game,
    seats: [
      { kind: "human", name: "Anna" },
      { kind: "human", name: "Ben" },
    ],
    seed,
  });
  return { gameId: g.gameId, tokens: g.seats.map((s) => s.token ?? "") };
}

/**
 * In the lobby as it stands: Create game (the lobby shows no error), take the seat it offers and wait
 * for the board. The new game's id.
 */
export async function createAndSit(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Create game" }).click();
  await page.locator('[data-testid="take-seat"], .error').first().waitFor();
  expect(await page.locator(".error").allTextContents()).toEqual([]);
  await page.getByTestId("take-seat").click();
  await page.waitForSelector('[data-testid="board"] canvas');
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

/** The sentence under the board. */
export const prompt = async (page: Page) =>
  (await page.locator('[data-testid="prompt"]').textContent()) ?? "";

/** A choice chip by (part of) its words. */
export const chip = (page: Page, text: string) => page.locator('[data-testid="choice"]', { hasText: text });

/** Waits until the prompt changes (or the end screen shows); gives up quietly after 30 s. */
export const moved = (page: Page, before: string) =>
  page
    .waitForFunction(
      (b) => {
        const p = document.querySelector('[data-testid="prompt"]')?.textContent ?? "";
        return p !== b || document.querySelector('[data-testid="end-screen"]') !== null;
      },
      before,
      { timeout: 30_000 },
    )
    .catch(() => {});

/** How many board nodes named `name` (Konva's `.name` selector) the table's stage draws. */
export const konvaCount = (page: Page, name: string) =>
  page.evaluate((n) => {
    const K = (window as unknown as { Konva?: { stages: { find(sel: string): unknown[] }[] } }).Konva;
    return K?.stages.at(-1)?.find(`.${n}`).length ?? 0;
  }, name);

/**
 * Colour-blind help (issue 20) on a game's table: with the toggle off no `name` marks are drawn;
 * turned on, `atLeast` of them are; then off again (the test goes on as it was). The count drawn.
 */
export async function colourMarksShown(page: Page, name: string, atLeast = 1): Promise<number> {
  const toggle = page.getByTestId("colour-marks");
  expect(await toggle.isChecked()).toBe(false);
  expect(await konvaCount(page, name), `no ${name} while the help is off`).toBe(0);
  await toggle.check();
  await expect.poll(() => konvaCount(page, name)).toBeGreaterThanOrEqual(atLeast);
  const n = await konvaCount(page, name);
  await toggle.uncheck();
  await expect.poll(() => konvaCount(page, name)).toBe(0);
  return n;
}
