/**
 * The game-module contract (../../docs/PLATFORM.md "The contract"). A game is one plain object of
 * pure functions; the platform — play server, bots, lab, CLI, rules workspace, table shell, editor —
 * takes a module and knows nothing else about the game.
 *
 * Conventions every module keeps:
 * - States are plain JSON-serializable data (plus, at most, a shared read-only compiled board that
 *   `codec.save` leaves out). Functions never mutate their arguments and never throw on bad input:
 *   refusals are values (`RuleError`, `Issue[]`).
 * - Randomness only through the state's seeded RNG (`rng.ts`); no `Math.random`, no `Date`.
 * - `view` is the only state-derived value that may leave a server. Secrecy is a property tested by
 *   the testkit: a viewer's view, legal actions and any bot decision are unchanged when the module's
 *   determinizer re-draws everything that viewer cannot see.
 */
import type { ZodType } from "zod";
import type { Rng } from "./fast-rng.js";

/** A seat index, 0-based, in turn order. */
export type Seat = number;
/** Who is looking: a seat or a spectator (who sees only public facts). */
export type Viewer = Seat | "spectator";

/**
 * A problem with an input document (map, rule set, options), located by a JSON-like path
 * (`districts[3].houses`, `(root)`), with a plain sentence saying what is wrong and what to do.
 */
export interface Issue {
  path: string;
  message: string;
  /** Stable machine-readable kind (`unknown-id`, `too_big`, …). */
  code?: string;
  severity?: "error" | "warning";
}

/** The result of parsing untrusted input: the value, or every problem found. Never an exception. */
export type Parsed<T> = { ok: true; value: T; warnings?: Issue[] } | { ok: false; issues: Issue[] };

/**
 * An illegal action is a value, never an exception. `code` is stable for programs and is the
 * translation key; `params` fill the translated sentence; `message` is the English sentence;
 * `rule` cites the rulebook § when a rule forbids the action.
 */
export interface RuleError {
  code: string;
  message: string;
  rule?: string;
  params?: Record<string, string | number>;
}

/** What `apply` returns: the next state and the events it caused, or a rule error. */
export type Applied<S, E> = { ok: true; state: S; events: E[] } | { ok: false; error: RuleError };

/** Where a game is. `toAct` may hold seats other than the turn owner, and several seats at once. */
export interface Status {
  /** The module's phase name (`spread`, `conquest`, `event`, … or `over`). */
  phase: string;
  /** Turns started so far (0 during setup). */
  turn: number;
  /** Round counter where the game has rounds. */
  round?: number;
  /** The seat whose turn it is, or -1 (setup steps without an owner, game over). */
  turnOwner: Seat;
  /** Seats that may act now; `[]` when the game is over. */
  toAct: Seat[];
  over: boolean;
}

/** The end of a game: winners, points per seat and how it was decided. */
export interface Outcome {
  winners: Seat[];
  /** Final points per seat (the game's own unit: VP, coins, renown…). */
  points: number[];
  /**
   * The parts of the points, one row per component, a value per seat (for end screens and the lab).
   * `key` is stable; `label` is in the language `outcome` was asked for.
   */
  breakdown: { key: string; label: string; values: number[] }[];
  /** A stable code of what decided the winner (`points`, `tie:tamed-cones`, `shared`, …). */
  decidedBy: string;
  /** The same in words, in the language `outcome` was asked for. */
  decidedByText: string;
  /**
   * Games with several ways to end name the one that happened (The Brigade's four endings), as a
   * stable code; `decidedByText` says it in words.
   */
  ending?: string;
}

/** Metadata of one rule option, enough for a generated form: label, group, § and one sentence. */
export interface OptionMeta {
  /** Dotted path of the option in the rule set (`wildFire`, `scoring.coinsPerRegion`). */
  key: string;
  label: string;
  /** Where it belongs (turn phase or rule area): options are grouped by it. */
  group: string;
  /** The rulebook section it changes (`§4.5`). */
  rule: string;
  /** One sentence on what it does. */
  sentence: string;
  /** How to edit it. `custom` = the game's UI package brings its own widget. */
  control: "toggle" | "number" | "select" | "custom";
  /** Choices of a `select` (value as stored, label as shown). */
  choices?: { value: string | number | boolean; label: string }[];
  min?: number;
  max?: number;
  step?: number;
  /** Unit of a number (`cones`, `AP`, `rounds`). */
  unit?: string;
}

/** A named rule set: a partial rule set over the defaults, described for the lobby. */
export interface Preset<R = Record<string, unknown>> {
  id: string;
  label: string;
  description: string;
  rules: Partial<R> | Record<string, unknown>;
  /** `label` and `description` in the other languages (issue 20); English where one is missing. */
  translations?: Partial<Record<Locale, { label: string; description: string }>>;
}

/** A consequence of a rule set for a seat count, computed live in the rules workspace. */
export interface Consequence {
  label: string;
  value: string;
  /**
   * The value as an English sentence with `{{name}}` placeholders and their values (`{{turns}}
   * ({{each}} each)`), when it holds words: a UI in another language translates the sentence and
   * formats the numbers (`value` is the English, as shown).
   */
  words?: { text: string; params: Record<string, string | number> };
  /** false = the rule set has a problem here (shown as a warning). */
  ok?: boolean;
}

/** The module's rule options: schema with defaults, presets, metadata. */
export interface RulesSpec<R> {
  /** The full rule set; every option has a default, so `{}` parses to the base game. */
  schema: ZodType<R>;
  /** Validates untrusted input (a preset id is not accepted here: resolve it first). */
  parse(input: unknown): Parsed<R>;
  presets: Preset<R>[];
  /**
   * The presets as an older rules version defined them, so a game stored under that version that
   * names a preset keeps its meaning (default: `presets`).
   */
  presetsFor?(rulesVersion: number): Preset<R>[];
  /** The preset a new game gets when none is named. */
  defaultPreset: string;
  options: OptionMeta[];
  /** Problems of a rule set for a seat count (e.g. unequal Intensity cards per seat). */
  check?(rules: R, seats: number): Issue[];
  consequences?(rules: R, seats: number): Consequence[];
}

/** A point `[x, y]` in map units, x growing east, y growing south. */
export type Point = [number, number];

/**
 * The generic lens on a board: every space with its shape and neighbours. The viewport, the
 * keyboard list of spaces, the lab's heat map and the editor's topology read this, never the
 * game's own map fields.
 */
export interface Space {
  id: string;
  name: string;
  /** The game's kind of space (`district`, `park`, `mine`, `tile`…), for styling and legends. */
  kind?: string;
  /** Outline (layout `regions`). */
  polygon?: Point[];
  /** Grid cell (layout `grid`), 0-based column and row. */
  cell?: { col: number; row: number };
  /** Where the name goes. */
  label?: Point;
  /** Ids of the spaces next to this one (the game's own adjacency). */
  adjacent: string[];
}

/** A count checked against what the game expects, for the editor's tallies. */
export interface Tally {
  label: string;
  value: number;
  expected?: number;
  ok: boolean;
}

/** A shipped or published map, as listed. */
export interface MapInfo {
  id: string;
  name: string;
  /** Seat counts the map serves. */
  seats: { min: number; max: number };
  /** `printed` = the real board; `traced` = read off photographs; `reconstructed` = made to fit the rules. */
  geography: "printed" | "traced" | "reconstructed";
}

/**
 * A game's boards: the document format (a profile of the map schema), its parse (never throws,
 * path + sentence), the generic spaces lens and the shipped maps.
 */
export interface MapProfile<M> {
  /** How the editor edits it: polygons with adjacency from shared edges, or a grid of cells. */
  layout: "regions" | "grid";
  /** Parses and checks a map document (text or value) of this game. Never throws. */
  parse(input: unknown): Parsed<M>;
  /** JSON Schema of the document (for `pudding schema map --game …`). */
  jsonSchema(): unknown;
  /** The spaces of a map. */
  spaces(map: M): Space[];
  /** The drawing's bounding size in map units. */
  frame(map: M): { width: number; height: number };
  info(map: M): MapInfo;
  /** The maps shipped with the game, by id. */
  shipped: Record<string, M>;
  /** The shipped map used for a seat count when none is named. */
  defaultFor(seats: number): M;
  tallies?(map: M): Tally[];
  /**
   * Rule options a map made in the editor needs before a game can use it, when the game's presets
   * play only its shipped maps (Small World Underground's `maps: "any"`, §22). The editor publishes
   * them as a rule set beside the map, and its "play this map" link names both.
   */
  editedMapRules?: Record<string, unknown>;
}

/** What `setup` needs. */
export interface SetupOptions<M, R> {
  map: M;
  rules: R;
  seats: number;
  seed: number | string;
  names?: string[];
  /**
   * The module's rules version to play under. Games stamp it at creation so that a game created
   * before a rules fix replays and continues exactly as it was (default: the module's current one).
   */
  rulesVersion?: number;
}

/** A step of an action's choice path (boardzilla): the guided turn walks these. */
export interface ChoiceStep {
  /** Unique among the choices offered at this point of the path. */
  key: string;
  label: string;
  /** When the choice is a space of the board, its id (the table highlights it). */
  space?: string;
  /** A short explanation (the destination's class, the cost…). */
  hint?: string;
}

/** A bot a module offers (e.g. its heuristic). Deterministic for a given seed. */
export interface BotSpec<S, A> {
  label: string;
  description: string;
  /**
   * Chooses one of `legal(s, seat)`. It may read only what `seat` may see; the testkit checks that
   * the decision does not change when the determinizer re-draws everything else.
   */
  decide(s: S, seat: Seat, o: BotOptions): A;
}

/** Options of one bot decision. */
export interface BotOptions {
  seed: number;
  /** Wall-clock budget (search bots). */
  budgetMs?: number;
  /** Iteration cap (search bots; makes decisions reproducible in tests). */
  maxIterations?: number;
}

/** Re-draws what a seat cannot see into reusable states (one allocation per search, not per sample). */
export interface Determinizer<S> {
  /** A state to fill (allocated once). */
  newState(): S;
  /** Writes a state consistent with everything the seat can see into `into`. */
  fill(into: S, rng: Rng): void;
}

/**
 * The in-place integer fast path for playouts: moves are numbers, `apply` mutates without
 * validation or events. Only moves that `moves` listed for the same state may be applied.
 */
export interface FastPath<S, A> {
  clone(s: S): S;
  /**
   * Writes the integer moves of `seat` (default: the seat that chooses next, `actor`) into `out` and
   * returns it, in the order `legal` lists them. The seat matters only when several seats may act.
   */
  moves(s: S, out: number[], seat?: Seat): number[];
  /** Applies a move of `seat` (default: `actor`) in place. */
  apply(s: S, move: number, seat?: Seat): void;
  /** The seat that chooses next (-1 when over). */
  actor(s: S): Seat;
  over(s: S): boolean;
  /** A counter that grows with each turn start (playout horizons count it). */
  turn(s: S): number;
  /** The move as the action `legal` would list (for the root of a search). */
  toAction(s: S, move: number): A;
  /** A uniformly random move without listing them all (random playouts); default lists and picks. */
  randomMove?(s: S, rng: Rng, buf: number[]): number;
}

/** The game's judgement for searches: priors, playout choices and the reward. */
export interface Policy<S> {
  /** Called once after each determinization, before priors or playouts on it. */
  prepare?(s: S): void;
  /**
   * How much `seat` (default: the actor) likes each of its moves `moves` (higher is better), in
   * one call per decision point; orders the search's candidates (progressive widening admits the
   * best first).
   */
  priors(s: S, moves: readonly number[], seat?: Seat): number[];
  /** Plays the game forward in place for `horizon` turn starts (or to the end). */
  run(s: S, horizon: number, rng: Rng): void;
  /** The value of a (possibly unfinished) state for `seat`, in [0, 1]. */
  reward(s: S, seat: Seat): number;
  /** Indices of the moves worth searching separately (equivalent moves merged). Default: all. */
  candidates?(s: S, moves: readonly number[]): number[];
  /**
   * What decides `seat`'s options inside its own turn beyond public facts (e.g. its token counts);
   * a search may grow a tree over the seat's consecutive decisions only while this stays equal.
   * Without it, searches stay flat (one decision deep).
   */
  signature?(s: S, seat: Seat): number;
}

/** The hooks that make the platform's bots play a game. */
export interface AiHooks<S, A> {
  /** Re-draws everything `seat` cannot see (the secrecy property and search bots use it). */
  determinizer(s: S, seat: Seat): Determinizer<S>;
  /** The module's own bots (e.g. `heuristic`); the platform adds `random` and `search`. */
  bots?: Record<string, BotSpec<S, A>>;
  fast?: FastPath<S, A>;
  policy?: Policy<S>;
}

/** A value the lab charts, computed per game by `lab.record`. */
export interface MetricSpec {
  key: string;
  label: string;
  /** `number` = one value per game; `series` = one value per round; `perSeat` = one per seat. */
  kind: "number" | "series" | "perSeat";
  /** Which chart suits it. */
  chart?: "histogram" | "line" | "bar";
  description?: string;
}

/** Collects one game's figures for the lab while it is played (by bots, through `apply`). */
export interface LabCollector<S, E> {
  /** After every applied action: its events and the state after it. */
  step(events: readonly E[], after: S): void;
  /**
   * The figures of the finished game. `position(seat)` is the seat's place in turn order (0 = the
   * first player), so per-seat figures can be given by position like the lab's own.
   */
  finish(final: S, position: (seat: Seat) => number): Record<string, number | number[]>;
}

/** The lab's per-game record hooks. */
export interface LabHooks<S, E = unknown> {
  metrics: MetricSpec[];
  /** The seat that played first (records are by turn-order position); default 0. */
  firstSeat?(s: S): Seat;
  /** A fresh collector for a game that starts in `start`. */
  collector(start: S): LabCollector<S, E>;
  /** Per-space values for the heat map from a finished game's figures (e.g. burnt districts), by space id. */
  heat?(record: Record<string, number | number[]>, map: unknown): Record<string, number>;
}

/**
 * The languages the product speaks (issue 20): English, and the languages of the rulebooks we hold,
 * Italian and Portuguese. Codes are BCP 47 primary subtags.
 */
export const LOCALES = ["en", "it", "pt"] as const;
export type Locale = (typeof LOCALES)[number];

/** Whether a value is one of `LOCALES`. */
export const isLocale = (x: unknown): x is Locale =>
  typeof x === "string" && (LOCALES as readonly string[]).includes(x);

/**
 * The language to speak to a reader whose preferences are `languages` (`navigator.languages`,
 * `Accept-Language` tags, best first): the first whose primary subtag is one of `LOCALES`
 * (`pt-BR` → `pt`), else English.
 */
export function pickLocale(languages: readonly string[] | string | null | undefined): Locale {
  const list = typeof languages === "string" ? languages.split(",") : (languages ?? []);
  for (const tag of list) {
    const primary = tag.trim().split(";")[0]?.split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return "en";
}

/** What `describe` needs besides the event: who reads, in which language (English when absent). */
export interface DescribeContext {
  viewer: Viewer;
  locale?: Locale;
}

/**
 * A game. `S` state, `A` action (`{ type }` union), `V` view, `E` event, `R` rule set, `M` map.
 */
export interface GameModule<
  S = unknown,
  A extends { type: string } = { type: string },
  V = unknown,
  E = unknown,
  R = unknown,
  M = unknown,
> {
  /** Stable id (`great-fire-1666`). */
  id: string;
  title: string;
  /** One paragraph for the lobby. */
  description: string;
  /** Version of the saved state format (`codec`). */
  stateVersion: number;
  /** Current rules version: bumped when a rules fix changes play; old games keep theirs. */
  rulesVersion: number;
  seats: { min: number; max: number };
  rules: RulesSpec<R>;
  map: MapProfile<M>;
  /** Untrusted actions are parsed with it (`apply` does so itself). */
  action: ZodType<A>;
  /** A new game, or every problem with the options. */
  setup(o: SetupOptions<M, R>): Parsed<S>;
  /** Who may act now ([] when over). Not always the turn owner; sometimes several seats. */
  toAct(s: S): Seat[];
  /** The actions `seat` may take now, in a fixed order ([] if it may not act). */
  legal(s: S, seat: Seat): A[];
  /** Applies an untrusted action for `seat`. Pure and deterministic; never throws. */
  apply(s: S, seat: Seat, action: unknown): Applied<S, E>;
  status(s: S): Status;
  /**
   * The result; meaningful once `status(s).over` (before that: the standings so far). Its words —
   * breakdown labels, `decidedByText` — are in `locale` (English when absent, and then exactly as
   * before languages came); winners, points, keys, values, `decidedBy` and `ending` are the same in
   * every language.
   */
  outcome(s: S, locale?: Locale): Outcome;
  /** What `viewer` may see: the only state-derived value that leaves a server. */
  view(s: S, viewer: Viewer): V;
  /** The events as `viewer` may see them, given the current state (everything shows once over). */
  redact(s: S, events: readonly E[], viewer: Viewer): E[];
  /** One log line for a (redacted) event in `ctx.locale` (English when absent), or null for events not worth a line. */
  describe(s: S, event: E, ctx: DescribeContext): string | null;
  /**
   * A rule error in `locale`, worded from its `code` and `params` (issue 20); `error.message` is the
   * English. Absent: the server shows the English.
   */
  explain?(error: RuleError, locale: Locale): string;
  /** The lobby's description (and title, where the game has one) in the other languages. */
  translations?: Partial<Record<Locale, { title?: string; description: string }>>;
  /** An action in words (menus, the CLI). */
  describeAction(s: S, action: A): string;
  /** The action as a path of choices for the guided turn. */
  choices?(s: S, action: A): ChoiceStep[];
  /**
   * Guidance for a seat that may act, computed only from what it may see (The Great Fire: the fire
   * options of its hand with each destination's class and why others are barred); null otherwise.
   * Sent with the seat's snapshot; the testkit checks it keeps secrets like the view.
   */
  hints?(s: S, seat: Seat): unknown;
  /** A short stable hash of the whole state (replays and characterization tests compare it). */
  hash(s: S): string;
  /** Saved form of a state and back (the board is re-attached from the map on load). */
  codec: { save(s: S): unknown; load(raw: unknown, map: M): Parsed<S> };
  /** Invariants that must hold after every action (property tests); [] when all hold. */
  invariants?(s: S): string[];
  ai?: AiHooks<S, A>;
  lab?: LabHooks<S, E>;
}

/** A module with its type parameters erased, as registries and hosts hold it. */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds modules of every game's types
export type AnyGameModule = GameModule<any, any, any, any, any, any>;
