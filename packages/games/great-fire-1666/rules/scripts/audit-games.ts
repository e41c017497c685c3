/**
 * Writes the saved games of the rules-audit fixes (issue 13), one per fix, into
 * src/test/fixtures/audit/: random legal play from seeds until the fix's situation happens, then the
 * game is cut a few actions later and saved as a game file (format 2) with its final hash.
 * `npx tsx scripts/audit-games.ts` (the tests replay the files; regenerate only on purpose).
 */
import { writeFileSync } from "node:fs";
import type { Action } from "../src/contract.js";
import type { GameEvent } from "../src/core.js";
import { LONDON_1666 } from "../src/map/index.js";
import { applyAction, legalActions } from "../src/play.js";
import { below, newRng } from "../src/rng.js";
import { RULES_VERSION } from "../src/rules.js";
import { createGame } from "../src/setup.js";
import { type GameState, hashState } from "../src/state.js";

interface Want {
  name: string;
  rules: string;
  seats: number;
  /** True at the action (its events and the state after) that shows the fix. */
  hit(events: GameEvent[], before: GameState, after: GameState): boolean;
  /** Actions to keep after the hit. */
  tail: number;
  /** Prefer fire moves out of Pudding Lane (to drain it). */
  drainOrigin?: boolean;
}

const WANTS: Want[] = [
  {
    name: "colour-matches-pawn-6p",
    rules: "italian-base",
    seats: 6,
    hit: (_e, b) => b.turn === 0 && b.colour.some((c, i) => c === b.pawnColour[i]),
    tail: 60,
  },
  {
    name: "portuguese-fallback-3-cones",
    rules: "portuguese-edition",
    seats: 4,
    hit: (e) => e.some((x) => x.type === "noPlayableCard"),
    tail: 6,
  },
  {
    name: "portuguese-pudding-lane-adds-5",
    rules: "portuguese-edition",
    seats: 3,
    hit: (e) => e.some((x) => x.type === "puddingLaneRefilled"),
    tail: 2,
    drainOrigin: true,
  },
  {
    name: "portuguese-cones-equal-houses",
    rules: "portuguese-edition",
    seats: 4,
    hit: (e) => e.some((x) => x.type === "housesBurnt" && x.cause === "fire" && x.colours.length >= 3),
    tail: 2,
  },
  {
    name: "double-move-in-phase-b",
    rules: "italian-base",
    seats: 4,
    hit: (e) => e.some((x) => x.type === "tokenTaken" && x.kind === "doubleMove"),
    tail: 3,
  },
];

for (const want of WANTS) {
  let saved = false;
  for (let seed = 1; seed < 2000 && !saved; seed++) {
    let s = createGame({ map: LONDON_1666, rules: want.rules, seats: want.seats, seed });
    const rng = newRng(seed * 31);
    const actions: Action[] = [];
    let hitAt = -1;
    if (want.hit([], s, s)) hitAt = 0;
    for (let i = 0; i < 3000 && s.phase !== "over"; i++) {
      if (hitAt >= 0 && actions.length >= hitAt + want.tail) break;
      const legal = legalActions(s);
      const fromOrigin = want.drainOrigin
        ? legal.filter((x) => (x.type === "fire" || x.type === "doubleMove") && x.from === "pudding-lane")
        : [];
      const pool = fromOrigin.length ? fromOrigin : legal;
      const a = pool[below(rng, pool.length)] as Action;
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.message);
      actions.push(a);
      if (hitAt < 0 && want.hit(r.events, s, r.state)) hitAt = actions.length;
      s = r.state;
    }
    if (hitAt < 0) continue;
    const file = {
      format: 2,
      game: "great-fire-1666",
      rulesVersion: RULES_VERSION,
      map: "london-1666",
      rules: want.rules,
      seats: want.seats,
      seed,
      actions,
      expected: { hash: hashState(s), hitAfterAction: hitAt },
    };
    writeFileSync(`src/test/fixtures/audit/${want.name}.game.json`, `${JSON.stringify(file)}\n`);
    console.log(`${want.name}: seed ${seed}, ${actions.length} actions, hit after ${hitAt}`);
    saved = true;
  }
  if (!saved) console.log(`${want.name}: NOT FOUND`);
}
