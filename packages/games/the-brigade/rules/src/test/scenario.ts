/**
 * A small scenario builder for rule tests: a game set up with no starting fire and no picks, then
 * positioned by readable calls (`fire("C3", 2)`, `brigade(0, "B2")`, `squad(0, "ash")`) and played
 * through the module's own `apply`, so every test goes through the same path as real play.
 */
import type { RuleError } from "@pudding/engine";
import type { BrigadeMap } from "../data/schema.js";
import { run } from "../engine.js";
import type { BrigadeEvent } from "../events.js";
import { CELLS, cellIndex, UNIVERSITY_CELLS } from "../grid.js";
import { type BrigadeAction, THE_BRIGADE } from "../index.js";
import type { BrigadeRulesInput } from "../rules.js";
import { BLOCK_CELLS } from "../setup.js";
import {
  actorSeat,
  affOf,
  type BrigadeState,
  baseOf,
  isBurning,
  TRACKS,
  task,
  trackValue,
} from "../state.js";
import type { BrigadeView, CellView } from "../view.js";
import { FIXTURE_CITY } from "./fixture.js";

const HOMES = ["A1", "F6", "F1", "A6"];

/** Options of a scenario. */
export interface ScenarioOptions {
  seats?: number;
  rules?: BrigadeRulesInput;
  seed?: number;
  map?: BrigadeMap;
  /** The rules version to play under (default the current one; 1 = before issue 27). */
  rulesVersion?: number;
}

/** A position under construction, then played. */
export class Scene {
  s: BrigadeState;
  /** The events of the last `act` or `event`. */
  events: BrigadeEvent[] = [];

  constructor(o: ScenarioOptions = {}) {
    const rules = THE_BRIGADE.rules.parse({
      barracksCorners: "auto",
      wardenChoice: "deal",
      startingEvents: 0,
      universityStartIntensity: 0,
      allFiresOutEnds: false,
      ...o.rules,
    });
    if (!rules.ok) throw new Error(rules.issues.map((i) => `${i.path}: ${i.message}`).join("; "));
    const created = THE_BRIGADE.setup({
      map: o.map ?? FIXTURE_CITY,
      rules: rules.value,
      seats: o.seats ?? 2,
      seed: o.seed ?? 1,
      rulesVersion: o.rulesVersion,
    });
    if (!created.ok) throw new Error(created.issues.map((i) => `${i.path}: ${i.message}`).join("; "));
    const s = created.value;
    const d = s.data;
    s.base.fill(-1);
    for (let p = 0; p < s.n; p++) s.base[cellIndex(HOMES[p] as string)] = p;
    // Tiles in a fixed order: University in C3 D3 C4 D4, blocks in data order in reading order.
    UNIVERSITY_CELLS.forEach((c, i) => {
      s.tile[c] = d.university[i] as number;
    });
    BLOCK_CELLS.forEach((c, i) => {
      s.tile[c] = d.blocks[i] ?? -1;
    });
    s.fire.fill(0);
    s.burnt.fill(0);
    s.loyal.fill(-1);
    s.renown.fill(0);
    for (let p = 0; p < s.n; p++) {
      s.brigade[p] = baseOf(s, p);
      s.cistern[p] = baseOf(s, p);
      s.colour[p] = p;
      s.board[p] = d.bdColour.indexOf(p);
    }
    s.first = 0;
    s.owner = 0;
    s.round = 1;
    s.turn = 1;
    s.phase = "action";
    s.stack = [];
    s.eventDeck = [];
    s.eventDiscard = [];
    s.squadDeck = d.squad.map((_, i) => i).reverse();
    s.squadDiscard = [];
    s.last = null;
    s.result = null;
    s.ap[0] = trackValue(s, 0, 2);
    this.s = s;
    this.fix();
  }

  /** Recomputes the counters kept in step with the grid. */
  fix(): this {
    const s = this.s;
    s.burning = 0;
    for (let c = 0; c < CELLS; c++) if (isBurning(s, c)) s.burning++;
    s.loyalCount.fill(0);
    for (let c = 0; c < CELLS; c++) {
      const l = s.loyal[c] as number;
      if (l >= 0) s.loyalCount[l * 5 + affOf(s, c)] = (s.loyalCount[l * 5 + affOf(s, c)] as number) + 1;
    }
    return this;
  }

  private cell(id: string): number {
    const c = cellIndex(id);
    if (c < 0) throw new Error(`no cell ${id}`);
    return c;
  }

  /** Puts tile `tileId` on `cell` (swapping with wherever it was). */
  tile(cell: string, tileId: string): this {
    const s = this.s;
    const t = s.data.tileById.get(tileId);
    if (t === undefined) throw new Error(`no tile ${tileId}`);
    const c = this.cell(cell);
    const from = s.tile.indexOf(t);
    if (from >= 0) s.tile[from] = s.tile[c] as number;
    s.tile[c] = t;
    return this.fix();
  }

  /** The id of the tile on a cell. */
  tileAt(cell: string): string {
    return this.s.data.tiles[this.s.tile[this.cell(cell)] as number]?.id ?? "";
  }

  /** Sets intensities: `fire({ C3: 2, D3: 1 })` or `fire("C3", 2)`. */
  fire(cells: Record<string, number> | string, n = 1): this {
    const map = typeof cells === "string" ? { [cells]: n } : cells;
    for (const [id, v] of Object.entries(map)) this.s.fire[this.cell(id)] = v;
    return this.fix();
  }

  /** Destroys a tile (flipped unless `pending`). */
  destroyed(cell: string, pending = false): this {
    const s = this.s;
    const c = this.cell(cell);
    s.burnt[c] = pending ? 1 : 2;
    s.fire[c] = (s.data.tileFlame[s.tile[c] as number] as number) + 1;
    if (pending) s.pendingFlip.push(c);
    return this.fix();
  }

  brigade(seat: number, cell: string): this {
    this.s.brigade[seat] = this.cell(cell);
    return this;
  }
  cistern(seat: number, cell: string): this {
    this.s.cistern[seat] = this.cell(cell);
    return this;
  }
  renown(seat: number, cell: string, n: number): this {
    this.s.renown[seat * CELLS + this.cell(cell)] = n;
    return this;
  }
  loyal(seat: number, ...cells: string[]): this {
    for (const id of cells) this.s.loyal[this.cell(id)] = seat;
    return this.fix();
  }

  /** Gives a seat squad cards by id, full of water; raises Squad Members to fit. */
  squad(seat: number, ...ids: string[]): this {
    const s = this.s;
    for (let k = 0; k < 3; k++) {
      s.squad[seat * 3 + k] = -1;
      s.sqWater[seat * 3 + k] = 0;
    }
    ids.forEach((id, k) => {
      const c = s.data.squadById.get(id);
      if (c === undefined) throw new Error(`no card ${id}`);
      s.squad[seat * 3 + k] = c;
      s.sqWater[seat * 3 + k] = s.data.sqWater[c] as number;
      s.squadDeck = s.squadDeck.filter((x) => x !== c);
    });
    while (trackValue(s, seat, 0) < ids.length) s.track[seat * 3] = (s.track[seat * 3] as number) + 1;
    return this;
  }

  /** Sets water: warden, cistern, and squad cards in slot order. */
  water(seat: number, w: { warden?: number; cistern?: number; squad?: number[] }): this {
    const s = this.s;
    if (w.warden !== undefined) s.wWater[seat] = w.warden;
    if (w.cistern !== undefined) s.cWater[seat] = w.cistern;
    w.squad?.forEach((x, k) => {
      s.sqWater[seat * 3 + k] = x;
    });
    return this;
  }

  /** Sets a track position (0-based space). */
  track(seat: number, name: (typeof TRACKS)[number], pos: number): this {
    this.s.track[seat * 3 + TRACKS.indexOf(name)] = pos;
    return this;
  }

  /** Gives a seat a warden by id. */
  warden(seat: number, id: string): this {
    const w = this.s.data.wardenById.get(id);
    if (w === undefined) throw new Error(`no warden ${id}`);
    const other = this.s.warden.indexOf(w);
    if (other >= 0 && other !== seat) this.s.warden[other] = this.s.warden[seat] as number;
    this.s.warden[seat] = w;
    return this;
  }

  /** Gives a seat the barracks board of a colour. */
  board(seat: number, colour: "white" | "black" | "pink" | "orange"): this {
    const i = ["white", "black", "pink", "orange"].indexOf(colour);
    const b = this.s.data.bdColour.indexOf(i);
    const other = this.s.board.indexOf(b);
    if (other >= 0 && other !== seat) {
      this.s.board[other] = this.s.board[seat] as number;
      this.s.colour[other] = this.s.colour[seat] as number;
    }
    this.s.board[seat] = b;
    this.s.colour[seat] = i;
    return this;
  }

  /** Makes it `seat`'s action phase with `ap` action points (default: its Command value). */
  turn(seat: number, ap?: number): this {
    const s = this.s;
    s.owner = seat;
    s.phase = "action";
    s.stack = [];
    s.flags[seat] = 0;
    s.ap[seat] = ap ?? trackValue(s, seat, 2);
    return this;
  }

  /** Sets the event deck, top card first. */
  deck(...ids: string[]): this {
    this.s.eventDeck = ids.map((id) => this.eventIndex(id)).reverse();
    return this;
  }
  /** Sets the squad deck, top card first. */
  squadDeck(...ids: string[]): this {
    this.s.squadDeck = ids
      .map((id) => {
        const c = this.s.data.squadById.get(id);
        if (c === undefined) throw new Error(`no card ${id}`);
        return c;
      })
      .reverse();
    return this;
  }

  private eventIndex(id: string): number {
    const e = this.s.data.eventById.get(id);
    if (e === undefined) throw new Error(`no event ${id}`);
    return e;
  }

  /** Resolves event card `id` as `seat`'s event phase (then its action phase begins). */
  event(id: string, seat = this.s.owner): this {
    const s = this.s;
    s.owner = seat;
    s.phase = "event";
    s.flags[seat] = 0;
    s.stack = [task("actionStart", seat), task("cleanup"), task("draw", seat, this.eventIndex(id))];
    this.events = [];
    run(s, this.events);
    return this;
  }

  /** The seat that must choose now. */
  get actor(): number {
    return actorSeat(this.s);
  }

  /** Plays an action through the module; throws if it is refused. */
  act(action: BrigadeAction, seat = this.actor): this {
    const r = THE_BRIGADE.apply(this.s, seat, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
    this.s = r.state;
    this.events = r.events;
    return this;
  }

  /** Plays an action that must be refused; returns the error. */
  refuse(action: unknown, seat = this.actor): RuleError {
    const r = THE_BRIGADE.apply(this.s, seat, action);
    if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
    return r.error;
  }

  /** The actions a seat may take now. */
  legal(seat = this.actor): BrigadeAction[] {
    return THE_BRIGADE.legal(this.s, seat);
  }
  /** Legal actions of one type. */
  legalOf<T extends BrigadeAction["type"]>(
    type: T,
    seat = this.actor,
  ): Extract<BrigadeAction, { type: T }>[] {
    return this.legal(seat).filter((a): a is Extract<BrigadeAction, { type: T }> => a.type === type);
  }

  view(viewer: number | "spectator" = "spectator"): BrigadeView {
    return THE_BRIGADE.view(this.s, viewer);
  }
  /** A cell of the spectator's view. */
  at(cell: string): CellView {
    return this.view().cells[this.cell(cell)] as CellView;
  }
  /** Intensity of a cell. */
  i(cell: string): number {
    return this.s.fire[this.cell(cell)] as number;
  }
  /** Renown of a seat on a cell. */
  r(seat: number, cell: string): number {
    return this.s.renown[seat * CELLS + this.cell(cell)] as number;
  }
  /** Loyalty holder of a cell. */
  l(cell: string): number {
    return this.s.loyal[this.cell(cell)] as number;
  }
  /** The top prompt's kind, or null. */
  get prompt(): string | null {
    const t = this.s.stack[this.s.stack.length - 1];
    return t?.k.startsWith("p") ? t.k : null;
  }
}

/** A new scenario. */
export const scenario = (o: ScenarioOptions = {}): Scene => new Scene(o);
