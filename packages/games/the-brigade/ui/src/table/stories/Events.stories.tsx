import { BoardView } from "@pudding/board-ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { BOARD_MARGIN, cityLayers, citySpaceStyle } from "../board/layers.js";
import { EventPanel } from "../panels/events.js";
import { stormGame, viewOf, windGame } from "./fixtures.js";
import { CITY } from "./local.js";

const meta: Meta = { title: "Brigade/Events" };
export default meta;

function EventBoard({ make, animate }: { make: () => ReturnType<typeof windGame>; animate: boolean }) {
  const view = useMemo(() => viewOf(make()), [make]);
  return (
    <div style={{ display: "flex", gap: 12, flexWrap: "wrap", alignItems: "flex-start" }}>
      <BoardView
        spaces={CITY.spaces}
        frame={CITY.frame}
        width={640}
        height={640}
        margin={BOARD_MARGIN}
        labels={false}
        spaceStyle={citySpaceStyle()}
        layers={cityLayers({ view, animate })}
        name="Tinderbox"
      />
      <div style={{ width: 380 }}>
        <EventPanel view={view} map={CITY.map} />
      </div>
    </div>
  );
}

/** §5.1: a wind gust just resolved — its arrows sweep in from the downwind side, tile by tile. */
export const WindGust: StoryObj = { render: () => <EventBoard make={windGame} animate /> };

/** §5.2: a firestorm just resolved — fireballs fall in reading order; blue rings where protection stopped one. */
export const Firestorm: StoryObj = { render: () => <EventBoard make={stormGame} animate /> };

/** The same gust as it stays on the board once the animation is over. */
export const WindGustAfterwards: StoryObj = { render: () => <EventBoard make={windGame} animate={false} /> };
