/**
 * The play server: one Node process serving the tRPC API (`/api/trpc`, with the live feed as
 * server-sent events), `/healthz`, `/readyz` and the Next.js pages, behind one front door (security
 * headers, request ids, logged 500s). Running the API here rather than inside a Next route keeps
 * the database, the bot runner and the worker threads in plain Node. Several of these processes may
 * share one PostgreSQL (DATABASE_URL) behind any load balancer.
 *
 *   tsx server.ts            production (after `next build --webpack`), PORT (default 3000)
 *   tsx server.ts --dev      development with hot reload
 *
 * Data: PGlite in PUDDING_DATA_DIR (default <repo>/.data/pglite) or PostgreSQL at DATABASE_URL.
 * Listens on 127.0.0.1 unless HOST says otherwise (HOST=0.0.0.0 behind a load balancer).
 */
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openAccounts } from "@pudding/accounts";
import { answerClientErrors, createFrontDoor, getPlayServer, readEnv } from "@pudding/api";
import { GAMES, TEST_GAMES } from "@pudding/games";
import { Lobby, lobbyOptionsFromEnv, lobbyRouter } from "@pudding/lobby";
import next from "next";

const here = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes("--dev");
process.env.PUDDING_DATA_DIR ??= path.resolve(here, "../../.data/pglite");
const env = readEnv();

async function main() {
  const app = next({ dev, dir: here, port: env.PORT, webpack: true } as Parameters<typeof next>[0]);
  const [server] = await Promise.all([
    getPlayServer({ games: GAMES, testGames: TEST_GAMES, registry: "@pudding/games" }),
    app.prepare(),
  ]);
  // Accounts (issue 28): better-auth at /api/auth/ over the same database; PUDDING_ORIGIN sets the
  // site's origin (cookies' Secure flag, origin checks, the passkeys' relying party).
  const accounts = await openAccounts(server);
  // Open tables and ratings (issue 28), mounted as `lobby.*` beside the api. A request's account comes
  // from the accounts package; a guest (no account) joins the tables that allow guests.
  const lobby = await Lobby.open({ server, identify: accounts.identify, ...lobbyOptionsFromEnv() });
  const pages = app.getRequestHandler();
  const editorOrigins = env.PUDDING_EDITOR_ORIGINS?.split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  const httpServer = http.createServer(
    createFrontDoor(server, {
      basePath: "/api/trpc/",
      pages,
      dev,
      editorOrigins,
      trustProxy: env.PUDDING_TRUST_PROXY ?? 0,
      routers: { lobby: lobbyRouter(lobby) },
      routes: [{ prefix: "/api/auth/", handle: accounts.handle }],
    }),
  );
  answerClientErrors(httpServer);
  httpServer.listen(env.PORT, env.HOST, () => {
    const where = env.DATABASE_URL
      ? "PostgreSQL (DATABASE_URL)"
      : `PGlite in ${process.env.PUDDING_DATA_DIR}`;
    console.log(`Pudding Lane is open on http://${env.HOST}:${env.PORT} — data: ${where}`);
  });
  const stop = async () => {
    httpServer.closeAllConnections();
    httpServer.close();
    lobby.close();
    await server.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
