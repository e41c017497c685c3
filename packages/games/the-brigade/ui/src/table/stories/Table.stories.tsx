import { GameTable } from "@pudding/board-ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { BRIGADE_UI } from "../plugin.js";
import { midGame, recruitGame } from "./fixtures.js";
import { CITY, type Local, localGame, tableGame, useLocalGame } from "./local.js";

const meta: Meta = { title: "Brigade/Whole table", parameters: { layout: "fullscreen" } };
export default meta;

function Played({ start }: { start: () => Local }) {
  const g = useLocalGame(start);
  return (
    <div style={{ background: "#d9cba8", minHeight: "100vh", fontFamily: "Georgia, serif" }}>
      <GameTable
        game={g.game}
        ui={BRIGADE_UI}
        map={g.map}
        spaces={g.spaces}
        frame={g.frame}
        onAct={g.act}
        onExplain={g.act}
        error={g.error}
        mine={[g.game.seat ?? 0]}
        boardName="Tinderbox"
      />
    </div>
  );
}

/**
 * The whole table mid-game as the play app lays it out on a laptop, played locally through the
 * module (hot-seat: the table follows whoever must act): the city, the guided turn, the event and
 * decks, the barracks boards and cards, seats and log. Click a glowing tile or a chip.
 */
export const MidGame: StoryObj = { render: () => <Played start={midGame} /> };

/** A Recruit: the two drawn cards show to the recruiting seat only (§16). */
export const Recruit: StoryObj = { render: () => <Played start={recruitGame} /> };

/** Setup: wardens and colours are picked in turn order, then corners (§2.1, §3.2). */
export const Setup: StoryObj = {
  render: () => <Played start={() => localGame({ seed: 7, until: () => true })} />,
};

/** The same table on a phone (390 × 844): panels go under the board. */
export const Phone: StoryObj = {
  parameters: { viewport: { defaultViewport: "mobile2" } },
  render: () => (
    <div style={{ width: 390 }}>
      <Played start={midGame} />
    </div>
  ),
};

/** The end: the ending that occurred (§13), the scores and tie-break, every seat's loyal tiles. */
export const GameOver: StoryObj = {
  render: () => {
    const game = useMemo(() => tableGame(localGame({ seed: 3 }), 0), []);
    return (
      <div style={{ background: "#d9cba8", minHeight: "100vh" }}>
        <GameTable
          game={game}
          ui={BRIGADE_UI}
          map={CITY.map}
          spaces={CITY.spaces}
          frame={CITY.frame}
          onAct={() => {}}
          onExplain={() => {}}
          endActions={<button type="button">Rematch</button>}
        />
      </div>
    );
  },
};

/** A spectator's table: no secrets, no choices. */
export const Spectator: StoryObj = {
  render: () => {
    const game = useMemo(() => tableGame(midGame(), null), []);
    return (
      <div style={{ background: "#d9cba8", minHeight: "100vh" }}>
        <GameTable
          game={game}
          ui={BRIGADE_UI}
          map={CITY.map}
          spaces={CITY.spaces}
          frame={CITY.frame}
          onAct={() => {}}
          onExplain={() => {}}
        />
      </div>
    );
  },
};
