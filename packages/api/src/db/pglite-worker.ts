/**
 * PGlite in its own thread: the embedded database runs its queries here, so a query never blocks
 * the server's event loop (PGlite is PostgreSQL compiled to WebAssembly and runs synchronously in
 * whichever thread holds it). Opens the data folder, applies the migrations (and, on request, a package's own), then answers
 * `{ id, sql, params, rowMode }` with `{ id, rows }` or `{ id, error }`.
 */
import { mkdirSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { type MigrationModule, migrate } from "./migrate.js";
import { type Db, schema } from "./schema.js";

/** A query from the server thread. */
export interface WorkerQuery {
  id: number;
  sql?: string;
  params?: unknown[];
  rowMode?: "array" | "object";
  close?: true;
  /** Apply a package's own migrations here, where PGlite can run transactions. */
  migrate?: MigrationModule;
}

const { dataDir } = workerData as { dataDir?: string };

async function main(): Promise<void> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  await migrate(db);
  parentPort?.on("message", async (m: WorkerQuery) => {
    if (m.migrate) {
      try {
        parentPort?.postMessage({ id: m.id, rows: await migrate(db, m.migrate) });
      } catch (e) {
        parentPort?.postMessage({ id: m.id, error: { message: (e as Error).message } });
      }
      return;
    }
    if (m.close) {
      await client.close().catch(() => {});
      parentPort?.postMessage({ id: m.id, rows: [] });
      return;
    }
    try {
      const r = await client.query(m.sql as string, m.params ?? [], {
        rowMode: m.rowMode === "array" ? "array" : "object",
      });
      parentPort?.postMessage({ id: m.id, rows: r.rows });
    } catch (e) {
      const err = e as Error & { code?: string };
      parentPort?.postMessage({ id: m.id, error: { message: err.message, code: err.code } });
    }
  });
  parentPort?.postMessage({ ready: true });
}

main().catch((e) => parentPort?.postMessage({ failed: (e as Error).message }));
