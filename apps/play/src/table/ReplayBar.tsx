"use client";
/**
 * The step-through replay of a finished game (issue 20, defect 5): the board and log as the viewer
 * saw them after any action, from the setup to the end — first, back, a slider, forward, last, and
 * play (one action every 0.8 s). The arrow keys move one action while the slider has the focus.
 */
import { useEffect, useState } from "react";

/** Props of {@link ReplayBar}. */
export interface ReplayBarProps {
  at: number;
  total: number;
  onGo(version: number): void;
  onClose(): void;
}

/** The controls over the table while replaying. */
export function ReplayBar({ at, total, onGo, onClose }: ReplayBarProps) {
  const [playing, setPlaying] = useState(false);
  const go = (v: number) => onGo(Math.max(0, Math.min(total, v)));
  useEffect(() => {
    if (!playing) return;
    if (at >= total) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => onGo(at + 1), 800);
    return () => clearTimeout(t);
  }, [playing, at, total, onGo]);
  return (
    <nav className="replay" aria-label="Replay" data-testid="replay">
      <strong>Replay</strong>
      <button type="button" onClick={() => go(0)} disabled={at === 0} aria-label="To the setup">
        «
      </button>
      <button type="button" onClick={() => go(at - 1)} disabled={at === 0} aria-label="Back one action">
        ◀
      </button>
      <button
        type="button"
        onClick={() => setPlaying((p) => !p)}
        aria-pressed={playing}
        disabled={at >= total && !playing}
      >
        {playing ? "Pause" : "Play"}
      </button>
      <button type="button" onClick={() => go(at + 1)} disabled={at >= total} aria-label="Forward one action">
        ▶
      </button>
      <button type="button" onClick={() => go(total)} disabled={at >= total} aria-label="To the last action">
        »
      </button>
      <input
        type="range"
        min={0}
        max={total}
        value={at}
        aria-label="Action"
        aria-valuetext={`Action ${at} of ${total}`}
        onChange={(e) => go(Number(e.currentTarget.value))}
      />
      <span data-testid="replay-at" aria-live="polite">
        {at === 0 ? "The setup" : `Action ${at}`} of {total}
      </span>
      <button type="button" onClick={onClose}>
        Back to the end
      </button>
    </nav>
  );
}
