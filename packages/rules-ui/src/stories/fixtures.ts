/**
 * Story fixtures: real lab runs, played once per page in the browser with random bots (well under a
 * second): The Great Fire "long + wild fire" (A) against the Italian base (B) on the same 24 seeds,
 * 4 players; Claims "standard" (A) against "no retreat" (B) on 60 seeds, 3 players.
 */
import type { AnyGameModule } from "@pudding/engine";
import { compareRuns, LabAggregate, type LabOptions, playOne, resolveLab } from "@pudding/lab";
import type { LabChartInput } from "../plugins.js";
import { CLAIMS, GAMES, GREAT_FIRE_1666 } from "./games.js";

/** Two runs of a game with their comparison, as the lab panel holds them. */
export interface Fixture {
  input: LabChartInput;
  comparisons: ReturnType<typeof compareRuns>;
}

function build(
  module: AnyGameModule,
  options: Omit<LabOptions, "game">,
  names: { a: string; b: string },
): Fixture {
  const lab = resolveLab({ ...options, game: module.id }, GAMES);
  const a = LabAggregate.for(lab);
  const b = LabAggregate.for(lab);
  for (let g = 0; g < lab.games; g++) {
    a.addEvent(playOne(lab, "a", g));
    b.addEvent(playOne(lab, "b", g));
  }
  return {
    input: {
      a: { summary: a.summary(), records: a.records },
      b: { summary: b.summary(), records: b.records },
      names,
      module,
      map: lab.map,
      spaces: module.map.spaces(lab.map),
    },
    comparisons: compareRuns(a, b, { resamples: 300 }),
  };
}

const cache = new Map<string, Fixture>();
const once = (key: string, f: () => Fixture) => {
  let x = cache.get(key);
  if (!x) {
    x = f();
    cache.set(key, x);
  }
  return x;
};

/** The Great Fire: long + wild fire against the Italian base, 24 games each. */
export const greatFire = () =>
  once("gf", () =>
    build(
      GREAT_FIRE_1666,
      {
        rules: { extraFinalRounds: 2, wildFire: true },
        vs: "italian-base",
        players: 4,
        games: 40,
        seed: 1,
        bots: "random",
      },
      { a: "Long + wild fire", b: "Italian base" },
    ),
  );

/** Claims: standard against no retreat, 60 games each. */
export const claims = () =>
  once("claims", () =>
    build(
      CLAIMS,
      {
        rules: "standard",
        vs: "no-retreat",
        players: 3,
        games: 60,
        seed: 1,
        bots: ["heuristic", "random", "random"],
      },
      { a: "Standard", b: "No retreat" },
    ),
  );

/** Run A alone (no comparison). */
export const alone = (f: Fixture): LabChartInput => ({
  ...f.input,
  b: undefined,
  names: { a: f.input.names.a },
});
