/**
 * The owner pawn (§1). Each glyph is drawn centred on (x, y) with size `s` and never takes clicks.
 */
import { Circle, Ellipse, Group, Line } from "react-konva";
import { houseFill, PAPER } from "../colours.js";
import type { HouseColour } from "../types.js";

/** An owner pawn (§1) in its pawn colour: round head, flared body. */
export function PawnIcon({ x, y, s, colour }: { x: number; y: number; s: number; colour: HouseColour }) {
  const fill = houseFill(colour);
  return (
    <Group x={x} y={y} listening={false}>
      <Ellipse y={s * 0.5} radiusX={s * 0.38} radiusY={s * 0.1} fill="#000" opacity={0.3} />
      <Line
        closed
        tension={0.25}
        points={[-s * 0.36, s * 0.5, -s * 0.14, -s * 0.05, s * 0.14, -s * 0.05, s * 0.36, s * 0.5]}
        fill={fill}
        stroke={PAPER.ink}
        strokeWidth={s * 0.07}
      />
      <Circle y={-s * 0.22} radius={s * 0.2} fill={fill} stroke={PAPER.ink} strokeWidth={s * 0.07} />
    </Group>
  );
}
