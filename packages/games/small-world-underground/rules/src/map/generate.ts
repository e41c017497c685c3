/**
 * The map generator (§21.4): the 2- and 3-player maps from the traced board geography (outlines
 * snapped into a clean tiling; terrain, symbols, borders and River as traced), and the 4- and
 * 5-player maps reconstructed to satisfy every invariant of §21.4 and the region counts of §21.3
 * (43 and 54 regions). Pure and deterministic: `scripts/gen-maps.ts` writes its output under
 * `maps/`, and a test proves that regenerating gives the committed files byte for byte.
 */
import { newRng, type RandomGenerator } from "@pudding/engine";
import { LAND_TERRAINS, TERRAINS, type TerrainId } from "../catalog.js";
import { MIN_BORDER, TRACK_LENGTH } from "./check.js";
import type { Pt, SwuMap, SwuRegion } from "./schema.js";
import {
  cleanGrid,
  crossingSegments,
  emptyGrid,
  fillGaps,
  type LabelGrid,
  paintPolygons,
  tracePolygons,
} from "./tiling.js";

/** The traced geography files (`data/traced/*.json`, copied from the shared board tracings). */
export interface TracedMap {
  map: string;
  source: string;
  frame: { width: number; height: number };
  regions: {
    id: string;
    name: string;
    type: TerrainId;
    edge: boolean;
    monster: boolean;
    volcano?: boolean;
    polygon: Pt[];
  }[];
  borders: [string, string][];
  river: string[];
  track: { length: number; at: Pt; spaces: Pt[] };
  notes: string[];
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Snaps a traced board into a clean tiling; throws if the tiling's borders or edges disagree with the tracing. */
export function fromTraced(
  t: TracedMap,
  o: { id: string; name: string; players: number; notes: string[]; cell?: number; tolerance?: number },
): SwuMap {
  const { width, height } = t.frame;
  const g = emptyGrid(width, height, o.cell ?? 2);
  paintPolygons(
    g,
    t.regions.map((r) => r.polygon),
  );
  fillGaps(g);
  cleanGrid(g);
  const tiling = tracePolygons(g, t.regions.length, o.tolerance ?? 2.2);
  const crossing = crossingSegments(tiling.polygons);
  if (crossing) throw new Error(`${o.id}: ${crossing}`);
  // The tiling's borders must be the traced ones (the rules' truth), and edges must match.
  const listed = new Set(t.borders.map(([a, b]) => pairKey(a, b)));
  const derived = new Set<string>();
  for (const [k, len] of tiling.shared) {
    if (len < MIN_BORDER) continue;
    const [i, j] = k.split(",").map(Number) as [number, number];
    derived.add(pairKey((t.regions[i] as { id: string }).id, (t.regions[j] as { id: string }).id));
  }
  const missing = [...listed].filter((k) => !derived.has(k));
  const extra = [...derived].filter((k) => !listed.has(k));
  if (missing.length || extra.length)
    throw new Error(`${o.id}: tiling borders differ: missing ${missing.join(" ")}; extra ${extra.join(" ")}`);
  t.regions.forEach((r, i) => {
    const touches = (tiling.onFrame[i] as number) >= MIN_BORDER;
    if (touches !== r.edge)
      throw new Error(`${o.id}: ${r.id} edge=${r.edge} but touches the frame: ${touches}`);
  });
  const regions: SwuRegion[] = t.regions.map((r, i) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    edge: r.edge,
    monster: r.monster,
    blackMountain: r.type === "blackMountain",
    volcano: Boolean(r.volcano),
    polygon: tiling.polygons[i] as Pt[],
    label: tiling.labels[i] as Pt,
  }));
  return {
    version: 1,
    game: "small-world-underground",
    id: o.id,
    name: o.name,
    players: o.players,
    geography: "traced",
    frame: { width, height },
    regions,
    borders: t.borders.map(([a, b]) => [a, b] as [string, string]),
    river: t.river.slice(),
    track: { length: t.track.length, spaces: t.track.spaces.map((p) => [p[0], p[1]] as Pt) },
    notes: [...o.notes, ...t.notes.map((n) => `Tracing: ${n}`)],
  };
}

// ------------------------------------------------------------------ reconstruction

const rand = (rng: RandomGenerator) => {
  // 30 bits of the state's generator as a float in [0, 1).
  return (rng.next() >>> 2) / 2 ** 30;
};

/** Smooth value noise in [-1, 1] on a lattice of `step` units. */
function valueNoise(rng: RandomGenerator, width: number, height: number, step: number) {
  const nx = Math.ceil(width / step) + 2;
  const ny = Math.ceil(height / step) + 2;
  const v = Array.from({ length: nx * ny }, () => rand(rng) * 2 - 1);
  const s = (t: number) => t * t * (3 - 2 * t);
  return (x: number, y: number) => {
    const fx = x / step;
    const fy = y / step;
    const i = Math.floor(fx);
    const j = Math.floor(fy);
    const tx = s(fx - i);
    const ty = s(fy - j);
    const at = (a: number, b: number) => v[b * nx + a] as number;
    const top = at(i, j) * (1 - tx) + at(i + 1, j) * tx;
    const bottom = at(i, j + 1) * (1 - tx) + at(i + 1, j + 1) * tx;
    return top * (1 - ty) + bottom * ty;
  };
}

interface ChasmSpec {
  x: number;
  y: number;
  r: number;
  volcano: boolean;
}
interface ReconSpec {
  players: 4 | 5;
  seed: number;
  land: number;
  rivers: number;
  chasms: ChasmSpec[];
  terrains: Record<Exclude<TerrainId, "river" | "chasm">, number>;
}

const W = 1457;
const H = 784;

/** The two reconstructions: region counts of §21.3 (43 and 54), terrains within one of each other. */
export const RECONSTRUCTIONS: readonly ReconSpec[] = [
  {
    players: 4,
    seed: 4004,
    land: 34,
    rivers: 4,
    chasms: [
      { x: 0, y: 0, r: 120, volcano: false },
      { x: W, y: H, r: 125, volcano: false },
      { x: 0.24 * W, y: 0.64 * H, r: 52, volcano: true },
      { x: 0.75 * W, y: 0.36 * H, r: 52, volcano: true },
      { x: W, y: 0.18 * H, r: 70, volcano: false },
    ],
    terrains: { blackMountain: 6, mudpool: 7, mushroomForest: 7, mine: 7, mysticCrystal: 7 },
  },
  {
    players: 5,
    seed: 5005,
    land: 44,
    rivers: 4,
    chasms: [
      { x: 0, y: 0, r: 115, volcano: false },
      { x: W, y: H, r: 120, volcano: false },
      { x: 0.2 * W, y: 0.42 * H, r: 50, volcano: true },
      { x: 0.8 * W, y: 0.6 * H, r: 50, volcano: true },
      { x: 0.33 * W, y: H, r: 68, volcano: false },
      { x: 0.86 * W, y: 0, r: 68, volcano: false },
    ],
    terrains: { blackMountain: 8, mudpool: 9, mushroomForest: 9, mine: 9, mysticCrystal: 9 },
  },
];

const LETTER: Record<TerrainId, string> = {
  blackMountain: "B",
  mudpool: "D",
  mushroomForest: "F",
  mine: "M",
  mysticCrystal: "C",
  river: "R",
  chasm: "X",
};
const terrainName = (t: TerrainId) => TERRAINS.find((x) => x.id === t)?.name ?? t;

function compass([x, y]: Pt): string {
  const ns = y < H / 3 ? "north" : y > (2 * H) / 3 ? "south" : "";
  const ew = x < W / 3 ? "west" : x > (2 * W) / 3 ? "east" : "";
  if (ns && ew) return `${ns}-${ew}`;
  return ns || ew || "centre";
}

/** A reconstructed map satisfying §21.4 (geography `reconstructed`). */
export function reconstruct(spec: ReconSpec): SwuMap {
  const rng = newRng(spec.seed);
  const cell = 4;
  const g: LabelGrid = emptyGrid(W, H, cell);
  const phase1 = rand(rng) * Math.PI * 2;
  const phase2 = rand(rng) * Math.PI * 2;
  const centre = (y: number) =>
    W * 0.5 +
    85 * Math.sin((2 * Math.PI * y * 0.85) / H + phase1) +
    28 * Math.sin((2 * Math.PI * y * 2.2) / H + phase2);
  const halfWidth = (y: number) => 52 + 12 * Math.sin((2 * Math.PI * y * 1.7) / H + phase2);
  // River regions: bands of the channel, north to south; cuts jittered.
  const cuts = [0];
  for (let k = 1; k < spec.rivers; k++) cuts.push((H * k) / spec.rivers + (rand(rng) - 0.5) * 60);
  cuts.push(H + 1);
  const regionTypes: TerrainId[] = [];
  const volcanoFlags: boolean[] = [];
  for (let k = 0; k < spec.rivers; k++) {
    regionTypes.push("river");
    volcanoFlags.push(false);
  }
  const chasmBase = regionTypes.length;
  for (const c of spec.chasms) {
    regionTypes.push("chasm");
    volcanoFlags.push(c.volcano);
  }
  const landBase = regionTypes.length;
  const chasmWobble = spec.chasms.map(() => [rand(rng) * 6.28, rand(rng) * 6.28, rand(rng) * 6.28]);
  const inRiver = (x: number, y: number) => Math.abs(x - centre(y)) <= halfWidth(y);
  for (let j = 0; j < g.rows; j++)
    for (let i = 0; i < g.cols; i++) {
      const x = (i + 0.5) * cell;
      const y = (j + 0.5) * cell;
      const idx = j * g.cols + i;
      if (inRiver(x, y)) {
        let k = 0;
        while (y >= (cuts[k + 1] as number)) k++;
        g.labels[idx] = k;
        continue;
      }
      spec.chasms.forEach((c, k) => {
        const a = Math.atan2(y - c.y, x - c.x);
        const [p1, p2, p3] = chasmWobble[k] as number[];
        const r =
          c.r *
          (1 +
            0.12 * Math.sin(3 * a + (p1 as number)) +
            0.08 * Math.sin(5 * a + (p2 as number)) +
            0.05 * Math.sin(7 * a + (p3 as number)));
        if (Math.hypot(x - c.x, y - c.y) <= r && (g.labels[idx] as number) < 0) g.labels[idx] = chasmBase + k;
      });
    }
  // Land seeds: best-candidate sampling over the free cells, per bank in proportion to its area.
  const free: number[][] = [[], []];
  for (let idx = 0; idx < g.labels.length; idx++) {
    if ((g.labels[idx] as number) >= 0) continue;
    const i = idx % g.cols;
    const j = (idx - i) / g.cols;
    const x = (i + 0.5) * cell;
    const y = (j + 0.5) * cell;
    (free[x < centre(y) ? 0 : 1] as number[]).push(idx);
  }
  const total = (free[0] as number[]).length + (free[1] as number[]).length;
  const westCount = Math.round((spec.land * (free[0] as number[]).length) / total);
  const seeds: { x: number; y: number; bank: number }[] = [];
  [westCount, spec.land - westCount].forEach((count, bank) => {
    const cells = free[bank] as number[];
    const mine: Pt[] = [];
    for (let s = 0; s < count; s++) {
      let best: Pt = [0, 0];
      let bestD = -1;
      for (let c = 0; c < 40; c++) {
        const idx = cells[Math.floor(rand(rng) * cells.length)] as number;
        const i = idx % g.cols;
        const j = (idx - i) / g.cols;
        const p: Pt = [(i + 0.5) * cell, (j + 0.5) * cell];
        let d = Number.POSITIVE_INFINITY;
        for (const q of mine) d = Math.min(d, Math.hypot(p[0] - q[0], p[1] - q[1]));
        // Keep seeds off the frame and the river a little, so regions have room.
        d = Math.min(
          d,
          1.6 * Math.min(p[0], W - p[0], p[1], H - p[1]) + 40,
          1.6 * Math.abs(p[0] - centre(p[1])) + 20,
        );
        if (d > bestD) {
          bestD = d;
          best = p;
        }
      }
      mine.push(best);
      seeds.push({ x: best[0], y: best[1], bank });
    }
  });
  for (let k = 0; k < spec.land; k++) {
    regionTypes.push("mine");
    volcanoFlags.push(false);
  }
  const n1 = valueNoise(rng, W, H, 85);
  const n2 = valueNoise(rng, W, H, 85);
  for (let idx = 0; idx < g.labels.length; idx++) {
    if ((g.labels[idx] as number) >= 0) continue;
    const i = idx % g.cols;
    const j = (idx - i) / g.cols;
    const x = (i + 0.5) * cell;
    const y = (j + 0.5) * cell;
    const bank = x < centre(y) ? 0 : 1;
    const wx = x + 26 * n1(x, y);
    const wy = y + 26 * n2(x, y);
    let best = -1;
    let bestD = Number.POSITIVE_INFINITY;
    seeds.forEach((s, k) => {
      if (s.bank !== bank) return;
      const d = (wx - s.x) ** 2 + (wy - s.y) ** 2;
      if (d < bestD) {
        bestD = d;
        best = k;
      }
    });
    g.labels[idx] = landBase + best;
  }
  const fixed = new Set<number>();
  for (let k = 0; k < landBase; k++) fixed.add(k);
  cleanGrid(g, fixed);
  const n = regionTypes.length;
  const tiling = tracePolygons(g, n, 5);
  const crossing = crossingSegments(tiling.polygons);
  if (crossing) throw new Error(`reconstruction ${spec.players}p: ${crossing}`);
  const adj: Set<number>[] = Array.from({ length: n }, () => new Set<number>());
  for (const [k, len] of tiling.shared) {
    if (len < MIN_BORDER) continue;
    const [i, j] = k.split(",").map(Number) as [number, number];
    (adj[i] as Set<number>).add(j);
    (adj[j] as Set<number>).add(i);
  }
  const edge = tiling.onFrame.map((len) => len >= MIN_BORDER);
  // Terrains: balanced quotas, neighbours of one terrain avoided (greedy, then improving swaps).
  const landIdx = Array.from({ length: spec.land }, (_, k) => landBase + k);
  const quota = new Map<TerrainId, number>(Object.entries(spec.terrains) as [TerrainId, number][]);
  const order = landIdx.slice();
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand(rng) * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  for (const r of order) {
    let best: TerrainId = "mine";
    let bestScore = Number.POSITIVE_INFINITY;
    for (const t of LAND_TERRAINS) {
      if ((quota.get(t) ?? 0) <= 0) continue;
      let same = 0;
      for (const m of adj[r] as Set<number>)
        if (m >= landBase && regionTypes[m] === t && order.indexOf(m) < order.indexOf(r)) same++;
      const score = same * 10 + rand(rng) - (quota.get(t) ?? 0) * 0.3;
      if (score < bestScore) {
        bestScore = score;
        best = t;
      }
    }
    regionTypes[r] = best;
    quota.set(best, (quota.get(best) ?? 0) - 1);
  }
  const conflicts = (r: number, t: TerrainId) => {
    let c = 0;
    for (const m of adj[r] as Set<number>) if (m !== r && regionTypes[m] === t) c++;
    return c;
  };
  for (let it = 0; it < 4000; it++) {
    const a = landIdx[Math.floor(rand(rng) * landIdx.length)] as number;
    const b = landIdx[Math.floor(rand(rng) * landIdx.length)] as number;
    const ta = regionTypes[a] as TerrainId;
    const tb = regionTypes[b] as TerrainId;
    if (ta === tb) continue;
    const before = conflicts(a, ta) + conflicts(b, tb);
    regionTypes[a] = tb;
    regionTypes[b] = ta;
    const after = conflicts(a, tb) + conflicts(b, ta);
    if (after > before) {
      regionTypes[a] = ta;
      regionTypes[b] = tb;
    }
  }
  // Monsters: players + 2 land regions, one per terrain first, far apart; the caption facts first.
  const hops = (from: number) => {
    const d = new Array<number>(n).fill(99);
    d[from] = 0;
    const q = [from];
    for (let h = 0; h < q.length; h++) {
      const x = q[h] as number;
      for (const y of adj[x] as Set<number>)
        if ((d[y] as number) > (d[x] as number) + 1 && regionTypes[y] !== "chasm") {
          d[y] = (d[x] as number) + 1;
          q.push(y);
        }
    }
    return d;
  };
  const isType = (i: number, t: TerrainId) => regionTypes[i] === t;
  const monsters: number[] = [];
  const caption = landIdx.find(
    (r) =>
      isType(r, "mudpool") &&
      edge[r] &&
      [...(adj[r] as Set<number>)].some(
        (c) =>
          isType(c, "mysticCrystal") &&
          [...(adj[r] as Set<number>), ...(adj[c] as Set<number>)].some((b) => isType(b, "blackMountain")),
      ),
  );
  if (caption === undefined) throw new Error(`reconstruction ${spec.players}p: no caption Mudpool`);
  monsters.push(caption);
  const want = spec.players + 2;
  while (monsters.length < want) {
    const covered = new Set(monsters.map((m) => regionTypes[m]));
    let best = -1;
    let bestScore = -1;
    const dists = monsters.map(hops);
    for (const r of landIdx) {
      if (monsters.includes(r)) continue;
      const fresh = covered.has(regionTypes[r] as TerrainId) ? 0 : 100;
      const d = Math.min(...dists.map((dd) => dd[r] as number));
      const score = fresh + d * 10 + rand(rng);
      if (score > bestScore) {
        bestScore = score;
        best = r;
      }
    }
    monsters.push(best);
  }
  // Ids in reading order per letter; rivers north to south.
  const counters = new Map<string, number>();
  const orderForIds = Array.from({ length: n }, (_, i) => i).sort((a, b) => {
    const [ax, ay] = tiling.labels[a] as Pt;
    const [bx, by] = tiling.labels[b] as Pt;
    const ra = Math.floor(ay / (H / 4));
    const rb = Math.floor(by / (H / 4));
    return ra !== rb ? ra - rb : ax !== bx ? ax - bx : ay - by;
  });
  const ids = new Array<string>(n);
  for (let k = 0; k < spec.rivers; k++) ids[k] = `R${k + 1}`;
  for (const i of orderForIds) {
    if (i < spec.rivers) continue;
    const letter = LETTER[regionTypes[i] as TerrainId];
    const c = (counters.get(letter) ?? 0) + 1;
    counters.set(letter, c);
    ids[i] = `${letter}${c}`;
  }
  const regions: SwuRegion[] = [];
  for (const i of orderForIds) {
    const t = regionTypes[i] as TerrainId;
    const label = tiling.labels[i] as Pt;
    const bank =
      t === "river" || t === "chasm" ? "" : label[0] < centre(label[1]) ? ", west bank" : ", east bank";
    const name =
      t === "river"
        ? `River ${ids[i]} (${["north", "upper middle", "lower middle", "south"][i] ?? "middle"} section)`
        : `${terrainName(t)} ${ids[i]} (${compass(label)}${bank})`;
    regions.push({
      id: ids[i] as string,
      name,
      type: t,
      edge: edge[i] as boolean,
      monster: monsters.includes(i),
      blackMountain: t === "blackMountain",
      volcano: volcanoFlags[i] as boolean,
      polygon: tiling.polygons[i] as Pt[],
      label,
    });
  }
  const position = new Map(orderForIds.map((i, k) => [i, k]));
  const borders: [string, string][] = [];
  for (const i of orderForIds)
    for (const j of [...(adj[i] as Set<number>)].sort(
      (a, b) => (position.get(a) as number) - (position.get(b) as number),
    ))
      if ((position.get(i) as number) < (position.get(j) as number))
        borders.push([ids[i] as string, ids[j] as string]);
  const length = TRACK_LENGTH[spec.players] as number;
  const counts = LAND_TERRAINS.map(
    (t) => `${terrainName(t)} ${regions.filter((r) => r.type === t).length}`,
  ).join(", ");
  return {
    version: 1,
    game: "small-world-underground",
    id: `swu-${spec.players}p`,
    name: `${spec.players} players (reconstructed)`,
    players: spec.players,
    geography: "reconstructed",
    frame: { width: W, height: H },
    regions,
    borders,
    river: Array.from({ length: spec.rivers }, (_, k) => `R${k + 1}`),
    track: {
      length,
      spaces: Array.from({ length }, (_, k): Pt => [Math.round(W * 0.2 + k * 62), 26]),
    },
    notes: [
      `Reconstructed, not printed: no photograph of the ${spec.players}-player board is held (§21.3). Generated by src/map/generate.ts (seed ${spec.seed}) to satisfy every invariant of §21.4; replace it with a transcription when a photo is available (§21.4 item 4).`,
      `${n} regions as counted on the Java project's click-map (§21.3): ${spec.land} land (${counts}), ${spec.rivers} River regions (north to south, both ends on the edge), ${spec.chasms.length} chasms (${spec.chasms.filter((c) => c.volcano).length} with the Volcano symbol).`,
      `${want} Monster regions (players + 2, §21.3), one per land terrain first; the Monster Mudpool ${ids[caption]} on the edge realises the caption facts of §21.1 item 6.`,
      "Borders are derived from the polygons (shared outline of at least 3 units); edge flags from contact with the frame. The River crosses the whole board, so the two banks never border each other.",
      `Turn track of ${length} spaces (R5), drawn along the north edge over the regions, as on the 3-player board.`,
    ],
  };
}

/** Every shipped map, generated from the traced inputs. */
export function generateShippedMaps(traced2p: TracedMap, traced3p: TracedMap): Record<string, SwuMap> {
  const two = fromTraced(traced2p, {
    id: "swu-2p",
    name: "2 players",
    players: 2,
    notes: [
      "Traced from a photograph of the printed 2-player board; regions, terrains, flags and the 67 borders are exactly Appendix B of the rules digest (two independent transcriptions agree; a board photo confirms terrains, edges, Monsters, Volcanoes and the 10-space track).",
      "Outlines snapped into a clean tiling on a 2-unit grid (gaps and overlaps of the tracing, up to about 3 px, resolved by depth), then each shared boundary simplified once (Douglas–Peucker, 2.2 units), so neighbours share their vertices exactly. The tiling's borders equal the traced list.",
    ],
  });
  const three = fromTraced(traced3p, {
    id: "swu-3p",
    name: "3 players",
    players: 3,
    notes: [
      "Traced once from a photograph of the printed 3-player board (adjacency transcribed from this photo only, §21.4 item 3 asks for two independent transcriptions).",
      "Cross-check with the inventory of §21.3: 33 regions; 26 land (Black Mountain 6, Mine 5, Mudpool 5, Mushroom Forest 5, Mystic Crystal 5); 3 River regions with both ends on the edge; 4 chasms, 2 with the Volcano symbol; 5 Monster regions, one per land terrain; 10-space track. All agree.",
      "Disagreements and doubts: the terrains of B1 (read as Black Mountain) and D2 (read as Mudpool) are uncertain readings of dark art; the Black Mountain symbol is not visible on the photo and is taken as implied by the terrain, as the digest does for the 2-player map. Appendix B describes the 2-player board only; its region ids do not correspond to this map's.",
      "Outlines snapped into a clean tiling on a 2-unit grid, shared boundaries simplified once (Douglas–Peucker, 2.2 units). The tiling's borders equal the traced list of 77.",
    ],
  });
  const out: Record<string, SwuMap> = { [two.id]: two, [three.id]: three };
  for (const spec of RECONSTRUCTIONS) {
    const m = reconstruct(spec);
    out[m.id] = m;
  }
  return out;
}

/** The committed text of a map: stable key order, arrays of numbers and pairs on one line. */
export function serializeMap(m: SwuMap): string {
  const fmt = (v: unknown, indent: string): string => {
    if (Array.isArray(v)) {
      const flat = v.every(
        (x) =>
          typeof x !== "object" || x === null || (Array.isArray(x) && x.every((y) => typeof y !== "object")),
      );
      if (flat) return JSON.stringify(v);
      const inner = `${indent}  `;
      return `[\n${v.map((x) => inner + fmt(x, inner)).join(",\n")}\n${indent}]`;
    }
    if (v && typeof v === "object") {
      const inner = `${indent}  `;
      const entries = Object.entries(v).filter(([, x]) => x !== undefined);
      return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${fmt(x, inner)}`).join(",\n")}\n${indent}}`;
    }
    return JSON.stringify(v);
  };
  return `${fmt(m, "")}\n`;
}
