/**
 * The board kit's words in every language (issue 20), namespace `board`: the table's prompts, the
 * turn panel, chips, curtain, log, seat tokens, end screen, walkthrough, keyboard help, zoom buttons
 * and the board's tooltips. English holds exactly the words the kit always used (tests and browser
 * tests match them); Italian follows the Italian rulebooks, Portuguese is European Portuguese.
 * Registered when the module loads (`src/index.ts` imports it).
 */
import { type Bundles, registerMessages } from "@pudding/i18n";

/** The namespace of the board kit's messages. */
export const BOARD_NS = "board";

const en = {
  seat: "Seat {{n}}",
  yes: "yes",
  no: "no",
  back: "Back",

  "prompt.over": "The game is over.",
  "prompt.pass": "Pass the device…",
  "prompt.and": " and ",
  "prompt.waitingWatching": "Waiting for {{names}}… (you are watching)",
  "prompt.waiting": "Waiting for {{names}}…",
  "prompt.confirm": "Confirm your move, or cancel it.",
  "prompt.pickSpace": "Your move: pick a glowing space.",
  "prompt.chooseOrSpace": "Your move: choose {{choices}} — or pick a glowing space.",
  "prompt.choose": "Your move: choose {{choices}}.",

  "describe.chosen": "chosen ({{n}})",
  "describe.selectableHint": "may be chosen — {{hint}}",
  "describe.selectable": "may be chosen",
  "describe.barred": "barred — {{reason}}",

  "curtain.reason": "{{seat}} must act now, during {{owner}}'s turn.",
  "curtain.title": "Pass the device to {{name}}",
  "curtain.reveal": "I am {{name}} — show my table",

  "outcome.nobody": "Nobody wins.",
  "outcome.wins": "{{name}} wins!",
  "outcome.share": "{{names}} and {{last}} share the win!",
  "outcome.points": "Points",
  "outcome.decidedBy": "Decided by: {{how}}",

  "end.show": "Show the score",
  "end.label": "Final score",
  "end.revealed": "Revealed",
  "end.seeBoard": "See the board",

  "table.hidden": "Hidden",
  "table.whatYouSee": "What you see",
  "table.players": "Players",
  "table.log": "Log",
  "table.panels": "Table panels",

  "turn.label": "Your move",
  "turn.undo": "Undo my last move",
  "turn.ruleLink": "Read {{rule}} in the rules reference (opens a new tab)",
  "turn.confirmMoves": "Ask me to confirm each move made on the board",
  "turn.colourMarks": "Letters on colours (colour-blind help)",
  "turn.keys": "Keys: 1–9 choose, Esc back, ? all shortcuts",
  "turn.keysUndo": "Keys: 1–9 choose, Esc back, U undo, ? all shortcuts",

  "tour.step": "First game · {{n}} of {{total}}",
  "tour.move.title": "Your move",
  "tour.move.text":
    "Under the board, one sentence says what to do now, and the choices are buttons (chips). You can also click the glowing spaces on the board; a move made there waits for Confirm.",
  "tour.board.title": "The board",
  "tour.board.text":
    "Zoom with + and −, or the wheel; drag to look around; Fit shows it all. Others' moves since your last one are drawn as trails in their colours.",
  "tour.secret.title": "What only you see",
  "tour.secret.text":
    "Beside the board: your secrets (cards, objectives, coins…), the players and whose turn it is, and the game's log, newest first.",
  "tour.help.title": "Help",
  "tour.help.text":
    "Undo takes back your last move while nothing was revealed. Press ? for the keyboard shortcuts; tick 'Letters on colours' if colours are hard to tell apart.",
  "tour.next": "Next",
  "tour.done": "Got it",
  "tour.skip": "Skip the tour",

  "shortcuts.title": "Keyboard shortcuts",
  "shortcuts.close": "Close",
  "shortcuts.choose": "choose the first to ninth choice",
  "shortcuts.enter": "press the focused button (Confirm, once a move waits for it)",
  "shortcuts.esc": "cancel the move waiting for confirmation, or go back a step",
  "shortcuts.undo": "take back your latest move, when the game allows it",
  "shortcuts.choices": "go to the choices",
  "shortcuts.board": "go to the board's list of spaces (arrow keys move in it)",
  "shortcuts.help": "show or hide these shortcuts",

  "chips.label": "Choices",
  "chips.choose": "Choose:",
  "chips.confirm": "Confirm: {{action}}",
  "chips.cancel": "Cancel",
  "chips.filterLabel": "Filter the choices",
  "chips.filter": "filter…",

  "log.label": "Game log",
  "log.empty": "Nothing has happened yet.",

  "seat.you": "(you)",
  "seat.away": "(away)",
  "seat.invited": "(invited to the rematch)",
  "seat.botForYou": "a bot plays for you",
  "seat.botForThem": "a bot plays for them",
  "seat.turn": "turn",
  "seat.toAct": "to act",

  "view.none": "none",

  "board.theBoard": "the board",
  "board.label": "Board: {{name}}",
  "board.roleDescription": "zoomable board",
  "board.problems_one": "Board data problem: {{list}}",
  "board.problems_other": "Board data problems: {{list}}",
  "board.more_one": "(+{{count}} more)",
  "board.more_other": "(+{{count}} more)",
  "board.spaces": "Spaces",

  "zoom.in": "Zoom in",
  "zoom.inTitle": "Zoom in (+)",
  "zoom.out": "Zoom out",
  "zoom.outTitle": "Zoom out (−)",
  "zoom.fitLabel": "Fit the board to the screen",
  "zoom.fitTitle": "Fit (0)",
  "zoom.fit": "Fit",

  "guided.done": "Done",
  "guided.notOpen": "That choice is not open now.",
  "guided.whichFor": "{{space}}: choose one of {{choices}}.",
  "guided.chooseOneOf": "Choose one of: {{choices}}.",
  "guided.nothing": "Nothing to choose now.",
};

type Messages = Record<keyof typeof en, string> & Record<string, string>;

const it: Messages = {
  seat: "Giocatore {{n}}",
  yes: "sì",
  no: "no",
  back: "Indietro",

  "prompt.over": "La partita è finita.",
  "prompt.pass": "Passa il dispositivo…",
  "prompt.and": " e ",
  "prompt.waitingWatching": "In attesa di {{names}}… (stai guardando)",
  "prompt.waiting": "In attesa di {{names}}…",
  "prompt.confirm": "Conferma la tua mossa, oppure annullala.",
  "prompt.pickSpace": "Tocca a te: scegli uno spazio evidenziato.",
  "prompt.chooseOrSpace": "Tocca a te: scegli {{choices}}, oppure uno spazio evidenziato.",
  "prompt.choose": "Tocca a te: scegli {{choices}}.",

  "describe.chosen": "scelto ({{n}})",
  "describe.selectableHint": "selezionabile — {{hint}}",
  "describe.selectable": "selezionabile",
  "describe.barred": "non consentito — {{reason}}",

  "curtain.reason": "{{seat}} deve agire ora, durante il turno di {{owner}}.",
  "curtain.title": "Passa il dispositivo a {{name}}",
  "curtain.reveal": "Sono {{name}}: mostra il mio tavolo",

  "outcome.nobody": "Nessuno vince.",
  "outcome.wins": "{{name}} vince!",
  "outcome.share": "{{names}} e {{last}} vincono a pari merito!",
  "outcome.points": "Punti",
  "outcome.decidedBy": "Deciso da: {{how}}",

  "end.show": "Mostra il punteggio",
  "end.label": "Punteggio finale",
  "end.revealed": "Rivelato",
  "end.seeBoard": "Guarda il tabellone",

  "table.hidden": "Nascosto",
  "table.whatYouSee": "Ciò che vedi",
  "table.players": "Giocatori",
  "table.log": "Registro",
  "table.panels": "Pannelli del tavolo",

  "turn.label": "La tua mossa",
  "turn.undo": "Annulla la mia ultima mossa",
  "turn.ruleLink": "Leggi {{rule}} nel regolamento di riferimento (si apre in una nuova scheda)",
  "turn.confirmMoves": "Chiedimi di confermare ogni mossa fatta sul tabellone",
  "turn.colourMarks": "Lettere sui colori (aiuto per daltonici)",
  "turn.keys": "Tasti: 1–9 scegli, Esc indietro, ? tutte le scorciatoie",
  "turn.keysUndo": "Tasti: 1–9 scegli, Esc indietro, U annulla, ? tutte le scorciatoie",

  "tour.step": "Prima partita · {{n}} di {{total}}",
  "tour.move.title": "La tua mossa",
  "tour.move.text":
    "Sotto il tabellone, una frase dice cosa fare ora, e le scelte sono pulsanti. Puoi anche cliccare gli spazi evidenziati sul tabellone; una mossa fatta lì attende che tu prema Conferma.",
  "tour.board.title": "Il tabellone",
  "tour.board.text":
    "Ingrandisci con + e −, o con la rotellina; trascina per spostarti; Tutto lo mostra per intero. Le mosse degli altri dopo la tua ultima sono tracciate come scie nei loro colori.",
  "tour.secret.title": "Ciò che vedi solo tu",
  "tour.secret.text":
    "Accanto al tabellone: i tuoi segreti (carte, obiettivi, monete…), i giocatori e di chi è il turno, e il registro della partita, dal più recente.",
  "tour.help.title": "Aiuto",
  "tour.help.text":
    "Annulla ritira la tua ultima mossa, se nel frattempo non è stato rivelato nulla. Premi ? per le scorciatoie da tastiera; spunta «Lettere sui colori» se fai fatica a distinguere i colori.",
  "tour.next": "Avanti",
  "tour.done": "Ho capito",
  "tour.skip": "Salta la guida",

  "shortcuts.title": "Scorciatoie da tastiera",
  "shortcuts.close": "Chiudi",
  "shortcuts.choose": "scegli dalla prima alla nona opzione",
  "shortcuts.enter": "premi il pulsante selezionato (Conferma, quando una mossa attende conferma)",
  "shortcuts.esc": "annulla la mossa in attesa di conferma, o torna indietro di un passo",
  "shortcuts.undo": "ritira la tua ultima mossa, se il gioco lo consente",
  "shortcuts.choices": "vai alle scelte",
  "shortcuts.board": "vai all'elenco degli spazi del tabellone (ci si sposta con le frecce)",
  "shortcuts.help": "mostra o nascondi queste scorciatoie",

  "chips.label": "Scelte",
  "chips.choose": "Scegli:",
  "chips.confirm": "Conferma: {{action}}",
  "chips.cancel": "Annulla",
  "chips.filterLabel": "Filtra le scelte",
  "chips.filter": "filtra…",

  "log.label": "Registro della partita",
  "log.empty": "Non è ancora successo nulla.",

  "seat.you": "(tu)",
  "seat.away": "(assente)",
  "seat.invited": "(invitato alla rivincita)",
  "seat.botForYou": "un bot gioca per te",
  "seat.botForThem": "un bot gioca al suo posto",
  "seat.turn": "di turno",
  "seat.toAct": "deve agire",

  "view.none": "nessuno",

  "board.theBoard": "il tabellone",
  "board.label": "Tabellone: {{name}}",
  "board.roleDescription": "tabellone ingrandibile",
  "board.problems_one": "Problema nei dati del tabellone: {{list}}",
  "board.problems_other": "Problemi nei dati del tabellone: {{list}}",
  "board.more_one": "(+{{count}} altro)",
  "board.more_other": "(+{{count}} altri)",
  "board.spaces": "Spazi",

  "zoom.in": "Ingrandisci",
  "zoom.inTitle": "Ingrandisci (+)",
  "zoom.out": "Riduci",
  "zoom.outTitle": "Riduci (−)",
  "zoom.fitLabel": "Tutto il tabellone sullo schermo",
  "zoom.fitTitle": "Tutto il tabellone (0)",
  "zoom.fit": "Tutto",

  "guided.done": "Fatto",
  "guided.notOpen": "Questa scelta ora non è disponibile.",
  "guided.whichFor": "{{space}}: scegli tra {{choices}}.",
  "guided.chooseOneOf": "Scegli tra: {{choices}}.",
  "guided.nothing": "Niente da scegliere ora.",
};

const pt: Messages = {
  seat: "Jogador {{n}}",
  yes: "sim",
  no: "não",
  back: "Voltar",

  "prompt.over": "A partida terminou.",
  "prompt.pass": "Passe o dispositivo…",
  "prompt.and": " e ",
  "prompt.waitingWatching": "À espera de {{names}}… (está a assistir)",
  "prompt.waiting": "À espera de {{names}}…",
  "prompt.confirm": "Confirme a sua jogada ou cancele-a.",
  "prompt.pickSpace": "É a sua vez: escolha um espaço destacado.",
  "prompt.chooseOrSpace": "É a sua vez: escolha {{choices}} — ou um espaço destacado.",
  "prompt.choose": "É a sua vez: escolha {{choices}}.",

  "describe.chosen": "escolhido ({{n}})",
  "describe.selectableHint": "pode ser escolhido — {{hint}}",
  "describe.selectable": "pode ser escolhido",
  "describe.barred": "não permitido — {{reason}}",

  "curtain.reason": "{{seat}} tem de jogar agora, durante o turno de {{owner}}.",
  "curtain.title": "Passe o dispositivo a {{name}}",
  "curtain.reveal": "Sou {{name}} — mostrar a minha mesa",

  "outcome.nobody": "Ninguém ganha.",
  "outcome.wins": "{{name}} ganha!",
  "outcome.share": "{{names}} e {{last}} partilham a vitória!",
  "outcome.points": "Pontos",
  "outcome.decidedBy": "Decidido por: {{how}}",

  "end.show": "Ver a pontuação",
  "end.label": "Pontuação final",
  "end.revealed": "Revelado",
  "end.seeBoard": "Ver o tabuleiro",

  "table.hidden": "Oculto",
  "table.whatYouSee": "O que vê",
  "table.players": "Jogadores",
  "table.log": "Registo",
  "table.panels": "Painéis da mesa",

  "turn.label": "A sua jogada",
  "turn.undo": "Anular a minha última jogada",
  "turn.ruleLink": "Ler {{rule}} nas regras de referência (abre num novo separador)",
  "turn.confirmMoves": "Pedir confirmação de cada jogada feita no tabuleiro",
  "turn.colourMarks": "Letras nas cores (ajuda para daltónicos)",
  "turn.keys": "Teclas: 1–9 escolher, Esc voltar, ? todos os atalhos",
  "turn.keysUndo": "Teclas: 1–9 escolher, Esc voltar, U anular, ? todos os atalhos",

  "tour.step": "Primeira partida · {{n}} de {{total}}",
  "tour.move.title": "A sua jogada",
  "tour.move.text":
    "Por baixo do tabuleiro, uma frase diz o que fazer agora, e as opções são botões. Também pode clicar nos espaços destacados do tabuleiro; uma jogada feita aí aguarda que carregue em Confirmar.",
  "tour.board.title": "O tabuleiro",
  "tour.board.text":
    "Amplie com + e −, ou com a roda do rato; arraste para o percorrer; Tudo mostra-o por inteiro. As jogadas dos outros desde a sua última aparecem como rastos nas cores deles.",
  "tour.secret.title": "O que só você vê",
  "tour.secret.text":
    "Ao lado do tabuleiro: os seus segredos (cartas, objetivos, moedas…), os jogadores e de quem é o turno, e o registo da partida, do mais recente para o mais antigo.",
  "tour.help.title": "Ajuda",
  "tour.help.text":
    "Anular desfaz a sua última jogada, se entretanto nada foi revelado. Carregue em ? para ver os atalhos de teclado; marque «Letras nas cores» se tiver dificuldade em distinguir as cores.",
  "tour.next": "Seguinte",
  "tour.done": "Entendido",
  "tour.skip": "Saltar a apresentação",

  "shortcuts.title": "Atalhos de teclado",
  "shortcuts.close": "Fechar",
  "shortcuts.choose": "escolher da primeira à nona opção",
  "shortcuts.enter": "carregar no botão selecionado (Confirmar, quando uma jogada aguarda confirmação)",
  "shortcuts.esc": "cancelar a jogada que aguarda confirmação, ou recuar um passo",
  "shortcuts.undo": "anular a sua última jogada, quando o jogo o permite",
  "shortcuts.choices": "ir para as opções",
  "shortcuts.board": "ir para a lista de espaços do tabuleiro (as setas percorrem-na)",
  "shortcuts.help": "mostrar ou esconder estes atalhos",

  "chips.label": "Opções",
  "chips.choose": "Escolha:",
  "chips.confirm": "Confirmar: {{action}}",
  "chips.cancel": "Cancelar",
  "chips.filterLabel": "Filtrar as opções",
  "chips.filter": "filtrar…",

  "log.label": "Registo da partida",
  "log.empty": "Ainda não aconteceu nada.",

  "seat.you": "(você)",
  "seat.away": "(ausente)",
  "seat.invited": "(convidado para a desforra)",
  "seat.botForYou": "um bot joga por si",
  "seat.botForThem": "um bot joga no seu lugar",
  "seat.turn": "turno",
  "seat.toAct": "tem de jogar",

  "view.none": "nenhum",

  "board.theBoard": "o tabuleiro",
  "board.label": "Tabuleiro: {{name}}",
  "board.roleDescription": "tabuleiro com zoom",
  "board.problems_one": "Problema nos dados do tabuleiro: {{list}}",
  "board.problems_other": "Problemas nos dados do tabuleiro: {{list}}",
  "board.more_one": "(+{{count}} outro)",
  "board.more_other": "(+{{count}} outros)",
  "board.spaces": "Espaços",

  "zoom.in": "Ampliar",
  "zoom.inTitle": "Ampliar (+)",
  "zoom.out": "Reduzir",
  "zoom.outTitle": "Reduzir (−)",
  "zoom.fitLabel": "Tudo: o tabuleiro inteiro no ecrã",
  "zoom.fitTitle": "Tabuleiro inteiro (0)",
  "zoom.fit": "Tudo",

  "guided.done": "Concluir",
  "guided.notOpen": "Essa opção não está disponível agora.",
  "guided.whichFor": "{{space}}: escolha entre {{choices}}.",
  "guided.chooseOneOf": "Escolha entre: {{choices}}.",
  "guided.nothing": "Nada para escolher agora.",
};

/** The board kit's catalogue. */
export const BOARD_MESSAGES: Bundles = { en, it, pt };

registerMessages(BOARD_NS, BOARD_MESSAGES);
