/**
 * A game's own bot speed (issue 20, "bot strength and speed settings"): `games.create({ botDelayMs })`
 * sets the pause before each of the game's bot moves — after the setup, after a person's move, between
 * bot moves and after a restart — instead of the server's; bad values are refused; a restart keeps it.
 * On PGlite (one instance) and PostgreSQL (shared job table) alike.
 */

import { TRPCError } from "@trpc/server";
import { afterAll, describe, expect, it } from "vitest";
import { caller, openServer, pgliteBackend, postgresBackend, sleep } from "./test/harness.js";

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof TRPCError) return e.message;
    throw e;
  }
  throw new Error("expected a refusal");
}

const backends = [pgliteBackend(), postgresBackend()];
afterAll(async () => {
  for (const b of backends) await b.cleanup();
});

for (const backend of backends)
  describe.skipIf(!backend.available)(`bot speed per game (${backend.name})`, () => {
    it("a game's botDelayMs paces its bots instead of the server's pause; refused out of range; kept after a restart", async () => {
      const options = backend.fresh();
      // The server's own pause is a minute: a bot of a game without its own pause does not move in this test.
      let server = await openServer({ ...options, botDelayMs: 60_000, botPollMs: 50 });
      let api = caller(server);
      const seats = [
        { kind: "heuristic" as const },
        { kind: "random" as const },
        { kind: "human" as const, name: "Anna" },
      ];
      const quick = await api.games.create({ game: "great-fire-1666", seats, seed: 5, botDelayMs: 0 });
      const slow = await api.games.create({ game: "great-fire-1666", seats, seed: 5 });
      const anna = quick.seats[2]?.token as string;
      /** Whether the game reaches a version past `version` within `ms`. */
      const movedBy = async (gameId: string, version: number, ms: number) => {
        for (const end = Date.now() + ms; Date.now() < end; await sleep(50))
          if ((await api.games.get({ gameId })).version > version) return true;
        return false;
      };
      /** Waits until Anna is to act in the quick game; her snapshot. */
      const annasTurn = async () => {
        for (const end = Date.now() + 20_000; Date.now() < end; await sleep(50)) {
          const g = await api.games.get({ gameId: quick.gameId, token: anna });
          if (g.status.toAct.includes(2)) return g;
        }
        throw new Error("Anna's turn never came");
      };
      // The bots before Anna move at once; the other game's keep the server's minute.
      await annasTurn();
      expect(await movedBy(slow.gameId, 0, 1_500), "the other game's bots keep the server's minute").toBe(
        false,
      );
      // Out of range: a clear 400 naming the field, nothing created.
      for (const botDelayMs of [-1, 10_001, 1.5])
        expect(await refusal(api.games.create({ game: "great-fire-1666", seats, botDelayMs }))).toMatch(
          /botDelayMs/,
        );
      // After a restart the stored pause still paces the quick game: Anna moves, the bots answer at once.
      await server.close();
      server = await openServer({ ...options, botDelayMs: 60_000, botPollMs: 50 });
      api = caller(server);
      for (let round = 0; round < 3; round++) {
        const mine = await annasTurn();
        await api.games.act({
          gameId: quick.gameId,
          token: anna,
          version: mine.version,
          action: mine.legal[0],
        });
        const after = (await api.games.get({ gameId: quick.gameId })).version;
        if ((await api.games.get({ gameId: quick.gameId })).status.toAct.includes(2)) continue; // Anna again
        expect(await movedBy(quick.gameId, after, 20_000), `the bots answer at once (round ${round})`).toBe(
          true,
        );
      }
      await server.close();
    }, 120_000);
  });
