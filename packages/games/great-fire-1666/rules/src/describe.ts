/**
 * Events and actions in words, for game logs (play app, `pudding demo`): "Anna played West: fire
 * from Pudding Lane to Tallow Hall, 3 houses burnt". Takes the events a viewer may see (`eventsFor`),
 * so nothing secret is ever put into words for the wrong seat.
 */

import type { Locale } from "@pudding/engine";
import type { Action, Card } from "./contract.js";
import type { GameEvent } from "./core.js";
import {
  CARD_LETTERS,
  CARD_WORDS as CARD_WORDS_BY_LOCALE,
  COLOUR_WORDS,
  type OtherLocale,
  TOKEN_WORDS as TOKENS,
} from "./i18n.js";
import { districtIndex } from "./map/index.js";
import type { GameState } from "./state.js";

const CARD_WORDS: Record<Card, string> = { N: "North", E: "East", S: "South", W: "West" };
const TOKEN_WORDS = {
  explosive: "an Explosive",
  doubleMove: "a Double Move",
  oneVp: "a One VP token",
} as const;

/** Printed name of a district id on the game's board (the id itself if unknown). */
export function districtName(s: GameState, id: string): string {
  const i = districtIndex(s.board, id);
  return i === undefined ? id : (s.board.names[i] ?? id);
}

/**
 * One event as a sentence in `locale` (English by default); `null` for bookkeeping events a log
 * leaves out. District names are the board's printed names in every language.
 */
export function describeEvent(s: GameState, e: GameEvent, locale: Locale = "en"): string | null {
  if (locale === "it") return describeEventIt(s, e);
  if (locale === "pt") return describeEventPt(s, e);
  return describeEventEn(s, e);
}

function describeEventEn(s: GameState, e: GameEvent): string | null {
  const who = (seat: number) => s.seatNames[seat] ?? `Seat ${seat + 1}`;
  const at = (id: string) => districtName(s, id);
  switch (e.type) {
    case "teamPlaced":
      return `${who(e.seat)} placed an emergency team in ${at(e.district)}`;
    case "pawnPlaced":
      return `${who(e.seat)} placed their pawn in ${at(e.district)}`;
    case "turnStarted":
      return `${e.final ? "Final turn" : `Turn ${e.turn}`}: ${who(e.seat)}`;
    case "puddingLaneRefilled":
      return `Pudding Lane is refilled to ${e.cones} cones`;
    case "firePlayed":
      return `${who(e.seat)} played ${CARD_WORDS[e.card]}${e.double ? " again (Double Move)" : ""}: fire from ${at(e.from)} to ${at(e.to)}`;
    case "fireControlled":
      return `the team in ${at(e.district)} controls the new cone`;
    case "housesBurnt":
      return `${e.colours.length} house${e.colours.length === 1 ? "" : "s"} ${e.cause === "fire" ? "burnt" : "demolished"} in ${at(e.district)} (${e.colours.join(", ")})`;
    case "wildFire":
      return `wild fire: an extra cone in ${at(e.district)}`;
    case "tokenTaken":
      return `${who(e.seat)} took ${e.kind ? TOKEN_WORDS[e.kind] : "a face-down token"} from ${at(e.district)}`;
    case "noPlayableCard":
      return `${who(e.seat)} has no playable card (hand ${e.hand.join(" ")}) and discards ${CARD_WORDS[e.discarded]}`;
    case "doubleMoveSkipped":
      return null;
    case "pawnMoved":
      return `${who(e.seat)} moved their pawn to ${at(e.to)}`;
    case "teamMoved":
      return `${who(e.seat)} moved a team from ${at(e.from)} to ${at(e.to)}${e.committed ? ", where it controls a cone" : ""}`;
    case "demolished":
      return `${who(e.seat)} demolished ${at(e.district)} with an Explosive`;
    case "tamed":
      return `${who(e.seat)} tamed a cone in ${at(e.district)}`;
    case "heroOfLondon":
      return `${who(e.seat)} is now the Hero of London`;
    case "actionsEnded":
      return null;
    case "cardDrawn":
      return e.card ? `${who(e.seat)} drew ${CARD_WORDS[e.card]}` : `${who(e.seat)} drew a card`;
    case "intensity":
      return e.card
        ? `Intensity card ${e.card}: ${who(e.seat)} places 3 cones`
        : `extra Intensity: ${who(e.seat)} places 3 cones`;
    case "conePlaced":
      return `${who(e.seat)} added ${e.count === 1 ? "a cone" : `${e.count} cones`} to ${at(e.district)}`;
    case "conesLost":
      return `${e.count} cone${e.count === 1 ? "" : "s"} could not be placed and ${e.count === 1 ? "is" : "are"} lost`;
    case "finalRoundsBegin":
      return `the last Intensity card is resolved: ${e.turns} final turns, no more draws`;
    case "gameOver":
      return "the last turn is over: the game ends (§7)";
  }
}

/** One action in words, for move lists, in `locale` (English by default). */
export function describeAction(s: GameState, a: Action, locale: Locale = "en"): string {
  if (locale === "it" || locale === "pt") return describeActionIn(s, a, locale);
  return describeActionEn(s, a);
}

function describeActionEn(s: GameState, a: Action): string {
  const at = (id: string) => districtName(s, id);
  switch (a.type) {
    case "placeTeam":
      return `place a team in ${at(a.district)}`;
    case "placePawn":
      return `place your pawn in ${at(a.district)}`;
    case "fire":
      return `play ${CARD_WORDS[a.card]}: fire from ${at(a.from)} to ${at(a.to)}`;
    case "discard":
      return `no playable card: discard ${CARD_WORDS[a.card]}`;
    case "doubleMove":
      return `Double Move: fire from ${at(a.from)} to ${at(a.to)}`;
    case "skipDoubleMove":
      return "keep your Double Move token";
    case "movePawn":
      return `move your pawn to ${at(a.to)}`;
    case "moveTeam":
      return `move a team from ${at(a.from)} to ${at(a.to)}`;
    case "demolish":
      return `demolish ${at(a.district)}`;
    case "tame":
      return "tame a cone where your pawn stands";
    case "endActions":
      return "end your actions";
    case "placeCone":
      return `place a cone in ${at(a.district)}`;
    case "passCones":
      return "give up the remaining cones";
  }
}

/** "1 casa" / "3 case": `one` when n is 1, else `other`. */
const pl = (n: number, one: string, other: string) => (n === 1 ? one : other);

function describeEventIt(s: GameState, e: GameEvent): string | null {
  const who = (seat: number) => s.seatNames[seat] ?? `Giocatore ${seat + 1}`;
  const at = (id: string) => districtName(s, id);
  const card = (c: Card) => CARD_WORDS_BY_LOCALE.it[c];
  switch (e.type) {
    case "teamPlaced":
      return `${who(e.seat)} ha piazzato una Squadra di Emergenza in ${at(e.district)}`;
    case "pawnPlaced":
      return `${who(e.seat)} ha piazzato il suo Proprietario in ${at(e.district)}`;
    case "turnStarted":
      return `${e.final ? "Ultimo turno" : `Turno ${e.turn}`}: ${who(e.seat)}`;
    case "puddingLaneRefilled":
      return `Pudding Lane torna ad avere ${pl(e.cones, "1 cono", `${e.cones} coni`)} di fuoco`;
    case "firePlayed":
      return e.double
        ? `${who(e.seat)} ha giocato di nuovo ${card(e.card)} (Doppio Movimento): fuoco da ${at(e.from)} a ${at(e.to)}`
        : `${who(e.seat)} ha giocato una carta ${card(e.card)}: fuoco da ${at(e.from)} a ${at(e.to)}`;
    case "fireControlled":
      return `la Squadra di Emergenza in ${at(e.district)} controlla il nuovo cono`;
    case "housesBurnt": {
      const n = e.colours.length;
      const what =
        e.cause === "fire"
          ? pl(n, "casa bruciata", "case bruciate")
          : pl(n, "casa demolita", "case demolite");
      return `${n} ${what} in ${at(e.district)} (${e.colours.map((c) => COLOUR_WORDS.it[c]).join(", ")})`;
    }
    case "wildFire":
      return `fuoco selvaggio: un cono in più in ${at(e.district)}`;
    case "tokenTaken":
      return `${who(e.seat)} ha preso ${TOKENS.it[e.kind ?? "faceDown"]} in ${at(e.district)}`;
    case "noPlayableCard":
      return `${who(e.seat)} non ha carte giocabili (mano ${e.hand.map((c) => CARD_LETTERS.it[c]).join(" ")}) e scarta una carta ${card(e.discarded)}`;
    case "doubleMoveSkipped":
      return null;
    case "pawnMoved":
      return `${who(e.seat)} ha mosso il suo Proprietario in ${at(e.to)}`;
    case "teamMoved":
      return `${who(e.seat)} ha mosso una Squadra di Emergenza da ${at(e.from)} a ${at(e.to)}${e.committed ? ", dove controlla un cono" : ""}`;
    case "demolished":
      return `${who(e.seat)} ha demolito ${at(e.district)} con un Esplosivo`;
    case "tamed":
      return `${who(e.seat)} ha domato un cono di fuoco in ${at(e.district)}`;
    case "heroOfLondon":
      return `${who(e.seat)} è ora l'Eroe di Londra`;
    case "actionsEnded":
      return null;
    case "cardDrawn":
      return e.card
        ? `${who(e.seat)} ha pescato una carta ${card(e.card)}`
        : `${who(e.seat)} ha pescato una carta`;
    case "intensity":
      return e.card
        ? `carta Intensificazione Fuoco ${e.card}: ${who(e.seat)} piazza 3 coni di fuoco`
        : `Intensificazione Fuoco extra: ${who(e.seat)} piazza 3 coni di fuoco`;
    case "conePlaced":
      return `${who(e.seat)} ha aggiunto ${pl(e.count, "un cono", `${e.count} coni`)} di fuoco in ${at(e.district)}`;
    case "conesLost":
      return pl(
        e.count,
        "1 cono non ha potuto essere piazzato ed è perso",
        `${e.count} coni non hanno potuto essere piazzati e sono persi`,
      );
    case "finalRoundsBegin":
      return `l'ultima carta Intensificazione Fuoco è risolta: ${pl(e.turns, "1 turno finale", `${e.turns} turni finali`)}, non si pesca più`;
    case "gameOver":
      return "l'ultimo turno è finito: la partita termina (§7)";
  }
}

function describeEventPt(s: GameState, e: GameEvent): string | null {
  const who = (seat: number) => s.seatNames[seat] ?? `Jogador ${seat + 1}`;
  const at = (id: string) => districtName(s, id);
  const card = (c: Card) => CARD_WORDS_BY_LOCALE.pt[c];
  switch (e.type) {
    case "teamPlaced":
      return `${who(e.seat)} colocou um grupo de bombeiros em ${at(e.district)}`;
    case "pawnPlaced":
      return `${who(e.seat)} colocou o seu peão de proprietário em ${at(e.district)}`;
    case "turnStarted":
      return `${e.final ? "Último turno" : `Turno ${e.turn}`}: ${who(e.seat)}`;
    case "puddingLaneRefilled":
      return `Pudding Lane volta a ter ${pl(e.cones, "1 cone", `${e.cones} cones`)} de fogo`;
    case "firePlayed":
      return e.double
        ? `${who(e.seat)} jogou de novo ${card(e.card)} (movimento duplo): fogo de ${at(e.from)} para ${at(e.to)}`
        : `${who(e.seat)} jogou uma carta de ${card(e.card)}: fogo de ${at(e.from)} para ${at(e.to)}`;
    case "fireControlled":
      return `o grupo de bombeiros em ${at(e.district)} contém o novo cone`;
    case "housesBurnt": {
      const n = e.colours.length;
      const what =
        e.cause === "fire" ? pl(n, "casa ardeu", "casas arderam") : pl(n, "casa demolida", "casas demolidas");
      return `${n} ${what} em ${at(e.district)} (${e.colours.map((c) => COLOUR_WORDS.pt[c]).join(", ")})`;
    }
    case "wildFire":
      return `fogo selvagem: mais um cone em ${at(e.district)}`;
    case "tokenTaken":
      return `${who(e.seat)} apanhou ${TOKENS.pt[e.kind ?? "faceDown"]} em ${at(e.district)}`;
    case "noPlayableCard":
      return `${who(e.seat)} não tem nenhuma carta jogável (mão ${e.hand.map((c) => CARD_LETTERS.pt[c]).join(" ")}) e descarta uma carta de ${card(e.discarded)}`;
    case "doubleMoveSkipped":
      return null;
    case "pawnMoved":
      return `${who(e.seat)} moveu o seu peão para ${at(e.to)}`;
    case "teamMoved":
      return `${who(e.seat)} moveu um grupo de bombeiros de ${at(e.from)} para ${at(e.to)}${e.committed ? ", onde contém um cone" : ""}`;
    case "demolished":
      return `${who(e.seat)} demoliu ${at(e.district)} com uma carga explosiva`;
    case "tamed":
      return `${who(e.seat)} apagou um cone de fogo em ${at(e.district)}`;
    case "heroOfLondon":
      return `${who(e.seat)} é agora o Herói de Londres`;
    case "actionsEnded":
      return null;
    case "cardDrawn":
      return e.card
        ? `${who(e.seat)} biscou uma carta de ${card(e.card)}`
        : `${who(e.seat)} biscou uma carta`;
    case "intensity":
      return e.card
        ? `Carta de Fogo ${e.card}: ${who(e.seat)} coloca 3 cones de fogo`
        : `intensificação extra: ${who(e.seat)} coloca 3 cones de fogo`;
    case "conePlaced":
      return `${who(e.seat)} colocou ${pl(e.count, "um cone", `${e.count} cones`)} de fogo em ${at(e.district)}`;
    case "conesLost":
      return pl(
        e.count,
        "1 cone não pôde ser colocado e perde-se",
        `${e.count} cones não puderam ser colocados e perdem-se`,
      );
    case "finalRoundsBegin":
      return `a última Carta de Fogo foi resolvida: ${pl(e.turns, "1 turno final", `${e.turns} turnos finais`)}, já não se biscam cartas`;
    case "gameOver":
      return "o último turno terminou: a partida acaba (§7)";
  }
}

function describeActionIn(s: GameState, a: Action, locale: OtherLocale): string {
  const at = (id: string) => districtName(s, id);
  const card = (c: Card) => CARD_WORDS_BY_LOCALE[locale][c];
  if (locale === "it")
    switch (a.type) {
      case "placeTeam":
        return `piazza una Squadra di Emergenza in ${at(a.district)}`;
      case "placePawn":
        return `piazza il tuo Proprietario in ${at(a.district)}`;
      case "fire":
        return `gioca una carta ${card(a.card)}: fuoco da ${at(a.from)} a ${at(a.to)}`;
      case "discard":
        return `nessuna carta giocabile: scarta una carta ${card(a.card)}`;
      case "doubleMove":
        return `Doppio Movimento: fuoco da ${at(a.from)} a ${at(a.to)}`;
      case "skipDoubleMove":
        return "tieni il tuo tassello Doppio Movimento";
      case "movePawn":
        return `muovi il tuo Proprietario in ${at(a.to)}`;
      case "moveTeam":
        return `muovi una Squadra di Emergenza da ${at(a.from)} a ${at(a.to)}`;
      case "demolish":
        return `demolisci ${at(a.district)}`;
      case "tame":
        return "doma un cono dove si trova il tuo Proprietario";
      case "endActions":
        return "termina le tue azioni";
      case "placeCone":
        return `piazza un cono in ${at(a.district)}`;
      case "passCones":
        return "rinuncia ai coni rimanenti";
    }
  switch (a.type) {
    case "placeTeam":
      return `coloca um grupo de bombeiros em ${at(a.district)}`;
    case "placePawn":
      return `coloca o teu peão em ${at(a.district)}`;
    case "fire":
      return `joga uma carta de ${card(a.card)}: fogo de ${at(a.from)} para ${at(a.to)}`;
    case "discard":
      return `nenhuma carta jogável: descarta uma carta de ${card(a.card)}`;
    case "doubleMove":
      return `Movimento duplo: fogo de ${at(a.from)} para ${at(a.to)}`;
    case "skipDoubleMove":
      return "guarda a tua ficha de movimento duplo";
    case "movePawn":
      return `move o teu peão para ${at(a.to)}`;
    case "moveTeam":
      return `move um grupo de bombeiros de ${at(a.from)} para ${at(a.to)}`;
    case "demolish":
      return `demole ${at(a.district)}`;
    case "tame":
      return "apaga um cone de fogo onde está o teu peão";
    case "endActions":
      return "termina as tuas ações";
    case "placeCone":
      return `coloca um cone em ${at(a.district)}`;
    case "passCones":
      return "desiste dos cones restantes";
  }
}
