"use client";
/**
 * Ratings beside names (issue 28 §3): a small badge, and the hook the table header uses to get each
 * owned seat's rating in a game (`useSeatRatings(gameId)` → seat → rating), and a profile's ratings
 * with their history charts.
 */
import { useT } from "@pudding/i18n";
import { RatingChart } from "@pudding/lobby/chart";
import { useQuery } from "@tanstack/react-query";
import { lobbyApi, type ShownRating } from "./open-api";
import "./open-messages";

/** Each owned seat's rating in an api game, by seat (empty until known, or when nobody owns a seat). */
export function useSeatRatings(gameId: string | null | undefined): Map<number, ShownRating> {
  const q = useQuery({
    queryKey: ["lobby.seatRatings", gameId],
    queryFn: () => lobbyApi.lobby.seatRatings.query({ gameId: gameId as string }),
    enabled: Boolean(gameId),
    staleTime: 60_000,
  });
  return new Map((q.data ?? []).map((r) => [r.seat, r.rating]));
}

/** A rating next to a name: the conservative value, "?" while provisional (the title says so). */
export function RatingBadge({ rating }: { rating: ShownRating | null | undefined }) {
  const to = useT("lobby-open");
  if (!rating) return null;
  const title = `${to("rating.title", { value: rating.value })}${rating.provisional ? ` (${to("rating.provisional")})` : ""} · ${to("rating.games", { count: rating.games })}`;
  return (
    <span className="rating-badge" title={title} data-testid="rating">
      {rating.value}
      {rating.provisional ? "?" : ""}
    </span>
  );
}

/**
 * A profile's ratings (issue 28 §3–§4): per game the player has played, the rating with its mark
 * while provisional, and the rating-history chart; `empty` is shown when no game is rated yet.
 */
export function ProfileRatings({
  owner,
  games,
  titleOf,
  empty,
}: {
  owner: string;
  games: readonly string[];
  titleOf: (game: string) => string;
  empty: string;
}) {
  const to = useT("lobby-open");
  const q = useQuery({
    queryKey: ["lobby.profileRatings", owner, games.join(",")],
    queryFn: () =>
      Promise.all(
        games.map(async (game) => ({
          game,
          rating: (await lobbyApi.lobby.ratings.query({ game, owners: [owner] }))[0] ?? null,
          history: await lobbyApi.lobby.history.query({ game, owner }),
        })),
      ),
    enabled: games.length > 0,
    staleTime: 60_000,
  });
  const rated = (q.data ?? []).filter((r) => r.rating && r.history.length > 0);
  if (rated.length === 0) return <p className="muted">{empty}</p>;
  return (
    <div className="profile-ratings">
      {rated.map((r) => (
        <div key={r.game} className="profile-rating" data-game={r.game}>
          <h3>
            {titleOf(r.game)} <RatingBadge rating={r.rating} />
            {r.rating?.provisional ? <span className="muted"> ({to("rating.provisional")})</span> : null}
          </h3>
          <RatingChart
            history={r.history}
            words={{
              title: to("rating.chartTitle"),
              game: to("rating.chartGame"),
              rating: to("rating.title", { value: "" }).trim(),
              provisional: to("rating.provisional"),
              empty: to("rating.chartEmpty"),
            }}
          />
        </div>
      ))}
    </div>
  );
}
