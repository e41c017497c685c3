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
    <Confirm
      label={t("handover.ask", { name: seat.name })}
      explain={t("handover.explain", { bot: botLabel, name: seat.name })}
      onConfirm={onConfirm}
      onCancel={() => setAsking(false)}
    />
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
    <Confirm
      label={t("self.ask")}
      explain={t("self.explain", { bot: botLabel })}
      onConfirm={onConfirm}
      onCancel={() => setAsking(false)}
    />
  );
}

/**
 * The confirmation before a bot takes a seat: what happens, then Confirm or Cancel. The confirmation
 * is the only thing that changes the seat, so Cancel is the focused default.
 */
function Confirm({
  label,
  explain,
  onConfirm,
  onCancel,
}: {
  label: string;
  explain: string;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT("play");
  const [sending, setSending] = useState(false);
  return (
    <span
      role="alertdialog"
      aria-label={label}
      style={{ display: "inline-flex", flexWrap: "wrap", gap: 6, alignItems: "center", fontSize: 12 }}
    >
      <span>{explain}</span>
      <button
        type="button"
        className="primary"
        disabled={sending}
        style={{ fontSize: 12, padding: "2px 6px" }}
        onClick={() => {
          setSending(true);
          void onConfirm().finally(() => {
            setSending(false);
            onCancel();
          });
        }}
      >
        {t("handover.confirm")}
      </button>
      {/* biome-ignore lint/a11y/noAutofocus: the confirmation takes focus so Escape/Enter act on it. */}
      <button type="button" style={{ fontSize: 12, padding: "2px 6px" }} onClick={onCancel} autoFocus>
        {t("handover.cancel")}
      </button>
    </span>
  );
}
