/**
 * The guided turn as buttons: the path chosen so far, every open step as a chip (all of them —
 * they wrap and scroll, never cut off), a filter when there are many, Back, and Confirm / Cancel
 * when the game asks for a confirmation. Usable with the keyboard alone.
 */
import { useT } from "@pudding/i18n";
import { useEffect, useRef, useState } from "react";
import { BOARD_NS } from "../messages.js";
import { PAPER, SERIF } from "../theme.js";
import type { ChoiceStep } from "../types.js";
import { chip, plain, primary } from "./styles.js";

/** Props of {@link ChoiceChips}. */
export interface ChoiceChipsProps {
  /** The open steps. */
  options: readonly { step: ChoiceStep; final?: boolean }[];
  onChoose(key: string): void;
  /** The steps chosen so far (shown as a breadcrumb). */
  steps?: readonly ChoiceStep[];
  onBack?: () => void;
  /** A complete action waiting for confirmation, in words. */
  pending?: string | null;
  onConfirm?: () => void;
  onCancel?: () => void;
  busy?: boolean;
  /** Words before the chips (default "Choose:", in the reader's language). */
  title?: string;
  /** Above this many chips a filter box appears (default 12). */
  filterFrom?: number;
}

/** Chips for the open steps of the guided turn. */
export function ChoiceChips({
  options,
  onChoose,
  steps = [],
  onBack,
  pending,
  onConfirm,
  onCancel,
  busy = false,
  title,
  filterFrom = 12,
}: ChoiceChipsProps) {
  const t = useT(BOARD_NS);
  const [filter, setFilter] = useState("");
  // A move waiting for confirmation takes the keyboard focus: Enter sends it, Tab reaches Cancel.
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (pending) confirmRef.current?.focus({ preventScroll: true });
  }, [pending]);
  const f = filter.trim().toLowerCase();
  const shown = f ? options.filter((o) => o.step.label.toLowerCase().includes(f)) : options;
  return (
    <fieldset
      aria-label={t("chips.label")}
      style={{
        border: `1px solid ${PAPER.muted}`,
        borderRadius: 8,
        margin: 0,
        padding: "6px 8px",
        display: "flex",
        flexWrap: "wrap",
        gap: 6,
        alignItems: "center",
        maxHeight: "min(40vh, 260px)",
        overflowY: "auto",
        fontFamily: SERIF,
        background: "rgba(255,250,240,.6)",
      }}
    >
      {steps.length ? (
        <span data-testid="path" style={{ color: PAPER.muted }}>
          {steps.map((s) => s.label).join(" → ")} →
        </span>
      ) : null}
      {pending ? (
        <>
          <button
            ref={confirmRef}
            type="button"
            style={primary}
            disabled={busy}
            onClick={onConfirm}
            data-testid="confirm"
          >
            {t("chips.confirm", { action: pending })}
          </button>
          <button type="button" style={plain} onClick={onCancel}>
            {t("chips.cancel")}
          </button>
        </>
      ) : (
        <>
          {options.length ? <span style={{ color: PAPER.muted }}>{title ?? t("chips.choose")}</span> : null}
          {options.length > filterFrom ? (
            <input
              aria-label={t("chips.filterLabel")}
              placeholder={t("chips.filter")}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              style={{ font: "inherit", width: 110, padding: "3px 6px" }}
            />
          ) : null}
          {shown.map((o) => (
            <button
              key={o.step.key}
              type="button"
              style={o.step.space ? { ...chip, borderStyle: "dashed" } : chip}
              disabled={busy}
              data-testid="choice"
              data-key={o.step.key}
              {...(o.step.space ? { "data-space": o.step.space } : {})}
              title={o.step.hint}
              onClick={() => onChoose(o.step.key)}
            >
              {o.step.label}
              {o.step.hint ? (
                <span style={{ color: PAPER.muted, fontSize: 12 }}> · {o.step.hint}</span>
              ) : null}
            </button>
          ))}
        </>
      )}
      {onBack && (steps.length > 0 || pending) ? (
        <button type="button" style={{ ...plain, padding: "3px 10px" }} onClick={onBack} disabled={busy}>
          {t("back")}
        </button>
      ) : null}
    </fieldset>
  );
}
