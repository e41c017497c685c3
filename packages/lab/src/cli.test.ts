/**
 * `pudding lab` end to end (a real process, worker threads importing the games registry): The Great
 * Fire as JSON with both runs and the Holm-marked comparison (A − B), the toy game Claims by
 * `--game toy-claims`, the human summary, and plain errors with exit code 1 or 2.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const tsx = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));
const pudding = (...args: string[]) =>
  spawnSync(tsx, ["tools/cli/src/main.ts", ...args], { cwd: root, encoding: "utf8", timeout: 120_000 });

describe("pudding lab", () => {
  it("--json: §8.2 long + §4.5 wild fire vs the base on the same seeds, on 2 threads", () => {
    const r = pudding(
      "lab",
      "--rules",
      '{"extraFinalRounds":2,"wildFire":true}',
      "--vs",
      "italian-base",
      "--players",
      "4",
      "--games",
      "12",
      "--bots",
      "random",
      "--threads",
      "2",
      "--json",
    );
    expect(r.stderr).not.toMatch(/pudding:/);
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({
      game: "great-fire-1666",
      games: 12,
      players: 4,
      threads: 2,
      bots: "random",
      vs: "italian-base",
    });
    expect(j.a.games).toBe(12);
    expect(j.b.games).toBe(12);
    // §7: 32 draws + 2 final rounds of 4 = 40 turns; the base has one round = 36.
    expect(j.a.turns.mean).toBe(40);
    expect(j.b.turns.mean).toBe(36);
    const length = j.comparisons.find((c: { key: string }) => c.key === "turns");
    expect(length).toMatchObject({ a: 40, b: 36, kind: "mean", significant: true });
    expect(length.test.diff).toBe(4); // A − B: the long game is 4 turns longer
    expect(j.a.metrics.map((m: { key: string }) => m.key)).toEqual([
      "burntPerTurn",
      "housesDemolished",
      "hero",
      "objectivesSurvived.0",
      "objectivesSurvived.1",
      "objectivesSurvived.2",
      "noMoveTurns",
      "wildFires",
    ]);
    expect(Object.keys(j.a.heat)).toContain("pudding-lane");
  });
  it("--game toy-claims runs the toy game, compared with p-values", () => {
    const r = pudding(
      "lab",
      "--game",
      "toy-claims",
      "--rules",
      "standard",
      "--vs",
      "no-retreat",
      "--players",
      "3",
      "--games",
      "30",
      "--threads",
      "2",
      "--json",
    );
    expect(r.stderr).not.toMatch(/pudding:/);
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ game: "toy-claims", games: 30, players: 3, bots: "heuristic" });
    expect(j.a.metrics.map((m: { key: string }) => m.key)).toEqual([
      "cellsTaken",
      "passes",
      "takenByTurn",
      "pointsByPosition",
    ]);
    expect(j.comparisons.length).toBeGreaterThan(10);
    for (const c of j.comparisons) expect(c.pAdjusted).toBeGreaterThanOrEqual(c.test.p);
    expect(Object.keys(j.a.heat)).toContain("c1-r1");
  });
  it("prints a human summary", () => {
    const r = pudding(
      "lab",
      "--rules",
      "easy",
      "--players",
      "3",
      "--games",
      "4",
      "--bots",
      "random",
      "--threads",
      "1",
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^4 games of The Great Fire of London 1666 in [\d.]+ s on 1 threads/);
    expect(r.stdout).toMatch(/1st player {2}wins/);
    expect(r.stdout).toMatch(/Hero of London: /);
    expect(r.stdout).toMatch(/heat map, highest: /);
  });
  it("bad input: exit 1 with the path and sentence; usage errors exit 2", () => {
    const bad = pudding("lab", "--rules", '{"handSize":0}', "--games", "2");
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/rules\.handSize: /);
    const preset = pudding("lab", "--vs", "longer", "--games", "2");
    expect(preset.status).toBe(1);
    expect(preset.stderr).toContain('vs: there is no preset "longer"');
    const usage = pudding("lab", "--games", "zero");
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('--games must be a whole number from 1 to 1000000 (got "zero")');
    const game = pudding("lab", "--game", "chess", "--games", "2");
    expect(game.status).toBe(2);
    expect(game.stderr).toContain('unknown game "chess"');
  });
});
