import { GameTable } from "@pudding/board-ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { GREAT_FIRE_UI } from "../plugin.js";
import { LONDON, type Local, localGame, tableGame, useLocalGame } from "./local.js";

const meta: Meta = { title: "Great Fire/Whole table", parameters: { layout: "fullscreen" } };
export default meta;

/** A game in its actions phase (turn 5 or so), played by the heuristic bot up to there. */
const midGame = () => localGame({ seed: 7, until: (s) => s.turn >= 5 && s.phase === "actions" });

function Played({ start }: { start: () => Local }) {
  const g = useLocalGame(start);
  return (
    <div style={{ background: "#d9cba8", minHeight: "100vh", fontFamily: "Georgia, serif" }}>
      <GameTable
        game={g.game}
        ui={GREAT_FIRE_UI}
        map={g.map}
        spaces={g.spaces}
        frame={g.frame}
        onAct={g.act}
        onExplain={g.act}
        error={g.error}
        mine={[g.game.seat ?? 0]}
        boardName="London 1666"
      />
    </div>
  );
}

/**
 * The whole table mid-game as the play app lays it out on a laptop, played locally through the
 * module (hot-seat, the table follows whoever must act): board, guided turn, hand, secrets, public
 * panel, seats and log. Pick a chip, a card or a district.
 */
export const MidGame: StoryObj = { render: () => <Played start={midGame} /> };

/** The spread phase: pick a card, its fires glow, pick one, destinations show their §4.2 class. */
export const FirePhase: StoryObj = {
  render: () => (
    <Played start={() => localGame({ seed: 11, until: (s) => s.turn >= 3 && s.phase === "spread" })} />
  ),
};

/** The same table on a phone (set the viewport to 390 × 844): panels go under the board. */
export const Phone: StoryObj = {
  parameters: { viewport: { defaultViewport: "mobile2" } },
  render: () => (
    <div style={{ width: 390 }}>
      <Played start={midGame} />
    </div>
  ),
};

/** The end: the §7.1 breakdown, the §7.2 tie-break in words, every secret revealed. */
export const GameOver: StoryObj = {
  render: () => {
    const game = useMemo(() => tableGame(localGame({ seed: 3 }), 0), []);
    const g = LONDON;
    return (
      <div style={{ background: "#d9cba8", minHeight: "100vh" }}>
        <GameTable
          game={game}
          ui={GREAT_FIRE_UI}
          map={g.map}
          spaces={g.spaces}
          frame={g.frame}
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
    const g = LONDON;
    return (
      <div style={{ background: "#d9cba8", minHeight: "100vh" }}>
        <GameTable
          game={game}
          ui={GREAT_FIRE_UI}
          map={g.map}
          spaces={g.spaces}
          frame={g.frame}
          onAct={() => {}}
          onExplain={() => {}}
        />
      </div>
    );
  },
};
