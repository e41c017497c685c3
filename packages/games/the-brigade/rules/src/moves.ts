/**
 * The moves a seat may make now, as integers, in a fixed order: the action phase's actions (§8,
 * §14) or the answers to the prompt on top of the stack. One generator serves `legal`, the fast
 * path, legality checks of `apply`, the bots and the guided UI.
 */
import { extMove, KIND, kindOf, mv, NO_CARD, splitCode } from "./actions.js";
import { CELLS, CORNERS, NEIGH8, ORTHO } from "./grid.js";
import { aviaryRoutes, brigadeDestinations, cisternDestinations, MoveMode, pushTargets } from "./movement.js";
import {
  affOf,
  ashWater,
  type BrigadeState,
  baseOf,
  boardAbility,
  brigadeCap,
  brigadeWater,
  buildingOf,
  canRecruit,
  cisternCap,
  eventImmune,
  FLAG,
  flameOf,
  has,
  isBurning,
  isCity,
  isPrompt,
  onBlue,
  renownOnBoard,
  renownTarget,
  rulesVersionOf,
  squadSize,
  type Task,
  trackLast,
  trackValue,
  UNI,
  wardenAction,
  wardenCap,
} from "./state.js";

const BUF: number[] = [];
const BUF2: number[] = [];
const BUF3: number[] = [];

/** The moves `seat` may make now (empty if it may not act). */
export function genMoves(s: BrigadeState, seat: number, out: number[]): number[] {
  out.length = 0;
  if (s.phase === "over") return out;
  const t = s.stack[s.stack.length - 1];
  if (t) {
    if (isPrompt(t) && t.seat === seat) genPrompt(s, t, out);
    return out;
  }
  if (s.phase === "action" && seat === s.owner) genActions(s, seat, out);
  return out;
}

/** R25: is the brigade on a destroyed tile with a legal way off? */
export function mustLeave(s: BrigadeState, p: number): boolean {
  const b = s.brigade[p] as number;
  if (b < 0 || (s.burnt[b] as number) === 0 || (s.ap[p] as number) < 1) return false;
  for (const c of brigadeDestinations(s, p, MoveMode.Normal, BUF2)) if (s.burnt[c] === 0) return true;
  return false;
}

/**
 * R25 (issue 27): a Move or Incorporeal that spends the player's last action point may not end on a
 * destroyed tile — the turn would end there. Rules version 2 on; version 1 refused it only when the
 * brigade already stood on a destroyed tile. An arrival that gives an action back (the Jeweled
 * Aviary, §15.1) is not the last point.
 */
export function endsOnDestroyed(s: BrigadeState, p: number, c: number): boolean {
  if ((s.burnt[c] as number) === 0 || (s.ap[p] as number) !== 1 || rulesVersionOf(s) < 2) return false;
  return !(buildingOf(s, c) === "aviary" && (s.renown[p * CELLS + c] as number) > 0);
}

/** The action phase's actions (§8), cheapest checks first. */
export function genActions(s: BrigadeState, p: number, out: number[]): number[] {
  const ap = s.ap[p] as number;
  const leave = mustLeave(s, p);
  const lastAp = leave && ap === 1;
  const flags = s.flags[p] as number;
  if (!leave) out.push(mv(KIND.endTurn));
  const b = s.brigade[p] as number;
  if (ap >= 1)
    for (const c of brigadeDestinations(s, p, MoveMode.Normal, BUF))
      if ((!lastAp || s.burnt[c] === 0) && !endsOnDestroyed(s, p, c)) out.push(mv(KIND.moveBrigade, c));
  // §15.1: the same move through the Jeweled Aviary (its action comes back, so R25's last point
  // does not apply to the destination).
  if (ap >= 1) {
    const r = aviaryRoutes(s, p, BUF);
    for (let i = 0; i < r.length; i += 2)
      if (!lastAp || s.burnt[r[i + 1] as number] === 0)
        out.push(mv(KIND.moveBrigade, r[i + 1] as number, r[i] as number));
  }
  const freeCistern = has(s, p, "freeCisternMove") && !(flags & FLAG.morgana);
  if (freeCistern || (ap >= 1 && !lastAp))
    for (const c of cisternDestinations(s, p, BUF)) out.push(mv(KIND.moveCistern, c));
  // §10.2 (issue 27): the Cistern Capacity blue bonus may move the cistern just before a Move
  // Brigade — then the brigade must move (rules version 2 on; before, only after arriving).
  if (
    ap >= 1 &&
    rulesVersionOf(s) >= 2 &&
    onBlue(s, p, 1) &&
    !(flags & FLAG.cisternBonus) &&
    out.some((m) => kindOf(m) === KIND.moveBrigade)
  )
    for (const c of cisternDestinations(s, p, BUF)) out.push(mv(KIND.moveCistern, c, 1));
  const advanced = s.rules.advanced;
  const wardenFree = advanced && !(flags & FLAG.warden);
  const wa = wardenAction(s, p);
  if (ap < 1) return out;
  if (lastAp) {
    if (wardenFree && wa === "incorporeal") {
      for (const c of brigadeDestinations(s, p, MoveMode.Incorporeal, BUF))
        if (s.burnt[c] === 0) out.push(mv(KIND.incorporeal, c));
      incorporealViaAviary(s, p, true, out);
    }
    return out;
  }
  // §8.3 Extinguish
  if (isBurning(s, b)) {
    const I = s.fire[b] as number;
    const wb = brigadeWater(s, p);
    const wc = s.cistern[p] === b ? (s.cWater[p] as number) : 0;
    const max = Math.min(I, wb + wc);
    const choose = rulesVersionOf(s) >= 3;
    for (let w = 1; w <= max; w++)
      for (let c = Math.max(0, w - wb); c <= Math.min(w, wc); c++)
        if (!choose) out.push(mv(KIND.extinguish, w, c));
        else splits(s, p, w - c, false, -1, (code) => out.push(extMove(w, c, code)));
  }
  // §8.4 Refill
  const dusk = wa === "dawnDusk" && s.dusk[p] === 1;
  if (!dusk) {
    if (canRefillAt(s, p, b)) out.push(mv(KIND.refill, b));
    const cs = s.cistern[p] as number;
    if (cs !== b && canRefillAt(s, p, cs)) out.push(mv(KIND.refill, cs));
  }
  // §8.5 Transfer
  if (s.cistern[p] === b) {
    const cw = s.cWater[p] as number;
    const total = cw + brigadeWater(s, p);
    const lo = Math.max(0, total - brigadeCap(s, p));
    const hi = Math.min(cisternCap(s, p), total);
    if (rulesVersionOf(s) < 3) {
      for (let x = lo; x <= hi; x++) if (x !== cw) out.push(mv(KIND.transfer, x));
    } else {
      // R29: the brigade's share may be arranged over its cards as the player likes; a transfer that
      // only rearranges the brigade's cards is one too.
      const now = splitCode(currentSplit(s, p));
      for (let x = lo; x <= hi; x++)
        splits(s, p, total - x, true, x === cw ? now + 1 : -1, (code) =>
          out.push(mv(KIND.transfer, x, code)),
        );
    }
  }
  // §8.6 Recruit
  if (canRecruit(s, p)) out.push(mv(KIND.recruit));
  // §8.7 Upgrade
  if (!(flags & FLAG.upgraded))
    for (let t = 0; t < 3; t++)
      if ((s.track[p * 3 + t] as number) < trackLast(s, t)) out.push(mv(KIND.upgrade, t));
  // §11.5 Leon Bertrand (R35)
  if (!(flags & FLAG.leon) && has(s, p, "cisternDouse")) {
    const cs = s.cistern[p] as number;
    if (isBurning(s, cs) && s.fire[cs] === 1 && (s.cWater[p] as number) >= 1)
      out.push(mv(KIND.cisternExtinguish));
  }
  // §11.5 Ash
  if (!(flags & FLAG.ash)) {
    const ash = ashWater(s, p);
    if (ash.slot > -2 && ash.water > 0)
      for (const c of ORTHO[b] as readonly number[])
        if (isBurning(s, c)) {
          const max = Math.min(s.fire[c] as number, ash.water);
          for (let w = 1; w <= max; w++) out.push(mv(KIND.ashExtinguish, c, w));
        }
  }
  if (wardenFree) genWarden(s, p, wa, out);
  return out;
}

const SPLIT_BUF: number[] = [];
const NOW_BUF: number[] = [];

/** The water on the seat's squad cards, slot order (the warden card holds the rest). */
function currentSplit(s: BrigadeState, p: number): number[] {
  NOW_BUF.length = 0;
  for (let k = 0; k < 3 && (s.squad[p * 3 + k] as number) >= 0; k++)
    NOW_BUF.push(s.sqWater[p * 3 + k] as number);
  return NOW_BUF;
}

/**
 * R29 (rules version 3): the ways `total` water can sit on (`fill`: each card up to its capacity,
 * Transfer) or be paid from (each card up to the water on it, Extinguish) the seat's brigade cards.
 * One way is no choice: `emit(0)` (the move names no split, no extra click). Several: `emit(1 +
 * code)` for each (split codes, `splitCode`), except the code `skip − 1` (the arrangement already in
 * place, for a transfer that leaves the cistern as it is). Nothing is emitted when no way exists.
 */
export function splits(
  s: BrigadeState,
  p: number,
  total: number,
  fill: boolean,
  skip: number,
  emit: (code: number) => void,
): void {
  const n = currentSplit(s, p).length;
  const cap = [0, 0, 0];
  for (let k = 0; k < n; k++) {
    const card = s.squad[p * 3 + k] as number;
    cap[k] = fill ? (s.data.sqWater[card] as number) : (s.sqWater[p * 3 + k] as number);
  }
  const wcap = fill ? wardenCap(s, p) : (s.wWater[p] as number);
  SPLIT_BUF.length = 0;
  for (let a = 0; a <= (cap[0] as number); a++)
    for (let b = 0; b <= (cap[1] as number); b++)
      for (let c = 0; c <= (cap[2] as number); c++) {
        const w = total - a - b - c;
        if (w >= 0 && w <= wcap) SPLIT_BUF.push(a + 7 * b + 49 * c);
      }
  if (SPLIT_BUF.length === 1) {
    if (skip < 0) emit(0);
    return;
  }
  for (const code of SPLIT_BUF) if (code + 1 !== skip) emit(code + 1);
}

/** §8.4, R58: may the seat refill on tile `t`, and is there room to fill? */
export function canRefillAt(s: BrigadeState, p: number, t: number): boolean {
  if (t < 0) return false;
  const qualifies =
    s.base[t] === p ||
    s.loyal[t] === p ||
    (boardAbility(s, p) === "streetWisdom" && isCity(s, t) && (s.renown[p * CELLS + t] as number) > 0);
  if (!qualifies) return false;
  if (s.brigade[p] === t && brigadeWater(s, p) < brigadeCap(s, p)) return true;
  return s.cistern[p] === t && (s.cWater[p] as number) < cisternCap(s, p);
}

/** §14.2 warden special actions (1 AP, once per turn). */
function genWarden(s: BrigadeState, p: number, wa: string | null, out: number[]): void {
  switch (wa) {
    case "sendCistern":
      if ((s.cWater[p] as number) >= 1)
        for (const c of cisternDestinations(s, p, BUF))
          if (isBurning(s, c) && s.fire[c] === 1) out.push(mv(KIND.sendCistern, c));
      return;
    case "polymorphy":
      for (let a = 0; a < CELLS; a++) {
        if (!swappable(s, a)) continue;
        for (const b of ORTHO[a] as readonly number[]) {
          if (b <= a || !swappable(s, b)) continue;
          const fa = s.fire[a] as number;
          const fb = s.fire[b] as number;
          if (fa === fb || fa > flameOf(s, b) || fb > flameOf(s, a)) continue;
          out.push(mv(KIND.polymorphy, a, b));
        }
      }
      return;
    case "withThePeople": {
      if (renownOnBoard(s, p) < 1) return;
      const slots = trackValue(s, p, 0);
      const size = squadSize(s, p);
      for (let i = 0; i < s.n * 3; i++) {
        const card = s.squad[i] as number;
        if (card < 0 || Math.floor(i / 3) === p) continue;
        if (size < slots) out.push(mv(KIND.withThePeople, card, NO_CARD));
        else
          for (let k = 0; k < size; k++) out.push(mv(KIND.withThePeople, card, s.squad[p * 3 + k] as number));
      }
      return;
    }
    case "artificers":
      if (renownOnBoard(s, p) < 1) return;
      for (let t = 0; t < 3; t++)
        if ((s.track[p * 3 + t] as number) < trackLast(s, t)) out.push(mv(KIND.artificers, t));
      return;
    case "alliances":
      if (!s.bernhardt[p]) out.push(mv(KIND.alliances));
      return;
    case "dawnDusk":
      out.push(mv(KIND.flipWarden));
      return;
    case "mime":
      for (let i = 0; i < s.n * 3; i++) {
        const card = s.squad[i] as number;
        if (card >= 0 && card !== s.mime) out.push(mv(KIND.mime, card));
      }
      return;
    case "incorporeal":
      for (const c of brigadeDestinations(s, p, MoveMode.Incorporeal, BUF))
        if (!endsOnDestroyed(s, p, c)) out.push(mv(KIND.incorporeal, c));
      incorporealViaAviary(s, p, false, out);
      return;
    case "pyrocontrol":
      if (!s.cindy[p]) out.push(mv(KIND.pyrocontrol));
      return;
    default:
      return;
  }
}

/**
 * §15.1 (rules version 3): Incorporeal routes through the Jeweled Aviary (its action comes back, so
 * R25's last point does not apply to the destination; `leaving`: the brigade must leave a destroyed
 * tile with this last point).
 */
function incorporealViaAviary(s: BrigadeState, p: number, leaving: boolean, out: number[]): void {
  const r = aviaryRoutes(s, p, BUF, MoveMode.Incorporeal);
  for (let i = 0; i < r.length; i += 2)
    if (!leaving || s.burnt[r[i + 1] as number] === 0)
      out.push(mv(KIND.incorporeal, r[i + 1] as number, r[i] as number));
}

/** R49: a tile Polymorphy may touch. */
function swappable(s: BrigadeState, c: number): boolean {
  return isCity(s, c) && s.burnt[c] === 0 && affOf(s, c) !== UNI;
}

/** Renown targets of a pRenown prompt (R42, R43, Civic Duty). */
export function renownTargets(s: BrigadeState, t: Task, out: number[]): number[] {
  out.length = 0;
  const p = t.seat;
  switch (t.c) {
    case 0: {
      const wide = s.rules.renownAdjacency === "neighbours" || boardAbility(s, p) === "civicDuty";
      const cells = [t.a, ...((wide ? NEIGH8 : ORTHO)[t.a] as readonly number[])].sort((x, y) => x - y);
      for (const c of cells) if (renownTarget(s, p, c)) out.push(c);
      return out;
    }
    case 1:
    case 4:
      for (let c = 0; c < CELLS; c++) if (c !== t.a && renownTarget(s, p, c)) out.push(c);
      return out;
    case 2:
    case 3: {
      const aff = t.c === 2 ? 3 : 2;
      for (let c = 0; c < CELLS; c++)
        if (c !== t.a && renownTarget(s, p, c) && affOf(s, c) === aff) out.push(c);
      return out;
    }
    default:
      return out;
  }
}

/** The answers to a prompt, in a fixed order. */
export function genPrompt(s: BrigadeState, t: Task, out: number[]): number[] {
  out.length = 0;
  const p = t.seat;
  switch (t.k) {
    case "pWarden": {
      const usedW = new Set<number>();
      const usedC = new Set<number>();
      for (let q = 0; q < s.n; q++)
        if (q !== p && (s.warden[q] as number) >= 0) {
          usedW.add(s.warden[q] as number);
          usedC.add(s.colour[q] as number);
        }
      for (let w = 0; w < s.data.wardens.length; w++) {
        if (usedW.has(w)) continue;
        const fixed = s.data.wardens[w]?.colour;
        for (let c = 0; c < 4; c++) {
          if (usedC.has(c) || s.data.bdColour.indexOf(c) < 0) continue;
          if (fixed && ["white", "black", "pink", "orange"].indexOf(fixed) !== c) continue;
          out.push(mv(KIND.pickWarden, w, c));
        }
      }
      return out;
    }
    case "pCorner":
      for (const c of [...CORNERS].sort((x, y) => x - y))
        if (s.base[c] === -1) out.push(mv(KIND.pickCorner, c));
      return out;
    case "pRenown":
      for (const c of renownTargets(s, t, BUF)) out.push(mv(KIND.placeRenown, c));
      if (t.d === 1 && out.length) out.push(mv(KIND.skip));
      return out;
    case "pRecruit": {
      const list = t.list as number[];
      if (list.some((c) => s.data.sqAbility[c] === "burden")) {
        for (let q = 0; q < s.n; q++) if (q !== p) out.push(mv(KIND.givePrecious, q));
        return out;
      }
      const size = squadSize(s, p);
      const slots = trackValue(s, p, 0);
      for (const c of [...list].sort((x, y) => x - y)) {
        if (size < slots) out.push(mv(KIND.chooseRecruit, c, NO_CARD));
        else for (let k = 0; k < size; k++) out.push(mv(KIND.chooseRecruit, c, s.squad[p * 3 + k] as number));
      }
      out.push(mv(KIND.chooseRecruit, NO_CARD, NO_CARD));
      return out;
    }
    case "pDeflect":
      for (const c of ORTHO[t.a] as readonly number[])
        if (isCity(s, c) && s.burnt[c] === 0) out.push(mv(KIND.deflect, c));
      out.push(mv(KIND.skip));
      return out;
    case "pStoke":
      if (isBurning(s, t.a)) out.push(mv(KIND.raise, t.a), mv(KIND.skip));
      return out;
    case "pFlare":
      for (const c of ORTHO[t.a] as readonly number[])
        if (isCity(s, c) && s.burnt[c] === 0) out.push(mv(KIND.raise, c));
      if (out.length) out.push(mv(KIND.skip));
      return out;
    case "pCool":
      for (let c = 0; c < CELLS; c++) if (c !== t.a && isBurning(s, c)) out.push(mv(KIND.reduce, c));
      return out;
    case "pReduce":
      for (const c of ORTHO[t.a] as readonly number[]) if (isBurning(s, c)) out.push(mv(KIND.reduce, c));
      return out;
    case "pUpgrade":
      for (let k = 0; k < 3; k++)
        if ((s.track[p * 3 + k] as number) < trackLast(s, k)) out.push(mv(KIND.upgrade, k));
      return out;
    case "pFavour": {
      let room = false;
      for (let k = 0; k < 3; k++) {
        const c = s.squad[p * 3 + k] as number;
        if (c >= 0 && (s.sqWater[p * 3 + k] as number) < (s.data.sqWater[c] as number)) room = true;
      }
      if (room) out.push(mv(KIND.favour, 0));
      if (renownOnBoard(s, p) > 0) out.push(mv(KIND.favour, 1));
      if ((ORTHO[t.a] as readonly number[]).some((c) => isBurning(s, c))) out.push(mv(KIND.favour, 2));
      return out;
    }
    case "pTake":
      for (let c = 0; c < CELLS; c++)
        if ((s.renown[p * CELLS + c] as number) > 0) out.push(mv(KIND.takeRenown, c));
      return out;
    case "pPurge":
      for (let q = 0; q < s.n; q++) if (q !== p && squadSize(s, q) > 0) out.push(mv(KIND.chooseSeat, q));
      if (out.length) out.push(mv(KIND.skip));
      return out;
    case "pDiscard":
      for (let k = 0; k < 3; k++) {
        const c = s.squad[p * 3 + k] as number;
        if (c >= 0) out.push(mv(KIND.discard, c));
      }
      return out;
    case "pLoseWater":
      if (t.a !== 2 && (s.wWater[p] as number) > 0) out.push(mv(KIND.loseWater, 0));
      if (t.a !== 1 && (s.cWater[p] as number) > 0) out.push(mv(KIND.loseWater, 1));
      if (t.a !== 2)
        for (let k = 0; k < 3; k++) {
          const c = s.squad[p * 3 + k] as number;
          if (c >= 0 && (s.sqWater[p * 3 + k] as number) > 0) out.push(mv(KIND.loseWater, c + 2));
        }
      return out;
    case "pPush":
      for (const c of pushTargets(s, t.a, t.b, BUF)) out.push(mv(KIND.push, c));
      return out;
    case "pFreeCistern":
      for (const c of cisternDestinations(s, p, BUF)) out.push(mv(KIND.moveCistern, c));
      if (out.length) out.push(mv(KIND.skip));
      return out;
    case "pBonusMove": {
      // §10.2: the Move Brigade that the free cistern move came before.
      BUF3.length = 0; // genActions appends: without this the list kept every earlier prompt's moves
      genActions(s, p, BUF3);
      for (const m of BUF3) if (kindOf(m) === KIND.moveBrigade) out.push(m);
      return out;
    }
    case "pPrecious":
      if (s.precious === p && s.brigade[p] === baseOf(s, p))
        out.push(mv(KIND.discard, s.preciousCard), mv(KIND.skip));
      return out;
    case "pOak":
      for (let d = 0; d < 4; d++) out.push(mv(KIND.direction, d));
      return out;
    case "pIndecent":
      for (let c = 0; c < CELLS; c++) {
        if (!isCity(s, c) || s.burnt[c] !== 0 || eventImmune(s, c, true)) continue;
        let piece = false;
        for (let q = 0; q < s.n; q++) if (s.brigade[q] === c || s.cistern[q] === c) piece = true;
        if (!piece) out.push(mv(KIND.raise, c));
      }
      if (out.length) out.push(mv(KIND.skip));
      return out;
    case "pOrder":
      // §11.4: which of the triggered abilities resolves next.
      for (const i of t.list as number[]) out.push(mv(KIND.trigger, i));
      return out;
    case "pClimb": {
      for (const c of brigadeDestinations(s, p, MoveMode.NoDestroyedEnd, BUF))
        out.push(mv(KIND.moveBrigade, c));
      // §15.1 (rules version 3): the free move may pass through the Jeweled Aviary too.
      const r = aviaryRoutes(s, p, BUF, MoveMode.NoDestroyedEnd);
      for (let i = 0; i < r.length; i += 2)
        out.push(mv(KIND.moveBrigade, r[i + 1] as number, r[i] as number));
      if (out.length) out.push(mv(KIND.skip));
      return out;
    }
    default:
      return out;
  }
}
