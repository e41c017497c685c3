/**
 * The API over real HTTP (Node's http server, the tRPC client, raw SSE): CORS for the editor,
 * huge and malformed bodies refused with a clear message, and the live feed as server-sent events.
 */
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, type RunningApiServer, startApiServer } from "./http.js";
import type { AppRouter } from "./router.js";

let api: RunningApiServer;
let client: ReturnType<typeof createTRPCClient<AppRouter>>;

beforeAll(async () => {
  api = await startApiServer({ port: 0, runBots: false });
  client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: api.url })] });
});
afterAll(() => api.close());

const FOUR = Array.from({ length: 4 }, () => ({ kind: "human" as const }));

/** Read server-sent events from `res` until `count` data events arrived. */
async function readEvents(res: Response, count: number): Promise<{ id: string; data: string }[]> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const events: { id: string; data: string }[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut = buffer.indexOf("\n\n");
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const id = /^id: ?(.*)$/m.exec(block)?.[1] ?? "";
      const data = /^data: ?(.*)$/m.exec(block)?.[1];
      if (data !== undefined && !/^event: ?(connected|ping)/m.test(block)) events.push({ id, data });
      cut = buffer.indexOf("\n\n");
    }
  }
  await reader.cancel();
  return events;
}

describe("the API over HTTP", () => {
  it("answers the typed client", async () => {
    const maps = await client.maps.list.query();
    expect(maps[0]?.id).toBe("london-1666");
  });

  it("lets another origin (the editor) call it: CORS preflight", async () => {
    const res = await fetch(`${api.url}/maps.publish`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:3001", "access-control-request-method": "POST" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
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
    expect(body.error.message).toMatch(/at most 6,000,000 are accepted/);
    expect((await client.maps.list.query()).length).toBe(1);
  });

  it("refuses malformed JSON and bad input with readable messages", async () => {
    const res = await fetch(`${api.url}/games.create`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ seats: oops",
    });
    expect(res.status).toBe(400);
    const err = await client.games.create.mutate({ seats: [{ kind: "human" }] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TRPCClientError);
    expect((err as TRPCClientError<AppRouter>).message).toBe(
      "Invalid input: seats: A game needs 3 to 6 seats.",
    );
    expect((err as TRPCClientError<AppRouter>).data?.httpStatus).toBe(400);
  });

  it("refuses an illegal move over HTTP with the engine's rule, code and §", async () => {
    const g = await client.games.create.mutate({ seats: FOUR, seed: 1 });
    const snap = await client.games.get.query({ gameId: g.gameId });
    const token = g.seats[snap.view.active]?.token as string;
    const err = (await client.games.act
      .mutate({ gameId: g.gameId, token, version: 0, action: { type: "tame" } })
      .catch((e: unknown) => e)) as TRPCClientError<AppRouter>;
    expect(err.data?.code).toBe("BAD_REQUEST");
    expect(err.message.length).toBeGreaterThan(10);
    expect(err.data).not.toHaveProperty("stack");
  });

  it("streams views as server-sent events with the version as event id, and resumes from Last-Event-ID", async () => {
    const g = await client.games.create.mutate({ seats: FOUR, seed: 2 });
    const url = `${api.url}/games.onChange?input=${encodeURIComponent(JSON.stringify({ gameId: g.gameId }))}`;
    const res = await fetch(url, { headers: { accept: "text/event-stream" } });
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const events = readEvents(res, 2);
    // Move once the stream is open.
    await new Promise((r) => setTimeout(r, 100));
    const snap = await client.games.get.query({ gameId: g.gameId });
    const token = g.seats[snap.view.active]?.token as string;
    const mine = await client.games.get.query({ gameId: g.gameId, token });
    await client.games.act.mutate({ gameId: g.gameId, token, version: 0, action: mine.legal[0] as never });
    const got = await events;
    expect(got.map((e) => e.id)).toEqual(["0", "1"]);
    for (const e of got) {
      expect(e.data).not.toContain('"rng"');
      expect(e.data).not.toContain('"colour":"');
    }
    // Reconnecting with Last-Event-ID 1: the next event is the next move, not a repeat.
    const again = await fetch(url, { headers: { accept: "text/event-stream", "last-event-id": "1" } });
    const next = readEvents(again, 1);
    await new Promise((r) => setTimeout(r, 100));
    const s1 = await client.games.get.query({ gameId: g.gameId });
    const t1 = g.seats[s1.view.active]?.token as string;
    const m1 = await client.games.get.query({ gameId: g.gameId, token: t1 });
    await client.games.act.mutate({ gameId: g.gameId, token: t1, version: 1, action: m1.legal[0] as never });
    expect((await next).map((e) => e.id)).toEqual(["2"]);
  });
});
