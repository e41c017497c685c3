import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { BoardStage } from "../board/BoardStage.js";
import { BoardView } from "../board/BoardView.js";
import { ResponsiveBoard } from "../board/ResponsiveBoard.js";
import type { Space } from "../types.js";
import { claimsSpaces, TOWN_FRAME, townHighlights, townSpaces } from "./fixtures.js";

const town = townSpaces();

const meta: Meta<typeof BoardView> = {
  title: "Board/BoardView",
  component: BoardView,
  parameters: { layout: "fullscreen" },
  args: { spaces: town, frame: TOWN_FRAME, width: 1200, height: 820, name: "a town" },
};
export default meta;
type Story = StoryObj<typeof BoardView>;

/** Polygon spaces with their names, nothing highlighted. */
export const Polygons: Story = {};

/** A grid game's cells (the toy game's 4×4 board with two holes), drawn from its module's spaces. */
export const GridCells: Story = { args: { spaces: claimsSpaces(), frame: undefined, name: "Claims 4×4" } };

/**
 * Mid-turn: the chosen space (numbered), open destinations glowing with hints and badges, a barred
 * space with its reason, the viewer's marked spaces and the last move as a trail. Clicks report.
 */
export const Highlights: Story = {
  args: { highlights: townHighlights },
  render: (args) => {
    const [last, setLast] = useState<string | null>(null);
    return (
      <div>
        <BoardView {...args} onSpaceClick={setLast} />
        <p style={{ fontFamily: "Georgia", margin: 4 }} aria-live="polite" data-testid="clicked">
          {last ? `Clicked ${last}` : "Click a space"}
        </p>
      </div>
    );
  },
};

/** A phone screen (390 × 700): the board fits, zoom buttons stay in reach. */
export const Phone: Story = { args: { highlights: townHighlights, width: 390, height: 700 } };

/** Malformed props: a space without a shape, a duplicate id, highlights naming no space — the rest draws and a banner says what is wrong. */
export const BadData: Story = {
  args: {
    spaces: [
      ...town,
      { id: "limbo", name: "Limbo", adjacent: [] },
      { ...(town[0] as Space), name: "Mill again" },
    ],
    highlights: { selectable: [{ id: "atlantis" }], barred: [{ id: "nowhere", reason: "?" }] },
    width: 900,
    height: 600,
  },
};

/** The responsive wrapper filling a 100vw × 100vh container: resize the window and the board follows. */
export const FillsItsContainer: Story = {
  render: () => (
    <div style={{ width: "100vw", height: "100vh" }}>
      <ResponsiveBoard spaces={town} frame={TOWN_FRAME} highlights={townHighlights} name="a town" />
    </div>
  ),
};

/** The deprecated map-shaped entry (a region map and a tint per district, as a lab heat map uses it). */
export const RegionMapWithTints: StoryObj = {
  render: () => (
    <BoardStage
      map={{
        name: "A town",
        size: TOWN_FRAME,
        districts: town.map((s) => ({ id: s.id, name: s.name, polygon: s.polygon ?? [] })),
      }}
      districtTint={Object.fromEntries(town.map((s, i) => [s.id, `rgba(200, 30, 10, ${(i % 6) / 7})`]))}
      width={900}
      height={600}
    />
  ),
};
