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
export async function migrate(db: Db): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql.raw(
        "CREATE TABLE IF NOT EXISTS pudding_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
      ),
    );
  });
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
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

/** Rows of a raw `execute` result (node-postgres and PGlite give `{ rows }`, the PGlite thread an array). */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
