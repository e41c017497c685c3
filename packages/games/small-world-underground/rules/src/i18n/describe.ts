/**
 * The log in Italian and Portuguese (issue 20): one line per (redacted) event, as `describe.ts` words
 * it in English. Italian follows the Italian rulebook's terms (Razza, Potere speciale, Declino,
 * Monete, segnalini, dado Rinforzi…); Portuguese the same terms translated. Race names stand
 * without articles (in brackets or after a colon) so no sentence has to agree with their gender.
 */
import type { DescribeContext } from "@pudding/engine";
import type { SwuEvent } from "../events.js";
import type { SwuState } from "../state.js";
import {
  figureNameIn,
  markerTheIn,
  type OtherLocale,
  powerNameIn,
  raceNameIn,
  relicWordIn,
} from "./names.js";

/** `n` and the singular or plural word (Italian and European Portuguese: 1 is singular, 0 plural). */
export const count = (n: number, one: string, other: string): string => `${n} ${n === 1 ? one : other}`;

const REASONS: Record<OtherLocale, Record<string, string>> = {
  it: {
    scoring: "punteggio",
    "combo coins": "Monete sulla combinazione",
    "combo payment": "pagamento delle combinazioni precedenti",
    liches: "il pedaggio dei Lich",
    martyr: "Martiri",
    thieving: "Ladri",
    ring: "Solito anello",
    altar: "Altare delle anime",
  },
  pt: {
    scoring: "pontuação",
    "combo coins": "moedas na combinação",
    "combo payment": "pagamento das combinações acima",
    liches: "a portagem dos Liches",
    martyr: "Mártires",
    thieving: "Ladrões",
    ring: "Anel do Sapo",
    altar: "Altar das Almas",
  },
};

/** A coin movement's reason in `locale` (the reason itself when unknown). */
export const reasonIn = (reason: string, locale: OtherLocale): string => REASONS[locale][reason] ?? reason;

/** A player's name, or "Player n" in the locale. */
export const playerIn = (s: SwuState, seat: number, locale: OtherLocale): string =>
  s.names[seat] ?? `${locale === "it" ? "Giocatore" : "Jogador"} ${seat + 1}`;

/** One log line for an event in Italian or Portuguese (already redacted for the reader). */
export function describeEventIn(
  s: SwuState,
  e: SwuEvent,
  ctx: DescribeContext,
  locale: OtherLocale,
  region: (id: string) => string,
): string | null {
  return locale === "it" ? italian(s, e, ctx, region) : portuguese(s, e, ctx, region);
}

function italian(
  s: SwuState,
  e: SwuEvent,
  ctx: DescribeContext,
  region: (id: string) => string,
): string | null {
  const L = "it" as const;
  const who = (seat: number) => playerIn(s, seat, L);
  const race = (r: string) => raceNameIn(r, L);
  const power = (p: string | null) => powerNameIn(p, L);
  const tokens = (n: number) => count(n, "segnalino", "segnalini");
  const coins = (n: number) => count(n, "Moneta", "Monete");
  const back = (n: number) => `${tokens(n)} ${n === 1 ? "torna" : "tornano"} in mano`;
  /** A party after "da" (from) or "a" (to). */
  const party = (p: number, dir: "from" | "to") =>
    p === -1
      ? dir === "from"
        ? "dalla riserva"
        : "alla riserva"
      : p === -2
        ? dir === "from"
          ? "dalla fila di combinazioni"
          : "alla fila di combinazioni"
        : `${dir === "from" ? "da" : "a"} ${who(p)}`;
  switch (e.type) {
    case "round":
      return `Inizia il giro ${e.round}.`;
    case "turn":
      return `Turno di ${who(e.seat)}.`;
    case "picked": {
      const money = [
        e.took ? `incassa ${coins(e.took)} che vi erano sopra` : "",
        e.paid ? `paga ${coins(e.paid)}` : "",
      ]
        .filter(Boolean)
        .join(" e ");
      return `${who(e.seat)} sceglie ${race(e.race)} + ${power(e.power)} (combinazione ${e.position + 1})${money ? `, ${money}` : ""}, e prende ${tokens(e.tokens)}.`;
    }
    case "swapped":
      return `I Mimi ombra di ${who(e.seat)} scambiano ${power(e.gave)} con ${power(e.took)} (combinazione ${e.position + 1}).`;
    case "volcano":
      return `${who(e.seat)} piazza il Vulcano su ${region(e.region)}.`;
    case "expand":
      return `${who(e.seat)} raduna le truppe (${race(e.race)}): ${tokens(e.inHand)} in mano.`;
    case "fountain":
      return `La Fonte della giovinezza dà a ${who(e.seat)} un nuovo segnalino (${race(e.race)}).`;
    case "abandoned":
      return `${who(e.seat)} abbandona ${region(e.region)} (${back(e.tokens)}).`;
    case "ancientMoved":
      return `${who(e.seat)} sposta il Grande Antico in ${region(e.region)}.`;
    case "reborn":
      return `Rinati: ${who(e.seat)} fa passare ${region(e.region)} da ${race(e.from)} a ${race(e.to)}.`;
    case "bagCopies":
      return `La Sacca delle meraviglie di ${who(e.seat)} duplica ${markerTheIn(e.relic, L)} in questo turno.`;
    case "conquered": {
      if (e.mode === "balrog") {
        const d = e.defender
          ? ` ${who(e.defender.seat)} perde ${tokens(e.defender.lost)}${e.defender.withdrawn ? ` e ne riprende ${e.defender.withdrawn}` : ""}.`
          : "";
        return `Il Balrog di ${who(e.seat)} conquista ${region(e.region)}.${d}`;
      }
      const how =
        e.mode === "vampire"
          ? " con un morso dei Vampiri"
          : e.mode === "orb"
            ? " con il Globo scintillante"
            : e.mode === "final"
              ? " con il Tentativo di conquista finale"
              : e.mode === "wisp"
                ? " dopo un lancio dei Fuochi fatui"
                : "";
      const use = e.use.length ? ` usando ${e.use.map((u) => relicWordIn(u, L)).join(" e ")}` : "";
      const paid =
        e.mode === "vampire" || e.mode === "orb"
          ? ""
          : ` impiegando ${tokens(e.tokens)}${e.hammers ? ` e ${count(e.hammers, "Martello d'argento", "Martelli d'argento")}` : ""}`;
      const d = e.defender
        ? e.defender.seat === e.seat
          ? ` Perde i propri segnalini in Declino (${race(e.defender.race)}).`
          : ` ${who(e.defender.seat)} (${race(e.defender.race)}${e.defender.declined ? ", in Declino" : ""}) perde ${tokens(e.defender.lost)}${e.defender.withdrawn ? ` e ne ritira ${e.defender.withdrawn}` : ""}.`
        : "";
      const mon = e.monsters
        ? ` ${e.monsters === 1 ? "1 Mostro lascia" : `${e.monsters} Mostri lasciano`} il gioco.`
        : "";
      return `${who(e.seat)} (${race(e.race)}) conquista ${region(e.region)}${how}${paid}${use}.${d}${mon}`;
    }
    case "roll":
      return `${who(e.seat)} lancia il dado Rinforzi per ${region(e.region)}: ${e.roll}. ${e.success ? "Riuscito." : `Non basta (${e.had} + ${e.roll} < ${e.cost}).`}`;
    case "revealed":
      return `${who(e.seat)} trova ${markerTheIn(e.marker, L)} in ${region(e.region)}.`;
    case "stonehedge":
      return e.power
        ? `Stonehenge custodisce il Potere speciale ${power(e.power)}.`
        : "Stonehenge non trova alcun Potere speciale da custodire.";
    case "vengeance":
      return `${who(e.seat)} riceve un segnalino Vendetta da ${who(e.from)}.`;
    case "conquestsEnd":
      return `${who(e.seat)} termina le conquiste.`;
    case "riverEmptied":
      return `${who(e.seat)} libera la Regione di Fiume ${region(e.region)} (${back(e.tokens)}).`;
    case "gained":
      return e.what === "mudmen"
        ? `Le Melme di ${who(e.seat)} crescono di ${tokens(e.count)}.`
        : e.what === "hammers"
          ? `I Nani di ferro di ${who(e.seat)} forgiano ${count(e.count, "Martello d'argento", "Martelli d'argento")}.`
          : `${who(e.seat)} ottiene ${count(e.count, "Corazza di fungo", "Corazze di fungo")}.`;
    case "armor":
      return `${who(e.seat)} mette una Corazza di fungo su ${region(e.region)}.`;
    case "placed":
      return e.withdrawal
        ? `${who(e.seat)} ridistribuisce ${count(e.count, "segnalino ritirato", "segnalini ritirati")} in ${region(e.region)}.`
        : `${who(e.seat)} schiera ${tokens(e.count)} (${race(e.race)}) in ${region(e.region)}.`;
    case "toHand":
      return `${who(e.seat)}: ${race(e.race)} senza più Regioni, ${tokens(e.count)} ${e.count === 1 ? "resta" : "restano"} in mano.`;
    case "withdrawLost":
      return `${who(e.seat)}: ${race(e.race)} in Declino senza un posto dove andare, ${count(e.count, "segnalino perduto", "segnalini perduti")}.`;
    case "figure":
      return `${who(e.seat)} piazza ${figureNameIn(e.figure, L)} su ${e.region ? region(e.region) : "nessuna Regione"}.`;
    case "coins": {
      if (e.reason === "scoring") return null; // the "scored" line says it
      const mine = ctx.viewer === e.seat;
      const total = e.total !== undefined ? (mine ? ` (ora ${e.total})` : ` (totale ${e.total})`) : "";
      const reason = reasonIn(e.reason, L);
      if (e.delta === undefined) return `${who(e.seat)} prende Monete ${party(e.other, "from")} (${reason}).`;
      return e.delta >= 0
        ? `${who(e.seat)} riceve ${coins(e.delta)} ${party(e.other, "from")} (${reason})${total}.`
        : `${who(e.seat)} paga ${coins(-e.delta)} ${party(e.other, "to")} (${reason})${total}.`;
    }
    case "couldNotPay":
      return `${who(e.seat)} non ha Monete da dare ${party(e.to, "to")} (${reasonIn(e.reason, L)}).`;
    case "scored":
      return e.amount === undefined
        ? `${who(e.seat)} ottiene Monete; quante, lo sa solo chi le prende (§20).`
        : `${who(e.seat)} ottiene ${coins(e.amount)}.`;
    case "declined":
      return `${who(e.seat)} fa entrare in Declino ${race(e.race)}${e.keptPower ? `, tenendo ${power(e.keptPower)}` : ""}${e.vanished ? `; scompaiono da ${count(e.vanished, "Regione", "Regioni")}` : ""}.`;
    case "raceLeft":
      return `${who(e.seat)}: ${race(e.race)} lasciano la mappa; il vessillo torna in gioco.`;
    case "altar":
      return `${who(e.seat)} sacrifica sull'Altare delle anime un segnalino in Declino in ${region(e.region)}.`;
    case "combos": {
      const top = e.combos[e.combos.length - 1];
      return top
        ? `Ora le combinazioni terminano con ${race(top.race)} + ${power(top.power)}.`
        : "Non resta alcuna combinazione.";
    }
    case "noCombo":
      return `Non resta alcuna combinazione da scegliere per ${who(e.seat)}.`;
    case "gameOver":
      return `La partita è finita. ${e.coins.map((c, i) => `${who(i)} ${c}`).join(", ")}. ${e.winners.length > 1 ? "Vittoria condivisa" : "Vince"}: ${e.winners.map((w) => who(w)).join(", ")}.`;
  }
}

function portuguese(
  s: SwuState,
  e: SwuEvent,
  ctx: DescribeContext,
  region: (id: string) => string,
): string | null {
  const L = "pt" as const;
  const who = (seat: number) => playerIn(s, seat, L);
  const race = (r: string) => raceNameIn(r, L);
  const power = (p: string | null) => powerNameIn(p, L);
  const tokens = (n: number) => count(n, "ficha", "fichas");
  const coins = (n: number) => count(n, "moeda", "moedas");
  const back = (n: number) => `${tokens(n)} ${n === 1 ? "volta" : "voltam"} à mão`;
  /** A party after "de" (from) or "a" (to). */
  const party = (p: number, dir: "from" | "to") =>
    p === -1
      ? dir === "from"
        ? "da banca"
        : "à banca"
      : p === -2
        ? dir === "from"
          ? "da fila de combinações"
          : "à fila de combinações"
        : `${dir === "from" ? "de" : "a"} ${who(p)}`;
  switch (e.type) {
    case "round":
      return `Começa a ronda ${e.round}.`;
    case "turn":
      return `Turno de ${who(e.seat)}.`;
    case "picked": {
      const money = [
        e.took ? `recolhe ${coins(e.took)} que lá estavam` : "",
        e.paid ? `paga ${coins(e.paid)}` : "",
      ]
        .filter(Boolean)
        .join(" e ");
      return `${who(e.seat)} escolhe ${race(e.race)} + ${power(e.power)} (combinação ${e.position + 1})${money ? `, ${money}` : ""}, e recebe ${tokens(e.tokens)}.`;
    }
    case "swapped":
      return `Os Mimos das Sombras de ${who(e.seat)} trocam ${power(e.gave)} por ${power(e.took)} (combinação ${e.position + 1}).`;
    case "volcano":
      return `${who(e.seat)} põe o Vulcão em ${region(e.region)}.`;
    case "expand":
      return `${who(e.seat)} reúne as tropas (${race(e.race)}): ${tokens(e.inHand)} na mão.`;
    case "fountain":
      return `A Fonte da Juventude dá a ${who(e.seat)} uma nova ficha (${race(e.race)}).`;
    case "abandoned":
      return `${who(e.seat)} abandona ${region(e.region)} (${back(e.tokens)}).`;
    case "ancientMoved":
      return `${who(e.seat)} move o Grande Antigo para ${region(e.region)}.`;
    case "reborn":
      return `Renascidos: ${who(e.seat)} faz passar ${region(e.region)} de ${race(e.from)} para ${race(e.to)}.`;
    case "bagCopies":
      return `O Saco das Mil Coisas de ${who(e.seat)} copia ${markerTheIn(e.relic, L)} neste turno.`;
    case "conquered": {
      if (e.mode === "balrog") {
        const d = e.defender
          ? ` ${who(e.defender.seat)} perde ${tokens(e.defender.lost)}${e.defender.withdrawn ? ` e recupera ${e.defender.withdrawn}` : ""}.`
          : "";
        return `O Balrog de ${who(e.seat)} conquista ${region(e.region)}.${d}`;
      }
      const how =
        e.mode === "vampire"
          ? " com uma mordida de Vampiro"
          : e.mode === "orb"
            ? " com o Orbe Brilhante"
            : e.mode === "final"
              ? " numa tentativa final de conquista"
              : e.mode === "wisp"
                ? " depois de um lançamento dos Fogos-Fátuos"
                : "";
      const use = e.use.length ? ` usando ${e.use.map((u) => relicWordIn(u, L)).join(" e ")}` : "";
      const paid =
        e.mode === "vampire" || e.mode === "orb"
          ? ""
          : ` com ${tokens(e.tokens)}${e.hammers ? ` e ${count(e.hammers, "Martelo de Prata", "Martelos de Prata")}` : ""}`;
      const d = e.defender
        ? e.defender.seat === e.seat
          ? ` Perde as suas próprias fichas em declínio (${race(e.defender.race)}).`
          : ` ${who(e.defender.seat)} (${race(e.defender.race)}${e.defender.declined ? ", em declínio" : ""}) perde ${tokens(e.defender.lost)}${e.defender.withdrawn ? ` e retira ${e.defender.withdrawn}` : ""}.`
        : "";
      const mon = e.monsters
        ? ` ${e.monsters === 1 ? "1 Monstro sai" : `${e.monsters} Monstros saem`} do jogo.`
        : "";
      return `${who(e.seat)} (${race(e.race)}) conquista ${region(e.region)}${how}${paid}${use}.${d}${mon}`;
    }
    case "roll":
      return `${who(e.seat)} lança o dado de Reforços para ${region(e.region)}: ${e.roll}. ${e.success ? "Sucesso." : `Não chega (${e.had} + ${e.roll} < ${e.cost}).`}`;
    case "revealed":
      return `${who(e.seat)} encontra ${markerTheIn(e.marker, L)} em ${region(e.region)}.`;
    case "stonehedge":
      return e.power
        ? `O Stonehedge guarda o poder especial ${power(e.power)}.`
        : "O Stonehedge não encontra nenhum poder especial para guardar.";
    case "vengeance":
      return `${who(e.seat)} recebe um marcador de Vingança de ${who(e.from)}.`;
    case "conquestsEnd":
      return `${who(e.seat)} termina as conquistas.`;
    case "riverEmptied":
      return `${who(e.seat)} deixa o Rio em ${region(e.region)} (${back(e.tokens)}).`;
    case "gained":
      return e.what === "mudmen"
        ? `Os Homens de Lama de ${who(e.seat)} ganham ${tokens(e.count)}.`
        : e.what === "hammers"
          ? `Os Anões de Ferro de ${who(e.seat)} forjam ${count(e.count, "Martelo de Prata", "Martelos de Prata")}.`
          : `${who(e.seat)} ganha ${count(e.count, "Armadura de Cogumelo", "Armaduras de Cogumelo")}.`;
    case "armor":
      return `${who(e.seat)} põe uma Armadura de Cogumelo em ${region(e.region)}.`;
    case "placed":
      return e.withdrawal
        ? `${who(e.seat)} redistribui ${count(e.count, "ficha retirada", "fichas retiradas")} em ${region(e.region)}.`
        : `${who(e.seat)} coloca ${tokens(e.count)} (${race(e.race)}) em ${region(e.region)}.`;
    case "toHand":
      return `${who(e.seat)}: ${race(e.race)} sem nenhuma região, ${tokens(e.count)} ${e.count === 1 ? "fica" : "ficam"} na mão.`;
    case "withdrawLost":
      return `${who(e.seat)}: ${race(e.race)} em declínio sem lugar para onde ir, ${count(e.count, "ficha perdida", "fichas perdidas")}.`;
    case "figure":
      return `${who(e.seat)} põe ${figureNameIn(e.figure, L)} em ${e.region ? region(e.region) : "nenhuma região"}.`;
    case "coins": {
      if (e.reason === "scoring") return null; // the "scored" line says it
      const mine = ctx.viewer === e.seat;
      const total = e.total !== undefined ? (mine ? ` (agora ${e.total})` : ` (total ${e.total})`) : "";
      const reason = reasonIn(e.reason, L);
      if (e.delta === undefined) return `${who(e.seat)} recebe moedas ${party(e.other, "from")} (${reason}).`;
      return e.delta >= 0
        ? `${who(e.seat)} recebe ${coins(e.delta)} ${party(e.other, "from")} (${reason})${total}.`
        : `${who(e.seat)} paga ${coins(-e.delta)} ${party(e.other, "to")} (${reason})${total}.`;
    }
    case "couldNotPay":
      return `${who(e.seat)} não tem moedas para pagar ${party(e.to, "to")} (${reasonIn(e.reason, L)}).`;
    case "scored":
      return e.amount === undefined
        ? `${who(e.seat)} ganha moedas; quantas, só quem as recebe sabe (§20).`
        : `${who(e.seat)} ganha ${coins(e.amount)}.`;
    case "declined":
      return `${who(e.seat)} faz entrar em declínio ${race(e.race)}${e.keptPower ? `, mantendo ${power(e.keptPower)}` : ""}${e.vanished ? `; desaparecem de ${count(e.vanished, "região", "regiões")}` : ""}.`;
    case "raceLeft":
      return `${who(e.seat)}: ${race(e.race)} saem do mapa; o estandarte volta ao jogo.`;
    case "altar":
      return `${who(e.seat)} sacrifica no Altar das Almas uma ficha em declínio em ${region(e.region)}.`;
    case "combos": {
      const top = e.combos[e.combos.length - 1];
      return top
        ? `As combinações terminam agora com ${race(top.race)} + ${power(top.power)}.`
        : "Não resta nenhuma combinação.";
    }
    case "noCombo":
      return `Não resta nenhuma combinação para ${who(e.seat)} escolher.`;
    case "gameOver":
      return `O jogo terminou. ${e.coins.map((c, i) => `${who(i)} ${c}`).join(", ")}. ${e.winners.length > 1 ? "Vitória partilhada" : "Vence"}: ${e.winners.map((w) => who(w)).join(", ")}.`;
  }
}
