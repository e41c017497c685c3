/** Extra-action token chips (§1: Explosive, Double Move, One VP). */

import { SERIF as serif } from "@pudding/board-ui";
import { useT } from "@pudding/i18n";
import type { CSSProperties, ReactNode } from "react";
import { NS } from "../../messages.js";
import { PAPER } from "../colours.js";

/** Kinds of extra-action token (§1: 10 Explosive, 6 Double Move, 4 One VP), or unknown. */
export type TokenKind = "explosive" | "doubleMove" | "oneVp" | "faceDown";
/** Glyph and colour of each kind (the name is the catalogue's `token.<kind>`). */
const TOKEN_TEXT: Record<TokenKind, [string, string]> = {
  explosive: ["✸", "#2a2a2a"],
  doubleMove: ["⇶", "#2f5fa7"],
  oneVp: ["1", "#3b8a3e"],
  faceDown: ["?", "#7a5230"],
};

/** An extra-action token chip; a button when `onClick` is given (e.g. to use it). */
export function TokenChip({ kind, onClick }: { kind: TokenKind; onClick?: () => void }) {
  const t = useT(NS);
  const [glyph, bg] = TOKEN_TEXT[kind];
  const name = t(`token.${kind}`);
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
      aria-label={t("token.use", { name })}
    >
      {inner}
    </button>
  ) : (
    <span style={style}>{inner}</span>
  );
}
