/** Fire Movement cards and the hand (§1, §2.6, §4). */

import { card, SERIF as serif } from "@pudding/board-ui";
import type { Direction } from "@pudding/great-fire";
import { useT } from "@pudding/i18n";
import type { CSSProperties } from "react";
import { NS } from "../../messages.js";
import { ARROW_COLOURS, PAPER } from "../colours.js";

const ARROW_CHAR: Record<Direction, string> = { N: "↑", E: "→", S: "↓", W: "←" };

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
  const t = useT(NS);
  const colour = ARROW_COLOURS[direction];
  const dir = t(`card.${direction}`);
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
      <span style={{ fontSize: 12, fontWeight: 700, letterSpacing: 1 }}>{t("fireCard.top")}</span>
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
      <span style={{ fontSize: 13, fontWeight: 700 }}>{dir}</span>
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
  // The accessible name holds the card's visible words ("FIRE", the direction) in their order (WCAG 2.5.3).
  const label = t("fireCard.aria", { dir });
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
  const t = useT(NS);
  return (
    <section
      aria-label={t("hand.aria")}
      style={{ display: "flex", gap: 8, flexWrap: "wrap", padding: "10px 4px 4px" }}
    >
      {cards.length === 0 ? <em style={{ fontFamily: serif }}>{t("hand.empty")}</em> : null}
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
