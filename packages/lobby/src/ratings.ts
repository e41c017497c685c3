/**
 * Ratings: OpenSkill (Weng–Lin, the `openskill` library) per game. A finished game's places come
 * from the module's own `outcome` (through the api's snapshot, never a game import): the winners
 * share first place (a shared win is a tie at the top), the others follow by their points, equal
 * points tying. Only seats owned by an account and played mostly by their person count.
 */
import { ordinal, rate, rating } from "openskill";

/** A rating as stored: OpenSkill's μ and σ, and the games it counts. */
export interface Skill {
  mu: number;
  sigma: number;
  games: number;
}

/** What the lobby and profiles show: the conservative ordinal (μ − 3σ), provisional for the first games. */
export interface ShownRating {
  owner: string;
  game: string;
  mu: number;
  sigma: number;
  /** μ − 3σ, rounded to one decimal. */
  value: number;
  games: number;
  /** Fewer than `PROVISIONAL_GAMES` rated games: shown with a mark. */
  provisional: boolean;
}

/** A player's first games are shown provisional. */
export const PROVISIONAL_GAMES = 5;

/** A seat a bot played for more than this share of its turns does not count (issue 28 §3). */
export const DEFAULT_MAX_BOT_SHARE = 0.25;

/** The starting rating (OpenSkill's defaults: μ 25, σ 25/3). */
export const fresh = (): Skill => ({ ...rating(), games: 0 });

export const shown = (owner: string, game: string, s: Skill): ShownRating => ({
  owner,
  game,
  mu: s.mu,
  sigma: s.sigma,
  value: Math.round(ordinal(s) * 10) / 10,
  games: s.games,
  provisional: s.games < PROVISIONAL_GAMES,
});

/**
 * Places by seat (1 = first; equal numbers tie) from a game's outcome: winners first, sharing the
 * place; the rest by points, highest first, equal points sharing a place.
 */
export function placesOf(outcome: { winners: number[]; points: number[] }, seats: number): number[] {
  const winners = new Set(outcome.winners);
  const others = [
    ...new Set(
      Array.from({ length: seats }, (_, s) => s)
        .filter((s) => !winners.has(s))
        .map((s) => outcome.points[s] ?? 0),
    ),
  ].sort((a, b) => b - a);
  const offset = winners.size > 0 ? 2 : 1;
  return Array.from({ length: seats }, (_, s) =>
    winners.has(s) ? 1 : offset + others.indexOf(outcome.points[s] ?? 0),
  );
}

/** New skills of the players after one game, each player a team of one, placed by `places`. */
export function rateGame(players: { skill: Skill; place: number }[]): Skill[] {
  const after = rate(
    players.map((p) => [{ mu: p.skill.mu, sigma: p.skill.sigma }]),
    { rank: players.map((p) => p.place) },
  );
  return after.map((team, i) => ({
    mu: team[0]?.mu ?? 0,
    sigma: team[0]?.sigma ?? 0,
    games: (players[i]?.skill.games ?? 0) + 1,
  }));
}
