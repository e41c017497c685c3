/**
 * The process-wide play server, configured from the environment (parsed once, here):
 * - `DATABASE_URL` — a PostgreSQL URL; when unset, PGlite stores data in `PUDDING_DATA_DIR`
 *   (default `./.data/pglite` under the working directory).
 * - `PUDDING_BOT_DELAY_MS` — pause before each bot move (default 700).
 * - `PUDDING_HANDOVER_GRACE_MS` — how long a seat must be empty before another player may hand it
 *   to a bot (default 60000).
 * - `PUDDING_SEARCH_BUDGET_MS` — search bot thinking time per decision (default 1000).
 * - `PUDDING_SEARCH_THREADS` — search bot threads (default 1).
 * - `PUDDING_MAX_BOT_GAMES` — games whose bots run at once on this instance (default 8).
 * - `PUDDING_LIMITS` — JSON of any rate limits and caps of `limits.ts` (load tests raise them).
 * - `PUDDING_BOT_POLL_MS`, `PUDDING_BOT_LEASE_MS` — how often an instance looks for bot jobs, and
 *   how long its claim lasts before another instance may take over (defaults 1000, budget + 15 s).
 * - `PUDDING_PG_SCHEMA` — the PostgreSQL schema to use (default public).
 * - `PUDDING_INSTANCE` — a name for this instance in claims and presence (a suffix keeps it unique).
 * - `PUDDING_EDITOR_ORIGINS` — comma-separated origins allowed to publish from a browser.
 * - `PUDDING_TRUST_PROXY` — how many trusted proxies (load balancers) stand in front and append to
 *   `X-Forwarded-For`: `1` takes its right-most entry, `2` the second from the right… (default 0:
 *   the socket's address).
 * - `PUDDING_TEST_CLIENT_SEEDS` — `1` in browser tests only: accept a chosen seed with a person
 *   seated (a real server deals them a secret seed and refuses a chosen one; issue 26 §1).
 * - `HOST` (default 127.0.0.1), `PORT` (default 3000).
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { AnyGameModule } from "@pudding/engine";
import { z } from "zod";
import { PlayServer, type PlayServerOptions } from "./play-server.js";

const positive = z.number().int().positive();
/** Any of the server's limits (limits.ts), e.g. `{"createBurst":200,"maxStreamsPerClient":400}`. */
const LimitsSchema = z.strictObject({
  createBurst: positive.optional(),
  createPerMinute: positive.optional(),
  publishBurst: positive.optional(),
  publishPerMinute: positive.optional(),
  maxStreamsPerGame: positive.optional(),
  maxStreamsPerClient: positive.optional(),
  maxBotGames: positive.optional(),
});

const count = (what: string) =>
  z.string().regex(/^\d+$/, `${what} must be a whole number`).transform(Number).optional();

/** The environment variables the server reads. */
export const EnvSchema = z.object({
  DATABASE_URL: z.string().min(1).optional(),
  PUDDING_PG_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, "PUDDING_PG_SCHEMA is lower-case letters, digits and _")
    .optional(),
  PUDDING_DATA_DIR: z.string().min(1).optional(),
  PUDDING_BOT_DELAY_MS: count("PUDDING_BOT_DELAY_MS"),
  PUDDING_HANDOVER_GRACE_MS: count("PUDDING_HANDOVER_GRACE_MS"),
  PUDDING_SEARCH_BUDGET_MS: count("PUDDING_SEARCH_BUDGET_MS"),
  PUDDING_SEARCH_THREADS: count("PUDDING_SEARCH_THREADS"),
  PUDDING_MAX_BOT_GAMES: count("PUDDING_MAX_BOT_GAMES"),
  PUDDING_BOT_POLL_MS: count("PUDDING_BOT_POLL_MS"),
  PUDDING_BOT_LEASE_MS: count("PUDDING_BOT_LEASE_MS"),
  PUDDING_EDITOR_ORIGINS: z.string().optional(),
  PUDDING_TRUST_PROXY: z
    .string()
    .regex(/^\d{1,2}$/, "PUDDING_TRUST_PROXY is the number of trusted proxies in front (0, 1, 2…)")
    .transform(Number)
    .optional(),
  PUDDING_LIMITS: z
    .string()
    .transform((text, ctx) => {
      try {
        return LimitsSchema.parse(JSON.parse(text));
      } catch (e) {
        ctx.addIssue({
          code: "custom",
          message: `PUDDING_LIMITS is JSON of limits.ts's ServerLimits (${(e as Error).message})`,
        });
        return z.NEVER;
      }
    })
    .optional(),
  PUDDING_INSTANCE: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, "PUDDING_INSTANCE is lower-case letters, digits and -")
    .optional(),
  /** Tests only (browser tests replay known deals): accept a chosen seed with a person seated (issue 26 §1). */
  PUDDING_TEST_CLIENT_SEEDS: z.enum(["0", "1"]).optional(),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: count("PORT").default(3000),
});
export type Env = z.infer<typeof EnvSchema>;

/** The parsed environment (every problem named). */
export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const r = EnvSchema.safeParse(env);
  if (!r.success)
    throw new Error(
      `environment: ${r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  return r.data;
}

/** What the host gives that the environment cannot: the games and the registry specifier. */
export interface HostGames {
  games: readonly AnyGameModule[];
  testGames?: readonly string[];
  registry?: string;
}

/** Server options from `env` (default `process.env`) and the host's games. */
export function optionsFromEnv(host: HostGames, env: NodeJS.ProcessEnv = process.env): PlayServerOptions {
  const e = readEnv(env);
  return {
    ...host,
    ...(e.DATABASE_URL
      ? { databaseUrl: e.DATABASE_URL, pgSchema: e.PUDDING_PG_SCHEMA }
      : { dataDir: path.resolve(e.PUDDING_DATA_DIR ?? path.join(process.cwd(), ".data", "pglite")) }),
    botDelayMs: e.PUDDING_BOT_DELAY_MS,
    handOverGraceMs: e.PUDDING_HANDOVER_GRACE_MS,
    searchBudgetMs: e.PUDDING_SEARCH_BUDGET_MS,
    searchThreads: e.PUDDING_SEARCH_THREADS,
    botPollMs: e.PUDDING_BOT_POLL_MS,
    instanceId: e.PUDDING_INSTANCE ? `${e.PUDDING_INSTANCE}-${randomBytes(3).toString("hex")}` : undefined,
    botLeaseMs: e.PUDDING_BOT_LEASE_MS,
    clientSeeds: e.PUDDING_TEST_CLIENT_SEEDS === "1",
    limits: {
      ...e.PUDDING_LIMITS,
      ...(e.PUDDING_MAX_BOT_GAMES === undefined ? {} : { maxBotGames: e.PUDDING_MAX_BOT_GAMES }),
    },
  };
}

const KEY = Symbol.for("pudding.playServer");
type Holder = { [KEY]?: Promise<PlayServer> };

/** The one PlayServer of this process (survives module reloads in development). */
export function getPlayServer(host: HostGames): Promise<PlayServer> {
  const g = globalThis as Holder;
  g[KEY] ??= PlayServer.open(optionsFromEnv(host)).catch((e) => {
    delete g[KEY];
    throw e;
  });
  return g[KEY];
}
