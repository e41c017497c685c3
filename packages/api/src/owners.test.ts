/**
 * A seat's optional owner (issue 28 §5: the api stays identity-agnostic apart from it). The
 * accounts and lobby packages claim seats for accounts through the seat's token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlayServer } from "./play-server.js";
import { caller, openServer, pgliteBackend, postgresBackend, tokensOf } from "./test/harness.js";

const SEATS = ["Anna", "Ben"].map((name) => ({ kind: "human" as const, name }));
const backends = [pgliteBackend(), postgresBackend()].filter((b) => b.available);

describe.each(backends)("seat owners on $name", (backend) => {
  let server: PlayServer;
  beforeAll(async () => {
    server = await openServer({ ...backend.fresh(), runBots: false });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await backend.cleanup();
  });

  it("a token claims its own seat for an owner, once; another owner is refused", async () => {
    const g = await caller(server).games.create({
      game: "toy-claims",
      seats: [...SEATS, { kind: "random" }],
    });
    const t = tokensOf(g) as Record<number, string>;
    const [t0, t1] = [t[0] as string, t[1] as string];
    expect(await server.owners.claim(t0, "acct_a")).toEqual({ gameId: g.gameId, seat: 0 });
    // The same owner again changes nothing; another owner cannot take it.
    await server.owners.claim(t0, "acct_a");
    await expect(server.owners.claim(t0, "acct_b")).rejects.toMatchObject({ code: "CONFLICT" });
    await server.owners.claim(t1, "acct_b");
    expect([...(await server.owners.ofGame(g.gameId)).entries()].sort()).toEqual([
      [0, "acct_a"],
      [1, "acct_b"],
    ]);
    expect((await server.owners.ofOwner("acct_a")).map((s) => [s.gameId, s.seat])).toEqual([[g.gameId, 0]]);
  });

  it("a wrong token or an owner id that is not plain is refused and changes nothing", async () => {
    const g = await caller(server).games.create({
      game: "toy-claims",
      seats: [...SEATS, { kind: "random" }],
    });
    await expect(server.owners.claim("not-a-token", "acct_c")).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(server.owners.claim(tokensOf(g)[0] as string, "a b<script>")).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect((await server.owners.ofGame(g.gameId)).size).toBe(0);
  });

  it("releasing an owner (a deleted account) keeps the games and frees the seats", async () => {
    const g = await caller(server).games.create({
      game: "toy-claims",
      seats: [...SEATS, { kind: "random" }],
    });
    await server.owners.claim(tokensOf(g)[1] as string, "acct_gone");
    expect(await server.owners.release("acct_gone")).toBe(1);
    expect(await server.owners.ofOwner("acct_gone")).toEqual([]);
    const snap = await caller(server).games.get({ gameId: g.gameId });
    expect(snap.seats.map((s) => s.name)).toEqual(["Anna", "Ben", expect.any(String)]);
  });

  it("forgetting an owner renames its seats on a game in play at once (cached, announced) and drops the id", async () => {
    const api = caller(server);
    const g = await api.games.create({ game: "toy-claims", seats: [...SEATS, { kind: "random" }] });
    await server.owners.claim(tokensOf(g)[0] as string, "acct_del");
    // The game is in the server's memory now; a rename behind its back would not be seen.
    expect((await api.games.get({ gameId: g.gameId })).seats[0]?.name).toBe("Anna");
    expect(await server.forgetOwner("acct_del", "deleted player")).toBe(1);
    expect((await api.games.get({ gameId: g.gameId })).seats.map((s) => s.name)).toEqual([
      "deleted player",
      "Ben",
      expect.any(String),
    ]);
    expect(await server.owners.ofOwner("acct_del")).toEqual([]);
  });
});
