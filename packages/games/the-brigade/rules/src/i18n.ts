/**
 * The log and the rule errors in Italian and Portuguese (issue 20). English stays in `describe.ts`
 * and in each error's `message`; this file words the same facts for the other languages: the log
 * line of every event (`describeIn`), a rule error from its `code` and `params` (`explainError`),
 * and the lobby's words. The terms follow the Italian edition's rulebook (Guardiani del fuoco,
 * brigata, cisterna, caserma, tasselli, fama, lealtà, Membri della Squadra, Capacità Cisterna,
 * Comando…); the Portuguese is European Portuguese. Place names and the names of cards, wardens
 * and buildings are kept as the data gives them.
 */
import type { DescribeContext, Locale, RuleError } from "@pudding/engine";
import type { Affiliation } from "./data/schema.js";
import type { BrigadeEvent } from "./events.js";
import { cellIndex } from "./grid.js";
import type { BrigadeState, Ending } from "./state.js";

/** The languages this file words (English is the data's and `describe.ts`'s own). */
export type OtherLocale = Exclude<Locale, "en">;

type Track = "squad" | "cistern" | "command";

/** The words of one language. */
interface Words {
  player(n: number): string;
  barracksOf(name: string): string;
  water(n: number): string;
  renown(n: number): string;
  track: Record<Track, string>;
  colour: Record<string, string>;
  piece: Record<"brigade" | "cistern", string>;
  endings: Record<string, string>;
  causes: Record<string, string>;
  eventNames: Record<string, string>;
  winds: Record<string, string>;
  startingStorm: string;
  storm: string;
  specialTexts: Record<string, string>;
  reasons: Record<string, string>;
  and: string;
}

const IT: Words = {
  player: (n) => `Giocatore ${n}`,
  barracksOf: (name) => `caserma di ${name}`,
  water: (n) => (n === 1 ? `${n} segnalino acqua` : `${n} segnalini acqua`),
  renown: (n) => `${n} fama`,
  track: { squad: "Membri della Squadra", cistern: "Capacità Cisterna", command: "Comando" },
  colour: { white: "bianca", black: "nera", pink: "rosa", orange: "arancione" },
  piece: { brigade: "brigata", cistern: "cisterna" },
  endings: {
    faction: "lealtà di una fazione",
    citizens: "lealtà dei cittadini",
    evacuation: "evacuazione",
    allFiresOut: "tutti gli incendi spenti",
    roundLimit: "limite di round (un'opzione, non una regola del gioco, R62)",
  },
  causes: {
    event: "evento",
    extinguish: "spegnimento",
    Refill: "Rifornimento",
    "Refill Brigades": "Rifornimento di tutte le brigate",
    "Move Brigade": "Muovere la brigata",
    "Move Cistern": "Muovere la cisterna",
    "Send the cistern": "Invia la cisterna",
    Dawn: "Alba",
    Dusk: "Tramonto",
    Incorporeal: "Non-corporeo",
    Polymorphy: "Polimorfia",
    Pyrocontrol: "Pirocontrollo",
    "With the people": "Con la gente",
    Artificers: "Artificieri",
    Alliances: "Alleanze",
    Mime: "Mimo",
    Mist: "Nebbia",
    "Cistern Capacity bonus": "bonus Capacità Cisterna",
    home: "ritorno alla caserma",
    "Street Wisdom": "Saggezza di strada",
    "Civic Duty": "Dovere civico",
    "Sparkling Climb": "Scalata frizzante",
    Insurance: "Assicurazione",
    moved: "spostato",
    paid: "pagato",
  },
  eventNames: {
    "Cistern Capacity upgrade": "Miglioramento capacità Cisterna",
    "Upgrade Crew Members": "Miglioramento Membri della squadra",
    "Upgrade Leadership": "Miglioramento Comando",
    "Free recruit": "Azione di reclutamento gratuita",
    "All players place one Renown": "Tutti i giocatori piazzano 1 fama",
    "Refill Brigades": "Rifornimento di tutte le brigate",
    "Festival of the Burning Man": "Festival dell'uomo in fiamme",
    "Indecent Relations": "Relazioni indecenti",
    "Karnaj Celebration": "Celebrazione Karnaj",
  },
  winds: { north: "nord", east: "est", south: "sud", west: "ovest" },
  startingStorm: "Tempesta di fuoco iniziale",
  storm: "Tempesta di fuoco",
  specialTexts: {
    "Each player advances their Cistern Capacity marker one space.":
      "Ogni giocatore avanza di uno spazio il proprio indicatore Capacità Cisterna.",
    "Each player advances their Squad Members marker one space.":
      "Ogni giocatore avanza di uno spazio il proprio indicatore Membri della Squadra.",
    "Each player advances their Command marker one space.":
      "Ogni giocatore avanza di uno spazio il proprio indicatore Comando.",
    "Each player takes a free Recruit action.": "Ogni giocatore effettua un'azione di Reclutamento gratuita.",
    "Each player places 1 renown on any tile.": "Ogni giocatore piazza 1 fama su un tassello qualsiasi.",
    "Every brigade (warden and squad cards) is filled with water.":
      "Ogni brigata (Guardiano e carte squadra) viene rifornita d'acqua.",
    "+1 intensity on every burning tile with no renown tokens.":
      "+1 intensità su ogni tassello in fiamme senza segnalini fama.",
    "+1 intensity on every tile with a brigade or cistern, protected or not.":
      "+1 intensità su ogni tassello con una brigata o una cisterna, protetto o no.",
    "Each player may add +1 intensity to one tile without brigades or cisterns.":
      "Ogni giocatore può aggiungere +1 intensità a un tassello senza brigate né cisterne.",
    "+1 intensity on every tile of value 2.": "+1 intensità su ogni tassello di valore 2.",
  },
  reasons: { "no tokens left in the supply (R44)": "nessun segnalino rimasto nella riserva (R44)" },
  and: " e ",
};

const PT: Words = {
  player: (n) => `Jogador ${n}`,
  barracksOf: (name) => `quartel de ${name}`,
  water: (n) => (n === 1 ? `${n} ficha de água` : `${n} fichas de água`),
  renown: (n) => (n === 1 ? `${n} ficha de fama` : `${n} fichas de fama`),
  track: { squad: "Membros da Equipa", cistern: "Capacidade da Cisterna", command: "Comando" },
  colour: { white: "branca", black: "preta", pink: "rosa", orange: "laranja" },
  piece: { brigade: "brigada", cistern: "cisterna" },
  endings: {
    faction: "lealdade de uma fação",
    citizens: "lealdade dos cidadãos",
    evacuation: "evacuação",
    allFiresOut: "todos os incêndios apagados",
    roundLimit: "limite de rondas (uma opção, não uma regra do jogo, R62)",
  },
  causes: {
    event: "evento",
    extinguish: "extinção",
    Refill: "Reabastecer",
    "Refill Brigades": "Reabastecer todas as brigadas",
    "Move Brigade": "Mover a brigada",
    "Move Cistern": "Mover a cisterna",
    "Send the cistern": "Enviar a cisterna",
    Dawn: "Alvorada",
    Dusk: "Crepúsculo",
    Incorporeal: "Incorpóreo",
    Polymorphy: "Polimorfia",
    Pyrocontrol: "Pirocontrolo",
    "With the people": "Com o povo",
    Artificers: "Artífices",
    Alliances: "Alianças",
    Mime: "Mímica",
    Mist: "Névoa",
    "Cistern Capacity bonus": "bónus da Capacidade da Cisterna",
    home: "regresso ao quartel",
    "Street Wisdom": "Sabedoria de rua",
    "Civic Duty": "Dever cívico",
    "Sparkling Climb": "Escalada cintilante",
    Insurance: "Seguro",
    moved: "movida",
    paid: "paga",
  },
  eventNames: {
    "Cistern Capacity upgrade": "Melhoria da Capacidade da Cisterna",
    "Upgrade Crew Members": "Melhoria dos Membros da Equipa",
    "Upgrade Leadership": "Melhoria do Comando",
    "Free recruit": "Recrutamento grátis",
    "All players place one Renown": "Todos os jogadores colocam 1 ficha de fama",
    "Refill Brigades": "Reabastecer todas as brigadas",
    Arson: "Fogo posto",
    "Festival of the Burning Man": "Festival do Homem em Chamas",
    "Indecent Relations": "Relações indecentes",
    "Karnaj Celebration": "Celebração Karnaj",
  },
  winds: { north: "norte", east: "este", south: "sul", west: "oeste" },
  startingStorm: "Tempestade de fogo inicial",
  storm: "Tempestade de fogo",
  specialTexts: {
    "Each player advances their Cistern Capacity marker one space.":
      "Cada jogador avança uma casa o seu marcador de Capacidade da Cisterna.",
    "Each player advances their Squad Members marker one space.":
      "Cada jogador avança uma casa o seu marcador de Membros da Equipa.",
    "Each player advances their Command marker one space.":
      "Cada jogador avança uma casa o seu marcador de Comando.",
    "Each player takes a free Recruit action.": "Cada jogador faz uma ação de Recrutar grátis.",
    "Each player places 1 renown on any tile.":
      "Cada jogador coloca 1 ficha de fama num quarteirão qualquer.",
    "Every brigade (warden and squad cards) is filled with water.":
      "Todas as brigadas (guardião e cartas de equipa) são reabastecidas de água.",
    "+1 intensity on every burning tile with no renown tokens.":
      "+1 de intensidade em cada quarteirão em chamas sem fichas de fama.",
    "+1 intensity on every tile with a brigade or cistern, protected or not.":
      "+1 de intensidade em cada quarteirão com uma brigada ou uma cisterna, protegido ou não.",
    "Each player may add +1 intensity to one tile without brigades or cisterns.":
      "Cada jogador pode acrescentar +1 de intensidade a um quarteirão sem brigadas nem cisternas.",
    "+1 intensity on every tile of value 2.": "+1 de intensidade em cada quarteirão de valor 2.",
  },
  reasons: { "no tokens left in the supply (R44)": "não restam fichas na reserva (R44)" },
  and: " e ",
};

const WORDS: Record<OtherLocale, Words> = { it: IT, pt: PT };

/** A cause, an event card's name or text in `l` (names of people and buildings stay as they are). */
const cause = (w: Words, c: string) => w.causes[c] ?? c;

function eventName(w: Words, name: string): string {
  const known = w.eventNames[name];
  if (known) return known;
  const wind = /^A wind blows (north|east|south|west)$/.exec(name);
  if (wind)
    return w === IT
      ? `Il vento soffia verso ${IT.winds[wind[1] as string]}`
      : `O vento sopra para ${PT.winds[wind[1] as string]}`;
  const start = /^Starting firestorm (\d+)$/.exec(name);
  if (start) return `${w.startingStorm} ${start[1]}`;
  const storm = /^Firestorm (\d+)$/.exec(name);
  if (storm) return `${w.storm} ${storm[1]}`;
  return name;
}

const plural = (n: number, one: string, other: string) => (n === 1 ? one : other);

/** One log line for an event in Italian or Portuguese (the same facts as `describeEvent`). */
export function describeIn(
  l: OtherLocale,
  s: BrigadeState,
  e: BrigadeEvent,
  ctx?: DescribeContext,
): string | null {
  const w = WORDS[l];
  const it = l === "it";
  const who = (p: number) => s.names[p] ?? w.player(p + 1);
  const t = (id: string) => {
    const c = cellIndex(id);
    if (c < 0) return id;
    const tile = s.tile[c] as number;
    if (tile >= 0) return `${id} (${s.data.tiles[tile]?.name ?? "?"})`;
    const b = s.base[c] as number;
    return b >= 0 ? `${id} (${w.barracksOf(who(b))})` : id;
  };
  const card = (id: string) => s.data.squad[s.data.squadById.get(id) ?? -1]?.name ?? id;
  const list = (xs: string[]) => xs.join(", ");
  const both = (xs: string[]) => xs.join(w.and);
  switch (e.type) {
    case "firstPlayer":
      return it ? `Inizia ${who(e.seat)}.` : `Começa ${who(e.seat)}.`;
    case "wardenChosen": {
      const warden = s.data.wardens[s.data.wardenById.get(e.warden) ?? -1]?.name ?? e.warden;
      const colour = w.colour[e.colour] ?? e.colour;
      return it
        ? `${who(e.seat)} guida la brigata ${colour} con ${warden}.`
        : `${who(e.seat)} lidera a brigada ${colour} com ${warden}.`;
    }
    case "corner":
      return it
        ? `${who(e.seat)} piazza la caserma in ${e.cell}.`
        : `${who(e.seat)} instala o quartel em ${e.cell}.`;
    case "turn":
      return it
        ? `Round ${e.round}: turno ${e.extra ? "extra " : ""}di ${who(e.seat)}.`
        : `Ronda ${e.round}: turno ${e.extra ? "extra " : ""}de ${who(e.seat)}.`;
    case "event": {
      const c = s.data.events[s.data.eventById.get(e.card) ?? -1];
      const name = eventName(w, c?.name ?? e.card);
      const tail = c?.kind === "special" ? `: ${w.specialTexts[c.text ?? ""] ?? c.text}` : ".";
      return it
        ? `${who(e.seat)} rivela ${e.starting ? "l'evento iniziale " : ""}«${name}»${tail}`
        : `${who(e.seat)} revela ${e.starting ? "o evento inicial " : ""}«${name}»${tail}`;
    }
    case "spread":
      return it
        ? `Il vento porta il fuoco da ${e.from} a ${t(e.to)} (${e.before} → ${e.after}).`
        : `O vento leva o fogo de ${e.from} para ${t(e.to)} (${e.before} → ${e.after}).`;
    case "fireball":
      if (e.blocked === "protected")
        return it
          ? `Una palla di fuoco cade su ${t(e.cell)}, tassello protetto: nessun effetto.`
          : `Uma bola de fogo cai em ${t(e.cell)}, quarteirão protegido: sem efeito.`;
      if (e.blocked === "renown")
        return it
          ? `Una palla di fuoco su ${t(e.cell)} si trasforma in fama (Veda Moonbright).`
          : `Uma bola de fogo em ${t(e.cell)} transforma-se em fama (Veda Moonbright).`;
      if (e.blocked)
        return it
          ? `Una palla di fuoco cade su ${e.cell} e va perduta.`
          : `Uma bola de fogo cai em ${e.cell} e perde-se.`;
      return it
        ? `Una palla di fuoco cade su ${t(e.cell)} (${e.before} → ${e.after}).`
        : `Uma bola de fogo cai em ${t(e.cell)} (${e.before} → ${e.after}).`;
    case "deflected":
      return it
        ? `Esme Morrow di ${who(e.seat)} manda la palla di fuoco da ${e.from} a ${t(e.to)}.`
        : `A Esme Morrow de ${who(e.seat)} envia a bola de fogo de ${e.from} para ${t(e.to)}.`;
    case "intensity":
      return it
        ? `${t(e.cell)}: intensità ${e.before} → ${e.after} (${cause(w, e.cause)}).`
        : `${t(e.cell)}: intensidade ${e.before} → ${e.after} (${cause(w, e.cause)}).`;
    case "destroyed":
      return it
        ? `${t(e.cell)} è distrutto (${e.total} ${plural(e.total, "distrutto", "distrutti")}, ${e.university} dell'Università).`
        : `${t(e.cell)} é destruído (${e.total} ${plural(e.total, "destruído", "destruídos")}, ${e.university} da Universidade).`;
    case "flipped": {
      if (!e.home.length)
        return it ? `${e.cell} viene girato sul lato bruciato.` : `${e.cell} é virado para o lado queimado.`;
      const pieces = list(
        e.home.map((h) =>
          it ? `la ${w.piece[h.piece]} di ${who(h.seat)}` : `a ${w.piece[h.piece]} de ${who(h.seat)}`,
        ),
      );
      return it
        ? `${e.cell} viene girato; ${pieces} ${plural(e.home.length, "torna", "tornano")} alla caserma.`
        : `${e.cell} é virado; ${pieces} ${plural(e.home.length, "volta", "voltam")} ao quartel.`;
    }
    case "evacuation":
      return it
        ? `La città viene evacuata: il gioco termina dopo il turno di ${who(e.lastSeat)}.`
        : `A cidade está a ser evacuada: o jogo termina depois do turno de ${who(e.lastSeat)}.`;
    case "moved": {
      const why =
        e.cause && e.cause !== "Move Brigade" && e.cause !== "Move Cistern" ? ` (${cause(w, e.cause)})` : "";
      return it
        ? `La ${w.piece[e.piece]} di ${who(e.seat)} si sposta da ${e.from} a ${t(e.to)}${why}.`
        : `A ${w.piece[e.piece]} de ${who(e.seat)} move-se de ${e.from} para ${t(e.to)}${why}.`;
    }
    case "extinguished":
      if (e.after === 0)
        return it
          ? `${who(e.seat)} spegne ${t(e.cell)} con ${w.water(e.water)} e ottiene ${w.renown(e.renown)}.`
          : `${who(e.seat)} apaga ${t(e.cell)} com ${w.water(e.water)} e ganha ${w.renown(e.renown)}.`;
      return it
        ? `${who(e.seat)} usa ${w.water(e.water)} su ${t(e.cell)} (${e.before} → ${e.after}); nessuna fama finché non è spento.`
        : `${who(e.seat)} gasta ${w.water(e.water)} em ${t(e.cell)} (${e.before} → ${e.after}); não há fama enquanto não estiver apagado.`;
    case "water": {
      const n = w.water(Math.abs(e.delta));
      return it
        ? `${who(e.seat)} ${e.delta >= 0 ? "guadagna" : "perde"} ${n} (${cause(w, e.cause)}).`
        : `${who(e.seat)} ${e.delta >= 0 ? "ganha" : "perde"} ${n} (${cause(w, e.cause)}).`;
    }
    case "refilled":
      return it
        ? `${who(e.seat)} si rifornisce su ${t(e.cell)} (+${w.water(e.amount)}).`
        : `${who(e.seat)} reabastece-se em ${t(e.cell)} (+${w.water(e.amount)}).`;
    case "transferred":
      return it
        ? `${who(e.seat)} ridistribuisce l'acqua: ${w.water(e.cistern)} nella cisterna, ${w.water(e.brigade)} con la brigata.`
        : `${who(e.seat)} redistribui a água: ${w.water(e.cistern)} na cisterna, ${w.water(e.brigade)} com a brigada.`;
    case "renown":
      return it
        ? `${who(e.seat)} piazza ${w.renown(e.count)} su ${t(e.cell)} (ora ${e.total}).`
        : `${who(e.seat)} coloca ${w.renown(e.count)} em ${t(e.cell)} (agora ${e.total}).`;
    case "renownLost":
      return it
        ? `${who(e.seat)} perde ${w.renown(e.count)}: ${w.reasons[e.reason] ?? e.reason}.`
        : `${who(e.seat)} perde ${w.renown(e.count)}: ${w.reasons[e.reason] ?? e.reason}.`;
    case "renownReturned":
      return it
        ? `${who(e.seat)} riprende un segnalino fama da ${t(e.cell)} (${cause(w, e.cause)}).`
        : `${who(e.seat)} recupera uma ficha de fama de ${t(e.cell)} (${cause(w, e.cause)}).`;
    case "loyalty":
      if (e.from >= 0)
        return it
          ? `${who(e.seat)} ruba la lealtà di ${t(e.cell)} a ${who(e.from)}.`
          : `${who(e.seat)} rouba a lealdade de ${t(e.cell)} a ${who(e.from)}.`;
      return it
        ? `${t(e.cell)} ora è leale a ${who(e.seat)}.`
        : `${t(e.cell)} é agora leal a ${who(e.seat)}.`;
    case "drawn":
      if (e.cards) {
        const cards = both(e.cards.map(card));
        if (ctx?.viewer === e.seat)
          return it ? `Peschi ${cards} per reclutare.` : `Tiras ${cards} para recrutar.`;
        return it
          ? `${who(e.seat)} pesca ${cards} per reclutare.`
          : `${who(e.seat)} tira ${cards} para recrutar.`;
      }
      return it
        ? `${who(e.seat)} pesca ${e.count} ${plural(e.count, "carta squadra", "carte squadra")} per reclutare.`
        : `${who(e.seat)} tira ${e.count} ${plural(e.count, "carta de equipa", "cartas de equipa")} para recrutar.`;
    case "recruited": {
      const gone = e.discarded.length
        ? it
          ? `; ${list(e.discarded.map(card))} ${plural(e.discarded.length, "scartata", "scartate")}`
          : `; ${list(e.discarded.map(card))} ${plural(e.discarded.length, "descartada", "descartadas")}`
        : "";
      if (!e.card)
        return it
          ? `${who(e.seat)} non recluta nessuno${gone}.`
          : `${who(e.seat)} não recruta ninguém${gone}.`;
      const instead = e.replaced
        ? it
          ? ` al posto di ${card(e.replaced)}`
          : ` em vez de ${card(e.replaced)}`
        : "";
      return it
        ? `${who(e.seat)} recluta ${card(e.card)}${instead}${gone}.`
        : `${who(e.seat)} recruta ${card(e.card)}${instead}${gone}.`;
    }
    case "precious":
      return it
        ? `${who(e.from)} pesca Sir Precious e lo consegna a ${who(e.to)}.`
        : `${who(e.from)} tira Sir Precious e entrega-o a ${who(e.to)}.`;
    case "memberDiscarded":
      return it
        ? `${who(e.seat)} scarta ${card(e.card)} (${cause(w, e.cause)}).`
        : `${who(e.seat)} descarta ${card(e.card)} (${cause(w, e.cause)}).`;
    case "memberTaken":
      return it
        ? `${who(e.seat)} prende ${card(e.card)} da ${who(e.from)} (Con la gente).`
        : `${who(e.seat)} leva ${card(e.card)} de ${who(e.from)} (Com o povo).`;
    case "upgraded":
      return it
        ? `${who(e.seat)} migliora ${w.track[e.track]} a ${e.value}${e.blue ? " e raggiunge il cerchio blu" : ""}${e.free ? " (gratis)" : ""}.`
        : `${who(e.seat)} melhora ${w.track[e.track]} para ${e.value}${e.blue ? " e chega ao círculo azul" : ""}${e.free ? " (grátis)" : ""}.`;
    case "bonus": {
      if (e.track === "squad")
        return it
          ? `${who(e.seat)} ottiene un Reclutamento gratuito.`
          : `${who(e.seat)} ganha uma ação de Recrutar grátis.`;
      if (e.track === "cistern")
        return it
          ? `La cisterna di ${who(e.seat)} ora può muoversi gratis una volta per turno con un'azione Muovere la brigata.`
          : `A cisterna de ${who(e.seat)} pode agora mover-se grátis uma vez por turno com uma ação Mover a brigada.`;
      const ap = e.ap ?? 2;
      return it
        ? `${who(e.seat)} ottiene ${ap} ${plural(ap, "punto azione bonus", "punti azione bonus")}.`
        : `${who(e.seat)} ganha ${ap} ${plural(ap, "ponto de ação de bónus", "pontos de ação de bónus")}.`;
    }
    case "ability":
      return `${who(e.seat)} ${abilityText(l, e.key, e.text)}.`;
    case "swap":
      return it
        ? `${who(e.seat)} scambia i fuochi di ${t(e.a)} e ${t(e.b)} (Polimorfia).`
        : `${who(e.seat)} troca os fogos de ${t(e.a)} e ${t(e.b)} (Polimorfia).`;
    case "reshuffle":
      return it
        ? `Gli scarti del mazzo ${e.deck === "event" ? "eventi" : "squadra"} vengono mescolati in un nuovo mazzo di ${e.cards} ${plural(e.cards, "carta", "carte")}.`
        : `A pilha de descarte ${e.deck === "event" ? "de eventos" : "de equipa"} é baralhada num novo baralho de ${e.cards} ${plural(e.cards, "carta", "cartas")}.`;
    case "passed":
      if (e.ap <= 0) return null;
      return it
        ? `${who(e.seat)} termina il turno con ${e.ap} ${plural(e.ap, "punto azione non usato", "punti azione non usati")}.`
        : `${who(e.seat)} termina o turno com ${e.ap} ${plural(e.ap, "ponto de ação por usar", "pontos de ação por usar")}.`;
    case "ended": {
      const names = both(e.winners.map((p) => who(p)));
      const scores =
        e.ending === "evacuation" || e.ending === "allFiresOut" || e.ending === "roundLimit"
          ? ` (${e.scores.map((v, p) => `${who(p)} ${v}`).join(", ")})`
          : "";
      const ending = w.endings[e.ending] ?? e.ending;
      return it
        ? `La partita termina per ${ending}: ${names} ${e.winners.length > 1 ? "condividono la vittoria" : "vince"}${scores}.`
        : `O jogo termina por ${ending}: ${names} ${e.winners.length > 1 ? "partilham a vitória" : "vence"}${scores}.`;
    }
  }
}

/** The `ability` event's sentence (after the player's name), by its key. */
function abilityText(l: OtherLocale, key: string, text: string): string {
  const it = l === "it";
  switch (key) {
    case "extraTurn":
      return it
        ? "farà un turno extra dopo questo (Brother Ben)"
        : "joga um turno extra depois deste (Brother Ben)";
    case "alliances":
      return it
        ? "protegge i propri tasselli leali dalle carte evento fino al suo prossimo turno"
        : "protege os seus quarteirões leais das cartas de evento até ao seu próximo turno";
    case "dawn":
      return it
        ? "gira White Fang su Tramonto: rifornito d'acqua, squadra congedata"
        : "vira White Fang para o Crepúsculo: reabastecido de água, equipa dispensada";
    case "dusk":
      return it ? "riporta White Fang su Alba" : "volta a virar White Fang para a Alvorada";
    case "mime": {
      const name = text.replace(/^puts the Mime token on /, "");
      return it ? `mette il segnalino Mimo su ${name}` : `põe a ficha de Mímica em ${name}`;
    }
    case "pyrocontrol":
      return it
        ? "incoronerà di fama i tasselli della prossima tempesta di fuoco"
        : "coroará de fama os quarteirões da próxima tempestade de fogo";
    default:
      return text;
  }
}

type Params = Record<string, string | number>;
type Template = (p: Params) => string;

const str = (p: Params, k: string) => String(p[k] ?? "?");

/** What the pending choice asks for (the English `what` of `answerFirst` and `notAnOption`), by prompt. */
const PROMPT_WORDS: Record<OtherLocale, Record<string, string>> = {
  it: {
    pWarden: "scegli un Guardiano e un colore",
    pCorner: "scegli un angolo per la tua caserma",
    pRenown: "piazza la fama su uno dei tasselli proposti",
    pRecruit: "scegli una carta squadra pescata (o nessuna)",
    pDeflect: "manda la palla di fuoco su un tassello adiacente, o lasciala cadere",
    pStoke: "aumenta il tassello o rinuncia",
    pFlare: "aumenta un tassello adiacente o rinuncia",
    pCool: "scegli un tassello in fiamme da ridurre",
    pUpgrade: "scegli un tracciato da migliorare",
    pFavour: "scegli il favore di Ali Ahmar",
    pTake: "scegli uno dei tuoi segnalini fama",
    pReduce: "scegli un tassello adiacente in fiamme da ridurre",
    pPurge: "scegli un giocatore che scarti un membro della squadra, o rinuncia",
    pDiscard: "scegli un membro della squadra da scartare",
    pLoseWater: "scegli il segnalino acqua da perdere",
    pPush: "scegli dove spingere l'altra brigata",
    pFreeCistern: "muovi gratis la tua cisterna, o rinuncia",
    pBonusMove: "muovi la tua brigata (la mossa gratuita della cisterna è venuta prima)",
    pPrecious: "scarta Sir Precious o tienilo",
    pOak: "scegli la direzione di Old Tom Oak",
    pIndecent: "aumenta un tassello senza segnalini, o rinuncia",
    pClimb: "fai il movimento gratuito della brigata, o rinuncia",
    pOrder: "scegli quale delle tue abilità attivate si risolve per prima",
  },
  pt: {
    pWarden: "escolhe um guardião e uma cor",
    pCorner: "escolhe um canto para o teu quartel",
    pRenown: "coloca fama num dos quarteirões propostos",
    pRecruit: "escolhe uma das cartas de equipa tiradas (ou nenhuma)",
    pDeflect: "envia a bola de fogo para um quarteirão adjacente, ou deixa-a cair",
    pStoke: "aumenta o quarteirão ou recusa",
    pFlare: "aumenta um quarteirão adjacente ou recusa",
    pCool: "escolhe um quarteirão em chamas para reduzir",
    pUpgrade: "escolhe uma trilha para melhorar",
    pFavour: "escolhe o favor de Ali Ahmar",
    pTake: "escolhe uma das tuas fichas de fama",
    pReduce: "escolhe um quarteirão adjacente em chamas para reduzir",
    pPurge: "escolhe um jogador que descarte um membro da equipa, ou recusa",
    pDiscard: "escolhe um membro da equipa para descartar",
    pLoseWater: "escolhe a ficha de água a perder",
    pPush: "escolhe para onde é empurrada a outra brigada",
    pFreeCistern: "move a tua cisterna grátis, ou recusa",
    pBonusMove: "move a tua brigada (o movimento grátis da cisterna veio antes)",
    pPrecious: "descarta Sir Precious ou fica com ele",
    pOak: "escolhe a direção de Old Tom Oak",
    pIndecent: "aumenta um quarteirão sem peças, ou recusa",
    pClimb: "faz o movimento grátis da brigada, ou recusa",
    pOrder: "escolhe qual das tuas habilidades ativadas se resolve primeiro",
  },
};

const pending = (l: OtherLocale, p: Params) =>
  PROMPT_WORDS[l][String(p.prompt ?? "")] ??
  (l === "it" ? "rispondi alla scelta in sospeso" : "responde à escolha pendente");

/**
 * Italian and Portuguese sentences of every rule error `apply` can return (module.ts and
 * diagnose.ts), by code, from the error's `params`.
 */
export const ERROR_TEMPLATES: Record<string, Record<OtherLocale, Template>> = {
  badAction: {
    it: (p) => `Questa non è un'azione di The Brigade: ${str(p, "details")}.`,
    pt: (p) => `Isto não é uma ação de The Brigade: ${str(p, "details")}.`,
  },
  noSuchSeat: {
    it: (p) => `Non esiste il posto ${str(p, "seat")}.`,
    pt: (p) => `Não existe o lugar ${str(p, "seat")}.`,
  },
  over: { it: () => "La partita è finita.", pt: () => "O jogo terminou." },
  notYourTurn: {
    it: (p) =>
      p.player === undefined || p.player === "another player"
        ? "Tocca a un altro giocatore, non a te."
        : `Tocca a ${str(p, "player")}, non a te.`,
    pt: (p) =>
      p.player === undefined || p.player === "another player"
        ? "É a vez de outro jogador, não a tua."
        : `É a vez de ${str(p, "player")}, não a tua.`,
  },
  unknownId: {
    it: () =>
      "Questa azione nomina un tassello, una carta o un Guardiano che questa partita non ha; scegli una delle azioni elencate.",
    pt: () =>
      "Esta ação refere um quarteirão, uma carta ou um guardião que este jogo não tem; escolhe uma das ações da lista.",
  },
  answerFirst: {
    it: (p) => `C'è una scelta in sospeso: ${pending("it", p)}.`,
    pt: (p) => `Há uma escolha pendente: ${pending("pt", p)}.`,
  },
  notAnOption: {
    it: (p) => `Non è una delle scelte proposte: ${pending("it", p)}.`,
    pt: (p) => `Não é uma das escolhas propostas: ${pending("pt", p)}.`,
  },
  nothingToAnswer: {
    it: () => "Non c'è nessuna scelta in sospeso; compi un'azione della fase azione o termina il turno.",
    pt: () => "Não há nenhuma escolha pendente; faz uma ação da fase de ação ou termina o turno.",
  },
  noActionPoints: {
    it: () => "Non hai più punti azione; termina il turno.",
    pt: () => "Já não tens pontos de ação; termina o turno.",
  },
  leaveDestroyed: {
    it: (p) =>
      p.when === "endTurn"
        ? "La tua brigata è su un tassello distrutto: spostala prima di terminare il turno."
        : p.when === "endOn"
          ? "Il tuo ultimo punto azione non può terminare un movimento su un tassello distrutto: il turno finirebbe lì."
          : "Il tuo ultimo punto azione deve portare la brigata fuori dal tassello distrutto.",
    pt: (p) =>
      p.when === "endTurn"
        ? "A tua brigada está num quarteirão destruído: tira-a de lá antes de terminar o turno."
        : p.when === "endOn"
          ? "O teu último ponto de ação não pode terminar um movimento num quarteirão destruído: o turno acabaria aí."
          : "O teu último ponto de ação tem de tirar a brigada do quarteirão destruído.",
  },
  noAviaryRoute: {
    it: (p) =>
      `La tua brigata non può passare per la Voliera Ingioiellata in ${str(p, "via")} andando a ${str(p, "to")}: la Voliera deve essere girata, avere la tua fama ed essere su un percorso alla portata dei tuoi punti movimento.`,
    pt: (p) =>
      `A tua brigada não pode passar pelo Aviário Ajoiado em ${str(p, "via")} a caminho de ${str(p, "to")}: o Aviário tem de estar virado, ter a tua fama e ficar num percurso ao alcance dos teus pontos de movimento.`,
  },
  unknownTile: {
    it: (p) => `Non esiste il tassello «${str(p, "tile")}»; i tasselli vanno da A1 a F6.`,
    pt: (p) => `Não existe o quarteirão «${str(p, "tile")}»; os quarteirões vão de A1 a F6.`,
  },
  notYourWarden: {
    it: (p) =>
      p.action === "incorporeal"
        ? "Solo il Non-corporeo di Aurath Ether attraversa i segnalini degli altri."
        : "Questa è l'azione speciale di un altro Guardiano.",
    pt: (p) =>
      p.action === "incorporeal"
        ? "Só o Incorpóreo de Aurath Ether atravessa as peças dos outros."
        : "Essa é a ação especial de outro guardião.",
  },
  unreachable: {
    it: (p) =>
      `La tua brigata non può raggiungere ${str(p, "to")} con questo movimento: fino a ${str(p, "range")} punti, 2 per entrare in un tassello distrutto, un tassello in fiamme termina il movimento, e i segnalini e le caserme degli altri giocatori sbarrano la strada.`,
    pt: (p) =>
      `A tua brigada não consegue chegar a ${str(p, "to")} neste movimento: até ${str(p, "range")} pontos, 2 para entrar num quarteirão destruído, um quarteirão em chamas termina o movimento, e as peças e os quartéis dos outros jogadores bloqueiam o caminho.`,
  },
  cisternDestination: {
    it: () =>
      "La cisterna va su un tassello non distrutto, senza brigate o cisterne di altri giocatori, o sulla tua caserma.",
    pt: () =>
      "A cisterna vai para um quarteirão não destruído, sem brigadas nem cisternas de outros jogadores, ou para o teu quartel.",
  },
  notBurning: {
    it: () => "Spegnere funziona solo sul tassello in fiamme dove si trova la tua brigata.",
    pt: () => "Extinguir só funciona no quarteirão em chamas onde está a tua brigada.",
  },
  tooMuchWater: {
    it: (p) => `Spendi al massimo l'intensità (${str(p, "intensity")}) in acqua.`,
    pt: (p) => `Gasta no máximo a intensidade (${str(p, "intensity")}) em água.`,
  },
  cisternWater: {
    it: (p) =>
      p.here === 0
        ? "La tua cisterna non è su questo tassello; usa solo l'acqua della brigata."
        : `La tua cisterna contiene ${IT.water(Number(p.water ?? 0))}.`,
    pt: (p) =>
      p.here === 0
        ? "A tua cisterna não está neste quarteirão; usa só a água da brigada."
        : `A tua cisterna tem ${PT.water(Number(p.water ?? 0))}.`,
  },
  notEnoughWater: {
    it: (p) => `La tua brigata ha ${IT.water(Number(p.water ?? 0))}; prima riforniscila.`,
    pt: (p) => `A tua brigada tem ${PT.water(Number(p.water ?? 0))}; reabastece-a primeiro.`,
  },
  duskNoRefill: {
    it: () => "Il lato Tramonto di White Fang non può fare azioni di Rifornimento; giralo di nuovo su Alba.",
    pt: () =>
      "A face Crepúsculo de White Fang não pode fazer ações de Reabastecer; vira-a de novo para a Alvorada.",
  },
  refillWhere: {
    it: () => "Rifornisciti dove si trova la tua brigata o la tua cisterna.",
    pt: () => "Reabastece onde está a tua brigada ou a tua cisterna.",
  },
  refillHere: {
    it: () => "Rifornisciti sulla tua caserma o su un tassello a te leale, dove c'è spazio per l'acqua.",
    pt: () => "Reabastece no teu quartel ou num quarteirão leal a ti, onde haja espaço para a água.",
  },
  transferApart: {
    it: () => "Il Trasferimento richiede la tua brigata e la tua cisterna sullo stesso tassello.",
    pt: () => "A Transferência exige a tua brigada e a tua cisterna no mesmo quarteirão.",
  },
  splitNeeded: {
    it: (p) =>
      p.field === "pay"
        ? `Di' quali carte della tua brigata pagano l'acqua: "pay" elenca quanto paga ciascuna, prima la carta del Guardiano, poi le carte squadra (${str(p, "cards")} numeri).`
        : `Di' come sta l'acqua sulle carte della brigata: "brigade" elenca quanta ne tiene ciascuna, prima la carta del Guardiano, poi le carte squadra (${str(p, "cards")} numeri).`,
    pt: (p) =>
      p.field === "pay"
        ? `Diz que cartas da tua brigada pagam a água: "pay" lista quanto paga cada uma, primeiro a carta do guardião, depois as cartas de equipa (${str(p, "cards")} números).`
        : `Diz como fica a água nas cartas da brigada: "brigade" lista quanta tem cada uma, primeiro a carta do guardião, depois as cartas de equipa (${str(p, "cards")} números).`,
  },
  splitNotHere: {
    it: () =>
      "La versione delle regole di questa partita riempie le carte della brigata in ordine; non indicare la ripartizione.",
    pt: () =>
      "A versão das regras deste jogo enche as cartas da brigada por ordem; não indiques a repartição.",
  },
  splitNoFit: {
    it: (p) =>
      p.field === "pay"
        ? `Ogni carta paga al massimo l'acqua che ha, e la somma è la quota della brigata (${str(p, "cards")} numeri, prima la carta del Guardiano); oppure non indicare la ripartizione quando c'è un solo modo.`
        : `Ogni carta tiene al massimo la sua capacità, e la somma è la quota della brigata (${str(p, "cards")} numeri, prima la carta del Guardiano); oppure non indicare la ripartizione quando c'è una sola sistemazione.`,
    pt: (p) =>
      p.field === "pay"
        ? `Cada carta paga no máximo a água que tem, e a soma é a parte da brigada (${str(p, "cards")} números, primeiro a carta do guardião); ou não indiques a repartição quando só há uma maneira.`
        : `Cada carta leva no máximo a sua capacidade, e a soma é a parte da brigada (${str(p, "cards")} números, primeiro a carta do guardião); ou não indiques a repartição quando só há uma arrumação.`,
  },
  transferCapacity: {
    it: () => "Tieni l'acqua entro le capacità della cisterna e della brigata.",
    pt: () => "Mantém a água dentro das capacidades da cisterna e da brigada.",
  },
  noSquadSlot: {
    it: () => "Migliora Membri della Squadra almeno a 1 prima di reclutare.",
    pt: () => "Melhora Membros da Equipa pelo menos para 1 antes de recrutar.",
  },
  squadDeckEmpty: {
    it: () => "Il mazzo squadra e i suoi scarti sono vuoti.",
    pt: () => "O baralho de equipa e os seus descartes estão vazios.",
  },
  upgradeOnce: {
    it: () => "Il Miglioramento si può fare una sola volta per turno.",
    pt: () => "A Melhoria só se pode fazer uma vez por turno.",
  },
  trackFull: {
    it: (p) =>
      `Il tuo tracciato ${IT.track[p.track as Track] ?? str(p, "track")} è all'ultimo spazio; scegline un altro.`,
    pt: (p) =>
      `A tua trilha de ${PT.track[p.track as Track] ?? str(p, "track")} está na última casa; escolhe outra.`,
  },
  abilityInactive: {
    it: (p) => `Ti serve ${str(p, "member")} attivo (lealtà della sua affiliazione).`,
    pt: (p) => `Precisas de ter ${str(p, "member")} ativo (lealdade da sua afiliação).`,
  },
  oncePerTurn: {
    it: (p) =>
      p.subject === "warden"
        ? "L'azione speciale di un Guardiano si fa una volta per turno."
        : p.subject === "Ash"
          ? "Ash agisce una volta per turno."
          : `La cisterna di ${str(p, "subject")} funziona una volta per turno.`,
    pt: (p) =>
      p.subject === "warden"
        ? "A ação especial de um guardião faz-se uma vez por turno."
        : p.subject === "Ash"
          ? "A Ash age uma vez por turno."
          : `A cisterna de ${str(p, "subject")} funciona uma vez por turno.`,
  },
  cisternDouse: {
    it: () => "La tua cisterna deve trovarsi su un incendio di intensità 1 con 1 segnalino acqua.",
    pt: () => "A tua cisterna tem de estar num incêndio de intensidade 1 com 1 ficha de água.",
  },
  ashTarget: {
    it: () => "Ash spegne un tassello in fiamme ortogonalmente adiacente alla tua brigata.",
    pt: () => "A Ash apaga um quarteirão em chamas ortogonalmente adjacente à tua brigada.",
  },
  ashWater: {
    it: () => "Ash usa la SUA acqua, al massimo l'intensità.",
    pt: () => "A Ash usa a SUA água, no máximo a intensidade.",
  },
  basicGame: {
    it: () => "Le azioni speciali dei Guardiani appartengono al gioco avanzato.",
    pt: () => "As ações especiais dos guardiões pertencem ao jogo avançado.",
  },
  payRenown: {
    it: () => "Per pagarla ti serve uno dei tuoi segnalini fama sulla plancia.",
    pt: () => "Para a pagar precisas de uma das tuas fichas de fama no tabuleiro.",
  },
  polymorphyUniversity: {
    it: () => "La Polimorfia non tocca mai un tassello dell'Università.",
    pt: () => "A Polimorfia nunca toca num quarteirão da Universidade.",
  },
  polymorphy: {
    it: () =>
      "Scambia due tasselli ortogonalmente adiacenti con intensità diverse che stiano nei tracciati l'uno dell'altro.",
    pt: () =>
      "Troca dois quarteirões ortogonalmente adjacentes com intensidades diferentes que caibam nas trilhas um do outro.",
  },
  notLegal: {
    it: () => "Questa azione non è possibile ora; scegli una delle azioni elencate.",
    pt: () => "Esta ação não é possível agora; escolhe uma das ações da lista.",
  },
};

/** A rule error in `locale`: English is the error's own message; unknown codes keep it too. */
export function explainError(error: RuleError, locale: Locale): string {
  if (locale === "en") return error.message;
  const tpl = ERROR_TEMPLATES[error.code]?.[locale];
  return tpl ? tpl(error.params ?? {}) : error.message;
}

/** The affiliations (§4.1), as the table names them in each language. */
export const AFFILIATION_WORDS: Record<OtherLocale, Record<Affiliation, string>> = {
  it: {
    commons: "Sobborghi popolari",
    council: "Consiglio",
    merchants: "Mercanti",
    nobles: "Nobili",
    university: "Università",
  },
  pt: {
    commons: "Bairros populares",
    council: "Conselho",
    merchants: "Mercadores",
    nobles: "Nobres",
    university: "Universidade",
  },
};

/** The end screen's words (`outcome`): breakdown labels, the ending (§13) and what decided (R46). */
export interface OutcomeWords {
  rows: Record<"score" | "loyalTiles" | "renown", string>;
  /** The row of one affiliation's loyal tiles. */
  loyal(affiliation: Affiliation): string;
  /** An ending with its §. */
  endings: Record<Ending, string>;
  /** The sentence after the ending: `names` of the winners (`many` when more than one). */
  how(
    decidedBy: string,
    names: string,
    many: boolean,
    faction: { tiles: number; affiliation: Affiliation },
  ): string;
  /** The standings before the end. */
  standing: string;
  player(n: number): string;
  and: string;
}

/** The § of each ending. */
const ENDING_RULES: Record<Ending, string> = {
  faction: "§13.1",
  citizens: "§13.2",
  evacuation: "§13.3",
  allFiresOut: "§13.4",
  roundLimit: "R62",
};
/** An ending of `w.endings` as the end screen heads it: capitalised, with its §. */
const endingsOf = (w: Words) =>
  Object.fromEntries(
    (Object.keys(ENDING_RULES) as Ending[]).map((k) => {
      const t = w.endings[k] ?? k;
      return [k, `${t.charAt(0).toUpperCase()}${t.slice(1)} (${ENDING_RULES[k]})`];
    }),
  ) as Record<Ending, string>;

export const OUTCOME_WORDS: Record<OtherLocale, OutcomeWords> = {
  it: {
    rows: {
      score: "Valore dei tasselli leali",
      loyalTiles: "Segnalini lealtà",
      renown: "Fama sulla plancia",
    },
    loyal: (a) => `Tasselli leali (${AFFILIATION_WORDS.it[a]})`,
    endings: endingsOf(IT),
    how: (decidedBy, names, many, f) => {
      const has = many ? "hanno" : "ha";
      switch (decidedBy) {
        case "faction":
          return `${names} ${has} ${f.tiles} ${plural(f.tiles, "tassello leale", "tasselli leali")} (${AFFILIATION_WORDS.it[f.affiliation]}).`;
        case "citizens":
          return `${names} ${has} un tassello leale di ciascuna delle cinque affiliazioni.`;
        case "points":
          return `${names} ${has} il punteggio più alto.`;
        case "tie:loyalty":
          return `Parità di punteggio; ${names} ${has} più segnalini lealtà (R46).`;
        case "tie:renown":
          return `Parità di punteggio e di lealtà; ${names} ${has} più fama sulla plancia (R46).`;
        default:
          return `Parità su tutto: ${names} condividono la vittoria (R46).`;
      }
    },
    standing: "La partita non è finita: la classifica attuale.",
    player: IT.player,
    and: IT.and,
  },
  pt: {
    rows: {
      score: "Valor dos quarteirões leais",
      loyalTiles: "Marcadores de lealdade",
      renown: "Fama no tabuleiro",
    },
    loyal: (a) => `Quarteirões leais (${AFFILIATION_WORDS.pt[a]})`,
    endings: endingsOf(PT),
    how: (decidedBy, names, many, f) => {
      const has = many ? "têm" : "tem";
      switch (decidedBy) {
        case "faction":
          return `${names} ${has} ${f.tiles} ${plural(f.tiles, "quarteirão leal", "quarteirões leais")} (${AFFILIATION_WORDS.pt[f.affiliation]}).`;
        case "citizens":
          return `${names} ${has} um quarteirão leal de cada uma das cinco afiliações.`;
        case "points":
          return `${names} ${has} a pontuação mais alta.`;
        case "tie:loyalty":
          return `Empate na pontuação; ${names} ${has} mais marcadores de lealdade (R46).`;
        case "tie:renown":
          return `Empate na pontuação e na lealdade; ${names} ${has} mais fama no tabuleiro (R46).`;
        default:
          return `Empate em tudo: ${names} partilham a vitória (R46).`;
      }
    },
    standing: "O jogo ainda não terminou: a classificação atual.",
    player: PT.player,
    and: PT.and,
  },
};

/** The module's title and lobby description in the other languages. */
export const MODULE_TRANSLATIONS: Partial<Record<Locale, { title?: string; description: string }>> = {
  it: {
    title: "The Brigade",
    description:
      "I Guardiani del fuoco di Tinderbox combattono gli incendi che piovono dall'Università di Piromanzia — e si sfidano tra loro — per la lealtà dei quartieri della città: spegnete, proteggete, reclutate, migliorate, e vincete con cinque tasselli di una fazione, uno di ogni affiliazione, o con la lealtà di maggior valore quando la città viene evacuata o l'ultimo incendio si spegne.",
  },
  pt: {
    description:
      "Os guardiões do fogo de Tinderbox combatem os incêndios que chovem da Universidade dos Piromantes — e enfrentam-se uns aos outros — pela lealdade dos bairros da cidade: apaguem, protejam, recrutem, melhorem, e ganhem com cinco quarteirões de uma fação, um de cada afiliação, ou com a lealdade de maior valor quando a cidade for evacuada ou o último incêndio se apagar.",
  },
};
