/**
 * The city grid as the table draws it (§3.1, §3.3): cells `A1`…`F6`, columns west → east, rows
 * north → south, 100 map units a cell (the module's `CELL_SIZE`), and what a seat can read off a
 * view about moving there — the movement points a Move Brigade spends (§8.1) and, for the tiles it
 * cannot reach, why (R23, R24, §8.1). The module's hints say *where* the brigade may go; these
 * figures only add the cost and the reasons.
 */
import type { Locale } from "@pudding/i18n";
import type { BrigadeView, CellView } from "@pudding/the-brigade";
import { CELL_SIZE } from "@pudding/the-brigade";
import { brigadeT } from "../messages.js";

/** Map units per cell. */
export const CELL = CELL_SIZE;

/** Column and row of a cell id (`C3` → 2, 2), or null. */
export function cellPos(id: string): { col: number; row: number } | null {
  const m = /^([A-F])([1-6])$/.exec(id);
  if (!m) return null;
  return { col: (m[1] as string).charCodeAt(0) - 65, row: Number(m[2]) - 1 };
}

/** The id of a column and row. */
export const cellId = (col: number, row: number): string => `${String.fromCharCode(65 + col)}${row + 1}`;

/** Centre of a cell in map units. */
export function cellCentre(id: string): [number, number] {
  const p = cellPos(id);
  return p ? [(p.col + 0.5) * CELL, (p.row + 0.5) * CELL] : [0, 0];
}

/** Unit step of each compass direction (x east, y south). */
export const DIR_VECTORS: Record<string, [number, number]> = {
  N: [0, -1],
  NE: [1, -1],
  E: [1, 0],
  SE: [1, 1],
  S: [0, 1],
  SW: [-1, 1],
  W: [-1, 0],
  NW: [-1, -1],
};

/** Direction words. */
export const DIR_WORDS: Record<string, string> = {
  N: "north",
  NE: "north-east",
  E: "east",
  SE: "south-east",
  S: "south",
  SW: "south-west",
  W: "west",
  NW: "north-west",
};

/**
 * §5.1: the order a gust is resolved in — from the downwind edge towards the upwind edge (R11:
 * by decreasing projection on the wind vector). Returns the pairs sorted that way.
 */
export function sweepOrder<T extends { from: string }>(pairs: readonly T[], direction: string): T[] {
  const [dx, dy] = DIR_VECTORS[direction] ?? [0, 0];
  const proj = (id: string) => {
    const p = cellPos(id);
    return p ? p.col * dx + p.row * dy : 0;
  };
  return [...pairs].sort((a, b) => proj(b.from) - proj(a.from));
}

/** The cell of a view by id. */
export function cellOf(view: BrigadeView, id: string): CellView | undefined {
  const p = cellPos(id);
  return p ? view.cells[p.row * 6 + p.col] : undefined;
}

/** Why a seat's brigade may never stand on a cell (R23, R24, R3), or null. */
export function blockedReason(view: BrigadeView, seat: number, c: CellView, locale?: Locale): string | null {
  const t = brigadeT(locale);
  const name = (p: number) => view.seats[p]?.name ?? t("seat.upper", { n: p + 1 });
  if (c.kind === "missing") return t("blocked.missing");
  if (c.kind === "barracks" && c.barracksOf !== seat)
    return t("blocked.barracks", { name: name(c.barracksOf) });
  const other = c.brigades.find((p) => p !== seat) ?? c.cisterns.find((p) => p !== seat);
  if (other !== undefined)
    return t(c.brigades.includes(other) ? "blocked.brigade" : "blocked.cistern", { name: name(other) });
  return null;
}

/**
 * Movement points a Move Brigade needs to end on each cell (§8.1: 8 directions, 1 a step, 2 into a
 * destroyed tile; entering a burning tile ends the move, so nothing is reached through one; others'
 * pieces and barracks block). Cells it cannot reach are absent.
 */
export function moveCosts(
  view: BrigadeView,
  seat: number,
  o: { destroyedStepCost?: number; free?: boolean } = {},
): Map<string, number> {
  const from = view.seats[seat]?.brigade.cell;
  const out = new Map<string, number>();
  if (!from) return out;
  const start = cellPos(from);
  if (!start) return out;
  const cost = new Map<string, number>([[from, 0]]);
  const queue: string[] = [from];
  // Dijkstra over at most 36 cells: a sorted queue is plenty.
  while (queue.length) {
    queue.sort((a, b) => (cost.get(a) ?? 0) - (cost.get(b) ?? 0));
    const here = queue.shift() as string;
    const k = cost.get(here) ?? 0;
    const hc = cellOf(view, here);
    // §8.1: entering a burning tile ends the action (Ebenezer's free movement ignores it).
    if (here !== from && hc?.burning && !o.free) continue;
    const p = cellPos(here);
    if (!p) continue;
    for (let dc = -1; dc <= 1; dc++)
      for (let dr = -1; dr <= 1; dr++) {
        if (!dc && !dr) continue;
        const col = p.col + dc;
        const row = p.row + dr;
        if (col < 0 || row < 0 || col > 5 || row > 5) continue;
        const id = cellId(col, row);
        const c = view.cells[row * 6 + col];
        if (!c || blockedReason(view, seat, c)) continue;
        const step = c.destroyed && !o.free ? (o.destroyedStepCost ?? 2) : 1;
        const next = k + step;
        if (next < (cost.get(id) ?? Number.POSITIVE_INFINITY)) {
          cost.set(id, next);
          queue.push(id);
        }
      }
  }
  for (const [id, k] of cost) if (id !== from) out.set(id, k);
  return out;
}
