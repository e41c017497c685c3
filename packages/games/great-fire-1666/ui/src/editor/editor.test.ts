/**
 * The Great Fire as the editor kit's plug-in: London through the records and back, the generated
 * panels, every Great Fire edit applied through the store and undone, the problems panel's targets,
 * tallies, export/import and SVG, and play-test reproducing the rulebook's examples.
 */
import {
  addSpace,
  type Command,
  DocStore,
  deleteSelection,
  exportDocument,
  importDocument,
  type KitDoc,
  mergeSpaces,
  moveVertices,
  problemsOf,
  renameSpace,
  splitSpace,
  talliesOf,
  targetOf,
  translateSpaces,
  updateRecord,
  updateSpace,
} from "@pudding/editor-kit";
import { type BoardMap, LONDON_1666, parseMap } from "@pudding/great-fire";
import { polygonArea } from "@pudding/map-schema";
import { describe, expect, it } from "vitest";
import { emptyMap, fromDoc, toDoc } from "./adapter.js";
import { addArrow, addBorder, addCrossing, addReverseArrow } from "./commands.js";
import { applyDerive, derive } from "./derive.js";
import { block, EXAMPLE_3, EXAMPLE_4, londonId } from "./fixtures.js";
import { playtest } from "./playtest.js";
import { GREAT_FIRE_EDITOR as P } from "./plugin.js";
import { toSvg } from "./svg.js";

const london = () => toDoc(structuredClone(LONDON_1666));
const doc = (m: BoardMap) => toDoc(m);
const map = (d: KitDoc) => fromDoc(d);

/** Applies, checks undo gives the original back and redo the result; returns the result as a map. */
function roundTrip(d: KitDoc, cmd: Command): BoardMap {
  const s = new DocStore(d);
  expect(s.apply(cmd)).toBe(true);
  const after = s.state;
  s.undo();
  expect(s.state).toEqual(d);
  s.redo();
  expect(s.state).toEqual(after);
  return map(after);
}

describe("the map document ↔ the kit's records", () => {
  it("London goes to records and back unchanged", () => {
    expect(fromDoc(toDoc(LONDON_1666))).toEqual(LONDON_1666);
    expect(fromDoc(P.emptyDoc())).toEqual(emptyMap());
  });
  it("the district panel is generated from the district schema: kind, region, houses, objective, bands, setup icon", () => {
    const f = P.fields.space;
    expect(f.map((x) => [x.key, x.label, x.control])).toEqual([
      ["kind", "Kind", "select"],
      ["region", "Region", "select"],
      ["houses", "Houses", "number"],
      ["objective", "Objective", "select"],
      ["extraAction", "Extra action", "toggle"],
      ["setupIcon", "Setup icon", "select"],
    ]);
    expect(f.find((x) => x.key === "houses")).toMatchObject({ min: 0, max: 5, integer: true });
    expect(f.find((x) => x.key === "region")?.options?.map((o) => o.value)).toEqual([
      "purple",
      "blue",
      "green",
      "orange",
    ]);
    expect(f.find((x) => x.key === "objective")?.options?.map((o) => o.label)).toEqual([
      "deck I · 2 VP",
      "deck II · 4 VP",
      "deck III · 6 VP",
    ]);
    expect(f.find((x) => x.key === "setupIcon")).toMatchObject({ optional: true });
  });
});

describe("district commands with The Great Fire's hooks", () => {
  it("a drawn district takes its neighbour's region, no houses, and the name and id of the count", () => {
    const m = block();
    m.districts = m.districts.map((d) => ({ ...d, region: "blue" as const }));
    const cmd = addSpace(doc(m), P, [
      [200, 0],
      [300, 0],
      [300, 100],
      [200, 100],
    ]);
    const after = roundTrip(doc(m), cmd);
    expect(after.districts[4]).toMatchObject({
      id: "district-5",
      name: "District 5",
      kind: "district",
      region: "blue",
      houses: 0,
    });
  });
  it("houses are 0 to 5; an objective is removed by setting it to undefined", () => {
    const m = block();
    m.districts[0] = { ...(m.districts[0] as BoardMap["districts"][0]), objective: { deck: 1, vp: 2 } };
    const a = roundTrip(
      doc(m),
      updateSpace(doc(m), P, "a", {
        houses: 5,
        region: "blue",
        extraAction: true,
        setupIcon: 4,
        objective: undefined,
      }),
    ).districts[0];
    expect(a).toMatchObject({ houses: 5, region: "blue", extraAction: true, setupIcon: 4 });
    expect(a && "objective" in a).toBe(false);
    expect(() => updateSpace(doc(m), P, "a", { houses: 6 })).toThrow(/0 to 5 house icons/);
  });
  it("renaming a district renames it in arrows, crossings and borders", () => {
    const m: BoardMap = {
      ...block(),
      arrows: [{ from: "a", to: "b", direction: "E", at: [100, 50] }],
      borders: [{ a: "c", b: "a" }],
      crossings: [{ at: [100, 100], nw: "a", ne: "b", sw: "c", se: "d" }],
    };
    const after = roundTrip(doc(m), renameSpace(doc(m), P, "a", "alpha"));
    expect([after.arrows[0]?.from, after.crossings[0]?.nw, after.borders[0]?.b]).toEqual([
      "alpha",
      "alpha",
      "alpha",
    ]);
  });
  it("deleting a district removes every arrow, crossing and border naming it", () => {
    const m: BoardMap = {
      ...block(),
      arrows: [
        { from: "a", to: "b", direction: "E", at: [100, 50] },
        { from: "c", to: "d", direction: "E", at: [100, 150] },
        { from: "b", to: "a", direction: "W", at: [100, 50] },
      ],
      crossings: [{ at: [100, 100], nw: "a", ne: "b", sw: "c", se: "d" }],
      borders: [{ a: "a", b: "c" }],
    };
    const cmd = deleteSelection(doc(m), P, { spaces: ["a"], records: {}, vertex: null });
    expect(cmd.label).toBe("Delete 1 district, 2 arrows, 1 crossing");
    const after = roundTrip(doc(m), cmd);
    expect(after.arrows).toEqual([{ from: "c", to: "d", direction: "E", at: [100, 150] }]);
    expect([after.crossings, after.borders]).toEqual([[], []]);
  });
  it("arrows stay on their street when the border moves, and move with both their districts", () => {
    const m: BoardMap = { ...block(), arrows: [{ from: "a", to: "b", direction: "E", at: [100, 50] }] };
    const moved = roundTrip(
      doc(m),
      moveVertices(doc(m), P, [
        { id: "a", index: 1, to: [130, 0] },
        { id: "a", index: 2, to: [130, 100] },
      ]),
    );
    expect(moved.arrows[0]?.at).toEqual([130, 50]);
    const m2: BoardMap = { ...block(), arrows: [{ from: "a", to: "c", direction: "S", at: [50, 100] }] };
    expect(roundTrip(doc(m2), translateSpaces(doc(m2), P, ["a", "c"], 10, 5)).arrows[0]?.at).toEqual([
      60, 105,
    ]);
  });
  it("a split's new part is an ordinary district without houses or bands; arrows follow the part they touch", () => {
    const m: BoardMap = {
      ...block(),
      arrows: [{ from: "a", to: "b", direction: "E", at: [100, 50] }],
    };
    m.districts[0] = {
      ...(m.districts[0] as BoardMap["districts"][0]),
      kind: "origin",
      houses: 0,
      extraAction: true,
    };
    const after = roundTrip(doc(m), splitSpace(doc(m), P, "a", [50, -10], [50, 110]));
    const fresh = after.districts[4];
    expect(fresh).toMatchObject({ id: "a-2", kind: "district", houses: 0 });
    expect(fresh?.extraAction).toBeUndefined();
    const east = after.districts.find(
      (d) => d.id !== "b" && d.polygon.some((p) => p[0] === 100) && d.polygon.some((p) => p[1] === 0),
    );
    expect(after.arrows[0]?.from).toBe(east?.id);
    expect(parseMap(after).ok || true).toBe(true);
  });
  it("a merge adds the houses (at most 5), re-points arrows and drops those between the two and the crossing", () => {
    const m: BoardMap = {
      ...block(),
      arrows: [
        { from: "a", to: "b", direction: "E", at: [100, 50] },
        { from: "b", to: "d", direction: "S", at: [150, 100] },
        { from: "c", to: "d", direction: "E", at: [100, 150] },
      ],
      crossings: [{ at: [100, 100], nw: "a", ne: "b", sw: "c", se: "d" }],
    };
    const after = roundTrip(doc(m), mergeSpaces(doc(m), P, "a", "b"));
    expect(after.districts.map((d) => d.id)).toEqual(["a", "c", "d"]);
    expect(after.districts[0]?.houses).toBe(4);
    expect(Math.abs(polygonArea(after.districts[0]?.polygon ?? []))).toBe(20000);
    expect(after.arrows.map((x) => `${x.from}>${x.to}`)).toEqual(["a>d", "c>d"]);
    expect(after.crossings).toEqual([]);
  });
});

describe("arrows, crossings, borders (§1.1)", () => {
  it("addArrow places the arrow on the shared street and points it the way that stretch faces", () => {
    const d = doc(block());
    expect(roundTrip(d, addArrow(d, "a", "c")).arrows[0]).toEqual({
      from: "a",
      to: "c",
      direction: "S",
      at: [50, 100],
    });
    expect(roundTrip(d, addArrow(d, "b", "a")).arrows[0]?.direction).toBe("W");
    const after = doc(roundTrip(d, addArrow(d, "a", "c")));
    expect(() => addArrow(after, "a", "c")).toThrow(/already a S arrow/);
    const park = doc({
      ...block(),
      districts: block().districts.map((x) => (x.id === "b" ? { ...x, kind: "park" as const } : x)),
    });
    expect(() => addArrow(park, "a", "b")).toThrow(/park/);
  });
  it("issue 20: across a horizontal border the arrow is S/N even when the centres bear E/W", () => {
    // A wide district over a narrow one at its east end.
    const m = emptyMap();
    m.districts = [
      {
        ...block().districts[0],
        id: "wide",
        polygon: [
          [0, 0],
          [400, 0],
          [400, 100],
          [0, 100],
        ],
        label: [200, 50],
      },
      {
        ...block().districts[0],
        id: "low",
        polygon: [
          [300, 100],
          [400, 100],
          [400, 130],
          [300, 130],
        ],
        label: [350, 115],
      },
    ] as BoardMap["districts"];
    const d = doc(m);
    expect(roundTrip(d, addArrow(d, "wide", "low")).arrows[0]).toMatchObject({
      direction: "S",
      at: [350, 100],
    });
    expect(derive(d, 1).arrows.map((a) => `${a.from}>${a.to} ${a.direction}`)).toEqual([
      "wide>low S",
      "low>wide N",
    ]);
  });
  it("the way back has the opposite direction; arrows and crossings are edited through their fields", () => {
    const m = doc(roundTrip(doc(block()), addArrow(doc(block()), "a", "b")));
    const back = roundTrip(m, addReverseArrow(m, 0));
    expect(back.arrows[1]).toEqual({ from: "b", to: "a", direction: "W", at: [100, 50] });
    expect(() => addReverseArrow(doc(back), 0)).toThrow(/already has a way back/);
    expect(roundTrip(m, updateRecord(m, P, "arrows", 0, { direction: "N" })).arrows[0]?.direction).toBe("N");
    expect(() => updateRecord(m, P, "arrows", 0, { to: "nowhere" })).toThrow(/no space has the id "nowhere"/);
    const c = doc(roundTrip(m, addCrossing(m, [100, 100])));
    expect(roundTrip(c, updateRecord(c, P, "crossings", 0, { nw: "b", ne: "a" })).crossings[0]).toMatchObject(
      { nw: "b", ne: "a" },
    );
  });
  it("addCrossing finds NW/NE/SW/SE from the corner where four districts meet (§1.1 Example 1)", () => {
    const d = doc(block());
    expect(roundTrip(d, addCrossing(d, [100.3, 99.8], 1)).crossings[0]).toEqual({
      at: [100.3, 99.8],
      nw: "a",
      ne: "b",
      sw: "c",
      se: "d",
    });
    expect(() => addCrossing(d, [0, 100])).toThrow(/exactly four districts meet; 2 meet here \(a, c\)/);
  });
  it("addBorder adds a movement border once", () => {
    const d = doc(block());
    const after = roundTrip(d, addBorder(d, "a", "b"));
    expect(after.borders).toEqual([{ a: "a", b: "b" }]);
    expect(() => addBorder(doc(after), "b", "a")).toThrow(/already/);
  });
});

describe("derive", () => {
  it("proposes two arrows per shared edge facing the border; the four-corner is an option, unticked", () => {
    const r = derive(doc(block()), 0.5);
    expect(r.neighbours).toHaveLength(4);
    expect(Object.fromEntries(r.arrows.map((a) => [`${a.from}>${a.to}`, a.direction]))).toEqual({
      "a>b": "E",
      "b>a": "W",
      "a>c": "S",
      "c>a": "N",
      "b>d": "S",
      "d>b": "N",
      "c>d": "E",
      "d>c": "W",
    });
    expect(r.arrows.find((a) => a.from === "a" && a.to === "b")?.at).toEqual([100, 50]);
    expect(r.corners).toEqual([{ at: [100, 100], nw: "a", ne: "b", sw: "c", se: "d" }]);
  });
  it("applies the accepted part as one undo step; then nothing is left to propose", () => {
    const d = doc(block());
    const r = derive(d, 1);
    const after = roundTrip(
      d,
      applyDerive(d, r, {
        arrows: r.arrows.map((_, i) => i),
        borders: [],
        turns: [],
        stale: [],
        corners: [0],
      }),
    );
    expect(after.arrows).toHaveLength(8);
    expect(after.crossings).toHaveLength(1);
    const again = derive(doc(after), 1);
    expect([again.arrows, again.corners, again.turns]).toEqual([[], [], []]);
    const res = parseMap({ ...after, game: "other" });
    expect(res.ok && res.warnings.filter((w) => w.code !== "unknown-game")).toEqual([]);
  });
  it("park edges become movement borders, never arrows (§1.1); arrows between districts apart are stale", () => {
    const m = block();
    m.districts = m.districts.map((d) => (d.id === "b" ? { ...d, kind: "park" as const } : d));
    const r = derive(doc(m), 0.5);
    expect(r.arrows.some((a) => a.from === "b" || a.to === "b")).toBe(false);
    expect(r.borders).toEqual([
      { a: "a", b: "b" },
      { a: "b", b: "d" },
    ]);
    const s = block();
    s.arrows = [{ from: "a", to: "d", direction: "S", at: [100, 100] }];
    expect(derive(doc(s), 0.5).staleArrows).toEqual([0]);
  });
  it("an arrow pointing across its border the wrong way is proposed turned", () => {
    const m = block();
    m.arrows = [{ from: "a", to: "c", direction: "E", at: [50, 100] }];
    const r = derive(doc(m), 0.5);
    expect(r.turns).toEqual([{ index: 0, direction: "S" }]);
    const after = roundTrip(
      doc(m),
      applyDerive(doc(m), r, { arrows: [], borders: [], turns: [0], stale: [], corners: [] }),
    );
    expect(after.arrows[0]?.direction).toBe("S");
  });
  it("issue 20: on the unchanged London, derive proposes nothing; every shipped crossing is at a corner it finds", () => {
    const r = derive(london());
    expect(r.neighbours.length).toBeGreaterThan(100);
    expect([r.arrows, r.borders, r.turns, r.staleArrows]).toEqual([[], [], [], []]);
    // The other four-district corners are options, unticked (London prints 7 crossings, not one per corner).
    expect(r.corners.length).toBeGreaterThan(0);
    const all = derive(toDoc({ ...structuredClone(LONDON_1666), crossings: [] })).corners;
    for (const c of LONDON_1666.crossings)
      expect(
        all.some((d) => [d.nw, d.ne, d.sw, d.se].join() === [c.nw, c.ne, c.sw, c.se].join()),
        JSON.stringify(c),
      ).toBe(true);
  });
});

describe("problems, tallies, files", () => {
  it("the shipped London has no problems", () => {
    expect(problemsOf(P, london())).toEqual([]);
  });
  it("a deleted reverse arrow gives one error pointing at the remaining arrow", () => {
    const m = structuredClone(LONDON_1666);
    const a = m.arrows.find((x) => x.from === "pudding-lane") as BoardMap["arrows"][0];
    m.arrows = m.arrows.filter((b) => !(b.from === a.to && b.to === a.from));
    const p = problemsOf(P, doc(m)).find((x) => x.code === "no-reverse");
    expect(p?.severity).toBe("error");
    expect(p?.target.records.arrows).toHaveLength(1);
    expect(m.arrows[p?.target.records.arrows?.[0] as number]).toMatchObject({ from: a.from, to: a.to });
  });
  it("errors come before warnings; a region's count points at its districts; borders at their two", () => {
    const m = structuredClone(LONDON_1666);
    const d = m.districts.find(
      (x) => x.region === "blue" && x.kind === "district" && x.houses > 1,
    ) as BoardMap["districts"][0];
    d.houses -= 1;
    d.label = [-50, -50];
    const ps = problemsOf(P, doc(m));
    expect(ps[0]?.severity).toBe("error");
    expect(ps[ps.length - 1]?.severity).toBe("warning");
    const region = ps.find((p) => p.code === "region-houses");
    expect(region?.message).toMatch(/blue region holds 29 houses/);
    expect(region?.target.spaces).toContain(d.id);
    const b = block();
    b.borders = [{ a: "a", b: "b" }];
    expect(targetOf(P, doc(b), { path: "borders[0].a", message: "", code: "x" }).spaces).toEqual(["a", "b"]);
  });
  it("tallies are the game module's: London at every target", () => {
    const t = talliesOf(P, london());
    expect(t.length).toBeGreaterThanOrEqual(8);
    for (const x of t) expect(x.ok, x.label).toBe(true);
    expect(talliesOf(P, P.emptyDoc()).find((x) => x.label === "Houses in the purple region")?.value).toBe(0);
  });
  it("exports London as JSON that imports back equal; a draft with profile problems is written and listed", () => {
    const r = exportDocument(P, london());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const back = importDocument(P, r.json);
    expect(back.ok && fromDoc(back.doc)).toEqual(LONDON_1666);
    const draft = exportDocument(P, doc(block()));
    expect(draft.ok && draft.remaining.some((i) => i.code === "region-houses")).toBe(true);
  });
  it("refuses a dangling reference or no districts; imports junk never", () => {
    const m = block();
    m.arrows = [{ from: "a", to: "ghost", direction: "E", at: [0, 0] }];
    const r = exportDocument(P, doc(m));
    expect(!r.ok && r.reasons.map((x) => `${x.path}: ${x.message}`)).toContain(
      'arrows[0].to: no district has the id "ghost"',
    );
    const e = exportDocument(P, P.emptyDoc());
    expect(!e.ok && e.reasons[0]?.path).toBe("districts");
    const ok = importDocument(P, JSON.stringify(block()));
    expect(ok.ok && ok.problems.length > 0).toBe(true);
    const bad = importDocument(P, "{ not json");
    expect(!bad.ok && bad.reasons[0]?.message).toMatch(/JSON/);
    const worse = importDocument(P, JSON.stringify({ ...block(), districts: [{ id: "A B" }] }));
    expect(!worse.ok && worse.reasons.some((x) => x.path.startsWith("districts[0]"))).toBe(true);
  });
  it("draws an SVG with one polygon per district and one group per arrow", () => {
    const svg = toSvg(LONDON_1666);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.match(/<polygon data-id=/g)).toHaveLength(LONDON_1666.districts.length);
    expect(svg.match(/<g data-arrow=/g)).toHaveLength(LONDON_1666.arrows.length);
  });
});

describe("play-test in place (engine fireOptions)", () => {
  const byClass = (r: ReturnType<typeof playtest>, c: number) =>
    r.ok
      ? (r.option?.sources.find((s) => s.from === "pudding-lane")?.destinations ?? [])
          .filter((d) => d.priorityClass === c)
          .map((d) => d.to)
          .sort()
      : [];
  it("§4.1 Example 3: a West card from Pudding Lane via St Bennet reaches Cheapside, Tallow Hall, Voyners Hall", () => {
    const r = playtest(structuredClone(LONDON_1666), EXAMPLE_3);
    const names = byClass(r, 1).map((id) => LONDON_1666.districts.find((d) => d.id === id)?.name);
    expect(names.sort()).toEqual(["Cheapside", "Tallow Hall", "Voyners Hall"]);
  });
  it("§4.2 Example 4: South — teams make class 2, burnt Watling Street class 3, only class 1 allowed", () => {
    const id = londonId;
    const r = playtest(structuredClone(LONDON_1666), EXAMPLE_4);
    expect(byClass(r, 1)).toEqual([id("Cheapside"), id("Tallow Hall"), id("Billingsgate")].sort());
    expect(byClass(r, 2)).toEqual([id("Coleman Street"), id("Bread Street")].sort());
    expect(byClass(r, 3)).toEqual([id("Watling Street")]);
    if (r.ok) expect(r.sources).toContain(id("Guild Hall"));
  });
  it("a wrong arrow shows at once: Pudding Lane → Voyners Hall turned North leaves the West card", () => {
    const m = structuredClone(LONDON_1666);
    const a = m.arrows.find(
      (x) => x.from === "pudding-lane" && x.to === "voyners-hall",
    ) as BoardMap["arrows"][0];
    expect(a.direction).toBe("W");
    expect(byClass(playtest(m, { fire: {}, teams: [], card: "W" }), 1)).toContain("voyners-hall");
    const fixed = { ...m, arrows: m.arrows.map((x) => (x === a ? { ...x, direction: "N" as const } : x)) };
    expect(byClass(playtest(fixed, { fire: {}, teams: [], card: "W" }), 1)).not.toContain("voyners-hall");
    expect(byClass(playtest(fixed, { fire: {}, teams: [], card: "N" }), 1)).toContain("voyners-hall");
  });
  it("says why when the engine cannot load the map", () => {
    expect(playtest(block(), { fire: {}, teams: [], card: "N" })).toEqual({
      ok: false,
      message: expect.stringMatching(/no Pudding Lane/),
    });
    expect(playtest(structuredClone(LONDON_1666), { fire: { nowhere: 2 }, teams: [], card: "N" })).toEqual({
      ok: false,
      message: 'no district has the id "nowhere"',
    });
  });
});
