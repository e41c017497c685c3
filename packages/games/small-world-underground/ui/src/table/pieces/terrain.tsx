/**
 * The printed art of each terrain, as small Konva glyphs scattered over a region (and shown in the
 * legend): lava peaks on Black Mountains, bubbles in Mudpools, toadstools in Mushroom Forests, ore
 * and props in Mines, glowing shards in Mystic Crystal, ripples on the River, cracks in a Chasm.
 */
import type { TerrainId } from "@pudding/small-world-underground";
import { Circle, Ellipse, Group, Line, Rect } from "react-konva";
import { TERRAIN_STYLE } from "../palette.js";

/** Props of {@link TerrainGlyph}. */
export interface TerrainGlyphProps {
  terrain: TerrainId | string;
  x: number;
  y: number;
  s: number;
  /** A variant number (mirror, tilt) so neighbours differ. */
  variant?: number;
  opacity?: number;
}

/** One glyph of a terrain's art, centred on (x, y) in a box of side `s`. */
export function TerrainGlyph({ terrain, x, y, s, variant = 0, opacity = 0.85 }: TerrainGlyphProps) {
  const st = TERRAIN_STYLE[terrain as TerrainId] ?? TERRAIN_STYLE.mine;
  const flip = variant % 2 ? -1 : 1;
  const tilt = ((variant % 5) - 2) * 6;
  switch (terrain) {
    case "blackMountain":
      return (
        <Group x={x} y={y} scaleX={flip} opacity={opacity} listening={false}>
          <Line
            points={[
              -s * 0.5,
              s * 0.3,
              -s * 0.15,
              -s * 0.35,
              s * 0.05,
              -s * 0.05,
              s * 0.2,
              -s * 0.22,
              s * 0.5,
              s * 0.3,
            ]}
            closed
            fill={st.dark}
            stroke="#15111a"
            strokeWidth={s * 0.04}
          />
          <Line
            points={[-s * 0.15, -s * 0.35, -s * 0.08, -s * 0.05, -s * 0.18, s * 0.28]}
            stroke={st.light}
            strokeWidth={s * 0.05}
            opacity={0.9}
          />
        </Group>
      );
    case "mudpool":
      return (
        <Group x={x} y={y} opacity={opacity} listening={false}>
          <Ellipse radiusX={s * 0.45} radiusY={s * 0.2} fill={st.dark} opacity={0.6} />
          <Circle x={-s * 0.12} y={-s * 0.05} radius={s * 0.1} stroke={st.light} strokeWidth={s * 0.035} />
          <Circle x={s * 0.16} y={s * 0.02} radius={s * 0.06} stroke={st.light} strokeWidth={s * 0.03} />
          <Circle x={s * 0.02} y={-s * 0.16} radius={s * 0.04} stroke={st.light} strokeWidth={s * 0.025} />
        </Group>
      );
    case "mushroomForest":
      return (
        <Group x={x} y={y} rotation={tilt} scaleX={flip} opacity={opacity} listening={false}>
          <Rect
            x={-s * 0.06}
            y={-s * 0.05}
            width={s * 0.12}
            height={s * 0.35}
            fill="#f1dfc4"
            cornerRadius={s * 0.04}
          />
          <Line
            points={[-s * 0.32, 0, -s * 0.24, -s * 0.22, 0, -s * 0.32, s * 0.24, -s * 0.22, s * 0.32, 0]}
            closed
            tension={0.35}
            fill={st.light}
            stroke={st.dark}
            strokeWidth={s * 0.04}
          />
          <Circle x={-s * 0.1} y={-s * 0.14} radius={s * 0.04} fill={st.dark} opacity={0.6} />
          <Circle x={s * 0.12} y={-s * 0.18} radius={s * 0.035} fill={st.dark} opacity={0.6} />
          <Rect x={s * 0.22} y={s * 0.12} width={s * 0.06} height={s * 0.16} fill="#f1dfc4" />
          <Ellipse
            x={s * 0.25}
            y={s * 0.12}
            radiusX={s * 0.12}
            radiusY={s * 0.07}
            fill={st.fill}
            stroke={st.dark}
            strokeWidth={s * 0.03}
          />
        </Group>
      );
    case "mine":
      return (
        <Group x={x} y={y} scaleX={flip} opacity={opacity} listening={false}>
          <Line
            points={[-s * 0.3, s * 0.25, s * 0.3, -s * 0.3]}
            stroke="#4a2e12"
            strokeWidth={s * 0.07}
            lineCap="round"
          />
          <Line
            points={[s * 0.05, -s * 0.42, s * 0.3, -s * 0.3, s * 0.42, -s * 0.05]}
            stroke="#b9c3cc"
            strokeWidth={s * 0.07}
            tension={0.4}
            lineCap="round"
          />
          <Line
            points={[-s * 0.05, s * 0.3, s * 0.08, s * 0.16, s * 0.2, s * 0.3, s * 0.08, s * 0.38]}
            closed
            fill={st.light}
            stroke="#8a5b00"
            strokeWidth={s * 0.03}
          />
          <Line
            points={[-s * 0.42, s * 0.05, -s * 0.32, -s * 0.05, -s * 0.22, s * 0.05, -s * 0.32, s * 0.13]}
            closed
            fill="#ffd24a"
            stroke="#8a5b00"
            strokeWidth={s * 0.03}
          />
        </Group>
      );
    case "mysticCrystal":
      return (
        <Group x={x} y={y} rotation={tilt} scaleX={flip} opacity={opacity} listening={false}>
          {[
            [-s * 0.16, s * 0.3, -s * 0.22, -s * 0.05, -s * 0.1, -s * 0.42, 0, -s * 0.05, -s * 0.04, s * 0.3],
            [s * 0.02, s * 0.3, s * 0.06, -s * 0.02, s * 0.2, -s * 0.28, s * 0.26, 0, s * 0.2, s * 0.3],
          ].map((pts, i) => (
            <Line
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed shards
              key={i}
              points={pts}
              closed
              fill={st.light}
              stroke="#e9feff"
              strokeWidth={s * 0.025}
              opacity={i ? 0.75 : 0.95}
              shadowColor={st.light}
              shadowBlur={s * 0.4}
              shadowOpacity={0.9}
            />
          ))}
        </Group>
      );
    case "river":
      return (
        <Group x={x} y={y} rotation={tilt} opacity={opacity * 0.8} listening={false}>
          {[-0.12, 0.12].map((dy) => (
            <Line
              key={dy}
              points={[
                -s * 0.4,
                s * dy,
                -s * 0.2,
                s * (dy - 0.08),
                0,
                s * dy,
                s * 0.2,
                s * (dy + 0.08),
                s * 0.4,
                s * dy,
              ]}
              stroke={st.light}
              strokeWidth={s * 0.05}
              tension={0.5}
              lineCap="round"
            />
          ))}
        </Group>
      );
    case "chasm":
      return (
        <Group x={x} y={y} rotation={tilt * 3} opacity={opacity * 0.6} listening={false}>
          <Line
            points={[
              -s * 0.4,
              -s * 0.1,
              -s * 0.15,
              s * 0.05,
              0,
              -s * 0.12,
              s * 0.2,
              s * 0.08,
              s * 0.42,
              -s * 0.02,
            ]}
            stroke={st.light}
            strokeWidth={s * 0.04}
          />
        </Group>
      );
    default:
      return null;
  }
}

/** A legend swatch: the terrain's colour with one glyph, as a Konva group in a box of side `s`. */
export function TerrainSwatch({ terrain, x, y, s }: { terrain: string; x: number; y: number; s: number }) {
  const st = TERRAIN_STYLE[terrain as TerrainId] ?? TERRAIN_STYLE.mine;
  return (
    <Group x={x} y={y} listening={false}>
      <Rect
        x={-s / 2}
        y={-s / 2}
        width={s}
        height={s}
        fill={st.fill}
        stroke={st.dark}
        strokeWidth={s * 0.06}
        cornerRadius={s * 0.15}
      />
      <TerrainGlyph terrain={terrain} x={0} y={0} s={s * 0.85} opacity={1} />
    </Group>
  );
}
