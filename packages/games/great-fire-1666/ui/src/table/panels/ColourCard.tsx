/** The viewer's secret colour card (§2.4). */
import { card } from "@pudding/board-ui";
import { useT } from "@pudding/i18n";
import { NS } from "../../messages.js";
import { houseFill, PAPER } from "../colours.js";
import type { HouseColour } from "../types.js";

/** The viewer's secret colour card (§2.4): whose houses they are. */
export function ColourCard({ colour }: { colour: HouseColour }) {
  const t = useT(NS);
  const name = t(`colour.${colour}`);
  return (
    <article
      aria-label={t("colourCard.aria", { colour: name })}
      style={{ ...card, width: 90, padding: 8, textAlign: "center" }}
    >
      <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden>
        <path d="M3 12 12 4l9 8v9H3z" fill={houseFill(colour)} stroke={PAPER.ink} strokeWidth="1.2" />
        <rect x="10" y="15" width="4" height="6" fill={PAPER.ink} opacity=".55" />
      </svg>
      <div style={{ textTransform: "capitalize", fontWeight: 700 }}>{name}</div>
    </article>
  );
}
