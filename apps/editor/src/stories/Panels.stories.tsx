/**
 * The editor's side panels, each in the states that matter, on the shipped London board (or a copy
 * of it with the mistakes a tracer makes). Edits in the properties panel go through a real
 * `DocStore`, so the fields respond; the results come from the same functions the app uses
 * (`problemsOf`, `talliesOf`, `playtest`, `parseMap`).
 */

import { type Direction, LONDON_1666, parseMap } from "@pudding/great-fire";
import type { MapIssue } from "@pudding/map-schema";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { fn } from "storybook/test";
import type { EditorMap } from "../doc/commands";
import { DocStore } from "../doc/store";
import { DEFAULT_SERVER } from "../lib/autosave";
import { type PlaytestSetup, playtest } from "../lib/playtest";
import { problemsOf } from "../lib/problems";
import { playUrl } from "../lib/server";
import { talliesOf } from "../lib/tallies";
import { block, EXAMPLE_3, EXAMPLE_4 } from "../test/fixtures";
import { type BackgroundLayer, EMPTY_SELECTION, type Selection } from "./Canvas";
import {
  BackgroundPanel,
  PlaytestPanel,
  ProblemsPanel,
  PropertiesPanel,
  PublishPanel,
  type Run,
  TalliesPanel,
} from "./Panels";

const london = (): EditorMap => structuredClone(LONDON_1666);

/**
 * London as a tracer might leave it: Voyners Hall's arrow back to Pudding Lane missing, a house too
 * many in Holborn, Smithfield's yellow band and Cheapside's deck III objective forgotten (errors);
 * Holborn → Smithfield marked West, Langbourn's name dragged outside it (warnings).
 */
function londonWithMistakes(): EditorMap {
  const m = london();
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
  return m;
}

const arrowIndex = (m: EditorMap, from: string, to: string) =>
  m.arrows.findIndex((a) => a.from === from && a.to === to);
const crossingIndex = (m: EditorMap, se: string) => m.crossings.findIndex((c) => c.se === se);
const namesOf = (m: EditorMap) => new Map(m.districts.map((d) => [d.id, d.name]));

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

/** PropertiesPanel over a live store: edits apply, and a refused one is shown as the app's status bar would. */
function LiveProperties({ map, selection }: { map: EditorMap; selection: Selection }) {
  const storeRef = useRef<DocStore<EditorMap> | null>(null);
  if (!storeRef.current) storeRef.current = new DocStore(map);
  const store = storeRef.current;
  const doc = useSyncExternalStore(
    useCallback((cb: () => void) => store.subscribe(() => cb()), [store]),
    () => store.state,
  );
  const [status, setStatus] = useState("");
  const run: Run = (make) => {
    try {
      const cmd = make(store.state);
      store.apply(cmd);
      setStatus(cmd.label);
    } catch (e) {
      setStatus((e as Error).message);
    }
  };
  return (
    <>
      <PropertiesPanel doc={doc} selection={selection} run={run} />
      <p className="muted" role="status" style={{ padding: "0 10px" }}>
        {status || "Edit a field: the change goes through the document store (undoable in the app)."}
      </p>
    </>
  );
}

/** Nothing selected: the map's own details and its counts. */
export const PropertiesMap: Story = {
  name: "Properties · map details",
  render: () => <LiveProperties map={london()} selection={EMPTY_SELECTION} />,
};

/** One district: Cheapside, deck III objective (6 VP) and a yellow band (§1). */
export const PropertiesDistrict: Story = {
  name: "Properties · district",
  render: () => (
    <LiveProperties map={london()} selection={{ ...EMPTY_SELECTION, districts: ["cheapside"] }} />
  ),
};

/** Pudding Lane, the origin district (§2: the fire starts here). */
export const PropertiesOrigin: Story = {
  name: "Properties · Pudding Lane (origin)",
  render: () => (
    <LiveProperties map={london()} selection={{ ...EMPTY_SELECTION, districts: ["pudding-lane"] }} />
  ),
};

/** One arrow with its way back: Pudding Lane → Voyners Hall, West (§1.1). */
export const PropertiesArrow: Story = {
  name: "Properties · arrow",
  render: () => {
    const m = london();
    return (
      <LiveProperties
        map={m}
        selection={{ ...EMPTY_SELECTION, arrows: [arrowIndex(m, "pudding-lane", "voyners-hall")] }}
      />
    );
  },
};

/** The same arrow when the reverse is missing: "Add the way back" is offered (and works). */
export const PropertiesArrowNoWayBack: Story = {
  name: "Properties · arrow without its way back",
  render: () => {
    const m = londonWithMistakes();
    return (
      <LiveProperties
        map={m}
        selection={{ ...EMPTY_SELECTION, arrows: [arrowIndex(m, "pudding-lane", "voyners-hall")] }}
      />
    );
  },
};

/** The crossing south-west of Pudding Lane: St Bennet / St Mary / Tallow Hall / Pudding Lane. */
export const PropertiesCrossing: Story = {
  name: "Properties · crossing",
  render: () => {
    const m = london();
    return (
      <LiveProperties
        map={m}
        selection={{ ...EMPTY_SELECTION, crossings: [crossingIndex(m, "pudding-lane")] }}
      />
    );
  },
};

/** A marquee's worth: five districts, their arrows and a crossing. */
export const PropertiesMulti: Story = {
  name: "Properties · multi-selection",
  render: () => {
    const m = london();
    const ids = ["st-bennet", "st-mary", "tallow-hall", "voyners-hall", "pudding-lane"];
    const arrows = m.arrows.flatMap((a, i) => (ids.includes(a.from) && ids.includes(a.to) ? [i] : []));
    return (
      <LiveProperties
        map={m}
        selection={{ districts: ids, arrows, crossings: [crossingIndex(m, "pudding-lane")], vertex: null }}
      />
    );
  },
};

/** The shipped board passes every check. */
export const ProblemsNone: Story = {
  name: "Problems · none",
  render: () => <ProblemsPanel problems={problemsOf(london())} onPick={fn()} />,
};

/** London with the tracer's mistakes: four errors (region houses, bands, deck III, a missing way back), then two warnings. */
export const ProblemsErrors: Story = {
  name: "Problems · errors",
  render: () => <ProblemsPanel problems={problemsOf(londonWithMistakes())} onPick={fn()} />,
};

/** A half-traced draft (the 2×2 test block): errors for every count of the profile. */
export const ProblemsDraft: Story = {
  name: "Problems · early draft",
  render: () => <ProblemsPanel problems={problemsOf(block())} onPick={fn()} />,
};

/** Every tally on target (30 houses per region, 20 bands, 8 objectives per deck). */
export const TalliesLondon: Story = {
  name: "Tallies · London",
  render: () => <TalliesPanel tallies={talliesOf(london())} />,
};

/** Off-target tallies in red: purple 31, 19 bands, deck III 7. */
export const TalliesOff: Story = {
  name: "Tallies · off target",
  render: () => <TalliesPanel tallies={talliesOf(londonWithMistakes())} />,
};

/** A scan to trace over (the panel shows its settings, not the image; the canvas stories draw one). */
function scanDataUrl(): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="#e8dcc0"/><path d="M40 60 L380 40 L420 260 L60 300Z" fill="none" stroke="#5a4630" stroke-width="4"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
const SCAN: BackgroundLayer = {
  src: scanDataUrl(),
  name: "london-board-photo.jpg",
  placement: { x: 12, y: -8, scale: 2.64, rotation: 1.5 },
  opacity: 0.5,
  visible: true,
  locked: false,
};

function LiveBackground({ initial, calibrating }: { initial: BackgroundLayer | null; calibrating?: string }) {
  const [bg, setBg] = useState(initial);
  return (
    <BackgroundPanel
      bg={bg}
      setBg={setBg}
      onLoad={fn()}
      onCalibrate={fn()}
      calibrating={calibrating ?? null}
    />
  );
}

/** No scan loaded yet. */
export const BackgroundEmpty: Story = {
  name: "Background · none",
  render: () => <LiveBackground initial={null} />,
};

/** A photo of a board loaded at half opacity, placed by hand. */
export const BackgroundLoaded: Story = {
  name: "Background · loaded",
  render: () => <LiveBackground initial={SCAN} />,
};

/** Locked: placement fields and calibration disabled. */
export const BackgroundLocked: Story = {
  name: "Background · locked",
  render: () => <LiveBackground initial={{ ...SCAN, locked: true }} />,
};

/** Calibrating by two points, second step. */
export const BackgroundCalibrating: Story = {
  name: "Background · calibrating",
  render: () => <LiveBackground initial={SCAN} calibrating="Click where it belongs on the map" />,
};

type PublishState = Parameters<typeof PublishPanel>[0]["state"];
function Publish({ state }: { state: PublishState }) {
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

/** A request in flight: the buttons wait. */
export const PublishBusy: Story = {
  name: "Publish · busy",
  render: () => <Publish state={{ busy: true, result: null }} />,
};

/** Published: the lobby link preselects the map. */
export const PublishDone: Story = {
  name: "Publish · published",
  render: () => (
    <Publish
      state={{
        busy: false,
        result: {
          ok: true,
          id: "london-1666",
          version: 3,
          warnings: 0,
          url: playUrl(DEFAULT_SERVER, "london-1666"),
        },
      }}
    />
  ),
};

/** Refused by the server with the map's problems (what `parseMap` finds in the mistaken London). */
export const PublishRefused: Story = {
  name: "Publish · refused",
  render: () => {
    const r = parseMap(londonWithMistakes());
    const issues: MapIssue[] = r.ok ? r.warnings : r.issues;
    return (
      <Publish
        state={{
          busy: false,
          result: { ok: false, message: `The server refused the map: ${issues.length} problems`, issues },
        }}
      />
    );
  },
};

/** Unreachable server. */
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

/** PlaytestPanel fed by the engine (`playtest` → `fireOptions`); the card and mode buttons work. */
function LivePlaytest({ map, setup }: { map: EditorMap; setup: PlaytestSetup }) {
  const [card, setCard] = useState<Direction>(setup.card);
  const [mode, setMode] = useState<"fire" | "team" | "burnt">("fire");
  const r = useMemo(() => playtest(map, { ...setup, card }), [map, setup, card]);
  return (
    <PlaytestPanel
      card={card}
      setCard={setCard}
      option={r.ok ? r.option : null}
      error={r.ok ? null : r.message}
      mode={mode}
      setMode={setMode}
      onClear={fn()}
      names={namesOf(map)}
    />
  );
}

const LONDON = london();

/** Only Pudding Lane burning, a North card: five class-1 destinations (§4.1). */
export const PlaytestNorth: Story = {
  name: "Play-test · Pudding Lane, North",
  render: () => <LivePlaytest map={LONDON} setup={{ fire: {}, teams: [], card: "N" }} />,
};

/** §4.1 Example 3: a West card from Pudding Lane via St Bennet reaches Cheapside, Tallow Hall, Voyners Hall. */
export const PlaytestExample3: Story = {
  name: "Play-test · §4.1 Example 3",
  render: () => <LivePlaytest map={LONDON} setup={EXAMPLE_3} />,
};

/** §4.2 Example 4: South with teams (class 2) and burnt Watling Street (class 3); only class 1 allowed. */
export const PlaytestExample4: Story = {
  name: "Play-test · §4.2 Example 4",
  render: () => <LivePlaytest map={LONDON} setup={EXAMPLE_4} />,
};

/** A draft the engine cannot load yet says why. */
export const PlaytestUnloadable: Story = {
  name: "Play-test · map not loadable yet",
  render: () => <LivePlaytest map={block()} setup={{ fire: {}, teams: [], card: "N" }} />,
};
