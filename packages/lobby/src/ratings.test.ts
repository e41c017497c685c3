/**
 * Ratings (issue 28 §3): OpenSkill over finished games with at least two owned seats, places from
 * the module's outcome (ties and shared wins), the bot-share rule, provisional first games, and
 * exactly once per game across instances.
 */
import type { PlayServer } from "@pudding/api";
import { ordinal, rate, rating } from "openskill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lobby } from "./lobby.js";
import { placesOf, rateGame } from "./ratings.js";
import { caller, openLobby, openServer, pglite, postgres } from "./test/harness.js";

describe("places and OpenSkill", () => {
  it("winners share first place; the others follow by points, equal points tying", () => {
    expect(placesOf({ winners: [2], points: [5, 9, 9, 1] }, 4)).toEqual([3, 2, 1, 4]);
    // A shared win (two winners) is a tie at the top.
    expect(placesOf({ winners: [0, 3], points: [7, 7, 7, 7] }, 4)).toEqual([1, 2, 2, 1]);
    expect(placesOf({ winners: [], points: [3, 5, 3] }, 3)).toEqual([2, 1, 2]);
  });

  it("rates like openskill's own rate(); tied players of equal skill move alike", () => {
    const s = { ...rating(), games: 0 };
    const after = rateGame([
      { skill: s, place: 1 },
      { skill: s, place: 1 },
      { skill: s, place: 2 },
    ]);
    const direct = rate([[rating()], [rating()], [rating()]], { rank: [1, 1, 2] });
    expect(after.map((x) => x.mu)).toEqual(direct.map((t) => t[0]?.mu));
    expect(after[0]?.mu).toBeCloseTo(after[1]?.mu as number, 10);
    expect(after[0]?.mu).toBeGreaterThan(after[2]?.mu as number);
    expect(after.every((x) => x.games === 1)).toBe(true);
    expect(ordinal(after[0] as { mu: number; sigma: number })).toBeGreaterThan(ordinal(rating()));
  });
});

/** Plays a game whose seats are all people to its end: whoever may act takes their first legal action. */
async function playToEnd(server: PlayServer, gameId: string, tokens: Record<number, string>): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    const snap = await server.snapshot(gameId);
    if (snap.status.over) return;
    const seat = snap.status.toAct.find((s) => tokens[s] !== undefined);
    if (seat === undefined) {
      await server.botsSettled(gameId);
      continue;
    }
    const mine = await server.snapshot(gameId, tokens[seat]);
    // Bots may act at the same time (simultaneous phases): a stale version is tried again.
    await server.act(gameId, tokens[seat] as string, mine.version, mine.legal[0]).catch((e) => {
      if ((e as { code?: string }).code !== "CONFLICT") throw e;
    });
  }
  throw new Error("the game did not end");
}

/** A finished toy game with `owners` (null: a guest) in its seats. */
async function finishedGame(
  server: PlayServer,
  owners: (string | null)[],
  o: { handToBot?: number; seed?: number } = {},
): Promise<string> {
  const g = await server.createGame({
    game: "toy-claims",
    seed: o.seed ?? 7,
    botDelayMs: 0,
    seats: owners.map((_, i) => ({ kind: "human", name: `P${i + 1}` })),
  });
  const tokens: Record<number, string> = {};
  for (const s of g.seats) if (s.token) tokens[s.seat] = s.token;
  for (const [seat, owner] of owners.entries())
    if (owner) await server.owners.claim(tokens[seat] as string, owner);
  if (o.handToBot !== undefined) {
    await server.handOver(g.gameId, tokens[o.handToBot] as string, o.handToBot, "random");
    delete tokens[o.handToBot];
  }
  await playToEnd(server, g.gameId, tokens);
  return g.gameId;
}

const backends = [pglite(), postgres()].filter((b) => b.available);

describe.each(backends)("ratings on $name", (backend) => {
  let server: PlayServer;
  let lobby: Lobby;
  let db: { databaseUrl?: string; pgSchema?: string };
  beforeAll(async () => {
    db = backend.fresh();
    server = await openServer(db, { runBots: true });
    lobby = await openLobby(server);
  }, 120_000);
  afterAll(async () => {
    lobby?.close();
    await server?.close();
    await backend.cleanup();
  });

  it("a finished game with two accounts is rated once, by the game's own places; first games are provisional", async () => {
    const gameId = await finishedGame(server, ["r_ann", "r_bob", null]);
    const snap = await server.snapshot(gameId);
    const places = placesOf(snap.outcome as { winners: number[]; points: number[] }, 3);
    expect(await lobby.rateFinished()).toEqual([gameId]);
    expect(await lobby.rateFinished()).toEqual([]);
    expect(await lobby.rateGame(gameId)).toBe(false);
    const ann = await lobby.ratingOf("r_ann", "toy-claims");
    const bob = await lobby.ratingOf("r_bob", "toy-claims");
    expect([ann.games, bob.games]).toEqual([1, 1]);
    expect(ann.provisional).toBe(true);
    const expected = rate([[rating()], [rating()]], { rank: [places[0] as number, places[1] as number] });
    expect(ann.mu).toBeCloseTo(expected[0]?.[0]?.mu as number, 9);
    expect(bob.mu).toBeCloseTo(expected[1]?.[0]?.mu as number, 9);
    expect((await lobby.ratingHistory("r_ann", "toy-claims")).map((h) => h.gameId)).toEqual([gameId]);
    // The table header's hook: ratings of a game's owned seats.
    const seats = await caller(server, lobby).lobby.seatRatings({ gameId });
    expect(seats.map((s) => [s.seat, s.rating.owner])).toEqual([
      [0, "r_ann"],
      [1, "r_bob"],
    ]);
  });

  it("a game with one account is not rated; an unfinished one waits", async () => {
    const solo = await finishedGame(server, ["r_solo", null], { seed: 3 });
    expect(await lobby.rateFinished()).toEqual([]);
    expect(await lobby.rateGame(solo)).toBe(false);
    expect((await lobby.ratingOf("r_solo", "toy-claims")).games).toBe(0);
    const g = await server.createGame({
      game: "toy-claims",
      seats: [
        { kind: "human", name: "A" },
        { kind: "human", name: "B" },
      ],
    });
    for (const [i, s] of g.seats.entries()) await server.owners.claim(s.token as string, `r_wait${i}`);
    expect(await lobby.rateGame(g.gameId)).toBe(false);
    expect(await lobby.rateFinished()).toEqual([]);
  });

  it("a seat a bot played for more than the set share of its turns does not count", async () => {
    const gameId = await finishedGame(server, ["r_c1", "r_c2", "r_c3"], { handToBot: 2, seed: 11 });
    const turns = await server.seatTurns(gameId);
    expect(turns.find((t) => t.seat === 2)).toMatchObject({ botTurns: expect.any(Number) });
    expect(turns.find((t) => t.seat === 2)?.botTurns).toBe(turns.find((t) => t.seat === 2)?.turns);
    expect(turns.find((t) => t.seat === 0)?.botTurns).toBe(0);
    expect(await lobby.rateFinished()).toEqual([gameId]);
    expect((await lobby.ratingOf("r_c1", "toy-claims")).games).toBe(1);
    expect((await lobby.ratingOf("r_c2", "toy-claims")).games).toBe(1);
    expect((await lobby.ratingOf("r_c3", "toy-claims")).games).toBe(0);
  });

  it("two instances rating the same finished games at once apply each exactly once", async () => {
    const ids = [
      await finishedGame(server, ["r_x", "r_y"], { seed: 21 }),
      await finishedGame(server, ["r_x", "r_y"], { seed: 22 }),
      await finishedGame(server, ["r_y", "r_x"], { seed: 23 }),
    ];
    const other = backend.name === "PostgreSQL" ? await openServer(db) : null;
    const second = other ? await openLobby(other) : lobby;
    try {
      const [a, b] = await Promise.all([lobby.rateFinished(), second.rateFinished()]);
      expect([...a, ...b].sort()).toEqual([...ids].sort());
      expect((await lobby.ratingOf("r_x", "toy-claims")).games).toBe(3);
      expect((await lobby.ratingHistory("r_y", "toy-claims")).length).toBe(3);
    } finally {
      second.close();
      await other?.close();
    }
  });
});
