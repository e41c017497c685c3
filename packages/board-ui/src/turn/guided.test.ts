import { CLAIMS, CLAIMS_MAPS, type ClaimsMap, type ClaimsState } from "@pudding/engine";
import { describe, expect, it } from "vitest";
import type { ChoiceStep } from "../types.js";
import { derivePath, humanize, substituteSpace } from "./derive.js";
import {
  back,
  begin,
  cancel,
  choose,
  clickSpace,
  confirmPending,
  options,
  resumeAfter,
  START,
  type TurnPath,
  turnHighlights,
} from "./guided.js";

type A = { type: string; [k: string]: unknown };
const sp = (id: string): ChoiceStep => ({ key: `space:${id}`, label: id.toUpperCase(), space: id });
const k = (key: string): ChoiceStep => ({ key, label: humanize(key) });

/** A Great-Fire-like turn: cards then source then destination; pawn, team and demolish steps; tame. */
const fire = (card: string, from: string, to: string): TurnPath<A> => ({
  action: { type: "fire", card, from, to },
  steps: [k(`card:${card}`), sp(from), sp(to)],
});
const actions: TurnPath<A>[] = [
  { action: { type: "movePawn", to: "b" }, steps: [k("movePawn"), sp("b")] },
  { action: { type: "movePawn", to: "c" }, steps: [k("movePawn"), sp("c")] },
  { action: { type: "moveTeam", from: "a", to: "b" }, steps: [k("moveTeam"), sp("a"), sp("b")] },
  { action: { type: "demolish", district: "c" }, steps: [k("demolish"), sp("c")] },
  { action: { type: "tame" }, steps: [k("tame")] },
];

describe("the guided turn walks choice paths (boardzilla)", () => {
  it("offers the distinct next steps, then the spaces down the chosen one", () => {
    const st = begin(actions);
    expect(options(actions, st).map((o) => o.step.key)).toEqual(["movePawn", "moveTeam", "demolish", "tame"]);
    const r = choose(actions, st, "movePawn");
    expect(r.kind).toBe("state");
    expect(turnHighlights(actions, r.state).selectable?.map((s) => s.id)).toEqual(["b", "c"]);
  });
  it("resumes after the viewer's own action where the game says (a team moved on stays chosen), only when every key is open and nothing is sent", () => {
    const resume = (a: A) => (a.type === "moveTeam" ? ["moveTeam", `space:${a.to}`] : []);
    // After a→b the team in b can go on to c or d: the walk starts at "Move team", "b".
    const next: TurnPath<A>[] = [
      ...actions.filter((p) => p.action.type !== "moveTeam"),
      { action: { type: "moveTeam", from: "b", to: "c" }, steps: [k("moveTeam"), sp("b"), sp("c")] },
      { action: { type: "moveTeam", from: "b", to: "d" }, steps: [k("moveTeam"), sp("b"), sp("d")] },
      { action: { type: "moveTeam", from: "e", to: "f" }, steps: [k("moveTeam"), sp("e"), sp("f")] },
    ];
    const moved = { type: "moveTeam", from: "a", to: "b" };
    const st = resumeAfter(next, moved, { resume });
    expect(st.chosen).toEqual(["moveTeam", "space:b"]);
    expect(turnHighlights(next, st).selectable?.map((x) => x.id)).toEqual(["c", "d"]);
    // Back leaves it like any other walk.
    expect(back(next, back(next, st))).toEqual(begin(next));
    // The team cannot go on (committed, no AP): a fresh walk.
    const stuck = next.filter((p) => p.action.from !== "b");
    expect(resumeAfter(stuck, moved, { resume })).toEqual(begin(stuck));
    // One destination left: the walk waits on it — resuming never sends a move by itself.
    const one = next.filter((p) => p.action.to !== "d");
    const waiting = resumeAfter(one, moved, { resume });
    expect(waiting).toMatchObject({ chosen: ["moveTeam", "space:b"], pending: null });
    expect(options(one, waiting).map((o) => o.step.key)).toEqual(["space:c"]);
    // A key that would complete an action on its own: a fresh walk instead.
    const done = (a: A) => (a.type === "moveTeam" ? ["moveTeam", `space:${a.to}`, "space:c"] : []);
    expect(resumeAfter(one, moved, { resume: done })).toEqual(begin(one));
    // Any other action, no resume policy, nothing acted: a fresh walk.
    expect(resumeAfter(next, { type: "tame" }, { resume })).toEqual(begin(next));
    expect(resumeAfter(next, moved)).toEqual(begin(next));
    expect(resumeAfter(next, null, { resume })).toEqual(begin(next));
  });
  it("acts at once on a final step the game does not ask to confirm", () => {
    const r = choose(actions, begin(actions), "tame");
    expect(r).toMatchObject({ kind: "act", action: { type: "tame" }, state: START });
  });
  it("jumps over a step when a clicked space lies down exactly one branch, and asks when several do", () => {
    const st = begin(actions);
    // "b" is one step down only "Move pawn" (a team reaches it two steps down): the pawn moves.
    expect(clickSpace(actions, st, "b")).toMatchObject({
      kind: "act",
      action: { type: "movePawn", to: "b" },
    });
    // "a" is only a team's origin: the table chooses "Move team" and "a", then waits for the destination.
    const a = clickSpace(actions, st, "a");
    expect(a.state.chosen).toEqual(["moveTeam", "space:a"]);
    expect(turnHighlights(actions, a.state)).toEqual({ selectable: [{ id: "b" }], chosen: ["a"] });
    // With a focus, only the branches leading to the space are offered.
    const asked = clickSpace(actions, st, "c");
    expect(asked).toMatchObject({ kind: "state", message: "c: choose one of Move pawn, Demolish." });
    expect(options(actions, asked.state).map((o) => o.step.key)).toEqual(["movePawn", "demolish"]);
  });
  it("makes forced choices by itself, but never the last step of an action", () => {
    const paths = [fire("W", "p", "q"), fire("W", "p", "r")];
    const st = begin(paths);
    expect(st.chosen).toEqual(["card:W", "space:p"]);
    expect(st.auto).toEqual([true, true]);
    expect(turnHighlights(paths, st).selectable?.map((s) => s.id)).toEqual(["q", "r"]);
    const single = [fire("W", "p", "q")];
    expect(begin(single).chosen).toEqual(["card:W", "space:p"]);
  });
  it("waits for a confirmation when the game asks; a click elsewhere re-chooses; cancel steps back", () => {
    const paths = [fire("W", "p", "q"), fire("W", "p", "r"), fire("N", "p", "s")];
    const policy = { confirm: (a: A) => a.type === "fire" };
    let st = choose(paths, begin(paths, policy), "card:W", policy).state;
    const r = clickSpace(paths, st, "q", policy);
    expect(r.kind).toBe("state");
    st = r.state;
    expect(st.pending).toBe(0);
    expect(turnHighlights(paths, st).chosen).toEqual(["p", "q"]);
    const again = clickSpace(paths, st, "r", policy);
    expect(again.state.pending).toBe(1);
    expect(confirmPending(paths, again.state)).toMatchObject({ kind: "act", action: { to: "r" } });
    expect(cancel(paths, again.state, policy).chosen).toEqual(["card:W", "space:p"]);
  });
  it("issue 20 defect 12: with the viewer's confirmMoves every move made on the board waits for a confirmation; a move without a space does not", () => {
    const policy = { confirmMoves: true };
    // One click on "b" used to send the pawn move at once (see above); now it waits.
    const r = clickSpace(actions, begin(actions, policy), "b", policy);
    expect(r.kind).toBe("state");
    expect(r.state.pending).toBe(0);
    expect(confirmPending(actions, r.state)).toMatchObject({
      kind: "act",
      action: { type: "movePawn", to: "b" },
    });
    // Cancel: nothing was sent, back to before the destination.
    expect(cancel(actions, r.state, policy)).toMatchObject({ chosen: ["movePawn"], pending: null });
    // A team move waits after its destination, not after its origin.
    const team = clickSpace(actions, begin(actions, policy), "a", policy);
    expect(team.state.pending).toBeNull();
    expect(clickSpace(actions, team.state, "b", policy).state.pending).toBe(2);
    // "Tame" chooses no space: sent at once.
    expect(choose(actions, begin(actions, policy), "tame", policy).kind).toBe("act");
    // Off (the viewer turned it off): one click acts, as before.
    expect(clickSpace(actions, begin(actions), "b", { confirmMoves: false }).kind).toBe("act");
  });
  it("an illegal click is sent as the natural action so the game's rule message explains it", () => {
    const paths = [fire("W", "p", "q")];
    const st = begin(paths);
    expect(clickSpace(paths, st, "z")).toEqual({
      kind: "explain",
      state: st,
      action: { type: "fire", card: "W", from: "p", to: "z" },
    });
    // At the root, the first space further down is substituted (the pawn's destination).
    expect(clickSpace(actions, begin(actions), "zz")).toMatchObject({
      kind: "explain",
      action: { type: "movePawn", to: "zz" },
    });
  });
  it("issue 30 §3.4: Cancel after a forced step keeps it taken (no 'Move cistern → Choose: Cistern'), and a click on a cell that is no destination is explained by the game", () => {
    const cistern = (to: string): TurnPath<A> => ({
      action: { type: "moveCistern", to },
      steps: [k("moveCistern"), sp("c"), sp(to)],
    });
    const paths = [cistern("q"), cistern("r"), { action: { type: "endTurn" }, steps: [k("endTurn")] }];
    const policy = { confirmMoves: true };
    const st = choose(paths, begin(paths, policy), "moveCistern", policy).state;
    expect(st.chosen).toEqual(["moveCistern", "space:c"]);
    const waiting = clickSpace(paths, st, "q", policy);
    expect(waiting.state.pending).toBe(0);
    const cancelled = cancel(paths, waiting.state, policy);
    expect(cancelled).toMatchObject({ chosen: ["moveCistern", "space:c"], pending: null });
    expect(options(paths, cancelled).map((o) => o.step.key)).toEqual(["space:q", "space:r"]);
    expect(clickSpace(paths, cancelled, "z", policy)).toMatchObject({
      kind: "explain",
      action: { type: "moveCistern", to: "z" },
    });
  });
  it("back undoes the viewer's last choice together with the forced ones", () => {
    const paths = [fire("W", "p", "q"), fire("W", "p", "r"), fire("N", "x", "y"), fire("N", "x", "z")];
    const st = choose(paths, begin(paths), "card:W").state;
    expect(st.chosen).toEqual(["card:W", "space:p"]);
    expect(back(paths, st).chosen).toEqual([]);
  });
});

describe("generic choice paths for games without a UI package", () => {
  const isSpace = (id: string) => /^c\d-r\d$/.test(id);
  it("derives kind, values and spaces from the action's fields", () => {
    expect(derivePath({ type: "play", value: 3, cell: "c1-r0" }, isSpace, (id) => `<${id}>`)).toEqual([
      { key: "play", label: "Play" },
      { key: "value:3", label: "3" },
      { key: "space:c1-r0", label: "<c1-r0>", space: "c1-r0" },
    ]);
    expect(derivePath({ type: "discardDisplaced" }, isSpace)).toEqual([
      { key: "discardDisplaced", label: "Discard displaced" },
    ]);
    expect(substituteSpace({ type: "play", value: 3, cell: "c1-r0" }, "c1-r0", "c2-r2")).toEqual({
      type: "play",
      value: 3,
      cell: "c2-r2",
    });
  });
  it("a click on a cell walks down the one branch that reaches it, then asks which card", () => {
    const paths: TurnPath<A>[] = [3, 5].flatMap((value) =>
      ["c0-r0", "c1-r0"].map((cell) => ({
        action: { type: "play", value, cell },
        steps: derivePath({ type: "play", value, cell }, isSpace),
      })),
    );
    paths.push({
      action: { type: "pass", value: 3 },
      steps: derivePath({ type: "pass", value: 3 }, isSpace),
    });
    const r = clickSpace(paths, begin(paths), "c1-r0");
    expect(r).toMatchObject({ kind: "state", message: "c1-r0: choose one of 3, 5." });
    expect(r.state.chosen).toEqual(["play"]);
    expect(options(paths, r.state).map((o) => o.step.key)).toEqual(["value:3", "value:5"]);
    // Choosing the card goes on to the clicked cell.
    expect(choose(paths, r.state, "value:5")).toMatchObject({
      kind: "act",
      action: { value: 5, cell: "c1-r0" },
    });
  });
  it("plays a whole toy game (Claims) through derived paths: every walk ends on a legal action", () => {
    const map = CLAIMS_MAPS["claims-3x3"] as ClaimsMap;
    const rules = CLAIMS.rules.parse({});
    if (!rules.ok) throw new Error("rules");
    const setup = CLAIMS.setup({ map, rules: rules.value, seats: 2, seed: 3 });
    if (!setup.ok) throw new Error("setup");
    let s: ClaimsState = setup.value;
    const ids = new Set(CLAIMS.map.spaces(map).map((x) => x.id));
    let moves = 0;
    while (!CLAIMS.status(s).over && moves < 200) {
      const seat = CLAIMS.toAct(s)[0] as number;
      const legal = CLAIMS.legal(s, seat);
      const paths = legal.map((action) => ({ action, steps: derivePath(action, (id) => ids.has(id)) }));
      // Walk: always take the last open step (clicking spaces when they are offered).
      let st = begin(paths);
      let done: unknown = null;
      for (let guard = 0; guard < 10 && !done; guard++) {
        const open = options(paths, st);
        const o = open.at(-1);
        if (!o) throw new Error("stuck");
        const r = o.step.space ? clickSpace(paths, st, o.step.space) : choose(paths, st, o.step.key);
        if (r.kind === "act") done = r.action;
        else st = r.state;
      }
      expect(legal).toContainEqual(done);
      const next = CLAIMS.apply(s, seat, done);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
      moves++;
    }
    expect(CLAIMS.status(s).over).toBe(true);
  });
  it("the module's own paths (Claims' choices) walk the same way", () => {
    const map = CLAIMS_MAPS["claims-3x3"] as ClaimsMap;
    const rules = CLAIMS.rules.parse({});
    if (!rules.ok) throw new Error("rules");
    const setup = CLAIMS.setup({ map, rules: rules.value, seats: 3, seed: 8 });
    if (!setup.ok) throw new Error("setup");
    const s = setup.value;
    const legal = CLAIMS.legal(s, 0);
    const paths = legal.map((action) => ({ action, steps: CLAIMS.choices?.(s, action) ?? [] }));
    const st = begin(paths);
    expect(st.chosen).toEqual(["bid"]);
    const r = choose(paths, st, options(paths, st)[0]?.step.key as string);
    expect(r.kind).toBe("act");
  });
});

describe("the walk's signature (the same legal actions delivered again keep the walk)", () => {
  it("is the same whatever order an action's fields come in (a live patch rebuilds them), and differs when an action or a step differs", async () => {
    const { signature } = await import("./useGuidedTurn.js");
    const a: TurnPath<A>[] = [
      { action: { type: "moveTeam", from: "a", to: "b" }, steps: [k("moveTeam"), sp("a"), sp("b")] },
    ];
    const reordered: TurnPath<A>[] = [
      { action: { to: "b", type: "moveTeam", from: "a" }, steps: [k("moveTeam"), sp("a"), sp("b")] },
    ];
    expect(signature(reordered)).toBe(signature(a));
    const other: TurnPath<A>[] = [
      { action: { type: "moveTeam", from: "a", to: "c" }, steps: [k("moveTeam"), sp("a"), sp("c")] },
    ];
    expect(signature(other)).not.toBe(signature(a));
  });
});
