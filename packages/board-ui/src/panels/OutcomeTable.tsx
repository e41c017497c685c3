/**
 * The end of a game from the module's `outcome`: who won, how it was decided (the tie-break in
 * words) and every row of the points breakdown, one column per seat.
 */
import type { Outcome } from "@pudding/engine";
import { type Locale, tFor, useT } from "@pudding/i18n";
import { BOARD_NS } from "../messages.js";
import { PAPER } from "../theme.js";

/** Props of {@link OutcomeTable}. */
export interface OutcomeTableProps {
  outcome: Outcome;
  /** Seat names, by seat. */
  names: readonly string[];
  /** Seat colours, by seat (any CSS colour). */
  colours?: readonly (string | undefined)[];
}

/** "Anna wins!" / "Anna and Ben share the win!" (in `locale`, English by default). */
export function winnersLine(outcome: Outcome, names: readonly string[], locale: Locale = "en"): string {
  const t = tFor(locale, BOARD_NS);
  const w = outcome.winners.map((s) => names[s] ?? t("seat", { n: s + 1 }));
  if (w.length === 0) return t("outcome.nobody");
  if (w.length === 1) return t("outcome.wins", { name: w[0] });
  return t("outcome.share", { names: w.slice(0, -1).join(", "), last: w.at(-1) });
}

/** The breakdown table with the winners' columns in bold. */
export function OutcomeTable({ outcome, names, colours = [] }: OutcomeTableProps) {
  const t = useT(BOARD_NS);
  const seats = outcome.points.map((_, i) => i);
  const won = new Set(outcome.winners);
  const rows = outcome.breakdown.some((r) => r.key === "total")
    ? outcome.breakdown
    : [...outcome.breakdown, { key: "points", label: t("outcome.points"), values: outcome.points }];
  return (
    <div style={{ overflowX: "auto", maxWidth: "100%" }}>
      <table style={{ borderCollapse: "collapse", fontSize: 14, minWidth: "100%" }} data-testid="outcome">
        <caption style={{ textAlign: "left", marginBottom: 6, color: PAPER.muted }}>
          {/* A game's ending is a code; the game words it in `decidedByText` (The Brigade: "Evacuation (§13.3): …"). */}
          {t("outcome.decidedBy", { how: outcome.decidedByText })}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: "left", padding: "3px 8px" }} />
            {seats.map((s) => (
              <th
                key={s}
                scope="col"
                style={{ padding: "3px 8px", textAlign: "right", fontWeight: won.has(s) ? 700 : 400 }}
              >
                <span
                  aria-hidden
                  style={{
                    display: "inline-block",
                    width: 10,
                    height: 10,
                    borderRadius: "50%",
                    marginRight: 4,
                    background: colours[s] ?? "#999",
                  }}
                />
                {names[s] ?? t("seat", { n: s + 1 })}
                {won.has(s) ? " ★" : ""}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} style={{ borderTop: `1px solid ${PAPER.dark}` }}>
              <th
                scope="row"
                style={{ textAlign: "left", padding: "3px 8px", fontWeight: r.key === "total" ? 700 : 400 }}
              >
                {r.label}
              </th>
              {seats.map((s) => (
                <td
                  key={s}
                  style={{
                    textAlign: "right",
                    padding: "3px 8px",
                    fontWeight: won.has(s) || r.key === "total" ? 700 : 400,
                    fontVariantNumeric: "tabular-nums",
                  }}
                >
                  {r.values[s] ?? "—"}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
