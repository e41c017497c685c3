/** Applying the migrations, and reading raw results (shared by the server and PGlite's thread). */
import { sql } from "drizzle-orm";
import { MIGRATIONS } from "./migrations.js";
import type { Db } from "./schema.js";

/** The advisory lock that serializes migrations of every server sharing a database. */
export const MIGRATION_LOCK = 1666;

/**
 * Apply the migrations not yet recorded, each in its own transaction, all serialized by an advisory
 * lock — the bookkeeping table's creation too: servers starting at once on a fresh database would
 * otherwise race in `CREATE TABLE IF NOT EXISTS` ("type … already exists").
 */
export async function migrate(db: Db, module: MigrationModule = API_MIGRATIONS): Promise<number[]> {
  if (!LEDGER_NAME.test(module.ledger))
    throw new Error(
      `migration ledger "${module.ledger}" must be a lower-case SQL name ending in _migrations`,
    );
  const ledger = sql.raw(module.ledger);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS ${ledger} (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
  });
  const applied: number[] = [];
  for (const m of module.migrations) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      const done = await tx.execute(sql`SELECT 1 FROM ${ledger} WHERE id = ${m.id}`);
      if (rowsOf(done).length > 0) return;
      for (const statement of m.sql.split(/;\s*\n/))
        if (statement.trim()) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO ${ledger} (id, name) VALUES (${m.id}, ${m.name})`);
      applied.push(m.id);
    });
  }
  return applied;
}

/**
 * A package's own migrations (accounts, lobby, …: "identity and community live in their own
 * packages"), recorded in their own ledger table so their ids never collide with the api's.
 */
export interface MigrationModule {
  /** The bookkeeping table, e.g. `accounts_migrations`. */
  ledger: string;
  migrations: readonly { id: number; name: string; sql: string }[];
}

const LEDGER_NAME = /^[a-z][a-z0-9_]{0,40}_migrations$/;
const API_MIGRATIONS: MigrationModule = { ledger: "pudding_migrations", migrations: MIGRATIONS };

/** Rows of a raw `execute` result (node-postgres and PGlite give `{ rows }`, the PGlite thread an array). */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
