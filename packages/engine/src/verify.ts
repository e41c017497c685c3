/**
 * Provably fair (issue 26 §1): checks a finished game exported by the server against the commitment
 * shown from its start. The revealed seed must hash to the commitment with the game id
 * (`seedCommitment`), and replaying every action from the setup with that seed must give every
 * logged event (each shuffle, draw and roll) and every state hash the file claims. Used by
 * `pudding verify` and the play app's "Verify this game" panel; a game-agnostic pure function.
 */
import type { AnyGameModule } from "./contract.js";
import { seedCommitment } from "./rng.js";
import { canonical, firstDiff } from "./testkit-core.js";

/** What a verification reads of an exported game (`games.export`). */
export interface FairGameFile {
  game: string;
  rulesVersion: number;
  map: unknown;
  rules: unknown;
  seats: number;
  seatNames?: string[];
  seed: number | string;
  actions: { seat: number; action: unknown }[];
  gameId: string;
  commitment: string;
  /** `events[i]`: the events the server logged for `actions[i]`. */
  events?: unknown[][];
  /** `hashes[i]`: the state hash after `actions[i]`. */
  hashes?: string[];
  hash: string;
}

/** Why a verification failed (`at`: the 1-based action, when one is named). */
export type VerifyProblem = "game" | "commitment" | "setup" | "illegal" | "events" | "hash" | "final";

/** The verdict, with an English sentence (the play app words `problem` and `params` itself). */
export type Verdict =
  | { ok: true; message: string; actions: number; commitment: string; hash: string }
  | { ok: false; problem: VerifyProblem; message: string; at?: number; detail?: string };

const short = (h: string) => `${h.slice(0, 16)}…`;

/** Verifies an exported game (see the file comment). */
export function verifyGame(module: AnyGameModule, f: FairGameFile): Verdict {
  if (f.game !== module.id)
    return {
      ok: false,
      problem: "game",
      message: `This file is a game of "${f.game}", not of ${module.title}.`,
    };
  const recomputed = seedCommitment(f.seed, f.gameId);
  if (recomputed !== f.commitment)
    return {
      ok: false,
      problem: "commitment",
      message: `The revealed seed does not match the commitment shown at the start: sha256(seed ‖ game id) is ${short(recomputed)}, the game committed to ${short(f.commitment)}. The seed was changed after the game began, or it belongs to another game.`,
      detail: recomputed,
    };
  const created = module.setup({
    map: f.map,
    rules: f.rules,
    seats: f.seats,
    seed: f.seed,
    names: f.seatNames,
    rulesVersion: f.rulesVersion,
  });
  if (!created.ok)
    return {
      ok: false,
      problem: "setup",
      message: `The game cannot be set up again from its seed, map and rules: ${created.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}.`,
    };
  let s = created.value;
  for (let i = 0; i < f.actions.length; i++) {
    const { seat, action } = f.actions[i] as { seat: number; action: unknown };
    const at = i + 1;
    const r = module.apply(s, seat, action);
    if (!r.ok)
      return {
        ok: false,
        problem: "illegal",
        at,
        message: `Action ${at} (seat ${seat + 1}) does not follow from the committed seed and the actions before it: ${r.error.message}`,
        detail: r.error.message,
      };
    const logged = f.events?.[i];
    if (logged !== undefined && canonical(logged) !== canonical(r.events)) {
      const d = firstDiff(logged, r.events);
      return {
        ok: false,
        problem: "events",
        at,
        message: `Action ${at} (seat ${seat + 1}): what the game logged differs from what the committed seed gives (logged ≠ replayed at ${d}), so a shuffle, draw or roll was changed.`,
        detail: d,
      };
    }
    const h = f.hashes?.[i];
    if (h !== undefined && h !== module.hash(r.state))
      return {
        ok: false,
        problem: "hash",
        at,
        message: `Action ${at} (seat ${seat + 1}): the state after it replays to hash ${module.hash(r.state)}, the file says ${h}.`,
      };
    s = r.state;
  }
  const hash = module.hash(s);
  if (hash !== f.hash)
    return {
      ok: false,
      problem: "final",
      message: `The final state replays to hash ${hash}, the file says ${f.hash}.`,
    };
  return {
    ok: true,
    actions: f.actions.length,
    commitment: f.commitment,
    hash,
    message: `Verified: the revealed seed matches the commitment ${short(f.commitment)} shown from the start of game ${f.gameId}, and all ${f.actions.length} actions replay from it to the final state ${hash}, so every shuffle, draw and roll followed from the committed seed and the players' actions.`,
  };
}
