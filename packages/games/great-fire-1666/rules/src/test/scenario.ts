/**
 * Scenario builder for rule tests: a position in a few readable lines on the 4×4 grid board.
 *
 *   const s = scenario().fire("d-2-2", 2).team("d-3-2").hand(0, "S").state();
 *
 * Grid (x→east, y→south; P = park, PL = Pudding Lane, regions: purple NW, blue NE, green SW, orange SE):
 *   d-0-0 d-1-0 d-2-0 d-3-0
 *   d-0-1   P     P   d-3-1
 *   d-0-2  PL   d-2-2 d-3-2
 *   d-0-3 d-1-3 d-2-3 d-3-3
 * Arrows E/W and N/S between neighbours (never into parks); crossings at the corners (0,2)-(1,3)
 * [nw d-0-2, ne PL, sw d-0-3, se d-1-3] and (2,2)-(3,3) [nw d-2-2, ne d-3-2, sw d-2-3, se d-3-3].
 */

import { HOUSE_COLOURS, type HouseColour, TOKEN_KINDS, type TokenKind } from "../contract.js";
import { gridMap } from "../grid-map.js";
import { type Board, compileBoard } from "../map/index.js";
import type { PresetName, RuleSetInput } from "../rules.js";
import { beginPlay, createGame } from "../setup.js";
import type { GameState, Phase } from "../state.js";

/** The 4×4 test board. */
export const GRID4: Board = compileBoard(gridMap(4));

/** Fluent builder over a state in phase A of seat 0's first turn, with an empty board. */
export class Scenario {
  s: GameState;
  constructor(
    opts: {
      seats?: number;
      rules?: RuleSetInput | PresetName;
      board?: Board;
      seed?: number;
      rulesVersion?: number;
    } = {},
  ) {
    const s = createGame({
      board: opts.board ?? GRID4,
      seats: opts.seats ?? 4,
      seed: opts.seed ?? 1,
      rules: opts.rules,
      rulesVersion: opts.rulesVersion,
    });
    s.first = 0;
    s.cones.fill(0);
    s.cones[s.board.origin] = 25;
    s.teams.fill(0);
    s.token.fill(-1);
    s.hand.fill(0);
    s.houseColour = s.houseColour.slice();
    // Pawns start in the first ordinary district (d-0-0 on the grid boards).
    s.pawn.fill(s.board.index["d-0-0"] ?? s.board.kind.indexOf(0));
    beginPlay(s);
    s.phase = "spread"; // hands are empty until the test sets one
    this.s = s;
  }
  private idx(s: GameState, id: string): number {
    const i = s.board.index[id];
    if (i === undefined) throw new Error(`no district ${id}`);
    return i;
  }
  /** District index of an id. */
  at(id: string): number {
    return this.idx(this.s, id);
  }
  /** Put `n` cones in a district, `controlled` of them under teams (teams added as needed). */
  fire(id: string, n: number, controlled = 0): this {
    const d = this.at(id);
    this.s.cones[d] = n;
    this.s.committed[d] = controlled;
    if ((this.s.teams[d] as number) < controlled) this.s.teams[d] = controlled;
    return this;
  }
  /** Add `n` uncommitted teams. */
  team(id: string, n = 1): this {
    const d = this.at(id);
    this.s.teams[d] = (this.s.teams[d] as number) + n;
    return this;
  }
  /** Mark the district's houses burnt. */
  burnt(id: string): this {
    this.s.intact[this.at(id)] = 0;
    return this;
  }
  /** Set the district's house colours (must match its printed icons). */
  houses(id: string, colours: HouseColour[]): this {
    const d = this.at(id);
    const from = this.s.houseOff[d] as number;
    if ((this.s.houseOff[d + 1] as number) - from !== colours.length)
      throw new Error(`${id} has other icon count`);
    colours.forEach((c, i) => {
      this.s.houseColour[from + i] = HOUSE_COLOURS.indexOf(c);
    });
    return this;
  }
  /** Set a seat's hand, e.g. "NNES". */
  hand(seat: number, cards: string): this {
    for (let k = 0; k < 4; k++) this.s.hand[seat * 4 + k] = 0;
    for (const c of cards) {
      const k = "NESW".indexOf(c);
      this.s.hand[seat * 4 + k] = (this.s.hand[seat * 4 + k] as number) + 1;
    }
    return this;
  }
  pawn(seat: number, id: string): this {
    this.s.pawn[seat] = this.at(id);
    return this;
  }
  /** A face-down token on the board. */
  token(id: string, kind: TokenKind): this {
    this.s.token[this.at(id)] = TOKEN_KINDS.indexOf(kind);
    return this;
  }
  /** Give a seat `n` tokens of a kind. */
  give(seat: number, kind: TokenKind, n = 1): this {
    this.s.tokens[seat * 3 + TOKEN_KINDS.indexOf(kind)] = n;
    return this;
  }
  colour(seat: number, c: HouseColour): this {
    this.s.colour[seat] = HOUSE_COLOURS.indexOf(c);
    return this;
  }
  phase(p: Phase): this {
    this.s.phase = p;
    return this;
  }
  ap(n: number): this {
    this.s.ap = n;
    return this;
  }
  /** Arbitrary tweak. */
  with(f: (s: GameState) => void): this {
    f(this.s);
    return this;
  }
  state(): GameState {
    return this.s;
  }
}

/** Start a scenario. */
export const scenario = (opts?: ConstructorParameters<typeof Scenario>[0]) => new Scenario(opts);
