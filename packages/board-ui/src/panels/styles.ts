/** Shared inline styles of the DOM panels (parchment cards, chips). */
import type { CSSProperties } from "react";
import { PAPER, SERIF } from "../theme.js";

/** A parchment card with an ink border. */
export const card: CSSProperties = {
  borderRadius: 8,
  border: `2px solid ${PAPER.ink}`,
  background: PAPER.card,
  color: PAPER.ink,
  fontFamily: SERIF,
  boxShadow: "0 2px 4px rgba(0,0,0,.25)",
};

/** A rounded chip button. */
export const chip: CSSProperties = {
  font: "inherit",
  fontSize: 14,
  padding: "5px 12px",
  borderRadius: 16,
  border: `1.5px solid ${PAPER.ink}`,
  background: "#fffaf0",
  color: PAPER.ink,
  cursor: "pointer",
  lineHeight: 1.2,
};

/** A primary (ember) button. */
export const primary: CSSProperties = {
  font: "inherit",
  padding: "6px 14px",
  borderRadius: 6,
  border: "2px solid #8a2a13",
  background: "#b3381b",
  color: "#fff8ec",
  cursor: "pointer",
};

/** A plain button. */
export const plain: CSSProperties = {
  font: "inherit",
  padding: "6px 12px",
  borderRadius: 6,
  border: `2px solid ${PAPER.ink}`,
  background: PAPER.card,
  color: PAPER.ink,
  cursor: "pointer",
};
