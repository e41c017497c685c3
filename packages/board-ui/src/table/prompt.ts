/** The generic sentence that tells the viewer what to do, for games whose UI gives none. */
import type { TableContext } from "../plugin.js";

/** "Waiting for Ben…", "Choose: Play, Pass — or click a glowing space.", "Confirm …". */
export function genericPrompt(ctx: TableContext): string {
  const { game, turn } = ctx;
  if (game.status.over) return "The game is over.";
  if (ctx.hidden) return "Pass the device…";
  const waiting = game.status.toAct.map((s) => game.seats[s]?.name ?? `Seat ${s + 1}`).join(" and ");
  if (game.seat === null) return `Waiting for ${waiting}… (you are watching)`;
  if (game.legal.length === 0) return `Waiting for ${waiting}…`;
  if (turn.pending) return "Confirm your move, or cancel it.";
  const spaces = turn.options.some((o) => o.step.space);
  const words = turn.options.filter((o) => !o.step.space).map((o) => o.step.label);
  if (spaces && words.length === 0) return "Your move: pick a glowing space.";
  if (spaces) return `Your move: choose ${words.join(", ")} — or pick a glowing space.`;
  return `Your move: choose ${words.join(", ")}.`;
}
