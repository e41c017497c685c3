/**
 * The game state: plain JSON-serializable data (plus the shared compiled board, left out when
 * saved). Regions, races, powers and markers are indices into the catalogue and the map.
 */
import type { Board } from "./board.js";
import type { SwuRules } from "./rules.js";

/** Where a turn is (§19, Ruling R61). */
export type Phase =
  /** The turn owner picks a combo (§6). */
  | "pick"
  /** Shadow Mimes may swap their badge (§14.12). */
  | "mimes"
  /** The Flames place the Volcano (§14.3). */
  | "volcano"
  /** Expand or decline (§4, §11.1). */
  | "start"
  /** Start-of-turn effects, abandonment and conquests (§7, §10). */
  | "conquest"
  /** Placing the Mushroom Armors gained (§15.2). */
  | "armor"
  /** Redeploying the active race (§8.1). */
  | "redeploy"
  /** A Tomb race redeploys on its decline turn (§15.11). */
  | "tomb"
  /** End-of-turn placements (§19 step 8). */
  | "queen"
  | "ghost"
  | "ring"
  | "bagRing"
  | "scepter"
  | "bagScepter"
  /** Altar of Souls after scoring (§18.1, R54). */
  | "altar"
  /** A withdrawn defender redeploys during the attacker's turn (§7.8). */
  | "withdraw"
  | "over";

/** Tokens a defender takes back, to redeploy at the end of the current turn (§7.8). */
export interface Pending {
  seat: number;
  race: number;
  count: number;
}

/** What the current turn has done so far (reset at each turn start). */
export interface TurnScratch {
  /** Conquests made this turn (abandonment and start-of-turn effects end with the first). */
  conquests: number;
  /** The conquest phase is over (ended, final attempt, failed Wisp roll). */
  ended: boolean;
  /** This turn is a decline turn (§11). */
  declined: boolean;
  /** Regions the race held when it declined with Vanishing (scored double, §15.19). */
  vanished: number;
  /** Race that declined this turn (-1). */
  declinedRace: number;
  usedSword: boolean;
  usedSocks: boolean;
  usedDoormat: boolean;
  usedOrb: boolean;
  usedBag: boolean;
  /** Seats whose single token the Vampires replaced this turn (bit mask, §15.20). */
  vampired: number;
  balrogMoved: boolean;
  gaMoved: boolean;
  reborn: number;
  /** The Relic the Bag copies this turn (marker index, -1). */
  bagCopy: number;
  /** Silver Hammers on the map this turn (§14.5). */
  hammersOnMap: number;
  /** Mushroom Armors waiting to be placed (§15.2). */
  armors: number;
  /** Scepter / Bag-as-Scepter regions for this turn's scoring (-1). */
  scepterAt: number;
  bagScepterAt: number;
  /** The last die roll (-1), for the view. */
  lastRoll: number;
  /** Seat order of withdrawal processing done (§19 step 11). */
  pending: Pending[];
}

/** One public coin movement (§20: others see transfers, not totals). */
export interface CoinMove {
  seat: number;
  /** Signed amount for `seat`; 0 with `couldNotPay`. */
  delta: number;
  reason: string;
  round: number;
  /** The other party: a seat, -1 the bank, or -2 a combo of the row. */
  other: number;
  /** The seat had no coin to pay (its total was 0 then). */
  couldNotPay?: boolean;
}

/**
 * The current rules version (module `rulesVersion`). 2: Ruling R62 (Spiderines' groups), §18.3 (the
 * Ghost optional), R40 amended (the Bag offered as the Doormat beside the Doormat), §14.15 (the
 * Wisps' roll limit follows `dieFaces`). A stored game keeps the version it was created with.
 */
export const RULES_VERSION = 2;

/**
 * §20, Ruling R63: amounts scored and bonus coins from the bank are shown to their owner only — with
 * hidden coins, unless the rule set announces scores (`coinsScored: "public"`). Until the game ends.
 */
export const scoresSecret = (s: SwuState): boolean =>
  s.phase !== "over" && s.rules.hiddenCoins && s.rules.coinsScored !== "public";

/** R63: a coin movement whose amount only its owner sees — coins from the bank (-1). */
export const secretAmount = (m: { other: number; delta?: number }): boolean => m.other === -1;

/** The rules version a game plays under (absent = 1, the games stored before version 2). */
export const rulesVersionOf = (s: SwuState): number => s.rv ?? 1;

/** The whole game. */
export interface SwuState {
  v: 1;
  /** Rules version when above 1 (absent in version-1 games, so their hashes stay as stored). */
  rv?: number;
  mapId: string;
  /** The compiled board (shared, read-only; not saved). */
  board: Board;
  rules: SwuRules;
  names: string[];
  seats: number;
  rng: number[];
  rounds: number;
  round: number;
  /** Turn starts so far. */
  turn: number;
  first: number;
  owner: number;
  phase: Phase;
  // ---- combos (§3.3, §6): the row, and the stacks with their tops last.
  rowRace: number[];
  rowPower: number[];
  rowCoins: number[];
  bannerStack: number[];
  /** How many banners at the bottom of the stack are known (returned under it, §11.4). */
  bannerKnown: number;
  badgeStack: number[];
  badgeDiscard: number[];
  /** The pick waiting for the Shadow Mimes' swap: its row position (§14.12). */
  pickedAt: number;
  // ---- regions
  rRace: number[];
  rTokens: number[];
  rMonsters: number[];
  rArmor: number[];
  // ---- races (by race index)
  raceOwner: number[];
  /** 0 in the box/row/stack, 1 active, 2 declined. */
  raceState: number[];
  racePower: number[];
  raceHand: number[];
  // ---- players
  coins: number[];
  active: number[];
  /** Declined races per player, oldest first. */
  declined: number[][];
  /** Silver Hammers owned (in front or on the map this turn). */
  hammers: number[];
  /** Holds a Vengeance marker of `vengeanceFrom` (§15.21). */
  vengeance: boolean[];
  vengeanceFrom: number;
  // ---- markers and figures
  pile: number[];
  /** Region of each marker once revealed (-1 otherwise). */
  markerAt: number[];
  stonehedgePower: number;
  greatAncient: number;
  /** The Great Ancient waits for the Cultists' next conquest (§14.1, R25). */
  gaPending: boolean;
  volcano: number;
  queen: number;
  queenRace: number;
  ghost: number;
  balrog: number;
  bag: number;
  // ---- coins' public trail and the bank's balance (for the conservation invariant)
  coinLog: CoinMove[];
  /** Coins the bank paid out minus coins it received. */
  bankNet: number;
  monstersRemoved: number;
  t: TurnScratch;
  /** Lab records (public facts gathered along the game). */
  stats: SwuStats;
}

/** Facts gathered for the lab. */
export interface SwuStats {
  /** Coins per seat at the end of each round. */
  coinsByRound: number[][];
  /** Combos picked: seat, round, race, power, coins scored by the race while active and declined. */
  picks: { seat: number; round: number; race: number; power: number; scored: number }[];
  /** Declines: seat, round, race. */
  declines: { seat: number; round: number; race: number }[];
  conquests: number;
  finalAttempts: number;
  finalSuccesses: number;
  /** Conquests per region (the lab's heat map). */
  regionConquests: number[];
}

/** An empty turn scratch. */
export function newScratch(): TurnScratch {
  return {
    conquests: 0,
    ended: false,
    declined: false,
    vanished: 0,
    declinedRace: -1,
    usedSword: false,
    usedSocks: false,
    usedDoormat: false,
    usedOrb: false,
    usedBag: false,
    vampired: 0,
    balrogMoved: false,
    gaMoved: false,
    reborn: 0,
    bagCopy: -1,
    hammersOnMap: 0,
    armors: 0,
    scepterAt: -1,
    bagScepterAt: -1,
    lastRoll: -1,
    pending: [],
  };
}

/** A deep copy (the board is shared). */
export function cloneState(s: SwuState): SwuState {
  return {
    ...s,
    rng: s.rng.slice(),
    rowRace: s.rowRace.slice(),
    rowPower: s.rowPower.slice(),
    rowCoins: s.rowCoins.slice(),
    bannerStack: s.bannerStack.slice(),
    badgeStack: s.badgeStack.slice(),
    badgeDiscard: s.badgeDiscard.slice(),
    rRace: s.rRace.slice(),
    rTokens: s.rTokens.slice(),
    rMonsters: s.rMonsters.slice(),
    rArmor: s.rArmor.slice(),
    raceOwner: s.raceOwner.slice(),
    raceState: s.raceState.slice(),
    racePower: s.racePower.slice(),
    raceHand: s.raceHand.slice(),
    coins: s.coins.slice(),
    active: s.active.slice(),
    declined: s.declined.map((d) => d.slice()),
    hammers: s.hammers.slice(),
    vengeance: s.vengeance.slice(),
    pile: s.pile.slice(),
    markerAt: s.markerAt.slice(),
    coinLog: s.coinLog.slice(),
    t: { ...s.t, pending: s.t.pending.map((p) => ({ ...p })) },
    stats: {
      coinsByRound: s.stats.coinsByRound.map((r) => r.slice()),
      picks: s.stats.picks.map((p) => ({ ...p })),
      declines: s.stats.declines.slice(),
      conquests: s.stats.conquests,
      finalAttempts: s.stats.finalAttempts,
      finalSuccesses: s.stats.finalSuccesses,
      regionConquests: s.stats.regionConquests.slice(),
    },
  };
}
