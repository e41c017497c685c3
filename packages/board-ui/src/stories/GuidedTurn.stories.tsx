import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { BoardView } from "../board/BoardView.js";
import { ChoiceChips } from "../panels/ChoiceChips.js";
import { derivePath } from "../turn/derive.js";
import type { TurnPath } from "../turn/guided.js";
import { useGuidedTurn } from "../turn/useGuidedTurn.js";
import type { ChoiceStep } from "../types.js";
import { claimsPosition, TOWN_FRAME, townSpaces } from "./fixtures.js";

const meta: Meta = { title: "Table/Guided turn", parameters: { layout: "fullscreen" } };
export default meta;

type Move = { type: string; [k: string]: unknown };

function Walk({
  spaces,
  frame,
  paths,
  confirm,
}: {
  spaces: ReturnType<typeof townSpaces>;
  frame: { width: number; height: number };
  paths: TurnPath<Move>[];
  confirm?: (a: Move) => boolean;
}) {
  const [sent, setSent] = useState<string>("nothing sent yet");
  const turn = useGuidedTurn<Move>({
    paths,
    policy: { confirm, name: (id) => spaces.find((s) => s.id === id)?.name ?? id },
    onAct: (a) => setSent(`act ${JSON.stringify(a)}`),
    onExplain: (a) => setSent(`explain ${JSON.stringify(a)}`),
  });
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 8, padding: 8, fontFamily: "Georgia" }}>
      <BoardView
        spaces={spaces}
        frame={frame}
        width={900}
        height={560}
        highlights={turn.highlights}
        onSpaceClick={turn.clickSpace}
      />
      <ChoiceChips
        options={turn.options}
        steps={turn.steps}
        onChoose={turn.choose}
        onBack={turn.back}
        pending={turn.pending ? JSON.stringify(turn.pending) : null}
        onConfirm={turn.confirm}
        onCancel={turn.cancel}
      />
      <p data-testid="turn-message">{turn.message ?? ""}</p>
      <p data-testid="sent" aria-live="polite">
        {sent}
      </p>
    </div>
  );
}

const town = townSpaces();
const sp = (id: string): ChoiceStep => ({
  key: `space:${id}`,
  label: town.find((s) => s.id === id)?.name ?? id,
  space: id,
});

/**
 * A made-up turn on the town: move a worker (two steps, confirmed), build (one step), or rest.
 * Click a glowing space, or a space further down a single branch to jump, or any other to see the
 * action sent for explanation.
 */
export const TownTurn: StoryObj = {
  render: () => {
    const paths = useMemo<TurnPath<Move>[]>(() => {
      const out: TurnPath<Move>[] = [];
      for (const from of ["guild", "inn"])
        for (const to of town.find((s) => s.id === from)?.adjacent ?? [])
          out.push({
            action: { type: "move", from, to },
            steps: [{ key: "move", label: "Move a worker" }, sp(from), { ...sp(to), hint: "1 coin" }],
          });
      for (const at of ["market", "abbey"])
        out.push({ action: { type: "build", at }, steps: [{ key: "build", label: "Build" }, sp(at)] });
      out.push({ action: { type: "rest" }, steps: [{ key: "rest", label: "Rest" }] });
      return out;
    }, []);
    return <Walk spaces={town} frame={TOWN_FRAME} paths={paths} confirm={(a) => a.type === "move"} />;
  },
};

/** The toy game (no UI package) walked through derived paths: bid → card → cell, on its grid. */
export const ToyGameDerivedPaths: StoryObj = {
  render: () => {
    const pos = useMemo(() => claimsPosition(), []);
    const paths = useMemo(() => {
      const ids = new Set(pos.spaces.map((s) => s.id));
      const name = (id: string) => pos.spaces.find((s) => s.id === id)?.name ?? id;
      return pos.legal.map((action) => ({
        action: action as Move,
        steps: derivePath(action, (id) => ids.has(id), name),
      }));
    }, [pos]);
    return <Walk spaces={pos.spaces} frame={pos.frame} paths={paths} />;
  },
};
