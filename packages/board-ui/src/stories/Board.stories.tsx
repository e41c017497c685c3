import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { BoardStage } from "../BoardStage.js";
import { midGameHighlights, midGameScene, storyMap } from "./fixtures.js";

const map = storyMap();
const scene = midGameScene(map);

const meta: Meta<typeof BoardStage> = {
  title: "Board/BoardStage",
  component: BoardStage,
  parameters: { layout: "fullscreen" },
  args: { map, width: 1280, height: 860 },
};
export default meta;
type Story = StoryObj<typeof BoardStage>;

/** The printed board: regions, names, bands, arrows, crossings, river, wall and compass. */
export const EmptyBoard: Story = {};

/** Mid-game with a West card chosen: the fire source, a class-1 destination, a barred one, the viewer's objectives and the last move. */
export const MidGameWithHighlights: Story = {
  args: { scene, highlights: midGameHighlights(map) },
  render: (args) => {
    const [last, setLast] = useState<string | null>(null);
    return (
      <div>
        <BoardStage {...args} onDistrictClick={setLast} />
        <p style={{ fontFamily: "Georgia", margin: 4 }} aria-live="polite">
          {last ? `Clicked ${last}` : "Click a district"}
        </p>
      </div>
    );
  },
};

/** The same board on a phone screen (fit to 390 × 700). */
export const Phone: Story = { args: { scene, width: 390, height: 700 } };
