/**
 * The internal in-place mutator shared by `applyAction` (after validation and cloning) and the
 * random-playout fast path (no cloning, no events). Moves are small integers so that move lists
 * live in reusable number arrays: `type | card << 4 | a << 6 | b << 16` (districts < 1024).
 */

import type { Card, HouseColour, TokenKind } from "./contract.js";
import { CardSchema, HOUSE_COLOURS, TOKEN_KINDS } from "./contract.js";
import { KIND_DISTRICT, KIND_ORIGIN } from "./map/index.js";
import { DOUBLE_MOVE, EXPLOSIVE, type GameState, INTENSITY } from "./state.js";

/** Internal move types (the low 4 bits of a move). One per Action type. */
export const M_PLACE_TEAM = 0;
/** Internal move type, see M_PLACE_TEAM. */
export const M_PLACE_PAWN = 1;
/** Internal move type, see M_PLACE_TEAM. */
export const M_FIRE = 2;
/** Internal move type, see M_PLACE_TEAM. */
export const M_DISCARD = 3;
/** Internal move type, see M_PLACE_TEAM. */
export const M_DOUBLE = 4;
/** Internal move type, see M_PLACE_TEAM. */
export const M_SKIP_DOUBLE = 5;
/** Internal move type, see M_PLACE_TEAM. */
export const M_MOVE_PAWN = 6;
/** Internal move type, see M_PLACE_TEAM. */
export const M_MOVE_TEAM = 7;
/** Internal move type, see M_PLACE_TEAM. */
export const M_DEMOLISH = 8;
/** Internal move type, see M_PLACE_TEAM. */
export const M_TAME = 9;
/** Internal move type, see M_PLACE_TEAM. */
export const M_END = 10;
/** Internal move type, see M_PLACE_TEAM. */
export const M_PLACE_CONE = 11;
/** Internal move type, see M_PLACE_TEAM. */
export const M_PASS = 12;

/** Encode a move: type, card direction, district a, district b. */
export const enc = (type: number, card: number, a: number, b: number) =>
  type | (card << 4) | (a << 6) | (b << 16);
/** Move type of an encoded move. */
export const mType = (m: number) => m & 15;
/** Card direction (0..3) of an encoded move. */
export const mCard = (m: number) => (m >> 4) & 3;
/** First district of an encoded move. */
export const mA = (m: number) => (m >> 6) & 1023;
/** Second district of an encoded move. */
export const mB = (m: number) => m >> 16;

/** Direction number → card letter. */
export const CARDS = CardSchema.options as readonly Card[];
/** Direction number → word used in messages. */
export const CARD_NAMES = ["North", "East", "South", "West"] as const;

/** Something that happened, for logs and animations. `eventsFor` hides secret fields per viewer. */
export type GameEvent =
  | { type: "teamPlaced"; seat: number; district: string }
  | { type: "pawnPlaced"; seat: number; district: string }
  | { type: "turnStarted"; seat: number; turn: number; final: boolean }
  | { type: "puddingLaneRefilled"; cones: number }
  | { type: "firePlayed"; seat: number; card: Card; from: string; to: string; double: boolean }
  | { type: "fireControlled"; district: string }
  | { type: "housesBurnt"; district: string; colours: HouseColour[]; cause: "fire" | "demolition" }
  | { type: "wildFire"; district: string }
  | { type: "tokenTaken"; seat: number; district: string; kind: TokenKind | null }
  | { type: "noPlayableCard"; seat: number; hand: Card[]; discarded: Card }
  | { type: "doubleMoveSkipped"; seat: number }
  | { type: "pawnMoved"; seat: number; from: string; to: string }
  | { type: "teamMoved"; seat: number; from: string; to: string; committed: boolean }
  | { type: "demolished"; seat: number; district: string }
  | { type: "tamed"; seat: number; district: string }
  | { type: "heroOfLondon"; seat: number }
  | { type: "actionsEnded"; seat: number }
  | { type: "cardDrawn"; seat: number; card: Card | null }
  | { type: "intensity"; seat: number; card: string | null }
  | { type: "conePlaced"; seat: number; district: string; count: number }
  | { type: "conesLost"; seat: number; count: number }
  | { type: "finalRoundsBegin"; turns: number }
  | { type: "gameOver" };

/** Event sink; `null` on the fast path. */
export type Sink = GameEvent[] | null;

// ---------- reusable work buffers (single-threaded) ----------
let stamp = 1;
let seen = new Int32Array(64);
let destSeen = new Int32Array(64);
let queue = new Int32Array(64);
/** Output of `searchDestinations`: destinations, their class (1–4), count. */
export let destList = new Int32Array(64);
/** §4.2 class of each entry of `destList`. */
export let destClass = new Int32Array(64);
function ensure(n: number) {
  if (seen.length < n) {
    seen = new Int32Array(n);
    destSeen = new Int32Array(n);
    queue = new Int32Array(n);
    destList = new Int32Array(n);
    destClass = new Int32Array(n);
    stamp = 1;
  }
}

/** §4 a district may be a source: ≥ 2 cones, ≥ 1 free. */
export function isSource(s: GameState, d: number): boolean {
  const c = s.cones[d] as number;
  return c >= 2 && c > (s.committed[d] as number);
}

/** §4.2 priority class of a destination: 1 houses/no team, 2 houses/team, 3 burnt/no team, 4 burnt/team. */
export function priorityClass(s: GameState, d: number): number {
  const houses = s.intact[d] === 1;
  const team = (s.teams[d] as number) > 0;
  return houses ? (team ? 2 : 1) : team ? 4 : 3;
}

/** §4 a district the fire may end in, trail aside: ordinary district, not demolished, no free cone. */
export function canReceive(s: GameState, d: number): boolean {
  return (
    s.board.kind[d] === KIND_DISTRICT &&
    s.demolished[d] === 0 &&
    (s.cones[d] as number) === (s.committed[d] as number)
  );
}

/**
 * §4.1–4.2 the ONE trail search: breadth-first over districts with a free cone, starting at `src`
 * (arrows and crossings in any direction), collecting every district one `dir` step off the trail
 * that can receive the fire. Fills `destList`/`destClass`; returns the count. Used by legality,
 * listing, bots and the UI.
 */
export function searchDestinations(s: GameState, src: number, dir: number): number {
  const b = s.board;
  ensure(b.n);
  const st = ++stamp;
  let head = 0;
  let tail = 0;
  let count = 0;
  queue[tail++] = src;
  seen[src] = st;
  while (head < tail) {
    const t = queue[head++] as number;
    const so = b.fireStepOff[t * 4 + dir] as number;
    const se = b.fireStepOff[t * 4 + dir + 1] as number;
    for (let i = so; i < se; i++) {
      const d = b.fireStep[i] as number;
      if (d === src || destSeen[d] === st || !canReceive(s, d)) continue;
      destSeen[d] = st;
      destList[count] = d;
      destClass[count] = priorityClass(s, d);
      count++;
    }
    const ao = b.fireAdjOff[t] as number;
    const ae = b.fireAdjOff[t + 1] as number;
    for (let i = ao; i < ae; i++) {
      const d = b.fireAdj[i] as number;
      if (seen[d] === st) continue;
      seen[d] = st;
      if ((s.cones[d] as number) > (s.committed[d] as number)) queue[tail++] = d;
    }
  }
  return count;
}

/** Best (lowest) class among the first `count` destinations, 5 if none. */
export function bestClass(count: number): number {
  let best = 5;
  for (let i = 0; i < count; i++) if ((destClass[i] as number) < best) best = destClass[i] as number;
  return best;
}

/** §4.4 is a card of direction `dir` playable (some source with some destination)? */
export function isPlayable(s: GameState, dir: number): boolean {
  const n = s.board.n;
  for (let d = 0; d < n; d++) if (isSource(s, d) && searchDestinations(s, d, dir) > 0) return true;
  return false;
}

// ---------- fire moves by trail component (listing and random sampling) ----------
// A source's trail is the connected set of burning districts holding it, so every source of one
// component offers the same destinations: compute them once per component and direction.
let compOf = new Int32Array(64);
let compMembers = new Int32Array(64);
let compStart = new Int32Array(65);
let compCount = 0;
/** Per direction: destinations (best class only) of each component, `cdList[cdOff[dir][c] .. cdOff[dir][c+1])`. */
const cdOff: Int32Array[] = [new Int32Array(65), new Int32Array(65), new Int32Array(65), new Int32Array(65)];
const cdList: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64), new Int32Array(64)];
let tmpClass = new Int32Array(64);

function ensureComp(n: number) {
  if (compOf.length < n) {
    compOf = new Int32Array(n);
    compMembers = new Int32Array(n);
    tmpClass = new Int32Array(n);
  }
  if (compStart.length < n + 1) {
    compStart = new Int32Array(n + 1);
    for (let k = 0; k < 4; k++) cdOff[k] = new Int32Array(n + 1);
  }
  ensure(n);
}

/** Label the components of burning districts (free cone ≥ 1) over fire adjacency. */
function buildComponents(s: GameState) {
  const b = s.board;
  const n = b.n;
  ensureComp(n);
  compOf.fill(-1, 0, n);
  let m = 0;
  compCount = 0;
  for (let d = 0; d < n; d++) {
    if (compOf[d] !== -1 || (s.cones[d] as number) <= (s.committed[d] as number)) continue;
    const c = compCount++;
    compStart[c] = m;
    compOf[d] = c;
    compMembers[m++] = d;
    for (let h = compStart[c] as number; h < m; h++) {
      const t = compMembers[h] as number;
      for (let i = b.fireAdjOff[t] as number; i < (b.fireAdjOff[t + 1] as number); i++) {
        const e = b.fireAdj[i] as number;
        if (compOf[e] === -1 && (s.cones[e] as number) > (s.committed[e] as number)) {
          compOf[e] = c;
          compMembers[m++] = e;
        }
      }
    }
  }
  compStart[compCount] = m;
}

/** Best-class destinations of every component for direction `dir` (after buildComponents). */
function buildCompDests(s: GameState, dir: number) {
  const b = s.board;
  const off = cdOff[dir] as Int32Array;
  let list = cdList[dir] as Int32Array;
  if (list.length < b.n * Math.max(1, compCount)) {
    list = new Int32Array(b.n * Math.max(1, compCount));
    cdList[dir] = list;
  }
  let w = 0;
  for (let c = 0; c < compCount; c++) {
    off[c] = w;
    const st = ++stamp;
    let count = 0;
    let best = 5;
    for (let h = compStart[c] as number; h < (compStart[c + 1] as number); h++) {
      const t = compMembers[h] as number;
      for (
        let i = b.fireStepOff[t * 4 + dir] as number;
        i < (b.fireStepOff[t * 4 + dir + 1] as number);
        i++
      ) {
        const d = b.fireStep[i] as number;
        if (destSeen[d] === st || !canReceive(s, d)) continue;
        destSeen[d] = st;
        const cls = priorityClass(s, d);
        if (cls < best) best = cls;
        destList[count] = d;
        tmpClass[count++] = cls;
      }
    }
    for (let i = 0; i < count; i++) if (tmpClass[i] === best) list[w++] = destList[i] as number;
  }
  off[compCount] = w;
}

/** Push the legal fire moves for the directions in `dirMask` (type M_FIRE or M_DOUBLE); returns count. */
function fireMoves(
  s: GameState,
  dirMask: number,
  type: number,
  out: number[] | null,
  pick: number,
  rebuild = true,
): number {
  if (rebuild) buildComponents(s);
  const n = s.board.n;
  let total = 0;
  for (let dir = 0; dir < 4; dir++) {
    if ((dirMask & (1 << dir)) === 0) continue;
    if (rebuild) buildCompDests(s, dir);
    const list = cdList[dir] as Int32Array;
    const off = cdOff[dir] as Int32Array;
    const cones = s.cones;
    const committed = s.committed;
    for (let d = 0; d < n; d++) {
      const c = cones[d] as number;
      if (c < 2 || c <= (committed[d] as number)) continue; // not a source (§4)
      const comp = compOf[d] as number;
      const a = off[comp] as number;
      const e = off[comp + 1] as number;
      if (out) for (let i = a; i < e; i++) out.push(enc(type, dir, d, list[i] as number));
      else if (pick >= 0 && pick < total + e - a) return enc(type, dir, d, list[a + pick - total] as number);
      total += e - a;
    }
  }
  return total;
}

function handMask(s: GameState): number {
  let mask = 0;
  for (let dir = 0; dir < 4; dir++) if ((s.hand[s.active * 4 + dir] as number) > 0) mask |= 1 << dir;
  return mask;
}

/**
 * The `pick`-th legal move (0-based, in `genMoves` order) among `count` moves, or the count when
 * `pick` is -1 — without building the list in phase A (the playout fast path).
 */
export function spreadMoveCount(s: GameState): number {
  return fireMoves(s, handMask(s), M_FIRE, null, -1);
}
/**
 * The `pick`-th fire move of phase A in `genMoves` order (pick < spreadMoveCount). Must directly
 * follow `spreadMoveCount` on the same, unchanged state: it reuses the components built there.
 */
export function spreadMoveAt(s: GameState, pick: number): number {
  return fireMoves(s, handMask(s), M_FIRE, null, pick, false);
}

/** §6 may an Intensity cone go into d? Not Pudding Lane, ≥ 1 free cone, below printed houses + 2. */
export function canPlaceCone(s: GameState, d: number): boolean {
  return (
    s.board.kind[d] !== KIND_ORIGIN &&
    (s.cones[d] as number) > (s.committed[d] as number) &&
    (s.cones[d] as number) < (s.board.houses[d] as number) + 2
  );
}

/** §5.5 may district d be demolished (team and token aside)? */
export function canDemolish(s: GameState, d: number): boolean {
  const b = s.board;
  if (b.kind[d] !== KIND_DISTRICT || s.demolished[d] === 1 || (s.cones[d] as number) > 0) return false;
  if ((b.houses[d] as number) > 2 && s.intact[d] === 1) return false;
  for (let i = b.fireAdjOff[d] as number; i < (b.fireAdjOff[d + 1] as number); i++)
    if ((s.cones[b.fireAdj[i] as number] as number) > 0) return true;
  return false;
}

/** §2.9–2.10 setup placement: outside the green region and Pudding Lane. */
export function canPlaceSetup(s: GameState, d: number): boolean {
  return s.board.region[d] !== 2 && s.board.kind[d] !== KIND_ORIGIN;
}

const uncommitted = (s: GameState, d: number) => (s.teams[d] as number) > (s.committed[d] as number);

/** §5.3 the district of the active pawn is contained (≥ 1 cone, none free). */
export function pawnContained(s: GameState): boolean {
  const p = s.pawn[s.active] as number;
  return p >= 0 && (s.cones[p] as number) > 0 && s.cones[p] === s.committed[p];
}

/** All legal moves of the active seat, in a fixed order (the order `legalActions` lists). */
export function genMoves(s: GameState, out: number[]): number[] {
  out.length = 0;
  const b = s.board;
  const n = b.n;
  const a = s.active;
  switch (s.phase) {
    case "setupTeams":
    case "setupPawns": {
      const t = s.phase === "setupTeams" ? M_PLACE_TEAM : M_PLACE_PAWN;
      for (let d = 0; d < n; d++) if (canPlaceSetup(s, d)) out.push(enc(t, 0, d, 0));
      break;
    }
    case "spread": {
      fireMoves(s, handMask(s), M_FIRE, out, -1);
      if (out.length === 0)
        for (let dir = 0; dir < 4; dir++)
          if ((s.hand[a * 4 + dir] as number) > 0) out.push(enc(M_DISCARD, dir, 0, 0));
      break;
    }
    case "doubleMove":
      fireMoves(s, 1 << s.card, M_DOUBLE, out, -1);
      out.push(M_SKIP_DOUBLE);
      break;
    case "actions": {
      if (doubleMoveOpen(s)) fireMoves(s, 1 << s.card, M_DOUBLE, out, -1);
      if (s.ap > 0 && s.stage === 0) {
        const p = s.pawn[a] as number;
        for (let i = b.moveAdjOff[p] as number; i < (b.moveAdjOff[p + 1] as number); i++) {
          const d = b.moveAdj[i] as number;
          if (b.kind[d] !== KIND_ORIGIN) out.push(enc(M_MOVE_PAWN, 0, d, 0));
        }
      }
      if (s.stage <= 1) {
        const explosives = (s.tokens[a * 3 + EXPLOSIVE] as number) > 0;
        for (let f = 0; f < n; f++) {
          if (!uncommitted(s, f)) continue;
          if (s.ap > 0)
            for (let i = b.moveAdjOff[f] as number; i < (b.moveAdjOff[f + 1] as number); i++) {
              const d = b.moveAdj[i] as number;
              if (b.kind[d] !== KIND_ORIGIN) out.push(enc(M_MOVE_TEAM, 0, f, d));
            }
          if (explosives && canDemolish(s, f)) out.push(enc(M_DEMOLISH, 0, f, 0));
        }
      }
      if (s.ap > 0 && pawnContained(s)) out.push(M_TAME);
      out.push(M_END);
      break;
    }
    case "intensity":
      // §6 Example 7: every cone that can be placed must be placed (unplaceable ones are dropped
      // automatically), so passCones is legal only when no cone can go anywhere.
      for (let d = 0; d < n; d++) if (canPlaceCone(s, d)) out.push(enc(M_PLACE_CONE, 0, d, 0));
      if (out.length === 0) out.push(M_PASS);
      break;
    case "over":
      break;
  }
  return out;
}

// ---------- flow ----------

function handList(s: GameState, seat: number): Card[] {
  const out: Card[] = [];
  for (let dir = 0; dir < 4; dir++)
    for (let k = 0; k < (s.hand[seat * 4 + dir] as number); k++) out.push(CARDS[dir] as Card);
  return out;
}

/** §3/§4 start the active seat's turn: Pudding Lane refill, then phase A. */
export function startTurn(s: GameState, ev: Sink) {
  const o = s.board.origin;
  ev?.push({ type: "turnStarted", seat: s.active, turn: s.turn, final: s.finalTurn === 1 });
  if (o >= 0 && (s.cones[o] as number) < 2) {
    // §4 Pudding Lane is an endless source: refilled to a target, or (Portuguese edition) given
    // `puddingLaneRefillAdd` more cones.
    const add = s.rules.puddingLaneRefillAdd;
    s.cones[o] = add > 0 ? (s.cones[o] as number) + add : s.rules.puddingLaneRefillTo;
    ev?.push({ type: "puddingLaneRefilled", cones: s.cones[o] as number });
  }
  s.card = -1;
  s.doubleUsed = 0;
  s.ap = s.rules.actionPoints;
  s.stage = 0;
  s.phase = "spread";
  let cards = 0;
  for (let dir = 0; dir < 4; dir++) cards += s.hand[s.active * 4 + dir] as number;
  if (cards === 0) s.phase = "actions"; // only possible in long endgames with a small hand size
}

function endTurn(s: GameState, ev: Sink) {
  if (s.finalTurnsLeft === 0) {
    s.phase = "over";
    ev?.push({ type: "gameOver" });
    return;
  }
  s.active = (s.active + 1) % s.seats;
  s.turn++;
  if (s.finalTurnsLeft > 0) {
    s.finalTurnsLeft--;
    s.finalTurn = 1;
  }
  startTurn(s, ev);
}

function anyConeTarget(s: GameState): boolean {
  for (let d = 0; d < s.board.n; d++) if (canPlaceCone(s, d)) return true;
  return false;
}

/** §6 run queued Intensities; stops in phase "intensity" when the player has cones to place. */
function runIntensities(s: GameState, ev: Sink) {
  while (s.intensityQueue > 0) {
    s.intensityQueue--;
    if (s.rules.intensity === "everyBurning") {
      // Portuguese edition: 3 cones on every burning district except Pudding Lane, capped.
      const n = s.board.n;
      const burning: number[] = [];
      for (let d = 0; d < n; d++)
        if (s.board.kind[d] !== KIND_ORIGIN && (s.cones[d] as number) > (s.committed[d] as number))
          burning.push(d);
      for (const d of burning) {
        const add = Math.min(3, (s.board.houses[d] as number) + 2 - (s.cones[d] as number));
        if (add > 0) {
          s.cones[d] = (s.cones[d] as number) + add;
          ev?.push({ type: "conePlaced", seat: s.active, district: s.board.ids[d] as string, count: add });
        }
      }
      continue;
    }
    if (anyConeTarget(s)) {
      s.conesLeft = 3;
      s.phase = "intensity";
      return;
    }
    ev?.push({ type: "conesLost", seat: s.active, count: 3 });
  }
  if (s.afterIntensity === 1) {
    s.afterIntensity = 0;
    s.phase = "actions";
    return;
  }
  endTurn(s, ev);
}

/** §6 phase C: draw (not in final turns), then Intensity if the pile shows one, then §4.4 extra. */
function drawPhase(s: GameState, ev: Sink) {
  s.intensityQueue = 0;
  if (s.finalTurn === 0) {
    const top = s.pile.length ? (s.pile[s.pile.length - 1] as number) : -1;
    if (top >= 0 && top < INTENSITY) {
      s.pile.pop();
      s.hand[s.active * 4 + top] = (s.hand[s.active * 4 + top] as number) + 1;
      ev?.push({ type: "cardDrawn", seat: s.active, card: CARDS[top] as Card });
    }
    const next = s.pile.length ? (s.pile[s.pile.length - 1] as number) : -1;
    if (next >= INTENSITY) {
      s.pile.pop();
      s.intensitiesLeft--;
      s.intensityQueue++;
      ev?.push({ type: "intensity", seat: s.active, card: String.fromCharCode(65 + next - INTENSITY) });
      if (s.intensitiesLeft === 0) {
        // §7 the last Intensity card: every player takes final turn(s), starting with the next seat.
        s.finalTurnsLeft = s.seats * s.rules.extraFinalRounds;
        ev?.push({ type: "finalRoundsBegin", turns: s.finalTurnsLeft });
      }
    }
  }
  if (s.pendingExtra === 1) {
    s.pendingExtra = 0;
    s.intensityQueue++;
    ev?.push({ type: "intensity", seat: s.active, card: null });
  }
  s.afterIntensity = 0;
  runIntensities(s, ev);
}

/**
 * §4.6 ruling (rules version 2): the Double Move is offered at the start of phase B, before any
 * action is taken, to a player holding the token while a second move with the played card exists.
 * The phase is "actions" either way, so nobody learns from the phase whether a face-down token just
 * taken was a Double Move (issue 19). Rules version 1 had a "doubleMove" phase of its own.
 */
export function doubleMoveOpen(s: GameState): boolean {
  return (
    s.rv >= 2 &&
    s.phase === "actions" &&
    s.card >= 0 &&
    s.doubleUsed === 0 &&
    s.stage === 0 &&
    s.ap === s.rules.actionPoints &&
    (s.tokens[s.active * 3 + DOUBLE_MOVE] as number) > 0
  );
}

function afterFire(s: GameState) {
  const a = s.active;
  if (s.rv < 2 && s.doubleUsed === 0 && (s.tokens[a * 3 + DOUBLE_MOVE] as number) > 0) {
    // §4.6 offered only while a second move with the same direction exists.
    if (fireMoves(s, 1 << s.card, M_DOUBLE, null, -1) > 0) {
      s.phase = "doubleMove";
      return;
    }
  }
  s.phase = "actions";
}

function burnHouses(s: GameState, d: number, cause: "fire" | "demolition", ev: Sink): number {
  if (s.intact[d] !== 1) return 0;
  s.intact[d] = 0;
  const from = s.houseOff[d] as number;
  const to = s.houseOff[d + 1] as number;
  for (let i = from; i < to; i++) {
    const c = s.houseColour[i] as number;
    s.burntByColour[c] = (s.burntByColour[c] as number) + 1;
  }
  if (ev) {
    const colours = s.houseColour.slice(from, to).map((c) => HOUSE_COLOURS[c] as HouseColour);
    ev.push({ type: "housesBurnt", district: s.board.ids[d] as string, colours, cause });
  }
  return to - from;
}

/** §4.3 the fire enters district d. */
function enter(s: GameState, d: number, ev: Sink) {
  const id = s.board.ids[d] as string;
  if (uncommitted(s, d)) {
    s.cones[d] = (s.cones[d] as number) + 1;
    s.committed[d] = (s.committed[d] as number) + 1;
    ev?.push({ type: "fireControlled", district: id });
    return;
  }
  const wasBurnt = s.intact[d] === 0;
  const burnt = burnHouses(s, d, "fire", ev);
  // §4.3 the entering cone plus one per house burnt; Portuguese edition: as many cones as the
  // houses it had, the entering cone included (never fewer than the entering cone).
  s.cones[d] =
    (s.cones[d] as number) + (s.rules.conesAfterBurning === "houses" ? Math.max(1, burnt) : 1 + burnt);
  if (wasBurnt && s.wildFire) {
    s.cones[d] = (s.cones[d] as number) + 1;
    ev?.push({ type: "wildFire", district: id });
  }
  const t = s.token[d] as number;
  if (t >= 0) {
    s.token[d] = -1;
    s.tokens[s.active * 3 + t] = (s.tokens[s.active * 3 + t] as number) + 1;
    ev?.push({ type: "tokenTaken", seat: s.active, district: id, kind: TOKEN_KINDS[t] as TokenKind });
  }
}

function heroCheck(s: GameState, seat: number, ev: Sink) {
  const mine = s.tamed[seat] as number;
  if (s.hero === seat) return;
  if ((s.hero < 0 && mine >= 3) || (s.hero >= 0 && mine > (s.tamed[s.hero] as number))) {
    s.hero = seat;
    ev?.push({ type: "heroOfLondon", seat });
  }
}

/** Apply one legal move in place. The caller guarantees legality (validated or generated). */
export function applyMove(s: GameState, m: number, ev: Sink) {
  const a = s.active;
  const ids = s.board.ids;
  switch (mType(m)) {
    case M_PLACE_TEAM: {
      const d = mA(m);
      s.teams[d] = (s.teams[d] as number) + 1;
      ev?.push({ type: "teamPlaced", seat: a, district: ids[d] as string });
      s.setupQueue.shift();
      if (s.setupQueue.length > 0) s.active = s.setupQueue[0] as number;
      else {
        s.phase = "setupPawns";
        s.active = s.first;
      }
      return;
    }
    case M_PLACE_PAWN: {
      const d = mA(m);
      s.pawn[a] = d;
      ev?.push({ type: "pawnPlaced", seat: a, district: ids[d] as string });
      const next = (a + 1) % s.seats;
      if (next === s.first) {
        s.active = s.first;
        s.turn = 1;
        startTurn(s, ev);
      } else s.active = next;
      return;
    }
    case M_FIRE:
    case M_DOUBLE: {
      const dir = mCard(m);
      const from = mA(m);
      const to = mB(m);
      const double = mType(m) === M_DOUBLE;
      if (double) {
        s.doubleUsed = 1;
        s.tokens[a * 3 + DOUBLE_MOVE] = (s.tokens[a * 3 + DOUBLE_MOVE] as number) - 1;
      } else {
        s.hand[a * 4 + dir] = (s.hand[a * 4 + dir] as number) - 1;
        s.discards[dir] = (s.discards[dir] as number) + 1;
        s.card = dir;
      }
      s.cones[from] = (s.cones[from] as number) - 1;
      ev?.push({
        type: "firePlayed",
        seat: a,
        card: CARDS[dir] as Card,
        from: ids[from] as string,
        to: ids[to] as string,
        double,
      });
      enter(s, to, ev);
      if (double) s.phase = "actions";
      else afterFire(s);
      return;
    }
    case M_SKIP_DOUBLE:
      ev?.push({ type: "doubleMoveSkipped", seat: a });
      s.phase = "actions";
      return;
    case M_DISCARD: {
      const dir = mCard(m);
      if (ev)
        ev.push({ type: "noPlayableCard", seat: a, hand: handList(s, a), discarded: CARDS[dir] as Card });
      s.hand[a * 4 + dir] = (s.hand[a * 4 + dir] as number) - 1;
      s.discards[dir] = (s.discards[dir] as number) + 1;
      if (s.rules.noMoveFallback === "discardAndPlaceThree" && s.rv >= 2) {
        // §4.4 Portuguese edition: three cones in all, split as the player likes over burning
        // districts under the Intensity cap (never three per district, whatever the Intensity
        // mode); then the turn goes on with phase B.
        ev?.push({ type: "intensity", seat: a, card: null });
        s.intensityQueue = 0;
        if (anyConeTarget(s)) {
          s.conesLeft = 3;
          s.afterIntensity = 1;
          s.phase = "intensity";
        } else {
          ev?.push({ type: "conesLost", seat: a, count: 3 });
          s.phase = "actions";
        }
      } else if (s.rules.noMoveFallback === "discardAndPlaceThree") {
        // Rules version 1: the cones followed the Intensity mode (3 per burning district with
        // "everyBurning"). Kept so games stored under version 1 replay exactly.
        s.intensityQueue = 1;
        s.afterIntensity = 1;
        ev?.push({ type: "intensity", seat: a, card: null });
        runIntensities(s, ev);
      } else {
        // §4.4 skip phase B, draw, then one extra Intensity.
        s.pendingExtra = 1;
        drawPhase(s, ev);
      }
      return;
    }
    case M_MOVE_PAWN: {
      const to = mA(m);
      const from = s.pawn[a] as number;
      s.pawn[a] = to;
      s.ap--;
      ev?.push({ type: "pawnMoved", seat: a, from: ids[from] as string, to: ids[to] as string });
      return;
    }
    case M_MOVE_TEAM: {
      const from = mA(m);
      const to = mB(m);
      s.stage = 1;
      s.ap--;
      s.teams[from] = (s.teams[from] as number) - 1;
      s.teams[to] = (s.teams[to] as number) + 1;
      // §5.2 a team entering a burning district stops and controls one free cone.
      const commit = (s.cones[to] as number) > (s.committed[to] as number);
      if (commit) s.committed[to] = (s.committed[to] as number) + 1;
      ev?.push({
        type: "teamMoved",
        seat: a,
        from: ids[from] as string,
        to: ids[to] as string,
        committed: commit,
      });
      return;
    }
    case M_DEMOLISH: {
      const d = mA(m);
      s.stage = 1;
      s.tokens[a * 3 + EXPLOSIVE] = (s.tokens[a * 3 + EXPLOSIVE] as number) - 1;
      burnHouses(s, d, "demolition", ev);
      s.token[d] = -1; // discarded unseen
      s.demolished[d] = 1;
      ev?.push({ type: "demolished", seat: a, district: ids[d] as string });
      return;
    }
    case M_TAME: {
      const d = s.pawn[a] as number;
      s.stage = 2;
      s.ap--;
      s.cones[d] = (s.cones[d] as number) - 1;
      s.committed[d] = (s.committed[d] as number) - 1;
      s.tamed[a] = (s.tamed[a] as number) + 1;
      const pc = s.pawnColour[a] as number;
      s.tamedByColour[pc] = (s.tamedByColour[pc] as number) + 1;
      ev?.push({ type: "tamed", seat: a, district: ids[d] as string });
      heroCheck(s, a, ev);
      return;
    }
    case M_END:
      ev?.push({ type: "actionsEnded", seat: a });
      drawPhase(s, ev);
      return;
    case M_PLACE_CONE: {
      const d = mA(m);
      s.cones[d] = (s.cones[d] as number) + 1;
      s.conesLeft--;
      ev?.push({ type: "conePlaced", seat: a, district: ids[d] as string, count: 1 });
      if (s.conesLeft > 0 && anyConeTarget(s)) return;
      if (s.conesLeft > 0) ev?.push({ type: "conesLost", seat: a, count: s.conesLeft });
      s.conesLeft = 0;
      runIntensities(s, ev);
      return;
    }
    case M_PASS:
      ev?.push({ type: "conesLost", seat: a, count: s.conesLeft });
      s.conesLeft = 0;
      runIntensities(s, ev);
      return;
  }
}
