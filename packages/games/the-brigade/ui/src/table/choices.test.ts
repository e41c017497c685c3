/**
 * The guided turn offers the choices rules version 3 added, in words, in English, Italian and
 * Portuguese: R29's arrangement of water on the brigade's cards (Transfer) and the cards that pay
 * (Extinguish), §11.4's order of abilities triggered together, and §15.1's route through the
 * Jeweled Aviary for Incorporeal. Positions are built from a fresh game by setting its plain-data
 * state, then read through the table's own view.
 */
import type { Locale } from "@pudding/i18n";
import { type BrigadeAction, type BrigadeState, THE_BRIGADE as M, TINDERBOX } from "@pudding/the-brigade";
import { describe, expect, it } from "vitest";
import { type Local, tableGame } from "./stories/local.js";
import { type BrigadeContext, brigadePrompt, choicesFor, describeBrigadeAction } from "./turn.js";

const LOCALES: Locale[] = ["en", "it", "pt"];

function fresh(): BrigadeState {
  const rules = M.rules.parse({ barracksCorners: "auto", wardenChoice: "deal", startingEvents: 0 });
  if (!rules.ok) throw new Error("rules");
  const r = M.setup({ map: TINDERBOX, rules: rules.value, seats: 2, seed: 3, names: ["Anna", "Ben"] });
  if (!r.ok) throw new Error(r.issues[0]?.message);
  expect(r.value.phase).toBe("action");
  return r.value;
}

const card = (s: BrigadeState, id: string) => s.data.squadById.get(id) as number;

function ctxOf(s: BrigadeState, steps: string[], locale: Locale): BrigadeContext {
  const g: Local = { state: s, log: [] };
  const seat = M.toAct(s)[0] as number;
  return {
    game: tableGame(g, seat),
    map: TINDERBOX,
    spaces: M.map.spaces(TINDERBOX),
    name: (id: string) => id,
    locale,
    turn: {
      steps: steps.map((key) => ({ key, label: key })),
      state: { chosen: [], auto: [], focus: null, pending: null },
    },
    act: () => {},
    busy: false,
    hidden: false,
  } as unknown as BrigadeContext;
}

/** Each language's words for an action's last step and the action itself (all different). */
function words(s: BrigadeState, a: BrigadeAction, named = false): { step: string[]; action: string[] } {
  const view = M.view(s, M.toAct(s)[0] as number);
  const step = LOCALES.map((locale) => choicesFor(a, { view, locale }).at(-1)?.label ?? "");
  const action = LOCALES.map((locale) => describeBrigadeAction(a, (x) => x, view, locale));
  // A step that is only a card's name reads the same everywhere (names are not translated).
  if (!named) expect(new Set(step).size, step.join(" | ")).toBe(3);
  expect(new Set(action).size, action.join(" | ")).toBe(3);
  return { step, action };
}

describe("rules version 3's choices at the table", () => {
  it("R29 a Transfer's arrangement on the brigade's cards and the cards that pay an Extinguish, in three languages", () => {
    const s = fresh();
    const p = s.owner;
    s.squad[p * 3] = card(s, "ash");
    s.sqWater[p * 3] = 1;
    s.wWater[p] = 0;
    s.cWater[p] = 2;
    s.cistern[p] = s.brigade[p] as number;
    const warden = s.data.wardens[s.warden[p] as number]?.name as string;
    const transfers = M.legal(s, p).filter((a) => a.type === "transfer");
    expect(transfers).toContainEqual({ type: "transfer", cistern: 0, brigade: [0, 3] });
    const t = words(s, { type: "transfer", cistern: 0, brigade: [0, 3] });
    for (const w of [...t.step, ...t.action]) expect(w).toContain(`${warden} 0, Ash 3`);
    const prompts = LOCALES.map((l) => brigadePrompt(ctxOf(s, ["transfer", "cistern:0"], l)));
    expect(new Set(prompts).size).toBe(3);
    for (const x of prompts) expect(x).not.toMatch(/R29|§/);
    expect(prompts[0]).toMatch(/rearrange/);

    // Extinguish on a burning tile: warden card 2, Ash 2, intensity 2.
    const c = s.brigade[p] as number;
    const city = s.tile.findIndex((t0, i) => t0 >= 0 && i !== c && (s.base[i] as number) < 0);
    s.brigade[p] = city;
    s.fire[city] = 2;
    s.burning++;
    s.wWater[p] = 2;
    s.sqWater[p * 3] = 2;
    const pays = M.legal(s, p).filter((a) => a.type === "extinguish" && a.water === 2);
    expect(pays).toHaveLength(3);
    const e = words(s, { type: "extinguish", water: 2, fromCistern: 0, pay: [0, 2] });
    for (const w of [...e.step, ...e.action]) expect(w).toContain(`${warden} 0, Ash 2`);
    const asks = LOCALES.map((l) =>
      brigadePrompt(
        ctxOf(s, ["extinguish", `tile:${M.view(s, p).seats[p]?.brigade.cell}`, "water:2", "cistern:0"], l),
      ),
    );
    expect(new Set(asks).size).toBe(3);
    for (const x of asks) expect(x).not.toMatch(/R29|§/);

    // §15.1: Incorporeal's route through the Jeweled Aviary is a step of its own.
    const via = words(s, { type: "incorporeal", to: "D2", via: "C2" });
    for (const x of via.step) expect(x).toContain("C2");
    expect(
      choicesFor({ type: "incorporeal", to: "D2", via: "C2" }, { view: M.view(s, p) }).at(-1),
    ).toMatchObject({
      key: "via:C2",
      space: "C2",
    });
  });

  it("§11.4 the owner orders abilities triggered together: the prompt and the cards' names, in three languages", () => {
    const s = fresh();
    const p = s.owner;
    s.squad[p * 3] = card(s, "pep-overclock");
    s.squad[p * 3 + 1] = card(s, "ali-ahmar");
    s.stack.push({ k: "pOrder", seat: p, a: 8, b: -1, c: -1, d: -1, list: [2, 5] });
    expect(M.legal(s, p)).toEqual([
      { type: "trigger", ability: "merchantsUpgrade" },
      { type: "trigger", ability: "merchantsFavour" },
    ]);
    expect(M.view(s, p).prompt?.kind).toBe("order");
    const w = words(s, { type: "trigger", ability: "merchantsFavour" }, true);
    expect(w.step).toEqual(["Ali Ahmar", "Ali Ahmar", "Ali Ahmar"]);
    for (const x of w.action) expect(x).toContain("Ali Ahmar");
    const prompts = LOCALES.map((l) => brigadePrompt(ctxOf(s, [], l)));
    expect(new Set(prompts).size).toBe(3);
    for (const x of prompts) expect(x).not.toMatch(/§11|R\d/);
    expect(prompts[0]).toMatch(/choose the one that happens first/);
  });
});
