/**
 * The editor's dialogs: the derive review (a real diff from `derive` on a fixture and on a London
 * whose Pudding Lane was re-traced), the keyboard shortcuts and the refused-import list (what
 * `importMap` says about a malformed file).
 */
import { LONDON_1666 } from "@pudding/great-fire";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { applyDerive, type EditorMap } from "../doc/commands";
import { applyOps } from "../doc/ops";
import { derive } from "../geom/derive";
import { exportJson, importMap } from "../lib/files";
import { block } from "../test/fixtures";
import { DeriveDialog, HelpDialog, IssuesDialog } from "./Panels";

const meta: Meta = { title: "Editor/Dialogs", parameters: { layout: "fullscreen" } };
export default meta;
type Story = StoryObj;

const namesOf = (m: EditorMap) => new Map(m.districts.map((d) => [d.id, d.name]));

function Derive({ map }: { map: EditorMap }) {
  return (
    <DeriveDialog
      result={derive(map)}
      names={namesOf(map)}
      existingArrows={map.arrows}
      onApply={fn()}
      onClose={fn()}
    />
  );
}

/** The 2×2 test block with outlines only: eight arrows (one each way per shared street) and the centre crossing. */
export const DeriveBlock: Story = {
  name: "Derive · 2×2 block",
  render: () => <Derive map={block()} />,
};

/**
 * London after Pudding Lane was redrawn: its arrows, its crossing and Tower Hill's movement borders
 * are gone, and an arrow joins two districts that do not touch (Holborn → Aldgate), so it is stale.
 */
export const DeriveLondonRetraced: Story = {
  name: "Derive · London, Pudding Lane re-traced",
  render: () => {
    const m = structuredClone(LONDON_1666) as EditorMap;
    m.arrows = m.arrows.filter((a) => a.from !== "pudding-lane" && a.to !== "pudding-lane");
    m.arrows.push({ from: "holborn", to: "aldgate", direction: "E", at: [1000, 300] });
    m.crossings = m.crossings.filter((c) => c.se !== "pudding-lane");
    m.borders = m.borders.filter((b) => b.a !== "tower-hill" && b.b !== "tower-hill");
    return <Derive map={m} />;
  },
};

/** After applying everything derive proposed: nothing left to add. */
export const DeriveNothing: Story = {
  name: "Derive · nothing to add",
  render: () => {
    const m = block();
    const r = derive(m);
    const all = (xs: unknown[]) => xs.map((_, i) => i);
    const cmd = applyDerive(m, r, {
      arrows: all(r.arrows),
      borders: all(r.borders),
      crossings: all(r.crossings),
      stale: [],
    });
    return <Derive map={applyOps(m, cmd.ops).doc} />;
  },
};

/** The `?` dialog: every shortcut. */
export const Help: Story = { render: () => <HelpDialog onClose={fn()} /> };

/** A malformed file is refused with every `path: message` from `parseMap`. */
export const ImportRefused: Story = {
  name: "Import refused",
  render: () => {
    const r = importMap(
      JSON.stringify({
        version: 1,
        id: "Great Fire",
        name: "",
        districts: [
          {
            id: "tower",
            polygon: [
              [0, 0],
              [10, 10],
            ],
          },
          { id: "tower", name: "Tower again", kind: "castle", region: "grey", houses: 9 },
        ],
        arrows: [{ from: "tower", to: "moat" }],
      }),
    );
    return (
      <IssuesDialog
        title="great-fire.json cannot be opened"
        issues={r.ok ? r.problems : r.reasons}
        onClose={fn()}
      />
    );
  },
};

/** Export refuses a map whose references do not hold (an arrow to a district that was deleted, a self-arrow). */
export const ExportRefused: Story = {
  name: "Export refused",
  render: () => {
    const m = structuredClone(LONDON_1666) as EditorMap;
    m.arrows.push({ from: "pudding-lane", to: "fish-street", direction: "S", at: [1300, 1100] });
    m.arrows.push({ from: "cheapside", to: "cheapside", direction: "N", at: [910, 760] });
    const r = exportJson(m);
    return (
      <IssuesDialog title="This map cannot be exported yet" issues={r.ok ? [] : r.reasons} onClose={fn()} />
    );
  },
};
