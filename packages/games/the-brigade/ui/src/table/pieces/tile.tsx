/**
 * One cell of the city as a printed tile (§4.1): a card with its affiliation's banner and emblem,
 * its value on a gold coin, its name, and the flame track (the numbered spaces and the black
 * destroyed space) — or a barracks tile (§3.1) in its owner's colour, or a missing corner (R3).
 * `TileCard` is the printed card (drawn under the highlights); `TilePieces` is what stands on it:
 * the fire marker and flames, a destroyed tile's ruin (§4.3), the protection shield (§4.4), the
 * brigades and cisterns, renown tokens and the loyalty marker (§12).
 */
import { type TFunction, tFor } from "@pudding/i18n";
import type { CellView } from "@pudding/the-brigade";
import { Circle, Group, Line, Rect, Text } from "react-konva";
import { BRIGADE_NS } from "../../messages.js";
import { affiliationLook, type SeatInk, TONES } from "../colours.js";
import { CELL, DIR_WORDS } from "../grid.js";
import { BrigadeToken, CisternToken, Emblem, Flame, LoyaltyMarker, RenownToken, Shield } from "./glyphs.js";

/** English, for tiles drawn without a language (stories, tests). */
const EN: TFunction = tFor("en", BRIGADE_NS);

const SERIF = "Georgia, 'Times New Roman', serif";
const M = 3;
const BANNER = 20;

/** Props of the tile drawings. */
export interface TileProps {
  /** Colour-blind help: a letter of the owner's colour on brigades and cisterns (W, B, P, O). */
  marks?: boolean;
  cell: CellView;
  /** The seats' inks, by seat. */
  inks: readonly SeatInk[];
  /** Seat names (barracks labels). */
  names?: readonly string[];
  /** Cell side in map units (default 100). */
  size?: number;
  /** The table's words in the reader's language (English when absent): drawn inside the canvas, where hooks do not reach. */
  t?: TFunction;
}

/** A short name for the card (University tiles lose their "(north-west)" to a corner mark). */
function cardName(name: string): { title: string; sub: string | null } {
  const m = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(name);
  return m ? { title: m[1] as string, sub: m[2] as string } : { title: name, sub: null };
}

/** A name's parenthesised part in the reader's words when it is a compass direction ("north-west"). */
function subIn(sub: string, t: TFunction): string {
  const dir = Object.entries(DIR_WORDS).find(([, w]) => w === sub)?.[0];
  return dir ? t(`dir.${dir}`) : sub;
}

/** The flame track's boxes: L numbered spaces and the destroyed space (§4.1). */
export function trackBoxes(flame: number, size = CELL): { x: number; w: number }[] {
  const inner = size - 2 * M - 10;
  const w = Math.min(13, inner / (flame + 1));
  const start = (size - w * (flame + 1)) / 2;
  return Array.from({ length: flame + 1 }, (_, i) => ({ x: start + i * w, w }));
}

function FlameTrack({ cell, size }: { cell: CellView; size: number }) {
  const flame = cell.tile?.flame ?? 0;
  const y = size - M - 16;
  return (
    <Group listening={false}>
      {trackBoxes(flame, size).map((b, i) => {
        const n = i + 1;
        const last = i === flame;
        const lit = !last && cell.intensity >= n && !cell.destroyed;
        return (
          <Group key={n}>
            <Rect
              x={b.x}
              y={y}
              width={b.w - 1}
              height={12}
              cornerRadius={2}
              fill={
                last ? "#1c1916" : lit ? (n === cell.intensity ? TONES.fire : TONES.fireLight) : "#fff6e0"
              }
              stroke={last ? "#000" : "#a0582a"}
              strokeWidth={0.8}
            />
            <Text
              x={b.x}
              y={y + 2}
              width={b.w - 1}
              align="center"
              text={last ? "✕" : String(n)}
              fontSize={8}
              fontStyle="bold"
              fill={last ? "#e8e0d4" : lit ? "#fff" : "#8a5a30"}
              fontFamily={SERIF}
            />
          </Group>
        );
      })}
    </Group>
  );
}

/** A barracks tile (§3.1): a fire house with its owner's roof. */
function BarracksCard({
  cell,
  inks,
  names,
  size,
  t = EN,
}: Required<Omit<TileProps, "names" | "marks" | "t">> & TileProps) {
  const ink = inks[cell.barracksOf] ?? inks[0];
  const s = size;
  return (
    <Group listening={false}>
      <Rect
        x={M}
        y={M}
        width={s - 2 * M}
        height={s - 2 * M}
        cornerRadius={7}
        fill="#8f3b26"
        stroke="#4a1a0e"
        strokeWidth={1.5}
      />
      {/* bricks */}
      {[0.42, 0.56, 0.7].map((k) => (
        <Line
          key={k}
          points={[M + 4, s * k, s - M - 4, s * k]}
          stroke="#6d2716"
          strokeWidth={1}
          opacity={0.7}
        />
      ))}
      <Line
        closed
        points={[M + 6, s * 0.34, s / 2, M + 6, s - M - 6, s * 0.34]}
        fill={ink?.fill ?? "#ccc"}
        stroke={ink?.stroke ?? "#333"}
        strokeWidth={1.5}
        lineJoin="round"
      />
      <Rect
        x={s / 2 - 10}
        y={s * 0.5}
        width={20}
        height={s * 0.26}
        cornerRadius={[10, 10, 0, 0]}
        fill="#2a1a12"
      />
      <Text
        x={M}
        y={s * 0.2}
        width={s - 2 * M}
        align="center"
        text={t("tile.barracks")}
        fontSize={9}
        fontStyle="bold"
        fill={ink?.text ?? "#fff"}
        fontFamily={SERIF}
      />
      <Text
        x={M + 2}
        y={s - M - 15}
        width={s - 2 * M - 4}
        align="center"
        text={names?.[cell.barracksOf] ?? ""}
        fontSize={10}
        fontStyle="bold"
        fill="#fbe9d0"
        ellipsis
        wrap="none"
        fontFamily={SERIF}
      />
    </Group>
  );
}

/** The printed card of a cell, drawn at the cell's top-left corner. */
export function TileCard({ cell, inks, names, size = CELL, t: words = EN }: TileProps) {
  const s = size;
  const x = cell.col * s;
  const y = cell.row * s;
  if (cell.kind === "missing")
    return (
      <Group x={x} y={y} listening={false}>
        <Rect x={M} y={M} width={s - 2 * M} height={s - 2 * M} cornerRadius={7} fill="#5f564c" />
        {[0.25, 0.5, 0.75].map((k) => (
          <Line key={k} points={[M, s * k, s * k, M]} stroke="#4a423a" strokeWidth={3} lineCap="round" />
        ))}
        <Text
          x={0}
          y={s / 2 - 6}
          width={s}
          align="center"
          text={words("tile.noBarracks")}
          fontSize={9}
          fill="#cfc5b8"
          fontFamily={SERIF}
        />
      </Group>
    );
  if (cell.kind === "barracks")
    return (
      <Group x={x} y={y}>
        <BarracksCard cell={cell} inks={inks} names={names} size={s} t={words} />
      </Group>
    );
  const t = cell.tile;
  if (!t) return null;
  const look = affiliationLook(t.affiliation);
  const banner = words(`tile.banner.${t.affiliation}`, { defaultValue: look.name.toUpperCase() });
  const burnt = cell.flipped;
  const { title, sub } = cardName(t.name);
  return (
    <Group x={x} y={y} listening={false}>
      <Rect
        x={M + 1.5}
        y={M + 2}
        width={s - 2 * M}
        height={s - 2 * M}
        cornerRadius={7}
        fill="rgba(0,0,0,.22)"
      />
      <Rect
        x={M}
        y={M}
        width={s - 2 * M}
        height={s - 2 * M}
        cornerRadius={7}
        fill={burnt ? TONES.ash : look.light}
        stroke={burnt ? "#17130f" : look.dark}
        strokeWidth={1.5}
      />
      <Rect
        x={M}
        y={M}
        width={s - 2 * M}
        height={BANNER}
        cornerRadius={[7, 7, 0, 0]}
        fill={burnt ? "#2a2521" : look.colour}
      />
      <Emblem x={M + 11} y={M + 10} size={17} look={look} />
      <Text
        x={M + 21}
        y={M + 6.5}
        width={s - 2 * M - 42}
        text={banner}
        fontSize={banner.length > 8 ? 7 : 8.5}
        fontStyle="bold"
        fill={burnt ? "#8d847a" : "#ffffff"}
        letterSpacing={0.2}
        wrap="none"
        ellipsis
        fontFamily={SERIF}
      />
      <Circle
        x={s - M - 12}
        y={M + 10}
        radius={9}
        fill={burnt ? "#6d655d" : "#f2cf5b"}
        stroke={burnt ? "#3a342f" : "#7a520a"}
        strokeWidth={1.2}
      />
      <Text
        x={s - M - 21}
        y={M + 4}
        width={18}
        align="center"
        text={String(t.value)}
        fontSize={12}
        fontStyle="bold"
        fill={burnt ? "#2a2521" : "#4a2f00"}
        fontFamily={SERIF}
      />
      <Text
        x={M + 4}
        y={M + BANNER + 3}
        width={s - 2 * M - 8}
        height={sub ? 22 : 27}
        align="center"
        verticalAlign="middle"
        text={title}
        fontSize={title.length > 20 ? 9.5 : 10.5}
        fontStyle="bold"
        fill={burnt ? "#b7aea4" : TONES.ink}
        wrap="word"
        ellipsis
        lineHeight={1.05}
        fontFamily={SERIF}
      />
      {sub ? (
        <Text
          x={M + 4}
          y={M + BANNER + 25}
          width={s - 2 * M - 8}
          align="center"
          text={subIn(sub, words)}
          fontSize={8}
          fontStyle="italic"
          fill={burnt ? "#8d847a" : TONES.muted}
          fontFamily={SERIF}
        />
      ) : null}
      {burnt ? (
        <Group>
          <Line
            points={[M + 8, s * 0.55, s * 0.4, s * 0.7, s * 0.55, s * 0.6]}
            stroke="#17130f"
            strokeWidth={2}
          />
          <Line
            points={[s * 0.6, s * 0.5, s * 0.75, s * 0.66, s - M - 8, s * 0.58]}
            stroke="#17130f"
            strokeWidth={2}
          />
          <Text
            x={0}
            y={s * 0.6}
            width={s}
            align="center"
            text={words("tile.burnt")}
            fontSize={11}
            fontStyle="bold"
            letterSpacing={2}
            fill="#8d847a"
            fontFamily={SERIF}
          />
        </Group>
      ) : (
        <FlameTrack cell={cell} size={s} />
      )}
    </Group>
  );
}

/** Positions of the pieces that stand on a tile: tokens along the lower half. */
function piecesRow(s: number) {
  const y = s * 0.63;
  return { y, left: M + 9, right: s - M - 12 };
}

/** What stands on a cell: fire, ruin, shield, brigades, cisterns, renown, loyalty. */
export function TilePieces({ cell, inks, size = CELL, marks = false, t: words = EN }: TileProps) {
  const s = size;
  const x = cell.col * s;
  const y = cell.row * s;
  if (cell.kind === "missing") return null;
  const row = piecesRow(s);
  const boxes = cell.tile ? trackBoxes(cell.tile.flame, s) : [];
  const marker = cell.burning && cell.intensity > 0 ? boxes[cell.intensity - 1] : undefined;
  const pieces: { kind: "brigade" | "cistern"; seat: number }[] = [
    ...cell.brigades.map((seat) => ({ kind: "brigade" as const, seat })),
    ...cell.cisterns.map((seat) => ({ kind: "cistern" as const, seat })),
  ];
  const renown = cell.renown.flatMap((n, seat) => (n > 0 ? [{ seat, n }] : []));
  const loyalInk = cell.loyal >= 0 ? inks[cell.loyal] : undefined;
  return (
    <Group x={x} y={y} listening={false}>
      {cell.burning ? (
        <Rect
          x={M}
          y={M}
          width={s - 2 * M}
          height={s - 2 * M}
          cornerRadius={7}
          stroke={TONES.fire}
          strokeWidth={1.5 + cell.intensity * 0.8}
          fill={`rgba(232,86,28,${Math.min(0.32, 0.06 * cell.intensity)})`}
          shadowColor={TONES.fireLight}
          shadowBlur={6 + cell.intensity * 3}
          shadowOpacity={0.9}
        />
      ) : null}
      {cell.burning
        ? Array.from({ length: Math.min(cell.intensity, 5) }, (_, i) => (
            <Flame
              // biome-ignore lint/suspicious/noArrayIndexKey: flames are interchangeable
              key={i}
              x={s * 0.47 + (i - (Math.min(cell.intensity, 5) - 1) / 2) * 9}
              y={s * 0.66}
              size={12 + (i % 2) * 3}
            />
          ))
        : null}
      {marker ? <Flame x={marker.x + marker.w / 2 - 0.5} y={s - M - 16} size={17} glow /> : null}
      {cell.destroyed && !cell.flipped ? (
        <Group>
          <Rect x={M} y={M} width={s - 2 * M} height={s - 2 * M} cornerRadius={7} fill="rgba(20,14,10,.62)" />
          <Flame x={s / 2} y={s * 0.42} size={34} glow />
          <Text
            x={0}
            y={s * 0.66}
            width={s}
            align="center"
            text={words("tile.destroyed")}
            fontSize={10}
            fontStyle="bold"
            fill="#ffd9a8"
            fontFamily={SERIF}
          />
        </Group>
      ) : null}
      {cell.protected && !cell.destroyed ? <Shield x={s - M - 9} y={M + BANNER + 8} size={12} /> : null}
      {loyalInk ? <LoyaltyMarker x={M + 10} y={M + BANNER + 9} size={16} ink={loyalInk} /> : null}
      {renown.map((r, i) => {
        const ink = inks[r.seat];
        return ink ? (
          <RenownToken key={r.seat} x={row.left + i * 13} y={row.y + 6} size={12} ink={ink} count={r.n} />
        ) : null;
      })}
      {pieces.map((p, i) => {
        const ink = inks[p.seat];
        if (!ink) return null;
        const px = row.right - (pieces.length - 1 - i) * 20;
        return p.kind === "brigade" ? (
          <BrigadeToken
            key={`b${p.seat}`}
            x={px}
            y={row.y + 2}
            size={22}
            ink={ink}
            {...(marks ? { mark: ink.name.slice(0, 1) } : {})}
          />
        ) : (
          <CisternToken
            key={`c${p.seat}`}
            x={px}
            y={row.y + 6}
            size={20}
            ink={ink}
            {...(marks ? { mark: ink.name.slice(0, 1) } : {})}
          />
        );
      })}
    </Group>
  );
}
