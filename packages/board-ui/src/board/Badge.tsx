/** A small rounded badge with text, drawn centred on (x, y) with size `s` (counts, classes, order). */
import { Group, Rect, Text } from "react-konva";
import { PAPER } from "../theme.js";

/** Props of {@link Badge}. */
export interface BadgeProps {
  x: number;
  y: number;
  s: number;
  text: string;
  fill?: string;
  color?: string;
  stroke?: string;
}

/** A pill with centred bold text, e.g. a count or a priority class. Never takes clicks. */
export function Badge({ x, y, s, text, fill = "#fff", color = "#000", stroke = PAPER.ink }: BadgeProps) {
  const w = Math.max(s, s * 0.42 * text.length + s * 0.36);
  return (
    <Group x={x} y={y} listening={false}>
      <Rect
        x={-w / 2}
        y={-s * 0.36}
        width={w}
        height={s * 0.72}
        cornerRadius={s * 0.36}
        fill={fill}
        stroke={stroke}
        strokeWidth={s * 0.05}
      />
      <Text
        text={text}
        x={-w / 2}
        y={-s * 0.26}
        width={w}
        align="center"
        fontSize={s * 0.52}
        fontStyle="bold"
        fill={color}
      />
    </Group>
  );
}
