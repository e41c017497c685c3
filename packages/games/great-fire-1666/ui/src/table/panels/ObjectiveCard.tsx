/** A secret objective card (§2.5, §7.1). */
import { card } from "@pudding/board-ui";

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
  const statusText =
    status === "safe" ? "safe" : status === "burning" ? "burning" : status === "lost" ? "lost" : null;
  return (
    <article
      aria-label={`Objective ${ROMAN[deck]}: ${districtName}, ${vp} VP${statusText ? `, ${statusText}` : ""}`}
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
        <span>{vp} VP</span>
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
