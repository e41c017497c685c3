/**
 * Opening the database: PGlite in a data folder (the default; nothing to install) or PostgreSQL
 * when a connection URL is given. Both get the same Drizzle schema and the same migrations.
 */
import { Worker } from "node:worker_threads";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzleProxy } from "drizzle-orm/pg-proxy";
import pg from "pg";
import { MIGRATION_LOCK, type MigrationModule, migrate, rowsOf } from "./migrate.js";
import type { WorkerQuery } from "./pglite-worker.js";
import { type Db, schema } from "./schema.js";

export type { Db };
export { type MigrationModule, migrate, rowsOf };

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
  /**
   * Apply a package's own migrations (its own ledger table), on PGlite inside the database thread
   * (the proxy driver has no transactions). Returns the ids applied now.
   */
  migrate(module: MigrationModule): Promise<number[]>;
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
        // Under the migration lock: servers starting at once would race in CREATE SCHEMA IF NOT EXISTS.
        await admin.query("BEGIN");
        await admin.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
        await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
        await admin.query("COMMIT");
      } catch (e) {
        await admin.query("ROLLBACK").catch(() => {});
        throw e;
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
      migrate: (module) => migrate(drizzlePg({ client: pool, schema }) as unknown as Db, module),
      close: () => pool.end(),
    };
  } else {
    opened = await openPgliteThread(options.dataDir);
  }
  if (opened.kind === "postgres")
    try {
      await migrate(opened.db);
    } catch (e) {
      await opened.close().catch(() => {});
      throw e;
    }
  return opened;
}

/**
 * PGlite in a worker thread (`pglite-worker.ts`, which also migrates), behind Drizzle's proxy
 * driver: every statement is sent to the thread and answered there, never blocking this one.
 * Statements run one at a time, in order; the server writes with single statements, so it needs
 * no interactive transactions.
 */
async function openPgliteThread(dataDir: string | undefined): Promise<OpenDb> {
  const worker = new Worker(new URL("../workers/entry.mjs", import.meta.url), {
    workerData: { script: new URL("./pglite-worker.ts", import.meta.url).href, dataDir },
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }>();
  let failure: Error | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on(
      "message",
      (m: {
        id?: number;
        rows?: unknown[];
        error?: { message: string; code?: string };
        ready?: true;
        failed?: string;
      }) => {
        if (m.ready) return resolve();
        if (m.failed) return reject(new Error(`PGlite did not open: ${m.failed}`));
        const p = pending.get(m.id as number);
        if (!p) return;
        pending.delete(m.id as number);
        if (m.error) p.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
        else p.resolve(m.rows ?? []);
      },
    );
    worker.on("error", (e) => {
      failure = e;
      reject(e);
      for (const p of pending.values()) p.reject(e);
      pending.clear();
    });
    worker.on("exit", () => {
      failure ??= new Error("the database thread has stopped");
      for (const p of pending.values()) p.reject(failure);
      pending.clear();
    });
  });
  const call = (q: Omit<WorkerQuery, "id">): Promise<unknown[]> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...q, id });
    });
  };
  try {
    await ready;
  } catch (e) {
    await worker.terminate();
    throw e;
  }
  const db = drizzleProxy(
    async (text, params, method) => ({
      rows: (await call({ sql: text, params, rowMode: method === "all" ? "array" : "object" })) as never[],
    }),
    { schema },
  ) as unknown as Db;
  return {
    db,
    kind: "pglite",
    channel: "pudding_public",
    migrate: async (module) => (await call({ migrate: module })) as number[],
    async close() {
      await call({ close: true }).catch(() => {});
      await worker.terminate();
    },
  };
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
