/**
 * Small World Underground through the play server (issue 26 §2, digest §20 Ruling R63): before the
 * end, what a seat scores and takes from the bank reaches that seat only — not another seat's or a
 * spectator's snapshot (view, log, hints) nor the live feed; the scorer sees its own amounts; the
 * end reveals every total.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSnapshot } from "./contract.js";
import type { PlayServer } from "./play-server.js";
import { caller, follow, openServer, tokensOf } from "./test/harness.js";

interface SwuSeatView {
  coins: number | null;
  coinMoves: { delta: number | null; other: number; reason: string }[];
}
const seatsOf = (s: GameSnapshot) => (s.view as { seats: SwuSeatView[] }).seats;

/** Log lines about Ann's coins from the bank (scoring, Martyr, Altar) as a reader sees them. */
const annBankLines = (s: GameSnapshot) =>
  s.log
    .map((l) => l.text)
    .filter((t) => /^Ann (scores|takes coins from the bank|receives .* from the bank)/.test(t));

describe("R63 no public coin ledger through the play server (in-memory PGlite)", () => {
  let server: PlayServer;
  beforeAll(async () => {
    server = await openServer({ runBots: false });
  });
  afterAll(() => server.close());

  it("R63 a rival's scored amounts reach neither another seat nor a spectator before the end (snapshots, log, hints, live feed); the scorer sees them", async () => {
    const api = caller(server);
    const g = await api.games.create({
      game: "small-world-underground",
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "human", name: "Ben" },
      ],
    });
    const tokens = tokensOf(g);
    const feed = await follow(server, { gameId: g.gameId, token: tokens[1] });
    let snap = await api.games.get({ gameId: g.gameId });
    // Play first-legal moves into round 3, once Ann has scored in the rounds her trail shows.
    for (let i = 0; i < 600 && !snap.status.over; i++) {
      const seat = snap.status.toAct[0] as number;
      const mine = await api.games.get({ gameId: g.gameId, token: tokens[seat] });
      const bank = seatsOf(mine)[0]?.coinMoves.filter((m) => m.other === -1).length ?? 0;
      if (seat === 0 && bank >= 1 && (mine.status.round ?? 0) >= 3) break;
      snap = await api.games.act({
        gameId: g.gameId,
        token: tokens[seat] as string,
        version: mine.version,
        action: mine.legal[0],
      });
    }
    expect(snap.status.over).toBe(false);
    const ann = await api.games.get({ gameId: g.gameId, token: tokens[0] });
    const ben = await api.games.get({ gameId: g.gameId, token: tokens[1] });
    const spectator = await api.games.get({ gameId: g.gameId });
    // Ann sees her own amounts, in her view and her log.
    expect(seatsOf(ann)[0]?.coins).toBeTypeOf("number");
    expect(
      seatsOf(ann)[0]
        ?.coinMoves.filter((m) => m.other === -1)
        .every((m) => typeof m.delta === "number"),
    ).toBe(true);
    expect(annBankLines(ann).some((t) => /scores \d+ coin/.test(t))).toBe(true);
    for (const other of [ben, spectator]) {
      expect(seatsOf(other)[0]?.coins).toBeNull();
      const bankMoves = seatsOf(other)[0]?.coinMoves.filter((m) => m.other === -1) ?? [];
      expect(bankMoves.length).toBeGreaterThan(0);
      for (const m of bankMoves) expect(m.delta).toBeNull();
      const lines = annBankLines(other);
      expect(lines.length).toBeGreaterThan(0);
      for (const t of lines) expect(t.replace("§20", ""), t).not.toMatch(/\d/);
      expect(JSON.stringify(other.hints ?? null)).not.toMatch(/"coins"|"amount"|"total"/);
    }
    // The live feed Ben followed carries nothing more than his snapshots.
    const seen: string[] = [];
    for (;;) {
      const next = await Promise.race([
        feed.next(),
        new Promise<null>((r) => setTimeout(() => r(null), 300)),
      ]);
      if (!next) break;
      seen.push(JSON.stringify(next.event));
    }
    await feed.close();
    expect(seen.length).toBeGreaterThan(0);
    for (const e of seen) expect(e).not.toMatch(/Ann scores \d|"amount":\d|"parts":\[\{/);
  });
});
