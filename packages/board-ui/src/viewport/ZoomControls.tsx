/** The +, − and Fit buttons over the board (real buttons: reachable by keyboard, named for screen readers). */
import type { CSSProperties } from "react";
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
}

/** Zoom in, zoom out and fit, stacked in the board's top-right corner. */
export function ZoomControls({ onZoomIn, onZoomOut, onFit, fitted = false }: ZoomControlsProps) {
  return (
    <div style={{ position: "absolute", right: 8, top: 8, display: "flex", flexDirection: "column", gap: 6 }}>
      <button type="button" style={button} aria-label="Zoom in" title="Zoom in (+)" onClick={onZoomIn}>
        +
      </button>
      <button type="button" style={button} aria-label="Zoom out" title="Zoom out (−)" onClick={onZoomOut}>
        −
      </button>
      <button
        type="button"
        style={{ ...button, fontSize: 11 }}
        aria-label="Fit the board to the screen"
        aria-pressed={fitted}
        title="Fit (0)"
        onClick={onFit}
      >
        Fit
      </button>
    </div>
  );
}
