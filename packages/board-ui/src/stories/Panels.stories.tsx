import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import {
  ColourCard,
  Curtain,
  FireCard,
  GameLog,
  Hand,
  IntensityPile,
  ObjectiveCard,
  TokenChip,
  VpTrack,
} from "../panels.js";

const meta: Meta = { title: "Table/Panels" };
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

/** The game log in words. */
export const Log: StoryObj = {
  render: () => (
    <div style={{ width: 420 }}>
      <GameLog
        entries={[
          {
            seq: 1,
            text: "Anna played West: fire from Pudding Lane to Tallow Hall, 3 houses burnt",
            colour: "red",
          },
          { seq: 2, text: "Anna moved a team to Fish Street Hill", colour: "red" },
          {
            seq: 3,
            text: "Ben played North: fire from Tallow Hall to Walbrook, 1 house burnt",
            colour: "blue",
          },
          { seq: 4, text: "Ben tamed a cone in Walbrook (1 tamed)", colour: "blue" },
          { seq: 5, text: "Intensity B: Carla placed 3 cones" },
        ]}
      />
    </div>
  ),
};

/** Hot-seat handover curtain. */
export const HotSeatCurtain: StoryObj = {
  name: "Curtain",
  render: () => {
    const [open, setOpen] = useState(true);
    return (
      <div style={{ position: "relative", width: 600, height: 360, background: "#efe4c8" }}>
        <p style={{ padding: 16 }}>Carla's secret table…</p>
        {open ? (
          <Curtain seatName="Carla" message="Ben played South." onReveal={() => setOpen(false)} />
        ) : null}
      </div>
    );
  },
};

/** The draw pile with the next Intensity card (§2.7). */
export const Intensity: StoryObj = {
  name: "Intensity pile",
  render: () => <IntensityPile drawPile={23} next="B" intensityLeft={4} />,
};
