/**
 * The generic space layer: every space's outline filled (by the game's `spaceStyle` or by kind),
 * an optional tint, and the hit areas — clicks, taps and hover go through here. Game layers on top
 * never take pointer events, so this layer alone decides what was clicked.
 */
import { Group, Line } from "react-konva";
import { flatPoints } from "../geometry.js";
import { KIND_FILLS, PAPER } from "../theme.js";
import type { SpaceShape, SpaceStyle } from "../types.js";

/** Props of {@link SpaceLayer}. */
export interface SpaceLayerProps {
  shapes: readonly SpaceShape[];
  unit: number;
  /** How to paint a space (default: a fill by `kind`, ink outline). */
  styleOf?: (shape: SpaceShape) => SpaceStyle;
  tint?: Record<string, string>;
  onClick?: (id: string) => void;
  onHover?: (id: string | null) => void;
  /** Spaces that take clicks get a pointer cursor (every space does when `onClick` is set). */
  clickable?: (id: string) => boolean;
}

const defaultStyle = (s: SpaceShape): SpaceStyle => ({
  fill: KIND_FILLS[s.space.kind ?? ""] ?? KIND_FILLS.cell,
  stroke: PAPER.ink,
});

/** Filled outlines with hit areas. */
export function SpaceLayer({
  shapes,
  unit,
  styleOf = defaultStyle,
  tint,
  onClick,
  onHover,
  clickable,
}: SpaceLayerProps) {
  return (
    <Group>
      {shapes.map((shape) => {
        const id = shape.space.id;
        const st = styleOf(shape);
        const points = flatPoints(shape.outline);
        return (
          <Group
            key={id}
            id={`space-${id}`}
            onClick={() => onClick?.(id)}
            onTap={() => onClick?.(id)}
            onMouseEnter={(e) => {
              onHover?.(id);
              const c = e.target.getStage()?.container();
              if (c && onClick && (clickable?.(id) ?? true)) c.style.cursor = "pointer";
            }}
            onMouseLeave={(e) => {
              onHover?.(null);
              const c = e.target.getStage()?.container();
              if (c) c.style.cursor = "";
            }}
          >
            <Line
              closed
              points={points}
              fill={st.fill ?? "#e9dcb8"}
              stroke={st.stroke}
              strokeWidth={st.stroke ? (st.strokeWidth ?? unit * 0.12) : 0}
              opacity={st.opacity ?? 1}
              lineJoin="round"
            />
            {tint?.[id] ? <Line closed points={points} fill={tint[id]} listening={false} /> : null}
          </Group>
        );
      })}
    </Group>
  );
}
