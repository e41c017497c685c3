/**
 * The end screen's words (issue 20): the breakdown's row labels and what decided the winners
 * (§12, §20, R21), in each language. English is the module's own, unchanged; Italian and Portuguese
 * use the log's terms (Monete / moedas, segnalini Razza / fichas de raça, Regioni / regiões).
 */
import type { Locale } from "@pudding/engine";

/** The rows of the breakdown, by key. */
export type OutcomeRow = "total" | "tokensOnMap" | "regions";
/** What decided (or why nothing is decided yet). */
export type OutcomeDecider = "secret" | "coins" | "tie" | "shared" | "inProgress";

export const OUTCOME_WORDS: Record<
  Locale,
  { rows: Record<OutcomeRow, string>; decidedBy: Record<OutcomeDecider, string> }
> = {
  en: {
    rows: { total: "Coins", tokensOnMap: "Race tokens on the map", regions: "Regions held" },
    decidedBy: {
      secret: "Coins are secret until the end of the game (§20).",
      coins: "Most coins.",
      tie: "Tied on coins; most race tokens on the map (§12).",
      shared: "Tied on coins and the tie-breaks: a shared victory (R21).",
      inProgress: "The game is not over.",
    },
  },
  it: {
    rows: { total: "Monete", tokensOnMap: "Segnalini Razza sulla mappa", regions: "Regioni controllate" },
    decidedBy: {
      secret: "Le Monete restano segrete fino alla fine della partita (§20).",
      coins: "Più Monete.",
      tie: "Parità di Monete; più segnalini Razza sulla mappa (§12).",
      shared: "Parità di Monete e negli spareggi: vittoria condivisa (R21).",
      inProgress: "La partita non è finita.",
    },
  },
  pt: {
    rows: { total: "Moedas", tokensOnMap: "Fichas de raça no mapa", regions: "Regiões controladas" },
    decidedBy: {
      secret: "As moedas são secretas até ao fim do jogo (§20).",
      coins: "Mais moedas.",
      tie: "Empate em moedas; mais fichas de raça no mapa (§12).",
      shared: "Empate em moedas e nos desempates: vitória partilhada (R21).",
      inProgress: "O jogo ainda não terminou.",
    },
  },
};

/** The words of `locale` (English for a language this package does not know). */
export const outcomeWords = (locale: Locale = "en") => OUTCOME_WORDS[locale] ?? OUTCOME_WORDS.en;
