import { GameTable } from "@pudding/board-ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { SWU_UI } from "../plugin.js";
import { boardOf, type Local, localGame, tableGame, useLocalGame } from "./local.js";

const meta: Meta = { title: "Small World Underground/Whole table", parameters: { layout: "fullscreen" } };
export default meta;

/** Three players in round 4, the first player conquering (played by the heuristic bot up to there). */
const midGame = () =>
  localGame({ seats: 3, seed: 7, until: (s) => s.round >= 4 && s.phase === "conquest" && s.owner === 0 });

function Played({ start }: { start: () => Local }) {
  const g = useLocalGame(start);
  return (
    <div style={{ background: "#d9cba8", minHeight: "100vh", fontFamily: "Georgia, serif" }}>
      <GameTable
        game={g.game}
        ui={SWU_UI}
        map={g.map}
        spaces={g.spaces}
        frame={g.frame}
        onAct={g.act}
        onExplain={g.act}
        error={g.error}
        mine={[g.game.seat ?? 0]}
        boardName={g.map.name}
      />
    </div>
  );
}

/**
 * The whole table mid-game as the play app lays it out on a laptop, played locally (hot-seat: the
 * table follows whoever must act): the cavern map, the conquerable regions glowing with their cost,
 * the combo row, players with their races, coins and hand, the log.
 */
export const MidGame: StoryObj = { render: () => <Played start={midGame} /> };

/** The very first turn: pick a race and power from the row (§6). */
export const PickACombo: StoryObj = {
  render: () => <Played start={() => localGame({ seats: 3, seed: 2, until: () => true })} />,
};

/** Redeployment (§8): click one of your regions, then how many; or drag the hand onto it. */
export const Redeploy: StoryObj = {
  render: () => (
    <Played
      start={() => localGame({ seats: 3, seed: 5, until: (s) => s.round >= 2 && s.phase === "redeploy" })}
    />
  ),
};

/** A defender redeploys his withdrawn tokens during the attacker's turn (§7.8). */
export const DefenderWithdraws: StoryObj = {
  render: () => (
    <Played start={() => localGame({ seats: 3, seed: 7, until: (s) => s.phase === "withdraw" })} />
  ),
};

/** Five players on the reconstructed map (flagged as such). */
export const FivePlayers: StoryObj = {
  render: () => (
    <Played
      start={() => localGame({ seats: 5, seed: 3, until: (s) => s.round >= 3 && s.phase === "conquest" })}
    />
  ),
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

/** The end: every coin revealed, the tie-break in words (§12). */
export const GameOver: StoryObj = {
  render: () => {
    const { game, b } = useMemo(() => {
      const g = localGame({ seats: 3, seed: 3 });
      return { game: tableGame(g, 0), b: boardOf(g.map) };
    }, []);
    return (
      <div style={{ background: "#d9cba8", minHeight: "100vh" }}>
        <GameTable
          game={game}
          ui={SWU_UI}
          map={b.map}
          spaces={b.spaces}
          frame={b.frame}
          onAct={() => {}}
          onExplain={() => {}}
          endActions={<button type="button">Rematch</button>}
        />
      </div>
    );
  },
};

/** A spectator's table: public facts only (no coin totals, no choices). */
export const Spectator: StoryObj = {
  render: () => {
    const { game, b } = useMemo(() => {
      const g = midGame();
      return { game: tableGame(g, null), b: boardOf(g.map) };
    }, []);
    return (
      <div style={{ background: "#d9cba8", minHeight: "100vh" }}>
        <GameTable
          game={game}
          ui={SWU_UI}
          map={b.map}
          spaces={b.spaces}
          frame={b.frame}
          onAct={() => {}}
          onExplain={() => {}}
        />
      </div>
    );
  },
};
