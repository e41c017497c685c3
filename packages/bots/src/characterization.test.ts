/**
 * Characterization (issue 14): The Great Fire's bot decisions at fixed positions — the search with
 * an iteration cap (a time budget is not reproducible) — pinned after the rules-audit fixes, before
 * the bots became generic. The generic bots, reading the game only through its module, must decide
 * exactly as the Great-Fire-only bots did. `PIN=1 npx vitest run characterization` rewrites.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { below, newRng } from "@pudding/engine";
import { GREAT_FIRE_1666 } from "@pudding/games";
import { describe, expect, it } from "vitest";
import { botsFor } from "./bots.js";
import { searchDecide } from "./search.js";

const FILE = join(import.meta.dirname, "pinned/decisions.json");
const M = GREAT_FIRE_1666;
type S = Parameters<typeof M.view>[0];

/** Every 7th position of a seeded random game with 4 seats, and of one with 3 (Portuguese). */
function positions(): S[] {
  const out: S[] = [];
  for (const [seats, preset, seed] of [
    [4, "italian-base", 5],
    [3, "portuguese-edition", 6],
  ] as const) {
    const rules = M.rules.parse(M.rules.presets.find((p) => p.id === preset)?.rules);
    if (!rules.ok) throw new Error("preset");
    const created = M.setup({ map: M.map.defaultFor(seats), rules: rules.value, seats, seed });
    if (!created.ok) throw new Error("setup");
    let s = created.value;
    const rng = newRng(seed);
    for (let i = 0; !M.status(s).over; i++) {
      if (i % 7 === 0) out.push(s);
      const seat = M.toAct(s)[0] as number;
      const legal = M.legal(s, seat);
      const r = M.apply(s, seat, legal[below(rng, legal.length)]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  return out;
}

describe("characterization: bot decisions are pinned", () => {
  it("random, heuristic and search (40 iterations) at fixed positions", () => {
    const bots = botsFor(M);
    const got: unknown[] = [];
    positions().forEach((s, i) => {
      const seat = M.toAct(s)[0] as number;
      got.push({
        at: i,
        random: bots.random?.decide(s, seat, { seed: i }),
        heuristic: bots.heuristic?.decide(s, seat, { seed: i }),
        search: i % 3 === 0 ? searchDecide(M, s, seat, i, { budgetMs: 1e9, maxIterations: 40 }).action : null,
      });
    });
    if (process.env.PIN === "1") writeFileSync(FILE, `${JSON.stringify(got)}\n`);
    expect(got).toEqual(JSON.parse(readFileSync(FILE, "utf8")));
  });
});
