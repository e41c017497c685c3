/** The VP tracks, one per house colour, counting down from 40 (§7.1). */
import { card } from "@pudding/board-ui";
import { useT } from "@pudding/i18n";
import { NS } from "../../messages.js";
import { HOUSE_FILLS, PAPER } from "../colours.js";
import { HOUSE_COLOURS, type HouseColour } from "../types.js";

/** Props of {@link VpTrack}. */
export interface VpTrackProps {
  /** Current VP per house colour (everyone starts at 40, −2 per house lost, §7.1). */
  scores: Partial<Record<HouseColour, number>>;
  /** Highest value on the track. */
  max?: number;
}

/** The VP tracks, one per house colour, counting down from 40 (§7.1). */
export function VpTrack({ scores, max = 40 }: VpTrackProps) {
  const t = useT(NS);
  return (
    <section aria-label={t("vp.aria")} style={{ ...card, padding: 8, minWidth: 220, maxWidth: 420 }}>
      <h3 style={{ margin: "0 0 6px", fontSize: 14 }}>{t("vp.title")}</h3>
      {HOUSE_COLOURS.filter((c) => scores[c] !== undefined).map((c) => {
        const vp = scores[c] ?? 0;
        const pct = Math.max(0, Math.min(100, (vp / max) * 100));
        return (
          <div key={c} style={{ display: "flex", alignItems: "center", gap: 6, margin: "3px 0" }}>
            <span style={{ width: 52, fontSize: 12, textTransform: "capitalize" }}>{t(`colour.${c}`)}</span>
            <div
              aria-hidden
              style={{
                flex: 1,
                height: 12,
                background: "#e3d6b5",
                border: `1px solid ${PAPER.ink}`,
                borderRadius: 6,
                overflow: "hidden",
              }}
            >
              <div style={{ width: `${pct}%`, height: "100%", background: HOUSE_FILLS[c] }} />
            </div>
            <strong style={{ width: 24, textAlign: "right", fontSize: 13 }}>{vp}</strong>
          </div>
        );
      })}
    </section>
  );
}
