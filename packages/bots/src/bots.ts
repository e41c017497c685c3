/**
 * Bots for any game module. The platform offers `random` (uniform over the legal actions) and
 * `search` (an information-set search over the module's determinizer, fast path and policy); the
 * module adds its own (e.g. a heuristic) in `ai.bots`. Every bot decides from a state and a seat;
 * the testkit proves a decision does not change when what the seat cannot see is re-drawn.
 */
import type { AnyGameModule, BotOptions, Seat } from "@pudding/engine";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { type SearchOptions, searchDecide } from "./search.js";

/** A bot of a game: a name for menus, one sentence, and a decision. */
export interface Bot<S = unknown, A = unknown> {
  id: string;
  label: string;
  description: string;
  decide(s: S, seat: Seat, o: BotOptions): A;
}

/** A uniformly drawn element (xoroshiro128+ seeded by `seed`). */
export function pick<T>(xs: readonly T[], seed: number): T {
  const rng = xoroshiro128plus(seed | 0);
  return xs[xs.length <= 1 ? 0 : uniformInt(rng, 0, xs.length - 1)] as T;
}

/** Uniform over the legal actions of `seat`. */
export function randomDecide<A>(module: AnyGameModule, s: unknown, seat: Seat, seed: number): A {
  return pick(module.legal(s, seat), seed) as A;
}

/** Search options shared by the `search` bots of this process (the CLI's `--budget-ms` sets them). */
export const searchSettings: SearchOptions = { budgetMs: 1000 };

/** Whether the module gives the hooks the platform's search needs. */
export const canSearch = (module: AnyGameModule): boolean =>
  Boolean(module.ai?.determinizer && module.ai.fast && module.ai.policy);

/** Every bot a game offers: `random`, the module's own, and `search` when the module has the hooks. */
export function botsFor(module: AnyGameModule): Record<string, Bot> {
  const out: Record<string, Bot> = {
    random: {
      id: "random",
      label: "Random bot",
      description: "Plays any legal move, uniformly at random. Instant.",
      decide: (s, seat, o) => randomDecide(module, s, seat, o.seed),
    },
  };
  for (const [id, b] of Object.entries(module.ai?.bots ?? {}))
    out[id] = {
      id,
      label: `${b.label} bot`,
      description: b.description,
      decide: (s, seat, o) => b.decide(s, seat, o),
    };
  if (canSearch(module))
    out.search = {
      id: "search",
      label: "Search bot",
      description: "Thinks about a second per move over what it cannot see; the strongest.",
      decide: (s, seat, o) =>
        searchDecide(module, s, seat, o.seed, {
          ...searchSettings,
          ...(o.budgetMs === undefined ? {} : { budgetMs: o.budgetMs }),
          ...(o.maxIterations === undefined ? {} : { maxIterations: o.maxIterations }),
        }).action,
    };
  return out;
}
