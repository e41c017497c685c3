/**
 * Randomness a player cannot predict, and can verify afterwards (issue 26 §1), on a server with real
 * defaults (no `clientSeeds`): a game with a person seated refuses a chosen seed and draws a secret
 * 256-bit one; every seat and spectator sees the same commitment from the start; nothing that leaves
 * the server before the end (views, logs, errors, replay refusals, exports, the server's log lines)
 * holds the seed or the generator's key; the end reveals it and it hashes to the commitment.
 */
import { createHash } from "node:crypto";
import { verifyGame } from "@pudding/engine";
import { gameById } from "@pudding/games";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSnapshot } from "./contract.js";
import { optionsFromEnv } from "./env.js";
import type { PlayServer } from "./play-server.js";
import { caller, openServer, REGISTRY, rejects as refusal, tokensOf } from "./test/harness.js";

const logs: string[] = [];
let server: PlayServer;
beforeAll(async () => {
  server = await openServer({
    clientSeeds: false,
    botDelayMs: 0,
    botPollMs: 30,
    registry: REGISTRY,
    log: (m) => logs.push(m),
  });
}, 180_000);
afterAll(() => server.close());

const HUMAN_GREAT_FIRE = {
  game: "great-fire-1666",
  seats: [{ kind: "human" }, { kind: "human" }, { kind: "heuristic" }, { kind: "heuristic" }],
};

describe("issue 26 §1: a seed a player cannot choose or predict", () => {
  it("the reproduction: games.create with seed 424242 and people seated is refused, in words", async () => {
    const e = await refusal(caller(server).games.create({ ...HUMAN_GREAT_FIRE, seed: 424242 }));
    expect(e.code).toBe("BAD_REQUEST");
    expect(e.message).toMatch(/a game with a person seated draws its own secret seed/);
    expect(e.message).toMatch(/leave seed out/);
  });

  it("the reproduction: without a seed, setup({ seed: 424242 }) offline no longer predicts seat 1's view", async () => {
    const api = caller(server);
    const g = await api.games.create(HUMAN_GREAT_FIRE);
    const seen = await api.games.get({ gameId: g.gameId, token: tokensOf(g)[1] });
    const module = gameById("great-fire-1666");
    if (!module) throw new Error("no Great Fire");
    const offline = module.setup({
      map: module.map.shipped[seen.map.id],
      rules: module.rules.parse(module.rules.presets.find((p) => p.id === seen.rules)?.rules).ok
        ? (
            module.rules.parse(module.rules.presets.find((p) => p.id === seen.rules)?.rules) as {
              value: unknown;
            }
          ).value
        : undefined,
      seats: 4,
      seed: 424242,
      names: seen.seats.map((s) => s.name),
      rulesVersion: seen.rulesVersion,
    });
    if (!offline.ok) throw new Error(offline.issues[0]?.message);
    expect(JSON.stringify(module.view(offline.value, 1))).not.toBe(JSON.stringify(seen.view));
    expect(seen.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(seen.seed).toBeUndefined();
  });

  it("a real server refuses chosen seeds with people seated; only PUDDING_TEST_CLIENT_SEEDS=1 (browser tests) accepts them", () => {
    const host = { games: [] };
    expect(optionsFromEnv(host, {}).clientSeeds).toBe(false);
    expect(optionsFromEnv(host, { PUDDING_TEST_CLIENT_SEEDS: "1" }).clientSeeds).toBe(true);
    expect(() => optionsFromEnv(host, { PUDDING_TEST_CLIENT_SEEDS: "yes" })).toThrow(
      /PUDDING_TEST_CLIENT_SEEDS/,
    );
  });

  it("a 32-bit seed (a game stored before, or one a test chose) shows no commitment before the end: 2³² hashes would find it", async () => {
    const old = await openServer({ runBots: false });
    try {
      const api = caller(old);
      const g = await api.games.create({
        game: "toy-claims",
        seats: [{ kind: "human" }, { kind: "random" }],
        seed: 424242,
      });
      const s = await api.games.get({ gameId: g.gameId, token: tokensOf(g)[0] });
      expect(s.commitment).toBeNull();
      expect(s.seed).toBeUndefined();
    } finally {
      await old.close();
    }
  }, 120_000);

  it("a bot-only game may still choose its seed (the lab, tests), and two of them with one seed start alike", async () => {
    const api = caller(server);
    const bots = { game: "toy-claims", seats: [{ kind: "random" }, { kind: "random" }], seed: 424242 };
    const [a, b] = [await api.games.create(bots), await api.games.create(bots)];
    await server.botsSettled(a.gameId);
    await server.botsSettled(b.gameId);
    const [x, y] = [await api.games.get({ gameId: a.gameId }), await api.games.get({ gameId: b.gameId })];
    expect(x.status.over && y.status.over).toBe(true);
    expect(x.seed).toBe(424242);
    expect(x.view).toEqual(y.view);
  });

  it("commitment for all from the start; before the end no view, log, error, refusal or server log holds the seed or its key; the end reveals it", async () => {
    const api = caller(server);
    const g = await api.games.create({
      game: "toy-claims",
      seats: [{ kind: "human", name: "Ann" }, { kind: "random" }, { kind: "human", name: "Cy" }],
    });
    const tokens = tokensOf(g);
    const before: string[] = [JSON.stringify(g)];
    let commitment: string | undefined;
    const look = async (): Promise<GameSnapshot[]> => {
      await server.botsSettled(g.gameId);
      const all = [
        await api.games.get({ gameId: g.gameId }),
        ...(await Promise.all(
          [0, 2].map((seat) => api.games.get({ gameId: g.gameId, token: tokens[seat] })),
        )),
      ];
      for (const s of all) {
        commitment ??= s.commitment ?? undefined;
        expect(s.commitment).toMatch(/^[0-9a-f]{64}$/);
        expect(s.commitment).toBe(commitment);
      }
      return all;
    };
    let end: GameSnapshot | undefined;
    for (let n = 0; n < 500 && !end; n++) {
      const all = await look();
      if (all[0]?.status.over) {
        end = all[0];
        break;
      }
      before.push(JSON.stringify(all));
      // errors and refusals before the end: a stale version, the replay, the export
      before.push((await refusal(api.games.replay({ gameId: g.gameId, version: 0 }))).message);
      before.push((await refusal(api.games.export({ gameId: g.gameId }))).message);
      const seat = all[0]?.status.toAct.find((s) => tokens[s] !== undefined);
      if (seat === undefined) continue;
      const mine = all[seat === 0 ? 1 : 2] as GameSnapshot;
      if (n % 5 === 0)
        before.push(
          (
            await refusal(
              api.games.act({
                gameId: g.gameId,
                token: tokens[seat] as string,
                version: mine.version + 7,
                action: mine.legal[0],
              }),
            )
          ).message,
        );
      const after = await api.games.act({
        gameId: g.gameId,
        token: tokens[seat] as string,
        version: mine.version,
        action: mine.legal[0],
      });
      if (!after.status.over) before.push(JSON.stringify(after));
    }
    if (!end) throw new Error("the game did not end");
    before.push(...logs);
    // Revealed at the end: a 256-bit secret seed whose sha256 with the game id is the commitment.
    const seed = end.seed as string;
    expect(seed).toMatch(/^chacha20:[0-9a-f]{64}$/);
    const key = Buffer.from(seed.slice("chacha20:".length), "hex");
    expect(
      createHash("sha256")
        .update(Buffer.concat([key, Buffer.from(g.gameId)]))
        .digest("hex"),
    ).toBe(commitment);
    // …and found nowhere before it: neither the seed nor any of the generator state's key words.
    const text = before.join("\n");
    expect(before.length).toBeGreaterThan(20);
    expect(text.includes(seed.slice("chacha20:".length))).toBe(false);
    for (let i = 0; i < 8; i++) expect(new RegExp(`\\b${key.readInt32LE(4 * i)}\\b`).test(text)).toBe(false);
    // Replay frames (open once over) carry it too.
    expect((await api.games.replay({ gameId: g.gameId, version: 0 })).seed).toBe(seed);
    const file = await api.games.export({ gameId: g.gameId, token: tokens[0] });
    expect(file).toMatchObject({ format: 2, game: "toy-claims", seed, gameId: g.gameId, commitment });
    expect(file.hashes).toHaveLength(file.actions.length);
    // no move was taken back: every action stands, the last hash is the end's (pudding verify replays it)
    expect(file.actions).toHaveLength(end.version);
    expect(file.hash).toBe(file.hashes.at(-1));
    // …and verifies (pudding verify's check), while one changed draw does not
    const claims = gameById("toy-claims");
    if (!claims) throw new Error("no toy game");
    expect(verifyGame(claims, file)).toMatchObject({ ok: true });
    const events = structuredClone(file.events) as { type: string; value?: number }[][];
    const at = events.findIndex((es) => es.some((e) => e.type === "drew" && e.value !== undefined));
    const drew = events[at]?.find((e) => e.type === "drew") as { value: number };
    drew.value = drew.value === 1 ? 2 : 1;
    expect(verifyGame(claims, { ...file, events })).toMatchObject({
      ok: false,
      problem: "events",
      at: at + 1,
    });
  }, 120_000);
});
