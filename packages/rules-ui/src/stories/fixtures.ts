/**
 * Story fixtures: real lab runs, played once per page in the browser (random bots keep it under a
 * second): "long + wild fire" (A) against the Italian base (B) on the same 40 seeds, 4 players.
 */

import { compileBoard, LONDON_1666 } from "@pudding/great-fire";
import { compareRuns, LabAggregate, playOne, resolveLab } from "@pudding/lab";

/** The compiled London board (district ids for the heat map). */
export const BOARD = compileBoard(LONDON_1666);

let cached: ReturnType<typeof build> | undefined;
function build() {
  const lab = resolveLab({
    rules: { extraFinalRounds: 2, wildFire: true },
    vs: "italian-base",
    players: 4,
    games: 40,
    seed: 1,
    bots: "random",
  });
  const a = new LabAggregate(4, BOARD.n);
  const b = new LabAggregate(4, BOARD.n);
  for (let g = 0; g < lab.games; g++) {
    a.add(playOne(lab, "a", g));
    b.add(playOne(lab, "b", g));
  }
  return { a: a.summary(), b: b.summary(), comparisons: compareRuns(a, b, { resamples: 300 }) };
}

/** The fixture runs (computed on first use). */
export function fixtureRuns() {
  cached ??= build();
  return cached;
}

/** Legend names of the fixture runs. */
export const NAMES = { a: "Long + wild fire", b: "Italian base" };
