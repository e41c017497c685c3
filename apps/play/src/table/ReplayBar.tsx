"use client";
/**
 * The step-through replay of a finished game (issue 20, defect 5): the board and log as the viewer
 * saw them after any action, from the setup to the end — first, back, a slider, forward, last, and
 * play (one action every 0.8 s). The arrow keys move one action while the slider has the focus.
 */
import { useT } from "@pudding/i18n";
import { useEffect, useState } from "react";
import "../messages";

/** Props of {@link ReplayBar}. */
export interface ReplayBarProps {
  at: number;
  total: number;
  onGo(version: number): void;
  onClose(): void;
  /** Whose view is shown (issue 30 §3.7: over, every seat's secrets are open) and the seats' names. */
  as: number;
  seats: readonly string[];
  onAs(seat: number): void;
}

/** The controls over the table while replaying. */
export function ReplayBar({ at, total, onGo, onClose, as, seats, onAs }: ReplayBarProps) {
  const t = useT("play");
  const [playing, setPlaying] = useState(false);
  const go = (v: number) => onGo(Math.max(0, Math.min(total, v)));
  useEffect(() => {
    if (!playing) return;
    if (at >= total) {
      setPlaying(false);
      return;
    }
    const step = setTimeout(() => onGo(at + 1), 800);
    return () => clearTimeout(step);
  }, [playing, at, total, onGo]);
  return (
    <nav className="replay" aria-label={t("replay.title")} data-testid="replay">
      <strong>{t("replay.title")}</strong>
      <button type="button" onClick={() => go(0)} disabled={at === 0} aria-label={t("replay.first")}>
        «
      </button>
      <button type="button" onClick={() => go(at - 1)} disabled={at === 0} aria-label={t("replay.back")}>
        ◀
      </button>
      <button
        type="button"
        onClick={() => setPlaying((p) => !p)}
        aria-pressed={playing}
        disabled={at >= total && !playing}
      >
        {playing ? t("replay.pause") : t("replay.play")}
      </button>
      <button
        type="button"
        onClick={() => go(at + 1)}
        disabled={at >= total}
        aria-label={t("replay.forward")}
      >
        ▶
      </button>
      <button type="button" onClick={() => go(total)} disabled={at >= total} aria-label={t("replay.last")}>
        »
      </button>
      <input
        type="range"
        min={0}
        max={total}
        value={at}
        aria-label={t("replay.slider")}
        aria-valuetext={t("replay.actionOf", { at, total })}
        onChange={(e) => go(Number(e.currentTarget.value))}
      />
      <span data-testid="replay-at" aria-live="polite">
        {at === 0 ? t("replay.setupOf", { total }) : t("replay.actionOf", { at, total })}
      </span>
      <label>
        {t("replay.seenBy")}{" "}
        <select data-testid="replay-as" value={as} onChange={(e) => onAs(Number(e.currentTarget.value))}>
          {seats.map((name, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are fixed for a game
            <option key={i} value={i}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={onClose}>
        {t("replay.close")}
      </button>
    </nav>
  );
}
