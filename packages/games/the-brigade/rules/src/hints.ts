/**
 * Guidance for the seat that may act (the contract's `hints`), computed only from what it may see:
 * where its brigade and cistern can go, where it may refill, the fires within reach with the renown
 * they would pay, what it needs for loyalty around, and why an action is barred (R25).
 */

import { threshold } from "./engine.js";
import { CELLS, cellName } from "./grid.js";
import { brigadeDestinations, cisternDestinations, MoveMode } from "./movement.js";
import { canRefillAt, mustLeave } from "./moves.js";
import { actorSeat, type BrigadeState, brigadeWater, isBurning, isPrompt, renownTarget } from "./state.js";

/** The hints of a seat. */
export interface BrigadeHints {
  seat: number;
  actionPoints: number;
  /** Tiles the brigade can end a Move Brigade on. */
  moveTo: string[];
  /** Tiles the cistern can jump to. */
  cisternTo: string[];
  /** Tiles where a Refill would fill something now. */
  refillAt: string[];
  /** Burning tiles the brigade can reach, with the water it holds. */
  fires: { cell: string; intensity: number; canPutOut: boolean }[];
  /** Renown still needed for loyalty on each tile where the seat has renown. */
  loyaltyIn: { cell: string; need: number }[];
  /** Warnings in words. */
  notes: string[];
}

/** Hints for `seat`, or null when it may not act. */
export function hintsOf(s: BrigadeState, seat: number): BrigadeHints | null {
  if (actorSeat(s) !== seat) return null;
  const top = s.stack[s.stack.length - 1];
  const inAction = s.phase === "action" && s.owner === seat && !(top && isPrompt(top));
  const moveTo = inAction ? brigadeDestinations(s, seat, MoveMode.Normal, []).map(cellName) : [];
  const cisternTo = inAction ? cisternDestinations(s, seat, []).map(cellName) : [];
  const refillAt: string[] = [];
  if (inAction)
    for (const c of new Set([s.brigade[seat] as number, s.cistern[seat] as number]))
      if (canRefillAt(s, seat, c)) refillAt.push(cellName(c));
  const water =
    brigadeWater(s, seat) + (s.cistern[seat] === s.brigade[seat] ? (s.cWater[seat] as number) : 0);
  const reach = new Set(moveTo);
  const fires: BrigadeHints["fires"] = [];
  for (let c = 0; c < CELLS; c++)
    if (isBurning(s, c) && (reach.has(cellName(c)) || s.brigade[seat] === c))
      fires.push({
        cell: cellName(c),
        intensity: s.fire[c] as number,
        canPutOut: water >= (s.fire[c] as number),
      });
  const loyaltyIn: BrigadeHints["loyaltyIn"] = [];
  for (let c = 0; c < CELLS; c++) {
    const r = s.renown[seat * CELLS + c] as number;
    if (r > 0 && renownTarget(s, seat, c))
      loyaltyIn.push({ cell: cellName(c), need: threshold(s, seat, c) - r });
  }
  const notes: string[] = [];
  if (inAction && mustLeave(s, seat))
    notes.push("Your brigade stands on a destroyed tile: move it off before the turn ends (R25).");
  return {
    seat,
    actionPoints: inAction ? (s.ap[seat] as number) : 0,
    moveTo,
    cisternTo,
    refillAt,
    fires,
    loyaltyIn,
    notes,
  };
}
