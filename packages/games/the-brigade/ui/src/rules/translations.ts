/**
 * The Brigade's rules words in Italian and Portuguese (issue 20), keyed by their English text
 * (gettext's way) and registered under `rules.the-brigade` when the rules plug-in loads: the options'
 * labels, groups, sentences, choices and units, the lab's metric names, the consequences' labels,
 * this plug-in's charts, comparison rows and widgets' words. Terms follow the table's (Italian:
 * tassello, fama, lealtà, Guardiano, caserma, brigata, cisterna; Portuguese: quarteirão, fama,
 * lealdade, guardião, quartel, brigada, cisterna). § references stay as printed.
 */
import { registerGettext, type Translations } from "@pudding/i18n";

/** The namespace the Rules workspace reads The Brigade's rules words from. */
export const BRIGADE_RULES_NS = "rules.the-brigade";

const AFF = ["commons", "council", "merchants", "nobles", "university"] as const;
const AFF_IT: Record<(typeof AFF)[number], string> = {
  commons: "Sobborghi popolari",
  council: "Consiglio",
  merchants: "Mercanti",
  nobles: "Nobili",
  university: "Università",
};
const AFF_PT: Record<(typeof AFF)[number], string> = {
  commons: "Bairros populares",
  council: "Conselho",
  merchants: "Mercadores",
  nobles: "Nobres",
  university: "Universidade",
};
const AFF_EN: Record<(typeof AFF)[number], string> = {
  commons: "Commons",
  council: "Council",
  merchants: "Merchants",
  nobles: "Nobles",
  university: "University",
};

const it: Record<string, string> = {
  // The tracks, as the generic editor lists them by key (`tracks`).
  squad: "Membri della Squadra",
  cistern: "Capacità Cisterna",
  command: "Comando",
  // How games were decided (the lab's `decidedBy` codes, shown as they are in English).
  faction: "lealtà di una fazione",
  citizens: "lealtà dei cittadini",
  shared: "vittoria condivisa",
  "tie:loyalty": "spareggio: lealtà",
  "tie:renown": "spareggio: fama",
  "Ruling B1": "Decisione B1",
  // Consequence values worded as sentences (`Consequence.words`).
  "{{seats}} of 4": "{{seats}} su 4",
  "{{tiles}} tiles or {{university}} University tiles destroyed":
    "{{tiles}} tasselli o {{university}} tasselli Università distrutti",
  "{{tiles}} tiles of one affiliation (or {{university}} University)":
    "{{tiles}} tasselli di una sola affiliazione (o {{university}} Università)",
  Setup: "Preparazione",
  Barracks: "Caserma",
  Actions: "Azioni",
  Renown: "Fama",
  Fire: "Fuoco",
  End: "Fine",
  Data: "Dati",
  Expansions: "Espansioni",
  "Advanced game": "Gioco avanzato",
  "Wardens and barracks boards are used on side 2: each warden has a special action and each barracks an ability.":
    "Guardiani e plance caserma si usano sul lato 2: ogni Guardiano ha un'azione speciale e ogni caserma un'abilità.",
  "Wardens in the basic game": "Guardiani nel gioco base",
  "Players pick a warden and a free colour in turn order, or both are dealt.":
    "I giocatori scelgono un Guardiano e un colore libero in ordine di turno, oppure entrambi vengono distribuiti.",
  "Picked in turn order": "Scelti in ordine di turno",
  "Dealt at random": "Distribuiti a caso",
  "Barracks corners": "Angoli delle caserme",
  "Corners are picked in turn order after the first player is chosen, or assigned NW, SE, NE, SW.":
    "Gli angoli si scelgono in ordine di turno dopo aver scelto il primo giocatore, oppure si assegnano NO, SE, NE, SO.",
  "Assigned (NW, SE, NE, SW)": "Assegnati (NO, SE, NE, SO)",
  "Starting events": "Eventi iniziali",
  "How many yellow-corner events the first player draws and resolves before play.":
    "Quanti eventi ad angolo giallo il primo giocatore pesca e risolve prima di giocare.",
  cards: "carte",
  "University starting fire": "Fuoco iniziale dell'Università",
  "The intensity the four University tiles start at.":
    "L'intensità iniziale dei quattro tasselli dell'Università.",
  intensity: "intensità",
  "Upgrade tracks": "Tracciati di miglioramento",
  "The value printed on each space of the Squad Members, Cistern Capacity and Command tracks; the last space is the blue circle.":
    "Il valore stampato su ogni casella dei tracciati Membri della Squadra, Capacità Cisterna e Comando; l'ultima casella è il cerchio blu.",
  "Starting water on the warden": "Acqua iniziale sul Guardiano",
  "Water tokens put on the warden card at the start.":
    "Segnalini acqua messi sulla carta Guardiano all'inizio.",
  water: "acqua",
  "Starting water in the cistern": "Acqua iniziale nella cisterna",
  "Water tokens put in the cistern section at the start.":
    "Segnalini acqua messi nella sezione cisterna all'inizio.",
  "Movement points": "Punti movimento",
  "Movement points of one Move Brigade action.": "Punti movimento di un'azione Muovere la brigata.",
  points: "punti",
  "Diagonal steps": "Passi in diagonale",
  "A brigade may step to any of the 8 neighbouring tiles, diagonals included.":
    "Una brigata può spostarsi su uno qualsiasi degli 8 tasselli vicini, diagonali comprese.",
  "Cost to enter a destroyed tile": "Costo per entrare in un tassello distrutto",
  "Movement points spent to step onto a destroyed tile.":
    "Punti movimento spesi per entrare in un tassello distrutto.",
  "Burning tiles stop a move": "I tasselli in fiamme fermano il movimento",
  "Entering a burning tile ends the Move Brigade action at once.":
    "Entrare in un tassello in fiamme termina subito l'azione Muovere la brigata.",
  "Blocking pieces": "Pezzi che bloccano",
  "Which pieces of other players a brigade can neither pass nor stop on.":
    "Quali pezzi degli altri giocatori una brigata non può né attraversare né occupare.",
  "Brigades and cisterns": "Brigate e cisterne",
  "Brigades only": "Solo brigate",
  "Renown placement": "Posizionamento della fama",
  "Where the renown of an extinguish may go besides the tile itself.":
    "Dove può andare la fama di uno spegnimento oltre al tassello stesso.",
  "Orthogonally adjacent tiles": "Tasselli adiacenti ortogonalmente",
  "All 8 neighbours": "Tutti gli 8 vicini",
  "Steal surcharge": "Sovrapprezzo per sottrarre",
  "Renown above the tile's value needed to take a tile loyal to someone else.":
    "Fama oltre il valore del tassello necessaria per prendere un tassello leale a un altro.",
  renown: "fama",
  "Renown tokens per player": "Segnalini fama per giocatore",
  "A limit on each player's renown tokens on the board; empty means unlimited.":
    "Un limite ai segnalini fama di ogni giocatore sul tabellone; vuoto significa illimitato.",
  tokens: "segnalini",
  "Loyalty markers per player": "Segnalini lealtà per giocatore",
  "A limit on each player's loyalty markers on the board; empty means unlimited.":
    "Un limite ai segnalini lealtà di ogni giocatore sul tabellone; vuoto significa illimitato.",
  markers: "segnalini",
  Protection: "Protezione",
  "Which pieces make a tile immune to increases from event cards.":
    "Quali pezzi rendono un tassello immune agli aumenti delle carte evento.",
  "Cisterns and brigades": "Cisterne e brigate",
  "Cisterns only": "Solo cisterne",
  None: "Nessuno",
  "Protected tiles still spread": "I tasselli protetti propagano comunque",
  "A protected tile that is burning still spreads fire in a wind gust.":
    "Un tassello protetto in fiamme propaga comunque il fuoco con una raffica di vento.",
  "Wind gust resolution": "Risoluzione della raffica",
  "Tiles burning before the gust spread once (downwind), or newly lit tiles spread on (chain).":
    "I tasselli in fiamme prima della raffica propagano una volta (sottovento), oppure anche quelli appena accesi propagano (a catena).",
  "Downwind sweep (the rule)": "Passata sottovento (la regola)",
  "Chain (variant)": "A catena (variante)",
  "Faction win": "Vittoria di fazione",
  "Loyal tiles of one affiliation that win the game at once.":
    "Tasselli leali di una stessa affiliazione che vincono subito la partita.",
  tiles: "tasselli",
  "University win": "Vittoria dell'Università",
  "Loyal University tiles that win the game at once.":
    "Tasselli leali dell'Università che vincono subito la partita.",
  "Citizens win": "Vittoria dei cittadini",
  "A loyal tile of each of the five affiliations wins the game at once.":
    "Un tassello leale di ciascuna delle cinque affiliazioni vince subito la partita.",
  "Evacuation: tiles destroyed": "Evacuazione: tasselli distrutti",
  "Destroyed tiles that make the city evacuate.": "Tasselli distrutti che fanno evacuare la città.",
  "Evacuation: University destroyed": "Evacuazione: Università distrutta",
  "Destroyed University tiles that make the city evacuate.":
    "Tasselli dell'Università distrutti che fanno evacuare la città.",
  "Evacuation timing": "Momento dell'evacuazione",
  "After evacuation the round is finished, or the game ends at once.":
    "Dopo l'evacuazione si finisce il round, oppure la partita termina subito.",
  "Finish the round": "Finisci il round",
  "At once": "Subito",
  "All fires out ends the game": "Tutti i fuochi spenti terminano la partita",
  "When no tile is burning the game ends and is scored.":
    "Quando nessun tassello è in fiamme la partita termina e si contano i punti.",
  "Tie-break": "Spareggio",
  "How equal scores are separated.": "Come si separano i punteggi pari.",
  "Most loyalty, then most renown": "Più lealtà, poi più fama",
  "Shared win": "Vittoria condivisa",
  "Round limit": "Limite di round",
  "Not a rule of the game: a guard against endless games. After this round the game stops and is scored with its own ending, “round limit”; empty means no limit.":
    "Non è una regola del gioco: una protezione contro le partite senza fine. Dopo questo round la partita si ferma e si contano i punti con un finale a sé, «limite di round»; vuoto significa nessun limite.",
  rounds: "round",
  "Recruit needs a slot": "Reclutare richiede un posto",
  "Recruit is allowed only with a Squad Members value of at least 1.":
    "Reclutare è consentito solo con un valore di Membri della Squadra di almeno 1.",
  "City block draw": "Pesca dei blocchi della città",
  "Blocks are dealt at random from the pool, or 7 per affiliation.":
    "I blocchi si distribuiscono a caso dalla riserva, oppure 7 per affiliazione.",
  "At random": "A caso",
  "7 per affiliation": "7 per affiliazione",
  "City tiles": "Tasselli della città",
  "The tile roster by data set id; map uses the map's own tiles.":
    "L'elenco dei tasselli per id del set di dati; map usa i tasselli della mappa.",
  "Event deck": "Mazzo eventi",
  "The event deck by data set id; map uses the map's own cards.":
    "Il mazzo eventi per id del set di dati; map usa le carte della mappa.",
  "Squad deck": "Mazzo squadra",
  "The squad deck, wardens and barracks boards by data set id; map uses the map's own cards.":
    "Il mazzo squadra, i Guardiani e le plance caserma per id del set di dati; map usa le carte della mappa.",
  "Great Buildings": "Grandi edifici",
  "Special buildings join the block pool and trigger an effect when destroyed.":
    "Edifici speciali entrano nella riserva dei blocchi e scatenano un effetto quando vengono distrutti.",
  "Fire Festival": "Festa del fuoco",
  "The four Fire Festival special events are shuffled into the event deck.":
    "I quattro eventi speciali della Festa del fuoco vengono mescolati nel mazzo eventi.",
  "Arson scope": "Portata dell'incendio doloso",
  "Arson raises burning tiles without renown only, or every tile without renown.":
    "L'incendio doloso alza solo i tasselli in fiamme senza fama, oppure ogni tassello senza fama.",
  "Burning tiles": "Tasselli in fiamme",
  "Every tile": "Ogni tassello",
  "Ending (0 faction, 1 citizens, 2 evacuation, 3 all fires out, 4 round limit)":
    "Finale (0 fazione, 1 cittadini, 2 evacuazione, 3 tutti i fuochi spenti, 4 limite di round)",
  "Ended by faction": "Finita per fazione",
  "1 if the game ended this way": "1 se la partita è finita così",
  "Ended by citizens": "Finita per i cittadini",
  "Ended by evacuation": "Finita per evacuazione",
  "Ended by allFiresOut": "Finita per fuochi spenti",
  "Ended by roundLimit": "Finita per limite di round (opzione, R62)",
  Rounds: "Round",
  "Tiles destroyed": "Tasselli distrutti",
  "Tiles destroyed by the end of each round": "Tasselli distrutti alla fine di ogni round",
  "Loyalty stolen": "Lealtà sottratta",
  "Loyal tiles at the end (by turn order)": "Tasselli leali alla fine (per ordine di turno)",
  "Score (by turn order)": "Punteggio (per ordine di turno)",
  "Corners used": "Angoli usati",
  "Upgrades to fill every track": "Miglioramenti per riempire ogni tracciato",
  "Action points per turn": "Punti azione per turno",
  Evacuation: "Evacuazione",
  "Faction (§13.1)": "Fazione (§13.1)",
  "Citizens (§13.2)": "Cittadini (§13.2)",
  "Evacuation (§13.3)": "Evacuazione (§13.3)",
  "All fires out (§13.4)": "Tutti i fuochi spenti (§13.4)",
  "Round limit (option, R62)": "Limite di round (opzione, R62)",
  "Ended by Faction (§13.1)": "Finita per Fazione (§13.1)",
  "Ended by Citizens (§13.2)": "Finita per Cittadini (§13.2)",
  "Ended by Evacuation (§13.3)": "Finita per Evacuazione (§13.3)",
  "Ended by All fires out (§13.4)": "Finita per Tutti i fuochi spenti (§13.4)",
  "Ended by Round limit (option, R62)": "Finita per Limite di round (opzione, R62)",
  "Which ending": "Quale finale",
  "Share of games ended by each of the four endings (§13); whiskers are 95% intervals.":
    "Quota di partite finite con ciascuno dei quattro finali (§13); i baffi sono intervalli al 95%.",
  "Tiles destroyed over time": "Tasselli distrutti nel tempo",
  "Tiles destroyed by the end of each round (8 evacuate the city, §13.3).":
    "Tasselli distrutti alla fine di ogni round (8 fanno evacuare la città, §13.3).",
  "Win rate by warden": "Vittorie per Guardiano",
  "Share of the games a warden played that it won (a shared win counts its part); the dashed line is par.":
    "Quota delle partite giocate da un Guardiano che ha vinto (una vittoria condivisa conta per la sua parte); la linea tratteggiata è la parità.",
  "Renown by affiliation": "Fama per affiliazione",
  "Loyalty by affiliation": "Lealtà per affiliazione",
  "Renown tokens placed per game on tiles of each affiliation, all seats (§12.2); whiskers are 95% intervals.":
    "Segnalini fama piazzati per partita sui tasselli di ogni affiliazione, tutti i posti (§12.2); i baffi sono intervalli al 95%.",
  "Loyalty won per game on tiles of each affiliation, steals included (§12.3).":
    "Lealtà ottenuta per partita sui tasselli di ogni affiliazione, sottrazioni comprese (§12.3).",
  Burns: "Fiamme",
  "Intensity increases per game on each square (fire spread, fireballs, abilities).":
    "Aumenti di intensità per partita su ogni casella (propagazione, palle di fuoco, abilità).",
  Destroyed: "Distrutti",
  "Share of games in which the tile on each square was destroyed (§4.3).":
    "Quota di partite in cui il tassello su ogni casella è stato distrutto (§4.3).",
  "Burns on the grid": "Fiamme sulla griglia",
  "City tiles data set": "Set di dati dei tasselli della città",
  "Card data set": "Set di dati delle carte",
  "the map's own": "quelli della mappa",
  "{{id}} (shipped)": "{{id}} (fornito)",
  'Edited data sets travel inside a published city: pick that city in the lobby and keep "the map\'s own".':
    'I set di dati modificati viaggiano dentro una città pubblicata: scegli quella città nella sala d\'attesa e lascia "quelli della mappa".',
  "Edit the cards…": "Modifica le carte…",
  "squad {{squad}} · cistern {{cistern}} · command {{command}}":
    "squadra {{squad}} · cisterna {{cistern}} · comando {{command}}",
};

const pt: Record<string, string> = {
  // The tracks, as the generic editor lists them by key (`tracks`).
  squad: "Membros da Equipa",
  cistern: "Capacidade da Cisterna",
  command: "Comando",
  // How games were decided (the lab's `decidedBy` codes, shown as they are in English).
  faction: "lealdade de uma fação",
  citizens: "lealdade dos cidadãos",
  shared: "vitória partilhada",
  "tie:loyalty": "desempate: lealdade",
  "tie:renown": "desempate: fama",
  "Ruling B1": "Decisão B1",
  // Consequence values worded as sentences (`Consequence.words`).
  "{{seats}} of 4": "{{seats}} de 4",
  "{{tiles}} tiles or {{university}} University tiles destroyed":
    "{{tiles}} quarteirões ou {{university}} quarteirões da Universidade destruídos",
  "{{tiles}} tiles of one affiliation (or {{university}} University)":
    "{{tiles}} quarteirões de uma só afiliação (ou {{university}} da Universidade)",
  Setup: "Preparação",
  Barracks: "Quartel",
  Actions: "Ações",
  Renown: "Fama",
  Fire: "Fogo",
  End: "Fim",
  Data: "Dados",
  Expansions: "Expansões",
  "Advanced game": "Jogo avançado",
  "Wardens and barracks boards are used on side 2: each warden has a special action and each barracks an ability.":
    "Guardiões e tabuleiros de quartel usam-se no lado 2: cada guardião tem uma ação especial e cada quartel uma habilidade.",
  "Wardens in the basic game": "Guardiões no jogo básico",
  "Players pick a warden and a free colour in turn order, or both are dealt.":
    "Os jogadores escolhem um guardião e uma cor livre pela ordem de jogo, ou ambos são distribuídos.",
  "Picked in turn order": "Escolhidos pela ordem de jogo",
  "Dealt at random": "Distribuídos ao acaso",
  "Barracks corners": "Cantos dos quartéis",
  "Corners are picked in turn order after the first player is chosen, or assigned NW, SE, NE, SW.":
    "Os cantos escolhem-se pela ordem de jogo depois de escolhido o primeiro jogador, ou atribuem-se NO, SE, NE, SO.",
  "Assigned (NW, SE, NE, SW)": "Atribuídos (NO, SE, NE, SO)",
  "Starting events": "Eventos iniciais",
  "How many yellow-corner events the first player draws and resolves before play.":
    "Quantos eventos de canto amarelo o primeiro jogador tira e resolve antes de jogar.",
  cards: "cartas",
  "University starting fire": "Fogo inicial da Universidade",
  "The intensity the four University tiles start at.":
    "A intensidade inicial dos quatro quarteirões da Universidade.",
  intensity: "intensidade",
  "Upgrade tracks": "Trilhas de melhoria",
  "The value printed on each space of the Squad Members, Cistern Capacity and Command tracks; the last space is the blue circle.":
    "O valor impresso em cada casa das trilhas Membros da Equipa, Capacidade da Cisterna e Comando; a última casa é o círculo azul.",
  "Starting water on the warden": "Água inicial no guardião",
  "Water tokens put on the warden card at the start.":
    "Fichas de água postas na carta do guardião no início.",
  water: "água",
  "Starting water in the cistern": "Água inicial na cisterna",
  "Water tokens put in the cistern section at the start.":
    "Fichas de água postas na secção da cisterna no início.",
  "Movement points": "Pontos de movimento",
  "Movement points of one Move Brigade action.": "Pontos de movimento de uma ação Mover a brigada.",
  points: "pontos",
  "Diagonal steps": "Passos na diagonal",
  "A brigade may step to any of the 8 neighbouring tiles, diagonals included.":
    "Uma brigada pode passar para qualquer um dos 8 quarteirões vizinhos, diagonais incluídas.",
  "Cost to enter a destroyed tile": "Custo para entrar num quarteirão destruído",
  "Movement points spent to step onto a destroyed tile.":
    "Pontos de movimento gastos para entrar num quarteirão destruído.",
  "Burning tiles stop a move": "Quarteirões a arder param o movimento",
  "Entering a burning tile ends the Move Brigade action at once.":
    "Entrar num quarteirão a arder termina de imediato a ação Mover a brigada.",
  "Blocking pieces": "Peças que bloqueiam",
  "Which pieces of other players a brigade can neither pass nor stop on.":
    "Que peças dos outros jogadores uma brigada não pode atravessar nem ocupar.",
  "Brigades and cisterns": "Brigadas e cisternas",
  "Brigades only": "Só brigadas",
  "Renown placement": "Colocação da fama",
  "Where the renown of an extinguish may go besides the tile itself.":
    "Onde pode ir a fama de uma extinção além do próprio quarteirão.",
  "Orthogonally adjacent tiles": "Quarteirões adjacentes ortogonalmente",
  "All 8 neighbours": "Todos os 8 vizinhos",
  "Steal surcharge": "Sobretaxa para roubar",
  "Renown above the tile's value needed to take a tile loyal to someone else.":
    "Fama acima do valor do quarteirão necessária para tomar um quarteirão leal a outro.",
  renown: "fama",
  "Renown tokens per player": "Fichas de fama por jogador",
  "A limit on each player's renown tokens on the board; empty means unlimited.":
    "Um limite às fichas de fama de cada jogador no tabuleiro; vazio significa ilimitado.",
  tokens: "fichas",
  "Loyalty markers per player": "Marcadores de lealdade por jogador",
  "A limit on each player's loyalty markers on the board; empty means unlimited.":
    "Um limite aos marcadores de lealdade de cada jogador no tabuleiro; vazio significa ilimitado.",
  markers: "marcadores",
  Protection: "Proteção",
  "Which pieces make a tile immune to increases from event cards.":
    "Que peças tornam um quarteirão imune aos aumentos das cartas de evento.",
  "Cisterns and brigades": "Cisternas e brigadas",
  "Cisterns only": "Só cisternas",
  None: "Nenhuma",
  "Protected tiles still spread": "Quarteirões protegidos continuam a propagar",
  "A protected tile that is burning still spreads fire in a wind gust.":
    "Um quarteirão protegido a arder continua a propagar o fogo numa rajada de vento.",
  "Wind gust resolution": "Resolução da rajada",
  "Tiles burning before the gust spread once (downwind), or newly lit tiles spread on (chain).":
    "Os quarteirões a arder antes da rajada propagam uma vez (a favor do vento), ou os recém-acesos também propagam (em cadeia).",
  "Downwind sweep (the rule)": "Varrimento a favor do vento (a regra)",
  "Chain (variant)": "Em cadeia (variante)",
  "Faction win": "Vitória de fação",
  "Loyal tiles of one affiliation that win the game at once.":
    "Quarteirões leais de uma afiliação que ganham o jogo de imediato.",
  tiles: "quarteirões",
  "University win": "Vitória da Universidade",
  "Loyal University tiles that win the game at once.":
    "Quarteirões leais da Universidade que ganham o jogo de imediato.",
  "Citizens win": "Vitória dos cidadãos",
  "A loyal tile of each of the five affiliations wins the game at once.":
    "Um quarteirão leal de cada uma das cinco afiliações ganha o jogo de imediato.",
  "Evacuation: tiles destroyed": "Evacuação: quarteirões destruídos",
  "Destroyed tiles that make the city evacuate.": "Quarteirões destruídos que fazem evacuar a cidade.",
  "Evacuation: University destroyed": "Evacuação: Universidade destruída",
  "Destroyed University tiles that make the city evacuate.":
    "Quarteirões da Universidade destruídos que fazem evacuar a cidade.",
  "Evacuation timing": "Momento da evacuação",
  "After evacuation the round is finished, or the game ends at once.":
    "Depois da evacuação termina-se a ronda, ou o jogo acaba de imediato.",
  "Finish the round": "Terminar a ronda",
  "At once": "De imediato",
  "All fires out ends the game": "Todos os fogos apagados terminam o jogo",
  "When no tile is burning the game ends and is scored.":
    "Quando nenhum quarteirão está a arder o jogo termina e é pontuado.",
  "Tie-break": "Desempate",
  "How equal scores are separated.": "Como se separam pontuações iguais.",
  "Most loyalty, then most renown": "Mais lealdade, depois mais fama",
  "Shared win": "Vitória partilhada",
  "Round limit": "Limite de rondas",
  "Not a rule of the game: a guard against endless games. After this round the game stops and is scored with its own ending, “round limit”; empty means no limit.":
    "Não é uma regra do jogo: uma proteção contra jogos sem fim. Depois desta ronda o jogo para e é pontuado com um final próprio, «limite de rondas»; vazio significa sem limite.",
  rounds: "rondas",
  "Recruit needs a slot": "Recrutar precisa de um lugar",
  "Recruit is allowed only with a Squad Members value of at least 1.":
    "Recrutar só é permitido com um valor de Membros da Equipa de pelo menos 1.",
  "City block draw": "Tiragem dos blocos da cidade",
  "Blocks are dealt at random from the pool, or 7 per affiliation.":
    "Os blocos são distribuídos ao acaso da reserva, ou 7 por afiliação.",
  "At random": "Ao acaso",
  "7 per affiliation": "7 por afiliação",
  "City tiles": "Quarteirões da cidade",
  "The tile roster by data set id; map uses the map's own tiles.":
    "A lista de quarteirões pelo id do conjunto de dados; map usa os quarteirões do próprio mapa.",
  "Event deck": "Baralho de eventos",
  "The event deck by data set id; map uses the map's own cards.":
    "O baralho de eventos pelo id do conjunto de dados; map usa as cartas do próprio mapa.",
  "Squad deck": "Baralho de equipa",
  "The squad deck, wardens and barracks boards by data set id; map uses the map's own cards.":
    "O baralho de equipa, os guardiões e os tabuleiros de quartel pelo id do conjunto de dados; map usa as cartas do próprio mapa.",
  "Great Buildings": "Grandes edifícios",
  "Special buildings join the block pool and trigger an effect when destroyed.":
    "Edifícios especiais juntam-se à reserva de blocos e desencadeiam um efeito quando destruídos.",
  "Fire Festival": "Festival do Fogo",
  "The four Fire Festival special events are shuffled into the event deck.":
    "Os quatro eventos especiais do Festival do Fogo são baralhados no baralho de eventos.",
  "Arson scope": "Alcance do fogo posto",
  "Arson raises burning tiles without renown only, or every tile without renown.":
    "O fogo posto só aumenta quarteirões a arder sem fama, ou todos os quarteirões sem fama.",
  "Burning tiles": "Quarteirões a arder",
  "Every tile": "Todos os quarteirões",
  "Ending (0 faction, 1 citizens, 2 evacuation, 3 all fires out, 4 round limit)":
    "Final (0 fação, 1 cidadãos, 2 evacuação, 3 todos os fogos apagados, 4 limite de rondas)",
  "Ended by faction": "Terminado por fação",
  "1 if the game ended this way": "1 se o jogo terminou assim",
  "Ended by citizens": "Terminado pelos cidadãos",
  "Ended by evacuation": "Terminado por evacuação",
  "Ended by allFiresOut": "Terminado por fogos apagados",
  "Ended by roundLimit": "Terminado por limite de rondas (opção, R62)",
  Rounds: "Rondas",
  "Tiles destroyed": "Quarteirões destruídos",
  "Tiles destroyed by the end of each round": "Quarteirões destruídos no fim de cada ronda",
  "Loyalty stolen": "Lealdade roubada",
  "Loyal tiles at the end (by turn order)": "Quarteirões leais no fim (por ordem de jogo)",
  "Score (by turn order)": "Pontuação (por ordem de jogo)",
  "Corners used": "Cantos usados",
  "Upgrades to fill every track": "Melhorias para encher todas as trilhas",
  "Action points per turn": "Pontos de ação por turno",
  Evacuation: "Evacuação",
  "Faction (§13.1)": "Fação (§13.1)",
  "Citizens (§13.2)": "Cidadãos (§13.2)",
  "Evacuation (§13.3)": "Evacuação (§13.3)",
  "All fires out (§13.4)": "Todos os fogos apagados (§13.4)",
  "Round limit (option, R62)": "Limite de rondas (opção, R62)",
  "Ended by Faction (§13.1)": "Terminado por Fação (§13.1)",
  "Ended by Citizens (§13.2)": "Terminado por Cidadãos (§13.2)",
  "Ended by Evacuation (§13.3)": "Terminado por Evacuação (§13.3)",
  "Ended by All fires out (§13.4)": "Terminado por Todos os fogos apagados (§13.4)",
  "Ended by Round limit (option, R62)": "Terminado por Limite de rondas (opção, R62)",
  "Which ending": "Que final",
  "Share of games ended by each of the four endings (§13); whiskers are 95% intervals.":
    "Parte das partidas terminadas por cada um dos quatro finais (§13); as barras de erro são intervalos de 95%.",
  "Tiles destroyed over time": "Quarteirões destruídos ao longo do tempo",
  "Tiles destroyed by the end of each round (8 evacuate the city, §13.3).":
    "Quarteirões destruídos no fim de cada ronda (8 fazem evacuar a cidade, §13.3).",
  "Win rate by warden": "Vitórias por guardião",
  "Share of the games a warden played that it won (a shared win counts its part); the dashed line is par.":
    "Parte das partidas jogadas por um guardião que ele ganhou (uma vitória partilhada conta a sua parte); a linha tracejada é o equilíbrio.",
  "Renown by affiliation": "Fama por afiliação",
  "Loyalty by affiliation": "Lealdade por afiliação",
  "Renown tokens placed per game on tiles of each affiliation, all seats (§12.2); whiskers are 95% intervals.":
    "Fichas de fama colocadas por partida em quarteirões de cada afiliação, todos os lugares (§12.2); as barras de erro são intervalos de 95%.",
  "Loyalty won per game on tiles of each affiliation, steals included (§12.3).":
    "Lealdade ganha por partida em quarteirões de cada afiliação, roubos incluídos (§12.3).",
  Burns: "Queimas",
  "Intensity increases per game on each square (fire spread, fireballs, abilities).":
    "Aumentos de intensidade por partida em cada casa (propagação, bolas de fogo, habilidades).",
  Destroyed: "Destruídos",
  "Share of games in which the tile on each square was destroyed (§4.3).":
    "Parte das partidas em que o quarteirão de cada casa foi destruído (§4.3).",
  "Burns on the grid": "Queimas na grelha",
  "City tiles data set": "Conjunto de dados dos quarteirões",
  "Card data set": "Conjunto de dados das cartas",
  "the map's own": "os do próprio mapa",
  "{{id}} (shipped)": "{{id}} (fornecido)",
  'Edited data sets travel inside a published city: pick that city in the lobby and keep "the map\'s own".':
    'Os conjuntos de dados editados viajam dentro de uma cidade publicada: escolhe essa cidade na sala de espera e mantém "os do próprio mapa".',
  "Edit the cards…": "Editar as cartas…",
  "squad {{squad}} · cistern {{cistern}} · command {{command}}":
    "equipa {{squad}} · cisterna {{cistern}} · comando {{command}}",
};

// The affiliations' names (the table's words) and the lab's metrics per affiliation.
for (const a of AFF) {
  it[AFF_EN[a]] = AFF_IT[a];
  pt[AFF_EN[a]] = AFF_PT[a];
  it[`Renown placed on ${a} tiles`] = `Fama piazzata sui tasselli ${AFF_IT[a]}`;
  pt[`Renown placed on ${a} tiles`] = `Fama colocada em quarteirões ${AFF_PT[a]}`;
  it[`Loyalty won on ${a} tiles`] = `Lealtà ottenuta sui tasselli ${AFF_IT[a]}`;
  pt[`Loyalty won on ${a} tiles`] = `Lealdade ganha em quarteirões ${AFF_PT[a]}`;
}

/** The Brigade's rules words in Italian and Portuguese, by their English text. */
export const BRIGADE_RULES_TRANSLATIONS: Translations = { it, pt };

/** The Brigade's rules words in a fixed language (words made outside React). */
export const brigadeRulesT = registerGettext(BRIGADE_RULES_NS, BRIGADE_RULES_TRANSLATIONS);

/** The codes of `Outcome.decidedBy` this game gives (the lab's "How games were decided"). */
export const DECIDED_BY_CODES: readonly string[] = [
  "points",
  "faction",
  "citizens",
  "shared",
  "tie:loyalty",
  "tie:renown",
];
