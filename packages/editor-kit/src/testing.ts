/**
 * Test helpers of the kit, for its own tests and plug-ins' (`@pudding/editor-kit/testing`): a small
 * `regions` plug-in with no game behind it (spaces with a kind and a value, and "links" between
 * neighbours placed on their shared border, as a game's arrows are), a 2×2 block of squares, and a
 * driver feeding simulated pointer and key input to a controller while recording the tool's state
 * path and the document diff of each undo step.
 */
import type { Issue, Parsed } from "@pudding/engine";
import type { Point } from "@pudding/map-schema";
import { EditorController } from "./controller.js";
import { borderSpot } from "./doc/commands.js";
import type { Op } from "./doc/ops.js";
import { sharedBoundary } from "./geom/topology.js";
import type { KitDoc, SpaceRecord } from "./model/doc.js";
import type { AnyPlugin, EditorPlugin } from "./plugin.js";
import type { PointerInput } from "./tools/types.js";

/** An axis-aligned square outline, clockwise on screen. */
export const square = (x: number, y: number, s = 100): Point[] => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];

/** The test plug-in's document: a plain map of spaces and links. */
export interface TestMap {
  id: string;
  name: string;
  size: { width: number; height: number };
  spaces: SpaceRecord[];
  links: { from: string; to: string; at: Point }[];
}

function parseTestMap(input: unknown): Parsed<TestMap> {
  let v = input;
  if (typeof input === "string") {
    try {
      v = JSON.parse(input);
    } catch {
      return {
        ok: false,
        issues: [{ path: "(root)", message: "is not JSON", code: "json", severity: "error" }],
      };
    }
  }
  const m = v as TestMap;
  if (!m || typeof m !== "object" || !Array.isArray(m.spaces) || !Array.isArray(m.links))
    return {
      ok: false,
      issues: [{ path: "(root)", message: "is not a test map", code: "shape", severity: "error" }],
    };
  const issues: Issue[] = [];
  if (!m.spaces.length)
    issues.push({ path: "spaces", message: "needs at least one space", code: "empty", severity: "error" });
  const ids = new Set(m.spaces.map((s) => s.id));
  m.spaces.forEach((s, i) => {
    if (typeof s.value === "number" && s.value > 5)
      issues.push({
        path: `spaces[${i}].value`,
        message: `${s.value} is above the maximum of 5`,
        code: "too-big",
        severity: "error",
      });
  });
  m.links.forEach((l, i) => {
    if (!ids.has(l.to))
      issues.push({
        path: `links[${i}].to`,
        message: `no space has the id "${l.to}"`,
        code: "unknown-id",
        severity: "error",
      });
    if (!m.links.some((b) => b.from === l.to && b.to === l.from))
      issues.push({ path: `links[${i}]`, message: "has no way back", code: "one-way", severity: "warning" });
  });
  return issues.some((i) => i.severity === "error")
    ? { ok: false, issues }
    : { ok: true, value: m, warnings: issues };
}

/** A `regions` plug-in with no game behind it. */
export const TEST_PLUGIN: EditorPlugin<TestMap> = {
  gameId: "test-regions",
  title: "the test rules",
  layout: "regions",
  nouns: { space: ["district", "districts"] },
  profile: {
    parse: parseTestMap,
    shipped: {},
    info: (m) => ({ id: m.id, name: m.name, seats: { min: 2, max: 4 }, geography: "printed" }),
    tallies: (m) => {
      const total = m.spaces.reduce((n, s) => n + (typeof s.value === "number" ? s.value : 0), 0);
      return [{ label: "Total value", value: total, expected: 10, ok: total === 10 }];
    },
  },
  toDoc: (m) => ({
    meta: { id: m.id, name: m.name },
    size: m.size,
    spaces: m.spaces,
    records: { links: m.links as unknown as Record<string, unknown>[] },
  }),
  fromDoc: (d) => ({
    id: d.meta.id,
    name: d.meta.name,
    size: d.size,
    spaces: d.spaces,
    links: (d.records.links ?? []) as unknown as TestMap["links"],
  }),
  emptyDoc: () => ({
    meta: { id: "new-map", name: "New map" },
    size: { width: 400, height: 300 },
    spaces: [],
    records: { links: [] },
  }),
  shape: (input) => {
    const r = parseTestMap(input);
    if (r.ok) return r;
    return r.issues.some((i) => i.code === "shape" || i.code === "json")
      ? r
      : { ok: true, value: input as TestMap };
  },
  blocking: new Set(["unknown-id"]),
  fields: {
    meta: [],
    space: [
      {
        key: "kind",
        label: "Kind",
        control: "select",
        options: [
          { value: "plain", label: "plain" },
          { value: "hill", label: "hill" },
        ],
      },
      { key: "value", label: "Value", control: "number", integer: true, min: 0, max: 5 },
    ],
  },
  collections: {
    links: {
      noun: ["link", "links"],
      refs: ["from", "to"],
      anchor: "at",
      fields: [
        { key: "from", label: "From", control: "space" },
        { key: "to", label: "To", control: "space" },
      ],
      key: (r) => `${r.from}>${r.to}`,
    },
  },
  issuePaths: { spaces: "spaces", collections: { links: "links" } },
  hooks: {
    newSpace: () => ({ kind: "plain", value: 0 }),
    validate: (_s, key, value) =>
      key === "value" && (typeof value !== "number" || value < 0 || value > 5) ? "a value is 0 to 5" : null,
    mergeFields: (k, g) => ({ value: Math.min(5, Number(k.value ?? 0) + Number(g.value ?? 0)) }),
    afterGeometry(doc, changed, tol) {
      const ops: Op[] = [];
      (doc.records.links ?? []).forEach((l, i) => {
        if (!changed.has(l.from as string) && !changed.has(l.to as string)) return;
        const at = borderSpot(doc, l.from as string, l.to as string, tol);
        if (at[0] !== (l.at as Point)[0] || at[1] !== (l.at as Point)[1])
          ops.push({ t: "set", path: ["records", "links", i, "at"], value: at });
      });
      return ops;
    },
    afterSplit(after, { id, newId, tol }) {
      const ops: Op[] = [];
      const poly = (x: string) => after.spaces.find((s) => s.id === x)?.polygon ?? [];
      (after.records.links ?? []).forEach((l, i) => {
        for (const end of ["from", "to"] as const) {
          if (l[end] !== id) continue;
          const other = poly(l[end === "from" ? "to" : "from"] as string);
          if (sharedBoundary(poly(newId), other, tol).length && !sharedBoundary(poly(id), other, tol).length)
            ops.push({ t: "set", path: ["records", "links", i, end], value: newId });
        }
      });
      return ops;
    },
  },
};

/** One space of the test plug-in. */
export function testSpace(id: string, polygon: Point[], fields: Partial<SpaceRecord> = {}): SpaceRecord {
  const xs = polygon.map((p) => p[0]);
  const ys = polygon.map((p) => p[1]);
  return {
    id,
    name: id.replace(/-/g, " "),
    kind: "plain",
    value: 2,
    polygon,
    label: [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2],
    ...fields,
  };
}

/**
 * A 2×2 block of 100-unit squares:  a b
 *                                   c d
 * sharing edges a|b, c|d (E–W), a|c, b|d (N–S) and one corner (100, 100) where all four meet.
 */
export function blockDoc(): KitDoc {
  return {
    meta: { id: "block", name: "Block" },
    size: { width: 200, height: 200 },
    spaces: [
      testSpace("a", square(0, 0)),
      testSpace("b", square(100, 0)),
      testSpace("c", square(0, 100)),
      testSpace("d", square(100, 100)),
    ],
    records: { links: [] },
  };
}

/** Feeds simulated input to a controller and records what each input did. */
export class Driver {
  /** The tool's state path after each input. */
  readonly paths: string[] = [];
  constructor(readonly ctl: EditorController) {}

  private feed(input: Omit<PointerInput, "target" | "button" | "shift" | "alt"> & Partial<PointerInput>) {
    this.ctl.pointer({
      target: input.target ?? this.hit(input.p),
      button: 0,
      shift: false,
      alt: false,
      ...input,
    } as PointerInput);
    this.paths.push(this.ctl.toolPath);
  }

  /** What the canvas would report under a point: a vertex handle or edge of the single selected space, a record, a space. */
  hit(p: Point): string | null {
    const ctl = this.ctl;
    const tol = 6 / ctl.view.scale;
    const sel =
      ctl.selection.spaces.length === 1
        ? ctl.doc.spaces.find((s) => s.id === ctl.selection.spaces[0])
        : undefined;
    const poly = sel?.polygon ?? [];
    const v = poly.findIndex((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) <= tol);
    if (sel && v >= 0) return `vertex:${sel.id}:${v}`;
    for (const [name, spec] of Object.entries(ctl.plugin.collections ?? {})) {
      if (!spec.anchor) continue;
      const i = (ctl.doc.records[name] ?? []).findIndex((r) => {
        const a = r[spec.anchor as string] as Point;
        return Math.hypot(a[0] - p[0], a[1] - p[1]) <= tol;
      });
      if (i >= 0) return `record:${name}:${i}`;
    }
    if (sel?.label && Math.hypot(sel.label[0] - p[0], sel.label[1] - p[1]) <= tol) return `label:${sel.id}`;
    const id = ctl.spaceAt(p);
    return id ? `space:${id}` : null;
  }

  down(p: Point, o: Partial<PointerInput> = {}) {
    this.feed({ type: "down", p, ...o });
    return this;
  }
  move(p: Point, o: Partial<PointerInput> = {}) {
    this.feed({ type: "move", p, ...o });
    return this;
  }
  up(p: Point, o: Partial<PointerInput> = {}) {
    this.feed({ type: "up", p, ...o });
    return this;
  }
  /** Down and up at one point. */
  click(p: Point, o: Partial<PointerInput> = {}) {
    return this.down(p, o).up(p, o);
  }
  dbl(p: Point, o: Partial<PointerInput> = {}) {
    this.feed({ type: "dbl", p, ...o });
    return this;
  }
  /** Down at `a`, `steps` moves to `b`, up at `b`. */
  drag(a: Point, b: Point, o: Partial<PointerInput> = {}, steps = 4) {
    this.down(a, o);
    for (let i = 1; i <= steps; i++)
      this.move([a[0] + ((b[0] - a[0]) * i) / steps, a[1] + ((b[1] - a[1]) * i) / steps], o);
    return this.up(b, o);
  }
  key(key: string, o: { shift?: boolean; mod?: boolean } = {}) {
    this.ctl.key({ type: "key", key, shift: !!o.shift, mod: !!o.mod });
    this.paths.push(this.ctl.toolPath);
    return this;
  }
  /** The last undo step's forward operations (the document diff). */
  diff(): readonly Op[] {
    return this.ctl.store.peek()?.forward ?? [];
  }
}

/** A controller on a document with a fitted 1000×800 view (1 map unit ≈ 3.6 px on the block). */
export function testController(doc: KitDoc = blockDoc(), plugin: AnyPlugin = TEST_PLUGIN): EditorController {
  const ctl = new EditorController({ plugin, doc, viewport: { width: 1000, height: 800 } });
  ctl.setViewport({ width: 1000, height: 800 });
  return ctl;
}
