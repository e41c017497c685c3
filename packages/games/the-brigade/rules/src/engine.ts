/**
 * The rules engine: effects (§4 fire, §5 events, §8 actions, §9 water, §10 tracks, §11 squad,
 * §12 renown and loyalty, §13 endings, §14 advanced, §15 expansions) over the state's effect stack,
 * and the driver that runs automatic tasks until a seat must choose.
 *
 * Conventions: every function mutates the state it is given (the module's `apply` clones first;
 * the fast path works in place); `ev` collects log events, or is null on the fast path.
 */
import { below, rngFrom, shuffle } from "@pudding/engine";
import { extCistern, extSplit, extWater, KIND, kindOf, NO_CARD, p1Of, p2Of, splitAt } from "./actions.js";
import type { BrigadeEvent } from "./events.js";
import { CELLS, COLS, cellName, DCOL, DIRECTIONS, DROW, NEIGH8, ORTHO, step } from "./grid.js";
import { cisternDestinations, incorporealPath } from "./movement.js";
import { genPrompt } from "./moves.js";
import {
  activeSeat,
  affOf,
  ashWater,
  type BrigadeState,
  baseOf,
  boardAbility,
  brigadeWater,
  buildingOf,
  canRecruit,
  cisternCap,
  type Ending,
  eventImmune,
  FLAG,
  flameOf,
  has,
  holderOf,
  isBurning,
  isCity,
  isPrompt,
  loyalTiles,
  onBlue,
  renownOnBoard,
  renownTarget,
  rulesVersionOf,
  score,
  slotOf,
  type Task,
  TRACKS,
  task,
  tileValue,
  trackLast,
  trackValue,
  UNI,
  wardenAction,
  wardenCap,
} from "./state.js";

/** Log events being collected, or null (fast path). */
export type Ev = BrigadeEvent[] | null;

/** pRenown modes (task field `c`). */
export const RENOWN = { extinguish: 0, anywhere: 1, nobles: 2, merchants: 3, move: 4 } as const;
/** pTake purposes (task field `a`). */
export const TAKE = { frith: 0, glint: 1, ali: 2 } as const;

const cn = cellName;
const AFF_NOBLES = 3;
const AFF_MERCHANTS = 2;
const AFF_COUNCIL = 1;
const AFF_COMMONS = 0;

// ================================================================== RNG (§6, R18, R19)

/** Uniform integer in [0, n) from the state's RNG. */
export function rngBelow(s: BrigadeState, n: number): number {
  const g = rngFrom(s.rng);
  const k = below(g, n);
  s.rng = g.getState().slice();
  return k;
}
/** Shuffles in place with the state's RNG. */
export function rngShuffle<T>(s: BrigadeState, xs: T[]): T[] {
  if (xs.length < 2) return xs;
  const g = rngFrom(s.rng);
  shuffle(g, xs);
  s.rng = g.getState().slice();
  return xs;
}

// ================================================================== §4 fire

/**
 * §4.2–§4.3: raises a tile by `n` single increases (catching fire at 1 from 0); passing the last
 * space destroys it (R5) and further increases do nothing (R7). Returns the increases made.
 */
export function raise(s: BrigadeState, c: number, n: number, ev: Ev): number {
  if (s.phase === "over" || !isCity(s, c) || (s.burnt[c] as number) > 0) return 0;
  const L = flameOf(s, c);
  let made = 0;
  for (let k = 0; k < n; k++) {
    const f = s.fire[c] as number;
    if (f === 0) s.burning++;
    s.fire[c] = f + 1;
    s.stats.heat[c] = (s.stats.heat[c] as number) + 1;
    made++;
    if (f + 1 > L) {
      destroy(s, c, ev);
      break;
    }
  }
  return made;
}

/** §4.2: reduces a burning tile by up to `n` (never below 0). Returns the reduction. */
export function reduce(s: BrigadeState, c: number, n: number): number {
  if (!isBurning(s, c)) return 0;
  const f = s.fire[c] as number;
  const r = Math.min(f, n);
  s.fire[c] = f - r;
  if (f - r === 0) s.burning--;
  return r;
}

/** Sets an intensity directly (Polymorphy), keeping the burning count. */
function setFire(s: BrigadeState, c: number, v: number): void {
  const f = s.fire[c] as number;
  if (f === v) return;
  if (f === 0) s.burning++;
  else if (v === 0) s.burning--;
  if (v > f) s.stats.heat[c] = (s.stats.heat[c] as number) + (v - f);
  s.fire[c] = v;
}

/**
 * §4.3, R5: the tile is destroyed at once: not burning, immune, no new renown or loyalty from now
 * on, counted for evacuation. R6 (amended): its renown and loyalty stay until the flip (a brigade on
 * its own loyal tile may still Refill there); rules version 1 sent them back here. The pieces wait
 * for the flip at the end of the phase. A special building acts once the card or effect that
 * destroyed it has finished (R60: the task below runs after it).
 */
function destroy(s: BrigadeState, c: number, ev: Ev): void {
  s.burnt[c] = 1;
  s.fire[c] = flameOf(s, c) + 1;
  s.burning--;
  s.destroyed++;
  const aff = affOf(s, c);
  if (aff === UNI) s.uniDestroyed++;
  s.pendingFlip.push(c);
  s.stats.destroyedRound[c] = s.round;
  s.last?.destroyed.push(c);
  if (rulesVersionOf(s) < 2) returnMarkers(s, c);
  ev?.push({ type: "destroyed", cell: cn(c), total: s.destroyed, university: s.uniDestroyed });
  // §13.3 evacuation
  if (
    !s.evacuating &&
    (s.destroyed >= s.rules.evacuationDestroyed || s.uniDestroyed >= s.rules.evacuationUniversityDestroyed)
  ) {
    s.evacuating = 1;
    ev?.push({
      type: "evacuation",
      destroyed: s.destroyed,
      university: s.uniDestroyed,
      lastSeat: lastSeatOfRound(s),
    });
    if (s.rules.evacuationEnd === "immediate") {
      endGame(s, "evacuation", -1, -1, ev);
      return;
    }
  }
  const b = buildingOf(s, c);
  if (b && b !== "none") {
    // R60 (amended): the building acts once the card that destroyed it has finished — below the
    // firestorm's fireballs still to fall and below buildings it destroyed earlier (destruction
    // order). Rules version 1 acted right after the destroying fireball.
    let at = s.stack.length;
    if (rulesVersionOf(s) >= 2)
      while (at > 0 && (s.stack[at - 1]?.k === "ball" || s.stack[at - 1]?.k === "building")) at--;
    s.stack.splice(at, 0, task("building", -1, c));
  }
}

/** R6: the tile's renown tokens and loyalty marker go back to their owners. */
function returnMarkers(s: BrigadeState, c: number): void {
  for (let p = 0; p < s.n; p++) s.renown[p * CELLS + c] = 0;
  const l = s.loyal[c] as number;
  if (l >= 0) {
    s.loyal[c] = -1;
    const aff = affOf(s, c);
    s.loyalCount[l * 5 + aff] = (s.loyalCount[l * 5 + aff] as number) - 1;
  }
}

/** The seat whose turn closes the round: the seat before the first player (R47). */
export const lastSeatOfRound = (s: BrigadeState): number => (s.first + s.n - 1) % s.n;

/** An increase caused by an event card (§4.4): protected tiles are immune (R8). */
function raiseByEvent(s: BrigadeState, c: number, n: number, ev: Ev, overridePieces = false): number {
  if (!isCity(s, c) || (s.burnt[c] as number) > 0) return 0;
  if (eventImmune(s, c, overridePieces)) return 0;
  const before = s.fire[c] as number;
  const made = raise(s, c, n, ev);
  if (made > 0) {
    s.last?.raised.push(c);
    ev?.push({ type: "intensity", cell: cn(c), before, after: s.fire[c] as number, cause: "event" });
  }
  return made;
}

/**
 * §4.3: end of a phase — destroyed tiles are flipped and every piece on them goes home (brigades
 * and cisterns, R6), renown and loyalty too (R6 amended, rules version 2 on; a Great Building's
 * went back when it acted, R60, so the Aviary's new renown stays). A holder of Sir Precious sent
 * home may discard it (R41).
 */
function cleanup(s: BrigadeState, ev: Ev): void {
  if (s.pendingFlip.length > 0) {
    const list = s.pendingFlip;
    s.pendingFlip = [];
    for (const c of list) {
      s.burnt[c] = 2;
      if (rulesVersionOf(s) >= 2 && (buildingOf(s, c) ?? "none") === "none") returnMarkers(s, c);
      const home: { seat: number; piece: "brigade" | "cistern" }[] = [];
      for (let p = 0; p < s.n; p++) {
        if (s.brigade[p] === c) {
          s.brigade[p] = baseOf(s, p);
          home.push({ seat: p, piece: "brigade" });
          if (s.precious === p) s.stack.push(task("pPrecious", p));
        }
        if (s.cistern[p] === c) {
          s.cistern[p] = baseOf(s, p);
          home.push({ seat: p, piece: "cistern" });
        }
      }
      ev?.push({ type: "flipped", cell: cn(c), home });
    }
  }
  checkFiresOut(s, ev);
}

/** §13.4: no tile burning ends the game (checked after actions, events and clean-ups, R47). */
export function checkFiresOut(s: BrigadeState, ev: Ev): boolean {
  if (s.phase === "over" || s.phase === "setup" || !s.rules.allFiresOutEnds || s.burning > 0) return false;
  endGame(s, "allFiresOut", -1, -1, ev);
  return true;
}

// ================================================================== §5 events

/** Sweep orders per direction, downwind edge first (§5.1 step 3, R11). */
const SWEEP_DOWN: number[][] = DIRECTIONS.map((_, d) => {
  const proj = (c: number) => (c % COLS) * (DCOL[d] as number) + Math.floor(c / COLS) * (DROW[d] as number);
  return Array.from({ length: CELLS }, (_, i) => i).sort((a, b) => proj(b) - proj(a) || a - b);
});
const SNAP = new Uint8Array(CELLS);

/** May a burning tile spread in a gust (R10)? */
function spreads(s: BrigadeState, c: number): boolean {
  if (!isBurning(s, c)) return false;
  if (s.rules.protectedTilesSpread) return true;
  return !eventImmune(s, c);
}

/**
 * §5.1 wind gust: every tile burning when the card is revealed gives +1 to its neighbour in the
 * wind's direction, swept from the downwind edge (so fire advances one tile and a tile gains at
 * most +1). Computed as a snapshot of the burning tiles; `chain` lets newly lit tiles spread on.
 */
export function windGust(s: BrigadeState, dir: number, ev: Ev): void {
  const order = SWEEP_DOWN[dir] as number[];
  if (s.rules.windResolution === "chain") {
    for (let i = order.length - 1; i >= 0; i--) spreadOne(s, order[i] as number, dir, ev);
    return;
  }
  for (let c = 0; c < CELLS; c++) SNAP[c] = spreads(s, c) ? 1 : 0;
  for (const c of order) if (SNAP[c]) spreadOne(s, c, dir, ev, true);
}

function spreadOne(s: BrigadeState, c: number, dir: number, ev: Ev, snap = false): void {
  if (!snap && !spreads(s, c)) return;
  const t = step(c, dir);
  if (t < 0 || !isCity(s, t) || (s.burnt[t] as number) > 0 || eventImmune(s, t)) return;
  const before = s.fire[t] as number;
  raise(s, t, 1, ev);
  s.last?.spreads.push(c, t);
  s.last?.raised.push(t);
  ev?.push({ type: "spread", from: cn(c), to: cn(t), before, after: s.fire[t] as number });
}

/**
 * §5.2 one fireball (`count` increases, R13) on a square: lost off the city (R3); Esme Morrow's
 * owner may send it to an adjacent tile (R40); Veda Moonbright's owner places renown instead; else
 * +1 unless the tile is protected (§4.4).
 */
function fireball(
  s: BrigadeState,
  c: number,
  count: number,
  card: number,
  redirected: boolean,
  ev: Ev,
): void {
  if (!isCity(s, c) || (s.burnt[c] as number) > 0) {
    ev?.push({
      type: "fireball",
      cell: cn(c),
      before: s.fire[c] as number,
      after: s.fire[c] as number,
      blocked: isCity(s, c) ? "destroyed" : "offCity",
    });
    return;
  }
  if (!redirected)
    for (let p = 0; p < s.n; p++)
      if (s.brigade[p] === c && has(s, p, "deflectFireball")) {
        s.stack.push(task("pDeflect", p, c, count, card));
        return;
      }
  let veda = false;
  const first = activeSeat(s);
  for (let k = 0; k < s.n; k++) {
    const p = (first + k) % s.n;
    if ((s.brigade[p] === c || s.cistern[p] === c) && has(s, p, "fireballRenown")) {
      veda = true;
      if (renownTarget(s, p, c)) addRenown(s, p, c, 1, ev, "Veda Moonbright", true);
    }
  }
  if (veda) {
    s.last?.deflected.push(c);
    ev?.push({
      type: "fireball",
      cell: cn(c),
      before: s.fire[c] as number,
      after: s.fire[c] as number,
      blocked: "renown",
    });
    return;
  }
  const before = s.fire[c] as number;
  if (eventImmune(s, c)) {
    ev?.push({ type: "fireball", cell: cn(c), before, after: before, blocked: "protected" });
    return;
  }
  raise(s, c, count, ev);
  s.last?.raised.push(c);
  ev?.push({ type: "fireball", cell: cn(c), before, after: s.fire[c] as number });
}

/** Draws the top event card (R18: an empty deck is rebuilt from the discards). -1 if none. */
function drawEvent(s: BrigadeState, ev: Ev): number {
  if (s.eventDeck.length === 0) {
    if (s.eventDiscard.length === 0) return -1;
    s.eventDeck = rngShuffle(s, s.eventDiscard);
    s.eventDiscard = [];
    ev?.push({ type: "reshuffle", deck: "event", cards: s.eventDeck.length });
  }
  return s.eventDeck.pop() as number;
}

/** Reveals and resolves an event card (§5), then discards it (§5.4). */
function revealEvent(s: BrigadeState, seat: number, card: number, ev: Ev): void {
  const d = s.data;
  const starting = s.phase === "setupEvents";
  s.last = { card, seat, starting, spreads: [], raised: [], squares: [], destroyed: [], deflected: [] };
  s.stats.events++;
  const kind = d.evKind[card] as number;
  ev?.push({
    type: "event",
    seat,
    card: d.events[card]?.id ?? "?",
    kind: kind === 0 ? "wind" : kind === 1 ? "firestorm" : "special",
    starting,
  });
  s.stack.push(task("eventDone", seat, card));
  if (kind === 0) windGust(s, d.evDir[card] as number, ev);
  else if (kind === 1) {
    s.stack.push(task("stormEnd", seat, card));
    const balls = d.evBalls[card] as number[];
    for (let i = 0; i < balls.length; i += 2) s.last.squares.push(balls[i] as number);
    // R12: reading order; pushed last-first so that the first resolves first.
    for (let i = balls.length - 2; i >= 0; i -= 2)
      s.stack.push(task("ball", seat, balls[i] as number, balls[i + 1] as number, card, 0));
  } else special(s, card, ev);
}

/** Seats in turn order starting with the active player (R14). */
function seatOrder(s: BrigadeState): number[] {
  const first = activeSeat(s);
  const out: number[] = [];
  for (let k = 0; k < s.n; k++) out.push((first + k) % s.n);
  return out;
}

/** Pushes one task per seat so that they run in turn order from the active player (R14). */
function pushForSeats(s: BrigadeState, make: (seat: number) => Task): void {
  const order = seatOrder(s);
  for (let i = order.length - 1; i >= 0; i--) s.stack.push(make(order[i] as number));
}

/** §5.3 special events and §15.2 Fire Festival cards. */
function special(s: BrigadeState, card: number, ev: Ev): void {
  const d = s.data;
  switch (d.evEffect[card]) {
    case "upgradeCistern":
      pushForSeats(s, (p) => task("upg", p, 1));
      return;
    case "upgradeSquad":
      pushForSeats(s, (p) => task("upg", p, 0));
      return;
    case "upgradeCommand":
      pushForSeats(s, (p) => task("upg", p, 2));
      return;
    case "freeRecruit":
      pushForSeats(s, (p) => task("fxRecruit", p));
      return;
    case "placeRenown":
      // R16: one renown anywhere a legal target exists.
      pushForSeats(s, (p) => task("pRenown", p, -1, 1, RENOWN.anywhere, 0, []));
      return;
    case "refillBrigades":
      // R17: brigade holders only, not cisterns; not a Refill action.
      for (const p of seatOrder(s)) fillBrigade(s, p, ev, "Refill Brigades");
      return;
    case "arson": {
      // R61: burning tiles (or every tile, `arsonScope: all`) with no renown tokens.
      const targets: number[] = [];
      for (let c = 0; c < CELLS; c++) {
        if (!isCity(s, c) || (s.burnt[c] as number) > 0) continue;
        if (s.rules.arsonScope === "burning" && !isBurning(s, c)) continue;
        let any = false;
        for (let p = 0; p < s.n; p++) if ((s.renown[p * CELLS + c] as number) > 0) any = true;
        if (!any) targets.push(c);
      }
      for (const c of targets) raiseByEvent(s, c, 1, ev);
      return;
    }
    case "burningMan": {
      // R9: targets tiles with pieces, overriding their protection.
      const targets = new Set<number>();
      for (let p = 0; p < s.n; p++) {
        targets.add(s.brigade[p] as number);
        targets.add(s.cistern[p] as number);
      }
      for (const c of [...targets].sort((a, b) => a - b)) raiseByEvent(s, c, 1, ev, true);
      return;
    }
    case "indecentRelations":
      pushForSeats(s, (p) => task("pIndecent", p));
      return;
    case "raiseByValue": {
      const v = d.evValue[card] as number;
      const targets: number[] = [];
      for (let c = 0; c < CELLS; c++)
        if (isCity(s, c) && s.burnt[c] === 0 && tileValue(s, c) === v) targets.push(c);
      for (const c of targets) raiseByEvent(s, c, 1, ev);
      return;
    }
    default:
      return;
  }
}

/** R57: after a firestorm, each armed Cindy Bustion places renown on every tile it raised. */
function stormEnd(s: BrigadeState, ev: Ev): void {
  const raised = s.last ? [...new Set(s.last.raised)] : [];
  for (const p of seatOrder(s)) {
    if (!s.cindy[p]) continue;
    s.cindy[p] = 0;
    for (const c of raised) if (renownTarget(s, p, c)) addRenown(s, p, c, 1, ev, "Pyrocontrol", true);
  }
}

// ================================================================== §9 water

/** Fills the warden and squad cards (Refill at the brigade's tile, Refill Brigades, R17). Returns water added. */
export function fillBrigade(s: BrigadeState, p: number, ev: Ev, cause: string): number {
  let added = 0;
  const cap = wardenCap(s, p);
  added += cap - (s.wWater[p] as number);
  s.wWater[p] = cap;
  for (let k = 0; k < 3; k++) {
    const c = s.squad[p * 3 + k] as number;
    if (c < 0) continue;
    const w = s.data.sqWater[c] as number;
    added += w - (s.sqWater[p * 3 + k] as number);
    s.sqWater[p * 3 + k] = w;
  }
  if (added > 0) ev?.push({ type: "water", seat: p, holder: "brigade", delta: added, cause });
  return added;
}

/** Takes `n` water from the brigade's holders, warden first, then squad cards in order (Ruling B2). */
function spendBrigade(s: BrigadeState, p: number, n: number): void {
  let left = n;
  const w = s.wWater[p] as number;
  const t = Math.min(w, left);
  s.wWater[p] = w - t;
  left -= t;
  for (let k = 0; k < 3 && left > 0; k++) {
    const i = p * 3 + k;
    const x = s.sqWater[i] as number;
    const u = Math.min(x, left);
    s.sqWater[i] = x - u;
    left -= u;
  }
}

/** Puts `n` water on the brigade's holders (warden first, then squad cards); returns what did not fit. */
function pourBrigade(s: BrigadeState, p: number, n: number, squadOnly = false): number {
  let left = n;
  if (!squadOnly) {
    const room = wardenCap(s, p) - (s.wWater[p] as number);
    const t = Math.min(room, left);
    s.wWater[p] = (s.wWater[p] as number) + t;
    left -= t;
  }
  for (let k = 0; k < 3 && left > 0; k++) {
    const c = s.squad[p * 3 + k] as number;
    if (c < 0) continue;
    const i = p * 3 + k;
    const room = (s.data.sqWater[c] as number) - (s.sqWater[i] as number);
    const t = Math.min(room, left);
    s.sqWater[i] = (s.sqWater[i] as number) + t;
    left -= t;
  }
  return left;
}

// ================================================================== §12 renown and loyalty

/**
 * §12.1–§12.3: places `n` renown of `seat` on `c` (the caller checked R43), then Selina Blackflow's
 * extra token on a rival's tile (once per placement), then loyalty if the threshold is met.
 * R44: with a token limit, gains beyond the supply are lost.
 */
export function addRenown(
  s: BrigadeState,
  seat: number,
  c: number,
  n: number,
  ev: Ev,
  cause: string,
  selina: boolean,
): void {
  if (s.phase === "over") return;
  const limit = s.rules.renownTokensPerPlayer;
  let placed = 0;
  let lost = 0;
  let want = n;
  if (selina && (s.loyal[c] as number) >= 0 && s.loyal[c] !== seat && has(s, seat, "rivalRenown")) want++;
  let onBoard = limit === null ? 0 : renownOnBoard(s, seat);
  for (let k = 0; k < want; k++) {
    if (limit !== null && onBoard >= limit) {
      lost++;
      continue;
    }
    s.renown[seat * CELLS + c] = (s.renown[seat * CELLS + c] as number) + 1;
    onBoard++;
    placed++;
  }
  const aff = affOf(s, c);
  s.stats.renownBy[seat * 5 + aff] = (s.stats.renownBy[seat * 5 + aff] as number) + placed;
  if (placed > 0)
    ev?.push({
      type: "renown",
      seat,
      cell: cn(c),
      count: placed,
      total: s.renown[seat * CELLS + c] as number,
      cause,
    });
  if (lost > 0)
    ev?.push({ type: "renownLost", seat, count: lost, reason: "no tokens left in the supply (R44)" });
  checkLoyalty(s, seat, c, ev);
}

/** §12.3: the renown `seat` needs on `c` to win its loyalty. */
export function threshold(s: BrigadeState, seat: number, c: number): number {
  const v = tileValue(s, c);
  const prev = s.loyal[c] as number;
  if (prev < 0 || prev === seat) return v;
  return v + s.rules.stealSurcharge + (has(s, prev, "guardedLoyalty") ? 1 : 0);
}

function checkLoyalty(s: BrigadeState, seat: number, c: number, ev: Ev): void {
  if (s.phase === "over" || s.loyal[c] === seat || (s.burnt[c] as number) > 0) return;
  if ((s.renown[seat * CELLS + c] as number) < threshold(s, seat, c)) return;
  const lim = s.rules.loyaltyMarkersPerPlayer;
  if (lim !== null && loyalTiles(s, seat) >= lim) return; // R44: no marker, the renown stays
  gainLoyalty(s, seat, c, ev);
}

/**
 * §12.3: every renown token on the tile goes back; the previous marker goes back; the seat's marker
 * is placed. Then the immediate wins (§13.1, §13.2, R47) and the abilities it triggers (§11.2, §14.3).
 */
export function gainLoyalty(s: BrigadeState, seat: number, c: number, ev: Ev): void {
  const aff = affOf(s, c);
  const prev = s.loyal[c] as number;
  for (let p = 0; p < s.n; p++) s.renown[p * CELLS + c] = 0;
  if (prev >= 0) {
    s.loyalCount[prev * 5 + aff] = (s.loyalCount[prev * 5 + aff] as number) - 1;
    s.stats.steals++;
  }
  s.loyal[c] = seat;
  s.loyalCount[seat * 5 + aff] = (s.loyalCount[seat * 5 + aff] as number) + 1;
  s.stats.loyaltyBy[seat * 5 + aff] = (s.stats.loyaltyBy[seat * 5 + aff] as number) + 1;
  ev?.push({ type: "loyalty", seat, cell: cn(c), from: prev });
  if (checkWin(s, seat, ev)) return;
  // The abilities it triggers (indices into TRIGGERS, in rules version 2's fixed order).
  const t: number[] = [];
  if (aff === AFF_COMMONS && has(s, seat, "commonsCooling")) t.push(0);
  if (has(s, seat, "loyaltyFlare")) t.push(1);
  if (aff === AFF_MERCHANTS && has(s, seat, "merchantsUpgrade")) t.push(2);
  if (aff === AFF_COUNCIL && has(s, seat, "councilRecruit")) t.push(3);
  if (aff === AFF_NOBLES && has(s, seat, "noblesRenown")) t.push(4);
  if (aff === AFF_MERCHANTS && has(s, seat, "merchantsFavour")) t.push(5);
  if (aff === AFF_NOBLES && has(s, seat, "noblesPurge")) t.push(6);
  if (boardAbility(s, seat) === "insurance") t.push(7);
  // §11.4 (rules version 3): several at once — their owner orders them (pOrder); before, the fixed
  // order above, pushed last-first.
  if (t.length >= 2 && rulesVersionOf(s) >= 3) s.stack.push(task("pOrder", seat, c, -1, -1, -1, t));
  else for (let i = t.length - 1; i >= 0; i--) s.stack.push(triggerTask(t[i] as number, seat, c));
}

/** §11.2, §14.3: the task of triggered ability `i` (an index into TRIGGERS) for a loyalty gain on `c`. */
function triggerTask(i: number, seat: number, c: number): Task {
  switch (i) {
    case 0:
      return task("pCool", seat, c);
    case 1:
      return task("pFlare", seat, c);
    case 2:
      return task("pUpgrade", seat);
    case 3:
      return task("fxRecruit", seat);
    case 4:
      return task("pRenown", seat, c, 1, RENOWN.nobles, 0, []);
    case 5:
      return task("pFavour", seat, c);
    case 6:
      return task("pPurge", seat);
    default:
      return task("pRenown", seat, c, 1, RENOWN.merchants, 1, []);
  }
}

/**
 * R33, Ruling B8: a threshold can drop (Nery Cagehand switched off or gone); renown already on a
 * tile that meets the lower threshold wins the loyalty at once, in turn order from the active player.
 * Returns true if a loyalty changed.
 */
function recheckThresholds(s: BrigadeState, ev: Ev): boolean {
  const sur = s.rules.stealSurcharge;
  for (let c = 0; c < CELLS; c++) {
    const l = s.loyal[c] as number;
    if (l < 0) continue;
    const need = tileValue(s, c) + sur;
    const first = activeSeat(s);
    for (let k = 0; k < s.n; k++) {
      const p = (first + k) % s.n;
      if (p === l || (s.renown[p * CELLS + c] as number) < need) continue;
      const before = s.loyal[c];
      checkLoyalty(s, p, c, ev);
      if (s.loyal[c] !== before) return true;
    }
  }
  return false;
}

/** §13.1, §13.2: immediate wins. */
function checkWin(s: BrigadeState, seat: number, ev: Ev): boolean {
  const r = s.rules;
  const base = seat * 5;
  for (let a = 0; a < 4; a++)
    if ((s.loyalCount[base + a] as number) >= r.factionWinTiles) {
      endGame(s, "faction", seat, a, ev);
      return true;
    }
  if ((s.loyalCount[base + UNI] as number) >= r.universityWinTiles) {
    endGame(s, "faction", seat, UNI, ev);
    return true;
  }
  if (r.citizensWin) {
    let all = true;
    for (let a = 0; a < 5; a++) if ((s.loyalCount[base + a] as number) === 0) all = false;
    if (all) {
      endGame(s, "citizens", seat, -1, ev);
      return true;
    }
  }
  return false;
}

// ================================================================== §13 end

/**
 * Ends the game. Immediate wins name their winner; the other endings are scored (§13.5): the
 * values of one's loyal tiles; ties by most loyalty markers, then most renown on the board, then
 * shared (R46).
 */
export function endGame(s: BrigadeState, ending: Ending, by: number, aff: number, ev: Ev): void {
  if (s.phase === "over") return;
  const scores: number[] = [];
  for (let p = 0; p < s.n; p++) scores.push(score(s, p));
  let winners: number[];
  let decidedBy: string;
  if (by >= 0) {
    winners = [by];
    decidedBy = ending;
  } else {
    const top = Math.max(...scores);
    winners = scores.flatMap((v, p) => (v === top ? [p] : []));
    decidedBy = "points";
    if (winners.length > 1 && s.rules.tieBreak === "loyalThenRenown") {
      const loyal = winners.map((p) => loyalTiles(s, p));
      const ml = Math.max(...loyal);
      const w2 = winners.filter((_, i) => loyal[i] === ml);
      if (w2.length < winners.length) decidedBy = "tie:loyalty";
      winners = w2;
      if (winners.length > 1) {
        const ren = winners.map((p) => renownOnBoard(s, p));
        const mr = Math.max(...ren);
        const w3 = winners.filter((_, i) => ren[i] === mr);
        if (w3.length < winners.length) decidedBy = "tie:renown";
        winners = w3;
      }
    }
    if (winners.length > 1) decidedBy = "shared";
  }
  s.result = { ending, winners, scores, decidedBy, by, affiliation: aff };
  s.phase = "over";
  s.stack = [];
  ev?.push({ type: "ended", ending, winners: winners.slice(), scores: scores.slice(), decidedBy });
}

// ================================================================== §10 tracks

/**
 * §8.7, §10.2: advances a track one space. A Command increase gives its AP in the same action
 * phase (R32); the blue circle gives its bonus: a free Recruit (Squad Members), the free cistern
 * move (Cistern Capacity, a lasting power), +2 AP (Command; R31 outside one's action phase: next
 * action phase). Brother Ben: a track maxed during one's own turn gives an extra turn (R38).
 */
export function upgradeTrack(s: BrigadeState, p: number, t: number, free: boolean, ev: Ev): boolean {
  const i = p * 3 + t;
  const pos = s.track[i] as number;
  const last = trackLast(s, t);
  if (pos >= last) return false;
  const before = trackValue(s, p, t);
  s.track[i] = pos + 1;
  const after = trackValue(s, p, t);
  const ownAction = s.phase === "action" && s.owner === p;
  if (t === 2 && ownAction) s.ap[p] = (s.ap[p] as number) + after - before;
  const blue = pos + 1 === last;
  ev?.push({ type: "upgraded", seat: p, track: TRACKS[t] as "squad", value: after, blue, free });
  if (!blue) return true;
  if (t === 0) {
    s.stack.push(task("fxRecruit", p));
    ev?.push({ type: "bonus", seat: p, track: "squad" });
  } else if (t === 1) ev?.push({ type: "bonus", seat: p, track: "cistern" });
  else {
    if (ownAction) s.ap[p] = (s.ap[p] as number) + 2;
    else s.bonusAp[p] = (s.bonusAp[p] as number) + 2;
    ev?.push({ type: "bonus", seat: p, track: "command", ap: 2 });
  }
  if (p === s.owner && (s.phase === "event" || s.phase === "action") && has(s, p, "extraTurn")) {
    s.extra[p] = (s.extra[p] as number) + 1;
    ev?.push({
      type: "ability",
      seat: p,
      key: "extraTurn",
      text: "takes an extra turn after this one (Brother Ben)",
    });
  }
  return true;
}

// ================================================================== §8.6 recruit, squad

/** Draws up to `n` squad cards (R18). */
function drawSquad(s: BrigadeState, n: number, ev: Ev): number[] {
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    if (s.squadDeck.length === 0) {
      if (s.squadDiscard.length === 0) break;
      s.squadDeck = rngShuffle(s, s.squadDiscard);
      s.squadDiscard = [];
      ev?.push({ type: "reshuffle", deck: "squad", cards: s.squadDeck.length });
    }
    out.push(s.squadDeck.pop() as number);
  }
  return out;
}

/** §8.6: draws two cards into a Recruit choice only `p` sees (§16). */
function startRecruit(s: BrigadeState, p: number, free: boolean, ev: Ev): void {
  const cards = drawSquad(s, 2, ev);
  if (cards.length === 0) return;
  s.stack.push(task("pRecruit", p, free ? 1 : 0, -1, -1, -1, cards));
  ev?.push({
    type: "drawn",
    seat: p,
    count: cards.length,
    cards: cards.map((c) => s.data.squad[c]?.id ?? "?"),
  });
}

/** Removes a squad member (its water is lost, §9); the Mime token comes back (R55). */
export function removeMember(s: BrigadeState, p: number, slot: number, toDiscard: boolean): number {
  const base = p * 3;
  const card = s.squad[base + slot] as number;
  for (let k = slot; k < 2; k++) {
    s.squad[base + k] = s.squad[base + k + 1] as number;
    s.sqWater[base + k] = s.sqWater[base + k + 1] as number;
  }
  s.squad[base + 2] = -1;
  s.sqWater[base + 2] = 0;
  if (toDiscard) {
    s.squadDiscard.push(card);
    if (s.mime === card) s.mime = -1;
  }
  return card;
}

/** Adds a card to the first free slot with `water` on it. */
function addMember(s: BrigadeState, p: number, card: number, water: number): void {
  for (let k = 0; k < 3; k++)
    if ((s.squad[p * 3 + k] as number) < 0) {
      s.squad[p * 3 + k] = card;
      s.sqWater[p * 3 + k] = water;
      return;
    }
}

// ================================================================== §8 actions

/**
 * The brigade arrives on `to` (a Move Brigade, a free move, Incorporeal): Mog The Heavy pushes a
 * brigade found there (R39), Gness Smold may stoke a burning tile, the Jeweled Aviary gives back
 * one's renown for an extra action (§15.1, Ruling B5), the Cistern Capacity blue bonus offers a free
 * cistern move (§10.2), and Sir Precious may be left at home (R41).
 */
function arrive(s: BrigadeState, p: number, to: number, ev: Ev, cause: string): void {
  const from = s.brigade[p] as number;
  s.brigade[p] = to;
  ev?.push({ type: "moved", seat: p, piece: "brigade", from: cn(from), to: cn(to), cause });
  const later: Task[] = [];
  for (let q = 0; q < s.n; q++) if (q !== p && s.brigade[q] === to) later.push(task("pPush", p, q, to));
  if (isBurning(s, to) && has(s, p, "stokeOnArrival")) later.push(task("pStoke", p, to));
  aviary(s, p, to, ev);
  if (onBlue(s, p, 1) && !((s.flags[p] as number) & FLAG.cisternBonus)) later.push(task("pFreeCistern", p));
  if (s.precious === p && s.base[to] === p) later.push(task("pPrecious", p));
  for (let i = later.length - 1; i >= 0; i--) s.stack.push(later[i] as Task);
}

/** §15.1: a brigade passing through or stopping on the flipped Aviary takes its renown back for +1 AP. */
function aviary(s: BrigadeState, p: number, c: number, ev: Ev): void {
  if (buildingOf(s, c) !== "aviary" || (s.burnt[c] as number) === 0) return;
  if ((s.renown[p * CELLS + c] as number) === 0) return;
  s.renown[p * CELLS + c] = 0;
  ev?.push({ type: "renownReturned", seat: p, cell: cn(c), cause: "The Jeweled Aviary" });
  if (s.phase === "action" && s.owner === p) s.ap[p] = (s.ap[p] as number) + 1;
}

/**
 * §8.3 Extinguish on the brigade's tile: `w` water, `cw` of it from the cistern there (R27, R36);
 * `split` (R29, rules version 3) 1 + the code of what each squad card pays, the warden card paying
 * the rest, or 0: the warden card first, then the squad cards in order.
 */
function extinguish(s: BrigadeState, p: number, w: number, cw: number, split: number, ev: Ev): void {
  const c = s.brigade[p] as number;
  const before = s.fire[c] as number;
  const lumen = has(s, p, "universityDiscount") && affOf(s, c) === UNI && before >= 2 && w === before - 1;
  const red = lumen ? before : w;
  s.cWater[p] = (s.cWater[p] as number) - cw;
  if (split === 0) spendBrigade(s, p, w - cw);
  else {
    let rest = w - cw;
    for (let k = 0; k < 3; k++) {
      const x = splitAt(split - 1, k);
      s.sqWater[p * 3 + k] = (s.sqWater[p * 3 + k] as number) - x;
      rest -= x;
    }
    s.wWater[p] = (s.wWater[p] as number) - rest;
  }
  reduce(s, c, red);
  const out = (s.fire[c] as number) === 0;
  ev?.push({
    type: "extinguished",
    seat: p,
    cell: cn(c),
    water: w,
    before,
    after: s.fire[c] as number,
    renown: out ? red : 0,
  });
  if (out) s.stack.push(task("pRenown", p, c, red, RENOWN.extinguish, 0, []));
}

/** §8.4 Refill on tile `t` (R28; Street Wisdom R58); Walder Ranier's toll follows (R37). */
function refill(s: BrigadeState, p: number, t: number, ev: Ev): void {
  if (s.base[t] !== p && s.loyal[t] !== p) {
    s.renown[p * CELLS + t] = (s.renown[p * CELLS + t] as number) - 1;
    ev?.push({ type: "renownReturned", seat: p, cell: cn(t), cause: "Street Wisdom" });
  }
  let amount = 0;
  if (s.brigade[p] === t) amount += fillBrigade(s, p, null, "Refill");
  if (s.cistern[p] === t) {
    const cap = cisternCap(s, p);
    amount += Math.max(0, cap - (s.cWater[p] as number));
    s.cWater[p] = Math.max(cap, s.cWater[p] as number);
  }
  ev?.push({ type: "refilled", seat: p, cell: cn(t), amount, cause: "Refill" });
  for (const q of seatOrder(s))
    if (q !== p && has(s, q, "refillToll")) s.stack.push(task("pLoseWater", p, 0, -1, q));
}

/**
 * §8.5 Transfer: the cistern ends with `x` water, the brigade holds the rest — as `split` arranges
 * it over the cards (R29, rules version 3: 1 + the code of each squad card's water, the warden card
 * holding the rest) or, with 0, the warden card filled first, then the squad cards in order.
 */
function transfer(s: BrigadeState, p: number, x: number, split: number, ev: Ev): void {
  const total = (s.cWater[p] as number) + brigadeWater(s, p);
  s.cWater[p] = x;
  s.wWater[p] = 0;
  for (let k = 0; k < 3; k++) s.sqWater[p * 3 + k] = 0;
  if (split === 0) pourBrigade(s, p, total - x);
  else {
    let rest = total - x;
    for (let k = 0; k < 3; k++) {
      const w = splitAt(split - 1, k);
      s.sqWater[p * 3 + k] = w;
      rest -= w;
    }
    s.wWater[p] = rest;
  }
  ev?.push({ type: "transferred", seat: p, cistern: x, brigade: total - x });
}

/** Puts seat `p`'s cistern on `to`, saying why (`cause`) in the event. */
function placeCistern(s: BrigadeState, p: number, to: number, ev: Ev, cause: string): void {
  const from = s.cistern[p] as number;
  s.cistern[p] = to;
  ev?.push({ type: "moved", seat: p, piece: "cistern", from: cn(from), to: cn(to), cause });
}

/** §10.2: the Cistern Capacity bonus's free cistern move (once per turn), before or after a Move Brigade. */
function bonusCisternMove(s: BrigadeState, p: number, to: number, ev: Ev): void {
  s.flags[p] = (s.flags[p] as number) | FLAG.cisternBonus;
  placeCistern(s, p, to, ev, "Cistern Capacity bonus");
}

function spendAp(s: BrigadeState, p: number): void {
  s.ap[p] = (s.ap[p] as number) - 1;
}
function useWarden(s: BrigadeState, p: number): void {
  s.ap[p] = (s.ap[p] as number) - 1;
  s.flags[p] = (s.flags[p] as number) | FLAG.warden;
}

/** Applies an action-phase action (already known to be legal). */
function doAction(s: BrigadeState, p: number, m: number, ev: Ev): void {
  const k = kindOf(m);
  const a = p1Of(m);
  const b = p2Of(m);
  switch (k) {
    case KIND.endTurn:
      ev?.push({ type: "passed", seat: p, ap: s.ap[p] as number });
      s.stack.push(task("actionEnd", p));
      return;
    case KIND.moveBrigade:
      spendAp(s, p);
      if (b > 0) aviary(s, p, b, ev); // §15.1: passing through the Aviary on the way
      arrive(s, p, a, ev, "Move Brigade");
      break;
    case KIND.moveCistern: {
      if (b === 1) {
        // §10.2: the blue bonus's free cistern move, just before the brigade's Move.
        bonusCisternMove(s, p, a, ev);
        s.stack.push(task("pBonusMove", p));
        return;
      }
      if (has(s, p, "freeCisternMove") && !((s.flags[p] as number) & FLAG.morgana))
        s.flags[p] = (s.flags[p] as number) | FLAG.morgana;
      else spendAp(s, p);
      placeCistern(s, p, a, ev, "Move Cistern");
      break;
    }
    case KIND.extinguish:
      spendAp(s, p);
      extinguish(s, p, extWater(m), extCistern(m), extSplit(m), ev);
      break;
    case KIND.refill:
      spendAp(s, p);
      refill(s, p, a, ev);
      break;
    case KIND.transfer:
      spendAp(s, p);
      transfer(s, p, a, b, ev);
      break;
    case KIND.recruit:
      spendAp(s, p);
      startRecruit(s, p, false, ev);
      break;
    case KIND.upgrade:
      spendAp(s, p);
      s.flags[p] = (s.flags[p] as number) | FLAG.upgraded;
      upgradeTrack(s, p, a, false, ev);
      break;
    case KIND.cisternExtinguish: {
      // R35 Leon Bertrand.
      spendAp(s, p);
      s.flags[p] = (s.flags[p] as number) | FLAG.leon;
      const c = s.cistern[p] as number;
      s.cWater[p] = (s.cWater[p] as number) - 1;
      reduce(s, c, 1);
      ev?.push({ type: "extinguished", seat: p, cell: cn(c), water: 1, before: 1, after: 0, renown: 1 });
      s.stack.push(task("pRenown", p, c, 1, RENOWN.extinguish, 0, []));
      break;
    }
    case KIND.ashExtinguish: {
      spendAp(s, p);
      s.flags[p] = (s.flags[p] as number) | FLAG.ash;
      const { slot } = ashWater(s, p);
      if (slot >= 0) s.sqWater[p * 3 + slot] = (s.sqWater[p * 3 + slot] as number) - b;
      else s.wWater[p] = (s.wWater[p] as number) - b;
      const before = s.fire[a] as number;
      reduce(s, a, b);
      const out = (s.fire[a] as number) === 0;
      ev?.push({
        type: "extinguished",
        seat: p,
        cell: cn(a),
        water: b,
        before,
        after: s.fire[a] as number,
        renown: out ? b : 0,
      });
      if (out) s.stack.push(task("pRenown", p, a, b, RENOWN.extinguish, 0, []));
      break;
    }
    case KIND.sendCistern: {
      // R48 Gloria Ignis.
      useWarden(s, p);
      s.cWater[p] = (s.cWater[p] as number) - 1;
      placeCistern(s, p, a, ev, "Send the cistern");
      reduce(s, a, 1);
      ev?.push({ type: "extinguished", seat: p, cell: cn(a), water: 1, before: 1, after: 0, renown: 1 });
      s.stack.push(task("pRenown", p, a, 1, RENOWN.extinguish, 0, []));
      break;
    }
    case KIND.polymorphy: {
      // R49 Blitz Haben.
      useWarden(s, p);
      const fa = s.fire[a] as number;
      const fb = s.fire[b] as number;
      setFire(s, a, fb);
      setFire(s, b, fa);
      ev?.push({ type: "swap", seat: p, a: cn(a), b: cn(b) });
      break;
    }
    case KIND.withThePeople:
      useWarden(s, p);
      s.stack.push(task("pTake", p, TAKE.frith, a, b));
      break;
    case KIND.artificers:
      useWarden(s, p);
      s.stack.push(task("pTake", p, TAKE.glint, a));
      break;
    case KIND.alliances:
      useWarden(s, p);
      s.bernhardt[p] = 1;
      ev?.push({
        type: "ability",
        seat: p,
        key: "alliances",
        text: "shelters its loyal tiles from event cards until its next turn",
      });
      break;
    case KIND.flipWarden:
      // R54 White Fang.
      useWarden(s, p);
      if (s.dusk[p] === 0) {
        s.dusk[p] = 1;
        s.wWater[p] = wardenCap(s, p);
        while ((s.squad[p * 3] as number) >= 0) {
          const card = removeMember(s, p, 0, true);
          ev?.push({ type: "memberDiscarded", seat: p, card: s.data.squad[card]?.id ?? "?", cause: "Dawn" });
        }
        ev?.push({
          type: "ability",
          seat: p,
          key: "dawn",
          text: "turns White Fang to Dusk: filled, squad dismissed",
        });
      } else {
        s.dusk[p] = 0;
        s.wWater[p] = Math.min(s.wWater[p] as number, wardenCap(s, p));
        ev?.push({ type: "ability", seat: p, key: "dusk", text: "turns White Fang back to Dawn" });
      }
      break;
    case KIND.mime:
      useWarden(s, p);
      s.mime = a;
      ev?.push({
        type: "ability",
        seat: p,
        key: "mime",
        text: `puts the Mime token on ${s.data.squad[a]?.name ?? "?"}`,
      });
      break;
    case KIND.incorporeal: {
      // R56 Aurath Ether.
      useWarden(s, p);
      // §15.1 (rules version 3): a route named through the Jeweled Aviary passes it.
      const path = incorporealPath(s, p, a, b > 0 ? b : -1) ?? [];
      if (b > 0) aviary(s, p, b, ev);
      for (const c of path)
        for (let q = 0; q < s.n; q++) {
          if (q === p) continue;
          if (s.cistern[q] === c && (s.cWater[q] as number) > 0) {
            s.cWater[q] = (s.cWater[q] as number) - 1;
            pourBrigade(s, p, 1);
            ev?.push({ type: "water", seat: q, holder: "cistern", delta: -1, cause: "Incorporeal" });
          }
          if (s.brigade[q] === c) s.stack.push(task("pLoseWater", q, 1, p));
        }
      arrive(s, p, a, ev, "Incorporeal");
      break;
    }
    case KIND.pyrocontrol:
      useWarden(s, p);
      s.cindy[p] = 1;
      ev?.push({
        type: "ability",
        seat: p,
        key: "pyrocontrol",
        text: "will crown the next firestorm's tiles with renown",
      });
      break;
    default:
      return;
  }
  // R53 Ester: refilled after each of the player's actions.
  if (wardenAction(s, p) === "mist") s.wWater[p] = wardenCap(s, p);
}

// ================================================================== prompts

/** Applies a seat's answer to the prompt on top of the stack (already known to be listed). */
function resolvePrompt(s: BrigadeState, t: Task, m: number, ev: Ev): void {
  const k = kindOf(m);
  const a = p1Of(m);
  const b = p2Of(m);
  const p = t.seat;
  if (k === KIND.skip) {
    s.stack.pop();
    if (t.k === "pDeflect") s.stack.push(task("ball", p, t.a, t.b, t.c, 1));
    return;
  }
  switch (t.k) {
    case "pWarden": {
      s.stack.pop();
      s.warden[p] = a;
      s.colour[p] = b;
      s.board[p] = s.data.bdColour.indexOf(b);
      s.wWater[p] = Math.min(s.rules.startingWater.warden, wardenCap(s, p));
      ev?.push({
        type: "wardenChosen",
        seat: p,
        warden: s.data.wardens[a]?.id ?? "?",
        colour: COLOUR_NAMES[b] as string,
        board: s.data.boards[s.board[p] as number]?.id ?? "?",
        side: 1,
      });
      return;
    }
    case "pCorner":
      s.stack.pop();
      s.base[a] = p;
      ev?.push({ type: "corner", seat: p, cell: cn(a) });
      return;
    case "pRenown": {
      const list = t.list as number[];
      const selina = !list.includes(a);
      list.push(a);
      t.b--;
      if (t.b <= 0) s.stack.pop();
      const cause =
        t.c === RENOWN.extinguish
          ? "extinguish"
          : t.c === RENOWN.anywhere
            ? "event"
            : t.c === RENOWN.nobles
              ? "Immora"
              : t.c === RENOWN.merchants
                ? "Insurance"
                : "Ali Ahmar";
      addRenown(s, p, a, 1, ev, cause, selina);
      return;
    }
    case "pRecruit": {
      const list = t.list as number[];
      if (k === KIND.givePrecious) {
        const i = list.findIndex((c) => s.data.sqAbility[c] === "burden");
        const card = list[i] as number;
        list.splice(i, 1);
        if (s.precious >= 0) s.squadDiscard.push(s.preciousCard);
        s.precious = a;
        s.preciousCard = card;
        ev?.push({ type: "precious", from: p, to: a });
        if (list.length === 0) s.stack.pop();
        return;
      }
      s.stack.pop();
      let replaced: string | null = null;
      if (a !== NO_CARD) {
        if (b !== NO_CARD) {
          removeMember(s, p, slotOf(s, p, b), true);
          replaced = s.data.squad[b]?.id ?? "?";
        }
        addMember(s, p, a, s.data.sqWater[a] as number);
      }
      const discarded: string[] = [];
      for (const c of list)
        if (c !== a) {
          s.squadDiscard.push(c);
          discarded.push(s.data.squad[c]?.id ?? "?");
        }
      ev?.push({
        type: "recruited",
        seat: p,
        card: a === NO_CARD ? null : (s.data.squad[a]?.id ?? "?"),
        replaced,
        discarded,
      });
      return;
    }
    case "pDeflect":
      s.stack.pop();
      s.last?.deflected.push(t.a);
      ev?.push({ type: "deflected", seat: p, from: cn(t.a), to: cn(a) });
      s.stack.push(task("ball", p, a, t.b, t.c, 1));
      return;
    case "pStoke":
    case "pFlare": {
      s.stack.pop();
      const before = s.fire[a] as number;
      raise(s, a, t.k === "pStoke" ? 1 : 2, ev);
      ev?.push({
        type: "intensity",
        cell: cn(a),
        before,
        after: s.fire[a] as number,
        cause: t.k === "pStoke" ? "Gness Smold" : "Chops Murphy",
        seat: p,
      });
      return;
    }
    case "pCool":
    case "pReduce": {
      s.stack.pop();
      const before = s.fire[a] as number;
      reduce(s, a, t.k === "pCool" ? 2 : 1);
      ev?.push({
        type: "intensity",
        cell: cn(a),
        before,
        after: s.fire[a] as number,
        cause: t.k === "pCool" ? "Del Uge" : "Ali Ahmar",
        seat: p,
      });
      return;
    }
    case "pUpgrade":
      s.stack.pop();
      upgradeTrack(s, p, a, true, ev);
      return;
    case "pFavour":
      s.stack.pop();
      if (a === 0) {
        const before = brigadeWater(s, p);
        pourBrigade(s, p, 2, true);
        ev?.push({
          type: "water",
          seat: p,
          holder: "squad",
          delta: brigadeWater(s, p) - before,
          cause: "Ali Ahmar",
        });
      } else if (a === 1) s.stack.push(task("pTake", p, TAKE.ali));
      else s.stack.push(task("pReduce", p, t.a));
      return;
    case "pTake": {
      s.stack.pop();
      s.renown[p * CELLS + a] = (s.renown[p * CELLS + a] as number) - 1;
      ev?.push({ type: "renownReturned", seat: p, cell: cn(a), cause: t.a === TAKE.ali ? "moved" : "paid" });
      if (t.a === TAKE.frith) {
        const card = t.b;
        const victim = holderOf(s, card);
        const water = s.sqWater[victim * 3 + slotOf(s, victim, card)] as number;
        removeMember(s, victim, slotOf(s, victim, card), false);
        if (t.c !== NO_CARD) removeMember(s, p, slotOf(s, p, t.c), true);
        addMember(s, p, card, water);
        ev?.push({ type: "memberTaken", seat: p, from: victim, card: s.data.squad[card]?.id ?? "?" });
      } else if (t.a === TAKE.glint) upgradeTrack(s, p, t.b, true, ev);
      else s.stack.push(task("pRenown", p, a, 1, RENOWN.move, 0, []));
      return;
    }
    case "pPurge":
      s.stack.pop();
      s.stack.push(task("pDiscard", a, p));
      return;
    case "pDiscard": {
      s.stack.pop();
      removeMember(s, p, slotOf(s, p, a), true);
      ev?.push({
        type: "memberDiscarded",
        seat: p,
        card: s.data.squad[a]?.id ?? "?",
        cause: "Zilda Garrett",
      });
      return;
    }
    case "pLoseWater": {
      s.stack.pop();
      let holder = "cistern";
      if (a === 0) {
        s.wWater[p] = (s.wWater[p] as number) - 1;
        holder = "warden";
      } else if (a === 1) s.cWater[p] = (s.cWater[p] as number) - 1;
      else {
        const slot = slotOf(s, p, a - 2);
        s.sqWater[p * 3 + slot] = (s.sqWater[p * 3 + slot] as number) - 1;
        holder = s.data.squad[a - 2]?.id ?? "?";
      }
      ev?.push({
        type: "water",
        seat: p,
        holder,
        delta: -1,
        cause: t.b >= 0 ? "Incorporeal" : "Walder Ranier",
      });
      if (t.b >= 0) pourBrigade(s, t.b, 1);
      return;
    }
    case "pPush": {
      s.stack.pop();
      const victim = t.a;
      s.brigade[victim] = a;
      ev?.push({
        type: "moved",
        seat: victim,
        piece: "brigade",
        from: cn(t.b),
        to: cn(a),
        cause: "Mog The Heavy",
      });
      if (s.precious === victim && s.base[a] === victim) s.stack.push(task("pPrecious", victim));
      return;
    }
    case "pBonusMove":
      s.stack.pop();
      doAction(s, p, m, ev);
      return;
    case "pFreeCistern": {
      s.stack.pop();
      bonusCisternMove(s, p, a, ev); // §10.2: just after the brigade's Move
      return;
    }
    case "pPrecious":
      s.stack.pop();
      s.precious = -1;
      s.squadDiscard.push(s.preciousCard);
      ev?.push({
        type: "memberDiscarded",
        seat: p,
        card: s.data.squad[s.preciousCard]?.id ?? "?",
        cause: "home",
      });
      s.preciousCard = -1;
      return;
    case "pOak": {
      s.stack.pop();
      let c = t.a;
      for (let i = 0; i < 3; i++) {
        c = step(c, a * 2);
        if (c < 0) break;
        const before = s.fire[c] as number;
        if (raise(s, c, 1, ev) > 0)
          ev?.push({
            type: "intensity",
            cell: cn(c),
            before,
            after: s.fire[c] as number,
            cause: "Old Tom Oak",
          });
      }
      return;
    }
    case "pIndecent":
      s.stack.pop();
      raiseByEvent(s, a, 1, ev);
      return;
    case "pClimb":
      s.stack.pop();
      if (b > 0) aviary(s, p, b, ev); // §15.1: passing through the Aviary on the way
      arrive(s, p, a, ev, "Sparkling Climb");
      return;
    case "pOrder": {
      // §11.4: the chosen ability resolves now; the owner orders the rest after it.
      s.stack.pop();
      const rest = (t.list as number[]).filter((i) => i !== a);
      if (rest.length >= 2) s.stack.push(task("pOrder", p, t.a, -1, -1, -1, rest));
      else if (rest.length === 1) s.stack.push(triggerTask(rest[0] as number, p, t.a));
      s.stack.push(triggerTask(a, p, t.a));
      return;
    }
    default:
      s.stack.pop();
  }
}

const COLOUR_NAMES = ["white", "black", "pink", "orange"];

// ================================================================== §7 the turn, §6 start

/** Runs an automatic task. */
function exec(s: BrigadeState, t: Task, ev: Ev): void {
  switch (t.k) {
    case "turn": {
      const p = t.seat;
      s.owner = p;
      s.turn++;
      s.flags[p] = 0;
      s.bernhardt[p] = 0; // R52: until the start of one's next turn
      s.phase = "event";
      ev?.push({ type: "turn", seat: p, round: s.round, extra: t.a === 1 });
      s.stack.push(task("actionStart", p));
      s.stack.push(task("cleanup"));
      s.stack.push(task("draw", p, -1));
      return;
    }
    case "draw": {
      const card = t.a >= 0 ? t.a : drawEvent(s, ev);
      if (card >= 0) revealEvent(s, t.seat, card, ev);
      return;
    }
    case "eventDone":
      s.eventDiscard.push(t.a);
      checkFiresOut(s, ev);
      return;
    case "cleanup":
      cleanup(s, ev);
      return;
    case "actionStart": {
      const p = t.seat;
      s.phase = "action";
      s.owner = p;
      const ap = trackValue(s, p, 2) - (s.precious === p ? 1 : 0) + (s.bonusAp[p] as number);
      s.ap[p] = Math.max(0, ap);
      s.bonusAp[p] = 0;
      return;
    }
    case "actionEnd": {
      const p = t.seat;
      s.stack.push(task("turnEnd", p));
      s.stack.push(task("cleanup"));
      const b = s.brigade[p] as number;
      if (
        boardAbility(s, p) === "sparklingClimb" &&
        isCity(s, b) &&
        s.burnt[b] === 0 &&
        affOf(s, b) === AFF_NOBLES
      )
        s.stack.push(task("pClimb", p));
      return;
    }
    case "turnEnd": {
      const p = t.seat;
      s.stack.push(task("turnNext", p));
      const b = s.brigade[p] as number;
      if ((s.burnt[b] as number) > 0) {
        // R25 fallback: no legal way off the destroyed tile; the brigade goes home.
        const home = baseOf(s, p);
        s.brigade[p] = home;
        ev?.push({ type: "moved", seat: p, piece: "brigade", from: cn(b), to: cn(home), cause: "R25" });
        if (s.precious === p) s.stack.push(task("pPrecious", p));
      }
      return;
    }
    case "turnNext": {
      const p = s.owner;
      if (s.evacuating && p === lastSeatOfRound(s) && s.extra[p] === 0) {
        endGame(s, "evacuation", -1, -1, ev);
        return;
      }
      if ((s.extra[p] as number) > 0) {
        s.extra[p] = (s.extra[p] as number) - 1;
        s.stack.push(task("turn", p, 1));
        return;
      }
      const next = (p + 1) % s.n;
      if (next === s.first) {
        s.round++;
        const limit = s.rules.roundLimit;
        if (limit !== null && s.round > limit) {
          // R62: an explicit guard with its own ending; rules version 1 scored it as an evacuation.
          endGame(s, rulesVersionOf(s) >= 2 ? "roundLimit" : "evacuation", -1, -1, ev);
          return;
        }
      }
      s.stack.push(task("turn", next, 0));
      return;
    }
    case "setupDone":
      setupDone(s, ev);
      return;
    case "ball":
      fireball(s, t.a, t.b, t.c, t.d === 1, ev);
      return;
    case "stormEnd":
      stormEnd(s, ev);
      return;
    case "upg":
      upgradeTrack(s, t.seat, t.a, true, ev);
      return;
    case "fxRecruit":
      if (canRecruit(s, t.seat)) startRecruit(s, t.seat, true, ev);
      return;
    case "building":
      building(s, t.a, ev);
      return;
    default:
      return;
  }
}

/**
 * §15.1, R60: a special building's effect when its tile flips, once the card or effect that destroyed
 * it has finished (abilities ignore protection, R8). The tile's renown and loyalty go back first
 * (R6 amended, rules version 2 on).
 */
function building(s: BrigadeState, c: number, ev: Ev): void {
  if (rulesVersionOf(s) >= 2) returnMarkers(s, c);
  const up = (x: number, n: number, cause: string) => {
    const before = s.fire[x] as number;
    if (raise(s, x, n, ev) > 0)
      ev?.push({ type: "intensity", cell: cn(x), before, after: s.fire[x] as number, cause });
  };
  switch (buildingOf(s, c)) {
    case "burstAdjacent":
      for (const x of ORTHO[c] as readonly number[]) up(x, 2, "Khomar");
      return;
    case "frost":
      for (const x of NEIGH8[c] as readonly number[]) {
        const before = s.fire[x] as number;
        if (reduce(s, x, 1) > 0)
          ev?.push({
            type: "intensity",
            cell: cn(x),
            before,
            after: s.fire[x] as number,
            cause: "Falariel's Frozen Exhibits",
          });
        for (let p = 0; p < s.n; p++)
          if (s.brigade[p] === x) fillBrigade(s, p, ev, "Falariel's Frozen Exhibits");
      }
      return;
    case "lineOfFire":
      s.stack.push(task("pOak", activeSeat(s), c));
      return;
    case "aviary":
      for (const p of seatOrder(s)) {
        // §15.1, R44: with a renown supply limit, a player with no token left places none.
        const limit = s.rules.renownTokensPerPlayer;
        if (rulesVersionOf(s) >= 2 && limit !== null && renownOnBoard(s, p) >= limit) {
          ev?.push({ type: "renownLost", seat: p, count: 1, reason: "no tokens left in the supply (R44)" });
          continue;
        }
        s.renown[p * CELLS + c] = (s.renown[p * CELLS + c] as number) + 1;
        ev?.push({
          type: "renown",
          seat: p,
          cell: cn(c),
          count: 1,
          total: s.renown[p * CELLS + c] as number,
          cause: "The Jeweled Aviary",
        });
      }
      return;
    default:
      return;
  }
}

/**
 * §3.4, §6: pieces on the barracks tiles, the University set alight, the starting events drawn at
 * random (the rest shuffled into the deck), each resolved as its own event phase (R20), then the
 * first player's action phase.
 */
function setupDone(s: BrigadeState, ev: Ev): void {
  for (let p = 0; p < s.n; p++) {
    const home = baseOf(s, p);
    s.brigade[p] = home;
    s.cistern[p] = home;
  }
  for (const u of [14, 15, 20, 21]) {
    const v = Math.min(s.rules.universityStartIntensity, flameOf(s, u));
    if (v > 0 && s.fire[u] === 0) s.burning++;
    s.fire[u] = v;
  }
  const pile = s.startPile;
  const drawn: number[] = [];
  const want = Math.min(s.rules.startingEvents, pile.length);
  for (let i = 0; i < want; i++) drawn.push(pile.splice(rngBelow(s, pile.length), 1)[0] as number);
  s.eventDeck.push(...pile);
  s.startPile = [];
  rngShuffle(s, s.eventDeck);
  s.round = 1;
  s.turn = 1;
  s.owner = s.first;
  s.phase = "setupEvents";
  ev?.push({ type: "turn", seat: s.first, round: 1, extra: false });
  s.stack.push(task("actionStart", s.first));
  for (let i = drawn.length - 1; i >= 0; i--) {
    s.stack.push(task("cleanup"));
    s.stack.push(task("draw", s.first, drawn[i] as number));
  }
}

// ================================================================== the driver

const PBUF: number[] = [];

/** §7.2: a 0-AP action the owner can still take (Morgana Magos's free cistern move). */
function freeActionAvailable(s: BrigadeState, p: number): boolean {
  if (!has(s, p, "freeCisternMove") || (s.flags[p] as number) & FLAG.morgana) return false;
  return cisternDestinations(s, p, PBUF).length > 0;
}

/** Prompts resolved without asking when they offer exactly one forced choice. */
const FORCED = new Set([
  "pWarden",
  "pCorner",
  "pCool",
  "pUpgrade",
  "pFavour",
  "pTake",
  "pReduce",
  "pDiscard",
  "pLoseWater",
  "pPush",
  "pOak",
]);

/**
 * Runs automatic tasks until a seat must choose or the game ends: prompts with no option are
 * dropped, forced prompts with one option answered; in the action phase with nothing on the stack,
 * "all fires out" is checked (R47) and a player with no AP and no free action ends the turn (R21).
 */
export function run(s: BrigadeState, ev: Ev): void {
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.phase === "over") return;
    const t = s.stack[s.stack.length - 1];
    if (!t) {
      if (s.phase !== "action") return;
      if (recheckThresholds(s, ev)) continue;
      if (checkFiresOut(s, ev)) return;
      const o = s.owner;
      if ((s.ap[o] as number) <= 0 && !freeActionAvailable(s, o)) {
        s.stack.push(task("actionEnd", o));
        continue;
      }
      return;
    }
    if (isPrompt(t)) {
      const n = genPrompt(s, t, PBUF).length;
      if (n === 0) {
        s.stack.pop();
        continue;
      }
      if (n === 1 && (FORCED.has(t.k) || (t.k === "pRenown" && t.d !== 1))) {
        resolvePrompt(s, t, PBUF[0] as number, ev);
        continue;
      }
      if (n === 1 && kindOf(PBUF[0] as number) === KIND.skip) {
        resolvePrompt(s, t, PBUF[0] as number, ev);
        continue;
      }
      if (recheckThresholds(s, ev)) continue;
      return;
    }
    s.stack.pop();
    exec(s, t, ev);
  }
}

/** Applies a listed move for `seat` in place and runs on to the next choice. */
export function applyMove(s: BrigadeState, seat: number, m: number, ev: Ev): void {
  const top = s.stack[s.stack.length - 1];
  if (top && isPrompt(top)) resolvePrompt(s, top, m, ev);
  else doAction(s, seat, m, ev);
  run(s, ev);
}

/** The seats that may act (§16: never depends on a secret). */
export function actor(s: BrigadeState): number {
  if (s.phase === "over") return -1;
  const t = s.stack[s.stack.length - 1];
  if (t && isPrompt(t)) return t.seat;
  return s.phase === "action" ? s.owner : -1;
}
