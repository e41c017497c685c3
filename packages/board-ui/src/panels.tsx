/**
 * DOM panels of the table: Fire Movement cards and the hand, VP tracks, objective and colour cards,
 * token chips, the game log, the hot-seat curtain and the Intensity pile. Inline styles, accessible
 * labels, real `<button>`s for everything clickable.
 */
import type { Direction } from "@pudding/great-fire";
import type { CSSProperties, ReactNode } from "react";
import { ARROW_COLOURS, DIRECTION_NAMES, HOUSE_FILLS, houseFill, PAPER } from "./colours.js";
import { HOUSE_COLOURS, type HouseColour } from "./types.js";

const ARROW_CHAR: Record<Direction, string> = { N: "↑", E: "→", S: "↓", W: "←" };
const serif = "Georgia, 'Times New Roman', serif";

const card: CSSProperties = {
  borderRadius: 8,
  border: `2px solid ${PAPER.ink}`,
  background: "#f7efd9",
  color: PAPER.ink,
  fontFamily: serif,
  boxShadow: "0 2px 4px rgba(0,0,0,.25)",
};

/** Props of {@link FireCard}. */
export interface FireCardProps {
  direction: Direction;
  /** Raised and outlined when chosen. */
  selected?: boolean;
  /** Makes the card a button. */
  onClick?: () => void;
  disabled?: boolean;
}

/** A Fire Movement card (§1: 15 per direction) with its direction and rulebook colour. */
export function FireCard({ direction, selected = false, onClick, disabled = false }: FireCardProps) {
  const colour = ARROW_COLOURS[direction];
  const body = (
    <span
      style={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "space-between",
        height: "100%",
      }}
    >
      <span style={{ fontSize: 12, fontWeight: 700, letterSpacing: 1 }}>FIRE</span>
      <span
        aria-hidden
        style={{
          fontSize: 34,
          lineHeight: 1,
          color: "#fff",
          background: colour,
          borderRadius: "50%",
          width: 44,
          height: 44,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          border: `2px solid ${PAPER.ink}`,
        }}
      >
        {ARROW_CHAR[direction]}
      </span>
      <span style={{ fontSize: 13, fontWeight: 700 }}>{DIRECTION_NAMES[direction]}</span>
    </span>
  );
  const style: CSSProperties = {
    ...card,
    width: 70,
    height: 100,
    padding: 6,
    borderColor: selected ? "#f2b705" : PAPER.ink,
    borderWidth: selected ? 3 : 2,
    background: `linear-gradient(180deg, ${colour}33, #f7efd9 40%)`,
    transform: selected ? "translateY(-8px)" : undefined,
    transition: "transform .15s",
    opacity: disabled ? 0.5 : 1,
  };
  const label = `${DIRECTION_NAMES[direction]} fire card`;
  if (!onClick)
    return (
      <div role="img" aria-label={label} style={style}>
        {body}
      </div>
    );
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onClick}
      style={{ ...style, cursor: disabled ? "not-allowed" : "pointer" }}
    >
      {body}
    </button>
  );
}

/** Props of {@link Hand}. */
export interface HandProps {
  cards: Direction[];
  selectedIndex?: number | null;
  /** Called with the card's index; omit for a read-only hand. */
  onSelect?: (index: number) => void;
  disabled?: boolean;
}

/** The viewer's hand of Fire Movement cards (§2.6, 5 cards). */
export function Hand({ cards, selectedIndex = null, onSelect, disabled = false }: HandProps) {
  return (
    <section
      aria-label="Your hand"
      style={{ display: "flex", gap: 8, flexWrap: "wrap", padding: "10px 4px 4px" }}
    >
      {cards.length === 0 ? <em style={{ fontFamily: serif }}>No cards</em> : null}
      {cards.map((d, i) => (
        <FireCard
          // biome-ignore lint/suspicious/noArrayIndexKey: a hand may hold equal cards; position is identity
          key={i}
          direction={d}
          selected={selectedIndex === i}
          disabled={disabled}
          onClick={onSelect ? () => onSelect(i) : undefined}
        />
      ))}
    </section>
  );
}

/** Props of {@link VpTrack}. */
export interface VpTrackProps {
  /** Current VP per house colour (everyone starts at 40, −2 per house lost, §7.1). */
  scores: Partial<Record<HouseColour, number>>;
  /** Highest value on the track. */
  max?: number;
}

/** The VP tracks, one per house colour, counting down from 40 (§7.1). */
export function VpTrack({ scores, max = 40 }: VpTrackProps) {
  return (
    <section aria-label="Victory point tracks" style={{ ...card, padding: 8, minWidth: 220, maxWidth: 420 }}>
      <h3 style={{ margin: "0 0 6px", fontSize: 14 }}>Victory points</h3>
      {HOUSE_COLOURS.filter((c) => scores[c] !== undefined).map((c) => {
        const vp = scores[c] ?? 0;
        const pct = Math.max(0, Math.min(100, (vp / max) * 100));
        return (
          <div key={c} style={{ display: "flex", alignItems: "center", gap: 6, margin: "3px 0" }}>
            <span style={{ width: 52, fontSize: 12, textTransform: "capitalize" }}>{c}</span>
            <div
              aria-hidden
              style={{
                flex: 1,
                height: 12,
                background: "#e3d6b5",
                border: `1px solid ${PAPER.ink}`,
                borderRadius: 6,
                overflow: "hidden",
              }}
            >
              <div style={{ width: `${pct}%`, height: "100%", background: HOUSE_FILLS[c] }} />
            </div>
            <strong style={{ width: 24, textAlign: "right", fontSize: 13 }}>{vp}</strong>
          </div>
        );
      })}
    </section>
  );
}

/** Props of {@link ObjectiveCard}. */
export interface ObjectiveCardProps {
  districtName: string;
  deck: 1 | 2 | 3;
  vp: 2 | 4 | 6;
  /** Whether the district currently counts (§7.1: still has houses and no free cone). */
  status?: "safe" | "burning" | "lost";
}

const ROMAN = { 1: "I", 2: "II", 3: "III" } as const;

/** A secret objective card (§2.5): a red-band district worth 2/4/6 VP if it survives (§7.1). */
export function ObjectiveCard({ districtName, deck, vp, status }: ObjectiveCardProps) {
  const statusText =
    status === "safe" ? "safe" : status === "burning" ? "burning" : status === "lost" ? "lost" : null;
  return (
    <article
      aria-label={`Objective ${ROMAN[deck]}: ${districtName}, ${vp} VP${statusText ? `, ${statusText}` : ""}`}
      style={{ ...card, width: 120, padding: 0, overflow: "hidden", opacity: status === "lost" ? 0.55 : 1 }}
    >
      <div
        style={{
          background: "#b3261e",
          color: "#fff",
          padding: "4px 8px",
          display: "flex",
          justifyContent: "space-between",
          fontWeight: 700,
        }}
      >
        <span>{ROMAN[deck]}</span>
        <span>{vp} VP</span>
      </div>
      <div style={{ padding: 8, fontStyle: "italic", minHeight: 36 }}>{districtName}</div>
      {statusText ? (
        <div style={{ padding: "0 8px 6px", fontSize: 11, color: status === "safe" ? "#14894a" : "#b3261e" }}>
          {statusText}
        </div>
      ) : null}
    </article>
  );
}

/** The viewer's secret colour card (§2.4): whose houses they are. */
export function ColourCard({ colour }: { colour: HouseColour }) {
  return (
    <article
      aria-label={`Your colour: ${colour}`}
      style={{ ...card, width: 90, padding: 8, textAlign: "center" }}
    >
      <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden>
        <path d="M3 12 12 4l9 8v9H3z" fill={houseFill(colour)} stroke={PAPER.ink} strokeWidth="1.2" />
        <rect x="10" y="15" width="4" height="6" fill={PAPER.ink} opacity=".55" />
      </svg>
      <div style={{ textTransform: "capitalize", fontWeight: 700 }}>{colour}</div>
    </article>
  );
}

/** Kinds of extra-action token (§1: 10 Explosive, 6 Double Move, 4 One VP), or unknown. */
export type TokenKind = "explosive" | "doubleMove" | "oneVp" | "faceDown";
const TOKEN_TEXT: Record<TokenKind, [string, string, string]> = {
  explosive: ["✸", "Explosive", "#2a2a2a"],
  doubleMove: ["⇶", "Double move", "#2f5fa7"],
  oneVp: ["1", "One VP", "#3b8a3e"],
  faceDown: ["?", "Face-down token", "#7a5230"],
};

/** An extra-action token chip; a button when `onClick` is given (e.g. to use it). */
export function TokenChip({ kind, onClick }: { kind: TokenKind; onClick?: () => void }) {
  const [glyph, name, bg] = TOKEN_TEXT[kind];
  const style: CSSProperties = {
    display: "inline-flex",
    alignItems: "center",
    gap: 6,
    padding: "3px 10px 3px 3px",
    borderRadius: 16,
    border: `1px solid ${PAPER.ink}`,
    background: "#f7efd9",
    fontFamily: serif,
    fontSize: 13,
    color: PAPER.ink,
  };
  const inner: ReactNode = (
    <>
      <span
        aria-hidden
        style={{
          width: 24,
          height: 24,
          borderRadius: "50%",
          background: bg,
          color: "#f7efd9",
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          fontWeight: 700,
        }}
      >
        {glyph}
      </span>
      {name}
    </>
  );
  return onClick ? (
    <button
      type="button"
      onClick={onClick}
      style={{ ...style, cursor: "pointer" }}
      aria-label={`Use ${name} token`}
    >
      {inner}
    </button>
  ) : (
    <span style={style}>{inner}</span>
  );
}

/** One line of the game log. */
export interface LogEntry {
  seq: number;
  text: string;
  /** Optional colour for the acting seat's marker. */
  colour?: HouseColour;
}

/** The game log in words, newest at the bottom, announced politely to screen readers. */
export function GameLog({ entries, maxHeight = 220 }: { entries: LogEntry[]; maxHeight?: number }) {
  return (
    <section
      aria-label="Game log"
      style={{ ...card, padding: 8, maxHeight, overflowY: "auto", fontSize: 13 }}
    >
      <ol aria-live="polite" style={{ margin: 0, paddingLeft: 0, listStyle: "none" }}>
        {entries.map((e) => (
          <li
            key={e.seq}
            style={{ padding: "2px 0", borderBottom: "1px dotted #cbb98f", display: "flex", gap: 6 }}
          >
            <span
              aria-hidden
              style={{
                width: 10,
                height: 10,
                marginTop: 4,
                borderRadius: "50%",
                flex: "none",
                background: e.colour ? HOUSE_FILLS[e.colour] : "#999",
              }}
            />
            <span>{e.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Props of {@link Curtain}. */
export interface CurtainProps {
  /** Who should take the device next. */
  seatName: string;
  onReveal: () => void;
  /** Optional public news to show while hidden. */
  message?: string;
}

/** Hot-seat handover: covers the table so the previous seat's secrets stay hidden until the next player confirms. */
export function Curtain({ seatName, onReveal, message }: CurtainProps) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="pudding-curtain-title"
      style={{
        position: "absolute",
        inset: 0,
        background: "repeating-linear-gradient(90deg,#6d1a12 0 18px,#5a140e 18px 36px)",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        zIndex: 10,
      }}
    >
      <div style={{ ...card, padding: 24, textAlign: "center", maxWidth: 360 }}>
        <h2 id="pudding-curtain-title" style={{ marginTop: 0 }}>
          Pass the device to {seatName}
        </h2>
        {message ? <p>{message}</p> : null}
        <button
          type="button"
          onClick={onReveal}
          ref={(el) => el?.focus()}
          style={{
            fontSize: 16,
            padding: "8px 18px",
            borderRadius: 6,
            border: `2px solid ${PAPER.ink}`,
            background: "#b3261e",
            color: "#fff",
            cursor: "pointer",
          }}
        >
          I am {seatName} — show my table
        </button>
      </div>
    </div>
  );
}

/** Props of {@link IntensityPile}. */
export interface IntensityPileProps {
  /** Fire Movement cards left above the next Intensity card… or in the whole pile. */
  drawPile: number;
  /** Letter of the next Intensity card (A–F), or null when none is left (§2.7). */
  next: string | null;
  /** Intensity cards still in the pile. */
  intensityLeft?: number;
}

/** The draw pile with the next face-up Intensity card (§2.7, §6). */
export function IntensityPile({ drawPile, next, intensityLeft }: IntensityPileProps) {
  return (
    <section
      aria-label={`Draw pile: ${drawPile} cards; next Intensity card ${next ?? "none"}`}
      style={{ display: "flex", gap: 10, alignItems: "center", fontFamily: serif, color: PAPER.ink }}
    >
      <div
        style={{
          ...card,
          width: 60,
          height: 84,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          background: "repeating-linear-gradient(45deg,#3b2a1a 0 6px,#4d3824 6px 12px)",
          color: "#f7efd9",
          fontWeight: 700,
          fontSize: 20,
        }}
      >
        {drawPile}
      </div>
      <div
        style={{
          ...card,
          width: 60,
          height: 84,
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          background: next ? "linear-gradient(#e8331f,#8e1c12)" : "#ccc",
          color: "#fff",
        }}
      >
        <span style={{ fontSize: 10, letterSpacing: 1 }}>INTENSITY</span>
        <span style={{ fontSize: 28, fontWeight: 700 }}>{next ?? "—"}</span>
        {intensityLeft !== undefined ? <span style={{ fontSize: 10 }}>{intensityLeft} left</span> : null}
      </div>
    </section>
  );
}
