/**
 * Another instance's write seen half-way (issue 14's multi-instance feed): a server that re-reads a
 * game after a notification reads the game's row, then its actions; an action committed between the
 * two reads must wait for the next notification. Applied at once, it put the game's state ahead of
 * the row's other fields (revision, updated_at, seats), and the next re-read then sent live streams
 * the same version again with only those fields changed — the two-instance feed test saw a version
 * twice under load. Here the half-way read is made exact: an action row with no row update yet.
 */
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { rowsOf } from "./db/open.js";
import { caller, openServer } from "./test/harness.js";

const server = await openServer({ runBots: false });
afterAll(() => server.close());

describe("re-reading a game another instance is writing", () => {
  it("takes only the actions up to the row it read; the rest comes with the next notification", async () => {
    const api = caller(server);
    const g = await api.games.create({
      game: "great-fire-1666",
      seats: ["Anna", "Ben", "Cleo"].map((name) => ({ kind: "human" as const, name })),
      seed: 5,
    });
    const tokens = g.seats.map((s) => s.token ?? "");
    const at = async () => {
      const s = await api.games.get({ gameId: g.gameId });
      return (await api.games.get({ gameId: g.gameId, token: tokens[s.status.toAct[0] ?? 0] ?? "" })) as {
        version: number;
        status: { toAct: number[] };
        legal: unknown[];
      };
    };
    const first = await at();
    await api.games.act({
      gameId: g.gameId,
      token: tokens[first.status.toAct[0] ?? 0] ?? "",
      version: first.version,
      action: first.legal[0],
    });
    const before = await at();
    expect(before.version).toBe(1);
    // "Another instance" wrote action 2 (row and action), then action 3 — whose action row this
    // server reads while the row it read a moment before still says version 2.
    const copy = server.games.cached(g.gameId);
    if (!copy) throw new Error("the game is not in memory");
    const { module } = copy;
    const seat2 = before.status.toAct[0] ?? 0;
    const action2 = before.legal[0];
    const applied = module.apply(copy.state, seat2, action2);
    if (!applied.ok) throw new Error("action 2 is not legal");
    const seat3 = module.status(applied.state).toAct[0] ?? 0;
    const action3 = module.legal(applied.state, seat3)[0];
    const insert = (version: number, seat: number, action: unknown) =>
      server.db.execute(
        sql`INSERT INTO game_actions (game_id, version, seat, action, events) VALUES (${g.gameId}, ${version}, ${seat}, ${JSON.stringify(action)}::jsonb, '[]'::jsonb)`,
      );
    await insert(2, seat2, action2);
    const row2 = rowsOf(
      await server.db.execute(
        sql`UPDATE games SET version = 2, revision = revision + 1 WHERE id = ${g.gameId} RETURNING revision`,
      ),
    );
    await insert(3, seat3, action3);
    await server.games.catchUp(g.gameId, Number(row2[0]?.revision));
    expect(server.games.cached(g.gameId)?.version, "the copy stops at the row's version").toBe(2);
    expect((await api.games.get({ gameId: g.gameId })).version).toBe(2);
    // Action 3's write completes (the row moves to version 3): its notification brings it.
    const row3 = rowsOf(
      await server.db.execute(
        sql`UPDATE games SET version = 3, revision = revision + 1 WHERE id = ${g.gameId} RETURNING revision`,
      ),
    );
    await server.games.catchUp(g.gameId, Number(row3[0]?.revision));
    expect(server.games.cached(g.gameId)?.version).toBe(3);
    expect((await api.games.get({ gameId: g.gameId })).version).toBe(3);
  });
});
