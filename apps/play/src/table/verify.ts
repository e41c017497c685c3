/**
 * "Verify this game" (issue 26 §1, provably fair), the end screen's check in pure functions: the
 * export must name the commitment this table showed from the start, and the engine's `verifyGame`
 * (the same check as `pudding verify`) must find the revealed seed behind it and every logged draw
 * following from it. Worded in the reader's language.
 */
import { type AnyGameModule, type FairGameFile, type Verdict, verifyGame } from "@pudding/engine";
import { type Locale, tFor } from "@pudding/i18n";
import "../messages";

/** The engine's verdict, or the export naming another commitment than the one the table showed. */
export type PanelVerdict = Verdict | { ok: false; problem: "shown"; message: string; got: string };

/** Verifies an exported game against the commitment the table showed (`shown`). */
export function verifyExport(module: AnyGameModule, file: FairGameFile, shown: string): PanelVerdict {
  if (file.commitment !== shown)
    return {
      ok: false,
      problem: "shown",
      got: file.commitment,
      message: `The export names commitment ${file.commitment}, the table showed ${shown}.`,
    };
  return verifyGame(module, file);
}

const short = (h: string) => `${h.slice(0, 16)}…`;

/** A verdict in words, in `locale`. */
export function verdictText(v: PanelVerdict, shown: string, locale: Locale = "en"): string {
  const t = tFor(locale, "play");
  if (v.ok) return t("verify.ok", { commitment: short(shown), count: v.actions });
  switch (v.problem) {
    case "shown":
      return t("verify.shown", { got: short(v.got), shown: short(shown) });
    case "commitment":
      return t("verify.commitment");
    case "illegal":
      return t("verify.illegal", { at: v.at ?? 0 });
    case "events":
      return t("verify.events", { at: v.at ?? 0 });
    case "hash":
      return t("verify.hash", { at: v.at ?? 0 });
    default:
      return t("verify.setup");
  }
}
