/** The parallel runner over real worker threads: same records as in one thread, cancel, errors. */
import { describe, expect, it } from "vitest";
import { nodeLabWorker, runLabThreads } from "./node.js";
import { runLabParallel } from "./parallel.js";
import { type LabRequest, type LabResponse, serveLabRequest } from "./protocol.js";
import { type LabEvent, LabOptionsError, runLab } from "./run.js";

const key = (e: LabEvent) => `${e.record.game}${e.run}`;

describe("runLabParallel on worker threads", () => {
  it("2 threads give exactly the records of one thread (any arrival order)", async () => {
    const o = {
      rules: "long",
      vs: { extraFinalRounds: 2, wildFire: true },
      players: 4,
      games: 6,
      seed: 5,
      bots: "random" as const,
    };
    const one: LabEvent[] = [];
    for await (const e of runLab(o)) one.push(e);
    const many: LabEvent[] = [];
    for await (const e of runLabParallel(o, { spawn: nodeLabWorker, workers: 2 })) many.push(e);
    const sort = (xs: LabEvent[]) => [...xs].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sort(many)).toEqual(sort(one));
  });
  it("runLabThreads aggregates both runs and reports its speed", async () => {
    const r = await runLabThreads(
      { rules: "easy", vs: "complex", players: 3, games: 8, bots: "heuristic" },
      { threads: 2 },
    );
    expect(r.a.games).toBe(8);
    expect(r.b?.games).toBe(8);
    expect(r.threads).toBe(2);
    expect(r.seconds).toBeGreaterThan(0);
  });
  it("cancel terminates the workers and ends the stream early", async () => {
    const ac = new AbortController();
    let n = 0;
    for await (const _ of runLabParallel(
      { rules: "italian-base", players: 4, games: 400, bots: "random" },
      { spawn: nodeLabWorker, workers: 2, signal: ac.signal },
    )) {
      n++;
      if (n === 3) ac.abort();
    }
    expect(n).toBeGreaterThanOrEqual(3);
    expect(n).toBeLessThan(400);
  });
  it("bad options fail before any worker starts", async () => {
    let spawned = 0;
    const run = runLabParallel(
      { rules: "longest", players: 4, games: 3 },
      {
        spawn: () => {
          spawned++;
          return nodeLabWorker();
        },
        workers: 2,
      },
    );
    await expect(run.next()).rejects.toThrow(LabOptionsError);
    expect(spawned).toBe(0);
  });
  it("a worker answers a bad request with an error message and the issues", () => {
    const got: LabResponse[] = [];
    serveLabRequest(
      {
        type: "run",
        options: { rules: { actionPoints: -1 }, players: 4, games: 1 },
        start: 0,
        step: 1,
      } as LabRequest,
      (m) => got.push(m),
    );
    expect(got).toHaveLength(1);
    const m = got[0] as Extract<LabResponse, { type: "error" }>;
    expect(m.type).toBe("error");
    expect(m.issues?.[0]?.path).toBe("rules.actionPoints");
  });
});
