/**
 * A seat's barracks board (§10) and everything in front of that player: the three upgrade tracks
 * (Squad Members, Cistern Capacity, Command) with the marker on its space and the blue circle at the
 * end with its bonus (§10.2), the cistern's section with its numbered buckets (§9), the warden card,
 * the squad cards with their water and whether each ability is active (§11.2), Sir Precious (R41)
 * and the action points left this turn (§7.2).
 */
import { useT } from "@pudding/i18n";
import type { BrigadeView, SeatView, TrackView } from "@pudding/the-brigade";
import type { CSSProperties } from "react";
import { BRIGADE_NS } from "../../messages.js";
import { cardTextIn } from "../card-texts.js";
import { type SeatInk, seatInk, TONES } from "../colours.js";
import { SquadCard, WardenCard } from "./cards.js";
import { Bucket, HelmetIcon, WagonIcon } from "./icons.js";

const SERIF = "Georgia, 'Times New Roman', serif";

/** Track names and their blue-circle bonuses (§10.2). */
export const TRACK_INFO = {
  squad: { name: "Squad Members", bonus: "a free Recruit" },
  cistern: { name: "Cistern Capacity", bonus: "a free cistern move with each Move Brigade, once a turn" },
  command: { name: "Command", bonus: "+2 action points this turn" },
} as const;

/** One upgrade track: a circle per space with its value, the marker, the blue circle last. */
export function TrackRow({
  track,
  name,
  ink,
  compact = false,
}: {
  track: TrackView;
  name: keyof typeof TRACK_INFO;
  ink: SeatInk;
  compact?: boolean;
}) {
  const t = useT(BRIGADE_NS);
  const info = { name: t(`track.${name}`), bonus: t(`bonus.${name}`) };
  const d = compact ? 20 : 26;
  return (
    <section
      data-testid={`track-${name}`}
      aria-label={t("track.aria", {
        name: info.name,
        value: track.value,
        position: track.position + 1,
        total: track.values.length,
      })}
      style={{ display: "grid", gap: 2 }}
    >
      <span style={{ fontSize: compact ? 11 : 12, display: "flex", justifyContent: "space-between", gap: 6 }}>
        <strong>{info.name}</strong>
        <span>
          {track.value}
          {track.blue ? t("track.blueReached") : ""}
        </span>
      </span>
      <div style={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
        {track.values.map((v, i) => {
          const last = i === track.values.length - 1;
          const here = i === track.position;
          const past = i < track.position;
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: track spaces are positional
              key={i}
              title={
                last ? t("track.blueTitle", { bonus: info.bonus }) : t("track.spaceTitle", { i: i + 1, v })
              }
              style={{
                position: "relative",
                width: d,
                height: d,
                borderRadius: "50%",
                display: "inline-flex",
                alignItems: "center",
                justifyContent: "center",
                fontSize: compact ? 11 : 13,
                fontWeight: "bold",
                background: last ? TONES.blue : past ? "#e9dcb8" : "#fbf4e2",
                color: last ? "#fff" : TONES.ink,
                border: `2px solid ${last ? "#163f86" : "#8b7a5c"}`,
                boxShadow: here ? `0 0 0 3px ${ink.fill}, 0 0 0 5px ${ink.stroke}` : undefined,
              }}
            >
              {v}
            </span>
          );
        })}
      </div>
    </section>
  );
}

/** The barracks board: the tracks and the cistern section (§10, §9). */
export function BarracksBoard({
  seat,
  ink,
  compact = false,
}: {
  seat: SeatView;
  ink: SeatInk;
  compact?: boolean;
}) {
  const t = useT(BRIGADE_NS);
  const maxCap = Math.max(...seat.tracks.cistern.values, seat.cistern.capacity);
  return (
    <section
      data-testid="barracks-board"
      aria-label={t("barracks.aria", { name: seat.name })}
      style={{
        background: "linear-gradient(#a8452c, #8f3b26)",
        border: "3px solid #4a1a0e",
        borderRadius: 10,
        padding: 6,
        display: "grid",
        gridTemplateColumns: "minmax(0, 1fr)",
        gap: 6,
        color: TONES.ink,
        fontFamily: SERIF,
      }}
    >
      <div
        style={{
          background: "#f6ebcf",
          borderRadius: 6,
          padding: 6,
          display: "grid",
          gap: 4,
        }}
      >
        <TrackRow track={seat.tracks.squad} name="squad" ink={ink} compact={compact} />
        <TrackRow track={seat.tracks.cistern} name="cistern" ink={ink} compact={compact} />
        <TrackRow track={seat.tracks.command} name="command" ink={ink} compact={compact} />
      </div>
      <section
        data-testid="cistern-section"
        aria-label={t("barracks.cisternAria", { water: seat.cistern.water, capacity: seat.cistern.capacity })}
        style={{
          background: "#dcebf2",
          borderRadius: 6,
          padding: "4px 6px",
          display: "flex",
          alignItems: "center",
          gap: 6,
          flexWrap: "wrap",
        }}
      >
        <WagonIcon ink={ink} size={22} />
        <strong style={{ fontSize: 12 }}>{t("barracks.cistern")}</strong>
        <span style={{ display: "inline-flex", gap: 1, flexWrap: "wrap" }}>
          {Array.from({ length: maxCap }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: numbered buckets
              key={i}
              style={{ position: "relative", opacity: i < seat.cistern.capacity ? 1 : 0.35 }}
              title={
                i < seat.cistern.capacity
                  ? t("barracks.bucket", { i: i + 1 })
                  : t("barracks.bucketLocked", { i: i + 1 })
              }
            >
              <Bucket full={i < seat.cistern.water} size={compact ? 16 : 19} />
              <span
                style={{
                  position: "absolute",
                  left: 0,
                  right: 0,
                  bottom: -2,
                  fontSize: 8,
                  textAlign: "center",
                }}
              >
                {i + 1}
              </span>
            </span>
          ))}
        </span>
        <span style={{ fontSize: 12 }}>
          {seat.cistern.water}/{seat.cistern.capacity}
          {seat.cistern.cell ? t("barracks.on", { cell: seat.cistern.cell }) : ""}
        </span>
      </section>
      {seat.barracks?.abilityName ? (
        <div style={{ background: "#f6ebcf", borderRadius: 6, padding: "3px 6px", fontSize: 12 }}>
          <strong>
            {cardTextIn(t, "barracks", seat.barracks.id, "ability", seat.barracks.abilityName)}:
          </strong>{" "}
          {cardTextIn(t, "barracks", seat.barracks.id, "text", seat.barracks.text)}
        </div>
      ) : null}
    </section>
  );
}

/** Action points left this turn, as pips (§7.2). */
export function ActionPoints({ seat, max }: { seat: SeatView; max?: number }) {
  const t = useT(BRIGADE_NS);
  const total = Math.max(max ?? seat.tracks.command.value, seat.actionPoints);
  return (
    <span
      data-testid="action-points"
      role="img"
      aria-label={t("ap.left", { count: seat.actionPoints })}
      title={t("ap.title", { n: seat.actionPoints })}
      style={{ display: "inline-flex", gap: 3, alignItems: "center" }}
    >
      {Array.from({ length: total }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: pips
          key={i}
          style={{
            width: 14,
            height: 14,
            borderRadius: "50%",
            background: i < seat.actionPoints ? "#e0b43a" : "transparent",
            border: "2px solid #7a520a",
          }}
        />
      ))}
      <strong style={{ marginLeft: 4 }}>{t("ap.short", { n: seat.actionPoints })}</strong>
    </span>
  );
}

/** Props of {@link SeatBoard}. */
export interface SeatBoardProps {
  view: BrigadeView;
  seat: number;
  /** A smaller board (other players). */
  compact?: boolean;
  style?: CSSProperties;
}

/** Everything in front of one player: name, pieces, AP, barracks board, warden, squad. */
export function SeatBoard({ view, seat, compact = false, style }: SeatBoardProps) {
  const t = useT(BRIGADE_NS);
  const s = view.seats[seat];
  if (!s) return null;
  const ink = seatInk(view, seat);
  const acting = view.toAct.includes(seat);
  const owner = view.owner === seat && view.phase === "action";
  const cardW = compact ? 150 : 168;
  return (
    <section
      data-testid={`seat-board-${seat}`}
      aria-label={t("seatBoard.aria", { name: s.name })}
      style={{
        background: "#f7efd9",
        border: `2px solid ${acting ? "#b3381b" : "#cdbb94"}`,
        borderRadius: 12,
        padding: 8,
        display: "grid",
        gridTemplateColumns: "minmax(0, 1fr)",
        gap: 8,
        fontFamily: SERIF,
        color: TONES.ink,
        minWidth: 0,
        ...style,
      }}
    >
      <header style={{ display: "flex", alignItems: "center", gap: 6, flexWrap: "wrap" }}>
        <HelmetIcon ink={ink} size={24} />
        <strong style={{ fontSize: 16 }}>{s.name}</strong>
        <span style={{ fontSize: 12, color: TONES.muted }}>
          {t("seatBoard.facts", {
            ink: t(`ink.${s.colour}`, { defaultValue: ink.name }),
            score: s.score,
            loyal: s.loyalTiles,
            renown: s.renownOnBoard,
          })}
        </span>
        {owner ? <ActionPoints seat={s} /> : null}
        {s.precious ? (
          <span title={t("seatBoard.precious")} style={{ fontSize: 12, color: "#9b2f52" }}>
            ♛ Sir Precious
          </span>
        ) : null}
        {s.alliances ? <span style={{ fontSize: 12 }}>{t("seatBoard.alliances")}</span> : null}
        {s.pyrocontrol ? <span style={{ fontSize: 12 }}>{t("seatBoard.pyrocontrol")}</span> : null}
        {s.extraTurns ? (
          <span style={{ fontSize: 12 }}>{t("seatBoard.extraTurns", { n: s.extraTurns })}</span>
        ) : null}
      </header>
      <div style={{ fontSize: 12, display: "flex", gap: 10, flexWrap: "wrap" }}>
        <span>
          {t("seatBoard.brigade", {
            cell: s.brigade.cell ?? "—",
            water: s.brigade.water,
            capacity: s.brigade.capacity,
          })}
        </span>
        <span>
          {t("seatBoard.cistern", {
            cell: s.cistern.cell ?? "—",
            water: s.cistern.water,
            capacity: s.cistern.capacity,
          })}
        </span>
      </div>
      <BarracksBoard seat={s} ink={ink} compact={compact} />
      <div style={{ display: "flex", gap: 6, flexWrap: "wrap", alignItems: "flex-start" }}>
        {s.warden ? <WardenCard warden={s.warden} colour={s.colour} width={cardW} /> : null}
        {s.squad.map((q) => (
          <SquadCard key={q.id} card={q} width={cardW} />
        ))}
        {Array.from({ length: Math.max(0, s.squadSlots - s.squad.length) }, (_, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: empty slots
            key={i}
            title={t("seatBoard.slotTitle")}
            style={{
              width: cardW,
              minHeight: 70,
              boxSizing: "border-box",
              border: "2px dashed #b8a886",
              borderRadius: 10,
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              fontSize: 12,
              color: TONES.muted,
            }}
          >
            {t("seatBoard.slot")}
          </div>
        ))}
      </div>
    </section>
  );
}
