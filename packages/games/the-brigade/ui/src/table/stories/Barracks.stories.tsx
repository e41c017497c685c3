import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { SEAT_INKS } from "../colours.js";
import { BarracksBoard, SeatBoard, TrackRow } from "../panels/barracks.js";
import { midGame, viewOf } from "./fixtures.js";
import { localGame } from "./local.js";

const meta: Meta = { title: "Brigade/Barracks board" };
export default meta;

const ink = SEAT_INKS.orange as NonNullable<typeof SEAT_INKS.orange>;

/** The three tracks (§10, §17.4) at the start, half-way and on the blue circle. */
export const Tracks: StoryObj = {
  render: () => (
    <div style={{ display: "grid", gap: 10, maxWidth: 320, fontFamily: "Georgia, serif" }}>
      <TrackRow
        name="squad"
        ink={ink}
        track={{ position: 0, value: 0, last: 5, blue: false, values: [0, 1, 1, 2, 2, 3] }}
      />
      <TrackRow
        name="cistern"
        ink={ink}
        track={{ position: 3, value: 4, last: 5, blue: false, values: [2, 3, 3, 4, 5, 6] }}
      />
      <TrackRow
        name="command"
        ink={ink}
        track={{ position: 5, value: 6, last: 5, blue: true, values: [4, 4, 4, 5, 5, 6] }}
      />
    </div>
  ),
};

/** A barracks board mid-game, full and compact. */
export const Board: StoryObj = {
  render: () => {
    const v = useMemo(() => viewOf(midGame()), []);
    const s = v.seats[0];
    return s ? (
      <div style={{ display: "flex", gap: 10, flexWrap: "wrap" }}>
        <div style={{ width: 340 }}>
          <BarracksBoard seat={s} ink={ink} />
        </div>
        <div style={{ width: 260 }}>
          <BarracksBoard seat={s} ink={ink} compact />
        </div>
      </div>
    ) : (
      <p>no seat</p>
    );
  },
};

/** Everything in front of each player at the start and mid-game: warden, squad, free slots, AP. */
export const SeatBoards: StoryObj = {
  render: () => {
    const start = useMemo(() => viewOf(localGame({ seed: 7, until: (s) => s.phase === "action" })), []);
    const mid = useMemo(() => viewOf(midGame()), []);
    return (
      <div style={{ display: "grid", gap: 10, maxWidth: 760 }}>
        <SeatBoard view={start} seat={start.owner} />
        {mid.seats.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats
          <SeatBoard key={i} view={mid} seat={i} compact={i !== mid.owner} />
        ))}
      </div>
    );
  },
};
