/**
 * Test harness: a real PlayServer (every registered game) on in-memory PGlite or on the PostgreSQL
 * server of TEST_DATABASE_URL in a schema of its own, a Lobby over it, and a tRPC caller with
 * request headers (the accounts package is not here: `identify` reads a test header).
 */
import type { IncomingHttpHeaders } from "node:http";
import { appRouterWith, createCallerFactory, type PlayServer, PlayServer as Server } from "@pudding/api";
import { GAMES, TEST_GAMES } from "@pudding/games";
import pg from "pg";
import { type Identify, Lobby, type LobbyOptions } from "../lobby.js";
import { lobbyRouter } from "../router.js";

export const PG_URL = process.env.TEST_DATABASE_URL ?? process.env.LOBBY_TEST_DATABASE_URL;

/** Test identity: `x-test-account: id:Name` (a stand-in for the accounts package's `identify`). */
export const testIdentify: Identify = async (headers: IncomingHttpHeaders) => {
  const h = headers["x-test-account"];
  if (typeof h !== "string") return null;
  const [id, name] = h.split(":");
  return id && name ? { id, name, colour: "#888888", locale: "en" } : null;
};

export interface Backend {
  name: string;
  available: boolean;
  fresh(): { databaseUrl?: string; pgSchema?: string };
  cleanup(): Promise<void>;
}

export const pglite = (): Backend => ({
  name: "PGlite",
  available: true,
  fresh: () => ({}),
  cleanup: async () => {},
});

export function postgres(): Backend {
  const schemas: string[] = [];
  return {
    name: "PostgreSQL",
    available: Boolean(PG_URL),
    fresh() {
      const schema = `lobby_${process.pid}_${Date.now().toString(36)}_${schemas.length}`;
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

export async function openServer(
  db: { databaseUrl?: string; pgSchema?: string },
  o: { runBots?: boolean } = {},
): Promise<PlayServer> {
  return Server.open({
    games: GAMES,
    testGames: TEST_GAMES,
    log: () => {},
    clientSeeds: true,
    runBots: o.runBots ?? false,
    botDelayMs: 0,
    botPollMs: 100,
    ...db,
    limits: { createBurst: 1000, createPerMinute: 1000, publishBurst: 1000, publishPerMinute: 1000 },
  });
}

export function openLobby(server: PlayServer, o: Partial<LobbyOptions> = {}): Promise<Lobby> {
  return Lobby.open({ server, identify: testIdentify, ratePollMs: 0, log: () => {}, ...o });
}

/** A caller of the api and `lobby.*`, as `account` ("id:Name") or a guest, in `locale`. */
export function caller(
  server: PlayServer,
  lobby: Lobby,
  account?: string,
  locale: "en" | "it" | "pt" = "en",
) {
  const root = appRouterWith({ lobby: lobbyRouter(lobby) });
  return createCallerFactory(root)({
    server,
    client: account ?? "guest",
    locale,
    headers: account ? { "x-test-account": account } : {},
  });
}
