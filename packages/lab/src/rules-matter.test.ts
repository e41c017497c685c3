/**
 * Issue 32 §3: "Long wild fire" against the Italian base game read 0.00 wild-fire cones per game on
 * both sides, as if §4.5 did nothing. The option, the metric and the lab are sound — the engine adds
 * the cone (spread.test.ts), the collector counts every `wildFire` event, the lab passes the rule set
 * on — but under §4.2's priorities a burnt-out district is a destination only when the whole trail
 * offers no district with houses, which the heuristic bots' games almost never reach (once in ~800
 * fire moves in 20 five-player games), so with them the rule never comes into play. With random bots
 * it does: switching it on must move its metric, on the same seeds.
 */
import { GREAT_FIRE_1666 } from "@pudding/games";
import { describe, expect, it } from "vitest";
import { compareRuns, LabAggregate } from "./aggregate.js";
import { type LabOptions, resolveLab, runLab } from "./run.js";

async function compare(options: LabOptions) {
  const lab = resolveLab(options, [GREAT_FIRE_1666]);
  const a = LabAggregate.for(lab);
  const b = LabAggregate.for(lab, "b");
  for await (const e of runLab(options, { games: [GREAT_FIRE_1666] })) (e.run === "a" ? a : b).addEvent(e);
  return compareRuns(a, b);
}

describe("a rule that should matter moves its metric (issue 32 §3)", { timeout: 300_000 }, () => {
  it("§4.5 wild fire on against off, 4 players, random bots: wild-fire cones appear only with it on", async () => {
    const rows = await compare({
      game: GREAT_FIRE_1666.id,
      rules: { extraFinalRounds: 2, wildFire: true },
      vs: { extraFinalRounds: 2, wildFire: false },
      players: 4,
      games: 60,
      seed: 3,
      bots: "random",
    });
    const wild = rows.find((r) => r.key === "wildFires");
    expect(wild?.b).toBe(0);
    expect(wild?.a).toBeGreaterThan(0);
    expect(wild?.test.p, JSON.stringify(wild)).toBeLessThan(0.01);
  });

  it("the same rules on both sides move nothing (the check above can fail)", async () => {
    const rows = await compare({
      game: GREAT_FIRE_1666.id,
      rules: { wildFire: true },
      vs: { wildFire: true },
      players: 4,
      games: 10,
      seed: 3,
      bots: "random",
    });
    for (const r of rows) expect(r.a, r.key).toBe(r.b);
  });
});

describe("a yes/no outcome is one share in the comparison (issue 32 §5)", () => {
  const record = (game: number, ended: number, code: number) => ({
    game,
    seed: game,
    players: 2,
    bots: ["random", "random"],
    winners: [0],
    scores: [1, 0],
    turns: 10,
    actions: 20,
    "end.faction": ended,
    ending: code,
  });
  const metrics = [
    { key: "end.faction", label: "Ended by faction", kind: "number" as const, chart: "bar" as const },
    { key: "ending", label: "Ending", kind: "number" as const, chart: "bar" as const },
  ];
  it("a 0/1 figure gives only its `=1` share; a categorical code gives one share per value", () => {
    const a = new LabAggregate({ players: 2, metrics });
    const b = new LabAggregate({ players: 2, metrics });
    for (let g = 0; g < 10; g++) {
      a.add(record(g, g < 7 ? 1 : 0, g % 3));
      b.add(record(g, g < 2 ? 1 : 0, g % 2));
    }
    const rows = compareRuns(a, b);
    expect(rows.filter((r) => r.key.startsWith("end.faction")).map((r) => [r.key, r.kind, r.a, r.b])).toEqual(
      [["end.faction=1", "share", 0.7, 0.2]],
    );
    expect(rows.filter((r) => r.key.startsWith("ending=")).map((r) => r.key)).toEqual([
      "ending=0",
      "ending=1",
      "ending=2",
    ]);
  });
});
