/**
 * The `grid` layout on the toy game's map (Claims), with a plug-in the kit reads off the game's map
 * profile — no editor code of the game's: the grid and its blocked cells, the paint tool mid-stroke,
 * a cell's generated panel and the palette.
 */

import { inferPlugin, selectSpaces } from "@pudding/editor-kit";
import { PalettePanel, PropertiesPanel } from "@pudding/editor-kit/react";
import { CLAIMS, CLAIMS_MAPS } from "@pudding/engine";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { StoryCanvas, storyController } from "./harness";

const plugin = inferPlugin(CLAIMS);
if (!plugin) throw new Error("the toy game's map is not a grid the kit reads");
const four = () => plugin.toDoc(structuredClone(CLAIMS_MAPS["claims-4x4"] as (typeof CLAIMS_MAPS)[string]));

const meta: Meta<typeof StoryCanvas> = {
  title: "Editor/Grid",
  component: StoryCanvas,
  parameters: { layout: "fullscreen" },
};
export default meta;
type Story = StoryObj<typeof StoryCanvas>;

/** The shipped 4×4 board with its two blocked cells; nothing selected. */
export const ToyMap: Story = {
  name: "Grid · the toy game's 4×4 map",
  args: { doc: four(), plugin, tool: "select", width: 700, height: 560 },
};

/** A row of cells selected by a marquee. */
export const SelectRow: Story = {
  name: "Grid · a row selected",
  args: {
    doc: four(),
    plugin,
    tool: "select",
    selection: selectSpaces(["c0-r3", "c1-r3", "c2-r3", "c3-r3"]),
    width: 700,
    height: 560,
  },
};

/** The paint tool with the "Blocked" brush, the pointer over a cell. */
export const Painting: Story = {
  name: "Grid · painting blocked cells",
  args: {
    doc: four(),
    plugin,
    tool: "paint",
    state: { name: "idle", brush: "reserved", hover: null, erase: false, painted: false },
    hover: [250, 50],
    width: 700,
    height: 560,
  },
};

/** A cell's panel (generated: one toggle, "Blocked") and the palette, over a live controller. */
export const CellPanel: Story = {
  name: "Grid · a cell's properties and the palette",
  render: () => {
    const ctl = useMemo(
      () => storyController({ doc: four(), plugin, selection: selectSpaces(["c1-r1"]) }),
      [],
    );
    return (
      <aside className="side" style={{ width: 330 }}>
        <PalettePanel ctl={ctl} />
        <PropertiesPanel ctl={ctl} />
      </aside>
    );
  },
};
