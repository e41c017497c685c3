/**
 * Fire cones, emergency teams and the flame of Pudding Lane (§1, §Words). Each glyph is drawn centred on (x, y) with size `s` and never takes clicks.
 */
import { Ellipse, Group, Line, Path } from "react-konva";

/**
 * A fire cone. A free cone is bright red with a light rim; a controlled cone (§Words) is darker and
 * capped by the black team that controls it.
 */
export function ConeIcon({
  x,
  y,
  s,
  controlled = false,
}: {
  x: number;
  y: number;
  s: number;
  controlled?: boolean;
}) {
  const w = s * 0.7;
  const h = s;
  return (
    <Group x={x} y={y} listening={false}>
      <Ellipse y={h * 0.45} radiusX={w / 2} radiusY={h * 0.1} fill="#000" opacity={0.25} />
      <Line
        closed
        points={[-w / 2, h * 0.45, 0, -h * 0.5, w / 2, h * 0.45]}
        fill={controlled ? "#8e1c12" : "#e8331f"}
        stroke={controlled ? "#3a0a06" : "#ffd9a8"}
        strokeWidth={s * 0.07}
        lineJoin="round"
        // A free cone glows: it is still burning (§Words).
        shadowColor={controlled ? undefined : "#ff9a1f"}
        shadowBlur={controlled ? 0 : s * 0.45}
        shadowOpacity={controlled ? 0 : 0.95}
      />
      {controlled ? (
        <Line
          closed
          points={[-w * 0.32, -h * 0.08, 0, -h * 0.72, w * 0.32, -h * 0.08]}
          fill="#111"
          stroke="#eee"
          strokeWidth={s * 0.05}
          lineJoin="round"
        />
      ) : null}
    </Group>
  );
}

/** An uncommitted emergency team: a black cone (§1). */
export function TeamIcon({ x, y, s }: { x: number; y: number; s: number }) {
  const w = s * 0.7;
  const h = s;
  return (
    <Group x={x} y={y} listening={false}>
      <Ellipse y={h * 0.45} radiusX={w / 2} radiusY={h * 0.1} fill="#000" opacity={0.25} />
      <Line
        closed
        points={[-w / 2, h * 0.45, 0, -h * 0.5, w / 2, h * 0.45]}
        fill="#1b1b1b"
        stroke="#d8d8d8"
        strokeWidth={s * 0.07}
        lineJoin="round"
      />
    </Group>
  );
}

/** SVG path for a flame, used to mark Pudding Lane. */
export function Flame({ x, y, s }: { x: number; y: number; s: number }) {
  return (
    <Path
      x={x}
      y={y}
      scaleX={s / 24}
      scaleY={s / 24}
      offsetX={12}
      offsetY={12}
      listening={false}
      data="M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3-1-3 0-6 1-9.5z"
      fill="#ffb347"
      stroke="#7a1d0c"
      strokeWidth={1.2}
    />
  );
}
