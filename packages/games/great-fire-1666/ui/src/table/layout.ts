/** Where names, houses and pieces go inside each district (pure; no React). */

import { distanceToOutline, interiorPoint, mapUnit, pointInPolygon } from "@pudding/board-ui";
import type { Point } from "@pudding/engine";
import type { BoardMap, District } from "@pudding/great-fire";

/** Precomputed layout of one district: centre, name position, house and piece anchors. */
export interface DistrictLayout {
  district: District;
  centre: Point;
  houseAnchor: Point;
  pieceAnchor: Point;
}

/**
 * Compute where names, houses and pieces go in every district (pure; memoised by the stage).
 * Houses sit just under the name; cones, teams and pawns in a row under the houses.
 */
export function layoutDistricts(map: BoardMap): Map<string, DistrictLayout> {
  const unit = mapUnit(map.size, map.districts.length);
  const out = new Map<string, DistrictLayout>();
  for (const d of map.districts) {
    const centre = interiorPoint(d.polygon);
    let houseAnchor: Point = [d.label[0], d.label[1] + unit * 2.3];
    // A name near the outline (or a thin district) would push the houses out: use the interior point.
    if (!pointInPolygon(houseAnchor, d.polygon) || distanceToOutline(houseAnchor, d.polygon) < unit * 0.9)
      houseAnchor = centre;
    const rows = Math.ceil(Math.max(1, d.houses) / 3);
    let pieceAnchor: Point = [d.label[0], houseAnchor[1] + unit * (1.2 + rows * 1.9)];
    if (!pointInPolygon(pieceAnchor, d.polygon) || distanceToOutline(pieceAnchor, d.polygon) < unit * 1.2) {
      pieceAnchor = [centre[0], Math.max(centre[1], houseAnchor[1] + unit * 2)];
      if (!pointInPolygon(pieceAnchor, d.polygon)) pieceAnchor = centre;
    }
    out.set(d.id, { district: d, centre, houseAnchor, pieceAnchor });
  }
  return out;
}
