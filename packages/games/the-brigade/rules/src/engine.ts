/**
 * The rules engine: the turn (§6 start, §7 phases), the answers to prompts and the driver that runs
 * automatic tasks on the state's effect stack until a seat must choose. The effects live beside it
 * in `engine/`, one file per part of the rules digest: fire and destruction (`fire.ts`, §4, §15.1),
 * events (`events.ts`, §5), actions and water (`actions.ts`, §8, §9, §14.2), squads and abilities
 * (`squads.ts`, §10, §11), renown and loyalty (`renown.ts`, §12) and the end (`end.ts`, §13).
 *
 * Conventions: every function mutates the state it is given (the module's `apply` clones first;
 * the fast path works in place); `ev` collects log events, or is null on the fast path.
 */

export { windGust } from "./engine/events.js";
export { threshold } from "./engine/renown.js";

import { KIND, kindOf, NO_CARD, p1Of, p2Of } from "./actions.js";
import { arrive, aviary, bonusCisternMove, doAction, pourBrigade } from "./engine/actions.js";
import { AFF_NOBLES, cn, type Ev, RENOWN, rngBelow, rngShuffle, TAKE } from "./engine/common.js";
import { endGame } from "./engine/end.js";
import { drawEvent, fireball, revealEvent, stormEnd } from "./engine/events.js";
import {
  building,
  checkFiresOut,
  cleanup,
  lastSeatOfRound,
  raise,
  raiseByEvent,
  reduce,
} from "./engine/fire.js";
import { addRenown, recheckThresholds } from "./engine/renown.js";
import { addMember, removeMember, startRecruit, triggerTask, upgradeTrack } from "./engine/squads.js";
import { CELLS, step } from "./grid.js";
import { cisternDestinations } from "./movement.js";
import { genPrompt } from "./moves.js";
import {
  affOf,
  type BrigadeState,
  baseOf,
  boardAbility,
  brigadeWater,
  canRecruit,
  FLAG,
  flameOf,
  has,
  holderOf,
  isCity,
  isPrompt,
  rulesVersionOf,
  slotOf,
  type Task,
  task,
  trackValue,
  wardenCap,
} from "./state.js";

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
