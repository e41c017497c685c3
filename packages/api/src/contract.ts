/**
 * The wire contract of the play server, for every game: input schemas and the shapes procedures
 * return. The apps (play, editor, CLI) import these types; the routers implement them. Nothing here
 * names a game: views, actions and hints are the module's own types (`V`, `A`, `H`), and only
 * per-seat views ever appear in them.
 */
import type { Issue, Locale, Outcome, Status } from "@pudding/engine";
import { checkName, describeNameProblem } from "@pudding/names";
import { z } from "zod";

export type { Issue, Outcome, Status };

/** Largest value of a PostgreSQL `integer` column: versions and seeds above it are refused. */
export const MAX_INT32 = 2_147_483_647;

/**
 * Who sits in a seat: a person (`human`) or the id of a bot that `botsFor(module)` offers for the
 * game (`random`, the game's own bots such as `heuristic`, `search`).
 */
export type SeatKind = "human" | (string & {});

/** Ids of modules, bots, presets and spaces: kebab-case (`great-fire-1666`, `heuristic`). */
export const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A UTF-16 surrogate without its partner (not a character; PostgreSQL refuses it). */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `s` holds a control character (U+0000–U+001F or U+007F), NUL included. */
export function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/**
 * Text a person typed (names): no control characters (NUL included), no lone UTF-16 surrogates,
 * trimmed, `min`–`max` characters. Each refusal says which rule was broken.
 */
export function safeText(what: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .min(min, `${what} needs at least ${min} character${min === 1 ? "" : "s"}.`)
    .max(max, `${what} is longer than ${max} characters; shorten it.`)
    .refine((s) => !hasControlCharacter(s), {
      message: `${what} contains a control character (such as NUL); remove it.`,
    })
    .refine((s) => !LONE_SURROGATE.test(s), {
      message: `${what} contains a broken character (a lone UTF-16 surrogate); retype it.`,
    });
}

/**
 * A name people read (issue 26 §6, the rules of `@pudding/names`): the NFC-normalised name, or a
 * custom issue whose `params.name` is the problem (code + parameters; the API's error formatter
 * words it in the reader's language, English here): a direction control, nothing visible, more
 * than four marks on a letter, a control or broken character, too long.
 */
export function personName(max: number) {
  return z.string().transform((raw, ctx) => {
    const r = checkName(raw, { max });
    if (r.ok) return r.name;
    ctx.addIssue({
      code: "custom",
      message: describeNameProblem(r.problem, "en"),
      params: { name: r.problem },
    });
    return z.NEVER;
  });
}

/** A seat token: 16–64 url-safe characters, kept in the seat's private link. */
export const TokenSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{16,64}$/,
    "A seat token is 16–64 letters, digits, '-' or '_' (copy it from your seat link).",
  );
/** The owner token of a published map or rule set (returned once, when it was first published). */
export const OwnerTokenSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{16,64}$/,
    "An owner token is 16–64 letters, digits, '-' or '_' (the one you got when you first published).",
  );
export const GameIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{4,32}$/, "A game id is 4–32 letters, digits, '-' or '_'.");
export const ModuleIdSchema = z
  .string()
  .max(64, "A game id is at most 64 characters.")
  .regex(KEBAB, "A game is named by its kebab-case id (catalog.games lists them).");
export const MapIdSchema = z
  .string()
  .max(64, "A map id is at most 64 characters.")
  .regex(KEBAB, "A map id is lower-case letters and digits joined by single '-' (at most 64).");
/** A preset id or the id of a published rule set. */
export const RulesIdSchema = z
  .string()
  .max(80, "A rule set id is at most 80 characters.")
  .regex(
    /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/,
    "A rule set is named by a preset id or a published id (rules.list shows them).",
  );
/**
 * `-0` is refused where a version is counted (issue 26 §6): it equals 0 everywhere it is compared,
 * but a number a client should never send is named rather than silently read as another.
 */
const notMinusZero = (n: number) => !Object.is(n, -0);
const NOT_MINUS_ZERO = "version is -0; send 0.";

export const VersionSchema = (what: string) =>
  z
    .number()
    .int(`${what} is a whole number.`)
    .min(1, `${what} starts at 1.`)
    .max(MAX_INT32, `${what} is at most ${MAX_INT32}.`);

export const SeatSpecSchema = z.object({
  /** `human` or a bot id the game offers (catalog.games[].bots). */
  kind: z
    .string()
    .max(40, "A seat kind is at most 40 characters.")
    .regex(
      /^(human|[a-z0-9]+(?:-[a-z0-9]+)*)$/,
      "A seat kind is 'human' or a bot id (catalog.games lists them).",
    ),
  name: personName(40).optional(),
});

export const CreateGameInput = z.object({
  /** The game module (default: the server's first game, The Great Fire). */
  game: ModuleIdSchema.optional(),
  /** Map id (default the module's `map.defaultFor(seats)`) and version (default the latest). */
  mapId: MapIdSchema.optional(),
  mapVersion: VersionSchema("mapVersion").optional(),
  /** A preset id or a published rule-set id (default the module's default preset). */
  rules: RulesIdSchema.optional(),
  /** One entry per seat; the count is checked against the module's `seats`. */
  seats: z
    .array(SeatSpecSchema)
    .min(1, "A game needs at least one seat.")
    .max(12, "A game has at most 12 seats."),
  seed: z.number().int().min(0).max(0xffffffff).optional(),
  /** Listed in everyone's lobby (`games.list`); default false: only its players see it there. */
  public: z.boolean().optional(),
  /**
   * A turn timer: seconds a person has to act once it is their turn; when they run out, a bot plays
   * for them until they take their seat back. Default none.
   */
  turnSeconds: z
    .number()
    .int("turnSeconds is a whole number of seconds.")
    .min(5, "turnSeconds is at least 5.")
    .max(7 * 24 * 3600, "turnSeconds is at most a week (604800).")
    .optional(),
  /**
   * How long the game's bots pause before each move, in milliseconds (issue 20: bot speed); default
   * the server's (`PUDDING_BOT_DELAY_MS`, 700). 0 plays at once; at most 10 s.
   */
  botDelayMs: z
    .number()
    .int("botDelayMs is a whole number of milliseconds.")
    .min(0, "botDelayMs is at least 0.")
    .max(10_000, "botDelayMs is at most 10000 (10 s).")
    .optional(),
});
export type CreateGameInput = z.input<typeof CreateGameInput>;

export const GetGameInput = z.object({ gameId: GameIdSchema, token: TokenSchema.optional() });

/** A finished game as a file `pudding verify` checks (issue 26 §1): anyone may export it once it is over. */
export const ExportGameInput = z.object({ gameId: GameIdSchema, token: TokenSchema.optional() });
export type ExportGameInput = z.infer<typeof ExportGameInput>;

/**
 * A finished game exported (issue 26 §1): a `pudding` game file (format 2: replays with `pudding
 * replay`) that also carries what `pudding verify` checks — the game id and the commitment shown from
 * its start, the revealed seed, and for every action (moves taken back left out) the events it caused
 * (every shuffle, draw and roll) and the hash of the state after it.
 */
export interface GameExport {
  format: 2;
  game: string;
  rulesVersion: number;
  /** The map document the game was played on. */
  map: unknown;
  rules: unknown;
  seats: number;
  seatNames: string[];
  seed: number | string;
  actions: { seat: number; action: unknown }[];
  gameId: string;
  commitment: string;
  /** `events[i]`: the events of `actions[i]`. */
  events: unknown[][];
  /** `hashes[i]`: the engine's hash of the state after `actions[i]`. */
  hashes: string[];
  /** The hash of the final state. */
  hash: string;
}

/** A finished game after `version` of its actions (0 = as set up), as the token's seat saw it. */
export const ReplayInput = z.object({
  gameId: GameIdSchema,
  token: TokenSchema.optional(),
  version: z.number().int().min(0).max(1_000_000).refine(notMinusZero, NOT_MINUS_ZERO),
  /**
   * Whose view to show (issue 30 §3.7): the game is over, so every seat's secrets are open to
   * anyone; by default the token's seat (a spectator's view without one).
   */
  as: z.number().int().min(0).max(11).optional(),
});

/** Largest action accepted, as JSON text. */
export const MAX_ACTION_BYTES = 4096;

export const ActInput = z.object({
  gameId: GameIdSchema,
  token: TokenSchema,
  /** The version the client saw (`GameSnapshot.version`); a stale one is refused. */
  version: z
    .number()
    .int("version is a whole number.")
    .min(0, "version is at least 0.")
    .max(MAX_INT32, `version is at most ${MAX_INT32}.`)
    .refine(notMinusZero, NOT_MINUS_ZERO),
  /**
   * One action of the game (one of `GameSnapshot.legal`). The server checks only that it is a
   * small JSON object; the game module validates it.
   */
  action: z.unknown(),
});

/** `games.explain`: an action the seat might send, to hear the rule on it without acting. */
export const ExplainInput = z.object({
  gameId: GameIdSchema,
  token: TokenSchema,
  action: z.unknown(),
});

/**
 * The rule on an action as data (`games.explain`): legal, or why not in the reader's language, with
 * the rule's § and code when the game names them. `version` is the game's version it was judged at.
 */
export interface Explanation {
  legal: boolean;
  version: number;
  message?: string;
  rule?: string;
  code?: string;
}

export const OnChangeInput = z.object({
  gameId: GameIdSchema,
  token: TokenSchema.optional(),
  /** Set by `httpSubscriptionLink` on reconnect: the id of the last event received. */
  lastEventId: z.string().max(64).nullish(),
});

export const ListGamesInput = z
  .object({
    tokens: z.array(TokenSchema).max(50, "At most 50 seat tokens per call.").default([]),
    /** Only games of this module. */
    game: ModuleIdSchema.optional(),
  })
  .default({ tokens: [] });

export const RematchInput = z.object({ gameId: GameIdSchema, token: TokenSchema });

export const HandOverInput = z.object({
  gameId: GameIdSchema,
  /** The token of a seated human asking for the hand-over. */
  token: TokenSchema,
  seat: z.number().int().min(0).max(11),
  /** A bot id the game offers. */
  bot: z.string().max(40).regex(KEBAB, "bot is a bot id the game offers (catalog.games lists them)."),
});

/** A player takes back their seat from the bot playing for them. */
/** Take back one's latest move (`version` as in `act`). */
export const UndoInput = z.object({
  gameId: GameIdSchema,
  token: TokenSchema,
  version: z.number().int().min(0).max(1_000_000).refine(notMinusZero, NOT_MINUS_ZERO),
});

export const ReclaimInput = z.object({
  gameId: GameIdSchema,
  /** The seat's own token (its link). */
  token: TokenSchema,
});

/** Holding or restarting one's turn clock behind the hot-seat curtain (issue 30 §3.1). */
export const ClockInput = z.object({
  gameId: GameIdSchema,
  /** The token of the seat to act (its clock). */
  token: TokenSchema,
  /** true: hold the clock (the curtain is up); false: restart it (the player shows their table). */
  hold: z.boolean(),
});

export const ListMapsInput = z.object({ game: ModuleIdSchema.optional() }).optional();
export const GetMapInput = z.object({ id: MapIdSchema, version: VersionSchema("version").optional() });
export const PublishMapInput = z.object({
  /** The game the map is for (default the server's first game). */
  game: ModuleIdSchema.optional(),
  /** The map document, as a value or as JSON text. */
  map: z.unknown(),
  /**
   * To publish a new version of a map you published before: its id and the owner token you got
   * then. Leave both out to publish a new map (it gets an id of its own).
   */
  id: MapIdSchema.optional(),
  ownerToken: OwnerTokenSchema.optional(),
});
export const ListRulesInput = z.object({ game: ModuleIdSchema.optional() }).optional();
export const PublishRulesInput = z.object({
  game: ModuleIdSchema.optional(),
  name: personName(60),
  rules: z.unknown(),
  /** To replace a rule set you published before: its id and owner token. */
  id: RulesIdSchema.optional(),
  ownerToken: OwnerTokenSchema.optional(),
});
export const GetRulesInput = z.object({ id: RulesIdSchema, game: ModuleIdSchema.optional() });

/** A seat in a created game; `token` only for human seats, returned once at creation. */
export interface CreatedSeat {
  seat: number;
  name: string;
  kind: SeatKind;
  token?: string;
}
export interface CreatedGame {
  gameId: string;
  game: string;
  seats: CreatedSeat[];
}

/** One line of the game log, already redacted for the viewer and put into words. */
export interface LogLine {
  /** The action number that produced it (1-based; 0 = setup). */
  version: number;
  /** The seat that acted, or null (setup, the game itself). */
  seat: number | null;
  text: string;
}

/** Where one of the others' recent moves happened: a move from one space to another, or one space. */
export interface Recent {
  seat: number;
  /** The action it came from (1-based). */
  version: number;
  from?: string;
  to: string;
}

export interface SeatInfo {
  seat: number;
  name: string;
  kind: SeatKind;
  /** A bot, or a human with the table open right now (a live subscription on any server). */
  connected: boolean;
  /** The bot playing for this human seat while its player is away (they take the seat back with their link). */
  standIn?: string;
  /** An absent human seat: when its player left the table (or the game began, if they never came). */
  awaySince?: string;
  /** An absent human seat without a stand-in: from when another player may hand it to a bot. */
  handOverAt?: string;
  /**
   * A rematch's human seat its player has not taken yet (issue 30 §3.5): they are offered the new
   * game live on their old table, so neither "away" nor a hand-over countdown applies.
   */
  invited?: true;
}

/** Everything one viewer may know about a game, in one object (games.get, act, the live feed). */
export interface GameSnapshot<V = unknown, A = unknown, H = unknown> {
  gameId: string;
  /** The module id. */
  game: string;
  /** Actions applied; `act` must send it back. */
  version: number;
  /** The token's seat, null for a spectator. */
  seat: number | null;
  map: { id: string; version: number };
  /** Preset id or published rule-set id. */
  rules: string;
  rulesVersion: number;
  seats: SeatInfo[];
  /** From the module: `{ phase, turn, round?, turnOwner, toAct, over }`. */
  status: Status;
  /** `module.view` for this viewer. */
  view: V;
  /** `module.legal` for the viewer's seat when it is in `toAct`, else []. */
  legal: A[];
  /** `module.hints` for the viewer's seat when it may act, else null. */
  hints: H | null;
  /** Redacted for this viewer, then described. */
  log: LogLine[];
  /** `module.outcome` once over. */
  outcome: Outcome | null;
  /**
   * Provably fair (issue 26 §1): hex `sha256(seed ‖ gameId)` (`seedCommitment` of the engine), the same
   * for every seat and spectator from the game's creation on; the seed itself stays on the server.
   * Null before the end for a 32-bit seed (bot-only games, games stored before): its hash could be
   * searched through every seed.
   */
  commitment: string | null;
  /** The game's seed, revealed once the game is over: it must hash to `commitment` (`pudding verify`). */
  seed?: number | string;
  /** Present (true) when the viewer may take back their latest move now (`games.undo`). */
  undo?: true;
  /**
   * The others' moves since the viewer's last one (a spectator: the last few), placed on the board
   * from the events the viewer's log shows, oldest first: the table draws them as trails.
   */
  recent?: Recent[];
  /** The table's turn timer: its length, and when the seats to act now run out of time (null: no one waits). */
  timer?: { seconds: number; deadline: string | null };
  rematchId: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * One operation of a live-feed patch: `set` a value at a path (an array index at the array's
 * length appends), `del` an object key, or cut an array to length `len`.
 */
export type PatchOp =
  | { op: "set"; path: (string | number)[]; value: unknown }
  | { op: "del"; path: (string | number)[] }
  | { op: "len"; path: (string | number)[]; len: number };

/**
 * An event of `games.onChange`: the whole snapshot (the first event of every connection) or the
 * changes since the previous event of the same connection. `applyLiveEvent` from
 * `@pudding/api/live` turns either into the current snapshot. Every event has its own id.
 */
export type LiveEvent<V = unknown, A = unknown, H = unknown> =
  | { kind: "snapshot"; snapshot: GameSnapshot<V, A, H> }
  | { kind: "patch"; version: number; ops: PatchOp[] };

export interface GameSummary {
  gameId: string;
  game: string;
  map: { id: string; version: number; name: string };
  rules: string;
  seats: SeatInfo[];
  /** Public status (the same for every viewer). */
  status: Status;
  version: number;
  /** Seats of the tokens passed to `games.list`. */
  yourSeats: number[];
  /** One of `yourSeats` may act now. */
  yourTurn: boolean;
  /** Listed in everyone's lobby. */
  public: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface MapSummary {
  id: string;
  game: string;
  version: number;
  name: string;
  description: string;
  /** Spaces on the board (districts, cells…). */
  spaces: number;
  /** Seat counts the map serves. */
  seats: { min: number; max: number };
  /** Shipped with the game: immutable. */
  builtin: boolean;
  publishedAt: string;
}
export interface StoredMap<M = unknown> {
  id: string;
  game: string;
  version: number;
  map: M;
  builtin: boolean;
  publishedAt: string;
}
export type PublishMapResult =
  | {
      ok: true;
      id: string;
      game: string;
      version: number;
      /** Returned once, when a new map is published: keep it to publish later versions. */
      ownerToken?: string;
      warnings: Issue[];
    }
  | { ok: false; issues: Issue[] };

export interface RulesSummary {
  /** A preset id or a published id (`r-…`). */
  id: string;
  game: string;
  name: string;
  preset: boolean;
  publishedAt: string | null;
}
export interface StoredRules<R = unknown> extends RulesSummary {
  rules: R;
}
export type PublishRulesResult =
  | { ok: true; id: string; game: string; ownerToken?: string }
  | { ok: false; issues: Issue[] };

/** One game of `catalog.games` (the same list as the registry's `catalog()`). */
export interface CatalogEntry {
  id: string;
  /** A game that exists to test the platform (the toy game): lobbies list it apart. */
  test: boolean;
  title: string;
  description: string;
  /** The title and description in Italian and Portuguese (issue 20), where the game gives them. */
  translations?: Partial<Record<Locale, { title?: string; description: string }>>;
  seats: { min: number; max: number };
  presets: {
    id: string;
    label: string;
    description: string;
    translations?: Partial<Record<Locale, { label: string; description: string }>>;
  }[];
  defaultPreset: string;
  maps: { id: string; name: string; seats: { min: number; max: number }; geography: string }[];
  bots: { id: string; label: string; description: string }[];
}
