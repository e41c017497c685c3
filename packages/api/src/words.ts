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

/** "Out of date: the game is at move 12 and your action was for move 11. …" */
export function outOfDateText(at: number, sent: number, locale: Locale): string {
  if (locale === "it")
    return `Non aggiornato: la partita è alla mossa ${at} e la tua azione era per la mossa ${sent}. Il tavolo è stato aggiornato; riprova.`;
  if (locale === "pt")
    return `Desatualizado: o jogo está na jogada ${at} e a tua ação era para a jogada ${sent}. A mesa foi atualizada; tenta de novo.`;
  return `Out of date: the game is at move ${at} and your action was for move ${sent}. The table has been refreshed; try again.`;
}

/** "The game is over; no more actions are taken." */
export function gameOverText(locale: Locale): string {
  if (locale === "it") return "La partita è finita; non si accettano altre azioni.";
  if (locale === "pt") return "O jogo terminou; não se aceitam mais ações.";
  return "The game is over; no more actions are taken.";
}

/** "It is not your turn: Anna and Ben may act now. Wait for the table to show your turn." */
export function notYourTurnText(names: readonly string[], locale: Locale): string {
  const join = (and: string) =>
    names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
  if (locale === "it")
    return `Non è il tuo turno: ${names.length ? `${join("e")} ${names.length === 1 ? "può" : "possono"} agire ora` : "nessuno può agire ora"}. Aspetta che il tavolo mostri il tuo turno.`;
  if (locale === "pt")
    return `Não é a tua vez: ${names.length ? `${join("e")} ${names.length === 1 ? "pode" : "podem"} jogar agora` : "ninguém pode jogar agora"}. Espera que a mesa mostre a tua vez.`;
  return `It is not your turn: ${names.length ? `${names.join(" and ")} may act now` : "no one may act now"}. Wait for the table to show your turn.`;
}
