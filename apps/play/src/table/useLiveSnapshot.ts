"use client";
/**
 * The viewer's snapshot, kept current by the live feed (`games.onChange`: a whole snapshot, then
 * patches, applied with `applyLiveEvent`), by the answers of `act`, and re-fetched when an action
 * was out of date. Says when the connection is lost.
 */
import type { GameSnapshot, LiveEvent } from "@pudding/api";
import { applyLiveEvent } from "@pudding/api/live";
import { useT } from "@pudding/i18n";
import { useSubscription } from "@trpc/tanstack-react-query";
import { useCallback, useRef, useState } from "react";
import "../messages";
import { useTRPC } from "../trpc/client";

/** The live snapshot for `token` (undefined: spectator); `enabled` waits for the seat check. */
export function useLiveSnapshot(gameId: string, token: string | undefined, enabled: boolean) {
  const t = useT("play");
  const trpc = useTRPC();
  const [snap, setSnap] = useState<GameSnapshot | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** Take a newer snapshot (from `act` or `get`); never go back in versions for the same viewer. */
  const accept = useCallback((s: GameSnapshot) => {
    setSnap((cur) => (!cur || cur.seat !== s.seat || s.version >= cur.version ? s : cur));
  }, []);
  // The live feed's own chain: each patch builds on the feed's previous event, never on a snapshot
  // that came another way (the reply to a move may be on screen first; the patch was made against
  // the feed's previous snapshot, not against that reply).
  const feed = useRef<GameSnapshot | null>(null);

  const sub = useSubscription(
    trpc.games.onChange.subscriptionOptions(
      { gameId, ...(token ? { token } : {}) },
      {
        enabled,
        onData: (d) => {
          const event = d.data as LiveEvent;
          try {
            // Each connection starts with a whole snapshot, so patches always follow their own.
            feed.current = applyLiveEvent(feed.current, event);
          } catch {
            return;
          }
          accept(feed.current);
          setFailure(null);
        },
        onError: (e) => setFailure(e.message),
      },
    ),
  );
  const lost = Boolean(snap) && (sub.status === "connecting" || sub.status === "error");
  return { snap, accept, connection: lost ? t("table.connectionLost") : null, failure };
}
