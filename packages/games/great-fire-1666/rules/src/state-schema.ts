/**
 * zod schema of a serialized `GameState` (for game files read back from disk or the network, and
 * `pudding schema state`). Checks shape and array lengths against the board and seat count; the
 * rules' own invariants are the engine's job.
 */
import { RngStateSchema } from "@pudding/engine";
import { z } from "zod";
import { RULES_VERSION, RuleSetSchema } from "./rules.js";
import type { GameState } from "./state.js";

const int = z.number().int();
const ints = z.array(int);

/** A compiled board as stored in a state. */
export const BoardDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  n: int.min(1).max(1000),
  ids: z.array(z.string()),
  index: z.record(z.string(), int),
  names: z.array(z.string()),
  kind: ints,
  region: ints,
  houses: ints,
  objectiveDeck: ints,
  objectiveVp: ints,
  extraAction: ints,
  setupIcon: ints,
  origin: int,
  fireStepOff: ints,
  fireStep: ints,
  fireAdjOff: ints,
  fireAdj: ints,
  moveAdjOff: ints,
  moveAdj: ints,
});

/** A serialized game state. */
export const GameStateSchema = z
  .object({
    v: z.literal(1),
    board: BoardDataSchema,
    rules: RuleSetSchema,
    seats: int.min(3).max(6),
    seatNames: z.array(z.string()),
    wildFire: z.boolean(),
    // xoroshiro128+ (4 numbers) or, for a secret seed, ChaCha20 (issue 26 §1)
    rng: RngStateSchema,
    phase: z.enum(["setupTeams", "setupPawns", "spread", "doubleMove", "actions", "intensity", "over"]),
    active: int.min(0),
    first: int.min(0),
    turn: int.min(0),
    cones: ints,
    teams: ints,
    committed: ints,
    intact: ints,
    houseOff: ints,
    houseColour: ints,
    token: ints,
    demolished: ints,
    burntByColour: ints.length(6),
    tamedByColour: ints.length(6),
    colour: ints,
    pawnColour: ints,
    pawn: ints,
    objectives: ints,
    hand: ints,
    tokens: ints,
    tamed: ints,
    hero: int,
    pile: ints,
    intensitiesLeft: int,
    discards: ints.length(4),
    setupQueue: ints,
    ap: int,
    stage: int,
    card: int,
    doubleUsed: int,
    conesLeft: int,
    intensityQueue: int,
    pendingExtra: int,
    afterIntensity: int,
    finalTurnsLeft: int,
    finalTurn: int,
    /** Rules version; snapshots stored before it existed are version 1. */
    rv: int.min(1).max(RULES_VERSION).default(1),
  })
  .superRefine((s, ctx) => {
    const n = s.board.n;
    for (const k of ["cones", "teams", "committed", "intact", "token", "demolished"] as const)
      if (s[k].length !== n)
        ctx.addIssue({ code: "custom", path: [k], message: `must have one entry per district (${n})` });
    for (const [k, per] of [
      ["colour", 1],
      ["pawnColour", 1],
      ["pawn", 1],
      ["tamed", 1],
      ["objectives", 3],
      ["hand", 4],
      ["tokens", 3],
    ] as const)
      if (s[k].length !== s.seats * per)
        ctx.addIssue({
          code: "custom",
          path: [k],
          message: `must have ${per} entries per seat (${s.seats * per})`,
        });
    if (s.active >= s.seats) ctx.addIssue({ code: "custom", path: ["active"], message: "no such seat" });
    if (s.houseOff.length !== n + 1)
      ctx.addIssue({ code: "custom", path: ["houseOff"], message: "must have n + 1 entries" });
  });

/** Parse an untrusted serialized state. */
export function parseState(
  input: unknown,
): { ok: true; state: GameState } | { ok: false; issues: { path: string; message: string }[] } {
  const r = GameStateSchema.safeParse(input);
  if (!r.success)
    return { ok: false, issues: r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })) };
  return { ok: true, state: r.data as GameState };
}
