/**
 * The process-wide play server, configured from the environment:
 * - `DATABASE_URL` — a PostgreSQL URL; when unset, PGlite stores data in `PUDDING_DATA_DIR`
 *   (default `./.data/pglite` under the working directory).
 * - `PUDDING_BOT_DELAY_MS` — pause before each bot move (default 700).
 * - `PUDDING_SEARCH_BUDGET_MS` — search bot thinking time per decision (default 1000).
 */
import path from "node:path";
import { PlayServer, type PlayServerOptions } from "./play-server.js";

const num = (v: string | undefined): number | undefined => {
  if (v === undefined || v === "") return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`expected a non-negative number, got "${v}"`);
  return n;
};

/** Server options from `env` (default `process.env`). */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): PlayServerOptions {
  return env.DATABASE_URL
    ? {
        databaseUrl: env.DATABASE_URL,
        botDelayMs: num(env.PUDDING_BOT_DELAY_MS),
        searchBudgetMs: num(env.PUDDING_SEARCH_BUDGET_MS),
      }
    : {
        dataDir: path.resolve(env.PUDDING_DATA_DIR ?? path.join(process.cwd(), ".data", "pglite")),
        botDelayMs: num(env.PUDDING_BOT_DELAY_MS),
        searchBudgetMs: num(env.PUDDING_SEARCH_BUDGET_MS),
      };
}

const KEY = Symbol.for("pudding.playServer");
type Holder = { [KEY]?: Promise<PlayServer> };

/** The one PlayServer of this process (survives module reloads in development). */
export function getPlayServer(): Promise<PlayServer> {
  const g = globalThis as Holder;
  g[KEY] ??= PlayServer.open(optionsFromEnv()).catch((e) => {
    delete g[KEY];
    throw e;
  });
  return g[KEY];
}
