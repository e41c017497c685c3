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
}

/** A full-cover dialog with one button. */
export function Curtain({ seatName, onReveal, message, reason }: CurtainProps) {
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
      </div>
    </div>
  );
}
