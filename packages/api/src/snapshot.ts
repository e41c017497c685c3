/**
 * What leaves the server about a game, built in one place from the module's per-viewer functions
 * only: `view`, `legal`, `hints`, `redact` then `describe`, `status`, `outcome`. Snapshots are
 * cached per viewer and revision (every subscriber of a viewer shares one object), and each
 * viewer's log grows by appending the lines of new actions.
 */
import {
  type AnyGameModule,
  isSecretSeed,
  type Locale,
  type Outcome,
  type Status,
  seedCommitment,
  type Viewer,
} from "@pudding/engine";
import type { GameSnapshot, LogLine, PatchOp, Recent, SeatInfo } from "./contract.js";
import type { StoredSeat } from "./db/schema.js";
import { diff } from "./diff.js";
import { iso } from "./ids.js";
import type { PlayableMap } from "./maps.js";
import { type UndoEntry, undoneRows, undoRefusal } from "./undo.js";
import { standInWords, tookBack } from "./words.js";

/** A game in memory: the stored row, the state after `version` actions and the events of each action. */
export interface LoadedGame {
  id: string;
  game: string;
  module: AnyGameModule;
  map: PlayableMap;
  rulesName: string;
  /** The resolved rule set the game was created with. */
  rules: unknown;
  rulesVersion: number;
  seed: number | string;
  seats: StoredSeat[];
  version: number;
  /** Grows with every visible change (live-feed event ids). */
  revision: number;
  state: unknown;
  status: Status;
  /** Events of action k at index k - 1, with the seat that acted. */
  events: { seat: number; events: unknown[]; undo?: boolean }[];
  /** The turn timer (seconds) and the current deadline. */
  turnSeconds: number | null;
  /** The game's own bot pause (ms), or null for the server's. */
  botDelayMs: number | null;
  deadline: Date | null;
  /** The latest moves that may still be taken back (state before each), newest last. */
  undo: UndoEntry[];
  /** The version the stored snapshot is at (the rest is replayed from the action log). */
  snapshotVersion: number;
  rematchId: string | null;
  listed: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Seats whose player has the table open on a live instance, and when the others last left. */
  presence: Presence;
  /** How long a seat must be empty before another player may hand it to a bot. */
  handOverGraceMs: number;
  /** Per viewer: snapshot of `cacheRevision`, log lines so far, patches between revisions. */
  cache: ViewerCache;
}

export interface ViewerCache {
  revision: number;
  snapshots: Map<string, GameSnapshot>;
  logs: Map<string, { upTo: number; over: boolean; lines: LogLine[] }>;
  patches: Map<string, PatchOp[]>;
}

export const newViewerCache = (): ViewerCache => ({
  revision: -1,
  snapshots: new Map(),
  logs: new Map(),
  patches: new Map(),
});

const commitments = new WeakMap<LoadedGame, string>();
/** The game's seed commitment (issue 26 §1), hashed once per loaded game. */
export function commitmentOf(g: LoadedGame): string {
  let c = commitments.get(g);
  if (c === undefined) {
    c = seedCommitment(g.seed, g.id);
    commitments.set(g, c);
  }
  return c;
}
/**
 * The commitment for every viewer, and the seed once the game is over (issue 26 §1). A 32-bit seed
 * (a bot-only game's, or a game stored before secret seeds) gets no commitment before the end: its
 * sha256 could be searched through all 2³² seeds in minutes, which would give the seed away.
 */
const fairness = (g: LoadedGame, over: boolean) => ({
  commitment: over || isSecretSeed(g.seed) ? commitmentOf(g) : null,
  ...(over ? { seed: g.seed } : {}),
});

/** A cache key per viewer and language (English keeps the bare key). */
const keyOf = (viewer: number | null, locale: Locale = "en") =>
  `${viewer === null ? "spectator" : `seat${viewer}`}${locale === "en" ? "" : `:${locale}`}`;

/** Who has a game's table open now, and when each absent seat's player left it. */
export interface Presence {
  here: Set<number>;
  /** Last time the seat's player opened or closed the table (absent seats; this server's clock). */
  left: Map<number, Date>;
}

export const noPresence = (): Presence => ({ here: new Set(), left: new Map() });

/**
 * Seat list with who is connected (bots always are), a human seat's stand-in bot, and for an absent
 * human seat since when it is empty and from when another player may hand it to a bot.
 */
export function seatInfo(
  seats: StoredSeat[],
  presence: Presence,
  createdAt: Date,
  graceMs: number,
): SeatInfo[] {
  return seats.map((s, seat) => {
    const connected = s.kind !== "human" || presence.here.has(seat);
    const info: SeatInfo = { seat, name: s.name, kind: s.kind, connected };
    if (s.kind === "human" && s.standIn) info.standIn = s.standIn;
    // A rematch seat not taken yet: its player is being offered it (issue 30 §3.5), not away.
    if (s.kind === "human" && s.tokenHash === "unclaimed") info.invited = true;
    else if (!connected) {
      const since = presence.left.get(seat) ?? createdAt;
      info.awaySince = iso(since);
      if (!s.standIn) info.handOverAt = iso(new Date(since.getTime() + graceMs));
    }
    return info;
  });
}

function syncCache(g: LoadedGame): void {
  if (g.cache.revision === g.revision) return;
  g.cache.revision = g.revision;
  g.cache.snapshots.clear();
  g.cache.patches.clear();
}

/** The log as `viewer` may read it: each action's events redacted for it, then described. */
function logFor(g: LoadedGame, viewer: number | null, locale: Locale = "en"): LogLine[] {
  const who: Viewer = viewer ?? "spectator";
  const key = keyOf(viewer, locale);
  let c = g.cache.logs.get(key);
  // Redaction depends on the game being over (everything shows then): start again when it ends;
  // and when a move was taken back since (its lines go).
  if (
    !c ||
    c.over !== g.status.over ||
    c.upTo > g.events.length ||
    g.events.slice(c.upTo).some((e) => e?.undo)
  )
    c = { upTo: 0, over: g.status.over, lines: [] };
  if (c.upTo < g.events.length) {
    const lines = c.lines.slice();
    const undone = c.upTo === 0 ? undoneRows(g.events) : new Set<number>();
    for (let k = c.upTo; k < g.events.length; k++) {
      const entry = g.events[k];
      if (!entry || undone.has(k)) continue;
      if (entry.undo) {
        const name = g.seats[entry.seat]?.name ?? `Seat ${entry.seat + 1}`;
        lines.push({ version: k + 1, seat: entry.seat, text: tookBack(name, locale) });
        continue;
      }
      for (const e of g.module.redact(g.state, entry.events, who)) {
        const text = g.module.describe(
          g.state,
          e,
          locale === "en" ? { viewer: who } : { viewer: who, locale },
        );
        if (text) lines.push({ version: k + 1, seat: seatOfEvent(e), text });
      }
    }
    c = { upTo: g.events.length, over: g.status.over, lines };
    g.cache.logs.set(key, c);
  }
  return withStandIns(g, c.lines, locale);
}

/**
 * The log with the bots that played for people (issue 30 §3.1): a line where a bot took a seat over
 * (the timer ran out, a hand-over, the player's own request) and where its player took it back, and
 * each move the bot made credited to it. The same lines unchanged when no bot ever stood in.
 */
function withStandIns(g: LoadedGame, lines: LogLine[], locale: Locale): LogLine[] {
  const spans = g.seats.flatMap((s, seat) => (s.standIns ?? []).map((x) => ({ ...x, seat })));
  if (spans.length === 0) return lines;
  const name = (seat: number) => g.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const marks: LogLine[] = [];
  for (const x of spans) {
    const who = name(x.seat);
    const text =
      x.why === "time"
        ? standInWords.time(who, locale)
        : x.why === "asked"
          ? standInWords.asked(who, name(x.by ?? x.seat), locale)
          : standInWords.self(who, locale);
    marks.push({ version: x.from, seat: x.seat, text });
    if (x.to !== undefined) marks.push({ version: x.to, seat: x.seat, text: standInWords.back(who, locale) });
  }
  marks.sort((a, b) => a.version - b.version);
  const byBot = (version: number): number | null => {
    const actor = g.events[version - 1]?.seat;
    if (actor === undefined) return null;
    return spans.some((x) => x.seat === actor && version > x.from && (x.to === undefined || version <= x.to))
      ? actor
      : null;
  };
  const out: LogLine[] = [];
  let m = 0;
  for (const l of lines) {
    while (m < marks.length && (marks[m] as LogLine).version < l.version) out.push(marks[m++] as LogLine);
    // Only the lines about the seat itself ("Carla's turn." after the bot's last move is not the bot's).
    const bot = byBot(l.version);
    out.push(
      bot === null || l.seat !== bot ? l : { ...l, text: `${l.text} ${standInWords.by(name(bot), locale)}` },
    );
  }
  while (m < marks.length) out.push(marks[m++] as LogLine);
  return out;
}

function seatOfEvent(e: unknown): number | null {
  const seat = (e as { seat?: unknown } | null)?.seat;
  return typeof seat === "number" ? seat : null;
}

/** Space ids of each map (for reading where events happened). */
const spaceIdCache = new WeakMap<object, Set<string>>();

function spaceIds(g: LoadedGame): Set<string> {
  const key = g.map as unknown as object;
  let ids = spaceIdCache.get(key);
  if (!ids) {
    ids = new Set(g.module.map.spaces(g.map.map).map((s) => s.id));
    spaceIdCache.set(key, ids);
  }
  return ids;
}

/**
 * Where an event happened on the board, read from the event itself for any game: a `from` and a
 * `to` that are spaces make a move; else the first field naming a space (`to`, `district`,
 * `region`…) is a single place. Null for events off the board.
 */
function trailOf(event: unknown, ids: ReadonlySet<string>): { from?: string; to: string } | null {
  if (event === null || typeof event !== "object") return null;
  const o = event as Record<string, unknown>;
  const isSpace = (v: unknown): v is string => typeof v === "string" && ids.has(v);
  const from = isSpace(o.from) ? o.from : undefined;
  const to = isSpace(o.to)
    ? o.to
    : (Object.entries(o).find(([k, v]) => k !== "from" && isSpace(v))?.[1] as string | undefined);
  if (!to) return from ? { to: from } : null;
  return from && from !== to ? { from, to } : { to };
}

/** Most trails a snapshot carries. */
const MAX_RECENT = 16;

/**
 * The others' moves since the viewer's own last one (a spectator: the last 8 actions), as the
 * viewer's log shows them (redacted for the viewer), placed on the board: what the table draws as
 * trails so a player sees what happened while they waited.
 */
function recentFor(g: LoadedGame, viewer: number | null): Recent[] {
  const who: Viewer = viewer ?? "spectator";
  const ids = spaceIds(g);
  const out: Recent[] = [];
  // At most 64 actions back: a viewer away for a long game gets the latest of it. Walking back, each
  // undo row takes back the next move met (no pass over the whole history on every snapshot).
  const stop = Math.max(0, g.events.length - 64);
  let takenBack = 0;
  for (let k = g.events.length - 1, seen = 0; k >= stop && out.length < MAX_RECENT; k--) {
    const entry = g.events[k];
    if (!entry) continue;
    if (entry.undo) {
      takenBack++;
      continue;
    }
    if (takenBack > 0) {
      takenBack--;
      continue;
    }
    if (viewer !== null ? entry.seat === viewer : ++seen > 8) break;
    const trails: Recent[] = [];
    for (const e of g.module.redact(g.state, entry.events, who)) {
      const t = trailOf(e, ids);
      if (t) trails.push({ seat: entry.seat, version: k + 1, ...t });
    }
    out.push(...trails.reverse());
  }
  return out.slice(0, MAX_RECENT).reverse();
}

/** Whether `viewer` may take back the latest move now (only ever told to that seat). */
function mayUndo(g: LoadedGame, viewer: number | null): boolean {
  return viewer !== null && g.undo.at(-1)?.seat === viewer && undoRefusal(g, viewer) === null;
}

/** Everything `viewer` (a seat, or null for a spectator) may know now. Shared: do not mutate. */
export function snapshotOf(g: LoadedGame, viewer: number | null, locale: Locale = "en"): GameSnapshot {
  syncCache(g);
  const key = keyOf(viewer, locale);
  const hit = g.cache.snapshots.get(key);
  if (hit) return hit;
  if (locale !== "en") {
    // Only the words depend on the language — the log and the end screen's outcome: the view,
    // legal moves, hints and the undo offer are the English snapshot's, computed once per viewer
    // whatever the readers' languages.
    const english = snapshotOf(g, viewer);
    const worded: GameSnapshot = {
      ...english,
      log: logFor(g, viewer, locale),
      ...(english.outcome ? { outcome: g.module.outcome(g.state, locale) } : {}),
    };
    g.cache.snapshots.set(key, worded);
    return worded;
  }
  const m = g.module;
  const s = g.state;
  const status = g.status;
  const mayAct = viewer !== null && !status.over && status.toAct.includes(viewer);
  const hints = mayAct && m.hints ? (m.hints(s, viewer) ?? null) : null;
  const outcome: Outcome | null = status.over ? m.outcome(s) : null;
  const snap: GameSnapshot = {
    gameId: g.id,
    game: g.game,
    version: g.version,
    seat: viewer,
    map: { id: g.map.id, version: g.map.version },
    rules: g.rulesName,
    rulesVersion: g.rulesVersion,
    seats: seatInfo(g.seats, g.presence, g.createdAt, g.handOverGraceMs),
    status,
    view: m.view(s, viewer ?? "spectator"),
    legal: mayAct ? m.legal(s, viewer) : [],
    hints,
    log: logFor(g, viewer, locale),
    outcome,
    ...fairness(g, status.over),
    ...(mayUndo(g, viewer) ? { undo: true } : {}),
    recent: status.over ? [] : recentFor(g, viewer),
    ...(g.turnSeconds
      ? { timer: { seconds: g.turnSeconds, deadline: g.deadline ? iso(g.deadline) : null } }
      : {}),
    rematchId: g.rematchId,
    createdAt: iso(g.createdAt),
    updatedAt: iso(g.updatedAt),
  };
  g.cache.snapshots.set(key, snap);
  return snap;
}

/**
 * A finished game as `viewer` saw it after `version` actions (`state`, replayed): the step-through
 * replay. Nothing to act on, and no outcome (the end screen is not drawn over a replay); the log
 * up to that action, as the finished game's log reads.
 */
export function replaySnapshot(
  g: LoadedGame,
  viewer: number | null,
  state: unknown,
  version: number,
  locale: Locale = "en",
): GameSnapshot {
  const m = g.module;
  return {
    gameId: g.id,
    game: g.game,
    version,
    seat: viewer,
    map: { id: g.map.id, version: g.map.version },
    rules: g.rulesName,
    rulesVersion: g.rulesVersion,
    // The seats as names and kinds only: today's presence, stand-ins and hand-over countdowns are
    // not part of the game being replayed (issue 30 §3.7).
    seats: g.seats.map((s, seat) => ({ seat, name: s.name, kind: s.kind, connected: true })),
    status: m.status(state),
    view: m.view(state, viewer ?? "spectator"),
    legal: [],
    hints: null,
    log: logFor(g, viewer, locale).filter((l) => l.version <= version),
    outcome: null,
    // a replay opens only once the game is over
    ...fairness(g, g.status.over),
    rematchId: g.rematchId,
    createdAt: iso(g.createdAt),
    updatedAt: iso(g.updatedAt),
  };
}

/** The patch from `from` (a snapshot sent at revision `fromRevision`) to the current one, shared per viewer. */
export function patchOf(
  g: LoadedGame,
  viewer: number | null,
  from: GameSnapshot,
  fromRevision: number,
  to: GameSnapshot,
  locale: Locale = "en",
): PatchOp[] {
  syncCache(g);
  const key = `${keyOf(viewer, locale)}@${fromRevision}`;
  let ops = g.cache.patches.get(key);
  if (!ops) {
    ops = diff(from, to);
    g.cache.patches.set(key, ops);
  }
  return ops;
}
