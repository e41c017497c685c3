/**
 * The Great Fire in Italian and Portuguese (issue 20): the words of cards, colours, tokens and
 * phases as the Italian rulebook and the Portuguese edition print them, and `explainError`, a rule
 * error worded from its `code` and `params` (`message` stays the English). Plain TypeScript: the
 * rules package has no i18n dependency; the UI package keeps its own catalogue.
 *
 * Terms: Italian — carta Movimento Fuoco, carta Intensificazione Fuoco, Squadra di Emergenza,
 * Proprietario, tassello Esplosivo / Doppio Movimento / 1 Punto Vittoria, Domare le fiamme, Eroe di
 * Londra, Punti Azione, parchi, regione verde. Portuguese (edition translated by C. Abrunhosa) —
 * carta de movimento, Carta de Fogo, Intensificar o Incêndio, grupo de bombeiros, peão de
 * proprietário, ficha de carga explosiva / movimento duplo / 1 PV, apagar fogo, Herói de Londres,
 * pontos de ação, zonas verdes, região verde (spelling of the 1990 agreement: ação, objetivo).
 */
import type { Locale } from "@pudding/engine";
import type { Action, Card, HouseColour, RuleError, TokenKind } from "./contract.js";
import type { ScoreResult } from "./scoring.js";
import type { Phase } from "./state.js";

/** A language other than English. */
export type OtherLocale = Exclude<Locale, "en">;

/** The four directions of the Fire Movement cards. */
export const CARD_WORDS: Record<Locale, Record<Card, string>> = {
  en: { N: "North", E: "East", S: "South", W: "West" },
  it: { N: "Nord", E: "Est", S: "Sud", W: "Ovest" },
  pt: { N: "Norte", E: "Este", S: "Sul", W: "Oeste" },
};

/** A card's letter as a hand shows it (`N E S W`; West is `O` in Italian and Portuguese). */
export const CARD_LETTERS: Record<Locale, Record<Card, string>> = {
  en: { N: "N", E: "E", S: "S", W: "W" },
  it: { N: "N", E: "E", S: "S", W: "O" },
  pt: { N: "N", E: "E", S: "S", W: "O" },
};

/** The six house colours. */
export const COLOUR_WORDS: Record<Locale, Record<HouseColour, string>> = {
  en: { red: "red", blue: "blue", green: "green", yellow: "yellow", purple: "purple", wood: "wood" },
  it: { red: "rosso", blue: "blu", green: "verde", yellow: "giallo", purple: "viola", wood: "legno" },
  pt: { red: "vermelho", blue: "azul", green: "verde", yellow: "amarelo", purple: "roxo", wood: "madeira" },
};

/** An extra-action token with its article ("an Explosive"), and the face-down one. */
export const TOKEN_WORDS: Record<OtherLocale, Record<TokenKind | "faceDown", string>> = {
  it: {
    explosive: "un tassello Esplosivo",
    doubleMove: "un tassello Doppio Movimento",
    oneVp: "un tassello 1 Punto Vittoria",
    faceDown: "un tassello coperto",
  },
  pt: {
    explosive: "uma ficha de carga explosiva",
    doubleMove: "uma ficha de movimento duplo",
    oneVp: "uma ficha de 1 PV",
    faceDown: "uma ficha de face oculta",
  },
};

/** The four §4.2 priority classes in words. */
export const CLASS_WORDS_BY_LOCALE: Record<Locale, readonly string[]> = {
  en: ["", "houses and no team", "houses and a team", "no houses and no team", "no houses and a team"],
  it: [
    "",
    "case e nessuna Squadra di Emergenza",
    "case e una Squadra di Emergenza",
    "nessuna casa e nessuna Squadra di Emergenza",
    "nessuna casa e una Squadra di Emergenza",
  ],
  pt: [
    "",
    "casas e nenhum grupo de bombeiros",
    "casas e um grupo de bombeiros",
    "sem casas e sem grupo de bombeiros",
    "sem casas e com um grupo de bombeiros",
  ],
};

/** The phases, as "during …" completes them (with the § as the English has it). */
const PHASE_WORDS: Record<OtherLocale, Record<Phase, string>> = {
  it: {
    setupTeams: "il piazzamento delle Squadre di Emergenza (§2.9)",
    setupPawns: "il piazzamento dei Proprietari (§2.10)",
    spread: "la Fase A, propagazione del fuoco (§4)",
    doubleMove: "la scelta del Doppio Movimento (§4.6)",
    actions: "la Fase B, azioni (§5)",
    intensity: "un'Intensificazione Fuoco (§6)",
    over: "la fine della partita",
  },
  pt: {
    setupTeams: "a colocação dos grupos de bombeiros (§2.9)",
    setupPawns: "a colocação dos peões de proprietário (§2.10)",
    spread: "a fase Expandir o Incêndio (§4)",
    doubleMove: "a escolha do movimento duplo (§4.6)",
    actions: "a fase Realizar Ações (§5)",
    intensity: "uma intensificação do incêndio (§6)",
    over: "o fim da partida",
  },
};

/** Each kind of action as "you cannot … now" completes it. */
const ACTION_WORDS: Record<OtherLocale, Record<Action["type"], string>> = {
  it: {
    placeTeam: "piazzare una Squadra di Emergenza",
    placePawn: "piazzare il Proprietario",
    fire: "giocare una carta Movimento Fuoco",
    discard: "scartare una carta",
    doubleMove: "usare il Doppio Movimento",
    skipDoubleMove: "rinunciare al Doppio Movimento",
    movePawn: "muovere il Proprietario",
    moveTeam: "muovere una Squadra di Emergenza",
    demolish: "demolire un distretto",
    tame: "domare le fiamme",
    endActions: "terminare le azioni",
    placeCone: "piazzare un cono di fuoco",
    passCones: "rinunciare ai coni rimanenti",
  },
  pt: {
    placeTeam: "colocar um grupo de bombeiros",
    placePawn: "colocar o peão de proprietário",
    fire: "jogar uma carta de movimento",
    discard: "descartar uma carta",
    doubleMove: "usar o movimento duplo",
    skipDoubleMove: "dispensar o movimento duplo",
    movePawn: "mover o peão de proprietário",
    moveTeam: "mover um grupo de bombeiros",
    demolish: "demolir um distrito",
    tame: "apagar fogo",
    endActions: "terminar as ações",
    placeCone: "colocar um cone de fogo",
    passCones: "desistir dos cones restantes",
  },
};

/** The rows of the end screen's §7.1 breakdown (`outcome`), by key. */
export type OutcomeRow = "base" | "burnt" | "tamed" | "objectives" | "oneVp" | "hero" | "total";

/**
 * The end screen's words (§7): the breakdown's row labels and what decided the winners (§7.2), in
 * each language. The English is the module's own, unchanged.
 */
export const OUTCOME_WORDS: Record<
  Locale,
  { rows: Record<OutcomeRow, string>; decidedBy: Record<ScoreResult["decidedBy"], string> }
> = {
  en: {
    rows: {
      base: "Start",
      burnt: "Own houses lost (−2 each)",
      tamed: "Tamed cones",
      objectives: "Surviving objectives",
      oneVp: "One VP tokens",
      hero: "Hero of London",
      total: "Total",
    },
    decidedBy: {
      score: "Highest score (§7.1).",
      tamedCones: "Tied on score; most cones tamed (§7.2).",
      intactHouses: "Tied on score and tamed cones; most own houses still standing (§7.2).",
      objectives: "Tied further; most VP from objectives (§7.2).",
      sharedWin: "Tied on everything: a shared win (§7.2).",
    },
  },
  it: {
    rows: {
      base: "PV di partenza",
      burnt: "Case del proprio colore perse (−2 ciascuna)",
      tamed: "Coni di fuoco domati",
      objectives: "Obiettivi salvi",
      oneVp: "Tasselli 1 Punto Vittoria",
      hero: "Eroe di Londra",
      total: "Totale PV",
    },
    decidedBy: {
      score: "Punteggio più alto (§7.1).",
      tamedCones: "Parità di punteggio; più coni di fuoco domati (§7.2).",
      intactHouses:
        "Parità di punteggio e di coni domati; più case del proprio colore ancora in piedi (§7.2).",
      objectives: "Ancora parità; più PV dagli obiettivi (§7.2).",
      sharedWin: "Parità su tutto: vittoria condivisa (§7.2).",
    },
  },
  pt: {
    rows: {
      base: "PV iniciais",
      burnt: "Casas da própria cor perdidas (−2 cada)",
      tamed: "Cones de fogo apagados",
      objectives: "Objetivos a salvo",
      oneVp: "Fichas de 1 PV",
      hero: "Herói de Londres",
      total: "Total de PV",
    },
    decidedBy: {
      score: "Pontuação mais alta (§7.1).",
      tamedCones: "Empate na pontuação; mais cones de fogo apagados (§7.2).",
      intactHouses: "Empate na pontuação e nos cones apagados; mais casas da própria cor ainda de pé (§7.2).",
      objectives: "Continua o empate; mais PV dos objetivos (§7.2).",
      sharedWin: "Empate em tudo: vitória partilhada (§7.2).",
    },
  },
};

/** Every `code` a rule error of this package can carry (`err(…)` in play.ts). */
export const RULE_ERROR_CODES = [
  "unknownDistrict",
  "gameOver",
  "wrongPhase",
  "setupPlacement",
  "cardNotInHand",
  "doubleUsed",
  "noDoubleMove",
  "badSource",
  "badDestination",
  "unreachable",
  "priority",
  "cardPlayable",
  "noActionPoints",
  "actionOrder",
  "noTeam",
  "notAdjacent",
  "puddingLane",
  "noExplosive",
  "cannotDemolish",
  "notContained",
  "badCone",
  "mustPlace",
  "badAction",
  "internal",
  "notYourTurn",
] as const;
/** A rule error code of this package. */
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

/** Thrown by a template when the error lacks a value it needs: the English is shown instead. */
class Missing extends Error {}

/** The params of an error, read strictly: a missing value falls back to the English message. */
interface P {
  /** A value as text (missing → the English). */
  (key: string): string;
  /** A count (missing or not a number → the English). */
  n(key: string): number;
  /** A card's direction in the reader's language. */
  card(key: string): string;
  /** A variant selector (`reason`, `place`…), or "" when absent. */
  opt(key: string): string;
}

function reader(params: Record<string, string | number> | undefined, locale: Locale): P {
  const get = ((key: string) => {
    const v = params?.[key];
    if (v === undefined || v === null || v === "") throw new Missing(key);
    return String(v);
  }) as P;
  get.n = (key) => {
    const v = Number(params?.[key]);
    if (!Number.isFinite(v)) throw new Missing(key);
    return v;
  };
  get.card = (key) => {
    const c = get(key);
    const w = CARD_WORDS[locale][c as Card];
    if (!w) throw new Missing(key);
    return w;
  };
  get.opt = (key) => (params?.[key] === undefined ? "" : String(params[key]));
  return get;
}

type Template = (p: P) => string;

/** `one` when n is 1, else `other` (both already filled). */
const pl = (n: number, one: string, other: string) => (n === 1 ? one : other);

const IT: Record<RuleErrorCode, Template> = {
  unknownDistrict: (p) => `Su questa mappa non c'è nessun distretto "${p("id")}"`,
  gameOver: () => "La partita è finita",
  wrongPhase: (p) => {
    const action = ACTION_WORDS.it[p("action") as Action["type"]];
    const phase = PHASE_WORDS.it[p("phase") as Phase];
    if (!action || !phase) throw new Missing("phase");
    return `Non puoi ${action} durante ${phase}`;
  },
  setupPlacement: (p) =>
    `${p.opt("place") === "puddingLane" ? `L'incendio parte da ${p("district")}` : `${p("district")} è nella regione verde`}; ${
      p.opt("piece") === "pawn" ? "i Proprietari si piazzano" : "le Squadre di Emergenza si piazzano"
    } fuori dalla regione verde e da Pudding Lane`,
  cardNotInHand: (p) => `Non hai nessuna carta ${p.card("card")}`,
  doubleUsed: () => "Un solo Doppio Movimento per turno",
  noDoubleMove: (p) =>
    p.opt("reason") === "tooLate"
      ? "Il Doppio Movimento si usa subito dopo il movimento del fuoco, prima di ogni azione della Fase B"
      : "Il Doppio Movimento richiede un tassello Doppio Movimento e una carta giocata in questo turno",
  badSource: (p) =>
    p.opt("reason") === "fewCones"
      ? `${p("district")} ha meno di 2 coni di fuoco; l'ultimo cono non lascia mai un distretto`
      : `${p("district")} non ha coni di fuoco liberi da prendere`,
  badDestination: (p) => {
    switch (p.opt("reason")) {
      case "park":
        return `${p("district")} è un parco; il fuoco non entra mai nei parchi`;
      case "origin":
        return "Pudding Lane non è mai una destinazione";
      case "demolished":
        return `${p("district")} è demolito; il fuoco non vi entra mai`;
      case "source":
        return "Il distretto di partenza non è mai la destinazione";
      case "freeCone":
        return `${p("district")} ha un cono di fuoco libero, quindi il fuoco non può fermarsi lì`;
      default:
        throw new Missing("reason");
    }
  },
  unreachable: (p) =>
    `Nessun passo verso ${p.card("card")} porta dal fuoco, attraverso ${p("from")}, fino a ${p("to")}`,
  priority: (p) =>
    `${p("district")} ha priorità ${p.n("class")} (${CLASS_WORDS_BY_LOCALE.it[p.n("class")] ?? "?"}), ma è raggiungibile la priorità ${p.n("best")}: ${p("better")}`,
  cardPlayable: () => "Hai una carta giocabile; si scarta una carta solo quando nessuna è giocabile",
  noActionPoints: () => "Non hai più Punti Azione",
  actionOrder: (p) => {
    switch (p.opt("reason")) {
      case "pawn":
        return "Il Proprietario si muove per primo; in questo turno hai già mosso una Squadra di Emergenza o domato le fiamme";
      case "team":
        return "Le Squadre di Emergenza si muovono prima di domare le fiamme; in questo turno hai già domato le fiamme";
      case "demolish":
        return "Le demolizioni avvengono durante il movimento delle Squadre di Emergenza, prima di domare le fiamme";
      default:
        throw new Missing("reason");
    }
  },
  noTeam: (p) => {
    switch (p.opt("reason")) {
      case "committed":
        return `Tutte le Squadre di Emergenza in ${p("district")} controllano un cono; una squadra impegnata non può muoversi finché il suo cono non viene domato`;
      case "uncommitted":
        return `In ${p("district")} non c'è nessuna Squadra di Emergenza libera`;
      default:
        return `In ${p("district")} non c'è nessuna Squadra di Emergenza`;
    }
  },
  notAdjacent: (p) => `${p("to")} non è adiacente a ${p("from")}`,
  puddingLane: () => "Nessuno entra mai in Pudding Lane",
  noExplosive: () => "Non hai nessun tassello Esplosivo",
  cannotDemolish: (p) => {
    const why: Record<string, string> = {
      noFire: "non è adiacente a nessun fuoco",
      park: "i parchi non possono essere demoliti",
      demolished: "è già demolito",
      cones: "contiene coni di fuoco",
      houses: "riporta più di 2 simboli casa",
    };
    const w = why[p.opt("reason")];
    if (!w) throw new Missing("reason");
    return `${p("district")} non può essere demolito: ${w}`;
  },
  notContained: (p) =>
    `Il fuoco in ${p("district")} non è contenuto (servono coni di fuoco, tutti controllati da Squadre di Emergenza)`,
  badCone: (p) => {
    switch (p.opt("reason")) {
      case "origin":
        return "Pudding Lane non riceve mai coni di Intensificazione";
      case "full":
        return `${p("district")} ha già ${p.n("cones")} coni di fuoco, il massimo consentito (${pl(p.n("houses"), "1 simbolo casa", `${p.n("houses")} simboli casa`)} + 2)`;
      default:
        return `${p("district")} non ha coni di fuoco liberi`;
    }
  },
  mustPlace: (p) => `Ogni cono che si può piazzare va piazzato; ${p("district")} può ancora riceverne uno`,
  badAction: (p) => `Azione non valida: ${p("details")}`,
  internal: (p) => `Errore interno del motore di gioco: ${p("details")}`,
  notYourTurn: (p) => `È il turno di ${p("player")}, non il tuo`,
};

const PT: Record<RuleErrorCode, Template> = {
  unknownDistrict: (p) => `Não há nenhum distrito "${p("id")}" neste mapa`,
  gameOver: () => "A partida acabou",
  wrongPhase: (p) => {
    const action = ACTION_WORDS.pt[p("action") as Action["type"]];
    const phase = PHASE_WORDS.pt[p("phase") as Phase];
    if (!action || !phase) throw new Missing("phase");
    return `Não podes ${action} durante ${phase}`;
  },
  setupPlacement: (p) =>
    `${p.opt("place") === "puddingLane" ? `O incêndio começa em ${p("district")}` : `${p("district")} fica na região verde`}; ${
      p.opt("piece") === "pawn" ? "os peões de proprietário" : "os grupos de bombeiros"
    } colocam-se fora da região verde e de Pudding Lane`,
  cardNotInHand: (p) => `Não tens nenhuma carta de ${p.card("card")}`,
  doubleUsed: () => "Só se pode usar um movimento duplo por turno",
  noDoubleMove: (p) =>
    p.opt("reason") === "tooLate"
      ? "O movimento duplo faz-se logo a seguir ao movimento do fogo, antes de qualquer ação da fase Realizar Ações"
      : "O movimento duplo precisa de uma ficha de movimento duplo e de uma carta jogada neste turno",
  badSource: (p) =>
    p.opt("reason") === "fewCones"
      ? `${p("district")} tem menos de 2 cones de fogo; o último cone nunca sai de um distrito`
      : `${p("district")} não tem nenhum cone de fogo livre para mover`,
  badDestination: (p) => {
    switch (p.opt("reason")) {
      case "park":
        return `${p("district")} é uma zona verde; o fogo nunca entra nas zonas verdes`;
      case "origin":
        return "Pudding Lane nunca é um destino";
      case "demolished":
        return `${p("district")} foi demolido; o fogo nunca entra nele`;
      case "source":
        return "O distrito de onde sai o fogo nunca é o destino";
      case "freeCone":
        return `${p("district")} tem um cone de fogo livre, por isso o fogo não pode terminar aí o seu movimento`;
      default:
        throw new Missing("reason");
    }
  },
  unreachable: (p) =>
    `Nenhum passo para ${p.card("card")} leva do fogo, através de ${p("from")}, até ${p("to")}`,
  priority: (p) =>
    `${p("district")} tem prioridade ${p.n("class")} (${CLASS_WORDS_BY_LOCALE.pt[p.n("class")] ?? "?"}), mas há destinos de prioridade ${p.n("best")} ao alcance: ${p("better")}`,
  cardPlayable: () => "Tens uma carta jogável; só se descarta uma carta quando nenhuma é jogável",
  noActionPoints: () => "Já não tens pontos de ação",
  actionOrder: (p) => {
    switch (p.opt("reason")) {
      case "pawn":
        return "O peão de proprietário move-se primeiro; neste turno já moveste um grupo de bombeiros ou apagaste fogo";
      case "team":
        return "Os grupos de bombeiros movem-se antes de apagar fogo; neste turno já apagaste fogo";
      case "demolish":
        return "As demolições fazem-se durante o movimento dos grupos de bombeiros, antes de apagar fogo";
      default:
        throw new Missing("reason");
    }
  },
  noTeam: (p) => {
    switch (p.opt("reason")) {
      case "committed":
        return `Todos os grupos de bombeiros em ${p("district")} estão a conter um cone; um grupo ocupado não se pode mover até o seu cone ser apagado`;
      case "uncommitted":
        return `Não há nenhum grupo de bombeiros livre em ${p("district")}`;
      default:
        return `Não há nenhum grupo de bombeiros em ${p("district")}`;
    }
  },
  notAdjacent: (p) => `${p("to")} não é adjacente a ${p("from")}`,
  puddingLane: () => "Ninguém pode entrar em Pudding Lane",
  noExplosive: () => "Não tens nenhuma ficha de carga explosiva",
  cannotDemolish: (p) => {
    const why: Record<string, string> = {
      noFire: "não é adjacente a nenhum fogo",
      park: "as zonas verdes não se podem demolir",
      demolished: "já foi demolido",
      cones: "tem cones de fogo",
      houses: "tem mais de 2 símbolos de casa",
    };
    const w = why[p.opt("reason")];
    if (!w) throw new Missing("reason");
    return `${p("district")} não pode ser demolido: ${w}`;
  },
  notContained: (p) =>
    `O fogo em ${p("district")} não está contido (precisa de cones de fogo, todos cobertos por grupos de bombeiros)`,
  badCone: (p) => {
    switch (p.opt("reason")) {
      case "origin":
        return "Pudding Lane nunca recebe cones ao intensificar o incêndio";
      case "full":
        return `${p("district")} já tem ${p.n("cones")} cones de fogo, o máximo permitido (${pl(p.n("houses"), "1 símbolo de casa", `${p.n("houses")} símbolos de casa`)} + 2)`;
      default:
        return `${p("district")} não tem nenhum cone de fogo livre`;
    }
  },
  mustPlace: (p) =>
    `Todos os cones que se podem colocar têm de ser colocados; ${p("district")} ainda pode receber um`,
  badAction: (p) => `Ação inválida: ${p("details")}`,
  internal: (p) => `Erro interno do motor de jogo: ${p("details")}`,
  notYourTurn: (p) => `É a vez de ${p("player")}, não a tua`,
};

const TEMPLATES: Record<OtherLocale, Record<RuleErrorCode, Template>> = { it: IT, pt: PT };

/**
 * A rule error in `locale`, worded from its `code` and `params`; English, an unknown code or an
 * error without the values its sentence needs give `error.message`.
 */
export function explainError(error: RuleError, locale: Locale): string {
  if (locale === "en") return error.message;
  const t = TEMPLATES[locale]?.[error.code as RuleErrorCode];
  if (!t || !Object.hasOwn(TEMPLATES[locale], error.code)) return error.message;
  try {
    return t(reader(error.params, locale));
  } catch (e) {
    if (e instanceof Missing) return error.message;
    throw e;
  }
}

/** The lobby's description in the other languages (both editions print the English title). */
export const MODULE_TRANSLATIONS: Record<OtherLocale, { description: string }> = {
  it: {
    description:
      "Da 3 a 6 giocatori propagano il fuoco per Londra con colori delle case segreti: brucia le case degli altri, salva le tue e i tuoi obiettivi, doma le fiamme.",
  },
  pt: {
    description:
      "De 3 a 6 jogadores expandem o incêndio por Londres com cores de casas secretas: queima as casas dos outros, salva as tuas e os teus objetivos, apaga o fogo.",
  },
};

/** Label and description of each preset (`PRESET_INFO`) in the other languages. */
export const PRESET_TRANSLATIONS: Record<
  string,
  Record<OtherLocale, { label: string; description: string }>
> = {
  "italian-base": {
    it: {
      label: "Gioco base italiano",
      description: "Le regole del regolamento italiano: colori delle case segreti, un solo turno finale.",
    },
    pt: {
      label: "Jogo base italiano",
      description: "As regras do livro de regras italiano: cores das casas secretas, uma só ronda final.",
    },
  },
  easy: {
    it: {
      label: "Facile",
      description:
        "§8.1: i colori delle case sono pubblici e ogni Proprietario ha il colore del suo giocatore.",
    },
    pt: {
      label: "Fácil",
      description: "§8.1: as cores das casas são públicas e cada peão mostra a cor do seu dono.",
    },
  },
  long: {
    it: {
      label: "Più distruzione!",
      description: "§8.2: due turni finali dopo l'ultima carta Intensificazione Fuoco.",
    },
    pt: {
      label: "Mais destruição!",
      description: "§8.2: duas rondas finais depois da última Carta de Fogo.",
    },
  },
  complex: {
    it: {
      label: "Complessa",
      description:
        "§8.3: un cono domato dà punti a chi possiede il colore del Proprietario che ha domato le fiamme.",
    },
    pt: {
      label: "Complexa",
      description: "§8.3: um cone apagado dá pontos a quem tem a cor do peão que apagou o fogo.",
    },
  },
  "portuguese-edition": {
    it: {
      label: "Edizione portoghese",
      description:
        "Come stampata in portoghese: colori pubblici, niente fuoco selvaggio, Pudding Lane riceve 5 coni, un distretto tiene tanti coni quante erano le sue case, ogni distretto in fiamme riceve 3 coni di Intensificazione e chi non ha carte giocabili piazza 3 coni.",
    },
    pt: {
      label: "Edição portuguesa",
      description:
        "Como impressa em português: cores públicas, sem fogo selvagem, Pudding Lane recebe 5 cones, um distrito fica com tantos cones como as casas que tinha, cada distrito a arder recebe 3 cones ao intensificar o incêndio e quem não tem carta jogável coloca 3 cones.",
    },
  },
  "portuguese-hidden-colours": {
    it: {
      label: "Edizione portoghese, regola A",
      description:
        "L'edizione portoghese con la sua regola opzionale A: colori delle case segreti, colori dei Proprietari estratti a caso.",
    },
    pt: {
      label: "Edição portuguesa, regra A",
      description:
        "A edição portuguesa com a regra opcional A (cores ocultas): cores das casas secretas, peões tirados à sorte.",
    },
  },
};

/** The description of a preset as rules version 1 defined it, in the other languages. */
export const PRESET_V1_DESCRIPTION: Record<OtherLocale, string> = {
  it: "Come definito prima della revisione delle regole del 2026-11 (versione delle regole 1).",
  pt: "Como definido antes da revisão das regras de 2026-11 (versão das regras 1).",
};
