"use client";
/**
 * The end screen's buttons: a rematch claiming every seat held on this device (hot-seat too), and the
 * lobby. Once anyone at the table started the rematch, everyone is offered it live (issue 30 §3.5):
 * the players their own seat in it (the same call takes the seat the server keeps for them), a
 * spectator the new table.
 */
import { useT } from "@pudding/i18n";
import { useState } from "react";
import "../messages";
import { saveTokens } from "../lib/tokens";
import { useTRPCClient } from "../trpc/client";

/** Rematch, Replay and Lobby. */
export function EndButtons({
  gameId,
  tokens,
  onReplay,
  rematchId,
}: {
  gameId: string;
  /** The rematch someone at this table started, if any (the live snapshot's `rematchId`). */
  rematchId?: string | null;
  tokens: readonly string[];
  /** Opens the step-through replay. */
  onReplay?: () => void;
}) {
  const t = useT("play");
  const client = useTRPCClient();
  const [error, setError] = useState<string | null>(null);
  const rematch = async () => {
    try {
      const seats = await Promise.all(tokens.map((token) => client.games.rematch.mutate({ gameId, token })));
      const next = seats[0]?.gameId as string;
      const fresh = seats.map((r) => r.token);
      saveTokens(next, fresh);
      window.location.href = `/g/${next}?t=${fresh.join(",")}`;
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <>
      {rematchId ? (
        <div className="notice" role="status" data-testid="rematch-offer" style={{ flexBasis: "100%" }}>
          <span>{tokens.length ? t("end.rematchWaiting") : t("end.rematchStarted")}</span>{" "}
          {tokens.length ? (
            <button type="button" className="primary" onClick={() => void rematch()}>
              {t("end.rematchJoin")}
            </button>
          ) : (
            <a href={`/g/${rematchId}`}>{t("end.rematchWatch")}</a>
          )}
        </div>
      ) : tokens.length ? (
        <button type="button" className="primary" onClick={() => void rematch()}>
          {t("end.rematch")}
        </button>
      ) : null}
      {onReplay ? (
        <button type="button" onClick={onReplay}>
          {t("end.replay")}
        </button>
      ) : null}
      <a href="/">
        <button type="button">{t("end.lobby")}</button>
      </a>
      {error ? <span className="error">{error}</span> : null}
    </>
  );
}
