/**
 * The generic spaces lens turned into drawable shapes: an outline for every space (its polygon, or
 * its grid cell as a square), a point well inside it, its label point, the bounding box of the
 * board and checks of highlight props against the spaces. Pure; no React.
 */
import { interiorPoint, polygonBox } from "./geometry.js";
import type { Box, Point, Space, SpaceHighlights, SpaceShape } from "./types.js";

/** Side of a grid cell in map units when a space has a `cell` and no polygon (the toy game's unit). */
export const DEFAULT_CELL = 100;

/**
 * The outline of a space: its polygon when it has one with 3+ points, else its grid cell as a square
 * of side `cell`, else null (a space the board cannot draw).
 */
export function spaceOutline(space: Space, cell = DEFAULT_CELL): Point[] | null {
  if (Array.isArray(space.polygon) && space.polygon.length >= 3) return space.polygon;
  const c = space.cell;
  if (c && Number.isFinite(c.col) && Number.isFinite(c.row)) {
    const x = c.col * cell;
    const y = c.row * cell;
    return [
      [x, y],
      [x + cell, y],
      [x + cell, y + cell],
      [x, y + cell],
    ];
  }
  return null;
}

/**
 * Drawable shapes of `spaces` by id (insertion order kept; a repeated id keeps its first space) and
 * the ids that could not be drawn (no polygon and no cell). Label points default to a point well inside the outline.
 */
export function shapeSpaces(
  spaces: readonly Space[],
  cell = DEFAULT_CELL,
): { shapes: Map<string, SpaceShape>; undrawable: string[] } {
  const shapes = new Map<string, SpaceShape>();
  const undrawable: string[] = [];
  for (const space of spaces) {
    if (!space || typeof space.id !== "string" || shapes.has(space.id)) continue;
    const outline = spaceOutline(space, cell);
    if (!outline) {
      undrawable.push(space.id);
      continue;
    }
    const centre = interiorPoint(outline);
    const label =
      Array.isArray(space.label) && space.label.length === 2 && space.label.every(Number.isFinite)
        ? space.label
        : centre;
    shapes.set(space.id, { space, outline, centre, label });
  }
  return { shapes, undrawable };
}

/** The bounding box of every shape (a unit box when there are none). */
export function shapesBox(shapes: Iterable<SpaceShape>): Box {
  let box: Box | null = null;
  for (const s of shapes) {
    const b = polygonBox(s.outline);
    box = box
      ? {
          minX: Math.min(box.minX, b.minX),
          minY: Math.min(box.minY, b.minY),
          maxX: Math.max(box.maxX, b.maxX),
          maxY: Math.max(box.maxY, b.maxY),
        }
      : b;
  }
  return box ?? { minX: 0, minY: 0, maxX: 1, maxY: 1 };
}

/**
 * Problems of highlight props for these spaces, one readable message each (empty when all is well):
 * ids that name no space, and marks without a colour.
 */
export function checkHighlights(spaces: readonly Space[], h: SpaceHighlights = {}): string[] {
  const ids = new Set(spaces.map((s) => s.id));
  const out: string[] = [];
  const known = (id: unknown, where: string) => {
    if (typeof id !== "string" || !ids.has(id)) out.push(`highlights.${where}: no space "${String(id)}"`);
  };
  for (const s of h.selectable ?? []) known(s?.id, "selectable");
  for (const id of h.chosen ?? []) known(id, "chosen");
  for (const b of h.barred ?? []) known(b?.id, "barred");
  for (const m of h.marked ?? []) {
    known(m?.id, "marked");
    if (typeof m?.colour !== "string" || m.colour === "")
      out.push(`highlights.marked["${String(m?.id)}"]: a mark needs a colour`);
  }
  for (const r of h.recent ?? []) {
    if (r?.from !== undefined) known(r.from, "recent.from");
    known(r?.to, "recent.to");
  }
  for (const id of Object.keys(h.tint ?? {})) known(id, "tint");
  return out;
}

/** Problems of a spaces list itself: duplicate ids and spaces that cannot be drawn. */
export function checkSpaces(spaces: readonly Space[], undrawable: readonly string[] = []): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const s of spaces) {
    if (!s || typeof s.id !== "string") {
      out.push("spaces: a space without an id");
      continue;
    }
    if (seen.has(s.id)) out.push(`spaces: the id "${s.id}" is used twice`);
    seen.add(s.id);
  }
  for (const id of undrawable) out.push(`spaces["${id}"]: no polygon and no grid cell, so it is not drawn`);
  return out;
}

/**
 * Several highlight sets as one: selectable spaces merged by id (later sets add hints and badges;
 * a barred space is never selectable), the chosen path of the last set that has one, the other
 * lists concatenated, tints merged.
 */
export function mergeHighlights(...sets: (SpaceHighlights | undefined)[]): SpaceHighlights {
  const selectable = new Map<string, { id: string; hint?: string; badge?: string }>();
  const out: Required<Omit<SpaceHighlights, "selectable">> = {
    chosen: [],
    barred: [],
    marked: [],
    recent: [],
    tint: {},
  };
  for (const h of sets) {
    if (!h) continue;
    for (const s of h.selectable ?? []) selectable.set(s.id, { ...selectable.get(s.id), ...s });
    if (h.chosen?.length) out.chosen = h.chosen;
    out.barred.push(...(h.barred ?? []));
    out.marked.push(...(h.marked ?? []));
    out.recent.push(...(h.recent ?? []));
    Object.assign(out.tint, h.tint ?? {});
  }
  const barredIds = new Set(out.barred.map((b) => b.id));
  return { ...out, selectable: [...selectable.values()].filter((s) => !barredIds.has(s.id)) };
}
