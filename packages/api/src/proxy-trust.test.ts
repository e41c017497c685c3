/**
 * Issue 26 §5: behind trusted proxies the client is the address the outermost trusted proxy
 * appended to X-Forwarded-For (the right-most entry, or the N-th from the right), never an entry
 * the client wrote itself — so spoofed left entries no longer get past the create limit or the
 * stream caps.
 */
import type http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "./env.js";
import { clientOf, type RunningApiServer, startApiServer } from "./http.js";
import { openServer } from "./test/harness.js";

/** The first event after `connected`, leaving the stream open (a closed one would free its place). */
async function firstEvent(res: Response): Promise<string> {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
    const blocks = text.split("\n\n").filter((b) => /^data:/m.test(b) && !/^event: ?connected/m.test(b));
    if (blocks[0]) return blocks[0];
  }
}

const SEATS = { seats: Array.from({ length: 4 }, () => ({ kind: "human" })) };

const request = (xff: string | string[] | undefined, remote = "10.9.9.9") =>
  ({
    headers: xff === undefined ? {} : { "x-forwarded-for": xff },
    socket: { remoteAddress: remote },
  }) as unknown as http.IncomingMessage;

describe("issue 26 §5 proxy trust", () => {
  it("takes the entry the trusted proxy appended: the right-most with one hop, the N-th from the right with N", () => {
    const xff = "198.51.100.7, 203.0.113.7, 10.0.0.2";
    expect(clientOf(request(xff), false)).toBe("10.9.9.9");
    expect(clientOf(request(xff), 0)).toBe("10.9.9.9");
    expect(clientOf(request(xff), true)).toBe("10.0.0.2");
    expect(clientOf(request(xff), 1)).toBe("10.0.0.2");
    expect(clientOf(request(xff), 2)).toBe("203.0.113.7");
    expect(clientOf(request(xff), 3)).toBe("198.51.100.7");
    // Fewer entries than trusted hops: the first proxy met wrote the left-most.
    expect(clientOf(request("203.0.113.9"), 2)).toBe("203.0.113.9");
    expect(clientOf(request(["1.1.1.1, 2.2.2.2", "3.3.3.3"]), 1)).toBe("3.3.3.3");
    expect(clientOf(request(" , "), 1)).toBe("10.9.9.9");
    expect(readEnv({ PUDDING_TRUST_PROXY: "2" }).PUDDING_TRUST_PROXY).toBe(2);
    expect(() => readEnv({ PUDDING_TRUST_PROXY: "yes" })).toThrow(/number of trusted proxies/);
  });

  for (const hops of [1, 2] as const) {
    describe(`PUDDING_TRUST_PROXY=${hops}`, () => {
      let web: RunningApiServer;
      beforeAll(async () => {
        const server = await openServer({
          runBots: false,
          limits: { createBurst: 10, createPerMinute: 1, maxStreamsPerClient: 3 },
        });
        web = await startApiServer({ server, port: 0, trustProxy: hops });
      }, 60_000);
      afterAll(async () => {
        await web.close();
        await web.server.close();
      });
      // The client writes a different left entry each time; the trusted proxies append the rest.
      const appended = hops === 1 ? "203.0.113.7" : "203.0.113.7, 10.0.0.2";
      const spoofed = (i: number) => `198.51.100.${i}, ${appended}`;

      it("spoofed left entries do not get past the create limit", async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 30; i++) {
          const res = await fetch(`${web.url}/games.create`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": spoofed(i) },
            body: JSON.stringify(SEATS),
          });
          statuses.push(res.status);
          if (res.status === 429)
            expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
              /Too many new games from your address: at most 10 at once/,
            );
          else await res.text();
        }
        expect(statuses.filter((s) => s === 200)).toHaveLength(10);
        expect(statuses.filter((s) => s === 429)).toHaveLength(20);
        // Another client behind the same proxies still may.
        const other = await fetch(`${web.url}/games.create`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": hops === 1 ? "203.0.113.8" : "203.0.113.8, 10.0.0.2",
          },
          body: JSON.stringify(SEATS),
        });
        expect(other.status).toBe(200);
      }, 60_000);

      it("spoofed left entries do not get past the stream cap per client", async () => {
        const made = (await (
          await fetch(`${web.url}/games.create`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.50" },
            body: JSON.stringify(SEATS),
          })
        ).json()) as { result: { data: { gameId: string } } };
        const url = `${web.url}/games.onChange?input=${encodeURIComponent(JSON.stringify({ gameId: made.result.data.gameId }))}`;
        const aborts: AbortController[] = [];
        const firsts: string[] = [];
        for (let i = 0; i < 4; i++) {
          const ac = new AbortController();
          aborts.push(ac);
          const res = await fetch(url, {
            headers: { accept: "text/event-stream", "x-forwarded-for": spoofed(100 + i) },
            signal: ac.signal,
          });
          firsts.push(await firstEvent(res));
        }
        for (const ac of aborts) ac.abort();
        expect(firsts.slice(0, 3).every((f) => /"kind":"snapshot"/.test(f))).toBe(true);
        expect(firsts[3]).toMatch(/Your address already has 3 live streams/);
      }, 60_000);
    });
  }
});
