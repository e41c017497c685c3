/**
 * The editor's play-server client (`mapServer`) against the real API over HTTP (a PlayServer on
 * in-memory PGlite, `startApiServer`): issue 31 §2 — a map opened with "Open from server…" and
 * published again is the next version of the same map, and the lobby (`maps.list`) lists one.
 * The browser's localStorage is the only stand-in (Node has none).
 */
import { type AppRouter, PlayServer, type RunningApiServer, startApiServer } from "@pudding/api";
import { GAMES, gameById, TEST_GAMES } from "@pudding/games";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OWNERS_KEY } from "./autosave";
import { mapServer, type Owners, ownerOf } from "./server";

class MemoryLocalStorage {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  clear() {
    this.m.clear();
  }
}

let api: RunningApiServer;
let base: string;
const GAME = "great-fire-1666";

beforeAll(async () => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryLocalStorage();
  const server = await PlayServer.open({
    games: GAMES,
    testGames: TEST_GAMES,
    log: () => {},
    limits: { publishBurst: 100, publishPerMinute: 100, createBurst: 100, createPerMinute: 100 },
  } as Parameters<typeof PlayServer.open>[0]);
  api = await startApiServer({ server, port: 0 });
  base = api.url.replace(/\/api\/trpc$/, "");
}, 120_000);
afterAll(async () => {
  await api?.close();
  await api?.server.close();
});
beforeEach(() => (globalThis as unknown as { localStorage: MemoryLocalStorage }).localStorage.clear());

/** The shipped London under a name and id of its own (a map made in the editor). */
function myLondon(name: string, id: string): unknown {
  const game = gameById(GAME);
  if (!game) throw new Error("no Great Fire");
  const map = structuredClone(game.map.defaultFor(game.seats.min)) as Record<string, unknown>;
  return { ...map, id, name };
}

describe("issue 31 §2: republishing a map opened from the server", () => {
  it("§2 a map opened with Open from server… and published again is version 2 of the same map; maps.list lists one", async () => {
    const host = mapServer(base, () => {}, GAME);
    const first = await host.publish(myLondon("Twelve Lanes", "twelve-lanes"));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.version).toBe(1);

    // Open from server…: the stored document carries the server's id, not the local one.
    const item = (await host.list()).find((m) => m.id === first.id);
    expect(item).toBeDefined();
    if (!item) return;
    const opened = await host.get(item);
    expect((opened.map as { id: string }).id).toBe(first.id);

    const again = await host.publish(opened.map);
    expect(again).toMatchObject({ ok: true, id: first.id, version: 2 });

    const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: api.url })] });
    const listed = (await client.maps.list.query({ game: GAME })).filter((m) => m.name === "Twelve Lanes");
    expect(listed.map((m) => [m.id, m.version])).toEqual([[first.id, 2]]);
  });

  it("§2 a token kept before the fix (under the local id only) still publishes the opened map as its next version", async () => {
    const host = mapServer(base, () => {}, GAME);
    const first = await host.publish(myLondon("Old Lanes", "old-lanes"));
    if (!first.ok) throw new Error(first.message);
    // What an older editor kept: the token under the map's local id alone.
    const owners = JSON.parse(localStorage.getItem(OWNERS_KEY) ?? "{}") as Owners;
    const kept = owners[`${base}|${GAME}|old-lanes`];
    expect(kept?.id).toBe(first.id);
    localStorage.setItem(OWNERS_KEY, JSON.stringify({ [`${base}|${GAME}|old-lanes`]: kept }));
    expect(ownerOf(JSON.parse(localStorage.getItem(OWNERS_KEY) ?? "{}"), base, GAME, first.id)).toEqual(kept);

    const opened = await host.get({ id: first.id, version: 1, name: "Old Lanes", spaces: 0, builtin: false });
    expect(await host.publish(opened.map)).toMatchObject({ ok: true, id: first.id, version: 2 });
  });

  it("§2 a map of the server this browser does not own is published as a new map of its own", async () => {
    const host = mapServer(base, () => {}, GAME);
    const first = await host.publish(myLondon("Their Lanes", "their-lanes"));
    if (!first.ok) throw new Error(first.message);
    localStorage.clear(); // another browser
    const opened = await host.get({
      id: first.id,
      version: 1,
      name: "Their Lanes",
      spaces: 0,
      builtin: false,
    });
    const mine = await host.publish(opened.map);
    expect(mine.ok && mine.id).not.toBe(first.id);
    expect(mine).toMatchObject({ ok: true, version: 1 });
  });
});
