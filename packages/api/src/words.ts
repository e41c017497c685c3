/**
 * The server's own words that reach a game's log or a player's error, in the reader's language
 * (issue 20). A game words its events (`describe`) and rule errors (`explain`) itself; these are the
 * few sentences the platform adds.
 */
import type { AnyGameModule, Locale, RuleError } from "@pudding/engine";

/** "Anna took back a move." */
export function tookBack(name: string, locale: Locale): string {
  if (locale === "it") return `${name} ha ripreso una mossa.`;
  if (locale === "pt") return `${name} desfez uma jogada.`;
  return `${name} took back a move.`;
}

/** A refused action's message: the game's own words in `locale` when it has them, else its English; with the rule's §. */
export function ruleErrorText(module: AnyGameModule, error: RuleError, locale: Locale): string {
  let text = error.message;
  if (locale !== "en" && module.explain) {
    try {
      const worded = module.explain(error, locale);
      if (typeof worded === "string" && worded.trim()) text = worded;
    } catch {
      // A game's wording failing must not turn a 400 into a 500: keep the English.
    }
  }
  return error.rule && !text.includes(error.rule) ? `${text} (${error.rule})` : text;
}
