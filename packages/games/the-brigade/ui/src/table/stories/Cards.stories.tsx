import type { Meta, StoryObj } from "@storybook/react-vite";
import { DeckBack, EventCardFace, SquadCard, WardenCard } from "../panels/cards.js";
import { CARDS } from "./fixtures.js";

const meta: Meta = { title: "Brigade/Cards" };
export default meta;

const row = { display: "flex", gap: 10, flexWrap: "wrap" as const, alignItems: "flex-start" };
const q = (i: number) => CARDS.squad[i] as (typeof CARDS.squad)[number];

/** Squad cards (§11): full and half-empty buckets, active and inactive abilities, the Mime token. */
export const SquadCards: StoryObj = {
  render: () => (
    <div style={row}>
      <SquadCard card={{ ...q(0), capacity: q(0).water, active: true }} />
      <SquadCard card={{ ...q(3), water: 1, capacity: q(3).water, active: false }} />
      <SquadCard card={{ ...q(9), capacity: q(9).water, active: true, mimed: true }} />
      <SquadCard card={{ ...q(21), capacity: q(21).water, active: true }} />
      <SquadCard card={{ ...q(5), capacity: q(5).water }} />
    </div>
  ),
};

/** Wardens: side 1 in each colour's border, side 2 with its action, White Fang's two faces. */
export const Wardens: StoryObj = {
  render: () => {
    const w = CARDS.wardens;
    const fang = w.find((x) => x.action === "dawnDusk") ?? w[0];
    return (
      <div style={row}>
        {(["white", "black", "pink", "orange"] as const).map((c, i) => (
          <WardenCard
            key={c}
            colour={c}
            warden={{ ...(w[i] as (typeof w)[number]), side: 1, capacity: 2, water: i % 3 }}
          />
        ))}
        <WardenCard warden={{ ...(w[4] as (typeof w)[number]), side: 2, capacity: 2, water: 2 }} />
        {fang ? <WardenCard warden={{ ...fang, side: 2, face: "dawn", capacity: 2, water: 1 }} /> : null}
        {fang ? (
          <WardenCard warden={{ ...fang, side: 2, face: "dusk", capacity: fang.duskWater ?? 5, water: 5 }} />
        ) : null}
      </div>
    );
  },
};

/** Event cards (§5): winds in four directions, firestorms, specials, a starting event's yellow corners. */
export const EventCards: StoryObj = {
  render: () => {
    const e = CARDS.events;
    const pick = (k: string, n: number) => e.filter((x) => x.kind === k).slice(0, n);
    return (
      <div style={{ display: "grid", gap: 10 }}>
        <div style={row}>
          {e
            .filter((x) => x.starting)
            .slice(0, 2)
            .map((c) => (
              <EventCardFace key={c.id} card={c} />
            ))}
          {pick("firestorm", 3).map((c) => (
            <EventCardFace key={c.id} card={c} />
          ))}
        </div>
        <div style={row}>
          {["N", "E", "S", "W"].map((d) => {
            const c = e.find((x) => x.kind === "wind" && x.direction === d);
            return c ? <EventCardFace key={c.id} card={c} /> : null;
          })}
        </div>
        <div style={row}>
          {pick("special", 6).map((c) => (
            <EventCardFace key={c.id} card={c} />
          ))}
        </div>
        <div style={row}>
          {e.slice(0, 8).map((c) => (
            <EventCardFace key={c.id} card={c} width={84} compact />
          ))}
          <DeckBack count={31} label="Event deck" />
          <DeckBack count={0} label="Empty deck" />
        </div>
      </div>
    );
  },
};
