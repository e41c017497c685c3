/**
 * The event side of the table (§5, §13.3): the card just resolved with what it did (tiles that
 * caught fire or grew, fires stopped by protection, tiles destroyed), the event deck face down with
 * its count, the discard pile face up (§5.4), the starting events set aside (§6), the squad deck,
 * and how close the city is to evacuation.
 */
import type { BrigadeMap, BrigadeView } from "@pudding/the-brigade";
import { CARD_REGISTRY, cardsOf } from "@pudding/the-brigade";
import { TONES } from "../colours.js";
import { DIR_WORDS } from "../grid.js";
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
export function eventSummary(view: BrigadeView): string {
  const e = view.lastEvent;
  if (!e) return "No event yet.";
  const who = view.seats[e.seat]?.name ?? `Seat ${e.seat + 1}`;
  const raised = e.raised.length;
  const stopped = e.card.kind === "firestorm" ? e.squares.filter((s) => !e.raised.includes(s)).length : 0;
  const parts: string[] = [];
  if (e.card.kind === "wind")
    parts.push(
      `the wind blew ${DIR_WORDS[e.card.direction ?? "N"] ?? e.card.direction}: ${e.spreads.length} spread${e.spreads.length === 1 ? "" : "s"}`,
    );
  if (e.card.kind === "firestorm")
    parts.push(
      `${e.squares.length} fireball${e.squares.length === 1 ? "" : "s"}${stopped ? `, ${stopped} stopped` : ""}`,
    );
  if (raised) parts.push(`${raised} tile${raised === 1 ? "" : "s"} hotter (${e.raised.join(", ")})`);
  if (e.destroyed.length) parts.push(`destroyed: ${e.destroyed.join(", ")}`);
  if (e.deflected.length) parts.push(`deflected: ${e.deflected.join(", ")}`);
  return `${who} revealed ${e.starting ? "a starting event" : "it"}${parts.length ? ` — ${parts.join("; ")}` : ""}.`;
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
  const lookup = eventLookup(map);
  const last = view.lastEvent;
  const discards = view.decks.eventDiscard.slice(-6).reverse();
  return (
    <section
      data-testid="event-panel"
      aria-label="Events and decks"
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
      <h3 style={{ margin: 0, fontSize: 16 }}>The event</h3>
      <div style={{ display: "flex", gap: 10, alignItems: "flex-start", flexWrap: "wrap" }}>
        {last ? (
          <EventCardFace card={{ ...last.card, starting: last.starting }} width={172} />
        ) : (
          <span style={{ fontSize: 13, color: TONES.muted }}>No event has been revealed yet.</span>
        )}
        <div style={{ display: "grid", gap: 6, flex: "1 1 120px", minWidth: 0 }}>
          <p data-testid="event-summary" style={{ margin: 0, fontSize: 13 }}>
            {eventSummary(view)}
          </p>
          <div style={{ display: "flex", gap: 10, alignItems: "flex-end", flexWrap: "wrap" }}>
            <figure style={{ margin: 0, textAlign: "center" }}>
              <DeckBack count={view.decks.events} label="Event deck" />
              <figcaption style={{ fontSize: 11 }}>Event deck</figcaption>
            </figure>
            <figure style={{ margin: 0, textAlign: "center" }}>
              <DeckBack count={view.decks.squad} label="Squad deck" colour="#2f5d8a" />
              <figcaption style={{ fontSize: 11 }}>Squad deck</figcaption>
            </figure>
          </div>
          {view.decks.startingSetAside ? (
            <span style={{ fontSize: 11 }}>{view.decks.startingSetAside} starting events set aside (§6)</span>
          ) : null}
        </div>
      </div>
      <div>
        <strong style={{ fontSize: 13 }}>Discards ({view.decks.eventDiscard.length})</strong>
        <div
          data-testid="event-discards"
          style={{ display: "flex", gap: 4, overflowX: "auto", paddingBottom: 4 }}
        >
          {discards.length === 0 ? <span style={{ fontSize: 12, color: TONES.muted }}>none yet</span> : null}
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
          label={`Tiles destroyed: ${view.destroyed} of ${view.evacuation.destroyedNeeded} (§13.3)`}
          colour="#3d3733"
        />
        <Meter
          value={Math.min(view.universityDestroyed, view.evacuation.universityNeeded)}
          max={view.evacuation.universityNeeded}
          label={`University destroyed: ${view.universityDestroyed} of ${view.evacuation.universityNeeded}`}
          colour="#5d3f98"
        />
        {view.evacuation.called ? (
          <strong style={{ color: "#a8361a", fontSize: 13 }}>
            The city is being evacuated: the game ends after {view.seats[view.evacuation.lastSeat]?.name}'s
            turn (§13.3).
          </strong>
        ) : null}
      </div>
    </section>
  );
}
