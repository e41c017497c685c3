/** DOM overlays of the board: the tooltip of the space under the pointer, and the banner of data problems. */
import { useT } from "@pudding/i18n";
import { BOARD_NS } from "../messages.js";
import { PAPER, SERIF } from "../theme.js";

/** The sentence about the hovered or focused space, top-left over the board. */
export function BoardTip({ text }: { text: string }) {
  return (
    <div
      role="status"
      style={{
        position: "absolute",
        left: 8,
        top: 8,
        maxWidth: "calc(100% - 70px)",
        background: "rgba(247,239,217,.95)",
        border: `1px solid ${PAPER.ink}`,
        borderRadius: 4,
        padding: "3px 8px",
        fontFamily: SERIF,
        fontSize: 14,
        color: PAPER.ink,
        pointerEvents: "none",
      }}
    >
      {text}
    </div>
  );
}

/** Malformed props, said in words instead of a crash (the first three, and how many more). */
export function BoardBanner({ problems }: { problems: readonly string[] }) {
  const t = useT(BOARD_NS);
  return (
    <div
      role="alert"
      style={{
        position: "absolute",
        left: 8,
        bottom: 8,
        right: 60,
        background: "#fff3cd",
        border: "1px solid #b3261e",
        color: "#5a140e",
        padding: 6,
        fontSize: 12,
        borderRadius: 4,
      }}
    >
      {t("board.problems", { count: problems.length, list: problems.slice(0, 3).join("; ") })}
      {problems.length > 3 ? ` ${t("board.more", { count: problems.length - 3 })}` : ""}
    </div>
  );
}
