/**
 * `<SwuBoard>`: a Small World Underground map on its own (stories, the editor's preview, the rules
 * heat map): board-ui's `BoardView` with this game's layers and fills, filling its container.
 */
import { ResponsiveBoard, type SpaceHighlights } from "@pudding/board-ui";
import { useLocale } from "@pudding/i18n";
import { type SwuMap, type SwuView, swuSpaces } from "@pudding/small-world-underground";
import { useMemo } from "react";
import { regionTip } from "../plugin.js";
import { boardMargin, swuLayers, swuSpaceStyle } from "./layers.js";

/** Props of {@link SwuBoard}. */
export interface SwuBoardProps {
  map: SwuMap;
  /** A game's view (null: the printed board with its setup symbols). */
  view?: SwuView | null;
  highlights?: SpaceHighlights;
  onRegionClick?: (id: string) => void;
  style?: React.CSSProperties;
}

/** The map, with a game's pieces when a view is given. */
export function SwuBoard({ map, view = null, highlights, onRegionClick, style }: SwuBoardProps) {
  const spaces = useMemo(() => swuSpaces(map), [map]);
  const layers = useMemo(() => swuLayers({ map, view }), [map, view]);
  const spaceStyle = useMemo(() => swuSpaceStyle(map), [map]);
  const locale = useLocale();
  const tip = useMemo(() => regionTip(map, view, locale), [map, view, locale]);
  return (
    <ResponsiveBoard
      spaces={spaces}
      frame={map.frame}
      margin={boardMargin(map)}
      name={map.name}
      highlights={highlights}
      layers={layers}
      spaceStyle={spaceStyle}
      labels={false}
      tip={tip}
      onSpaceClick={onRegionClick}
      style={style}
    />
  );
}
