/**
 * Under the board: the prompt, the choice chips (with the hints the board shows), the game's own
 * turn bar (a hand of cards…), the explanation of a refused move and the host's notices.
 */
import { useT } from "@pudding/i18n";
import type { ReactNode } from "react";
import { BOARD_NS } from "../messages.js";
import { ChoiceChips } from "../panels/ChoiceChips.js";
import type { AnyGameUi, TableContext } from "../plugin.js";
import type { SpaceHighlights } from "../types.js";

/** Props of {@link TurnPanel}. */
export interface TurnPanelProps {
  ctx: TableContext;
  ui: AnyGameUi | null;
  prompt: string;
  highlights: SpaceHighlights;
  error?: string | null;
  notices?: ReactNode;
  /** The viewer's "confirm board moves" preference, and its setter (a checkbox under the chips). */
  confirmMoves?: boolean;
  onConfirmMoves?: (on: boolean) => void;
  /** Colour-blind help (letters on colours), and its setter (a checkbox shown to every viewer). */
  colourMarks?: boolean;
  onColourMarks?: (on: boolean) => void;
  /** Take back the viewer's latest move (offered by the host when the server allows it). */
  onUndo?: () => void;
  /** Where a rule a message cites ("§2.9", "R21") is explained: its § becomes a link there. */
  ruleHref?: (rule: string) => string | null;
}

const RULE = /(§\s?\d+(?:\.\d+)*|\bR\d+\b)/;

/** A message with each rule it cites a link to the rules reference (new tab), when the host has one. */
export function RuleLinks({
  text,
  ruleHref,
  label,
}: {
  text: string;
  ruleHref?: (rule: string) => string | null;
  label: (rule: string) => string;
}) {
  if (!ruleHref) return <>{text}</>;
  const parts = text.split(RULE);
  return (
    <>
      {parts.map((part, i) => {
        const href = i % 2 === 1 ? ruleHref(part) : null;
        return href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
          <a key={i} href={href} target="_blank" rel="noopener" title={label(part)} data-testid="rule-link">
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
          <span key={i}>{part}</span>
        );
      })}
    </>
  );
}

/** The prompt, chips, turn bar and messages. */
export function TurnPanel({
  ctx,
  ui,
  prompt,
  highlights,
  error,
  notices,
  confirmMoves,
  onConfirmMoves,
  onUndo,
  colourMarks,
  onColourMarks,
  ruleHref,
}: TurnPanelProps) {
  const t = useT(BOARD_NS);
  const { turn, game } = ctx;
  const hints = new Map((highlights.selectable ?? []).map((s) => [s.id, s.hint]));
  const options = turn.options.map((o) =>
    o.step.space && !o.step.hint && hints.get(o.step.space)
      ? { ...o, step: { ...o.step, hint: hints.get(o.step.space) } }
      : o,
  );
  const mine = game.legal.length > 0 && !ctx.hidden;
  const userChose = turn.state.auto.some((a) => !a);
  const TurnBar = ui?.panels?.TurnBar;
  const name = ctx.name;
  const pending = turn.pending
    ? (ui?.describeAction?.(turn.pending, name, ctx.locale) ?? turn.steps.map((s) => s.label).join(" → "))
    : null;
  return (
    // The skip link's target ("#turn"): focusable by script only.
    <section
      id="turn"
      aria-label={t("turn.label")}
      tabIndex={-1}
      style={{ display: "flex", flexDirection: "column", gap: 6 }}
    >
      <div
        data-testid="prompt"
        aria-live="polite"
        style={{
          padding: "8px 12px",
          borderLeft: `6px solid ${mine ? "#b3381b" : "#9a8f7a"}`,
          background: "rgba(255,250,240,.9)",
          borderRadius: 6,
          fontSize: 17,
        }}
      >
        {prompt}
      </div>
      {turn.message ? (
        <div role="status" style={{ color: "#5a140e", padding: "0 4px" }}>
          {turn.message}
        </div>
      ) : null}
      {mine && (options.length > 0 || turn.pending) ? (
        <ChoiceChips
          options={options}
          steps={turn.steps}
          onChoose={turn.choose}
          onBack={userChose || turn.pending ? turn.back : undefined}
          pending={pending}
          onConfirm={turn.confirm}
          onCancel={turn.cancel}
          busy={ctx.busy}
        />
      ) : null}
      {onUndo && !ctx.hidden ? (
        <div>
          <button type="button" data-testid="undo" disabled={ctx.busy} onClick={onUndo}>
            {t("turn.undo")}
          </button>
        </div>
      ) : null}
      {(mine && onConfirmMoves) || onColourMarks ? (
        <div style={{ display: "flex", flexWrap: "wrap", gap: "2px 16px", padding: "0 4px" }}>
          {mine && onConfirmMoves ? (
            <label style={{ fontSize: 13, display: "inline-flex", gap: 6, alignItems: "center" }}>
              <input
                type="checkbox"
                data-testid="confirm-moves"
                checked={confirmMoves ?? false}
                onChange={(e) => onConfirmMoves(e.currentTarget.checked)}
              />
              {t("turn.confirmMoves")}
            </label>
          ) : null}
          {onColourMarks ? (
            <label style={{ fontSize: 13, display: "inline-flex", gap: 6, alignItems: "center" }}>
              <input
                type="checkbox"
                data-testid="colour-marks"
                checked={colourMarks ?? false}
                onChange={(e) => onColourMarks(e.currentTarget.checked)}
              />
              {t("turn.colourMarks")}
            </label>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <div
          role="alert"
          data-testid="error"
          style={{
            background: "#fff3cd",
            border: "1px solid #b3261e",
            color: "#5a140e",
            padding: "6px 10px",
            borderRadius: 6,
          }}
        >
          <RuleLinks text={error} ruleHref={ruleHref} label={(rule) => t("turn.ruleLink", { rule })} />
        </div>
      ) : null}
      {notices}
      {TurnBar ? <TurnBar ctx={ctx} /> : null}
      {mine ? (
        <span style={{ fontSize: 12, color: "#5c5040", padding: "0 4px" }}>
          {onUndo ? t("turn.keysUndo") : t("turn.keys")}
        </span>
      ) : null}
    </section>
  );
}
