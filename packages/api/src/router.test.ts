/**
 * The routers through `createCaller` (no HTTP) on a real database, with The Great Fire as the
 * game. The persistence suite runs on PGlite on disk and, when TEST_DATABASE_URL is set (`.ci/run`
 * sets it), on PostgreSQL as well.
 */
import { GREAT_FIRE_1666 } from "@pudding/games";
import type { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSnapshot } from "./contract.js";
import type { PlayServer } from "./play-server.js";
import {
  caller,
  follow,
  openServer,
  pgliteBackend,
  playFirstLegal,
  postgresBackend,
  REGISTRY,
  rejects,
  sleep,
  tokensOf,
} from "./test/harness.js";

type View = ReturnType<typeof GREAT_FIRE_1666.view>;
const LONDON = GREAT_FIRE_1666.map.shipped["london-1666"] as object;
const LONG = GREAT_FIRE_1666.rules.presets.find((p) => p.id === "long")?.rules as object;

const FOUR_HUMANS = [
  { kind: "human" as const, name: "Anna" },
  { kind: "human" as const, name: "Ben" },
  { kind: "human" as const, name: "Cleo" },
  { kind: "human" as const, name: "Dev" },
];

const viewOf = (s: GameSnapshot) => s.view as View;
const toAct = (s: GameSnapshot) => s.status.toAct[0] as number;
/** The hand-over grace period of the lobby tests' server (ms). */
const GRACE_MS = 400;

/** No seat's secrets appear in a view except `seat`'s own (and nothing secret for spectators). */
function expectOnlyOwnSecrets(snap: GameSnapshot, seat: number | null) {
  for (const s of viewOf(snap).seats) {
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
  for (const d of viewOf(snap).districts) expect(d.tokenKind).toBeUndefined();
  const text = JSON.stringify(snap);
  for (const key of ['"rng"', '"pile"', '"colour":[', '"tokenHash"', '"snapshot"'])
    expect(text).not.toContain(key);
}

for (const backend of [pgliteBackend(), postgresBackend()]) {
  describe.skipIf(!backend.available)(`games on ${backend.name}`, () => {
    let shared: PlayServer;
    beforeAll(async () => {
      if (backend.available) shared = await openServer({ ...backend.fresh(), runBots: false });
    });
    afterAll(async () => {
      await shared?.close();
      await backend.cleanup();
    });

    it("creates a game: tokens only for human seats, named bots, seat views", async () => {
      const server = shared;
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
        expect(g.game).toBe("great-fire-1666");
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
        expect(snap).toMatchObject({
          game: "great-fire-1666",
          seat: 0,
          version: 0,
          map: { id: "london-1666", version: 1 },
          rules: "italian-base",
          rulesVersion: GREAT_FIRE_1666.rulesVersion,
          outcome: null,
        });
        expect(snap.status.phase).toBe("setupTeams");
        expectOnlyOwnSecrets(snap, 0);
      } finally {
        // shared
      }
    });

    it("acts for a seat that may act; refuses out-of-turn, wrong token, stale version and illegal actions, changing nothing", async () => {
      const server = shared;
      try {
        const api = caller(server);
        const g = await api.games.create({ seats: FOUR_HUMANS, seed: 11 });
        const tokens = tokensOf(g);
        const first = await api.games.get({ gameId: g.gameId });
        const active = toAct(first);
        const other = (active + 1) % 4;
        const mine = await api.games.get({ gameId: g.gameId, token: tokens[active] });
        expect(mine.legal.length).toBeGreaterThan(0);
        const theirs = await api.games.get({ gameId: g.gameId, token: tokens[other] });
        expect(theirs.legal).toEqual([]);
        expect(theirs.hints).toBeNull();

        const outOfTurn = await rejects(
          api.games.act({
            gameId: g.gameId,
            token: tokens[other] as string,
            version: 0,
            action: mine.legal[0],
          }),
        );
        expect(outOfTurn.code).toBe("FORBIDDEN");
        expect(outOfTurn.message).toMatch(/not your turn: Anna|not your turn/);

        const g2 = await api.games.create({ seats: FOUR_HUMANS, seed: 12 });
        const wrong = await rejects(
          api.games.act({
            gameId: g.gameId,
            token: tokensOf(g2)[0] as string,
            version: 0,
            action: mine.legal[0],
          }),
        );
        expect(wrong.code).toBe("FORBIDDEN");
        expect(wrong.message).toContain("does not belong to game");

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

        const malformed = await rejects(
          api.games.act({
            gameId: g.gameId,
            token: tokens[active] as string,
            version: 0,
            action: { type: "fly" },
          }),
        );
        expect(malformed.code).toBe("BAD_REQUEST");
        expect(malformed.message).toMatch(/Invalid input: action/);

        expect((await api.games.get({ gameId: g.gameId })).version).toBe(0);

        const after = await api.games.act({
          gameId: g.gameId,
          token: tokens[active] as string,
          version: 0,
          action: mine.legal[0],
        });
        expect(after.version).toBe(1);
        expect(after.log.length).toBeGreaterThan(0);
        const stale = await rejects(
          api.games.act({
            gameId: g.gameId,
            token: tokens[toAct(after)] as string,
            version: 0,
            action: mine.legal[0],
          }),
        );
        expect(stale.code).toBe("CONFLICT");
        expect(stale.message).toMatch(/Out of date: the game is at move 1/);
        expect((await api.games.get({ gameId: g.gameId })).version).toBe(1);
      } finally {
        // shared
      }
    });

    it("two clicks racing for the same turn apply exactly once", async () => {
      const server = shared;
      try {
        const api = caller(server);
        const g = await api.games.create({ seats: FOUR_HUMANS, seed: 5 });
        const tokens = tokensOf(g);
        const s = await api.games.get({ gameId: g.gameId });
        const token = tokens[toAct(s)] as string;
        const mine = await api.games.get({ gameId: g.gameId, token });
        const [a, b] = mine.legal;
        const results = await Promise.allSettled([
          api.games.act({ gameId: g.gameId, token, version: 0, action: a }),
          api.games.act({ gameId: g.gameId, token, version: 0, action: b ?? a }),
        ]);
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
        expect((lost.reason as TRPCError).code).toBe("CONFLICT");
        expect((await api.games.get({ gameId: g.gameId })).version).toBe(1);
      } finally {
        // shared
      }
    });

    it("a restarted server resumes every game exactly where it was (snapshot + the actions after it)", async () => {
      const options = backend.fresh();
      let server = await openServer({ ...options, runBots: false });
      const api1 = caller(server);
      const g = await api1.games.create({ seats: FOUR_HUMANS.slice(0, 3), seed: 99 });
      const tokens = tokensOf(g);
      await playFirstLegal(api1, g.gameId, tokens, 47);
      const before = await api1.games.get({ gameId: g.gameId, token: tokens[1] });
      const hash = await server.internalStateHash(g.gameId);
      await server.close();

      server = await openServer({ ...options, runBots: false });
      try {
        const api2 = caller(server);
        const after = await api2.games.get({ gameId: g.gameId, token: tokens[1] });
        expect(after.version).toBe(47);
        expect(await server.internalStateHash(g.gameId)).toBe(hash);
        expect({ ...after, seats: [] }).toEqual({ ...before, seats: [] });
        const more = await playFirstLegal(api2, g.gameId, tokens, 5);
        expect(more.version).toBe(52);
      } finally {
        await server.close();
      }
    });

    it("undo (issue 20): moves taken back survive a restart — the game resumes at the state returned to, its log without the taken-back moves, and goes on", async () => {
      const options = backend.fresh();
      let server = await openServer({ ...options, runBots: false });
      const api1 = caller(server);
      const g = await api1.games.create({ seats: FOUR_HUMANS.slice(0, 3), seed: 5 });
      const tokens = tokensOf(g) as string[];
      let undos = 0;
      for (let step = 0; step < 300 && undos < 3; step++) {
        const pub = await api1.games.get({ gameId: g.gameId });
        const token = tokens[pub.status.toAct[0] as number] as string;
        const mine = await api1.games.get({ gameId: g.gameId, token });
        const after = await api1.games.act({
          gameId: g.gameId,
          token,
          version: mine.version,
          action: mine.legal[(step * 7) % mine.legal.length],
        });
        if (after.undo) {
          await api1.games.undo({ gameId: g.gameId, token, version: after.version });
          undos++;
        }
      }
      expect(undos).toBe(3);
      const before = await api1.games.get({ gameId: g.gameId, token: tokens[1] });
      const hash = await server.internalStateHash(g.gameId);
      await server.close();
      server = await openServer({ ...options, runBots: false });
      try {
        const api2 = caller(server);
        const after = await api2.games.get({ gameId: g.gameId, token: tokens[1] });
        expect(await server.internalStateHash(g.gameId)).toBe(hash);
        expect({ ...after, seats: [] }).toEqual({ ...before, seats: [] });
        expect(after.log.filter((l) => / took back a move\.$/.test(l.text))).toHaveLength(3);
        const more = await playFirstLegal(api2, g.gameId, tokens, 3);
        expect(more.version).toBe(before.version + 3);
      } finally {
        await server.close();
      }
    });

    it("bots play a whole game by themselves, off the request path, to the outcome", async () => {
      const server = await openServer({ ...backend.fresh(), botDelayMs: 0, botPollMs: 50 });
      try {
        const api = caller(server);
        const g = await api.games.create({
          seats: [{ kind: "heuristic" }, { kind: "random" }, { kind: "heuristic" }],
          seed: 3,
        });
        await server.botsSettled(g.gameId, 240_000);
        const end = await api.games.get({ gameId: g.gameId });
        expect(end.status.over).toBe(true);
        expect(end.outcome?.winners.length).toBeGreaterThan(0);
        expect(end.outcome?.breakdown.map((r) => r.key)).toContain("total");
        expect(viewOf(end).seats.every((s) => s.colour !== undefined && s.objectives !== undefined)).toBe(
          true,
        );
        expect(end.log.at(-1)?.text).toBeTruthy();
      } finally {
        await server.close();
      }
    }, 300_000);
  });
}

describe("views and subscriptions keep secrets (in-memory PGlite)", () => {
  let shared: PlayServer;
  beforeAll(async () => {
    shared = await openServer({ runBots: false });
  });
  afterAll(() => shared.close());

  it("a spectator's and each seat's snapshots, logs and subscription events carry only their own secrets", async () => {
    const server = shared;
    try {
      const api = caller(server);
      const g = await api.games.create({ seats: FOUR_HUMANS, seed: 21 });
      const tokens = tokensOf(g);
      await playFirstLegal(api, g.gameId, tokens, 30);
      const spectator = await api.games.get({ gameId: g.gameId });
      expect(spectator.seat).toBeNull();
      expect(spectator.legal).toEqual([]);
      expect(spectator.hints).toBeNull();
      expectOnlyOwnSecrets(spectator, null);
      for (let seat = 0; seat < 4; seat++)
        expectOnlyOwnSecrets(await api.games.get({ gameId: g.gameId, token: tokens[seat] }), seat);
      const ben = await api.games.get({ gameId: g.gameId, token: tokens[1] });
      for (const l of ben.log.filter((l) => l.seat !== 1 && /drew/.test(l.text)))
        expect(l.text).not.toMatch(/North|East|South|West/);

      const feed = await follow(server, { gameId: g.gameId });
      expectOnlyOwnSecrets((await feed.next()).snap, null);
      await feed.close();
    } finally {
      // shared
    }
  });

  it("onChange sends the snapshot, then a patch per change with its own id; resuming from lastEventId skips what was seen", async () => {
    const server = shared;
    try {
      const api = caller(server);
      const g = await api.games.create({ seats: FOUR_HUMANS, seed: 8 });
      const tokens = tokensOf(g);
      const feed = await follow(server, { gameId: g.gameId, token: tokens[0] });
      const e0 = await feed.next();
      expect(e0.event.kind).toBe("snapshot");
      expect(e0.snap.version).toBe(0);
      expect(e0.snap.seat).toBe(0);
      await playFirstLegal(api, g.gameId, tokens, 1);
      let e1 = await feed.next();
      // Presence of seat 0 itself may come first; then the move.
      while (e1.snap.version < 1) e1 = await feed.next();
      expect(e1.event.kind).toBe("patch");
      expect(e1.snap).toEqual(await api.games.get({ gameId: g.gameId, token: tokens[0] }));
      expect(e1.id).not.toBe(e0.id);
      await feed.close();

      // Reconnect having seen version 1 while two more moves happened: the next event is version 3.
      await playFirstLegal(api, g.gameId, tokens, 2);
      const again = await follow(server, { gameId: g.gameId, token: tokens[0], lastEventId: e1.id });
      const r = await again.next();
      expect(r.event.kind).toBe("snapshot");
      expect(r.snap.version).toBe(3);
      await again.close();

      // Reconnect already up to date (a spectator, whose snapshot presence does not change): nothing until the next move.
      const watch = await follow(server, { gameId: g.gameId });
      const w0 = await watch.next();
      await watch.close();
      const resumed = await follow(server, { gameId: g.gameId, lastEventId: w0.id }, "local", w0.snap);
      const pending = resumed.next();
      const raced = await Promise.race([pending.then(() => "event"), sleep(150).then(() => "quiet")]);
      expect(raced).toBe("quiet");
      await playFirstLegal(api, g.gameId, tokens, 1);
      const w1 = await pending;
      expect(w1.event.kind).toBe("patch");
      expect(w1.snap.version).toBe(4);
      expect(w1.snap).toEqual(await api.games.get({ gameId: g.gameId }));
      await resumed.close();
    } finally {
      // shared
    }
  });

  it("unknown games and bad tokens get specific errors", async () => {
    const server = shared;
    try {
      const api = caller(server);
      const missing = await rejects(api.games.get({ gameId: "nope1234" }));
      expect(missing.code).toBe("NOT_FOUND");
      expect(missing.message).toContain('There is no game "nope1234"');
      const badToken = await rejects(api.games.get({ gameId: "nope1234", token: "short" }));
      expect(badToken.code).toBe("BAD_REQUEST");
      expect(badToken.message).toMatch(/token: A seat token is 16–64/);
      const fewSeats = await rejects(api.games.create({ seats: [{ kind: "human" }, { kind: "random" }] }));
      expect(fewSeats.message).toMatch(
        /seats: The Great Fire of London 1666 is played by 3 to 6 seats; 2 were given/,
      );
      const badRules = await rejects(api.games.create({ seats: FOUR_HUMANS, rules: "chaos" }));
      expect(badRules.code).toBe("NOT_FOUND");
      expect(badRules.message).toMatch(/no rule set "chaos"/);
      const badBot = await rejects(
        api.games.create({ seats: [...FOUR_HUMANS.slice(0, 2), { kind: "constructor" }] }),
      );
      expect(badBot.message).toMatch(/seats\.2\.kind: "constructor" is not a bot/);
      const badGame = await rejects(api.games.create({ game: "chess", seats: FOUR_HUMANS }));
      expect(badGame.message).toMatch(/game: this server has no game "chess"/);
    } finally {
      // shared
    }
  });
});

describe("maps and rules (in-memory PGlite)", () => {
  let shared: PlayServer;
  beforeAll(async () => {
    shared = await openServer({ runBots: false });
  });
  afterAll(() => shared.close());

  it("shipped maps stay as shipped; a corrected London is published under an id of its own; broken ones are refused with path + message", async () => {
    const server = shared;
    try {
      const api = caller(server);
      const list = await api.maps.list({ game: "great-fire-1666" });
      expect(list).toEqual([
        expect.objectContaining({
          id: "london-1666",
          version: 1,
          builtin: true,
          spaces: 65,
          game: "great-fire-1666",
        }),
      ]);
      const got = await api.maps.get({ id: "london-1666" });
      expect((got.map as { districts: unknown[] }).districts).toHaveLength(65);

      const broken = structuredClone(LONDON) as { districts: { houses: number }[] };
      (broken.districts[3] as { houses: number }).houses = 9;
      const refused = await api.maps.publish({ map: broken });
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.issues.some((i) => i.path.startsWith("districts[3]"))).toBe(true);
      expect((await api.maps.publish({ map: "{ not json" })).ok).toBe(false);

      const corrected = { ...structuredClone(LONDON), name: "London 1666 (corrected)" };
      const published = await api.maps.publish({ map: JSON.stringify(corrected) });
      expect(published).toMatchObject({ ok: true, game: "great-fire-1666", version: 1 });
      if (!published.ok) return;
      expect(published.id).toMatch(/^london-1666-[a-z0-9]{6}$/);
      expect(published.ownerToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
      // London itself is untouched: new games still get the shipped board.
      expect((await api.maps.list()).find((m) => m.id === "london-1666")).toMatchObject({
        version: 1,
        builtin: true,
      });
      const g = await api.games.create({ seats: FOUR_HUMANS });
      expect((await api.games.get({ gameId: g.gameId })).map).toEqual({ id: "london-1666", version: 1 });
      const mine = await api.games.create({ seats: FOUR_HUMANS, mapId: published.id });
      const snap = await api.games.get({ gameId: mine.gameId });
      expect(snap.map).toEqual({ id: published.id, version: 1 });
      expect(viewOf(snap).map).toBe(published.id);
      // The owner publishes version 2 with the token.
      const v2 = await api.maps.publish({
        map: corrected,
        id: published.id,
        ownerToken: published.ownerToken,
      });
      expect(v2).toMatchObject({ ok: true, id: published.id, version: 2 });
    } finally {
      // shared
    }
  });

  it("publishes rule sets, lists them beside the presets and plays with them", async () => {
    const server = shared;
    try {
      const api = caller(server);
      const bad = await api.rules.publish({ name: "Broken", rules: { ...LONG, handSize: "many" } });
      expect(bad.ok).toBe(false);
      const res = await api.rules.publish({ name: "Long + wild fire", rules: { ...LONG, wildFire: true } });
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      expect(res.ownerToken).toBeTruthy();
      const list = await api.rules.list({ game: "great-fire-1666" });
      expect(list.filter((r) => r.preset).map((r) => r.id)).toContain("italian-base");
      expect(list.find((r) => r.id === res.id)).toMatchObject({ name: "Long + wild fire", preset: false });
      const g = await api.games.create({ seats: FOUR_HUMANS, rules: res.id });
      expect((await api.games.get({ gameId: g.gameId })).rules).toBe(res.id);
    } finally {
      // shared
    }
  });
});

describe("the search bot on the server (in-memory PGlite)", () => {
  it("thinks in its worker thread with the configured budget and moves", async () => {
    const server = await openServer({ botDelayMs: 0, searchBudgetMs: 15, registry: REGISTRY, botPollMs: 50 });
    try {
      const api = caller(server);
      const g = await api.games.create({
        seats: [{ kind: "search" }, { kind: "search" }, { kind: "human" }],
        seed: 9,
      });
      const token = tokensOf(g)[2] as string;
      const deadline = Date.now() + 150_000; // a bound on waiting, not a speed target (a loaded CI machine starts the thread slowly)
      let snap = await api.games.get({ gameId: g.gameId });
      while (snap.log.filter((l) => l.seat === 0 || l.seat === 1).length < 2 && Date.now() < deadline) {
        await sleep(50);
        snap = await api.games.get({ gameId: g.gameId });
        if (snap.status.toAct.includes(2) && !snap.status.over) {
          const mine = await api.games.get({ gameId: g.gameId, token });
          await api.games
            .act({ gameId: g.gameId, token, version: mine.version, action: mine.legal[0] })
            .catch(() => {});
        }
      }
      expect(snap.log.filter((l) => l.seat === 0 || l.seat === 1).length).toBeGreaterThanOrEqual(2);
    } finally {
      await server.close();
    }
  }, 240_000);
});

describe("lobby, hand-over and rematch (in-memory PGlite)", () => {
  let shared: PlayServer;
  beforeAll(async () => {
    shared = await openServer({ botDelayMs: 0, botPollMs: 50, handOverGraceMs: GRACE_MS });
  });
  afterAll(() => shared.close());

  it("lists a player's games by token, and public games to everyone", async () => {
    const server = shared;
    try {
      const api = caller(server);
      const a = await api.games.create({ seats: FOUR_HUMANS });
      const b = await api.games.create({ seats: FOUR_HUMANS, public: true });
      const mine = await api.games.list({ tokens: [tokensOf(a)[2] as string] });
      const ga = mine.find((x) => x.gameId === a.gameId);
      expect(ga?.yourSeats).toEqual([2]);
      expect(ga?.game).toBe("great-fire-1666");
      expect(ga?.status.phase).toBe("setupTeams");
      expect(ga?.yourTurn).toBe(ga?.status.toAct.includes(2));
      expect(mine.find((x) => x.gameId === b.gameId)?.yourSeats).toEqual([]);
      expect(JSON.stringify(mine)).not.toContain("tokenHash");
    } finally {
      // shared
    }
  });

  it("hand-over: refused while the player is at the table and during the grace period after they leave; then a bot plays *for* them and they take the seat back with their link", async () => {
    const server = shared;
    const api = caller(server);
    const g = await api.games.create({ seats: FOUR_HUMANS.slice(0, 3), seed: 4 });
    const tokens = tokensOf(g) as string[];
    const active = toAct(await api.games.get({ gameId: g.gameId }));
    const other = (active + 1) % 3;
    const ask = () =>
      api.games.handOver({
        gameId: g.gameId,
        token: tokens[other] as string,
        seat: active,
        bot: "heuristic",
      });
    const feed = await follow(server, { gameId: g.gameId, token: tokens[active] });
    await feed.next();
    const present = await rejects(ask());
    expect(present.code).toBe("CONFLICT");
    expect(present.message).toMatch(/still at the table/);
    await feed.close();
    // Just left: the grace period runs from the moment the table was closed.
    const early = await rejects(ask());
    expect(early.code).toBe("CONFLICT");
    expect(early.message).toMatch(/left less than .* give them \d+ s more to come back/);
    const away = (await api.games.get({ gameId: g.gameId, token: tokens[other] })).seats[active];
    expect(away?.connected).toBe(false);
    const since = Date.parse(away?.awaySince as string);
    const from = Date.parse(away?.handOverAt as string);
    expect(from - since).toBe(GRACE_MS);
    await sleep(Math.max(0, from - Date.now()) + 50);
    const handed = await ask();
    const seat = handed.seats[active];
    // The seat stays the player's: same name, still human, the bot stands in.
    expect(seat?.kind).toBe("human");
    expect(seat?.standIn).toBe("heuristic");
    expect(seat?.name).toBe(g.seats[active]?.name);
    expect(seat?.handOverAt).toBeUndefined();
    expect((await rejects(ask())).message).toMatch(/already plays for/);
    await server.botsSettled(g.gameId);
    // The bot played the absent player's turn; their link still opens their own seat.
    const theirs = await api.games.get({ gameId: g.gameId, token: tokens[active] });
    expect(theirs.version).toBeGreaterThan(0);
    expect(theirs.seat).toBe(active);
    // They take it back; from then on nobody plays for them.
    const back = await api.games.reclaim({ gameId: g.gameId, token: tokens[active] as string });
    expect(back.seats[active]?.standIn).toBeUndefined();
    expect(
      (await rejects(api.games.reclaim({ gameId: g.gameId, token: tokens[active] as string }))).code,
    ).toBe("BAD_REQUEST");
    for (let i = 0; i < 40; i++) {
      const s = await api.games.get({ gameId: g.gameId });
      if (s.status.toAct.includes(active)) break;
      const seatNow = s.status.toAct[0] as number;
      const mine = await api.games.get({ gameId: g.gameId, token: tokens[seatNow] });
      await api.games.act({
        gameId: g.gameId,
        token: tokens[seatNow] as string,
        version: mine.version,
        action: mine.legal[0],
      });
    }
    await server.botsSettled(g.gameId);
    const mine = await api.games.get({ gameId: g.gameId, token: tokens[active] });
    expect(mine.status.toAct).toContain(active);
    const done = await api.games.act({
      gameId: g.gameId,
      token: tokens[active] as string,
      version: mine.version,
      action: mine.legal[0],
    });
    expect(done.version).toBe(mine.version + 1);
  });

  it("hand-over of one's own seat needs no grace period, and while the bot plays for them their own moves are refused with what to do", async () => {
    const api = caller(shared);
    const g = await api.games.create({ seats: FOUR_HUMANS.slice(0, 3), seed: 5 });
    const tokens = tokensOf(g) as string[];
    const active = toAct(await api.games.get({ gameId: g.gameId }));
    const token = tokens[active] as string;
    const before = await api.games.get({ gameId: g.gameId, token });
    // The refusal comes before the version check, so racing the bot's first move does not change it.
    await api.games.handOver({ gameId: g.gameId, token, seat: active, bot: "random" });
    const refused = await rejects(
      api.games.act({ gameId: g.gameId, token, version: before.version, action: before.legal[0] }),
    );
    expect(refused.code).toBe("CONFLICT");
    expect(refused.message).toMatch(/is playing for you; take your seat back/);
    await shared.botsSettled(g.gameId);
  });

  it("replay (issue 20, defect 5): a finished game step by step as each viewer saw it — from the setup to the end, the log up to the step, nothing to act on; refused before the end, past the end and with another game's link", async () => {
    const api = caller(shared);
    const g = await api.games.create({
      seats: [{ kind: "human", name: "Anna" }, { kind: "random" }, { kind: "random" }],
      seed: 12,
    });
    const anna = tokensOf(g)[0] as string;
    const early = await rejects(api.games.replay({ gameId: g.gameId, version: 0 }));
    expect(early.code).toBe("BAD_REQUEST");
    expect(early.message).toMatch(/once the game is over/);
    // Anna lets a bot play for her; the bots play to the end.
    await api.games.handOver({ gameId: g.gameId, token: anna, seat: 0, bot: "random" });
    await shared.botsSettled(g.gameId, 120_000);
    const end = await api.games.get({ gameId: g.gameId, token: anna });
    expect(end.status.over).toBe(true);
    const n = end.version;
    const start = await api.games.replay({ gameId: g.gameId, token: anna, version: 0 });
    expect(start.version).toBe(0);
    expect(start.status.over).toBe(false);
    expect(start.legal).toEqual([]);
    expect(start.outcome).toBeNull();
    expect(start.log.every((l) => l.version === 0)).toBe(true);
    const last = await api.games.replay({ gameId: g.gameId, token: anna, version: n });
    expect(last.view).toEqual(end.view);
    expect(last.status).toEqual(end.status);
    expect(last.log).toEqual(end.log);
    const mid = Math.floor(n / 2);
    const half = await api.games.replay({ gameId: g.gameId, token: anna, version: mid });
    expect(half.log.length).toBeGreaterThan(start.log.length);
    expect(half.log.length).toBeLessThan(end.log.length);
    expect(half.log.every((l) => l.version <= mid)).toBe(true);
    // Each viewer's own view: Anna's seat shows her secrets mid-game, a spectator's does not.
    const watcher = await api.games.replay({ gameId: g.gameId, version: mid });
    expect(watcher.seat).toBeNull();
    expect(JSON.stringify(watcher.view)).not.toEqual(JSON.stringify(half.view));
    const past = await rejects(api.games.replay({ gameId: g.gameId, version: n + 1 }));
    expect(past.code).toBe("BAD_REQUEST");
    expect(past.message).toContain(`choose 0 to ${n}`);
    const other = await api.games.create({ seats: FOUR_HUMANS.slice(0, 3), seed: 3 });
    const stranger = await rejects(
      api.games.replay({ gameId: g.gameId, token: tokensOf(other)[0] as string, version: 1 }),
    );
    expect(stranger.code).toBe("FORBIDDEN");
  }, 180_000);

  it("undo (issue 20): a player takes back their latest move during their own turn when it revealed nothing — the state returns, the log says so, other seats see it; a move that showed something hidden or random, another's move and a turn that moved on are refused with why", async () => {
    const api = caller(shared);
    const g = await api.games.create({ seats: FOUR_HUMANS.slice(0, 3), seed: 5 });
    const tokens = tokensOf(g) as string[];
    const play = async (step: number) => {
      const pub = await api.games.get({ gameId: g.gameId });
      const seat = pub.status.toAct[0] as number;
      const before = await api.games.get({ gameId: g.gameId, token: tokens[seat] });
      const action = before.legal[(step * 7) % before.legal.length];
      const after = await api.games.act({
        gameId: g.gameId,
        token: tokens[seat] as string,
        version: before.version,
        action,
      });
      return { seat, before, after };
    };
    let undone = false;
    let refusedReveal = false;
    for (let step = 0; step < 300 && !(undone && refusedReveal); step++) {
      const { seat, before, after } = await play(step);
      const token = tokens[seat] as string;
      const other = tokens[(seat + 1) % 3] as string;
      if (after.undo && !undone) {
        // Someone else may not take it back.
        const notYours = await rejects(
          api.games.undo({ gameId: g.gameId, token: other, version: after.version }),
        );
        expect(notYours.code).toBe("BAD_REQUEST");
        expect(notYours.message).toMatch(/you can take back only your own/);
        // A stale version is out of date.
        expect(
          (await rejects(api.games.undo({ gameId: g.gameId, token, version: before.version }))).code,
        ).toBe("CONFLICT");
        const back = await api.games.undo({ gameId: g.gameId, token, version: after.version });
        expect(back.version).toBe(after.version + 1);
        expect(back.view).toEqual(before.view);
        expect(back.legal).toEqual(before.legal);
        expect(back.status).toEqual(before.status);
        expect(back.log.at(-1)?.text).toBe(`${g.seats[seat]?.name} took back a move.`);
        expect(back.log.some((l) => l.version === after.version)).toBe(false);
        // Every seat and a spectator see the state before the move.
        const watcher = await api.games.get({ gameId: g.gameId });
        expect(watcher.version).toBe(back.version);
        expect(watcher.status).toEqual(before.status);
        undone = true;
        continue;
      }
      if (!after.undo && after.status.toAct.includes(seat) && !refusedReveal) {
        const r = await rejects(api.games.undo({ gameId: g.gameId, token, version: after.version }));
        expect(r.code).toBe("BAD_REQUEST");
        if (/showed something hidden or random/.test(r.message)) {
          refusedReveal = true;
          // Nothing changed.
          expect((await api.games.get({ gameId: g.gameId, token })).version).toBe(after.version);
        }
      }
    }
    expect(undone, "a move was taken back").toBe(true);
    expect(refusedReveal, "a revealing move was refused").toBe(true);
    // A turn that moved on: the previous player's move stays.
    for (let step = 0; step < 200; step++) {
      const { seat, after } = await play(step + 1000);
      if (!after.status.toAct.includes(seat) && after.status.toAct.length > 0) {
        const r = await rejects(
          api.games.undo({ gameId: g.gameId, token: tokens[seat] as string, version: after.version }),
        );
        expect(r.message).toMatch(/Your turn has moved on/);
        break;
      }
    }
  }, 120_000);

  it("turn timer (issue 20): a person who does not act in time gets a bot playing for them, the deadline runs per turn and resets when the seats to act change; they take their seat back", async () => {
    const server = await openServer({ botDelayMs: 0, botPollMs: 50, timerPollMs: 100 });
    try {
      const api = caller(server);
      expect(
        (await rejects(api.games.create({ seats: FOUR_HUMANS.slice(0, 3), turnSeconds: 2 }))).message,
      ).toMatch(/turnSeconds is at least 5/);
      const g = await api.games.create({ seats: FOUR_HUMANS.slice(0, 3), seed: 8, turnSeconds: 5 });
      const tokens = tokensOf(g) as string[];
      const s0 = await api.games.get({ gameId: g.gameId });
      expect(s0.timer?.seconds).toBe(5);
      const d0 = Date.parse(s0.timer?.deadline as string);
      expect(d0 - Date.parse(s0.createdAt)).toBeGreaterThan(4000);
      expect(d0 - Date.parse(s0.createdAt)).toBeLessThan(6000);
      // Acting in time: the next seat gets a fresh deadline.
      const first = s0.status.toAct[0] as number;
      const mine = await api.games.get({ gameId: g.gameId, token: tokens[first] });
      await sleep(300);
      const moved = await api.games.act({
        gameId: g.gameId,
        token: tokens[first] as string,
        version: mine.version,
        action: mine.legal[0],
      });
      const d1 = Date.parse(moved.timer?.deadline as string);
      if (moved.status.toAct.join() !== s0.status.toAct.join() || moved.status.turn !== s0.status.turn)
        expect(d1).toBeGreaterThan(d0);
      else expect(d1).toBe(d0);
      // Nobody acts now: when the time runs out a bot plays for whoever was to act.
      const waiting = moved.status.toAct[0] as number;
      await sleep(Math.max(0, d1 - Date.now()) + 600);
      const late = await api.games.get({ gameId: g.gameId, token: tokens[waiting] });
      expect(late.seats[waiting]?.standIn).toBe("heuristic");
      expect(late.seats[waiting]?.name).toBe(g.seats[waiting]?.name);
      await server.botsSettled(g.gameId);
      expect((await api.games.get({ gameId: g.gameId })).version).toBeGreaterThan(moved.version);
      // They come back: their seat again, and a timer for them whenever they are to act.
      const back = await api.games.reclaim({ gameId: g.gameId, token: tokens[waiting] as string });
      expect(back.seats[waiting]?.standIn).toBeUndefined();
      expect(back.timer?.seconds).toBe(5);
      if (back.status.toAct.length > 0) expect(back.timer?.deadline).not.toBeNull();
      // A game without a timer has none.
      const plain = await api.games.create({ seats: FOUR_HUMANS.slice(0, 3), seed: 8 });
      expect((await api.games.get({ gameId: plain.gameId })).timer).toBeUndefined();
    } finally {
      await server.close();
    }
  }, 60_000);

  it("recent (issue 20, defect 4): each snapshot places on the board the others' moves since the viewer's last one, from the events its log shows — moves as from→to, single places as a space", async () => {
    const api = caller(shared);
    const g = await api.games.create({ seats: FOUR_HUMANS.slice(0, 3), seed: 5 });
    const tokens = tokensOf(g) as string[];
    const ids = new Set(
      (GREAT_FIRE_1666.map.shipped["london-1666"] as { districts: { id: string }[] }).districts.map(
        (d) => d.id,
      ),
    );
    let trails = 0;
    const lastActed = [0, 0, 0];
    for (let step = 0; step < 120; step++) {
      const pub = await api.games.get({ gameId: g.gameId });
      const seat = pub.status.toAct[0] as number;
      const mine = await api.games.get({ gameId: g.gameId, token: tokens[seat] });
      // What this seat sees: others' moves since its own last one, nothing of its own.
      const lastOwn = lastActed[seat] as number;
      for (const r of mine.recent ?? []) {
        expect(r.seat).not.toBe(seat);
        expect(r.version).toBeGreaterThan(lastOwn);
        expect(ids.has(r.to)).toBe(true);
        if (r.from) {
          expect(ids.has(r.from)).toBe(true);
          trails++;
        }
      }
      const after = await api.games.act({
        gameId: g.gameId,
        token: tokens[seat] as string,
        version: mine.version,
        action: mine.legal[(step * 7) % mine.legal.length],
      });
      lastActed[seat] = after.version;
    }
    expect(trails, "some moves went from one district to another").toBeGreaterThan(0);
    const watcher = await api.games.get({ gameId: g.gameId });
    expect(watcher.recent?.length).toBeGreaterThan(0);
  });

  it("rematch: one new game with the same seats; each player claims their seat with their old token", async () => {
    const server = shared;
    try {
      const api = caller(server);
      const h = await api.games.create({
        seats: [{ kind: "human", name: "Anna" }, { kind: "human", name: "Ben" }, { kind: "random" }],
        seed: 2,
      });
      const ht = tokensOf(h);
      const early = await rejects(api.games.rematch({ gameId: h.gameId, token: ht[0] as string }));
      expect(early.message).toMatch(/once this game is over/);
      for (let i = 0; i < 3000; i++) {
        await server.botsSettled(h.gameId);
        const s = await api.games.get({ gameId: h.gameId });
        if (s.status.over) break;
        const t = ht[toAct(s)] as string;
        const mine = await api.games.get({ gameId: h.gameId, token: t });
        await api.games.act({ gameId: h.gameId, token: t, version: mine.version, action: mine.legal[0] });
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
      expect((await api.games.list({ tokens: [r1.token] })).map((x) => x.gameId)).toContain(r1.gameId);
    } finally {
      // shared
    }
  }, 300_000);
});
