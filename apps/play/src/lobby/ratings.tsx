"use client";
/**
 * Ratings beside names (issue 28 §3): a small badge, and the hook the table header uses to get each
 * owned seat's rating in a game (`useSeatRatings(gameId)` → seat → rating).
 */
import { useT } from "@pudding/i18n";
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
