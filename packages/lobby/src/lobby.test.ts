/**
 * Open tables (issue 28 §2) on PGlite and PostgreSQL, through `lobby.*` and the api's procedures:
 * open, join, remove, start with bots, auto-start when full, expiry, guests allowed and refused, and
 * bad input refused with a 4xx that changes nothing.
 */

import type { PlayServer } from "@pudding/api";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lobby } from "./lobby.js";
import { caller, openLobby, openServer, pglite, postgres } from "./test/harness.js";

const backends = [pglite(), postgres()].filter((b) => b.available);
const ANNA = "acct_anna:Anna";
const BEN = "acct_ben:Ben";
const CLEO = "acct_cleo:Cleo";

describe.each(backends)("open tables on $name", (backend) => {
  let server: PlayServer;
  let lobby: Lobby;
  let clock = Date.now();
  beforeAll(async () => {
    server = await openServer(backend.fresh());
    lobby = await openLobby(server, { now: () => new Date(clock) });
  }, 120_000);
  afterAll(async () => {
    lobby?.close();
    await server?.close();
    await backend.cleanup();
  });

  const openTable = (extra: object = {}, who = ANNA) =>
    caller(server, lobby, who).lobby.open({
      game: "toy-claims",
      seats: [{ kind: "person", name: "Anna" }, { kind: "open" }, { kind: "open" }],
      ...extra,
    });

  it("an open table is listed for its game with seats, creator and wait; a private game is not", async () => {
    await caller(server, lobby).games.create({
      game: "toy-claims",
      seats: [{ kind: "human", name: "P" }, { kind: "random" }],
    });
    const { tableId, hostKey } = await openTable({ turnSeconds: 60 });
    expect(hostKey).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const list = await caller(server, lobby, BEN).lobby.list({ game: "toy-claims" });
    const t = list.find((x) => x.id === tableId);
    expect(t).toMatchObject({
      game: "toy-claims",
      state: "open",
      open: 2,
      turnSeconds: 60,
      creator: { name: "Anna", account: "acct_anna" },
      seats: [{ kind: "person", name: "Anna" }, { kind: "open" }, { kind: "open" }],
    });
    expect(t?.waitedMs).toBeGreaterThanOrEqual(0);
    expect(list.every((x) => x.state === "open")).toBe(true);
    expect(await caller(server, lobby).lobby.list({ game: "great-fire-1666" })).not.toContainEqual(
      expect.objectContaining({ id: tableId }),
    );
  });

  it("a signed-in creator's seat carries the account's name, whatever the lobby's seat field said", async () => {
    const { tableId } = await caller(server, lobby, CLEO).lobby.open({
      game: "toy-claims",
      seats: [{ kind: "person", name: "Player 1" }, { kind: "open" }],
    });
    const t = await caller(server, lobby, BEN).lobby.get({ tableId });
    expect(t.table.creator).toMatchObject({ name: "Cleo", account: "acct_cleo" });
    expect(t.table.seats[0]).toMatchObject({ kind: "person", name: "Cleo" });
    // A guest's table keeps the name typed.
    const guest = await caller(server, lobby).lobby.open({
      game: "toy-claims",
      seats: [{ kind: "person", name: "Gina" }, { kind: "open" }],
    });
    expect((await caller(server, lobby).lobby.get({ tableId: guest.tableId })).table.creator.name).toBe(
      "Gina",
    );
  });

  it("a signed-in player joins with one click; the same account cannot take a second seat", async () => {
    const { tableId } = await openTable();
    const ben = caller(server, lobby, BEN);
    const j = await ben.lobby.join({ tableId });
    expect(j).toMatchObject({ seat: 1, started: false });
    expect(j.place).toMatchObject({ role: "player", seats: [1], tokens: [] });
    await expect(ben.lobby.join({ tableId })).rejects.toMatchObject({ code: "CONFLICT" });
    const t = await ben.lobby.get({ tableId });
    expect(t.table.seats[1]).toMatchObject({ kind: "joined", name: "Ben", account: "acct_ben" });
    expect(t.table.open).toBe(1);
  });

  it("guests join with a name only when the creator allows it; refusals are in the reader's language", async () => {
    const closed = await openTable();
    await expect(
      caller(server, lobby, undefined, "it").lobby.join({ tableId: closed.tableId, name: "Ugo" }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringContaining("Accedi"),
    });
    expect((await caller(server, lobby).lobby.get({ tableId: closed.tableId })).table.open).toBe(2);
    const open = await openTable({ allowGuests: true });
    const guest = caller(server, lobby);
    await expect(guest.lobby.join({ tableId: open.tableId })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // A look-alike of a seated name is refused (the name rules of @pudding/names).
    await expect(guest.lobby.join({ tableId: open.tableId, name: "AnnA" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const j = await guest.lobby.join({ tableId: open.tableId, name: "Ugo" });
    expect(j.place.table.seats[j.seat]).toMatchObject({ kind: "joined", name: "Ugo", account: null });
  });

  it("the creator removes a player before the start; someone else cannot", async () => {
    const { tableId, hostKey } = await openTable();
    const { seat } = await caller(server, lobby, BEN).lobby.join({ tableId });
    const { hostKey: otherKey } = await openTable();
    await expect(
      caller(server, lobby, BEN).lobby.remove({ tableId, hostKey: otherKey, seat }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await caller(server, lobby).lobby.get({ tableId })).table.open).toBe(1);
    await expect(
      caller(server, lobby, ANNA).lobby.remove({ tableId, hostKey, seat: 2 }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const t = await caller(server, lobby, ANNA).lobby.remove({ tableId, hostKey, seat });
    expect(t.seats[seat]).toMatchObject({ kind: "open" });
    expect(t.open).toBe(2);
  });

  it("the creator starts early: bots take the empty seats, each person gets their own seat link", async () => {
    const { tableId, hostKey } = await openTable({ fillBot: "random" });
    const j = await caller(server, lobby, BEN).lobby.join({ tableId });
    const started = await caller(server, lobby, ANNA).lobby.start({ tableId, hostKey });
    expect(started.table).toMatchObject({ state: "playing" });
    const gameId = started.table.gameId as string;
    const snap = await caller(server, lobby).games.get({ gameId });
    expect(snap.seats.map((s) => [s.name, s.kind])).toEqual([
      ["Anna", "human"],
      ["Ben", "human"],
      [expect.any(String), "random"],
    ]);
    // Each key sees only its own token; the tokens open those seats.
    expect(started.tokens.map((t) => t.seat)).toEqual([0]);
    const ben = await caller(server, lobby, BEN).lobby.get({ tableId, key: j.key });
    expect(ben.tokens.map((t) => t.seat)).toEqual([1]);
    const benSnap = await caller(server, lobby).games.get({ gameId, token: ben.tokens[0]?.token });
    expect(benSnap.seat).toBe(1);
    expect((await caller(server, lobby).lobby.get({ tableId })).tokens).toEqual([]);
    // Signed-in players own their seats.
    expect([...(await server.owners.ofGame(gameId)).entries()].sort()).toEqual([
      [0, "acct_anna"],
      [1, "acct_ben"],
    ]);
    // A started table is no longer listed and takes nobody.
    expect((await caller(server, lobby).lobby.list({ game: "toy-claims" })).map((t) => t.id)).not.toContain(
      tableId,
    );
    await expect(caller(server, lobby, CLEO).lobby.join({ tableId })).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("a table starts by itself when its last open seat is taken (auto-start), or waits when it is off", async () => {
    const { tableId, hostKey } = await openTable();
    await caller(server, lobby, BEN).lobby.join({ tableId });
    const last = await caller(server, lobby, CLEO).lobby.join({ tableId });
    expect(last.started).toBe(true);
    expect(last.place.tokens.map((t) => t.seat)).toEqual([2]);
    const host = await caller(server, lobby, ANNA).lobby.get({ tableId, key: hostKey });
    expect(host.table.state).toBe("playing");
    expect(host.tokens.map((t) => t.seat)).toEqual([0]);

    const manual = await openTable({ autoStart: false });
    await caller(server, lobby, BEN).lobby.join({ tableId: manual.tableId });
    const full = await caller(server, lobby, CLEO).lobby.join({ tableId: manual.tableId });
    expect(full.started).toBe(false);
    expect(full.place.table).toMatchObject({ state: "open", open: 0 });
    // Turning auto-start on when full starts it.
    const t = await caller(server, lobby, ANNA).lobby.configure({
      tableId: manual.tableId,
      hostKey: manual.hostKey,
      autoStart: true,
    });
    expect(t.state).toBe("playing");
  });

  it("a table nobody joins expires after its time (default 24 h) and says so", async () => {
    const { tableId } = await openTable();
    const short = await openTable({ expiresInHours: 1 });
    clock += 2 * 3600_000;
    let ids = (await caller(server, lobby).lobby.list({ game: "toy-claims" })).map((t) => t.id);
    expect(ids).toContain(tableId);
    expect(ids).not.toContain(short.tableId);
    const gone = await caller(server, lobby).lobby.get({ tableId: short.tableId });
    expect(gone.table).toMatchObject({
      state: "expired",
      note: expect.stringContaining("expired after 1 h"),
    });
    clock += 23 * 3600_000;
    ids = (await caller(server, lobby).lobby.list({ game: "toy-claims" })).map((t) => t.id);
    expect(ids).not.toContain(tableId);
    await expect(caller(server, lobby, BEN, "pt").lobby.join({ tableId })).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("expirou após 24 h"),
    });
  });

  it("a start the api refuses leaves the table open, says why, and nothing is dealt", async () => {
    const { tableId, hostKey } = await openTable();
    await caller(server, lobby, BEN).lobby.join({ tableId });
    server.setLimits({ createBurst: 0, createPerMinute: 0.0001 });
    try {
      await expect(caller(server, lobby, ANNA).lobby.start({ tableId, hostKey })).rejects.toMatchObject({
        code: "TOO_MANY_REQUESTS",
        message: expect.stringContaining("The table is open again"),
      });
    } finally {
      server.setLimits({ createBurst: 1000, createPerMinute: 1000 });
    }
    const t = (await caller(server, lobby).lobby.get({ tableId })).table;
    expect(t).toMatchObject({
      state: "open",
      gameId: null,
      open: 1,
      note: expect.stringContaining("could not start"),
    });
    // Started again, it deals.
    expect((await caller(server, lobby, ANNA).lobby.start({ tableId, hostKey })).table.state).toBe("playing");
  });

  it("a start cut off mid-way (its process died) opens the table again after 3 minutes", async () => {
    const { tableId } = await openTable();
    await server.database.db.execute(
      sql`UPDATE lobby_tables SET state = 'starting', started_at = ${new Date(clock).toISOString()}::timestamptz WHERE id = ${tableId}`,
    );
    expect((await caller(server, lobby).lobby.get({ tableId })).table.state).toBe("starting");
    clock += 4 * 60_000;
    expect((await caller(server, lobby).lobby.get({ tableId })).table.state).toBe("open");
  });

  it("bad input is a 4xx that says what is wrong and changes nothing", async () => {
    const before = (await caller(server, lobby).lobby.list()).length;
    const anna = caller(server, lobby, ANNA);
    const seats3 = [
      { kind: "person" as const, name: "Anna" },
      { kind: "open" as const },
      { kind: "open" as const },
    ];
    await expect(anna.lobby.open({ game: "no-such-game", seats: seats3 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      anna.lobby.open({ game: "toy-claims", seats: [...seats3, { kind: "open" }, { kind: "open" }] }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("2 to 4") });
    await expect(
      anna.lobby.open({
        game: "toy-claims",
        seats: [
          { kind: "person", name: "Anna" },
          { kind: "bot", bot: "random" },
        ],
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("open seat") });
    await expect(
      anna.lobby.open({
        game: "toy-claims",
        seats: [{ kind: "person", name: "Anna" }, { kind: "bot", bot: "nobot" }, { kind: "open" }],
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("nobot") });
    await expect(
      anna.lobby.open({ game: "toy-claims", seats: seats3, rules: "no-rules" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      caller(server, lobby).lobby.open({
        game: "toy-claims",
        seats: [{ kind: "person", name: "\u202e" }, { kind: "open" }],
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    // Signed in, the creator's seat takes the account's name; another person's seat is still checked.
    await expect(
      anna.lobby.open({
        game: "toy-claims",
        seats: [{ kind: "person", name: "x" }, { kind: "person", name: "\u202e" }, { kind: "open" }],
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("seats.1.name") });
    expect((await caller(server, lobby).lobby.list()).length).toBe(before);
    const { tableId } = await openTable();
    await expect(
      caller(server, lobby, BEN).lobby.join({ tableId: "t_nope-nope-nope" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller(server, lobby, BEN).lobby.join({ tableId: "<script>" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(caller(server, lobby, BEN).lobby.join({ tableId, seat: 0 })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(
      caller(server, lobby, BEN).lobby.get({ tableId, key: "x".repeat(30) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await caller(server, lobby).lobby.get({ tableId })).table.open).toBe(2);
  });
});
