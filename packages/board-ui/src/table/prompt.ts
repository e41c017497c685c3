/** The generic sentence that tells the viewer what to do, for games whose UI gives none. */
import { tFor } from "@pudding/i18n";
import { BOARD_NS } from "../messages.js";
import type { TableContext } from "../plugin.js";

/** "Waiting for Ben…", "Choose: Play, Pass — or click a glowing space.", "Confirm …" (in `ctx.locale`). */
export function genericPrompt(ctx: TableContext): string {
  const { game, turn } = ctx;
  const t = tFor(ctx.locale ?? "en", BOARD_NS);
  if (game.status.over) return t("prompt.over");
  if (ctx.hidden) return t("prompt.pass");
  const names = game.status.toAct
    .map((s) => game.seats[s]?.name ?? t("seat", { n: s + 1 }))
    .join(t("prompt.and"));
  if (game.seat === null) return t("prompt.waitingWatching", { names });
  if (game.legal.length === 0) return t("prompt.waiting", { names });
  if (turn.pending) return t("prompt.confirm");
  const spaces = turn.options.some((o) => o.step.space);
  const words = turn.options.filter((o) => !o.step.space).map((o) => o.step.label);
  const choices = words.join(", ");
  if (spaces && words.length === 0) return t("prompt.pickSpace");
  if (spaces) return t("prompt.chooseOrSpace", { choices });
  return t("prompt.choose", { choices });
}
