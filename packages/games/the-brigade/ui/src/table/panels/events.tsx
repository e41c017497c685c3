/**
 * The event side of the table (§5, §13.3): the card just resolved with what it did (tiles that
 * caught fire or grew, fires stopped by protection, tiles destroyed), the event deck face down with
 * its count, the discard pile face up (§5.4), the starting events set aside (§6), the squad deck,
 * and how close the city is to evacuation.
 */
import { type Locale, useLocale, useT } from "@pudding/i18n";
import type { BrigadeMap, BrigadeView } from "@pudding/the-brigade";
import { CARD_REGISTRY, cardsOf } from "@pudding/the-brigade";
import { BRIGADE_NS, brigadeT } from "../../messages.js";
import { TONES } from "../colours.js";
import { DeckBack, EventCardFace, type EventFace } from "./cards.js";

const SERIF = "Georgia, 'Times New Roman', serif";

/** Event cards by id: every known data set, the map's own last (it wins). */
export function eventLookup(map: BrigadeMap | null | undefined): Map<string, EventFace> {
  const out = new Map<string, EventFace>();
  const sets = [...Object.values(CARD_REGISTRY), ...(map ? [cardsOf(map)] : [])];
  for (const set of sets) for (const e of set?.events ?? []) out.set(e.id, e);
  return out;
}

/** What an event did, in one sentence. */
export function eventSummary(view: BrigadeView, locale?: Locale): string {
  const t = brigadeT(locale);
  const e = view.lastEvent;
  if (!e) return t("summary.none");
  const who = view.seats[e.seat]?.name ?? t("seat.upper", { n: e.seat + 1 });
  const raised = e.raised.length;
  const stopped = e.card.kind === "firestorm" ? e.squares.filter((s) => !e.raised.includes(s)).length : 0;
  const parts: string[] = [];
  if (e.card.kind === "wind")
    parts.push(
      t("summary.wind", {
        dir: t(`dir.${e.card.direction ?? "N"}`, { defaultValue: e.card.direction }),
        count: e.spreads.length,
      }),
    );
  if (e.card.kind === "firestorm")
    parts.push(
      `${t("summary.fireballs", { count: e.squares.length })}${stopped ? t("summary.stopped", { n: stopped }) : ""}`,
    );
  if (raised) parts.push(t("summary.hotter", { count: raised, list: e.raised.join(", ") }));
  if (e.destroyed.length) parts.push(t("summary.destroyed", { list: e.destroyed.join(", ") }));
  if (e.deflected.length) parts.push(t("summary.deflected", { list: e.deflected.join(", ") }));
  return t(e.starting ? "summary.revealedStarting" : "summary.revealed", {
    who,
    parts: parts.length ? ` — ${parts.join("; ")}` : "",
  });
}

/** A meter: `value` of `max`, filled in `colour`. */
function Meter({ value, max, label, colour }: { value: number; max: number; label: string; colour: string }) {
  return (
    <div style={{ display: "grid", gap: 2 }}>
      <span style={{ fontSize: 12 }}>{label}</span>
      <span aria-hidden style={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
        {Array.from({ length: max }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: meter cells
            key={i}
            style={{
              width: 14,
              height: 12,
              borderRadius: 3,
              background: i < value ? colour : "#efe4c8",
              border: "1px solid #8b7a5c",
            }}
          />
        ))}
      </span>
    </div>
  );
}

/** Props of {@link EventPanel}. */
export interface EventPanelProps {
  view: BrigadeView;
  /** The map (its cards name the discards); null draws ids only. */
  map?: BrigadeMap | null;
}

/** The event just resolved, the decks and the evacuation meters. */
export function EventPanel({ view, map }: EventPanelProps) {
  const t = useT(BRIGADE_NS);
  const locale = useLocale();
  const lookup = eventLookup(map);
  const last = view.lastEvent;
  const discards = view.decks.eventDiscard.slice(-6).reverse();
  return (
    <section
      data-testid="event-panel"
      aria-label={t("events.aria")}
      style={{
        background: "#f7efd9",
        border: "2px solid #cdbb94",
        borderRadius: 12,
        padding: 8,
        display: "grid",
        gridTemplateColumns: "minmax(0, 1fr)",
        gap: 8,
        fontFamily: SERIF,
        color: TONES.ink,
        minWidth: 0,
      }}
    >
      <h3 style={{ margin: 0, fontSize: 16 }}>{t("events.title")}</h3>
      <div style={{ display: "flex", gap: 10, alignItems: "flex-start", flexWrap: "wrap" }}>
        {last ? (
          <EventCardFace card={{ ...last.card, starting: last.starting }} width={172} />
        ) : (
          <span style={{ fontSize: 13, color: TONES.muted }}>{t("events.noneYet")}</span>
        )}
        <div style={{ display: "grid", gap: 6, flex: "1 1 120px", minWidth: 0 }}>
          <p data-testid="event-summary" style={{ margin: 0, fontSize: 13 }}>
            {eventSummary(view, locale)}
          </p>
          <div style={{ display: "flex", gap: 10, alignItems: "flex-end", flexWrap: "wrap" }}>
            <figure style={{ margin: 0, textAlign: "center" }}>
              <DeckBack count={view.decks.events} label={t("deck.event")} />
              <figcaption style={{ fontSize: 11 }}>{t("deck.event")}</figcaption>
            </figure>
            <figure style={{ margin: 0, textAlign: "center" }}>
              <DeckBack count={view.decks.squad} label={t("deck.squad")} colour="#2f5d8a" />
              <figcaption style={{ fontSize: 11 }}>{t("deck.squad")}</figcaption>
            </figure>
          </div>
          {view.decks.startingSetAside ? (
            <span style={{ fontSize: 11 }}>{t("events.setAside", { n: view.decks.startingSetAside })}</span>
          ) : null}
        </div>
      </div>
      <div>
        <strong style={{ fontSize: 13 }}>
          {t("events.discards", { n: view.decks.eventDiscard.length })}
        </strong>
        <div
          data-testid="event-discards"
          style={{ display: "flex", gap: 4, overflowX: "auto", paddingBottom: 4 }}
        >
          {discards.length === 0 ? (
            <span style={{ fontSize: 12, color: TONES.muted }}>{t("events.noDiscards")}</span>
          ) : null}
          {discards.map((id, i) => {
            const face = lookup.get(id);
            return face ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a discard pile may hold a card twice after a reshuffle
              <EventCardFace key={`${id}-${i}`} card={face} width={84} compact />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <span key={`${id}-${i}`} style={{ fontSize: 11 }}>
                {id}
              </span>
            );
          })}
        </div>
      </div>
      <div style={{ display: "grid", gap: 4 }}>
        <Meter
          value={Math.min(view.destroyed, view.evacuation.destroyedNeeded)}
          max={view.evacuation.destroyedNeeded}
          label={t("meter.destroyed", { n: view.destroyed, max: view.evacuation.destroyedNeeded })}
          colour="#3d3733"
        />
        <Meter
          value={Math.min(view.universityDestroyed, view.evacuation.universityNeeded)}
          max={view.evacuation.universityNeeded}
          label={t("meter.university", {
            n: view.universityDestroyed,
            max: view.evacuation.universityNeeded,
          })}
          colour="#5d3f98"
        />
        {view.evacuation.called ? (
          <strong style={{ color: "#a8361a", fontSize: 13 }}>
            {t("events.evacuating", { name: view.seats[view.evacuation.lastSeat]?.name })}
          </strong>
        ) : null}
      </div>
    </section>
  );
}
