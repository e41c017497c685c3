/**
 * Property tests over random games on the London board (issue 3): every seat count, every preset.
 * fast-check picks the seeds; the games are played by the readable path (legalActions + applyAction)
 * with invariants checked after every action, and by the fast path for volume.
 */

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Action } from "../contract.js";
import type { GameEvent } from "../core.js";
import { checkInvariants } from "../invariants.js";
import { LONDON_1666 } from "../map/index.js";
import { applyAction, legalActions } from "../play.js";
import { playRandomGame } from "../random.js";
import { PRESET_NAMES, type PresetName } from "../rules.js";
import { createGame } from "../setup.js";
import { type GameState, hashState } from "../state.js";
import { viewFor } from "../views.js";

const SEATS = [3, 4, 5, 6] as const;
const MAX_ACTIONS = 5000;

/** Plays one game by the public API, choosing with `pick`; checks `each` after every action. */
function playReadable(
  seats: number,
  preset: PresetName,
  seed: number,
  pick: (n: number) => number,
  each: (s: GameState) => void = () => {},
): { state: GameState; actions: Action[]; events: GameEvent[] } {
  let s = createGame({ map: LONDON_1666, seats, seed, rules: preset });
  const actions: Action[] = [];
  const events: GameEvent[] = [];
  while (s.phase !== "over" && actions.length < MAX_ACTIONS) {
    const list = legalActions(s);
    expect(list.length, `no legal action in phase ${s.phase}`).toBeGreaterThan(0);
    const a = list[pick(list.length)] as Action;
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`listed action ${JSON.stringify(a)} refused: ${r.error.message}`);
    s = r.state;
    actions.push(a);
    events.push(...r.events);
    each(s);
  }
  return { state: s, actions, events };
}

/** A tiny seeded picker (mulberry32) so a game is a function of its seed. */
function picker(seed: number): (n: number) => number {
  let t = seed >>> 0;
  return (n) => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return (((r ^ (r >>> 14)) >>> 0) % n) as number;
  };
}

describe("random games keep every invariant (§2–§7)", () => {
  for (const seats of SEATS)
    it(`${seats} seats, every preset: games end and invariants hold after every action`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...PRESET_NAMES),
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          (preset, seed) => {
            const { state } = playReadable(seats, preset, seed, picker(seed), (s) => {
              expect(checkInvariants(s)).toEqual([]);
            });
            expect(state.phase).toBe("over");
          },
        ),
        { numRuns: 12 },
      );
    });

  it("the fast path: 20 games per seat count and preset end with every invariant intact", () => {
    let games = 0;
    for (const seats of SEATS)
      for (const preset of PRESET_NAMES)
        for (let seed = 0; seed < 20; seed++) {
          const { state } = playRandomGame(
            createGame({ map: LONDON_1666, seats, seed, rules: preset }),
            seed,
          );
          expect(state.phase, `${seats}/${preset}/${seed}`).toBe("over");
          expect(checkInvariants(state), `${seats}/${preset}/${seed}`).toEqual([]);
          games++;
        }
    expect(games).toBe(20 * SEATS.length * PRESET_NAMES.length);
  });

  it("same seed and same actions give byte-identical states; a JSON round trip changes nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (seed) => {
        const a = playReadable(4, "italian-base", seed, picker(seed));
        const b = playReadable(4, "italian-base", seed, picker(seed));
        expect(hashState(b.state)).toBe(hashState(a.state));
        const copy = { ...JSON.parse(JSON.stringify({ ...a.state, board: null })), board: a.state.board };
        expect(hashState(copy)).toBe(hashState(a.state));
      }),
      { numRuns: 2 },
    );
  });
});

describe("hidden information: no view carries another seat's secrets", () => {
  const secretsOf = (s: GameState, viewer: number | "spectator") => {
    const v = viewFor(s, viewer);
    const text = JSON.stringify(v);
    // Never in any view: the RNG, the draw pile, face-down token kinds before the end.
    expect(text).not.toMatch(/"rng"|"pile"/);
    if (s.phase !== "over") expect(v.districts.some((d) => d.tokenKind !== undefined)).toBe(false);
    return v;
  };
  for (const preset of ["italian-base", "easy"] as const)
    it(`${preset}: at random moments, each seat sees only its own colour, objectives, hand and tokens`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 3, max: 6 }), fc.integer({ min: 0, max: 1e9 }), (seats, seed) => {
          let step = 0;
          playReadable(seats, preset, seed, picker(seed), (s) => {
            if (step++ % 17 !== 0) return;
            const over = s.phase === "over";
            for (let viewer = 0; viewer < seats; viewer++) {
              const v = secretsOf(s, viewer);
              for (const other of v.seats) {
                const mine = other.seat === viewer;
                const colourPublic = mine || over || s.rules.publicColours;
                expect(other.colour !== undefined, `seat ${viewer} sees colour of ${other.seat}`).toBe(
                  colourPublic,
                );
                for (const k of ["objectives", "hand", "tokens"] as const)
                  expect(other[k] !== undefined, `seat ${viewer} sees ${k} of ${other.seat}`).toBe(
                    mine || over,
                  );
              }
            }
            const spectator = secretsOf(s, "spectator");
            for (const other of spectator.seats) {
              expect(other.colour !== undefined).toBe(over || s.rules.publicColours);
              expect(other.hand !== undefined || other.objectives !== undefined).toBe(over);
            }
          });
        }),
        { numRuns: 12 },
      );
    });

  it("at the end everything is revealed to everyone", () => {
    const { state } = playReadable(4, "italian-base", 7, picker(7));
    const v = viewFor(state, "spectator");
    for (const seat of v.seats)
      expect([seat.colour, seat.objectives, seat.hand, seat.tokens]).not.toContain(undefined);
  });
});
