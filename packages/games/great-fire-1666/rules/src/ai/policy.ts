/**
 * The search bot's playout policy and static evaluation, on the engine's in-place fast path
 * (`fastPath`: integer moves, no validation, no events, no allocation per move).
 *
 * The policy is the heuristic bot's judgement (`bots.ts`) transcribed to integer moves and applied
 * to a determinization, where every seat's colour and objectives are known: each seat burns the
 * others' houses and spares its own (§4.2 choices), sends teams to fire near its property (§5.2),
 * walks to contained districts and tames (§5.3), demolishes to shield (§5.5) and places Intensity
 * cones next to others' houses (§6). It is epsilon-greedy so playouts explore.
 *
 * The evaluation is §7.1 as it would stand now (40 − 2 × own houses lost + tamed + surviving
 * objectives + One-VP tokens + Hero of London) minus the houses and objectives under immediate threat
 * (standing, unguarded, next to a free cone), as a margin over the best other seat.
 */

import type { Rng } from "@pudding/engine";
import * as fastPath from "../core.js";
import type { GameState } from "../state.js";

const { applyMove, genMoves, mType, mA, mB } = fastPath;
const {
  M_PLACE_TEAM,
  M_PLACE_PAWN,
  M_FIRE,
  M_DOUBLE,
  M_SKIP_DOUBLE,
  M_MOVE_PAWN,
  M_MOVE_TEAM,
  M_DEMOLISH,
  M_TAME,
  M_PLACE_CONE,
} = fastPath;

/** Tunables of the policy and evaluation (defaults measured, see README). */
export interface PolicyOptions {
  /** Chance of a uniformly random move instead of the greedy one. */
  epsilon: number;
  /** Threat weight: the share of a threatened house's 2 VP counted as already lost. */
  threat: number;
  /** Margin (VP) at which the reward is tanh(1) ≈ 0.76 of the way to a sure win. */
  scale: number;
}
export const DEFAULT_POLICY: PolicyOptions = { epsilon: 0.1, threat: 0.35, scale: 6 };

/** Reusable buffers for one board and seat count: policy, playouts and evaluation. */
export class Playout {
  private n = 0;
  private seats = 0;
  /** Seat owning each house colour, or -1 (neutral). */
  private ownerOfColour = new Int32Array(8);
  /** Houses of seat p's colour printed in district d: `own[p * n + d]`. */
  private own = new Int32Array(0);
  /** Houses printed in district d. */
  private total = new Int32Array(0);
  /** Bit p set when district d is one of seat p's objectives. */
  private objMask = new Int32Array(0);
  /** Per-choice caches of fireValue and exposure by district (valid while the stamp matches). */
  private fireStamp = new Int32Array(0);
  private fireCache = new Float64Array(0);
  private expStamp = new Int32Array(0);
  private expCache = new Float64Array(0);
  private stamp = 1;
  private moves: number[] = [];
  private best: number[] = [];
  /** Per-seat scores of the last evaluation. */
  readonly scores = new Float64Array(8);
  readonly o: PolicyOptions;

  constructor(o: Partial<PolicyOptions> = {}) {
    this.o = { ...DEFAULT_POLICY, ...o };
  }

  /** Reads the (determinized) colours and objectives of `s`; call once per determinization. */
  prepare(s: GameState): void {
    const n = s.board.n;
    if (this.n !== n || this.seats !== s.seats) {
      this.n = n;
      this.seats = s.seats;
      this.own = new Int32Array(n * s.seats);
      this.total = new Int32Array(n);
      this.objMask = new Int32Array(n);
      this.fireStamp = new Int32Array(n);
      this.fireCache = new Float64Array(n);
      this.expStamp = new Int32Array(n);
      this.expCache = new Float64Array(n);
    }
    this.stamp++;
    const own = this.own;
    own.fill(0);
    this.objMask.fill(0);
    this.ownerOfColour.fill(-1);
    for (let p = 0; p < s.seats; p++) this.ownerOfColour[s.colour[p] as number] = p;
    for (let d = 0; d < n; d++) {
      const from = s.houseOff[d] as number;
      const to = s.houseOff[d + 1] as number;
      this.total[d] = to - from;
      for (let i = from; i < to; i++) {
        const p = this.ownerOfColour[s.houseColour[i] as number] as number;
        if (p >= 0) own[p * n + d] = (own[p * n + d] as number) + 1;
      }
    }
    for (let p = 0; p < s.seats; p++)
      for (let k = 0; k < 3; k++) {
        const d = s.objectives[p * 3 + k] as number;
        if (d >= 0) this.objMask[d] = (this.objMask[d] as number) | (1 << p);
      }
  }

  /** Standing houses of seat p in d. */
  private ownAt(s: GameState, p: number, d: number): number {
    return s.intact[d] === 1 ? (this.own[p * this.n + d] as number) : 0;
  }

  /** §4.3 how much seat p likes fire arriving in d (the heuristic bot's `burnValue`). */
  fireValue(s: GameState, p: number, d: number): number {
    if ((s.teams[d] as number) > (s.committed[d] as number)) return 0; // controlled on entry
    const b = s.board;
    const n = this.n;
    let v = 0;
    if (s.intact[d] === 1) {
      const mine = this.own[p * n + d] as number;
      v += (this.total[d] as number) - 5 * mine;
      if (((this.objMask[d] as number) & (1 << p)) !== 0) v -= 6;
    }
    for (let k = b.fireAdjOff[d] as number; k < (b.fireAdjOff[d + 1] as number); k++) {
      const e = b.fireAdj[k] as number;
      if (s.intact[e] !== 1 || (s.teams[e] as number) > (s.committed[e] as number)) continue;
      const mine = this.own[p * n + e] as number;
      v += 0.25 * ((this.total[e] as number) - mine) - mine;
    }
    return v;
  }

  /** Threat to seat p's property around d: own houses and objective there, half of next door's. */
  exposure(s: GameState, p: number, d: number): number {
    const b = s.board;
    let v = this.ownAt(s, p, d) + (((this.objMask[d] as number) & (1 << p)) !== 0 ? 2 : 0);
    for (let k = b.fireAdjOff[d] as number; k < (b.fireAdjOff[d + 1] as number); k++) {
      const e = b.fireAdj[k] as number;
      v += (this.ownAt(s, p, e) + (((this.objMask[e] as number) & (1 << p)) !== 0 ? 2 : 0)) / 2;
    }
    return v;
  }

  private contained(s: GameState, d: number): boolean {
    const c = s.cones[d] as number;
    return c > 0 && c === s.committed[d];
  }

  /** Forgets cached values (call when the state changed outside `choose`). */
  invalidate(): void {
    this.stamp++;
  }

  private fireValueCached(s: GameState, p: number, d: number): number {
    if (this.fireStamp[d] === this.stamp) return this.fireCache[d] as number;
    const v = this.fireValue(s, p, d);
    this.fireStamp[d] = this.stamp;
    this.fireCache[d] = v;
    return v;
  }

  private exposureCached(s: GameState, p: number, d: number): number {
    if (this.expStamp[d] === this.stamp) return this.expCache[d] as number;
    const v = this.exposure(s, p, d);
    this.expStamp[d] = this.stamp;
    this.expCache[d] = v;
    return v;
  }

  /** Value of move m for the active seat (higher is better). Valid until the state changes. */
  value(s: GameState, m: number): number {
    const p = s.active;
    const b = s.board;
    switch (mType(m)) {
      case M_FIRE:
      case M_DOUBLE:
        return this.fireValueCached(s, p, mB(m));
      case M_SKIP_DOUBLE:
        return 0.5;
      case M_PLACE_CONE: {
        const d = mA(m);
        let v = 0;
        for (let k = b.fireAdjOff[d] as number; k < (b.fireAdjOff[d + 1] as number); k++) {
          const e = b.fireAdj[k] as number;
          if (s.intact[e] !== 1) continue;
          const mine = this.own[p * this.n + e] as number;
          v += (this.total[e] as number) - 4 * mine;
        }
        return v;
      }
      case M_MOVE_TEAM: {
        const to = mB(m);
        const threat = this.exposureCached(s, p, to);
        return (s.cones[to] as number) > (s.committed[to] as number)
          ? 3 + threat * 2
          : threat * 0.3 - this.exposureCached(s, p, mA(m)) * 0.3;
      }
      case M_TAME:
        return 6;
      case M_MOVE_PAWN: {
        const to = mA(m);
        if (this.contained(s, to)) return 4;
        for (let k = b.moveAdjOff[to] as number; k < (b.moveAdjOff[to + 1] as number); k++)
          if (this.contained(s, b.moveAdj[k] as number)) return 1.5;
        return -0.1;
      }
      case M_DEMOLISH: {
        const d = mA(m);
        return this.ownAt(s, p, d) > 0 ? -5 : this.exposure(s, p, d) - 1.5;
      }
      case M_PLACE_TEAM:
        return this.exposure(s, p, mA(m));
      case M_PLACE_PAWN:
        return this.exposure(s, p, mA(m)) * 0.5;
      default:
        return 0;
    }
  }

  /** The policy's move in `s` (epsilon-greedy over `value`, ties broken at random). */
  choose(s: GameState, rng: Rng): number {
    const moves = genMoves(s, this.moves);
    const len = moves.length;
    this.stamp++;
    if (len === 1) return moves[0] as number;
    if (rng.next() < this.o.epsilon) return moves[rng.below(len)] as number;
    const best = this.best;
    best.length = 0;
    let top = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < len; i++) {
      const m = moves[i] as number;
      const v = this.value(s, m);
      if (v > top + 1e-9) {
        top = v;
        best.length = 0;
        best.push(m);
      } else if (v > top - 1e-9) best.push(m);
    }
    return best[best.length === 1 ? 0 : rng.below(best.length)] as number;
  }

  /** Plays the policy in place until `turns` more turns have begun or the game ends; returns moves. */
  run(s: GameState, turns: number, rng: Rng): number {
    const stop = s.turn + turns;
    let count = 0;
    while (s.phase !== "over" && s.turn < stop && count < 5000) {
      applyMove(s, this.choose(s, rng), null);
      count++;
    }
    return count;
  }

  /** §7.1 per seat as it stands, minus threatened property; fills `scores`. */
  evaluate(s: GameState): void {
    const b = s.board;
    const n = this.n;
    const seats = s.seats;
    const sc = this.scores;
    const over = s.phase === "over";
    const w = over ? 0 : 2 * this.o.threat;
    for (let p = 0; p < seats; p++) {
      const c = s.colour[p] as number;
      const tamedVp = s.rules.tamedConesScoreForPawnColour
        ? (s.tamedByColour[c] as number)
        : (s.tamed[p] as number);
      sc[p] =
        40 -
        2 * (s.burntByColour[c] as number) +
        tamedVp +
        (s.tokens[p * 3 + 2] as number) +
        (s.hero === p ? 2 : 0);
    }
    for (let d = 0; d < n; d++) {
      const mask = this.objMask[d] as number;
      const standing = s.intact[d] === 1 && s.demolished[d] === 0;
      const free = (s.cones[d] as number) - (s.committed[d] as number);
      if (mask !== 0 && standing && free === 0)
        for (let p = 0; p < seats; p++)
          if ((mask & (1 << p)) !== 0) sc[p] = (sc[p] as number) + (b.objectiveVp[d] as number);
      if (w === 0 || !standing || (s.teams[d] as number) > (s.committed[d] as number)) continue;
      // Threat: a free cone next door may spread here.
      let hot = false;
      for (let k = b.fireAdjOff[d] as number; k < (b.fireAdjOff[d + 1] as number) && !hot; k++) {
        const e = b.fireAdj[k] as number;
        hot = (s.cones[e] as number) > (s.committed[e] as number);
      }
      if (!hot) continue;
      for (let p = 0; p < seats; p++) {
        let loss = (this.own[p * n + d] as number) * w;
        if ((mask & (1 << p)) !== 0) loss += (b.objectiveVp[d] as number) * this.o.threat;
        sc[p] = (sc[p] as number) - loss;
      }
    }
  }

  /** Reward in [0, 1] for `seat`: squashed margin over the best other seat. */
  reward(s: GameState, seat: number): number {
    this.evaluate(s);
    const sc = this.scores;
    let other = Number.NEGATIVE_INFINITY;
    for (let p = 0; p < s.seats; p++) if (p !== seat && (sc[p] as number) > other) other = sc[p] as number;
    return 0.5 + 0.5 * Math.tanh(((sc[seat] as number) - other) / this.o.scale);
  }
}
