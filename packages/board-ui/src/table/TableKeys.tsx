/**
 * Keyboard shortcuts at the table, for any game (issue 20, defect 11): 1–9 choose the nth choice,
 * Escape cancels a move waiting for confirmation or steps back, U takes back the latest move when the
 * host offers it, C puts the focus on the choices, B on
 * the board's list of spaces, ? shows the list of shortcuts. Keys typed into a field (the chips'
 * filter, a form) and keys with Ctrl, Alt or Meta are left alone.
 */
import { type TFunction, useT } from "@pudding/i18n";
import { useEffect, useState } from "react";
import { BOARD_NS } from "../messages.js";
import type { TableContext } from "../plugin.js";
import { PAPER, SERIF } from "../theme.js";

/** The shortcuts, as the help lists them (the keys stay the same in every language). */
export const shortcuts = (t: TFunction): readonly { keys: string; what: string }[] => [
  { keys: "1 – 9", what: t("shortcuts.choose") },
  { keys: "Enter", what: t("shortcuts.enter") },
  { keys: "Esc", what: t("shortcuts.esc") },
  { keys: "U", what: t("shortcuts.undo") },
  { keys: "C", what: t("shortcuts.choices") },
  { keys: "B", what: t("shortcuts.board") },
  { keys: "?", what: t("shortcuts.help") },
];

const typing = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName));

/** Listens on the window while the table is shown; returns whether the help is open and its setter. */
export function useTableKeys(ctx: TableContext, root: () => HTMLElement | null, onUndo?: () => void) {
  const [help, setHelp] = useState(false);
  const { turn } = ctx;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.altKey || e.metaKey || typing(e.target)) return;
      const el = root();
      if (!el) return;
      if (e.key === "?") {
        setHelp((h) => !h);
      } else if (e.key === "Escape") {
        if (help) setHelp(false);
        else if (turn.pending) turn.cancel();
        else if (turn.steps.length > 0 && turn.state.auto.some((a) => !a)) turn.back();
        else return;
      } else if (/^[1-9]$/.test(e.key)) {
        if (ctx.hidden || ctx.busy) return;
        const o = turn.options[Number(e.key) - 1];
        if (!o) return;
        turn.choose(o.step.key);
      } else if (e.key === "u" || e.key === "U") {
        if (!onUndo || ctx.hidden || ctx.busy) return;
        onUndo();
      } else if (e.key === "c" || e.key === "C") {
        const first = el.querySelector<HTMLElement>('[data-testid="confirm"], [data-testid="choice"]');
        if (!first) return;
        first.focus();
      } else if (e.key === "b" || e.key === "B") {
        const space = el.querySelector<HTMLElement>('[data-space-list] button[tabindex="0"]');
        if (!space) return;
        space.focus();
      } else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [turn, ctx.hidden, ctx.busy, help, root, onUndo]);
  return [help, setHelp] as const;
}

/** The list of shortcuts (a non-modal dialog over the table). */
export function ShortcutsHelp({ onClose }: { onClose(): void }) {
  const t = useT(BOARD_NS);
  return (
    <div
      role="dialog"
      aria-label={t("shortcuts.title")}
      data-testid="shortcuts"
      style={{
        position: "fixed",
        right: 16,
        bottom: 16,
        zIndex: 50,
        maxWidth: "min(420px, calc(100vw - 32px))",
        background: "#fffaf0",
        border: `2px solid ${PAPER.ink}`,
        borderRadius: 8,
        padding: "10px 14px",
        fontFamily: SERIF,
        boxShadow: "0 4px 14px rgba(0,0,0,.25)",
      }}
    >
      <h3 style={{ margin: "0 0 6px" }}>{t("shortcuts.title")}</h3>
      <dl style={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: "4px 12px", margin: 0 }}>
        {shortcuts(t).map((s) => (
          <div key={s.keys} style={{ display: "contents" }}>
            <dt>
              <kbd>{s.keys}</kbd>
            </dt>
            <dd style={{ margin: 0 }}>{s.what}</dd>
          </div>
        ))}
      </dl>
      <button type="button" style={{ marginTop: 8 }} onClick={onClose}>
        {t("shortcuts.close")}
      </button>
    </div>
  );
}
