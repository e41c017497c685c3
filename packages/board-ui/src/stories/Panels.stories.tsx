import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { ChoiceChips } from "../panels/ChoiceChips.js";
import { Curtain } from "../panels/Curtain.js";
import { GameLog } from "../panels/GameLog.js";
import { OutcomeTable, winnersLine } from "../panels/OutcomeTable.js";
import { SeatTokens } from "../panels/SeatTokens.js";
import { ViewInspector } from "../panels/ViewInspector.js";
import { seatColour } from "../theme.js";
import { claimsPosition } from "./fixtures.js";

const meta: Meta = { title: "Table/Panels" };
export default meta;

/** A long log, newest first; every line stays reachable by scrolling. */
export const Log: StoryObj = {
  render: () => (
    <div style={{ width: 420 }}>
      <GameLog
        entries={Array.from({ length: 150 }, (_, i) => ({
          seq: i,
          text: `Line ${i + 1}: ${["Anna", "Ben", "Cleo"][i % 3]} ${i % 2 ? "plays a 3 on B2" : "passes"}.`,
          colour: seatColour(i % 3),
        }))}
      />
    </div>
  ),
};

/** An empty log. */
export const EmptyLog: StoryObj = { render: () => <GameLog entries={[]} /> };

/** The hot-seat curtain, for a seat that must act out of turn. */
export const HotSeatCurtain: StoryObj = {
  name: "Curtain",
  render: () => {
    const [open, setOpen] = useState(true);
    return (
      <div style={{ position: "relative", width: 600, height: 360, background: "#efe4c8" }}>
        <p style={{ padding: 16 }}>Ben's secret table…</p>
        {open ? (
          <Curtain
            seatName="Ben"
            reason="Ben must act now, during Anna's turn."
            message="Anna plays a 5 on B2; Ben's 3 is displaced."
            onReveal={() => setOpen(false)}
          />
        ) : null}
      </div>
    );
  },
};

/** Sixty choices: all of them wrap and scroll inside the panel, with a filter. */
export const ManyChoices: StoryObj = {
  render: () => {
    const [picked, setPicked] = useState("");
    return (
      <div style={{ width: 520 }}>
        <ChoiceChips
          options={Array.from({ length: 60 }, (_, i) => ({
            step: {
              key: `s${i}`,
              label: `Space ${i + 1}`,
              space: `s${i}`,
              ...(i % 5 === 0 ? { hint: "class 1" } : {}),
            },
          }))}
          steps={[{ key: "move", label: "Move" }]}
          onChoose={setPicked}
          onBack={() => setPicked("back")}
        />
        <p>{picked}</p>
      </div>
    );
  },
};

/** A complete action waiting for its confirmation. */
export const Confirm: StoryObj = {
  render: () => (
    <div style={{ width: 520 }}>
      <ChoiceChips
        options={[]}
        steps={[
          { key: "card:W", label: "West" },
          { key: "space:a", label: "Pudding Lane", space: "a" },
          { key: "space:b", label: "Fish Street Hill", space: "b" },
        ]}
        pending="West fire from Pudding Lane to Fish Street Hill"
        onChoose={() => {}}
        onConfirm={() => {}}
        onCancel={() => {}}
        onBack={() => {}}
      />
    </div>
  ),
};

/** The end screen's table: every breakdown row, the tie-break in words, winners starred. */
export const Outcome: StoryObj = {
  render: () => {
    const outcome = {
      winners: [1, 2],
      points: [31, 35, 35, 22],
      breakdown: [
        { key: "base", label: "Start", values: [40, 40, 40, 40] },
        { key: "burnt", label: "Own houses lost (−2 each)", values: [-14, -10, -8, -20] },
        { key: "tamed", label: "Tamed cones", values: [3, 5, 3, 2] },
        { key: "total", label: "Total", values: [31, 35, 35, 22] },
      ],
      decidedBy: "shared",
      decidedByText: "Tied on everything: a shared win (§7.2).",
    };
    const names = ["Anna", "Ben", "Cleo", "Dan"];
    return (
      <div style={{ width: 560, fontFamily: "Georgia" }}>
        <h2>{winnersLine(outcome, names)}</h2>
        <OutcomeTable outcome={outcome} names={names} colours={names.map((_, i) => seatColour(i))} />
      </div>
    );
  },
};

/** A game without a UI package shows its view as readable lists (the toy game's view for one seat). */
export const ViewOfAGameWithoutUi: StoryObj = {
  render: () => (
    <div style={{ width: 420 }}>
      <ViewInspector view={claimsPosition().view} />
    </div>
  ),
};

/** Seat tokens: whose turn, who must act (out of turn too), away, bots, the viewer's seats. */
export const Seats: StoryObj = {
  render: () => (
    <div style={{ width: 380, fontFamily: "Georgia" }}>
      <SeatTokens
        seats={[
          { seat: 0, name: "Anna", kind: "human", connected: true, colour: seatColour(0), detail: "4 cards" },
          { seat: 1, name: "Ben", kind: "human", connected: false, colour: seatColour(1), detail: "5 cards" },
          { seat: 2, name: "Heuristic bot", kind: "bot", connected: true, colour: seatColour(2) },
        ]}
        turnOwner={0}
        toAct={[1]}
        mine={[0]}
      />
    </div>
  ),
};
