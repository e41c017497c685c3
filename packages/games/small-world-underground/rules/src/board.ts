/**
 * The compiled board: a map document turned into integer arrays the rules read in their hot loops
 * (terrain, flags, borders, the precomputed links of §13.4 used by abilities). Shared read-only by
 * every state of a game; `codec.save` leaves it out and `codec.load` re-attaches it from the map.
 */
import { T, TERRAIN_INDEX, type TerrainId } from "./catalog.js";
import type { SwuMap } from "./map/schema.js";

/** A compiled map. Region indices follow `map.regions`. */
export interface Board {
  map: SwuMap;
  n: number;
  ids: string[];
  index: Map<string, number>;
  /** Terrain index per region (catalog `TERRAIN_IDS`). */
  type: number[];
  edge: boolean[];
  monster: boolean[];
  mountain: boolean[];
  volcano: boolean[];
  /** Plain borders (§1), sorted. */
  adj: number[][];
  /** `border[i * n + j]` = 1 when i and j share a border. */
  border: Uint8Array;
  /** Borders a chasm (Spiderines §14.14). */
  chasmSide: boolean[];
  /** Borders a River region and is not one (Fisher §15.12). */
  coastal: boolean[];
  isRiver: boolean[];
  isChasm: boolean[];
  /** Lizardmen links through River regions (R34): per region, the regions joined through a River path. */
  swimChain: number[][];
  /** The same with a single River region in between. */
  swimOne: number[][];
  /** Regions a Lizardmen First Conquest may target through an edge River region (R35), per span. */
  swimEntryChain: boolean[];
  swimEntryOne: boolean[];
  /** Regions of each terrain. */
  byType: number[][];
  /** Monster-symbol regions, in map order. */
  monsterRegions: number[];
  volcanoChasms: number[];
  /** Non-chasm regions. */
  land: number[];
}

const cache = new WeakMap<SwuMap, Board>();

/** Compiles (and caches) a map. The map must have passed `parseSwuMap`. */
export function compileBoard(map: SwuMap): Board {
  const hit = cache.get(map);
  if (hit) return hit;
  const n = map.regions.length;
  const ids = map.regions.map((r) => r.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const type = map.regions.map((r) => TERRAIN_INDEX[r.type as TerrainId]);
  const border = new Uint8Array(n * n);
  const adj: number[][] = ids.map(() => []);
  for (const [a, b] of map.borders) {
    const i = index.get(a) as number;
    const j = index.get(b) as number;
    if (border[i * n + j]) continue;
    border[i * n + j] = 1;
    border[j * n + i] = 1;
    (adj[i] as number[]).push(j);
    (adj[j] as number[]).push(i);
  }
  for (const a of adj) a.sort((x, y) => x - y);
  const isRiver = type.map((t) => t === T.river);
  const isChasm = type.map((t) => t === T.chasm);
  const chasmSide = adj.map((a, i) => !isChasm[i] && a.some((j) => isChasm[j]));
  const coastal = adj.map((a, i) => !isRiver[i] && !isChasm[i] && a.some((j) => isRiver[j]));
  // River paths: regions joined through one or more River regions (all intermediates River).
  const swimChain: number[][] = [];
  const swimOne: number[][] = [];
  for (let i = 0; i < n; i++) {
    const chain = new Set<number>();
    const one = new Set<number>();
    const seen = new Set<number>();
    const stack: number[] = [];
    for (const r of adj[i] as number[])
      if (isRiver[r]) {
        for (const x of adj[r] as number[]) if (x !== i && !isChasm[x]) one.add(x);
        seen.add(r);
        stack.push(r);
      }
    while (stack.length) {
      const r = stack.pop() as number;
      for (const x of adj[r] as number[]) {
        if (x === i || isChasm[x]) continue;
        chain.add(x);
        if (isRiver[x] && !seen.has(x)) {
          seen.add(x);
          stack.push(x);
        }
      }
    }
    swimChain.push([...chain].sort((a, b) => a - b));
    swimOne.push([...one].sort((a, b) => a - b));
  }
  const edgeRivers = ids.flatMap((_, i) => (isRiver[i] && map.regions[i]?.edge ? [i] : []));
  const swimEntryChain = ids.map(() => false);
  const swimEntryOne = ids.map(() => false);
  for (const r of edgeRivers) {
    for (const x of adj[r] as number[]) if (!isChasm[x]) swimEntryOne[x] = true;
    for (const x of swimChain[r] as number[]) swimEntryChain[x] = true;
    for (const x of adj[r] as number[]) if (!isChasm[x]) swimEntryChain[x] = true;
  }
  const byType: number[][] = Array.from({ length: 7 }, () => []);
  type.forEach((t, i) => {
    (byType[t] as number[]).push(i);
  });
  const b: Board = {
    map,
    n,
    ids,
    index,
    type,
    edge: map.regions.map((r) => r.edge),
    monster: map.regions.map((r) => r.monster),
    mountain: map.regions.map((r) => r.blackMountain),
    volcano: map.regions.map((r) => r.type === "chasm" && r.volcano),
    adj,
    border,
    chasmSide,
    coastal,
    isRiver,
    isChasm,
    swimChain,
    swimOne,
    swimEntryChain,
    swimEntryOne,
    byType,
    monsterRegions: ids.flatMap((_, i) => (map.regions[i]?.monster ? [i] : [])),
    volcanoChasms: ids.flatMap((_, i) => (isChasm[i] && map.regions[i]?.volcano ? [i] : [])),
    land: ids.flatMap((_, i) => (isChasm[i] ? [] : [i])),
  };
  cache.set(map, b);
  return b;
}
