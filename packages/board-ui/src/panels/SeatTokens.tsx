/**
 * The seats around the table as tokens: colour, name, person or bot, away, whose turn it is and
 * who must act now (a seat may act out of turn, and several at once), and the viewer's own seats.
 */
import { useT } from "@pudding/i18n";
import type { ReactNode } from "react";
import { BOARD_NS } from "../messages.js";
import { PAPER } from "../theme.js";

/** One seat as the token shows it. */
export interface SeatToken {
  seat: number;
  name: string;
  /** `human` or a bot's label. */
  kind: string;
  /** The bot's name in the reader's language, where the host knows it (else `kind` shows). */
  kindLabel?: string;
  connected: boolean;
  /** A bot playing for this human seat while its player is away. */
  standIn?: string;
  /** A rematch seat its player has not taken yet (issue 30 §3.5): "invited", never "away". */
  invited?: true;
  colour?: string;
  /** Extra public facts (cards in hand, points…). */
  detail?: ReactNode;
  /** An action button for this seat (hand it to a bot…). */
  action?: ReactNode;
}

/** Props of {@link SeatTokens}. */
export interface SeatTokensProps {
  seats: readonly SeatToken[];
  turnOwner: number;
  toAct: readonly number[];
  /** Seats held on this device. */
  mine?: readonly number[];
  over?: boolean;
}

/** A column of seat tokens. */
export function SeatTokens({ seats, turnOwner, toAct, mine = [], over = false }: SeatTokensProps) {
  const t = useT(BOARD_NS);
  return (
    <ul
      style={{ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 4 }}
    >
      {seats.map((s) => {
        const acting = !over && toAct.includes(s.seat);
        const away = s.kind === "human" && !s.connected && !s.invited && !mine.includes(s.seat);
        return (
          <li
            key={s.seat}
            data-testid={`seat-${s.seat}`}
            data-acting={acting ? "true" : undefined}
            style={{
              display: "flex",
              flexWrap: "wrap",
              alignItems: "center",
              gap: 6,
              padding: "4px 8px",
              borderRadius: 8,
              border: acting ? "2px solid #b3381b" : "2px solid transparent",
              background: acting ? "#fff3df" : "transparent",
            }}
          >
            <span
              aria-hidden
              style={{
                width: 14,
                height: 14,
                borderRadius: "50%",
                background: s.colour ?? "#999",
                border: `1px solid ${PAPER.ink}`,
                flex: "none",
              }}
            />
            <strong>{s.name}</strong>
            <span style={{ color: PAPER.muted, fontSize: 13 }}>
              {s.kind === "human" ? "" : (s.kindLabel ?? s.kind)}
              {mine.includes(s.seat) ? ` ${t("seat.you")}` : ""}
              {away ? ` ${t("seat.away")}` : ""}
              {s.invited && !mine.includes(s.seat) ? ` ${t("seat.invited")}` : ""}
              {s.standIn ? ` · ${mine.includes(s.seat) ? t("seat.botForYou") : t("seat.botForThem")}` : ""}
              {!over && s.seat === turnOwner ? ` · ${t("seat.turn")}` : ""}
              {acting ? ` · ${t("seat.toAct")}` : ""}
            </span>
            {s.detail ? <span style={{ color: PAPER.muted, fontSize: 13 }}>{s.detail}</span> : null}
            {s.action ? <span style={{ marginLeft: "auto" }}>{s.action}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
