/**
 * The client-side guided turn of The Great Fire against the module itself: the choice paths have
 * the module's keys, walking them reaches exactly the legal actions, the hints light up the §4.2
 * classes and barred destinations with their reasons, and an illegal click is sent to the engine.
 */
import {
  begin,
  choose,
  chosenSteps,
  clickSpace,
  type GuidedState,
  type GuidedTurn,
  options,
  pendingAction,
  type TurnPath,
  turnHighlights,
} from "@pudding/board-ui";
import {
  type Action,
  type FireCardOption,
  type GameState,
  GREAT_FIRE_1666,
  LONDON_1666,
} from "@pudding/great-fire";
import { describe, expect, it } from "vitest";
import { sceneFromView } from "./scene.js";
import { tableGame } from "./stories/local.js";
import { choicesFor, confirmAction, type FireContext, fireHighlights, firePrompt } from "./turn.js";

const M = GREAT_FIRE_1666;
const names = new Map(M.map.spaces(LONDON_1666).map((s) => [s.id, s.name]));
const name = (id: string) => names.get(id) ?? id;

function play(seats: number, seed: number, visit: (s: GameState, seat: number) => void, limit = 4000) {
  const rules = M.rules.parse({});
  if (!rules.ok) throw new Error("rules");
  const r = M.setup({ map: LONDON_1666, rules: rules.value, seats, seed });
  if (!r.ok) throw new Error("setup");
  let s = r.value;
  const bot = M.ai?.bots?.heuristic;
  for (let i = 0; i < limit && !M.status(s).over; i++) {
    const seat = M.toAct(s)[0] as number;
    visit(s, seat);
    const a = bot ? bot.decide(s, seat, { seed: i }) : M.legal(s, seat)[0];
    const n = M.apply(s, seat, a);
    if (!n.ok) throw new Error(n.error.message);
    s = n.state;
  }
  return s;
}

const pathsOf = (s: GameState, seat: number): TurnPath<Action>[] =>
  M.legal(s, seat).map((action) => ({ action, steps: choicesFor(action, { name }) }));

/** A context over a pure walk state (what the hook would hold). */
function contextAt(s: GameState, seat: number, st: GuidedState): FireContext {
  const game = tableGame({ state: s, log: [] }, seat);
  const paths = pathsOf(s, seat);
  const turn = {
    state: st,
    options: options(paths, st),
    steps: chosenSteps(paths, st),
    pending: pendingAction(paths, st),
    highlights: turnHighlights(paths, st),
    message: null,
  } as unknown as GuidedTurn<Action>;
  return { game, map: LONDON_1666, spaces: [], name, turn, act: () => {}, busy: false, hidden: false };
}

describe("Great Fire choice paths on the client", () => {
  it("have the module's step keys for every legal action of whole games (3–6 seats)", () => {
    let checked = 0;
    for (const seats of [3, 4, 5, 6])
      play(seats, 100 + seats, (s, seat) => {
        for (const a of M.legal(s, seat)) {
          expect(choicesFor(a, { name }).map((x) => x.key)).toEqual(M.choices?.(s, a).map((x) => x.key));
          checked++;
        }
      });
    expect(checked).toBeGreaterThan(1000);
  }, 120_000);

  it("§5.3 the Tame chip says where it acts — the pawn's district, named on the chip and clickable on the board (issue 20, defect 13)", () => {
    let seen = 0;
    play(4, 9, (s, seat) => {
      if (seen >= 3 || !M.legal(s, seat).some((a) => a.type === "tame")) return;
      const view = tableGame({ state: s, log: [] }, seat).view;
      const pawn = view.seats[seat]?.pawn as string;
      const paths = M.legal(s, seat).map((action) => ({ action, steps: choicesFor(action, { name, view }) }));
      const tame = paths.find((p) => p.action.type === "tame")?.steps;
      expect(tame).toEqual([{ key: "tame", label: `Tame a cone in ${name(pawn)}`, space: pawn }]);
      expect(choicesFor({ type: "tame" }, { name, view, locale: "it" })[0]?.label).toBe(
        `Doma un cono in ${name(pawn)}`,
      );
      // A click on that district (nothing else at this point of the turn names it) is the tame.
      const r = clickSpace(paths, begin(paths, { confirm: confirmAction }), pawn, { confirm: confirmAction });
      expect(r.kind === "act" ? r.action : r).toEqual({ type: "tame" });
      seen++;
    });
    expect(seen, "games where taming was legal").toBeGreaterThan(0);
  });

  it("walking them always ends on a legal action: every legal action is reachable by its path", () => {
    play(
      4,
      5,
      (s, seat) => {
        const paths = pathsOf(s, seat);
        const policy = { confirm: confirmAction };
        for (const p of paths.slice(0, 12)) {
          let st = begin(paths, policy);
          let done: Action | null = null;
          for (let k = st.chosen.length; k < p.steps.length && !done; k++) {
            const step = p.steps[k];
            if (!step) break;
            if (st.chosen[k] === step.key) continue;
            const r = step.space
              ? clickSpace(paths, st, step.space, policy)
              : choose(paths, st, step.key, policy);
            if (r.kind === "act") done = r.action;
            else if (r.kind === "explain") throw new Error(`explained ${JSON.stringify(r.action)}`);
            else st = r.state;
          }
          done ??= pendingAction(paths, st);
          expect(done).toEqual(p.action);
        }
      },
      600,
    );
  }, 120_000);
});

describe("Great Fire hints on the board (§4.1, §4.2)", () => {
  it("a chosen card's fires glow; a chosen fire's destinations carry their class, barred ones their reason", () => {
    let tested = false;
    play(4, 9, (s, seat) => {
      if (tested || s.phase !== "spread") return;
      const hints = M.hints?.(s, seat) as FireCardOption[];
      const opt = hints.find(
        (o) => o.playable && o.sources.some((x) => x.destinations.some((d) => !d.allowed)),
      );
      if (!opt) return;
      const paths = pathsOf(s, seat);
      const afterCard = choose(paths, begin(paths), `card:${opt.card}`).state;
      const src = opt.sources.find((x) => x.destinations.some((d) => !d.allowed));
      if (!src) return;
      const st =
        afterCard.chosen.length === 2
          ? afterCard
          : (clickSpace(paths, afterCard, src.from) as { state: GuidedState }).state;
      if (chosenSteps(paths, st)[1]?.space !== src.from) return;
      const h = fireHighlights(contextAt(s, seat, st));
      for (const d of src.destinations)
        if (d.allowed)
          expect(h.selectable).toContainEqual(
            expect.objectContaining({ id: d.to, badge: String(d.priorityClass) }),
          );
        else expect(h.barred).toContainEqual({ id: d.to, reason: d.reason });
      expect(firePrompt(contextAt(s, seat, st))).toMatch(/§4\.2/);
      // A click on a barred destination goes to the engine, which refuses it with the rule.
      const barred = src.destinations.find((d) => !d.allowed);
      if (barred) {
        const r = clickSpace(paths, st, barred.to);
        expect(r.kind).toBe("explain");
        const refused = M.apply(s, seat, (r as { action: Action }).action);
        expect(refused.ok).toBe(false);
        if (!refused.ok) expect(refused.error.message).toMatch(/§4\.2|class|destination/i);
      }
      tested = true;
    });
    expect(tested).toBe(true);
  }, 120_000);

  it("setup and intensity walks skip the forced first step and light the legal districts (§2.9, §6)", () => {
    const rules = M.rules.parse({});
    if (!rules.ok) throw new Error("rules");
    const r = M.setup({ map: LONDON_1666, rules: rules.value, seats: 3, seed: 2 });
    if (!r.ok) throw new Error("setup");
    const s = r.value;
    const seat = M.toAct(s)[0] as number;
    const paths = pathsOf(s, seat);
    const st = begin(paths);
    expect(st.chosen).toEqual(["placeTeam"]);
    const legal = M.legal(s, seat).map((a) => (a as { district: string }).district);
    expect(new Set(turnHighlights(paths, st).selectable?.map((x) => x.id))).toEqual(new Set(legal));
    expect(firePrompt(contextAt(s, seat, st))).toMatch(/§2\.9/);
    const park = LONDON_1666.districts.find((d) => !legal.includes(d.id))?.id as string;
    const bad = clickSpace(paths, st, park);
    expect(bad).toMatchObject({ kind: "explain", action: { type: "placeTeam", district: park } });
    expect(M.apply(s, seat, (bad as { action: Action }).action).ok).toBe(false);
  });
});

describe("scene from a view", () => {
  it("splits free and controlled cones, leaves committed teams out of the standing teams, places pawns", () => {
    const s = play(4, 17, () => {}, 120);
    const view = M.view(s, 0);
    const scene = sceneFromView(view);
    for (const d of view.districts) {
      const sc = scene[d.id];
      expect(sc).toBeDefined();
      if (!sc) continue;
      expect(sc.freeCones + sc.controlledCones).toBe(d.cones);
      expect(sc.teams + sc.controlledCones).toBe(d.teams);
      expect(sc.houses).toEqual(d.houses);
      expect(sc.token).toBe(d.demolished ? "explosive" : d.token ? "faceDown" : null);
    }
    for (const seat of view.seats)
      if (seat.pawn)
        expect(scene[seat.pawn]?.pawns).toContainEqual({ colour: seat.pawnColour, seat: seat.seat });
  });
  it("issue 20 defect 8: once the game is over the tokens left on the board show their kind, and every seat's hand is in the view", () => {
    const s = play(4, 17, () => {}, 5000);
    expect(M.status(s).over).toBe(true);
    const view = M.view(s, "spectator");
    const scene = sceneFromView(view);
    const left = view.districts.filter((d) => d.token && !d.demolished);
    expect(left.length, "tokens were left on the board").toBeGreaterThan(0);
    for (const d of left) expect(["explosive", "doubleMove", "oneVp"]).toContain(scene[d.id]?.token);
    expect(view.seats.every((seat) => Array.isArray(seat.hand) && seat.objectives !== undefined)).toBe(true);
  });
});
