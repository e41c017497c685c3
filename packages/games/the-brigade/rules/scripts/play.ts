/** Shared by the scripts: plays one seeded game through the module with a bot per seat. */
import { type Rng as _Rng, below, newRng } from "@pudding/engine";
import { type BrigadeState, THE_BRIGADE, TINDERBOX } from "../src/index.js";

/** A seat's player: `heuristic` or `random` (uniform over `legal`). */
export type Player = "heuristic" | "random";

/** Plays a game to the end; returns the final state. */
export function playGame(players: Player[], seed: number, rules: Record<string, unknown> = {}): BrigadeState {
  const parsed = THE_BRIGADE.rules.parse(rules);
  if (!parsed.ok) throw new Error(parsed.issues[0]?.message);
  const created = THE_BRIGADE.setup({ map: TINDERBOX, rules: parsed.value, seats: players.length, seed });
  if (!created.ok) throw new Error(created.issues[0]?.message);
  let s = created.value;
  const rng = newRng(seed * 31 + 7);
  const bot = THE_BRIGADE.ai?.bots?.heuristic;
  for (let n = 0; n < 50_000; n++) {
    const seat = THE_BRIGADE.toAct(s)[0];
    if (seat === undefined) break;
    const legal = THE_BRIGADE.legal(s, seat);
    const action =
      players[seat] === "heuristic" && bot
        ? bot.decide(s, seat, { seed: seed * 1000 + n })
        : legal[below(rng, legal.length)];
    const r = THE_BRIGADE.apply(s, seat, action);
    if (!r.ok) throw new Error(`refused: ${r.error.message}`);
    s = r.state;
  }
  return s;
}
export type { _Rng };
