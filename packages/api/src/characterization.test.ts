/**
 * Characterization (issue 14): the tRPC snapshot of one seeded game for every viewer (each seat
 * and a spectator) after a fixed sequence of moves, pinned after the rules-audit fixes; identical
 * through the platform refactor (timestamps and ids left out). `PIN=1 npx vitest run characterization`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Action } from "@pudding/great-fire";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PlayServer } from "./play-server.js";
import { caller, tokensOf } from "./test/harness.js";

const FILE = join(import.meta.dirname, "pinned/snapshots.json");
let server: PlayServer;
beforeAll(async () => {
  server = await PlayServer.open({ runBots: false, log: () => {} });
});
afterAll(() => server.close());

/** A snapshot without what differs between runs (game id, clock times). */
function stable(v: unknown): unknown {
  return JSON.parse(
    JSON.stringify(v, (k, x) =>
      k === "gameId" || k === "createdAt" || k === "updatedAt" || k === "at" ? undefined : x,
    ),
  );
}

describe("characterization: tRPC snapshots per viewer are pinned", () => {
  it("a 4-seat game after 90 moves, as each seat and a spectator see it", async () => {
    const api = caller(server);
    const g = await api.games.create({
      seats: [0, 1, 2, 3].map((i) => ({ kind: "human" as const, name: ["Anna", "Ben", "Cleo", "Dan"][i] })),
      seed: 1666,
    });
    const tokens = tokensOf(g);
    for (let i = 0; i < 90; i++) {
      const pub = await api.games.get({ gameId: g.gameId });
      const token = tokens[pub.view.active] as string;
      const mine = await api.games.get({ gameId: g.gameId, token });
      await api.games.act({
        gameId: g.gameId,
        token,
        version: mine.version,
        action: mine.legal[(i * 5) % mine.legal.length] as Action,
      });
    }
    const got: Record<string, unknown> = { spectator: stable(await api.games.get({ gameId: g.gameId })) };
    for (const seat of [0, 1, 2, 3])
      got[`seat${seat}`] = stable(await api.games.get({ gameId: g.gameId, token: tokens[seat] as string }));
    if (process.env.PIN === "1") writeFileSync(FILE, `${JSON.stringify(got)}\n`);
    expect(got).toEqual(JSON.parse(readFileSync(FILE, "utf8")));
  });
});
