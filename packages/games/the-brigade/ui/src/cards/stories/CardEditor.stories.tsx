import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { CardWorkspace } from "../CardWorkspace.js";
import { CompassPicker, PatternEditor, TracksEditor, type TracksValue } from "../controls.js";
import { EventEditor, SquadEditor } from "../editors.js";
import { cycleFireball, type EventIn, problemsOf, type SquadIn, shippedCardCity } from "../model.js";

const meta: Meta = { title: "Brigade/Card editor" };
export default meta;

const CITY = shippedCardCity();

/** The whole card editor on the shipped city (reconstructed-v1), nothing kept between visits. */
export const Workspace: StoryObj = {
  render: () => <CardWorkspace storage={null} initial={shippedCardCity()} />,
};

/** §5.2: a firestorm pattern painted by clicking squares (0 → 1 → 2 → 3 → 0 fireballs, R13). */
export const FirestormPattern: StoryObj = {
  render: function Pattern() {
    const first = CITY.cards.events.find((e) => e.kind === "firestorm");
    const [balls, setBalls] = useState(first && "fireballs" in first ? first.fireballs : []);
    return <PatternEditor fireballs={balls} onToggle={(c) => setBalls((b) => cycleFireball(b, c))} />;
  },
};

/** §5.1: a wind's direction on the compass (diagonals for real cards only, R11). */
export const Compass: StoryObj = {
  render: function Wind() {
    const [d, setD] = useState("E");
    return <CompassPicker value={d} onChange={setD} />;
  },
};

/** §10, §17.4: the three upgrade tracks, the last space the blue circle. */
export const Tracks: StoryObj = {
  render: function Tr() {
    const [t, setT] = useState<TracksValue>({
      squad: [0, 1, 1, 2, 2, 3],
      cistern: [2, 3, 3, 4, 5, 6],
      command: [4, 4, 4, 5, 5, 6],
    });
    return <TracksEditor value={t} onChange={setT} />;
  },
};

/** An event card and a squad card in their editors; the firestorm without fireballs shows its problem. */
export const CardEditors: StoryObj = {
  render: function Editors() {
    const storm = CITY.cards.events.findIndex((e) => e.kind === "firestorm");
    const [ev, setEv] = useState<EventIn>({
      ...(CITY.cards.events[storm] as EventIn),
      fireballs: [],
    } as EventIn);
    const [sq, setSq] = useState<SquadIn>(CITY.cards.squad[0] as SquadIn);
    const doc = {
      ...CITY,
      cards: { ...CITY.cards, events: CITY.cards.events.map((e, i) => (i === storm ? ev : e)) },
    };
    const issues = problemsOf(doc).filter((i) => i.path.startsWith(`cards.events[${storm}]`));
    return (
      <div style={{ display: "grid", gap: 16, maxWidth: 720 }}>
        <EventEditor card={ev} onChange={setEv} issues={issues} />
        <SquadEditor card={sq} onChange={setSq} issues={[]} />
      </div>
    );
  },
};
