/** Extra-action token chips (§1: Explosive, Double Move, One VP). */

import { SERIF as serif } from "@pudding/board-ui";
import type { CSSProperties, ReactNode } from "react";
import { PAPER } from "../colours.js";

/** Kinds of extra-action token (§1: 10 Explosive, 6 Double Move, 4 One VP), or unknown. */
export type TokenKind = "explosive" | "doubleMove" | "oneVp" | "faceDown";
const TOKEN_TEXT: Record<TokenKind, [string, string, string]> = {
  explosive: ["✸", "Explosive", "#2a2a2a"],
  doubleMove: ["⇶", "Double move", "#2f5fa7"],
  oneVp: ["1", "One VP", "#3b8a3e"],
  faceDown: ["?", "Face-down token", "#7a5230"],
};

/** An extra-action token chip; a button when `onClick` is given (e.g. to use it). */
export function TokenChip({ kind, onClick }: { kind: TokenKind; onClick?: () => void }) {
  const [glyph, name, bg] = TOKEN_TEXT[kind];
  const style: CSSProperties = {
    display: "inline-flex",
    alignItems: "center",
    gap: 6,
    padding: "3px 10px 3px 3px",
    borderRadius: 16,
    border: `1px solid ${PAPER.ink}`,
    background: "#f7efd9",
    fontFamily: serif,
    fontSize: 13,
    color: PAPER.ink,
  };
  const inner: ReactNode = (
    <>
      <span
        aria-hidden
        style={{
          width: 24,
          height: 24,
          borderRadius: "50%",
          background: bg,
          color: "#f7efd9",
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          fontWeight: 700,
        }}
      >
        {glyph}
      </span>
      {name}
    </>
  );
  return onClick ? (
    <button
      type="button"
      onClick={onClick}
      style={{ ...style, cursor: "pointer" }}
      aria-label={`Use ${name} token`}
    >
      {inner}
    </button>
  ) : (
    <span style={style}>{inner}</span>
  );
}
