import type { Meta, StoryObj } from "@storybook/react-vite";
import { Line, Text } from "react-konva";
import { districtFill, PAPER } from "../colours.js";
import {
  ArrowGlyph,
  ConeIcon,
  CrossingGlyph,
  HouseIcon,
  PawnIcon,
  Rubble,
  TeamIcon,
  TokenIcon,
} from "../pieces/index.js";
import { HOUSE_COLOURS } from "../types.js";
import { Swatch } from "./Swatch.js";

const meta: Meta = { title: "Great Fire/Pieces" };
export default meta;

const caption = (x: number, text: string) => (
  <Text
    key={text}
    x={x - 50}
    y={112}
    width={100}
    align="center"
    text={text}
    fontSize={12}
    fill={PAPER.ink}
    fontFamily="Georgia"
  />
);

/** A single district outline in each region colour, a park and Pudding Lane. */
export const District: StoryObj = {
  render: () => (
    <Swatch width={560} height={140}>
      {(
        [
          ["district", "purple"],
          ["district", "blue"],
          ["district", "green"],
          ["district", "orange"],
          ["park", "green"],
          ["origin", "green"],
        ] as const
      ).map(([k, r], i) => (
        <Line
          key={`${k}${r}`}
          closed
          x={20 + i * 90}
          y={20}
          points={[0, 0, 70, 5, 80, 70, 10, 80]}
          fill={districtFill(k, r)}
          stroke={PAPER.ink}
          strokeWidth={2}
        />
      ))}
      {["purple", "blue", "green", "orange", "park", "Pudding Ln"].map((t, i) => caption(60 + i * 90, t))}
    </Swatch>
  ),
};

/** The four fire-arrow colours of the rulebook (§1.1). */
export const Arrow: StoryObj = {
  render: () => (
    <Swatch>
      <ArrowGlyph x={50} y={60} s={50} rotation={-90} direction="N" />
      <ArrowGlyph x={120} y={60} s={50} rotation={0} direction="E" />
      <ArrowGlyph x={190} y={60} s={50} rotation={90} direction="S" />
      <ArrowGlyph x={260} y={60} s={50} rotation={180} direction="W" />
      {["North", "East", "South", "West"].map((t, i) => caption(50 + i * 70, t))}
    </Swatch>
  ),
};

/** A diagonal crossing: double crossed arrows (§1.1 Example 1). */
export const Crossing: StoryObj = {
  render: () => (
    <Swatch width={160}>
      <CrossingGlyph x={80} y={60} s={70} />
    </Swatch>
  ),
};

/** House silhouettes in the six house colours (§1). */
export const Houses: StoryObj = {
  render: () => (
    <Swatch>
      {HOUSE_COLOURS.map((c, i) => (
        <HouseIcon key={c} x={40 + i * 48} y={60} s={34} colour={c} />
      ))}
    </Swatch>
  ),
};

/** Free cones vs controlled cones (capped by a black team), §Words. */
export const Cones: StoryObj = {
  render: () => (
    <Swatch>
      <ConeIcon x={50} y={65} s={44} />
      <ConeIcon x={100} y={65} s={44} />
      <ConeIcon x={200} y={65} s={44} controlled />
      <ConeIcon x={250} y={65} s={44} controlled />
      {caption(75, "free")}
      {caption(225, "controlled")}
    </Swatch>
  ),
};

/** An uncommitted emergency team (black cone). */
export const Team: StoryObj = {
  render: () => (
    <Swatch width={160}>
      <TeamIcon x={80} y={60} s={50} />
      {caption(80, "team")}
    </Swatch>
  ),
};

/** Owner pawns in each colour. */
export const Pawn: StoryObj = {
  render: () => (
    <Swatch>
      {HOUSE_COLOURS.map((c, i) => (
        <PawnIcon key={c} x={40 + i * 48} y={60} s={40} colour={c} />
      ))}
    </Swatch>
  ),
};

/** A face-down extra-action token, a face-up Explosive, rubble, and tokens turned up at the end. */
export const Tokens: StoryObj = {
  render: () => (
    <Swatch>
      <TokenIcon x={60} y={60} s={40} kind="faceDown" />
      <TokenIcon x={160} y={60} s={46} kind="explosive" />
      <TokenIcon x={360} y={60} s={40} kind="doubleMove" />
      <TokenIcon x={460} y={60} s={40} kind="oneVp" />
      <Rubble x={260} y={60} s={80} />
      {caption(60, "face down")}
      {caption(160, "explosive")}
      {caption(260, "rubble")}
      {caption(360, "double move (end)")}
      {caption(460, "one VP (end)")}
    </Swatch>
  ),
};
