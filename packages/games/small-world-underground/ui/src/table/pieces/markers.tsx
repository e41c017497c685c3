/**
 * Konva glyphs of Places and Relics (§16–§18: face down until found, then face up with their
 * symbol), the standing figures (Great Ancient, Balrog, Queen, Ghost, Bag) and the Volcano on its
 * chasm.
 */
import { Circle, Group, Line, Rect, RegularPolygon } from "react-konva";
import { Glyph } from "./Glyph.js";

/** A symbol per Place and Relic (drawn with DejaVu's symbols, present on every Debian desktop). */
export const MARKER_SYMBOLS: Readonly<Record<string, string>> = {
  altarOfSouls: "☥",
  diamondFields: "◆",
  cryptOfTheTombRaider: "⚱",
  fountainOfYouth: "♒",
  keepOnTheMotherland: "♜",
  greatBrassPipe: "⚙",
  stonehedge: "∏",
  mineOfTheLostDwarf: "⚒",
  wickedestPentacle: "✪",
  froggysRing: "◎",
  swordOfTheKillerRabbit: "⚔",
  flyingDoormat: "▤",
  stinkyTrollsSocks: "♨",
  shinyOrb: "◉",
  scepterOfAvarice: "⚚",
};

/** Props of {@link MarkerTile}. */
export interface MarkerTileProps {
  x: number;
  y: number;
  s: number;
  /** The marker, or null for a face-down one (under the Monsters, §3.5). */
  marker: string | null;
  kind?: "place" | "relic";
}

/** A Place (a hexagon of stone) or a Relic (a gilt diamond), or a face-down tile marked "?". */
export function MarkerTile({ x, y, s, marker, kind = "place" }: MarkerTileProps) {
  if (!marker)
    return (
      <Group x={x} y={y} listening={false}>
        <Rect
          x={-s / 2}
          y={-s / 2}
          width={s}
          height={s}
          cornerRadius={s * 0.18}
          fill="#3a2d52"
          stroke="#c9a84a"
          strokeWidth={s * 0.07}
          shadowColor="#000"
          shadowBlur={s * 0.25}
          shadowOpacity={0.5}
        />
        <Glyph x={0} y={0} s={s} text="?" fill="#e8cf7a" size={0.7} />
      </Group>
    );
  const relic = kind === "relic";
  return (
    <Group x={x} y={y} listening={false}>
      {relic ? (
        <Rect
          width={s * 0.78}
          height={s * 0.78}
          offsetX={s * 0.39}
          offsetY={s * 0.39}
          rotation={45}
          cornerRadius={s * 0.1}
          fill="#f3d77a"
          stroke="#7a5a12"
          strokeWidth={s * 0.07}
          shadowColor="#ffd75e"
          shadowBlur={s * 0.4}
          shadowOpacity={0.7}
        />
      ) : (
        <RegularPolygon
          sides={6}
          radius={s * 0.58}
          fill="#efe3c4"
          stroke="#5b4a2c"
          strokeWidth={s * 0.07}
          shadowColor="#000"
          shadowBlur={s * 0.25}
          shadowOpacity={0.5}
        />
      )}
      <Glyph
        x={0}
        y={0}
        s={s}
        text={MARKER_SYMBOLS[marker] ?? "✦"}
        fill={relic ? "#5a3d00" : "#3b2a12"}
        size={0.62}
        serif={false}
      />
    </Group>
  );
}

/** The look of each standing figure: body colour, rim and symbol. */
export const FIGURE_LOOK: Readonly<
  Record<string, { fill: string; rim: string; ink: string; symbol: string }>
> = {
  greatAncient: { fill: "#4f7a5e", rim: "#1d3324", ink: "#d9ffe6", symbol: "Ψ" },
  balrog: { fill: "#b3200e", rim: "#3d0800", ink: "#ffd28a", symbol: "♆" },
  queen: { fill: "#1c1c24", rim: "#000", ink: "#f2d16b", symbol: "♛" },
  ghost: { fill: "#e8eef5", rim: "#7f8fa6", ink: "#2c3a52", symbol: "☽" },
  bag: { fill: "#8a6a3a", rim: "#3f2c10", ink: "#fff0cc", symbol: "✚" },
};

/** A standing figure (a pawn-like silhouette) with its symbol: §13.5 immune figures and the Bag. */
export function Figure({ x, y, s, kind }: { x: number; y: number; s: number; kind: string }) {
  const look = FIGURE_LOOK[kind] ?? { fill: "#999", rim: "#333", ink: "#000", symbol: "?" };
  return (
    <Group x={x} y={y} listening={false}>
      <Line
        points={[
          -s * 0.42,
          s * 0.5,
          -s * 0.3,
          s * 0.02,
          -s * 0.16,
          -s * 0.12,
          s * 0.16,
          -s * 0.12,
          s * 0.3,
          s * 0.02,
          s * 0.42,
          s * 0.5,
        ]}
        closed
        tension={0.2}
        fill={look.fill}
        stroke={look.rim}
        strokeWidth={s * 0.07}
        shadowColor={kind === "balrog" ? "#ff5a1f" : "#000"}
        shadowBlur={s * 0.35}
        shadowOpacity={0.8}
      />
      <Circle y={-s * 0.3} radius={s * 0.24} fill={look.fill} stroke={look.rim} strokeWidth={s * 0.07} />
      {kind === "balrog" ? (
        <>
          <Line
            points={[-s * 0.18, -s * 0.44, -s * 0.3, -s * 0.66, -s * 0.08, -s * 0.5]}
            closed
            fill={look.rim}
          />
          <Line
            points={[s * 0.18, -s * 0.44, s * 0.3, -s * 0.66, s * 0.08, -s * 0.5]}
            closed
            fill={look.rim}
          />
        </>
      ) : null}
      <Glyph x={0} y={s * 0.2} s={s * 0.7} text={look.symbol} fill={look.ink} size={0.62} serif={false} />
    </Group>
  );
}

/** The Volcano (§14.3) on its chasm: a smoking red cone. */
export function VolcanoIcon({ x, y, s }: { x: number; y: number; s: number }) {
  return (
    <Group x={x} y={y} listening={false}>
      <Circle y={-s * 0.55} x={-s * 0.05} radius={s * 0.16} fill="rgba(200,200,200,.55)" />
      <Circle y={-s * 0.75} x={s * 0.08} radius={s * 0.12} fill="rgba(200,200,200,.4)" />
      <Line
        points={[-s * 0.55, s * 0.4, -s * 0.15, -s * 0.32, s * 0.15, -s * 0.32, s * 0.55, s * 0.4]}
        closed
        fill="#5a1d10"
        stroke="#220800"
        strokeWidth={s * 0.05}
        shadowColor="#ff4d00"
        shadowBlur={s * 0.5}
        shadowOpacity={0.9}
      />
      <Line
        points={[-s * 0.15, -s * 0.32, -s * 0.05, -s * 0.05, -s * 0.18, s * 0.15, 0, s * 0.38]}
        stroke="#ff8a1f"
        strokeWidth={s * 0.08}
        lineCap="round"
      />
      <Line
        points={[-s * 0.15, -s * 0.32, s * 0.15, -s * 0.32]}
        stroke="#ffb347"
        strokeWidth={s * 0.1}
        lineCap="round"
      />
    </Group>
  );
}

/** The printed Volcano symbol of a chasm (§7.6): a small red triangle outline where the Volcano may go. */
export function VolcanoSymbol({ x, y, s }: { x: number; y: number; s: number }) {
  return (
    <Group x={x} y={y} listening={false} opacity={0.9}>
      <Line
        points={[-s * 0.45, s * 0.35, 0, -s * 0.4, s * 0.45, s * 0.35]}
        closed
        stroke="#ff6a2e"
        strokeWidth={s * 0.08}
        dash={[s * 0.12, s * 0.08]}
      />
      <Glyph x={0} y={s * 0.08} s={s * 0.5} text="V" fill="#ff8a4e" size={0.8} />
    </Group>
  );
}

/** The chasm's no-entry sign (§7.6). */
export function NoEntry({ x, y, s }: { x: number; y: number; s: number }) {
  return (
    <Group x={x} y={y} listening={false} opacity={0.75}>
      <Circle radius={s * 0.42} fill="#7a1010" stroke="#2a0000" strokeWidth={s * 0.05} />
      <Rect x={-s * 0.28} y={-s * 0.07} width={s * 0.56} height={s * 0.14} fill="#f4e9e9" />
    </Group>
  );
}
