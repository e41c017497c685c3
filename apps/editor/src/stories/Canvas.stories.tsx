/**
 * The kit's canvas with each tool mid-gesture, on London (The Great Fire's plug-in): the stories
 * drive the same `EditorController` as the app (`./harness.tsx`), so each starts in a meaningful
 * state and stays usable — finish the polygon, pick the second district, cut.
 */
import { applyOps, type KitDoc, selectInBox, selectSpaces } from "@pudding/editor-kit";
import { type BoardMap, LONDON_1666 } from "@pudding/great-fire";
import {
  applyDerive,
  block,
  derive,
  EXAMPLE_4,
  GREAT_FIRE_EDITOR,
  PLAY_IDLE,
  toDoc,
  toSvg,
} from "@pudding/great-fire-ui";
import type { Point } from "@pudding/map-schema";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { around, StoryCanvas } from "./harness";

const meta: Meta<typeof StoryCanvas> = {
  title: "Editor/Canvas",
  component: StoryCanvas,
  parameters: { layout: "fullscreen" },
};
export default meta;
type Story = StoryObj<typeof StoryCanvas>;

const london = (): KitDoc => toDoc(structuredClone(LONDON_1666));
const polygonOf = (m: KitDoc, id: string) => m.spaces.find((d) => d.id === id)?.polygon ?? [];
const without = (m: KitDoc, id: string): KitDoc => ({
  ...m,
  spaces: m.spaces.filter((d) => d.id !== id),
  records: {
    ...m.records,
    arrows: (m.records.arrows ?? []).filter((a) => a.from !== id && a.to !== id),
  },
});

/**
 * A new map four districts in: the 2×2 test block named and filled in, its arrows applied from
 * `derive` as the Derive… button would.
 */
function draft(): KitDoc {
  const m = block();
  m.id = "cheap-ward";
  m.name = "Cheap Ward (draft)";
  m.size = { width: 340, height: 210 };
  const fill: Partial<BoardMap["districts"][number]>[] = [
    { name: "Cheapside", region: "green", houses: 3, objective: { deck: 3, vp: 6 }, extraAction: true },
    { name: "Poultry", region: "blue", houses: 2 },
    { name: "Bread Street", region: "green", houses: 2, objective: { deck: 1, vp: 2 } },
    { name: "Cordwainer", region: "green", houses: 1, extraAction: true },
  ];
  m.districts = m.districts.map((d, i) => ({ ...d, ...fill[i] }));
  const d = toDoc(m);
  const r = derive(d);
  const cmd = applyDerive(d, r, {
    arrows: r.arrows.map((_, i) => i),
    borders: [],
    turns: [],
    stale: [],
    corners: [0],
  });
  return applyOps(d, cmd.ops).doc;
}

/** The shipped board with the select tool and nothing selected: regions, houses, bands, objectives, arrows, crossings. */
export const London: Story = { args: { doc: london(), tool: "select" } };

/** Pudding Lane selected: its vertex handles, one of them active (Del would remove it). */
export const SelectDistrict: Story = {
  name: "Select · district with vertex handles",
  args: {
    doc: london(),
    tool: "select",
    selection: { spaces: ["pudding-lane"], records: {}, vertex: { id: "pudding-lane", index: 0 } },
    focus: around(london(), ["pudding-lane", "voyners-hall", "st-mary", "tallow-hall"]),
  },
};

/** A marquee being dragged over the west of the green region (released, it selects what lies wholly inside). */
export const SelectMarquee: Story = {
  name: "Select · marquee",
  args: {
    doc: london(),
    tool: "select",
    state: { name: "marquee", a: [640, 720], b: [990, 1010], add: false },
    focus: [420, 560, 1260, 1160],
  },
};

/** After the marquee: the districts, the arrows between them and a crossing selected. */
export const SelectMulti: Story = {
  name: "Select · multi-selection",
  args: {
    doc: london(),
    tool: "select",
    selection: selectInBox(london(), GREAT_FIRE_EDITOR, [1050, 700], [1600, 1150]),
    focus: [900, 620, 1700, 1180],
  },
};

/** Guild Hall being re-traced after it was deleted: six points placed, the pointer snapped to the next corner. */
export const DrawMidPolygon: Story = {
  name: "Draw · mid-polygon, snapped to a vertex",
  args: (() => {
    const gh = polygonOf(london(), "guild-hall");
    const next = gh[6] as Point;
    return {
      doc: without(london(), "guild-hall"),
      tool: "draw",
      state: { name: "placing", points: gh.slice(0, 6), hover: null },
      hover: [next[0] + 3, next[1] - 2] as Point,
      focus: around(london(), ["guild-hall"], 140),
    };
  })(),
};

/** The same outline about to close: the pointer is on the first point (a click or Enter adds the district). */
export const DrawClosing: Story = {
  name: "Draw · closing the outline",
  args: (() => {
    const gh = polygonOf(london(), "guild-hall");
    const first = gh[0] as Point;
    return {
      doc: without(london(), "guild-hall"),
      tool: "draw",
      state: { name: "placing", points: gh, hover: null },
      hover: [first[0] + 2, first[1] + 2] as Point,
      focus: around(london(), ["guild-hall"], 140),
    };
  })(),
};

/** A fifth district drawn beside the draft: the pointer lands on Poultry's east edge (edge snap, so the border is shared). */
export const DrawEdgeSnap: Story = {
  name: "Draw · snapped to a neighbour's edge",
  args: {
    doc: draft(),
    tool: "draw",
    state: {
      name: "placing",
      points: [
        [200, 20],
        [310, 20],
        [310, 150],
      ],
      hover: null,
    },
    hover: [201.5, 138],
  },
};

/** London missing Voyners Hall's arrow back to Pudding Lane: Voyners Hall picked, the pointer over Pudding Lane. */
export const ArrowFirstPicked: Story = {
  name: "Arrow · first district picked",
  args: (() => {
    const m = london();
    m.records.arrows = (m.records.arrows ?? []).filter(
      (a) => !(a.from === "voyners-hall" && a.to === "pudding-lane"),
    );
    return {
      doc: m,
      tool: "arrow",
      state: { name: "first", id: "voyners-hall", hover: [1300, 1010] as Point },
      focus: around(m, ["pudding-lane", "voyners-hall", "tallow-hall"]),
    };
  })(),
};

/** London without the crossing at Pudding Lane's north-west corner: the pointer rests on the four-district corner. */
export const CrossingAtCorner: Story = {
  name: "Crossing · over a four-district corner",
  args: (() => {
    const m = london();
    m.records.crossings = (m.records.crossings ?? []).filter((c) => c.se !== "pudding-lane");
    return {
      doc: m,
      tool: "crossing",
      hover: [1178, 833] as Point,
      focus: around(m, ["st-bennet", "st-mary", "tallow-hall", "voyners-hall"], 80),
    };
  })(),
};

/** St Pauls selected and a cut line drawn across it (the second click splits it; arrows follow their part). */
export const SplitCutting: Story = {
  name: "Split · cut line across a district",
  args: {
    doc: london(),
    tool: "split",
    selection: selectSpaces(["st-pauls"]),
    state: { name: "cutting", a: [410, 445], id: "st-pauls", hover: [400, 650] },
    focus: around(london(), ["st-pauls"], 90),
  },
};

/** Bread Street picked to keep, the pointer over Watling Street, the neighbour to merge into it. */
export const MergeFirstPicked: Story = {
  name: "Merge · district to keep picked",
  args: {
    doc: london(),
    tool: "merge",
    state: { name: "first", id: "bread-street", hover: [712, 800] },
    focus: around(london(), ["bread-street", "watling-street"], 110),
  },
};

/** §4.2 Example 4 in place: fires (F), teams (T), burnt Watling Street (×), each destination with its class; barred ones dashed. */
export const Playtest: Story = {
  name: "Play-test · §4.2 Example 4",
  args: {
    doc: london(),
    tool: "playtest",
    state: { ...PLAY_IDLE, ...EXAMPLE_4, teams: [...EXAMPLE_4.teams], burnt: [...(EXAMPLE_4.burnt ?? [])] },
    focus: [560, 420, 1720, 1180],
  },
};

/** Tracing over a scan: the west half drawn, the printed board behind it at half opacity, slightly rotated, calibration under way. */
export const TracingOverScan: Story = {
  name: "Background · tracing over a scan",
  args: (() => {
    const m = london();
    const keep = new Set(
      m.spaces.filter((d) => d.region === "purple" || d.region === "blue").map((d) => d.id),
    );
    m.spaces = m.spaces.filter((d) => keep.has(d.id));
    const inside = (r: Record<string, unknown>, keys: string[]) =>
      keys.every((k) => keep.has(r[k] as string));
    m.records = {
      arrows: (m.records.arrows ?? []).filter((a) => inside(a, ["from", "to"])),
      crossings: (m.records.crossings ?? []).filter((c) => inside(c, ["nw", "ne", "sw", "se"])),
      borders: (m.records.borders ?? []).filter((b) => inside(b, ["a", "b"])),
    };
    const placement = { x: 24, y: -18, scale: 1.01, rotation: 0.8 };
    return {
      doc: m,
      background: {
        src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(toSvg(LONDON_1666))}`,
        name: "london-board-photo.jpg",
        placement,
        opacity: 0.5,
        visible: true,
        locked: false,
      },
      tool: "calibrate",
      state: {
        name: "picking",
        pts: [
          [(1200 - placement.x) / placement.scale, (1158 - placement.y) / placement.scale] as Point,
          [1167.2, 1140] as Point,
        ],
      },
    };
  })(),
};

/** The draft with Poultry selected: where a new map starts, before the profile's counts are met. */
export const SmallDraft: Story = {
  name: "Select · a draft map",
  args: { doc: draft(), tool: "select", selection: selectSpaces(["b"]) },
};
