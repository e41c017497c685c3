/**
 * The search bot: Monte Carlo search over determinizations (issue 5). Each iteration draws a full
 * state the seat cannot tell from the real one (`determinize`), picks a first action by UCB1,
 * plays it and finishes the game with random moves on the engine's fast path, and scores the
 * outcome for the seat (a win, shared wins split, plus a little for the score itself). The most
 * visited first action is played. Bounded by a time budget and an iteration cap.
 *
 * This is determinized flat Monte Carlo with UCB1 at the root (one tree level), not yet a full
 * information-set tree (see the README).
 */
import { type Action, applyAction, type GameState, playRandomGame, score } from "@pudding/engine";

export interface SearchOptions {
  /** Wall-clock budget per decision, ms (default 1000). */
  budgetMs?: number;
  /** Stop after this many iterations (tests, reproducible benchmarks). */
  maxIterations?: number;
  /** UCB1 exploration constant. */
  exploration?: number;
}
export interface SearchResult {
  action: Action;
  iterations: number;
  ms: number;
}

const clock = (globalThis as unknown as { performance: { now(): number } }).performance;

/** Reward of a finished game for `seat`: 1 per win (split on a shared win) plus score/100. */
function reward(s: GameState, seat: number): number {
  const r = score(s);
  const win = r.winners.includes(seat) ? 1 / r.winners.length : 0;
  return win + (r.seats[seat]?.total ?? 0) / 100;
}

/**
 * Chooses one of `legal` for `seat`. It sees the game only through `sample(seed)`, which returns a
 * determinization (public facts and the seat's own secrets, everything else re-drawn).
 */
export function searchDecide(
  sample: (seed: number) => GameState,
  seat: number,
  legal: Action[],
  seed: number,
  o: SearchOptions = {},
): SearchResult {
  const start = clock.now();
  const budget = o.budgetMs ?? 1000;
  const cap = o.maxIterations ?? Number.POSITIVE_INFINITY;
  const c = o.exploration ?? 0.7;
  if (legal.length === 1) return { action: legal[0] as Action, iterations: 0, ms: 0 };
  const visits = new Float64Array(legal.length);
  const total = new Float64Array(legal.length);
  let it = 0;
  while (it < cap && (it < legal.length || clock.now() - start < budget)) {
    const det = sample(seed + it * 7919);
    let k = -1;
    if (it < legal.length) k = it;
    else {
      let best = Number.NEGATIVE_INFINITY;
      const logN = Math.log(it);
      for (let i = 0; i < legal.length; i++) {
        const v = (total[i] as number) / (visits[i] as number) + c * Math.sqrt(logN / (visits[i] as number));
        if (v > best) {
          best = v;
          k = i;
        }
      }
    }
    const r = applyAction(det, legal[k]);
    const end = r.ok ? playRandomGame(r.state, seed + it).state : det;
    visits[k] = (visits[k] as number) + 1;
    total[k] = (total[k] as number) + (r.ok ? reward(end, seat) : -1);
    it++;
  }
  let best = 0;
  for (let i = 1; i < legal.length; i++) if ((visits[i] as number) > (visits[best] as number)) best = i;
  return { action: legal[best] as Action, iterations: it, ms: clock.now() - start };
}
