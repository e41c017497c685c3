/**
 * §2 Setup: `createGame` builds the state through every random step of the setup (houses, tokens,
 * colour cards, objectives, hands, fire deck, first player) and leaves team (§2.9) and pawn (§2.10)
 * placement to actions.
 */

import { startTurn } from "./core.js";
import { type Board, type BoardMap, BoardMapSchema, compileBoard } from "./map/index.js";
import { below, newRng, type RandomGenerator, shuffle } from "./rng.js";
import {
  type Issue,
  type PresetName,
  parseRules,
  RULES_VERSION,
  type RuleSet,
  type RuleSetInput,
} from "./rules.js";
import { type GameState, INTENSITY } from "./state.js";

/** Options of `createGame`. Give either a map document or a compiled board. */
export interface GameOptions {
  map?: BoardMap | unknown;
  board?: Board;
  rules?: RuleSetInput | PresetName;
  /** Number of seats, 3–6. */
  seats: number;
  seed: number | string;
  seatNames?: string[];
  /**
   * The rules version to play under (default `RULES_VERSION`). A game stored before a rules fix
   * passes its own version so that it replays and continues exactly as it was.
   */
  rulesVersion?: number;
}

/** Thrown by `createGame` (and only there) for invalid options, with every problem found. */
export class GameOptionsError extends Error {
  constructor(public readonly issues: Issue[]) {
    super(`Invalid game options: ${issues.map((i) => `${i.path || "(root)"}: ${i.message}`).join("; ")}`);
    this.name = "GameOptionsError";
  }
}

/** The 20 extra-action tokens of §1: 10 Explosive, 6 Double Move, 4 One VP. */
const TOKEN_BAG = [...Array(10).fill(0), ...Array(6).fill(1), ...Array(4).fill(2)] as number[];

const boardCache = new WeakMap<object, Board>();

/** Resolve and check the options; returns the board, rules and issues. */
/**
 * Rule sets already parsed once, by object and rules version: hosts and playouts create many games
 * from one rule-set object (the bench, the lab, tournaments), and a zod parse per game cost more than
 * the rest of the setup. A parsed result depends only on the object's contents, which the engine
 * never mutates.
 */
const rulesCache = new WeakMap<object, Map<number, ReturnType<typeof parseRules>>>();
function parseRulesCached(rules: unknown, rv: number): ReturnType<typeof parseRules> {
  if (typeof rules !== "object" || rules === null) return parseRules(rules, rv);
  let byVersion = rulesCache.get(rules);
  if (!byVersion) {
    byVersion = new Map();
    rulesCache.set(rules, byVersion);
  }
  let r = byVersion.get(rv);
  if (!r) {
    r = parseRules(rules, rv);
    byVersion.set(rv, r);
  }
  return r;
}

function resolveOptions(o: GameOptions): { board?: Board; rules?: RuleSet; issues: Issue[] } {
  const issues: Issue[] = [];
  let board: Board | undefined = o.board;
  if (!board) {
    if (o.map === undefined) issues.push({ path: "map", message: "give a map or a compiled board" });
    else if (typeof o.map === "object" && o.map !== null && boardCache.has(o.map))
      board = boardCache.get(o.map);
    else {
      const parsed = BoardMapSchema.safeParse(o.map);
      if (!parsed.success)
        for (const i of parsed.error.issues)
          issues.push({ path: `map.${i.path.join(".")}`, message: i.message });
      else {
        try {
          board = compileBoard(parsed.data);
          if (typeof o.map === "object" && o.map !== null) boardCache.set(o.map, board);
        } catch (e) {
          issues.push({ path: "map", message: (e as Error).message });
        }
      }
    }
  }
  if (board && board.origin < 0)
    issues.push({ path: "map", message: "the map has no Pudding Lane (origin district)" });
  if (!Number.isInteger(o.seats) || o.seats < 3 || o.seats > 6)
    issues.push({ path: "seats", message: "seats must be a whole number from 3 to 6" });
  if (typeof o.seed !== "number" && typeof o.seed !== "string")
    issues.push({ path: "seed", message: "seed must be a number or a string" });
  if (o.seatNames !== undefined) {
    if (!Array.isArray(o.seatNames) || o.seatNames.length !== o.seats)
      issues.push({ path: "seatNames", message: "give one name per seat" });
    else
      o.seatNames.forEach((n, i) => {
        if (typeof n !== "string" || n.length === 0 || n.length > 40)
          issues.push({ path: `seatNames.${i}`, message: "a seat name has 1 to 40 characters" });
      });
  }
  const rv = o.rulesVersion ?? RULES_VERSION;
  if (!Number.isInteger(rv) || rv < 1 || rv > RULES_VERSION)
    issues.push({
      path: "rulesVersion",
      message: `rules version must be a whole number from 1 to ${RULES_VERSION}`,
    });
  const r = parseRulesCached(o.rules, rv);
  if (!r.ok)
    for (const i of r.issues) issues.push({ path: i.path ? `rules.${i.path}` : "rules", message: i.message });
  return { board, rules: r.ok ? r.rules : undefined, issues };
}

/** §2.2 option: swap houses within regions until no district holds two of one colour. */
function separateColours(rng: RandomGenerator, board: Board, off: number[], col: number[], region: number[]) {
  const dup = (d: number) => {
    const seen = new Set<number>();
    for (let i = off[d] as number; i < (off[d + 1] as number); i++) {
      if (seen.has(col[i] as number)) return i;
      seen.add(col[i] as number);
    }
    return -1;
  };
  const has = (d: number, c: number, except: number) => {
    for (let i = off[d] as number; i < (off[d + 1] as number); i++)
      if (i !== except && col[i] === c) return true;
    return false;
  };
  for (let round = 0; round < 10000; round++) {
    let bad = -1;
    let slot = -1;
    for (let d = 0; d < board.n && bad < 0; d++) {
      slot = dup(d);
      if (slot >= 0) bad = d;
    }
    if (bad < 0) return;
    const candidates: number[] = [];
    for (let e = 0; e < board.n; e++) {
      if (e === bad || region[e] !== region[bad]) continue;
      for (let j = off[e] as number; j < (off[e + 1] as number); j++)
        if (!has(bad, col[j] as number, slot) && !has(e, col[slot] as number, j)) candidates.push(j);
    }
    // With no clean swap, swap with any house of the region (random walk) and try again.
    const pool = candidates.length
      ? candidates
      : Array.from({ length: col.length }, (_, j) => j).filter(
          (j) => region[districtOf(off, j)] === region[bad],
        );
    const j = pool[below(rng, pool.length)] as number;
    const t = col[slot] as number;
    col[slot] = col[j] as number;
    col[j] = t;
  }
}
function districtOf(off: number[], j: number): number {
  let d = 0;
  while ((off[d + 1] as number) <= j) d++;
  return d;
}

/**
 * Create a game in the setup phase (teams then pawns are placed by actions). Throws
 * `GameOptionsError` listing every problem with the options; nothing else in the engine throws.
 */
export function createGame(options: GameOptions): GameState {
  const { board, rules, issues } = resolveOptions(options);
  if (issues.length || !board || !rules) throw new GameOptionsError(issues);
  const seats = options.seats;
  const n = board.n;
  const rng = newRng(options.seed);

  // §2.2 houses: per region, 5 of each colour per 30 icons, shuffled onto the icons.
  const houseOff: number[] = [0];
  for (let d = 0; d < n; d++)
    houseOff.push((houseOff[d] as number) + (board.kind[d] === 0 ? (board.houses[d] as number) : 0));
  const houseColour = new Array<number>(houseOff[n] as number).fill(0);
  for (let r = 0; r < 4; r++) {
    const slots: number[] = [];
    for (let d = 0; d < n; d++)
      if (board.region[d] === r)
        for (let i = houseOff[d] as number; i < (houseOff[d + 1] as number); i++) slots.push(i);
    const bag = shuffle(
      rng,
      slots.map((_, i) => i % 6),
    );
    slots.forEach((slot, i) => {
      houseColour[slot] = bag[i] as number;
    });
  }
  if (rules.housesNoSameColourInDistrict) separateColours(rng, board, houseOff, houseColour, board.region);
  const intact = board.houses.map((h, d) => (board.kind[d] === 0 && h > 0 ? 1 : 0));

  // §2.3 extra-action tokens face down on the yellow-band districts.
  const token = new Array<number>(n).fill(-1);
  const bag = shuffle(rng, TOKEN_BAG.slice());
  let k = 0;
  for (let d = 0; d < n; d++) if (board.extraAction[d]) token[d] = bag[k++ % bag.length] as number;

  // §2.4 pawns and colour cards. The colour card is dealt face down and has no link to the pawn
  // (000 §2: the green-pawn player may well own green, and nobody else can know). With public
  // colours (§8.1, the Portuguese edition) each player takes the pawn of their house colour.
  const rv = options.rulesVersion ?? RULES_VERSION;
  const colour: number[] = [];
  const pawnColour: number[] = [];
  if (rules.publicColours) {
    const cards = shuffle(rng, [0, 1, 2, 3, 4, 5]);
    for (let s = 0; s < seats; s++) {
      colour.push(cards[s] as number);
      pawnColour.push(cards[s] as number);
    }
  } else if (rv < 2) {
    // Rules version 1 (games stored before the audit): re-dealt until nobody held their pawn
    // colour. Kept only so those games replay exactly; it leaked that no pawn matches its owner.
    for (let s = 0; s < seats; s++) pawnColour.push(s);
    let cards: number[];
    do cards = shuffle(rng, [0, 1, 2, 3, 4, 5]);
    while (pawnColour.some((p, s) => cards[s] === p));
    for (let s = 0; s < seats; s++) colour.push(cards[s] as number);
  } else {
    const cards = shuffle(rng, [0, 1, 2, 3, 4, 5]);
    const pawns = rules.pawnColours === "drawn" ? shuffle(rng, [0, 1, 2, 3, 4, 5]) : [0, 1, 2, 3, 4, 5];
    for (let s = 0; s < seats; s++) {
      colour.push(cards[s] as number);
      pawnColour.push(pawns[s] as number);
    }
  }

  // §2.5 objectives, one per deck.
  const objectives = new Array<number>(seats * 3).fill(-1);
  for (let deck = 1; deck <= 3; deck++) {
    const cards = shuffle(
      rng,
      board.objectiveDeck.flatMap((x, d) => (x === deck ? [d] : [])),
    );
    for (let s = 0; s < seats && s < cards.length; s++) objectives[s * 3 + deck - 1] = cards[s] as number;
  }

  // §2.6 hands, redealing five identical cards.
  let deck = shuffle(
    rng,
    Array.from({ length: 60 }, (_, i) => i % 4),
  );
  const hand = new Array<number>(seats * 4).fill(0);
  for (let s = 0; s < seats; s++) {
    for (;;) {
      const dealt = deck.splice(deck.length - rules.handSize, rules.handSize);
      if (rules.handSize >= 2 && dealt.every((c) => c === dealt[0])) {
        deck = shuffle(rng, deck.concat(dealt));
        continue;
      }
      for (const c of dealt) hand[s * 4 + c] = (hand[s * 4 + c] as number) + 1;
      break;
    }
  }

  // §2.7 fire deck: A's cards, card A, B's cards, card B, … (top = end of the array).
  const counts = rules.intensityCounts[String(seats) as "3" | "4" | "5" | "6"];
  const pile: number[] = [];
  const stacks: number[][] = counts.map((c) => deck.splice(deck.length - c, c));
  for (let i = counts.length - 1; i >= 0; i--) {
    pile.push(INTENSITY + i);
    pile.push(...(stacks[i] as number[]));
  }

  // §2.8 first player.
  const first = below(rng, seats);

  // §2.9 teams: setup icons first, then the placement order.
  const teams = new Array<number>(n).fill(0);
  for (let d = 0; d < n; d++) {
    const icon = board.setupIcon[d] as number;
    if ((icon === 4 && seats === 4) || (icon === 5 && seats === 5)) teams[d] = (teams[d] as number) + 1;
  }
  const placed = teams.reduce((a, b) => a + b, 0);
  const setupQueue: number[] = [];
  for (let i = 0; placed + setupQueue.length < 6; i++) setupQueue.push((first + i) % seats);

  const cones = new Array<number>(n).fill(0);
  cones[board.origin] = 25; // §2.1
  const state: GameState = {
    v: 1,
    board,
    rules,
    seats,
    seatNames: options.seatNames?.slice() ?? Array.from({ length: seats }, (_, i) => `Seat ${i + 1}`),
    wildFire: rules.wildFire === "auto" ? seats >= 5 : rules.wildFire,
    rng: [],
    phase: setupQueue.length ? "setupTeams" : "setupPawns",
    active: setupQueue.length ? (setupQueue[0] as number) : first,
    first,
    turn: 0,
    cones,
    teams,
    committed: new Array<number>(n).fill(0),
    intact,
    houseOff,
    houseColour,
    token,
    demolished: new Array<number>(n).fill(0),
    burntByColour: [0, 0, 0, 0, 0, 0],
    tamedByColour: [0, 0, 0, 0, 0, 0],
    colour,
    pawnColour,
    pawn: new Array<number>(seats).fill(-1),
    objectives,
    hand,
    tokens: new Array<number>(seats * 3).fill(0),
    tamed: new Array<number>(seats).fill(0),
    hero: -1,
    pile,
    intensitiesLeft: counts.length,
    discards: [0, 0, 0, 0],
    setupQueue,
    ap: 0,
    stage: 0,
    card: -1,
    doubleUsed: 0,
    conesLeft: 0,
    intensityQueue: 0,
    pendingExtra: 0,
    afterIntensity: 0,
    finalTurnsLeft: -1,
    finalTurn: 0,
    rv,
  };
  state.rng = rng.getState().slice();
  return state;
}

/** Start play directly (used by scenario tests): sets turn 1 for `first` without placements. */
export function beginPlay(s: GameState) {
  s.setupQueue = [];
  s.active = s.first;
  s.turn = 1;
  startTurn(s, null);
}
