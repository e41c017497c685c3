/**
 * A database written before the rules audit and the `game` column (the PGlite fixture of
 * src/test/fixtures/legacy-v1, written by main at b6b4921) opens after the migrations, and every
 * game in it loads to the same state, lists the same moves and continues — bots included.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { rowsOf } from "./db/open.js";
import { caller, openServer } from "./test/harness.js";

const fixtures = join(import.meta.dirname, "test/fixtures/legacy-v1");
interface Expected {
  gameId: string;
  tokens: Record<string, string>;
  version: number;
  phase: string;
  active: number;
  rules: string;
  hash: string;
  nextLegal: unknown[];
}
const expected = JSON.parse(readFileSync(join(fixtures, "expected.json"), "utf8")) as Record<
  string,
  Expected
>;
const dirs: string[] = [];

/** A fresh copy of the fixture database in a temporary folder. */
async function legacyDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "pudding-legacy-"));
  dirs.push(dir);
  const tar = brotliDecompressSync(readFileSync(join(fixtures, "legacy.pglite.tar.br")));
  const pg = new PGlite(join(dir, "pglite"), { loadDataDir: new Blob([tar]) });
  await pg.waitReady;
  await pg.close();
  return join(dir, "pglite");
}

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("a database written by an earlier version", () => {
  it("migrates (game column, rules version 1 for old games) and every game keeps its state, moves and seats", async () => {
    const dataDir = await legacyDataDir();
    const server = await openServer({ dataDir, runBots: false });
    try {
      const rows = rowsOf(
        await server.db.execute("SELECT id, game, rules_version FROM games ORDER BY id" as never),
      );
      expect(rows).toHaveLength(4);
      for (const r of rows) expect(r).toMatchObject({ game: "great-fire-1666", rules_version: 1 });
      const api = caller(server);
      for (const [name, e] of Object.entries(expected)) {
        expect(await server.internalStateHash(e.gameId), name).toBe(e.hash);
        const snap = await api.games.get({ gameId: e.gameId });
        expect(
          [snap.game, snap.rulesVersion, snap.version, snap.status.phase, snap.status.toAct],
          name,
        ).toEqual(["great-fire-1666", 1, e.version, e.phase, [e.active]]);
        const token = e.tokens[String(e.active)];
        if (!token) continue; // a bot's turn
        const mine = await api.games.get({ gameId: e.gameId, token });
        expect(mine.legal.slice(0, 3), name).toEqual(e.nextLegal);
        const next = await api.games.act({
          gameId: e.gameId,
          token,
          version: mine.version,
          action: mine.legal[0],
        });
        expect(next.version, name).toBe(e.version + 1);
      }
    } finally {
      await server.close();
    }
  }, 180_000);

  it("a bot whose turn it was when the old server stopped moves after the restart", async () => {
    const dataDir = await legacyDataDir();
    const server = await openServer({ dataDir, botDelayMs: 0, botPollMs: 50 });
    try {
      const e = expected["bots-5p"] as Expected;
      const api = caller(server);
      let snap = await api.games.get({ gameId: e.gameId });
      for (let i = 0; i < 100 && snap.version === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        snap = await api.games.get({ gameId: e.gameId });
      }
      expect(snap.version).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  }, 180_000);
});
