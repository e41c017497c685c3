/**
 * On the end screen, under the §7.1 breakdown: every secret the final view reveals — each seat's
 * house colour, objectives (kept or lost), tokens and the fire cards left in hand — and the tokens
 * left on the board, turned face up (on the board too).
 */
import { useLocale, useT } from "@pudding/i18n";
import { counted, NS } from "../../messages.js";
import { houseFill, PAPER } from "../colours.js";
import { cardName, type FireContext } from "../turn.js";
import { objectiveStatus } from "./SidePanel.js";

/** The revealed secrets of every seat. */
export function EndPanel({ ctx }: { ctx: FireContext }) {
  const t = useT(NS);
  const locale = useLocale();
  const v = ctx.game.view;
  const byId = new Map(ctx.map.districts.map((d) => [d.id, d]));
  const leftTokens = v.districts.filter((d) => d.token);
  return (
    <section aria-label={t("end.aria")} data-testid="revealed">
      <h3 style={{ margin: "12px 0 6px" }}>{t("end.title")}</h3>
      <table style={{ borderCollapse: "collapse", fontSize: 14, width: "100%" }}>
        <thead>
          <tr>
            <th style={{ textAlign: "left", padding: "3px 8px" }}>{t("end.player")}</th>
            <th style={{ textAlign: "left", padding: "3px 8px" }}>{t("end.colour")}</th>
            <th style={{ textAlign: "left", padding: "3px 8px" }}>{t("end.objectives")}</th>
            <th style={{ textAlign: "left", padding: "3px 8px" }}>{t("end.tokens")}</th>
            <th style={{ textAlign: "left", padding: "3px 8px" }}>{t("end.hand")}</th>
          </tr>
        </thead>
        <tbody>
          {v.seats.map((s) => (
            <tr key={s.seat}>
              <td style={{ padding: "3px 8px", borderTop: "1px solid #d9cba8" }}>
                {ctx.game.seats[s.seat]?.name ?? s.name}
              </td>
              <td style={{ padding: "3px 8px", borderTop: "1px solid #d9cba8" }}>
                {s.colour ? (
                  <>
                    <span
                      style={{
                        display: "inline-block",
                        width: 10,
                        height: 10,
                        borderRadius: "50%",
                        background: houseFill(s.colour),
                      }}
                    />{" "}
                    {t(`colour.${s.colour}`)}
                  </>
                ) : (
                  t("end.hidden")
                )}
              </td>
              <td style={{ padding: "3px 8px", borderTop: "1px solid #d9cba8" }}>
                {(s.objectives ?? [])
                  .map((id) => {
                    const d = byId.get(id);
                    const st = objectiveStatus(v, id);
                    return t("end.objective", {
                      name: d?.name ?? id,
                      vp: d?.objective?.vp ?? "?",
                      status: t(st === "safe" ? "end.kept" : "end.lost"),
                    });
                  })
                  .join("; ") || "—"}
              </td>
              <td style={{ padding: "3px 8px", borderTop: "1px solid #d9cba8" }}>
                {s.tokens ? t("end.tokenCounts", s.tokens) : `${s.tokenCount}`}
              </td>
              <td
                style={{ padding: "3px 8px", borderTop: "1px solid #d9cba8" }}
                data-testid={`hand-${s.seat}`}
              >
                {s.hand
                  ? s.hand.map((c) => cardName(c, locale)).join(", ") || t("end.noCards")
                  : counted(t, "seat.cards", s.handSize)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {v.seats.some((s) => s.colour && s.colour !== s.pawnColour) ? (
        <p style={{ color: PAPER.muted, margin: "6px 0" }} data-testid="dots-note">
          {t("end.dotsNote")}
        </p>
      ) : null}
      {leftTokens.length ? (
        <p style={{ color: PAPER.muted }}>
          {t("end.leftOnBoard")}{" "}
          {leftTokens
            .map(
              (d) =>
                `${byId.get(d.id)?.name ?? d.id}${d.tokenKind ? ` (${t(`end.kind.${d.tokenKind}`)})` : ""}`,
            )
            .join(", ")}
        </p>
      ) : null}
    </section>
  );
}
