/**
 * `<BoardView>`: any game's board. It draws the module's spaces (polygons or grid cells) in the
 * generic viewport with names, the guided turn's highlights, a tooltip, a keyboard list of spaces
 * and a banner for malformed props — and takes the game's own drawing as plug-in layers
 * (background, decor, pieces, overlay) that receive the shapes, the unit and the highlights.
 */
import { useLocale, useT } from "@pudding/i18n";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Group, Layer } from "react-konva";
import { mapUnit } from "../geometry.js";
import { BOARD_NS } from "../messages.js";
import { checkHighlights, checkSpaces, shapeSpaces, shapesBox } from "../spaces.js";
import type { Box, Size, Space, SpaceHighlights, SpaceShape, SpaceStyle } from "../types.js";
import { Viewport } from "../viewport/Viewport.js";
import { BoardBanner, BoardTip } from "./BoardTip.js";
import { describeSpace, indexHighlights } from "./describe.js";
import { HighlightLayer } from "./HighlightLayer.js";
import { SpaceLabels } from "./SpaceLabels.js";
import { SpaceLayer } from "./SpaceLayer.js";
import { SpaceList } from "./SpaceList.js";

/** What a plug-in layer gets to draw with. */
export interface BoardLayerContext {
  /** Shapes by space id. */
  shapes: ReadonlyMap<string, SpaceShape>;
  /** The same, in the module's order. */
  list: readonly SpaceShape[];
  /** The base drawing unit (a twelfth of an average space's side). */
  unit: number;
  highlights: SpaceHighlights;
  /** The space under the pointer or keyboard focus. */
  focused: string | null;
  /**
   * Screen pixels per map unit now (0 before the first layout): with `legibleSize` a game keeps its
   * words readable at any zoom, and can leave out detail too small to read (issue 20, defect 4).
   */
  scale: number;
}

/**
 * A game's drawing, in four slots (tldraw-style plug-ins). Every slot is drawn in map units and
 * never takes pointer events: the space layer under them decides what was clicked.
 */
export interface BoardLayers {
  /** Below the spaces: paper, water, frame. */
  background?(ctx: BoardLayerContext): ReactNode;
  /** Over the space fills, under the highlight outlines: streets, washes, printed decoration. */
  decor?(ctx: BoardLayerContext): ReactNode;
  /** Over the highlight outlines: arrows, names, pieces. */
  pieces?(ctx: BoardLayerContext): ReactNode;
  /** On top of everything, badges and trails included. */
  overlay?(ctx: BoardLayerContext): ReactNode;
}

/** Props of {@link BoardView}. */
export interface BoardViewProps {
  /** The module's `map.spaces(map)`. */
  spaces: readonly Space[];
  width: number;
  height: number;
  /** The drawing's size in map units (`map.frame(map)`); default: the spaces' bounding box. */
  frame?: Size;
  /** Map units of margin around the frame (default: 2 units). */
  margin?: number;
  highlights?: SpaceHighlights;
  layers?: BoardLayers;
  /** How to paint a space (default: by `kind`). */
  spaceStyle?: (shape: SpaceShape) => SpaceStyle;
  /** Draw the generic names (games that print their own turn this off). */
  labels?: boolean;
  /** Side of a grid cell in map units (spaces given by `cell`). */
  cell?: number;
  /** Override the drawing unit. */
  unit?: number;
  /** The board's name, for its accessible label. */
  name?: string;
  onSpaceClick?: (id: string) => void;
  onSpaceHover?: (id: string | null) => void;
  /** The game's extra words about a space (tooltip and keyboard list). */
  tip?: (id: string) => string | undefined;
  /** Problems the game found in its own props; shown with the board's own in a banner. */
  problems?: string[];
  /** Show the zoom buttons (default true). */
  controls?: boolean;
  background?: string;
}

/** The board of any game: spaces, highlights, plug-in layers, pan and zoom, keyboard list. */
export function BoardView({
  spaces,
  width,
  height,
  frame,
  margin,
  highlights = {},
  layers = {},
  spaceStyle,
  labels = true,
  cell,
  unit: unitProp,
  name,
  onSpaceClick,
  onSpaceHover,
  tip,
  problems: extraProblems = [],
  controls = true,
  background,
}: BoardViewProps) {
  const t = useT(BOARD_NS);
  const locale = useLocale();
  const { shapes, undrawable } = useMemo(() => shapeSpaces(spaces, cell), [spaces, cell]);
  const list = useMemo(() => [...shapes.values()], [shapes]);
  const box = useMemo(() => shapesBox(list), [list]);
  const unit = useMemo(() => {
    if (unitProp && unitProp > 0) return unitProp;
    const size = frame ?? { width: box.maxX - box.minX, height: box.maxY - box.minY };
    return mapUnit(size, Math.max(1, list.length));
  }, [unitProp, frame, box, list.length]);
  const content = useMemo<Box>(() => {
    const m = margin ?? unit * 2;
    const b = frame ? { minX: 0, minY: 0, maxX: frame.width, maxY: frame.height } : box;
    return { minX: b.minX - m, minY: b.minY - m, maxX: b.maxX + m, maxY: b.maxY + m };
  }, [frame, box, margin, unit]);
  const problems = useMemo(
    () => [...checkSpaces(spaces, undrawable), ...checkHighlights(spaces, highlights), ...extraProblems],
    [spaces, undrawable, highlights, extraProblems],
  );
  const index = useMemo(() => indexHighlights(highlights), [highlights]);

  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const hover = useCallback(
    (id: string | null) => {
      setHovered(id);
      onSpaceHover?.(id);
    },
    [onSpaceHover],
  );
  const current = focused ?? hovered;
  // The zoom, for words that stay legible (rounded so panning does not redraw the layers).
  const [scale, setScale] = useState(0);
  const onViewChange = useCallback((v: { scale: number }) => setScale(Math.round(v.scale * 1000) / 1000), []);
  const ctx: BoardLayerContext = { shapes, list, unit, highlights, focused: current, scale };
  const tipText = current
    ? describeSpace(shapes.get(current)?.space.name ?? current, current, index, tip?.(current), locale)
    : undefined;
  const reveal = focused ? (shapes.get(focused)?.centre ?? null) : null;

  return (
    <Viewport
      content={content}
      width={width}
      height={height}
      label={t("board.label", { name: name ?? t("board.theBoard") })}
      reveal={reveal}
      onViewChange={onViewChange}
      controls={controls}
      background={background}
      overlay={
        <>
          {tipText ? <BoardTip text={tipText} /> : null}
          {problems.length ? <BoardBanner problems={problems} /> : null}
          {onSpaceClick ? (
            <SpaceList
              shapes={list}
              index={index}
              onPick={onSpaceClick}
              onFocusSpace={setFocused}
              tip={tip}
            />
          ) : null}
        </>
      }
    >
      <Layer>
        {layers.background ? <Group listening={false}>{layers.background(ctx)}</Group> : null}
        <SpaceLayer
          shapes={list}
          unit={unit}
          styleOf={spaceStyle}
          tint={highlights.tint}
          onClick={onSpaceClick}
          onHover={hover}
        />
        {layers.decor ? <Group listening={false}>{layers.decor(ctx)}</Group> : null}
      </Layer>
      <Layer listening={false}>
        <HighlightLayer shapes={shapes} unit={unit} highlights={highlights} part="under" focused={current} />
        {labels ? <SpaceLabels shapes={list} unit={unit} scale={scale} focused={current} /> : null}
        {layers.pieces ? <Group>{layers.pieces(ctx)}</Group> : null}
        <HighlightLayer shapes={shapes} unit={unit} highlights={highlights} part="over" />
        {layers.overlay ? <Group>{layers.overlay(ctx)}</Group> : null}
      </Layer>
    </Viewport>
  );
}
