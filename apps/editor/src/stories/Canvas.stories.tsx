/**
 * The react-konva canvas with each tool active, on London. A small harness holds a `DocStore`, the
 * view and the tool's state, and forwards pointer input through the same state machines the app
 * uses (`src/tools/machines.ts`, snapping from `src/geom/snap.ts`), so every story starts in a
 * meaningful mid-gesture state and stays usable: finish the polygon, pick the second district, cut.
 */
import { fitTransform, type ViewTransform } from "@pudding/board-ui";
import { type Direction, LONDON_1666 } from "@pudding/great-fire";
import type { Point } from "@pudding/map-schema";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type Konva from "konva";
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { applyDerive, type EditorMap } from "../doc/commands";
import { applyOps } from "../doc/ops";
import { type Command, DocStore } from "../doc/store";
import { bbox, pointInPolygon, samePoint } from "../geom/basic";
import { defaultTolerance, derive } from "../geom/derive";
import { type SnapTarget, snapPoint } from "../geom/snap";
import { toSvg } from "../lib/files";
import { playtest } from "../lib/playtest";
import { block, EXAMPLE_4 } from "../test/fixtures";
import { TOOL_HINTS, type ToolName } from "../tools/hints";
import {
  arrowTool,
  crossingTool,
  DRAW_IDLE,
  type DrawState,
  drawTool,
  mergeTool,
  PAIR_IDLE,
  type PairState,
  SPLIT_IDLE,
  type SplitState,
  splitTool,
  type ToolContext,
  type ToolInput,
} from "../tools/machines";
import {
  type BackgroundLayer,
  Canvas,
  EMPTY_SELECTION,
  type Highlights,
  type Overlay,
  type PointerInfo,
  type Selection,
} from "./Canvas";
import { CLASS_COLOURS, PlaytestPanel } from "./Panels";

type Tool = Exclude<ToolName, "calibrate">;

interface PlayState {
  fire: Record<string, number>;
  teams: string[];
  burnt: string[];
  card: Direction;
  mode: "fire" | "team" | "burnt";
}

interface ToolCanvasProps {
  map: EditorMap;
  tool: Tool;
  width?: number;
  height?: number;
  /** The map box to zoom to, `[x0, y0, x1, y1]` in map units; the whole map when absent. */
  focus?: [number, number, number, number];
  selection?: Selection;
  draw?: DrawState;
  pair?: PairState;
  split?: SplitState;
  /** Where the pointer rests (the crossing tool's snap indicator follows it). */
  hover?: Point;
  marquee?: [Point, Point];
  play?: Omit<PlayState, "mode">;
  background?: BackgroundLayer;
  marks?: Overlay["marks"];
}

function ToolCanvas(props: ToolCanvasProps) {
  const { tool, width = 1000, height = 640 } = props;
  const storeRef = useRef<DocStore<EditorMap> | null>(null);
  if (!storeRef.current) storeRef.current = new DocStore(props.map);
  const store = storeRef.current;
  const doc = useSyncExternalStore(
    useCallback((cb: () => void) => store.subscribe(() => cb()), [store]),
    () => store.state,
  );
  const stageRef = useRef<Konva.Stage | null>(null);
  const [view, setView] = useState<ViewTransform>(() => {
    const [x0, y0, x1, y1] = props.focus ?? [0, 0, props.map.size.width, props.map.size.height];
    const v = fitTransform({ width: x1 - x0, height: y1 - y0 }, { width, height }, 24);
    return { scale: v.scale, x: v.x - x0 * v.scale, y: v.y - y0 * v.scale };
  });
  const fitScale = useMemo(
    () => fitTransform(props.map.size, { width, height }, 24).scale,
    [props.map, width, height],
  );
  const tol = 8 / view.scale;
  const mapTol = defaultTolerance(doc);

  const snapTargets = (): SnapTarget[] =>
    store.state.districts.map((d) => ({ id: d.id, polygon: d.polygon }));
  const snapAt = (p: Point, alt = false, extra: Point[] = []): Overlay["snap"] => {
    if (alt) return null;
    const s = snapPoint(p, snapTargets(), tol, undefined, extra);
    return s.kind === "none" ? null : { p: s.point, kind: s.kind };
  };
  const cornerAt = (p: Point): Overlay["snap"] => {
    const s = snapPoint(p, snapTargets(), tol * 2);
    return s.kind === "vertex" ? { p: s.point, kind: "vertex" } : null;
  };

  const [selection, setSelection] = useState<Selection>(props.selection ?? EMPTY_SELECTION);
  const [drawState, setDrawState] = useState<DrawState>(props.draw ?? DRAW_IDLE);
  const [pairState, setPairState] = useState<PairState>(props.pair ?? PAIR_IDLE);
  const [splitState, setSplitState] = useState<SplitState>(props.split ?? SPLIT_IDLE);
  const [marquee, setMarquee] = useState<[Point, Point] | null>(props.marquee ?? null);
  const [snap, setSnap] = useState<Overlay["snap"]>(() => {
    if (tool === "draw" && props.draw?.name === "placing" && props.draw.hover)
      return snapAt(props.draw.hover, false, props.draw.points);
    if (tool === "crossing" && props.hover) return cornerAt(props.hover);
    return null;
  });
  const [pt, setPt] = useState<PlayState>({
    ...(props.play ?? { fire: {}, teams: [], burnt: [], card: "S" }),
    mode: "fire",
  });
  const [message, setMessage] = useState(TOOL_HINTS[tool]);

  const districtAt = (p: Point): string | null => {
    for (let i = store.state.districts.length - 1; i >= 0; i--) {
      const d = store.state.districts[i];
      if (d && d.polygon.length >= 3 && pointInPolygon(p, d.polygon)) return d.id;
    }
    return null;
  };
  const ctx = (): ToolContext => ({ map: store.state, tolerance: Math.max(tol, mapTol), districtAt });
  const step = <S,>(r: { state: S; command?: Command; message?: string }, set: (s: S) => void) => {
    set(r.state);
    if (r.command) {
      store.apply(r.command);
      setMessage(r.command.label);
    } else if (r.message) setMessage(r.message);
  };

  const onPointer = (type: "down" | "move" | "up" | "dbl", info: PointerInfo) => {
    const input: ToolInput = type === "down" ? { type: "down", p: info.p } : { type: "move", p: info.p };
    if (type === "dbl") return;
    switch (tool) {
      case "select": {
        const [kind, a] = info.target ? info.target.split(":") : [null, null];
        if (type === "down") {
          if (kind === "district" || kind === "label" || kind === "edge" || kind === "vertex")
            setSelection((s) =>
              info.shift
                ? { ...s, districts: [...s.districts, a as string] }
                : { ...EMPTY_SELECTION, districts: [a as string] },
            );
          else if (kind === "arrow") setSelection({ ...EMPTY_SELECTION, arrows: [Number(a)] });
          else if (kind === "crossing") setSelection({ ...EMPTY_SELECTION, crossings: [Number(a)] });
          else {
            setSelection(EMPTY_SELECTION);
            setMarquee([info.p, info.p]);
          }
        } else if (type === "move" && marquee) setMarquee([marquee[0], info.p]);
        else if (type === "up" && marquee) {
          const [x0, y0, x1, y1] = bbox(marquee);
          const inside = (p: Point) => p[0] >= x0 && p[0] <= x1 && p[1] >= y0 && p[1] <= y1;
          const s: Selection = {
            districts: doc.districts.filter((d) => d.polygon.every(inside)).map((d) => d.id),
            arrows: doc.arrows.flatMap((x, i) => (inside(x.at) ? [i] : [])),
            crossings: doc.crossings.flatMap((x, i) => (inside(x.at) ? [i] : [])),
            vertex: null,
          };
          setSelection(s);
          setMarquee(null);
          setMessage(
            `Selected ${s.districts.length} districts, ${s.arrows.length} arrows, ${s.crossings.length} crossings`,
          );
        }
        return;
      }
      case "draw": {
        if (type === "up") return;
        const extra = drawState.name === "placing" ? drawState.points : [];
        const s = snapAt(info.p, info.alt, extra);
        setSnap(s);
        step(drawTool(drawState, { ...input, p: s?.p ?? info.p }, ctx()), setDrawState);
        return;
      }
      case "arrow":
      case "merge":
        if (type !== "up")
          step((tool === "arrow" ? arrowTool : mergeTool)(pairState, input, ctx()), setPairState);
        return;
      case "split":
        if (type !== "up")
          step(
            splitTool(
              splitState,
              input,
              ctx(),
              selection.districts.length === 1 ? selection.districts[0] : undefined,
            ),
            setSplitState,
          );
        return;
      case "crossing": {
        const s = cornerAt(info.p);
        setSnap(s);
        if (type === "down") step(crossingTool({ type: "down", p: s?.p ?? info.p }, ctx()), () => {});
        return;
      }
      case "playtest": {
        if (type !== "down") return;
        const id = districtAt(info.p);
        if (!id) return;
        setPt((p) => {
          if (p.mode === "fire") {
            const fire = { ...p.fire };
            if (fire[id]) delete fire[id];
            else fire[id] = 2;
            return { ...p, fire };
          }
          const key = p.mode === "team" ? "teams" : "burnt";
          return { ...p, [key]: p[key].includes(id) ? p[key].filter((x) => x !== id) : [...p[key], id] };
        });
        return;
      }
    }
  };

  // ----- play-test: the engine's answer, drawn as the app draws it -----
  const playResult = useMemo(
    () =>
      tool === "playtest"
        ? playtest(doc, { fire: pt.fire, teams: pt.teams, burnt: pt.burnt, card: pt.card })
        : null,
    [tool, doc, pt],
  );
  const highlights: Highlights = {};
  if (playResult?.ok) {
    for (const id of pt.teams) highlights[id] = { colour: "#222", label: "T" };
    for (const id of pt.burnt) highlights[id] = { colour: "#555", label: "×", dash: true };
    for (const s of playResult.option?.sources ?? [])
      for (const d of s.destinations)
        if (!highlights[d.to] || d.allowed)
          highlights[d.to] = {
            colour: CLASS_COLOURS[d.priorityClass],
            label: String(d.priorityClass),
            dash: !d.allowed,
          };
    for (const id of playResult.sources) highlights[id] = { colour: "#ff5a1f", label: "F" };
  }

  // ----- the overlay, as EditorApp builds it -----
  const overlay: Overlay = { snap, marquee: marquee ?? undefined, marks: props.marks };
  if (tool === "draw" && drawState.name === "placing") {
    overlay.polyline = drawState.hover ? [...drawState.points, snap?.p ?? drawState.hover] : drawState.points;
    const first = drawState.points[0] as Point;
    const end = snap?.p ?? drawState.hover;
    overlay.closeHint = drawState.points.length >= 3 && !!end && samePoint(end, first, tol);
  }
  if ((tool === "arrow" || tool === "merge") && pairState.name === "first") {
    const d = doc.districts.find((x) => x.id === pairState.id);
    if (d && pairState.hover) overlay.line = [d.label, pairState.hover];
    highlights[pairState.id] = { colour: "#1c6dd0" };
  }
  if (tool === "split" && splitState.name === "cutting" && splitState.hover)
    overlay.line = [splitState.a, splitState.hover];

  const names = useMemo(() => new Map(doc.districts.map((d) => [d.id, d.name])), [doc.districts]);
  const statePath =
    tool === "draw"
      ? drawState.name === "placing"
        ? `placing · ${drawState.points.length} points${snap ? ` · snapped to ${snap.kind === "edge" ? "an edge" : "a vertex"}` : ""}`
        : "idle"
      : tool === "arrow" || tool === "merge"
        ? pairState.name === "first"
          ? `first · ${names.get(pairState.id) ?? pairState.id}`
          : "idle"
        : tool === "split"
          ? splitState.name === "cutting"
            ? `cutting · ${names.get(splitState.id) ?? splitState.id}`
            : "idle"
          : tool === "select"
            ? `${selection.districts.length} districts · ${selection.arrows.length} arrows · ${selection.crossings.length} crossings`
            : tool === "crossing"
              ? snap
                ? "over a corner"
                : "idle"
              : `${pt.card} card`;

  return (
    <div
      style={{
        display: "grid",
        gridTemplateColumns: tool === "playtest" ? `${width}px 330px` : `${width}px`,
      }}
    >
      <div className={`canvas-wrap tool-${tool}`} style={{ width, height }} data-testid="story-canvas">
        <Canvas
          doc={doc}
          width={width}
          height={height}
          view={view}
          setView={setView}
          fitScale={fitScale}
          selection={selection}
          overlay={overlay}
          highlights={highlights}
          background={props.background ?? null}
          spaceDown={false}
          stageRef={stageRef}
          onPointer={onPointer}
        />
      </div>
      {tool === "playtest" ? (
        <aside className="side" style={{ height }}>
          <PlaytestPanel
            card={pt.card}
            setCard={(card) => setPt((p) => ({ ...p, card }))}
            option={playResult?.ok ? playResult.option : null}
            error={playResult && !playResult.ok ? playResult.message : null}
            mode={pt.mode}
            setMode={(mode) => setPt((p) => ({ ...p, mode }))}
            onClear={() => setPt((p) => ({ ...p, fire: {}, teams: [], burnt: [] }))}
            names={names}
          />
        </aside>
      ) : null}
      <footer className="statusbar" style={{ gridColumn: "1 / -1" }}>
        <strong>{tool}</strong>
        <span data-testid="tool-state">{statePath}</span>
        <span className="msg" role="status">
          {message}
        </span>
        <span>{Math.round(view.scale * 100)}%</span>
      </footer>
    </div>
  );
}

const meta: Meta<typeof ToolCanvas> = {
  title: "Editor/Canvas",
  component: ToolCanvas,
  parameters: { layout: "fullscreen" },
};
export default meta;
type Story = StoryObj<typeof ToolCanvas>;

const london = (): EditorMap => structuredClone(LONDON_1666);
const polygonOf = (m: EditorMap, id: string) => m.districts.find((d) => d.id === id)?.polygon ?? [];
/** A box around some districts, with a margin in map units. */
const around = (m: EditorMap, ids: string[], margin = 60): [number, number, number, number] => {
  const [x0, y0, x1, y1] = bbox(ids.flatMap((id) => polygonOf(m, id)));
  return [x0 - margin, y0 - margin, x1 + margin, y1 + margin];
};

/**
 * A new map four districts in: the 2×2 test block named and filled in, its arrows and crossing
 * applied from `derive` as the Derive… button would.
 */
function draft(): EditorMap {
  const m = block();
  m.id = "cheap-ward";
  m.name = "Cheap Ward (draft)";
  m.size = { width: 340, height: 210 };
  const fill: Partial<EditorMap["districts"][number]>[] = [
    { name: "Cheapside", region: "green", houses: 3, objective: { deck: 3, vp: 6 }, extraAction: true },
    { name: "Poultry", region: "blue", houses: 2 },
    { name: "Bread Street", region: "green", houses: 2, objective: { deck: 1, vp: 2 } },
    { name: "Cordwainer", region: "green", houses: 1, extraAction: true },
  ];
  m.districts = m.districts.map((d, i) => ({ ...d, ...fill[i] }));
  const r = derive(m);
  const all = (xs: unknown[]) => xs.map((_, i) => i);
  const cmd = applyDerive(m, r, {
    arrows: all(r.arrows),
    borders: [],
    crossings: all(r.crossings),
    stale: [],
  });
  return applyOps(m, cmd.ops).doc;
}

/** The shipped board with the select tool and nothing selected: regions, houses, bands, objectives, arrows, crossings. */
export const London: Story = { args: { map: london(), tool: "select" } };

/** Pudding Lane selected: its vertex handles, one of them active (Del would remove it). */
export const SelectDistrict: Story = {
  name: "Select · district with vertex handles",
  args: {
    map: london(),
    tool: "select",
    selection: { ...EMPTY_SELECTION, districts: ["pudding-lane"], vertex: { id: "pudding-lane", index: 0 } },
    focus: around(london(), ["pudding-lane", "voyners-hall", "st-mary", "tallow-hall"]),
  },
};

/** A marquee being dragged over the west of the green region (released, it selects what lies wholly inside). */
export const SelectMarquee: Story = {
  name: "Select · marquee",
  args: {
    map: london(),
    tool: "select",
    marquee: [
      [640, 720],
      [990, 1010],
    ],
    focus: [420, 560, 1260, 1160],
  },
};

/** After the marquee: five districts, the arrows between them and a crossing selected. */
export const SelectMulti: Story = {
  name: "Select · multi-selection",
  args: (() => {
    const m = london();
    const box: [number, number, number, number] = [1050, 700, 1600, 1150];
    const inside = (p: Point) => p[0] >= box[0] && p[0] <= box[2] && p[1] >= box[1] && p[1] <= box[3];
    return {
      map: m,
      tool: "select" as const,
      selection: {
        districts: m.districts.filter((d) => d.polygon.every(inside)).map((d) => d.id),
        arrows: m.arrows.flatMap((a, i) => (inside(a.at) ? [i] : [])),
        crossings: m.crossings.flatMap((c, i) => (inside(c.at) ? [i] : [])),
        vertex: null,
      },
      focus: [900, 620, 1700, 1180] as [number, number, number, number],
    };
  })(),
};

/** Guild Hall being re-traced after it was deleted: six points placed, the pointer snapped to the next corner. */
export const DrawMidPolygon: Story = {
  name: "Draw · mid-polygon, snapped to a vertex",
  args: (() => {
    const m = london();
    const gh = polygonOf(m, "guild-hall");
    m.districts = m.districts.filter((d) => d.id !== "guild-hall");
    m.arrows = m.arrows.filter((a) => a.from !== "guild-hall" && a.to !== "guild-hall");
    const next = gh[6] as Point;
    return {
      map: m,
      tool: "draw" as const,
      draw: { name: "placing" as const, points: gh.slice(0, 6), hover: [next[0] + 3, next[1] - 2] as Point },
      focus: around(london(), ["guild-hall"], 140),
    };
  })(),
};

/** The same outline about to close: the pointer is on the first point (a click or Enter adds the district). */
export const DrawClosing: Story = {
  name: "Draw · closing the outline",
  args: (() => {
    const m = london();
    const gh = polygonOf(m, "guild-hall");
    m.districts = m.districts.filter((d) => d.id !== "guild-hall");
    m.arrows = m.arrows.filter((a) => a.from !== "guild-hall" && a.to !== "guild-hall");
    const first = gh[0] as Point;
    return {
      map: m,
      tool: "draw" as const,
      draw: { name: "placing" as const, points: gh, hover: [first[0] + 2, first[1] + 2] as Point },
      focus: around(london(), ["guild-hall"], 140),
    };
  })(),
};

/** A fifth district drawn beside the draft: the pointer lands on Poultry's east edge (edge snap, so the border is shared). */
export const DrawEdgeSnap: Story = {
  name: "Draw · snapped to a neighbour's edge",
  args: {
    map: draft(),
    tool: "draw",
    draw: {
      name: "placing",
      points: [
        [200, 20],
        [310, 20],
        [310, 150],
      ],
      hover: [201.5, 138],
    },
  },
};

/** London missing Voyners Hall's arrow back to Pudding Lane: Voyners Hall picked, the pointer over Pudding Lane. */
export const ArrowFirstPicked: Story = {
  name: "Arrow · first district picked",
  args: (() => {
    const m = london();
    m.arrows = m.arrows.filter((a) => !(a.from === "voyners-hall" && a.to === "pudding-lane"));
    return {
      map: m,
      tool: "arrow" as const,
      pair: { name: "first" as const, id: "voyners-hall", hover: [1300, 1010] as Point },
      focus: around(m, ["pudding-lane", "voyners-hall", "tallow-hall"]),
    };
  })(),
};

/** London without the crossing at Pudding Lane's north-west corner: the pointer rests on the four-district corner. */
export const CrossingAtCorner: Story = {
  name: "Crossing · over a four-district corner",
  args: (() => {
    const m = london();
    m.crossings = m.crossings.filter((c) => c.se !== "pudding-lane");
    return {
      map: m,
      tool: "crossing" as const,
      hover: [1178, 833] as Point,
      focus: around(m, ["st-bennet", "st-mary", "tallow-hall", "voyners-hall"], 80),
    };
  })(),
};

/** St Pauls selected and a cut line drawn across it (the second click splits it; arrows follow their part). */
export const SplitCutting: Story = {
  name: "Split · cut line across a district",
  args: {
    map: london(),
    tool: "split",
    selection: { ...EMPTY_SELECTION, districts: ["st-pauls"] },
    split: { name: "cutting", a: [410, 445], id: "st-pauls", hover: [400, 650] },
    focus: around(london(), ["st-pauls"], 90),
  },
};

/** Bread Street picked to keep, the pointer over Watling Street, the neighbour to merge into it. */
export const MergeFirstPicked: Story = {
  name: "Merge · district to keep picked",
  args: {
    map: london(),
    tool: "merge",
    pair: { name: "first", id: "bread-street", hover: [712, 800] },
    focus: around(london(), ["bread-street", "watling-street"], 110),
  },
};

/** §4.2 Example 4 in place: fires (F), teams (T), burnt Watling Street (×), each destination with its class; barred ones dashed. */
export const Playtest: Story = {
  name: "Play-test · §4.2 Example 4",
  args: {
    map: london(),
    tool: "playtest",
    play: { ...EXAMPLE_4, teams: [...EXAMPLE_4.teams], burnt: [...(EXAMPLE_4.burnt ?? [])] },
    focus: [560, 420, 1720, 1180],
  },
};

/** Tracing over a scan: the west half drawn, the printed board behind it at half opacity, slightly rotated, calibration marks placed. */
export const TracingOverScan: Story = {
  name: "Background · tracing over a scan",
  args: (() => {
    const m = london();
    const keep = new Set(
      m.districts.filter((d) => d.region === "purple" || d.region === "blue").map((d) => d.id),
    );
    m.districts = m.districts.filter((d) => keep.has(d.id));
    m.arrows = m.arrows.filter((a) => keep.has(a.from) && keep.has(a.to));
    m.crossings = m.crossings.filter((c) => [c.nw, c.ne, c.sw, c.se].every((x) => keep.has(x)));
    m.borders = m.borders.filter((b) => keep.has(b.a) && keep.has(b.b));
    const scan = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(toSvg(LONDON_1666))}`;
    return {
      map: m,
      tool: "select" as const,
      background: {
        src: scan,
        name: "london-board-photo.jpg",
        placement: { x: 24, y: -18, scale: 1.01, rotation: 0.8 },
        opacity: 0.5,
        visible: true,
        locked: false,
      },
      marks: [
        { p: [1200, 1158] as Point, label: "image 1" },
        { p: [1167.2, 1140] as Point, label: "map 1" },
      ],
    };
  })(),
};

/** The draft with Poultry selected: where a new map starts, before the profile's counts are met. */
export const SmallDraft: Story = {
  name: "Select · a draft map",
  args: { map: draft(), tool: "select", selection: { ...EMPTY_SELECTION, districts: ["b"] } },
};
