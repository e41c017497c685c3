/**
 * Fire arrows and diagonal crossings in the rulebook colours (§1.1, §4.1). Each glyph is drawn centred on (x, y) with size `s` and never takes clicks.
 */
import type { Direction } from "@pudding/great-fire";
import { Circle, Group, Line, Text } from "react-konva";
import { ARROW_COLOURS, PAPER } from "../colours.js";

/** A fire-arrow glyph (§1.1) in its direction colour, pointing along `rotation` degrees. */
export function ArrowGlyph({
  x,
  y,
  s,
  rotation,
  direction,
  mark = false,
}: {
  x: number;
  y: number;
  s: number;
  rotation: number;
  direction: Direction;
  /** Colour-blind help: the direction's letter (N, E, S, W) beside the arrow, upright. */
  mark?: boolean;
}) {
  const L = s;
  const t = s * 0.22;
  return (
    <Group x={x} y={y} listening={false}>
      <Group rotation={rotation}>
        <Line
          closed
          points={[
            -L / 2,
            -t / 2,
            L * 0.12,
            -t / 2,
            L * 0.12,
            -t * 1.3,
            L / 2,
            0,
            L * 0.12,
            t * 1.3,
            L * 0.12,
            t / 2,
            -L / 2,
            t / 2,
          ]}
          fill={ARROW_COLOURS[direction]}
          stroke={PAPER.ink}
          strokeWidth={s * 0.05}
          lineJoin="round"
        />
      </Group>
      {mark ? (
        <Text
          text={direction}
          fontSize={s * 0.42}
          fontStyle="bold"
          fill={PAPER.ink}
          stroke="#fffaf0"
          strokeWidth={s * 0.05}
          fillAfterStrokeEnabled
          width={s}
          x={-s / 2}
          y={-s * 0.62}
          align="center"
        />
      ) : null}
    </Group>
  );
}

function DoubleArrow({
  s,
  rotation,
  colourA,
  colourB,
}: {
  s: number;
  rotation: number;
  colourA: string;
  colourB: string;
}) {
  const L = s;
  const t = s * 0.16;
  const head = s * 0.28;
  return (
    <Group rotation={rotation}>
      <Line
        closed
        points={[
          0,
          -t / 2,
          L / 2 - head,
          -t / 2,
          L / 2 - head,
          -t * 1.4,
          L / 2,
          0,
          L / 2 - head,
          t * 1.4,
          L / 2 - head,
          t / 2,
          0,
          t / 2,
        ]}
        fill={colourA}
        stroke={PAPER.ink}
        strokeWidth={s * 0.04}
      />
      <Line
        closed
        points={[
          0,
          -t / 2,
          -L / 2 + head,
          -t / 2,
          -L / 2 + head,
          -t * 1.4,
          -L / 2,
          0,
          -L / 2 + head,
          t * 1.4,
          -L / 2 + head,
          t / 2,
          0,
          t / 2,
        ]}
        fill={colourB}
        stroke={PAPER.ink}
        strokeWidth={s * 0.04}
      />
    </Group>
  );
}

/**
 * A diagonal crossing (§1.1 Example 1, §4.1): two crossed double arrows joining NW↔SE and NE↔SW.
 * Each half is striped with the two directions that allow that step (NW→SE: S or E, …), shown as
 * the colour of the half pointing that way.
 */
export function CrossingGlyph({ x, y, s }: { x: number; y: number; s: number }) {
  return (
    <Group x={x} y={y} listening={false}>
      <Circle
        radius={s * 0.36}
        fill={PAPER.background}
        opacity={0.85}
        stroke={PAPER.ink}
        strokeWidth={s * 0.03}
      />
      {/* NW↔SE: head at SE (45°) coloured South/East, head at NW coloured North/West */}
      <DoubleArrow s={s * 1.3} rotation={45} colourA={ARROW_COLOURS.S} colourB={ARROW_COLOURS.N} />
      {/* NE↔SW: head at SW (135°) coloured South/West, head at NE coloured North/East */}
      <DoubleArrow s={s * 1.3} rotation={135} colourA={ARROW_COLOURS.W} colourB={ARROW_COLOURS.E} />
    </Group>
  );
}
