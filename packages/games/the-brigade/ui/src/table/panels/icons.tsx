/**
 * Small SVG icons for the DOM panels (cards, barracks boards, chips): buckets with or without
 * water (§9), affiliation emblems, flames, the helmet and the water wagon, a wind arrow and a
 * firestorm's pattern. Each is an inline `<svg>` sized in pixels with a title for screen readers.
 */
import { useT } from "@pudding/i18n";
import type { CSSProperties } from "react";
import { BRIGADE_NS } from "../../messages.js";
import { AFFILIATION_LOOK, type AffiliationLook, SEAT_INKS, type SeatInk, TONES } from "../colours.js";

/** A player colour in the reader's words (`white`), or the stand-in's name ("Seat 1") before one is chosen. */
function useInkWord(ink: SeatInk): string {
  const t = useT(BRIGADE_NS);
  const id = Object.entries(SEAT_INKS).find(([, v]) => v === ink)?.[0];
  return id ? t(`colour.${id}`) : ink.name;
}

/** A bucket icon (§9): water sits on it or not. */
export function Bucket({ full, size = 18, title }: { full: boolean; size?: number; title?: string }) {
  const t = useT(BRIGADE_NS);
  const words = title ?? (full ? t("water.full") : t("water.empty"));
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={words}>
      <title>{words}</title>
      <path
        d="M5 7 L19 7 L17 21 L7 21 Z"
        fill={full ? "#d8ecf7" : "#efe4c8"}
        stroke="#5b4630"
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
      <path d="M5 7 C5 2 19 2 19 7" fill="none" stroke="#5b4630" strokeWidth={1.4} />
      {full ? (
        <path
          d="M12 8.5 C14 12 16 13.5 16 16 A4 4 0 0 1 8 16 C8 13.5 10 12 12 8.5 Z"
          fill={TONES.water}
          stroke="#fff"
          strokeWidth={0.8}
        />
      ) : null}
    </svg>
  );
}

/** A row of buckets: `water` of `capacity` filled. */
export function Buckets({
  water,
  capacity,
  size = 18,
  label,
}: {
  water: number;
  capacity: number;
  size?: number;
  label?: string;
}) {
  const t = useT(BRIGADE_NS);
  const n = Math.max(0, capacity);
  return (
    <span
      role="img"
      aria-label={
        label ? t("water.labelled", { label, water, capacity }) : t("water.of", { water, capacity })
      }
      title={t("water.of", { water, capacity })}
      style={{ display: "inline-flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}
    >
      {Array.from({ length: n }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: buckets are interchangeable
        <span key={i} aria-hidden>
          <Bucket full={i < water} size={size} />
        </span>
      ))}
      {water > n ? <strong style={{ color: TONES.water }}>+{water - n}</strong> : null}
    </span>
  );
}

/** An affiliation emblem in a disc (§4.1). */
export function EmblemIcon({
  look,
  size = 20,
  style,
}: {
  look: AffiliationLook;
  size?: number;
  style?: CSSProperties;
}) {
  const t = useT(BRIGADE_NS);
  const id = Object.entries(AFFILIATION_LOOK).find(([, v]) => v === look)?.[0];
  const name = id ? t(`aff.${id}`, { defaultValue: look.name }) : look.name;
  const ink = look.dark;
  const shape = (() => {
    switch (look.emblem) {
      case "house":
        return (
          <path d="M6 17 L6 11 L12 6 L18 11 L18 17 Z" fill={look.colour} stroke={ink} strokeWidth={1.3} />
        );
      case "column":
        return (
          <g fill={look.colour} stroke={ink} strokeWidth={1}>
            <path d="M5 9 L12 5 L19 9 Z" />
            <rect x={6.5} y={9.5} width={2.4} height={7} />
            <rect x={10.8} y={9.5} width={2.4} height={7} />
            <rect x={15.1} y={9.5} width={2.4} height={7} />
            <rect x={5} y={17} width={14} height={1.8} fill={ink} />
          </g>
        );
      case "coin":
        return (
          <g>
            <circle cx={12} cy={12} r={6.5} fill={look.colour} stroke={ink} strokeWidth={1.3} />
            <circle cx={12} cy={12} r={3.8} fill="none" stroke={ink} strokeWidth={1} />
            <rect x={11.2} y={8.2} width={1.6} height={7.6} fill={ink} />
          </g>
        );
      case "crown":
        return (
          <path
            d="M5 16 L5 8 L8.5 12 L12 6 L15.5 12 L19 8 L19 16 Z"
            fill={look.colour}
            stroke={ink}
            strokeWidth={1.3}
            strokeLinejoin="round"
          />
        );
      default:
        return (
          <path
            d="M12 4.5 L14 10 L19.6 10 L15 13.4 L16.8 19 L12 15.6 L7.2 19 L9 13.4 L4.4 10 L10 10 Z"
            fill={look.colour}
            stroke={ink}
            strokeWidth={1}
          />
        );
    }
  })();
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={name} style={style}>
      <title>{name}</title>
      <circle cx={12} cy={12} r={11} fill="#fffaf0" stroke={ink} strokeWidth={1.5} />
      {shape}
    </svg>
  );
}

/** A flame. */
export function FlameIcon({ size = 18, title = "fire" }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={title}>
      <title>{title}</title>
      <path
        d="M12 1 C14 6 20 9 20 15.5 A8 8 0 0 1 4 15.5 C4 11.5 7 9.5 8.5 6.5 C9.5 9 10.5 10 11.5 10.5 C11.5 7 11 4 12 1 Z"
        fill={TONES.fire}
        stroke={TONES.ember}
        strokeWidth={1}
      />
      <path d="M12 9 C13 12 16 13.5 16 16.5 A4 4 0 0 1 8 16.5 C8 14 10 12.5 12 9 Z" fill={TONES.fireCore} />
    </svg>
  );
}

/** The brigade token: a helmet in the seat's colour. */
export function HelmetIcon({ ink, size = 20 }: { ink: SeatInk; size?: number }) {
  const words = useT(BRIGADE_NS)("icon.brigade", { colour: useInkWord(ink) });
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={words}>
      <title>{words}</title>
      <path
        d="M2 16 L22 16 L20.5 19 L3.5 19 Z"
        fill={ink.fill}
        stroke={ink.stroke}
        strokeWidth={1.3}
        strokeLinejoin="round"
      />
      <path d="M4.5 16 C4.5 4 19.5 4 19.5 16 Z" fill={ink.fill} stroke={ink.stroke} strokeWidth={1.3} />
      <circle cx={12} cy={11.5} r={2.2} fill="#e0b43a" stroke={ink.stroke} strokeWidth={0.8} />
    </svg>
  );
}

/** The cistern token: a water wagon in the seat's colour. */
export function WagonIcon({ ink, size = 20 }: { ink: SeatInk; size?: number }) {
  const words = useT(BRIGADE_NS)("icon.cistern", { colour: useInkWord(ink) });
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label={words}>
      <title>{words}</title>
      <rect
        x={2}
        y={6}
        width={20}
        height={11}
        rx={5.5}
        fill={ink.fill}
        stroke={ink.stroke}
        strokeWidth={1.3}
      />
      <circle cx={7} cy={19} r={2.6} fill="#5b4630" />
      <circle cx={17} cy={19} r={2.6} fill="#5b4630" />
      <path
        d="M12 7.5 C13.6 10 15 11.2 15 12.8 A3 3 0 0 1 9 12.8 C9 11.2 10.4 10 12 7.5 Z"
        fill={TONES.water}
        stroke="#fff"
        strokeWidth={0.8}
      />
    </svg>
  );
}

/** An arrow pointing in a compass direction (N up). */
export function WindArrowIcon({ direction, size = 56 }: { direction: string; size?: number }) {
  const t = useT(BRIGADE_NS);
  const angle: Record<string, number> = { N: 0, NE: 45, E: 90, SE: 135, S: 180, SW: 225, W: 270, NW: 315 };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role="img"
      aria-label={t("icon.wind", { dir: direction })}
    >
      <title>{t("icon.windTitle", { dir: direction })}</title>
      <circle cx={24} cy={24} r={22} fill="#e8f2f7" stroke="#6f97a4" strokeWidth={1.5} />
      <g transform={`rotate(${angle[direction] ?? 0} 24 24)`}>
        <path
          d="M24 6 L33 19 L27.5 19 L27.5 41 L20.5 41 L20.5 19 L15 19 Z"
          fill="#3d7fa8"
          stroke="#1f4a66"
          strokeWidth={1.2}
          strokeLinejoin="round"
        />
        <path
          d="M12 30 q4 -3 8 0 M28 30 q4 -3 8 0 M12 36 q4 -3 8 0 M28 36 q4 -3 8 0"
          stroke="#9fc3d8"
          strokeWidth={1.5}
          fill="none"
        />
      </g>
      {/* The north mark, an "N" drawn as a line (not text: the card's words stay its name and kind). */}
      <path
        d="M21.8 9.5 L21.8 3.5 L26.2 9.5 L26.2 3.5"
        stroke="#1f4a66"
        strokeWidth={1.4}
        fill="none"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A firestorm's pattern (§5.2): the 6 × 6 city with the University in the centre for reference and
 * the marked squares where fireballs fall (a count above 1 is printed, R13).
 */
export function StormGrid({
  fireballs,
  size = 84,
  label = "firestorm pattern",
}: {
  fireballs: readonly { cell: string; count: number }[];
  size?: number;
  label?: string;
}) {
  const k = size / 6;
  const marks = new Map(fireballs.map((f) => [f.cell, f.count]));
  const cells = Array.from({ length: 36 }, (_, i) => {
    const col = i % 6;
    const row = Math.floor(i / 6);
    return { col, row, id: `${String.fromCharCode(65 + col)}${row + 1}` };
  });
  const corner = (c: number, r: number) => (c === 0 || c === 5) && (r === 0 || r === 5);
  const uni = (c: number, r: number) => (c === 2 || c === 3) && (r === 2 || r === 3);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      style={{ display: "block" }}
    >
      <title>{label}</title>
      {cells.map((c) => {
        const n = marks.get(c.id) ?? 0;
        const x = c.col * k;
        const y = c.row * k;
        const fill = corner(c.col, c.row) ? "#b9ad98" : uni(c.col, c.row) ? "#e3dcf2" : "#fbf4e2";
        return (
          <g key={c.id} data-cell={c.id}>
            <rect
              x={x + 0.5}
              y={y + 0.5}
              width={k - 1}
              height={k - 1}
              fill={fill}
              stroke="#8b7a5c"
              strokeWidth={0.8}
            />
            {n > 0 ? (
              <>
                <circle
                  cx={x + k / 2}
                  cy={y + k / 2}
                  r={k * 0.34}
                  fill={TONES.fire}
                  stroke={TONES.ember}
                  strokeWidth={Math.max(0.8, k * 0.06)}
                />
                <circle
                  cx={x + k / 2 - k * 0.08}
                  cy={y + k / 2 + k * 0.04}
                  r={k * 0.15}
                  fill={TONES.fireCore}
                />
                {n > 1 ? (
                  <text
                    x={x + k - 2}
                    y={y + k * 0.36}
                    textAnchor="end"
                    fontSize={k * 0.38}
                    fontWeight="bold"
                    fill={TONES.ember}
                  >
                    {n}
                  </text>
                ) : null}
              </>
            ) : null}
          </g>
        );
      })}
      <rect
        x={2 * k}
        y={2 * k}
        width={2 * k}
        height={2 * k}
        fill="none"
        stroke="#5d3f98"
        strokeWidth={Math.max(1.2, k * 0.1)}
      />
    </svg>
  );
}
