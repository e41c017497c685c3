/**
 * A player as the table shows him (§20, public facts): the active combo, the declined races, the
 * tokens in hand, regions held, Silver Hammers and a Vengeance marker, the public trail of coin
 * movements, and — for the viewer alone — the coin total.
 */
import { useT } from "@pudding/i18n";
import type { RaceView, SeatView } from "@pudding/small-world-underground";
import { SWU_NS } from "../../messages.js";
import { swuSeatColour } from "../palette.js";
import { Coin, PowerBadge, RaceBanner, TokenChip } from "./art.js";

/** The message keys of the coin movements' reasons. */
const REASONS: Record<string, string> = {
  scoring: "trail.scoring",
  "combo coins": "trail.comboCoins",
  "combo payment": "trail.comboPayment",
  liches: "trail.liches",
  martyr: "trail.martyr",
  thieving: "trail.thieving",
  ring: "trail.ring",
  altar: "trail.altar",
};

/** One race in front of a player. */
export function RaceLine({ r, seat, compact = false }: { r: RaceView; seat: number; compact?: boolean }) {
  const t = useT(SWU_NS);
  return (
    <div
      style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 4 }}
      data-testid={r.declined ? "declined-race" : "active-race"}
    >
      <RaceBanner race={r.race} declined={r.declined} size="small" />
      {r.power || !r.declined ? <PowerBadge power={r.power} declined={r.declined} size="small" /> : null}
      {!compact ? (
        <span style={{ fontSize: 12, color: "#4a3b2a" }}>
          {t("seat.regions", { count: r.regions })} · {t("seat.onMap", { count: r.tokensOnMap })}
        </span>
      ) : null}
      {r.hand > 0 ? (
        <TokenChip
          race={r.race}
          count={r.hand}
          declined={r.declined}
          rim={swuSeatColour(seat)}
          label={t("seat.inHand", { count: r.hand })}
        />
      ) : null}
    </div>
  );
}

/** The public trail of a seat's coin movements this and last round (§20), newest first. */
export function CoinTrail({ moves, max = 4 }: { moves: SeatView["coinMoves"]; max?: number }) {
  const t = useT(SWU_NS);
  if (!moves.length) return null;
  const shown = moves.slice(-max).reverse();
  return (
    <section
      style={{ display: "flex", flexWrap: "wrap", gap: 4, fontSize: 11.5 }}
      aria-label={t("seat.trailAria")}
    >
      {shown.map((m, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a trail has no ids
          key={i}
          style={{
            padding: "0 5px",
            borderRadius: 8,
            background: m.couldNotPay ? "#f0d7d0" : m.delta === null || m.delta >= 0 ? "#e3efd5" : "#f3e2c8",
            color: "#3b2a1a",
          }}
        >
          {/* R63: another seat's coins from the bank show as "+?" — that it scored, not how much. */}
          {m.couldNotPay
            ? t("seat.couldNotPay")
            : m.delta === null
              ? "+?"
              : `${m.delta >= 0 ? "+" : "−"}${Math.abs(m.delta)}`}{" "}
          {REASONS[m.reason] ? t(REASONS[m.reason] as string) : m.reason} ·{" "}
          {t("seat.round", { round: m.round })}
        </span>
      ))}
    </section>
  );
}

/** Props of {@link SeatDetail}. */
export interface SeatDetailProps {
  s: SeatView;
  seat: number;
  /** Show the coin total (the viewer's own, or everybody's at the end). */
  showCoins?: boolean;
}

/** What the table shows under a seat's name. */
export function SeatDetail({ s, seat, showCoins = true }: SeatDetailProps) {
  const t = useT(SWU_NS);
  return (
    <div data-testid="seat-detail" style={{ display: "flex", flexDirection: "column", gap: 3, marginTop: 2 }}>
      {s.active ? (
        <RaceLine r={s.active} seat={seat} />
      ) : (
        <span style={{ fontSize: 12 }}>{t("seat.noActive")}</span>
      )}
      {s.declined.map((d) => (
        <RaceLine key={d.race} r={d} seat={seat} />
      ))}
      <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8, fontSize: 12 }}>
        {showCoins && s.coins !== null ? (
          <span
            data-testid="coins"
            style={{ display: "inline-flex", alignItems: "center", gap: 3 }}
            title={t("seat.coinsTitle")}
          >
            <Coin n={s.coins} size={22} /> {t("seat.coins")}
          </span>
        ) : (
          <span title={t("seat.hiddenTitle")} style={{ color: "#6e6150" }}>
            {t("seat.hidden")}
          </span>
        )}
        {s.hammers > 0 ? <span title={t("seat.hammers")}>⚒ {s.hammers}</span> : null}
        {s.vengeance ? (
          <span title={t("seat.vengeanceTitle")} style={{ color: "#8a1c10", fontWeight: 700 }}>
            {t("seat.vengeance")}
          </span>
        ) : null}
      </div>
      <CoinTrail moves={s.coinMoves} />
    </div>
  );
}
