/**
 * The game state (§19) as plain data — flat integer arrays indexed by cell (`row * 6 + col`) or by
 * seat — plus a shared, read-only compiled view of the data sets (`data`, never saved or hashed).
 * Helpers here answer the questions every rule asks: is a cell a city tile, is it burning, is it
 * protected, which abilities are active for a seat.
 */

import type { Compiled } from "./compile.js";
import { AFFILIATIONS, type BarracksAbility, type BuildingEffect, type SquadAbility } from "./data/schema.js";
import { CELLS } from "./grid.js";
import type { BrigadeRules } from "./rules.js";

/** Where the game is (§19). */
export type Phase = "setup" | "setupEvents" | "event" | "action" | "over";

/** Task kinds of the effect stack. Prompts (`p…`) wait for a seat's choice; the others run at once. */
export type TaskKind =
  // automatic
  | "turn"
  | "draw"
  | "resolve"
  | "eventDone"
  | "cleanup"
  | "actionStart"
  | "actionEnd"
  | "turnEnd"
  | "turnNext"
  | "setupDone"
  | "ball"
  | "stormEnd"
  | "upg"
  | "fxRecruit"
  | "building"
  | "aviary"
  // prompts
  | "pWarden"
  | "pCorner"
  | "pRenown"
  | "pRecruit"
  | "pDeflect"
  | "pStoke"
  | "pFlare"
  | "pCool"
  | "pUpgrade"
  | "pFavour"
  | "pTake"
  | "pReduce"
  | "pPurge"
  | "pDiscard"
  | "pLoseWater"
  | "pPush"
  | "pFreeCistern"
  | "pBonusMove"
  | "pPrecious"
  | "pOak"
  | "pIndecent"
  | "pClimb"
  | "pOrder";

/** One entry of the effect stack. Unused fields are -1 (a fixed shape keeps it fast). */
export interface Task {
  k: TaskKind;
  seat: number;
  a: number;
  b: number;
  c: number;
  d: number;
  /** Cards (a Recruit's draw: secret to `seat`) or cells. */
  list: number[] | null;
}

/** The event just resolved, for the view (§5). */
export interface LastEvent {
  card: number;
  seat: number;
  starting: boolean;
  /** Wind: spreads as [from, to] pairs. */
  spreads: number[];
  /** Tiles whose intensity this event raised. */
  raised: number[];
  /** Firestorm: the marked squares. */
  squares: number[];
  /** Tiles destroyed by it. */
  destroyed: number[];
  /** Squares whose fireball was deflected (Esme) or replaced by renown (Veda). */
  deflected: number[];
}

/** The game's result once over. */
export interface Result {
  ending: Ending;
  winners: number[];
  scores: number[];
  decidedBy: string;
  /** The seat that won at once (faction or citizens). */
  by: number;
  /** The affiliation of a faction win. */
  affiliation: number;
}

/**
 * The four endings (§13), and the round-limit guard's own (R62: an explicit option, never scored
 * as an evacuation).
 */
export type Ending = "faction" | "citizens" | "evacuation" | "allFiresOut" | "roundLimit";

/** Per-game figures for the lab. */
export interface Stats {
  /** Intensity increases per cell (the heat map). */
  heat: number[];
  /** The round each cell was destroyed in, or -1. */
  destroyedRound: number[];
  /** Renown placed, by seat × affiliation. */
  renownBy: number[];
  /** Loyalty gained, by seat × affiliation. */
  loyaltyBy: number[];
  /** Event cards revealed. */
  events: number;
  /** Tiles stolen. */
  steals: number;
}

/** The whole game (§19). */
export interface BrigadeState {
  v: 1;
  /**
   * The rules version the game plays under (issue 27): absent = 1, the rules before the R6, R25,
   * R39, R62 and §15.1 fixes, so games stored then keep their hashes; new games carry
   * `RULES_VERSION`.
   */
  rv?: number;
  /** Compiled data sets: shared, read-only, not saved. */
  data: Compiled;
  rules: BrigadeRules;
  names: string[];
  /** Seats. */
  n: number;
  rng: number[];
  phase: Phase;
  round: number;
  /** Turns started. */
  turn: number;
  owner: number;
  first: number;
  // — grid, by cell
  /** Tile index in `data.tiles`, or -1 (corner). */
  tile: number[];
  /** Corner cell: the barracks owner's seat, or -1 (missing corner or not a corner). */
  base: number[];
  /** Intensity 0..L; L+1 once destroyed. */
  fire: number[];
  /** 0 intact, 1 destroyed (flip pending), 2 flipped. */
  burnt: number[];
  /** Renown tokens: seat × 36 + cell. */
  renown: number[];
  /** Loyalty marker's seat, or -1. */
  loyal: number[];
  /** Loyal tiles by seat × 5 + affiliation (kept in step with `loyal`). */
  loyalCount: number[];
  /** Burning tiles (kept in step with `fire`). */
  burning: number;
  // — seats
  colour: number[];
  warden: number[];
  /** Barracks board index (its colour; side 2 its ability). */
  board: number[];
  /** White Fang's face: 0 Dawn, 1 Dusk (R54). */
  dusk: number[];
  /** Track positions: seat × 3 + (0 squad, 1 cistern, 2 command). */
  track: number[];
  /** Squad cards: seat × 3 + slot, -1 empty; filled from slot 0. */
  squad: number[];
  /** Water on each squad card. */
  sqWater: number[];
  wWater: number[];
  cWater: number[];
  brigade: number[];
  cistern: number[];
  ap: number[];
  /** R31: bonus AP waiting for the next action phase. */
  bonusAp: number[];
  /** Once-per-turn flags (bits, see FLAG). */
  flags: number[];
  /** R38: extra turns owed. */
  extra: number[];
  /** R52: Bernhardt Blaze's Alliances in force. */
  bernhardt: number[];
  /** R57: Cindy Bustion's Pyrocontrol armed. */
  cindy: number[];
  /** R55: the squad card holding the Mime token, or -1. */
  mime: number;
  /** R41: Sir Precious's holder, or -1; and the card. */
  precious: number;
  preciousCard: number;
  // — decks (top = last element)
  eventDeck: number[];
  eventDiscard: number[];
  /** Starting events set aside until setup ends (a known set). */
  startPile: number[];
  squadDeck: number[];
  squadDiscard: number[];
  // — counters
  destroyed: number;
  uniDestroyed: number;
  /** §13.3: evacuation called. */
  evacuating: number;
  /** Destroyed this phase, not flipped yet (§4.3). */
  pendingFlip: number[];
  stack: Task[];
  last: LastEvent | null;
  result: Result | null;
  stats: Stats;
}

/** Once-per-turn flags. */
export const FLAG = {
  upgraded: 1,
  warden: 2,
  morgana: 4,
  leon: 8,
  ash: 16,
  cisternBonus: 32,
} as const;

/** Track indices. */
export const TRACKS = ["squad", "cistern", "command"] as const;
/** A track name. */
export type TrackName = (typeof TRACKS)[number];
/** Affiliation index of University. */
export const UNI = 4;
/** Squad affiliation index meaning "none" (always active). */
export const NONE_AFF = 5;
/** Affiliation indices of names. */
export const AFF_INDEX: Record<string, number> = Object.fromEntries(AFFILIATIONS.map((a, i) => [a, i]));

/** The current rules version of The Brigade (see `BrigadeState.rv`). */
export const RULES_VERSION = 3;

/** The rules version a game plays under (1 when the state carries none). */
export const rulesVersionOf = (s: BrigadeState): number => s.rv ?? 1;

/** A new task. */
export function task(
  k: TaskKind,
  seat = -1,
  a = -1,
  b = -1,
  c = -1,
  d = -1,
  list: number[] | null = null,
): Task {
  return { k, seat, a, b, c, d, list };
}

/** True for prompts (tasks that wait for a choice). */
export function isPrompt(t: Task): boolean {
  return t.k.charCodeAt(0) === 112 /* p */;
}

/** A deep copy (the compiled data is shared). */
export function cloneState(s: BrigadeState): BrigadeState {
  return {
    v: 1,
    ...(s.rv === undefined ? {} : { rv: s.rv }),
    data: s.data,
    rules: s.rules,
    names: s.names,
    n: s.n,
    rng: s.rng.slice(),
    phase: s.phase,
    round: s.round,
    turn: s.turn,
    owner: s.owner,
    first: s.first,
    tile: s.tile.slice(),
    base: s.base.slice(),
    fire: s.fire.slice(),
    burnt: s.burnt.slice(),
    renown: s.renown.slice(),
    loyal: s.loyal.slice(),
    loyalCount: s.loyalCount.slice(),
    burning: s.burning,
    colour: s.colour.slice(),
    warden: s.warden.slice(),
    board: s.board.slice(),
    dusk: s.dusk.slice(),
    track: s.track.slice(),
    squad: s.squad.slice(),
    sqWater: s.sqWater.slice(),
    wWater: s.wWater.slice(),
    cWater: s.cWater.slice(),
    brigade: s.brigade.slice(),
    cistern: s.cistern.slice(),
    ap: s.ap.slice(),
    bonusAp: s.bonusAp.slice(),
    flags: s.flags.slice(),
    extra: s.extra.slice(),
    bernhardt: s.bernhardt.slice(),
    cindy: s.cindy.slice(),
    mime: s.mime,
    precious: s.precious,
    preciousCard: s.preciousCard,
    eventDeck: s.eventDeck.slice(),
    eventDiscard: s.eventDiscard.slice(),
    startPile: s.startPile.slice(),
    squadDeck: s.squadDeck.slice(),
    squadDiscard: s.squadDiscard.slice(),
    destroyed: s.destroyed,
    uniDestroyed: s.uniDestroyed,
    evacuating: s.evacuating,
    pendingFlip: s.pendingFlip.slice(),
    stack: s.stack.map((t) => ({ ...t, list: t.list ? t.list.slice() : null })),
    last: s.last
      ? {
          ...s.last,
          spreads: s.last.spreads.slice(),
          raised: s.last.raised.slice(),
          squares: s.last.squares.slice(),
          destroyed: s.last.destroyed.slice(),
          deflected: s.last.deflected.slice(),
        }
      : null,
    result: s.result
      ? { ...s.result, winners: s.result.winners.slice(), scores: s.result.scores.slice() }
      : null,
    stats: {
      heat: s.stats.heat.slice(),
      destroyedRound: s.stats.destroyedRound.slice(),
      renownBy: s.stats.renownBy.slice(),
      loyaltyBy: s.stats.loyaltyBy.slice(),
      events: s.stats.events,
      steals: s.stats.steals,
    },
  };
}

// ------------------------------------------------------------------ questions every rule asks

/** A city tile (University or block), destroyed or not. */
export const isCity = (s: BrigadeState, c: number): boolean => c >= 0 && (s.tile[c] as number) >= 0;
/** Burning = intensity ≥ 1 and not destroyed (Words). */
export const isBurning = (s: BrigadeState, c: number): boolean =>
  (s.fire[c] as number) > 0 && s.burnt[c] === 0 && (s.tile[c] as number) >= 0;
/** Destroyed (flip pending or done). */
export const isDestroyed = (s: BrigadeState, c: number): boolean => (s.burnt[c] as number) > 0;
/** The tile's flame track length L. */
export const flameOf = (s: BrigadeState, c: number): number =>
  s.data.tileFlame[s.tile[c] as number] as number;
/** The tile's value. */
export const tileValue = (s: BrigadeState, c: number): number =>
  s.data.tileValue[s.tile[c] as number] as number;
/** The tile's affiliation index. */
export const affOf = (s: BrigadeState, c: number): number => s.data.tileAff[s.tile[c] as number] as number;
/** The tile's special building effect, or null. */
export const buildingOf = (s: BrigadeState, c: number): BuildingEffect | null =>
  s.data.tileBuilding[s.tile[c] as number] ?? null;

/** A track's current value (§10.1). */
export function trackValue(s: BrigadeState, seat: number, t: number): number {
  const list = t === 0 ? s.rules.tracks.squad : t === 1 ? s.rules.tracks.cistern : s.rules.tracks.command;
  return list[s.track[seat * 3 + t] as number] as number;
}
/** The last space index of a track (the blue circle). */
export function trackLast(s: BrigadeState, t: number): number {
  return (
    (t === 0 ? s.rules.tracks.squad : t === 1 ? s.rules.tracks.cistern : s.rules.tracks.command).length - 1
  );
}
/** On the blue circle. */
export const onBlue = (s: BrigadeState, seat: number, t: number): boolean =>
  s.track[seat * 3 + t] === trackLast(s, t);

/** Squad cards of a seat (slots in use). */
export function squadSize(s: BrigadeState, seat: number): number {
  let n = 0;
  for (let k = 0; k < 3; k++) if ((s.squad[seat * 3 + k] as number) >= 0) n++;
  return n;
}

/** The warden card's capacity (2; White Fang's Dusk face more, R54). */
export function wardenCap(s: BrigadeState, seat: number): number {
  const w = s.warden[seat] as number;
  if (w < 0) return 0;
  return s.dusk[seat] ? (s.data.wdDusk[w] as number) : (s.data.wdWater[w] as number);
}

/** Water on the brigade's holders (warden and squad cards, §9). */
export function brigadeWater(s: BrigadeState, seat: number): number {
  let w = s.wWater[seat] as number;
  for (let k = 0; k < 3; k++) w += s.sqWater[seat * 3 + k] as number;
  return w;
}
/** Capacity of the brigade's holders. */
export function brigadeCap(s: BrigadeState, seat: number): number {
  let w = wardenCap(s, seat);
  for (let k = 0; k < 3; k++) {
    const c = s.squad[seat * 3 + k] as number;
    if (c >= 0) w += s.data.sqWater[c] as number;
  }
  return w;
}

/** Is a squad card's ability switched on (§11.2, R33)? */
export function cardActive(s: BrigadeState, seat: number, card: number): boolean {
  const aff = s.data.sqAff[card] as number;
  return aff === NONE_AFF || (s.loyalCount[seat * 5 + aff] as number) > 0;
}

/** The advanced game's warden action of a seat, or null (§14.2). */
export function wardenAction(s: BrigadeState, seat: number): string | null {
  if (!s.rules.advanced) return null;
  const w = s.warden[seat] as number;
  return w < 0 ? null : (s.data.wdAction[w] as string);
}
/** The advanced game's barracks ability of a seat, or null (§14.3). */
export function boardAbility(s: BrigadeState, seat: number): BarracksAbility | null {
  if (!s.rules.advanced) return null;
  const b = s.board[seat] as number;
  return b < 0 ? null : (s.data.bdAbility[b] as BarracksAbility);
}

/**
 * Does `seat` have the squad ability `ab` active: on one of its own cards under loyalty of the
 * card's affiliation (§11.2), or through Galeela's Mime token (R55), which needs no loyal tile.
 */
export function has(s: BrigadeState, seat: number, ab: SquadAbility): boolean {
  const abil = s.data.sqAbility;
  for (let k = 0; k < 3; k++) {
    const c = s.squad[seat * 3 + k] as number;
    if (c >= 0 && abil[c] === ab && cardActive(s, seat, c)) return true;
  }
  return s.mime >= 0 && abil[s.mime] === ab && wardenAction(s, seat) === "mime";
}

/** True if another player's brigade stands on `c`. */
export function otherBrigadeAt(s: BrigadeState, seat: number, c: number): number {
  for (let p = 0; p < s.n; p++) if (p !== seat && s.brigade[p] === c) return p;
  return -1;
}
/** True if another player's cistern stands on `c`. */
export function otherCisternAt(s: BrigadeState, seat: number, c: number): number {
  for (let p = 0; p < s.n; p++) if (p !== seat && s.cistern[p] === c) return p;
  return -1;
}

/** §4.4: a tile holding a cistern or brigade (per the `protection` option). */
export function hasProtectingPiece(s: BrigadeState, c: number): boolean {
  const mode = s.rules.protection;
  if (mode === "none") return false;
  for (let p = 0; p < s.n; p++) {
    if (s.cistern[p] === c) return true;
    if (mode === "cisternOrBrigade" && s.brigade[p] === c) return true;
  }
  return false;
}

/** §4.4, R52: immune to increases from event cards (pieces, or Bernhardt Blaze's Alliances). */
export function eventImmune(s: BrigadeState, c: number, overridePieces = false): boolean {
  if (!overridePieces && hasProtectingPiece(s, c)) return true;
  const l = s.loyal[c] as number;
  return l >= 0 && s.bernhardt[l] === 1;
}

/** R43: a legal renown target for `seat`. */
export function renownTarget(s: BrigadeState, seat: number, c: number): boolean {
  return c >= 0 && (s.tile[c] as number) >= 0 && s.burnt[c] === 0 && s.loyal[c] !== seat;
}

/** Renown tokens a seat has on the board. */
export function renownOnBoard(s: BrigadeState, seat: number): number {
  let n = 0;
  const o = seat * CELLS;
  for (let c = 0; c < CELLS; c++) n += s.renown[o + c] as number;
  return n;
}
/** Loyalty markers a seat has on the board. */
export function loyalTiles(s: BrigadeState, seat: number): number {
  let n = 0;
  for (let a = 0; a < 5; a++) n += s.loyalCount[seat * 5 + a] as number;
  return n;
}
/** §13.5: the sum of the values of the seat's loyal tiles. */
export function score(s: BrigadeState, seat: number): number {
  let n = 0;
  for (let c = 0; c < CELLS; c++) if (s.loyal[c] === seat) n += tileValue(s, c);
  return n;
}

/** The seat that acts first in an "all players" effect (R14): the active player. */
export const activeSeat = (s: BrigadeState): number => (s.owner >= 0 ? s.owner : s.first);

/** The cistern's capacity: the Cistern Capacity track's value (§9). */
export const cisternCap = (s: BrigadeState, p: number): number => trackValue(s, p, 1);

/** The seat's barracks tile (-1 during setup). */
export function baseOf(s: BrigadeState, seat: number): number {
  for (let c = 0; c < CELLS; c++) if (s.base[c] === seat) return c;
  return -1;
}

/** Can a seat recruit at all (R30; §5.3 "a player who cannot carry it out ignores it")? */
export function canRecruit(s: BrigadeState, p: number): boolean {
  if (s.rules.recruitNeedsSlot && trackValue(s, p, 0) < 1) return false;
  return s.squadDeck.length + s.squadDiscard.length > 0;
}

/** The slot of a card in a seat's squad, or -1. */
export function slotOf(s: BrigadeState, p: number, card: number): number {
  for (let k = 0; k < 3; k++) if (s.squad[p * 3 + k] === card) return k;
  return -1;
}

/** The seat holding a squad card, or -1. */
export function holderOf(s: BrigadeState, card: number): number {
  for (let i = 0; i < s.n * 3; i++) if (s.squad[i] === card) return Math.floor(i / 3);
  return -1;
}

/**
 * Ash's own water (§11.5): the slot of an active Ash card and its water; a Galeela miming Ash uses
 * the warden card's water (slot -1, Ruling B7); slot -2 when the seat has no such ability.
 */
export function ashWater(s: BrigadeState, p: number): { slot: number; water: number } {
  for (let k = 0; k < 3; k++) {
    const c = s.squad[p * 3 + k] as number;
    if (c >= 0 && s.data.sqAbility[c] === "ownWaterReach" && cardActive(s, p, c))
      return { slot: k, water: s.sqWater[p * 3 + k] as number };
  }
  if (s.mime >= 0 && s.data.sqAbility[s.mime] === "ownWaterReach" && wardenAction(s, p) === "mime")
    return { slot: -1, water: s.wWater[p] as number };
  return { slot: -2, water: 0 };
}

/** The seat that must choose now, or -1 (§16: public). */
export function actorSeat(s: BrigadeState): number {
  if (s.phase === "over") return -1;
  const t = s.stack[s.stack.length - 1];
  if (t && isPrompt(t)) return t.seat;
  return s.phase === "action" ? s.owner : -1;
}

function copyArray(dst: number[], src: readonly number[]): void {
  const n = src.length;
  if (dst.length !== n) dst.length = n;
  for (let i = 0; i < n; i++) dst[i] = src[i] as number;
}

/**
 * Overwrites `dst` with `src` reusing `dst`'s arrays (bots simulate many moves from one position;
 * this spares an allocation per array). `dst` must not be shared with anything else. With `stats`
 * false the lab's statistics (written by the rules, never read by them) are left as they are: the
 * bots' scratch copies skip them. One loop per field on purpose (issue 32 §4): the arrays come in
 * several element kinds, and a shared copy helper went megamorphic (a third of the heuristic's time).
 */
export function copyState(dst: BrigadeState, src: BrigadeState, stats = true): void {
  dst.data = src.data;
  dst.rules = src.rules;
  dst.names = src.names;
  dst.n = src.n;
  {
    const d = dst.rng,
      x = src.rng,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  dst.phase = src.phase;
  dst.round = src.round;
  dst.turn = src.turn;
  dst.owner = src.owner;
  dst.first = src.first;
  {
    const d = dst.tile,
      x = src.tile,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.base,
      x = src.base,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.fire,
      x = src.fire,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.burnt,
      x = src.burnt,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.renown,
      x = src.renown,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.loyal,
      x = src.loyal,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.loyalCount,
      x = src.loyalCount,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  dst.burning = src.burning;
  {
    const d = dst.colour,
      x = src.colour,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.warden,
      x = src.warden,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.board,
      x = src.board,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.dusk,
      x = src.dusk,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.track,
      x = src.track,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.squad,
      x = src.squad,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.sqWater,
      x = src.sqWater,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.wWater,
      x = src.wWater,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.cWater,
      x = src.cWater,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.brigade,
      x = src.brigade,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.cistern,
      x = src.cistern,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.ap,
      x = src.ap,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.bonusAp,
      x = src.bonusAp,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.flags,
      x = src.flags,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.extra,
      x = src.extra,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.bernhardt,
      x = src.bernhardt,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.cindy,
      x = src.cindy,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  dst.mime = src.mime;
  dst.precious = src.precious;
  dst.preciousCard = src.preciousCard;
  {
    const d = dst.eventDeck,
      x = src.eventDeck,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.eventDiscard,
      x = src.eventDiscard,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.startPile,
      x = src.startPile,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.squadDeck,
      x = src.squadDeck,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  {
    const d = dst.squadDiscard,
      x = src.squadDiscard,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  dst.destroyed = src.destroyed;
  dst.uniDestroyed = src.uniDestroyed;
  dst.evacuating = src.evacuating;
  {
    const d = dst.pendingFlip,
      x = src.pendingFlip,
      n = x.length;
    if (d.length !== n) d.length = n;
    for (let i = 0; i < n; i++) d[i] = x[i] as number;
  }
  // A plain spread, then the fields set: a spread with overrides takes V8's slow path.
  const stack = src.stack.map((t) => {
    const c = { ...t };
    c.list = t.list ? t.list.slice() : null;
    return c;
  });
  dst.stack = stack;
  const last = src.last;
  if (last) {
    const l = { ...last };
    l.spreads = last.spreads.slice();
    l.raised = last.raised.slice();
    l.squares = last.squares.slice();
    l.destroyed = last.destroyed.slice();
    l.deflected = last.deflected.slice();
    dst.last = l;
  } else dst.last = null;
  const result = src.result;
  if (result) {
    const r = { ...result };
    r.winners = result.winners.slice();
    r.scores = result.scores.slice();
    dst.result = r;
  } else dst.result = null;
  if (!stats) return;
  copyArray(dst.stats.heat, src.stats.heat);
  copyArray(dst.stats.destroyedRound, src.stats.destroyedRound);
  copyArray(dst.stats.renownBy, src.stats.renownBy);
  copyArray(dst.stats.loyaltyBy, src.stats.loyaltyBy);
  dst.stats.events = src.stats.events;
  dst.stats.steals = src.stats.steals;
}
