/**
 * The owner pawn (§1). Each glyph is drawn centred on (x, y) with size `s` and never takes clicks.
 */
import { Circle, Ellipse, Group, Line, Text } from "react-konva";
import { HOUSE_LETTERS, houseFill, letterInk, PAPER } from "../colours.js";
import type { HouseColour } from "../types.js";

/**
 * An owner pawn (§1) in its pawn colour: round head, flared body; the viewer's own pawn stands in a
 * gold ring (issue 20: one's own pawn was hard to find), and with colour-blind help it carries its
 * colour's letter.
 */
export function PawnIcon({
  x,
  y,
  s,
  colour,
  own = false,
  mark = false,
}: {
  x: number;
  y: number;
  s: number;
  colour: HouseColour;
  own?: boolean;
  mark?: boolean;
}) {
  const fill = houseFill(colour);
  return (
    <Group x={x} y={y} listening={false} name={own ? "own-pawn" : undefined}>
      {own ? (
        <Circle
          radius={s * 0.62}
          stroke="#f6c343"
          strokeWidth={s * 0.14}
          fill="rgba(246,195,67,.25)"
          shadowColor="#f6c343"
          shadowBlur={s * 0.4}
          shadowOpacity={0.9}
        />
      ) : null}
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
      {mark && HOUSE_LETTERS[colour] ? (
        <Text
          text={HOUSE_LETTERS[colour]}
          fontSize={s * 0.3}
          fontStyle="bold"
          fill={letterInk(colour)}
          width={s}
          x={-s / 2}
          y={s * 0.12}
          align="center"
        />
      ) : null}
    </Group>
  );
}
