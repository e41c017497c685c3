/**
 * The `grid` layout on the toy game's map with no game code at all: the plug-in is read off the
 * profile's JSON Schema (grid, blocked cells), the paint tool and the palette edit it, problems and
 * tallies come from the profile; and a tile palette read off a schema with tiles.
 */
import { CLAIMS, CLAIMS_MAPS, type ClaimsMap, type MapProfile } from "@pudding/engine";
import { describe, expect, it } from "vitest";
import { EditorController } from "./controller.js";
import { resizeGrid } from "./doc/grid.js";
import { exportDocument, importDocument } from "./files.js";
import { gridShape, inferGridPlugin, inferPlugin } from "./infer.js";
import type { JsonSchema } from "./model/fields.js";
import { Driver } from "./testing.js";

const plugin = inferPlugin(CLAIMS);
if (!plugin) throw new Error("the toy game's grid map was not read");
const four = () => structuredClone(CLAIMS_MAPS["claims-4x4"] as ClaimsMap);
const controller = (map = four()) => {
  const ctl = new EditorController({
    plugin,
    doc: plugin.toDoc(map),
    viewport: { width: 1000, height: 800 },
  });
  ctl.setViewport({ width: 1000, height: 800 });
  return ctl;
};

describe("a grid plug-in read off the toy game's map profile", () => {
  it("finds the grid and the blocked cells in the JSON Schema; fields, palette and limits follow", () => {
    expect(gridShape(CLAIMS.map.jsonSchema() as JsonSchema)).toEqual({
      grid: "grid",
      reserved: "blocked",
      tiles: undefined,
    });
    expect(plugin.layout).toBe("grid");
    expect(plugin.palette?.map((p) => p.label)).toEqual(["Open", "Blocked"]);
    expect(plugin.fields.space).toEqual([{ key: "reserved", label: "Blocked", control: "toggle" }]);
    // version and game are constants, id and name the kit's own: nothing else to show.
    expect(plugin.fields.meta).toEqual([]);
    expect(plugin.gridLimits).toEqual({ min: 2, max: 20 });
  });

  it("every shipped map goes to the kit's records and back unchanged, with the game's cell names", () => {
    for (const m of Object.values(CLAIMS_MAPS)) expect(plugin.fromDoc(plugin.toDoc(m))).toEqual(m);
    const d = plugin.toDoc(four());
    expect(d.grid).toEqual({ cols: 4, rows: 4, cell: 100 });
    expect(d.spaces).toHaveLength(16);
    expect(d.spaces.filter((s) => s.reserved).map((s) => s.name)).toEqual(["B2", "C3"]);
  });

  it("paint: a drag across cells blocks them as one undo step (state path and diff); Alt erases", () => {
    const d = new Driver(controller());
    d.key("b");
    expect(d.ctl.tool).toBe("paint");
    d.ctl.setToolState({ ...(d.ctl.toolState as object), brush: "reserved" });
    d.drag([50, 350], [350, 350], {}, 6);
    expect(d.paths.slice(1)).toEqual([
      "painting · reserved",
      "painting · reserved",
      "painting · reserved",
      "painting · reserved",
      "painting · reserved",
      "painting · reserved",
      "painting · reserved",
      "idle · reserved",
    ]);
    expect(d.ctl.store.history().undo).toEqual(["Paint Blocked"]);
    expect(d.diff()).toEqual(
      [0, 1, 2, 3].map((c) => ({ t: "set", path: ["spaces", 12 + c, "reserved"], value: true })),
    );
    expect((plugin.fromDoc(d.ctl.doc) as ClaimsMap).blocked).toEqual([
      [1, 1],
      [2, 2],
      [0, 3],
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    d.click([150, 150], { alt: true });
    expect((plugin.fromDoc(d.ctl.doc) as ClaimsMap).blocked).not.toContainEqual([1, 1]);
    d.ctl.undo();
    d.ctl.undo();
    expect(plugin.fromDoc(d.ctl.doc)).toEqual(four());
  });

  it("problems come from the profile's parse and point at cells; tallies from its tallies", () => {
    const m = four();
    m.blocked = [];
    for (let c = 0; c < 4; c++) for (let r = 0; r < 4; r++) if (c + r > 0) m.blocked.push([c, r]);
    const ctl = controller(m);
    const ps = ctl.problems();
    expect(ps.map((p) => `${p.path}: ${p.message}`)).toEqual(["blocked: at least 3 cells must stay open"]);
    ctl.pickProblem(ps[0] as (typeof ps)[0]);
    expect(ctl.selection.spaces).toHaveLength(15);
    expect(ctl.tallies()).toEqual([{ label: "open cells", value: 1, ok: false }]);
  });

  it("select: a click selects a cell and its panel; cells never move; a marquee selects several", () => {
    const d = new Driver(controller());
    d.drag([150, 150], [250, 250]);
    expect(d.paths[0]).toBe("idle");
    expect(d.ctl.selection.spaces).toEqual(["c1-r1"]);
    expect(d.ctl.store.canUndo()).toBe(false);
    d.drag([-10, -10], [210, 110]);
    expect(d.ctl.selection.spaces).toEqual(["c0-r0", "c1-r0"]);
  });

  it("resizing the grid adds and removes cells; export writes the game's format; import reads it back", () => {
    const ctl = controller();
    ctl.run((doc) => resizeGrid(doc, plugin, 5, 3, plugin.palette?.[0]?.patch));
    expect(ctl.doc.spaces).toHaveLength(15);
    expect(ctl.doc.size).toEqual({ width: 500, height: 300 });
    const r = exportDocument(plugin, ctl.doc);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(JSON.parse(r.json)).toMatchObject({
      grid: { cols: 5, rows: 3 },
      blocked: [
        [1, 1],
        [2, 2],
      ],
    });
    const back = importDocument(plugin, r.json);
    expect(back.ok && plugin.fromDoc(back.doc)).toEqual(JSON.parse(r.json));
    expect(() => resizeGrid(ctl.doc, plugin, 30, 3)).toThrow(/2 to 20 columns/);
    const bad = importDocument(plugin, JSON.stringify({ ...four(), grid: { cols: 1, rows: 4 } }));
    expect(bad.ok).toBe(false);
  });

  it("a new map is the first shipped grid, every cell open", () => {
    const d = plugin.emptyDoc();
    expect(d.meta).toMatchObject({ id: "new-map", name: "New map" });
    expect(d.spaces.every((s) => s.reserved === false)).toBe(true);
    expect(plugin.profile.parse(plugin.fromDoc(d)).ok).toBe(true);
  });
});

describe("a grid with nothing to paint", () => {
  it("is not inferred (its game brings a plug-in)", () => {
    const profile = {
      ...CLAIMS.map,
      jsonSchema: () => ({
        type: "object",
        properties: {
          grid: { type: "object", properties: { cols: { type: "integer" }, rows: { type: "integer" } } },
        },
      }),
    } as MapProfile<unknown>;
    expect(inferPlugin({ id: "plain", title: "Plain", map: profile })).toBeNull();
  });
});

describe("a tile palette read off a schema with tiles", () => {
  const schema: JsonSchema = {
    type: "object",
    properties: {
      id: { type: "string" },
      name: { type: "string" },
      size: {
        type: "object",
        properties: { cols: { type: "integer", minimum: 1 }, rows: { type: "integer", minimum: 1 } },
      },
      tiles: {
        type: "array",
        items: {
          type: "object",
          properties: {
            cell: { type: "array", prefixItems: [{ type: "integer" }, { type: "integer" }] },
            terrain: { enum: ["forest", "lake"] },
            value: { type: "integer", minimum: 1, maximum: 3 },
          },
          required: ["cell", "terrain", "value"],
        },
      },
    },
  };
  type TileMap = {
    id: string;
    name: string;
    size: { cols: number; rows: number };
    tiles: { cell: [number, number]; terrain: string; value: number }[];
  };
  const map: TileMap = {
    id: "t",
    name: "T",
    size: { cols: 2, rows: 2 },
    tiles: [{ cell: [1, 0], terrain: "lake", value: 2 }],
  };
  const profile = {
    layout: "grid",
    parse: (m: unknown) => ({ ok: true, value: m as TileMap }),
    jsonSchema: () => schema,
    spaces: () => [],
    frame: (m: TileMap) => ({ width: m.size.cols * 50, height: m.size.rows * 50 }),
    info: (m: TileMap) => ({ id: m.id, name: m.name, seats: { min: 2, max: 2 }, geography: "printed" }),
    shipped: { t: map },
    defaultFor: () => map,
  } as unknown as MapProfile<TileMap>;
  const p = inferGridPlugin({ id: "tiles", title: "Tiles", map: profile });

  it("brushes per terrain paint a tile with its required fields; the cell panel edits the tile's fields", () => {
    if (!p) throw new Error("not read as a grid");
    expect(p.palette?.map((b) => b.label)).toEqual(["Open", "Forest", "Lake"]);
    expect(p.fields.space.map((f) => [f.key, f.control])).toEqual([
      ["tile.terrain", "select"],
      ["tile.value", "number"],
    ]);
    const ctl = new EditorController({ plugin: p, doc: p.toDoc(map), tool: "paint" });
    ctl.setToolState({ ...(ctl.toolState as object), brush: "tile:forest" });
    new Driver(ctl).click([10, 60]);
    expect(p.fromDoc(ctl.doc).tiles).toEqual([
      { cell: [1, 0], terrain: "lake", value: 2 },
      { cell: [0, 1], terrain: "forest", value: 1 },
    ]);
    expect(p.render?.spaceBadge?.(ctl.doc.spaces[1] as (typeof ctl.doc.spaces)[0])).toBe("Lake");
  });
});
