/**
 * Fire and destruction (§4): intensity up and down, destruction and the flip at the end of the
 * phase (§4.3, R6), the Great Buildings acting when their tile flips (§15.1, R60), all fires out (§13.4).
 */
import { CELLS, NEIGH8, ORTHO } from "../grid.js";
import {
  activeSeat,
  affOf,
  type BrigadeState,
  baseOf,
  buildingOf,
  eventImmune,
  flameOf,
  isBurning,
  isCity,
  renownOnBoard,
  rulesVersionOf,
  task,
  UNI,
} from "../state.js";
import { fillBrigade } from "./actions.js";
import { cn, type Ev } from "./common.js";
import { endGame } from "./end.js";
import { seatOrder } from "./events.js";

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
export function setFire(s: BrigadeState, c: number, v: number): void {
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
export function raiseByEvent(s: BrigadeState, c: number, n: number, ev: Ev, overridePieces = false): number {
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
export function cleanup(s: BrigadeState, ev: Ev): void {
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

/**
 * §15.1, R60: a special building's effect when its tile flips, once the card or effect that destroyed
 * it has finished (abilities ignore protection, R8). The tile's renown and loyalty go back first
 * (R6 amended, rules version 2 on).
 */
export function building(s: BrigadeState, c: number, ev: Ev): void {
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
