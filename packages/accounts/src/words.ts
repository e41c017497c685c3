/** The accounts server's own refusals, in the languages of the site (en, it, pt). */
export type AccountLocale = "en" | "it" | "pt";

/**
 * The name a deleted account's seats keep in their games (issue 28 §1): stored as this marker,
 * shown through `deletedPlayerName(locale)` ("deleted player" in the reader's language).
 */
export const DELETED_PLAYER = "deleted player";

const WORDS = {
  en: {
    colour: "A colour is written #rrggbb (six hexadecimal digits).",
    locale: "The language must be English (en), Italian (it) or Portuguese (pt).",
    nameNeeded: "Choose a display name to create the account.",
    noPlayer: "No player has this address; the account may have been deleted.",
    deleted: "deleted player",
    crossSite:
      "This request came from another site; sign in and manage your account from this site's own pages.",
  },
  it: {
    colour: "Un colore si scrive #rrggbb (sei cifre esadecimali).",
    locale: "La lingua dev'essere inglese (en), italiano (it) o portoghese (pt).",
    nameNeeded: "Scegli un nome da mostrare per creare l'account.",
    noPlayer: "Nessun giocatore ha questo indirizzo; l'account potrebbe essere stato eliminato.",
    deleted: "giocatore eliminato",
    crossSite:
      "Questa richiesta viene da un altro sito; accedi e gestisci l'account dalle pagine di questo sito.",
  },
  pt: {
    colour: "Uma cor escreve-se #rrggbb (seis dígitos hexadecimais).",
    locale: "A língua tem de ser inglês (en), italiano (it) ou português (pt).",
    nameNeeded: "Escolha um nome a mostrar para criar a conta.",
    noPlayer: "Nenhum jogador tem este endereço; a conta pode ter sido eliminada.",
    deleted: "jogador eliminado",
    crossSite: "Este pedido veio de outro site; entre e gira a sua conta a partir das páginas deste site.",
  },
} as const;

export function words(locale: AccountLocale) {
  return WORDS[locale];
}

/** "deleted player" in the reader's language. */
export function deletedPlayerName(locale: AccountLocale): string {
  return WORDS[locale].deleted;
}

/** The reader's language: the `pudding_locale` cookie, else Accept-Language, else English. */
export function pickLocale(cookie: string, acceptLanguage: string): AccountLocale {
  const c = /(?:^|;\s*)pudding_locale=([a-z]{2})(?:;|$)/.exec(cookie)?.[1];
  if (c === "en" || c === "it" || c === "pt") return c;
  for (const part of acceptLanguage.split(",")) {
    const l = part.trim().slice(0, 2).toLowerCase();
    if (l === "en" || l === "it" || l === "pt") return l;
  }
  return "en";
}
