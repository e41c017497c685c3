/** A secret objective card (§2.5, §7.1). */
import { card } from "@pudding/board-ui";
import { useT } from "@pudding/i18n";
import { NS } from "../../messages.js";

/** Props of {@link ObjectiveCard}. */
export interface ObjectiveCardProps {
  districtName: string;
  deck: 1 | 2 | 3;
  vp: 2 | 4 | 6;
  /** Whether the district currently counts (§7.1: still has houses and no free cone). */
  status?: "safe" | "burning" | "lost";
}

const ROMAN = { 1: "I", 2: "II", 3: "III" } as const;

/** A secret objective card (§2.5): a red-band district worth 2/4/6 VP if it survives (§7.1). */
export function ObjectiveCard({ districtName, deck, vp, status }: ObjectiveCardProps) {
  const t = useT(NS);
  const statusText =
    status === "safe" || status === "burning" || status === "lost" ? t(`objective.${status}`) : null;
  const label = { deck: ROMAN[deck], name: districtName, vp };
  return (
    <article
      aria-label={
        statusText ? t("objective.ariaStatus", { ...label, status: statusText }) : t("objective.aria", label)
      }
      style={{ ...card, width: 120, padding: 0, overflow: "hidden", opacity: status === "lost" ? 0.55 : 1 }}
    >
      <div
        style={{
          background: "#b3261e",
          color: "#fff",
          padding: "4px 8px",
          display: "flex",
          justifyContent: "space-between",
          fontWeight: 700,
        }}
      >
        <span>{ROMAN[deck]}</span>
        <span>{t("objective.vp", { vp })}</span>
      </div>
      <div style={{ padding: 8, fontStyle: "italic", minHeight: 36 }}>{districtName}</div>
      {statusText ? (
        <div style={{ padding: "0 8px 6px", fontSize: 11, color: status === "safe" ? "#0b6b37" : "#b3261e" }}>
          {statusText}
        </div>
      ) : null}
    </article>
  );
}
