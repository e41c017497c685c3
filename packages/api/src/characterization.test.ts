/**
 * Characterization (issue 14): the tRPC snapshot of one seeded game for every viewer (each seat
 * and a spectator) after a fixed sequence of moves, pinned after the rules-audit fixes (before the
 * platform seam) and compared under the new field names: view ⇔ view, legal ⇔ legal, log ⇔ log,
 * fire ⇔ hints (the old server sent fire options only in the spread phase; the module's hints are
 * [] in phase B when no Double Move is on offer — both mean "nothing to offer"), score ⇔ outcome
 * (null until the game is over). Timestamps and ids are left out. Never rewrite the pinned file.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSnapshot } from "./contract.js";
import type { PlayServer } from "./play-server.js";
import { caller, openServer, tokensOf } from "./test/harness.js";

const FILE = join(import.meta.dirname, "pinned/snapshots.json");
let server: PlayServer;
beforeAll(async () => {
  server = await openServer({ runBots: false });
});
afterAll(() => server.close());

/** Keys holding ids and wall-clock times (creation, change, when a seat's player left): not pinned. */
const TIMES = new Set(["gameId", "createdAt", "updatedAt", "at", "awaySince", "handOverAt"]);

/** A snapshot without what differs between runs (game id, clock times). */
function stable(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v, (k, x) => (TIMES.has(k) ? undefined : x)));
}

/** The new snapshot in the pinned (pre-seam) shape. */
function pinnedShape(s: GameSnapshot): unknown {
  const hints = s.hints as unknown[] | null;
  return stable({
    version: s.version,
    seat: s.seat,
    map: s.map,
    rules: s.rules,
    seats: s.seats,
    view: s.view,
    legal: s.legal,
    fire: Array.isArray(hints) && hints.length === 0 ? null : hints,
    log: s.log,
    score: s.outcome === null ? null : { winners: s.outcome.winners, points: s.outcome.points },
    rematchId: s.rematchId,
  });
}

describe("characterization: tRPC snapshots per viewer are pinned", () => {
  it("a 4-seat game after 90 moves, as each seat and a spectator see it", async () => {
    const api = caller(server);
    const g = await api.games.create({
      seats: [0, 1, 2, 3].map((i) => ({ kind: "human" as const, name: ["Anna", "Ben", "Cleo", "Dan"][i] })),
      seed: 1666,
    });
    expect(g.game).toBe("great-fire-1666");
    const tokens = tokensOf(g);
    for (let i = 0; i < 90; i++) {
      const pub = await api.games.get({ gameId: g.gameId });
      const token = tokens[pub.status.toAct[0] as number] as string;
      const mine = await api.games.get({ gameId: g.gameId, token });
      await api.games.act({
        gameId: g.gameId,
        token,
        version: mine.version,
        action: mine.legal[(i * 5) % mine.legal.length],
      });
    }
    const got: Record<string, unknown> = {
      spectator: pinnedShape(await api.games.get({ gameId: g.gameId })),
    };
    for (const seat of [0, 1, 2, 3])
      got[`seat${seat}`] = pinnedShape(
        await api.games.get({ gameId: g.gameId, token: tokens[seat] as string }),
      );
    expect(got).toEqual(JSON.parse(readFileSync(FILE, "utf8")));
  });
});
