/**
 * Test harness: a PlayServer on a real database (in-memory or on-disk PGlite, or the PostgreSQL
 * server of TEST_DATABASE_URL in a schema of its own) with every game of the registry, a tRPC
 * caller over it, and helpers that play games and read the live feed through the API alone.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GAMES, TEST_GAMES } from "@pudding/games";
import { TRPCError } from "@trpc/server";
import pg from "pg";
import type { CreatedGame, GameSnapshot, LiveEvent } from "../contract.js";
import { applyLiveEvent } from "../live-client.js";
import { PlayServer, type PlayServerOptions } from "../play-server.js";
import { appRouter } from "../router/index.js";
import { createCallerFactory } from "../trpc.js";

/** A caller; `signal` ends the subscriptions it opened (like a closed browser tab). */
export const caller = (server: PlayServer, signal?: AbortSignal, client = "local") =>
  createCallerFactory(appRouter)({ server, client }, signal ? { signal } : undefined);
export type Caller = ReturnType<typeof caller>;

export const PG_URL = process.env.TEST_DATABASE_URL;

/** The registry specifier worker threads import (search bots, map checks). */
export const REGISTRY = "@pudding/games";

/**
 * Opens a server with every registered game (tests pass the rest). Rate limits are generous unless
 * a test sets them: tests share servers and all call as the same client.
 */
export function openServer(options: Partial<PlayServerOptions> = {}): Promise<PlayServer> {
  return PlayServer.open({
    games: GAMES,
    testGames: TEST_GAMES,
    log: () => {},
    // The api's tests replay known games; a real server refuses a chosen seed with a person seated.
    clientSeeds: true,
    ...options,
    limits: {
      createBurst: 1000,
      createPerMinute: 1000,
      publishBurst: 1000,
      publishPerMinute: 1000,
      ...options.limits,
    },
  });
}

export interface Backend {
  name: string;
  available: boolean;
  /** Fresh options for a new, empty database (the same options reopen it). */
  fresh(): Partial<PlayServerOptions>;
  cleanup(): Promise<void>;
}

export function pgliteBackend(): Backend {
  const dirs: string[] = [];
  return {
    name: "PGlite on disk",
    available: true,
    fresh() {
      const dir = mkdtempSync(path.join(tmpdir(), "pudding-api-"));
      dirs.push(dir);
      return { dataDir: path.join(dir, "pglite") };
    },
    async cleanup() {
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}

export function postgresBackend(): Backend {
  const schemas: string[] = [];
  return {
    name: "PostgreSQL",
    available: Boolean(PG_URL),
    fresh() {
      const schema = `t_${process.pid}_${Date.now().toString(36)}_${schemas.length}`;
      schemas.push(schema);
      return { databaseUrl: PG_URL, pgSchema: schema };
    },
    async cleanup() {
      if (!PG_URL || schemas.length === 0) return;
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      try {
        for (const s of schemas) await c.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Tokens of the human seats, by seat. */
export const tokensOf = (g: CreatedGame): Record<number, string> =>
  Object.fromEntries(g.seats.filter((s) => s.token).map((s) => [s.seat, s.token as string]));

/**
 * Plays `n` actions (or until the game ends): the first seat that may act takes its first legal
 * action. All seats must be human. Returns the last snapshot of the acting seats.
 */
export async function playFirstLegal(
  api: Caller,
  gameId: string,
  tokens: Record<number, string>,
  n: number,
): Promise<GameSnapshot> {
  let snap = await api.games.get({ gameId });
  for (let i = 0; i < n && !snap.status.over; i++) {
    const seat = snap.status.toAct[0] as number;
    const token = tokens[seat] as string;
    const mine = await api.games.get({ gameId, token });
    const action = mine.legal[0];
    if (action === undefined)
      throw new Error(`seat ${mine.seat} has no legal action in ${mine.status.phase}`);
    snap = await api.games.act({ gameId, token, version: mine.version, action });
  }
  return snap;
}

/** The id and live event inside a subscription value (createCaller yields tracked tuples). */
export function unwrap(value: unknown): { id: string; event: LiveEvent } {
  if (Array.isArray(value)) return { id: String(value[0]), event: value[1] as LiveEvent };
  const v = value as { id?: string; data?: LiveEvent };
  return { id: String(v.id ?? ""), event: (v.data ?? value) as LiveEvent };
}

/**
 * Follows a game through `games.onChange` as a client would: `next()` gives the snapshot after the
 * next event (patches applied), with the event's id.
 */
export async function follow(
  server: PlayServer,
  input: { gameId: string; token?: string; lastEventId?: string },
  client = "local",
  /** What the client already holds (a reconnect with `lastEventId`). */
  holding: GameSnapshot | null = null,
) {
  const ac = new AbortController();
  const sub = await caller(server, ac.signal, client).games.onChange(input);
  const it = sub[Symbol.asyncIterator]();
  let current: GameSnapshot | null = holding;
  return {
    async next(): Promise<{ id: string; snap: GameSnapshot; event: LiveEvent }> {
      const r = await it.next();
      if (r.done) throw new Error("the live feed ended");
      const { id, event } = unwrap(r.value);
      current = applyLiveEvent(current, event);
      return { id, snap: current, event };
    },
    /** The raw iterator's next (to race against a timeout). */
    raw: () => it.next(),
    async close() {
      ac.abort();
      await it.return?.(undefined);
    },
  };
}

/** Resolves after `ms`. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What {@link httpCall} returns: the HTTP status, the result's data or the tRPC error. */
export interface HttpCallResult {
  status: number;
  data: unknown;
  error?: {
    message: string;
    data: { code?: string; ruleCode?: string; ruleParams?: Record<string, unknown> };
  };
}

/**
 * A tRPC call over real HTTP to the API at `url` (GET for a query, POST for a mutation), as a reader
 * of `lang` (the `pudding_locale` cookie, or an Accept-Language header).
 */
export async function httpCall(
  url: string,
  kind: "query" | "mutation",
  path: string,
  input: unknown,
  lang?: { cookie?: string; accept?: string },
): Promise<HttpCallResult> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (lang?.cookie) headers.cookie = `theme=dark; pudding_locale=${lang.cookie}`;
  if (lang?.accept) headers["accept-language"] = lang.accept;
  const res =
    kind === "query"
      ? await fetch(`${url}/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
      : await fetch(`${url}/${path}`, { method: "POST", headers, body: JSON.stringify(input) });
  const body = (await res.json()) as { result?: { data: unknown }; error?: HttpCallResult["error"] };
  return { status: res.status, data: body.result?.data, error: body.error };
}

/** The error a call was refused with (a test fails if the call succeeds or throws anything else). */
export async function rejects(p: Promise<unknown>): Promise<TRPCError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof TRPCError) return e;
    throw e;
  }
  throw new Error("expected the call to be refused");
}
