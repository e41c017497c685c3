/**
 * The API over real HTTP (Node's http server, the tRPC client, raw SSE): CORS for the editor,
 * huge and malformed bodies refused with a clear message, and the live feed as server-sent events.
 */
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSnapshot, LiveEvent } from "./contract.js";
import { MAX_BODY_BYTES, type RunningApiServer, startApiServer } from "./http.js";
import { applyLiveEvent } from "./live-client.js";
import type { AppRouter } from "./router/index.js";
import { openServer } from "./test/harness.js";
import { readEvents } from "./test/sse.js";

let api: RunningApiServer;
let client: ReturnType<typeof createTRPCClient<AppRouter>>;

beforeAll(async () => {
  api = await startApiServer({ server: await openServer({ runBots: false }), port: 0 });
  client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: api.url })] });
});
afterAll(async () => {
  await api.close();
  await api.server.close();
});

const FOUR = Array.from({ length: 4 }, () => ({ kind: "human" as const }));

describe("the API over HTTP", () => {
  it("answers the typed client", async () => {
    const maps = await client.maps.list.query();
    expect(maps.map((m) => m.id)).toContain("london-1666");
  });

  it("lets the editor's origin publish: CORS preflight", async () => {
    const res = await fetch(`${api.url}/maps.publish`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:3001", "access-control-request-method": "POST" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:3001");
  });

  it("refuses a body over the limit with 413 and a sentence, and keeps serving", async () => {
    const huge = JSON.stringify({ map: "x".repeat(MAX_BODY_BYTES + 10) });
    const res = await fetch(`${api.url}/maps.publish`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: huge,
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/maps\.publish takes at most 2,500,000 bytes/);
    expect((await client.maps.list.query()).length).toBeGreaterThan(0);
  });

  it("refuses malformed JSON and bad input with readable messages", async () => {
    const res = await fetch(`${api.url}/games.create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ seats: oops",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/not JSON/);
    const err = await client.games.create.mutate({ seats: [{ kind: "human" }] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCClientError);
    expect((err as TRPCClientError<AppRouter>).message).toBe(
      "Invalid input: seats: The Great Fire of London 1666 is played by 3 to 6 seats; 1 was given.",
    );
    expect((err as TRPCClientError<AppRouter>).data?.httpStatus).toBe(400);
  });

  it("refuses an illegal move over HTTP with the engine's rule, code and §", async () => {
    const g = await client.games.create.mutate({ seats: FOUR, seed: 1 });
    const snap = await client.games.get.query({ gameId: g.gameId });
    const token = g.seats[snap.status.toAct[0] as number]?.token as string;
    const err = (await client.games.act
      .mutate({ gameId: g.gameId, token, version: 0, action: { type: "tame" } })
      .catch((e: unknown) => e)) as TRPCClientError<AppRouter>;
    expect(err.data?.code).toBe("BAD_REQUEST");
    expect(err.message.length).toBeGreaterThan(10);
    expect(err.data).not.toHaveProperty("stack");
  });

  it("streams the snapshot then patches as server-sent events, each with its own id, and resumes from Last-Event-ID", async () => {
    const g = await client.games.create.mutate({ seats: FOUR, seed: 2 });
    const url = `${api.url}/games.onChange?input=${encodeURIComponent(JSON.stringify({ gameId: g.gameId }))}`;
    const res = await fetch(url, { headers: { accept: "text/event-stream" } });
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const events = readEvents(res, 2);
    await new Promise((r) => setTimeout(r, 100));
    const move = async (version: number) => {
      const s = await client.games.get.query({ gameId: g.gameId });
      const token = g.seats[s.status.toAct[0] as number]?.token as string;
      const mine = await client.games.get.query({ gameId: g.gameId, token });
      await client.games.act.mutate({ gameId: g.gameId, token, version, action: mine.legal[0] });
    };
    await move(0);
    const got = await events;
    expect(got.map((e) => e.id)).toEqual(["0:0", "1:1"]);
    let snap: GameSnapshot | null = null;
    for (const e of got) {
      expect(e.data).not.toContain('"rng"');
      expect(e.data).not.toContain('"colour":"');
      snap = applyLiveEvent(snap, JSON.parse(e.data) as LiveEvent);
    }
    expect(snap).toEqual(await client.games.get.query({ gameId: g.gameId }));
    // Reconnecting with Last-Event-ID 1:1: the next event is the next move (a patch), not a repeat.
    const again = await fetch(url, { headers: { accept: "text/event-stream", "last-event-id": "1:1" } });
    const next = readEvents(again, 1);
    await new Promise((r) => setTimeout(r, 100));
    await move(1);
    const [e2] = await next;
    expect(e2?.id).toBe("2:2");
    snap = applyLiveEvent(snap, JSON.parse(e2?.data as string) as LiveEvent);
    expect(snap).toEqual(await client.games.get.query({ gameId: g.gameId }));
  });
});
