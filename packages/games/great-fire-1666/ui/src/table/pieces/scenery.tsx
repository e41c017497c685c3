/**
 * Printed furniture of the board: park trees and the compass rose. Each glyph is drawn centred on (x, y) with size `s` and never takes clicks.
 */
import { Circle, Group, Line, Rect, Text } from "react-konva";
import { PAPER } from "../colours.js";

/** A tree mark for parks. */
export function TreeIcon({ x, y, s }: { x: number; y: number; s: number }) {
  return (
    <Group x={x} y={y} listening={false} opacity={0.85}>
      <Rect x={-s * 0.06} y={0} width={s * 0.12} height={s * 0.35} fill="#5b4026" />
      <Circle y={-s * 0.1} radius={s * 0.3} fill="#4f7f3a" stroke="#2f4f22" strokeWidth={s * 0.04} />
    </Group>
  );
}

/** A compass rose with N marked. */
export function CompassRose({ x, y, s }: { x: number; y: number; s: number }) {
  const pts = (rot: number, dark: boolean) => (
    <Line
      key={`${rot}-${dark}`}
      closed
      rotation={rot}
      points={dark ? [0, -s / 2, s * 0.09, 0, 0, 0] : [0, -s / 2, -s * 0.09, 0, 0, 0]}
      fill={dark ? PAPER.ink : "#f7efd9"}
      stroke={PAPER.ink}
      strokeWidth={s * 0.015}
    />
  );
  return (
    <Group x={x} y={y} listening={false}>
      <Circle radius={s * 0.36} stroke={PAPER.ink} strokeWidth={s * 0.015} />
      <Circle radius={s * 0.32} stroke={PAPER.ink} strokeWidth={s * 0.008} />
      {[45, 135, 225, 315].flatMap((r) => [
        <Group key={`s${r}`} scaleX={0.6} scaleY={0.6}>
          {pts(r, true)}
          {pts(r, false)}
        </Group>,
      ])}
      {[0, 90, 180, 270].flatMap((r) => [pts(r, true), pts(r, false)])}
      <Text
        text="N"
        x={-s * 0.2}
        y={-s * 0.72}
        width={s * 0.4}
        align="center"
        fontSize={s * 0.2}
        fontStyle="bold"
        fontFamily="Georgia, serif"
        fill={PAPER.ink}
      />
    </Group>
  );
}
