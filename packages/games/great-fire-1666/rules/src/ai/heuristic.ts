/**
 * The Great Fire's heuristic bot and the input every Great Fire bot decides from. A bot sees exactly
 * what its seat may see: the seat's view (`viewFor`), the legal actions and fire options of its own
 * turn (computed from public facts and its own hand) and the public board. `botInput` is the only
 * way to build that input, so a bot can never read another seat's colour, objectives, hand or
 * tokens ("no peeking"; the platform's testkit checks it against the determinizer).
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { Action, HouseColour } from "../contract.js";
import type { Board } from "../map/index.js";
import { type FireCardOption, fireOptions, legalActions } from "../play.js";
import type { GameState } from "../state.js";
import { type PlayerView, viewFor } from "../views.js";
import { Determinizer, determinize } from "./determinize.js";

/** Everything a bot may know when it decides. */
export interface BotInput {
  seat: number;
  view: PlayerView;
  legal: Action[];
  fire: FireCardOption[];
  /** The board's public topology (names, adjacency, printed houses and bands). */
  board: Board;
  /** A full state consistent with the seat's view, re-drawn for each seed (for search bots). */
  sample(seed: number): GameState;
  /**
   * The same draws without allocation per sample (search bots): a `Determinizer` prepared from the
   * seat's view and own secrets only, filling a reused state.
   */
  determinizer(): Determinizer;
}

/** Builds a bot's input from the full state: the one place where the state is read for a bot. */
export function botInput(state: GameState): BotInput {
  const seat = state.active;
  return {
    seat,
    view: viewFor(state, seat),
    legal: legalActions(state),
    fire: fireOptions(state),
    board: state.board,
    sample: (seed) => determinize(state, seat, seed),
    determinizer: () => new Determinizer(state, seat),
  };
}

/**
 * The bot's input, computed on demand: the same fields `botInput` gives (a test checks they are
 * equal), but a field the bot never reads is never computed — the heuristic reads `legal` and
 * `view`, so `fireOptions` (a quarter of a heuristic game's time) is skipped. What the bot may see
 * is exactly what `botInput` would show it.
 */
export function lazyBotInput(state: GameState): BotInput {
  let legal: Action[] | undefined;
  let view: PlayerView | undefined;
  let full: BotInput | undefined;
  // Any other field (fire options, samplers, fields added to BotInput later) comes from botInput.
  return new Proxy({} as BotInput, {
    get(_target, key) {
      switch (key) {
        case "seat":
          return state.active;
        case "board":
          return state.board;
        case "legal":
          legal ??= legalActions(state);
          return legal;
        case "view":
          view ??= viewFor(state, state.active);
          return view;
        default:
          full ??= botInput(state);
          return Reflect.get(full, key);
      }
    },
  });
}

/** A uniformly drawn element (xoroshiro128+ seeded by `seed`): the random bot and heuristic ties. */
export const pick = <T>(xs: readonly T[], seed: number): T => {
  const rng = xoroshiro128plus(seed | 0);
  return xs[xs.length <= 1 ? 0 : uniformInt(rng, 0, xs.length - 1)] as T;
};

/** What the heuristic believes about the table, from its own view. */
interface Beliefs {
  mine: HouseColour | undefined;
  myObjectives: Set<string>;
  index: Map<string, number>;
}

function beliefs(input: BotInput): Beliefs {
  const me = input.view.seats[input.seat];
  return {
    mine: me?.colour,
    myObjectives: new Set(me?.objectives ?? []),
    index: new Map(input.view.districts.map((d, i) => [d.id, i])),
  };
}

/** How much the seat likes fire arriving in district `id`: others' houses good, its own bad. */
function burnValue(input: BotInput, b: Beliefs, id: string): number {
  const d = input.view.districts[b.index.get(id) ?? -1];
  if (!d || d.teams > d.committed) return 0; // an uncommitted team will control it: nothing burns
  let v = 0;
  for (const c of d.houses) v += c === b.mine ? -4 : 1;
  if (b.myObjectives.has(id) && d.houses.length > 0) v -= 6;
  // The new fire spreads from here next: keep it away from our houses, near the others'.
  const i = b.index.get(id) as number;
  const { board, view } = input;
  for (let k = board.fireAdjOff[i] as number; k < (board.fireAdjOff[i + 1] as number); k++) {
    const n = view.districts[board.fireAdj[k] as number];
    if (n && n.teams <= n.committed) for (const c of n.houses) v += c === b.mine ? -1 : 0.25;
  }
  return v;
}

/** Threat to the seat's property around district index `d` (own houses there and next door). */
function exposure(input: BotInput, b: Beliefs, d: number): number {
  const { board, view } = input;
  const own = (i: number) =>
    (view.districts[i]?.houses.filter((c) => c === b.mine).length ?? 0) +
    (b.myObjectives.has(board.ids[i] as string) ? 2 : 0);
  let v = own(d);
  for (let k = board.fireAdjOff[d] as number; k < (board.fireAdjOff[d + 1] as number); k++)
    v += own(board.fireAdj[k] as number) / 2;
  return v;
}

const free = (view: PlayerView, i: number) => {
  const d = view.districts[i];
  return d ? d.cones - d.committed : 0;
};

/** The least value of moving a team toward our property when no fire is there (below: not worth an AP). */
const DRIFT_MIN = 0.7;

/** Scores one action; higher is better. */
function value(input: BotInput, b: Beliefs, a: Action): number {
  const { view, board } = input;
  const at = (id: string) => b.index.get(id) ?? -1;
  switch (a.type) {
    case "fire":
    case "doubleMove":
      return burnValue(input, b, a.to);
    case "skipDoubleMove":
      return 0.5;
    case "placeCone": {
      // Spend Intensity cones where fire is next to others' houses, far from ours.
      const d = at(a.district);
      let v = 0;
      for (let k = board.fireAdjOff[d] as number; k < (board.fireAdjOff[d + 1] as number); k++) {
        const n = view.districts[board.fireAdj[k] as number];
        if (n) for (const c of n.houses) v += c === b.mine ? -3 : 1;
      }
      return v;
    }
    case "moveTeam": {
      // Go and contain fire that threatens our houses; otherwise drift toward our property.
      const to = at(a.to);
      const threat = exposure(input, b, to);
      if (free(view, to) > 0) return 3 + threat * 2;
      // A drift costs an Action Point: only for a clear gain (2½ houses' exposure or more). Smaller
      // drifts had teams walked to and fro between seats' houses, turn after turn (issue 20).
      const gain = (threat - exposure(input, b, at(a.from))) * 0.3;
      return gain >= DRIFT_MIN ? gain : gain - DRIFT_MIN - 1;
    }
    case "tame":
      return 6; // +1 VP now, and the Hero of London
    case "movePawn": {
      const contained = (i: number) => {
        const d = view.districts[i];
        return !!d && d.cones > 0 && d.cones === d.committed;
      };
      const to = at(a.to);
      if (contained(to)) return 4;
      for (let k = board.moveAdjOff[to] as number; k < (board.moveAdjOff[to + 1] as number); k++)
        if (contained(board.moveAdj[k] as number)) return 1.5; // one step from a district to tame
      return -0.1; // walking about costs AP that teams could use
    }
    case "demolish": {
      // Blow up a district with none of our houses when it shields our houses next door.
      const d = at(a.district);
      const mineHere = view.districts[d]?.houses.filter((c) => c === b.mine).length ?? 0;
      return mineHere > 0 ? -5 : exposure(input, b, d) - 1.5;
    }
    case "endActions":
      return 0;
    case "placeTeam":
      return exposure(input, b, at(a.district));
    case "placePawn":
      return exposure(input, b, at(a.district)) * 0.5;
    case "discard":
    case "passCones":
      return 0;
  }
}

/** Plays like a sensible person: burns others, shields its own, tames when it can. */
export const heuristicBot = {
  name: "heuristic" as const,
  decide(input: BotInput, seed: number): Action {
    const b = beliefs(input);
    let best = Number.NEGATIVE_INFINITY;
    let choices: Action[] = [];
    for (const a of input.legal) {
      const v = value(input, b, a);
      if (v > best + 1e-9) {
        best = v;
        choices = [a];
      } else if (Math.abs(v - best) <= 1e-9) choices.push(a);
    }
    return pick(choices, seed);
  },
};
