import type { Meta, StoryObj } from "@storybook/react-vite";
import { Layer, Stage, Text } from "react-konva";
import { AFFILIATION_LOOK } from "../colours.js";
import { Emblem, Flame } from "../pieces/glyphs.js";
import { TileCard, TilePieces } from "../pieces/tile.js";
import { FOUR_INKS, TILE_STATES } from "./fixtures.js";

const meta: Meta = { title: "Brigade/Tiles" };
export default meta;

const NAMES = ["Anna", "Ben", "Cleo", "Dan"];

/**
 * A city tile in each state (§4.1–§4.4, §12): quiet, burning on its flame track, at its last
 * space, the University, destroyed before and after the flip, protected, loyal with renown,
 * pieces standing on it, a barracks tile and a missing corner. The label under each says which.
 */
export const EveryState: StoryObj = {
  render: () => (
    <Stage width={760} height={420} scaleX={1.2} scaleY={1.2}>
      <Layer>
        {TILE_STATES.map(({ cell }) => (
          <TileCard key={cell.id} cell={{ ...cell, row: cell.row * 1.15 }} inks={FOUR_INKS} names={NAMES} />
        ))}
        {TILE_STATES.map(({ cell }) => (
          <TilePieces key={`p${cell.id}`} cell={{ ...cell, row: cell.row * 1.15 }} inks={FOUR_INKS} />
        ))}
        {TILE_STATES.map(({ cell, label }) => (
          <Text
            key={`l${cell.id}`}
            x={cell.col * 100}
            y={cell.row * 115 + 99}
            width={100}
            align="center"
            text={label}
            fontSize={8}
            fill="#3b2a1a"
          />
        ))}
      </Layer>
    </Stage>
  ),
};

/** The five emblems (shape and colour differ) and the flame. */
export const Emblems: StoryObj = {
  render: () => (
    <Stage width={460} height={90}>
      <Layer>
        {Object.values(AFFILIATION_LOOK).map((look, i) => (
          <Emblem key={look.name} x={40 + i * 70} y={40} size={46} look={look} />
        ))}
        <Flame x={430} y={40} size={40} glow />
      </Layer>
    </Stage>
  ),
};
