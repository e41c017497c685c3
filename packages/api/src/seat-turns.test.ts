/**
 * Whether a bot made each action (migration 7, `game_actions.by_bot`): a bot seat's actions and a
 * stand-in's for a person are the bots'; the person's own are not. The lobby's ratings leave out
 * seats bots mostly played (issue 28 §3) from `PlayServer.seatTurns`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlayServer } from "./play-server.js";
import { caller, openServer, pgliteBackend, postgresBackend, tokensOf } from "./test/harness.js";

const backends = [pgliteBackend(), postgresBackend()].filter((b) => b.available);

describe.each(backends)("seat turns on $name", (backend) => {
  let server: PlayServer;
  beforeAll(async () => {
    server = await openServer({ ...backend.fresh(), botDelayMs: 0 });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await backend.cleanup();
  });

  it("counts each seat's actions and those a bot made (a bot seat, or a bot playing for the person)", async () => {
    const g = await caller(server).games.create({
      game: "toy-claims",
      seed: 5,
      botDelayMs: 0,
      seats: [{ kind: "human", name: "Anna" }, { kind: "human", name: "Ben" }, { kind: "random" }],
    });
    const t = tokensOf(g);
    // Ben hands his seat to a bot from the start; Anna plays her own moves.
    await server.handOver(g.gameId, t[1] as string, 1, "random");
    for (let i = 0; i < 500; i++) {
      const snap = await server.snapshot(g.gameId);
      if (snap.status.over) break;
      if (!snap.status.toAct.includes(0)) {
        await server.botsSettled(g.gameId);
        continue;
      }
      const mine = await server.snapshot(g.gameId, t[0]);
      // The bots act at the same time (simultaneous phases): a stale version is tried again.
      await server.act(g.gameId, t[0] as string, mine.version, mine.legal[0]).catch((e) => {
        if ((e as { code?: string }).code !== "CONFLICT") throw e;
      });
    }
    expect((await server.snapshot(g.gameId)).status.over).toBe(true);
    const turns = await server.seatTurns(g.gameId);
    const of = (seat: number) => turns.find((x) => x.seat === seat);
    expect(of(0)?.turns).toBeGreaterThan(0);
    expect(of(0)?.botTurns).toBe(0);
    expect(of(1)?.botTurns).toBe(of(1)?.turns);
    expect(of(2)?.botTurns).toBe(of(2)?.turns);
    expect(of(2)?.turns).toBeGreaterThan(0);
  });
});
