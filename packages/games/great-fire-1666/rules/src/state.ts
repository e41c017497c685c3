/**
 * The game state: plain data, flat arrays indexed by district or seat number, small integers only,
 * JSON-serializable (the compiled board is shared by reference and never mutated). Rule modules
 * mutate a state in place through `core.ts`; `applyAction` clones first, playouts do not.
 */
import type { Board } from "./map/index.js";
import { compactRules, type RuleSet } from "./rules.js";

/** Where the game is (§2 setup, §3 turn phases A/B/C, §7 end). */
export type Phase = "setupTeams" | "setupPawns" | "spread" | "doubleMove" | "actions" | "intensity" | "over";

/** Token kind numbers: explosive=0, doubleMove=1, oneVp=2 (order of TOKEN_KINDS). */
export const EXPLOSIVE = 0;
/** Token kind number of Double Move. */
export const DOUBLE_MOVE = 1;
/** Token kind number of One VP. */
export const ONE_VP = 2;
/** Pile entries below this are Fire Movement cards (direction 0..3); `INTENSITY + k` is Intensity card k (A=0). */
export const INTENSITY = 4;

/** The whole game. Treat as read-only outside the engine; use `applyAction` to change it. */
export interface GameState {
  v: 1;
  board: Board;
  rules: RuleSet;
  seats: number;
  seatNames: string[];
  /** §4.5 wild fire in force (rules.wildFire resolved for the player count). */
  wildFire: boolean;
  /** xoroshiro128+ state (pure-rand), secret. */
  rng: number[];
  phase: Phase;
  active: number;
  first: number;
  turn: number;
  // --- board, indexed by district ---
  cones: number[];
  /** Teams standing in each district. */
  teams: number[];
  /** Teams controlling a cone (committed) in each district; always ≤ teams and ≤ cones. */
  committed: number[];
  /** 1 while the district's houses stand (districts with printed houses only). */
  intact: number[];
  /** Colour numbers of each district's houses: `houseColour[houseOff[d] .. houseOff[d+1])`. */
  houseOff: number[];
  houseColour: number[];
  /** Face-down extra-action token kind, or -1. */
  token: number[];
  /** 1 if demolished (§5.5: the Explosive lies face up there). */
  demolished: number[];
  // --- VP tracks, indexed by colour ---
  burntByColour: number[];
  /** §8.3 tamed cones by pawn colour (always tracked; scored only with tamedConesScoreForPawnColour). */
  tamedByColour: number[];
  // --- seats ---
  /** Secret colour card (house colour) per seat. */
  colour: number[];
  /** Public pawn colour per seat. */
  pawnColour: number[];
  /** Pawn district per seat, -1 before placement. */
  pawn: number[];
  /** Objective districts, 3 per seat (deck I, II, III), -1 if the deck ran short. */
  objectives: number[];
  /** Hand: cards per direction, 4 per seat. */
  hand: number[];
  /** Tokens held: 3 per seat (explosive, doubleMove, oneVp). */
  tokens: number[];
  tamed: number[];
  /** Hero of London holder, -1 if nobody. */
  hero: number;
  // --- decks ---
  /** Draw pile, top = last element. */
  pile: number[];
  intensitiesLeft: number;
  /** Cards played or discarded, per direction (public). */
  discards: number[];
  /** Seats still to place a team (§2.9), in order. */
  setupQueue: number[];
  // --- turn ---
  ap: number;
  /** §5 action order: 0 pawn moves open, 1 team moves, 2 taming. */
  stage: number;
  /** Direction of the card played this turn, -1 before. */
  card: number;
  doubleUsed: number;
  conesLeft: number;
  /** Intensities still to resolve this turn after the current one. */
  intensityQueue: number;
  /** 1 when a no-move turn owes an extra Intensity after the draw (§4.4). */
  pendingExtra: number;
  /** 1 when phase B follows the Intensity (noMoveFallback discardAndPlaceThree). */
  afterIntensity: number;
  /** -1 before the endgame; then final turns still to come after the current one (§7). */
  finalTurnsLeft: number;
  /** 1 during a final turn (no phase C). */
  finalTurn: number;
  /**
   * The rules version the game was created under (`RULES_VERSION`): 1 for games stored before the
   * 2026-11 rules audit (their snapshots have no such field), 2 since.
   */
  rv: number;
}

/** Copy a state so the copy can be mutated without touching the original (board shared). */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    seatNames: s.seatNames.slice(),
    rng: s.rng.slice(),
    cones: s.cones.slice(),
    teams: s.teams.slice(),
    committed: s.committed.slice(),
    intact: s.intact.slice(),
    houseOff: s.houseOff,
    houseColour: s.houseColour,
    token: s.token.slice(),
    demolished: s.demolished.slice(),
    burntByColour: s.burntByColour.slice(),
    tamedByColour: s.tamedByColour.slice(),
    colour: s.colour.slice(),
    pawnColour: s.pawnColour.slice(),
    pawn: s.pawn.slice(),
    objectives: s.objectives.slice(),
    hand: s.hand.slice(),
    tokens: s.tokens.slice(),
    tamed: s.tamed.slice(),
    pile: s.pile.slice(),
    discards: s.discards.slice(),
    setupQueue: s.setupQueue.slice(),
  };
}

/** Free (uncontrolled) cones in district d. */
export function free(s: GameState, d: number): number {
  return (s.cones[d] as number) - (s.committed[d] as number);
}

/**
 * Stable hash of a state (cyrb53 over its JSON with the board replaced by its id): equal states give
 * equal hashes across runs and machines. Fields added after rules version 1 are left out while
 * they hold their neutral values (`rv` 1, later options at their defaults), so a game stored
 * before they existed keeps its hash.
 */
export function hashState(s: GameState): string {
  const { rv, ...rest } = s;
  const text = JSON.stringify(
    rv === 1 || rv === undefined
      ? { ...rest, board: s.board.id, rules: compactRules(s.rules) }
      : { ...rest, board: s.board.id, rules: compactRules(s.rules), rv },
  );
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, "0") + (h1 >>> 0).toString(16).padStart(8, "0");
}
