/** The canvas tools driven by simulated pointer input: the state path and the command produced. */
import type { Point } from "@pudding/map-schema";
import { describe, expect, it } from "vitest";
import { type EditorMap, emptyMap } from "../doc/commands";
import { DocStore } from "../doc/store";
import { pointInPolygon } from "../geom/basic";
import { block } from "../test/fixtures";
import {
  arrowTool,
  crossingTool,
  DRAW_IDLE,
  type DrawState,
  drawTool,
  mergeTool,
  PAIR_IDLE,
  SPLIT_IDLE,
  splitTool,
  type ToolContext,
  type ToolInput,
} from "./machines";

const ctx = (map: EditorMap): ToolContext => ({
  map,
  tolerance: 2,
  districtAt: (p) => map.districts.find((d) => pointInPolygon(p, d.polygon))?.id ?? null,
});
const down = (p: Point): ToolInput => ({ type: "down", p });

describe("draw tool", () => {
  it("idle → placing ×3 → closes on the first point with an addDistrict command", () => {
    const store = new DocStore(emptyMap());
    let s: DrawState = DRAW_IDLE;
    const path: string[] = [];
    for (const p of [
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 100],
      [1, 1],
    ] as Point[]) {
      const r = drawTool(s, down(p), ctx(store.state));
      s = r.state;
      path.push(`${s.name}${s.name === "placing" ? s.points.length : ""}`);
      if (r.command) store.apply(r.command);
    }
    expect(path).toEqual(["placing1", "placing2", "placing3", "placing4", "idle"]);
    expect(store.state.districts[0]?.polygon).toEqual([
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 100],
    ]);
    expect(store.undoLabel()).toBe("Draw District 1");
  });
  it("Backspace drops the last point, Enter closes, Escape cancels", () => {
    const c = ctx(emptyMap());
    let s = drawTool(DRAW_IDLE, down([0, 0]), c).state;
    s = drawTool(s, down([10, 0]), c).state;
    expect(drawTool(s, { type: "key", key: "Enter" }, c).message).toMatch(/at least 3 points/);
    s = drawTool(s, down([10, 10]), c).state;
    s = drawTool(s, down([99, 99]), c).state;
    s = drawTool(s, { type: "key", key: "Backspace" }, c).state;
    expect(s.name === "placing" && s.points).toHaveLength(3);
    const r = drawTool(s, { type: "key", key: "Enter" }, c);
    expect(r.state).toEqual(DRAW_IDLE);
    expect(r.command?.ops).toHaveLength(1);
    expect(drawTool(s, { type: "key", key: "Escape" }, c).state).toEqual(DRAW_IDLE);
  });
  it("a drawn point joins a neighbour's edge within joinTolerance only (snapped points lie on it; Alt-placed ones stay free)", () => {
    // South of c (0..100 × 100..200): a district whose first point is 3 units below c's bottom edge,
    // as a point placed with Alt a few pixels off it would be, and whose second is on that edge.
    const drawn = (first: Point, c: ToolContext) => {
      let s: DrawState = DRAW_IDLE;
      let command: ReturnType<typeof drawTool>["command"];
      for (const p of [first, [80, 200], [80, 300], [20, 300], first] as Point[]) {
        const r = drawTool(s, down(p), c);
        s = r.state;
        command = r.command ?? command;
      }
      const store = new DocStore(block());
      if (command) store.apply(command);
      return store.state;
    };
    const screenTol = { ...ctx(block()), tolerance: 5 };
    const free = drawn([20, 203], { ...screenTol, joinTolerance: 0.5 });
    expect(free.districts.find((d) => d.id === "c")?.polygon).toEqual([
      [0, 100],
      [100, 100],
      [100, 200],
      [80, 200],
      [0, 200],
    ]);
    expect(free.districts[4]?.polygon[0]).toEqual([20, 203]);
    // Without joinTolerance the tool falls back on `tolerance`: there the stray point bends c's edge.
    expect(drawn([20, 203], screenTol).districts.find((d) => d.id === "c")?.polygon).toContainEqual([
      20, 203,
    ]);
  });
});

describe("two-click tools", () => {
  it("arrow: from a to c gives a South arrow on their street", () => {
    const m = block();
    const s1 = arrowTool(PAIR_IDLE, down([50, 50]), ctx(m));
    expect(s1.state).toMatchObject({ name: "first", id: "a" });
    const s2 = arrowTool(s1.state, down([50, 150]), ctx(m));
    expect(s2.state).toEqual(PAIR_IDLE);
    expect(s2.command?.ops[0]).toMatchObject({
      t: "insert",
      path: ["arrows"],
      value: { from: "a", to: "c", direction: "S", at: [50, 100] },
    });
  });
  it("arrow: a click outside any district explains itself; the same district twice is refused", () => {
    const m = block();
    expect(arrowTool(PAIR_IDLE, down([500, 500]), ctx(m)).message).toMatch(/click inside a district/);
    const s1 = arrowTool(PAIR_IDLE, down([50, 50]), ctx(m)).state;
    expect(arrowTool(s1, down([60, 60]), ctx(m)).message).toMatch(/two different/);
  });
  it("merge: keep a, merge b; a refusal comes back as a message", () => {
    const m = block();
    const s1 = mergeTool(PAIR_IDLE, down([50, 50]), ctx(m)).state;
    expect(mergeTool(s1, down([150, 50]), ctx(m)).command?.label).toBe("Merge b into a");
    expect(mergeTool(s1, down([150, 150]), ctx(m)).message).toMatch(/do not share a border/);
  });
  it("split: cut the selected district by two clicks", () => {
    const m = block();
    const s1 = splitTool(SPLIT_IDLE, down([50, -10]), ctx(m), "a");
    expect(s1.state).toMatchObject({ name: "cutting", id: "a" });
    const s2 = splitTool(s1.state, down([50, 110]), ctx(m));
    expect(s2.command?.label).toBe("Split a");
  });
  it("crossing: a click at the four-corner adds it", () => {
    expect(crossingTool(down([100, 101]), ctx(block())).command?.label).toBe("Add crossing");
    expect(crossingTool(down([0, 0]), ctx(block())).message).toMatch(/exactly four/);
  });
});
