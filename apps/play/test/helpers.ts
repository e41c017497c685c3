/**
 * Page and API helpers shared by the play app's browser tests (browser.test.ts, swu.browser.test.ts):
 * the tRPC client the tests drive games with, the prompt under the board, a choice chip by its
 * words, and waiting for the table to move on.
 */
import type { AppRouter } from "@pudding/api";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { Page } from "playwright-core";

/** A tRPC client of the play server at `url`. */
export const apiAt = (url: string) =>
  createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${url}/api/trpc` })] });

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
