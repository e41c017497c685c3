import { SWU_MAPS, type SwuMap } from "@pudding/small-world-underground";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { SwuBoard } from "../board/SwuBoard.js";
import { localGame, tableGame } from "./local.js";

const meta: Meta = { title: "Small World Underground/Board", parameters: { layout: "fullscreen" } };
export default meta;

const frame = (children: React.ReactNode, height = "100vh") => (
  <div style={{ height, background: "#d9cba8", padding: 8, boxSizing: "border-box" }}>{children}</div>
);

/** The 2-player map as printed: terrains, River, chasms with the Volcano symbol, edge, Monster and Black Mountain symbols, the track. */
export const Printed2p: StoryObj = { render: () => frame(<SwuBoard map={SWU_MAPS["swu-2p"] as SwuMap} />) };
/** The 3-player map as printed. */
export const Printed3p: StoryObj = { render: () => frame(<SwuBoard map={SWU_MAPS["swu-3p"] as SwuMap} />) };
/** The 4-player map (a reconstruction). */
export const Printed4p: StoryObj = { render: () => frame(<SwuBoard map={SWU_MAPS["swu-4p"] as SwuMap} />) };
/** The 5-player map (a reconstruction). */
export const Printed5p: StoryObj = { render: () => frame(<SwuBoard map={SWU_MAPS["swu-5p"] as SwuMap} />) };

function Stage({ seats, seed, round }: { seats: number; seed: number; round: number }) {
  const g = useMemo(() => localGame({ seats, seed, until: (s) => s.round > round }), [seats, seed, round]);
  const view = useMemo(() => tableGame(g, null).view, [g]);
  const [clicked, setClicked] = useState("");
  return frame(
    <>
      <div data-testid="clicked" style={{ height: 20 }}>
        {clicked ? `Clicked ${clicked}` : ""}
      </div>
      <SwuBoard map={g.map} view={view} onRegionClick={setClicked} style={{ height: "calc(100vh - 40px)" }} />
    </>,
  );
}

/** After setup: Monsters (and their face-down markers) and Black Mountain markers in place. */
export const Setup: StoryObj = { render: () => <Stage seats={3} seed={1} round={0} /> };
/** Round 3 of a 3-player game: race stacks with counts, rims per player. */
export const EarlyGame: StoryObj = { render: () => <Stage seats={3} seed={7} round={3} /> };
/** Round 7: declined races (grey, dashed rims), found Places and Relics, figures. */
export const LateGame: StoryObj = { render: () => <Stage seats={3} seed={7} round={7} /> };
/** The end of a 2-player game. */
export const Final2p: StoryObj = { render: () => <Stage seats={2} seed={4} round={99} /> };
/** A phone-sized board (390 × 600). */
export const Phone: StoryObj = {
  render: () => (
    <div style={{ width: 390, height: 600 }}>
      <Stage seats={3} seed={7} round={5} />
    </div>
  ),
};
