/**
 * What a seat sees (§16): everything public — the grid, intensities, destroyed tiles, every token,
 * water on every holder, squad cards in play, wardens, tracks, discard piles, deck sizes — and, for
 * the recruiting seat only, the two drawn squad cards. Deck order and the RNG never leave.
 */
import type { Viewer } from "@pudding/engine";
import { AFFILIATIONS, type Affiliation, COLOURS } from "./data/schema.js";
import { threshold } from "./engine.js";
import { CELLS, cellName } from "./grid.js";
import {
  actorSeat,
  type BrigadeState,
  baseOf,
  boardAbility,
  brigadeCap,
  brigadeWater,
  cardActive,
  cisternCap,
  type Ending,
  FLAG,
  hasProtectingPiece,
  isBurning,
  isPrompt,
  loyalTiles,
  onBlue,
  type Phase,
  renownOnBoard,
  score,
  TRACKS,
  trackLast,
  trackValue,
  wardenCap,
} from "./state.js";

/** A tile as printed (§4.1). */
export interface TileView {
  id: string;
  name: string;
  affiliation: Affiliation;
  value: number;
  flame: number;
  building?: string;
  text?: string;
}

/** One cell of the grid. */
export interface CellView {
  id: string;
  col: number;
  row: number;
  kind: "missing" | "barracks" | "university" | "block";
  tile: TileView | null;
  /** The seat whose barracks tile this is. */
  barracksOf: number;
  /** 0 not burning, 1..L on the track, L+1 destroyed. */
  intensity: number;
  burning: boolean;
  destroyed: boolean;
  /** Flipped to the burnt side (the clean-up done). */
  flipped: boolean;
  /** Holds a cistern or brigade (§4.4). */
  protected: boolean;
  brigades: number[];
  cisterns: number[];
  /** Renown tokens per seat. */
  renown: number[];
  loyal: number;
  /** Renown each seat needs here for loyalty (§12.3); 0 where none can be placed. */
  thresholds: number[];
}

/** A squad card in play. */
export interface SquadView {
  id: string;
  name: string;
  affiliation: Affiliation | "none";
  water: number;
  capacity: number;
  ability: string;
  text: string;
  /** §11.2: its ability is active (loyalty of its affiliation). */
  active: boolean;
  /** R55: holds Galeela's Mime token. */
  mimed: boolean;
}

/** A track on the barracks board (§10). */
export interface TrackView {
  position: number;
  value: number;
  last: number;
  blue: boolean;
  values: number[];
}

/** A seat as everyone sees it. */
export interface SeatView {
  name: string;
  colour: (typeof COLOURS)[number] | null;
  warden: {
    id: string;
    name: string;
    side: 1 | 2;
    /** White Fang's face (R54). */
    face?: "dawn" | "dusk";
    water: number;
    capacity: number;
    actionName?: string;
    text?: string;
  } | null;
  barracks: {
    id: string;
    name: string;
    colour: string;
    ability?: string;
    abilityName?: string;
    text?: string;
  } | null;
  barracksCell: string | null;
  tracks: Record<(typeof TRACKS)[number], TrackView>;
  squad: SquadView[];
  squadSlots: number;
  /** R41: holds Sir Precious. */
  precious: boolean;
  cistern: { cell: string | null; water: number; capacity: number };
  brigade: { cell: string | null; water: number; capacity: number };
  actionPoints: number;
  bonusActionPoints: number;
  used: {
    upgrade: boolean;
    warden: boolean;
    morgana: boolean;
    leon: boolean;
    ash: boolean;
    cisternBonus: boolean;
  };
  extraTurns: number;
  alliances: boolean;
  pyrocontrol: boolean;
  renownOnBoard: number;
  loyalTiles: number;
  loyalByAffiliation: Record<Affiliation, number>;
  score: number;
}

/** The event just resolved (§5). */
export interface LastEventView {
  card: {
    id: string;
    name: string;
    kind: string;
    direction?: string;
    fireballs?: { cell: string; count: number }[];
    effect?: string;
    text?: string;
  };
  seat: number;
  starting: boolean;
  spreads: { from: string; to: string }[];
  raised: string[];
  squares: string[];
  destroyed: string[];
  deflected: string[];
}

/** What is awaited, in public words (the chooser sees the details). */
export interface PromptView {
  seat: number;
  kind: string;
  /** Renown left to place, etc. */
  count?: number;
  tile?: string;
  /** The recruit's drawn cards (the recruiting seat only). */
  cards?: { id: string; name: string; affiliation: string; water: number; text: string }[];
}

/** The table as `viewer` may see it. */
export interface BrigadeView {
  viewer: Viewer;
  phase: Phase;
  round: number;
  turn: number;
  owner: number;
  first: number;
  toAct: number[];
  over: boolean;
  cells: CellView[];
  seats: SeatView[];
  lastEvent: LastEventView | null;
  prompt: PromptView | null;
  decks: {
    events: number;
    eventDiscard: string[];
    startingSetAside: number;
    squad: number;
    squadDiscard: string[];
  };
  destroyed: number;
  universityDestroyed: number;
  evacuation: { called: boolean; lastSeat: number; destroyedNeeded: number; universityNeeded: number };
  result: { ending: Ending; winners: number[]; scores: number[]; decidedBy: string } | null;
}

/** The view of a state for a viewer. */
export function viewOf(s: BrigadeState, viewer: Viewer): BrigadeView {
  const d = s.data;
  const cells: CellView[] = [];
  for (let c = 0; c < CELLS; c++) {
    const t = s.tile[c] as number;
    const rec = t >= 0 ? d.tiles[t] : undefined;
    const brigades: number[] = [];
    const cisterns: number[] = [];
    const renown: number[] = [];
    const thresholds: number[] = [];
    for (let p = 0; p < s.n; p++) {
      if (s.brigade[p] === c) brigades.push(p);
      if (s.cistern[p] === c) cisterns.push(p);
      renown.push(s.renown[p * CELLS + c] as number);
      thresholds.push(rec && s.burnt[c] === 0 && s.loyal[c] !== p ? threshold(s, p, c) : 0);
    }
    cells.push({
      id: cellName(c),
      col: c % 6,
      row: Math.floor(c / 6),
      kind: rec
        ? rec.affiliation === "university"
          ? "university"
          : "block"
        : s.base[c] !== -1
          ? "barracks"
          : "missing",
      tile: rec
        ? {
            id: rec.id,
            name: rec.name,
            affiliation: rec.affiliation,
            value: rec.value,
            flame: rec.flame,
            ...(rec.building ? { building: rec.building } : {}),
            ...(rec.text ? { text: rec.text } : {}),
          }
        : null,
      barracksOf: s.base[c] as number,
      intensity: s.fire[c] as number,
      burning: isBurning(s, c),
      destroyed: (s.burnt[c] as number) > 0,
      flipped: s.burnt[c] === 2,
      protected: rec ? hasProtectingPiece(s, c) : false,
      brigades,
      cisterns,
      renown,
      loyal: s.loyal[c] as number,
      thresholds,
    });
  }
  const seats: SeatView[] = [];
  for (let p = 0; p < s.n; p++) {
    const w = s.warden[p] as number;
    const b = s.board[p] as number;
    const wrec = w >= 0 ? d.wardens[w] : undefined;
    const brec = b >= 0 ? d.boards[b] : undefined;
    const adv = s.rules.advanced;
    const squad: SquadView[] = [];
    for (let k = 0; k < 3; k++) {
      const c = s.squad[p * 3 + k] as number;
      if (c < 0) continue;
      const q = d.squad[c];
      if (!q) continue;
      squad.push({
        id: q.id,
        name: q.name,
        affiliation: q.affiliation,
        water: s.sqWater[p * 3 + k] as number,
        capacity: q.water,
        ability: q.ability,
        text: q.text,
        active: cardActive(s, p, c),
        mimed: s.mime === c,
      });
    }
    const tracks = {} as Record<(typeof TRACKS)[number], TrackView>;
    TRACKS.forEach((name, t) => {
      tracks[name] = {
        position: s.track[p * 3 + t] as number,
        value: trackValue(s, p, t),
        last: trackLast(s, t),
        blue: onBlue(s, p, t),
        values: s.rules.tracks[name].slice(),
      };
    });
    const flags = s.flags[p] as number;
    const byAff = {} as Record<Affiliation, number>;
    AFFILIATIONS.forEach((a, i) => {
      byAff[a] = s.loyalCount[p * 5 + i] as number;
    });
    const home = baseOf(s, p);
    seats.push({
      name: s.names[p] ?? `Player ${p + 1}`,
      colour: (s.colour[p] as number) >= 0 ? (COLOURS[s.colour[p] as number] ?? null) : null,
      warden: wrec
        ? {
            id: wrec.id,
            name: wrec.name,
            side: adv ? 2 : 1,
            ...(wrec.action === "dawnDusk" && adv
              ? { face: s.dusk[p] ? ("dusk" as const) : ("dawn" as const) }
              : {}),
            water: s.wWater[p] as number,
            capacity: wardenCap(s, p),
            ...(adv ? { actionName: wrec.actionName, text: wrec.text } : {}),
          }
        : null,
      barracks: brec
        ? {
            id: brec.id,
            name: brec.name,
            colour: brec.colour,
            ...(adv
              ? { ability: boardAbility(s, p) ?? undefined, abilityName: brec.abilityName, text: brec.text }
              : {}),
          }
        : null,
      barracksCell: home >= 0 ? cellName(home) : null,
      tracks,
      squad,
      squadSlots: trackValue(s, p, 0),
      precious: s.precious === p,
      cistern: {
        cell: (s.cistern[p] as number) >= 0 ? cellName(s.cistern[p] as number) : null,
        water: s.cWater[p] as number,
        capacity: cisternCap(s, p),
      },
      brigade: {
        cell: (s.brigade[p] as number) >= 0 ? cellName(s.brigade[p] as number) : null,
        water: brigadeWater(s, p),
        capacity: brigadeCap(s, p),
      },
      actionPoints: s.phase === "action" && s.owner === p ? (s.ap[p] as number) : 0,
      bonusActionPoints: s.bonusAp[p] as number,
      used: {
        upgrade: Boolean(flags & FLAG.upgraded),
        warden: Boolean(flags & FLAG.warden),
        morgana: Boolean(flags & FLAG.morgana),
        leon: Boolean(flags & FLAG.leon),
        ash: Boolean(flags & FLAG.ash),
        cisternBonus: Boolean(flags & FLAG.cisternBonus),
      },
      extraTurns: s.extra[p] as number,
      alliances: s.bernhardt[p] === 1,
      pyrocontrol: s.cindy[p] === 1,
      renownOnBoard: renownOnBoard(s, p),
      loyalTiles: loyalTiles(s, p),
      loyalByAffiliation: byAff,
      score: score(s, p),
    });
  }
  let lastEvent: LastEventView | null = null;
  if (s.last) {
    const e = d.events[s.last.card];
    const pairs: { from: string; to: string }[] = [];
    for (let i = 0; i < s.last.spreads.length; i += 2)
      pairs.push({
        from: cellName(s.last.spreads[i] as number),
        to: cellName(s.last.spreads[i + 1] as number),
      });
    lastEvent = {
      card: e
        ? {
            id: e.id,
            name: e.name,
            kind: e.kind,
            ...(e.kind === "wind" ? { direction: e.direction } : {}),
            ...(e.kind === "firestorm"
              ? { fireballs: e.fireballs.map((f) => ({ cell: f.cell, count: f.count })) }
              : {}),
            ...(e.kind === "special" ? { effect: e.effect, text: e.text } : {}),
          }
        : { id: "?", name: "?", kind: "?" },
      seat: s.last.seat,
      starting: s.last.starting,
      spreads: pairs,
      raised: [...new Set(s.last.raised)].map(cellName),
      squares: s.last.squares.map(cellName),
      destroyed: s.last.destroyed.map(cellName),
      deflected: s.last.deflected.map(cellName),
    };
  }
  let prompt: PromptView | null = null;
  const top = s.stack[s.stack.length - 1];
  if (top && isPrompt(top)) {
    prompt = { seat: top.seat, kind: top.k.slice(1).toLowerCase() };
    if (top.k === "pRenown") prompt.count = top.b;
    if (
      top.a >= 0 &&
      top.k !== "pRecruit" &&
      top.k !== "pTake" &&
      top.k !== "pLoseWater" &&
      top.k !== "pPurge"
    )
      prompt.tile = cellName(top.a);
    if (top.k === "pRecruit") {
      prompt.count = (top.list as number[]).length;
      if (viewer === top.seat)
        prompt.cards = (top.list as number[]).map((c) => {
          const q = d.squad[c];
          return {
            id: q?.id ?? "?",
            name: q?.name ?? "?",
            affiliation: q?.affiliation ?? "none",
            water: q?.water ?? 0,
            text: q?.text ?? "",
          };
        });
    }
  }
  const over = s.phase === "over";
  return {
    viewer,
    phase: s.phase,
    round: s.round,
    turn: s.turn,
    owner: s.owner,
    first: s.first,
    toAct: over ? [] : [actorSeat(s)].filter((x) => x >= 0),
    over,
    cells,
    seats,
    lastEvent,
    prompt,
    decks: {
      events: s.eventDeck.length,
      eventDiscard: s.eventDiscard.map((e) => d.events[e]?.id ?? "?"),
      startingSetAside: s.startPile.length,
      squad: s.squadDeck.length,
      squadDiscard: s.squadDiscard.map((c) => d.squad[c]?.id ?? "?"),
    },
    destroyed: s.destroyed,
    universityDestroyed: s.uniDestroyed,
    evacuation: {
      called: s.evacuating === 1,
      lastSeat: (s.first + s.n - 1) % s.n,
      destroyedNeeded: s.rules.evacuationDestroyed,
      universityNeeded: s.rules.evacuationUniversityDestroyed,
    },
    result: s.result
      ? {
          ending: s.result.ending,
          winners: s.result.winners.slice(),
          scores: s.result.scores.slice(),
          decidedBy: s.result.decidedBy,
        }
      : null,
  };
}
