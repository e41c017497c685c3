/**
 * Issue 28 §2: two people racing for the last open seat through two real server processes on one
 * PostgreSQL (TEST_DATABASE_URL, a schema of their own): exactly one gets it, the other a clear
 * message; the table then starts once. Skipped, with a message, where no PostgreSQL answers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { createTRPCClient, httpBatchLink, type TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouterWithLobby } from "./router.js";
import { PG_URL, postgres } from "./test/harness.js";

type Root = RouterWithLobby;
if (!PG_URL) console.warn("race.test.ts: skipped — no PostgreSQL at TEST_DATABASE_URL.");

interface Instance {
  url: string;
  proc: ChildProcess;
  stop(): Promise<void>;
}

function startInstance(env: Record<string, string>): Promise<Instance> {
  const proc = spawn(
    process.execPath,
    ["--import", "tsx", join(import.meta.dirname, "../scripts/serve.ts")],
    {
      cwd: join(import.meta.dirname, ".."),
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  const exited = new Promise<void>((r) => proc.once("exit", () => r()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill("SIGKILL");
      reject(new Error(`the server did not start:\n${out}`));
    }, 120_000);
    proc.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1] as string,
          proc,
          async stop() {
            if (proc.exitCode === null) proc.kill("SIGTERM");
            await exited;
          },
        });
      }
    });
    proc.stderr?.on("data", (d: Buffer) => {
      out += d.toString();
    });
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${out}`));
    });
  });
}

const client = (i: Instance, account: string) =>
  createTRPCClient<Root>({ links: [httpBatchLink({ url: i.url, headers: { "x-test-account": account } })] });

describe.skipIf(!PG_URL)("the last open seat, raced through two instances", () => {
  const backend = postgres();
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    const db = backend.fresh();
    const env = { DATABASE_URL: db.databaseUrl as string, PUDDING_PG_SCHEMA: db.pgSchema as string };
    // The first migrates; the second then finds the schema ready (both would be safe: migrations lock).
    a = await startInstance(env);
    b = await startInstance(env);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await backend.cleanup();
  });

  it("exactly one of two racers gets the last seat; the other is told the table is full; it starts once", async () => {
    for (let round = 0; round < 6; round++) {
      const host = client(a, `acct_host${round}:Host`);
      const { tableId, hostKey } = await host.lobby.open.mutate({
        game: "toy-claims",
        seats: [{ kind: "person", name: "Host" }, { kind: "open" }, { kind: "open" }],
      });
      await client(b, `acct_first${round}:First`).lobby.join.mutate({ tableId });
      const racers = [client(a, `acct_x${round}:Xavi`), client(b, `acct_y${round}:Yara`)];
      const results = await Promise.allSettled(racers.map((c) => c.lobby.join.mutate({ tableId })));
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const e = lost[0]?.reason as TRPCClientError<Root>;
      expect(e.data?.code).toBe("CONFLICT");
      expect(e.message).toMatch(/Someone else took the last open seat|This table has started/);
      const place = await host.lobby.get.query({ tableId, key: hostKey });
      expect(place.table.state).toBe("playing");
      expect(place.table.seats.map((s) => s.kind)).toEqual(["person", "joined", "joined"]);
      const game = await host.games.get.query({ gameId: place.table.gameId as string });
      expect(game.seats.map((s) => s.kind)).toEqual(["human", "human", "human"]);
    }
  });
});
