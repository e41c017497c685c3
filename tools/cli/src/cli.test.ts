/** The `pudding` CLI, spawned as a user runs it: output, exit codes, and files left untouched on errors. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const cliDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const LONDON = join(cliDir, "../../packages/games/great-fire-1666/rules/maps/london-1666.json");
const tmp = mkdtempSync(join(tmpdir(), "pudding-cli-"));

function pudding(...args: string[]) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts", ...args], {
    cwd: cliDir,
    encoding: "utf8",
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("pudding validate-map and schema", () => {
  it("prints valid for the shipped London board", () => {
    expect(pudding("validate-map", LONDON)).toMatchObject({ code: 0, out: "valid\n" });
  });
  it("prints one path: message per problem and exits 1 for a broken map", () => {
    const map = JSON.parse(readFileSync(LONDON, "utf8"));
    map.districts[0].houses = 9;
    map.arrows[0].to = "nowhere";
    const f = join(tmp, "broken.json");
    writeFileSync(f, JSON.stringify(map));
    const r = pudding("validate-map", f);
    expect(r.code).toBe(1);
    expect(r.out).toContain("districts[0].houses: 9 is above the maximum of 5");
    expect(r.out).toContain('arrows[0].to: no district has the id "nowhere"');
  });
  it("says so when the file is missing or not JSON, and gives usage without an argument", () => {
    expect(pudding("validate-map", join(tmp, "nope.json"))).toMatchObject({ code: 1 });
    expect(pudding("validate-map", join(tmp, "nope.json")).err).toContain("does not exist");
    const f = join(tmp, "junk.json");
    writeFileSync(f, "{ not json");
    expect(pudding("validate-map", f).out).toContain("(root): not valid JSON");
    expect(pudding("validate-map").code).toBe(2);
  });
  it("prints the JSON Schemas of map, action, rules and state", () => {
    for (const subject of ["map", "action", "rules", "state"]) {
      const r = pudding("schema", subject);
      expect(r.code, subject).toBe(0);
      expect(JSON.parse(r.out).$schema, subject).toContain("json-schema.org");
    }
    expect(pudding("schema", "pizza").code).toBe(2);
  });
});

describe("pudding new / moves / act / replay", () => {
  const game = join(tmp, "game.json");
  it("creates a game, lists moves, applies one, and replays it", () => {
    expect(
      pudding("new", "--players", "4", "--seed", "7", "--out", game, "--names", "Anna,Ben,Carla,Dan").code,
    ).toBe(0);
    const moves = JSON.parse(pudding("moves", game, "--json").out);
    expect(moves.phase).toBe("setupTeams");
    expect(moves.actions.length).toBeGreaterThan(0);
    const r = pudding("act", game, JSON.stringify(moves.actions[0]));
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/placed an emergency team in/);
    expect(JSON.parse(readFileSync(game, "utf8")).actions).toHaveLength(1);
    const rep = JSON.parse(pudding("replay", game, "--json").out);
    expect(rep).toMatchObject({ actions: 1, phase: "setupTeams" });
    expect(rep.hash).toMatch(/^[0-9a-f]+$/);
  });
  it("rejects an illegal action with the rule's message and leaves the file unchanged", () => {
    const before = readFileSync(game, "utf8");
    const r = pudding("act", game, JSON.stringify({ type: "placeTeam", district: "pudding-lane" }));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/§2\.9|Pudding Lane/);
    const junk = pudding("act", game, "{oops");
    expect(junk.code).toBe(1);
    expect(junk.err).toContain("not valid JSON");
    const shape = pudding("act", game, JSON.stringify({ type: "teleport" }));
    expect(shape.code).toBe(1);
    expect(readFileSync(game, "utf8")).toBe(before);
  });
  it("reports usage errors with exit 2", () => {
    expect(pudding("new", "--players", "9", "--out", game).code).toBe(2);
    expect(pudding("new", "--players", "4").code).toBe(2);
    expect(pudding("moves").code).toBe(2);
    expect(pudding("frobnicate").code).toBe(2);
  });
  it("rejects an unknown preset and a damaged game file with exit 1", () => {
    expect(pudding("new", "--players", "4", "--rules", "silly", "--out", join(tmp, "x.json")).code).toBe(1);
    const bad = join(tmp, "bad.json");
    writeFileSync(
      bad,
      JSON.stringify({ format: 1, map: "london-1666", seats: 4, seed: 1, actions: [{ type: "tame" }] }),
    );
    const r = pudding("replay", bad);
    expect(r.code).toBe(1);
    expect(r.err).toContain("action 1 is illegal");
  });
});

describe("game files written before the 2026-11 rules audit (format 1)", () => {
  const fixtures = join(cliDir, "../../packages/games/great-fire-1666/rules/src/test/fixtures/legacy-v1");
  const expected = JSON.parse(readFileSync(join(fixtures, "expected.json"), "utf8"));
  for (const name of ["base-6p", "portuguese-4p", "portuguese-fallback-3p"])
    it(`${name}: replays to its old hash, lists the same moves and takes the next one; new files are format 2`, () => {
      const file = join(tmp, `${name}.json`);
      writeFileSync(file, readFileSync(join(fixtures, `${name}.game.json`), "utf8"));
      const rep = JSON.parse(pudding("replay", file, "--json").out);
      expect(rep.hash).toBe(expected[name].hash);
      const moves = JSON.parse(pudding("moves", file, "--json").out);
      expect(moves.actions.slice(0, 5)).toEqual(expected[name].next);
      expect(pudding("act", file, JSON.stringify(expected[name].next[0])).code).toBe(0);
      const saved = JSON.parse(readFileSync(file, "utf8"));
      expect(saved.format).toBe(1); // an old file stays an old file: it keeps replaying under version 1
    });
  it("pudding new writes format 2 with the game and the rules version", () => {
    const file = join(tmp, "v2.json");
    expect(pudding("new", "--players", "4", "--seed", "3", "--out", file).code).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({
      format: 2,
      game: "great-fire-1666",
      rulesVersion: 2,
    });
  });
});

describe("pudding sim, bench, demo", () => {
  it("sim plays complete random games with no invariant violation", () => {
    const r = pudding("sim", "--players", "5", "--games", "50", "--seed", "3", "--json");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out).toMatchObject({ players: 5, games: 50, completed: 50, invariantViolations: 0 });
    expect(out.winsBySeat.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(50);
  });
  it("bench reports games and actions per second", () => {
    const out = JSON.parse(pudding("bench", "--players", "4", "--seconds", "1", "--json").out);
    expect(out.gamesPerSecond).toBeGreaterThan(0);
    expect(out.actionsPerSecond).toBeGreaterThan(out.gamesPerSecond);
  });
  it("demo tells a whole game in words and ends with the scores", () => {
    const r = pudding("demo", "--seed", "5");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/played (North|East|South|West): fire from Pudding Lane to/);
    expect(r.out).toContain("Final scores");
    expect(r.out).toContain("Own houses lost (−2 each)");
    expect(r.out).toMatch(/Winner: /);
  });
});

describe("pudding tournament", () => {
  it("reports win rates, intervals and decision times per bot", () => {
    const r = pudding(
      "tournament",
      "--bots",
      "heuristic,random,random,random",
      "--games",
      "4",
      "--seed",
      "2",
      "--json",
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(Object.keys(out.winRate).sort()).toEqual(["heuristic", "random"]);
    expect(out.msPerDecision.heuristic.p95).toBeGreaterThanOrEqual(0);
    expect(pudding("tournament", "--bots", "genius,random,random").code).toBe(2);
  });
  it("runs the search bot within --budget-ms per decision", () => {
    const r = pudding(
      "tournament",
      "--bots",
      "search,random,random",
      "--games",
      "1",
      "--budget-ms",
      "5",
      "--json",
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(Object.keys(out.winRate).sort()).toEqual(["random", "search"]);
    expect(out.msPerDecision.search.p95).toBeLessThan(5 + 100);
  });
});

describe("pudding bench --bot search", () => {
  it("reports search iterations per second", () => {
    const r = pudding("bench", "--bot", "search", "--seconds", "1", "--json");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).iterationsPerSecond).toBeGreaterThan(0);
    expect(pudding("bench", "--bot", "oracle").code).toBe(2);
  });
});

describe("every game through the same commands (the platform seam)", () => {
  it("pudding games --json lists The Great Fire (3–6 seats) and the toy game", () => {
    const list = JSON.parse(pudding("games", "--json").out) as {
      id: string;
      seats: { min: number; max: number };
    }[];
    expect(list.find((g) => g.id === "great-fire-1666")?.seats).toEqual({ min: 3, max: 6 });
    expect(list.find((g) => g.id === "toy-claims")?.seats).toEqual({ min: 2, max: 4 });
  });
  it("pudding sim --game great-fire-1666 --players 4 --games 200 --seed 1: every game completes, no invariant broken", () => {
    const r = JSON.parse(
      pudding("sim", "--game", "great-fire-1666", "--players", "4", "--games", "200", "--seed", "1", "--json")
        .out,
    );
    expect(r).toMatchObject({ game: "great-fire-1666", games: 200, completed: 200, invariantViolations: 0 });
  });
  it("the toy game: sim, bench, tournament with the search bot, demo, lab", () => {
    expect(
      JSON.parse(pudding("sim", "--game", "toy-claims", "--players", "3", "--games", "300", "--json").out),
    ).toMatchObject({
      completed: 300,
      invariantViolations: 0,
    });
    expect(
      JSON.parse(pudding("bench", "--game", "toy-claims", "--players", "3", "--seconds", "1", "--json").out)
        .gamesPerSecond,
    ).toBeGreaterThan(0);
    const t = JSON.parse(
      pudding(
        "tournament",
        "--game",
        "toy-claims",
        "--bots",
        "search,random",
        "--games",
        "6",
        "--budget-ms",
        "20",
        "--json",
      ).out,
    );
    expect(Object.keys(t.winRate).sort()).toEqual(["random", "search"]);
    expect(pudding("demo", "--game", "toy-claims", "--players", "2").out).toMatch(/Winner: /);
    // The lab on the toy game: two rule sets on the same seeds, records and a comparison.
    const lab = JSON.parse(
      pudding("lab", "--game", "toy-claims", "--players", "3", "--games", "20", "--vs", "quick", "--json")
        .out,
    );
    expect(lab).toMatchObject({ game: "toy-claims", games: 20, rules: "standard", vs: "quick" });
    expect(lab.a.games).toBe(20);
    expect(lab.b.games).toBe(20);
    expect(lab.a.winRate).toHaveLength(3);
    expect(Array.isArray(lab.comparisons)).toBe(true);
  });
  it("the toy game from a file: every seat bids at once (--seat), moves, replay", () => {
    const file = join(tmp, "toy.json");
    expect(pudding("new", "--game", "toy-claims", "--players", "2", "--seed", "4", "--out", file).code).toBe(
      0,
    );
    const m = JSON.parse(pudding("moves", file, "--json").out);
    expect(m.toAct.map((x: { seat: number }) => x.seat)).toEqual([0, 1]);
    const bid = m.toAct[1].actions[0];
    expect(pudding("act", file, JSON.stringify(bid)).code).toBe(2); // two seats may act: which?
    expect(pudding("act", file, JSON.stringify(bid), "--seat", "1").code).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8")).actions).toEqual([{ seat: 1, action: bid }]);
    const rep = JSON.parse(pudding("replay", file, "--json").out);
    expect(rep).toMatchObject({ game: "toy-claims", actions: 1, phase: "bid" });
  });
  it("a map of another game is checked by that game's profile", () => {
    const file = join(tmp, "toy-map.json");
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        id: "tiny",
        name: "Tiny",
        game: "toy-claims",
        grid: { cols: 2, rows: 2 },
        blocked: [
          [0, 0],
          [1, 1],
        ],
      }),
    );
    const r = pudding("validate-map", file);
    expect(r.code).toBe(1);
    expect(r.out).toContain("at least 3 cells must stay open");
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        id: "tiny",
        name: "Tiny",
        game: "toy-claims",
        grid: { cols: 3, rows: 2 },
      }),
    );
    expect(pudding("validate-map", file).out.trim()).toBe("valid");
  });
});
