/**
 * Test harness: a PlayServer on a real database (in-memory or on-disk PGlite, or the PostgreSQL
 * server of TEST_DATABASE_URL in a schema of its own) and a tRPC caller over it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { CreatedGame, GameSnapshot } from "../legacy-contract.js";
import type { PlayServer, PlayServerOptions } from "../play-server.js";
import { appRouter } from "../router.js";
import { createCallerFactory } from "../trpc.js";

/** A caller; `signal` ends the subscriptions it opened (like a closed browser tab). */
export const caller = (server: PlayServer, signal?: AbortSignal) =>
  createCallerFactory(appRouter)({ server }, signal ? { signal } : undefined);
export type Caller = ReturnType<typeof caller>;

export const PG_URL = process.env.TEST_DATABASE_URL;

export interface Backend {
  name: string;
  available: boolean;
  /** Fresh options for a new, empty database (the same options reopen it). */
  fresh(): PlayServerOptions;
  cleanup(): Promise<void>;
}

export function pgliteBackend(): Backend {
  const dirs: string[] = [];
  return {
    name: "PGlite on disk",
    available: true,
    fresh() {
      const dir = mkdtempSync(path.join(tmpdir(), "pudding-api-"));
      dirs.push(dir);
      return { dataDir: path.join(dir, "pglite") };
    },
    async cleanup() {
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}

export function postgresBackend(): Backend {
  const schemas: string[] = [];
  return {
    name: "PostgreSQL",
    available: Boolean(PG_URL),
    fresh() {
      const schema = `t_${process.pid}_${Date.now().toString(36)}_${schemas.length}`;
      schemas.push(schema);
      return { databaseUrl: PG_URL, pgSchema: schema };
    },
    async cleanup() {
      if (!PG_URL || schemas.length === 0) return;
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      try {
        for (const s of schemas) await c.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Tokens of the human seats, by seat. */
export const tokensOf = (g: CreatedGame): Record<number, string> =>
  Object.fromEntries(g.seats.filter((s) => s.token).map((s) => [s.seat, s.token as string]));

/**
 * Play `n` actions (or until the game ends) by having the active seat take its first legal action.
 * All seats must be human. Returns the last snapshot of the acting seats.
 */
export async function playFirstLegal(
  api: Caller,
  gameId: string,
  tokens: Record<number, string>,
  n: number,
): Promise<GameSnapshot> {
  let snap = await api.games.get({ gameId });
  for (let i = 0; i < n && snap.view.phase !== "over"; i++) {
    const token = tokens[snap.view.active] as string;
    const mine = await api.games.get({ gameId, token });
    const action = mine.legal[0];
    if (!action) throw new Error(`seat ${mine.seat} has no legal action in ${mine.view.phase}`);
    snap = await api.games.act({ gameId, token, version: mine.version, action });
  }
  return snap;
}
