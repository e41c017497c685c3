/**
 * The hot-seat curtain: covers the table so the previous seat's secrets stay hidden until the next
 * player — whoever must act now, in turn or out of turn — confirms they hold the device.
 */
import { useT } from "@pudding/i18n";
import { BOARD_NS } from "../messages.js";
import { PAPER } from "../theme.js";
import { card } from "./styles.js";

/** Props of {@link Curtain}. */
export interface CurtainProps {
  /** Who should take the device. */
  seatName: string;
  onReveal: () => void;
  /** Public news to show while hidden (the last log line). */
  message?: string;
  /** Why this seat (e.g. "Ben must answer Anna's attack"). */
  reason?: string;
  /**
   * Seats of this device a bot plays for (issue 30 §3.1): what happened, in the reader's words, and
   * the button that gives the seat back to its person ("I'm back — play Carla again").
   */
  takeBack?: { seat: number; text: string; label: string; onTakeBack: () => void }[];
}

/** A full-cover dialog with one button. */
export function Curtain({ seatName, onReveal, message, reason, takeBack }: CurtainProps) {
  const t = useT(BOARD_NS);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="pudding-curtain-title"
      style={{
        position: "fixed",
        inset: 0,
        background: "repeating-linear-gradient(90deg,#6d1a12 0 18px,#5a140e 18px 36px)",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        zIndex: 20,
        padding: 16,
      }}
    >
      <div style={{ ...card, padding: 24, textAlign: "center", maxWidth: 380 }}>
        <h2 id="pudding-curtain-title" style={{ marginTop: 0 }}>
          {t("curtain.title", { name: seatName })}
        </h2>
        {reason ? <p style={{ fontStyle: "italic" }}>{reason}</p> : null}
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
          {t("curtain.reveal", { name: seatName })}
        </button>
        {takeBack?.map((b) => (
          <p
            key={b.seat}
            data-testid={`take-back-${b.seat}`}
            style={{ marginBottom: 0, borderTop: `1px solid ${PAPER.ink}33`, paddingTop: 12 }}
          >
            <span style={{ display: "block", marginBottom: 8 }}>{b.text}</span>
            <button
              type="button"
              onClick={b.onTakeBack}
              style={{
                fontSize: 15,
                padding: "6px 14px",
                borderRadius: 6,
                border: `2px solid ${PAPER.ink}`,
                background: PAPER.card,
                color: PAPER.ink,
                cursor: "pointer",
              }}
            >
              {b.label}
            </button>
          </p>
        ))}
      </div>
    </div>
  );
}
