/**
 * Determinization (issue 5): a full game state consistent with what one seat sees. Every hidden
 * field — the other seats' colour cards, objectives, hands and token kinds, the face-down tokens on
 * the board, the order and make-up of the draw pile, the RNG — is re-drawn from what the seat cannot
 * tell apart. Only public fields and the seat's own secrets are carried over, so two states that give
 * the seat the same view give the same determinization for the same seed (tested).
 */
import { cloneState, type GameState, HOUSE_COLOURS, INTENSITY } from "@pudding/engine";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

const CARDS_PER_DIRECTION = 15;
const TOKEN_SUPPLY = [10, 6, 4]; // explosive, double move, one VP (§1)

function shuffle<T>(rng: RandomGenerator, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    [xs[i], xs[j]] = [xs[j] as T, xs[i] as T];
  }
  return xs;
}

/** A state `seat` cannot tell from `s`, drawn with `seed`. */
export function determinize(s: GameState, seat: number, seed: number): GameState {
  const rng = xoroshiro128plus(seed | 0);
  const t = cloneState(s);
  const others = [...Array(s.seats).keys()].filter((x) => x !== seat);
  const b = s.board;

  // Colour cards: the others hold distinct colours other than ours, preferably not their pawn colour.
  const pool = HOUSE_COLOURS.map((_, i) => i).filter((c) => c !== s.colour[seat]);
  for (let tries = 0; tries < 20; tries++) {
    const deal = shuffle(rng, pool.slice());
    const ok = others.every((o, i) => s.rules.publicColours || deal[i] !== s.pawnColour[o]);
    others.forEach((o, i) => {
      t.colour[o] = deal[i] as number;
    });
    if (ok) break;
  }
  if (s.rules.publicColours) for (const o of others) t.colour[o] = s.colour[o] as number; // public then

  // Objectives: one per deck from the objective districts we do not hold.
  for (let k = 0; k < 3; k++) {
    const mine = s.objectives[seat * 3 + k];
    const deck = shuffle(
      rng,
      [...Array(b.n).keys()].filter((d) => b.objectiveDeck[d] === k + 1 && d !== mine),
    );
    others.forEach((o, i) => {
      t.objectives[o * 3 + k] = deck[i] ?? -1;
    });
  }

  // Fire cards: what we have not seen (not in our hand, not discarded) goes to the others' hands
  // (sizes are public) and the fire positions of the pile (the Intensity stacks are public).
  const unseen: number[] = [];
  for (let dir = 0; dir < 4; dir++) {
    const n = CARDS_PER_DIRECTION - (s.hand[seat * 4 + dir] as number) - (s.discards[dir] as number);
    for (let k = 0; k < n; k++) unseen.push(dir);
  }
  shuffle(rng, unseen);
  let next = 0;
  const draw = () => (next < unseen.length ? (unseen[next++] as number) : uniformInt(rng, 0, 3));
  for (const o of others) {
    let size = 0;
    for (let dir = 0; dir < 4; dir++) size += s.hand[o * 4 + dir] as number;
    for (let dir = 0; dir < 4; dir++) t.hand[o * 4 + dir] = 0;
    for (let k = 0; k < size; k++) {
      const dir = draw();
      t.hand[o * 4 + dir] = (t.hand[o * 4 + dir] as number) + 1;
    }
  }
  t.pile = s.pile.map((card) => (card >= INTENSITY ? card : draw()));

  // Tokens: counts are public, kinds are not (ours excepted).
  const supply = TOKEN_SUPPLY.slice();
  for (let k = 0; k < 3; k++)
    supply[k] = Math.max(0, (supply[k] as number) - (s.tokens[seat * 3 + k] as number));
  supply[0] = Math.max(0, (supply[0] as number) - s.demolished.reduce((a, x) => a + x, 0));
  const kinds: number[] = [];
  supply.forEach((n, k) => {
    for (let i = 0; i < n; i++) kinds.push(k);
  });
  shuffle(rng, kinds);
  let nextKind = 0;
  const kind = () => (nextKind < kinds.length ? (kinds[nextKind++] as number) : uniformInt(rng, 0, 2));
  for (const o of others) {
    const count =
      (s.tokens[o * 3] as number) + (s.tokens[o * 3 + 1] as number) + (s.tokens[o * 3 + 2] as number);
    for (let k = 0; k < 3; k++) t.tokens[o * 3 + k] = 0;
    for (let i = 0; i < count; i++) {
      const k = kind();
      t.tokens[o * 3 + k] = (t.tokens[o * 3 + k] as number) + 1;
    }
  }
  t.token = s.token.map((k) => (k >= 0 ? kind() : -1));

  // The game's own randomness is hidden too.
  t.rng = Array.from(xoroshiro128plus(uniformInt(rng, 1, 0x7fffffff)).getState());
  return t;
}
