/**
 * The parallel runner over real worker threads, each importing the games registry by URL: the same
 * records as one thread (toy game and The Great Fire), the aggregate with a comparison, cancel, and
 * errors reported with their paths.
 */
import { describe, expect, it } from "vitest";
import { compareRuns } from "./aggregate.js";
import { nodeLabWorker, runLabThreads } from "./node.js";
import { runLabParallel } from "./parallel.js";
import { type LabRequest, type LabResponse, serveLabRequest } from "./protocol.js";
import { type LabEvent, LabOptionsError, runLab } from "./run.js";
import { GAMES, REGISTRY } from "./test/games.js";

const key = (e: LabEvent) => `${String(e.record.game).padStart(3, "0")}${e.run}`;
const sort = (xs: LabEvent[]) => [...xs].sort((a, b) => key(a).localeCompare(key(b)));
const spawn = () => nodeLabWorker(REGISTRY);

describe("runLabParallel on worker threads", () => {
  for (const o of [
    { game: "toy-claims", rules: "standard", vs: "quick", players: 4, games: 10, seed: 5, bots: "random" },
    {
      game: "great-fire-1666",
      rules: "long",
      vs: { extraFinalRounds: 2, wildFire: true },
      players: 4,
      games: 4,
      seed: 5,
      bots: "random",
    },
  ])
    it(`2 threads give exactly the records of one thread (any arrival order): ${o.game}`, async () => {
      const one: LabEvent[] = [];
      for await (const e of runLab(o, { games: GAMES })) one.push(e);
      const many: LabEvent[] = [];
      for await (const e of runLabParallel(o, { spawn, workers: 2, games: GAMES })) many.push(e);
      expect(sort(many)).toEqual(sort(one));
    });
  it("runLabThreads: the toy game on 2 threads, aggregated and compared with p-values", async () => {
    const r = await runLabThreads(
      { game: "toy-claims", rules: "standard", vs: "no-retreat", players: 3, games: 40, bots: "heuristic" },
      { registry: REGISTRY, threads: 2 },
    );
    expect(r.a.games).toBe(40);
    expect(r.b?.games).toBe(40);
    expect(r.threads).toBe(2);
    expect(r.seconds).toBeGreaterThan(0);
    expect(r.lab.module.id).toBe("toy-claims");
    expect(r.a.summary().metrics.map((m) => m.key)).toEqual([
      "cellsTaken",
      "passes",
      "takenByTurn",
      "pointsByPosition",
    ]);
    const rows = compareRuns(r.a, r.b as NonNullable<typeof r.b>, { resamples: 200 });
    expect(rows.length).toBeGreaterThan(10);
    for (const c of rows) expect(c.pAdjusted).toBeGreaterThanOrEqual(c.test.p);
  });
  it("cancel terminates the workers and ends the stream early", async () => {
    const ac = new AbortController();
    let n = 0;
    for await (const _ of runLabParallel(
      { game: "great-fire-1666", rules: "italian-base", players: 4, games: 400, bots: "random" },
      { spawn, workers: 2, signal: ac.signal },
    )) {
      n++;
      if (n === 3) ac.abort();
    }
    expect(n).toBeGreaterThanOrEqual(3);
    expect(n).toBeLessThan(400);
  });
  it("with the games at hand, bad options fail before any worker starts", async () => {
    let spawned = 0;
    const run = runLabParallel(
      { game: "great-fire-1666", rules: "longest", players: 4, games: 3 },
      {
        spawn: () => {
          spawned++;
          return spawn();
        },
        workers: 2,
        games: GAMES,
      },
    );
    await expect(run.next()).rejects.toThrow(LabOptionsError);
    expect(spawned).toBe(0);
  });
  it("without them, a worker thread reports the issues with their paths", async () => {
    const run = runLabParallel(
      { game: "toy-claims", rules: { copies: 0 }, players: 2, games: 2 },
      { spawn, workers: 2 },
    );
    const e = await run.next().catch((x: unknown) => x);
    expect(e).toBeInstanceOf(LabOptionsError);
    expect((e as LabOptionsError).issues[0]?.path).toBe("rules.copies");
  });
  it("a worker answers a bad request with an error message and the issues", () => {
    const got: LabResponse[] = [];
    serveLabRequest(
      {
        type: "run",
        options: { game: "great-fire-1666", rules: { actionPoints: -1 }, players: 4, games: 1 },
        start: 0,
        step: 1,
      } as LabRequest,
      (m) => got.push(m),
      GAMES,
    );
    expect(got).toHaveLength(1);
    const m = got[0] as Extract<LabResponse, { type: "error" }>;
    expect(m.type).toBe("error");
    expect(m.issues?.[0]?.path).toBe("rules.actionPoints");
  });
});
