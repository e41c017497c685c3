import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { ColourCard } from "../panels/ColourCard.js";
import { FireCard, Hand } from "../panels/cards.js";
import { IntensityPile } from "../panels/IntensityPile.js";
import { ObjectiveCard } from "../panels/ObjectiveCard.js";
import { TokenChip } from "../panels/TokenChip.js";
import { VpTrack } from "../panels/VpTrack.js";

const meta: Meta = { title: "Great Fire/Panels" };
export default meta;

/** The four Fire Movement cards (§1), one per direction in its rulebook colour. */
export const Card: StoryObj = {
  render: () => (
    <div style={{ display: "flex", gap: 10 }}>
      <FireCard direction="N" />
      <FireCard direction="E" />
      <FireCard direction="S" />
      <FireCard direction="W" />
    </div>
  ),
};

/** A hand of five cards; click one to choose it. */
export const HandOfFive: StoryObj = {
  name: "Hand",
  render: () => {
    const [sel, setSel] = useState<number | null>(1);
    return <Hand cards={["W", "W", "N", "S", "E"]} selectedIndex={sel} onSelect={setSel} />;
  },
};

/** VP tracks counting down from 40 (§7.1). */
export const VpTracks: StoryObj = {
  name: "VP track",
  render: () => <VpTrack scores={{ red: 40, blue: 36, green: 38, yellow: 30, purple: 40, wood: 34 }} />,
};

/** Secret objectives of decks I, II, III (§2.5). */
export const Objectives: StoryObj = {
  name: "Objective card",
  render: () => (
    <div style={{ display: "flex", gap: 10 }}>
      <ObjectiveCard districtName="Cheapside" deck={1} vp={2} status="safe" />
      <ObjectiveCard districtName="Guildhall" deck={2} vp={4} status="burning" />
      <ObjectiveCard districtName="St Pauls" deck={3} vp={6} status="lost" />
    </div>
  ),
};

/** The secret colour card (§2.4). */
export const Colour: StoryObj = { name: "Colour card", render: () => <ColourCard colour="yellow" /> };

/** Extra-action tokens (§1). */
export const Tokens: StoryObj = {
  name: "Token chips",
  render: () => (
    <div style={{ display: "flex", gap: 8 }}>
      <TokenChip kind="explosive" onClick={() => {}} />
      <TokenChip kind="doubleMove" />
      <TokenChip kind="oneVp" />
      <TokenChip kind="faceDown" />
    </div>
  ),
};

/** The draw pile with the next Intensity card (§2.7). */
export const Intensity: StoryObj = {
  name: "Intensity pile",
  render: () => <IntensityPile drawPile={23} next="B" intensityLeft={4} />,
};
