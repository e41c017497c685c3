/** Where icons (houses, cones, pawns) go inside a district outline: rows around an anchor, shrinking to fit. */
import { distanceToOutline, pointInPolygon } from "@pudding/board-ui";
import type { Point } from "@pudding/engine";

function assertPolygon(polygon: readonly Point[], fn: string): void {
  if (!Array.isArray(polygon) || polygon.length < 3) {
    throw new Error(
      `${fn}: a polygon needs at least 3 points, got ${Array.isArray(polygon) ? polygon.length : typeof polygon}`,
    );
  }
}

/**
 * Where to draw `count` icons of size `size` (house silhouettes, cones…) inside a polygon: a grid of
 * rows of at most `perRow`, centred on `anchor`. Spacing shrinks (down to 40%) until every icon centre
 * lies inside the polygon at least half an icon from the outline; when even that fails, every icon
 * is stacked on `anchor` (if it is inside). Returns the positions and the scale factor applied to the
 * icon size.
 * @throws Error when `count` is negative or not a whole number, or `size` is not positive.
 */
export function placeIcons(
  polygon: readonly Point[],
  count: number,
  size: number,
  anchor: Point,
  perRow = 3,
): { points: Point[]; scale: number } {
  assertPolygon(polygon, "placeIcons");
  if (!Number.isInteger(count) || count < 0)
    throw new Error(`placeIcons: count must be a whole number ≥ 0, got ${count}`);
  if (!(size > 0)) throw new Error(`placeIcons: size must be positive, got ${size}`);
  if (count === 0) return { points: [], scale: 1 };
  const cols = Math.max(1, Math.min(perRow, count));
  const rows = Math.ceil(count / cols);
  let fallback: { points: Point[]; scale: number } | null = null;
  for (let scale = 1; scale >= 0.4 - 1e-9; scale -= 0.1) {
    const gap = size * 1.25 * scale;
    const points: Point[] = [];
    for (let k = 0; k < count; k++) {
      const r = Math.floor(k / cols);
      const inRow = r === rows - 1 ? count - r * cols : cols;
      const c = k - r * cols;
      points.push([anchor[0] + (c - (inRow - 1) / 2) * gap, anchor[1] + (r - (rows - 1) / 2) * gap]);
    }
    fallback = { points, scale };
    const ok = points.every(
      (p) => pointInPolygon(p, polygon) && distanceToOutline(p, polygon) >= (size * scale) / 2,
    );
    if (ok) return fallback;
  }
  // Nothing fits (a sliver of a district): stack every icon on the anchor when it is inside, so icons
  // overlap but never spill outside the district.
  if (pointInPolygon(anchor, polygon))
    return { points: Array.from({ length: count }, () => anchor), scale: 0.4 };
  return fallback as { points: Point[]; scale: number };
}
