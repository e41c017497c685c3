/**
 * The guided turn as a React hook: holds the walk's state for the current legal actions (a fresh
 * walk whenever they change, or one resumed after the viewer's own action — `policy.resume`), and
 * turns choices and clicks into actions to send, explanations to ask for, and messages to show.
 */
import { useCallback, useMemo, useRef, useState } from "react";
import type { ChoiceStep, SpaceHighlights } from "../types.js";
import {
  back,
  begin,
  cancel,
  choose,
  chosenSteps,
  clickSpace,
  confirmPending,
  type GuidedState,
  options,
  pendingAction,
  resumeAfter,
  type TurnOption,
  type TurnPath,
  type TurnPolicy,
  type TurnResult,
  turnHighlights,
} from "./guided.js";

/** Inputs of {@link useGuidedTurn}. */
export interface GuidedTurnInput<A> {
  /** The viewer's legal actions with their choice paths (keep the array identity while they hold). */
  paths: readonly TurnPath<A>[];
  policy?: TurnPolicy<A>;
  /** Send a legal action. */
  onAct(action: A): void;
  /** Send an action that is not legal, so the game says why. */
  onExplain(action: A): void;
}

/** What the table reads and calls. */
export interface GuidedTurn<A> {
  state: GuidedState;
  /** The open steps (chips). */
  options: TurnOption[];
  /** The steps chosen so far (breadcrumb). */
  steps: ChoiceStep[];
  /** The action waiting for confirmation. */
  pending: A | null;
  /** The open and chosen spaces for the board. */
  highlights: SpaceHighlights;
  /** The last thing the walk wants to tell the viewer. */
  message: string | null;
  choose(key: string): void;
  /** Start the walk again and choose `key` at its first open level (switching branch, e.g. another card). */
  restart(key: string): void;
  clickSpace(id: string): void;
  confirm(): void;
  cancel(): void;
  back(): void;
  reset(): void;
}

/**
 * The legal actions and their choice keys, as text (equal text: the same walk applies). Object keys
 * are sorted: a live patch may rebuild an action with its fields in another order.
 */
export const signature = <A>(paths: readonly TurnPath<A>[]) =>
  JSON.stringify(
    paths.map((p) => [p.action, p.steps.map((x) => x.key)]),
    (_k, v: unknown) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v,
  );

/** The guided turn over `paths`. */
export function useGuidedTurn<A>({ paths, policy, onAct, onExplain }: GuidedTurnInput<A>): GuidedTurn<A> {
  const pol = useMemo(() => policy ?? {}, [policy]);
  const [walk, setWalk] = useState(() => ({
    paths,
    state: begin(paths, pol),
    message: null as string | null,
  }));
  // The viewer's last action, until the next set of legal actions arrives (see `policy.resume`).
  const acted = useRef<{ action: A } | null>(null);
  // What the walk's paths say, so the same legal actions delivered again (the reply to a move, then
  // the live feed's copy of it) keep the walk where it is instead of starting it over.
  const said = useRef<{ paths: readonly TurnPath<A>[]; text: string } | null>(null);
  let current = walk;
  if (walk.paths !== paths) {
    const before = said.current?.paths === walk.paths ? said.current.text : signature(walk.paths);
    const text = signature(paths);
    said.current = { paths, text };
    const same = text === before;
    current = same
      ? { ...walk, paths }
      : { paths, state: resumeAfter(paths, acted.current?.action ?? null, pol), message: null };
    if (!same && paths.length) acted.current = null;
    setWalk(current);
  }
  const { state, message } = current;

  const apply = useCallback(
    (r: TurnResult<A>) => {
      if (r.kind === "act") {
        acted.current = { action: r.action };
        onAct(r.action);
      } else if (r.kind === "explain") onExplain(r.action);
      setWalk({
        paths,
        state: r.state,
        message: r.kind === "state" ? (r.message ?? null) : null,
      });
    },
    [paths, onAct, onExplain],
  );

  return {
    state,
    options: useMemo(() => options(paths, state, pol.locale), [paths, state, pol.locale]),
    steps: useMemo(() => chosenSteps(paths, state), [paths, state]),
    pending: pendingAction(paths, state),
    highlights: useMemo(() => turnHighlights(paths, state), [paths, state]),
    message,
    choose: (key) => apply(choose(paths, state, key, pol)),
    restart: (key) => {
      const fresh = begin(paths, pol);
      const open = options(paths, fresh);
      if (open.some((o) => o.step.key === key)) apply(choose(paths, fresh, key, pol));
      else apply(choose(paths, { chosen: [], auto: [], focus: null, pending: null }, key, pol));
    },
    clickSpace: (id) => apply(clickSpace(paths, state, id, pol)),
    confirm: () => apply(confirmPending(paths, state)),
    cancel: () => setWalk({ paths, state: cancel(paths, state, pol), message: null }),
    back: () => setWalk({ paths, state: back(paths, state, pol), message: null }),
    reset: () => setWalk({ paths, state: begin(paths, pol), message: null }),
  };
}
