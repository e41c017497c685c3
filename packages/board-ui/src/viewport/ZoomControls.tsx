/** The +, − and Fit buttons over the board (real buttons: reachable by keyboard, named for screen readers). */
import { useT } from "@pudding/i18n";
import type { CSSProperties } from "react";
import { BOARD_NS } from "../messages.js";
import { PAPER } from "../theme.js";

const button: CSSProperties = {
  width: 36,
  height: 36,
  border: `1px solid ${PAPER.ink}`,
  borderRadius: 6,
  background: PAPER.card,
  color: PAPER.ink,
  fontSize: 18,
  fontWeight: 700,
  cursor: "pointer",
  boxShadow: "0 1px 3px rgba(0,0,0,.3)",
  padding: 0,
};

/** Props of {@link ZoomControls}. */
export interface ZoomControlsProps {
  onZoomIn(): void;
  onZoomOut(): void;
  onFit(): void;
  /** Whether the view is the fitted one (the Fit button is then pressed). */
  fitted?: boolean;
  /** A narrow board: a row of buttons in the bottom strip. */
  compact?: boolean;
}

/** Below this width (pixels) the buttons sit in a row under the fitted board instead of over it. */
export const COMPACT_WIDTH = 600;
/** The strip a compact board keeps free at its bottom for the row of buttons (pixels). */
export const COMPACT_GUTTER = 40;

/**
 * Zoom in, zoom out and fit: stacked in the board's top-right corner, or — `compact`, on a narrow
 * screen — in a row in the bottom strip the fitted board leaves free, so they never cover the board.
 */
export function ZoomControls({
  onZoomIn,
  onZoomOut,
  onFit,
  fitted = false,
  compact = false,
}: ZoomControlsProps) {
  const t = useT(BOARD_NS);
  const b = compact ? { ...button, width: 32, height: 32 } : button;
  return (
    <div
      data-testid="zoom-controls"
      style={{
        position: "absolute",
        right: compact ? 6 : 8,
        ...(compact ? { bottom: 4 } : { top: 8 }),
        display: "flex",
        flexDirection: compact ? "row" : "column",
        gap: 6,
      }}
    >
      <button type="button" style={b} aria-label={t("zoom.in")} title={t("zoom.inTitle")} onClick={onZoomIn}>
        +
      </button>
      <button
        type="button"
        style={b}
        aria-label={t("zoom.out")}
        title={t("zoom.outTitle")}
        onClick={onZoomOut}
      >
        −
      </button>
      <button
        type="button"
        style={{ ...b, fontSize: 11 }}
        aria-label={t("zoom.fitLabel")}
        aria-pressed={fitted}
        title={t("zoom.fitTitle")}
        onClick={onFit}
      >
        {t("zoom.fit")}
      </button>
    </div>
  );
}
