/**
 * The compiled board: a map document turned into flat, index-based lookups for the rules engine
 * (DESIGN.md "Engine conventions"). District ids become indices 0..n-1; every adjacency is a flat
 * list with offsets (CSR layout), so the engine's hot loops touch only small integer arrays.
 * Plain number arrays (not typed arrays) keep a compiled board JSON-serializable.
 */
import type { BoardMap, Direction } from "./schema.js";

/** District kinds by number: 0 ordinary district, 1 park, 2 Pudding Lane (origin). */
export const KIND_DISTRICT = 0;
export const KIND_PARK = 1;
export const KIND_ORIGIN = 2;
/** Direction numbers used by the compiled board: N=0, E=1, S=2, W=3. */
export const DIRECTION_INDEX: Readonly<Record<Direction, number>> = { N: 0, E: 1, S: 2, W: 3 };
/** Region numbers: purple=0, blue=1, green=2, orange=3 (order of `REGIONS`). */
export const REGION_INDEX = { purple: 0, blue: 1, green: 2, orange: 3 } as const;

/** A board map compiled into index-based arrays for the rules engine. */
export interface Board {
  /** Map id (`london-1666`). */
  id: string;
  name: string;
  /** Number of districts. */
  n: number;
  /** District index → id. */
  ids: string[];
  /** District id → index. */
  index: Record<string, number>;
  /** District index → display name. */
  names: string[];
  /** District index → kind (KIND_DISTRICT, KIND_PARK, KIND_ORIGIN). */
  kind: number[];
  /** District index → region number (REGION_INDEX). */
  region: number[];
  /** District index → printed house icons. */
  houses: number[];
  /** District index → objective deck 1–3, or 0 if not an objective. */
  objectiveDeck: number[];
  /** District index → objective VP (2/4/6), or 0. */
  objectiveVp: number[];
  /** District index → 1 if the district has a yellow band (extra-action token at setup). */
  extraAction: number[];
  /** District index → setup icon 4 or 5, or 0. */
  setupIcon: number[];
  /** Index of Pudding Lane (the first `origin` district), or -1. */
  origin: number;
  /**
   * Fire steps by direction (§4.1): the districts fire may step to from district d with a card of
   * direction k are `fireStep[fireStepOff[d*4+k] .. fireStepOff[d*4+k+1])`. Arrows labelled k plus
   * diagonal crossings that allow k.
   */
  fireStepOff: number[];
  fireStep: number[];
  /** Fire adjacency in any direction (arrows either way or crossings), for trails: `fireAdj[fireAdjOff[d]..fireAdjOff[d+1])`. */
  fireAdjOff: number[];
  fireAdj: number[];
  /** Movement adjacency (arrows, crossings, borders; both ways) for pawns and teams. */
  moveAdjOff: number[];
  moveAdj: number[];
}

const KINDS: Record<string, number> = { district: KIND_DISTRICT, park: KIND_PARK, origin: KIND_ORIGIN };

/** Error thrown by `compileBoard` when the map references an unknown district id. */
export class BoardCompileError extends Error {}

function toCsr(lists: Set<number>[]): { off: number[]; flat: number[] } {
  const off: number[] = [0];
  const flat: number[] = [];
  for (const set of lists) {
    for (const v of [...set].sort((a, b) => a - b)) flat.push(v);
    off.push(flat.length);
  }
  return { off, flat };
}

/**
 * Compile a validated map into a `Board`. Crossings expand per §1.1 Example 1: NW→SE with S or E,
 * SE→NW with N or W, NE→SW with S or W, SW→NE with N or E. Throws `BoardCompileError` only for
 * dangling ids (a map that passed semantic validation never has them).
 */
export function compileBoard(map: BoardMap): Board {
  const n = map.districts.length;
  const index: Record<string, number> = {};
  map.districts.forEach((d, i) => {
    index[d.id] = i;
  });
  const at = (id: string, where: string): number => {
    const i = index[id];
    if (i === undefined) throw new BoardCompileError(`${where} names unknown district "${id}"`);
    return i;
  };
  const steps: Set<number>[] = Array.from({ length: n * 4 }, () => new Set<number>());
  const fire: Set<number>[] = Array.from({ length: n }, () => new Set<number>());
  const move: Set<number>[] = Array.from({ length: n }, () => new Set<number>());
  const link = (a: number, b: number, sets: Set<number>[]) => {
    if (a === b) return;
    sets[a]?.add(b);
    sets[b]?.add(a);
  };
  map.arrows.forEach((a, i) => {
    const f = at(a.from, `arrow ${i}`);
    const t = at(a.to, `arrow ${i}`);
    if (f === t) return;
    steps[f * 4 + DIRECTION_INDEX[a.direction]]?.add(t);
    link(f, t, fire);
    link(f, t, move);
  });
  const { N, E, S, W } = DIRECTION_INDEX;
  map.crossings.forEach((c, i) => {
    const nw = at(c.nw, `crossing ${i}`);
    const ne = at(c.ne, `crossing ${i}`);
    const sw = at(c.sw, `crossing ${i}`);
    const se = at(c.se, `crossing ${i}`);
    const add = (f: number, t: number, dirs: number[]) => {
      if (f === t) return;
      for (const k of dirs) steps[f * 4 + k]?.add(t);
    };
    add(nw, se, [S, E]);
    add(se, nw, [N, W]);
    add(ne, sw, [S, W]);
    add(sw, ne, [N, E]);
    link(nw, se, fire);
    link(ne, sw, fire);
    link(nw, se, move);
    link(ne, sw, move);
  });
  map.borders.forEach((b, i) => {
    link(at(b.a, `border ${i}`), at(b.b, `border ${i}`), move);
  });
  const s = toCsr(steps);
  const f = toCsr(fire);
  const m = toCsr(move);
  const kind = map.districts.map((d) => KINDS[d.kind] ?? KIND_DISTRICT);
  return {
    id: map.id,
    name: map.name,
    n,
    ids: map.districts.map((d) => d.id),
    index,
    names: map.districts.map((d) => d.name),
    kind,
    region: map.districts.map((d) => REGION_INDEX[d.region]),
    houses: map.districts.map((d) => d.houses),
    objectiveDeck: map.districts.map((d) => d.objective?.deck ?? 0),
    objectiveVp: map.districts.map((d) => d.objective?.vp ?? 0),
    extraAction: map.districts.map((d) => (d.extraAction ? 1 : 0)),
    setupIcon: map.districts.map((d) => d.setupIcon ?? 0),
    origin: kind.indexOf(KIND_ORIGIN),
    fireStepOff: s.off,
    fireStep: s.flat,
    fireAdjOff: f.off,
    fireAdj: f.flat,
    moveAdjOff: m.off,
    moveAdj: m.flat,
  };
}

/** The districts fire may step to from `d` with a card of direction `dir` (0..3). */
export function fireStepsFrom(board: Board, d: number, dir: number): number[] {
  return board.fireStep.slice(board.fireStepOff[d * 4 + dir], board.fireStepOff[d * 4 + dir + 1]);
}
/** The districts joined to `d` by an arrow (either way) or a crossing. */
export function fireNeighbours(board: Board, d: number): number[] {
  return board.fireAdj.slice(board.fireAdjOff[d], board.fireAdjOff[d + 1]);
}
/** The districts a pawn or team may step to from `d` (Pudding Lane included; callers exclude it). */
export function moveNeighbours(board: Board, d: number): number[] {
  return board.moveAdj.slice(board.moveAdjOff[d], board.moveAdjOff[d + 1]);
}

/**
 * The index of a district id on a compiled board, or undefined. Own keys only: an id like
 * `__proto__`, `constructor` or `hasOwnProperty` never resolves to anything (issue 19).
 */
export function districtIndex(board: Board, id: string): number | undefined {
  return Object.hasOwn(board.index, id) ? board.index[id] : undefined;
}
