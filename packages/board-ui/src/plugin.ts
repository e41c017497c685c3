/**
 * The seam between the generic table and a game's UI package (tldraw's ShapeUtil, boardzilla's
 * layouts): a game plugs in its board layers, space styles, choice paths, prompts and panels; the
 * shell (apps/play) supplies everything else. A game without a UI package is played through the
 * generic spaces, choice chips and a readable view.
 */
import type { Locale, Outcome, Status } from "@pudding/engine";
import type { ComponentType, ReactNode } from "react";
import type { BoardLayers } from "./board/BoardView.js";
import type { GuidedTurn } from "./turn/useGuidedTurn.js";
import type { ChoiceStep, Space, SpaceHighlights, SpaceShape, SpaceStyle } from "./types.js";

/** A seat as the table lists it. */
export interface TableSeat {
  seat: number;
  name: string;
  /** `human` or a bot id. */
  kind: string;
  connected: boolean;
  /** A bot playing for this human seat while its player is away. */
  standIn?: string;
  /** An absent human seat: when its player left. */
  awaySince?: string;
  /** An absent human seat without a stand-in: from when another player may hand it to a bot. */
  handOverAt?: string;
  /** A rematch seat its player has not taken yet (not "away": they are being offered it). */
  invited?: true;
}

/** One line of the log, already redacted for the viewer. */
export interface TableLogLine {
  version: number;
  seat: number | null;
  text: string;
}

/** What the table knows about the game, for one viewer (the fields of the server's snapshot it uses). */
export interface TableGame<V = unknown, A = unknown, H = unknown> {
  /** The module id. */
  game: string;
  version: number;
  /** The viewer's seat, null for a spectator. */
  seat: number | null;
  seats: readonly TableSeat[];
  status: Status;
  view: V;
  /** The viewer's legal actions (empty unless the viewer's seat may act). */
  legal: readonly A[];
  hints: H | null;
  log: readonly TableLogLine[];
  outcome: Outcome | null;
  /** The others' moves since the viewer's last one, on the board (drawn as trails in their colours). */
  recent?: readonly { seat: number; from?: string; to: string }[];
}

/** Everything a game's UI gets from the shell. */
export interface TableContext<V = unknown, A = unknown, H = unknown, M = unknown> {
  game: TableGame<V, A, H>;
  /** The game's map document. */
  map: M;
  spaces: readonly Space[];
  /** A space's name by id. */
  name(id: string): string;
  /** The guided turn over the viewer's legal actions. */
  turn: GuidedTurn<A>;
  /** Send an action now (legal ones act, others are explained). */
  act(action: A): void;
  /** An action is on its way. */
  busy: boolean;
  /** The hot-seat curtain is drawn: show nothing secret. */
  hidden: boolean;
  /** The viewer's table preferences (kept in the browser). */
  prefs?: TablePrefs;
  /** The reader's language (English when absent): a game words its prompts, tips and panels in it. */
  locale?: Locale;
}

/** The viewer's table preferences a game may follow when it draws. */
export interface TablePrefs {
  /** Colour-blind help: a letter on every colour-coded piece (house colours, pawns…). */
  colourMarks: boolean;
}

/** What a game's choice-path function gets on the client. */
export interface ChoiceContext<V = unknown> {
  view: V;
  name(id: string): string;
  isSpace(id: string): boolean;
  /** The reader's language for the choices' labels (English when absent). */
  locale?: Locale;
}

/** The board part of a game's UI. */
export interface BoardPlugin<V = unknown, A = unknown, H = unknown, M = unknown> {
  /** The game's drawing, as plug-in layers. */
  layers?(ctx: TableContext<V, A, H, M>): BoardLayers;
  /** How a space is painted. */
  spaceStyle?(ctx: TableContext<V, A, H, M>): (shape: SpaceShape) => SpaceStyle;
  /** Draw the generic names (default true). */
  labels?: boolean;
  /** Extra words about a space (tooltip, keyboard list). */
  tip?(ctx: TableContext<V, A, H, M>): (id: string) => string | undefined;
  /** Problems found in the game's own board props. */
  problems?(ctx: TableContext<V, A, H, M>): string[];
  /** Margin around the frame, in map units. */
  margin?(map: M): number;
}

/** A game's UI package, as the registry's client-side entry loads it. */
export interface GameUi<V = unknown, A = unknown, H = unknown, M = unknown> {
  /** The module id it draws. */
  id: string;
  /** The choice path of an action, when the server sends none (must match the module's `choices`). */
  choices?(action: A, ctx: ChoiceContext<V>): ChoiceStep[];
  /** Whether an action waits for a confirmation after its last step. */
  confirm?(action: A): boolean;
  /**
   * After the viewer's `action`, the choice keys their next walk starts from when all are still open
   * (the Great Fire: a team moved one district stays the team to move — issue 20, defect 13).
   */
  resume?(action: A): readonly string[];
  /** An action in words (the Confirm button). */
  describeAction?(action: A, name: (id: string) => string, locale?: Locale): string;
  board?: BoardPlugin<V, A, H, M>;
  /** The game's own highlights (hints: barred spaces with reasons, the viewer's pieces). */
  highlights?(ctx: TableContext<V, A, H, M>): SpaceHighlights;
  /** One sentence telling the viewer what to do now (null: the generic one). */
  prompt?(ctx: TableContext<V, A, H, M>): string | null;
  /** A seat's colour (text, log lines, trails). */
  seatColour?(view: V, seat: number): string | undefined;
  /**
   * The seat's swatch in the Players panel when it differs from its text colour (issue 30 §3.4: The
   * Brigade's white is written in dark ink but drawn white).
   */
  seatSwatch?(view: V, seat: number): string | undefined;
  /** Public facts about a seat for its token. */
  seatDetail?(view: V, seat: number): ReactNode;
  panels?: {
    /** Under the board, beside the chips: the hand, phase buttons. */
    TurnBar?: ComponentType<{ ctx: TableContext<V, A, H, M> }>;
    /** Beside the board: secrets, public panel. */
    Side?: ComponentType<{ ctx: TableContext<V, A, H, M> }>;
    /** On the end screen, under the breakdown: everything the final view reveals. */
    End?: ComponentType<{ ctx: TableContext<V, A, H, M> }>;
  };
}

/** A game UI with its type parameters erased, as registries and hosts hold it. */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds UIs of every game's types
export type AnyGameUi = GameUi<any, any, any, any>;
