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

/** "Only a seat whose turn it is can hold its clock." (issue 30 §3.1) */
export function clockNotYoursText(locale: Locale): string {
  if (locale === "it")
    return "Solo un posto che deve agire ora può fermare il proprio orologio; il tuo non sta correndo.";
  if (locale === "pt")
    return "Só um lugar que deve jogar agora pode parar o seu relógio; o teu não está a contar.";
  return "Only a seat that must act now can hold its clock; yours is not running.";
}

/**
 * The log's lines about a bot playing for a person (issue 30 §3.1): the timer ran out, a player
 * handed the seat over or asked for it themselves, the player took the seat back; and the words
 * that credit a move to the bot.
 */
export const standInWords = {
  time(name: string, locale: Locale): string {
    if (locale === "it") return `Il tempo di ${name} è scaduto: un bot gioca per ${name}.`;
    if (locale === "pt") return `O tempo de ${name} acabou: um bot joga por ${name}.`;
    return `${name}'s time ran out: a bot plays for ${name}.`;
  },
  asked(name: string, by: string, locale: Locale): string {
    if (locale === "it") return `${by} ha lasciato giocare un bot per ${name}, assente.`;
    if (locale === "pt") return `${by} deixou um bot jogar por ${name}, ausente.`;
    return `${by} let a bot play for ${name}, who was away.`;
  },
  self(name: string, locale: Locale): string {
    if (locale === "it") return `Su richiesta di ${name}, un bot gioca per ${name}.`;
    if (locale === "pt") return `A pedido de ${name}, um bot joga por ${name}.`;
    return `At ${name}'s request, a bot plays for ${name}.`;
  },
  back(name: string, locale: Locale): string {
    if (locale === "it") return `${name} ha ripreso il proprio posto.`;
    if (locale === "pt") return `${name} retomou o seu lugar.`;
    return `${name} took the seat back.`;
  },
  /** Appended to a move the bot made: "Carla conquers … (played by a bot for Carla)". */
  by(name: string, locale: Locale): string {
    if (locale === "it") return `(giocata da un bot per ${name})`;
    if (locale === "pt") return `(jogada por um bot por ${name})`;
    return `(played by a bot for ${name})`;
  },
};

/** "Bob has not taken his seat in this rematch yet; …" (issue 30 §3.5) */
export function notJoinedText(name: string, locale: Locale): string {
  if (locale === "it")
    return `${name} non ha ancora preso il suo posto in questa rivincita: il posto gli viene offerto sul tavolo della partita precedente, e un bot non può giocare per lui prima.`;
  if (locale === "pt")
    return `${name} ainda não ocupou o seu lugar nesta desforra: o lugar é-lhe oferecido na mesa do jogo anterior, e um bot não pode jogar por ele antes disso.`;
  return `${name} has not taken their seat in this rematch yet: it is offered to them on the last game's table, and a bot cannot play for them before then.`;
}

/** "Invalid input: as: this game has 3 seats; choose 0 to 2." (issue 30 §3.7) */
export function replaySeatText(as: number, seats: number, locale: Locale): string {
  if (locale === "it")
    return `Input non valido: as: questa partita ha ${seats} posti; scegli da 0 a ${seats - 1} (non ${as}).`;
  if (locale === "pt")
    return `Entrada inválida: as: este jogo tem ${seats} lugares; escolha de 0 a ${seats - 1} (não ${as}).`;
  return `Invalid input: as: this game has ${seats} seats; choose 0 to ${seats - 1} (not ${as}).`;
}
