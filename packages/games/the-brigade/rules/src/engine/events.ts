/**
 * The event cards (§5): wind gusts, firestorms and their fireballs (Esme Morrow, Veda Moonbright),
 * the special events and the Fire Festival (§15.2).
 */
import { CELLS, COLS, DCOL, DIRECTIONS, DROW, step } from "../grid.js";
import {
  activeSeat,
  type BrigadeState,
  eventImmune,
  has,
  isBurning,
  isCity,
  renownTarget,
  type Task,
  task,
  tileValue,
} from "../state.js";
import { fillBrigade } from "./actions.js";
import { cn, type Ev, RENOWN, rngShuffle } from "./common.js";
import { raise, raiseByEvent } from "./fire.js";
import { addRenown } from "./renown.js";

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
export function fireball(
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
export function drawEvent(s: BrigadeState, ev: Ev): number {
  if (s.eventDeck.length === 0) {
    if (s.eventDiscard.length === 0) return -1;
    s.eventDeck = rngShuffle(s, s.eventDiscard);
    s.eventDiscard = [];
    ev?.push({ type: "reshuffle", deck: "event", cards: s.eventDeck.length });
  }
  return s.eventDeck.pop() as number;
}

/** Reveals and resolves an event card (§5), then discards it (§5.4). */
export function revealEvent(s: BrigadeState, seat: number, card: number, ev: Ev): void {
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
export function seatOrder(s: BrigadeState): number[] {
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
export function stormEnd(s: BrigadeState, ev: Ev): void {
  const raised = s.last ? [...new Set(s.last.raised)] : [];
  for (const p of seatOrder(s)) {
    if (!s.cindy[p]) continue;
    s.cindy[p] = 0;
    for (const c of raised) if (renownTarget(s, p, c)) addRenown(s, p, c, 1, ev, "Pyrocontrol", true);
  }
}
