/**
 * Konva glyphs of the things on a region: a stack of race tokens with its count (the active side in
 * the race's colour with the owner's rim, the declined side two-tone grey, §1), the Monster tokens,
 * the Black Mountain marker, Mushroom Armors and the count badge they share.
 */
import { Circle, Group, Line, Rect, RegularPolygon } from "react-konva";
import { DECLINED, raceLook } from "../palette.js";
import { Glyph } from "./Glyph.js";

/** A round count badge (white with ink), top-right of a piece. */
export function CountBadge({ x, y, r, n }: { x: number; y: number; r: number; n: number }) {
  return (
    <Group x={x} y={y} listening={false}>
      <Circle radius={r} fill="#fffaf0" stroke="#201810" strokeWidth={r * 0.18} />
      <Glyph x={0} y={0} s={r * 2} text={String(n)} fill="#201810" size={n > 9 ? 0.72 : 0.9} serif={false} />
    </Group>
  );
}

/** Props of {@link TokenStack}. */
export interface TokenStackProps {
  x: number;
  y: number;
  /** Radius of one token. */
  r: number;
  race: string;
  count: number;
  declined: boolean;
  /** The owner's colour (the rim). */
  seatColour: string;
  /** Colour-blind help: the owner's seat number on a badge in their colour, top-left. */
  seatMark?: string;
}

/** A stack of race tokens: a few discs offset upwards, the top one marked, and the count. */
export function TokenStack({ x, y, r, race, count, declined, seatColour, seatMark }: TokenStackProps) {
  const look = raceLook(race);
  const layers = Math.min(3, Math.max(1, count));
  const fill = declined ? DECLINED.fill : look.colour;
  const ink = declined ? DECLINED.ink : look.ink;
  const discs = [];
  for (let i = 0; i < layers; i++) {
    const dy = -(layers - 1 - i) * r * 0.0 - i * r * 0.22;
    const top = i === layers - 1;
    discs.push(
      <Group key={i} y={dy}>
        <Circle radius={r} y={r * 0.12} fill="rgba(0,0,0,.45)" />
        <Circle
          radius={r}
          fill={fill}
          stroke={seatColour}
          strokeWidth={r * (declined ? 0.14 : 0.2)}
          dash={declined ? [r * 0.35, r * 0.22] : undefined}
        />
        {top ? (
          <>
            <Circle
              radius={r * 0.72}
              stroke={declined ? look.colour : "rgba(255,255,255,.55)"}
              strokeWidth={r * 0.09}
            />
            <Glyph
              x={0}
              y={0}
              s={r * 1.6}
              text={look.mark}
              fill={ink}
              size={look.mark.length > 1 ? 0.44 : 0.55}
            />
            {declined ? (
              <Line
                points={[-r * 0.62, r * 0.62, r * 0.62, -r * 0.62]}
                stroke={DECLINED.rim}
                strokeWidth={r * 0.1}
                opacity={0.7}
              />
            ) : null}
          </>
        ) : null}
      </Group>,
    );
  }
  const topY = -(layers - 1) * r * 0.22;
  return (
    <Group x={x} y={y} listening={false}>
      {discs}
      {count > 1 ? <CountBadge x={r * 0.85} y={topY - r * 0.75} r={r * 0.48} n={count} /> : null}
      {seatMark ? (
        <Group x={-r * 0.85} y={topY - r * 0.75} name="seat-mark">
          <Rect
            x={-r * 0.46}
            y={-r * 0.46}
            width={r * 0.92}
            height={r * 0.92}
            cornerRadius={r * 0.12}
            fill={seatColour}
            stroke="#fffaf0"
            strokeWidth={r * 0.12}
          />
          <Glyph x={0} y={0} s={r * 0.92} text={seatMark} fill="#fffaf0" size={0.9} serif={false} />
        </Group>
      ) : null}
    </Group>
  );
}

/** Monster tokens (§3.4): a dark green octagon with glowing eyes and fangs, and how many. */
export function MonsterToken({ x, y, r, count }: { x: number; y: number; r: number; count: number }) {
  return (
    <Group x={x} y={y} listening={false}>
      <RegularPolygon sides={8} radius={r} y={r * 0.12} fill="rgba(0,0,0,.45)" rotation={22.5} />
      <RegularPolygon
        sides={8}
        radius={r}
        fill="#3c5a34"
        stroke="#16240f"
        strokeWidth={r * 0.12}
        rotation={22.5}
      />
      <Circle x={-r * 0.35} y={-r * 0.18} radius={r * 0.18} fill="#ffe45c" />
      <Circle x={r * 0.35} y={-r * 0.18} radius={r * 0.18} fill="#ffe45c" />
      <Circle x={-r * 0.35} y={-r * 0.18} radius={r * 0.07} fill="#1a1a1a" />
      <Circle x={r * 0.35} y={-r * 0.18} radius={r * 0.07} fill="#1a1a1a" />
      <Line points={[-r * 0.45, r * 0.25, -r * 0.3, r * 0.55, -r * 0.15, r * 0.25]} closed fill="#f4f0e6" />
      <Line points={[r * 0.15, r * 0.25, r * 0.3, r * 0.55, r * 0.45, r * 0.25]} closed fill="#f4f0e6" />
      {count > 1 ? <CountBadge x={r * 0.85} y={-r * 0.75} r={r * 0.48} n={count} /> : null}
    </Group>
  );
}

/** The Black Mountain marker (§3.6): a dark peak with a lava vein. */
export function MountainMarker({ x, y, s }: { x: number; y: number; s: number }) {
  return (
    <Group x={x} y={y} listening={false}>
      <Line
        points={[
          -s * 0.55,
          s * 0.38,
          -s * 0.12,
          -s * 0.42,
          s * 0.08,
          -s * 0.12,
          s * 0.22,
          -s * 0.3,
          s * 0.58,
          s * 0.38,
        ]}
        closed
        fill="#231d27"
        stroke="#0c090e"
        strokeWidth={s * 0.06}
        shadowColor="#000"
        shadowBlur={s * 0.2}
        shadowOpacity={0.6}
      />
      <Line
        points={[-s * 0.12, -s * 0.42, -s * 0.02, -s * 0.05, -s * 0.16, s * 0.12, -s * 0.04, s * 0.36]}
        stroke="#ff7a2e"
        strokeWidth={s * 0.07}
        lineCap="round"
        lineJoin="round"
      />
      <Line
        points={[-s * 0.22, -s * 0.22, -s * 0.12, -s * 0.42, 0, -s * 0.25]}
        stroke="#8b7f93"
        strokeWidth={s * 0.05}
      />
    </Group>
  );
}

/** A Mushroom Armor (§15.2): a spotted red cap, and how many. */
export function ArmorIcon({ x, y, s, count }: { x: number; y: number; s: number; count: number }) {
  return (
    <Group x={x} y={y} listening={false}>
      <Rect x={-s * 0.12} y={0} width={s * 0.24} height={s * 0.38} fill="#efe2c8" cornerRadius={s * 0.05} />
      <Line
        points={[
          -s * 0.48,
          s * 0.05,
          -s * 0.4,
          -s * 0.25,
          0,
          -s * 0.42,
          s * 0.4,
          -s * 0.25,
          s * 0.48,
          s * 0.05,
        ]}
        closed
        tension={0.3}
        fill="#c8322b"
        stroke="#5c1410"
        strokeWidth={s * 0.05}
      />
      <Circle x={-s * 0.18} y={-s * 0.18} radius={s * 0.07} fill="#fff" />
      <Circle x={s * 0.16} y={-s * 0.24} radius={s * 0.06} fill="#fff" />
      <Circle x={s * 0.3} y={-s * 0.02} radius={s * 0.05} fill="#fff" />
      {count > 1 ? <CountBadge x={s * 0.45} y={-s * 0.45} r={s * 0.22} n={count} /> : null}
    </Group>
  );
}
