/**
 * The lobby's refusals and notices in the reader's language (English, Italian, Portuguese): every
 * 4xx says what is wrong and what to do, in the language of the request.
 */
import type { Locale } from "@pudding/engine";

type Params = Record<string, string | number>;
type Catalogue = Record<string, string>;

const EN: Catalogue = {
  noTable: "There is no open table {{id}}. It may have started, expired or been closed; look in Open tables.",
  notOpen: "This table is no longer open: {{state}}.",
  expired: "This table expired after {{hours}} h with its seats still open; nobody can join it now.",
  started: "This table has started; ask its players for a seat at the next one.",
  full: "Someone else took the last open seat a moment before you; this table is full. Look for another open table.",
  noSeatOpen: "Seat {{seat}} is not an open seat of this table.",
  seatTaken: "Seat {{seat}} was taken a moment before you; pick another open seat.",
  alreadySeated: "You already sit at this table (seat {{seat}}).",
  guestsRefused: "The creator of this table lets only signed-in players join. Sign in to take a seat.",
  guestNeedsName: "A guest joins with a name: write the name the others will see.",
  nameTaken:
    "{{name}} looks like the name of someone already at this table ({{other}}); choose another name.",
  notHost: "Only the creator of this table may do that (the creator's key does not match).",
  noPlayerThere: "Nobody has joined seat {{seat}}; there is nobody to remove.",
  noOpenSeat: "A table for others to join needs at least one open seat; without one, create a private game.",
  noPerson: "An open table needs the creator's own seat (a person) besides the open seats.",
  badGame: "There is no game {{game}} on this server.",
  seatCount: "{{game}} is played by {{min}} to {{max}}; this table has {{n}} seats.",
  badBot: "{{bot}} is not a bot of {{game}}; choose one of: {{bots}}.",
  badMap: "The board {{map}} is not one of {{game}}'s, or does not serve {{n}} seats.",
  badRules: "The rules {{rules}} are not a preset or a published rule set of {{game}}.",
  notKey: "This key opens no seat at this table.",
  startFailed: "The game could not start: {{reason}} The table is open again.",
  owner: "An owner id is 1 to 100 letters, digits, '-', '_' or ':'.",
};

const IT: Catalogue = {
  noTable:
    "Non c'è un tavolo aperto {{id}}. Forse è iniziato, scaduto o stato chiuso; guarda in Tavoli aperti.",
  notOpen: "Questo tavolo non è più aperto: {{state}}.",
  expired: "Questo tavolo è scaduto dopo {{hours}} h con posti ancora liberi; nessuno può più unirsi.",
  started: "Questo tavolo è iniziato; chiedi ai suoi giocatori un posto al prossimo.",
  full: "Qualcun altro ha preso l'ultimo posto libero un attimo prima di te; il tavolo è pieno. Cerca un altro tavolo aperto.",
  noSeatOpen: "Il posto {{seat}} non è un posto libero di questo tavolo.",
  seatTaken: "Il posto {{seat}} è stato preso un attimo prima di te; scegli un altro posto libero.",
  alreadySeated: "Siedi già a questo tavolo (posto {{seat}}).",
  guestsRefused:
    "Chi ha creato questo tavolo accetta solo giocatori con un account. Accedi per prendere un posto.",
  guestNeedsName: "Un ospite si unisce con un nome: scrivi il nome che vedranno gli altri.",
  nameTaken:
    "{{name}} somiglia al nome di qualcuno già seduto a questo tavolo ({{other}}); scegli un altro nome.",
  notHost: "Solo chi ha creato questo tavolo può farlo (la chiave del creatore non corrisponde).",
  noPlayerThere: "Nessuno si è unito al posto {{seat}}; non c'è nessuno da togliere.",
  noOpenSeat:
    "Un tavolo aperto agli altri ha bisogno di almeno un posto libero; senza, crea una partita privata.",
  noPerson: "Un tavolo aperto ha bisogno del posto del creatore (una persona) oltre ai posti liberi.",
  badGame: "Su questo server non c'è il gioco {{game}}.",
  seatCount: "{{game}} si gioca da {{min}} a {{max}}; questo tavolo ha {{n}} posti.",
  badBot: "{{bot}} non è un bot di {{game}}; scegli uno tra: {{bots}}.",
  badMap: "Il tabellone {{map}} non è di {{game}}, o non serve {{n}} posti.",
  badRules: "Le regole {{rules}} non sono una variante o un regolamento pubblicato di {{game}}.",
  notKey: "Questa chiave non apre nessun posto di questo tavolo.",
  startFailed: "La partita non è potuta iniziare: {{reason}} Il tavolo è di nuovo aperto.",
  owner: "L'id di un proprietario ha da 1 a 100 lettere, cifre, '-', '_' o ':'.",
};

const PT: Catalogue = {
  noTable:
    "Não há uma mesa aberta {{id}}. Talvez tenha começado, expirado ou sido fechada; veja em Mesas abertas.",
  notOpen: "Esta mesa já não está aberta: {{state}}.",
  expired: "Esta mesa expirou após {{hours}} h com lugares ainda livres; ninguém pode entrar agora.",
  started: "Esta mesa já começou; peça um lugar aos seus jogadores na próxima.",
  full: "Outra pessoa ocupou o último lugar livre um instante antes de si; a mesa está cheia. Procure outra mesa aberta.",
  noSeatOpen: "O lugar {{seat}} não é um lugar livre desta mesa.",
  seatTaken: "O lugar {{seat}} foi ocupado um instante antes de si; escolha outro lugar livre.",
  alreadySeated: "Já está sentado nesta mesa (lugar {{seat}}).",
  guestsRefused: "Quem criou esta mesa só aceita jogadores com conta. Entre para ocupar um lugar.",
  guestNeedsName: "Um convidado entra com um nome: escreva o nome que os outros verão.",
  nameTaken: "{{name}} parece o nome de alguém já nesta mesa ({{other}}); escolha outro nome.",
  notHost: "Só quem criou esta mesa pode fazer isso (a chave do criador não corresponde).",
  noPlayerThere: "Ninguém ocupou o lugar {{seat}}; não há ninguém para retirar.",
  noOpenSeat:
    "Uma mesa aberta aos outros precisa de pelo menos um lugar livre; sem ele, crie um jogo privado.",
  noPerson: "Uma mesa aberta precisa do lugar de quem a cria (uma pessoa) além dos lugares livres.",
  badGame: "Não há o jogo {{game}} neste servidor.",
  seatCount: "{{game}} joga-se de {{min}} a {{max}}; esta mesa tem {{n}} lugares.",
  badBot: "{{bot}} não é um bot de {{game}}; escolha um de: {{bots}}.",
  badMap: "O tabuleiro {{map}} não é de {{game}}, ou não serve {{n}} lugares.",
  badRules: "As regras {{rules}} não são uma predefinição nem um conjunto publicado de {{game}}.",
  notKey: "Esta chave não abre nenhum lugar desta mesa.",
  startFailed: "O jogo não pôde começar: {{reason}} A mesa está aberta de novo.",
  owner: "O id de um dono tem de 1 a 100 letras, algarismos, '-', '_' ou ':'.",
};

const CATALOGUES: Record<string, Catalogue> = { en: EN, it: IT, pt: PT };

/** The keys of the lobby's refusals (the same in every language; tests compare the catalogues). */
export type LobbyWord = keyof typeof EN;
export const LOBBY_WORDS = { en: EN, it: IT, pt: PT };

/** `key` in `locale` (English when missing) with `{{param}}`s filled in. */
export function say(locale: Locale | undefined, key: LobbyWord, params: Params = {}): string {
  const text = CATALOGUES[locale ?? "en"]?.[key] ?? EN[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, p: string) => String(params[p] ?? ""));
}
