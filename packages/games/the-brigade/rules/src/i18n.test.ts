import { readFileSync } from "node:fs";
import { type Locale, Rng, type RuleError, type Viewer } from "@pudding/engine";
import { describe, expect, it } from "vitest";
import { ERROR_TEMPLATES } from "./i18n.js";
import { type BrigadeEvent, type BrigadeState, THE_BRIGADE, TINDERBOX } from "./index.js";
import { scenario } from "./test/scenario.js";

const M = THE_BRIGADE;
const BAD = /\{\{|undefined|NaN|\[object/;

/** Every code `apply` can return: the literal codes of module.ts and diagnose.ts. */
function applyCodes(): string[] {
  const src = ["module.ts", "diagnose.ts"].map((f) => readFileSync(new URL(f, import.meta.url), "utf8"));
  const codes = new Set<string>();
  for (const text of src) {
    for (const m of text.matchAll(/code: "(\w+)"/g)) codes.add(m[1] as string);
    for (const m of text.matchAll(/\be\(\s*"(\w+)"/g)) codes.add(m[1] as string);
  }
  return [...codes].sort();
}

/** Representative params of each code (as `apply` sets them). */
const SAMPLES: Record<string, Record<string, string | number>[]> = {
  badAction: [{ details: "type Invalid input" }],
  noSuchSeat: [{ seat: "7" }],
  notYourTurn: [{ player: "Ada" }, { player: "another player" }],
  answerFirst: [
    { what: "choose a warden and a colour", prompt: "pWarden" },
    { what: "x", prompt: "pOak" },
  ],
  notAnOption: [{ what: "choose a track to upgrade", prompt: "pUpgrade" }],
  leaveDestroyed: [{ when: "endTurn" }, { when: "lastPoint" }],
  unknownTile: [{ tile: "Z9" }],
  notYourWarden: [{ action: "incorporeal" }, { action: "mime" }],
  unreachable: [{ to: "C3", range: 3 }],
  tooMuchWater: [{ intensity: 2 }],
  cisternWater: [
    { water: 0, here: 0 },
    { water: 1, here: 1 },
    { water: 3, here: 1 },
  ],
  notEnoughWater: [{ water: 1 }, { water: 2 }],
  trackFull: [{ track: "squad" }, { track: "cistern" }, { track: "command" }],
  abilityInactive: [{ member: "Leon Bertrand" }, { member: "Ash" }],
  oncePerTurn: [{ subject: "Leon Bertrand" }, { subject: "Ash" }, { subject: "warden" }],
};

describe("rule errors in Italian and Portuguese", () => {
  const codes = applyCodes();
  it("finds the codes of apply", () => {
    expect(codes.length).toBeGreaterThan(30);
    expect(codes).toContain("notYourTurn");
    expect(codes).toContain("unreachable");
  });
  it("every code apply can return has an Italian and a Portuguese template", () => {
    const missing = codes.filter((c) => !ERROR_TEMPLATES[c]?.it || !ERROR_TEMPLATES[c]?.pt);
    expect(missing).toEqual([]);
  });
  it("explain words every code from its params, unlike the English, and keeps English as the message", () => {
    for (const code of codes)
      for (const params of SAMPLES[code] ?? [{}]) {
        const error: RuleError = { code, message: `English sentence of ${code}.`, rule: "§8", params };
        expect(M.explain?.(error, "en")).toBe(error.message);
        const seen = new Set<string>();
        for (const l of ["it", "pt"] as const) {
          const text = M.explain?.(error, l) ?? "";
          expect(text.trim().length, `${code} ${l}`).toBeGreaterThan(0);
          expect(text, `${code} ${l}`).not.toMatch(BAD);
          expect(text).not.toBe(error.message);
          for (const [k, v] of Object.entries(params))
            if (
              ["to", "tile", "member", "range", "intensity"].includes(k) ||
              (k === "player" && v !== "another player")
            )
              expect(text).toContain(String(v));
          seen.add(text);
        }
        expect(seen.size, code).toBe(2);
      }
  });
  it("an unknown code falls back to the English message", () => {
    expect(M.explain?.({ code: "nope", message: "No." }, "it")).toBe("No.");
  });
  it("real refusals carry their params and explain them", () => {
    const r = M.rules.parse({});
    if (!r.ok) throw new Error("rules");
    const g = M.setup({ map: TINDERBOX, rules: r.value, seats: 2, seed: 5 });
    if (!g.ok) throw new Error("setup");
    const s = g.value;
    const seat = M.toAct(s)[0] as number;
    const other = (seat + 1) % 2;
    const tries: [number, unknown][] = [
      [other, { type: "endTurn" }],
      [seat, { type: "nope" }],
      [9, { type: "endTurn" }],
      [seat, { type: "moveBrigade", to: "Z9" }],
      [seat, { type: "endTurn" }],
    ];
    let n = 0;
    for (const [who, a] of tries) {
      const out = M.apply(s, who, a);
      if (out.ok) continue;
      n++;
      for (const l of ["it", "pt"] as const) {
        const text = M.explain?.(out.error, l) ?? "";
        expect(text).not.toMatch(BAD);
        expect(text).not.toBe(out.error.message);
      }
      if (/\d|"/.test(out.error.message) && out.error.code !== "badAction")
        expect(out.error.params, out.error.code).toBeDefined();
    }
    expect(n).toBeGreaterThan(2);
  });
});

function start(rules: Record<string, unknown>, seats: number, seed: number): BrigadeState {
  const r = M.rules.parse(rules);
  if (!r.ok) throw new Error(r.issues[0]?.message);
  const g = M.setup({
    map: TINDERBOX,
    rules: r.value,
    seats,
    seed,
    names: ["Ada", "Bo", "Cy", "Di"].slice(0, seats),
  });
  if (!g.ok) throw new Error(g.issues[0]?.message);
  return g.value;
}

const heuristic = M.ai?.bots?.heuristic;
if (!heuristic) throw new Error("no heuristic bot");
const bot = heuristic;

describe("the log in English, Italian and Portuguese over whole random games", () => {
  const GAMES: [Record<string, unknown>, number, number][] = [
    [{}, 2, 11],
    [{ advanced: true }, 3, 12],
    [{ advanced: true, greatBuildings: true, fireFestival: true }, 4, 13],
    [{ advanced: true, greatBuildings: true, fireFestival: true }, 2, 14],
    [{ renownTokensPerPlayer: 16, loyaltyMarkersPerPlayer: 10 }, 3, 15],
    [{ advanced: true, fireFestival: true }, 4, 16],
  ];
  it("every event reads in every language for every viewer; English is unchanged", () => {
    const types = new Set<string>();
    let lines = 0;
    let differ = { it: 0, pt: 0 };
    for (const [rules, seats, seed] of GAMES) {
      let s = start(rules, seats, seed);
      const rng = new Rng(seed);
      const viewers: Viewer[] = [...Array.from({ length: seats }, (_, i) => i), "spectator"];
      for (let step = 0; step < 4000 && !M.status(s).over; step++) {
        const seat = M.toAct(s)[0] as number;
        const legal = M.legal(s, seat);
        expect(legal.length).toBeGreaterThan(0);
        // Random legal moves, half of them the heuristic's, so that loyalty and squads happen.
        const pick = rng.below(2) ? bot.decide(s, seat, { seed: step }) : legal[rng.below(legal.length)];
        const out = M.apply(s, seat, pick);
        if (!out.ok) throw new Error(out.error.message);
        s = out.state;
        for (const viewer of viewers)
          for (const e of M.redact(s, out.events, viewer) as BrigadeEvent[]) {
            types.add(e.type);
            const en = M.describe(s, e, { viewer });
            expect(M.describe(s, e, { viewer, locale: "en" })).toBe(en);
            if (en === null) {
              for (const l of ["it", "pt"] as Locale[])
                expect(M.describe(s, e, { viewer, locale: l })).toBeNull();
              continue;
            }
            lines++;
            expect(en).not.toMatch(BAD);
            for (const l of ["it", "pt"] as const) {
              const text = M.describe(s, e, { viewer, locale: l });
              expect(text, `${l} ${e.type}`).toBeTypeOf("string");
              expect(text, `${l} ${JSON.stringify(e)}`).not.toMatch(BAD);
              if (text !== en) differ = { ...differ, [l]: differ[l] + 1 };
            }
          }
      }
      expect(M.status(s).over).toBe(true);
    }
    expect(lines).toBeGreaterThan(500);
    expect(differ.it / lines).toBeGreaterThan(0.95);
    expect(differ.pt / lines).toBeGreaterThan(0.95);
    for (const t of [
      "turn",
      "event",
      "spread",
      "fireball",
      "moved",
      "extinguished",
      "renown",
      "loyalty",
      "ended",
    ])
      expect(types).toContain(t);
  });
});

describe("lobby words", () => {
  it("the module and every preset have Italian and Portuguese words", () => {
    for (const l of ["it", "pt"] as const) {
      expect(M.translations?.[l]?.description).toBeTruthy();
      expect(M.translations?.[l]?.description).not.toBe(M.description);
      for (const p of M.rules.presets) {
        expect(p.translations?.[l]?.label, p.id).toBeTruthy();
        expect(p.translations?.[l]?.label).not.toBe(p.label);
        expect(p.translations?.[l]?.description).not.toBe(p.description);
      }
    }
  });
});

describe("the end screen's outcome in three languages", () => {
  // The English of `outcome` before the languages came.
  const EN_LABELS = [
    "Values of loyal tiles",
    "Loyalty markers",
    "Renown on the board",
    "Loyal Commons tiles",
    "Loyal Council tiles",
    "Loyal Merchants tiles",
    "Loyal Nobles tiles",
    "Loyal University tiles",
  ];
  const EN_DECIDED =
    /^(The game is not over: the current standings\.|(Loyalty of a faction \(§13\.1\)|Loyalty of the citizens \(§13\.2\)|Evacuation \(§13\.3\)|All fires out \(§13\.4\)): .+ (holds \d+ (Commons|Council|Merchants|Nobles|University) tiles|holds a tile of each of the five affiliations|scores the most)\.|.+: Tied on score; .+ has the most loyalty markers \(R46\)\.|.+: Tied on score and loyalty; .+ has the most renown on the board \(R46\)\.|.+: Tied all the way: .+ share the win \(R46\)\.)$/;
  const refs = (t: string) => t.match(/(?:§|\bR)\d+(?:\.\d+)*/g) ?? [];
  const bare = (o: ReturnType<typeof M.outcome>) => ({
    ...o,
    breakdown: o.breakdown.map(({ key, values }) => ({ key, values })),
    decidedByText: "",
  });

  /** English as before; Italian and Portuguese the same facts, every word translated, no holes. */
  function check(s: BrigadeState): string {
    const en = M.outcome(s);
    expect(M.outcome(s, "en")).toEqual(en);
    expect(en.breakdown.map((r) => r.label)).toEqual(EN_LABELS);
    expect(en.decidedByText).toMatch(EN_DECIDED);
    for (const l of ["it", "pt"] as const) {
      const o = M.outcome(s, l);
      expect(bare(o)).toEqual(bare(en));
      for (const [i, r] of o.breakdown.entries()) {
        const e = en.breakdown[i]?.label ?? "";
        expect(r.label, `${l} ${r.key}`).not.toBe(e);
        expect(r.label, `${l} ${r.key}`).not.toMatch(BAD);
        expect(refs(r.label)).toEqual(refs(e));
      }
      expect(o.decidedByText, l).not.toBe(en.decidedByText);
      expect(o.decidedByText, l).not.toMatch(BAD);
      expect(refs(o.decidedByText)).toEqual(refs(en.decidedByText));
      // The winners' names stand in every language.
      for (const p of en.winners) if (s.result) expect(o.decidedByText).toContain(s.names[p] as string);
    }
    return `${en.ending ?? "-"} ${en.decidedBy}`;
  }

  it("whole games to the end (and the standings on the way): English unchanged, Italian and Portuguese worded", {
    timeout: 120_000,
  }, () => {
    const seen = new Set<string>();
    for (const [rules, seats, seed] of [
      [{}, 2, 11],
      [{ advanced: true }, 3, 12],
      [{ advanced: true, greatBuildings: true, fireFestival: true }, 4, 13],
    ] as const) {
      let s = start(rules, seats, seed);
      const rng = new Rng(seed);
      for (let step = 0; step < 4000 && !M.status(s).over; step++) {
        if (step % 40 === 0) seen.add(check(s));
        const seat = M.toAct(s)[0] as number;
        const legal = M.legal(s, seat);
        const pick = rng.below(2) ? bot.decide(s, seat, { seed: step }) : legal[rng.below(legal.length)];
        const out = M.apply(s, seat, pick);
        if (!out.ok) throw new Error(out.error.message);
        s = out.state;
      }
      expect(M.status(s).over).toBe(true);
      expect(M.outcome(s).ending).toBeTruthy();
      seen.add(check(s));
    }
    expect(seen).toContain("- standing");
    expect([...seen].filter((k) => !k.startsWith("-")).length).toBeGreaterThan(0);
  });

  it("the immediate endings (§13.1 a faction, §13.2 the citizens) read in every language", () => {
    const faction = scenario()
      .loyal(0, "B1", "C1", "D1", "E1")
      .renown(0, "A2", 2)
      .fire("B2", 1)
      .brigade(0, "B2")
      .turn(0);
    faction.act({ type: "extinguish", water: 1, fromCistern: 0 }).act({ type: "placeRenown", tile: "A2" });
    const citizens = scenario().loyal(0, "B1", "D2", "A4", "D5").renown(0, "C3", 4);
    citizens.event("place-renown", 0);
    citizens.act({ type: "placeRenown", tile: "C3" });
    expect(check(faction.s)).toBe("faction faction");
    expect(check(citizens.s)).toBe("citizens citizens");
    expect(M.outcome(faction.s, "it").decidedByText).toMatch(
      /^Lealtà di una fazione \(§13\.1\): .+ ha 5 tasselli leali \(Sobborghi popolari\)\.$/,
    );
    expect(M.outcome(faction.s, "pt").decidedByText).toMatch(
      /^Lealdade de uma fação \(§13\.1\): .+ tem 5 quarteirões leais \(Bairros populares\)\.$/,
    );
    expect(M.outcome(citizens.s, "pt").breakdown.map((r) => r.label)).toContain(
      "Quarteirões leais (Universidade)",
    );
  });
});
