/**
 * Small react-konva glyphs of the board: house silhouettes, fire cones, teams, pawns, fire arrows,
 * diagonal crossings, tokens and map furniture. Each is drawn centred on (x, y) with size `s`.
 */
import type { Direction } from "@pudding/great-fire";
import { Circle, Ellipse, Group, Line, Path, Rect, RegularPolygon, Text } from "react-konva";
import { ARROW_COLOURS, houseFill, PAPER } from "./colours.js";
import type { HouseColour } from "./types.js";

/** A house silhouette (gabled roof, door) in a house colour (§1). */
export function HouseIcon({ x, y, s, colour }: { x: number; y: number; s: number; colour: HouseColour }) {
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
      <Rect x={-w * 0.12} y={h * 0.18} width={w * 0.24} height={h * 0.32} fill={PAPER.ink} opacity={0.55} />
    </Group>
  );
}

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

/** A fire-arrow glyph (§1.1) in its direction colour, pointing along `rotation` degrees. */
export function ArrowGlyph({
  x,
  y,
  s,
  rotation,
  direction,
}: {
  x: number;
  y: number;
  s: number;
  rotation: number;
  direction: Direction;
}) {
  const L = s;
  const t = s * 0.22;
  return (
    <Group x={x} y={y} rotation={rotation} listening={false}>
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

/** A small numeric badge (cone counts, priority classes). */
export function Badge({
  x,
  y,
  s,
  text,
  fill = "#fff",
  color = "#000",
}: {
  x: number;
  y: number;
  s: number;
  text: string;
  fill?: string;
  color?: string;
}) {
  return (
    <Group x={x} y={y} listening={false}>
      <Rect
        x={-s * 0.5}
        y={-s * 0.36}
        width={s}
        height={s * 0.72}
        cornerRadius={s * 0.36}
        fill={fill}
        stroke={PAPER.ink}
        strokeWidth={s * 0.05}
      />
      <Text
        text={text}
        x={-s * 0.5}
        y={-s * 0.26}
        width={s}
        align="center"
        fontSize={s * 0.52}
        fontStyle="bold"
        fill={color}
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
