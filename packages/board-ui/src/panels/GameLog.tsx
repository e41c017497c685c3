/**
 * The game log in words: newest first (or oldest first), the whole history kept and scrollable,
 * each line marked with the acting seat's colour, announced politely to screen readers.
 */
import { useT } from "@pudding/i18n";
import { BOARD_NS } from "../messages.js";
import { PAPER } from "../theme.js";
import { card } from "./styles.js";

/** One line of the log. */
export interface LogEntry {
  seq: number;
  text: string;
  /** The acting seat's colour (any CSS colour). */
  colour?: string;
  /** Shown faint: the viewer's own line, or a line the table wants quiet. */
  quiet?: boolean;
}

/** Props of {@link GameLog}. */
export interface GameLogProps {
  entries: readonly LogEntry[];
  /** Newest first (default) or oldest first. */
  order?: "newest-first" | "oldest-first";
  maxHeight?: number | string;
}

/** The log; every line stays reachable by scrolling. */
export function GameLog({ entries, order = "newest-first", maxHeight = 220 }: GameLogProps) {
  const t = useT(BOARD_NS);
  const lines = order === "newest-first" ? [...entries].reverse() : entries;
  return (
    // Focusable, so the keyboard can scroll the history too (a scrollable region, WCAG 2.1.1).
    <section
      aria-label={t("log.label")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
      tabIndex={0}
      style={{ ...card, padding: 8, maxHeight, overflowY: "auto", fontSize: 13 }}
    >
      {lines.length === 0 ? <em>{t("log.empty")}</em> : null}
      <ol
        aria-live="polite"
        reversed={order === "newest-first"}
        style={{ margin: 0, paddingLeft: 0, listStyle: "none" }}
      >
        {lines.map((e) => (
          <li
            key={e.seq}
            style={{
              padding: "2px 0",
              borderBottom: "1px dotted #cbb98f",
              display: "flex",
              gap: 6,
              opacity: e.quiet ? 0.7 : 1,
            }}
          >
            <span
              aria-hidden
              style={{
                width: 10,
                height: 10,
                marginTop: 4,
                borderRadius: "50%",
                flex: "none",
                background: e.colour ?? "#999",
                border: `1px solid ${PAPER.ink}`,
              }}
            />
            <span>{e.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
