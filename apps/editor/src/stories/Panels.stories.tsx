/**
 * The editor's side panels, each in the states that matter, on the shipped London board (or a copy
 * with the mistakes a tracer makes). Properties and background edit a live `EditorController`, so
 * the fields respond; problems, tallies and play-test come from the same functions the app uses.
 */
import {
  type BackgroundLayer,
  EMPTY_SELECTION,
  type KitDoc,
  problemsOf,
  type Selection,
  selectRecords,
  selectSpaces,
  talliesOf,
} from "@pudding/editor-kit";
import {
  BackgroundPanel,
  ProblemsList,
  PropertiesPanel,
  PublishPanel,
  type PublishResult,
  TalliesList,
  useController,
} from "@pudding/editor-kit/react";
import { type BoardMap, LONDON_1666 } from "@pudding/great-fire";
import {
  block,
  EXAMPLE_3,
  EXAMPLE_4,
  GREAT_FIRE_EDITOR,
  PLAY_IDLE,
  type PlayState,
  type PlaytestSetup,
  PlaytestView,
  playtest,
  toDoc,
} from "@pudding/great-fire-ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useState } from "react";
import { fn } from "storybook/test";
import { DEFAULT_SERVER } from "../lib/autosave";
import { playUrl } from "../lib/server";
import { storyController } from "./harness";

const london = (): KitDoc => toDoc(structuredClone(LONDON_1666));

/**
 * London as a tracer might leave it: Voyners Hall's arrow back to Pudding Lane missing, a house too
 * many in Holborn, Smithfield's yellow band and Cheapside's deck III objective forgotten (errors);
 * Holborn → Smithfield marked West, Langbourn's name dragged outside it (warnings).
 */
function londonWithMistakes(): KitDoc {
  const m: BoardMap = structuredClone(LONDON_1666);
  m.arrows = m.arrows
    .filter((a) => !(a.from === "voyners-hall" && a.to === "pudding-lane"))
    .map((a) => (a.from === "holborn" && a.to === "smithfield" ? { ...a, direction: "W" as const } : a));
  m.districts = m.districts.map((d) =>
    d.id === "holborn"
      ? { ...d, houses: 3 }
      : d.id === "smithfield"
        ? { ...d, extraAction: undefined }
        : d.id === "cheapside"
          ? { ...d, objective: undefined }
          : d.id === "langbourn"
            ? { ...d, label: [d.label[0], d.label[1] - 140] as [number, number] }
            : d,
  );
  return toDoc(m);
}

const arrowIndex = (m: KitDoc, from: string, to: string) =>
  (m.records.arrows ?? []).findIndex((a) => a.from === from && a.to === to);
const crossingIndex = (m: KitDoc, se: string) => (m.records.crossings ?? []).findIndex((c) => c.se === se);

/** The panels sit in the editor's right-hand column (330 px, `.side`), as in the app. */
const meta: Meta = {
  title: "Editor/Panels",
  decorators: [
    (Story) => (
      <aside className="side" style={{ width: 330, overflow: "visible" }}>
        <Story />
      </aside>
    ),
  ],
};
export default meta;
type Story = StoryObj;

/** PropertiesPanel over a live controller: edits apply, a refused one shows as the app's status bar would. */
function LiveProperties({ doc, selection }: { doc: KitDoc; selection: Selection }) {
  const ctl = useMemo(() => storyController({ doc, selection }), [doc, selection]);
  useController(ctl);
  return (
    <>
      <PropertiesPanel ctl={ctl} />
      <p className="muted" role="status" style={{ padding: "0 10px" }}>
        {ctl.store.canUndo()
          ? ctl.message.text
          : "Edit a field: the change goes through the document store (undoable in the app)."}
      </p>
    </>
  );
}

/** Nothing selected: the map's own details and its counts. */
export const PropertiesMap: Story = {
  name: "Properties · map details",
  render: () => <LiveProperties doc={london()} selection={EMPTY_SELECTION} />,
};

/** One district: Cheapside, deck III objective (6 VP) and a yellow band (§1). */
export const PropertiesDistrict: Story = {
  name: "Properties · district",
  render: () => <LiveProperties doc={london()} selection={selectSpaces(["cheapside"])} />,
};

/** Pudding Lane, the origin district (§2: the fire starts here). */
export const PropertiesOrigin: Story = {
  name: "Properties · Pudding Lane (origin)",
  render: () => <LiveProperties doc={london()} selection={selectSpaces(["pudding-lane"])} />,
};

/** One arrow with its way back: Pudding Lane → Voyners Hall, West (§1.1). */
export const PropertiesArrow: Story = {
  name: "Properties · arrow",
  render: () => {
    const m = london();
    return (
      <LiveProperties
        doc={m}
        selection={selectRecords("arrows", [arrowIndex(m, "pudding-lane", "voyners-hall")])}
      />
    );
  },
};

/** The arrow whose way back is missing: "Add the way back" is offered. */
export const PropertiesArrowNoWayBack: Story = {
  name: "Properties · arrow without its way back",
  render: () => {
    const m = londonWithMistakes();
    return (
      <LiveProperties
        doc={m}
        selection={selectRecords("arrows", [arrowIndex(m, "pudding-lane", "voyners-hall")])}
      />
    );
  },
};

/** The crossing at Pudding Lane's north-west corner (§1.1 Example 1). */
export const PropertiesCrossing: Story = {
  name: "Properties · crossing",
  render: () => {
    const m = london();
    return (
      <LiveProperties doc={m} selection={selectRecords("crossings", [crossingIndex(m, "pudding-lane")])} />
    );
  },
};

/** Several things selected: what can be done with them. */
export const PropertiesMulti: Story = {
  name: "Properties · multi-selection",
  render: () => {
    const m = london();
    return (
      <LiveProperties
        doc={m}
        selection={{
          spaces: ["cheapside", "poultry"],
          records: { arrows: [arrowIndex(m, "cheapside", "poultry")] },
          vertex: null,
        }}
      />
    );
  },
};

const checks = GREAT_FIRE_EDITOR.title;

/** London as shipped: no problem. */
export const ProblemsNone: Story = {
  name: "Problems · none",
  render: () => (
    <ProblemsList problems={problemsOf(GREAT_FIRE_EDITOR, london())} onPick={fn()} checks={checks} />
  ),
};

/** A tracer's mistakes: errors first, then warnings; a click selects and zooms. */
export const ProblemsErrors: Story = {
  name: "Problems · errors",
  render: () => (
    <ProblemsList
      problems={problemsOf(GREAT_FIRE_EDITOR, londonWithMistakes())}
      onPick={fn()}
      checks={checks}
    />
  ),
};

/** Four districts in: the profile's counts are far off. */
export const ProblemsDraft: Story = {
  name: "Problems · early draft",
  render: () => (
    <ProblemsList problems={problemsOf(GREAT_FIRE_EDITOR, toDoc(block()))} onPick={fn()} checks={checks} />
  ),
};

/** The module's tallies on London: every count at its target. */
export const TalliesLondon: Story = {
  name: "Tallies · London",
  render: () => <TalliesList tallies={talliesOf(GREAT_FIRE_EDITOR, london())} />,
};

/** The tracer's London: counts off target in red. */
export const TalliesOff: Story = {
  name: "Tallies · off target",
  render: () => <TalliesList tallies={talliesOf(GREAT_FIRE_EDITOR, londonWithMistakes())} />,
};

const SCAN: BackgroundLayer = {
  src: "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
  name: "london-board-photo.jpg",
  placement: { x: 24, y: -18, scale: 1.01, rotation: 0.8 },
  opacity: 0.5,
  visible: true,
  locked: false,
};

function LiveBackground({
  initial,
  calibrating = false,
}: {
  initial: BackgroundLayer | null;
  calibrating?: boolean;
}) {
  const ctl = useMemo(() => {
    const c = storyController({ doc: london(), ...(initial ? { background: initial } : {}) });
    if (calibrating) c.startCalibration();
    return c;
  }, [initial, calibrating]);
  return <BackgroundPanel ctl={ctl} onLoad={fn()} />;
}

/** No scan loaded yet. */
export const BackgroundEmpty: Story = {
  name: "Background · none",
  render: () => <LiveBackground initial={null} />,
};
/** A scan loaded: visibility, lock, opacity, placement. */
export const BackgroundLoaded: Story = {
  name: "Background · loaded",
  render: () => <LiveBackground initial={SCAN} />,
};
/** Locked: the placement cannot be changed by mistake. */
export const BackgroundLocked: Story = {
  name: "Background · locked",
  render: () => <LiveBackground initial={{ ...SCAN, locked: true }} />,
};
/** Two-point calibration under way: the next click is named. */
export const BackgroundCalibrating: Story = {
  name: "Background · calibrating",
  render: () => <LiveBackground initial={SCAN} calibrating />,
};

function Publish({ state }: { state: { busy: boolean; result: PublishResult | null } }) {
  const [server, setServer] = useState(DEFAULT_SERVER);
  return (
    <PublishPanel server={server} setServer={setServer} onPublish={fn()} onOpenList={fn()} state={state} />
  );
}

/** Before publishing. */
export const PublishIdle: Story = {
  name: "Publish · idle",
  render: () => <Publish state={{ busy: false, result: null }} />,
};
/** While the server answers. */
export const PublishBusy: Story = {
  name: "Publish · busy",
  render: () => <Publish state={{ busy: true, result: null }} />,
};
/** Published: the server's id and version, and the lobby link. */
export const PublishDone: Story = {
  name: "Publish · published",
  render: () => (
    <Publish
      state={{
        busy: false,
        result: {
          ok: true,
          id: "london-corrected-k3x9q2",
          version: 2,
          warnings: 1,
          url: playUrl(DEFAULT_SERVER, "london-corrected-k3x9q2", "great-fire-1666"),
        },
      }}
    />
  ),
};
/** Refused by the server's own parse, with its reasons. */
export const PublishRefused: Story = {
  name: "Publish · refused",
  render: () => {
    const problems = problemsOf(GREAT_FIRE_EDITOR, londonWithMistakes()).filter(
      (p) => p.severity === "error",
    );
    return (
      <Publish
        state={{
          busy: false,
          result: {
            ok: false,
            message: `The server refused the map: ${problems.length} problems`,
            issues: problems,
          },
        }}
      />
    );
  },
};
/** No server at the address. */
export const PublishOffline: Story = {
  name: "Publish · server unreachable",
  render: () => (
    <Publish
      state={{
        busy: false,
        result: {
          ok: false,
          message: `cannot reach ${DEFAULT_SERVER} — is the play server running (npm start)?`,
        },
      }}
    />
  ),
};

function LivePlaytest({ map, setup }: { map: BoardMap; setup: PlaytestSetup }) {
  const [state, setState] = useState<PlayState>({
    ...PLAY_IDLE,
    ...setup,
    teams: [...setup.teams],
    burnt: [...(setup.burnt ?? [])],
  });
  const r = useMemo(() => playtest(map, state), [map, state]);
  const names = useMemo(() => new Map(map.districts.map((d) => [d.id, d.name])), [map]);
  return (
    <PlaytestView
      state={state}
      setState={setState}
      option={r.ok ? r.option : null}
      error={r.ok ? null : r.message}
      names={names}
    />
  );
}

const LONDON = structuredClone(LONDON_1666);

/** Only Pudding Lane burning, a North card. */
export const PlaytestNorth: Story = {
  name: "Play-test · Pudding Lane, North",
  render: () => <LivePlaytest map={LONDON} setup={{ fire: {}, teams: [], card: "N" }} />,
};
/** §4.1 Example 3. */
export const PlaytestExample3: Story = {
  name: "Play-test · §4.1 Example 3",
  render: () => <LivePlaytest map={LONDON} setup={EXAMPLE_3} />,
};
/** §4.2 Example 4. */
export const PlaytestExample4: Story = {
  name: "Play-test · §4.2 Example 4",
  render: () => <LivePlaytest map={LONDON} setup={EXAMPLE_4} />,
};
/** A draft the engine cannot load yet says why. */
export const PlaytestUnloadable: Story = {
  name: "Play-test · map not loadable yet",
  render: () => <LivePlaytest map={block()} setup={{ fire: {}, teams: [], card: "N" }} />,
};
