/**
 * §8.1, §8.2, R23–R26, R39, R56: the table-driven reach search (`movement.ts`) is the readable
 * search it replaced — the same destinations for every seat and every mode, over positions from
 * random games with the movement options varied.
 */
import { Rng } from "@pudding/engine";
import { describe, expect, it } from "vitest";
import { CELLS, NEIGH8, ORTHO } from "./grid.js";
import { type BrigadeState, THE_BRIGADE, TINDERBOX } from "./index.js";
import {
  blockerAt,
  brigadeDestinations,
  cisternDestinations,
  isSpaceFor,
  MoveMode,
  movePoints,
  pushTargets,
} from "./movement.js";
import { has, isBurning, isCity } from "./state.js";

/** The readable search: per-step calls to `blockerAt`, `isSpaceFor`, `isBurning`. */
function readableBrigade(s: BrigadeState, seat: number, mode: MoveMode): number[] {
  const out: number[] = [];
  const start = s.brigade[seat] as number;
  if (start < 0) return out;
  const mp = movePoints(s, seat);
  const free = has(s, seat, "freeMovement");
  const stopBurning = s.rules.stopOnBurning && !free;
  const destroyedCost = free ? 1 : s.rules.destroyedStepCost;
  const mog = mode === MoveMode.Normal && has(s, seat, "shove");
  const cost = new Array<number>(CELLS).fill(127);
  cost[start] = 0;
  const queue = [start];
  while (queue.length) {
    const c = queue.shift() as number;
    if (c !== start) {
      if (stopBurning && isBurning(s, c)) continue;
      if (mode !== MoveMode.Incorporeal && blockerAt(s, seat, c) !== 0) continue;
    }
    for (const d of (s.rules.moveDiagonal ? NEIGH8[c] : ORTHO[c]) as readonly number[]) {
      if (!isSpaceFor(s, seat, d)) continue;
      const k = (cost[c] as number) + ((s.burnt[d] as number) > 0 ? destroyedCost : 1);
      if (k > mp || k >= (cost[d] as number)) continue;
      const blk = blockerAt(s, seat, d);
      if (blk !== 0 && mode !== MoveMode.Incorporeal && !(mog && blk === 1)) continue;
      cost[d] = k;
      queue.push(d);
    }
  }
  for (let c = 0; c < CELLS; c++) {
    if (c === start || cost[c] === 127) continue;
    const blk = blockerAt(s, seat, c);
    if (blk !== 0) {
      if (mode !== MoveMode.Normal || !mog || blk !== 1) continue;
      let victim = -1;
      for (let p = 0; p < s.n; p++) if (p !== seat && s.brigade[p] === c) victim = p;
      let cistern = -1;
      for (let p = 0; p < s.n; p++) if (p !== seat && s.cistern[p] === c) cistern = p;
      if (victim < 0 || cistern >= 0) continue;
      if (pushTargets(s, victim, c, []).length === 0) continue;
    }
    if (mode === MoveMode.NoDestroyedEnd && (s.burnt[c] as number) > 0) continue;
    out.push(c);
  }
  return out;
}

function readableCistern(s: BrigadeState, seat: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < CELLS; c++) {
    if (c === s.cistern[seat]) continue;
    if (s.base[c] === seat) {
      out.push(c);
      continue;
    }
    if (!isCity(s, c) || (s.burnt[c] as number) > 0) continue;
    let taken = false;
    for (let p = 0; p < s.n; p++) if (p !== seat && (s.brigade[p] === c || s.cistern[p] === c)) taken = true;
    if (!taken) out.push(c);
  }
  return out;
}

const VARIANTS: Record<string, unknown>[] = [
  {},
  { advanced: true },
  { moveDiagonal: false, destroyedStepCost: 3 },
  { blockingPieces: "brigadeOnly", stopOnBurning: false, advanced: true },
  { advanced: true, greatBuildings: true, fireFestival: true, destroyedStepCost: 1 },
];

describe("§8.1/§8.2 reach: the fast search equals the readable one", () => {
  it("every seat, every mode, over positions of random 2–4 seat games", () => {
    const fast = THE_BRIGADE.ai?.fast;
    if (!fast) throw new Error("no fast path");
    let checked = 0;
    const buf: number[] = [];
    for (const [v, rules] of VARIANTS.entries())
      for (let seed = 1; seed <= 12; seed++) {
        const parsed = THE_BRIGADE.rules.parse(rules);
        if (!parsed.ok) throw new Error(parsed.issues[0]?.message);
        const g = THE_BRIGADE.setup({
          map: TINDERBOX,
          rules: parsed.value,
          seats: 2 + (seed % 3),
          seed: seed * 13 + v,
        });
        if (!g.ok) throw new Error(g.issues[0]?.message);
        const s = g.value;
        const rng = new Rng(seed + 100 * v);
        for (let n = 0; n < 3000 && !fast.over(s); n++) {
          if (n % 7 === 0)
            for (let seat = 0; seat < s.n; seat++) {
              for (const mode of [MoveMode.Normal, MoveMode.Incorporeal, MoveMode.NoDestroyedEnd])
                expect(brigadeDestinations(s, seat, mode, [])).toEqual(readableBrigade(s, seat, mode));
              expect(cisternDestinations(s, seat, [])).toEqual(readableCistern(s, seat));
              checked++;
            }
          fast.moves(s, buf);
          fast.apply(s, buf[rng.below(buf.length)] as number);
        }
      }
    expect(checked).toBeGreaterThan(1000);
  });
});
