/**
 * Issue 19 §2: every hole found by probing the API from outside, each with the check that it is
 * closed. Named by the issue's item (§2.1 … §2.11); §1 and §2.8 are in instances.test.ts, §2.12 is
 * the load script (scripts/load.ts, figures in the README).
 */
import http from "node:http";
import net from "node:net";
import { Rng } from "@pudding/engine";
import { GREAT_FIRE_1666 } from "@pudding/games";
import type { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "./env.js";
import { createFrontDoor, MAX_BATCH, type RunningApiServer, startApiServer } from "./http.js";
import type { PlayServer } from "./play-server.js";
import { caller, follow, openServer, REGISTRY, rejects, sleep, tokensOf } from "./test/harness.js";

type View = ReturnType<typeof GREAT_FIRE_1666.view>;
/** The shipped London under a name of its own (issue 26 §6: a published map may not pass for it). */
const LONDON = {
  ...(GREAT_FIRE_1666.map.shipped["london-1666"] as object),
  name: "Our London",
} as unknown as {
  districts: { id: string; kind: string; polygon: [number, number][]; label: [number, number] }[];
};
const FOUR = ["Anna", "Ben", "Cleo", "Dev"].map((name) => ({ kind: "human" as const, name }));
const OPEN_LIMITS = { createBurst: 10_000, publishBurst: 10_000 };

/** POST/GET over raw HTTP: status, headers and body text. */
async function raw(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; text: string; json: () => { error?: { message: string } } }> {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
}

let server: PlayServer;
let web: RunningApiServer;
const logged: string[] = [];
beforeAll(async () => {
  server = await openServer({ runBots: false, registry: REGISTRY, limits: OPEN_LIMITS });
  web = await startApiServer({
    server,
    port: 0,
    bodyTimeoutMs: 500,
    log: (m) => logged.push(m),
    pages: (req, res) => {
      if (req.url?.startsWith("/boom")) throw new Error("internal detail: the pages handler broke");
      res.setHeader("X-Powered-By", "Next.js");
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<p>page</p>");
    },
  });
}, 120_000);
afterAll(async () => {
  await web.close();
  await server.close();
});

describe("§2.1 secrets do not leak sideways", () => {
  it("public status, games.list and the spectator's view are the same for every re-draw of what is hidden", async () => {
    const api = caller(server);
    const g = await api.games.create({ seats: FOUR, seed: 1, public: true });
    const tokens = tokensOf(g);
    const module = GREAT_FIRE_1666;
    const rng = new Rng(7);
    for (let step = 0; step < 140; step++) {
      const pub = await api.games.get({ gameId: g.gameId });
      if (step % 7 === 0 || pub.status.phase === "actions") {
        const state = server.games.cached(g.gameId)?.state as Parameters<typeof module.status>[0];
        const listed = (await api.games.list()).find((x) => x.gameId === g.gameId);
        expect(listed?.status).toEqual(pub.status);
        for (let seat = 0; seat < 4; seat++) {
          const det = module.ai?.determinizer(state, seat);
          if (!det) throw new Error("no determinizer");
          const into = det.newState();
          for (let k = 0; k < 4; k++) {
            det.fill(into, rng);
            expect(module.status(into), `step ${step}, re-drawn for seat ${seat}`).toEqual(pub.status);
            expect(module.view(into, "spectator")).toEqual(pub.view);
          }
        }
      }
      const seat = pub.status.toAct[0] as number;
      const mine = await api.games.get({ gameId: g.gameId, token: tokens[seat] });
      await api.games.act({
        gameId: g.gameId,
        token: tokens[seat] as string,
        version: mine.version,
        action: mine.legal[(step * 3) % mine.legal.length],
      });
    }
  }, 120_000);
});

describe("§2.2 prototype keys are not ids", () => {
  it("__proto__, constructor, hasOwnProperty… are refused at every door and change nothing", async () => {
    const api = caller(server);
    // A published map whose first district is Pudding Lane.
    const doc = structuredClone(LONDON);
    const i = doc.districts.findIndex((d) => d.id === "pudding-lane");
    doc.districts.unshift(...doc.districts.splice(i, 1));
    const pub = await api.maps.publish({ map: doc });
    expect(pub.ok).toBe(true);
    if (!pub.ok) return;
    const g = await api.games.create({ seats: FOUR, mapId: pub.id, seed: 2 });
    const tokens = tokensOf(g);
    const s = await api.games.get({ gameId: g.gameId });
    const token = tokens[s.status.toAct[0] as number] as string;
    const hash = await server.internalStateHash(g.gameId);
    for (const district of [
      "__proto__",
      "constructor",
      "hasOwnProperty",
      "toString",
      "prototype",
      "valueOf",
    ]) {
      const e = await rejects(
        api.games.act({ gameId: g.gameId, token, version: 0, action: { type: "placeTeam", district } }),
      );
      expect([district, e.code]).toEqual([district, "BAD_REQUEST"]);
      expect(e.message, district).toMatch(/district/i);
    }
    expect(await server.internalStateHash(g.gameId)).toBe(hash);
    expect((await api.games.get({ gameId: g.gameId })).version).toBe(0);
    for (const kind of ["__proto__", "constructor", "toString"])
      expect((await rejects(api.games.create({ seats: [...FOUR.slice(0, 2), { kind }] }))).code).toBe(
        "BAD_REQUEST",
      );
    for (const rules of ["__proto__", "constructor"])
      expect(["BAD_REQUEST", "NOT_FOUND"]).toContain(
        (await rejects(api.games.create({ seats: FOUR, rules }))).code,
      );
    expect((await rejects(api.games.create({ seats: FOUR, game: "constructor" }))).code).toBe("BAD_REQUEST");
    expect((await rejects(api.maps.get({ id: "constructor" }))).code).toBe("NOT_FOUND");
    expect((await rejects(api.games.get({ gameId: "__proto__" }))).code).toBe("NOT_FOUND");
    expect((await rejects(api.games.get({ gameId: "constructor" }))).code).toBe("NOT_FOUND");
    expect(
      (await rejects(api.games.handOver({ gameId: g.gameId, token, seat: 1, bot: "constructor" }))).message,
    ).toMatch(/bot: "constructor" is not a bot/);
    expect((await rejects(api.rules.get({ id: "__proto__" }))).code).toBe("BAD_REQUEST");
  });
});

describe("§2.3 shared data cannot be overwritten", () => {
  it("shipped maps and presets are immutable; published ones need their owner token; names cannot shadow presets; publishing is rate-limited", async () => {
    const limited = server;
    limited.setLimits({ publishBurst: 5, publishPerMinute: 6 });
    try {
      const api = caller(limited);
      const results = await Promise.allSettled(
        Array.from({ length: 200 }, () => api.maps.publish({ map: LONDON })),
      );
      const stored = results.filter((r) => r.status === "fulfilled");
      expect(stored).toHaveLength(5);
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect((refused.reason as TRPCError).code).toBe("TOO_MANY_REQUESTS");
      expect((refused.reason as TRPCError).message).toMatch(
        /at most 5 at once and 6 a minute\. Try again in \d+ s/,
      );
      // London is as shipped, whatever was published.
      expect(await api.maps.get({ id: "london-1666" })).toMatchObject({ version: 1, builtin: true });
      expect((await api.maps.list()).find((m) => m.id === "london-1666")?.version).toBe(1);
      const other = caller(limited, undefined, "10.0.0.2");
      const overwrite = await rejects(
        other.maps.publish({ map: LONDON, id: "london-1666", ownerToken: "x".repeat(32) }),
      );
      expect(overwrite.code).toBe("FORBIDDEN");
      expect(overwrite.message).toMatch(/shipped with the game and cannot be changed/);
      const mine = (stored[0] as PromiseFulfilledResult<{ ok: true; id: string; ownerToken: string }>).value;
      const stranger = await rejects(
        other.maps.publish({ map: LONDON, id: mine.id, ownerToken: "y".repeat(32) }),
      );
      expect(stranger.code).toBe("FORBIDDEN");
      expect(
        await other.maps.publish({ map: LONDON, id: mine.id, ownerToken: mine.ownerToken }),
      ).toMatchObject({
        ok: true,
        id: mine.id,
        version: 2,
      });
      const names = ["italian-base", "Italian Base", " long ", "More destruction!"];
      for (const [k, name] of names.entries())
        expect(
          (await rejects(caller(limited, undefined, `10.0.1.${k}`).rules.publish({ name, rules: {} })))
            .message,
        ).toMatch(/name: The name looks like “.*”, which is already taken/);
      const owner = caller(limited, undefined, "10.0.0.3");
      const r = await owner.rules.publish({ name: "My rules", rules: {} });
      expect(r.ok && r.id).toMatch(/^r-[a-z0-9]{10}$/);
      if (!r.ok || !r.ownerToken) throw new Error("not published");
      expect(
        (
          await rejects(
            owner.rules.publish({ name: "Mine now", rules: {}, id: r.id, ownerToken: "z".repeat(32) }),
          )
        ).code,
      ).toBe("FORBIDDEN");
      expect(
        await owner.rules.publish({ name: "My rules 2", rules: {}, id: r.id, ownerToken: r.ownerToken }),
      ).toMatchObject({
        ok: true,
        id: r.id,
      });
      expect((await other.rules.get({ id: "italian-base" })).preset).toBe(true);
    } finally {
      limited.setLimits(OPEN_LIMITS);
    }
  }, 120_000);
});

describe("§2.4 expensive requests do not block the server", () => {
  it("a map beyond the limits is refused at the door, naming the limit, before any check runs", async () => {
    const huge = {
      ...structuredClone(LONDON),
      districts: Array.from({ length: 1000 }, (_, k) => ({
        ...LONDON.districts[k % LONDON.districts.length],
        id: `d-${k}`,
        polygon: Array.from({ length: 250 }, (_, i) => [k + Math.cos(i), k + Math.sin(i)]),
      })),
    };
    // Refused by the door's size bound (its message), so no map check ever ran on it. (No clock here:
    // a timed assertion flakes on a loaded machine; speed lives in the load script.)
    const r = await caller(server).maps.publish({ map: huge });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]?.message).toMatch(/holds more than 100,000 values|bytes/);
  });

  it("a map check runs off the event loop and is stopped when it takes too long; other requests keep being answered", async () => {
    const slow = server;
    // A short bound: the check thread is warm (earlier tests used it), so the map must be big for it.
    slow.mapCheckMs = 20;
    try {
      const api = caller(slow);
      const big = structuredClone(LONDON);
      const per = Math.floor(30_000 / big.districts.length);
      for (const d of big.districts)
        d.polygon = Array.from({ length: per }, (_, i) => {
          const a = (2 * Math.PI * i) / per;
          const r2 = (x: number) => Math.round(x * 100) / 100; // short numbers: under the size limit
          return [r2(d.label[0] + 12 * Math.cos(a)), r2(d.label[1] + 12 * Math.sin(a))] as [number, number];
        });
      await api.maps.list(); // the check thread is warm
      const publishing = api.maps.publish({ map: big });
      // Other requests are answered while the check runs…
      const answers = await Promise.all(Array.from({ length: 5 }, () => api.catalog.games()));
      for (const a of answers) expect(a.length).toBeGreaterThan(0);
      // …and the check was stopped at its bound: only a check in its own thread can be stopped (one
      // on the request thread would run to its end and the map would be accepted). No clock in this
      // test: a timed assertion flakes on a loaded machine; the load script measures latency.
      const r = await publishing;
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.issues[0]?.message).toMatch(/took longer than 0.02 s/);
      // The next (ordinary) map is checked by a fresh thread (under the usual bound).
      slow.mapCheckMs = 10_000;
      expect((await api.maps.publish({ map: LONDON })).ok).toBe(true);
    } finally {
      slow.mapCheckMs = 10_000;
    }
  }, 120_000);

  it("batches are capped with a sentence; games are created at a bounded rate per client", async () => {
    const big = await raw(`${web.url}/${Array.from({ length: 500 }, () => "games.get").join(",")}?batch=1`);
    expect(big.status).toBe(400);
    expect(big.json().error?.message).toBe(
      `A batch holds at most ${MAX_BATCH} calls and this one has 500. Send them in smaller batches (httpBatchLink({ maxItems: ${MAX_BATCH} })).`,
    );
    const limited = server;
    limited.setLimits({ createBurst: 3, createPerMinute: 2 });
    try {
      const api = caller(limited, undefined, "10.0.0.9");
      const all = await Promise.allSettled(
        Array.from({ length: 10 }, () => api.games.create({ seats: FOUR })),
      );
      expect(all.filter((r) => r.status === "fulfilled")).toHaveLength(3);
      expect(((all[9] as PromiseRejectedResult).reason as TRPCError).code).toBe("TOO_MANY_REQUESTS");
      // Another client is not held back.
      await caller(limited, undefined, "10.0.0.10").games.create({ seats: FOUR });
    } finally {
      limited.setLimits(OPEN_LIMITS);
    }
  }, 120_000);

  it("bots run in at most maxBotGames games at once per instance; the others wait their turn and all move", async () => {
    const capped = await openServer({
      botDelayMs: 0,
      botPollMs: 20,
      limits: { ...OPEN_LIMITS, maxBotGames: 2 },
    });
    try {
      const api = caller(capped);
      const games = await Promise.all(
        Array.from({ length: 6 }, (_, k) =>
          api.games.create({
            seats: [{ kind: "random" }, { kind: "random" }, { kind: "random" }, { kind: "random" }],
            seed: 100 + k,
          }),
        ),
      );
      const moved = async () =>
        Promise.all(games.map(async (g) => (await api.games.get({ gameId: g.gameId })).version > 0));
      const end = Date.now() + 60_000;
      while (!(await moved()).every(Boolean) && Date.now() < end) await sleep(50);
      expect((await moved()).every(Boolean)).toBe(true);
      expect(capped.bots?.peak).toBeLessThanOrEqual(2);
      expect(capped.bots?.peak).toBeGreaterThan(0);
    } finally {
      await capped.close();
    }
  }, 120_000);
});

describe("§2.5 odd input is a 400 naming the field, never a 500", () => {
  const post = (path: string, body: unknown) =>
    raw(`${web.url}/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  it("NUL and lone surrogates in names and rule sets, 2^31 versions", async () => {
    const cases: [string, unknown, RegExp][] = [
      [
        "games.create",
        { seats: [{ kind: "human", name: "A\u0000B" }, ...FOUR.slice(1)] },
        /seats\.0\.name: The name contains a control character \(U\+0000\)/,
      ],
      [
        "games.create",
        { seats: [{ kind: "human", name: "A\ud800B" }, ...FOUR.slice(1)] },
        /seats\.0\.name: .*lone UTF-16 surrogate/,
      ],
      ["games.create", { seats: FOUR, mapVersion: 2 ** 31 }, /mapVersion: mapVersion is at most 2147483647/],
      ["rules.publish", { name: "Nul\u0000", rules: {} }, /name: The name contains a control character/],
      [
        "rules.publish",
        { name: "Fine", rules: { wildFire: "\u0000" } },
        /"path":"rules\.wildFire","message":"contains a NUL character/,
      ],
      [
        "maps.publish",
        { map: { ...LONDON, name: "\ud800" } },
        /"path":"map\.name","message":"contains a lone UTF-16 surrogate/,
      ],
    ];
    for (const [path, body, message] of cases) {
      const r = await post(path, body);
      expect(r.status, path).toBe(path === "games.create" || r.status === 400 ? 400 : 200);
      expect(r.text, path).toMatch(message);
    }
    const get = await raw(
      `${web.url}/maps.get?input=${encodeURIComponent(JSON.stringify({ id: "london-1666", version: 2 ** 31 }))}`,
    );
    expect(get.status).toBe(400);
    expect(get.json().error?.message).toMatch(/version: version is at most 2147483647/);
    expect(logged.filter((m) => /failed/.test(m))).toEqual([]);
  });
});

describe("§2.6 protocol rough edges get clear, specific errors", () => {
  it("POST on the subscription, Content-Length lies, extra fields in actions", async () => {
    const sub = await raw(`${web.url}/games.onChange`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(sub.status).toBe(405);
    expect(sub.json().error?.message).toMatch(/games\.onChange is a subscription: open it alone with GET/);

    const port = new URL(web.url).port;
    const send = (text: string) =>
      new Promise<string>((resolve) => {
        const s = net.connect(Number(port), "127.0.0.1", () => s.write(text));
        let out = "";
        s.on("data", (d) => {
          out += d.toString();
        });
        s.on("close", () => resolve(out));
        setTimeout(() => s.destroy(), 3000);
      });
    const short = await send(
      `POST /api/trpc/games.create HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 500\r\n\r\n{"seats":[]}`,
    );
    expect(short).toMatch(/^HTTP\/1.1 408/);
    expect(short).toMatch(/stopped after 12 of the 500 bytes its Content-Length announced/);
    const long = await send(
      `POST /api/trpc/games.create HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 5\r\nconnection: close\r\n\r\n{"seats":[]}`,
    );
    expect(long).toMatch(/^HTTP\/1.1 400/);
    expect(long).toMatch(/not JSON .*it was cut there/);
    const nonsense = await send(
      `POST /api/trpc/games.create HTTP/1.1\r\nhost: x\r\ncontent-length: lots\r\n\r\n{}`,
    );
    expect(nonsense).toMatch(/^HTTP\/1.1 400/);
    expect(nonsense).toMatch(/Content-Length|could not be read as HTTP/);

    const api = caller(server);
    const g = await api.games.create({ seats: FOUR, seed: 6 });
    const s = await api.games.get({ gameId: g.gameId });
    const token = tokensOf(g)[s.status.toAct[0] as number] as string;
    const mine = await api.games.get({ gameId: g.gameId, token });
    const extra = await rejects(
      api.games.act({
        gameId: g.gameId,
        token,
        version: 0,
        action: { ...(mine.legal[0] as object), extra: 1 },
      }),
    );
    expect(extra.code).toBe("BAD_REQUEST");
    expect(extra.message).toMatch(/^Invalid input: action: Unrecognized key: "extra"/);
    for (const [action, why] of [
      [[1, 2], /not an array/],
      ["placeTeam", /not a string/],
      [{ type: "placeTeam", district: "x".repeat(5000) }, /4,096 bytes|bytes as JSON/],
    ] as const) {
      const e = await rejects(api.games.act({ gameId: g.gameId, token, version: 0, action }));
      expect(e.message).toMatch(why);
      expect(["BAD_REQUEST", "PAYLOAD_TOO_LARGE"]).toContain(e.code);
    }
  });
});

describe("§2.7 the live feed: an id per event, capped streams, patches for spectators", () => {
  it("presence changes and hand-over notices each get their own id; spectators get patches, not snapshots", async () => {
    const api = caller(server);
    const g = await api.games.create({ seats: FOUR, seed: 9 });
    const tokens = tokensOf(g);
    const watcher = await follow(server, { gameId: g.gameId });
    const ids: string[] = [(await watcher.next()).id];
    for (let seat = 0; seat < 3; seat++) {
      const f = await follow(server, { gameId: g.gameId, token: tokens[seat] });
      await f.next();
      ids.push((await watcher.next()).id);
      await f.close();
      ids.push((await watcher.next()).id);
    }
    await api.games.handOver({ gameId: g.gameId, token: tokens[3] as string, seat: 3, bot: "random" });
    ids.push((await watcher.next()).id);
    expect(new Set(ids).size).toBe(ids.length);
    const s = await api.games.get({ gameId: g.gameId });
    const token = tokens[s.status.toAct[0] as number] as string;
    const mine = await api.games.get({ gameId: g.gameId, token });
    await api.games.act({ gameId: g.gameId, token, version: mine.version, action: mine.legal[0] });
    const e = await watcher.next();
    expect(e.event.kind).toBe("patch");
    expect(JSON.stringify(e.event).length).toBeLessThan(JSON.stringify(e.snap).length / 4);
    expect(e.snap).toEqual(await api.games.get({ gameId: g.gameId }));
    await watcher.close();
  });

  it("streams are capped per game and per client, with a sentence", async () => {
    const capped = server;
    capped.setLimits({ maxStreamsPerGame: 3, maxStreamsPerClient: 4 });
    try {
      const api = caller(capped);
      const g = await api.games.create({ seats: FOUR });
      const open = await Promise.all([0, 1, 2].map(() => follow(capped, { gameId: g.gameId }, "10.1.1.1")));
      for (const f of open) await f.next();
      const fourth = await follow(capped, { gameId: g.gameId }, "10.1.1.2");
      const e = await fourth.next().catch((x: unknown) => x as TRPCError);
      expect((e as TRPCError).code).toBe("TOO_MANY_REQUESTS");
      expect((e as TRPCError).message).toMatch(/already has 3 live streams on this server/);
      const h = await api.games.create({ seats: FOUR });
      const second = await follow(capped, { gameId: h.gameId }, "10.1.1.1");
      await second.next();
      const fifth = await follow(capped, { gameId: h.gameId }, "10.1.1.1");
      const e5 = await fifth.next().catch((x: unknown) => x as TRPCError);
      expect((e5 as TRPCError).message).toMatch(/Your address already has 4 live streams/);
      for (const f of [...open, second]) await f.close();
    } finally {
      capped.setLimits({ maxStreamsPerGame: 100, maxStreamsPerClient: 24 });
    }
  }, 120_000);
});

describe("§2.9 validation gaps and odd routes", () => {
  it("self-crossing outlines of any size, huge coordinates, maps of unknown or other games are refused", async () => {
    const api = caller(server);
    const crossing = structuredClone(LONDON);
    const d = crossing.districts[5] as (typeof crossing.districts)[number];
    const ring = Array.from({ length: 500 }, (_, i) => {
      const a = (2 * Math.PI * i) / 500;
      return [d.label[0] + 15 * Math.cos(a), d.label[1] + 15 * Math.sin(a)] as [number, number];
    });
    [ring[10], ring[250]] = [ring[250] as [number, number], ring[10] as [number, number]];
    d.polygon = ring;
    const r1 = await api.maps.publish({ map: crossing });
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.issues.some((i) => i.path.startsWith("districts[5].polygon"))).toBe(true);
    const far = structuredClone(LONDON);
    (far.districts[0] as (typeof far.districts)[number]).polygon[0] = [1e308, -1e308];
    const r2 = await api.maps.publish({ map: far });
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.issues[0]).toMatchObject({ path: "map.districts[0].polygon[0][0]" });
    if (!r2.ok) expect(r2.issues[0]?.message).toMatch(/out of range: numbers lie within ±1,000,000/);
    expect((await rejects(api.maps.publish({ map: LONDON, game: "nope" }))).message).toMatch(
      /game: this server has no game "nope"/,
    );
    const r3 = await api.maps.publish({ map: { ...LONDON, game: "toy-claims" } });
    expect(r3.ok).toBe(false);
    if (!r3.ok) expect(r3.issues[0]?.message).toMatch(/this map is for "toy-claims"/);
    const claims = await api.maps.publish({ map: LONDON, game: "toy-claims" });
    expect(claims.ok).toBe(false);
  });

  it("a malformed address is a 400; a 500 is logged with a request id and shows no internals; seat tokens stay out of the log", async () => {
    const base = web.url.replace(/\/api\/trpc$/, "");
    const bad = await raw(`${base}/g/%ZZ`);
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/malformed %-escape/);
    const boom = await raw(`${base}/boom?t=SECRETTOKEN1234567890`);
    expect(boom.status).toBe(500);
    const id = boom.headers.get("x-request-id") as string;
    expect(boom.text).toContain(id);
    expect(boom.text).not.toMatch(/internal detail|Error|at /);
    const line = logged.find((m) => m.includes(id)) as string;
    expect(line).toMatch(/internal detail: the pages handler broke/);
    expect(line).toContain("t=…");
    expect(line).not.toContain("SECRETTOKEN");
  });
});

describe("§2.10 headers", () => {
  it("pages and the API carry CSP, frame-ancestors, nosniff and Referrer-Policy, never X-Powered-By", async () => {
    const base = web.url.replace(/\/api\/trpc$/, "");
    for (const url of [`${base}/`, `${web.url}/maps.list`]) {
      const r = await raw(url);
      expect(r.headers.get("content-security-policy"), url).toMatch(/frame-ancestors 'none'/);
      expect(r.headers.get("x-frame-options"), url).toBe("DENY");
      expect(r.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(r.headers.get("referrer-policy"), url).toBe("no-referrer");
      expect(r.headers.get("x-powered-by"), url).toBeNull();
    }
    const health = await raw(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect((await raw(`${base}/readyz`)).status).toBe(200);
  });

  it("CORS: mutations only from the editor's origin (and the page's own); queries from anywhere", async () => {
    const evil = "https://evil.example";
    const pre = await raw(`${web.url}/games.create`, {
      method: "OPTIONS",
      headers: { origin: evil, "access-control-request-method": "POST" },
    });
    expect(pre.status).toBe(403);
    expect(pre.headers.get("access-control-allow-origin")).toBeNull();
    const post = await raw(`${web.url}/games.create`, {
      method: "POST",
      headers: { origin: evil, "content-type": "application/json" },
      body: JSON.stringify({ seats: FOUR }),
    });
    expect(post.status).toBe(403);
    expect(post.json().error?.message).toMatch(/not from https:\/\/evil\.example/);
    const read = await raw(`${web.url}/maps.list`, { headers: { origin: evil } });
    expect(read.status).toBe(200);
    expect(read.headers.get("access-control-allow-origin")).toBe("*");
    const editor = await raw(`${web.url}/rules.publish`, {
      method: "POST",
      headers: { origin: "http://localhost:3001", "content-type": "application/json" },
      body: JSON.stringify({ name: "From the editor", rules: {} }),
    });
    expect(editor.status).toBe(200);
    expect(editor.headers.get("access-control-allow-origin")).toBe("http://localhost:3001");
  });

  it("listens on 127.0.0.1 unless HOST says otherwise", async () => {
    expect(readEnv({}).HOST).toBe("127.0.0.1");
    expect(readEnv({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(new URL(web.url).hostname).toBe("127.0.0.1");
    // The front door alone can be mounted anywhere.
    const s = http.createServer(createFrontDoor(server));
    await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
    expect((s.address() as net.AddressInfo).address).toBe("127.0.0.1");
    await new Promise<void>((r) => s.close(() => r()));
  });
});

describe("§2.11 privacy of the lobby", () => {
  it("games.list without a token lists only public games; with tokens, the caller's own too", async () => {
    const api = caller(server);
    const hotSeat = await api.games.create({ seats: FOUR });
    const open = await api.games.create({ seats: FOUR, public: true });
    const anonymous = (await api.games.list()).map((x) => x.gameId);
    expect(anonymous).toContain(open.gameId);
    expect(anonymous).not.toContain(hotSeat.gameId);
    const mine = await api.games.list({ tokens: [tokensOf(hotSeat)[0] as string] });
    expect(mine.find((x) => x.gameId === hotSeat.gameId)).toMatchObject({ yourSeats: [0], public: false });
    expect(JSON.stringify(await api.games.list())).not.toContain(hotSeat.gameId);
  });
});

void ({} as View);
