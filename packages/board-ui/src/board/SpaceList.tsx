/**
 * The keyboard and screen-reader way onto the board: a list of every space as a button, the ones
 * that may be chosen first. It is visually hidden until a key brings focus into it; then it shows
 * as a panel over the board, and the focused space is outlined on the board and scrolled into view.
 * It is one tab stop (a roving tabindex): the arrow keys, Home and End move between the spaces, so
 * Tab goes past the board in one step instead of through every space.
 */
import { useLocale, useT } from "@pudding/i18n";
import { type CSSProperties, type KeyboardEvent, useState } from "react";
import { BOARD_NS } from "../messages.js";
import { PAPER, SERIF } from "../theme.js";
import type { SpaceShape } from "../types.js";
import { describeSpace, type HighlightIndex } from "./describe.js";

const hidden: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
};
const shown: CSSProperties = {
  position: "absolute",
  left: 8,
  bottom: 8,
  maxHeight: "45%",
  width: "min(340px, calc(100% - 70px))",
  overflowY: "auto",
  background: "rgba(247,239,217,.97)",
  border: `1px solid ${PAPER.ink}`,
  borderRadius: 6,
  padding: 6,
  margin: 0,
  listStyle: "none",
  fontFamily: SERIF,
  fontSize: 13,
  zIndex: 2,
};

/** Props of {@link SpaceList}. */
export interface SpaceListProps {
  shapes: readonly SpaceShape[];
  index: HighlightIndex;
  onPick(id: string): void;
  /** Keyboard focus moved to a space (null: left the list). */
  onFocusSpace(id: string | null): void;
  /** Extra words per space from the game. */
  tip?: (id: string) => string | undefined;
}

/** Every space as a button, selectable ones first. */
export function SpaceList({ shapes, index, onPick, onFocusSpace, tip }: SpaceListProps) {
  const t = useT(BOARD_NS);
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<string | null>(null);
  const rank = (id: string) => (index.selectable.has(id) ? 0 : index.chosen.has(id) ? 1 : 2);
  const ordered = [...shapes].sort((a, b) => rank(a.space.id) - rank(b.space.id));
  // The one tab stop: the space last focused, else the first (a selectable one when there is one).
  const stop = ordered.some((s) => s.space.id === current) ? current : (ordered[0]?.space.id ?? null);
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const keys: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
    const at = ordered.findIndex((s) => s.space.id === stop);
    const to =
      e.key === "Home"
        ? 0
        : e.key === "End"
          ? ordered.length - 1
          : e.key in keys
            ? at + (keys[e.key] ?? 0)
            : null;
    if (to === null || ordered.length === 0) return;
    e.preventDefault();
    const next = ordered[Math.max(0, Math.min(ordered.length - 1, to))];
    if (!next) return;
    setCurrent(next.space.id);
    e.currentTarget
      .querySelector<HTMLButtonElement>(`button[data-space="${CSS.escape(next.space.id)}"]`)
      ?.focus();
  };
  return (
    <ul
      aria-label={t("board.spaces")}
      data-space-list=""
      onKeyDown={onKeyDown}
      style={open ? shown : hidden}
      onFocus={() => setOpen(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
          setOpen(false);
          onFocusSpace(null);
        }
      }}
    >
      {ordered.map((s) => {
        const id = s.space.id;
        const sel = index.selectable.has(id);
        return (
          <li key={id}>
            <button
              type="button"
              data-space={id}
              tabIndex={id === stop ? 0 : -1}
              onClick={() => onPick(id)}
              onFocus={() => {
                setCurrent(id);
                onFocusSpace(id);
              }}
              style={{
                display: "block",
                width: "100%",
                textAlign: "left",
                font: "inherit",
                padding: "3px 6px",
                margin: "1px 0",
                border: sel ? "1px solid #b98a00" : "1px solid transparent",
                background: sel ? "#fff4c7" : "transparent",
                borderRadius: 4,
                color: PAPER.ink,
                cursor: "pointer",
              }}
            >
              {describeSpace(s.space.name, id, index, tip?.(id), locale)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
