import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mapJsonSchema } from "./json-schema.js";
import { LONDON_1666 } from "./maps.js";
import { type MapIssue, parseMap } from "./parse.js";

// biome-ignore lint/suspicious/noExplicitAny: broken test documents are mutated freely
type Doc = Record<string, any>;
const london = (): Doc => JSON.parse(JSON.stringify(LONDON_1666)) as Doc;
const idx = (m: Doc, id: string) => m.districts.findIndex((d: Doc) => d.id === id);
const errorsOf = (input: unknown): MapIssue[] => {
  const r = parseMap(input);
  return r.ok ? [] : r.issues.filter((i) => i.severity === "error");
};

/** [what is broken, how to break London, the path reported, a part of the message]. */
const BROKEN: [string, (m: Doc) => unknown, string, string][] = [
  [
    "houses above 5",
    (m) => {
      m.districts[idx(m, "guild-hall")].houses = 7;
      return m;
    },
    `districts[${idx(london(), "guild-hall")}].houses`,
    "7 is above the maximum of 5",
  ],
  [
    "negative houses",
    (m) => {
      m.districts[0].houses = -1;
      return m;
    },
    "districts[0].houses",
    "-1 is below the minimum of 0",
  ],
  [
    "fractional houses",
    (m) => {
      m.districts[0].houses = 2.5;
      return m;
    },
    "districts[0].houses",
    "whole number",
  ],
  [
    "houses as text",
    (m) => {
      m.districts[0].houses = "3";
      return m;
    },
    "districts[0].houses",
    'expected a number, found the text "3"',
  ],
  [
    "missing name",
    (m) => {
      delete m.districts[1].name;
      return m;
    },
    "districts[1].name",
    "is missing",
  ],
  [
    "unknown kind",
    (m) => {
      m.districts[2].kind = "river";
      return m;
    },
    "districts[2].kind",
    '"district", "park", "origin"',
  ],
  [
    "unknown region",
    (m) => {
      m.districts[2].region = "red";
      return m;
    },
    "districts[2].region",
    '"purple", "blue", "green", "orange"',
  ],
  [
    "id not kebab-case",
    (m) => {
      m.districts[3].id = "St Pauls";
      return m;
    },
    "districts[3].id",
    "kebab-case",
  ],
  [
    "polygon with two points",
    (m) => {
      m.districts[4].polygon = [
        [0, 0],
        [1, 1],
      ];
      return m;
    },
    "districts[4].polygon",
    "at least 3 points",
  ],
  [
    "polygon point not a pair",
    (m) => {
      m.districts[4].polygon[1] = [1];
      return m;
    },
    "districts[4].polygon[1]",
    "",
  ],
  [
    "NaN coordinate (as null)",
    (m) => {
      m.districts[4].label = [null, 1];
      return m;
    },
    "districts[4].label[0]",
    "expected a number, found null",
  ],
  [
    "objective deck 4",
    (m) => {
      m.districts[idx(m, "st-pauls")].objective = { deck: 4, vp: 8 };
      return m;
    },
    `districts[${idx(london(), "st-pauls")}].objective.deck`,
    "use 1, 2, 3",
  ],
  [
    "objective vp not the deck's",
    (m) => {
      m.districts[idx(m, "st-pauls")].objective = { deck: 3, vp: 4 };
      return m;
    },
    `districts[${idx(london(), "st-pauls")}].objective.vp`,
    "deck 3 objectives are worth 6 VP",
  ],
  [
    "setup icon 3",
    (m) => {
      m.districts[idx(m, "cripplegate")].setupIcon = 3;
      return m;
    },
    `districts[${idx(london(), "cripplegate")}].setupIcon`,
    "use 4, 5",
  ],
  [
    "wrong version",
    (m) => {
      m.version = 2;
      return m;
    },
    "version",
    "use 1",
  ],
  [
    "districts not a list",
    (m) => {
      m.districts = {};
      return m;
    },
    "districts",
    "expected a list, found an object",
  ],
  [
    "no districts",
    (m) => {
      m.districts = [];
      return m;
    },
    "districts",
    "needs at least one district",
  ],
  [
    "arrow direction NE",
    (m) => {
      m.arrows[0].direction = "NE";
      return m;
    },
    "arrows[0].direction",
    '"N", "E", "S", "W"',
  ],
  [
    "arrow to an unknown id",
    (m) => {
      m.arrows[5].to = "st-bennett";
      return m;
    },
    "arrows[5].to",
    'no district has the id "st-bennett"',
  ],
  [
    "arrow from an unknown id",
    (m) => {
      m.arrows[6].from = "nowhere";
      return m;
    },
    "arrows[6].from",
    'no district has the id "nowhere"',
  ],
  [
    "arrow to itself",
    (m) => {
      m.arrows[7].to = m.arrows[7].from;
      return m;
    },
    "arrows[7]",
    "two different districts",
  ],
  [
    "duplicate arrow",
    (m) => {
      m.arrows.push({ ...m.arrows[0] });
      return m;
    },
    `arrows[${london().arrows.length}]`,
    "repeats arrows[0]",
  ],
  [
    "arrow without a reverse",
    (m) => {
      const a = m.arrows[0];
      m.arrows = m.arrows.filter((x: Doc) => !(x.from === a.to && x.to === a.from));
      return m;
    },
    "arrows[0]",
    "no arrow leads back",
  ],
  [
    "crossing with an unknown id",
    (m) => {
      m.crossings[0].se = "atlantis";
      return m;
    },
    "crossings[0].se",
    'no district has the id "atlantis"',
  ],
  [
    "crossing repeating a district",
    (m) => {
      m.crossings[0].se = m.crossings[0].nw;
      return m;
    },
    "crossings[0]",
    "four different districts",
  ],
  [
    "border with an unknown id",
    (m) => {
      m.borders[0].b = "narnia";
      return m;
    },
    "borders[0].b",
    'no district has the id "narnia"',
  ],
  [
    "duplicate district id",
    (m) => {
      m.districts[5].id = m.districts[4].id;
      return m;
    },
    "districts[5].id",
    "already the id of districts[4]",
  ],
  [
    "two origins",
    (m) => {
      const d = m.districts[idx(m, "st-mary")];
      d.kind = "origin";
      d.houses = 0;
      return m;
    },
    `districts[${idx(london(), "st-mary")}].kind`,
    "a second origin",
  ],
  [
    "no origin",
    (m) => {
      m.districts[idx(m, "pudding-lane")].kind = "park";
      return m;
    },
    "districts",
    "no district is the origin",
  ],
  [
    "origin outside green",
    (m) => {
      m.districts[idx(m, "pudding-lane")].region = "blue";
      return m;
    },
    `districts[${idx(london(), "pudding-lane")}].region`,
    "must be in the green region",
  ],
  [
    "origin with houses",
    (m) => {
      m.districts[idx(m, "pudding-lane")].houses = 2;
      return m;
    },
    `districts[${idx(london(), "pudding-lane")}].houses`,
    "never holds houses",
  ],
  [
    "park with houses",
    (m) => {
      m.districts[idx(m, "moorfields")].houses = 2;
      return m;
    },
    `districts[${idx(london(), "moorfields")}].houses`,
    "parks never hold houses; set houses to 0 (found 2)",
  ],
  [
    "park with an arrow",
    (m) => {
      m.arrows.push(
        { from: "moorfields", to: "moorgate", direction: "S", at: [0, 0] },
        { from: "moorgate", to: "moorfields", direction: "N", at: [0, 0] },
      );
      return m;
    },
    `arrows[${london().arrows.length}]`,
    "fire never enters a park",
  ],
  [
    "district without houses",
    (m) => {
      const d = m.districts[idx(m, "bethnal")];
      d.houses = 0;
      return m;
    },
    `districts[${idx(london(), "bethnal")}].houses`,
    "prints no house",
  ],
  [
    "region total off",
    (m) => {
      m.districts[idx(m, "guild-hall")].houses = 2;
      return m;
    },
    "districts",
    "the blue region holds 28 houses; every region must total 30",
  ],
  [
    "19 yellow bands",
    (m) => {
      delete m.districts[idx(m, "smithfield")].extraAction;
      return m;
    },
    "districts",
    "19 districts have a yellow band",
  ],
  [
    "9 objectives in deck I",
    (m) => {
      m.districts[idx(m, "st-mary")].objective = { deck: 1, vp: 2 };
      return m;
    },
    "districts",
    "deck I has 9 objective districts",
  ],
  [
    "two 5 icons",
    (m) => {
      m.districts[idx(m, "aldgate")].setupIcon = 5;
      return m;
    },
    "districts",
    'print the "5" setup icon',
  ],
  [
    "setup icon in green",
    (m) => {
      m.districts[idx(m, "cheapside")].setupIcon = 4;
      return m;
    },
    `districts[${idx(london(), "cheapside")}].setupIcon`,
    "never in the green region",
  ],
  [
    "zero-area polygon",
    (m) => {
      m.districts[0].polygon = [
        [0, 0],
        [1, 1],
        [2, 2],
      ];
      return m;
    },
    "districts[0].polygon",
    "has no area",
  ],
  [
    "size not positive",
    (m) => {
      m.size.width = 0;
      return m;
    },
    "size.width",
    "must be greater than 0",
  ],
  [
    "a list instead of a map",
    () => [1, 2, 3],
    "(root)",
    "expected a JSON object describing a map, found a list",
  ],
  ["null", () => null, "(root)", "found null"],
  ["not JSON", () => "{ districts: [", "(root)", "not valid JSON"],
  ["empty file", () => "   ", "(root)", "the file is empty"],
  ["10 MB of junk", () => "x".repeat(10_000_000), "(root)", "at most 5,000,000 are accepted"],
  [
    "a cycle",
    (m) => {
      m.districts[0].self = m;
      return m;
    },
    "(root)",
    "contains a cycle",
  ],
  [
    "deep nesting",
    () => {
      let v: Doc = {};
      const root = v;
      for (let i = 0; i < 100; i++) {
        v.x = {};
        v = v.x;
      }
      return root;
    },
    "(root)",
    "nested more than 64 levels",
  ],
];

describe("parseMap: broken maps get every problem with a path and a plain message", () => {
  it(`covers at least 30 kinds of broken map (has ${BROKEN.length})`, () => {
    expect(BROKEN.length).toBeGreaterThanOrEqual(30);
  });
  it.each(BROKEN)("%s", (_what, breakIt, path, message) => {
    const errors = errorsOf(breakIt(london()));
    const hit = errors.find((e) => e.path === path && e.message.includes(message));
    expect(
      hit,
      `wanted ${path}: …${message}… among\n${errors.map((e) => `${e.path}: ${e.message}`).join("\n")}`,
    ).toBeDefined();
  });
  it("reports a shape error and a semantic error together", () => {
    const m = london();
    m.districts[0].houses = 9;
    m.arrows[3].to = "nowhere";
    const paths = errorsOf(m).map((e) => e.path);
    expect(paths).toContain("districts[0].houses");
    expect(paths).toContain("arrows[3].to");
  });
  it("warns (without failing) when an arrow's direction disagrees with the geometry", () => {
    const m = london();
    const a = m.arrows.findIndex((x: Doc) => x.from === "sion-college" && x.to === "moorgate");
    m.arrows[a].direction = "W";
    const r = parseMap(m);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.warnings.map((w) => w.path)).toContain(`arrows[${a}].direction`);
  });
  it("accepts the shipped London board from text and from a value", () => {
    expect(parseMap(JSON.stringify(LONDON_1666)).ok).toBe(true);
    expect(parseMap(london())).toMatchObject({ ok: true, warnings: [] });
  });
  it("ignores __proto__ keys instead of polluting prototypes", () => {
    const r = parseMap(`{"__proto__": {"polluted": true}, ${JSON.stringify(LONDON_1666).slice(1)}`);
    expect(r.ok).toBe(true);
    expect(({} as Doc).polluted).toBeUndefined();
  });
  it("never throws on arbitrary JSON values or strings (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.json()), (v) => {
        const r = parseMap(v);
        expect(typeof r.ok).toBe("boolean");
      }),
      { numRuns: 500 },
    );
  });
  it("never throws on a randomly damaged London board (property)", () => {
    const text = JSON.stringify(LONDON_1666);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: text.length - 1 }), fc.string({ maxLength: 3 }), (at, junk) => {
        const r = parseMap(text.slice(0, at) + junk + text.slice(at + 1));
        expect(typeof r.ok).toBe("boolean");
      }),
      { numRuns: 200 },
    );
  });
});

describe("mapJsonSchema", () => {
  it("describes the map format as JSON Schema", () => {
    const s = mapJsonSchema() as Doc;
    expect(s.$schema).toContain("json-schema.org");
    expect(s.type).toBe("object");
    expect(Object.keys(s.properties)).toEqual(
      expect.arrayContaining(["districts", "arrows", "crossings", "borders"]),
    );
    expect(s.properties.districts.items.properties.houses).toMatchObject({ maximum: 5, minimum: 0 });
  });
});
