/**
 * Issue 30 §3.5 and §3.7 through the API: a rematch's seats wait for their players as "invited"
 * (never away, no hand-over countdown, no bot may be handed them before they come), each player
 * takes their own seat with the same call, and the replay of a finished game shows the seats without
 * today's presence and any seat's view on request (every secret is open once the game is over).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlayServer } from "./play-server.js";
import { caller, openServer, rejects, tokensOf } from "./test/harness.js";

const SWU = "small-world-underground";
let server: PlayServer;

beforeAll(async () => {
  server = await openServer({ botDelayMs: 0, botPollMs: 20, handOverGraceMs: 0 });
});
afterAll(async () => {
  await server?.close();
});

/** A finished two-person game (both let a bot play for them): its id and tokens. */
async function finished() {
  const api = caller(server);
  const g = await api.games.create({
    game: SWU,
    seats: [
      { kind: "human", name: "Alice" },
      { kind: "human", name: "Bob" },
    ],
    seed: 9,
  });
  const tokens = tokensOf(g) as string[];
  for (const seat of [0, 1])
    await api.games.handOver({ gameId: g.gameId, token: tokens[seat] as string, seat, bot: "heuristic" });
  await expect
    .poll(async () => (await api.games.get({ gameId: g.gameId })).status.over, {
      timeout: 120_000,
      interval: 200,
    })
    .toBe(true);
  return { api, gameId: g.gameId, tokens };
}

describe("rematch and replay (issue 30 §3.5, §3.7)", () => {
  it("§3.5 a rematch seat not taken yet is invited (not away, no countdown) and cannot be handed to a bot; its player takes it with their own rematch call", async () => {
    const { api, gameId, tokens } = await finished();
    const alice = await api.games.rematch({ gameId, token: tokens[0] as string });
    // Bob's table hears of it (the old game's snapshot names the rematch).
    expect((await api.games.get({ gameId, token: tokens[1] })).rematchId).toBe(alice.gameId);
    const seen = await api.games.get({ gameId: alice.gameId, token: alice.token });
    expect(seen.seats[1]?.invited).toBe(true);
    expect(seen.seats[1]?.awaySince).toBeUndefined();
    expect(seen.seats[1]?.handOverAt).toBeUndefined();
    expect(
      (
        await rejects(
          api.games.handOver({ gameId: alice.gameId, token: alice.token, seat: 1, bot: "heuristic" }),
        )
      ).message,
    ).toMatch(/Bob has not taken their seat in this rematch yet/);
    const bob = await api.games.rematch({ gameId, token: tokens[1] as string });
    expect(bob.gameId).toBe(alice.gameId);
    const his = await api.games.get({ gameId: bob.gameId, token: bob.token });
    expect(his.seat).toBe(1);
    expect(his.seats[1]?.invited).toBeUndefined();
    expect(his.seats[1]?.standIn).toBeUndefined();
  }, 180_000);

  it("§3.7 the replay shows the seats without today's presence or stand-ins, and any seat's view; a seat out of range is a 400", async () => {
    const { api, gameId, tokens } = await finished();
    const live = await api.games.get({ gameId, token: tokens[1] });
    expect(live.seats[0]?.connected).toBe(false);
    const r = await api.games.replay({ gameId, token: tokens[1], version: 3 });
    expect(r.seats).toEqual([
      { seat: 0, name: "Alice", kind: "human", connected: true },
      { seat: 1, name: "Bob", kind: "human", connected: true },
    ]);
    expect(r.seat).toBe(1);
    const asAlice = await api.games.replay({ gameId, token: tokens[1], version: 3, as: 0 });
    expect(asAlice.seat).toBe(0);
    expect(asAlice.view).toEqual((await api.games.replay({ gameId, token: tokens[0], version: 3 })).view);
    expect(JSON.stringify(asAlice.view)).not.toBe(JSON.stringify(r.view));
    // A spectator may look through any seat's eyes too, once the game is over.
    expect((await api.games.replay({ gameId, version: 3, as: 0 })).view).toEqual(asAlice.view);
    expect((await rejects(api.games.replay({ gameId, version: 3, as: 5 }))).message).toMatch(
      /this game has 2 seats; choose 0 to 1/,
    );
  }, 180_000);
});
