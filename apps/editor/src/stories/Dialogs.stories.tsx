/**
 * The editor's dialogs: the derive review (a real proposal from `derive` on a fixture and on a
 * London whose Pudding Lane was re-traced), the shortcuts, a refused import or export (what the
 * game's parser says), and the question before unsaved work is replaced.
 */
import { applyOps, exportDocument, importDocument, type KitDoc } from "@pudding/editor-kit";
import { ControllerDialogs, HelpDialog, IssuesDialog, ReplaceDialog } from "@pudding/editor-kit/react";
import { LONDON_1666 } from "@pudding/great-fire";
import { applyDerive, block, derive, GREAT_FIRE_EDITOR, toDoc } from "@pudding/great-fire-ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo } from "react";
import { fn } from "storybook/test";
import { storyController } from "./harness";

const meta: Meta = { title: "Editor/Dialogs", parameters: { layout: "fullscreen" } };
export default meta;
type Story = StoryObj;

/** The derive review on a document, through a live controller (Apply edits it). */
function Derive({ doc }: { doc: KitDoc }) {
  const ctl = useMemo(() => {
    const c = storyController({ doc });
    c.openDialog({ kind: "plugin", id: "derive", data: derive(doc) });
    return c;
  }, [doc]);
  return <ControllerDialogs ctl={ctl} />;
}

/** The 2×2 test block with outlines only: eight arrows (one each way per shared street); the centre corner an option. */
export const DeriveBlock: Story = {
  name: "Derive · 2×2 block",
  render: () => <Derive doc={toDoc(block())} />,
};

/**
 * London after Pudding Lane was redrawn: its arrows and Tower Hill's movement borders are gone, one
 * arrow points the wrong way across its street, and an arrow joins two districts that do not touch
 * (Holborn → Aldgate), so it is stale.
 */
export const DeriveLondonRetraced: Story = {
  name: "Derive · London, Pudding Lane re-traced",
  render: () => {
    const m = structuredClone(LONDON_1666);
    m.arrows = m.arrows
      .filter((a) => a.from !== "pudding-lane" && a.to !== "pudding-lane")
      .map((a) => (a.from === "cheapside" && a.to === "poultry" ? { ...a, direction: "N" as const } : a));
    m.arrows.push({ from: "holborn", to: "aldgate", direction: "E", at: [1000, 300] });
    m.crossings = m.crossings.filter((c) => c.se !== "pudding-lane");
    m.borders = m.borders.filter((b) => b.a !== "tower-hill" && b.b !== "tower-hill");
    return <Derive doc={toDoc(m)} />;
  },
};

/** After applying everything derive proposed: nothing left to add. */
export const DeriveNothing: Story = {
  name: "Derive · nothing to add",
  render: () => {
    const d = toDoc(block());
    const r = derive(d);
    const all = (xs: unknown[]) => xs.map((_, i) => i);
    const cmd = applyDerive(d, r, {
      arrows: all(r.arrows),
      borders: all(r.borders),
      turns: [],
      stale: [],
      corners: all(r.corners),
    });
    return <Derive doc={applyOps(d, cmd.ops).doc} />;
  },
};

/** The derive review of the shipped London: nothing proposed (issue 20), the unprinted four-district corners folded as options. */
export const DeriveLondon: Story = {
  name: "Derive · London as shipped",
  render: () => <Derive doc={toDoc(structuredClone(LONDON_1666))} />,
};

/** The `?` dialog: every shortcut of the kit and of The Great Fire's plug-in. */
export const Help: Story = {
  render: () => (
    <HelpDialog shortcuts={storyController({ doc: toDoc(block()) }).shortcuts()} onClose={fn()} />
  ),
};

/** A malformed file is refused with every `path: message` from the game's parser. */
export const ImportRefused: Story = {
  name: "Import refused",
  render: () => {
    const r = importDocument(
      GREAT_FIRE_EDITOR,
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

/** Export refuses a map whose references do not hold (an arrow to a deleted district, a self-arrow). */
export const ExportRefused: Story = {
  name: "Export refused",
  render: () => {
    const m = structuredClone(LONDON_1666);
    m.arrows.push({ from: "pudding-lane", to: "fish-street", direction: "S", at: [1300, 1100] });
    m.arrows.push({ from: "cheapside", to: "cheapside", direction: "N", at: [910, 760] });
    const r = exportDocument(GREAT_FIRE_EDITOR, toDoc(m));
    return (
      <IssuesDialog title="This map cannot be exported yet" issues={r.ok ? [] : r.reasons} onClose={fn()} />
    );
  },
};

/** New, Open or Import over unsaved work asks first (issue 20); Replace is undoable. */
export const ReplaceUnsaved: Story = {
  name: "Replace unsaved work?",
  render: () => <ReplaceDialog current="London 1666" next="New empty map" onReplace={fn()} onCancel={fn()} />,
};
