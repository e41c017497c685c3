"use client";
/** The end screen's buttons: a rematch claiming every seat held on this device (hot-seat too), and the lobby. */
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
}: {
  gameId: string;
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
      {tokens.length ? (
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
