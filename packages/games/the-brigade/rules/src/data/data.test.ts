import { describe, expect, it } from "vitest";
import { THE_BRIGADE } from "../index.js";
import { parseCards, parseCity } from "./parse.js";
import { RECONSTRUCTED_V1_CARDS, TINDERBOX_INPUT } from "./reconstructed-v1.js";
import { TINDERBOX } from "./shipped.js";

type Doc = Record<string, unknown> & {
  blocks: Record<string, unknown>[];
  university: Record<string, unknown>[];
};
const city = (): Doc => JSON.parse(JSON.stringify(TINDERBOX_INPUT)) as Doc;
const cards = (c: Doc) => c.cards as Record<"events" | "squad" | "wardens" | "barracks", unknown[]>;

/** Broken cities: a change, and the path and code the profile must report. */
const BROKEN: [string, (d: Doc) => unknown, string, string][] = [
  ["not JSON", () => "{ not json", "(root)", "invalid-json"],
  ["an empty file", () => "   ", "(root)", "empty"],
  ["a cycle", (d) => Object.assign(d, { self: d }), "(root)", "bad-structure"],
  ["the wrong format", (d) => Object.assign(d, { format: "great-fire/map" }), "format", "invalid_value"],
  ["the wrong version", (d) => Object.assign(d, { version: 2 }), "version", "invalid_value"],
  ["no name", (d) => Object.assign(d, { name: undefined }), "name", "invalid_type"],
  ["an id that is not kebab-case", (d) => Object.assign(d, { id: "Tinder Box" }), "id", "invalid_format"],
  ["an unknown field", (d) => Object.assign(d, { colour: "red" }), "(root)", "unrecognized_keys"],
  ["a 5×6 grid", (d) => Object.assign(d, { grid: { cols: 5, rows: 6 } }), "grid", "grid-size"],
  [
    "corners not in the corners",
    (d) => Object.assign(d, { corners: ["A1", "F1", "A6", "E6"] }),
    "corners",
    "corners",
  ],
  [
    "a corner outside the grid",
    (d) => Object.assign(d, { corners: ["A1", "F1", "A6", "G7"] }),
    "corners[3]",
    "invalid_format",
  ],
  [
    "the University off centre",
    (d) => Object.assign(d, { universityCells: ["C3", "D3", "C4", "D5"] }),
    "universityCells",
    "university-cells",
  ],
  ["3 University tiles", (d) => d.university.pop(), "university", "university-count"],
  [
    "a University tile of another affiliation",
    (d) => Object.assign(d.university[0] as object, { affiliation: "nobles" }),
    "university[0].affiliation",
    "university-affiliation",
  ],
  ["27 blocks", (d) => d.blocks.pop(), "blocks", "block-count"],
  [
    "8 Commons and 6 Council",
    (d) => Object.assign(d.blocks[7] as object, { affiliation: "commons" }),
    "blocks",
    "affiliation-count",
  ],
  [
    "a University block",
    (d) => Object.assign(d.blocks[3] as object, { affiliation: "university" }),
    "blocks[3].affiliation",
    "block-university",
  ],
  [
    "a block worth as much as the University",
    (d) => Object.assign(d.blocks[5] as object, { value: 5 }),
    "blocks[5].value",
    "value-too-high",
  ],
  [
    "a flame track of 2",
    (d) => Object.assign(d.blocks[2] as object, { flame: 2 }),
    "blocks[2].flame",
    "flame-too-short",
  ],
  ["a value of 0", (d) => Object.assign(d.blocks[2] as object, { value: 0 }), "blocks[2].value", "too_small"],
  [
    "two tiles with one id",
    (d) => Object.assign(d.blocks[9] as object, { id: "commons-2" }),
    "blocks[9].id",
    "duplicate-id",
  ],
  [
    "two tiles with one name",
    (d) => Object.assign(d.blocks[9] as object, { name: "Thing on a Stick!" }),
    "blocks[9].name",
    "duplicate-name",
  ],
  [
    "an unknown affiliation",
    (d) => Object.assign(d.blocks[1] as object, { affiliation: "guild" }),
    "blocks[1].affiliation",
    "invalid_value",
  ],
  [
    "a record without provenance",
    (d) => Object.assign(d.blocks[1] as object, { source: undefined }),
    "blocks[1].source",
    "invalid_value",
  ],
  [
    "a special building among the blocks",
    (d) => Object.assign(d.blocks[1] as object, { building: "aviary" }),
    "blocks[1].building",
    "building-misplaced",
  ],
  [
    "a special building without effect",
    (d) => Object.assign((d.specialBuildings as object[])[0] as object, { building: undefined }),
    "specialBuildings[0].building",
    "building-missing",
  ],
  [
    "an unknown card data set",
    (d) => Object.assign(d, { cards: "reconstructed-v9" }),
    "cards",
    "unknown-dataset",
  ],
  [
    "two events with one id",
    (d) => Object.assign(cards(d).events[7] as object, { id: "wind-01" }),
    "cards.events[7].id",
    "duplicate-id",
  ],
  [
    "a firestorm square off the grid",
    (d) => Object.assign(cards(d).events[20] as object, { fireballs: [{ cell: "G9" }] }),
    "cards.events[20].fireballs[0].cell",
    "invalid_format",
  ],
  [
    "a firestorm square marked twice",
    (d) => Object.assign(cards(d).events[20] as object, { fireballs: [{ cell: "C3" }, { cell: "C3" }] }),
    "cards.events[20].fireballs[1].cell",
    "duplicate-square",
  ],
  [
    "an unknown wind direction",
    (d) => Object.assign(cards(d).events[6] as object, { direction: "up" }),
    "cards.events[6].direction",
    "invalid_value",
  ],
  [
    "a squad card with negative water",
    (d) => Object.assign(cards(d).squad[0] as object, { water: -1 }),
    "cards.squad[0].water",
    "too_small",
  ],
  [
    "an unknown squad ability",
    (d) => Object.assign(cards(d).squad[0] as object, { ability: "fly" }),
    "cards.squad[0].ability",
    "invalid_value",
  ],
  [
    "two white barracks",
    (d) => Object.assign(cards(d).barracks[1] as object, { colour: "white" }),
    "cards.barracks",
    "barracks-colour",
  ],
  [
    "White Fang without a Dusk capacity",
    (d) => Object.assign(cards(d).wardens[6] as object, { duskWater: undefined }),
    "cards.wardens[6].duskWater",
    "missing-dusk",
  ],
  [
    "only starting events",
    (d) =>
      Object.assign(cards(d), {
        events: cards(d).events.filter((e) => (e as { starting?: boolean }).starting),
      }),
    "cards.events",
    "no-events",
  ],
];

describe("§17.2 the city as data: the map profile (layout grid)", () => {
  it("§17.2 the shipped city and its data set pass every check", () => {
    const r = parseCity(TINDERBOX_INPUT);
    expect(r.ok).toBe(true);
    expect(THE_BRIGADE.map.parse(JSON.stringify(TINDERBOX_INPUT)).ok).toBe(true);
    expect(THE_BRIGADE.map.layout).toBe("grid");
    expect(TINDERBOX.dataset).toBe("reconstructed-v1");
  });

  it(`§17.2 refuses ${BROKEN.length} kinds of broken city with a path and a sentence, never throwing`, () => {
    expect(BROKEN.length).toBeGreaterThanOrEqual(20);
    for (const [what, change, path, code] of BROKEN) {
      const d = city();
      const out = change(d);
      const input = typeof out === "string" ? out : d;
      let r: ReturnType<typeof parseCity>;
      try {
        r = THE_BRIGADE.map.parse(input);
      } catch (e) {
        throw new Error(`${what}: threw ${(e as Error).message}`);
      }
      expect(r.ok, what).toBe(false);
      if (r.ok) continue;
      const hit = r.issues.find((i) => i.path === path && i.code === code);
      expect(hit, `${what}: ${JSON.stringify(r.issues.slice(0, 3))}`).toBeDefined();
      expect(hit?.message.length, what).toBeGreaterThan(10);
    }
  });

  it("§17.2 a card data set parses on its own and is refused with located sentences when broken", () => {
    expect(parseCards(RECONSTRUCTED_V1_CARDS).ok).toBe(true);
    const broken = JSON.parse(JSON.stringify(RECONSTRUCTED_V1_CARDS));
    broken.squad[3].water = "lots";
    broken.events.push({ ...broken.events[0] });
    const r = parseCards(broken);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]).toMatchObject({ path: "squad[3].water" });
  });

  it("§17.8 every record carries its provenance and the data set id", () => {
    for (const t of [...TINDERBOX.university, ...TINDERBOX.blocks, ...TINDERBOX.specialBuildings])
      expect(["seed", "inferred", "reconstructed"]).toContain(t.source);
    const c = RECONSTRUCTED_V1_CARDS;
    expect(c.id).toBe("reconstructed-v1");
    for (const r of [...c.events, ...c.squad, ...c.wardens, ...c.barracks]) expect(r.source).toBeDefined();
    expect(c.squad.filter((q) => q.provenance?.affiliation === "inferred")).toHaveLength(6);
  });

  it("§17.2 §12.5 the seed's tiles keep their printed facts", () => {
    const by = (id: string) => TINDERBOX.blocks.find((b) => b.id === id);
    expect(by("thing-on-a-stick")?.value).toBe(4);
    expect(by("vernas-pumpkin-patch")?.value).toBe(3);
    expect(by("grandma-yentls-coop")?.flame).toBeGreaterThanOrEqual(3);
    expect(TINDERBOX.university.every((u) => u.value === 5)).toBe(true);
  });

  it("the spaces lens: 36 square cells with names, kinds, grid cells and 8-direction neighbours", () => {
    const sp = THE_BRIGADE.map.spaces(TINDERBOX);
    expect(sp).toHaveLength(36);
    const c3 = sp.find((s) => s.id === "C3");
    expect(c3).toMatchObject({ kind: "university", cell: { col: 2, row: 2 }, label: [250, 250] });
    expect(c3?.polygon).toEqual([
      [200, 200],
      [300, 200],
      [300, 300],
      [200, 300],
    ]);
    expect(c3?.adjacent).toHaveLength(8);
    expect(sp.find((s) => s.id === "A1")).toMatchObject({ kind: "barracks", adjacent: ["B1", "B2", "A2"] });
    expect(THE_BRIGADE.map.frame(TINDERBOX)).toEqual({ width: 600, height: 600 });
    expect(THE_BRIGADE.map.info(TINDERBOX)).toMatchObject({ id: "tinderbox", geography: "reconstructed" });
    expect(THE_BRIGADE.map.tallies?.(TINDERBOX).every((t) => t.ok)).toBe(true);
    expect(JSON.stringify(THE_BRIGADE.map.jsonSchema())).toContain("universityCells");
    expect(THE_BRIGADE.map.defaultFor(3)).toBe(TINDERBOX);
  });

  it("§17.8 a replaced data set changes no code: a city naming another card set by id plays", () => {
    const named = { ...city(), id: "tinderbox-named", cards: "reconstructed-v1" };
    const r = parseCity(named);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const rules = THE_BRIGADE.rules.parse({ barracksCorners: "auto" });
    if (!rules.ok) return;
    const g = THE_BRIGADE.setup({ map: r.value, rules: rules.value, seats: 2, seed: 1 });
    expect(g.ok).toBe(true);
  });
});
