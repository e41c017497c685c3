/**
 * The lobby's form as pure data: a game first, then its seats (the game's min–max, each a person or
 * a bot the game offers), the maps valid for that seat count, the rules (presets and published rule
 * sets), an optional seed — and the `games.create` input it makes.
 */
import type { CatalogEntry, CreateGameInput, MapSummary, RulesSummary } from "@pudding/api";
import { type Locale, tFor } from "@pudding/i18n";
import "../messages";

/** One seat of the form. */
export interface SeatDraft {
  /** `human` or a bot id of the game. */
  kind: string;
  name: string;
}

/** The whole form. */
export interface LobbyDraft {
  game: string;
  seats: SeatDraft[];
  /** A map id, or null for the game's default for the seat count. */
  mapId: string | null;
  /** A preset or published rule-set id, or null for the game's default preset. */
  rules: string | null;
  seed: string;
  /** Turn timer in seconds, or null for none. */
  turnSeconds?: number | null;
  /** The bots' pause before each move (ms), or null for the server's. */
  botDelayMs?: number | null;
}

/** The turn timers the lobby offers (seconds), with the key (and count) of their words in the `play` catalogue. */
export const TURN_TIMERS: readonly { seconds: number | null; key: string; count?: number }[] = [
  { seconds: null, key: "lobby.timerNone" },
  { seconds: 60, key: "lobby.timerMinutes", count: 1 },
  { seconds: 300, key: "lobby.timerMinutes", count: 5 },
  { seconds: 3600, key: "lobby.timerHours", count: 1 },
  { seconds: 86400, key: "lobby.timerDays", count: 1 },
];

/** The bot speeds the lobby offers: the pause before each bot move (ms; null = the server's). */
export const BOT_SPEEDS: readonly { ms: number | null; key: string }[] = [
  { ms: 150, key: "lobby.botSpeedQuick" },
  { ms: null, key: "lobby.botSpeedNormal" },
  { ms: 2500, key: "lobby.botSpeedSlow" },
];

/** A turn timer's words ("1 minute a turn") in `locale`. */
export function timerLabel(timer: (typeof TURN_TIMERS)[number], locale: Locale = "en"): string {
  return tFor(locale, "play")(timer.key, timer.count === undefined ? {} : { count: timer.count });
}

/** A game's title and description in `locale` (the catalogue's translation when it has one, else the English). */
export function gameText(entry: CatalogEntry, locale: Locale = "en"): { title: string; description: string } {
  const tr = locale === "en" ? undefined : entry.translations?.[locale];
  return { title: tr?.title || entry.title, description: tr?.description || entry.description };
}

/** The bot a new seat gets: the game's own sensible bot when it has one, else the first offered. */
export function defaultBot(entry: CatalogEntry): string {
  const ids = entry.bots.map((b) => b.id);
  return ids.includes("heuristic") ? "heuristic" : (ids.find((id) => id !== "search") ?? ids[0] ?? "random");
}

/** The seats a game starts with: one person and bots up to 4 seats, within the game's range. */
export function defaultSeats(entry: CatalogEntry): SeatDraft[] {
  const n = Math.max(entry.seats.min, Math.min(4, entry.seats.max));
  return Array.from({ length: n }, (_, i) => ({ kind: i === 0 ? "human" : defaultBot(entry), name: "" }));
}

/** The seats grown or cut to `n` (clamped to the game's range); new seats are bots. */
export function resizeSeats(seats: readonly SeatDraft[], n: number, entry: CatalogEntry): SeatDraft[] {
  const count = Math.max(entry.seats.min, Math.min(entry.seats.max, n));
  const out = seats.slice(0, count);
  while (out.length < count) out.push({ kind: defaultBot(entry), name: "" });
  return out;
}

/** Keeps only seat kinds the game offers (a kind from another game becomes its default bot). */
export function fitSeats(seats: readonly SeatDraft[], entry: CatalogEntry): SeatDraft[] {
  const kinds = new Set(["human", ...entry.bots.map((b) => b.id)]);
  return resizeSeats(
    seats.map((s) => (kinds.has(s.kind) ? s : { ...s, kind: defaultBot(entry) })),
    seats.length,
    entry,
  );
}

/** The maps of a game that serve `count` seats (published ones included), shipped ones first. */
export function mapsFor(maps: readonly MapSummary[], game: string, count: number): MapSummary[] {
  return maps
    .filter((m) => m.game === game && count >= m.seats.min && count <= m.seats.max)
    .sort((a, b) => Number(b.builtin) - Number(a.builtin));
}

/** The map to keep selected: the chosen one while valid, else null (the game's default). */
export function keepMap(mapId: string | null, valid: readonly MapSummary[]): string | null {
  return mapId && valid.some((m) => m.id === mapId) ? mapId : null;
}

/**
 * The seats for a map the address names (`?map=…`, the editor's "play this map" link): unchanged
 * when the map serves their count, else grown or cut to the nearest count it serves (new seats are
 * bots), so the map is kept rather than dropped.
 */
export function seatsForMap(seats: readonly SeatDraft[], map: MapSummary, entry: CatalogEntry): SeatDraft[] {
  const n = seats.length;
  if (n >= map.seats.min && n <= map.seats.max) return [...seats];
  return resizeSeats(seats, Math.max(map.seats.min, Math.min(map.seats.max, n)), entry);
}

/** A rule set choice: a preset (with its description) or a published rule set. */
export interface RulesChoice {
  id: string;
  label: string;
  description: string;
}

/**
 * The game's presets (labelled "Preset: …") then its published rule sets ("House rules: …"), worded
 * in `locale` (a preset's own translation when the catalogue has one).
 */
export function rulesFor(
  entry: CatalogEntry,
  published: readonly RulesSummary[],
  locale: Locale = "en",
): RulesChoice[] {
  const t = tFor(locale, "play");
  return [
    ...entry.presets.map((p) => {
      const tr = locale === "en" ? undefined : p.translations?.[locale];
      return {
        id: p.id,
        label: t("lobby.preset", { label: tr?.label || p.label }),
        description: tr?.description || p.description,
      };
    }),
    ...published
      .filter((r) => r.game === entry.id && !r.preset)
      .map((r) => ({
        id: r.id,
        label: t("rules.house", { name: r.name }),
        description: t("lobby.publishedRules"),
      })),
  ];
}

/** Why the seed is refused (in `locale`), or null. */
export function seedError(seed: string, locale: Locale = "en"): string | null {
  const t = seed.trim();
  if (t === "") return null;
  const n = Number(t);
  return Number.isInteger(n) && n >= 0 && n <= 0xffffffff ? null : tFor(locale, "play")("lobby.seedError");
}

/**
 * Whether a seed may be chosen: only when every seat is a bot (issue 26 §1). With a person seated
 * the server deals from a secret seed and refuses a chosen one with a sentence (the lobby says so
 * beside the field; test servers started with PUDDING_TEST_CLIENT_SEEDS=1 accept it).
 */
export const seedAllowed = (d: Pick<LobbyDraft, "seats">): boolean =>
  d.seats.every((s) => s.kind !== "human");

/** The `games.create` input of a draft. */
export function createInput(d: LobbyDraft): CreateGameInput {
  const seed = d.seed.trim() === "" ? undefined : Number(d.seed.trim());
  return {
    game: d.game,
    seats: d.seats.map((s) => ({ kind: s.kind, ...(s.name.trim() ? { name: s.name.trim() } : {}) })),
    ...(d.mapId ? { mapId: d.mapId } : {}),
    ...(d.rules ? { rules: d.rules } : {}),
    ...(seed !== undefined ? { seed } : {}),
    ...(d.turnSeconds ? { turnSeconds: d.turnSeconds } : {}),
    ...(d.botDelayMs !== undefined && d.botDelayMs !== null ? { botDelayMs: d.botDelayMs } : {}),
  };
}

/**
 * The games the lobby offers: real games in catalogue order. The platform's test games (the toy game
 * Claims) are not for players (issue 30 §3.8): they are listed, after the real ones, only when the
 * address asks for them — `?tests` (the platform's own browser tests) or `?game=<their id>`.
 */
export function orderGames(entries: readonly CatalogEntry[], search = ""): CatalogEntry[] {
  const q = new URLSearchParams(search);
  const tests = q.has("tests");
  const named = q.get("game");
  return [...entries.filter((e) => !e.test), ...entries.filter((e) => e.test && (tests || e.id === named))];
}
