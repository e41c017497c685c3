/**
 * The play server: one Node process serving the tRPC API (`/api/trpc`, with the live feed as
 * server-sent events) and the Next.js pages. Running the API here rather than inside a Next route
 * keeps the database, the bot runner and the search bot's worker thread in plain Node.
 *
 *   tsx server.ts            production (after `next build --webpack`), PORT (default 3000)
 *   tsx server.ts --dev      development with hot reload
 *
 * Data: PGlite in PUDDING_DATA_DIR (default <repo>/.data/pglite) or PostgreSQL at DATABASE_URL.
 */
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApiHandler, getPlayServer } from "@pudding/api";
import next from "next";

const here = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
process.env.PUDDING_DATA_DIR ??= path.resolve(here, "../../.data/pglite");

async function main() {
  const app = next({ dev, dir: here, port, webpack: true } as Parameters<typeof next>[0]);
  const [server] = await Promise.all([getPlayServer(), app.prepare()]);
  const api = createApiHandler(server, { basePath: "/api/trpc/" });
  const pages = app.getRequestHandler();
  const httpServer = http.createServer((req, res) => {
    if (api(req, res)) return;
    void pages(req, res);
  });
  httpServer.listen(port, host, () => {
    const where = process.env.DATABASE_URL
      ? "PostgreSQL (DATABASE_URL)"
      : `PGlite in ${process.env.PUDDING_DATA_DIR}`;
    console.log(`Pudding Lane is open on http://localhost:${port} — data: ${where}`);
  });
  const stop = async () => {
    httpServer.closeAllConnections();
    httpServer.close();
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
