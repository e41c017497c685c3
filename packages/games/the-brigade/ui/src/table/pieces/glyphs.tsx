/**
 * The Brigade's Konva glyphs, each drawn about a centre in map units: affiliation emblems (a house,
 * a column, a coin, a crown, a star), flames, the brigade token (a fire helmet), the cistern token
 * (a water wagon), renown tokens, loyalty markers, a protection shield and a water drop. They take
 * no pointer events: the space layer underneath decides what was clicked.
 */
import type { ReactNode } from "react";
import { Circle, Group, Line, Path, Rect, RegularPolygon, Star, Text } from "react-konva";
import { type AffiliationLook, type SeatInk, TONES } from "../colours.js";

const SERIF = "Georgia, 'Times New Roman', serif";

/** Props of a glyph drawn at (x, y) with a size (its height, roughly). */
export interface GlyphProps {
  x: number;
  y: number;
  size: number;
}

/** An affiliation's emblem inside a disc (§4.1). */
export function Emblem({ x, y, size, look }: GlyphProps & { look: AffiliationLook }) {
  const r = size / 2;
  const s = size * 0.3;
  const ink = look.dark;
  let shape: ReactNode;
  switch (look.emblem) {
    case "house":
      shape = (
        <Line
          closed
          points={[-s, s, -s, -s * 0.1, 0, -s, s, -s * 0.1, s, s]}
          fill={look.colour}
          stroke={ink}
          strokeWidth={size * 0.05}
        />
      );
      break;
    case "column":
      shape = (
        <Group>
          <Line
            closed
            points={[-s * 1.1, -s * 0.45, 0, -s * 1.05, s * 1.1, -s * 0.45]}
            fill={look.colour}
            stroke={ink}
            strokeWidth={size * 0.04}
          />
          {[-0.7, 0, 0.7].map((k) => (
            <Rect
              key={k}
              x={k * s - s * 0.16}
              y={-s * 0.4}
              width={s * 0.32}
              height={s * 1.2}
              fill={look.colour}
              stroke={ink}
              strokeWidth={size * 0.03}
            />
          ))}
          <Rect x={-s * 1.1} y={s * 0.8} width={s * 2.2} height={s * 0.25} fill={ink} />
        </Group>
      );
      break;
    case "coin":
      shape = (
        <Group>
          <Circle radius={s * 0.95} fill={look.colour} stroke={ink} strokeWidth={size * 0.05} />
          <Circle radius={s * 0.55} stroke={ink} strokeWidth={size * 0.04} />
          <Rect x={-s * 0.12} y={-s * 0.55} width={s * 0.24} height={s * 1.1} fill={ink} />
        </Group>
      );
      break;
    case "crown":
      shape = (
        <Line
          closed
          points={[-s, s * 0.6, -s, -s * 0.6, -s * 0.5, 0, 0, -s * 0.9, s * 0.5, 0, s, -s * 0.6, s, s * 0.6]}
          fill={look.colour}
          stroke={ink}
          strokeWidth={size * 0.05}
          lineJoin="round"
        />
      );
      break;
    default:
      shape = (
        <Star
          numPoints={5}
          innerRadius={s * 0.45}
          outerRadius={s * 1.05}
          fill={look.colour}
          stroke={ink}
          strokeWidth={size * 0.04}
        />
      );
  }
  return (
    <Group x={x} y={y} listening={false}>
      <Circle radius={r} fill="#fffaf0" stroke={ink} strokeWidth={size * 0.07} />
      {shape}
    </Group>
  );
}

/** A flame path in a 24 × 24 box, its base at the bottom centre. */
const FLAME =
  "M12 1 C14 6 20 9 20 15.5 A8 8 0 0 1 4 15.5 C4 11.5 7 9.5 8.5 6.5 C9.5 9 10.5 10 11.5 10.5 C11.5 7 11 4 12 1 Z";
const FLAME_CORE = "M12 9 C13 12 16 13.5 16 16.5 A4 4 0 0 1 8 16.5 C8 14 10 12.5 12 9 Z";

/** A flame standing on (x, y + size/2). `glow` adds a halo (a burning tile). */
export function Flame({ x, y, size, glow = false }: GlyphProps & { glow?: boolean }) {
  const k = size / 24;
  return (
    <Group x={x - 12 * k} y={y - 12 * k} listening={false}>
      <Path
        data={FLAME}
        scaleX={k}
        scaleY={k}
        fill={TONES.fire}
        stroke={TONES.ember}
        strokeWidth={1.2}
        shadowColor={glow ? TONES.fireLight : undefined}
        shadowBlur={glow ? 10 : 0}
        shadowOpacity={glow ? 0.9 : 0}
      />
      <Path data={FLAME_CORE} scaleX={k} scaleY={k} fill={TONES.fireCore} />
    </Group>
  );
}

/** The brigade token (§1): a fire warden's helmet in the seat's colour. */
export function BrigadeToken({
  x,
  y,
  size,
  ink,
  label,
  mark,
}: GlyphProps & { ink: SeatInk; label?: string; mark?: string }) {
  const r = size / 2;
  return (
    <Group x={x} y={y} listening={false}>
      <Circle radius={r * 1.02} fill="rgba(0,0,0,.25)" x={r * 0.08} y={r * 0.12} />
      {/* brim */}
      <Line
        closed
        points={[-r, r * 0.35, r, r * 0.35, r * 0.85, r * 0.62, -r * 0.85, r * 0.62]}
        fill={ink.fill}
        stroke={ink.stroke}
        strokeWidth={size * 0.06}
        lineJoin="round"
      />
      {/* dome */}
      <Path
        data={`M${-r * 0.72} ${r * 0.38} C${-r * 0.72} ${-r * 0.95} ${r * 0.72} ${-r * 0.95} ${r * 0.72} ${r * 0.38} Z`}
        fill={ink.fill}
        stroke={ink.stroke}
        strokeWidth={size * 0.06}
      />
      {/* comb and badge */}
      <Line points={[0, -r * 0.6, 0, r * 0.3]} stroke={ink.stroke} strokeWidth={size * 0.06} />
      <Circle y={-r * 0.05} radius={r * 0.22} fill="#e0b43a" stroke={ink.stroke} strokeWidth={size * 0.04} />
      {mark ? <ColourMark x={0} y={-r * 0.3} size={size * 0.5} ink={ink} text={mark} /> : null}
      {label ? (
        <Text
          text={label}
          x={-r}
          y={r * 0.66}
          width={r * 2}
          align="center"
          fontSize={size * 0.34}
          fontStyle="bold"
          fill={TONES.ink}
          fontFamily={SERIF}
        />
      ) : null}
    </Group>
  );
}

/** The cistern token (§8.2): a water wagon in the seat's colour. */
export function CisternToken({ x, y, size, ink, mark }: GlyphProps & { ink: SeatInk; mark?: string }) {
  const w = size;
  const h = size * 0.62;
  return (
    <Group x={x} y={y} listening={false}>
      <Rect
        x={-w / 2 + w * 0.06}
        y={-h / 2 + h * 0.12}
        width={w}
        height={h}
        cornerRadius={h * 0.45}
        fill="rgba(0,0,0,.25)"
      />
      <Rect
        x={-w / 2}
        y={-h / 2}
        width={w}
        height={h}
        cornerRadius={h * 0.45}
        fill={ink.fill}
        stroke={ink.stroke}
        strokeWidth={size * 0.06}
      />
      <Line points={[-w * 0.2, -h / 2, -w * 0.2, h / 2]} stroke={ink.stroke} strokeWidth={size * 0.04} />
      <Line points={[w * 0.2, -h / 2, w * 0.2, h / 2]} stroke={ink.stroke} strokeWidth={size * 0.04} />
      <Circle x={-w * 0.3} y={h * 0.55} radius={h * 0.22} fill="#5b4630" stroke="#2a1d10" strokeWidth={1} />
      <Circle x={w * 0.3} y={h * 0.55} radius={h * 0.22} fill="#5b4630" stroke="#2a1d10" strokeWidth={1} />
      <WaterDrop x={0} y={-h * 0.02} size={h * 0.62} />
      {mark ? <ColourMark x={0} y={-h * 0.1} size={h * 0.8} ink={ink} text={mark} /> : null}
    </Group>
  );
}

/** A water drop. */
export function WaterDrop({ x, y, size, fill = TONES.water }: GlyphProps & { fill?: string }) {
  const k = size / 24;
  return (
    <Path
      x={x - 12 * k}
      y={y - 12 * k}
      scaleX={k}
      scaleY={k}
      data="M12 2 C15 8 19 11.5 19 15.5 A7 7 0 0 1 5 15.5 C5 11.5 9 8 12 2 Z"
      fill={fill}
      stroke="#ffffff"
      strokeWidth={1.5}
      listening={false}
    />
  );
}

/** A stack of one seat's renown tokens (§12): a laurel disc with the count. */
export function RenownToken({
  x,
  y,
  size,
  ink,
  count,
  need,
}: GlyphProps & { ink: SeatInk; count: number; need?: number }) {
  const r = size / 2;
  return (
    <Group x={x} y={y} listening={false}>
      {count > 1 ? (
        <Circle x={r * 0.18} y={r * 0.22} radius={r} fill={ink.fill} stroke={ink.stroke} strokeWidth={1} />
      ) : null}
      <Circle radius={r} fill={ink.fill} stroke={ink.stroke} strokeWidth={size * 0.08} />
      <Circle radius={r * 0.72} stroke={ink.text} strokeWidth={size * 0.05} opacity={0.55} dash={[2, 2]} />
      <Text
        text={String(count)}
        x={-r}
        y={-r * 0.62}
        width={r * 2}
        align="center"
        fontSize={size * 0.68}
        fontStyle="bold"
        fill={ink.text}
        fontFamily={SERIF}
      />
      {need !== undefined && need > 0 ? (
        <Text
          text={`/${need}`}
          x={r * 0.9}
          y={-r * 0.1}
          fontSize={size * 0.48}
          fill={TONES.ink}
          fontFamily={SERIF}
        />
      ) : null}
    </Group>
  );
}

/** A loyalty marker (§12.3): a pennant in the seat's colour. */
export function LoyaltyMarker({ x, y, size, ink }: GlyphProps & { ink: SeatInk }) {
  const h = size;
  const w = size * 0.8;
  return (
    <Group x={x} y={y} listening={false}>
      <Line points={[-w * 0.45, -h * 0.55, -w * 0.45, h * 0.55]} stroke="#4a3520" strokeWidth={size * 0.09} />
      <Line
        closed
        points={[-w * 0.45, -h * 0.5, w * 0.55, -h * 0.25, -w * 0.45, h * 0.05]}
        fill={ink.fill}
        stroke={ink.stroke}
        strokeWidth={size * 0.06}
        lineJoin="round"
      />
      <Star
        x={-w * 0.12}
        y={-h * 0.24}
        numPoints={5}
        innerRadius={size * 0.06}
        outerRadius={size * 0.14}
        fill={ink.text}
      />
    </Group>
  );
}

/** §4.4: a tile holding a cistern or a brigade is shielded from event increases. */
export function Shield({ x, y, size }: GlyphProps) {
  const s = size / 2;
  return (
    <Path
      x={x}
      y={y}
      data={`M0 ${-s} L${s * 0.85} ${-s * 0.6} C${s * 0.85} ${s * 0.2} ${s * 0.45} ${s * 0.7} 0 ${s} C${-s * 0.45} ${s * 0.7} ${-s * 0.85} ${s * 0.2} ${-s * 0.85} ${-s * 0.6} Z`}
      fill={TONES.shield}
      stroke="#ffffff"
      strokeWidth={size * 0.08}
      opacity={0.92}
      listening={false}
    />
  );
}

/** A falling fireball (§5.2), its tail pointing up. */
export function Fireball({ x, y, size, opacity = 1 }: GlyphProps & { opacity?: number }) {
  const r = size / 2;
  return (
    <Group x={x} y={y} opacity={opacity} listening={false}>
      <Line
        closed
        points={[-r * 0.7, -r * 0.2, 0, -r * 3.2, r * 0.7, -r * 0.2]}
        fill={TONES.fireLight}
        opacity={0.65}
      />
      <Circle radius={r} fill={TONES.fire} stroke={TONES.ember} strokeWidth={size * 0.06} />
      <Circle radius={r * 0.5} x={-r * 0.15} y={r * 0.1} fill={TONES.fireCore} />
    </Group>
  );
}

/** An impact: a burst where a fireball landed. */
export function Burst({ x, y, size, fill = TONES.fireLight }: GlyphProps & { fill?: string }) {
  return (
    <RegularPolygon
      x={x}
      y={y}
      sides={10}
      radius={size / 2}
      fill={fill}
      opacity={0.75}
      stroke={TONES.fire}
      strokeWidth={size * 0.05}
      listening={false}
    />
  );
}

/**
 * Colour-blind help (the viewer's "letters on colours"): the initial of a seat's colour (White,
 * Black, Pink, Orange) on its pieces, in the colour's own text ink so it reads on the piece.
 */
export function ColourMark({
  x,
  y,
  size,
  ink,
  text,
}: {
  x: number;
  y: number;
  size: number;
  ink: SeatInk;
  text: string;
}) {
  return (
    <Text
      name="colour-mark"
      text={text}
      x={x - size / 2}
      y={y - size / 2}
      width={size}
      height={size}
      align="center"
      verticalAlign="middle"
      fontSize={size * 0.9}
      fontStyle="bold"
      fill={ink.text}
      stroke={ink.stroke}
      strokeWidth={size * 0.04}
      fontFamily="sans-serif"
      listening={false}
    />
  );
}
