/**
 * The Great Fire's hooks for the platform's bots (`AiHooks`): the integer fast path over `core.ts`,
 * the determinizer (everything a seat cannot see re-drawn, colours weighed by public losses), the
 * playout policy and evaluation (`policy.ts`) with the search's root merging and tree signature,
 * and the heuristic bot. The platform's generic search (`@pudding/bots`) plays The Great Fire
 * through these alone.
 */
import type {
  AiHooks,
  BotSpec,
  Determinizer as DeterminizerHook,
  FastPath,
  Policy,
  Rng,
} from "@pudding/engine";
import type { Action } from "../contract.js";
import {
  applyMove,
  genMoves,
  M_DOUBLE,
  M_FIRE,
  mA,
  mB,
  mCard,
  mType,
  spreadMoveAt,
  spreadMoveCount,
} from "../core.js";
import { moveToAction } from "../play.js";
import { cloneState, type GameState } from "../state.js";
import { copyStateInto, Determinizer } from "./determinize.js";
import { heuristicBot, lazyBotInput } from "./heuristic.js";
import { Playout } from "./policy.js";

/** The colour-evidence weight the search draws colours with (measured, bots README). */
export const COLOUR_EVIDENCE = 0.25;

/** The integer fast path: `genMoves` lists in `legalActions` order; `applyMove` mutates in place. */
export const GREAT_FIRE_FAST: FastPath<GameState, Action> = {
  clone: cloneState,
  moves: genMoves,
  apply: (s, m) => applyMove(s, m, null),
  actor: (s) => (s.phase === "over" ? -1 : s.active),
  over: (s) => s.phase === "over",
  turn: (s) => s.turn,
  toAction: moveToAction,
  randomMove(s, rng, buf) {
    // Phase A lists can be long (sources × destinations): count and pick without building them.
    const count = s.phase === "spread" ? spreadMoveCount(s) : 0;
    if (count > 0) return spreadMoveAt(s, rng.below(count));
    genMoves(s, buf);
    return buf[rng.below(buf.length)] as number;
  },
};

/**
 * Root candidates: indices into the move list, fire moves that differ only in an equivalent source
 * merged (§4: the source only loses a cone; Pudding Lane is an endless source, and a source that
 * would become contained is kept apart because that opens a Tame, §5.3).
 */
export function rootCandidates(s: GameState, moves: readonly number[]): number[] {
  const seen = new Map<number, number>();
  const out: number[] = [];
  const origin = s.board.origin;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i] as number;
    const t = mType(m);
    if (t !== M_FIRE && t !== M_DOUBLE) {
      out.push(i);
      continue;
    }
    const src = mA(m);
    const free = (s.cones[src] as number) - (s.committed[src] as number);
    const special = src !== origin && free === 1 && (s.committed[src] as number) > 0;
    const key = special ? -1 : t * 4096 + mCard(m) * 1024 + mB(m);
    if (key === -1) {
      out.push(i);
      continue;
    }
    const at = seen.get(key);
    if (at === undefined) {
      seen.set(key, out.length);
      out.push(i);
    } else if (src === origin) out[at] = i; // prefer Pudding Lane: it refills (§4)
  }
  return out;
}

const PHASES = ["setupTeams", "setupPawns", "spread", "doubleMove", "actions", "intensity", "over"];

/**
 * What decides the seat's move list inside its own turn beyond public facts: the phase and its own
 * token counts (a token taken by the fire is a chance event: Double Move opens §4.6, Explosive §5.5).
 */
export function signature(s: GameState, seat: number): number {
  return (
    PHASES.indexOf(s.phase) |
    ((s.tokens[seat * 3] as number) << 4) |
    ((s.tokens[seat * 3 + 1] as number) << 10) |
    ((s.tokens[seat * 3 + 2] as number) << 16)
  );
}

/** The search's policy over one shared `Playout` (buffers sized per board; single-threaded use). */
export function greatFirePolicy(playout = new Playout()): Policy<GameState> {
  return {
    prepare: (s) => playout.prepare(s),
    priors(s, moves) {
      playout.invalidate();
      return moves.map((m) => playout.value(s, m));
    },
    run: (s, horizon, rng: Rng) => {
      playout.run(s, horizon, rng);
    },
    reward: (s, seat) => playout.reward(s, seat),
    candidates: rootCandidates,
    signature,
  };
}

/** Re-draws what `seat` cannot see; colours weighed by the houses each colour lost (public evidence). */
export function greatFireDeterminizer(s: GameState, seat: number): DeterminizerHook<GameState> {
  // Once the game is over everything is revealed: nothing is left to re-draw.
  if (s.phase === "over") return { newState: () => cloneState(s), fill: (t) => copyStateInto(t, s) };
  const d = new Determinizer(s, seat);
  d.weighColoursByLosses(COLOUR_EVIDENCE);
  return d;
}

/** The heuristic bot as a module bot: it decides from `botInput` (the seat's view) only. */
export const GREAT_FIRE_HEURISTIC: BotSpec<GameState, Action> = {
  label: "Heuristic",
  description: "Burns the others' houses, shields its own and its objectives, tames when it can. Instant.",
  decide: (s, seat, o) => {
    if (s.active !== seat)
      throw new Error(`the heuristic decides for the active seat (${s.active}), not ${seat}`);
    return heuristicBot.decide(lazyBotInput(s), o.seed);
  },
};

/** Every hook together. */
export const GREAT_FIRE_AI: AiHooks<GameState, Action> = {
  determinizer: greatFireDeterminizer,
  bots: { heuristic: GREAT_FIRE_HEURISTIC },
  fast: GREAT_FIRE_FAST,
  policy: greatFirePolicy(),
};
