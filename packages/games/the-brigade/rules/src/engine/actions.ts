/**
 * The actions (§8) and water (§9): moving brigade and cistern, Extinguish, Refill, Transfer (R29),
 * the warden's special actions (§14.2), the Jeweled Aviary on the way (§15.1).
 */
import { extCistern, extSplit, extWater, KIND, kindOf, p1Of, p2Of, splitAt } from "../actions.js";
import { CELLS } from "../grid.js";
import { incorporealPath } from "../movement.js";
import {
  affOf,
  ashWater,
  type BrigadeState,
  brigadeWater,
  buildingOf,
  cisternCap,
  FLAG,
  has,
  isBurning,
  onBlue,
  type Task,
  task,
  UNI,
  wardenAction,
  wardenCap,
} from "../state.js";
import { cn, type Ev, RENOWN, TAKE } from "./common.js";
import { seatOrder } from "./events.js";
import { reduce, setFire } from "./fire.js";
import { removeMember, startRecruit, upgradeTrack } from "./squads.js";

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
export function pourBrigade(s: BrigadeState, p: number, n: number, squadOnly = false): number {
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

/**
 * The brigade arrives on `to` (a Move Brigade, a free move, Incorporeal): Mog The Heavy pushes a
 * brigade found there (R39), Gness Smold may stoke a burning tile, the Jeweled Aviary gives back
 * one's renown for an extra action (§15.1, Ruling B5), the Cistern Capacity blue bonus offers a free
 * cistern move (§10.2), and Sir Precious may be left at home (R41).
 */
export function arrive(s: BrigadeState, p: number, to: number, ev: Ev, cause: string): void {
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
export function aviary(s: BrigadeState, p: number, c: number, ev: Ev): void {
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
export function extinguish(s: BrigadeState, p: number, w: number, cw: number, split: number, ev: Ev): void {
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
export function bonusCisternMove(s: BrigadeState, p: number, to: number, ev: Ev): void {
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
export function doAction(s: BrigadeState, p: number, m: number, ev: Ev): void {
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
