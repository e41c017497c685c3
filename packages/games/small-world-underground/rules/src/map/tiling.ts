/**
 * Clean tilings for the map generator: regions painted on a grid of cells (from traced outlines or
 * procedurally), cleaned so that every region is one piece without pinches, then turned back into
 * polygons whose shared boundaries are simplified once, chain by chain, so neighbours share their
 * vertices exactly — no gaps, no overlaps. Pure functions (no Node built-ins): the generator script
 * and the regeneration test both run them.
 */
import { distanceToOutline } from "@pudding/map-schema";
import type { Pt } from "./schema.js";

/** Regions painted on cells: `labels[row * cols + col]` is a region index, or -1 while unpainted. */
export interface LabelGrid {
  cols: number;
  rows: number;
  /** Cell size in map units. */
  cell: number;
  /** The frame the grid covers (vertices beyond it are clamped onto it). */
  width: number;
  height: number;
  labels: Int32Array;
}

/** An empty grid covering a `width`×`height` frame with cells of `cell` units. */
export function emptyGrid(width: number, height: number, cell: number): LabelGrid {
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  return { cols, rows, cell, width, height, labels: new Int32Array(cols * rows).fill(-1) };
}

/** Paints polygons (scanline at cell centres); a cell claimed by several goes to the one it is deepest in. */
export function paintPolygons(g: LabelGrid, polys: readonly (readonly Pt[])[]): void {
  const claims = new Map<number, number[]>();
  polys.forEach((poly, k) => {
    for (let j = 0; j < g.rows; j++) {
      const yc = (j + 0.5) * g.cell;
      const xs: number[] = [];
      for (let e = 0; e < poly.length; e++) {
        const a = poly[e] as Pt;
        const b = poly[(e + 1) % poly.length] as Pt;
        if (a[1] > yc !== b[1] > yc) xs.push(a[0] + ((yc - a[1]) * (b[0] - a[0])) / (b[1] - a[1]));
      }
      xs.sort((p, q) => p - q);
      for (let t = 0; t + 1 < xs.length; t += 2) {
        const i0 = Math.max(0, Math.ceil((xs[t] as number) / g.cell - 0.5));
        const i1 = Math.min(g.cols - 1, Math.floor((xs[t + 1] as number) / g.cell - 0.5));
        for (let i = i0; i <= i1; i++) {
          const idx = j * g.cols + i;
          const cur = g.labels[idx] as number;
          if (cur === -1) g.labels[idx] = k;
          else if (cur !== k) {
            const list = claims.get(idx) ?? [cur];
            list.push(k);
            claims.set(idx, list);
          }
        }
      }
    }
  });
  for (const [idx, list] of claims) {
    const c: Pt = [((idx % g.cols) + 0.5) * g.cell, (Math.floor(idx / g.cols) + 0.5) * g.cell];
    let best = list[0] as number;
    let depth = -1;
    for (const k of list) {
      const d = distanceToOutline(c, polys[k] as Pt[]);
      if (d > depth) {
        depth = d;
        best = k;
      }
    }
    g.labels[idx] = best;
  }
}

const neighbours = (g: LabelGrid, idx: number, out: number[]): number[] => {
  out.length = 0;
  const i = idx % g.cols;
  const j = (idx - i) / g.cols;
  if (j > 0) out.push(idx - g.cols);
  if (i < g.cols - 1) out.push(idx + 1);
  if (j < g.rows - 1) out.push(idx + g.cols);
  if (i > 0) out.push(idx - 1);
  return out;
};

/** Paints every unpainted cell with its nearest painted region (breadth-first, in scan order). */
export function fillGaps(g: LabelGrid): void {
  const queue: number[] = [];
  const nb: number[] = [];
  for (let idx = 0; idx < g.labels.length; idx++) {
    if ((g.labels[idx] as number) < 0) continue;
    for (const m of neighbours(g, idx, nb))
      if ((g.labels[m] as number) < 0) {
        queue.push(idx);
        break;
      }
  }
  for (let h = 0; h < queue.length; h++) {
    const idx = queue[h] as number;
    const l = g.labels[idx] as number;
    for (const m of neighbours(g, idx, nb))
      if ((g.labels[m] as number) < 0) {
        g.labels[m] = l;
        queue.push(m);
      }
  }
}

/**
 * Makes every region one 4-connected piece without pinches: stray pieces are repainted by their
 * neighbours and 2×2 checkerboards are broken. Regions listed in `fixed` are never grown into.
 */
export function cleanGrid(g: LabelGrid, fixed: ReadonlySet<number> = new Set()): void {
  const nb: number[] = [];
  for (let pass = 0; pass < 20; pass++) {
    let changed = false;
    // Keep each label's largest component.
    const comp = new Int32Array(g.labels.length).fill(-1);
    const sizes: number[] = [];
    const labelOf: number[] = [];
    for (let idx = 0; idx < g.labels.length; idx++) {
      if ((comp[idx] as number) >= 0 || (g.labels[idx] as number) < 0) continue;
      const c = sizes.length;
      const l = g.labels[idx] as number;
      let size = 0;
      const stack = [idx];
      comp[idx] = c;
      while (stack.length) {
        const x = stack.pop() as number;
        size++;
        for (const m of neighbours(g, x, nb))
          if ((comp[m] as number) < 0 && g.labels[m] === l) {
            comp[m] = c;
            stack.push(m);
          }
      }
      sizes.push(size);
      labelOf.push(l);
    }
    const bestComp = new Map<number, number>();
    sizes.forEach((size, c) => {
      const l = labelOf[c] as number;
      const b = bestComp.get(l);
      if (b === undefined || size > (sizes[b] as number)) bestComp.set(l, c);
    });
    for (let idx = 0; idx < g.labels.length; idx++) {
      const l = g.labels[idx] as number;
      if (l >= 0 && bestComp.get(l) !== comp[idx]) {
        g.labels[idx] = -1;
        changed = true;
      }
    }
    if (changed) {
      fillGapsAvoiding(g, fixed);
      continue;
    }
    // Break checkerboards (two cells of a label meeting only at a corner).
    for (let j = 0; j + 1 < g.rows; j++)
      for (let i = 0; i + 1 < g.cols; i++) {
        const a = j * g.cols + i;
        const b = a + 1;
        const c = a + g.cols;
        const d = c + 1;
        const la = g.labels[a] as number;
        const lb = g.labels[b] as number;
        const lc = g.labels[c] as number;
        const ld = g.labels[d] as number;
        if (la === ld && lb === lc && la !== lb) {
          if (!fixed.has(la)) g.labels[a] = lb;
          else if (!fixed.has(lb)) g.labels[b] = la;
          changed = true;
        } else if (la === ld && la !== lb && la !== lc && lb !== lc) {
          if (!fixed.has(lb)) g.labels[b] = la;
          changed = true;
        } else if (lb === lc && lb !== la && lb !== ld && la !== ld) {
          if (!fixed.has(la)) g.labels[a] = lb;
          changed = true;
        }
      }
    if (!changed) return;
  }
}

/** Like `fillGaps`, but regions in `fixed` do not spread. */
function fillGapsAvoiding(g: LabelGrid, fixed: ReadonlySet<number>): void {
  const queue: number[] = [];
  const nb: number[] = [];
  for (let idx = 0; idx < g.labels.length; idx++) {
    const l = g.labels[idx] as number;
    if (l < 0 || fixed.has(l)) continue;
    for (const m of neighbours(g, idx, nb))
      if ((g.labels[m] as number) < 0) {
        queue.push(idx);
        break;
      }
  }
  for (let h = 0; h < queue.length; h++) {
    const idx = queue[h] as number;
    const l = g.labels[idx] as number;
    for (const m of neighbours(g, idx, nb))
      if ((g.labels[m] as number) < 0) {
        g.labels[m] = l;
        queue.push(m);
      }
  }
  fillGaps(g);
}

/** The result of turning a grid back into polygons. */
export interface Tiling {
  polygons: Pt[][];
  /** Shared boundary length per pair `i,j` (i < j) of regions, after simplification. */
  shared: Map<string, number>;
  /** Boundary length on the frame per region. */
  onFrame: number[];
  /** A point well inside each region. */
  labels: Pt[];
}

/**
 * Traces each region's outline on the grid, simplifies every boundary chain between junctions once
 * (Douglas–Peucker with `tolerance` map units), and returns polygons that share vertices exactly.
 * Throws if a region has a hole or is missing (the generator's inputs are then wrong).
 */
export function tracePolygons(g: LabelGrid, regions: number, tolerance: number): Tiling {
  const VC = g.cols + 1;
  const lab = (i: number, j: number) =>
    i < 0 || j < 0 || i >= g.cols || j >= g.rows ? -1 : (g.labels[j * g.cols + i] as number);
  const coord = (v: number): Pt => {
    const x = v % VC;
    const y = (v - x) / VC;
    return [Math.min(g.width, x * g.cell), Math.min(g.height, y * g.cell)];
  };
  const isJunction = (v: number) => {
    const x = v % VC;
    const y = (v - x) / VC;
    if ((x === 0 || x === g.cols) && (y === 0 || y === g.rows)) return true;
    const s = new Set([lab(x - 1, y - 1), lab(x, y - 1), lab(x - 1, y), lab(x, y)]);
    return s.size >= 3;
  };
  // Directed boundary edges, clockwise on screen, per region: next[start] = end.
  const loops: number[][] = [];
  for (let r = 0; r < regions; r++) {
    const next = new Map<number, number>();
    for (let j = 0; j < g.rows; j++)
      for (let i = 0; i < g.cols; i++) {
        if (lab(i, j) !== r) continue;
        const tl = j * VC + i;
        const tr = tl + 1;
        const bl = tl + VC;
        const br = bl + 1;
        if (lab(i, j - 1) !== r) next.set(tl, tr);
        if (lab(i + 1, j) !== r) next.set(tr, br);
        if (lab(i, j + 1) !== r) next.set(br, bl);
        if (lab(i - 1, j) !== r) next.set(bl, tl);
      }
    if (next.size === 0) throw new Error(`region ${r} has no cells`);
    const start = Math.min(...next.keys());
    const loop = [start];
    for (let v = next.get(start) as number; v !== start; v = next.get(v) as number) loop.push(v);
    if (loop.length !== next.size) throw new Error(`region ${r} has a hole or several pieces`);
    loops.push(loop);
  }
  // Simplify each chain between junctions once, in a canonical direction.
  const keep = new Set<number>();
  const done = new Set<string>();
  for (const loop of loops) {
    const js = loop.flatMap((v, k) => (isJunction(v) ? [k] : []));
    if (js.length === 0) throw new Error("a region is enclosed by a single other region (a hole)");
    for (const k of js) keep.add(loop[k] as number);
    for (let t = 0; t < js.length; t++) {
      const a = js[t] as number;
      const b = js[(t + 1) % js.length] as number;
      const chain: number[] = [];
      for (let k = a; ; k = (k + 1) % loop.length) {
        chain.push(loop[k] as number);
        if (k === b && chain.length > 1) break;
      }
      const first = chain[0] as number;
      const last = chain[chain.length - 1] as number;
      const flip =
        first > last || (first === last && (chain[1] as number) > (chain[chain.length - 2] as number));
      const canon = flip ? chain.slice().reverse() : chain;
      const key = `${canon[0]}>${canon[1]}>${canon[canon.length - 1]}`;
      if (done.has(key)) continue;
      done.add(key);
      for (const v of douglasPeucker(canon.map(coord), tolerance)) keep.add(canon[v] as number);
    }
  }
  const polygons = loops.map((loop) => loop.filter((v) => keep.has(v)).map(coord));
  // Shared lengths from the simplified chains.
  const shared = new Map<string, number>();
  const onFrame = new Array<number>(regions).fill(0);
  loops.forEach((loop, r) => {
    const kept = loop.filter((v) => keep.has(v));
    for (let k = 0; k < kept.length; k++) {
      const a = kept[k] as number;
      const b = kept[(k + 1) % kept.length] as number;
      const other = otherSide(a, b, r);
      const [ax, ay] = coord(a);
      const [bx, by] = coord(b);
      const len = Math.hypot(bx - ax, by - ay);
      if (other < 0) onFrame[r] = (onFrame[r] as number) + len;
      else if (other > r) shared.set(`${r},${other}`, (shared.get(`${r},${other}`) ?? 0) + len);
    }
  });
  function otherSide(a: number, b: number, r: number): number {
    // The label across the first grid edge of the original boundary from a towards b.
    const loop = loops[r] as number[];
    const k = loop.indexOf(a);
    const v0 = loop[k] as number;
    const v1 = loop[(k + 1) % loop.length] as number;
    void b;
    const x0 = v0 % VC;
    const y0 = (v0 - x0) / VC;
    const x1 = v1 % VC;
    const y1 = (v1 - x1) / VC;
    // Clockwise walk: the region is on the right of the direction of travel (y down).
    if (y1 === y0 && x1 > x0) return lab(x0, y0 - 1); // top edge, going east
    if (x1 === x0 && y1 > y0) return lab(x0, y0); // right edge, going south
    if (y1 === y0 && x1 < x0) return lab(x1, y0); // bottom edge, going west
    return lab(x0 - 1, y1); // left edge, going north
  }
  // Label points: the cell farthest from any other region (chamfer distance), first in scan order.
  const dist = new Float64Array(g.labels.length).fill(Number.POSITIVE_INFINITY);
  for (let j = 0; j < g.rows; j++)
    for (let i = 0; i < g.cols; i++) {
      const l = lab(i, j);
      if (lab(i - 1, j) !== l || lab(i + 1, j) !== l || lab(i, j - 1) !== l || lab(i, j + 1) !== l)
        dist[j * g.cols + i] = 1;
    }
  const relax = (idx: number, from: number, w: number) => {
    const d = (dist[from] as number) + w;
    if (d < (dist[idx] as number)) dist[idx] = d;
  };
  for (let j = 0; j < g.rows; j++)
    for (let i = 0; i < g.cols; i++) {
      const idx = j * g.cols + i;
      if (i > 0) relax(idx, idx - 1, 1);
      if (j > 0) relax(idx, idx - g.cols, 1);
      if (i > 0 && j > 0) relax(idx, idx - g.cols - 1, Math.SQRT2);
      if (i < g.cols - 1 && j > 0) relax(idx, idx - g.cols + 1, Math.SQRT2);
    }
  for (let j = g.rows - 1; j >= 0; j--)
    for (let i = g.cols - 1; i >= 0; i--) {
      const idx = j * g.cols + i;
      if (i < g.cols - 1) relax(idx, idx + 1, 1);
      if (j < g.rows - 1) relax(idx, idx + g.cols, 1);
      if (i < g.cols - 1 && j < g.rows - 1) relax(idx, idx + g.cols + 1, Math.SQRT2);
      if (i > 0 && j < g.rows - 1) relax(idx, idx + g.cols - 1, Math.SQRT2);
    }
  const best = new Array<number>(regions).fill(-1);
  for (let idx = 0; idx < g.labels.length; idx++) {
    const l = g.labels[idx] as number;
    if (l < 0) continue;
    const b = best[l] as number;
    if (b < 0 || (dist[idx] as number) > (dist[b] as number)) best[l] = idx;
  }
  const labels = best.map((idx): Pt => {
    const i = idx % g.cols;
    const j = (idx - i) / g.cols;
    return [Math.round((i + 0.5) * g.cell), Math.round((j + 0.5) * g.cell)];
  });
  return { polygons, shared, onFrame, labels };
}

/** Indices of the points Douglas–Peucker keeps (both ends included). */
export function douglasPeucker(pts: readonly Pt[], tol: number): number[] {
  const n = pts.length;
  if (n <= 2) return pts.map((_, i) => i);
  const keepIdx = new Uint8Array(n);
  keepIdx[0] = 1;
  keepIdx[n - 1] = 1;
  const stack: [number, number][] = [[0, n - 1]];
  while (stack.length) {
    const [a, b] = stack.pop() as [number, number];
    const A = pts[a] as Pt;
    const B = pts[b] as Pt;
    const dx = B[0] - A[0];
    const dy = B[1] - A[1];
    const len = Math.hypot(dx, dy);
    let far = -1;
    let farD = tol;
    for (let k = a + 1; k < b; k++) {
      const p = pts[k] as Pt;
      const d =
        len === 0
          ? Math.hypot(p[0] - A[0], p[1] - A[1])
          : Math.abs((p[0] - A[0]) * dy - (p[1] - A[1]) * dx) / len;
      if (d > farD) {
        farD = d;
        far = k;
      }
    }
    // A closed chain (a = b in space) always keeps its farthest point to stay a real boundary.
    if (far < 0 && len === 0 && b - a > 1) far = a + Math.floor((b - a) / 2);
    if (far >= 0) {
      keepIdx[far] = 1;
      stack.push([a, far], [far, b]);
    }
  }
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (keepIdx[i]) out.push(i);
  return out;
}

/** Whether any two segments of different polygons cross properly (a tiling must have none). */
export function crossingSegments(polys: readonly (readonly Pt[])[]): string | null {
  const segs: { a: Pt; b: Pt; p: number }[] = [];
  polys.forEach((poly, p) => {
    for (let k = 0; k < poly.length; k++)
      segs.push({ a: poly[k] as Pt, b: poly[(k + 1) % poly.length] as Pt, p });
  });
  const o = (p: Pt, q: Pt, r: Pt) => Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  segs.sort((s, t) => Math.min(s.a[0], s.b[0]) - Math.min(t.a[0], t.b[0]));
  for (let i = 0; i < segs.length; i++) {
    const s = segs[i] as { a: Pt; b: Pt; p: number };
    const sx1 = Math.max(s.a[0], s.b[0]);
    for (let j = i + 1; j < segs.length; j++) {
      const t = segs[j] as { a: Pt; b: Pt; p: number };
      if (Math.min(t.a[0], t.b[0]) > sx1) break;
      if (s.p === t.p) continue;
      if (Math.max(s.a[1], s.b[1]) < Math.min(t.a[1], t.b[1])) continue;
      if (Math.max(t.a[1], t.b[1]) < Math.min(s.a[1], s.b[1])) continue;
      if (o(s.a, s.b, t.a) * o(s.a, s.b, t.b) < 0 && o(t.a, t.b, s.a) * o(t.a, t.b, s.b) < 0)
        return `polygons ${s.p} and ${t.p} cross near (${s.a[0]}, ${s.a[1]})`;
    }
  }
  return null;
}
