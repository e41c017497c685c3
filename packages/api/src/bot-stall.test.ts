/**
 * Issue 26 §3: bots stalled on PostgreSQL at zero delay. The move's own statement makes the game's
 * job due again; an instance could claim it while still finishing that move, skip it as running,
 * and leave its fresh claim idle until the lease ran out (~16 s). Two instances, six bot-only games
 * at botDelayMs 0: no gap over 2 s between consecutive moves of any game. Needs TEST_DATABASE_URL.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { PlayServer } from "./play-server.js";
import { caller, openServer, PG_URL, postgresBackend, sleep } from "./test/harness.js";

const backend = postgresBackend();
const servers: PlayServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await backend.cleanup();
});

describe.skipIf(!PG_URL)("issue 26 §3 bots on PostgreSQL at zero delay", () => {
  it("two instances, six bot-only games at botDelayMs 0: no gap over 2 s between moves", async () => {
    const options = backend.fresh();
    // The default lease (search budget + 15 s), as in production: a stall would last that long.
    const [a, b] = await Promise.all([
      openServer({ ...options, botDelayMs: 0, instanceId: "stall-a" }),
      openServer({ ...options, botDelayMs: 0, instanceId: "stall-b" }),
    ]);
    servers.push(a as PlayServer, b as PlayServer);
    const api = caller(a as PlayServer);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(
        (
          await api.games.create({
            seats: Array.from({ length: 4 }, () => ({ kind: "heuristic" })),
            botDelayMs: 0,
          })
        ).gameId,
      );
    // Watch every game's version for a while (or until all end): the longest wait between moves.
    const last = new Map(ids.map((id) => [id, { version: 0, at: performance.now(), over: false }]));
    let worst = 0;
    let moves = 0;
    const until = performance.now() + 20_000;
    while (performance.now() < until && [...last.values()].some((g) => !g.over)) {
      await sleep(50);
      const now = performance.now();
      for (const id of ids) {
        const g = last.get(id) as { version: number; at: number; over: boolean };
        if (g.over) continue;
        const s = await api.games.get({ gameId: id });
        if (s.version !== g.version) {
          moves += s.version - g.version;
          g.version = s.version;
          g.at = now;
        }
        g.over = s.status.over;
        worst = Math.max(worst, now - g.at);
      }
    }
    console.log(
      `issue 26 §3: ${moves} bot moves in six games on two instances; longest wait ${worst.toFixed(0)} ms`,
    );
    expect(moves).toBeGreaterThan(60);
    expect(worst).toBeLessThan(2000);
  }, 120_000);
});
