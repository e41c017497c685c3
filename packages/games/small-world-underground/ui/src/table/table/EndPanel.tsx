/**
 * The end screen's part (§12): every player's coins revealed, the races he ended with, his race
 * tokens on the map (the tie-break) and the winners crowned.
 */

import { useT } from "@pudding/i18n";
import { SWU_NS } from "../../messages.js";
import { swuSeatColour } from "../palette.js";
import { Coin } from "../panels/art.js";
import { RaceLine } from "../panels/seats.js";
import type { SwuContext } from "../turn.js";

/** Every coin revealed, with the races and the tie-break count. */
export function EndPanel({ ctx }: { ctx: SwuContext }) {
  const t = useT(SWU_NS);
  const v = ctx.game.view;
  const result = v.result;
  const winners = new Set(result?.winners ?? ctx.game.outcome?.winners ?? []);
  const tokens = (seat: number) =>
    v.regions.filter((r) => r.seat === seat && r.race).reduce((a, r) => a + r.tokens, 0);
  return (
    <section aria-label={t("end.aria")} data-testid="final-coins" style={{ display: "grid", gap: 8 }}>
      {v.seats.map((s, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
          key={i}
          style={{
            display: "grid",
            gridTemplateColumns: "auto minmax(0,1fr)",
            gap: 10,
            alignItems: "center",
            padding: 8,
            borderRadius: 8,
            border: `2px solid ${winners.has(i) ? "#c99a1e" : "#a8987a"}`,
            background: winners.has(i) ? "#fff5d6" : "#f7efd9",
          }}
        >
          <span style={{ display: "grid", justifyItems: "center", gap: 2 }}>
            <Coin n={result?.coins[i] ?? s.coins ?? "?"} size={44} />
            <span style={{ fontSize: 11 }}>{t("end.coins")}</span>
          </span>
          <span style={{ display: "grid", gap: 4, minWidth: 0 }}>
            {/* The seat's colour as a dot beside the name: coloured words on paper are too faint (WCAG 1.4.3). */}
            <b>
              <span
                aria-hidden
                style={{
                  display: "inline-block",
                  width: 11,
                  height: 11,
                  borderRadius: "50%",
                  background: swuSeatColour(i),
                  border: "1px solid #3b2a1a",
                  marginRight: 5,
                }}
              />
              {winners.has(i) ? "♛ " : ""}
              {s.name}
              <span style={{ color: "#4a3b2a", fontWeight: 400, fontSize: 13 }}>
                {" "}
                · {t("end.tokens", { count: tokens(i) })}
              </span>
            </b>
            {s.active ? <RaceLine r={s.active} seat={i} compact /> : null}
            {s.declined.map((d) => (
              <RaceLine key={d.race} r={d} seat={i} compact />
            ))}
          </span>
        </div>
      ))}
    </section>
  );
}
