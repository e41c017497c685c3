"use client";
/**
 * Seats left empty, at the table: another player may let a bot play *for* an absent player once the
 * seat has been empty for the server's grace period (a countdown until then), after a confirmation
 * that says what happens; the absent player keeps the seat and its link, and takes it back with one
 * click when they return (the banner over their table).
 */
import type { TableSeat } from "@pudding/board-ui";
import { useT } from "@pudding/i18n";
import { useEffect, useState } from "react";
import "../messages";

/** Milliseconds until `at` (ISO), refreshed every second while positive. */
function useMsUntil(at: string | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const target = at ? Date.parse(at) : Number.NaN;
  const waiting = Number.isFinite(target) && target > now;
  useEffect(() => {
    if (!waiting) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [waiting]);
  return Number.isFinite(target) ? Math.max(0, target - now) : null;
}

const clock = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

/** The seat row's action for an absent player's seat: a countdown, then "Let a bot play", then a confirmation. */
export function HandOverAction({
  seat,
  botLabel,
  onConfirm,
}: {
  seat: TableSeat;
  botLabel: string;
  onConfirm: () => Promise<void>;
}) {
  const t = useT("play");
  const wait = useMsUntil(seat.handOverAt);
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  if (wait === null) return null;
  if (wait > 0)
    return (
      <span data-testid={`handover-wait-${seat.seat}`} style={{ fontSize: 12 }}>
        {t("handover.wait", { time: clock(wait) })}
      </span>
    );
  if (!asking)
    return (
      <button
        type="button"
        data-testid={`handover-${seat.seat}`}
        style={{ fontSize: 12, padding: "2px 6px" }}
        onClick={() => setAsking(true)}
      >
        {t("handover.offer", { name: seat.name })}
      </button>
    );
  return (
    <span
      role="alertdialog"
      aria-label={t("handover.ask", { name: seat.name })}
      style={{ display: "inline-flex", flexWrap: "wrap", gap: 6, alignItems: "center", fontSize: 12 }}
    >
      <span>{t("handover.explain", { bot: botLabel, name: seat.name })}</span>
      <button
        type="button"
        className="primary"
        disabled={sending}
        style={{ fontSize: 12, padding: "2px 6px" }}
        onClick={() => {
          setSending(true);
          void onConfirm().finally(() => {
            setSending(false);
            setAsking(false);
          });
        }}
      >
        {t("handover.confirm")}
      </button>
      <button
        type="button"
        style={{ fontSize: 12, padding: "2px 6px" }}
        onClick={() => setAsking(false)}
        // The confirmation is the only thing that changes the seat: Cancel is the focused default.
        // biome-ignore lint/a11y/noAutofocus: the confirmation takes focus so Escape/Enter act on it.
        autoFocus
      >
        {t("handover.cancel")}
      </button>
    </span>
  );
}

/**
 * Over the table of a player a bot is playing for: who plays (for "you", or for the seat by name when
 * this device holds several), and taking the seat back.
 */
export function StandInBanner({
  seatName,
  botLabel,
  onReclaim,
}: {
  /** The seat's name, or null for "you". */
  seatName: string | null;
  botLabel: string;
  onReclaim: () => Promise<void>;
}) {
  const t = useT("play");
  const [sending, setSending] = useState(false);
  return (
    <div className="notice" role="status" data-testid="stand-in">
      <span>
        {seatName === null
          ? t("standIn.you", { bot: botLabel })
          : t("standIn.named", { bot: botLabel, name: seatName })}
      </span>{" "}
      <button
        type="button"
        className="primary"
        disabled={sending}
        onClick={() => {
          setSending(true);
          void onReclaim().finally(() => setSending(false));
        }}
      >
        {t("standIn.reclaim")}
      </button>
    </div>
  );
}

/**
 * Issue 30 §3.9, on one's own seat row: "Let a bot play for me", then a confirmation that says the
 * bot plays until the player takes the seat back (the banner over the table then offers it back).
 */
export function SelfHandOver({
  seat,
  botLabel,
  onConfirm,
}: {
  seat: number;
  botLabel: string;
  onConfirm: () => Promise<void>;
}) {
  const t = useT("play");
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  if (!asking)
    return (
      <button
        type="button"
        data-testid={`self-handover-${seat}`}
        style={{ fontSize: 12, padding: "2px 6px" }}
        onClick={() => setAsking(true)}
      >
        {t("self.offer")}
      </button>
    );
  return (
    <span
      role="alertdialog"
      aria-label={t("self.ask")}
      style={{ display: "inline-flex", flexWrap: "wrap", gap: 6, alignItems: "center", fontSize: 12 }}
    >
      <span>{t("self.explain", { bot: botLabel })}</span>
      <button
        type="button"
        className="primary"
        disabled={sending}
        style={{ fontSize: 12, padding: "2px 6px" }}
        onClick={() => {
          setSending(true);
          void onConfirm().finally(() => {
            setSending(false);
            setAsking(false);
          });
        }}
      >
        {t("handover.confirm")}
      </button>
      <button
        type="button"
        style={{ fontSize: 12, padding: "2px 6px" }}
        onClick={() => setAsking(false)}
        // biome-ignore lint/a11y/noAutofocus: the confirmation takes focus so Escape/Enter act on it.
        autoFocus
      >
        {t("handover.cancel")}
      </button>
    </span>
  );
}
