/**
 * Houses and rubble: the buildings of a district (§1, §5.3). Each glyph is drawn centred on (x, y) with size `s` and never takes clicks.
 */
import { Group, Line, Rect, RegularPolygon, Text } from "react-konva";
import { HOUSE_LETTERS, houseFill, letterInk, PAPER } from "../colours.js";
import type { HouseColour } from "../types.js";

/** A house silhouette (gabled roof, door) in a house colour (§1). */
export function HouseIcon({
  x,
  y,
  s,
  colour,
  mark = false,
}: {
  x: number;
  y: number;
  s: number;
  colour: HouseColour;
  /** Colour-blind help: the colour's letter on the house. */
  mark?: boolean;
}) {
  const w = s * 0.8;
  const h = s;
  return (
    <Group x={x} y={y} listening={false}>
      <Line
        closed
        points={[-w / 2, h * 0.5, -w / 2, -h * 0.05, 0, -h * 0.5, w / 2, -h * 0.05, w / 2, h * 0.5]}
        fill={houseFill(colour)}
        stroke={PAPER.ink}
        strokeWidth={s * 0.07}
        lineJoin="round"
        shadowColor="#000"
        shadowOpacity={0.25}
        shadowBlur={s * 0.1}
        shadowOffset={{ x: s * 0.05, y: s * 0.05 }}
      />
      {mark && HOUSE_LETTERS[colour] ? (
        <Text
          text={HOUSE_LETTERS[colour]}
          fontSize={s * 0.55}
          fontStyle="bold"
          fill={letterInk(colour)}
          width={w}
          x={-w / 2}
          y={-h * 0.12}
          align="center"
        />
      ) : (
        <Rect x={-w * 0.12} y={h * 0.18} width={w * 0.24} height={h * 0.32} fill={PAPER.ink} opacity={0.55} />
      )}
    </Group>
  );
}

/** Rubble marks for a demolished district (§5.3): scattered grey stones. */
export function Rubble({ x, y, s }: { x: number; y: number; s: number }) {
  const stones: [number, number, number][] = [
    [-0.5, 0.1, 0.16],
    [-0.2, 0.25, 0.2],
    [0.15, 0.05, 0.18],
    [0.45, 0.22, 0.15],
    [0.0, -0.15, 0.14],
    [-0.38, -0.2, 0.12],
    [0.35, -0.2, 0.13],
  ];
  return (
    <Group x={x} y={y} listening={false}>
      {stones.map(([dx, dy, r], i) => (
        <RegularPolygon
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative list
          key={i}
          x={dx * s}
          y={dy * s}
          sides={5}
          radius={r * s}
          rotation={i * 37}
          fill="#8b8378"
          stroke="#4a443c"
          strokeWidth={s * 0.02}
        />
      ))}
    </Group>
  );
}
