/**
 * Maps, per game: the shipped boards of every module (immutable: installed as builtin versions,
 * never overwritten by a publish), and maps people publish — each under an id of its own with an
 * owner token, which later versions must present. Documents are bounded at the door and checked by
 * the module (off the event loop, in bounded time) before anything is stored.
 */
import type { AnyGameModule, Issue } from "@pudding/engine";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { GameCatalog } from "./catalog.js";
import type { MapSummary, PublishMapResult, StoredMap } from "./contract.js";
import type { Db } from "./db/open.js";
import { rowsOf } from "./db/open.js";
import { maps } from "./db/schema.js";
import { checkDocument, MAP_LIMITS } from "./documents.js";
import { PlayError } from "./errors.js";
import { canonicalJson, hashToken, iso, newToken, randomSuffix, slug } from "./ids.js";
import { publishedName } from "./names.js";
import type { MapValidator } from "./validator.js";

interface MapRow {
  id: string;
  version: number;
  game: string;
  builtin: boolean;
  document: unknown;
  publishedAt: Date | string;
}

/** A stored map made ready for play: the module's parsed document (one object per version). */
export interface PlayableMap {
  id: string;
  version: number;
  game: string;
  map: unknown;
}

export class MapStore {
  private readonly playable = new Map<string, Promise<PlayableMap>>();

  constructor(
    private readonly db: Db,
    private readonly games: GameCatalog,
    private readonly validator: MapValidator,
  ) {}

  /** Installs each module's shipped maps as builtin versions (a new version when one changed). */
  async installShipped(): Promise<void> {
    for (const module of this.games.all)
      for (const doc of Object.values(module.map.shipped) as unknown[]) {
        const info = module.map.info(doc);
        const rows = await this.db
          .select({ version: maps.version, builtin: maps.builtin, document: maps.document })
          .from(maps)
          .where(eq(maps.id, info.id))
          .orderBy(desc(maps.version));
        const builtin = rows.find((r) => r.builtin);
        if (builtin && canonicalJson(builtin.document) === canonicalJson(doc)) continue;
        await this.db
          .insert(maps)
          .values({
            id: info.id,
            version: (rows[0]?.version ?? 0) + 1,
            game: module.id,
            name: info.name,
            description: descriptionOf(doc),
            districts: module.map.spaces(doc).length,
            builtin: true,
            document: doc,
          })
          .onConflictDoNothing();
      }
  }

  /** The current version of each map (of `game`, or of every game this server plays). */
  async list(game?: string): Promise<MapSummary[]> {
    if (game !== undefined) this.games.module(game);
    const rows = await this.db
      .select({
        id: maps.id,
        version: maps.version,
        game: maps.game,
        name: maps.name,
        description: maps.description,
        spaces: maps.districts,
        builtin: maps.builtin,
        publishedAt: maps.publishedAt,
      })
      .from(maps)
      .where(game === undefined ? undefined : eq(maps.game, game))
      .orderBy(asc(maps.id), desc(maps.builtin), desc(maps.version));
    const seen = new Set<string>();
    const out: MapSummary[] = [];
    for (const r of rows) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      const module = this.games.find(r.game);
      if (!module) continue;
      const playable = await this.playableMap(r.id, r.version).catch(() => null);
      const seats = playable ? module.map.info(playable.map).seats : module.seats;
      out.push({ ...r, seats: { ...seats }, publishedAt: iso(r.publishedAt) });
    }
    return out;
  }

  /** A map document: the version asked for, or the current one (the latest builtin for shipped ids). */
  async get(id: string, version?: number): Promise<StoredMap> {
    const r = await this.row(id, version);
    return {
      id: r.id,
      game: r.game,
      version: r.version,
      map: r.document,
      builtin: r.builtin,
      publishedAt: iso(r.publishedAt),
    };
  }

  /** The current version of a map id. */
  async currentVersion(id: string): Promise<number> {
    return (await this.row(id)).version;
  }

  private async row(id: string, version?: number): Promise<MapRow> {
    const rows = await this.db
      .select({
        id: maps.id,
        version: maps.version,
        game: maps.game,
        builtin: maps.builtin,
        document: maps.document,
        publishedAt: maps.publishedAt,
      })
      .from(maps)
      .where(version === undefined ? eq(maps.id, id) : and(eq(maps.id, id), eq(maps.version, version)))
      .orderBy(desc(maps.builtin), desc(maps.version))
      .limit(1);
    const r = rows[0];
    if (!r)
      throw new PlayError(
        "NOT_FOUND",
        version === undefined
          ? `There is no map "${id}". maps.list shows the maps this server has.`
          : `Map "${id}" has no version ${version}; maps.get without a version gives the current one.`,
      );
    return r;
  }

  /**
   * The module's parsed document of a stored map version (cached: one object per version, so
   * modules can cache what they compile from it).
   */
  playableMap(id: string, version: number): Promise<PlayableMap> {
    const key = `${id}@${version}`;
    let p = this.playable.get(key);
    if (!p) {
      p = this.row(id, version).then(async (r) => {
        const module = this.games.find(r.game);
        if (!module)
          throw new PlayError(
            "NOT_FOUND",
            `Map "${id}" is for "${r.game}", which this server does not play.`,
          );
        const parsed = await this.validator.parseMap(module, r.document);
        // Stored documents were checked when published; a stricter check since then must not
        // strand the games already played on them.
        return { id: r.id, version: r.version, game: r.game, map: parsed.ok ? parsed.value : r.document };
      });
      p.catch(() => this.playable.delete(key));
      this.playable.set(key, p);
    }
    return p;
  }

  /**
   * Publishes a map of `module`: a new map (new id, new owner token) or, with `id` and its
   * `ownerToken`, the next version of a map published before. Invalid → every issue, nothing stored.
   */
  async publish(
    module: AnyGameModule,
    input: unknown,
    id?: string,
    ownerToken?: string,
    locale?: string,
  ): Promise<PublishMapResult> {
    if ((id === undefined) !== (ownerToken === undefined))
      throw new PlayError(
        "BAD_REQUEST",
        "Invalid input: ownerToken: to publish a new version give both id and ownerToken; to publish a new map give neither.",
      );
    let owner: { version: number } | null = null;
    if (id !== undefined && ownerToken !== undefined) owner = await this.checkOwner(module, id, ownerToken);
    const doc = checkDocument(input, "map", MAP_LIMITS);
    if (!doc.ok) return { ok: false, issues: doc.issues };
    const gameField = (doc.value as { game?: unknown } | null)?.game;
    if (typeof gameField === "string" && gameField !== module.id)
      return {
        ok: false,
        issues: [
          {
            path: "game",
            message: `this map is for "${gameField.slice(0, 64)}", but it is being published for "${module.id}"; set game to "${module.id}" or publish it for its own game.`,
            code: "wrong-game",
            severity: "error",
          },
        ],
      };
    const parsed = await this.validator.parseMap(module, doc.value);
    if (!parsed.ok) return { ok: false, issues: parsed.issues };
    const warnings: Issue[] = parsed.warnings ?? [];
    const map = parsed.value;
    const info = module.map.info(map);
    // Issue 26 §6: the name lobbies list, normalised, and no look-alike of a shipped map or preset.
    const name = publishedName(info.name, "map.name", this.games.all, 80, locale);
    const mapId = id ?? `${slug(info.id || info.name, 40) || "map"}-${randomSuffix(6)}`;
    const document = withId(map, mapId);
    const token = owner ? undefined : newToken();
    const ownerHash = owner ? await this.ownerHashOf(mapId) : hashToken(token as string);
    for (let attempt = 0; ; attempt++) {
      try {
        // One statement: the next version of the id, inserted (a race is a duplicate key: retry).
        const rows = rowsOf(
          await this.db.execute(sql`
INSERT INTO maps (id, version, game, name, description, districts, builtin, owner_hash, document)
SELECT ${mapId}, coalesce(max(version), 0) + 1, ${module.id}, ${name}, ${descriptionOf(map)},
  ${module.map.spaces(map).length}, false, ${ownerHash}, ${JSON.stringify(document)}::jsonb
FROM maps WHERE id = ${mapId}
RETURNING version`),
        );
        const version = Number(rows[0]?.version);
        return {
          ok: true,
          id: mapId,
          game: module.id,
          version,
          ...(token ? { ownerToken: token } : {}),
          warnings,
        };
      } catch (e) {
        // Two publishes of one id raced for the same version: try the next one.
        if (attempt < 3 && /duplicate key|unique/i.test(String((e as Error).message))) continue;
        throw e;
      }
    }
  }

  private async ownerHashOf(id: string): Promise<string | null> {
    const rows = await this.db
      .select({ ownerHash: maps.ownerHash })
      .from(maps)
      .where(eq(maps.id, id))
      .orderBy(desc(maps.version))
      .limit(1);
    return rows[0]?.ownerHash ?? null;
  }

  /** The map `id` may get a new version from the holder of `token`, or a refusal saying why not. */
  private async checkOwner(module: AnyGameModule, id: string, token: string): Promise<{ version: number }> {
    const rows = await this.db
      .select({ version: maps.version, builtin: maps.builtin, ownerHash: maps.ownerHash, game: maps.game })
      .from(maps)
      .where(eq(maps.id, id))
      .orderBy(desc(maps.builtin), desc(maps.version));
    const r = rows[0];
    if (!r)
      throw new PlayError(
        "NOT_FOUND",
        `There is no map "${id}" to publish a new version of; leave id out to publish a new map.`,
      );
    if (r.builtin)
      throw new PlayError(
        "FORBIDDEN",
        `"${id}" is shipped with the game and cannot be changed. Publish your edit as a new map (leave id and ownerToken out); it gets an id of its own.`,
      );
    if (r.game !== module.id)
      throw new PlayError(
        "BAD_REQUEST",
        `Invalid input: game: map "${id}" is for "${r.game}", not "${module.id}".`,
      );
    if (!r.ownerHash || r.ownerHash !== hashToken(token))
      throw new PlayError(
        "FORBIDDEN",
        `This owner token does not own map "${id}". Use the token you got when you first published it, or publish a new map.`,
      );
    return { version: r.version };
  }
}

function descriptionOf(doc: unknown): string {
  const d = (doc as { description?: unknown } | null)?.description;
  return typeof d === "string" ? d.slice(0, 2000) : "";
}

/** The document with its own `id` field set to the id it is stored under (when it has one). */
function withId(doc: unknown, id: string): unknown {
  if (
    doc &&
    typeof doc === "object" &&
    !Array.isArray(doc) &&
    typeof (doc as { id?: unknown }).id === "string"
  )
    return { ...(doc as object), id };
  return doc;
}
