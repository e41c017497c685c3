/**
 * Characterization tests (issue 14, "safety net first"): seeded games for 3–6 seats × every preset,
 * played through the readable path and the fast path, pinned by final hash, outcome and event count.
 * Pinned after the rules-audit fixes; they must stay byte-identical through the platform refactor
 * (same seeds, same order of random draws). `PIN=1 npx vitest run characterization` rewrites the
 * pins — only on purpose, with the reason in the commit.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LONDON_1666 } from "../map/index.js";
import { applyAction, legalActions } from "../play.js";
import { playRandomGame } from "../random.js";
import { below, newRng } from "../rng.js";
import { PRESET_NAMES } from "../rules.js";
import { score } from "../scoring.js";
import { createGame } from "../setup.js";
import { type GameState, hashState } from "../state.js";

const FILE = join(import.meta.dirname, "pinned/games.json");

function readable(seats: number, preset: string, seed: number) {
  let s: GameState = createGame({ map: LONDON_1666, seats, seed, rules: preset as never });
  const rng = newRng(`pin-${seed}`);
  let events = 0;
  let actions = 0;
  while (s.phase !== "over") {
    const legal = legalActions(s);
    const r = applyAction(s, legal[below(rng, legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    events += r.events.length;
    actions++;
  }
  const sc = score(s);
  return {
    hash: hashState(s),
    actions,
    events,
    winners: sc.winners,
    decidedBy: sc.decidedBy,
    totals: sc.seats.map((x) => x.total),
  };
}

function fast(seats: number, preset: string, seed: number) {
  const r = playRandomGame(
    createGame({ map: LONDON_1666, seats, seed, rules: preset as never }),
    seed * 3 + 1,
  );
  return { hash: hashState(r.state), actions: r.actions, winners: score(r.state).winners };
}

describe("characterization: seeded games are pinned", () => {
  it("3–6 seats × every preset × 2 seeds, readable and fast paths: final hash, outcome and event count", () => {
    const got: Record<string, unknown> = {};
    for (const seats of [3, 4, 5, 6])
      for (const preset of PRESET_NAMES)
        for (const seed of [1, 2]) {
          got[`${seats}/${preset}/${seed}/readable`] = readable(seats, preset, seed);
          got[`${seats}/${preset}/${seed}/fast`] = fast(seats, preset, seed);
        }
    if (process.env.PIN === "1") writeFileSync(FILE, `${JSON.stringify(got, null, 1)}\n`);
    expect(got).toEqual(JSON.parse(readFileSync(FILE, "utf8")));
  });
});
