/**
 * Replays and whole games over any module: a game is its setup options plus the list of
 * `{ seat, action }` applied in order (the module is deterministic, so that is the whole truth).
 */
import type { AnyGameModule, Parsed, RuleError, SetupOptions } from "./contract.js";
import { below, newRng } from "./rng.js";

/** One applied action with the seat that took it. */
export interface LoggedAction<A = unknown> {
  seat: number;
  action: A;
}

export type ReplayResult<S> =
  | { ok: true; state: S; events: number }
  | { ok: false; index: number; error: RuleError; state: S | null };

/** Set up and apply every logged action; stops at the first refusal. */
export function replayGame<S>(
  module: AnyGameModule,
  options: SetupOptions<unknown, unknown>,
  log: readonly LoggedAction[],
): ReplayResult<S> {
  const created = module.setup(options);
  if (!created.ok)
    return {
      ok: false,
      index: -1,
      state: null,
      error: { code: "setup", message: created.issues.map((i) => `${i.path}: ${i.message}`).join("; ") },
    };
  let s = created.value as S;
  let events = 0;
  for (let i = 0; i < log.length; i++) {
    const entry = log[i] as LoggedAction;
    const r = module.apply(s, entry.seat, entry.action);
    if (!r.ok) return { ok: false, index: i, error: r.error, state: s };
    s = r.state as S;
    events += r.events.length;
  }
  return { ok: true, state: s, events };
}

/**
 * Plays uniformly random legal actions to the end through the validating path (`legal` + `apply`),
 * choosing uniformly among the seats that may act. Returns the final state, the log and the number
 * of events. Slow but exact: tests and the fast path's equivalence checks use it.
 */
export function playRandom<S>(
  module: AnyGameModule,
  start: S,
  seed: number | string,
  maxActions = 100_000,
): { state: S; log: LoggedAction[]; events: number } {
  const rng = newRng(seed);
  let s = start;
  const log: LoggedAction[] = [];
  let events = 0;
  for (let n = 0; n < maxActions; n++) {
    const seats = module.toAct(s);
    if (seats.length === 0) break;
    const seat = seats[below(rng, seats.length)] as number;
    const legal = module.legal(s, seat);
    if (legal.length === 0) throw new Error(`${module.id}: seat ${seat} may act but has no legal action`);
    const action = legal[below(rng, legal.length)];
    const r = module.apply(s, seat, action);
    if (!r.ok) throw new Error(`${module.id}: a listed action was refused: ${r.error.message}`);
    s = r.state as S;
    log.push({ seat, action });
    events += r.events.length;
  }
  return { state: s, log, events };
}

/** Resolves a preset id or a partial rule set into the module's full rule set (`preset` names the preset used). */
export function resolveRules<R>(module: AnyGameModule, input: unknown): Parsed<R> & { preset?: string } {
  if (typeof input === "string") {
    const preset = module.rules.presets.find((p) => p.id === input);
    if (!preset)
      return {
        ok: false,
        issues: [
          {
            path: "(root)",
            message: `there is no preset "${input.slice(0, 60)}" for ${module.title}; use one of ${module.rules.presets.map((p) => p.id).join(", ")}`,
            code: "unknown-preset",
          },
        ],
      };
    const r = module.rules.parse(preset.rules) as Parsed<R>;
    return r.ok ? { ...r, preset: preset.id } : r;
  }
  return module.rules.parse(input ?? {}) as Parsed<R>;
}
