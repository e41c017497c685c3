import { LONDON_1666 } from "@pudding/great-fire";
import { describe, expect, it } from "vitest";
import { emptyMap } from "../doc/commands";
import { block, EXAMPLE_3, EXAMPLE_4, londonId } from "../test/fixtures";
import { exportJson, importMap, toSvg } from "./files";
import { playtest } from "./playtest";
import { problemsOf, targetOf } from "./problems";
import { talliesOf } from "./tallies";

const london = () => structuredClone(LONDON_1666);

describe("problems panel model", () => {
  it("the shipped London board has no problems", () => {
    expect(problemsOf(london())).toEqual([]);
  });
  it("a deleted reverse arrow gives one error pointing at the remaining arrow", () => {
    const m = london();
    const i = m.arrows.findIndex((a) => a.from === "pudding-lane");
    const a = m.arrows[i] as (typeof m.arrows)[0];
    m.arrows = m.arrows.filter((b) => !(b.from === a.to && b.to === a.from));
    const ps = problemsOf(m);
    const p = ps.find((x) => x.code === "no-reverse");
    expect(p?.severity).toBe("error");
    expect(p?.target.arrows).toHaveLength(1);
    expect(m.arrows[p?.target.arrows[0] as number]).toMatchObject({ from: a.from, to: a.to });
  });
  it("errors come before warnings; whole-board counts point at the districts concerned", () => {
    const m = london();
    const d = m.districts.find(
      (x) => x.region === "blue" && x.kind === "district" && x.houses > 1,
    ) as (typeof m.districts)[0];
    d.houses -= 1;
    d.label = [-50, -50]; // a warning: label outside
    const ps = problemsOf(m);
    expect(ps[0]?.severity).toBe("error");
    expect(ps[ps.length - 1]?.severity).toBe("warning");
    const region = ps.find((p) => p.code === "region-houses");
    expect(region?.message).toMatch(/blue region holds 29 houses/);
    expect(region?.target.districts).toContain(d.id);
    expect(
      region?.target.districts.every((id) => m.districts.find((x) => x.id === id)?.region === "blue"),
    ).toBe(true);
  });
  it("border and crossing paths point at their districts and crossing", () => {
    const m = block();
    m.borders = [{ a: "a", b: "b" }];
    expect(
      targetOf(m, { path: "borders[0].a", message: "", code: "x", severity: "error" }).districts,
    ).toEqual(["a", "b"]);
    m.crossings = [{ at: [100, 100], nw: "a", ne: "b", sw: "c", se: "d" }];
    expect(
      targetOf(m, { path: "crossings[0].nw", message: "", code: "x", severity: "error" }).crossings,
    ).toEqual([0]);
  });
});

describe("tallies (§1–§2 counts)", () => {
  it("London is at every target", () => {
    const t = talliesOf(london());
    for (const x of [...t.regions, t.yellow, ...t.decks, t.setup5, t.setup4, t.origins])
      expect(x.value, x.label).toBe(x.target);
  });
  it("an empty map counts zero", () => {
    const t = talliesOf(emptyMap());
    expect(t.regions.map((r) => r.value)).toEqual([0, 0, 0, 0]);
    expect(t.yellow.value).toBe(0);
  });
});

describe("export / import", () => {
  it("exports London as JSON that imports back equal", () => {
    const r = exportJson(london());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const back = importMap(r.json);
    expect(back.ok && back.map).toEqual(LONDON_1666);
  });
  it("exports a draft with profile problems, listing them", () => {
    const r = exportJson(block());
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.remaining.some((i) => i.code === "region-houses")).toBe(true);
  });
  it("refuses a map with a dangling reference or no districts, with the reasons", () => {
    const m = block();
    m.arrows = [{ from: "a", to: "ghost", direction: "E", at: [0, 0] }];
    const r = exportJson(m);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.reasons.map((x) => `${x.path}: ${x.message}`)).toContain(
        'arrows[0].to: no district has the id "ghost"',
      );
    const e = exportJson(emptyMap());
    expect(e.ok).toBe(false);
    if (!e.ok) expect(e.reasons[0]?.path).toBe("districts");
  });
  it("imports a well-shaped file with rule problems, refuses junk with the parser's sentences", () => {
    const ok = importMap(JSON.stringify(block()));
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.problems.length).toBeGreaterThan(0);
    const bad = importMap("{ not json");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.reasons[0]?.message).toMatch(/JSON/);
    const worse = importMap(JSON.stringify({ ...block(), districts: [{ id: "A B" }] }));
    expect(worse.ok).toBe(false);
    if (!worse.ok) expect(worse.reasons.some((x) => x.path.startsWith("districts[0]"))).toBe(true);
  });
  it("draws an SVG with one polygon per district and one group per arrow", () => {
    const svg = toSvg(london());
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.match(/<polygon data-id=/g)).toHaveLength(LONDON_1666.districts.length);
    expect(svg.match(/<g data-arrow=/g)).toHaveLength(LONDON_1666.arrows.length);
    expect(svg).toContain("Pudding Lane");
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
    const r = playtest(london(), EXAMPLE_3);
    expect(r.ok).toBe(true);
    const names = byClass(r, 1).map((id) => LONDON_1666.districts.find((d) => d.id === id)?.name);
    expect(names.sort()).toEqual(["Cheapside", "Tallow Hall", "Voyners Hall"]);
  });
  it("§4.2 Example 4: South — teams make class 2, burnt Watling Street class 3, only class 1 allowed", () => {
    const id = londonId;
    const r = playtest(london(), EXAMPLE_4);
    expect(byClass(r, 1)).toEqual([id("Cheapside"), id("Tallow Hall"), id("Billingsgate")].sort());
    expect(byClass(r, 2)).toEqual([id("Coleman Street"), id("Bread Street")].sort());
    expect(byClass(r, 3)).toEqual([id("Watling Street")]);
    if (r.ok) expect(r.sources).toContain(id("Guild Hall"));
  });
  it("a wrong arrow shows at once: turning Pudding Lane's West arrow to Voyners Hall North drops Voyners Hall from the West card", () => {
    const m = london();
    const before = byClass(playtest(m, { fire: {}, teams: [], card: "W" }), 1);
    const a = m.arrows.find(
      (x) => x.from === "pudding-lane" && x.to === "voyners-hall",
    ) as (typeof m.arrows)[0];
    expect(a.direction).toBe("W");
    expect(before).toContain("voyners-hall");
    // A new document, as the store makes one per edit (the engine caches boards by map object).
    const fixed = { ...m, arrows: m.arrows.map((x) => (x === a ? { ...x, direction: "N" as const } : x)) };
    const after = byClass(playtest(fixed, { fire: {}, teams: [], card: "W" }), 1);
    expect(after).not.toContain("voyners-hall");
    expect(byClass(playtest(fixed, { fire: {}, teams: [], card: "N" }), 1)).toContain("voyners-hall");
  });
  it("says why when the engine cannot load the map", () => {
    const r = playtest(block(), { fire: {}, teams: [], card: "N" });
    expect(r).toEqual({ ok: false, message: expect.stringMatching(/no Pudding Lane/) });
    expect(playtest(london(), { fire: { nowhere: 2 }, teams: [], card: "N" })).toEqual({
      ok: false,
      message: 'no district has the id "nowhere"',
    });
  });
});
