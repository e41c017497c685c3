/**
 * `games.explain` (issue 20, defect 13: each illegal click on the table logged a failed request): the
 * rule on an action as data — 200 with the refusal in the reader's language, § and code beside —
 * without acting; what it says is what `act` would say, and bad input is still a specific 4xx.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningApiServer, startApiServer } from "./http.js";
import { httpCall, openServer } from "./test/harness.js";

let api: RunningApiServer;
beforeAll(async () => {
  api = await startApiServer({ server: await openServer({ runBots: false }), port: 0 });
});
afterAll(async () => {
  await api.close();
  await api.server.close();
});

type Snap = { version: number; status: { toAct: number[] }; legal: unknown[] };

const call = (kind: "query" | "mutation", path: string, input: unknown, cookie?: string) =>
  httpCall(api.url, kind, path, input, cookie ? { cookie } : undefined);

describe("games.explain: the rule on a click without acting (issue 20, defect 13)", () => {
  it("§2.9 a team on Pudding Lane: 200 with the refusal act would give (in the reader's language), the game unchanged; a legal action is legal; the wrong seat hears whose turn it is", async () => {
    const created = await call("mutation", "games.create", {
      game: "great-fire-1666",
      seats: ["Anna", "Ben", "Cleo"].map((name) => ({ kind: "human", name })),
      seed: 5,
    });
    const { gameId, seats } = created.data as { gameId: string; seats: { token: string }[] };
    const tokens = seats.map((s) => s.token);
    const before = (await call("query", "games.get", { gameId })).data as Snap;
    const seat = before.status.toAct[0] as number;
    const token = tokens[seat] as string;
    const bad = { type: "placeTeam", district: "pudding-lane" };

    const en = await call("mutation", "games.explain", { gameId, token, action: bad });
    expect(en.status).toBe(200);
    expect(en.data).toEqual({
      legal: false,
      version: before.version,
      message:
        "The fire starts in Pudding Lane; teams start outside the green region and Pudding Lane (§2.9)",
      rule: "§2.9",
      code: "setupPlacement",
    });
    const it = await call("mutation", "games.explain", { gameId, token, action: bad }, "it");
    expect((it.data as { message: string }).message).toMatch(
      /^L'incendio parte da Pudding Lane; .*\(§2\.9\)$/,
    );
    // act refuses with the same words.
    const acted = await call("mutation", "games.act", {
      gameId,
      token,
      version: before.version,
      action: bad,
    });
    expect(acted.status).toBe(400);
    expect(acted.error?.message).toBe((en.data as { message: string }).message);

    // A legal action: legal, and explaining it did not play it.
    const mine = (await call("query", "games.get", { gameId, token })).data as Snap;
    const ok = await call("mutation", "games.explain", { gameId, token, action: mine.legal[0] });
    expect(ok.data).toEqual({ legal: true, version: before.version });
    expect(((await call("query", "games.get", { gameId })).data as Snap).version).toBe(before.version);

    // Another seat: not their turn, said as data.
    const other = tokens[(seat + 1) % 3] as string;
    const wrong = await call("mutation", "games.explain", { gameId, token: other, action: mine.legal[0] });
    expect(wrong.status).toBe(200);
    expect(wrong.data).toMatchObject({ legal: false, code: "notYourTurn" });
    expect((wrong.data as { message: string }).message).toMatch(/turn/);
  });

  it("bad input is still a specific 4xx: a malformed action, an unknown seat token, a prototype key, a huge action", async () => {
    const created = await call("mutation", "games.create", {
      game: "great-fire-1666",
      seats: ["Anna", "Ben", "Cleo"].map((name) => ({ kind: "human", name })),
      seed: 6,
    });
    const { gameId, seats } = created.data as { gameId: string; seats: { token: string }[] };
    const token = seats[0]?.token as string;
    const malformed = await call("mutation", "games.explain", { gameId, token, action: { type: "fly" } });
    expect(malformed.status).toBe(400);
    expect(malformed.error?.message).toMatch(/^Invalid input: action/);
    const notAnObject = await call("mutation", "games.explain", { gameId, token, action: "placeTeam" });
    expect(notAnObject.status).toBe(400);
    const proto = await call("mutation", "games.explain", {
      gameId,
      token,
      action: JSON.parse('{"type":"tame","__proto__":{"x":1}}'),
    });
    expect(proto.status).toBe(400);
    const huge = await call("mutation", "games.explain", {
      gameId,
      token,
      action: { type: "placeTeam", district: "x".repeat(20_000) },
    });
    expect([400, 413]).toContain(huge.status);
    const stranger = await call("mutation", "games.explain", {
      gameId,
      token: "t".repeat(43),
      action: { type: "tame" },
    });
    expect(stranger.status).toBeGreaterThanOrEqual(400);
    expect(stranger.status).toBeLessThan(500);
    const nowhere = await call("mutation", "games.explain", {
      gameId: "g".repeat(12),
      token,
      action: { type: "tame" },
    });
    expect(nowhere.status).toBe(404);
  });
});
