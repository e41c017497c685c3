/**
 * Characterization (issue 14): the bots' decisions at fixed positions, the search with an
 * iteration cap (a time budget is not reproducible), pinned after the rules-audit fixes. They must
 * stay identical through the platform refactor. `PIN=1 npx vitest run characterization` rewrites.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { below, newRng } from "@pudding/engine";
import { applyAction, createGame, type GameState, LONDON_1666, legalActions } from "@pudding/great-fire";
import { describe, expect, it } from "vitest";
import { BOTS, botInput } from "./bots.js";
import { searchDecide } from "./search.js";

const FILE = join(import.meta.dirname, "pinned/decisions.json");

/** Every 7th position of a seeded random game with 4 seats, and of one with 3 (Portuguese). */
function positions(): GameState[] {
  const out: GameState[] = [];
  for (const [seats, rules, seed] of [
    [4, "italian-base", 5],
    [3, "portuguese-edition", 6],
  ] as const) {
    let s = createGame({ map: LONDON_1666, seats, seed, rules });
    const rng = newRng(seed);
    for (let i = 0; s.phase !== "over"; i++) {
      if (i % 7 === 0) out.push(s);
      const legal = legalActions(s);
      const r = applyAction(s, legal[below(rng, legal.length)]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  return out;
}

describe("characterization: bot decisions are pinned", () => {
  it("random, heuristic and search (40 iterations) at fixed positions", () => {
    const got: unknown[] = [];
    positions().forEach((s, i) => {
      const input = botInput(s);
      got.push({
        at: i,
        random: BOTS.random.decide(input, i),
        heuristic: BOTS.heuristic.decide(input, i),
        search: i % 3 === 0 ? searchDecide(input, i, { budgetMs: 1e9, maxIterations: 40 }).action : null,
      });
    });
    if (process.env.PIN === "1") writeFileSync(FILE, `${JSON.stringify(got)}\n`);
    expect(got).toEqual(JSON.parse(readFileSync(FILE, "utf8")));
  });
});
