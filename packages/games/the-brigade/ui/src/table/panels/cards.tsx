/**
 * The Brigade's cards as the DOM draws them: squad cards (§11.1: name, affiliation, water on their
 * buckets, the ability and whether it is active, §11.2), warden cards (§2, §14.2: two buckets, the
 * colour border on side 1, the special action on side 2, White Fang's face) and event cards (§5:
 * a wind gust's arrow, a firestorm's 6 × 6 pattern, a special event's text; starting events have
 * yellow corners, §6).
 */

import { contrast } from "@pudding/board-ui";
import { type TFunction, tFor, useT } from "@pudding/i18n";
import type { CSSProperties, ReactNode } from "react";
import { BRIGADE_NS } from "../../messages.js";
import { cardTextIn } from "../card-texts.js";
import { affiliationLook, SEAT_INKS, TONES } from "../colours.js";
import { Buckets, EmblemIcon, StormGrid, WindArrowIcon } from "./icons.js";

const SERIF = "Georgia, 'Times New Roman', serif";

/** The common frame of a card. */
export function CardFrame({
  border,
  children,
  width = 168,
  style,
  corners,
  testId,
  label,
}: {
  border: string;
  children: ReactNode;
  width?: number | string;
  style?: CSSProperties;
  /** Yellow corners (a starting event, §6). */
  corners?: boolean;
  testId?: string;
  label?: string;
}) {
  const corner = (pos: CSSProperties): CSSProperties => ({
    position: "absolute",
    width: 14,
    height: 14,
    background: "#f2c230",
    ...pos,
  });
  return (
    <article
      data-testid={testId}
      aria-label={label}
      style={{
        position: "relative",
        width,
        boxSizing: "border-box",
        background: "#fbf4e2",
        border: `3px solid ${border}`,
        borderRadius: 10,
        boxShadow: "0 2px 5px rgba(40,25,10,.28)",
        fontFamily: SERIF,
        color: TONES.ink,
        overflow: "hidden",
        ...style,
      }}
    >
      {corners ? (
        <>
          <span aria-hidden style={corner({ left: 0, top: 0, borderBottomRightRadius: 14 })} />
          <span aria-hidden style={corner({ right: 0, top: 0, borderBottomLeftRadius: 14 })} />
          <span aria-hidden style={corner({ left: 0, bottom: 0, borderTopRightRadius: 14 })} />
          <span aria-hidden style={corner({ right: 0, bottom: 0, borderTopLeftRadius: 14 })} />
        </>
      ) : null}
      {children}
    </article>
  );
}

/** A squad card as the table knows it (in play, or drawn by a Recruit). */
export interface SquadFace {
  id: string;
  name: string;
  affiliation: string;
  /** Water on it (a drawn card arrives full: its capacity). */
  water: number;
  capacity: number;
  text: string;
  /** §11.2: active (loyalty of its affiliation); undefined for a card not in play. */
  active?: boolean;
  mimed?: boolean;
}

/** A squad card (§11.1). */
export function SquadCard({
  card,
  width = 168,
  actions,
}: {
  card: SquadFace;
  width?: number | string;
  actions?: ReactNode;
}) {
  const t = useT(BRIGADE_NS);
  const look = affiliationLook(card.affiliation);
  const affiliation = t(`aff.${card.affiliation}`, { defaultValue: look.name });
  const inactive = card.active === false;
  return (
    <CardFrame
      border={look.dark}
      width={width}
      testId="squad-card"
      label={t("card.squadLabel", { name: card.name, affiliation })}
    >
      <header
        style={{
          // White words on the affiliation's colour where they reach 4.5 : 1, else on its dark shade
          // (Commons' green and the Merchants' gold are too light for white, WCAG 1.4.3).
          background: contrast("#ffffff", look.colour) >= 4.5 ? look.colour : look.dark,
          color: "#fff",
          padding: "4px 6px",
          display: "flex",
          gap: 6,
          alignItems: "center",
        }}
      >
        <EmblemIcon look={look} size={20} />
        <strong style={{ fontSize: 13, lineHeight: 1.1, flex: 1, minWidth: 0 }}>{card.name}</strong>
      </header>
      <div style={{ padding: "4px 6px", display: "grid", gap: 4 }}>
        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 4 }}>
          <Buckets water={card.water} capacity={card.capacity} size={16} label={card.name} />
          {card.active !== undefined ? (
            <span
              data-testid="ability-state"
              title={inactive ? t("card.needsLoyal", { affiliation }) : t("card.works")}
              style={{
                fontSize: 11,
                padding: "1px 6px",
                borderRadius: 8,
                background: inactive ? "#d9d2c3" : "#d8efc9",
                color: inactive ? "#4f4535" : "#2f5a1c",
                border: `1px solid ${inactive ? "#a89d88" : "#5f8a3a"}`,
                whiteSpace: "nowrap",
              }}
            >
              {inactive ? t("card.inactive") : t("card.active")}
            </span>
          ) : null}
        </div>
        {/* An inactive ability's words are dimmed, not faded below 4.5 : 1 (WCAG 1.4.3). */}
        <p style={{ margin: 0, fontSize: 12, lineHeight: 1.25, opacity: inactive ? 0.8 : 1 }}>
          {cardTextIn(t, "squad", card.id, "text", card.text)}
        </p>
        {card.mimed ? <span style={{ fontSize: 11, color: "#5d3f98" }}>{t("card.mime")}</span> : null}
        {actions}
      </div>
    </CardFrame>
  );
}

/** A warden as the table knows it. */
export interface WardenFace {
  id: string;
  name: string;
  side: 1 | 2;
  face?: "dawn" | "dusk";
  water: number;
  capacity: number;
  actionName?: string;
  text?: string;
}

/** A warden card (§2.1: a coloured border on side 1; §14.2: the special action on side 2). */
export function WardenCard({
  warden,
  colour,
  width = 168,
}: {
  warden: WardenFace;
  colour?: string | null;
  width?: number | string;
}) {
  const t = useT(BRIGADE_NS);
  const ink = colour ? SEAT_INKS[colour] : undefined;
  const border =
    warden.side === 1 ? (ink?.stroke === "#3b2a1a" ? "#9c8f7a" : (ink?.fill ?? "#7a6a55")) : "#4a3a28";
  return (
    <CardFrame
      border={border}
      width={width}
      testId="warden-card"
      label={t("card.wardenLabel", { name: warden.name })}
      style={warden.side === 1 && ink ? { outline: `2px solid ${ink.stroke}` } : undefined}
    >
      <header style={{ background: "#3b2a1a", color: "#f6e7c4", padding: "4px 6px" }}>
        <div style={{ fontSize: 10, letterSpacing: 1 }}>{t("card.wardenHead", { side: warden.side })}</div>
        <strong style={{ fontSize: 14 }}>{warden.name}</strong>
        {warden.face ? (
          <span style={{ fontSize: 11 }}> — {warden.face === "dawn" ? t("card.dawn") : t("card.dusk")}</span>
        ) : null}
      </header>
      <div style={{ padding: "4px 6px", display: "grid", gap: 4 }}>
        <Buckets water={warden.water} capacity={warden.capacity} size={18} label={warden.name} />
        {warden.side === 2 && warden.actionName ? (
          <p style={{ margin: 0, fontSize: 12, lineHeight: 1.25 }}>
            <strong>{cardTextIn(t, "warden", warden.id, "action", warden.actionName)}:</strong>{" "}
            {cardTextIn(t, "warden", warden.id, "text", warden.text)}
          </p>
        ) : (
          <p style={{ margin: 0, fontSize: 11, color: TONES.muted }}>{t("card.side1")}</p>
        )}
      </div>
    </CardFrame>
  );
}

/** An event card's face (a resolved card of the view, or a record of a data set). */
export interface EventFace {
  id: string;
  name: string;
  kind: string;
  direction?: string;
  fireballs?: readonly { cell: string; count: number }[];
  effect?: string;
  text?: string;
  starting?: boolean;
  module?: string;
}

/** An event card's kind in words (`Wind gust`), its own id when the kind is unknown. */
const kindWords = (kind: string, t: TFunction) => t(`card.kind.${kind}`, { defaultValue: kind });

/** An event card's head: kind, starting, Fire Festival (`Firestorm · starting`). */
const eventHead = (card: { kind: string; starting?: boolean; module?: string }, t: TFunction) =>
  `${kindWords(card.kind, t)}${card.starting ? t("card.starting") : ""}${
    card.module === "fireFestival" ? t("card.fireFestival") : ""
  }`;

/** A special event's text as the card shows it: the shipped text in the reader's language, else its own. */
const eventText = (
  card: { id?: string; kind: string; text?: string; effect?: string },
  t: TFunction,
): string | undefined => {
  const english = card.text ?? card.effect;
  return card.kind === "special" && card.id !== undefined
    ? cardTextIn(t, "special", card.id, "text", english)
    : english;
};

/**
 * An event card's words in the order it shows them — kind (starting, Fire Festival), name, and a
 * special event's text — so that anything showing the card can be named with them (a name must hold
 * the visible words in order, WCAG 2.5.3).
 */
export function eventCardWords(
  card: {
    id?: string;
    kind: string;
    name: string;
    starting?: boolean;
    module?: string;
    text?: string;
    effect?: string;
  },
  t: TFunction = tFor("en", BRIGADE_NS),
): string {
  const head = eventHead(card, t);
  const body = card.kind !== "wind" && card.kind !== "firestorm" ? (eventText(card, t) ?? "") : "";
  return body
    ? t("card.wordsText", { head, name: card.name, text: body })
    : t("card.words", { head, name: card.name });
}

/** An event card (§5). */
export function EventCardFace({
  card,
  width = 168,
  compact = false,
}: {
  card: EventFace;
  width?: number | string;
  compact?: boolean;
}) {
  const t = useT(BRIGADE_NS);
  const border = card.kind === "wind" ? "#3d7fa8" : card.kind === "firestorm" ? "#b8401a" : "#5d3f98";
  const head = card.kind === "wind" ? "#2f6f96" : card.kind === "firestorm" ? "#a8361a" : "#5d3f98";
  return (
    <CardFrame
      border={border}
      width={width}
      corners={card.starting}
      testId="event-card"
      label={eventCardWords(card, t)}
    >
      <header
        style={{
          background: head,
          color: "#fff",
          padding: compact ? "3px 2px" : "3px 8px",
          textAlign: "center",
        }}
      >
        {/* A thumbnail's kind line is tighter: Italian and Portuguese kinds are longer ("RAFFICA DI VENTO"). */}
        <div style={{ fontSize: compact ? 8 : 9, letterSpacing: compact ? 0 : 1, overflowWrap: "anywhere" }}>
          {eventHead(card, t).toUpperCase()}
        </div>{" "}
        <strong style={{ fontSize: compact ? 11 : 13 }}>{card.name}</strong>
      </header>
      <div style={{ padding: compact ? 4 : 8, display: "grid", justifyItems: "center", gap: 4 }}>
        {card.kind === "wind" ? (
          <>
            <WindArrowIcon direction={card.direction ?? "N"} size={compact ? 40 : 64} />
            {!compact ? (
              <span style={{ fontSize: 12 }}>
                {t("card.wind", {
                  dir: t(`dir.${card.direction ?? "N"}`, { defaultValue: card.direction ?? "N" }),
                })}
              </span>
            ) : null}
          </>
        ) : card.kind === "firestorm" ? (
          <>
            <StormGrid
              fireballs={card.fireballs ?? []}
              size={compact ? 48 : 96}
              label={t("card.stormLabel", {
                name: card.name,
                cells: (card.fireballs ?? []).map((f) => f.cell).join(", "),
              })}
            />
            {!compact ? (
              <span style={{ fontSize: 12 }}>
                {t("card.fireballs", {
                  cells: (card.fireballs ?? [])
                    .map((f) => (f.count > 1 ? `${f.cell}×${f.count}` : f.cell))
                    .join(", "),
                })}
              </span>
            ) : null}
          </>
        ) : compact ? null : (
          // A thumbnail (compact) shows kind and name only: its words would be clipped.
          <span style={{ fontSize: 12, textAlign: "center" }}>{eventText(card, t)}</span>
        )}
      </div>
    </CardFrame>
  );
}

/** The back of a deck (the event or squad deck) with how many cards it holds. */
export function DeckBack({
  count,
  label,
  colour = "#7a2a14",
}: {
  count: number;
  label: string;
  colour?: string;
}) {
  const t = useT(BRIGADE_NS);
  const layers = Math.min(4, Math.max(1, Math.ceil(count / 8)));
  return (
    <div
      role="img"
      aria-label={t("card.deck", { label, count })}
      style={{ position: "relative", width: 70, height: 96, fontFamily: SERIF }}
    >
      {Array.from({ length: count ? layers : 1 }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a pile's layers
          key={i}
          style={{
            position: "absolute",
            left: i * 3,
            top: -i * 3,
            width: 62,
            height: 88,
            borderRadius: 8,
            border: "2px solid #f0dcb0",
            background: count
              ? `repeating-linear-gradient(45deg, ${colour}, ${colour} 6px, #5a1d0c 6px, #5a1d0c 12px)`
              : "transparent",
            outline: count ? undefined : "2px dashed #a89d88",
            boxShadow: count ? "0 1px 3px rgba(0,0,0,.35)" : undefined,
          }}
        />
      ))}
      <span
        style={{
          position: "absolute",
          left: 0,
          right: 8,
          top: 34,
          textAlign: "center",
          color: count ? "#fff4d6" : TONES.muted,
          fontWeight: "bold",
          fontSize: 20,
          textShadow: count ? "0 1px 2px #000" : undefined,
        }}
      >
        {count}
      </span>
    </div>
  );
}
