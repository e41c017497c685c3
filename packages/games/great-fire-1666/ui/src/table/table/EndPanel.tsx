/**
 * On the end screen, under the §7.1 breakdown: every secret the final view reveals — each seat's
 * house colour, objectives (kept or lost), tokens and the fire cards left in hand — and the tokens
 * left on the board, turned face up (on the board too).
 */
import { houseFill, PAPER } from "../colours.js";
import { cardName, type FireContext } from "../turn.js";
import { objectiveStatus } from "./SidePanel.js";

/** The revealed secrets of every seat. */
export function EndPanel({ ctx }: { ctx: FireContext }) {
  const v = ctx.game.view;
  const byId = new Map(ctx.map.districts.map((d) => [d.id, d]));
  const leftTokens = v.districts.filter((d) => d.token);
  return (
    <section aria-label="Revealed secrets" data-testid="revealed">
      <h3 style={{ margin: "12px 0 6px" }}>Revealed</h3>
      <table style={{ borderCollapse: "collapse", fontSize: 14, width: "100%" }}>
        <thead>
          <tr>
            <th style={{ textAlign: "left", padding: "3px 8px" }}>Player</th>
            <th style={{ textAlign: "left", padding: "3px 8px" }}>Colour</th>
            <th style={{ textAlign: "left", padding: "3px 8px" }}>Objectives</th>
            <th style={{ textAlign: "left", padding: "3px 8px" }}>Tokens</th>
            <th style={{ textAlign: "left", padding: "3px 8px" }}>Hand</th>
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
                    {s.colour}
                  </>
                ) : (
                  "hidden"
                )}
              </td>
              <td style={{ padding: "3px 8px", borderTop: "1px solid #d9cba8" }}>
                {(s.objectives ?? [])
                  .map((id) => {
                    const d = byId.get(id);
                    const st = objectiveStatus(v, id);
                    return `${d?.name ?? id} (${d?.objective?.vp ?? "?"} VP, ${st === "safe" ? "kept" : "lost"})`;
                  })
                  .join("; ") || "—"}
              </td>
              <td style={{ padding: "3px 8px", borderTop: "1px solid #d9cba8" }}>
                {s.tokens
                  ? `${s.tokens.explosive} explosive, ${s.tokens.doubleMove} double move, ${s.tokens.oneVp} one VP`
                  : `${s.tokenCount}`}
              </td>
              <td
                style={{ padding: "3px 8px", borderTop: "1px solid #d9cba8" }}
                data-testid={`hand-${s.seat}`}
              >
                {s.hand ? s.hand.map(cardName).join(", ") || "no cards" : `${s.handSize} cards`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {leftTokens.length ? (
        <p style={{ color: PAPER.muted }}>
          Tokens left on the board:{" "}
          {leftTokens
            .map((d) => `${byId.get(d.id)?.name ?? d.id}${d.tokenKind ? ` (${d.tokenKind})` : ""}`)
            .join(", ")}
        </p>
      ) : null}
    </section>
  );
}
