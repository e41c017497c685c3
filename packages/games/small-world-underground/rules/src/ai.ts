/**
 * The bots' hooks: the determinizer (re-draws exactly what a seat cannot see, §20), the integer
 * fast path, the search policy, and a heuristic bot that reads only what its seat may see.
 */
import type { BotSpec, Determinizer, FastPath, Policy, Rng } from "@pudding/engine";
import type { SwuAction } from "./actions.js";
import { decodeMove } from "./actions.js";
import { FIRST_RELIC, K, P, POWERS, R, RACE_IDS, T } from "./catalog.js";
import {
  actor,
  applyMove,
  comboAt,
  conquestCost,
  hammersAvailable,
  hasPower,
  listMoves,
  randomMove,
  regionCount,
  tokensOnMap,
} from "./core.js";
import { argA, argB, kindOf, MK, USE } from "./moves.js";
import { cloneState, type SwuState, scoresSecret, secretAmount } from "./state.js";

// ------------------------------------------------------------------ determinizer (§20)

/**
 * What the viewer knows of another seat's total from the public trail (`coinLog`, previous and
 * current round): exact when the trail reaches the game start or a "could not pay" (the total was
 * then 0), else a lower bound (no total was ever negative). Ruling R63: coins from the bank are
 * unseen amounts (≥ 0) — counted as 0, and a trail holding one after its anchor gives a lower bound.
 */
export function coinKnowledge(s: SwuState, p: number): { exact: boolean; value: number } {
  const secret = scoresSecret(s);
  const all = s.coinLog.filter((c) => c.seat === p);
  const moves = secret ? all.map((c) => (secretAmount(c) ? { ...c, delta: 0 } : c)) : all;
  const unseenAfter = (k: number) => secret && all.some((c, i) => i > k && secretAmount(c));
  let k = -1;
  for (let i = moves.length - 1; i >= 0; i--)
    if (moves[i]?.couldNotPay) {
      k = i;
      break;
    }
  if (k >= 0) {
    let v = 0;
    for (let i = k + 1; i < moves.length; i++) v += (moves[i] as { delta: number }).delta;
    return { exact: !unseenAfter(k), value: Math.max(0, v) };
  }
  let sum = 0;
  for (const m of moves) sum += m.delta;
  if (s.round <= 2) return { exact: !unseenAfter(-1), value: Math.max(0, s.rules.startingCoins + sum) };
  // Every total along the trail was ≥ 0: T ≥ the largest suffix sum.
  let lb = 0;
  let suffix = 0;
  for (let i = moves.length - 1; i >= 0; i--) {
    suffix += (moves[i] as { delta: number }).delta;
    if (suffix > lb) lb = suffix;
  }
  return { exact: false, value: lb };
}

/** Re-draws what `seat` cannot see: others' coin totals, the stacks below their tops, the pile, the RNG. */
export function determinizer(s: SwuState, seat: number): Determinizer<SwuState> {
  const over = s.phase === "over";
  const hideCoins = s.rules.hiddenCoins && !over;
  const knowledge = s.coins.map((_, p) => (p === seat || !hideCoins ? null : coinKnowledge(s, p)));
  const own = s.coins[seat] as number;
  // Markers never seen: the pool minus those revealed.
  const pool = s.rules.markerPool.map((id) => K[id]);
  const unseen = pool.filter((m) => (s.markerAt[m] as number) < 0);
  return {
    newState: () => cloneState(s),
    fill(into, rng) {
      const t = cloneState(s);
      if (hideCoins) {
        let sum = 0;
        for (let p = 0; p < t.seats; p++) {
          const k = knowledge[p];
          if (k && !k.exact) {
            const guess = Math.round(own * (0.7 + 0.6 * rng.next()) + (rng.next() - 0.5) * 6);
            t.coins[p] = Math.max(k.value, guess);
          } else if (k) t.coins[p] = k.value;
          sum += t.coins[p] as number;
        }
        for (const c of t.rowCoins) sum += c;
        t.bankNet = sum - t.rules.startingCoins * t.seats;
      }
      // Banner stack: positions [known, top) are hidden; the known bottom and the top stay.
      const bs = t.bannerStack;
      shuffleRange(bs, t.bannerKnown, bs.length - 1, rng);
      shuffleRange(t.badgeStack, 0, t.badgeStack.length - 1, rng);
      if (!over) {
        const u = unseen.slice();
        for (let i = u.length - 1; i > 0; i--) {
          const j = rng.below(i + 1);
          const x = u[i] as number;
          u[i] = u[j] as number;
          u[j] = x;
        }
        t.pile = u.slice(0, t.pile.length);
      }
      t.rng = [rng.int32(), rng.int32() | 1, rng.int32(), rng.int32() | 1];
      Object.assign(into, t);
    },
  };
}

/** Shuffles xs[from, to) in place. */
function shuffleRange(xs: number[], from: number, to: number, rng: Rng): void {
  for (let i = to - 1; i > from; i--) {
    const j = from + rng.below(i - from + 1);
    const x = xs[i] as number;
    xs[i] = xs[j] as number;
    xs[j] = x;
  }
}

// ------------------------------------------------------------------ fast path

/** The integer fast path: the rules' own move list and in-place apply, without events. */
export const fast: FastPath<SwuState, SwuAction> = {
  clone: cloneState,
  // One seat chooses at a time in this game: another seat has no move.
  moves: (s, out, seat) => {
    if (seat !== undefined && seat !== actor(s)) {
      out.length = 0;
      return out;
    }
    return listMoves(s, out);
  },
  apply: (s, m) => applyMove(s, m, null),
  actor,
  over: (s) => s.phase === "over",
  turn: (s) => s.turn,
  toAction: decodeMove,
  randomMove: (s, rng, buf) => randomMove(s, (n) => rng.below(n), buf),
};

// ------------------------------------------------------------------ heuristic

/** What a combo is worth to a new owner, beyond its tokens (rough, public knowledge only). */
const RACE_BONUS: Record<string, number> = {
  cultists: 1,
  drow: 0.5,
  flames: 1,
  gnomes: 1.5,
  ironDwarves: 1.5,
  kraken: 0.5,
  liches: 0.5,
  lizardmen: 1.5,
  mudmen: 1.5,
  mummies: 0,
  ogres: 2,
  shadowMimes: 0.5,
  shrooms: 1,
  spiderines: 1.5,
  willOWisps: 1,
};
const POWER_BONUS: Record<string, number> = {
  adventurous: 1,
  shield: 0.5,
  flocking: 1.5,
  muddy: 1,
  magic: 0.5,
  martyr: 0.5,
  mining: 1,
  immortal: 1.5,
  mystic: 1,
  thieving: 1.5,
  tomb: 1,
  quarreling: 1.5,
  fisher: 1,
  frightened: 0.5,
  royal: 0.5,
  reborn: 0.5,
  stone: 1,
  wise: 1.5,
  vanishing: 1,
  vampire: 1.5,
  vengeful: 0.5,
};

/** Coins a region would bring the race each turn (public facts only). */
function regionWorth(s: SwuState, race: number, r: number): number {
  const b = s.board;
  if (b.isRiver[r] && race !== R.kraken) return 0.3;
  const t = b.type[r] as number;
  const pw = (p: number) => s.racePower[race] === p;
  let v = 1;
  if (race === R.shrooms && t === T.mushroomForest) v++;
  if (pw(P.mining) && t === T.mine) v++;
  if (pw(P.mystic) && t === T.mysticCrystal) v++;
  if (pw(P.stone) && t === T.blackMountain) v++;
  if (pw(P.muddy) && t === T.mudpool) v++;
  if (race === R.mudmen && t === T.mudpool) v += 0.7;
  if (race === R.ironDwarves && t === T.mine) v += 0.7;
  if (pw(P.shield) && t === T.mushroomForest) v += 0.5;
  if (pw(P.fisher) && b.coastal[r]) v += 0.5;
  if ((s.rMonsters[r] as number) > 0) v += 1.2; // a Place or Relic
  for (let m = 0; m < 15; m++) if (s.markerAt[m] === r) v += m < FIRST_RELIC ? 1 : 0.8;
  // Regions of other players are worth taking from them.
  const occ = s.rRace[r] as number;
  if (occ >= 0 && s.raceOwner[occ] !== s.raceOwner[race]) v += 0.5;
  return v;
}

/** How exposed an own region is: bordering regions others could attack from, plus the edge. */
function exposure(s: SwuState, race: number, r: number): number {
  const b = s.board;
  let e = b.edge[r] ? 1 : 0;
  const me = s.raceOwner[race];
  for (const j of b.adj[r] as number[]) {
    if (b.isChasm[j]) continue;
    const occ = s.rRace[j] as number;
    if (occ < 0) e += 0.5;
    else if (s.raceOwner[occ] !== me) e += s.raceState[occ] === 1 ? 2 : 0.3;
  }
  return e;
}

/** The heuristic's value of a move for the acting seat (higher is better). */
export function moveValue(s: SwuState, m: number): number {
  const seat = actor(s);
  const kind = kindOf(m);
  const A = argA(m);
  const B = argB(m);
  const a = s.active[seat] as number;
  const roundsLeft = s.rounds - s.round + 1;
  switch (kind) {
    case MK.PICK: {
      const c = comboAt(s, A);
      const raceKey = RACE_IDS[c.race] as string;
      const power = c.power >= 0 ? (POWERS[c.power]?.id ?? "") : "";
      const tokens =
        s.rules.bannerValues[raceKey as "drow"] + (power ? s.rules.badgeValues[power as "wise"] : 0);
      return (
        tokens +
        (RACE_BONUS[raceKey] ?? 0) +
        (POWER_BONUS[power] ?? 0) +
        c.coins -
        A * s.rules.comboStepCost * 1.2
      );
    }
    case MK.SWAP: {
      const c = comboAt(s, A);
      const power = c.power >= 0 ? (POWERS[c.power]?.id ?? "") : "";
      return (power ? s.rules.badgeValues[power as "wise"] : 0) + (POWER_BONUS[power] ?? 0);
    }
    case MK.KEEP_BADGE: {
      const p = s.racePower[a] as number;
      const power = p >= 0 ? (POWERS[p]?.id ?? "") : "";
      return (power ? s.rules.badgeValues[power as "wise"] : 0) + (POWER_BONUS[power] ?? 0) + 0.01;
    }
    case MK.VOLCANO: {
      const b = s.board;
      let v = 0;
      for (const j of b.adj[A] as number[]) if (!b.isChasm[j]) v += s.rRace[j] === -1 ? 1 : 0.6;
      return v;
    }
    case MK.EXPAND:
      return 1;
    case MK.DECLINE: {
      // Decline when the race is spent: little left to conquer with.
      if (roundsLeft <= 1) return -5;
      const regions = regionCount(s, a);
      const spare = tokensOnMap(s, a) - regions + (s.raceHand[a] as number);
      if (regions === 0 && spare <= 1) return 10;
      if (spare <= Math.max(2, regions / 3)) return 5 - spare;
      return -5;
    }
    case MK.ABANDON:
      return -10;
    case MK.MOVE_ANCIENT:
      return -1;
    case MK.REBORN:
      return regionCount(s, a) === 0 ? 3 : -1;
    case MK.BAG_COPY:
      return A === K.swordOfTheKillerRabbit ? 3 : A === K.stinkyTrollsSocks ? 2.5 : 1;
    case MK.CONQUER:
    case MK.FINAL:
    case MK.WISP: {
      const cost = conquestCost(s, seat, a, A, B);
      const worth = regionWorth(s, a, A) * Math.min(3, roundsLeft);
      const relicPenalty = (B & USE.SWORD ? 0.5 : 0) + (B & USE.SOCKS ? 0.5 : 0) + (B & USE.BAG ? 0.5 : 0);
      const cheap = 6 - cost;
      if (kind === MK.CONQUER) return 2 + worth + cheap * 0.8 - relicPenalty;
      const hand = (s.raceHand[a] as number) + hammersAvailable(s, seat);
      const short = cost - hand;
      if (kind === MK.FINAL) return short === 1 ? 1.2 + worth * 0.3 : short === 2 ? 0.6 : 0.2;
      return 1.5 + worth + cheap * 0.8 - relicPenalty; // a Wisp roll saves tokens
    }
    case MK.VAMPIRE:
    case MK.ORB:
      return 8 + regionWorth(s, a, A);
    case MK.BALROG: {
      const occ = s.rRace[A] as number;
      return occ >= 0 && s.raceOwner[occ] !== seat ? 2 + (s.rTokens[A] as number) : -1;
    }
    case MK.END_CONQUEST:
      return 0;
    case MK.ARMOR:
    case MK.QUEEN:
      return exposure(s, a, A);
    case MK.ARMOR_DONE:
      return -1;
    case MK.PLACE: {
      const race = s.rRace[A] as number;
      const tokens = s.rTokens[A] as number;
      return (exposure(s, race, A) + 0.5) / (tokens + B) - B * 0.01;
    }
    case MK.GHOST: {
      const race = s.rRace[A] as number;
      return race >= 0 && s.raceOwner[race] === seat
        ? exposure(s, race, A) + (s.raceState[race] === 1 ? 1 : 0)
        : -1;
    }
    case MK.RING:
    case MK.BAG_PLACE: {
      let v = 0;
      for (const j of s.board.adj[A] as number[]) {
        const occ = s.rRace[j] as number;
        if (occ >= 0 && s.raceOwner[occ] !== seat && s.raceState[occ] === 1) v++;
      }
      return v + regionWorth(s, a, A) * 0.1;
    }
    case MK.SCEPTER:
      return regionWorth(s, a, A);
    case MK.RING_SKIP:
    case MK.GHOST_SKIP:
    case MK.BAG_SKIP:
    case MK.SCEPTER_SKIP:
      return 0;
    case MK.ALTAR: {
      const n = s.rTokens[A] as number;
      return n > 1 || roundsLeft <= 3 ? 1 : -1;
    }
    case MK.ALTAR_SKIP:
      return 0;
    default:
      return 0;
  }
}

const buf: number[] = [];

/** The heuristic's choice: the best move by `moveValue`, first of equals. */
export function heuristicMove(s: SwuState): number {
  const moves = listMoves(s, buf);
  let best = moves[0] as number;
  let bestV = Number.NEGATIVE_INFINITY;
  for (const m of moves) {
    const v = moveValue(s, m);
    if (v > bestV) {
      bestV = v;
      best = m;
    }
  }
  return best;
}

/** The heuristic bot. */
export const heuristic: BotSpec<SwuState, SwuAction> = {
  label: "Heuristic",
  description:
    "Picks combos by tokens, powers and coins; conquers the cheapest valuable regions; guards exposed regions; declines when its race is spent.",
  decide(s) {
    return decodeMove(s, heuristicMove(s));
  },
};

// ------------------------------------------------------------------ policy

/** Coins plus a public estimate of what each seat's regions will still bring. */
function standing(s: SwuState, p: number): number {
  const left = s.phase === "over" ? 0 : s.rounds - s.round + 0.5;
  let regions = 0;
  const a = s.active[p] as number;
  if (a >= 0) regions += regionCount(s, a);
  for (const d of s.declined[p] as number[]) regions += regionCount(s, d);
  return (s.coins[p] as number) + regions * left;
}

/**
 * What decides the seat's options within its turn beyond what every determinization shares: its
 * own coins (combo prices, the Liches' toll), the markers found so far and Stonehedge's power
 * (new relic uses), and the last die roll. A 32-bit mix of them.
 */
function signature(s: SwuState, seat: number): number {
  let h = Math.imul((s.coins[seat] as number) + 1, 0x9e3779b1);
  for (let m = 0; m < s.markerAt.length; m++) h = Math.imul(h ^ ((s.markerAt[m] as number) + 2), 0x85ebca6b);
  h = Math.imul(h ^ (s.stonehedgePower + 2), 0xc2b2ae35);
  h = Math.imul(h ^ (s.t.lastRoll + 2), 0x27d4eb2f);
  return h >>> 0;
}

/** The search policy: heuristic priors, playouts mixing the heuristic and random moves, a smooth reward. */
export const policy: Policy<SwuState> = {
  priors: (s, moves) => moves.map((m) => moveValue(s, m)),
  signature,
  run(s, horizon, rng) {
    const start = s.turn;
    const moves: number[] = [];
    let guard = 0;
    while (s.phase !== "over" && s.turn - start < horizon && guard++ < 5000) {
      listMoves(s, moves);
      const m = rng.next() < 0.7 ? heuristicMove(s) : (moves[rng.below(moves.length)] as number);
      applyMove(s, m, null);
    }
  },
  reward(s, seat) {
    if (s.phase === "over") {
      const top = Math.max(...s.coins);
      if (s.coins[seat] !== top) return 0;
      const n = s.coins.filter((c) => c === top).length;
      return 1 / n;
    }
    const mine = standing(s, seat);
    let other = Number.NEGATIVE_INFINITY;
    for (let p = 0; p < s.seats; p++) if (p !== seat) other = Math.max(other, standing(s, p));
    return 0.5 + 0.5 * Math.tanh((mine - other) / 12);
  },
};

void hasPower;
