/** A package beside the api (accounts, lobby, community) keeps its own tables and migrations. */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PG_URL } from "../test/harness.js";
import { type OpenDbOptions, openDb, rowsOf } from "./open.js";

const MODULE = {
  ledger: "demo_migrations",
  migrations: [
    {
      id: 1,
      name: "notes",
      sql: "CREATE TABLE demo_notes (id integer PRIMARY KEY, text text NOT NULL);\nINSERT INTO demo_notes VALUES (1, 'kept')",
    },
    { id: 2, name: "more", sql: "ALTER TABLE demo_notes ADD COLUMN seen boolean NOT NULL DEFAULT false" },
  ],
};

const kinds: [string, () => OpenDbOptions][] = [["PGlite", () => ({})]];
if (PG_URL)
  kinds.push([
    "PostgreSQL",
    () => ({ databaseUrl: PG_URL, pgSchema: `mod_${randomBytes(4).toString("hex")}` }),
  ]);

describe.each(kinds)("a package's own migrations on %s", (_kind, options) => {
  it("apply once, in their own ledger, beside the api's", async () => {
    const chosen = options();
    const opened = await openDb(chosen);
    try {
      expect(await opened.migrate(MODULE)).toEqual([1, 2]);
      expect(await opened.migrate(MODULE)).toEqual([]);
      const notes = rowsOf(await opened.db.execute(sql`SELECT text, seen FROM demo_notes`));
      expect(notes).toEqual([{ text: "kept", seen: false }]);
      // The api's own ledger is untouched by the package's ids.
      const api = rowsOf(
        await opened.db.execute(
          sql`SELECT count(*)::int AS n FROM pudding_migrations WHERE name IN ('notes', 'more')`,
        ),
      );
      expect(api[0]?.n).toBe(0);
    } finally {
      if (chosen.pgSchema)
        await opened.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${chosen.pgSchema} CASCADE`));
      await opened.close();
    }
  });

  it("refuse a ledger name that is not a plain SQL name", async () => {
    const opened = await openDb({});
    try {
      await expect(opened.migrate({ ledger: "x; DROP TABLE games", migrations: [] })).rejects.toThrow(
        /ledger/,
      );
    } finally {
      await opened.close();
    }
  });
});
