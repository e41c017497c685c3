/**
 * The catalogue in the other languages (issue 20): races, special powers, Places and Relics,
 * terrains and figures, each with its one-line text. Italian names are the printed ones of the
 * Italian edition (the catalogue's `italian` field, the rulebook's terms); Portuguese ones are
 * faithful translations, used the same way everywhere. English stays in `catalog.ts`.
 */
import type { Locale } from "@pudding/engine";
import {
  MARKERS,
  type MarkerId,
  POWERS,
  type PowerId,
  RACES,
  type RaceId,
  TERRAINS,
  type TerrainId,
} from "../catalog.js";

/** A language other than English. */
export type OtherLocale = Exclude<Locale, "en">;

/** A name and its one-line text. */
interface Named {
  name: string;
  text: string;
}
/** A Place or Relic: its name, the name with its article, and its text. */
interface Marker extends Named {
  the: string;
}

/** The figures that stand on regions (and the Ring and Scepter), with their articles. */
export type FigureId = "greatAncient" | "queen" | "ghost" | "balrog" | "bag" | "volcano" | "ring" | "scepter";

interface Catalogue {
  races: Record<RaceId, Named>;
  powers: Record<PowerId, Named>;
  markers: Record<MarkerId, Marker>;
  terrains: Record<TerrainId, string>;
  /** Figures with their article ("il Grande Antico"). */
  figures: Record<FigureId, string>;
  /** The Relics a conquest may use (action `use`), with their article. */
  relics: Record<string, string>;
}

const it: Catalogue = {
  races: {
    cultists: {
      name: "Cultisti",
      text: "La loro prima conquista riceve il Grande Antico, che la rende Immune; conquistare una Regione adiacente costa 1 segnalino in meno.",
    },
    drow: {
      name: "Drow",
      text: "+1 Moneta per ogni Regione dei Drow che non confina con Regioni di altre Razze o dei Mostri.",
    },
    flames: {
      name: "Fiamme",
      text: "Piazzano il Vulcano su un Crepaccio col simbolo del Vulcano; le Regioni collegate a esso si conquistano come se fossero vuote.",
    },
    gnomes: {
      name: "Gnomi",
      text: "Abilità, Poteri speciali, Luoghi mitici e Reliquie degli avversari non si possono usare contro gli Gnomi Attivi.",
    },
    ironDwarves: {
      name: "Nani di ferro",
      text: "Durante la Ridistribuzione ottengono 1 Martello d'argento per Giacimento; i Martelli pagano le conquiste come segnalini.",
    },
    kraken: {
      name: "Kraken",
      text: "Possono restare sulle Regioni di Fiume, che fanno ottenere loro Monete, anche in Declino.",
    },
    liches: {
      name: "Lich",
      text: "In Declino: chi conquista una Regione dei Lich paga 1 Moneta al loro proprietario (e senza Monete non può farlo).",
    },
    lizardmen: {
      name: "Lucertoloni",
      text: "Attraversano le Regioni di Fiume, occupate o no, senza doverle conquistare.",
    },
    mudmen: {
      name: "Melme",
      text: "Durante la Ridistribuzione prendono 1 nuova Melma dalla riserva per ogni Pozza di fango che controllano.",
    },
    mummies: { name: "Mummie", text: "Molti segnalini, ma ogni conquista costa 1 segnalino in più." },
    ogres: { name: "Ogri", text: "Ogni conquista costa 1 segnalino in meno (minimo 1)." },
    shadowMimes: {
      name: "Mimi ombra",
      text: "Quando li scegli, puoi scambiare il loro tassello con quello di un'altra combinazione visibile.",
    },
    shrooms: { name: "Funghi", text: "+1 Moneta per ogni Foresta di funghi che controllano." },
    spiderines: {
      name: "Ragnette",
      text: "Ogni Regione che confina con un Crepaccio è adiacente alle loro Regioni; possono entrare accanto a un Crepaccio.",
    },
    willOWisps: {
      name: "Fuochi fatui",
      text: "Possono lanciare il dado per ridurre il costo di conquista di una Selva di cristallo o di una Regione vicina alla loro.",
    },
  },
  powers: {
    adventurous: {
      name: "Avventurosi",
      text: "+1 Moneta per ogni Regione di questa Razza con un Luogo mitico.",
    },
    shield: {
      name: "Corazzati",
      text: "Alla fine delle conquiste, 1 Corazza di fungo (+1 difesa) per ogni Foresta di funghi controllata.",
    },
    flocking: {
      name: "Gregari",
      text: "+2 Monete se tutte le Regioni di questa Razza formano un gruppo unico.",
    },
    muddy: { name: "Luridi", text: "+1 Moneta per ogni Pozza di fango di questa Razza, anche in Declino." },
    magic: { name: "Magici", text: "La Sacca delle meraviglie duplica ogni turno una Reliquia sulla mappa." },
    martyr: {
      name: "Martiri",
      text: "+1 Moneta ogni volta che un avversario conquista una Regione di questa Razza.",
    },
    mining: { name: "Minatori", text: "+1 Moneta per ogni Giacimento di questa Razza." },
    immortal: {
      name: "Immortali",
      text: "Quando è conquistata non perde alcun segnalino: li ridistribuisce tutti.",
    },
    mystic: { name: "Mistici", text: "+1 Moneta per ogni Selva di cristallo di questa Razza." },
    thieving: {
      name: "Ladri",
      text: "Prendi 1 Moneta da ogni avversario con segnalini Attivi confinanti con questa Razza.",
    },
    tomb: {
      name: "Non morti",
      text: "In Declino tiene tutti i segnalini sulla mappa e li ridistribuisce quando è conquistata.",
    },
    quarreling: {
      name: "Litigiosi",
      text: "+1 Moneta per ogni gruppo isolato di Regioni di questa Razza.",
    },
    fisher: {
      name: "Pescatori",
      text: "+1 Moneta ogni due Regioni costiere (confinanti col Fiume) di questa Razza.",
    },
    frightened: {
      name: "Paurosi",
      text: "+1 Moneta per ogni Regione con almeno 3 segnalini di questa Razza.",
    },
    royal: {
      name: "Regali",
      text: "La Regina nera rende Immune una Regione di questa Razza; in Declino resta dov'è, immobile.",
    },
    reborn: {
      name: "Rinati",
      text: "In Declino: ogni turno 1 o 2 delle sue Regioni passano alla tua Razza Attiva.",
    },
    stone: { name: "Rocciosi", text: "+1 Moneta per ogni Montagna nera di questa Razza." },
    wise: { name: "Saggi", text: "In Declino: +2 Monete ogni turno finché controlla una Regione." },
    vanishing: {
      name: "Scomparsi",
      text: "In Declino tutti i segnalini lasciano la mappa, ottenendo 2 Monete per Regione invece di 1.",
    },
    vampire: {
      name: "Vampiri",
      text: "Una volta per turno e per avversario, prendi una Regione adiacente sostituendo un singolo segnalino Attivo.",
    },
    vengeful: {
      name: "Vendicativi",
      text: "Chi attacca riceve un segnalino Vendetta; conquistare le sue Regioni costa 1 segnalino in meno nel turno seguente.",
    },
  },
  markers: {
    altarOfSouls: {
      name: "Altare delle anime",
      the: "l'Altare delle anime",
      text: "Dopo aver ottenuto Monete, elimina 1 segnalino della tua Razza in Declino per 3 Monete (anche in Declino).",
    },
    diamondFields: {
      name: "Campo diamantifero",
      the: "il Campo diamantifero",
      text: "+1 Moneta per la sua Regione e per ogni altra Regione della stessa Razza e dello stesso terreno (anche in Declino).",
    },
    cryptOfTheTombRaider: {
      name: "Cripta della cacciatrice di tesori",
      the: "la Cripta della cacciatrice di tesori",
      text: "Alla fine del turno piazza il Fantasma di Lara in un'altra Regione: quella Regione è Immune.",
    },
    fountainOfYouth: {
      name: "Fonte della giovinezza",
      the: "la Fonte della giovinezza",
      text: "All'inizio del turno prendi 1 segnalino della tua Razza Attiva dalla riserva.",
    },
    keepOnTheMotherland: {
      name: "Fortezza ancestrale",
      the: "la Fortezza ancestrale",
      text: "+1 Moneta ogni turno e +1 difesa per la sua Regione, anche in Declino.",
    },
    greatBrassPipe: {
      name: "Grandi tubi d'ottone",
      the: "i Grandi tubi d'ottone",
      text: "Per chi li controlla, tutte le Regioni del loro terreno sono adiacenti tra loro.",
    },
    stonehedge: {
      name: "Stonehenge",
      the: "Stonehenge",
      text: "Tiene un Potere speciale pescato quando è scoperto, che serve chi la occupa oltre al suo.",
    },
    mineOfTheLostDwarf: {
      name: "Miniera del Nano scomparso",
      the: "la Miniera del Nano scomparso",
      text: "+2 Monete ogni turno, anche in Declino.",
    },
    wickedestPentacle: {
      name: "Pentacolo infame",
      the: "il Pentacolo infame",
      text: "Invoca e muove il Balrog, che conquista Regioni e rende Immune la propria.",
    },
    froggysRing: {
      name: "Solito anello",
      the: "il Solito anello",
      text: "Fine del turno: piazzalo in una tua Regione e prendi 1 Moneta da ogni giocatore confinante.",
    },
    swordOfTheKillerRabbit: {
      name: "Spada del coniglio assassino",
      the: "la Spada del coniglio assassino",
      text: "Una volta per turno, una conquista costa 2 segnalini in meno (minimo 1).",
    },
    flyingDoormat: {
      name: "Tappetino volante",
      the: "il Tappetino volante",
      text: "Una volta per turno, conquista una Regione non adiacente alle tue.",
    },
    stinkyTrollsSocks: {
      name: "Calzini di Troll",
      the: "i Calzini di Troll",
      text: "Una volta per turno, conquista una Regione come se fosse vuota; chi la occupava non perde segnalini.",
    },
    shinyOrb: {
      name: "Globo scintillante",
      the: "il Globo scintillante",
      text: "Una volta per turno, prendi una Regione adiacente sostituendo un singolo segnalino Attivo avversario.",
    },
    scepterOfAvarice: {
      name: "Scettro dell'avaro",
      the: "lo Scettro dell'avaro",
      text: "Prima di ottenere Monete, piazzalo in una tua Regione: le Monete di quella Regione dalla riserva raddoppiano.",
    },
  },
  terrains: {
    blackMountain: "Montagna nera",
    mudpool: "Pozza di fango",
    mushroomForest: "Foresta di funghi",
    mine: "Giacimento",
    mysticCrystal: "Selva di cristallo",
    river: "Regione di Fiume",
    chasm: "Crepaccio abissale",
  },
  figures: {
    greatAncient: "il Grande Antico",
    queen: "la Regina nera",
    ghost: "il Fantasma di Lara",
    balrog: "il Balrog",
    bag: "la Sacca delle meraviglie",
    volcano: "il Vulcano",
    ring: "il Solito anello",
    scepter: "lo Scettro dell'avaro",
  },
  relics: { sword: "la Spada", socks: "i Calzini", doormat: "il Tappetino", bag: "la Sacca" },
};

const pt: Catalogue = {
  races: {
    cultists: {
      name: "Cultistas",
      text: "A sua primeira conquista recebe o Grande Antigo, que a torna imune; conquistar uma região vizinha custa 1 ficha a menos.",
    },
    drow: {
      name: "Drow",
      text: "+1 moeda por cada região dos Drow que não confine com regiões de outra raça ou de Monstros.",
    },
    flames: {
      name: "Chamas",
      text: "Põem o Vulcão numa Fenda com o símbolo do Vulcão; as regiões ligadas a ele conquistam-se como se estivessem vazias.",
    },
    gnomes: {
      name: "Gnomos",
      text: "Habilidades, poderes, Lugares Míticos e Relíquias dos adversários não podem ser usados contra os Gnomos ativos.",
    },
    ironDwarves: {
      name: "Anões de Ferro",
      text: "Na redistribuição ganham 1 Martelo de Prata por Mina; os martelos pagam conquistas como fichas.",
    },
    kraken: {
      name: "Kraken",
      text: "Podem ficar nas regiões de Rio, que lhes dão moedas, mesmo em declínio.",
    },
    liches: {
      name: "Liches",
      text: "Em declínio: quem conquistar uma região dos Liches paga 1 moeda ao seu dono (e sem moedas não o pode fazer).",
    },
    lizardmen: {
      name: "Homens-Lagarto",
      text: "Atravessam as regiões de Rio, ocupadas ou não, sem as conquistar.",
    },
    mudmen: {
      name: "Homens de Lama",
      text: "Na redistribuição tiram 1 novo Homem de Lama da reserva por cada Poça de Lama que controlem.",
    },
    mummies: { name: "Múmias", text: "Muitas fichas, mas cada conquista custa 1 ficha a mais." },
    ogres: { name: "Ogres", text: "Cada conquista custa 1 ficha a menos (mínimo 1)." },
    shadowMimes: {
      name: "Mimos das Sombras",
      text: "Ao serem escolhidos, podem trocar o seu emblema pelo de outra combinação visível.",
    },
    shrooms: { name: "Cogumelos", text: "+1 moeda por cada Floresta de Cogumelos que controlem." },
    spiderines: {
      name: "Aracnídeas",
      text: "Cada região que confine com uma Fenda é vizinha das suas regiões; podem entrar junto a uma Fenda.",
    },
    willOWisps: {
      name: "Fogos-Fátuos",
      text: "Podem lançar o dado para baixar o custo de conquistar um Cristal Místico ou uma região junto ao seu.",
    },
  },
  powers: {
    adventurous: { name: "Aventureiros", text: "+1 moeda por cada região desta raça com um Lugar Mítico." },
    shield: {
      name: "Blindados",
      text: "No fim das conquistas, 1 Armadura de Cogumelo (+1 defesa) por cada Floresta de Cogumelos controlada.",
    },
    flocking: {
      name: "Gregários",
      text: "+2 moedas se todas as regiões desta raça formarem um só grupo.",
    },
    muddy: { name: "Lamacentos", text: "+1 moeda por cada Poça de Lama desta raça, mesmo em declínio." },
    magic: { name: "Mágicos", text: "O Saco das Mil Coisas copia em cada turno uma Relíquia do mapa." },
    martyr: { name: "Mártires", text: "+1 moeda sempre que um adversário conquista uma região desta raça." },
    mining: { name: "Mineiros", text: "+1 moeda por cada Mina desta raça." },
    immortal: {
      name: "Imortais",
      text: "Quando conquistada não perde nenhuma ficha: redistribui-as todas.",
    },
    mystic: { name: "Místicos", text: "+1 moeda por cada Cristal Místico desta raça." },
    thieving: {
      name: "Ladrões",
      text: "Tira 1 moeda a cada adversário com fichas ativas junto a esta raça.",
    },
    tomb: {
      name: "Tumulares",
      text: "Em declínio mantém todas as fichas no mapa e redistribui-as quando conquistada.",
    },
    quarreling: {
      name: "Quezilentos",
      text: "+1 moeda por cada grupo separado de regiões desta raça.",
    },
    fisher: {
      name: "Pescadores",
      text: "+1 moeda por cada par de regiões costeiras (junto ao Rio) desta raça.",
    },
    frightened: {
      name: "Medrosos",
      text: "+1 moeda por cada região com pelo menos 3 fichas desta raça.",
    },
    royal: {
      name: "Reais",
      text: "A Rainha torna imune uma região desta raça; em declínio fica onde está, imóvel.",
    },
    reborn: {
      name: "Renascidos",
      text: "Em declínio: em cada turno 1 ou 2 das suas regiões passam para a tua raça ativa.",
    },
    stone: { name: "Pétreos", text: "+1 moeda por cada Montanha Negra desta raça." },
    wise: { name: "Sábios", text: "Em declínio: +2 moedas em cada turno enquanto controlar uma região." },
    vanishing: {
      name: "Evanescentes",
      text: "Ao entrar em declínio todas as fichas saem do mapa, valendo 2 moedas por região em vez de 1.",
    },
    vampire: {
      name: "Vampiros",
      text: "Uma vez por adversário e por turno, toma uma região vizinha substituindo uma única ficha ativa.",
    },
    vengeful: {
      name: "Vingativos",
      text: "Quem os ataca recebe um marcador de Vingança; conquistar as suas regiões custa 1 ficha a menos no turno seguinte.",
    },
  },
  markers: {
    altarOfSouls: {
      name: "Altar das Almas",
      the: "o Altar das Almas",
      text: "Depois de pontuar, elimina 1 ficha da tua raça em declínio por 3 moedas (também em declínio).",
    },
    diamondFields: {
      name: "Campos de Diamantes",
      the: "os Campos de Diamantes",
      text: "+1 moeda pela sua região e por cada outra região da mesma raça e do mesmo terreno (também em declínio).",
    },
    cryptOfTheTombRaider: {
      name: "Cripta da Caçadora de Túmulos",
      the: "a Cripta da Caçadora de Túmulos",
      text: "No fim do turno põe o Fantasma noutra região: essa região fica imune.",
    },
    fountainOfYouth: {
      name: "Fonte da Juventude",
      the: "a Fonte da Juventude",
      text: "No início do turno, ganha 1 ficha da tua raça ativa da reserva.",
    },
    keepOnTheMotherland: {
      name: "Fortaleza da Pátria",
      the: "a Fortaleza da Pátria",
      text: "+1 moeda por turno e +1 defesa para a sua região, também em declínio.",
    },
    greatBrassPipe: {
      name: "Grande Cano de Latão",
      the: "o Grande Cano de Latão",
      text: "Para quem o controla, todas as regiões do terreno do Cano são vizinhas entre si.",
    },
    stonehedge: {
      name: "Stonehedge",
      the: "o Stonehedge",
      text: "Guarda um poder especial tirado ao ser descoberto, que serve quem o ocupa além do seu.",
    },
    mineOfTheLostDwarf: {
      name: "Mina do Anão Perdido",
      the: "a Mina do Anão Perdido",
      text: "+2 moedas por turno, também em declínio.",
    },
    wickedestPentacle: {
      name: "Pentáculo Malvado",
      the: "o Pentáculo Malvado",
      text: "Invoca e move o Balrog, que conquista regiões e torna imune a sua.",
    },
    froggysRing: {
      name: "Anel do Sapo",
      the: "o Anel do Sapo",
      text: "Fim do turno: põe-no numa região tua e tira 1 moeda a cada jogador vizinho.",
    },
    swordOfTheKillerRabbit: {
      name: "Espada do Coelho Assassino",
      the: "a Espada do Coelho Assassino",
      text: "Uma vez por turno, uma conquista custa 2 fichas a menos (mínimo 1).",
    },
    flyingDoormat: {
      name: "Capacho Voador",
      the: "o Capacho Voador",
      text: "Uma vez por turno, conquista uma região que não seja vizinha das tuas.",
    },
    stinkyTrollsSocks: {
      name: "Meias Fedorentas do Troll",
      the: "as Meias Fedorentas do Troll",
      text: "Uma vez por turno, conquista uma região como se estivesse vazia; quem a ocupava não perde fichas.",
    },
    shinyOrb: {
      name: "Orbe Brilhante",
      the: "o Orbe Brilhante",
      text: "Uma vez por turno, toma uma região vizinha substituindo uma única ficha ativa adversária.",
    },
    scepterOfAvarice: {
      name: "Cetro da Avareza",
      the: "o Cetro da Avareza",
      text: "Antes de pontuar, põe-no numa região tua: as moedas dessa região vindas da banca duplicam.",
    },
  },
  terrains: {
    blackMountain: "Montanha Negra",
    mudpool: "Poça de Lama",
    mushroomForest: "Floresta de Cogumelos",
    mine: "Mina",
    mysticCrystal: "Cristal Místico",
    river: "Rio",
    chasm: "Fenda Abissal",
  },
  figures: {
    greatAncient: "o Grande Antigo",
    queen: "a Rainha",
    ghost: "o Fantasma da Caçadora",
    balrog: "o Balrog",
    bag: "o Saco das Mil Coisas",
    volcano: "o Vulcão",
    ring: "o Anel do Sapo",
    scepter: "o Cetro da Avareza",
  },
  relics: { sword: "a Espada", socks: "as Meias", doormat: "o Capacho", bag: "o Saco" },
};

const CATALOGUES: Record<OtherLocale, Catalogue> = { it, pt };

const EN_FIGURES: Record<FigureId, string> = {
  greatAncient: "the Great Ancient",
  queen: "the Queen",
  ghost: "the Tomb-raider's Ghost",
  balrog: "the Balrog",
  bag: "the Bag-o'-Many-Things",
  volcano: "the Volcano",
  ring: "Froggy's Ring",
  scepter: "the Scepter of Avarice",
};
const EN_RELICS: Record<string, string> = {
  sword: "the Sword",
  socks: "the Socks",
  doormat: "the Doormat",
  bag: "the Bag",
};

const other = (l: Locale | undefined): Catalogue | null => (l === "it" || l === "pt" ? CATALOGUES[l] : null);

/** A race's name in `locale` (its id when unknown). */
export function raceNameIn(id: string, locale?: Locale): string {
  const c = other(locale);
  return (c ? c.races[id as RaceId]?.name : RACES.find((r) => r.id === id)?.name) ?? id;
}
/** A race's one-line text in `locale`. */
export function raceTextIn(id: string, locale?: Locale): string {
  const c = other(locale);
  return (c ? c.races[id as RaceId]?.text : RACES.find((r) => r.id === id)?.text) ?? "";
}
/** A power's name in `locale` (its id when unknown; null = the locale's "no power"). */
export function powerNameIn(id: string | null, locale?: Locale): string {
  const c = other(locale);
  if (!id) return locale === "it" ? "nessun Potere" : locale === "pt" ? "nenhum poder" : "no power";
  return (c ? c.powers[id as PowerId]?.name : POWERS.find((p) => p.id === id)?.name) ?? id;
}
/** A power's one-line text in `locale`. */
export function powerTextIn(id: string | null, locale?: Locale): string {
  if (!id) return "";
  const c = other(locale);
  return (c ? c.powers[id as PowerId]?.text : POWERS.find((p) => p.id === id)?.text) ?? "";
}
/** A Place's or Relic's name in `locale`. */
export function markerNameIn(id: string, locale?: Locale): string {
  const c = other(locale);
  return (c ? c.markers[id as MarkerId]?.name : MARKERS.find((m) => m.id === id)?.name) ?? id;
}
/** A Place's or Relic's name with its article in `locale` ("the Shiny Orb", "il Globo scintillante"). */
export function markerTheIn(id: string, locale?: Locale): string {
  const c = other(locale);
  if (c) return c.markers[id as MarkerId]?.the ?? id;
  const m = MARKERS.find((x) => x.id === id);
  return m ? `the ${m.name}` : id;
}
/** A Place's or Relic's one-line text in `locale`. */
export function markerTextIn(id: string, locale?: Locale): string {
  const c = other(locale);
  return (c ? c.markers[id as MarkerId]?.text : MARKERS.find((m) => m.id === id)?.text) ?? "";
}
/** A terrain's name in `locale`. */
export function terrainNameIn(id: string, locale?: Locale): string {
  const c = other(locale);
  return (c ? c.terrains[id as TerrainId] : TERRAINS.find((t) => t.id === id)?.name) ?? id;
}
/** A figure's name with its article in `locale` ("the Queen", "la Regina nera"). */
export function figureNameIn(id: string, locale?: Locale): string {
  const c = other(locale);
  return (c ? c.figures[id as FigureId] : EN_FIGURES[id as FigureId]) ?? id;
}
/** A Relic a conquest uses (`sword`, `socks`, `doormat`, `bag`) with its article in `locale`. */
export function relicWordIn(id: string, locale?: Locale): string {
  const c = other(locale);
  return (c ? c.relics[id] : EN_RELICS[id]) ?? id;
}

/** Every catalogue id has a name and text in every language (for tests). */
export const CATALOGUE_LOCALES: Record<OtherLocale, Catalogue> = CATALOGUES;
