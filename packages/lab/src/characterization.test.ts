/**
 * Characterization (issue 14): lab records of seeded games, pinned after the rules-audit fixes;
 * identical through the platform refactor. `PIN=1 npx vitest run characterization` rewrites.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runLab } from "./run.js";

const FILE = join(import.meta.dirname, "pinned/records.json");

describe("characterization: lab records are pinned", () => {
  it("long + wild fire vs the base game, 4 players, 6 games each, heuristic and random bots", async () => {
    const got: unknown[] = [];
    for await (const e of runLab({
      rules: { extraFinalRounds: 2, wildFire: true },
      vs: "italian-base",
      players: 4,
      games: 6,
      seed: 11,
      bots: ["heuristic", "random", "heuristic", "random"],
    }))
      got.push(e);
    if (process.env.PIN === "1") writeFileSync(FILE, `${JSON.stringify(got)}\n`);
    expect(got).toEqual(JSON.parse(readFileSync(FILE, "utf8")));
  });
});
