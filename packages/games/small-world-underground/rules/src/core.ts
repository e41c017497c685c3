/**
 * The rules of Small World Underground, on the integer moves of `moves.ts`: `listMoves` says what
 * the acting seat may do, `applyMove` does it in place (events pushed when a list is given). Both
 * the readable path (`apply` = parse → encode → check listed → clone → applyMove) and the fast
 * path of the bots run this one code. Every rule cites the digest's § and ruling.
 */
import { below, rngFrom, shuffle } from "@pudding/engine";
import { FIRST_RELIC, K, MARKER_IDS, P, POWER_IDS, POWERS, R, RACE_IDS, type RaceId, T } from "./catalog.js";
import type { DefenderLoss, SwuEvent } from "./events.js";
import { argA, argB, kindOf, MK, mv, USE } from "./moves.js";
import type { Pending, SwuState } from "./state.js";
import { newScratch, rulesVersionOf } from "./state.js";

type Ev = SwuEvent[] | null;

/** The bank as a coin party. */
export const BANK = -1;
/** The combo row as a coin party. */
export const ROW = -2;

/** Powers a declined race may use through Stonehedge (R59). */
const DECLINE_POWERS = new Set([P.reborn, P.wise, P.tomb, P.muddy]);

const raceId = (r: number): RaceId => RACE_IDS[r] as RaceId;

// ------------------------------------------------------------------ small queries

/** Regions the race occupies. */
export function regionCount(s: SwuState, race: number): number {
  let c = 0;
  const rr = s.rRace;
  for (let i = 0; i < rr.length; i++) if (rr[i] === race) c++;
  return c;
}

/** Race tokens on the map. */
export function tokensOnMap(s: SwuState, race: number): number {
  let c = 0;
  for (let i = 0; i < s.rRace.length; i++) if (s.rRace[i] === race) c += s.rTokens[i] as number;
  return c;
}

/** Tokens of the race taken back and waiting to be redeployed this turn. */
function pendingOf(s: SwuState, race: number): number {
  let c = 0;
  for (const p of s.t.pending) if (p.race === race) c += p.count;
  return c;
}

/** Tokens of a race left in the tray (§6.4). */
export function tray(s: SwuState, race: number): number {
  const supply = s.rules.tokenSupply[raceId(race)];
  return supply - tokensOnMap(s, race) - (s.raceHand[race] as number) - pendingOf(s, race);
}

/** Whether the race has the power: its own badge, or Stonehedge's while it occupies it (§18.7, R59). */
export function hasPower(s: SwuState, race: number, p: number): boolean {
  if (race < 0) return false;
  const st = s.raceState[race];
  if (st === 0) return false;
  if (s.racePower[race] === p) return true;
  if (s.stonehedgePower !== p) return false;
  if (st === 2 && !DECLINE_POWERS.has(p)) return false;
  const r = s.markerAt[K.stonehedge] as number;
  return r >= 0 && s.rRace[r] === race;
}

/** The seat's active race (-1). */
const activeOf = (s: SwuState, seat: number) => s.active[seat] as number;

/** §14.4, R30, R31: the region holds Gnomes protected against `attacker`. */
export function shielded(s: SwuState, r: number, attacker: number): boolean {
  const race = s.rRace[r] as number;
  if (race !== R.gnomes) return false;
  if (s.raceOwner[race] === attacker) return false;
  const st = s.raceState[race];
  return st === 1 || (st === 2 && s.rules.gnomesShieldInDecline);
}

/** §13.5, R23: the region is immune to `seat` (the Balrog's region to everybody). */
export function immune(s: SwuState, r: number, seat: number): boolean {
  if (s.balrog === r) return true;
  if (s.greatAncient === r || s.queen === r || s.ghost === r) {
    const race = s.rRace[r] as number;
    if (race < 0) return true;
    return s.raceOwner[race] !== seat;
  }
  return false;
}

/** A Relic the seat's active race holds (its region is occupied by that race, §16.1). */
export function holdsRelic(s: SwuState, seat: number, m: number): boolean {
  const r = s.markerAt[m] as number;
  if (r < 0) return false;
  const a = activeOf(s, seat);
  return a >= 0 && s.rRace[r] === a;
}

/** §15.5: the Bag works for the seat (its active race has Magic). */
export function bagActive(s: SwuState, seat: number): boolean {
  return hasPower(s, activeOf(s, seat), P.magic);
}

/** The seat whose active race is Vengeful (-1), §15.21. */
function vengefulSeat(s: SwuState): number {
  for (let p = 0; p < s.seats; p++) if (hasPower(s, activeOf(s, p), P.vengeful)) return p;
  return -1;
}

/** §14.3: regions the Flames conquer as if empty. */
export function volcanoLinked(s: SwuState, target: number): boolean {
  const v = s.volcano;
  if (v < 0) return false;
  const b = s.board;
  if (b.border[target * b.n + v]) return true;
  // Flames regions joined to the Volcano through an unbroken chain of Flames regions.
  const seen = new Uint8Array(b.n);
  const stack: number[] = [];
  for (const j of b.adj[v] as number[])
    if (s.rRace[j] === R.flames) {
      seen[j] = 1;
      stack.push(j);
    }
  while (stack.length) {
    const x = stack.pop() as number;
    if (b.border[target * b.n + x]) return true;
    for (const j of b.adj[x] as number[])
      if (!seen[j] && s.rRace[j] === R.flames) {
        seen[j] = 1;
        stack.push(j);
      }
  }
  return false;
}

/** §14.1, R22: the target is next to the Great Ancient under the Cultists' effective adjacency. */
function nextToAncient(s: SwuState, target: number): boolean {
  const g = s.greatAncient;
  if (g < 0) return false;
  const b = s.board;
  if (b.border[target * b.n + g]) return true;
  return pipeLinked(s, R.cultists, target, g);
}

/** §18.6, R57: the Great Brass Pipe links a and b for the race (active, holding the Pipe). */
function pipeLinked(s: SwuState, race: number, a: number, c: number): boolean {
  const p = s.markerAt[K.greatBrassPipe] as number;
  if (p < 0 || s.rRace[p] !== race || s.raceState[race] !== 1) return false;
  const b = s.board;
  const t = b.type[p];
  if (b.type[a] !== t || b.type[c] !== t || a === c) return false;
  return s.rules.pipeAdjacency === "clique" || a === p || c === p;
}

/**
 * R22: a and c are adjacent for the race's own group-counting powers (§15.3, §15.14). Ruling R62
 * (rules version 2): the Spiderines' groups link two chasm-side regions to each other only — a
 * region bordering no Chasm joins a group through plain borders (conquest reach, `canReach`, stays
 * one-way). Version 1 linked any region to every chasm-side one.
 */
function linkedForRace(s: SwuState, race: number, a: number, c: number): boolean {
  const b = s.board;
  if (b.border[a * b.n + c]) return true;
  if (
    race === R.spiderines &&
    (rulesVersionOf(s) >= 2 ? b.chasmSide[a] && b.chasmSide[c] : b.chasmSide[a] || b.chasmSide[c])
  )
    return true;
  if (race === R.lizardmen) {
    const links = s.rules.lizardmenRiverSpan === "chain" ? b.swimChain[a] : b.swimOne[a];
    if ((links as number[]).includes(c)) return true;
  }
  return pipeLinked(s, race, a, c);
}

/** Separate groups of the race's regions under its effective adjacency (§15.3, §15.14, R44). */
export function groups(s: SwuState, race: number): number {
  const mine: number[] = [];
  for (let i = 0; i < s.rRace.length; i++) if (s.rRace[i] === race) mine.push(i);
  const parent = mine.map((_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x] as number] as number;
    return x;
  };
  let g = mine.length;
  for (let i = 0; i < mine.length; i++)
    for (let j = i + 1; j < mine.length; j++)
      if (linkedForRace(s, race, mine[i] as number, mine[j] as number)) {
        const a = find(i);
        const c = find(j);
        if (a !== c) {
          parent[a] = c;
          g--;
        }
      }
  return g;
}

// ------------------------------------------------------------------ reach and cost (§7)

/** §7.1 with its exceptions: may the race's First Conquest target this region? */
export function firstConquestOk(s: SwuState, race: number, target: number, shield: boolean): boolean {
  const b = s.board;
  if (race === R.flames) {
    // R28: the Flames enter beside the Volcano (an entry rule, not an ability used against Gnomes).
    const near = s.volcano >= 0 && b.border[target * b.n + s.volcano] === 1;
    const fe = s.rules.flamesEntry;
    if (fe === "volcano") return near;
    if (fe === "edge") return b.edge[target] as boolean;
    return near || (b.edge[target] as boolean);
  }
  if (b.edge[target]) return true;
  if (shield) return false;
  if (race === R.spiderines && b.chasmSide[target]) return true;
  if (race === R.lizardmen && s.rules.lizardmenEnterViaRiver)
    return (s.rules.lizardmenRiverSpan === "chain" ? b.swimEntryChain : b.swimEntryOne)[target] as boolean;
  return false;
}

/** §7.2, §13.4 (R22): may the race reach the target without the Doormat? `count` = its regions. */
export function canReach(s: SwuState, seat: number, race: number, target: number, count: number): boolean {
  const b = s.board;
  const shield = shielded(s, target, seat);
  if (count === 0) return firstConquestOk(s, race, target, shield);
  const adj = b.adj[target] as number[];
  for (let k = 0; k < adj.length; k++) if (s.rRace[adj[k] as number] === race) return true;
  if (shield) return false;
  if (race === R.spiderines && b.chasmSide[target]) return true;
  if (race === R.lizardmen) {
    const links = (
      s.rules.lizardmenRiverSpan === "chain" ? b.swimChain[target] : b.swimOne[target]
    ) as number[];
    for (let k = 0; k < links.length; k++) if (s.rRace[links[k] as number] === race) return true;
  }
  const p = s.markerAt[K.greatBrassPipe] as number;
  if (
    p >= 0 &&
    p !== target &&
    s.rRace[p] === race &&
    s.raceState[race] === 1 &&
    b.type[target] === b.type[p]
  )
    return true;
  return false;
}

/** Never a target (§7.2): chasms, own active regions, immune regions, the Balrog's region. */
function _closed(s: SwuState, seat: number, race: number, target: number): boolean {
  const b = s.board;
  return b.isChasm[target] === true || s.rRace[target] === race || immune(s, target, seat);
}

/** Whether a flag set conquers "as if empty" (the Socks, or the Bag copying them; §17.4, §15.5). */
function socksIn(s: SwuState, flags: number): boolean {
  return (flags & USE.SOCKS) !== 0 || ((flags & USE.BAG) !== 0 && s.t.bagCopy === K.stinkyTrollsSocks);
}
/** Swords in a flag set (the Sword and the Bag copying it; R24, R40). */
function swordsIn(s: SwuState, flags: number): number {
  return (
    (flags & USE.SWORD ? 1 : 0) +
    ((flags & USE.BAG) !== 0 && s.t.bagCopy === K.swordOfTheKillerRabbit ? 1 : 0)
  );
}

/** §7.3 with every modifier (R9): tokens needed for the race to conquer the target. */
export function conquestCost(s: SwuState, seat: number, race: number, target: number, flags: number): number {
  const b = s.board;
  const rules = s.rules;
  const tokens = s.rTokens[target] as number;
  const shield = shielded(s, target, seat);
  let cost = b.isRiver[target]
    ? tokens > 0
      ? rules.occupiedRiverBase
      : rules.riverBase
    : rules.conquestBase;
  const asEmpty =
    !shield && ((flags !== 0 && socksIn(s, flags)) || (race === R.flames && volcanoLinked(s, target)));
  if (!asEmpty) cost += tokens + (s.rMonsters[target] as number) + (s.rArmor[target] as number);
  if (b.mountain[target]) cost += 1;
  if (s.markerAt[K.keepOnTheMotherland] === target) cost += 1;
  if (race === R.mummies) cost += 1;
  if (!shield) {
    if (race === R.ogres) cost -= 1;
    if (race === R.cultists && nextToAncient(s, target)) cost -= 1;
    const occ = s.rRace[target] as number;
    if (occ >= 0 && s.vengeanceFrom === seat) {
      const op = s.raceOwner[occ] as number;
      if (op !== seat && s.vengeance[op] && hasPower(s, race, P.vengeful)) cost -= 1;
    }
    if (flags !== 0) cost -= 2 * swordsIn(s, flags);
  }
  return Math.max(rules.minConquestCost, cost);
}

/** Silver Hammers the seat may spend this turn (§14.5). */
export function hammersAvailable(s: SwuState, seat: number): number {
  return activeOf(s, seat) === R.ironDwarves ? (s.hammers[seat] as number) - s.t.hammersOnMap : 0;
}

/** The declined Liches' toll (§14.7, R33): may the seat attack this region? */
function lichesBlock(s: SwuState, seat: number, target: number): boolean {
  const occ = s.rRace[target] as number;
  return (
    occ === R.liches && s.raceState[occ] === 2 && s.raceOwner[occ] !== seat && (s.coins[seat] as number) < 1
  );
}

// ------------------------------------------------------------------ combos (§6)

/** Combos visible now: the row, then the stack-top combo. */
export function visibleCombos(s: SwuState): number {
  return s.rowRace.length + (s.bannerStack.length > 0 ? 1 : 0);
}
/** Race and power of the combo at a position. */
export function comboAt(s: SwuState, i: number): { race: number; power: number; coins: number } {
  if (i < s.rowRace.length)
    return { race: s.rowRace[i] as number, power: s.rowPower[i] as number, coins: s.rowCoins[i] as number };
  return {
    race: s.bannerStack[s.bannerStack.length - 1] as number,
    power: s.badgeStack.length ? (s.badgeStack[s.badgeStack.length - 1] as number) : -1,
    coins: 0,
  };
}

function random(s: SwuState): { next(n: number): number; done(): void } {
  const rng = rngFrom(s.rng);
  return {
    next: (n: number) => below(rng, n),
    done: () => {
      s.rng = rng.getState().slice();
    },
  };
}

/** R7: an empty badge stack is refilled from the shuffled discards. */
function ensureBadges(s: SwuState): void {
  if (s.badgeStack.length > 0 || s.badgeDiscard.length === 0) return;
  const rng = rngFrom(s.rng);
  s.badgeStack = shuffle(rng, s.badgeDiscard.slice());
  s.badgeDiscard = [];
  s.rng = rng.getState().slice();
}

function takeBadge(s: SwuState): number {
  ensureBadges(s);
  const p = s.badgeStack.length ? (s.badgeStack.pop() as number) : -1;
  ensureBadges(s);
  return p;
}

/** §6.3: the row closes the gap at `i` and the stack-top combo joins it. */
function refillRow(s: SwuState, i: number): void {
  if (i < s.rowRace.length) {
    s.rowRace.splice(i, 1);
    s.rowPower.splice(i, 1);
    s.rowCoins.splice(i, 1);
    if (s.bannerStack.length) {
      s.rowRace.push(s.bannerStack.pop() as number);
      s.rowPower.push(takeBadge(s));
      s.rowCoins.push(0);
    }
  } else {
    s.bannerStack.pop();
    takeBadge(s);
  }
  if (s.bannerKnown > s.bannerStack.length) s.bannerKnown = s.bannerStack.length;
}

/** §11.4: a banner comes back — into the row if it is short, else under the banner stack. */
function returnBanner(s: SwuState, race: number, ev: Ev): void {
  const owner = s.raceOwner[race] as number;
  const kept = s.racePower[race] as number;
  if (kept >= 0) s.badgeDiscard.push(kept);
  s.racePower[race] = -1;
  s.raceHand[race] = 0;
  s.raceState[race] = 0;
  s.raceOwner[race] = -1;
  if (owner >= 0) {
    const d = s.declined[owner] as number[];
    const k = d.indexOf(race);
    if (k >= 0) d.splice(k, 1);
    if (s.active[owner] === race) s.active[owner] = -1;
    ev?.push({ type: "raceLeft", seat: owner, race: raceId(race) });
  }
  if (s.queenRace === race) {
    s.queen = -1;
    s.queenRace = -1;
  }
  if (s.rowRace.length < s.rules.rowSize && s.bannerStack.length === 0) {
    s.rowRace.push(race);
    s.rowPower.push(takeBadge(s));
    s.rowCoins.push(0);
  } else {
    s.bannerStack.unshift(race);
    s.bannerKnown++;
  }
}

/** §11.4: a declined race with no token left on the map (and none to redeploy) leaves the game. */
function checkLeft(s: SwuState, race: number, ev: Ev): void {
  if (race < 0 || s.raceState[race] !== 2) return;
  if (regionCount(s, race) > 0 || pendingOf(s, race) > 0) return;
  returnBanner(s, race, ev);
}

// ------------------------------------------------------------------ coins (§9, §20)

/** Moves coins between a seat and the bank, the row or another seat, and records the public trail. */
function transfer(s: SwuState, from: number, to: number, amount: number, reason: string, ev: Ev): void {
  if (amount === 0) return;
  if (from >= 0) s.coins[from] = (s.coins[from] as number) - amount;
  if (to >= 0) s.coins[to] = (s.coins[to] as number) + amount;
  if (from === BANK) s.bankNet += amount;
  if (to === BANK) s.bankNet -= amount;
  if (from >= 0) log(s, from, -amount, reason, to, ev);
  if (to >= 0) log(s, to, amount, reason, from, ev);
}
function log(s: SwuState, seat: number, delta: number, reason: string, other: number, ev: Ev): void {
  s.coinLog.push({ seat, delta, reason, round: s.round, other });
  ev?.push({ type: "coins", seat, delta, reason, other, total: s.coins[seat] as number });
}
/** A seat with no coin pays nothing; that fact is public (§20). */
function cannotPay(s: SwuState, seat: number, to: number, reason: string, ev: Ev): void {
  s.coinLog.push({ seat, delta: 0, reason, round: s.round, other: to, couldNotPay: true });
  ev?.push({ type: "couldNotPay", seat, to, reason });
}
/** Takes 1 coin from `from` for `to` if it has one (Thieving, Froggy's Ring). */
function takeOne(s: SwuState, from: number, to: number, reason: string, ev: Ev): void {
  if ((s.coins[from] as number) > 0) transfer(s, from, to, 1, reason, ev);
  else cannotPay(s, from, to, reason, ev);
}

// ------------------------------------------------------------------ region changes

/** Empties a region of race tokens (armors discarded; the Bag and the Great Ancient go back). */
function clearRegion(s: SwuState, r: number): void {
  s.rRace[r] = -1;
  s.rTokens[r] = 0;
  s.rArmor[r] = 0;
  tidyFigures(s);
}

/** Figures that follow their race: the Queen, the Great Ancient, the Bag (R25, R40, R45). */
function tidyFigures(s: SwuState): void {
  if (s.queen >= 0 && s.rRace[s.queen] !== s.queenRace) {
    s.queen = -1;
    s.queenRace = -1;
  }
  if (s.greatAncient >= 0 && s.rRace[s.greatAncient] !== R.cultists) {
    s.greatAncient = -1;
    s.gaPending = s.raceState[R.cultists] === 1;
  }
  if (s.bag >= 0) {
    const race = s.rRace[s.bag] as number;
    if (race < 0 || !hasPower(s, race, P.magic) || s.raceState[race] !== 1) s.bag = -1;
  }
}

function addPending(s: SwuState, seat: number, race: number, count: number): void {
  if (count <= 0) return;
  for (const p of s.t.pending)
    if (p.seat === seat && p.race === race) {
      p.count += count;
      return;
    }
  s.t.pending.push({ seat, race, count });
}

// ------------------------------------------------------------------ turn flow (§4, §19)

/** Starts the seat's turn (§4, R61 step 1–2). */
function beginTurn(s: SwuState, seat: number, ev: Ev): void {
  s.owner = seat;
  s.turn++;
  s.t = newScratch();
  ev?.push({ type: "turn", seat, round: s.round });
  if (activeOf(s, seat) >= 0) s.phase = "start";
  else if (visibleCombos(s) > 0) s.phase = "pick";
  else {
    // No combo left to pick: the turn is scoring only (ruling beyond the digest).
    ev?.push({ type: "noCombo", seat });
    s.t.ended = true;
    continueEnd(s, 0, ev);
  }
}

/** §19 steps 8–11 from stage `k`: placements, scoring, the Altar, withdrawals, the next turn. */
function continueEnd(s: SwuState, k: number, ev: Ev): void {
  const seat = s.owner;
  const a = activeOf(s, seat);
  const live = !s.t.declined && a >= 0;
  for (; k <= 8; k++) {
    switch (k) {
      case 0: // §15.15 the Queen (R45: mandatory while the race holds a region)
        if (live && hasPower(s, a, P.royal) && regionCount(s, a) > 0) {
          s.phase = "queen";
          return;
        }
        break;
      case 1: {
        // §18.3 the Ghost
        const c = s.markerAt[K.cryptOfTheTombRaider] as number;
        if (live && c >= 0 && s.rRace[c] === a) {
          s.phase = "ghost";
          return;
        }
        break;
      }
      case 2: // §17.1 Froggy's Ring
        if (live && holdsRelic(s, seat, K.froggysRing)) {
          s.phase = "ring";
          return;
        }
        break;
      case 3: // §15.5 the Bag as the Ring
        if (live && bagActive(s, seat) && s.t.bagCopy === K.froggysRing && regionCount(s, a) > 0) {
          s.phase = "bagRing";
          return;
        }
        break;
      case 4: // §17.6 the Scepter
        if (live && holdsRelic(s, seat, K.scepterOfAvarice)) {
          s.phase = "scepter";
          return;
        }
        break;
      case 5: // the Bag as the Scepter
        if (live && bagActive(s, seat) && s.t.bagCopy === K.scepterOfAvarice && regionCount(s, a) > 0) {
          s.phase = "bagScepter";
          return;
        }
        break;
      case 6: // §9 scoring
        scoreTurn(s, seat, ev);
        break;
      case 7: // §18.1 the Altar of Souls (R54: after scoring)
        if (altarUsable(s, seat)) {
          s.phase = "altar";
          return;
        }
        break;
      case 8: // §7.8 withdrawn defenders, in seat order from the active player
        if (nextWithdrawal(s, ev)) return;
        break;
    }
  }
  finishTurn(s, ev);
}

/** Sets up the next withdrawal needing a choice; resolves those needing none. True when one waits. */
function nextWithdrawal(s: SwuState, ev: Ev): boolean {
  const pend = s.t.pending;
  while (pend.length) {
    let best = 0;
    for (let i = 1; i < pend.length; i++) {
      const o = (x: Pending) => (x.seat - s.owner + s.seats) % s.seats;
      if (o(pend[i] as Pending) < o(pend[best] as Pending)) best = i;
    }
    const p = pend[best] as Pending;
    if (regionCount(s, p.race) > 0 && s.raceOwner[p.race] === p.seat) {
      if (best !== 0) {
        pend.splice(best, 1);
        pend.unshift(p);
      }
      s.phase = "withdraw";
      return true;
    }
    pend.splice(best, 1);
    if (s.raceState[p.race] === 1 && s.raceOwner[p.race] === p.seat) {
      // §7.8: no region left — the tokens stay in hand for a First Conquest.
      s.raceHand[p.race] = (s.raceHand[p.race] as number) + p.count;
      ev?.push({ type: "toHand", seat: p.seat, race: raceId(p.race), count: p.count });
    } else {
      // R13, §15.11, R52: declined tokens with no region to go to are lost.
      ev?.push({ type: "withdrawLost", seat: p.seat, race: raceId(p.race), count: p.count });
      checkLeft(s, p.race, ev);
    }
  }
  return false;
}

/** The end of a turn (§19 step 11, §4): Vengeance markers back, the next turn, round or the end. */
function finishTurn(s: SwuState, ev: Ev): void {
  const seat = s.owner;
  if (s.vengeanceFrom === seat) {
    for (let p = 0; p < s.seats; p++) s.vengeance[p] = false;
    s.vengeanceFrom = -1;
  }
  // Declined races emptied during the turn leave the game (§11.4).
  for (let p = 0; p < s.seats; p++) {
    const d = s.declined[p] as number[];
    for (let k = d.length - 1; k >= 0; k--) checkLeft(s, d[k] as number, ev);
  }
  const next = (seat + 1) % s.seats;
  if (next === s.first) {
    s.stats.coinsByRound.push(s.coins.slice());
    if (s.round >= s.rounds) {
      s.phase = "over";
      s.owner = -1;
      if (ev) {
        const winners = winnersOf(s);
        ev.push({ type: "gameOver", coins: s.coins.slice(), winners });
      }
      return;
    }
    s.round++;
    // §20: the public trail keeps the previous and the current round.
    const keep = s.round - 1;
    let cut = 0;
    while (cut < s.coinLog.length && (s.coinLog[cut] as { round: number }).round < keep) cut++;
    if (cut > 0) s.coinLog = s.coinLog.slice(cut);
    ev?.push({ type: "round", round: s.round });
  }
  beginTurn(s, next, ev);
}

/** §12, R21: winners by coins, then the tie-breaks of the rules. */
export function winnersOf(s: SwuState): number[] {
  const seats = Array.from({ length: s.seats }, (_, i) => i);
  const top = Math.max(...s.coins);
  let best = seats.filter((i) => s.coins[i] === top);
  for (const tb of s.rules.tieBreak) {
    if (best.length <= 1 || tb === "shared") break;
    const score = (p: number) => {
      let v = 0;
      for (let r = 0; r < s.rRace.length; r++) {
        const race = s.rRace[r] as number;
        if (race >= 0 && s.raceOwner[race] === p) v += tb === "tokensOnMap" ? (s.rTokens[r] as number) : 1;
      }
      return v;
    };
    const vals = best.map(score);
    const m = Math.max(...vals);
    best = best.filter((_, i) => vals[i] === m);
  }
  return best;
}

// ------------------------------------------------------------------ scoring (§9)

/** Whether the Altar's occupant is the seat with a declined token to give (§18.1). */
function altarUsable(s: SwuState, seat: number): boolean {
  const r = s.markerAt[K.altarOfSouls] as number;
  if (r < 0) return false;
  const race = s.rRace[r] as number;
  if (race < 0 || s.raceOwner[race] !== seat) return false;
  for (const d of s.declined[seat] as number[]) if (regionCount(s, d) > 0) return true;
  return false;
}

/** §14.2: a Drow region bordering no other race and no Monsters. */
function drowAlone(s: SwuState, r: number): boolean {
  const adj = s.board.adj[r] as number[];
  for (const j of adj) {
    const race = s.rRace[j] as number;
    if ((race >= 0 && race !== R.drow) || (s.rMonsters[j] as number) > 0) return false;
  }
  return true;
}

/** Coins one race earns this turn (§9, §13–§18), with the parts for the log. */
export function scoreRace(
  s: SwuState,
  race: number,
  active: boolean,
  parts: { label: string; value: number }[] | null,
): number {
  const b = s.board;
  const pw = (p: number) => hasPower(s, race, p);
  const kraken = race === R.kraken;
  const df = s.markerAt[K.diamondFields] as number;
  const dfType = df >= 0 && s.rRace[df] === race ? (b.type[df] as number) : -1;
  const keep = s.markerAt[K.keepOnTheMotherland] as number;
  const lost = s.markerAt[K.mineOfTheLostDwarf] as number;
  const muddy = pw(P.muddy);
  let base = 0;
  let bonus = 0;
  let doubled = 0;
  let count = 0;
  let coastal = 0;
  const aTerrain = active && race === R.shrooms;
  const mining = active && pw(P.mining);
  const mystic = active && pw(P.mystic);
  const stone = active && pw(P.stone);
  const adventurous = active && pw(P.adventurous);
  const frightened = active && pw(P.frightened);
  for (let r = 0; r < b.n; r++) {
    if (s.rRace[r] !== race) continue;
    if (b.isRiver[r] && !kraken) continue;
    count++;
    if (b.coastal[r]) coastal++;
    const t = b.type[r] as number;
    let extra = 0;
    if (aTerrain && t === T.mushroomForest) extra++;
    if (active && race === R.drow && drowAlone(s, r)) extra++;
    if (mining && t === T.mine) extra++;
    if (mystic && t === T.mysticCrystal) extra++;
    if (stone && t === T.blackMountain) extra++;
    if (adventurous) for (let m = 0; m < FIRST_RELIC; m++) if (s.markerAt[m] === r) extra++;
    if (frightened && (s.rTokens[r] as number) >= 3) extra++;
    if (muddy && t === T.mudpool) extra++;
    if (keep === r) extra++;
    if (dfType >= 0 && t === dfType) extra++;
    base++;
    bonus += extra;
    // §17.6, R53: the bank's coins for the Scepter's region are doubled (not on the Lost Dwarf's Mine).
    if (active && r !== lost && (r === s.t.scepterAt || r === s.t.bagScepterAt)) doubled += 1 + extra;
  }
  let total = base + bonus + doubled;
  let sets = 0;
  if (active) {
    if (pw(P.flocking) && count >= 1 && groups(s, race) === 1) sets += 2;
    if (pw(P.quarreling)) sets += groups(s, race);
    if (pw(P.fisher)) sets += Math.floor(coastal / 2);
  } else if (pw(P.wise) && regionCount(s, race) > 0) sets += 2;
  if (lost >= 0 && s.rRace[lost] === race) sets += 2;
  total += sets;
  if (parts) {
    const name = RACE_IDS[race] as string;
    parts.push({ label: `${name}${active ? "" : " (declined)"}: regions`, value: base });
    if (bonus) parts.push({ label: `${name}: region bonuses`, value: bonus });
    if (doubled) parts.push({ label: `${name}: Scepter`, value: doubled });
    if (sets) parts.push({ label: `${name}: set bonuses`, value: sets });
  }
  return total;
}

/** §9 scoring of the turn owner, then Thieving (§15.10). */
function scoreTurn(s: SwuState, seat: number, ev: Ev): void {
  const parts = ev ? ([] as { label: string; value: number }[]) : null;
  let total = 0;
  const a = s.t.declined ? -1 : activeOf(s, seat);
  if (a >= 0) {
    const v = scoreRace(s, a, true, parts);
    creditPick(s, seat, a, v);
    total += v;
  }
  for (const d of s.declined[seat] as number[]) {
    const v = scoreRace(s, d, false, parts);
    creditPick(s, seat, d, v);
    total += v;
  }
  if (s.t.vanished > 0) {
    // §15.19: 2 coins per region the Vanishing race held when it declined.
    total += 2 * s.t.vanished;
    parts?.push({ label: "vanished regions", value: 2 * s.t.vanished });
  }
  transfer(s, BANK, seat, total, "scoring", ev);
  ev?.push({ type: "scored", seat, amount: total, parts: parts ?? [] });
  // §15.10 Thieving: 1 coin from each opponent with active tokens next to this race.
  if (a >= 0 && hasPower(s, a, P.thieving)) {
    const b = s.board;
    for (let p = 0; p < s.seats; p++) {
      if (p === seat) continue;
      const pa = activeOf(s, p);
      if (pa < 0) continue;
      let found = false;
      for (let r = 0; r < b.n && !found; r++) {
        if (s.rRace[r] !== pa || immune(s, r, seat)) continue;
        if (s.rules.gnomeShield === "allEffects" && shielded(s, r, seat)) continue;
        for (const j of b.adj[r] as number[])
          if (s.rRace[j] === a) {
            found = true;
            break;
          }
      }
      if (found) takeOne(s, p, seat, "thieving", ev);
    }
  }
}

/** Lab: the coins a race scored go to its pick record. */
function creditPick(s: SwuState, seat: number, race: number, coins: number): void {
  const picks = s.stats.picks;
  for (let k = picks.length - 1; k >= 0; k--) {
    const p = picks[k] as { seat: number; race: number; scored: number };
    if (p.seat === seat && p.race === race) {
      p.scored += coins;
      return;
    }
  }
}

// ------------------------------------------------------------------ conquest (§7)

/** Modes of a conquest. */
const MODE = ["normal", "final", "wisp", "vampire", "orb", "balrog"] as const;

/** §15.21, R49: the attacker of a Vengeful player's region gets a Vengeance marker. */
function giveVengeance(s: SwuState, attacker: number, victim: number, ev: Ev): void {
  if (victim < 0 || victim === attacker) return;
  if (vengefulSeat(s) !== victim) return;
  if (s.vengeanceFrom !== victim) {
    for (let p = 0; p < s.seats; p++) s.vengeance[p] = false;
    s.vengeanceFrom = victim;
  }
  if (s.vengeance[attacker]) return;
  let out = 0;
  for (let p = 0; p < s.seats; p++) if (s.vengeance[p]) out++;
  if (out >= s.rules.vengeanceMarkers) return;
  s.vengeance[attacker] = true;
  ev?.push({ type: "vengeance", seat: attacker, from: victim });
}

/** §7.7: the conqueror draws the top marker, face up in the region; Stonehedge draws a power. */
function reveal(s: SwuState, seat: number, r: number, ev: Ev): void {
  const m = s.pile.pop();
  if (m === undefined) return;
  s.markerAt[m] = r;
  ev?.push({
    type: "revealed",
    seat,
    region: s.board.ids[r] as string,
    marker: MARKER_IDS[m] as (typeof MARKER_IDS)[number],
  });
  if (m === K.stonehedge) {
    // §18.7, R58.
    let p = -1;
    ensureBadges(s);
    if (s.rules.stonehedgeDraw === "top" || s.badgeStack.length <= 1) p = takeBadge(s);
    else {
      const rnd = random(s);
      const k = rnd.next(s.badgeStack.length - 1);
      rnd.done();
      p = s.badgeStack.splice(k, 1)[0] as number;
    }
    s.stonehedgePower = p;
    ev?.push({ type: "stonehedge", power: p >= 0 ? (POWER_IDS[p] as (typeof POWER_IDS)[number]) : null });
  }
}

/**
 * Carries out a conquest (or the Balrog's) of `target` by the seat's `race`, placing `tokens` race
 * tokens and `hammers` hammers: payments, defender losses (§7.8), Monsters and the marker (§7.7).
 */
function conquer(
  s: SwuState,
  seat: number,
  race: number,
  target: number,
  tokens: number,
  hammers: number,
  cost: number,
  flags: number,
  mode: number,
  ev: Ev,
): void {
  const b = s.board;
  const prev = s.rRace[target] as number;
  const prevOwner = prev >= 0 ? (s.raceOwner[prev] as number) : -1;
  const n = s.rTokens[target] as number;
  let defender: DefenderLoss | null = null;
  if (prev >= 0) {
    const declined = s.raceState[prev] === 2;
    if (prevOwner !== seat) {
      // §14.7 the declined Liches' toll; §15.6 Martyr (R41); §15.21 Vengeance (R49).
      if (prev === R.liches && declined) transfer(s, seat, prevOwner, 1, "liches", ev);
      if (!declined && hasPower(s, prev, P.martyr)) transfer(s, BANK, prevOwner, 1, "martyr", ev);
      giveVengeance(s, seat, prevOwner, ev);
    }
    const socks = socksIn(s, flags) && mode !== 3 && mode !== 4 && mode !== 5;
    let lost = n;
    let back = 0;
    if (prevOwner === seat)
      lost = n; // §7.9 own declined tokens are lost
    else if (mode === 3 || mode === 4)
      lost = n; // §15.20, §17.5 the single token goes to the tray
    else if (!declined) {
      if (socks || hasPower(s, prev, P.immortal))
        lost = 0; // §17.4, §15.8, R42
      else lost = Math.min(n, mode === 5 ? 2 : 1); // §7.8, §18.9
      back = n - lost;
    } else if (socks) {
      lost = 0; // R52
      back = n;
    } else if (hasPower(s, prev, P.tomb)) {
      lost = Math.min(n, mode === 5 ? 2 : 1); // §15.11
      back = n - lost;
    }
    addPending(s, prevOwner, prev, back);
    // §18.3: conquering the Crypt takes the Ghost from the region it protected; the conqueror places it.
    if (s.markerAt[K.cryptOfTheTombRaider] === target && prevOwner !== seat) s.ghost = -1;
    defender = { seat: prevOwner, race: raceId(prev), declined, tokens: n, lost, withdrawn: back };
    clearRegion(s, target);
  }
  const monsters = s.rMonsters[target] as number;
  if (monsters > 0) {
    s.rMonsters[target] = 0;
    s.monstersRemoved += monsters;
  }
  if (mode === 5) {
    s.balrog = target;
    s.t.balrogMoved = true;
  } else {
    s.rRace[target] = race;
    s.rTokens[target] = tokens;
    s.raceHand[race] = (s.raceHand[race] as number) - (mode === 3 || mode === 4 ? 0 : tokens);
    s.t.hammersOnMap += hammers;
    s.t.conquests++;
    s.stats.conquests++;
    s.stats.regionConquests[target] = (s.stats.regionConquests[target] as number) + 1;
    // Relics used move to the region (§16.2, R51).
    if (flags & USE.SWORD) {
      s.markerAt[K.swordOfTheKillerRabbit] = target;
      s.t.usedSword = true;
    }
    if (flags & USE.SOCKS) {
      s.markerAt[K.stinkyTrollsSocks] = target;
      s.t.usedSocks = true;
    }
    if (flags & USE.DOORMAT) {
      s.markerAt[K.flyingDoormat] = target;
      s.t.usedDoormat = true;
    }
    if (flags & USE.BAG) {
      s.bag = target;
      s.t.usedBag = true;
    }
    // §14.1 the Great Ancient goes to the Cultists' first (or next, R25) conquest.
    if (race === R.cultists && s.gaPending) {
      s.greatAncient = target;
      s.gaPending = false;
    }
  }
  ev?.push({
    type: "conquered",
    seat,
    race: raceId(race),
    region: b.ids[target] as string,
    mode: MODE[mode] as (typeof MODE)[number],
    cost,
    tokens,
    hammers,
    use: useNames(flags),
    defender,
    monsters,
  });
  if (monsters > 0 && mode !== 5) reveal(s, seat, target, ev);
  if (prev >= 0 && prev !== race) checkLeft(s, prev, ev);
}

/**
 * Issue 27 (the Sword at the table): the cost of every conquest the acting seat is offered, per
 * region and relic use ("" none, "sword", "sword+bag"…) — `conquestCost` with the move's own flags,
 * the very call `applyMove` charges with, so what the table shows is what the engine takes.
 */
export function offeredCosts(s: SwuState): Map<number, Record<string, number>> {
  const out = new Map<number, Record<string, number>>();
  const seat = actor(s);
  if (seat < 0 || s.phase !== "conquest") return out;
  const a = activeOf(s, seat);
  if (a < 0) return out;
  for (const m of listMoves(s, [])) {
    const k = kindOf(m);
    if (k !== MK.CONQUER && k !== MK.FINAL && k !== MK.WISP) continue;
    const r = argA(m);
    const f = argB(m);
    let row = out.get(r);
    if (!row) {
      row = {};
      out.set(r, row);
    }
    row[useNames(f).join("+")] = conquestCost(s, seat, a, r, f);
  }
  return out;
}

/** Names of relic flags, in canonical order. */
export function useNames(flags: number): string[] {
  const out: string[] = [];
  if (flags & USE.SWORD) out.push("sword");
  if (flags & USE.SOCKS) out.push("socks");
  if (flags & USE.DOORMAT) out.push("doormat");
  if (flags & USE.BAG) out.push("bag");
  return out;
}

/** Rolls the Reinforcement die with the state's RNG (R1). */
function rollDie(s: SwuState): number {
  const faces = s.rules.dieFaces;
  const rnd = random(s);
  const k = rnd.next(faces.length);
  rnd.done();
  const roll = faces[k] as number;
  s.t.lastRoll = roll;
  return roll;
}

/** §7.10 and §14.15: did the target hold tokens of a Vengeful player (an attack, R49)? */
function attackMarker(s: SwuState, seat: number, target: number, ev: Ev): void {
  const prev = s.rRace[target] as number;
  if (prev >= 0) giveVengeance(s, seat, s.raceOwner[prev] as number, ev);
}

// ------------------------------------------------------------------ end of conquests, redeployment (§8)

/** §19 steps 6–7: armors gained, Rivers emptied, Mudmen and hammers gained, troops lifted. */
function endConquests(s: SwuState, ev: Ev): void {
  const seat = s.owner;
  const a = activeOf(s, seat);
  s.t.ended = true;
  ev?.push({ type: "conquestsEnd", seat, race: a >= 0 ? raceId(a) : null });
  if (a < 0) {
    continueEnd(s, 0, ev);
    return;
  }
  const b = s.board;
  // §15.2 Shield: 1 armor per Mushroom Forest, from the box (R38).
  if (hasPower(s, a, P.shield)) {
    let forests = 0;
    let placed = 0;
    for (let r = 0; r < b.n; r++) {
      placed += s.rArmor[r] as number;
      if (s.rRace[r] === a && b.type[r] === T.mushroomForest) forests++;
    }
    s.t.armors = Math.max(0, Math.min(forests, s.rules.armorSupply - placed));
    if (s.t.armors > 0)
      ev?.push({ type: "gained", seat, race: raceId(a), what: "armors", count: s.t.armors });
  }
  // §8.1 step 1: Rivers are emptied (Kraken exempt, §14.6).
  if (a !== R.kraken)
    for (let r = 0; r < b.n; r++)
      if (b.isRiver[r] && s.rRace[r] === a) {
        const n = s.rTokens[r] as number;
        s.raceHand[a] = (s.raceHand[a] as number) + n;
        clearRegion(s, r);
        ev?.push({ type: "riverEmptied", seat, region: b.ids[r] as string, tokens: n });
      }
  // §14.9 Mudmen: 1 new token per Mudpool (tray-limited, §6.4).
  if (a === R.mudmen) {
    let mud = 0;
    for (let r = 0; r < b.n; r++) if (s.rRace[r] === a && b.type[r] === T.mudpool) mud++;
    const add = Math.min(mud, tray(s, a));
    if (add > 0) {
      s.raceHand[a] = (s.raceHand[a] as number) + add;
      ev?.push({ type: "gained", seat, race: raceId(a), what: "mudmen", count: add });
    }
  }
  // §14.5 Iron Dwarves: 1 Silver Hammer per Mine (7 exist).
  if (a === R.ironDwarves) {
    let mines = 0;
    for (let r = 0; r < b.n; r++) if (s.rRace[r] === a && b.type[r] === T.mine) mines++;
    const add = Math.max(0, Math.min(mines, s.rules.hammerSupply - (s.hammers[seat] as number)));
    if (add > 0) {
      s.hammers[seat] = (s.hammers[seat] as number) + add;
      ev?.push({ type: "gained", seat, race: raceId(a), what: "hammers", count: add });
    }
  }
  // §8.1 step 3: free redistribution — all but one token per region back to hand.
  let regions = 0;
  for (let r = 0; r < b.n; r++)
    if (s.rRace[r] === a) {
      regions++;
      const n = s.rTokens[r] as number;
      if (n > 1) {
        s.raceHand[a] = (s.raceHand[a] as number) + n - 1;
        s.rTokens[r] = 1;
      }
    }
  if (regions === 0) {
    // R16: no region — the tokens stay in hand.
    s.t.armors = 0;
    endRedeploy(s, ev);
  } else if (s.t.armors > 0) s.phase = "armor";
  else if ((s.raceHand[a] as number) > 0) s.phase = "redeploy";
  else endRedeploy(s, ev);
}

/** §8.1 step 4: hammers leave the map; then the end of the turn. */
function endRedeploy(s: SwuState, ev: Ev): void {
  s.t.hammersOnMap = 0;
  continueEnd(s, 0, ev);
}

// ------------------------------------------------------------------ decline (§11)

/** §11.2: the active race goes into decline. */
function decline(s: SwuState, seat: number, ev: Ev, withStonehedge = true): void {
  const a = activeOf(s, seat);
  const b = s.board;
  s.t.declined = true;
  s.t.ended = true;
  s.t.declinedRace = a;
  // §18.7: a power held through Stonehedge is optional (its decline effects may be declined).
  const own = s.racePower[a] as number;
  const tomb = own === P.tomb || (withStonehedge && hasPower(s, a, P.tomb));
  const vanishing = own === P.vanishing || (withStonehedge && hasPower(s, a, P.vanishing));
  // Step 1: the oldest declined race leaves if the player would keep too many (§11.2, R47).
  const d = s.declined[seat] as number[];
  while (d.length >= s.rules.maxDeclinedRaces) {
    const old = d[0] as number;
    for (let r = 0; r < b.n; r++) if (s.rRace[r] === old) clearRegion(s, r);
    returnBanner(s, old, ev);
  }
  // Step 4: what worked only for the active race stops.
  if (a === R.cultists) {
    s.greatAncient = -1;
    s.gaPending = false;
  }
  if (a === R.flames) s.volcano = -1; // R29
  if (a === R.ironDwarves) s.hammers[seat] = 0;
  if (s.vengeanceFrom === seat) {
    for (let p = 0; p < s.seats; p++) s.vengeance[p] = false;
    s.vengeanceFrom = -1;
  }
  // Step 2: flip the banner; keep the badge only if it works in decline (R19).
  const p = s.racePower[a] as number;
  const keptPower = p >= 0 && POWERS[p]?.keptInDecline ? p : -1;
  if (p >= 0 && keptPower < 0) s.badgeDiscard.push(p);
  s.racePower[a] = keptPower;
  s.raceState[a] = 2;
  s.active[seat] = -1;
  d.push(a);
  s.raceHand[a] = 0;
  s.bag = -1;
  s.stats.declines.push({ seat, round: s.round, race: a });
  // Step 3: one token per region (Tomb keeps all, Vanishing none).
  let regions = 0;
  let tokens = 0;
  for (let r = 0; r < b.n; r++) {
    if (s.rRace[r] !== a) continue;
    regions++;
    if (vanishing) clearRegion(s, r);
    else if (!tomb) s.rTokens[r] = 1;
    tokens += s.rTokens[r] as number;
  }
  if (vanishing) s.t.vanished = regions;
  ev?.push({
    type: "declined",
    seat,
    race: raceId(a),
    keptPower: keptPower >= 0 ? (POWER_IDS[keptPower] as (typeof POWER_IDS)[number]) : null,
    tokens,
    vanished: vanishing ? regions : 0,
  });
  tidyFigures(s);
  checkLeft(s, a, ev); // R20, R47: a race with no region left goes back
  if (tomb && s.raceState[a] === 2) {
    // §15.11: the Tomb race may redeploy once more before scoring.
    let lifted = 0;
    for (let r = 0; r < b.n; r++)
      if (s.rRace[r] === a && (s.rTokens[r] as number) > 1) {
        lifted += (s.rTokens[r] as number) - 1;
        s.rTokens[r] = 1;
      }
    if (lifted > 0) {
      s.raceHand[a] = lifted;
      s.phase = "tomb";
      return;
    }
  }
  continueEnd(s, 0, ev);
}

// ------------------------------------------------------------------ picking (§6)

/** §6.1, R6: may the seat pick the combo at position i? */
function canPick(s: SwuState, seat: number, i: number): boolean {
  const price = i * s.rules.comboStepCost;
  const own = s.coins[seat] as number;
  const on = i < s.rowCoins.length ? (s.rowCoins[i] as number) : 0;
  return (s.rules.comboCoinsBeforePayment ? own + on : own) >= price;
}

/** §6.1–§6.2: takes the combo's coins, pays for the combos above, takes the race. */
function pick(s: SwuState, seat: number, i: number, ev: Ev): void {
  const { race, power, coins } = comboAt(s, i);
  if (i < s.rowCoins.length && coins > 0) {
    s.rowCoins[i] = 0;
    transfer(s, ROW, seat, coins, "combo coins", ev);
  }
  const step = s.rules.comboStepCost;
  let paid = 0;
  for (let j = 0; j < i && j < s.rowCoins.length; j++) {
    s.rowCoins[j] = (s.rowCoins[j] as number) + step;
    paid += step;
  }
  if (paid > 0) transfer(s, seat, ROW, paid, "combo payment", ev);
  s.raceOwner[race] = seat;
  s.raceState[race] = 1;
  s.racePower[race] = power;
  s.active[seat] = race;
  s.stats.picks.push({ seat, round: s.round, race, power, scored: 0 });
  ev?.push({
    type: "picked",
    seat,
    position: i,
    race: raceId(race),
    power: power >= 0 ? (POWER_IDS[power] as (typeof POWER_IDS)[number]) : null,
    paid,
    took: coins,
    tokens: 0,
  });
  if (race === R.shadowMimes) {
    s.pickedAt = i;
    s.phase = "mimes";
    return;
  }
  refillRow(s, i);
  afterPick(s, seat, ev);
}

/** §6.2 tokens from the tray, then the Volcano or the conquest phase. */
function afterPick(s: SwuState, seat: number, ev: Ev): void {
  const race = activeOf(s, seat);
  const p = s.racePower[race] as number;
  const want =
    s.rules.bannerValues[raceId(race)] +
    (p >= 0 ? s.rules.badgeValues[POWER_IDS[p] as (typeof POWER_IDS)[number]] : 0);
  const n = Math.max(0, Math.min(want, tray(s, race)));
  s.raceHand[race] = n;
  if (ev) {
    for (let k = ev.length - 1; k >= 0; k--) {
      const e = ev[k] as SwuEvent;
      if (e.type === "picked") {
        e.tokens = n;
        if (e.race === "shadowMimes") e.power = p >= 0 ? (POWER_IDS[p] as (typeof POWER_IDS)[number]) : null;
        break;
      }
    }
  }
  if (race === R.cultists) s.gaPending = true;
  if (race === R.flames && s.board.volcanoChasms.length > 0) {
    s.phase = "volcano";
    return;
  }
  s.phase = "conquest";
}

// ------------------------------------------------------------------ listing moves

/** The seat that chooses now (-1 when the game is over). */
export function actor(s: SwuState): number {
  if (s.phase === "over") return -1;
  if (s.phase === "withdraw") return (s.t.pending[0] as Pending).seat;
  return s.owner;
}

/** Regions where the race may place tokens now (its regions). */
function ownRegions(s: SwuState, race: number, out: number[]): number[] {
  out.length = 0;
  for (let r = 0; r < s.rRace.length; r++) if (s.rRace[r] === race) out.push(r);
  return out;
}

const scratchRegions: number[] = [];

/** Writes the acting seat's moves into `out`, in a fixed order. */
export function listMoves(s: SwuState, out: number[]): number[] {
  out.length = 0;
  const seat = actor(s);
  if (seat < 0) return out;
  const b = s.board;
  switch (s.phase) {
    case "pick": {
      const v = visibleCombos(s);
      for (let i = 0; i < v; i++) if (canPick(s, seat, i)) out.push(mv(MK.PICK, i));
      return out;
    }
    case "mimes": {
      const v = visibleCombos(s);
      for (let i = 0; i < v; i++) if (i !== s.pickedAt) out.push(mv(MK.SWAP, i));
      out.push(mv(MK.KEEP_BADGE));
      return out;
    }
    case "volcano":
      for (const c of b.volcanoChasms) out.push(mv(MK.VOLCANO, c));
      return out;
    case "start": {
      out.push(mv(MK.EXPAND), mv(MK.DECLINE));
      const a = activeOf(s, seat);
      const sp = s.stonehedgePower;
      if ((sp === P.vanishing || sp === P.tomb) && s.racePower[a] !== sp && hasPower(s, a, sp))
        out.push(mv(MK.DECLINE, 0, 1));
      return out;
    }
    case "conquest":
      conquestMoves(s, seat, out);
      return out;
    case "armor":
      for (const r of ownRegions(s, activeOf(s, seat), scratchRegions)) out.push(mv(MK.ARMOR, r));
      out.push(mv(MK.ARMOR_DONE));
      return out;
    case "redeploy":
    case "tomb":
    case "withdraw": {
      const race =
        s.phase === "redeploy"
          ? activeOf(s, seat)
          : s.phase === "tomb"
            ? s.t.declinedRace
            : (s.t.pending[0] as Pending).race;
      const hand = s.phase === "withdraw" ? (s.t.pending[0] as Pending).count : (s.raceHand[race] as number);
      for (const r of ownRegions(s, race, scratchRegions))
        for (let c = 1; c <= hand && c < 256; c++) out.push(mv(MK.PLACE, r, c));
      return out;
    }
    case "queen":
      for (const r of ownRegions(s, activeOf(s, seat), scratchRegions)) out.push(mv(MK.QUEEN, r));
      return out;
    case "ghost": {
      const crypt = s.markerAt[K.cryptOfTheTombRaider];
      for (let r = 0; r < b.n; r++)
        if (!b.isChasm[r] && r !== crypt && r !== s.balrog) out.push(mv(MK.GHOST, r));
      // §18.3 "puoi piazzare": placing or moving the Ghost is optional (rules version 2).
      if (rulesVersionOf(s) >= 2) out.push(mv(MK.GHOST_SKIP));
      return out;
    }
    case "ring":
      for (const r of ownRegions(s, activeOf(s, seat), scratchRegions)) out.push(mv(MK.RING, r));
      out.push(mv(MK.RING_SKIP));
      return out;
    case "bagRing":
    case "bagScepter": {
      const relic = s.phase === "bagRing" ? K.froggysRing : K.scepterOfAvarice;
      for (const r of ownRegions(s, activeOf(s, seat), scratchRegions))
        if (r !== s.markerAt[relic]) out.push(mv(MK.BAG_PLACE, r));
      out.push(mv(MK.BAG_SKIP));
      return out;
    }
    case "scepter":
      for (const r of ownRegions(s, activeOf(s, seat), scratchRegions)) out.push(mv(MK.SCEPTER, r));
      out.push(mv(MK.SCEPTER_SKIP));
      return out;
    case "altar":
      for (let r = 0; r < b.n; r++) {
        const race = s.rRace[r] as number;
        if (race >= 0 && s.raceState[race] === 2 && s.raceOwner[race] === seat) out.push(mv(MK.ALTAR, r));
      }
      out.push(mv(MK.ALTAR_SKIP));
      return out;
    default:
      return out;
  }
}

/** Relics the acting seat may still use this turn (computed once per listing). */
interface RelicsFree {
  sword: boolean;
  socks: boolean;
  doormat: boolean;
  /** The Bag's copy if the Bag is free (-1). */
  bag: number;
  any: boolean;
}
const relicsFree: RelicsFree = { sword: false, socks: false, doormat: false, bag: -1, any: false };
function freeRelics(s: SwuState, seat: number): RelicsFree {
  const t = s.t;
  relicsFree.sword = !t.usedSword && holdsRelic(s, seat, K.swordOfTheKillerRabbit);
  relicsFree.socks = !t.usedSocks && holdsRelic(s, seat, K.stinkyTrollsSocks);
  relicsFree.doormat = !t.usedDoormat && holdsRelic(s, seat, K.flyingDoormat);
  relicsFree.bag = t.bagCopy >= 0 && !t.usedBag && bagActive(s, seat) ? t.bagCopy : -1;
  relicsFree.any = relicsFree.sword || relicsFree.socks || relicsFree.doormat || relicsFree.bag >= 0;
  return relicsFree;
}

/**
 * A uniformly random move of the acting seat (the same distribution as picking from `listMoves`):
 * placements are drawn without listing them (region × count); other phases list.
 */
export function randomMove(s: SwuState, next: (n: number) => number, buf: number[]): number {
  const ph = s.phase;
  if (ph === "redeploy" || ph === "tomb" || ph === "withdraw") {
    const seat = actor(s);
    const race =
      ph === "redeploy"
        ? activeOf(s, seat)
        : ph === "tomb"
          ? s.t.declinedRace
          : (s.t.pending[0] as Pending).race;
    const hand = Math.min(
      255,
      ph === "withdraw" ? (s.t.pending[0] as Pending).count : (s.raceHand[race] as number),
    );
    const regions = ownRegions(s, race, scratchRegions);
    const k = next(regions.length * hand);
    return mv(MK.PLACE, regions[Math.floor(k / hand)] as number, (k % hand) + 1);
  }
  listMoves(s, buf);
  return buf[next(buf.length)] as number;
}

/** The relic-use flag sets available for a conquest of `target` (Doormat forced by reach); their count. */
function flagSets(
  s: SwuState,
  seat: number,
  target: number,
  reach: boolean,
  free: RelicsFree,
  out: number[],
): number {
  let n = 0;
  if (!free.any) {
    if (!reach) return 0;
    out[0] = 0;
    return 1;
  }
  const shield = shielded(s, target, seat);
  const bag = free.bag;
  // The Doormat (or the Bag as the Doormat) is needed exactly when the target is out of reach (§17.3).
  // R40 (amended, rules version 2): when both the Doormat and the Bag copying it are free, both are
  // offered and the player picks which piece moves; version 1 offered the Bag only once the Doormat
  // was used.
  let bases = 1;
  let base0 = 0;
  let base1 = 0;
  if (!reach) {
    if (shield) return 0; // R30 (a)
    const bagDoormat = bag === K.flyingDoormat;
    if (free.doormat) {
      base0 = USE.DOORMAT;
      if (bagDoormat && rulesVersionOf(s) >= 2) {
        base1 = USE.BAG;
        bases = 2;
      }
    } else if (bagDoormat) base0 = USE.BAG;
    else return 0;
  }
  for (let k = 0; k < bases; k++) {
    const base = k === 0 ? base0 : base1;
    const bagTaken = base === USE.BAG;
    const sword = !shield && free.sword;
    const socks = !shield && free.socks;
    const bagSword = !bagTaken && !shield && bag === K.swordOfTheKillerRabbit;
    const bagSocks = !bagTaken && !shield && bag === K.stinkyTrollsSocks;
    for (let sw = 0; sw <= (sword ? 1 : 0); sw++)
      for (let so = 0; so <= (socks ? 1 : 0); so++) {
        const f = base | (sw ? USE.SWORD : 0) | (so ? USE.SOCKS : 0);
        out[n++] = f;
        // R40: the Bag does not copy a power on the conquest where that power already applies.
        if ((bagSword && !sw) || (bagSocks && !so)) out[n++] = f | USE.BAG;
      }
  }
  return n;
}

const scratchFlags: number[] = [];

/** Moves of the conquest phase (§7, §10.2, §19 steps 3–5). */
function conquestMoves(s: SwuState, seat: number, out: number[]): void {
  const b = s.board;
  const t = s.t;
  const a = activeOf(s, seat);
  if (a < 0) {
    out.push(mv(MK.END_CONQUEST));
    return;
  }
  const hand = s.raceHand[a] as number;
  const count = regionCount(s, a);
  const early = t.conquests === 0;
  // Start-of-turn effects and abandonment (§10.2, §14.1, §15.16, R46), before the first conquest.
  if (early) {
    for (let r = 0; r < b.n; r++) if (s.rRace[r] === a) out.push(mv(MK.ABANDON, r));
    if (a === R.cultists && s.greatAncient >= 0 && !t.gaMoved)
      for (let r = 0; r < b.n; r++)
        if (s.rRace[r] === a && r !== s.greatAncient) out.push(mv(MK.MOVE_ANCIENT, r));
    if (t.reborn < 2 && (hand > 0 || tray(s, a) > 0))
      for (const d of s.declined[seat] as number[])
        if (hasPower(s, d, P.reborn))
          for (let r = 0; r < b.n; r++) if (s.rRace[r] === d) out.push(mv(MK.REBORN, r));
  }
  // §15.5 the Bag's copy for this turn.
  if (t.bagCopy < 0 && bagActive(s, seat))
    for (let m = FIRST_RELIC; m < MARKER_IDS.length; m++)
      if ((s.markerAt[m] as number) >= 0) out.push(mv(MK.BAG_COPY, m));
  if (hand >= 1) {
    const hm = hammersAvailable(s, seat);
    const max = s.rules.finalAttemptMaxShortfall;
    const minCost = s.rules.minConquestCost;
    const wisps = a === R.willOWisps;
    const wispMax = wisps ? wispMaxShort(s) : 0;
    const vampire = hasPower(s, a, P.vampire);
    const orb = !t.usedOrb && holdsRelic(s, seat, K.shinyOrb);
    const bagOrb = t.bagCopy === K.shinyOrb && !t.usedBag && bagActive(s, seat);
    const free = freeRelics(s, seat);
    const replace = vampire || orb || bagOrb;
    const rr = s.rRace;
    for (let r = 0; r < b.n; r++) {
      if (b.isChasm[r] || rr[r] === a || immune(s, r, seat)) continue;
      const reach = canReach(s, seat, a, r, count);
      if (!reach && !free.any) continue;
      const liches = lichesBlock(s, seat, r);
      if (!liches) {
        const nf = flagSets(s, seat, r, reach, free, scratchFlags);
        for (let k = 0; k < nf; k++) {
          const f = scratchFlags[k] as number;
          const cost = conquestCost(s, seat, a, r, f);
          if (hand + hm >= cost) out.push(mv(MK.CONQUER, r, f));
          else if (cost - hand - hm <= max) out.push(mv(MK.FINAL, r, f));
          // §14.15, R37: a roll is offered when it could lower the cost and could succeed.
          if (
            wisps &&
            wispMax > 0 &&
            cost > minCost &&
            cost - hand <= wispMax &&
            wispTarget(s, a, r) &&
            !shielded(s, r, seat)
          )
            out.push(mv(MK.WISP, r, f));
        }
      }
      if (!reach || liches || !replace) continue;
      // Replacement conquests (§15.20, §17.5): a single token of an opponent's active race.
      const occ = rr[r] as number;
      if (
        occ >= 0 &&
        s.rTokens[r] === 1 &&
        s.raceState[occ] === 1 &&
        s.raceOwner[occ] !== seat &&
        !shielded(s, r, seat)
      ) {
        const op = s.raceOwner[occ] as number;
        if (vampire && !(t.vampired & (1 << op))) out.push(mv(MK.VAMPIRE, r));
        if (orb) out.push(mv(MK.ORB, r, 0));
        if (bagOrb) out.push(mv(MK.ORB, r, USE.BAG));
      }
    }
  }
  // §18.9 the Balrog.
  const pent = s.markerAt[K.wickedestPentacle] as number;
  if (!t.balrogMoved && pent >= 0 && s.rRace[pent] === a && (s.balrog < 0 || s.rules.balrogMoves)) {
    const from = s.balrog >= 0 ? s.balrog : pent;
    for (const r of b.adj[from] as number[]) if (balrogTarget(s, seat, a, r)) out.push(mv(MK.BALROG, r));
  }
  out.push(mv(MK.END_CONQUEST));
}

/**
 * §14.15, R37: how many tokens short the Will-o'-Wisps may be and still roll — the die's highest
 * face (`dieFaces`), so a roll could succeed. Rules version 1 used the constant 3.
 */
export function wispMaxShort(s: SwuState): number {
  if (rulesVersionOf(s) < 2) return 3;
  let m = 0;
  for (const f of s.rules.dieFaces) if (f > m) m = f;
  return m;
}

/** §14.15: a Mystic Crystal, or a region next to a Mystic Crystal the Wisps hold. */
function wispTarget(s: SwuState, race: number, r: number): boolean {
  const b = s.board;
  if (b.type[r] === T.mysticCrystal) return true;
  for (const j of b.adj[r] as number[]) if (s.rRace[j] === race && b.type[j] === T.mysticCrystal) return true;
  return false;
}

/** R60: where the Balrog may go. */
function balrogTarget(s: SwuState, seat: number, race: number, r: number): boolean {
  const b = s.board;
  if (b.isChasm[r] || r === s.balrog || s.rRace[r] === race || immune(s, r, seat) || shielded(s, r, seat))
    return false;
  return !lichesBlock(s, seat, r);
}

// ------------------------------------------------------------------ applying moves

/** The visible combos as "race:power" keys (to tell the log when a hidden banner or badge shows). */
function comboKeys(s: SwuState): string {
  let k = "";
  const v = visibleCombos(s);
  for (let i = 0; i < v; i++) {
    const c = comboAt(s, i);
    k += `${c.race}:${c.power};`;
  }
  return k;
}

/** Applies a move listed by `listMoves` for the acting seat, in place. */
export function applyMove(s: SwuState, m: number, ev: Ev): void {
  if (!ev) {
    step(s, m, null);
    return;
  }
  const before = comboKeys(s);
  step(s, m, ev);
  if (comboKeys(s) !== before) {
    // §20: a banner or badge that was hidden in a stack is now visible — the log says which.
    const combos: { race: RaceId; power: (typeof POWER_IDS)[number] | null }[] = [];
    const v = visibleCombos(s);
    for (let i = 0; i < v; i++) {
      const c = comboAt(s, i);
      combos.push({
        race: raceId(c.race),
        power: c.power >= 0 ? (POWER_IDS[c.power] as (typeof POWER_IDS)[number]) : null,
      });
    }
    ev.push({ type: "combos", combos });
  }
}

function step(s: SwuState, m: number, ev: Ev): void {
  const seat = actor(s);
  const kind = kindOf(m);
  const A = argA(m);
  const B = argB(m);
  const b = s.board;
  const t = s.t;
  const a = activeOf(s, seat);
  switch (kind) {
    case MK.PICK:
      pick(s, seat, A, ev);
      return;
    case MK.SWAP:
    case MK.KEEP_BADGE: {
      // §14.12, R36: the Mimes swap badges with another visible combo, then the row closes.
      const i = s.pickedAt;
      if (kind === MK.SWAP) {
        const mine = s.racePower[a] as number;
        let theirs: number;
        if (A < s.rowPower.length) {
          theirs = s.rowPower[A] as number;
          s.rowPower[A] = mine;
        } else {
          theirs = s.badgeStack.length ? (s.badgeStack[s.badgeStack.length - 1] as number) : -1;
          if (s.badgeStack.length) s.badgeStack[s.badgeStack.length - 1] = mine;
          else if (mine >= 0) s.badgeStack.push(mine);
        }
        s.racePower[a] = theirs;
        ev?.push({
          type: "swapped",
          seat,
          position: A,
          took: theirs >= 0 ? (POWER_IDS[theirs] as (typeof POWER_IDS)[number]) : null,
          gave: mine >= 0 ? (POWER_IDS[mine] as (typeof POWER_IDS)[number]) : null,
        });
      }
      s.pickedAt = -1;
      refillRow(s, i);
      afterPick(s, seat, ev);
      return;
    }
    case MK.VOLCANO:
      s.volcano = A;
      ev?.push({ type: "volcano", seat, region: b.ids[A] as string });
      s.phase = "conquest";
      return;
    case MK.EXPAND: {
      // §18.4 Fountain of Youth (R56), §10.1 ready your troops (R18).
      const f = s.markerAt[K.fountainOfYouth] as number;
      if (f >= 0 && s.rRace[f] === a && tray(s, a) > 0) {
        s.raceHand[a] = (s.raceHand[a] as number) + 1;
        ev?.push({ type: "fountain", seat, race: raceId(a) });
      }
      for (let r = 0; r < b.n; r++)
        if (s.rRace[r] === a && (s.rTokens[r] as number) > 1) {
          s.raceHand[a] = (s.raceHand[a] as number) + (s.rTokens[r] as number) - 1;
          s.rTokens[r] = 1;
        }
      ev?.push({ type: "expand", seat, race: raceId(a), inHand: s.raceHand[a] as number });
      s.phase = "conquest";
      return;
    }
    case MK.DECLINE:
      decline(s, seat, ev, B === 0);
      return;
    case MK.ABANDON: {
      // §10.2
      const n = s.rTokens[A] as number;
      s.raceHand[a] = (s.raceHand[a] as number) + n;
      clearRegion(s, A);
      ev?.push({ type: "abandoned", seat, race: raceId(a), region: b.ids[A] as string, tokens: n });
      return;
    }
    case MK.MOVE_ANCIENT:
      s.greatAncient = A;
      t.gaMoved = true;
      ev?.push({ type: "ancientMoved", seat, region: b.ids[A] as string });
      return;
    case MK.REBORN: {
      // §15.16, R46: a declined Reborn region becomes a region of the active race.
      const d = s.rRace[A] as number;
      const fromTray = tray(s, a) > 0;
      clearRegion(s, A);
      s.rRace[A] = a;
      s.rTokens[A] = 1;
      if (!fromTray) s.raceHand[a] = (s.raceHand[a] as number) - 1;
      t.reborn++;
      ev?.push({ type: "reborn", seat, region: b.ids[A] as string, from: raceId(d), to: raceId(a) });
      checkLeft(s, d, ev);
      return;
    }
    case MK.BAG_COPY:
      t.bagCopy = A;
      ev?.push({ type: "bagCopies", seat, relic: MARKER_IDS[A] as (typeof MARKER_IDS)[number] });
      return;
    case MK.CONQUER: {
      const cost = conquestCost(s, seat, a, A, B);
      const useH = Math.min(hammersAvailable(s, seat), cost - 1);
      conquer(s, seat, a, A, cost - useH, useH, cost, B, 0, ev);
      return;
    }
    case MK.FINAL: {
      // §7.10, R14: roll once; all tokens in hand go in on success.
      const cost = conquestCost(s, seat, a, A, B);
      const hand = s.raceHand[a] as number;
      const hm = hammersAvailable(s, seat);
      const roll = rollDie(s);
      const ok = hand + hm + roll >= cost;
      s.stats.finalAttempts++;
      ev?.push({
        type: "roll",
        seat,
        region: b.ids[A] as string,
        kind: "final",
        roll,
        cost,
        had: hand + hm,
        success: ok,
      });
      if (ok) {
        s.stats.finalSuccesses++;
        conquer(s, seat, a, A, hand, hm, cost, B, 1, ev);
      } else {
        attackMarker(s, seat, A, ev);
        if (B & USE.SWORD) t.usedSword = true;
        if (B & USE.SOCKS) t.usedSocks = true;
        if (B & USE.DOORMAT) t.usedDoormat = true;
        if (B & USE.BAG) t.usedBag = true;
      }
      endConquests(s, ev);
      return;
    }
    case MK.WISP: {
      // §14.15, R37
      const cost = conquestCost(s, seat, a, A, B);
      const hand = s.raceHand[a] as number;
      const roll = rollDie(s);
      const need = Math.max(s.rules.minConquestCost, cost - roll);
      const ok = hand >= need;
      ev?.push({
        type: "roll",
        seat,
        region: b.ids[A] as string,
        kind: "wisp",
        roll,
        cost: need,
        had: hand,
        success: ok,
      });
      if (ok) conquer(s, seat, a, A, need, 0, need, B, 2, ev);
      else {
        attackMarker(s, seat, A, ev);
        endConquests(s, ev);
      }
      return;
    }
    case MK.VAMPIRE:
    case MK.ORB: {
      // §15.20, §17.5, R48: replace a single active token with one from the tray (hand if none).
      const occ = s.rRace[A] as number;
      const op = s.raceOwner[occ] as number;
      const fromTray = tray(s, a) > 0;
      if (kind === MK.VAMPIRE) t.vampired |= 1 << op;
      else if (B & USE.BAG) {
        t.usedBag = true;
        s.bag = A;
      } else {
        t.usedOrb = true;
        s.markerAt[K.shinyOrb] = A;
      }
      if (!fromTray) s.raceHand[a] = (s.raceHand[a] as number) - 1;
      conquer(s, seat, a, A, 1, 0, 0, 0, kind === MK.VAMPIRE ? 3 : 4, ev);
      if (B & USE.BAG) s.bag = A;
      return;
    }
    case MK.BALROG:
      conquer(s, seat, a, A, 0, 0, 0, 0, 5, ev);
      return;
    case MK.END_CONQUEST:
      endConquests(s, ev);
      return;
    case MK.ARMOR:
      s.rArmor[A] = (s.rArmor[A] as number) + 1;
      t.armors--;
      ev?.push({ type: "armor", seat, region: b.ids[A] as string });
      if (t.armors > 0) return;
      afterArmor(s, ev);
      return;
    case MK.ARMOR_DONE:
      t.armors = 0;
      afterArmor(s, ev);
      return;
    case MK.PLACE: {
      const withdrawal = s.phase === "withdraw";
      const race = withdrawal ? (t.pending[0] as Pending).race : s.phase === "tomb" ? t.declinedRace : a;
      s.rTokens[A] = (s.rTokens[A] as number) + B;
      ev?.push({
        type: "placed",
        seat,
        race: raceId(race),
        region: b.ids[A] as string,
        count: B,
        withdrawal,
      });
      if (withdrawal) {
        const p = t.pending[0] as Pending;
        p.count -= B;
        if (p.count > 0) return;
        t.pending.shift();
        continueEnd(s, 8, ev);
        return;
      }
      s.raceHand[race] = (s.raceHand[race] as number) - B;
      if ((s.raceHand[race] as number) > 0) return;
      if (s.phase === "tomb") continueEnd(s, 0, ev);
      else endRedeploy(s, ev);
      return;
    }
    case MK.QUEEN:
      s.queen = A;
      s.queenRace = a;
      ev?.push({ type: "figure", seat, figure: "queen", region: b.ids[A] as string });
      continueEnd(s, 1, ev);
      return;
    case MK.GHOST:
      s.ghost = A;
      ev?.push({ type: "figure", seat, figure: "ghost", region: b.ids[A] as string });
      continueEnd(s, 2, ev);
      return;
    case MK.GHOST_SKIP:
      continueEnd(s, 2, ev);
      return;
    case MK.RING:
      s.markerAt[K.froggysRing] = A;
      ev?.push({ type: "figure", seat, figure: "ring", region: b.ids[A] as string });
      ringCollect(s, seat, A, ev);
      continueEnd(s, 3, ev);
      return;
    case MK.RING_SKIP:
      continueEnd(s, 3, ev);
      return;
    case MK.BAG_PLACE:
      s.bag = A;
      ev?.push({ type: "figure", seat, figure: "bag", region: b.ids[A] as string });
      if (s.phase === "bagRing") {
        ringCollect(s, seat, A, ev);
        continueEnd(s, 4, ev);
      } else {
        t.bagScepterAt = A;
        continueEnd(s, 6, ev);
      }
      return;
    case MK.BAG_SKIP:
      continueEnd(s, s.phase === "bagRing" ? 4 : 6, ev);
      return;
    case MK.SCEPTER:
      s.markerAt[K.scepterOfAvarice] = A;
      t.scepterAt = A;
      ev?.push({ type: "figure", seat, figure: "scepter", region: b.ids[A] as string });
      continueEnd(s, 5, ev);
      return;
    case MK.SCEPTER_SKIP:
      continueEnd(s, 5, ev);
      return;
    case MK.ALTAR: {
      // §18.1, R54
      const race = s.rRace[A] as number;
      s.rTokens[A] = (s.rTokens[A] as number) - 1;
      if ((s.rTokens[A] as number) <= 0) clearRegion(s, A);
      ev?.push({ type: "altar", seat, region: b.ids[A] as string });
      transfer(s, BANK, seat, 3, "altar", ev);
      checkLeft(s, race, ev);
      continueEnd(s, 8, ev);
      return;
    }
    case MK.ALTAR_SKIP:
      continueEnd(s, 8, ev);
      return;
  }
}

function afterArmor(s: SwuState, ev: Ev): void {
  const a = activeOf(s, s.owner);
  if ((s.raceHand[a] as number) > 0) s.phase = "redeploy";
  else endRedeploy(s, ev);
}

/** §17.1: 1 coin from each player with active tokens next to the region (R23, R30 (d)). */
function ringCollect(s: SwuState, seat: number, r: number, ev: Ev): void {
  const b = s.board;
  for (let p = 0; p < s.seats; p++) {
    if (p === seat) continue;
    const pa = activeOf(s, p);
    if (pa < 0) continue;
    let found = false;
    for (const j of b.adj[r] as number[]) {
      if (s.rRace[j] !== pa || immune(s, j, seat)) continue;
      if (s.rules.gnomeShield === "allEffects" && shielded(s, j, seat)) continue;
      found = true;
      break;
    }
    if (found) takeOne(s, p, seat, "ring", ev);
  }
}

/** Starts the game's first turn (used by setup). */
export function startGame(s: SwuState, ev: Ev): void {
  beginTurn(s, s.first, ev);
}

/** For tests and the heuristic: the helpers by name. */
export const CORE = {
  canReach,
  conquestCost,
  firstConquestOk,
  regionCount,
  tray,
  hasPower,
  shielded,
  immune,
  groups,
  scoreRace,
  volcanoLinked,
  visibleCombos,
  comboAt,
  holdsRelic,
  hammersAvailable,
  wispTarget,
};

/** Suppress unused warnings for helpers kept for readability. */
void mv;
