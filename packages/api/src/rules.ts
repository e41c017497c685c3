/**
 * Rule sets, per game: the module's presets (immutable, listed first) and rule sets people
 * publish — each with an id of its own (`r-…`) and an owner token that later edits must present.
 * A published name may not shadow a preset.
 */
import { type AnyGameModule, resolveRules } from "@pudding/engine";
import { and, desc, eq } from "drizzle-orm";
import type { GameCatalog } from "./catalog.js";
import type { PublishRulesResult, RulesSummary, StoredRules } from "./contract.js";
import type { Db } from "./db/open.js";
import { ruleSets } from "./db/schema.js";
import { checkDocument, RULES_LIMITS } from "./documents.js";
import { PlayError } from "./errors.js";
import { hashToken, iso, newToken, randomSuffix } from "./ids.js";
import { publishedName } from "./names.js";

export class RuleStore {
  constructor(
    private readonly db: Db,
    private readonly games: GameCatalog,
  ) {}

  /** Presets, then published rule sets (newest first), of `game` or of every game. */
  async list(game?: string): Promise<RulesSummary[]> {
    const modules = game === undefined ? this.games.all : [this.games.module(game)];
    const rows = await this.db
      .select({
        id: ruleSets.id,
        name: ruleSets.name,
        game: ruleSets.game,
        publishedAt: ruleSets.publishedAt,
      })
      .from(ruleSets)
      .where(game === undefined ? undefined : eq(ruleSets.game, game))
      .orderBy(desc(ruleSets.publishedAt));
    return [
      ...modules.flatMap((m) =>
        m.rules.presets.map((p) => ({
          id: p.id,
          game: m.id,
          name: p.label,
          preset: true,
          publishedAt: null,
        })),
      ),
      ...rows
        .filter((r) => this.games.find(r.game))
        .map((r) => ({ ...r, preset: false, publishedAt: iso(r.publishedAt) })),
    ];
  }

  /** A preset of `module` (default: the default game) or a published rule set, resolved. */
  async get(id: string, module: AnyGameModule = this.games.defaultGame): Promise<StoredRules> {
    const preset = module.rules.presets.find((p) => p.id === id);
    if (preset) {
      const r = resolveRules(module, id);
      if (!r.ok) throw new PlayError("BAD_REQUEST", `The preset "${id}" of ${module.title} does not parse.`);
      return { id, game: module.id, name: preset.label, preset: true, publishedAt: null, rules: r.value };
    }
    const rows = await this.db.select().from(ruleSets).where(eq(ruleSets.id, id)).limit(1);
    const r = rows[0];
    if (!r || r.game !== module.id)
      throw new PlayError(
        "NOT_FOUND",
        `There is no rule set "${id}" for ${module.title}. Use a preset (${module.rules.presets.map((p) => p.id).join(", ")}) or an id from rules.list.`,
      );
    return {
      id: r.id,
      game: r.game,
      name: r.name,
      preset: false,
      publishedAt: iso(r.publishedAt),
      rules: r.rules,
    };
  }

  /**
   * Publishes a rule set of `module` under a new id, or replaces one published before when `id`
   * and its `ownerToken` are given. Invalid → every issue, nothing stored.
   */
  async publish(
    module: AnyGameModule,
    name: string,
    input: unknown,
    id?: string,
    ownerToken?: string,
    locale?: string,
  ): Promise<PublishRulesResult> {
    if ((id === undefined) !== (ownerToken === undefined))
      throw new PlayError(
        "BAD_REQUEST",
        "Invalid input: ownerToken: to replace a rule set give both id and ownerToken; to publish a new one give neither.",
      );
    // Issue 26 §6: no name a reader could take for a preset's or a shipped map's (TR39 skeletons).
    name = publishedName(name, "name", this.games.all, 60, locale);
    const doc = checkDocument(input, "rules", RULES_LIMITS);
    if (!doc.ok) return { ok: false, issues: doc.issues };
    const parsed = module.rules.parse(doc.value);
    if (!parsed.ok) return { ok: false, issues: parsed.issues };
    if (id !== undefined && ownerToken !== undefined) {
      const rows = await this.db
        .select({ game: ruleSets.game, ownerHash: ruleSets.ownerHash })
        .from(ruleSets)
        .where(eq(ruleSets.id, id))
        .limit(1);
      const r = rows[0];
      if (!r)
        throw new PlayError(
          "NOT_FOUND",
          `There is no published rule set "${id}"; leave id out to publish a new one.`,
        );
      if (r.game !== module.id)
        throw new PlayError(
          "BAD_REQUEST",
          `Invalid input: game: rule set "${id}" is for "${r.game}", not "${module.id}".`,
        );
      if (!r.ownerHash || r.ownerHash !== hashToken(ownerToken))
        throw new PlayError(
          "FORBIDDEN",
          `This owner token does not own rule set "${id}". Use the token you got when you first published it, or publish a new one.`,
        );
      const now = new Date();
      await this.db
        .update(ruleSets)
        .set({ name, rules: parsed.value, updatedAt: now, publishedAt: now })
        .where(and(eq(ruleSets.id, id), eq(ruleSets.ownerHash, r.ownerHash)));
      return { ok: true, id, game: module.id };
    }
    const newId = `r-${randomSuffix(10)}`;
    const token = newToken();
    await this.db
      .insert(ruleSets)
      .values({ id: newId, name, game: module.id, rules: parsed.value, ownerHash: hashToken(token) });
    return { ok: true, id: newId, game: module.id, ownerToken: token };
  }
}
