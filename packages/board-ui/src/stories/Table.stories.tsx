import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { BoardStage } from "../BoardStage.js";
import { ColourCard, GameLog, Hand, IntensityPile, ObjectiveCard, TokenChip, VpTrack } from "../panels.js";
import { midGameHighlights, midGameScene, storyMap } from "./fixtures.js";

const map = storyMap();
const scene = midGameScene(map);
const highlights = midGameHighlights(map);
const objectiveDistricts = (highlights.objectives ?? [])
  .map((id) => map.districts.find((d) => d.id === id))
  .filter((d) => d?.objective !== undefined);

const meta: Meta = { title: "Table/Whole table", parameters: { layout: "fullscreen" } };
export default meta;

/** The board with the viewer's panels around it, as the play app lays them out on a laptop. */
export const MidGame: StoryObj = {
  render: () => {
    const [sel, setSel] = useState<number | null>(0);
    return (
      <div
        style={{
          display: "flex",
          gap: 10,
          padding: 10,
          background: "#d9cba8",
          fontFamily: "Georgia, serif",
          minHeight: "100vh",
          boxSizing: "border-box",
        }}
      >
        <div style={{ display: "flex", flexDirection: "column", gap: 6 }}>
          <BoardStage map={map} scene={scene} highlights={highlights} width={900} height={660} />
          <div style={{ display: "flex", alignItems: "flex-end", gap: 16 }}>
            <Hand cards={["W", "W", "N", "S", "E"]} selectedIndex={sel} onSelect={setSel} />
            <div style={{ display: "flex", gap: 6, paddingBottom: 8 }}>
              <TokenChip kind="doubleMove" onClick={() => {}} />
              <TokenChip kind="oneVp" />
            </div>
          </div>
        </div>
        <aside
          style={{ display: "flex", flexDirection: "column", gap: 10, width: 360 }}
          aria-label="Your secrets and the public panel"
        >
          <div style={{ display: "flex", gap: 8 }}>
            <ColourCard colour="yellow" />
            <IntensityPile drawPile={23} next="B" intensityLeft={4} />
          </div>
          <div style={{ display: "flex", gap: 6 }}>
            {objectiveDistricts.map((d) =>
              d?.objective ? (
                <ObjectiveCard
                  key={d.id}
                  districtName={d.name}
                  deck={d.objective.deck}
                  vp={d.objective.vp}
                  status="safe"
                />
              ) : null,
            )}
          </div>
          <VpTrack scores={{ red: 40, blue: 36, green: 38, yellow: 30 }} />
          <GameLog
            maxHeight={180}
            entries={[
              {
                seq: 1,
                text: "Anna played West: fire from Pudding Lane to Fish Street Hill, 2 houses burnt",
                colour: "red",
              },
              { seq: 2, text: "Anna moved a team to Fish Street Hill", colour: "red" },
              {
                seq: 3,
                text: "Ben played North: fire from Pudding Lane to Tallow Hall, 1 house burnt",
                colour: "blue",
              },
              { seq: 4, text: "Carla demolished Ludgate with an Explosive", colour: "green" },
              {
                seq: 5,
                text: "Dan chose a West card: Tallow Hall is the class-1 destination",
                colour: "yellow",
              },
            ]}
          />
        </aside>
      </div>
    );
  },
};
