import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { GreatFireBoard, ResponsiveGreatFireBoard } from "../board/GreatFireBoard.js";
import type { BoardScene } from "../types.js";
import { midGameHighlights, midGameScene, storyMap } from "./fixtures.js";

const map = storyMap();
const scene = midGameScene(map);

const meta: Meta<typeof GreatFireBoard> = {
  title: "Great Fire/Board",
  component: GreatFireBoard,
  parameters: { layout: "fullscreen" },
  args: { map, width: 1280, height: 860 },
};
export default meta;
type Story = StoryObj<typeof GreatFireBoard>;

/** The printed board: regions, names, bands, arrows, crossings, river, wall and compass. */
export const EmptyBoard: Story = {};

/**
 * Mid-game with a West card chosen: the fire source glowing like embers, destinations with their
 * §4.2 class, a barred one with its reason, the viewer's objectives and the last move. Clicks report.
 */
export const MidGameWithHighlights: Story = {
  args: { scene, highlights: midGameHighlights(map) },
  render: (args) => {
    const [last, setLast] = useState<string | null>(null);
    return (
      <div>
        <GreatFireBoard {...args} onDistrictClick={setLast} />
        <p style={{ fontFamily: "Georgia", margin: 4 }} aria-live="polite" data-testid="clicked">
          {last ? `Clicked ${last}` : "Click a district"}
        </p>
      </div>
    );
  },
};

/** The same board on a phone screen (390 × 844). */
export const Phone: Story = { args: { scene, highlights: midGameHighlights(map), width: 390, height: 844 } };

/** Malformed props (an unknown district, a bad house colour, a class 7) draw the rest and explain the problem. */
export const BadSceneData: Story = {
  args: {
    scene: {
      ...scene,
      atlantis: { ...Object.values(scene)[0], houses: [] } as BoardScene[string],
      [map.districts[1]?.id ?? "x"]: {
        ...Object.values(scene)[1],
        houses: ["red", "pink" as "red"],
        freeCones: -2,
      } as BoardScene[string],
    },
    highlights: {
      destinations: [{ id: map.districts[2]?.id ?? "x", priority: 7 as 1 }],
      fireSources: ["nowhere"],
    },
    width: 900,
    height: 600,
  },
};

/** The responsive wrapper filling a 100vw × 100vh container: resize the window and the board refits. */
export const FillsItsContainer: Story = {
  render: () => (
    <div style={{ width: "100vw", height: "100vh" }}>
      <ResponsiveGreatFireBoard map={map} scene={scene} highlights={midGameHighlights(map)} />
    </div>
  ),
};
