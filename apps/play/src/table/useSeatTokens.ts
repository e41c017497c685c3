"use client";
/**
 * The seats this device holds in a game: tokens from the link (stored, then removed from the
 * address bar) or from earlier visits, each checked with the server; tokens that no longer open a
 * seat (handed to a bot) are forgotten with a notice.
 */
import { useT } from "@pudding/i18n";
import { useEffect, useMemo, useState } from "react";
import { forgetToken, loadTokens, saveTokens } from "../lib/tokens";
import "../messages";
import { useTRPCClient } from "../trpc/client";

/** seat → token for the seats held here (null while checking), and a notice when a link failed. */
export function useSeatTokens(gameId: string) {
  const t = useT("play");
  const client = useTRPCClient();
  const [local, setLocal] = useState<Record<number, string> | null>(null);
  // Whether the link's tokens opened no seat (worded at render, in the reader's language).
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    const url = new URL(window.location.href);
    const fromUrl = (url.searchParams.get("t") ?? "").split(",").filter(Boolean);
    if (fromUrl.length) {
      saveTokens(gameId, fromUrl);
      url.searchParams.delete("t");
      window.history.replaceState(null, "", url.pathname + url.search);
    }
    const tokens = fromUrl.length ? fromUrl : (loadTokens()[gameId] ?? []);
    void Promise.all(
      tokens.map((token) =>
        client.games.get
          .query({ gameId, token })
          .then((s) => [s.seat as number, token] as const)
          .catch(() => {
            forgetToken(gameId, token);
            return null;
          }),
      ),
    ).then((pairs) => {
      const held: Record<number, string> = {};
      for (const p of pairs) if (p && p[0] !== null) held[p[0]] = p[1];
      if (tokens.length && Object.keys(held).length === 0) setInvalid(true);
      setLocal(held);
    });
  }, [client, gameId]);
  const mine = useMemo(
    () =>
      Object.keys(local ?? {})
        .map(Number)
        .sort((a, b) => a - b),
    [local],
  );
  return { local, mine, notice: invalid ? t("table.seatLinkInvalid") : null };
}
