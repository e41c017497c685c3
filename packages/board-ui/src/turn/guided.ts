/**
 * The guided turn, for any game, as a pure state machine over choice paths (boardzilla): the
 * viewer's legal actions, each with its path of choices (`module.choices`), form a trie; the table
 * offers the next steps, lights up the ones that are spaces, makes forced choices by itself, asks
 * for a confirmation of the last step when the game wants one, and turns a click on any space into
 * either the next step, a walk down the one branch where the space lies nearest (a pawn's
 * destination before a team's), a question (several branches lead there as near) or — when nothing
 * legal leads there — the natural illegal action, sent so the game's own rule message explains it.
 */
import { type Locale, tFor } from "@pudding/i18n";
import { BOARD_NS } from "../messages.js";
import type { ChoiceStep, SpaceHighlights } from "../types.js";
import { substituteSpace } from "./derive.js";

/** A legal action and its choice path. */
export interface TurnPath<A> {
  action: A;
  steps: readonly ChoiceStep[];
}

/** Where the viewer is in the trie. */
export interface GuidedState {
  /** Keys chosen so far. */
  chosen: string[];
  /** Per chosen key: made by the table because it was the only choice. */
  auto: boolean[];
  /** A space clicked ahead of the path while several branches lead to it: only those are offered. */
  focus: string | null;
  /** The index of a complete path waiting for the viewer's confirmation. */
  pending: number | null;
}

/** The empty path. */
export const START: GuidedState = Object.freeze({
  chosen: [],
  auto: [],
  focus: null,
  pending: null,
}) as GuidedState;

/** One next step, with the actions it keeps open. */
export interface TurnOption {
  step: ChoiceStep;
  /** Indices (into the paths) of the actions down this step. */
  actions: number[];
  /** Choosing it completes an action. */
  final: boolean;
}

/** What a choice or a click leads to. */
export type TurnResult<A> =
  | { kind: "state"; state: GuidedState; message?: string }
  /** Send this legal action now. */
  | { kind: "act"; state: GuidedState; action: A }
  /** Not legal: send it anyway so the game says why (nothing changes on the board). */
  | { kind: "explain"; state: GuidedState; action: A };

/** Game-specific policy of the walk. */
export interface TurnPolicy<A> {
  /** Whether an action waits for the viewer's confirmation once its last step is chosen. */
  confirm?(action: A): boolean;
  /**
   * The viewer's preference: every move made on the board (an action whose path chooses a space)
   * waits for a confirmation too, so one click never commits a move that cannot be taken back.
   */
  confirmMoves?: boolean;
  /** A space's name, for messages. */
  name?(id: string): string;
  /** The reader's language for messages and the "Done" step (English when absent). */
  locale?: Locale;
  /**
   * After the viewer's `action` is taken, the choice keys the next walk starts from when they are
   * all still open (a team moved one district keeps being the team to move: no re-selecting it).
   */
  resume?(action: A): readonly string[];
}

const DONE = "\u0000done";

function follows<A>(p: TurnPath<A>, chosen: readonly string[]): boolean {
  if (p.steps.length < chosen.length) return false;
  for (let i = 0; i < chosen.length; i++) if (p.steps[i]?.key !== chosen[i]) return false;
  return true;
}

/** The steps open now (none while a confirmation is pending); the "Done" step is worded in `locale`. */
export function options<A>(
  paths: readonly TurnPath<A>[],
  st: GuidedState,
  locale: Locale = "en",
): TurnOption[] {
  if (st.pending !== null) return [];
  const k = st.chosen.length;
  const out = new Map<string, TurnOption>();
  paths.forEach((p, i) => {
    if (!follows(p, st.chosen)) return;
    if (st.focus !== null && !p.steps.slice(k).some((x) => x.space === st.focus)) return;
    const step: ChoiceStep = p.steps[k] ?? { key: DONE, label: tFor(locale, BOARD_NS)("guided.done") };
    let o = out.get(step.key);
    if (!o) {
      o = { step, actions: [], final: false };
      out.set(step.key, o);
    }
    o.actions.push(i);
    if (p.steps.length <= k + 1) o.final = true;
  });
  return [...out.values()];
}

/** The path so far as steps (for a breadcrumb), looked up in any path that follows it. */
export function chosenSteps<A>(paths: readonly TurnPath<A>[], st: GuidedState): ChoiceStep[] {
  const p = paths.find((x) => follows(x, st.chosen));
  return p ? p.steps.slice(0, st.chosen.length) : [];
}

/** The action waiting for confirmation, if any. */
export function pendingAction<A>(paths: readonly TurnPath<A>[], st: GuidedState): A | null {
  return st.pending === null ? null : (paths[st.pending]?.action ?? null);
}

/** After a choice: finish a complete path (act or wait for confirmation) and make forced choices. */
function settle<A>(paths: readonly TurnPath<A>[], st: GuidedState, policy: TurnPolicy<A>): TurnResult<A> {
  for (let guard = 0; guard < 64; guard++) {
    const open = options(paths, st);
    const done = open.find((o) => o.step.key === DONE);
    if (done && open.length === 1) {
      const i = done.actions[0] as number;
      const path = paths[i] as TurnPath<A>;
      const action = path.action;
      if (policy.confirm?.(action) || (policy.confirmMoves && path.steps.some((x) => x.space !== undefined)))
        return { kind: "state", state: { ...st, pending: i } };
      return { kind: "act", state: START, action };
    }
    // A forced step (the only one, and not the last of its action) is taken for the viewer.
    const only = open[0];
    if (open.length === 1 && only && !only.final && only.step.key !== DONE) {
      st = { ...st, chosen: [...st.chosen, only.step.key], auto: [...st.auto, true], focus: null };
      continue;
    }
    return { kind: "state", state: st };
  }
  return { kind: "state", state: st };
}

/** The starting state for a fresh set of legal actions (forced first steps already taken). */
export function begin<A>(paths: readonly TurnPath<A>[], policy: TurnPolicy<A> = {}): GuidedState {
  return settle(paths, START, policy).state;
}

/**
 * The starting state after the viewer's own `acted` action: `policy.resume`'s keys chosen in turn
 * when every one is open and none completes an action (nothing is sent by resuming), else {@link begin}.
 * Back or Cancel leaves the resumed path as from any other.
 */
export function resumeAfter<A>(
  paths: readonly TurnPath<A>[],
  acted: A | null,
  policy: TurnPolicy<A> = {},
): GuidedState {
  const fresh = begin(paths, policy);
  const keys = acted === null ? [] : (policy.resume?.(acted) ?? []);
  let st = fresh;
  for (const key of keys) {
    if (st.chosen.includes(key) && st.auto[st.chosen.indexOf(key)]) continue; // already forced
    const r = choose(paths, st, key, policy);
    if (r.kind !== "state" || r.message !== undefined || r.state.pending !== null) return fresh;
    st = r.state;
  }
  return st;
}

/** Choose the open step `key` (a chip, a card, a space). */
export function choose<A>(
  paths: readonly TurnPath<A>[],
  st: GuidedState,
  key: string,
  policy: TurnPolicy<A> = {},
): TurnResult<A> {
  const open = options(paths, st);
  if (!open.some((o) => o.step.key === key))
    return {
      kind: "state",
      state: st,
      message: tFor(policy.locale ?? "en", BOARD_NS)("guided.notOpen"),
    };
  const r = settle(
    paths,
    { chosen: [...st.chosen, key], auto: [...st.auto, false], focus: null, pending: null },
    policy,
  );
  // The viewer had clicked a space ahead: go on towards it.
  if (st.focus !== null && r.kind === "state") {
    const on = clickSpace(paths, r.state, st.focus, policy);
    return on.kind === "explain" ? r : on;
  }
  return r;
}

/** Undo the last choice the viewer made (and the forced ones after it); drops a pending confirmation. */
export function back<A>(
  paths: readonly TurnPath<A>[],
  st: GuidedState,
  policy: TurnPolicy<A> = {},
): GuidedState {
  if (st.focus !== null) return { ...st, focus: null };
  const chosen = [...st.chosen];
  const auto = [...st.auto];
  while (auto.length && auto[auto.length - 1]) {
    chosen.pop();
    auto.pop();
  }
  chosen.pop();
  auto.pop();
  // Forced steps left at the end would be re-taken at once: drop them too.
  while (auto.length && auto[auto.length - 1]) {
    chosen.pop();
    auto.pop();
  }
  if (chosen.length === 0) return begin(paths, policy);
  // Issue 30 §3.4: back at a real choice whose next step is forced (The Brigade's "Move cistern" →
  // its one cistern), that step is taken again — never a "Move cistern → Choose: Cistern" state.
  const st2: GuidedState = { chosen, auto, focus: null, pending: null };
  const settled = settle(paths, st2, policy);
  return settled.kind === "state" && settled.state.pending === null ? settled.state : st2;
}

/** Cancel a pending confirmation (back to just before the last step). */
export function cancel<A>(
  paths: readonly TurnPath<A>[],
  st: GuidedState,
  policy: TurnPolicy<A> = {},
): GuidedState {
  return st.pending === null ? st : back(paths, { ...st, pending: null }, policy);
}

/** Confirm the pending action. */
export function confirmPending<A>(paths: readonly TurnPath<A>[], st: GuidedState): TurnResult<A> {
  const a = pendingAction(paths, st);
  return a === null ? { kind: "state", state: st } : { kind: "act", state: START, action: a };
}

/** The viewer clicked (or picked from the keyboard list) the space `id`. */
export function clickSpace<A>(
  paths: readonly TurnPath<A>[],
  st: GuidedState,
  id: string,
  policy: TurnPolicy<A> = {},
): TurnResult<A> {
  const name = policy.name ?? ((x: string) => x);
  const locale = policy.locale ?? "en";
  const t = tFor(locale, BOARD_NS);
  // A pending confirmation: a click on another space re-chooses the last step.
  if (st.pending !== null) {
    const before = cancel(paths, st, policy);
    const pendingSpace = (paths[st.pending] as TurnPath<A>).steps.at(-1)?.space;
    if (pendingSpace === id) return { kind: "state", state: st };
    return clickSpace(paths, before, id, policy);
  }
  let cur: GuidedState = { ...st, focus: null };
  // Walk towards the space: take the step it lies nearest down, while that step is the only one.
  for (let guard = 0; guard < 16; guard++) {
    const open = options(paths, cur, locale);
    const direct = open.find((o) => o.step.space === id);
    if (direct) return choose(paths, cur, direct.step.key, policy);
    const k = cur.chosen.length;
    const depth = (o: TurnOption) =>
      Math.min(
        ...o.actions.map((i) => {
          const j = (paths[i] as TurnPath<A>).steps.findIndex((x, n) => n > k && x.space === id);
          return j < 0 ? Number.POSITIVE_INFINITY : j - k;
        }),
      );
    const reach = open.map((o) => ({ o, d: depth(o) })).filter((x) => Number.isFinite(x.d));
    if (reach.length === 0) {
      if (guard === 0) break;
      return { kind: "state", state: cur };
    }
    const nearest = Math.min(...reach.map((x) => x.d));
    const near = reach.filter((x) => x.d === nearest).map((x) => x.o);
    if (near.length > 1)
      return {
        kind: "state",
        state: { ...cur, focus: id },
        message: t("guided.whichFor", { space: name(id), choices: near.map((o) => o.step.label).join(", ") }),
      };
    const r = choose(paths, cur, (near[0] as TurnOption).step.key, policy);
    if (r.kind !== "state") return r;
    // A forced step may already have taken the space.
    if (chosenSteps(paths, r.state).some((x, n) => n >= k && x.space === id)) return r;
    cur = r.state;
  }
  const open = options(paths, cur, locale);
  const k = cur.chosen.length;
  // Nothing legal leads there: send the natural action so the game explains.
  for (const o of open) {
    const p = paths[o.actions[0] as number] as TurnPath<A>;
    const at = o.step.space ? k : p.steps.findIndex((s, i) => i > k && s.space);
    const from = p.steps[at]?.space;
    if (!from) continue;
    const action = substituteSpace(p.action, from, id);
    // A substitute that is itself legal would act, not explain: ask instead.
    if (paths.some((x) => JSON.stringify(x.action) === JSON.stringify(action))) break;
    return { kind: "explain", state: st, action };
  }
  return {
    kind: "state",
    state: st,
    message: open.length
      ? t("guided.chooseOneOf", { choices: open.map((o) => o.step.label).join(", ") })
      : t("guided.nothing"),
  };
}

/** What the board shows for the walk: the open spaces (with hints) and the chosen ones, in order. */
export function turnHighlights<A>(paths: readonly TurnPath<A>[], st: GuidedState): SpaceHighlights {
  const chosen: string[] = [];
  const steps =
    st.pending !== null ? ((paths[st.pending] as TurnPath<A>).steps as ChoiceStep[]) : chosenSteps(paths, st);
  for (const s of steps) if (s.space) chosen.push(s.space);
  const selectable = options(paths, st)
    .filter((o) => o.step.space)
    .map((o) => ({ id: o.step.space as string, ...(o.step.hint ? { hint: o.step.hint } : {}) }));
  return { selectable, chosen };
}
