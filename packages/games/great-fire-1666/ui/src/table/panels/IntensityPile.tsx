/** The draw pile with the next Intensity card (§2.7, §6). */
import { card, SERIF as serif } from "@pudding/board-ui";
import { useT } from "@pudding/i18n";
import { NS } from "../../messages.js";
import { PAPER } from "../colours.js";

/** Props of {@link IntensityPile}. */
export interface IntensityPileProps {
  /** Fire Movement cards left above the next Intensity card… or in the whole pile. */
  drawPile: number;
  /** Letter of the next Intensity card (A–F), or null when none is left (§2.7). */
  next: string | null;
  /** Intensity cards still in the pile. */
  intensityLeft?: number;
}

/** The draw pile with the next face-up Intensity card (§2.7, §6). */
export function IntensityPile({ drawPile, next, intensityLeft }: IntensityPileProps) {
  const t = useT(NS);
  return (
    <section
      aria-label={t("pile.aria", { n: drawPile, next: next ?? t("pile.none") })}
      style={{ display: "flex", gap: 10, alignItems: "center", fontFamily: serif, color: PAPER.ink }}
    >
      <div
        style={{
          ...card,
          width: 60,
          height: 84,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          background: "repeating-linear-gradient(45deg,#3b2a1a 0 6px,#4d3824 6px 12px)",
          color: "#f7efd9",
          fontWeight: 700,
          fontSize: 20,
        }}
      >
        {drawPile}
      </div>
      <div
        style={{
          ...card,
          width: 60,
          height: 84,
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          background: next ? "linear-gradient(#e8331f,#8e1c12)" : "#ccc",
          // White on the red card; dark ink on the grey of an empty pile (contrast, WCAG 1.4.3).
          color: next ? "#fff" : "#2b2118",
        }}
      >
        <span style={{ fontSize: 10, letterSpacing: 1 }}>{t("pile.intensity")}</span>
        <span style={{ fontSize: 28, fontWeight: 700 }}>{next ?? "—"}</span>
        {intensityLeft !== undefined ? (
          <span style={{ fontSize: 10 }}>{t("pile.left", { n: intensityLeft })}</span>
        ) : null}
      </div>
    </section>
  );
}
