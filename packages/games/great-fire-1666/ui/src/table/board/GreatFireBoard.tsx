/**
 * `<GreatFireBoard>`: the whole London board — districts by region, names and bands, houses in
 * their colours, free and controlled cones, teams, pawns, tokens, fire arrows in the rulebook's four
 * colours, crossings, the Thames, the Fleet, the wall and a compass — drawn through the generic
 * board (pan, wheel and pinch zoom, fit, keyboard list of districts), with the fire's highlights.
 * Malformed props draw the district empty and say why in a banner.
 */
import { BoardView, mergeHighlights, type SpaceHighlights, useElementSize } from "@pudding/board-ui";
import { type BoardMap, GREAT_FIRE_1666 } from "@pudding/great-fire";
import { useLocale } from "@pudding/i18n";
import { type CSSProperties, useMemo } from "react";
import { checkScene } from "../check.js";
import { layoutDistricts } from "../layout.js";
import type { BoardScene, FireHighlights } from "../types.js";
import { toSpaceHighlights } from "./highlights.js";
import { boardMargin, boardUnit, greatFireLayers, greatFireSpaceStyle } from "./layers.js";

/** Props of {@link GreatFireBoard}. */
export interface GreatFireBoardProps {
  map: BoardMap;
  scene?: BoardScene;
  highlights?: FireHighlights;
  /** Generic highlights to add (the guided turn's, recent moves…). */
  extra?: SpaceHighlights;
  onDistrictClick?: (id: string) => void;
  onDistrictHover?: (id: string | null) => void;
  /** A wash per district (heat maps). */
  districtTint?: Record<string, string>;
  width: number;
  height: number;
}

/** The London board with its pieces and highlights. */
export function GreatFireBoard({
  map,
  scene = {},
  highlights = {},
  extra,
  onDistrictClick,
  onDistrictHover,
  districtTint,
  width,
  height,
}: GreatFireBoardProps) {
  const locale = useLocale();
  const spaces = useMemo(() => GREAT_FIRE_1666.map.spaces(map), [map]);
  const layouts = useMemo(() => layoutDistricts(map), [map]);
  const problems = useMemo(() => checkScene(map, scene, highlights), [map, scene, highlights]);
  const bad = useMemo(
    () =>
      new Set(problems.map((p) => /^scene\["([^"]+)"\]/.exec(p)?.[1]).filter((x): x is string => Boolean(x))),
    [problems],
  );
  const known = useMemo(() => new Set(map.districts.map((d) => d.id)), [map]);
  const merged = useMemo(() => {
    // Highlights naming no district are reported by checkScene; drop them before drawing.
    const h = mergeHighlights(
      toSpaceHighlights(highlights, locale),
      extra,
      districtTint ? { tint: districtTint } : undefined,
    );
    return {
      ...h,
      selectable: h.selectable?.filter((s) => known.has(s.id)),
      barred: h.barred?.filter((b) => known.has(b.id)),
      marked: h.marked?.filter((m) => known.has(m.id)),
      recent: h.recent?.filter((r) => known.has(r.to) && (!r.from || known.has(r.from))),
    };
  }, [highlights, extra, districtTint, known, locale]);
  const layers = useMemo(
    () => greatFireLayers({ map, layouts, scene, bad, fireSources: highlights.fireSources }),
    [map, layouts, scene, bad, highlights.fireSources],
  );
  const style = useMemo(() => greatFireSpaceStyle(map), [map]);
  return (
    <BoardView
      spaces={spaces}
      frame={map.size}
      margin={boardMargin(map)}
      unit={boardUnit(map)}
      name={map.name}
      width={width}
      height={height}
      highlights={merged}
      layers={layers}
      spaceStyle={style}
      labels={false}
      problems={problems}
      onSpaceClick={onDistrictClick}
      onSpaceHover={onDistrictHover}
    />
  );
}

/** {@link GreatFireBoard} filling its container (ResizeObserver), refitting on resize. */
export function ResponsiveGreatFireBoard({
  style,
  ...props
}: Omit<GreatFireBoardProps, "width" | "height"> & { style?: CSSProperties }) {
  const { ref, size } = useElementSize<HTMLDivElement>();
  return (
    <div ref={ref} style={{ width: "100%", height: "100%", minHeight: 200, ...style }}>
      {size && size.width > 0 && size.height > 0 ? (
        <GreatFireBoard {...props} width={size.width} height={size.height} />
      ) : null}
    </div>
  );
}
