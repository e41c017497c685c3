/**
 * The end of the game over the table: the winners, how it was decided in words, every row of the
 * module's breakdown, everything the final view reveals (the game's own panel, or the whole view),
 * the host's buttons (rematch, lobby) and a way to look at the board.
 */
import { useLocale, useT } from "@pudding/i18n";
import { type ReactNode, useState } from "react";
import { BOARD_NS } from "../messages.js";
import { OutcomeTable, winnersLine } from "../panels/OutcomeTable.js";
import { card, primary } from "../panels/styles.js";
import { ViewInspector } from "../panels/ViewInspector.js";
import type { AnyGameUi, TableContext } from "../plugin.js";

/** Props of {@link EndScreen}. */
export interface EndScreenProps {
  ctx: TableContext;
  ui: AnyGameUi | null;
  colours: readonly (string | undefined)[];
  /** Host buttons (Rematch, Lobby). */
  actions?: ReactNode;
}

/** The score dialog, dismissible to see the final board. */
export function EndScreen({ ctx, ui, colours, actions }: EndScreenProps) {
  const t = useT(BOARD_NS);
  const locale = useLocale();
  const [open, setOpen] = useState(true);
  const outcome = ctx.game.outcome;
  if (!outcome) return null;
  const names = ctx.game.seats.map((s) => s.name);
  const End = ui?.panels?.End;
  if (!open)
    return (
      <button
        type="button"
        style={{ ...primary, position: "fixed", right: 16, bottom: 16, zIndex: 10 }}
        onClick={() => setOpen(true)}
      >
        {t("end.show")}
      </button>
    );
  return (
    <div
      role="dialog"
      aria-label={t("end.label")}
      data-testid="end-screen"
      style={{
        position: "fixed",
        inset: 0,
        background: "rgba(30,20,10,.55)",
        display: "flex",
        alignItems: "flex-start",
        justifyContent: "center",
        overflowY: "auto",
        zIndex: 15,
        padding: "24px 8px",
      }}
    >
      <div style={{ ...card, padding: 16, maxWidth: 860, width: "100%" }}>
        <h2 style={{ marginTop: 0 }}>{winnersLine(outcome, names, locale)}</h2>
        <OutcomeTable outcome={outcome} names={names} colours={colours} />
        {End ? <End ctx={ctx} /> : <ViewInspector view={ctx.game.view} title={t("end.revealed")} />}
        <div style={{ display: "flex", gap: 8, marginTop: 12, flexWrap: "wrap" }}>
          {actions}
          <button type="button" onClick={() => setOpen(false)}>
            {t("end.seeBoard")}
          </button>
        </div>
      </div>
    </div>
  );
}
