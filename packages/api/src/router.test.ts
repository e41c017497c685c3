/**
 * The routers through `createCaller` (no HTTP) on a real database. The persistence suite runs on
 * PGlite on disk and, when TEST_DATABASE_URL is set (`.ci/run` sets it), on PostgreSQL as well.
 */
import { LONDON_1666, PRESETS } from "@pudding/great-fire";
import { TRPCError } from "@trpc/server";
import { afterAll, describe, expect, it } from "vitest";
import type { GameSnapshot } from "./legacy-contract.js";
import { PlayServer } from "./play-server.js";
import { caller, pgliteBackend, playFirstLegal, postgresBackend, tokensOf } from "./test/harness.js";

const FOUR_HUMANS = [
  { kind: "human" as const, name: "Anna" },
  { kind: "human" as const, name: "Ben" },
  { kind: "human" as const, name: "Cleo" },
  { kind: "human" as const, name: "Dev" },
];

/** The snapshot inside a subscription event (createCaller yields tracked envelopes). */
const payload = (value: unknown): GameSnapshot =>
  (Array.isArray(value) ? value[1] : ((value as { data?: GameSnapshot }).data ?? value)) as GameSnapshot;

async function rejects(p: Promise<unknown>): Promise<TRPCError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof TRPCError) return e;
    throw e;
  }
  throw new Error("expected the call to be refused");
}

/** No seat's secrets appear in a view except `seat`'s own (and nothing secret for spectators). */
function expectOnlyOwnSecrets(snap: GameSnapshot, seat: number | null) {
  for (const s of snap.view.seats) {
    if (s.seat === seat) {
      expect(s.colour).toBeDefined();
      expect(s.hand).toBeDefined();
      expect(s.objectives).toBeDefined();
    } else {
      expect(s.colour).toBeUndefined();
      expect(s.hand).toBeUndefined();
      expect(s.objectives).toBeUndefined();
      expect(s.tokens).toBeUndefined();
    }
  }
  for (const d of snap.view.districts) expect(d.tokenKind).toBeUndefined();
  const text = JSON.stringify(snap);
  for (const key of ['"rng"', '"pile"', '"colour":[', '"tokenHash"', '"snapshot"'])
    expect(text).not.toContain(key);
}

for (const backend of [pgliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`games on ${backend.name}`, () => {
    afterAll(() => backend.cleanup());

    it("creates a game: tokens only for human seats, named bots, seat views", async () => {
      const server = await PlayServer.open({ ...backend.fresh(), runBots: false });
      try {
        const api = caller(server);
        const g = await api.games.create({
          seats: [
            { kind: "human", name: "Anna" },
            { kind: "heuristic" },
            { kind: "random" },
            { kind: "heuristic" },
          ],
          seed: 7,
        });
        expect(g.seats.map((s) => s.kind)).toEqual(["human", "heuristic", "random", "heuristic"]);
        expect(g.seats[0]?.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
        expect(g.seats.slice(1).every((s) => s.token === undefined)).toBe(true);
        expect(g.seats.map((s) => s.name)).toEqual([
          "Anna",
          "Heuristic bot 1",
          "Random bot",
          "Heuristic bot 2",
        ]);
        const snap = await api.games.get({ gameId: g.gameId, token: g.seats[0]?.token });
        expect(snap.seat).toBe(0);
        expect(snap.version).toBe(0);
        expect(snap.map).toEqual({ id: "london-1666", version: 1 });
        expect(snap.view.phase).toBe("setupTeams");
        expectOnlyOwnSecrets(snap, 0);
      } finally {
        await server.close();
      }
    });

    it("acts for the active seat; refuses out-of-turn, wrong token, stale version and illegal actions, changing nothing", async () => {
      const server = await PlayServer.open({ ...backend.fresh(), runBots: false });
      try {
        const api = caller(server);
        const g = await api.games.create({ seats: FOUR_HUMANS, seed: 11 });
        const tokens = tokensOf(g);
        const first = await api.games.get({ gameId: g.gameId });
        const active = first.view.active;
        const other = (active + 1) % 4;
        const mine = await api.games.get({ gameId: g.gameId, token: tokens[active] });
        expect(mine.legal.length).toBeGreaterThan(0);
        const theirs = await api.games.get({ gameId: g.gameId, token: tokens[other] });
        expect(theirs.legal).toEqual([]);

        // Out of turn: the other seat tries the active seat's legal move.
        const outOfTurn = await rejects(
          api.games.act({
            gameId: g.gameId,
            token: tokens[other] as string,
            version: 0,
            action: mine.legal[0] as never,
          }),
        );
        expect(outOfTurn.code).toBe("FORBIDDEN");
        expect(outOfTurn.message).toMatch(/turn/);

        // A token of another game.
        const g2 = await api.games.create({ seats: FOUR_HUMANS, seed: 12 });
        const wrong = await rejects(
          api.games.act({
            gameId: g.gameId,
            token: tokensOf(g2)[0] as string,
            version: 0,
            action: mine.legal[0] as never,
          }),
        );
        expect(wrong.code).toBe("FORBIDDEN");
        expect(wrong.message).toContain("does not belong to game");

        // Illegal: a team on a district that is not allowed (a park or a made-up id).
        const illegal = await rejects(
          api.games.act({
            gameId: g.gameId,
            token: tokens[active] as string,
            version: 0,
            action: { type: "placeTeam", district: "no-such-district" },
          }),
        );
        expect(illegal.code).toBe("BAD_REQUEST");
        expect(illegal.message.length).toBeGreaterThan(10);

        // Malformed action: zod names the path.
        const malformed = await rejects(
          api.games.act({
            gameId: g.gameId,
            token: tokens[active] as string,
            version: 0,
            action: { type: "fly" } as never,
          }),
        );
        expect(malformed.code).toBe("BAD_REQUEST");
        expect(malformed.message).toMatch(/Invalid input: action/);

        // Nothing changed.
        expect((await api.games.get({ gameId: g.gameId })).version).toBe(0);

        // A legal move applies once; repeating it with the old version is stale.
        const after = await api.games.act({
          gameId: g.gameId,
          token: tokens[active] as string,
          version: 0,
          action: mine.legal[0] as never,
        });
        expect(after.version).toBe(1);
        expect(after.log.length).toBeGreaterThan(0);
        const nextActive = after.view.active;
        const stale = await rejects(
          api.games.act({
            gameId: g.gameId,
            token: tokens[nextActive] as string,
            version: 0,
            action: mine.legal[0] as never,
          }),
        );
        expect(stale.code).toBe("CONFLICT");
        expect(stale.message).toMatch(/Out of date: the game is at move 1/);
        expect((await api.games.get({ gameId: g.gameId })).version).toBe(1);
      } finally {
        await server.close();
      }
    });

    it("two clicks racing for the same turn apply exactly once", async () => {
      const server = await PlayServer.open({ ...backend.fresh(), runBots: false });
      try {
        const api = caller(server);
        const g = await api.games.create({ seats: FOUR_HUMANS, seed: 5 });
        const tokens = tokensOf(g);
        const s = await api.games.get({ gameId: g.gameId });
        const token = tokens[s.view.active] as string;
        const mine = await api.games.get({ gameId: g.gameId, token });
        const [a, b] = mine.legal;
        const results = await Promise.allSettled([
          api.games.act({ gameId: g.gameId, token, version: 0, action: a as never }),
          api.games.act({ gameId: g.gameId, token, version: 0, action: (b ?? a) as never }),
        ]);
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
        expect((lost.reason as TRPCError).code).toBe("CONFLICT");
        expect((await api.games.get({ gameId: g.gameId })).version).toBe(1);
      } finally {
        await server.close();
      }
    });

    it("a restarted server resumes every game exactly where it was", async () => {
      const options = backend.fresh();
      let server = await PlayServer.open({ ...options, runBots: false });
      const api1 = caller(server);
      const g = await api1.games.create({ seats: FOUR_HUMANS.slice(0, 3), seed: 99 });
      const tokens = tokensOf(g);
      await playFirstLegal(api1, g.gameId, tokens, 40);
      const before = await api1.games.get({ gameId: g.gameId, token: tokens[1] });
      await server.close();

      server = await PlayServer.open({ ...options, runBots: false });
      try {
        const api2 = caller(server);
        const after = await api2.games.get({ gameId: g.gameId, token: tokens[1] });
        expect(after.version).toBe(40);
        expect({ ...after, seats: [] }).toEqual({ ...before, seats: [] });
        // And play goes on from there.
        const more = await playFirstLegal(api2, g.gameId, tokens, 5);
        expect(more.version).toBe(45);
      } finally {
        await server.close();
      }
    });

    it("bots play a whole game by themselves, off the request path, to the §7 score", async () => {
      const server = await PlayServer.open({ ...backend.fresh(), botDelayMs: 0 });
      try {
        const api = caller(server);
        const g = await api.games.create({
          seats: [{ kind: "heuristic" }, { kind: "random" }, { kind: "heuristic" }],
          seed: 3,
        });
        await server.botsSettled(g.gameId, 60_000);
        const end = await api.games.get({ gameId: g.gameId });
        expect(end.view.phase).toBe("over");
        expect(end.score?.winners.length).toBeGreaterThan(0);
        // At the end every secret is revealed, to everyone.
        expect(end.view.seats.every((s) => s.colour !== undefined && s.objectives !== undefined)).toBe(true);
        expect(end.log.at(-1)?.text).toBeTruthy();
      } finally {
        await server.close();
      }
    }, 90_000);
  });
}

describe("views and subscriptions keep secrets (in-memory PGlite)", () => {
  it("a spectator's and each seat's snapshots, logs and subscription events carry only their own secrets", async () => {
    const server = await PlayServer.open({ runBots: false });
    try {
      const api = caller(server);
      const g = await api.games.create({ seats: FOUR_HUMANS, seed: 21 });
      const tokens = tokensOf(g);
      await playFirstLegal(api, g.gameId, tokens, 30);
      const spectator = await api.games.get({ gameId: g.gameId });
      expect(spectator.seat).toBeNull();
      expect(spectator.legal).toEqual([]);
      expect(spectator.fire).toBeNull();
      expectOnlyOwnSecrets(spectator, null);
      for (let seat = 0; seat < 4; seat++)
        expectOnlyOwnSecrets(await api.games.get({ gameId: g.gameId, token: tokens[seat] }), seat);
      // Cards drawn by others are never named in a seat's log.
      const ben = await api.games.get({ gameId: g.gameId, token: tokens[1] });
      const drawnByOthers = ben.log.filter((l) => l.seat !== 1 && /drew/.test(l.text));
      for (const l of drawnByOthers) expect(l.text).not.toMatch(/North|East|South|West/);

      const ac = new AbortController();
      const sub = await caller(server, ac.signal).games.onChange({ gameId: g.gameId });
      const it = sub[Symbol.asyncIterator]();
      const first = await it.next();
      expectOnlyOwnSecrets(payload(first.value), null);
      ac.abort();
    } finally {
      await server.close();
    }
  });

  it("onChange sends the current snapshot, then every change once; resuming from lastEventId skips what was seen", async () => {
    const server = await PlayServer.open({ runBots: false });
    try {
      const api = caller(server);
      const g = await api.games.create({ seats: FOUR_HUMANS, seed: 8 });
      const tokens = tokensOf(g);
      const ac = new AbortController();
      const it = (await caller(server, ac.signal).games.onChange({ gameId: g.gameId, token: tokens[0] }))[
        Symbol.asyncIterator
      ]();
      const v0 = payload((await it.next()).value);
      expect(v0.version).toBe(0);
      expect(v0.seat).toBe(0);
      await playFirstLegal(api, g.gameId, tokens, 1);
      const v1 = payload((await it.next()).value);
      expect(v1.version).toBe(1);
      ac.abort();

      // Reconnect having seen version 1 while two more moves happened: the next event is version 3.
      await playFirstLegal(api, g.gameId, tokens, 2);
      const ac2 = new AbortController();
      const it2 = (
        await caller(server, ac2.signal).games.onChange({
          gameId: g.gameId,
          token: tokens[0],
          lastEventId: "1",
        })
      )[Symbol.asyncIterator]();
      expect(payload((await it2.next()).value).version).toBe(3);
      ac2.abort();

      // Reconnect already up to date: nothing until the next move.
      const ac3 = new AbortController();
      const it3 = (
        await caller(server, ac3.signal).games.onChange({
          gameId: g.gameId,
          token: tokens[0],
          lastEventId: "3",
        })
      )[Symbol.asyncIterator]();
      const pending = it3.next();
      const raced = await Promise.race([
        pending.then(() => "event"),
        new Promise((r) => setTimeout(() => r("quiet"), 150)),
      ]);
      expect(raced).toBe("quiet");
      await playFirstLegal(api, g.gameId, tokens, 1);
      expect(payload((await pending).value).version).toBe(4);
      ac3.abort();
    } finally {
      await server.close();
    }
  });

  it("unknown games and bad tokens get specific errors", async () => {
    const server = await PlayServer.open({ runBots: false });
    try {
      const api = caller(server);
      const missing = await rejects(api.games.get({ gameId: "nope1234" }));
      expect(missing.code).toBe("NOT_FOUND");
      expect(missing.message).toContain('There is no game "nope1234"');
      const badToken = await rejects(api.games.get({ gameId: "nope1234", token: "short" }));
      expect(badToken.code).toBe("BAD_REQUEST");
      expect(badToken.message).toMatch(/token: A seat token is 16–64/);
      const fewSeats = await rejects(api.games.create({ seats: [{ kind: "human" }, { kind: "random" }] }));
      expect(fewSeats.message).toMatch(/seats: A game needs 3 to 6 seats/);
      const badRules = await rejects(api.games.create({ seats: FOUR_HUMANS, rules: "chaos" }));
      expect(badRules.code).toBe("NOT_FOUND");
      expect(badRules.message).toMatch(/no rule set "chaos"/);
    } finally {
      await server.close();
    }
  });
});

describe("maps and rules (in-memory PGlite)", () => {
  it("lists the shipped board, publishes a corrected version, refuses a broken one with path + message", async () => {
    const server = await PlayServer.open({ runBots: false });
    try {
      const api = caller(server);
      const list = await api.maps.list();
      expect(list).toEqual([
        expect.objectContaining({ id: "london-1666", version: 1, builtin: true, districts: 65 }),
      ]);
      const got = await api.maps.get({ id: "london-1666" });
      expect(got.map.districts).toHaveLength(65);

      const broken = structuredClone(LONDON_1666) as unknown as { districts: { houses: number }[] };
      (broken.districts[3] as { houses: number }).houses = 9;
      const refused = await api.maps.publish({ map: broken });
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.issues.some((i) => i.path.startsWith("districts[3]"))).toBe(true);
      const notJson = await api.maps.publish({ map: "{ not json" });
      expect(notJson.ok).toBe(false);

      const corrected = { ...structuredClone(LONDON_1666), name: "London 1666 (corrected)" };
      const published = await api.maps.publish({ map: JSON.stringify(corrected) });
      expect(published).toMatchObject({ ok: true, id: "london-1666", version: 2 });
      expect((await api.maps.list())[0]).toMatchObject({
        id: "london-1666",
        version: 2,
        name: "London 1666 (corrected)",
      });
      // New games use the latest version; an old version stays playable.
      const g = await api.games.create({ seats: FOUR_HUMANS });
      expect((await api.games.get({ gameId: g.gameId })).map).toEqual({ id: "london-1666", version: 2 });
      const old = await api.games.create({ seats: FOUR_HUMANS, mapVersion: 1 });
      expect((await api.games.get({ gameId: old.gameId })).map.version).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("publishes rule sets, lists them beside the presets and plays with them", async () => {
    const server = await PlayServer.open({ runBots: false });
    try {
      const api = caller(server);
      const bad = await api.rules.publish({ name: "Broken", rules: { ...PRESETS.long, handSize: "many" } });
      expect(bad.ok).toBe(false);
      const res = await api.rules.publish({
        name: "Long + wild fire",
        rules: { ...PRESETS.long, wildFire: true },
      });
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      const list = await api.rules.list();
      expect(list.filter((r) => r.preset).map((r) => r.id)).toContain("italian-base");
      expect(list.find((r) => r.id === res.id)).toMatchObject({ name: "Long + wild fire", preset: false });
      const g = await api.games.create({ seats: FOUR_HUMANS, rules: res.id });
      expect((await api.games.get({ gameId: g.gameId })).rules).toBe(res.id);
    } finally {
      await server.close();
    }
  });
});

describe("the search bot on the server (in-memory PGlite)", () => {
  it("thinks in its worker thread with the configured budget and moves", async () => {
    const server = await PlayServer.open({ botDelayMs: 0, searchBudgetMs: 15 });
    try {
      const api = caller(server);
      const g = await api.games.create({
        seats: [{ kind: "search" }, { kind: "search" }, { kind: "human" }],
        seed: 9,
      });
      const deadline = Date.now() + 30_000;
      let snap = await api.games.get({ gameId: g.gameId });
      while (snap.log.filter((l) => l.seat === 0 || l.seat === 1).length < 2 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        snap = await api.games.get({ gameId: g.gameId });
        if (snap.view.active === 2 && snap.view.phase !== "over") {
          const token = tokensOf(g)[2] as string;
          const mine = await api.games.get({ gameId: g.gameId, token });
          await api.games.act({
            gameId: g.gameId,
            token,
            version: mine.version,
            action: mine.legal[0] as never,
          });
        }
      }
      expect(snap.log.filter((l) => l.seat === 0 || l.seat === 1).length).toBeGreaterThanOrEqual(2);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe("lobby, hand-over and rematch (in-memory PGlite)", () => {
  it("lists a player's games by token and the open games", async () => {
    const server = await PlayServer.open({ runBots: false });
    try {
      const api = caller(server);
      const a = await api.games.create({ seats: FOUR_HUMANS });
      const b = await api.games.create({ seats: FOUR_HUMANS });
      const mine = await api.games.list({ tokens: [tokensOf(a)[2] as string] });
      expect(mine.find((x) => x.gameId === a.gameId)?.yourSeats).toEqual([2]);
      expect(mine.find((x) => x.gameId === b.gameId)?.yourSeats).toEqual([]);
      expect(JSON.stringify(mine)).not.toContain("tokenHash");
    } finally {
      await server.close();
    }
  });

  it("hands a departed player's seat to a bot, which then plays it", async () => {
    const server = await PlayServer.open({ botDelayMs: 0 });
    try {
      const api = caller(server);
      const g = await api.games.create({ seats: FOUR_HUMANS.slice(0, 3), seed: 4 });
      const tokens = tokensOf(g);
      const snap = await api.games.get({ gameId: g.gameId });
      const active = snap.view.active;
      const other = (active + 1) % 3;
      // While the active player has the table open, it cannot be taken.
      const ac = new AbortController();
      const it = (
        await caller(server, ac.signal).games.onChange({ gameId: g.gameId, token: tokens[active] })
      )[Symbol.asyncIterator]();
      await it.next();
      const refused = await rejects(
        api.games.handOver({
          gameId: g.gameId,
          token: tokens[other] as string,
          seat: active,
          bot: "heuristic",
        }),
      );
      expect(refused.code).toBe("CONFLICT");
      ac.abort();
      await it.return?.(undefined);
      await api.games.handOver({
        gameId: g.gameId,
        token: tokens[other] as string,
        seat: active,
        bot: "heuristic",
      });
      await server.botsSettled(g.gameId);
      const after = await api.games.get({ gameId: g.gameId });
      expect(after.seats[active]?.kind).toBe("heuristic");
      expect(after.version).toBeGreaterThan(0);
      // The old link no longer acts.
      const gone = await rejects(api.games.get({ gameId: g.gameId, token: tokens[active] }));
      expect(gone.code).toBe("FORBIDDEN");
    } finally {
      await server.close();
    }
  });

  it("rematch: one new game with the same seats; each player claims their seat with their old token", async () => {
    const server = await PlayServer.open({ botDelayMs: 0 });
    try {
      const api = caller(server);
      const g = await api.games.create({
        seats: [{ kind: "human", name: "Anna" }, { kind: "heuristic" }, { kind: "random" }],
        seed: 2,
      });
      const token = tokensOf(g)[0] as string;
      const early = await rejects(api.games.rematch({ gameId: g.gameId, token }));
      expect(early.message).toMatch(/once this game is over/);
      // Anna hands herself to a bot so the game can finish.
      await api.games.handOver({ gameId: g.gameId, token, seat: 0, bot: "random" });
      await server.botsSettled(g.gameId, 60_000);
      // Her seat is a bot now, so she cannot ask; a fresh all-human-but-one game instead:
      const h = await api.games.create({
        seats: [{ kind: "human", name: "Anna" }, { kind: "human", name: "Ben" }, { kind: "random" }],
        seed: 2,
      });
      const ht = tokensOf(h);
      // Play the humans' moves with first-legal until the end (bots move in between).
      for (let i = 0; i < 2000; i++) {
        await server.botsSettled(h.gameId);
        const s = await api.games.get({ gameId: h.gameId });
        if (s.view.phase === "over") break;
        const t = ht[s.view.active] as string;
        const mine = await api.games.get({ gameId: h.gameId, token: t });
        await api.games.act({
          gameId: h.gameId,
          token: t,
          version: mine.version,
          action: mine.legal[0] as never,
        });
      }
      const r1 = await api.games.rematch({ gameId: h.gameId, token: ht[0] as string });
      const r2 = await api.games.rematch({ gameId: h.gameId, token: ht[1] as string });
      expect(r2.gameId).toBe(r1.gameId);
      expect(r1.token).not.toBe(r2.token);
      expect((await api.games.get({ gameId: h.gameId })).rematchId).toBe(r1.gameId);
      expect((await api.games.get({ gameId: r1.gameId, token: r1.token })).seat).toBe(0);
      expect((await api.games.get({ gameId: r1.gameId, token: r2.token })).seat).toBe(1);
      expect((await api.games.get({ gameId: r1.gameId })).seats.map((s) => s.name)).toEqual([
        "Anna",
        "Ben",
        "Random bot",
      ]);
    } finally {
      await server.close();
    }
  }, 120_000);
});
