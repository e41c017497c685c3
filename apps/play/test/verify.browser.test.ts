/**
 * Issue 26 §1 in a real browser (Debian's Chromium via playwright-core) against the real server: a
 * Great Fire game with a person seated (so a secret 256-bit seed, committed from the start) is played
 * to its end — the person hands their own seat to a bot and the bots move without a pause — then the
 * end screen's "Verify this game" panel fetches the export, replays every action in the browser and
 * says in words that the game was fair, on a desktop and on a phone (screenshots in docs/).
 *
 * The panel checks the server's export only (it takes no uploaded file), so a tampered export — a
 * changed draw — is tested at the unit level: `src/table/verify.test.ts` (the same `verifyExport` and
 * `verdictText` the panel calls), and on the command line by `pudding verify`'s tests.
 */
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_DIR, buildOnce, hasBrowser, launch, type RunningApp, startApp } from "./harness";
import { apiAt } from "./helpers";

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  if (!hasBrowser) return;
  buildOnce();
  app = await startApp({ PUDDING_BOT_DELAY_MS: "0" });
  browser = await launch();
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const DOCS = path.join(APP_DIR, "docs");

type Snap = { version: number; status: { over: boolean }; commitment: string | null; seed?: string };

describe.skipIf(!hasBrowser)("Verify this game on the end screen (issue 26 §1)", () => {
  it("a finished game with a person seated is verified fair, in words, at 1440×900 and 390×844", async () => {
    const api = apiAt(app.url);
    // No seed chosen: a person is seated, so the server draws a secret one and shows its commitment.
    const g = await api.games.create.mutate({
      game: "great-fire-1666",
      seats: [{ kind: "human", name: "Anna" }, { kind: "heuristic" }, { kind: "heuristic" }],
    });
    const token = g.seats[0]?.token ?? "";
    const first = (await api.games.get.query({ gameId: g.gameId, token })) as unknown as Snap;
    expect(first.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(first.seed).toBeUndefined();
    // Anna leaves her seat to a bot: the bots finish the game with no pause between moves.
    await api.games.handOver.mutate({ gameId: g.gameId, token, seat: 0, bot: "heuristic" });
    let snap = first;
    for (let i = 0; i < 1200 && !snap.status.over; i++) {
      await new Promise((r) => setTimeout(r, 100));
      snap = (await api.games.get.query({ gameId: g.gameId, token })) as unknown as Snap;
    }
    expect(snap.status.over).toBe(true);
    expect(snap.commitment).toBe(first.commitment);
    expect(snap.seed).toMatch(/^chacha20:[0-9a-f]{64}$/);

    for (const [name, viewport] of [
      ["desktop", { width: 1440, height: 900 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      const page = await browser.newPage({ viewport });
      page.setDefaultTimeout(90_000);
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      // Anna's link: her table, now at its end screen.
      await page.goto(`${app.url}/g/${g.gameId}?t=${token}`);
      await page.waitForSelector('[data-testid="end-screen"]');
      const panel = page.getByTestId("verify-panel");
      await panel.scrollIntoViewIfNeeded();
      expect(await panel.textContent()).toContain(
        `Commitment shown from the start: ${first.commitment?.slice(0, 16)}…`,
      );
      await panel.getByRole("button", { name: "Verify this game" }).click();
      const verdict = page.getByTestId("verify-verdict");
      await verdict.waitFor();
      expect(await verdict.textContent()).toBe(
        `Verified: the seed revealed at the end matches the commitment ${first.commitment?.slice(0, 16)}… shown from the start, and all ${snap.version} actions replay from it. Every shuffle, draw and roll followed from that seed and the players' actions.`,
      );
      expect(await verdict.getAttribute("class")).toBe("ok");
      expect(await panel.getByRole("link", { name: "Download the game (for pudding verify)" }).count()).toBe(
        1,
      );
      // Nothing of the panel runs off a phone's screen sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const box = await panel.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewport.width).toBe(true);
      await verdict.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(DOCS, `verify-${name}.png`) });
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 300_000);
});
