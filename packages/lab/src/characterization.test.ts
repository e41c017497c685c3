/**
 * Characterization (issue 14): lab records of seeded games, pinned after the rules-audit fixes;
 * identical through the platform refactor (the lab now plays The Great Fire as a module it is
 * given). `PIN=1 npx vitest run characterization` rewrites.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runLab } from "./run.js";
import { GAMES } from "./test/games.js";

const FILE = join(import.meta.dirname, "pinned/records.json");

describe("characterization: lab records are pinned", () => {
  it("long + wild fire vs the base game, 4 players, 6 games each, heuristic and random bots", async () => {
    const got: unknown[] = [];
    for await (const e of runLab(
      {
        game: "great-fire-1666",
        rules: { extraFinalRounds: 2, wildFire: true },
        vs: "italian-base",
        players: 4,
        games: 6,
        seed: 11,
        bots: ["heuristic", "random", "heuristic", "random"],
      },
      { games: GAMES },
    ))
      got.push({ run: e.run, record: e.record });
    if (process.env.PIN === "1") writeFileSync(FILE, `${JSON.stringify(got)}\n`);
    expect(got).toEqual(JSON.parse(readFileSync(FILE, "utf8")));
  });
});
