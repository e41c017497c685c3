/**
 * Issue 30 §3.1 and §3.9 through the API: the hot-seat curtain holds the clock of the seat to act
 * (the timer cannot run out while the board is hidden), the clock restarts with the time that was
 * left, and the log says when time ran out, who played each move (a bot for the person) and when the
 * person took the seat back — in English, Italian and Portuguese; a player lets a bot play for
 * themselves from their own seat and takes it back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSnapshot } from "./contract.js";
import type { PlayServer } from "./play-server.js";
import { appRouter } from "./router/index.js";
import { caller, openServer, rejects, sleep, tokensOf } from "./test/harness.js";
import { createCallerFactory } from "./trpc.js";

const SWU = "small-world-underground";
let server: PlayServer;

beforeAll(async () => {
  server = await openServer({ botDelayMs: 0, botPollMs: 50, timerPollMs: 100 });
});
afterAll(async () => {
  await server?.close();
});

const inLocale = (locale: "it" | "pt") => createCallerFactory(appRouter)({ server, client: "local", locale });

async function aliceAndCarla() {
  const api = caller(server);
  const g = await api.games.create({
    game: SWU,
    seats: [
      { kind: "human", name: "Alice" },
      { kind: "human", name: "Carla" },
    ],
    seed: 4,
    turnSeconds: 5,
  });
  return { api, gameId: g.gameId, tokens: tokensOf(g) as string[] };
}

const texts = (s: GameSnapshot) => s.log.map((l) => l.text);

describe("a bot standing in for a person (issue 30 §3.1, §3.9)", () => {
  it("§3.1 the curtain holds the clock of the seat to act: no bot takes the seat while the board is hidden; showing the table restarts the clock with the time left", async () => {
    const { api, gameId, tokens } = await aliceAndCarla();
    const s0 = await api.games.get({ gameId, token: tokens[0] });
    expect(s0.status.toAct).toEqual([0]);
    const left0 = Date.parse(s0.timer?.deadline as string) - Date.now();
    // Only the seat to act holds its own clock.
    expect(
      (await rejects(api.games.clock({ gameId, token: tokens[1] as string, hold: true }))).message,
    ).toMatch(/Only a seat that must act now can hold its clock/);
    const held = await api.games.clock({ gameId, token: tokens[0] as string, hold: true });
    expect(held.timer).toEqual({ seconds: 5, deadline: null });
    await sleep(6500);
    const still = await api.games.get({ gameId, token: tokens[0] });
    expect(still.seats[0]?.standIn).toBeUndefined();
    expect(still.version).toBe(0);
    const shown = await api.games.clock({ gameId, token: tokens[0] as string, hold: false });
    const left = Date.parse(shown.timer?.deadline as string) - Date.now();
    expect(left).toBeGreaterThan(4000);
    expect(left).toBeLessThanOrEqual(Math.max(left0, 5000) + 50);
    // Showing the table again changes nothing more.
    const again = await api.games.clock({ gameId, token: tokens[0] as string, hold: false });
    expect(again.timer?.deadline).toBe(shown.timer?.deadline);
  }, 60_000);

  it("§3.1 when time runs out the log says so, credits each of the bot's moves to the bot playing for the person, and says when they took the seat back — in en, it and pt", async () => {
    const { api, gameId, tokens } = await aliceAndCarla();
    await expect
      .poll(async () => (await api.games.get({ gameId })).seats[0]?.standIn, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe("heuristic");
    // The bot plays Alice's turn; once Carla is to act, Alice takes her seat back.
    await expect
      .poll(async () => (await api.games.get({ gameId })).status.toAct, { timeout: 30_000, interval: 200 })
      .toEqual([1]);
    const back = await api.games.reclaim({ gameId, token: tokens[0] as string });
    expect(back.seats[0]?.standIn).toBeUndefined();
    const log = texts(back);
    const out = log.indexOf("Alice's time ran out: a bot plays for Alice.");
    expect(out, log.join("\n")).toBe(0);
    const bots = log.filter((t) => t.endsWith("(played by a bot for Alice)"));
    expect(bots.length).toBeGreaterThan(0);
    expect(log.at(-1)).toBe("Alice took the seat back.");
    // Every line between about Alice is credited to the bot; a line about Carla ("Carla's turn.") is not.
    const between = back.log.slice(1, -1);
    expect(between.every((l) => l.text.endsWith("(played by a bot for Alice)") === (l.seat === 0))).toBe(
      true,
    );
    const it_ = texts(await inLocale("it").games.get({ gameId }));
    expect(it_[0]).toBe("Il tempo di Alice è scaduto: un bot gioca per Alice.");
    expect(it_.filter((t) => t.endsWith("(giocata da un bot per Alice)")).length).toBe(bots.length);
    expect(it_.at(-1)).toBe("Alice ha ripreso il proprio posto.");
    const pt = texts(await inLocale("pt").games.get({ gameId }));
    expect(pt[0]).toBe("O tempo de Alice acabou: um bot joga por Alice.");
    expect(pt.filter((t) => t.endsWith("(jogada por um bot por Alice)")).length).toBe(bots.length);
    expect(pt.at(-1)).toBe("Alice retomou o seu lugar.");
  }, 60_000);

  it("§3.9 a player lets a bot play for them from their own seat, at once (no grace period); the log says so; they take the seat back", async () => {
    const api = caller(server);
    const g = await api.games.create({
      game: SWU,
      seats: [
        { kind: "human", name: "Alice" },
        { kind: "human", name: "Carla" },
      ],
      seed: 4,
    });
    const tokens = tokensOf(g) as string[];
    const mine = await api.games.handOver({
      gameId: g.gameId,
      token: tokens[0] as string,
      seat: 0,
      bot: "heuristic",
    });
    expect(mine.seats[0]?.standIn).toBe("heuristic");
    expect(texts(mine)[0]).toBe("At Alice's request, a bot plays for Alice.");
    await expect
      .poll(async () => (await api.games.get({ gameId: g.gameId })).status.toAct, {
        timeout: 30_000,
        interval: 200,
      })
      .toEqual([1]);
    const back = await api.games.reclaim({ gameId: g.gameId, token: tokens[0] as string });
    expect(texts(back).at(-1)).toBe("Alice took the seat back.");
    expect(
      back.log.slice(1, -1).every((l) => l.text.endsWith("(played by a bot for Alice)") === (l.seat === 0)),
    ).toBe(true);
  }, 60_000);
});
