/**
 * Determinization (issue 5): a full game state consistent with what one seat sees. Every hidden
 * field — the other seats' colour cards, objectives, hands and token kinds, the face-down tokens on
 * the board, the order and make-up of the draw pile, the RNG — is re-drawn from what the seat cannot
 * tell apart. Only public fields and the seat's own secrets are carried over, so two states that give
 * the seat the same view give the same determinization for the same seed (tested).
 *
 * `Determinizer` does the preparation once per decision (the pools of unseen cards, token kinds,
 * objective cards and colours) and then writes each determinization into a reused state with no
 * allocation, which is what a search iteration needs; `determinize` is the one-off convenience.
 */

import { Rng } from "@pudding/engine";
import { HOUSE_COLOURS } from "../contract.js";
import { cloneState, type GameState, INTENSITY } from "../state.js";

const CARDS_PER_DIRECTION = 15;
const TOKEN_SUPPLY = [10, 6, 4]; // explosive, double move, one VP (§1)

function shuffleInts(rng: Rng, xs: Int32Array | number[], n = xs.length): void {
  for (let i = n - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = xs[i] as number;
    xs[i] = xs[j] as number;
    xs[j] = t;
  }
}

/**
 * Copies every field of `src` into `dst` in place (arrays element by element, scalars by value);
 * arrays shared by reference (the board's house layout) are left shared. `dst` must come from
 * `cloneState` of a state of the same game.
 */
export function copyStateInto(dst: GameState, src: GameState): void {
  const d = dst as unknown as Record<string, unknown>;
  const s = src as unknown as Record<string, unknown>;
  for (const key in s) {
    const v = s[key];
    if (Array.isArray(v)) {
      const t = d[key] as unknown[];
      if (t === v) continue;
      t.length = v.length;
      for (let i = 0; i < v.length; i++) t[i] = v[i];
    } else d[key] = v;
  }
}

/**
 * Draws determinizations for `seat` of one position. Built from the full state, it keeps only public
 * facts and the seat's own secrets; everything else comes from pools computed from those.
 */
export class Determinizer {
  readonly seat: number;
  /** The position with public facts and the seat's own secrets (others' secrets are overwritten). */
  private readonly base: GameState;
  private readonly others: Int32Array;
  /** Colours the others may hold (all but ours). */
  private readonly colourPool: Int32Array;
  /** Per deck k (0..2): objective districts we do not hold. */
  private readonly objectivePool: Int32Array[];
  /** Fire cards we have not seen (not in our hand, not discarded), by direction. */
  private readonly unseen: Int32Array;
  /** Token kinds not in our hand nor face up on the board. */
  private readonly kinds: Int32Array;
  private readonly handSize: Int32Array;
  private readonly tokenCount: Int32Array;
  /** Optional evidence weights per colour (higher: more likely held by another seat). */
  colourWeight: Float64Array;
  private readonly scratch = new Int32Array(8);

  constructor(s: GameState, seat: number) {
    this.seat = seat;
    this.base = cloneState(s);
    const b = s.board;
    const others: number[] = [];
    for (let o = 0; o < s.seats; o++) if (o !== seat) others.push(o);
    this.others = Int32Array.from(others);
    this.colourPool = Int32Array.from(HOUSE_COLOURS.map((_, i) => i).filter((c) => c !== s.colour[seat]));
    this.colourWeight = new Float64Array(HOUSE_COLOURS.length).fill(1);
    this.objectivePool = [0, 1, 2].map((k) => {
      const mine = s.objectives[seat * 3 + k];
      const pool: number[] = [];
      for (let d = 0; d < b.n; d++) if (b.objectiveDeck[d] === k + 1 && d !== mine) pool.push(d);
      return Int32Array.from(pool);
    });
    const unseen: number[] = [];
    for (let dir = 0; dir < 4; dir++) {
      const n = CARDS_PER_DIRECTION - (s.hand[seat * 4 + dir] as number) - (s.discards[dir] as number);
      for (let k = 0; k < n; k++) unseen.push(dir);
    }
    this.unseen = Int32Array.from(unseen);
    const supply = TOKEN_SUPPLY.slice();
    for (let k = 0; k < 3; k++)
      supply[k] = Math.max(0, (supply[k] as number) - (s.tokens[seat * 3 + k] as number));
    supply[0] = Math.max(0, (supply[0] as number) - s.demolished.reduce((a, x) => a + x, 0));
    const kinds: number[] = [];
    supply.forEach((n, k) => {
      for (let i = 0; i < n; i++) kinds.push(k);
    });
    this.kinds = Int32Array.from(kinds);
    this.handSize = Int32Array.from(
      others.map((o) => [0, 1, 2, 3].reduce((a, dir) => a + (s.hand[o * 4 + dir] as number), 0)),
    );
    this.tokenCount = Int32Array.from(
      others.map((o) => [0, 1, 2].reduce((a, k) => a + (s.tokens[o * 3 + k] as number), 0)),
    );
  }

  /**
   * Evidence for the colour draw: players shield their own houses, so a colour that has lost fewer
   * houses on its (public) VP track is more likely held than neutral. Weight e^(−beta × lost).
   */
  weighColoursByLosses(beta: number): void {
    const lost = this.base.burntByColour;
    let min = Number.POSITIVE_INFINITY;
    for (let c = 0; c < this.colourWeight.length; c++) min = Math.min(min, lost[c] as number);
    for (let c = 0; c < this.colourWeight.length; c++)
      this.colourWeight[c] = Math.exp(-beta * ((lost[c] as number) - min));
  }

  /** A fresh state object to fill (one allocation per decision). */
  newState(): GameState {
    return cloneState(this.base);
  }

  /** Writes a determinization drawn with `rng` into `t` (from `newState`), in place. */
  fill(t: GameState, rng: Rng): void {
    const s = this.base;
    copyStateInto(t, s);
    const others = this.others;
    const m = others.length;

    // Colour cards: the others hold distinct colours other than ours, drawn by weight (evidence).
    // §2.4: a colour card has no link to the pawn (rules version 2); games of rules version 1 dealt
    // no seat its own pawn colour, so their draws are rejection-sampled on that rule.
    const pawnRule = s.rv < 2;
    if (s.rules.publicColours) {
      // public: the base already carries them
    } else {
      const pool = this.scratch;
      const w = this.colourWeight;
      for (let tries = 0; tries < 50; tries++) {
        let left = this.colourPool.length;
        for (let i = 0; i < left; i++) pool[i] = this.colourPool[i] as number;
        let ok = true;
        for (let i = 0; i < m; i++) {
          let total = 0;
          for (let j = 0; j < left; j++) total += w[pool[j] as number] as number;
          let r = rng.next() * total;
          let j = 0;
          for (; j < left - 1; j++) {
            r -= w[pool[j] as number] as number;
            if (r < 0) break;
          }
          const c = pool[j] as number;
          pool[j] = pool[left - 1] as number;
          left--;
          const o = others[i] as number;
          t.colour[o] = c;
          if (pawnRule && c === s.pawnColour[o]) ok = false;
        }
        if (ok) break;
      }
    }

    // Objectives: one per deck from the objective districts we do not hold.
    for (let k = 0; k < 3; k++) {
      const pool = this.objectivePool[k] as Int32Array;
      // partial Fisher–Yates: the first m entries become a uniform draw without replacement
      for (let i = 0; i < m; i++) {
        const o = others[i] as number;
        if (i >= pool.length) {
          t.objectives[o * 3 + k] = -1;
          continue;
        }
        const j = i + rng.below(pool.length - i);
        const x = pool[j] as number;
        pool[j] = pool[i] as number;
        pool[i] = x;
        t.objectives[o * 3 + k] = x;
      }
    }

    // Fire cards: the unseen ones fill the others' hands (sizes are public) and the fire positions
    // of the pile (the Intensity stacks are public).
    const unseen = this.unseen;
    shuffleInts(rng, unseen);
    let next = 0;
    for (let i = 0; i < m; i++) {
      const o = others[i] as number;
      for (let dir = 0; dir < 4; dir++) t.hand[o * 4 + dir] = 0;
      const size = this.handSize[i] as number;
      for (let k = 0; k < size; k++) {
        const dir = next < unseen.length ? (unseen[next++] as number) : rng.below(4);
        t.hand[o * 4 + dir] = (t.hand[o * 4 + dir] as number) + 1;
      }
    }
    const pile = t.pile;
    for (let i = 0; i < pile.length; i++)
      if ((pile[i] as number) < INTENSITY)
        pile[i] = next < unseen.length ? (unseen[next++] as number) : rng.below(4);

    // Tokens: counts are public, kinds are not (ours excepted).
    const kinds = this.kinds;
    shuffleInts(rng, kinds);
    let nextKind = 0;
    for (let i = 0; i < m; i++) {
      const o = others[i] as number;
      for (let k = 0; k < 3; k++) t.tokens[o * 3 + k] = 0;
      const count = this.tokenCount[i] as number;
      for (let j = 0; j < count; j++) {
        const k = nextKind < kinds.length ? (kinds[nextKind++] as number) : rng.below(3);
        t.tokens[o * 3 + k] = (t.tokens[o * 3 + k] as number) + 1;
      }
    }
    const token = t.token;
    for (let d = 0; d < token.length; d++)
      if ((token[d] as number) >= 0)
        token[d] = nextKind < kinds.length ? (kinds[nextKind++] as number) : rng.below(3);

    // The game's own randomness is hidden too: the sampled world draws through xoroshiro128+, even
    // when the real one holds a ChaCha20 state (issue 26 §1).
    t.rng.length = 4;
    t.rng[0] = rng.int32();
    t.rng[1] = rng.int32();
    t.rng[2] = rng.int32();
    t.rng[3] = rng.int32() | 1;
  }
}

/** A state `seat` cannot tell from `s`, drawn with `seed`. */
export function determinize(s: GameState, seat: number, seed: number): GameState {
  const d = new Determinizer(s, seat);
  const t = d.newState();
  d.fill(t, new Rng(seed));
  return t;
}
