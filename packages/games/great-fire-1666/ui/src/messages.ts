/**
 * The Great Fire's table in English, Italian and Portuguese (issue 20), registered under the game's
 * id when this module loads. The words follow the printed editions: the Italian rulebook (Squadra di
 * Emergenza, Proprietario, carta Movimento Fuoco, Intensificazione Fuoco, Esplosivo, Doppio
 * Movimento, Domare le fiamme, Eroe di Londra, Punti Azione, PV) and the Portuguese edition (grupo
 * de bombeiros, peão de proprietário, carta de movimento, Carta de Fogo, carga explosiva, movimento
 * duplo, apagar fogo, Herói de Londres, pontos de ação, PV). District names stay as printed.
 *
 * English keeps the table's words byte for byte (the play app's browser tests read them), except that a
 * count of one is now singular ("1 card", issue 20 defect 13: it said "1 cards").
 */
import { type Bundles, type Locale, registerMessages, type TFunction, tFor } from "@pudding/i18n";

/** The namespace of the game's catalogue (the module id). */
export const NS = "great-fire-1666";

const en = {
  "card.N": "North",
  "card.E": "East",
  "card.S": "South",
  "card.W": "West",
  "colour.red": "red",
  "colour.blue": "blue",
  "colour.green": "green",
  "colour.yellow": "yellow",
  "colour.purple": "purple",
  "colour.wood": "wood",

  "action.placeTeam": "Place a team",
  "action.placePawn": "Place your pawn",
  "action.placeCone": "Place a cone",
  "action.demolish": "Demolish (Explosive)",
  "action.doubleMove": "Double Move",
  "action.discard": "Discard",
  "action.movePawn": "Move pawn",
  "action.moveTeam": "Move team",
  "action.tame": "Tame a cone",
  "action.tameIn": "Tame a cone in {{district}}",
  "action.endActions": "End actions",
  "action.skipDoubleMove": "Skip the double move",
  "action.passCones": "Give up the remaining cones",
  "confirm.fire": "{{card}}: fire from {{from}} to {{to}}",
  "confirm.doubleMove": "second move from {{from}} to {{to}}",

  "mark.objective": "your secret objective",
  "mark.pawn": "your pawn",
  "mark.fireStep": "the fire's step",
  "hint.source": "a free cone this card can move (§4.1)",
  "hint.betterExists": "a better destination exists (§4.2)",
  "hint.class": "priority class {{class}} ({{words}}) §4.2",
  "hint.barred":
    "class {{class}} ({{words}}) is barred while a class {{best}} district ({{bestWords}}) is reachable (§4.2)",
  "class.1": "houses and no team",
  "class.2": "houses and a team",
  "class.3": "no houses and no team",
  "class.4": "no houses and a team",

  "prompt.over": "The game is over.",
  "prompt.seat": "Seat {{n}}",
  "prompt.and": "{{a}} and {{b}}",
  "prompt.waiting": "Waiting for {{names}}…",
  "prompt.setupTeams": "Place an emergency team on a glowing district (§2.9).",
  "prompt.setupPawns": "Place your owner pawn on a glowing district (§2.10).",
  "prompt.discard": "None of your cards can move fire: show your hand and discard one (§4.4).",
  "prompt.confirmFire": "Confirm the fire move, or pick another destination.",
  "prompt.pickCard": "Pick a Fire Movement card from your hand (§4).",
  "prompt.pickFire": "{{card}}: pick a glowing fire to move (§4.1).",
  "prompt.pickDestination": "Pick where the fire stops: green are allowed, grey are barred (§4.2).",
  "prompt.doubleMove": "Spend a Double Move token for a second move in the same direction, or skip (§4.6).",
  "prompt.confirmSecond": "Confirm the second move, or pick another destination (§4.6).",
  "prompt.doubleMovePick":
    "Double Move: pick a glowing fire, then where it stops — the same direction as your card (§4.6).",
  "prompt.apLeft_one": "{{n}} action point left",
  "prompt.apLeft_other": "{{n}} action points left",
  "prompt.movePawn": "{{ap}}: pick where your pawn goes (§5.1).",
  "prompt.pickTeam": "{{ap}}: pick a glowing team to move (§5.2).",
  "prompt.teamGoes": "{{ap}}: pick where the team goes (§5.2).",
  "prompt.demolish": "{{ap}}: pick a district to demolish with your Explosive (§5.5).",
  "prompt.actions":
    "{{ap}}: click a district to move your pawn there, or choose move a team, demolish, tame, or end your actions (§5).",
  "prompt.doubleFirst": "You may first spend your Double Move token (§4.6). {{rest}}",
  "prompt.intensity_one": "Place {{n}} intensity cone on glowing districts (§6).",
  "prompt.intensity_other": "Place {{n}} intensity cones on glowing districts (§6).",

  "seat.cards_one": "{{n}} card",
  "seat.cards_other": "{{n}} cards",
  "seat.tokens_one": "{{n}} token",
  "seat.tokens_other": "{{n}} tokens",
  "seat.tamed_one": "{{n}} tamed",
  "seat.tamed_other": "{{n}} tamed",
  "seat.hero": "★ Hero of London",

  "side.secrets": "Your secrets",
  "side.secretsOf": "Your secrets — {{name}}",
  "side.tokens": "{{explosive}} explosive · {{doubleMove}} double move · {{oneVp}} one VP",
  "side.nextIntensity_one": "Next Intensity card after {{n}} fire card",
  "side.nextIntensity_other": "Next Intensity card after {{n}} fire cards",
  "side.noIntensity": "No Intensity cards left",
  "side.finalRound_one": "final round: {{n}} turn left",
  "side.finalRound_other": "final round: {{n}} turns left",
  "side.hero": "★ Hero of London: {{name}}",

  "vp.aria": "Victory point tracks",
  "vp.title": "Victory points",
  "pile.aria": "Draw pile: {{n}} cards; next Intensity card {{next}}",
  "pile.none": "none",
  "pile.intensity": "INTENSITY",
  "pile.left": "{{n}} left",
  "objective.aria": "Objective {{deck}}: {{name}}, {{vp}} VP",
  "objective.ariaStatus": "Objective {{deck}}: {{name}}, {{vp}} VP, {{status}}",
  "objective.vp": "{{vp}} VP",
  "objective.safe": "safe",
  "objective.burning": "burning",
  "objective.lost": "lost",
  "token.explosive": "Explosive",
  "token.doubleMove": "Double move",
  "token.oneVp": "One VP",
  "token.oneVpFace": "1VP",
  "token.faceDown": "Face-down token",
  "token.use": "Use {{name}} token",
  "colourCard.aria": "Your colour: {{colour}}",
  "hand.aria": "Your hand",
  "hand.empty": "No cards",
  "fireCard.top": "FIRE",
  "fireCard.aria": "Fire {{dir}} card",
  "turnbar.cannotMove": "{{card}} cannot move any fire right now (§4.1); pick another card.",
  "turnbar.ap_one": "action point",
  "turnbar.ap_other": "action points",

  "end.aria": "Revealed secrets",
  "end.title": "Revealed",
  "end.player": "Player",
  "end.colour": "House colour",
  "end.dotsNote":
    "The dot beside each name, here and at the table, is the colour of that player's pawn; the houses they owned were the colour in this column (§2.4).",
  "end.objectives": "Objectives",
  "end.tokens": "Tokens",
  "end.hand": "Hand",
  "end.hidden": "hidden",
  "end.objective": "{{name}} ({{vp}} VP, {{status}})",
  "end.kept": "kept",
  "end.lost": "lost",
  "end.tokenCounts": "{{explosive}} explosive, {{doubleMove}} double move, {{oneVp}} one VP",
  "end.noCards": "no cards",
  "end.leftOnBoard": "Tokens left on the board:",
  "end.kind.explosive": "explosive",
  "end.kind.doubleMove": "double move",
  "end.kind.oneVp": "one VP",

  "legend.summary": "Legend of the board",
  "legend.house.icon": "house",
  "legend.house.name": "House",
  "legend.house.means":
    "One of six colours (red, blue, green, yellow, purple, natural wood); each player secretly owns one colour (§2.4), and every house of it lost costs 2 VP (§7.1). With colour-blind help each carries its letter.",
  "legend.cone.icon": "free fire cone",
  "legend.cone.name": "Fire cone",
  "legend.cone.means": "A free (burning) cone: the fire spreads from districts that hold one (§4).",
  "legend.controlled.icon": "controlled fire cone",
  "legend.controlled.name": "Controlled cone",
  "legend.controlled.means":
    "A cone with an emergency team on it; a district whose cones are all controlled is contained and can be tamed (§5.3).",
  "legend.team.icon": "emergency team",
  "legend.team.name": "Emergency team",
  "legend.team.means":
    "A black cone any player may move (§5); entering a burning district it stops and controls a cone.",
  "legend.pawn.icon": "owner pawn",
  "legend.pawn.name": "Owner pawn",
  "legend.pawn.means":
    "A player's piece; its colour only tells players apart, with no link to the secret house colour. Yours stands in a gold ring (§5).",
  "legend.token.icon": "face-down token",
  "legend.token.name": "Extra-action token",
  "legend.token.means":
    "One face down on each yellow-band district (§2.3): Explosive, Double Move or One VP; those left are turned up at the end.",
  "legend.explosive.icon": "explosive",
  "legend.explosive.name": "Explosive",
  "legend.explosive.means":
    "A demolished district, blown up with an Explosive: fire never enters or crosses it (§5.5).",
  "legend.arrow.icon": "{{d}} fire arrow",
  "legend.arrow.name": "{{dir}} arrow",
  "legend.arrow.means":
    "Fire may step across this border with a {{dir}} card (§4.1); the letter {{d}} shows with colour-blind help.",
};

type Catalogue = Record<keyof typeof en, string>;

const it: Catalogue = {
  "card.N": "Nord",
  "card.E": "Est",
  "card.S": "Sud",
  "card.W": "Ovest",
  "colour.red": "rosso",
  "colour.blue": "blu",
  "colour.green": "verde",
  "colour.yellow": "giallo",
  "colour.purple": "viola",
  "colour.wood": "legno",

  "action.placeTeam": "Piazza una squadra",
  "action.placePawn": "Piazza il tuo Proprietario",
  "action.placeCone": "Piazza un cono",
  "action.demolish": "Demolisci (Esplosivo)",
  "action.doubleMove": "Doppio Movimento",
  "action.discard": "Scarta",
  "action.movePawn": "Muovi il Proprietario",
  "action.moveTeam": "Muovi una squadra",
  "action.tame": "Doma un cono",
  "action.tameIn": "Doma un cono in {{district}}",
  "action.endActions": "Termina le azioni",
  "action.skipDoubleMove": "Rinuncia al Doppio Movimento",
  "action.passCones": "Rinuncia ai coni rimanenti",
  "confirm.fire": "{{card}}: fuoco da {{from}} a {{to}}",
  "confirm.doubleMove": "secondo movimento da {{from}} a {{to}}",

  "mark.objective": "il tuo obiettivo segreto",
  "mark.pawn": "il tuo Proprietario",
  "mark.fireStep": "il passo del fuoco",
  "hint.source": "un cono libero che questa carta può muovere (§4.1)",
  "hint.betterExists": "esiste una destinazione con priorità più alta (§4.2)",
  "hint.class": "priorità {{class}} ({{words}}) §4.2",
  "hint.barred":
    "la priorità {{class}} ({{words}}) è esclusa finché è raggiungibile un distretto di priorità {{best}} ({{bestWords}}) (§4.2)",
  "class.1": "case e nessuna squadra",
  "class.2": "case e una squadra",
  "class.3": "nessuna casa e nessuna squadra",
  "class.4": "nessuna casa e una squadra",

  "prompt.over": "La partita è finita.",
  "prompt.seat": "Posto {{n}}",
  "prompt.and": "{{a}} e {{b}}",
  "prompt.waiting": "In attesa di {{names}}…",
  "prompt.setupTeams": "Piazza una Squadra di Emergenza su un distretto illuminato (§2.9).",
  "prompt.setupPawns": "Piazza il tuo segnalino Proprietario su un distretto illuminato (§2.10).",
  "prompt.discard": "Nessuna delle tue carte può muovere il fuoco: mostra la tua mano e scartane una (§4.4).",
  "prompt.confirmFire": "Conferma il movimento del fuoco o scegli un'altra destinazione.",
  "prompt.pickCard": "Scegli una carta Movimento Fuoco dalla tua mano (§4).",
  "prompt.pickFire": "{{card}}: scegli un fuoco illuminato da muovere (§4.1).",
  "prompt.pickDestination":
    "Scegli dove si ferma il fuoco: in verde le destinazioni consentite, in grigio quelle escluse (§4.2).",
  "prompt.doubleMove":
    "Usa un tassello Doppio Movimento per un secondo movimento nella stessa direzione, oppure rinuncia (§4.6).",
  "prompt.confirmSecond": "Conferma il secondo movimento o scegli un'altra destinazione (§4.6).",
  "prompt.doubleMovePick":
    "Doppio Movimento: scegli un fuoco illuminato, poi dove si ferma — nella stessa direzione della tua carta (§4.6).",
  "prompt.apLeft_one": "{{n}} Punto Azione rimasto",
  "prompt.apLeft_other": "{{n}} Punti Azione rimasti",
  "prompt.movePawn": "{{ap}}: scegli dove va il tuo Proprietario (§5.1).",
  "prompt.pickTeam": "{{ap}}: scegli una Squadra di Emergenza illuminata da muovere (§5.2).",
  "prompt.teamGoes": "{{ap}}: scegli dove va la squadra (§5.2).",
  "prompt.demolish": "{{ap}}: scegli un distretto da demolire con il tuo Esplosivo (§5.5).",
  "prompt.actions":
    "{{ap}}: clicca un distretto per muovervi il tuo Proprietario, oppure scegli di muovere una squadra, demolire, domare le fiamme o terminare le azioni (§5).",
  "prompt.doubleFirst": "Puoi prima usare il tuo tassello Doppio Movimento (§4.6). {{rest}}",
  "prompt.intensity_one": "Piazza {{n}} cono di fuoco su distretti illuminati (§6).",
  "prompt.intensity_other": "Piazza {{n}} coni di fuoco su distretti illuminati (§6).",

  "seat.cards_one": "{{n}} carta",
  "seat.cards_other": "{{n}} carte",
  "seat.tokens_one": "{{n}} tassello",
  "seat.tokens_other": "{{n}} tasselli",
  "seat.tamed_one": "{{n}} cono domato",
  "seat.tamed_other": "{{n}} coni domati",
  "seat.hero": "★ Eroe di Londra",

  "side.secrets": "I tuoi segreti",
  "side.secretsOf": "I tuoi segreti — {{name}}",
  "side.tokens": "Esplosivo: {{explosive}} · Doppio Movimento: {{doubleMove}} · 1 Punto Vittoria: {{oneVp}}",
  "side.nextIntensity_one": "Prossima Intensificazione Fuoco dopo {{n}} carta Movimento Fuoco",
  "side.nextIntensity_other": "Prossima Intensificazione Fuoco dopo {{n}} carte Movimento Fuoco",
  "side.noIntensity": "Nessuna carta Intensificazione Fuoco rimasta",
  "side.finalRound_one": "ultimo giro: ancora {{n}} turno",
  "side.finalRound_other": "ultimo giro: ancora {{n}} turni",
  "side.hero": "★ Eroe di Londra: {{name}}",

  "vp.aria": "Tracciati dei Punti Vittoria",
  "vp.title": "Punti Vittoria",
  "pile.aria": "Mazzo: {{n}} carte; prossima carta Intensificazione Fuoco {{next}}",
  "pile.none": "nessuna",
  "pile.intensity": "INTENSIF.",
  "pile.left": "ne restano {{n}}",
  "objective.aria": "Obiettivo {{deck}}: {{name}}, {{vp}} PV",
  "objective.ariaStatus": "Obiettivo {{deck}}: {{name}}, {{vp}} PV, {{status}}",
  "objective.vp": "{{vp}} PV",
  "objective.safe": "salvo",
  "objective.burning": "in fiamme",
  "objective.lost": "perso",
  "token.explosive": "Esplosivo",
  "token.doubleMove": "Doppio Movimento",
  "token.oneVp": "Punto Vittoria",
  "token.oneVpFace": "1PV",
  "token.faceDown": "Tassello coperto",
  "token.use": "Usa il tassello {{name}}",
  "colourCard.aria": "Il tuo colore: {{colour}}",
  "hand.aria": "La tua mano",
  "hand.empty": "Nessuna carta",
  "fireCard.top": "FUOCO",
  "fireCard.aria": "Carta Fuoco {{dir}}",
  "turnbar.cannotMove":
    "{{card}} non può muovere nessun fuoco in questo momento (§4.1); scegli un'altra carta.",
  "turnbar.ap_one": "Punto Azione",
  "turnbar.ap_other": "Punti Azione",

  "end.aria": "Segreti svelati",
  "end.title": "Svelato",
  "end.player": "Giocatore",
  "end.colour": "Colore delle case",
  "end.dotsNote":
    "Il pallino accanto a ogni nome, qui e al tavolo, è il colore del Proprietario di quel giocatore; le sue case erano del colore di questa colonna (§2.4).",
  "end.objectives": "Obiettivi",
  "end.tokens": "Tasselli",
  "end.hand": "Mano",
  "end.hidden": "nascosto",
  "end.objective": "{{name}} ({{vp}} PV, {{status}})",
  "end.kept": "salvo",
  "end.lost": "perso",
  "end.tokenCounts":
    "Esplosivo: {{explosive}}, Doppio Movimento: {{doubleMove}}, 1 Punto Vittoria: {{oneVp}}",
  "end.noCards": "nessuna carta",
  "end.leftOnBoard": "Tasselli rimasti sul tabellone:",
  "end.kind.explosive": "Esplosivo",
  "end.kind.doubleMove": "Doppio Movimento",
  "end.kind.oneVp": "1 Punto Vittoria",

  "legend.summary": "Legenda del tabellone",
  "legend.house.icon": "casa",
  "legend.house.name": "Casa",
  "legend.house.means":
    "Uno di sei colori (rosso, blu, verde, giallo, viola, legno naturale); ogni giocatore possiede segretamente un colore (§2.4) e ogni casa di quel colore persa costa 2 PV (§7.1). Con l'aiuto per daltonici ognuna porta la sua lettera.",
  "legend.cone.icon": "cono di fuoco libero",
  "legend.cone.name": "Cono di fuoco",
  "legend.cone.means":
    "Un cono libero (che brucia): il fuoco si propaga dai distretti che ne hanno uno (§4).",
  "legend.controlled.icon": "cono di fuoco controllato",
  "legend.controlled.name": "Cono controllato",
  "legend.controlled.means":
    "Un cono coperto da una Squadra di Emergenza; un distretto con tutti i coni controllati è contenuto e vi si possono domare le fiamme (§5.3).",
  "legend.team.icon": "Squadra di Emergenza",
  "legend.team.name": "Squadra di Emergenza",
  "legend.team.means":
    "Un cono nero che ogni giocatore può muovere (§5); quando entra in un distretto in fiamme si ferma e controlla un cono.",
  "legend.pawn.icon": "segnalino Proprietario",
  "legend.pawn.name": "Proprietario",
  "legend.pawn.means":
    "Il segnalino di un giocatore; il suo colore serve solo a distinguere i giocatori e non ha legami con il colore segreto delle case. Il tuo è cerchiato d'oro (§5).",
  "legend.token.icon": "tassello coperto",
  "legend.token.name": "Tassello Azione extra",
  "legend.token.means":
    "Uno coperto su ogni distretto con la banda gialla (§2.3): Esplosivo, Doppio Movimento o 1 Punto Vittoria; quelli rimasti si scoprono alla fine.",
  "legend.explosive.icon": "esplosivo",
  "legend.explosive.name": "Esplosivo",
  "legend.explosive.means":
    "Un distretto demolito con un Esplosivo: il fuoco non vi entra né lo attraversa mai (§5.5).",
  "legend.arrow.icon": "freccia del fuoco {{d}}",
  "legend.arrow.name": "Freccia {{dir}}",
  "legend.arrow.means":
    "Il fuoco può attraversare questo confine con una carta {{dir}} (§4.1); con l'aiuto per daltonici compare la lettera {{d}}.",
};

const pt: Catalogue = {
  "card.N": "Norte",
  "card.E": "Este",
  "card.S": "Sul",
  "card.W": "Oeste",
  "colour.red": "vermelho",
  "colour.blue": "azul",
  "colour.green": "verde",
  "colour.yellow": "amarelo",
  "colour.purple": "roxo",
  "colour.wood": "madeira",

  "action.placeTeam": "Colocar um grupo de bombeiros",
  "action.placePawn": "Colocar o teu peão",
  "action.placeCone": "Colocar um cone",
  "action.demolish": "Demolir (carga explosiva)",
  "action.doubleMove": "Movimento duplo",
  "action.discard": "Descartar",
  "action.movePawn": "Mover o peão",
  "action.moveTeam": "Mover um grupo",
  "action.tame": "Apagar um cone",
  "action.tameIn": "Apagar um cone em {{district}}",
  "action.endActions": "Terminar as ações",
  "action.skipDoubleMove": "Dispensar o movimento duplo",
  "action.passCones": "Desistir dos cones restantes",
  "confirm.fire": "{{card}}: fogo de {{from}} para {{to}}",
  "confirm.doubleMove": "segundo movimento de {{from}} para {{to}}",

  "mark.objective": "o teu objetivo secreto",
  "mark.pawn": "o teu peão",
  "mark.fireStep": "o passo do fogo",
  "hint.source": "um cone livre que esta carta pode mover (§4.1)",
  "hint.betterExists": "há um destino com maior prioridade (§4.2)",
  "hint.class": "prioridade {{class}} ({{words}}) §4.2",
  "hint.barred":
    "a prioridade {{class}} ({{words}}) está excluída enquanto houver um distrito de prioridade {{best}} ({{bestWords}}) ao alcance (§4.2)",
  "class.1": "casas e nenhum grupo de bombeiros",
  "class.2": "casas e um grupo de bombeiros",
  "class.3": "sem casas e sem grupo de bombeiros",
  "class.4": "sem casas e com um grupo de bombeiros",

  "prompt.over": "A partida acabou.",
  "prompt.seat": "Lugar {{n}}",
  "prompt.and": "{{a}} e {{b}}",
  "prompt.waiting": "À espera de {{names}}…",
  "prompt.setupTeams": "Coloca um grupo de bombeiros num distrito iluminado (§2.9).",
  "prompt.setupPawns": "Coloca o teu peão de proprietário num distrito iluminado (§2.10).",
  "prompt.discard": "Nenhuma das tuas cartas pode mover o fogo: mostra a tua mão e descarta uma (§4.4).",
  "prompt.confirmFire": "Confirma o movimento do fogo ou escolhe outro destino.",
  "prompt.pickCard": "Escolhe uma carta de movimento da tua mão (§4).",
  "prompt.pickFire": "{{card}}: escolhe um fogo iluminado para mover (§4.1).",
  "prompt.pickDestination":
    "Escolhe onde o fogo para: a verde os destinos permitidos, a cinzento os excluídos (§4.2).",
  "prompt.doubleMove":
    "Usa uma ficha de movimento duplo para um segundo movimento na mesma direção, ou dispensa-o (§4.6).",
  "prompt.confirmSecond": "Confirma o segundo movimento ou escolhe outro destino (§4.6).",
  "prompt.doubleMovePick":
    "Movimento duplo: escolhe um fogo iluminado e depois onde para — na mesma direção da tua carta (§4.6).",
  "prompt.apLeft_one": "{{n}} ponto de ação restante",
  "prompt.apLeft_other": "{{n}} pontos de ação restantes",
  "prompt.movePawn": "{{ap}}: escolhe para onde vai o teu peão (§5.1).",
  "prompt.pickTeam": "{{ap}}: escolhe um grupo de bombeiros iluminado para mover (§5.2).",
  "prompt.teamGoes": "{{ap}}: escolhe para onde vai o grupo de bombeiros (§5.2).",
  "prompt.demolish": "{{ap}}: escolhe um distrito para demolir com a tua carga explosiva (§5.5).",
  "prompt.actions":
    "{{ap}}: clica num distrito para levar lá o teu peão, ou escolhe mover um grupo de bombeiros, demolir, apagar fogo ou terminar as tuas ações (§5).",
  "prompt.doubleFirst": "Podes primeiro usar a tua ficha de movimento duplo (§4.6). {{rest}}",
  "prompt.intensity_one": "Coloca {{n}} cone de fogo em distritos iluminados (§6).",
  "prompt.intensity_other": "Coloca {{n}} cones de fogo em distritos iluminados (§6).",

  "seat.cards_one": "{{n}} carta",
  "seat.cards_other": "{{n}} cartas",
  "seat.tokens_one": "{{n}} ficha",
  "seat.tokens_other": "{{n}} fichas",
  "seat.tamed_one": "{{n}} cone apagado",
  "seat.tamed_other": "{{n}} cones apagados",
  "seat.hero": "★ Herói de Londres",

  "side.secrets": "Os teus segredos",
  "side.secretsOf": "Os teus segredos — {{name}}",
  "side.tokens": "carga explosiva: {{explosive}} · movimento duplo: {{doubleMove}} · 1 PV: {{oneVp}}",
  "side.nextIntensity_one": "Próxima Carta de Fogo daqui a {{n}} carta de movimento",
  "side.nextIntensity_other": "Próxima Carta de Fogo daqui a {{n}} cartas de movimento",
  "side.noIntensity": "Já não há Cartas de Fogo",
  "side.finalRound_one": "ronda final: falta {{n}} turno",
  "side.finalRound_other": "ronda final: faltam {{n}} turnos",
  "side.hero": "★ Herói de Londres: {{name}}",

  "vp.aria": "Registos de pontuação",
  "vp.title": "Pontos de vitória",
  "pile.aria": "Baralho: {{n}} cartas; próxima Carta de Fogo {{next}}",
  "pile.none": "nenhuma",
  "pile.intensity": "FOGO",
  "pile.left": "restam {{n}}",
  "objective.aria": "Objetivo {{deck}}: {{name}}, {{vp}} PV",
  "objective.ariaStatus": "Objetivo {{deck}}: {{name}}, {{vp}} PV, {{status}}",
  "objective.vp": "{{vp}} PV",
  "objective.safe": "a salvo",
  "objective.burning": "a arder",
  "objective.lost": "perdido",
  "token.explosive": "Carga explosiva",
  "token.doubleMove": "Movimento duplo",
  "token.oneVp": "Ponto de vitória",
  "token.oneVpFace": "1PV",
  "token.faceDown": "Ficha de face oculta",
  "token.use": "Usar a ficha: {{name}}",
  "colourCard.aria": "A tua cor: {{colour}}",
  "hand.aria": "A tua mão",
  "hand.empty": "Sem cartas",
  "fireCard.top": "FOGO",
  "fireCard.aria": "Carta Fogo {{dir}}",
  "turnbar.cannotMove": "{{card}} não pode mover nenhum fogo agora (§4.1); escolhe outra carta.",
  "turnbar.ap_one": "ponto de ação",
  "turnbar.ap_other": "pontos de ação",

  "end.aria": "Segredos revelados",
  "end.title": "Revelado",
  "end.player": "Jogador",
  "end.colour": "Cor das casas",
  "end.dotsNote":
    "A bola ao lado de cada nome, aqui e na mesa, é a cor do peão desse jogador; as suas casas eram da cor desta coluna (§2.4).",
  "end.objectives": "Objetivos",
  "end.tokens": "Fichas",
  "end.hand": "Mão",
  "end.hidden": "oculta",
  "end.objective": "{{name}} ({{vp}} PV, {{status}})",
  "end.kept": "mantido",
  "end.lost": "perdido",
  "end.tokenCounts": "carga explosiva: {{explosive}}, movimento duplo: {{doubleMove}}, 1 PV: {{oneVp}}",
  "end.noCards": "sem cartas",
  "end.leftOnBoard": "Fichas que ficaram no tabuleiro:",
  "end.kind.explosive": "carga explosiva",
  "end.kind.doubleMove": "movimento duplo",
  "end.kind.oneVp": "1 PV",

  "legend.summary": "Legenda do tabuleiro",
  "legend.house.icon": "casa",
  "legend.house.name": "Casa",
  "legend.house.means":
    "Uma de seis cores (vermelho, azul, verde, amarelo, roxo, madeira natural); cada jogador é dono, em segredo, de uma cor (§2.4) e cada casa dessa cor perdida custa 2 PV (§7.1). Com a ajuda para daltónicos cada uma tem a sua letra.",
  "legend.cone.icon": "cone de fogo livre",
  "legend.cone.name": "Cone de fogo",
  "legend.cone.means": "Um cone livre (a arder): o fogo expande-se a partir dos distritos que têm um (§4).",
  "legend.controlled.icon": "cone de fogo controlado",
  "legend.controlled.name": "Cone controlado",
  "legend.controlled.means":
    "Um cone com um grupo de bombeiros por cima; um distrito com todos os cones controlados está contido e o fogo pode ser apagado (§5.3).",
  "legend.team.icon": "grupo de bombeiros",
  "legend.team.name": "Grupo de bombeiros",
  "legend.team.means":
    "Um cone preto que qualquer jogador pode mover (§5); ao entrar num distrito a arder para e contém um cone.",
  "legend.pawn.icon": "peão de proprietário",
  "legend.pawn.name": "Peão de proprietário",
  "legend.pawn.means":
    "A peça de um jogador; a sua cor só serve para distinguir os jogadores, sem relação com a cor secreta das casas. O teu está num anel dourado (§5).",
  "legend.token.icon": "ficha de face oculta",
  "legend.token.name": "Ficha de ação extra",
  "legend.token.means":
    "Uma de face oculta em cada distrito com o nome em fundo amarelo (§2.3): carga explosiva, movimento duplo ou 1 PV; as que sobram são reveladas no fim.",
  "legend.explosive.icon": "carga explosiva",
  "legend.explosive.name": "Carga explosiva",
  "legend.explosive.means":
    "Um distrito demolido com uma carga explosiva: o fogo nunca entra nele nem o atravessa (§5.5).",
  "legend.arrow.icon": "seta de fogo {{d}}",
  "legend.arrow.name": "Seta {{dir}}",
  "legend.arrow.means":
    "O fogo pode atravessar esta fronteira com uma carta de {{dir}} (§4.1); com a ajuda para daltónicos aparece a letra {{d}}.",
};

/** The catalogue in every language. */
export const GREAT_FIRE_MESSAGES: Bundles = { en, it, pt };

registerMessages(NS, GREAT_FIRE_MESSAGES);

/** A key of the catalogue. */
export type MessageKey = keyof typeof en;

const fixed = new Map<Locale, TFunction>();
/** The catalogue's translate function in a fixed language (plain functions: prompts, choices). */
export function tOf(locale: Locale | undefined): TFunction {
  const l = locale ?? "en";
  let t = fixed.get(l);
  if (!t) {
    t = tFor(l, NS);
    fixed.set(l, t);
  }
  return t;
}

/**
 * A counted phrase: `key_one` when `n` is 1, else `key_other`, with `{{n}}` filled. Chosen here, not
 * by i18next's `count`, because i18next's Portuguese (CLDR `pt`, Brazilian) files 0 under "one",
 * while European Portuguese says "0 fichas".
 */
export function counted(t: TFunction, key: string, n: number, values: Record<string, unknown> = {}): string {
  return t(`${key}_${n === 1 ? "one" : "other"}`, { ...values, n });
}
