import { MARKERS, RACES, TERRAIN_IDS } from "@pudding/small-world-underground";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Fragment } from "react";
import { Text } from "react-konva";
import { swuSeatColour } from "../palette.js";
import {
  ArmorIcon,
  Figure,
  MarkerTile,
  MonsterToken,
  MountainMarker,
  NoEntry,
  TerrainSwatch,
  TokenStack,
  VolcanoIcon,
  VolcanoSymbol,
} from "../pieces/index.js";
import { Swatch } from "./Swatch.js";

const meta: Meta = { title: "Small World Underground/Pieces" };
export default meta;

const caption = (x: number, y: number, text: string, width = 90) => (
  <Text x={x - width / 2} y={y} width={width} align="center" text={text} fontSize={11} fill="#f1e6cc" />
);

/** Every race's tokens: active (race colour, owner's rim) above, declined (two-tone grey) below, with counts. */
export const RaceTokens: StoryObj = {
  render: () => (
    <Swatch width={1140} height={250}>
      {RACES.map((r, i) => (
        <Fragment key={r.id}>
          <TokenStack
            key={`a-${r.id}`}
            x={40 + i * 73}
            y={60}
            r={22}
            race={r.id}
            count={(i % 5) + 1}
            declined={false}
            seatColour={swuSeatColour(i % 5)}
          />
          <TokenStack
            key={`d-${r.id}`}
            x={40 + i * 73}
            y={150}
            r={22}
            race={r.id}
            count={1}
            declined
            seatColour={swuSeatColour(i % 5)}
          />
          {caption(40 + i * 73, 195, r.name, 72)}
        </Fragment>
      ))}
    </Swatch>
  ),
};

/** Monsters, the Black Mountain marker, Mushroom Armors, the Volcano and the chasm signs. */
export const BoardPieces: StoryObj = {
  render: () => (
    <Swatch width={760} height={140}>
      <MonsterToken x={50} y={60} r={24} count={2} />
      {caption(50, 100, "2 Monsters")}
      <MountainMarker x={150} y={60} s={48} />
      {caption(150, 100, "Black Mountain")}
      <ArmorIcon x={250} y={62} s={44} count={3} />
      {caption(250, 100, "3 Armors")}
      <VolcanoIcon x={350} y={66} s={48} />
      {caption(350, 100, "Volcano")}
      <VolcanoSymbol x={450} y={60} s={48} />
      {caption(450, 100, "Volcano symbol")}
      <NoEntry x={550} y={60} s={44} />
      {caption(550, 100, "no entry")}
      <MarkerTile x={650} y={60} s={40} marker={null} />
      {caption(650, 100, "face down")}
    </Swatch>
  ),
};

/** The 9 Popular Places (hexagons) and 6 Righteous Relics (gilt diamonds), face up. */
export const PlacesAndRelics: StoryObj = {
  render: () => (
    <Swatch width={1140} height={130}>
      {MARKERS.map((m, i) => (
        <Fragment key={m.id}>
          <MarkerTile key={m.id} x={40 + i * 73} y={50} s={42} marker={m.id} kind={m.kind} />
          {caption(40 + i * 73, 85, m.name, 72)}
        </Fragment>
      ))}
    </Swatch>
  ),
};

/** The figures: Great Ancient, Balrog, Queen, Ghost and the Bag-o'-Many-Things. */
export const Figures: StoryObj = {
  render: () => (
    <Swatch width={520} height={130}>
      {["greatAncient", "balrog", "queen", "ghost", "bag"].map((f, i) => (
        <Fragment key={f}>
          <Figure key={f} x={60 + i * 100} y={55} s={52} kind={f} />
          {caption(60 + i * 100, 95, f)}
        </Fragment>
      ))}
    </Swatch>
  ),
};

/** The seven region types with their art, as the legend shows them. */
export const Terrains: StoryObj = {
  render: () => (
    <Swatch width={720} height={130}>
      {TERRAIN_IDS.map((t, i) => (
        <Fragment key={t}>
          <TerrainSwatch key={t} terrain={t} x={55 + i * 100} y={55} s={70} />
          {caption(55 + i * 100, 95, t)}
        </Fragment>
      ))}
    </Swatch>
  ),
};
