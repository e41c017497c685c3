/**
 * Issue 19 §1 and §2.8: two real server processes on one PostgreSQL (TEST_DATABASE_URL, a schema
 * of their own). A subscriber on B sees every move made through A, in order, once; racing submits
 * through both apply exactly one and the winner's snapshot is what was stored; after a move through
 * B, A serves it and accepts the next move; killing A (SIGKILL) mid-game loses no acknowledged move
 * and the bots go on from B. Skipped, with a message, where no PostgreSQL answers.
 */
import { createTRPCClient, httpBatchLink, type TRPCClientError } from "@trpc/client";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSnapshot, LiveEvent } from "./contract.js";
import { openDb } from "./db/open.js";
import { applyLiveEvent } from "./live-client.js";
import type { AppRouter } from "./router/index.js";
import { PG_URL, sleep, tokensOf } from "./test/harness.js";
import { type Instance, startInstance } from "./test/instances.js";

if (!PG_URL)
  console.warn(
    "instances.test.ts: skipped — no PostgreSQL at TEST_DATABASE_URL (.ci/run sets it when 127.0.0.1:5432 answers).",
  );

const schema = `mi_${process.pid}_${Date.now().toString(36)}`;
let a: Instance;
let b: Instance;
const client = (i: Instance) => createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: i.url })] });
type Client = ReturnType<typeof client>;
const FOUR = ["Anna", "Ben", "Cleo", "Dev"].map((name) => ({ kind: "human" as const, name }));

/** A spectator's live stream over SSE: events as they come, with the snapshot they build. */
function watch(i: Instance, gameId: string) {
  const events: { id: string; version: number; snap: GameSnapshot }[] = [];
  const ac = new AbortController();
  let snap: GameSnapshot | null = null;
  const done = (async () => {
    const res = await fetch(
      `${i.url}/games.onChange?input=${encodeURIComponent(JSON.stringify({ gameId }))}`,
      {
        headers: { accept: "text/event-stream" },
        signal: ac.signal,
      },
    );
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) return;
      buffer += decoder.decode(value, { stream: true });
      let cut = buffer.indexOf("\n\n");
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        cut = buffer.indexOf("\n\n");
        const data = /^data: ?(.*)$/m.exec(block)?.[1];
        if (data === undefined || /^event:/m.test(block)) continue;
        snap = applyLiveEvent(snap, JSON.parse(data) as LiveEvent);
        events.push({ id: /^id: ?(.*)$/m.exec(block)?.[1] ?? "", version: snap.version, snap });
      }
    }
  })().catch(() => {});
  return {
    events,
    current: () => snap,
    async until(version: number, timeoutMs = 60_000) {
      const end = Date.now() + timeoutMs;
      while ((snap?.version ?? -1) < version) {
        if (Date.now() > end)
          throw new Error(`the stream on B stayed at version ${snap?.version} (wanted ${version})`);
        await sleep(5);
      }
    },
    async close() {
      ac.abort();
      await done;
    },
  };
}

/** One move by whoever may act, through `via`. */
async function move(via: Client, gameId: string, tokens: Record<number, string>): Promise<GameSnapshot> {
  const s = await via.games.get.query({ gameId });
  const token = tokens[s.status.toAct[0] as number] as string;
  const mine = await via.games.get.query({ gameId, token });
  return (await via.games.act.mutate({
    gameId,
    token,
    version: mine.version,
    action: mine.legal[0],
  })) as GameSnapshot;
}

describe.skipIf(!PG_URL)("two server instances on one PostgreSQL", () => {
  beforeAll(async () => {
    const env = {
      DATABASE_URL: PG_URL as string,
      PUDDING_PG_SCHEMA: schema,
      PUDDING_BOT_DELAY_MS: "20",
      PUDDING_BOT_POLL_MS: "200",
      PUDDING_BOT_LEASE_MS: "2000",
    };
    [a, b] = await Promise.all([
      startInstance({ ...env, PUDDING_INSTANCE: "a" }),
      startInstance({ ...env, PUDDING_INSTANCE: "b" }),
    ]);
  }, 400_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => c.end());
  });

  it("a subscriber on B sees every move made through A, in order, once — and converges after a burst", async () => {
    const A = client(a);
    const g = await A.games.create.mutate({ seats: FOUR, seed: 31 });
    const tokens = tokensOf(g);
    const stream = watch(b, g.gameId);
    await stream.until(0);
    for (let v = 1; v <= 30; v++) {
      await move(A, g.gameId, tokens);
      await stream.until(v);
    }
    const seen = stream.events.map((e) => e.version);
    expect(seen).toEqual(Array.from({ length: 31 }, (_, i) => i));
    // A burst without waiting: strictly increasing, no id twice, and B ends where A is.
    for (let i = 0; i < 20; i++) await move(A, g.gameId, tokens);
    await stream.until(50);
    const versions = stream.events.map((e) => e.version);
    for (let i = 1; i < versions.length; i++) expect(versions[i]).toBeGreaterThan(versions[i - 1] as number);
    expect(new Set(stream.events.map((e) => e.id)).size).toBe(stream.events.length);
    expect(stream.current()).toEqual(await A.games.get.query({ gameId: g.gameId }));
    await stream.close();
  }, 300_000);

  it("racing submits through A and B apply exactly one, and the winner's snapshot is what both serve (20 of 20)", async () => {
    const A = client(a);
    const B = client(b);
    const g = await B.games.create.mutate({ seats: FOUR, seed: 32 });
    const tokens = tokensOf(g);
    for (let trial = 0; trial < 20; trial++) {
      const s = await A.games.get.query({ gameId: g.gameId });
      const token = tokens[s.status.toAct[0] as number] as string;
      const mine = await A.games.get.query({ gameId: g.gameId, token });
      const [x, y] = mine.legal;
      const results = await Promise.allSettled([
        A.games.act.mutate({ gameId: g.gameId, token, version: mine.version, action: x }),
        B.games.act.mutate({ gameId: g.gameId, token, version: mine.version, action: y ?? x }),
      ]);
      const won = results.filter((r) => r.status === "fulfilled");
      expect(won, `trial ${trial}`).toHaveLength(1);
      const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect((lost.reason as TRPCClientError<AppRouter>).data?.code).toBe("CONFLICT");
      const winner = (won[0] as PromiseFulfilledResult<GameSnapshot>).value;
      expect(winner.version).toBe(mine.version + 1);
      expect(await A.games.get.query({ gameId: g.gameId, token })).toEqual(winner);
      expect(await B.games.get.query({ gameId: g.gameId, token })).toEqual(winner);
    }
  }, 300_000);

  it("§2.8: after a move through B, A serves it at once and accepts the next move (5 of 5)", async () => {
    const A = client(a);
    const B = client(b);
    const g = await A.games.create.mutate({ seats: FOUR, seed: 33 });
    const tokens = tokensOf(g);
    await A.games.get.query({ gameId: g.gameId }); // A holds the game in memory
    for (let i = 0; i < 5; i++) {
      const viaB = await move(B, g.gameId, tokens);
      expect((await A.games.get.query({ gameId: g.gameId })).version).toBe(viaB.version);
      const viaA = await move(A, g.gameId, tokens);
      expect(viaA.version).toBe(viaB.version + 1);
    }
  }, 300_000);

  it("undo (issue 20): a move taken back through A is taken back on B too, and B accepts the next move from there", async () => {
    const A = client(a);
    const B = client(b);
    const g = await A.games.create.mutate({ seats: FOUR, seed: 5 });
    const tokens = tokensOf(g);
    await B.games.get.query({ gameId: g.gameId }); // B holds the game in memory
    let done = false;
    for (let step = 0; step < 300 && !done; step++) {
      const s = await A.games.get.query({ gameId: g.gameId });
      const seat = s.status.toAct[0] as number;
      const token = tokens[seat] as string;
      const before = (await A.games.get.query({ gameId: g.gameId, token })) as GameSnapshot;
      const after = (await A.games.act.mutate({
        gameId: g.gameId,
        token,
        version: before.version,
        action: before.legal[(step * 7) % before.legal.length],
      })) as GameSnapshot;
      if (!after.undo) continue;
      // B serves the move, then A takes it back: B serves the state before it.
      await expect
        .poll(async () => (await B.games.get.query({ gameId: g.gameId })).version)
        .toBe(after.version);
      const back = (await A.games.undo.mutate({
        gameId: g.gameId,
        token,
        version: after.version,
      })) as GameSnapshot;
      await expect
        .poll(async () => (await B.games.get.query({ gameId: g.gameId, token })).version, { timeout: 30_000 })
        .toBe(back.version);
      const onB = (await B.games.get.query({ gameId: g.gameId, token })) as GameSnapshot;
      expect(onB.view).toEqual(before.view);
      expect(onB.legal).toEqual(before.legal);
      // The next move goes through B, from the state before the taken-back move.
      const next = (await B.games.act.mutate({
        gameId: g.gameId,
        token,
        version: onB.version,
        action: onB.legal[0],
      })) as GameSnapshot;
      expect(next.version).toBe(back.version + 1);
      expect((await A.games.get.query({ gameId: g.gameId })).version).toBe(next.version);
      done = true;
    }
    expect(done, "a move could be taken back").toBe(true);
  }, 300_000);

  it("killing A mid-game (SIGKILL) loses no acknowledged move, and the bots go on from B", async () => {
    const A = client(a);
    const g = await A.games.create.mutate({
      seats: [
        { kind: "human", name: "Anna" },
        { kind: "heuristic" },
        { kind: "heuristic" },
        { kind: "random" },
      ],
      seed: 34,
    });
    const token = tokensOf(g)[0] as string;
    const acked: { version: number; action: unknown }[] = [];
    // Play Anna's turns through A while the bots move (claimed by either instance).
    const deadline = Date.now() + 150_000;
    while (acked.length < 6 && Date.now() < deadline) {
      const mine = await A.games.get.query({ gameId: g.gameId, token });
      if (!mine.status.toAct.includes(0)) {
        await sleep(10);
        continue;
      }
      const action = mine.legal[0];
      try {
        const after = await A.games.act.mutate({ gameId: g.gameId, token, version: mine.version, action });
        acked.push({ version: after.version, action });
      } catch (e) {
        if ((e as TRPCClientError<AppRouter>).data?.code !== "CONFLICT") throw e;
      }
    }
    expect(acked.length).toBe(6);
    await a.kill();
    const B = client(b);
    const atKill = await B.games.get.query({ gameId: g.gameId });
    // Every acknowledged move is in the log, as acknowledged.
    const c = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
    await c.connect();
    try {
      const rows = (
        await c.query("SELECT version, seat, action FROM game_actions WHERE game_id = $1", [g.gameId])
      ).rows as { version: number; seat: number; action: unknown }[];
      for (const m of acked)
        expect(rows.find((r) => r.version === m.version)).toMatchObject({ seat: 0, action: m.action });
    } finally {
      await c.end();
    }
    // The bots go on from B (a claim A held expires with its lease), through Anna's turns too.
    let snap = atKill;
    let humanMoves = 0;
    const end = Date.now() + 150_000;
    while (humanMoves < 3 && Date.now() < end && !snap.status.over) {
      snap = (await B.games.get.query({ gameId: g.gameId, token })) as GameSnapshot;
      if (!snap.status.toAct.includes(0)) {
        await sleep(20);
        continue;
      }
      await B.games.act.mutate({ gameId: g.gameId, token, version: snap.version, action: snap.legal[0] });
      humanMoves++;
    }
    const after = await B.games.get.query({ gameId: g.gameId });
    const botMoves = after.log.filter((l) => l.version > atKill.version && l.seat !== null && l.seat !== 0);
    expect(humanMoves === 3 || after.status.over).toBe(true);
    expect(botMoves.length).toBeGreaterThan(0);
  }, 400_000);
});

describe.skipIf(!PG_URL)("servers starting at once on one fresh PostgreSQL schema", () => {
  it("eight at once all create and migrate it (no race in CREATE … IF NOT EXISTS), five times", async () => {
    for (let round = 0; round < 5; round++) {
      const fresh = `mi_race_${process.pid}_${round}_${Date.now().toString(36)}`;
      try {
        const opened = await Promise.allSettled(
          Array.from({ length: 8 }, () =>
            openDb({ databaseUrl: PG_URL as string, pgSchema: fresh, poolSize: 2 }),
          ),
        );
        const failed = opened
          .filter((o) => o.status === "rejected")
          .map((o) => String((o as PromiseRejectedResult).reason));
        for (const o of opened) if (o.status === "fulfilled") await o.value.close();
        expect(failed, `round ${round}`).toEqual([]);
        const c = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${fresh}` });
        await c.connect();
        try {
          const rows = (await c.query("SELECT count(*)::int AS n FROM pudding_migrations")).rows as {
            n: number;
          }[];
          expect(rows[0]?.n).toBeGreaterThan(0);
        } finally {
          await c.end();
        }
      } finally {
        const c = new pg.Client({ connectionString: PG_URL });
        await c.connect();
        await c.query(`DROP SCHEMA IF EXISTS ${fresh} CASCADE`).finally(() => c.end());
      }
    }
  }, 300_000);
});
