/**
 * The rules texts printed on the shipped cards, in English, Italian and Portuguese (issue 20): a
 * squad card's ability, a warden's side-2 action (its name and text), a barracks board's side-2
 * ability (its name and text) and a special event's text. The texts are the data set's own
 * (`reconstructed-v1`, packages/games/the-brigade/rules/src/data); they are keyed by the card's kind
 * and id under the namespace `the-brigade`:
 *
 * - `cardText.squad.<id>`, `cardText.special.<id>`;
 * - `cardText.warden.<id>.action`, `cardText.warden.<id>.text`;
 * - `cardText.barracks.<id>.ability`, `cardText.barracks.<id>.text`.
 *
 * A card set edited in the card editor may reuse a shipped id with other words: {@link cardTextIn}
 * translates a text only while it is the shipped English of its id and field, and otherwise shows
 * the card's own words. Card, warden and building names are not translated (messages.ts).
 *
 * The Italian follows the cards' texts in the Italian rulebook (Invia la cisterna, Polimorfia, Con
 * la gente, Artificieri, Alleanze, Nebbia, Mimo, Non-corporeo, Pirocontrollo, Saggezza di strada,
 * Dovere civico, Scalata frizzante, Assicurazione) in the table's words (tassello, fama, lealtà,
 * Muovere la brigata, Rifornimento, Reclutamento, Miglioramento); the special events' texts are the
 * log's (rules/src/i18n.ts). The Portuguese is European Portuguese in the table's words (quarteirão,
 * fama, lealdade, brigada, cisterna, quartel, Mover a brigada, Reabastecer, Recrutar, Melhoria).
 */
import { type Bundles, registerMessages, type TFunction } from "@pudding/i18n";
import { BRIGADE_NS } from "../messages.js";

/** The kinds of card whose rules texts are translated. */
export type CardTextKind = "squad" | "warden" | "barracks" | "special";
/** Which text of a card: its rules text, a warden's action name, a barracks board's ability name. */
export type CardTextField = "text" | "action" | "ability";

/** The catalogue key of a card's text (`cardText.warden.ester.action`). */
export function cardTextKey(kind: CardTextKind, id: string, field: CardTextField = "text"): string {
  return kind === "squad" || kind === "special"
    ? `cardText.${kind}.${id}`
    : `cardText.${kind}.${id}.${field}`;
}

const en: Record<string, string> = {
  // Squad cards (§11.1): their abilities.
  "cardText.squad.del-uge":
    "Each time you gain loyalty of a Commons tile, reduce by 2 the intensity of any other tile.",
  "cardText.squad.kulari-one-shoe": "Your Move Brigade actions have 5 movement points instead of 3.",
  "cardText.squad.ebenezer":
    "Your brigade can move normally through destroyed tiles and tiles that are on fire.",
  "cardText.squad.mog-the-heavy":
    "Your brigade may end a move on another brigade's tile; you push that brigade to a neighbour tile.",
  "cardText.squad.chops-murphy":
    "When you gain loyalty of a tile, you may raise by 2 the intensity of one tile adjacent to it.",
  "cardText.squad.mal-candor": "Each time you gain loyalty of a Council tile, take a free Recruit action.",
  "cardText.squad.nery-cagehand": "Opponents steal your loyal tiles at value + 2 instead of value + 1.",
  "cardText.squad.walder-ranier":
    "Each time another player takes a Refill action, they lose one water token right after it.",
  "cardText.squad.brother-ben":
    "Each time you bring a track to its last space during your own turn, take an extra turn.",
  "cardText.squad.pep-overclock": "Each time you gain loyalty of a Merchants tile, take a free Upgrade.",
  "cardText.squad.ali-ahmar":
    "Each time you gain loyalty of a Merchants tile: put 2 water on your squad, move 1 of your renown, or reduce an adjacent tile by 1.",
  "cardText.squad.selina-blackflow":
    "Whenever you place renown on a tile loyal to another player, place 1 more there.",
  "cardText.squad.leon-bertrand":
    "Once per turn your cistern may put out an intensity-1 fire on its own; you gain the renown.",
  "cardText.squad.immora":
    "Each time you gain loyalty of a Nobles tile, place 1 renown on any other Nobles tile.",
  "cardText.squad.zilda-garrett":
    "Each time you gain loyalty of a Nobles tile, you may make another player discard a squad member of their choice.",
  "cardText.squad.esme-morrow":
    "If a fireball would land on your brigade's tile, you may send it to an adjacent tile instead.",
  "cardText.squad.morgana-magos": "Once per turn, take one free Move Cistern action.",
  "cardText.squad.lumen":
    "Putting out a University fire completely costs one water less; you still gain the full renown.",
  "cardText.squad.gness-smold":
    "When your Move Brigade ends on a burning tile, you may raise its intensity by 1.",
  "cardText.squad.veda-moonbright":
    "If a fireball would land where your brigade or cistern is, place 1 of your renown there instead.",
  "cardText.squad.ash":
    "Once per turn, Ash may use her own water to extinguish a tile adjacent to your brigade.",
  "cardText.squad.sir-precious":
    "When revealed, give it to another player: its holder loses 1 AP each turn and may discard it at home.",
  // Wardens (§14.2): the special action on side 2.
  "cardText.warden.gloria-ignis.action": "Send the cistern",
  "cardText.warden.gloria-ignis.text":
    "Move your cistern to an unoccupied tile and put out an intensity-1 fire there.",
  "cardText.warden.blitz-haben.action": "Polymorphy",
  "cardText.warden.blitz-haben.text":
    "Swap the intensities of two adjacent tiles, neither of them University.",
  "cardText.warden.frith-goldmane.action": "With the people",
  "cardText.warden.frith-goldmane.text":
    "Return 1 of your renown from the board; take a squad member from another player for free.",
  "cardText.warden.glint-dampshot.action": "Artificers",
  "cardText.warden.glint-dampshot.text":
    "Return 1 of your renown from the board; take one more Upgrade this turn.",
  "cardText.warden.bernhardt-blaze.action": "Alliances",
  "cardText.warden.bernhardt-blaze.text":
    "Until your next turn, event cards do not affect tiles loyal to you.",
  "cardText.warden.ester.action": "Mist",
  "cardText.warden.ester.text":
    "Ester never runs dry: after each of your actions her buckets are refilled for free.",
  "cardText.warden.white-fang.action": "Dawn and Dusk",
  "cardText.warden.white-fang.text":
    "Dawn: flip to Dusk, fill White Fang, discard your squad. Dusk: no Refill; flip back to Dawn.",
  "cardText.warden.galeela.action": "Mime",
  "cardText.warden.galeela.text":
    "Put the Mime token on any squad card in play: you use its ability without a loyal tile.",
  "cardText.warden.aurath-ether.action": "Incorporeal",
  "cardText.warden.aurath-ether.text":
    "Move your brigade through others' cisterns and brigades, taking 1 water from each one passed.",
  "cardText.warden.cindy-bustion.action": "Pyrocontrol",
  "cardText.warden.cindy-bustion.text": "Add 1 of your renown to each tile raised by the next firestorm.",
  // Barracks boards (§14.3): the ability on side 2.
  "cardText.barracks.white-barracks.ability": "Street Wisdom",
  "cardText.barracks.white-barracks.text":
    "You may Refill on any tile by returning one of your renown tokens from that tile.",
  "cardText.barracks.black-barracks.ability": "Civic Duty",
  "cardText.barracks.black-barracks.text":
    "After a successful Extinguish you may place the renown on neighbours in any direction, diagonals included.",
  "cardText.barracks.pink-barracks.ability": "Sparkling Climb",
  "cardText.barracks.pink-barracks.text":
    "If you end your action phase on a Nobles tile, you may take a free Move Brigade action.",
  "cardText.barracks.orange-barracks.ability": "Insurance",
  "cardText.barracks.orange-barracks.text":
    "Each time you gain loyalty of a tile, you may place 1 renown on any other Merchants tile.",
  // Special events (§5.3) and the Fire Festival's (§15.2).
  "cardText.special.upgrade-cistern": "Each player advances their Cistern Capacity marker one space.",
  "cardText.special.upgrade-crew": "Each player advances their Squad Members marker one space.",
  "cardText.special.upgrade-leadership": "Each player advances their Command marker one space.",
  "cardText.special.free-recruit": "Each player takes a free Recruit action.",
  "cardText.special.place-renown": "Each player places 1 renown on any tile.",
  "cardText.special.refill-brigades": "Every brigade (warden and squad cards) is filled with water.",
  "cardText.special.refill-brigades-2": "Every brigade (warden and squad cards) is filled with water.",
  "cardText.special.upgrade-cistern-2": "Each player advances their Cistern Capacity marker one space.",
  "cardText.special.upgrade-crew-2": "Each player advances their Squad Members marker one space.",
  "cardText.special.arson": "+1 intensity on every burning tile with no renown tokens.",
  "cardText.special.festival-of-the-burning-man":
    "+1 intensity on every tile with a brigade or cistern, protected or not.",
  "cardText.special.indecent-relations":
    "Each player may add +1 intensity to one tile without brigades or cisterns.",
  "cardText.special.karnaj-celebration": "+1 intensity on every tile of value 2.",
};

const it: Record<string, string> = {
  "cardText.squad.del-uge":
    "Ogni volta che ottieni la lealtà di un tassello Sobborghi popolari, riduci di 2 l'intensità di un qualsiasi altro tassello.",
  "cardText.squad.kulari-one-shoe": "Le tue azioni Muovere la brigata hanno 5 punti movimento invece di 3.",
  "cardText.squad.ebenezer":
    "La tua brigata può muoversi normalmente attraverso tasselli distrutti e tasselli in fiamme.",
  "cardText.squad.mog-the-heavy":
    "La tua brigata può terminare il movimento sul tassello di un'altra brigata; spingi quella brigata su un tassello vicino.",
  "cardText.squad.chops-murphy":
    "Quando ottieni la lealtà di un tassello, puoi aumentare di 2 l'intensità di un tassello a esso adiacente.",
  "cardText.squad.mal-candor":
    "Ogni volta che ottieni la lealtà di un tassello Consiglio, effettua un'azione di Reclutamento gratuita.",
  "cardText.squad.nery-cagehand":
    "Gli avversari rubano i tuoi tasselli leali al costo di valore + 2 invece di valore + 1.",
  "cardText.squad.walder-ranier":
    "Ogni volta che un altro giocatore effettua un'azione di Rifornimento, perde subito dopo un segnalino acqua.",
  "cardText.squad.brother-ben":
    "Ogni volta che porti un tracciato all'ultimo spazio durante il tuo turno, fai un turno extra.",
  "cardText.squad.pep-overclock":
    "Ogni volta che ottieni la lealtà di un tassello Mercanti, effettua un Miglioramento gratuito.",
  "cardText.squad.ali-ahmar":
    "Ogni volta che ottieni la lealtà di un tassello Mercanti: metti 2 acqua sulla tua squadra, sposta 1 tuo segnalino fama o riduci di 1 un tassello adiacente.",
  "cardText.squad.selina-blackflow":
    "Quando piazzi fama su un tassello leale a un altro giocatore, piazzane lì 1 in più.",
  "cardText.squad.leon-bertrand":
    "Una volta per turno la tua cisterna può spegnere da sola un incendio di intensità 1; ottieni la fama.",
  "cardText.squad.immora":
    "Ogni volta che ottieni la lealtà di un tassello Nobili, piazza 1 fama su un qualsiasi altro tassello Nobili.",
  "cardText.squad.zilda-garrett":
    "Ogni volta che ottieni la lealtà di un tassello Nobili, puoi far scartare a un altro giocatore un membro della squadra a sua scelta.",
  "cardText.squad.esme-morrow":
    "Se una palla di fuoco dovesse cadere sul tassello della tua brigata, puoi invece mandarla su un tassello adiacente.",
  "cardText.squad.morgana-magos": "Una volta per turno, effettua un'azione Muovere la cisterna gratuita.",
  "cardText.squad.lumen":
    "Spegnere del tutto un incendio dell'Università costa un'acqua in meno; ottieni comunque la fama intera.",
  "cardText.squad.gness-smold":
    "Quando il tuo Muovere la brigata termina su un tassello in fiamme, puoi aumentarne l'intensità di 1.",
  "cardText.squad.veda-moonbright":
    "Se una palla di fuoco dovesse cadere dove si trova la tua brigata o la tua cisterna, piazza invece lì 1 tuo segnalino fama.",
  "cardText.squad.ash":
    "Una volta per turno, Ash può usare la propria acqua per spegnere un tassello adiacente alla tua brigata.",
  "cardText.squad.sir-precious":
    "Quando rivelata, dalla a un altro giocatore: chi la tiene perde 1 PA a ogni turno e può scartarla in caserma.",
  "cardText.warden.gloria-ignis.action": "Invia la cisterna",
  "cardText.warden.gloria-ignis.text":
    "Muovi la tua cisterna su un tassello non occupato e spegni lì un incendio di intensità 1.",
  "cardText.warden.blitz-haben.action": "Polimorfia",
  "cardText.warden.blitz-haben.text":
    "Scambia l'intensità delle fiamme di due tasselli adiacenti, nessuno dei due dell'Università.",
  "cardText.warden.frith-goldmane.action": "Con la gente",
  "cardText.warden.frith-goldmane.text":
    "Rimuovi dalla plancia 1 tuo segnalino fama; prendi gratuitamente un membro della squadra da un altro giocatore.",
  "cardText.warden.glint-dampshot.action": "Artificieri",
  "cardText.warden.glint-dampshot.text":
    "Rimuovi dalla plancia 1 tuo segnalino fama; effettua un Miglioramento in più in questo turno.",
  "cardText.warden.bernhardt-blaze.action": "Alleanze",
  "cardText.warden.bernhardt-blaze.text":
    "Fino al tuo prossimo turno, le carte evento non influenzano i tasselli a te leali.",
  "cardText.warden.ester.action": "Nebbia",
  "cardText.warden.ester.text":
    "Ester non è mai a corto d'acqua: dopo ogni tua azione i suoi secchi vengono riforniti gratuitamente.",
  "cardText.warden.white-fang.action": "Alba e Tramonto",
  "cardText.warden.white-fang.text":
    "Alba: gira su Tramonto, rifornisci White Fang, scarta la tua squadra. Tramonto: niente Rifornimento; torna su Alba.",
  "cardText.warden.galeela.action": "Mimo",
  "cardText.warden.galeela.text":
    "Piazza il segnalino Mimo su una qualsiasi carta squadra in gioco: ne usi l'abilità senza un tassello leale.",
  "cardText.warden.aurath-ether.action": "Non-corporeo",
  "cardText.warden.aurath-ether.text":
    "Muovi la tua brigata attraverso cisterne e brigate altrui, prendendo 1 acqua da ognuna che attraversi.",
  "cardText.warden.cindy-bustion.action": "Pirocontrollo",
  "cardText.warden.cindy-bustion.text":
    "Aggiungi 1 tuo segnalino fama su ogni tassello aumentato dalla prossima tempesta di fuoco.",
  "cardText.barracks.white-barracks.ability": "Saggezza di strada",
  "cardText.barracks.white-barracks.text":
    "Puoi effettuare un Rifornimento su qualsiasi tassello rimuovendo da quel tassello un tuo segnalino fama.",
  "cardText.barracks.black-barracks.ability": "Dovere civico",
  "cardText.barracks.black-barracks.text":
    "Dopo uno spegnimento riuscito puoi piazzare la fama sui tasselli vicini in qualsiasi direzione, diagonali incluse.",
  "cardText.barracks.pink-barracks.ability": "Scalata frizzante",
  "cardText.barracks.pink-barracks.text":
    "Se termini la fase azione su un tassello Nobili, puoi effettuare un'azione Muovere la brigata gratuita.",
  "cardText.barracks.orange-barracks.ability": "Assicurazione",
  "cardText.barracks.orange-barracks.text":
    "Ogni volta che ottieni la lealtà di un tassello, puoi piazzare 1 fama su un qualsiasi altro tassello Mercanti.",
  "cardText.special.upgrade-cistern":
    "Ogni giocatore avanza di uno spazio il proprio indicatore Capacità Cisterna.",
  "cardText.special.upgrade-crew":
    "Ogni giocatore avanza di uno spazio il proprio indicatore Membri della Squadra.",
  "cardText.special.upgrade-leadership": "Ogni giocatore avanza di uno spazio il proprio indicatore Comando.",
  "cardText.special.free-recruit": "Ogni giocatore effettua un'azione di Reclutamento gratuita.",
  "cardText.special.place-renown": "Ogni giocatore piazza 1 fama su un tassello qualsiasi.",
  "cardText.special.refill-brigades": "Ogni brigata (Guardiano e carte squadra) viene rifornita d'acqua.",
  "cardText.special.refill-brigades-2": "Ogni brigata (Guardiano e carte squadra) viene rifornita d'acqua.",
  "cardText.special.upgrade-cistern-2":
    "Ogni giocatore avanza di uno spazio il proprio indicatore Capacità Cisterna.",
  "cardText.special.upgrade-crew-2":
    "Ogni giocatore avanza di uno spazio il proprio indicatore Membri della Squadra.",
  "cardText.special.arson": "+1 intensità su ogni tassello in fiamme senza segnalini fama.",
  "cardText.special.festival-of-the-burning-man":
    "+1 intensità su ogni tassello con una brigata o una cisterna, protetto o no.",
  "cardText.special.indecent-relations":
    "Ogni giocatore può aggiungere +1 intensità a un tassello senza brigate né cisterne.",
  "cardText.special.karnaj-celebration": "+1 intensità su ogni tassello di valore 2.",
};

const pt: Record<string, string> = {
  "cardText.squad.del-uge":
    "Sempre que ganhas a lealdade de um quarteirão dos Bairros populares, reduz em 2 a intensidade de qualquer outro quarteirão.",
  "cardText.squad.kulari-one-shoe": "As tuas ações Mover a brigada têm 5 pontos de movimento em vez de 3.",
  "cardText.squad.ebenezer":
    "A tua brigada pode mover-se normalmente através de quarteirões destruídos e de quarteirões em chamas.",
  "cardText.squad.mog-the-heavy":
    "A tua brigada pode terminar um movimento no quarteirão de outra brigada; empurras essa brigada para um quarteirão vizinho.",
  "cardText.squad.chops-murphy":
    "Quando ganhas a lealdade de um quarteirão, podes aumentar em 2 a intensidade de um quarteirão adjacente a ele.",
  "cardText.squad.mal-candor":
    "Sempre que ganhas a lealdade de um quarteirão do Conselho, faz uma ação de Recrutar grátis.",
  "cardText.squad.nery-cagehand":
    "Os adversários roubam os teus quarteirões leais por valor + 2 em vez de valor + 1.",
  "cardText.squad.walder-ranier":
    "Sempre que outro jogador faz uma ação de Reabastecer, perde uma ficha de água logo a seguir.",
  "cardText.squad.brother-ben":
    "Sempre que levas uma trilha à última casa durante o teu próprio turno, joga um turno extra.",
  "cardText.squad.pep-overclock":
    "Sempre que ganhas a lealdade de um quarteirão dos Mercadores, faz uma Melhoria grátis.",
  "cardText.squad.ali-ahmar":
    "Sempre que ganhas a lealdade de um quarteirão dos Mercadores: põe 2 de água na tua equipa, move 1 das tuas fichas de fama ou reduz em 1 um quarteirão adjacente.",
  "cardText.squad.selina-blackflow":
    "Sempre que colocas fama num quarteirão leal a outro jogador, coloca lá mais 1.",
  "cardText.squad.leon-bertrand":
    "Uma vez por turno a tua cisterna pode apagar sozinha um incêndio de intensidade 1; ganhas a fama.",
  "cardText.squad.immora":
    "Sempre que ganhas a lealdade de um quarteirão dos Nobres, coloca 1 de fama em qualquer outro quarteirão dos Nobres.",
  "cardText.squad.zilda-garrett":
    "Sempre que ganhas a lealdade de um quarteirão dos Nobres, podes obrigar outro jogador a descartar um membro da equipa à escolha dele.",
  "cardText.squad.esme-morrow":
    "Se uma bola de fogo fosse cair no quarteirão da tua brigada, podes enviá-la antes para um quarteirão adjacente.",
  "cardText.squad.morgana-magos": "Uma vez por turno, faz uma ação Mover a cisterna grátis.",
  "cardText.squad.lumen":
    "Apagar por completo um incêndio da Universidade custa menos uma água; ganhas na mesma a fama toda.",
  "cardText.squad.gness-smold":
    "Quando o teu Mover a brigada termina num quarteirão em chamas, podes aumentar a sua intensidade em 1.",
  "cardText.squad.veda-moonbright":
    "Se uma bola de fogo fosse cair onde está a tua brigada ou a tua cisterna, coloca antes lá 1 das tuas fichas de fama.",
  "cardText.squad.ash":
    "Uma vez por turno, a Ash pode usar a sua própria água para extinguir um quarteirão adjacente à tua brigada.",
  "cardText.squad.sir-precious":
    "Quando revelada, dá-a a outro jogador: quem a tiver perde 1 PA por turno e pode descartá-la no quartel.",
  "cardText.warden.gloria-ignis.action": "Enviar a cisterna",
  "cardText.warden.gloria-ignis.text":
    "Move a tua cisterna para um quarteirão desocupado e apaga lá um incêndio de intensidade 1.",
  "cardText.warden.blitz-haben.action": "Polimorfia",
  "cardText.warden.blitz-haben.text":
    "Troca as intensidades de dois quarteirões adjacentes, nenhum deles da Universidade.",
  "cardText.warden.frith-goldmane.action": "Com o povo",
  "cardText.warden.frith-goldmane.text":
    "Retira do tabuleiro 1 das tuas fichas de fama; leva grátis um membro da equipa de outro jogador.",
  "cardText.warden.glint-dampshot.action": "Artífices",
  "cardText.warden.glint-dampshot.text":
    "Retira do tabuleiro 1 das tuas fichas de fama; faz mais uma Melhoria neste turno.",
  "cardText.warden.bernhardt-blaze.action": "Alianças",
  "cardText.warden.bernhardt-blaze.text":
    "Até ao teu próximo turno, as cartas de evento não afetam os quarteirões leais a ti.",
  "cardText.warden.ester.action": "Névoa",
  "cardText.warden.ester.text":
    "A Ester nunca fica sem água: depois de cada uma das tuas ações, os baldes dela são reabastecidos de graça.",
  "cardText.warden.white-fang.action": "Alvorada e Crepúsculo",
  "cardText.warden.white-fang.text":
    "Alvorada: vira para Crepúsculo, enche White Fang, descarta a tua equipa. Crepúsculo: sem Reabastecer; volta a virar para Alvorada.",
  "cardText.warden.galeela.action": "Mímica",
  "cardText.warden.galeela.text":
    "Põe o marcador de Mímica em qualquer carta de equipa em jogo: usas a sua habilidade sem um quarteirão leal.",
  "cardText.warden.aurath-ether.action": "Incorpóreo",
  "cardText.warden.aurath-ether.text":
    "Move a tua brigada através das cisternas e brigadas dos outros, tirando 1 de água a cada uma por onde passas.",
  "cardText.warden.cindy-bustion.action": "Pirocontrolo",
  "cardText.warden.cindy-bustion.text":
    "Junta 1 das tuas fichas de fama a cada quarteirão aumentado pela próxima tempestade de fogo.",
  "cardText.barracks.white-barracks.ability": "Sabedoria de rua",
  "cardText.barracks.white-barracks.text":
    "Podes Reabastecer em qualquer quarteirão retirando desse quarteirão uma das tuas fichas de fama.",
  "cardText.barracks.black-barracks.ability": "Dever cívico",
  "cardText.barracks.black-barracks.text":
    "Depois de uma extinção bem-sucedida, podes colocar a fama nos quarteirões vizinhos em qualquer direção, diagonais incluídas.",
  "cardText.barracks.pink-barracks.ability": "Escalada cintilante",
  "cardText.barracks.pink-barracks.text":
    "Se terminares a fase de ação num quarteirão dos Nobres, podes fazer uma ação Mover a brigada grátis.",
  "cardText.barracks.orange-barracks.ability": "Seguro",
  "cardText.barracks.orange-barracks.text":
    "Sempre que ganhas a lealdade de um quarteirão, podes colocar 1 de fama em qualquer outro quarteirão dos Mercadores.",
  "cardText.special.upgrade-cistern":
    "Cada jogador avança uma casa o seu marcador de Capacidade da Cisterna.",
  "cardText.special.upgrade-crew": "Cada jogador avança uma casa o seu marcador de Membros da Equipa.",
  "cardText.special.upgrade-leadership": "Cada jogador avança uma casa o seu marcador de Comando.",
  "cardText.special.free-recruit": "Cada jogador faz uma ação de Recrutar grátis.",
  "cardText.special.place-renown": "Cada jogador coloca 1 ficha de fama num quarteirão qualquer.",
  "cardText.special.refill-brigades":
    "Todas as brigadas (guardião e cartas de equipa) são reabastecidas de água.",
  "cardText.special.refill-brigades-2":
    "Todas as brigadas (guardião e cartas de equipa) são reabastecidas de água.",
  "cardText.special.upgrade-cistern-2":
    "Cada jogador avança uma casa o seu marcador de Capacidade da Cisterna.",
  "cardText.special.upgrade-crew-2": "Cada jogador avança uma casa o seu marcador de Membros da Equipa.",
  "cardText.special.arson": "+1 de intensidade em cada quarteirão em chamas sem fichas de fama.",
  "cardText.special.festival-of-the-burning-man":
    "+1 de intensidade em cada quarteirão com uma brigada ou uma cisterna, protegido ou não.",
  "cardText.special.indecent-relations":
    "Cada jogador pode acrescentar +1 de intensidade a um quarteirão sem brigadas nem cisternas.",
  "cardText.special.karnaj-celebration": "+1 de intensidade em cada quarteirão de valor 2.",
};

/** The cards' texts in every language (checked with `checkCatalogue` in card-texts.test.ts). */
export const CARD_TEXT_MESSAGES: Bundles = { en, it, pt };

registerMessages(BRIGADE_NS, CARD_TEXT_MESSAGES);

/**
 * A card's text in the reader's language: its translation while `english` is the shipped English
 * of that card's id and field, else `english` itself (a card set edited in the card editor keeps its
 * own words). `t` is the table's translator (`useT(BRIGADE_NS)`).
 */
export function cardTextIn<E extends string | undefined>(
  t: TFunction,
  kind: CardTextKind,
  id: string,
  field: CardTextField,
  english: E,
): E {
  if (english === undefined) return english;
  const key = cardTextKey(kind, id, field);
  return (Object.hasOwn(en, key) && en[key] === english ? t(key, { defaultValue: english }) : english) as E;
}
