/**
 * The platform seam (issue 14): the server knows no game. Its source imports no game package and
 * no registry; the toy game Claims is created and played through the API alone — over
 * `createCaller` and over real HTTP with the live feed as server-sent events — including what
 * The Great Fire never does: several seats acting at once (the bid, humans and bots together) and
 * a seat other than the turn owner acting (a displaced card's owner retreats on the attacker's
 * turn), by a human and by a bot.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { catalog, GAMES, TEST_GAMES } from "@pudding/games";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSnapshot, LiveEvent } from "./contract.js";
import { startApiServer } from "./http.js";
import { applyLiveEvent } from "./live-client.js";
import type { PlayServer } from "./play-server.js";
import type { AppRouter } from "./router/index.js";
import { type Caller, caller, openServer, REGISTRY, rejects, sleep, tokensOf } from "./test/harness.js";
import { readEvents } from "./test/sse.js";

const SRC = import.meta.dirname;
let shared: PlayServer;
beforeAll(async () => {
  shared = await openServer({ botDelayMs: 0, botPollMs: 30, registry: REGISTRY });
}, 180_000);
afterAll(() => shared.close());
const GAME_PACKAGES =
  /["'](@pudding\/(great-fire|games|small-world-underground|the-brigade|map-schema)[^"']*|[./]*\/games\/[^"']*)["']/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === "test" || f === "pinned" ? [] : sourceFiles(p);
    return /\.(ts|mjs)$/.test(f) && !f.endsWith(".test.ts") ? [p] : [];
  });
}

interface ClaimsView {
  cells: { id: string; holder: number; value: number }[];
  seats: { cards?: number[] }[];
}
type Act = { type: string; value?: number; cell?: string };

describe("the seam: no game in the server's source", () => {
  it("packages/api/src imports no game package, no registry and no map profile (tests may)", () => {
    const offenders = sourceFiles(SRC).flatMap((f) =>
      readFileSync(f, "utf8")
        .split("\n")
        .filter((line) => /^\s*(import|export)\b|import\(/.test(line) && GAME_PACKAGES.test(line))
        .map((line) => `${f.slice(SRC.length + 1)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
    const pkg = JSON.parse(readFileSync(join(SRC, "../package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies).filter((d) => GAME_PACKAGES.test(`"${d}"`))).toEqual([]);
  });

  it("catalog.games is the registry's catalogue, computed from the games the server was given", async () => {
    const server = shared;
    try {
      expect(await caller(server).catalog.games()).toEqual(catalog(GAMES));
      expect(TEST_GAMES).toContain("toy-claims");
    } finally {
      // shared
    }
  });
});

/** The seat's legal action that displaces another seat's card, else the first play on an empty cell. */
function aggressive(mine: GameSnapshot, victim?: number): Act {
  const view = mine.view as ClaimsView;
  const legal = mine.legal as Act[];
  const held = new Map(view.cells.map((c) => [c.id, c]));
  const attack = legal.find((a) => {
    const c = a.type === "play" && a.cell ? held.get(a.cell) : undefined;
    return (
      c !== undefined &&
      c.holder >= 0 &&
      c.holder !== mine.seat &&
      (victim === undefined || c.holder === victim)
    );
  });
  return attack ?? legal.find((a) => a.type === "play") ?? (legal[0] as Act);
}

/** Plays the humans (attacking whenever they can) until `until` holds or the game ends. */
async function playHumans(
  api: Caller,
  gameId: string,
  tokens: Record<number, string>,
  until: (s: GameSnapshot) => boolean,
  settle: () => Promise<void>,
): Promise<GameSnapshot> {
  for (let i = 0; i < 400; i++) {
    await settle();
    const s = await api.games.get({ gameId });
    if (until(s) || s.status.over) return s;
    const seat = s.status.toAct.find((x) => tokens[x] !== undefined);
    if (seat === undefined) {
      await sleep(20);
      continue;
    }
    const token = tokens[seat] as string;
    const mine = await api.games.get({ gameId, token });
    await api.games.act({ gameId, token, version: mine.version, action: aggressive(mine) });
  }
  throw new Error("the condition never came");
}

describe("the toy game over createCaller", () => {
  it("several seats bid at once (humans and a bot), and a displaced card's owner — not the turn owner — retreats", async () => {
    const server = shared;
    try {
      const api = caller(server);
      const g = await api.games.create({
        game: "toy-claims",
        seats: [{ kind: "human", name: "Ann" }, { kind: "human", name: "Bo" }, { kind: "random" }],
        seed: 3,
      });
      expect(g.game).toBe("toy-claims");
      const tokens = tokensOf(g);
      // The bot bids on its own; both humans may then act at the same time.
      await server.botsSettled(g.gameId);
      const bidding = await api.games.get({ gameId: g.gameId });
      expect(bidding).toMatchObject({ game: "toy-claims", map: { id: "claims-3x3" }, rules: "standard" });
      expect(bidding.status).toMatchObject({ phase: "bid", toAct: [0, 1] });
      const ann = await api.games.get({ gameId: g.gameId, token: tokens[0] });
      const bo = await api.games.get({ gameId: g.gameId, token: tokens[1] });
      expect(ann.legal.length).toBeGreaterThan(0);
      expect(bo.legal.length).toBeGreaterThan(0);
      // Bo bids first although Ann is listed first; Ann's hand stays secret from Bo.
      const afterBo = await api.games.act({
        gameId: g.gameId,
        token: tokens[1] as string,
        version: bo.version,
        action: bo.legal[0],
      });
      expect(afterBo.status.toAct).toEqual([0]);
      expect((afterBo.view as ClaimsView).seats[0]?.cards).toBeUndefined();
      await api.games.act({
        gameId: g.gameId,
        token: tokens[0] as string,
        version: afterBo.version,
        action: ann.legal[0],
      });

      // Play until a human's card is displaced by the other human: its owner must act on the attacker's turn.
      const retreat = await playHumans(
        api,
        g.gameId,
        tokens,
        (s) => s.status.phase === "retreat" && tokens[s.status.toAct[0] as number] !== undefined,
        () => server.botsSettled(g.gameId),
      );
      expect(retreat.status.phase).toBe("retreat");
      const displaced = retreat.status.toAct[0] as number;
      const owner = retreat.status.turnOwner;
      expect(displaced).not.toBe(owner);
      const mine = await api.games.get({ gameId: g.gameId, token: tokens[displaced] });
      expect(
        mine.legal.some((a) => (a as Act).type === "retreat" || (a as Act).type === "discardDisplaced"),
      ).toBe(true);
      if (tokens[owner] !== undefined) {
        const ownerTry = await rejects(
          api.games.act({
            gameId: g.gameId,
            token: tokens[owner] as string,
            version: mine.version,
            action: mine.legal[0],
          }),
        );
        expect(ownerTry.code).toBe("FORBIDDEN");
        expect(ownerTry.message).toMatch(/not your turn/);
      }
      const done = await api.games.act({
        gameId: g.gameId,
        token: tokens[displaced] as string,
        version: mine.version,
        action: mine.legal[0],
      });
      expect(done.status.phase).not.toBe("retreat");
      expect(done.log.at(-1)).toBeTruthy();
    } finally {
      // shared
    }
  });

  it("a bot whose card is displaced retreats by itself on the human's turn, and the game ends with an outcome", async () => {
    const server = shared;
    try {
      const api = caller(server);
      const g = await api.games.create({
        game: "toy-claims",
        seats: [{ kind: "human", name: "Ann" }, { kind: "random" }],
        seed: 5,
      });
      const tokens = tokensOf(g);
      const end = await playHumans(
        api,
        g.gameId,
        tokens,
        () => false,
        () => server.botsSettled(g.gameId),
      );
      expect(end.status.over).toBe(true);
      expect(end.outcome?.breakdown.map((r) => r.key)).toEqual(["cards", "cells"]);
      // Some bot line answers a displacement of its card during Ann's turn.
      const lines = end.log;
      const botAnswers = lines.filter(
        (l, i) =>
          l.seat === 1 &&
          /retreats|discards a \d/.test(l.text) &&
          lines
            .slice(0, i)
            .some((p) => p.version === l.version - 1 && p.seat === 1 && /is displaced/.test(p.text)),
      );
      expect(botAnswers.length).toBeGreaterThan(0);
    } finally {
      // shared
    }
  });
});

describe("the toy game over real HTTP and SSE", () => {
  it("is created, played to the end and followed live by a spectator whose patched snapshot equals games.get", async () => {
    const api = await startApiServer({ server: shared, port: 0 });
    try {
      const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: api.url })] });
      const g = await client.games.create.mutate({
        game: "toy-claims",
        seats: [{ kind: "human", name: "Ann" }, { kind: "random" }, { kind: "human", name: "Cy" }],
        seed: 11,
      });
      const tokens = tokensOf(g);
      const url = `${api.url}/games.onChange?input=${encodeURIComponent(JSON.stringify({ gameId: g.gameId }))}`;
      const ac = new AbortController();
      const res = await fetch(url, { headers: { accept: "text/event-stream" }, signal: ac.signal });
      const reading = readEvents(res, 10_000);
      for (let i = 0; i < 500; i++) {
        const s = await client.games.get.query({ gameId: g.gameId });
        if (s.status.over) break;
        const seat = s.status.toAct.find((x) => tokens[x] !== undefined);
        if (seat === undefined) {
          await sleep(10);
          continue;
        }
        const token = tokens[seat] as string;
        const mine = await client.games.get.query({ gameId: g.gameId, token });
        await client.games.act
          .mutate({
            gameId: g.gameId,
            token,
            version: mine.version,
            action: aggressive(mine as GameSnapshot),
          })
          .catch(() => {}); // a bot may have moved in between (CONFLICT): look again
      }
      const final = await client.games.get.query({ gameId: g.gameId });
      expect(final.status.over).toBe(true);
      await sleep(300);
      ac.abort();
      const events = await reading;
      let snap: GameSnapshot | null = null;
      const ids = new Set<string>();
      for (const e of events) {
        expect(ids.has(e.id)).toBe(false);
        ids.add(e.id);
        snap = applyLiveEvent(snap, JSON.parse(e.data) as LiveEvent);
      }
      expect(snap?.version).toBe(final.version);
      expect(snap).toEqual(final);
    } finally {
      await api.close();
    }
  });
});
