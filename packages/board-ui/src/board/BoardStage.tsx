/**
 * `<BoardStage>` — the old map-shaped entry point, kept for callers that hold a region map
 * (`{ name, size, districts: [{ id, name, polygon, label }] }`) and a tint per district, such as a
 * lab heat map. It draws those outlines through the generic {@link BoardView}; it knows no game.
 * New code should pass the module's `map.spaces(map)` to `BoardView` instead.
 * @deprecated Use {@link BoardView} with `spaces` (and `highlights.tint`).
 */
import { useMemo } from "react";
import type { Point, Space } from "../types.js";
import { BoardView } from "./BoardView.js";

/** The fields of a region map that the heat map needs. */
export interface RegionMapLike {
  name: string;
  size: { width: number; height: number };
  districts: readonly { id: string; name: string; kind?: string; polygon: Point[]; label?: Point }[];
}

/** Props of {@link BoardStage}. */
export interface BoardStageProps {
  map: RegionMapLike;
  /** A wash over districts by id (any CSS colour, alpha included). */
  districtTint?: Record<string, string>;
  onDistrictClick?: (id: string) => void;
  width: number;
  height: number;
}

/** A region map's outlines with a tint per district, through the generic board. */
export function BoardStage({ map, districtTint, onDistrictClick, width, height }: BoardStageProps) {
  const spaces = useMemo<Space[]>(
    () =>
      map.districts.map((d) => ({
        id: d.id,
        name: d.name,
        kind: d.kind,
        polygon: d.polygon,
        ...(d.label ? { label: d.label } : {}),
        adjacent: [],
      })),
    [map],
  );
  const highlights = useMemo(() => ({ tint: districtTint ?? {} }), [districtTint]);
  return (
    <BoardView
      spaces={spaces}
      frame={map.size}
      name={map.name}
      highlights={highlights}
      onSpaceClick={onDistrictClick}
      width={width}
      height={height}
    />
  );
}
