/**
 * @pudding/games — the registry: every game module the platform carries, in one list. Servers,
 * worker threads, the CLI and the apps take their games from here; generic packages never import a
 * game (or this registry) in their source. Adding a game = adding its module here.
 */
import { type AnyGameModule, CLAIMS, type Preset } from "@pudding/engine";
import { GREAT_FIRE_1666 } from "@pudding/great-fire";
import { SMALL_WORLD_UNDERGROUND } from "@pudding/small-world-underground";
import { THE_BRIGADE } from "@pudding/the-brigade";

/**
 * The Great Fire's own exports (its state type, scoring, invariants, the London map), for tests of
 * generic packages that check what they record against the game's internals: such a test names the
 * registry, never the game's package.
 */
export * as GreatFire from "@pudding/great-fire";
export { CLAIMS, GREAT_FIRE_1666, SMALL_WORLD_UNDERGROUND, THE_BRIGADE };

/** Every game, the default first; the toy game (a test of the platform) last. */
export const GAMES: readonly AnyGameModule[] = [
  GREAT_FIRE_1666,
  SMALL_WORLD_UNDERGROUND,
  THE_BRIGADE,
  CLAIMS,
];

/** Games that exist to test the platform, not to be offered to players first. */
export const TEST_GAMES: readonly string[] = [CLAIMS.id];

/** The game played when none is named. */
export const DEFAULT_GAME = GREAT_FIRE_1666.id;

/** A game by id, or undefined. */
export function gameById(id: string): AnyGameModule | undefined {
  return GAMES.find((g) => g.id === id);
}

/** One line of the catalogue (`pudding games --json`, the API's `catalog.games`). */
export interface CatalogEntry {
  id: string;
  /** A game that exists to test the platform (the toy game): lobbies list it apart. */
  test: boolean;
  title: string;
  description: string;
  /** The title and description in Italian and Portuguese, where the game gives them. */
  translations?: AnyGameModule["translations"];
  seats: { min: number; max: number };
  presets: {
    id: string;
    label: string;
    description: string;
    translations?: Preset["translations"];
  }[];
  defaultPreset: string;
  maps: { id: string; name: string; seats: { min: number; max: number }; geography: string }[];
  bots: { id: string; label: string; description: string }[];
}

/** The catalogue of games: what the lobby and `pudding games` show. */
export function catalog(games: readonly AnyGameModule[] = GAMES): CatalogEntry[] {
  return games.map((g) => ({
    id: g.id,
    test: TEST_GAMES.includes(g.id),
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
    bots: [
      { id: "random", label: "Random", description: "Uniform over the legal actions." },
      ...Object.entries(g.ai?.bots ?? {}).map(([id, b]) => ({
        id,
        label: b.label,
        description: b.description,
      })),
      ...(g.ai?.fast && g.ai.policy
        ? [
            {
              id: "search",
              label: "Search",
              description: "Searches over what it cannot see, about a second per decision.",
            },
          ]
        : []),
    ],
  }));
}
