/**
 * Extra-action tokens on the board (§2.3, §5.3). Each glyph is drawn centred on (x, y) with size `s` and never takes clicks.
 */
import { Circle, Group, RegularPolygon, Text } from "react-konva";

/** An extra-action token (§2.3): face down (a brown disc with a question mark) or a face-up Explosive. */
export function TokenIcon({
  x,
  y,
  s,
  kind,
}: {
  x: number;
  y: number;
  s: number;
  kind: "faceDown" | "explosive";
}) {
  if (kind === "faceDown") {
    return (
      <Group x={x} y={y} listening={false}>
        <Circle
          radius={s / 2}
          fill="#7a5230"
          stroke="#f1d9a6"
          strokeWidth={s * 0.08}
          shadowBlur={s * 0.1}
          shadowOpacity={0.4}
        />
        <Text
          text="?"
          fontSize={s * 0.6}
          fontStyle="bold"
          fill="#f1d9a6"
          width={s}
          x={-s / 2}
          y={-s * 0.3}
          align="center"
        />
      </Group>
    );
  }
  return (
    <Group x={x} y={y} listening={false}>
      <Circle radius={s / 2} fill="#2a2a2a" stroke="#f0b429" strokeWidth={s * 0.08} />
      <RegularPolygon sides={8} radius={s * 0.32} fill="#f0b429" />
      <Circle radius={s * 0.14} fill="#c8281e" />
    </Group>
  );
}
