import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { BoardStage } from "../BoardStage.js";
import { ResponsiveBoardStage } from "../ResponsiveBoardStage.js";
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

/** Malformed props (an unknown district, a bad house colour) draw the rest of the board and explain the problem. */
export const BadSceneData: Story = {
  args: {
    scene: {
      ...scene,
      atlantis: { ...Object.values(scene)[0], houses: [] } as (typeof scene)[string],
      [map.districts[1]?.id ?? "x"]: {
        ...Object.values(scene)[1],
        houses: ["red", "pink" as "red"],
      } as (typeof scene)[string],
    },
    width: 900,
    height: 600,
  },
};

/** The responsive wrapper filling a 100vw × 100vh container: resize the window and the board refits. */
export const FillsItsContainer: Story = {
  render: () => (
    <div style={{ width: "100vw", height: "100vh" }}>
      <ResponsiveBoardStage map={map} scene={scene} />
    </div>
  ),
};
