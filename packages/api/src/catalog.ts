/**
 * The games this server plays, as given to `PlayServer.open({ games })`: lookup by id (a `Map`, so
 * no id can reach a prototype), the bots each game offers, and the catalogue the lobby shows.
 * Nothing here knows any game.
 */
import { type Bot, botsFor, canSearch } from "@pudding/bots";
import type { AnyGameModule } from "@pudding/engine";
import type { CatalogEntry } from "./contract.js";
import { PlayError } from "./errors.js";

const BOT_TEXT: Record<string, { label: string; description: string }> = {
  random: { label: "Random", description: "Uniform over the legal actions." },
  search: { label: "Search", description: "Searches over what it cannot see, about a second per decision." },
};

/** The server's games. */
export class GameCatalog {
  private readonly byId = new Map<string, AnyGameModule>();
  private readonly bots = new Map<string, Map<string, Bot>>();
  /** The game of requests that name none (the first given). */
  readonly defaultGame: AnyGameModule;

  /** `searchAvailable`: whether search bots can think off the event loop (a registry was given). */
  constructor(
    games: readonly AnyGameModule[],
    searchAvailable: boolean,
    private readonly testGames: readonly string[] = [],
  ) {
    if (games.length === 0) throw new Error("PlayServer.open needs at least one game module in `games`");
    for (const g of games) {
      if (this.byId.has(g.id)) throw new Error(`two game modules have the id "${g.id}"`);
      this.byId.set(g.id, g);
      const offered = new Map<string, Bot>(Object.entries(botsFor(g)));
      if (!searchAvailable || !canSearch(g)) offered.delete("search");
      this.bots.set(g.id, offered);
    }
    this.defaultGame = games[0] as AnyGameModule;
  }

  /** Every module, the default first. */
  get all(): AnyGameModule[] {
    return [...this.byId.values()];
  }

  /** The module of `id` (default: the default game), or a BAD_REQUEST naming the field. */
  module(id: string | undefined, field = "game"): AnyGameModule {
    if (id === undefined) return this.defaultGame;
    const m = this.byId.get(id);
    if (!m)
      throw new PlayError(
        "BAD_REQUEST",
        `Invalid input: ${field}: this server has no game "${id}"; catalog.games lists ${[...this.byId.keys()].join(", ")}.`,
        { issues: [{ path: field, message: `unknown game "${id}"` }] },
      );
    return m;
  }

  /** The module of a stored row; undefined when this server no longer carries that game. */
  find(id: string): AnyGameModule | undefined {
    return this.byId.get(id);
  }

  /** The bots `module` offers, by id (`random`, the module's own, `search` when it can run). */
  botsOf(module: AnyGameModule): Map<string, Bot> {
    return this.bots.get(module.id) ?? new Map();
  }

  /** The catalogue: what the lobby and `catalog.games` show. */
  catalog(): CatalogEntry[] {
    return this.all.map((g) => ({
      id: g.id,
      test: this.testGames.includes(g.id),
      title: g.title,
      description: g.description,
      ...(g.translations ? { translations: g.translations } : {}),
      seats: { ...g.seats },
      presets: g.rules.presets.map((p) => ({
        id: p.id,
        label: p.label,
        description: p.description,
        ...(p.translations ? { translations: p.translations } : {}),
      })),
      defaultPreset: g.rules.defaultPreset,
      maps: Object.values(g.map.shipped).map((m) => {
        const i = g.map.info(m);
        return { id: i.id, name: i.name, seats: i.seats, geography: i.geography };
      }),
      bots: [...this.botsOf(g).keys()].map((id) => ({
        id,
        ...(BOT_TEXT[id] ?? {
          label: g.ai?.bots?.[id]?.label ?? id,
          description: g.ai?.bots?.[id]?.description ?? "",
        }),
      })),
    }));
  }
}
