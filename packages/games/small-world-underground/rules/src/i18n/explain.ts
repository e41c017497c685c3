/**
 * Rule errors in Italian and Portuguese (issue 20): a sentence per error code (and variant), worded
 * from the error's `params`, with the same "§x.y: " prefix the English message has. English is the
 * error's own `message`; an unknown code falls back to it.
 */
import type { Locale, RuleError } from "@pudding/engine";
import type { Phase } from "../state.js";
import { type OtherLocale, raceNameIn, relicWordIn } from "./names.js";

type Params = Record<string, string | number>;
type Template = (p: Params) => string;

const str = (p: Params, k: string): string => String(p[k] ?? "");
const num = (p: Params, k: string): number => {
  const n = Number(p[k]);
  return Number.isFinite(n) ? n : 0;
};

/** What each phase expects, in each language (errors.ts `EXPECTED`). */
export const EXPECTED_IN: Record<OtherLocale, Record<Phase, string>> = {
  it: {
    pick: "scegliere una combinazione Razza/Potere",
    mimes: "scambiare il tassello dei Mimi ombra o tenerlo",
    volcano: "piazzare il Vulcano su un Crepaccio col simbolo del Vulcano",
    start: "espandere i tuoi domini o entrare in Declino",
    conquest: "conquistare, usare un'abilità d'inizio turno o terminare le conquiste",
    armor: "piazzare le tue Corazze di fungo",
    redeploy: "schierare i segnalini che hai in mano nelle tue Regioni",
    tomb: "ridistribuire i tuoi segnalini Non morti in Declino",
    queen: "piazzare la Regina nera in una delle tue Regioni",
    ghost: "piazzare il Fantasma di Lara",
    ring: "piazzare il Solito anello o lasciarlo",
    bagRing: "piazzare la Sacca (come Solito anello) o lasciarla",
    scepter: "piazzare lo Scettro o lasciarlo",
    bagScepter: "piazzare la Sacca (come Scettro) o lasciarla",
    altar: "usare l'Altare delle anime o rinunciare",
    withdraw: "ridistribuire i segnalini ritirati",
    over: "niente: la partita è finita",
  },
  pt: {
    pick: "escolher uma combinação Raça/Poder",
    mimes: "trocar o emblema dos Mimos das Sombras ou mantê-lo",
    volcano: "pôr o Vulcão numa Fenda com o símbolo do Vulcão",
    start: "expandir ou entrar em declínio",
    conquest: "conquistar, usar uma habilidade de início de turno ou terminar as conquistas",
    armor: "pôr as tuas Armaduras de Cogumelo",
    redeploy: "colocar as fichas da tua mão nas tuas regiões",
    tomb: "redistribuir as tuas fichas Tumulares em declínio",
    queen: "pôr a Rainha numa das tuas regiões",
    ghost: "pôr o Fantasma da Caçadora",
    ring: "pôr o Anel do Sapo ou deixá-lo",
    bagRing: "pôr o Saco (como Anel) ou deixá-lo",
    scepter: "pôr o Cetro ou deixá-lo",
    bagScepter: "pôr o Saco (como Cetro) ou deixá-lo",
    altar: "usar o Altar das Almas ou passar",
    withdraw: "redistribuir as fichas retiradas",
    over: "nada: o jogo terminou",
  },
};

const expected = (p: Params, l: OtherLocale) =>
  EXPECTED_IN[l][str(p, "phase") as Phase] ?? str(p, "expected");

const IT: Record<string, Template> = {
  notNow: (p) => `ora non è possibile; è il momento di ${expected(p, "it")}.`,
  illegal: (p) => `ora non è possibile; è il momento di ${expected(p, "it")}.`,
  unknownRegion: (p) =>
    `su questa mappa non c'è la Regione "${str(p, "region")}"; scegli una delle sue Regioni.`,
  noSuchCombo: (p) =>
    p.variant === "mimes"
      ? "i Mimi ombra possono scambiare solo con un'altra combinazione visibile; scegli una delle altre posizioni."
      : `sono visibili solo ${num(p, "visible")} combinazioni; scegli una delle posizioni da 1 a ${num(p, "visible")}.`,
  cannotAfford: (p) =>
    `la combinazione ${num(p, "combo")} costa ${num(p, "price")} Monete e tu ne hai ${num(p, "coins")}${num(p, "onIt") ? ` più ${num(p, "onIt")} sopra di essa` : ""}; scegli una combinazione più in alto nella fila.`,
  notVolcano: (p) =>
    `${str(p, "region")} non ha il simbolo del Vulcano; piazza il Vulcano su un Crepaccio col simbolo del Vulcano.`,
  tooLate: () =>
    "le scelte d'inizio turno vengono prima della tua prima conquista; continua a conquistare o termina le conquiste.",
  notYours: (p) =>
    p.variant === "abandon"
      ? `${str(p, "region")} non è occupata dalla tua Razza Attiva; abbandona una delle tue Regioni.`
      : `${str(p, "region")} non è una Regione della tua Razza Attiva; piazzalo in una delle tue.`,
  cannotMoveAncient: () =>
    "il Grande Antico si sposta una volta per turno, in un'altra Regione dei tuoi Cultisti Attivi.",
  cannotReborn: (p) =>
    `i Rinati trasformano al massimo ${num(p, "most")} Regioni della tua Razza Rinata in Declino per turno, con un segnalino della tua Razza Attiva.`,
  cannotCopy: () =>
    "la Sacca delle meraviglie duplica una Reliquia scoperta per turno, per chi possiede la Razza Magica.",
  noRace: () => "non hai una Razza Attiva con cui conquistare; termina le conquiste.",
  chasm: (p) => `${str(p, "region")} è un Crepaccio abissale: nessuno può entrarvi. Scegli un'altra Regione.`,
  ownRegion: (p) =>
    `${str(p, "region")} è già occupata dai tuoi segnalini (${raceNameIn(str(p, "race"), "it")}); scegli un'altra Regione.`,
  balrog: (p) =>
    p.variant === "move"
      ? "il Balrog si muove una volta per turno, per chi controlla il Pentacolo infame, in una Regione confinante che non sia un Crepaccio, Immune, degli Gnomi o tua."
      : `il Balrog occupa ${str(p, "region")}: nessuno può entrarvi. Scegli un'altra Regione.`,
  immune: (p) => `${str(p, "region")} è Immune (la protegge una figura); scegli un'altra Regione.`,
  noTokens: () => "per conquistare ti serve almeno un segnalino Razza in mano; termina le conquiste.",
  notEdge: (p) =>
    `la Prima conquista deve avvenire sul bordo della mappa (o dove lo permette l'Abilità della tua Razza); ${str(p, "region")} non lo è. Scegli una Regione sul bordo.`,
  gnomes: (p) =>
    `gli Gnomi in ${str(p, "region")} possono essere attaccati solo da una Regione confinante, senza Abilità né Poteri.`,
  notAdjacent: (p) =>
    `${str(p, "region")} non è adiacente a una Regione della tua Razza Attiva; scegli una Regione confinante.`,
  lichesToll: (p) =>
    `conquistare una Regione dei Lich in Declino costa ${num(p, "toll")} Moneta al loro proprietario e tu non ne hai; scegli un'altra Regione.`,
  noRelic: (p) =>
    `la tua Razza Attiva non ha ${relicWordIn(str(p, "relic"), "it")}; il suo potere serve chi occupa la sua Regione.`,
  notSingle: (p) =>
    `${str(p, "region")} deve contenere un singolo segnalino di una Razza Attiva avversaria (non Gnomi), una volta ${p.variant === "vampire" ? "per avversario e per turno" : "per turno"}.`,
  tooExpensive: (p) =>
    `conquistare ${str(p, "region")} costa ${num(p, "cost")} segnalini; te ne restano ${num(p, "have")}. Scegli una Regione meno cara o tenta la conquista finale col dado.`,
  finalAttempt: (p) =>
    p.variant === "affordable"
      ? `puoi permetterti ${str(p, "region")} (${num(p, "cost")} segnalini): conquistala normalmente.`
      : `il Tentativo di conquista finale richiede che alla Regione manchino da 1 a ${num(p, "max")} segnalini; a ${str(p, "region")} ne mancano ${num(p, "short")}.`,
  wispRoll: (p) =>
    `i Fuochi fatui lanciano il dado solo per una Selva di cristallo o una Regione vicina alla loro Selva, con al massimo ${num(p, "max")} segnalini mancanti, quando il lancio può ridurre il costo (${num(p, "cost")}).`,
  cannotDeploy: (p) =>
    p.variant === "notHeld"
      ? `i segnalini si ridistribuiscono solo nelle Regioni occupate dalla tua Razza; ${str(p, "region")} non lo è.`
      : "non puoi schierare così tanti segnalini: schiera al massimo quelli che hai in mano.",
  ghost: () =>
    "il Fantasma di Lara va in qualsiasi Regione tranne quella della Cripta, un Crepaccio o quella del Balrog.",
  altar: () =>
    "l'Altare delle anime prende un segnalino della tua Razza in Declino; scegli una delle sue Regioni.",
  badAction: (p) => `Questa non è un'azione di Small World Underground: ${str(p, "details")}`,
  noSuchSeat: (p) => `Non esiste il posto ${str(p, "seat")}.`,
  over: () => "La partita è finita.",
  notYourTurn: (p) =>
    `Tocca a ${str(p, "player")}, non a te${num(p, "withdraw") ? " (un difensore ridistribuisce i segnalini ritirati)" : ""}.`,
  internal: (p) => `Non è stato possibile applicare l'azione (${str(p, "details")}).`,
};

const PT: Record<string, Template> = {
  notNow: (p) => `isso não é possível agora; é altura de ${expected(p, "pt")}.`,
  illegal: (p) => `isso não é possível agora; é altura de ${expected(p, "pt")}.`,
  unknownRegion: (p) =>
    `não há nenhuma região "${str(p, "region")}" neste mapa; escolhe uma das suas regiões.`,
  noSuchCombo: (p) =>
    p.variant === "mimes"
      ? "os Mimos das Sombras só podem trocar com outra combinação visível; escolhe uma das outras posições."
      : `só há ${num(p, "visible")} combinações visíveis; escolhe uma das posições de 1 a ${num(p, "visible")}.`,
  cannotAfford: (p) =>
    `a combinação ${num(p, "combo")} custa ${num(p, "price")} moedas e tens ${num(p, "coins")}${num(p, "onIt") ? ` mais ${num(p, "onIt")} em cima dela` : ""}; escolhe uma combinação mais acima na fila.`,
  notVolcano: (p) =>
    `${str(p, "region")} não tem o símbolo do Vulcão; põe o Vulcão numa Fenda com o símbolo do Vulcão.`,
  tooLate: () =>
    "as escolhas de início de turno vêm antes da tua primeira conquista; continua a conquistar ou termina as conquistas.",
  notYours: (p) =>
    p.variant === "abandon"
      ? `${str(p, "region")} não é ocupada pela tua raça ativa; abandona uma das tuas regiões.`
      : `${str(p, "region")} não é uma região da tua raça ativa; põe-no numa das tuas.`,
  cannotMoveAncient: () =>
    "o Grande Antigo move-se uma vez por turno, para outra região dos teus Cultistas ativos.",
  cannotReborn: (p) =>
    `os Renascidos transformam no máximo ${num(p, "most")} regiões da tua raça Renascida em declínio por turno, com uma ficha da tua raça ativa.`,
  cannotCopy: () =>
    "o Saco das Mil Coisas copia uma Relíquia revelada por turno, para o dono da raça Mágica.",
  noRace: () => "não tens nenhuma raça ativa com que conquistar; termina as conquistas.",
  chasm: (p) => `${str(p, "region")} é uma Fenda Abissal: ninguém entra lá. Escolhe outra região.`,
  ownRegion: (p) =>
    `${str(p, "region")} já é ocupada pelas tuas fichas (${raceNameIn(str(p, "race"), "pt")}); escolhe outra região.`,
  balrog: (p) =>
    p.variant === "move"
      ? "o Balrog move-se uma vez por turno, para quem controla o Pentáculo Malvado, para uma região vizinha que não seja uma Fenda, imune, dos Gnomos ou tua."
      : `o Balrog ocupa ${str(p, "region")}: está fechada a todos. Escolhe outra região.`,
  immune: (p) => `${str(p, "region")} é imune (uma figura protege-a); escolhe outra região.`,
  noTokens: () => "precisas de pelo menos uma ficha de raça na mão para conquistar; termina as conquistas.",
  notEdge: (p) =>
    `a primeira conquista tem de ser na borda do mapa (ou onde a habilidade da tua raça o permitir); ${str(p, "region")} não é. Escolhe uma região da borda.`,
  gnomes: (p) =>
    `os Gnomos em ${str(p, "region")} só podem ser atacados a partir de uma região vizinha, sem habilidades.`,
  notAdjacent: (p) =>
    `${str(p, "region")} não é vizinha de uma região da tua raça ativa; escolhe uma região vizinha.`,
  lichesToll: (p) =>
    `conquistar uma região dos Liches em declínio custa ${num(p, "toll")} moeda ao seu dono e não tens nenhuma; escolhe outra região.`,
  noRelic: (p) =>
    `a tua raça ativa não tem ${relicWordIn(str(p, "relic"), "pt")}; o seu poder serve quem ocupa a sua região.`,
  notSingle: (p) =>
    `${str(p, "region")} tem de ter uma única ficha de uma raça ativa adversária (não Gnomos), uma vez ${p.variant === "vampire" ? "por adversário e por turno" : "por turno"}.`,
  tooExpensive: (p) =>
    `conquistar ${str(p, "region")} custa ${num(p, "cost")} fichas; restam-te ${num(p, "have")}. Escolhe uma região mais barata ou faz uma tentativa final com o dado.`,
  finalAttempt: (p) =>
    p.variant === "affordable"
      ? `consegues pagar ${str(p, "region")} (${num(p, "cost")} fichas): conquista-a normalmente.`
      : `uma tentativa final exige que faltem à região de 1 a ${num(p, "max")} fichas; a ${str(p, "region")} faltam ${num(p, "short")}.`,
  wispRoll: (p) =>
    `os Fogos-Fátuos só lançam o dado para um Cristal Místico ou uma região junto ao seu Cristal, faltando no máximo ${num(p, "max")} fichas, quando o lançamento pode baixar o custo (${num(p, "cost")}).`,
  cannotDeploy: (p) =>
    p.variant === "notHeld"
      ? `as fichas só se redistribuem nas regiões que a tua raça ocupa; ${str(p, "region")} não é uma delas.`
      : "não podes colocar tantas fichas: coloca no máximo as fichas que tens na mão.",
  ghost: () => "o Fantasma vai para qualquer região exceto a da Cripta, uma Fenda ou a do Balrog.",
  altar: () => "o Altar leva uma ficha da tua raça em declínio; escolhe uma das suas regiões.",
  badAction: (p) => `Isso não é uma ação de Small World Underground: ${str(p, "details")}`,
  noSuchSeat: (p) => `Não existe o lugar ${str(p, "seat")}.`,
  over: () => "O jogo terminou.",
  notYourTurn: (p) =>
    `É a vez de ${str(p, "player")}, não a tua${num(p, "withdraw") ? " (um defensor redistribui as fichas retiradas)" : ""}.`,
  internal: (p) => `Não foi possível aplicar a ação (${str(p, "details")}).`,
};

/** The Italian and Portuguese templates by error code (tests check every code has both). */
export const EXPLAIN_TEMPLATES: Record<OtherLocale, Record<string, Template>> = { it: IT, pt: PT };

/** A rule error in `locale`, from its code and params; English (and unknown codes) give `message`. */
export function explainError(error: RuleError, locale: Locale): string {
  if (locale !== "it" && locale !== "pt") return error.message;
  const t = EXPLAIN_TEMPLATES[locale][error.code];
  if (!t) return error.message;
  const text = t(error.params ?? {});
  // The English of errors.ts starts "§x.y: "; the module's own (seat, turn, over) do not.
  const prefix = error.rule && error.message.startsWith(`${error.rule}: `) ? `${error.rule}: ` : "";
  return `${prefix}${text}`;
}
