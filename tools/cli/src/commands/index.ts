import { demo } from "./demo.js";
import { act, moves, newGame, replayCmd } from "./game.js";
import { games } from "./games.js";
import { lab } from "./lab.js";
import { schema } from "./schema.js";
import { bench, sim } from "./sim.js";
import { tournament } from "./tournament.js";
import type { Command } from "./types.js";
import { validateMap } from "./validate-map.js";
import { verify } from "./verify.js";

/** Every `pudding` command by name. Add one line per command file. */
export const COMMANDS: Record<string, Command> = {
  games,
  "validate-map": validateMap,
  schema,
  new: newGame,
  moves,
  act,
  replay: replayCmd,
  sim,
  bench,
  demo,
  tournament,
  lab,
  verify,
};
