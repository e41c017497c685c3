/**
 * Opening the database: PGlite in a data folder (the default; nothing to install) or PostgreSQL
 * when a connection URL is given. Both get the same Drizzle schema and the same migrations.
 */
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { MIGRATIONS } from "./migrations.js";
import { schema } from "./schema.js";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDbOptions {
  /** PostgreSQL connection URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (created if missing); lets test runs stay apart. Default `public`. */
  pgSchema?: string;
  /** PGlite data folder; omitted = in memory. */
  dataDir?: string;
  /** PostgreSQL connections in the pool (default 8). */
  poolSize?: number;
}

export interface OpenDb {
  db: Db;
  kind: "pglite" | "postgres";
  /** The NOTIFY channel of this database and schema (several test schemas share one server). */
  channel: string;
  /**
   * PostgreSQL only: a dedicated connection LISTENing on `channel`, reconnecting by itself
   * (`onReconnect` runs after each reconnection: notifications may have been missed).
   */
  listen?(onNotify: (payload: string) => void, onReconnect: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Open (and migrate) the database described by the options. */
export async function openDb(options: OpenDbOptions = {}): Promise<OpenDb> {
  let opened: OpenDb;
  if (options.databaseUrl) {
    const schemaName = options.pgSchema ?? "public";
    if (!SCHEMA_NAME.test(schemaName))
      throw new Error(`pgSchema "${schemaName}" must be lower-case letters, digits and _`);
    if (schemaName !== "public") {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
      } finally {
        await admin.end();
      }
    }
    const connection = {
      connectionString: options.databaseUrl,
      options: schemaName === "public" ? undefined : `-c search_path=${schemaName}`,
    };
    const pool = new pg.Pool({ ...connection, max: options.poolSize ?? 8 });
    // A dropped idle connection must not take the process down.
    pool.on("error", () => {});
    const channel = `pudding_${schemaName}`.slice(0, 63);
    opened = {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      kind: "postgres",
      channel,
      listen: (onNotify, onReconnect) => listenLoop(connection, channel, onNotify, onReconnect),
      close: () => pool.end(),
    };
  } else {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
    await client.waitReady;
    opened = {
      db: drizzlePglite({ client, schema }) as unknown as Db,
      kind: "pglite",
      channel: "pudding_public",
      close: () => client.close(),
    };
  }
  try {
    await migrate(opened.db);
  } catch (e) {
    await opened.close().catch(() => {});
    throw e;
  }
  return opened;
}

/** Apply the migrations not yet recorded, each in its own transaction (serialized by a lock). */
export async function migrate(db: Db): Promise<number[]> {
  await db.execute(
    sql.raw(
      "CREATE TABLE IF NOT EXISTS pudding_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
    ),
  );
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(1666)`);
      const done = await tx.execute(sql`SELECT 1 FROM pudding_migrations WHERE id = ${m.id}`);
      if (rowsOf(done).length > 0) return;
      for (const statement of m.sql.split(/;\s*\n/))
        if (statement.trim()) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO pudding_migrations (id, name) VALUES (${m.id}, ${m.name})`);
      applied.push(m.id);
    });
  }
  return applied;
}

/** Rows of a raw `execute` result (PGlite and node-postgres both return `{ rows }`). */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}

/**
 * LISTEN on `channel` over a dedicated connection; when it drops, reconnect (backing off up to 2 s)
 * and call `onReconnect`. Resolves once listening; the returned function stops.
 */
async function listenLoop(
  connection: pg.ClientConfig,
  channel: string,
  onNotify: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let delay = 100;
  const connect = async (): Promise<void> => {
    const c = new pg.Client(connection);
    c.on("notification", (m) => {
      if (m.channel === channel && m.payload) onNotify(m.payload);
    });
    const lost = () => {
      if (client !== c || stopped) return;
      client = null;
      c.end().catch(() => {});
      setTimeout(retry, delay).unref?.();
      delay = Math.min(delay * 2, 2000);
    };
    c.on("error", lost);
    c.on("end", lost);
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
    delay = 100;
  };
  const retry = () => {
    if (stopped) return;
    connect().then(onReconnect, () => {
      setTimeout(retry, delay).unref?.();
      delay = Math.min(delay * 2, 2000);
    });
  };
  await connect();
  return async () => {
    stopped = true;
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
