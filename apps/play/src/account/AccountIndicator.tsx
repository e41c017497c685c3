"use client";
/**
 * The signed-in indicator (issue 28 §7): top right on every page — "Sign in", or the account's
 * name and colour linking to the account page. On a game's table where this device holds seat
 * links, a signed-in player can save the game's seats to their account ("claim").
 */
import { useT } from "@pudding/i18n";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { loadTokens } from "../lib/tokens";
import { type AccountUser, authClient } from "./client";
import "./messages";
import "./account.css";

export function AccountIndicator() {
  const t = useT("account");
  const { data, isPending } = authClient.useSession();
  const path = usePathname() ?? "/";
  const gameId = /^\/g\/([^/]+)/.exec(path)?.[1] ?? null;
  const [tokens, setTokens] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!gameId) return;
    // The table moves the link's tokens into storage first; look again shortly after.
    const read = () => setTokens(loadTokens()[gameId] ?? []);
    read();
    const timer = setTimeout(read, 1500);
    return () => clearTimeout(timer);
  }, [gameId]);
  if (isPending) return null;
  const user = data?.user as AccountUser | undefined;
  if (!user)
    return (
      <nav className="account-indicator" aria-label={t("header.account")}>
        <a href={`/signin?next=${encodeURIComponent(path)}`}>{t("header.signIn")}</a>
      </nav>
    );
  const save = async () => {
    const res = await authClient.$fetch<{ claimed: unknown[] }>("/pudding/claim", {
      method: "POST",
      body: { tokens },
    });
    if (res.data) setSaved(true);
  };
  return (
    <nav className="account-indicator" aria-label={t("header.account")}>
      {gameId && tokens.length > 0 ? (
        saved ? (
          <span className="account-saved">{t("header.saved")}</span>
        ) : (
          <button type="button" onClick={save}>
            {t("header.save")}
          </button>
        )
      ) : null}
      <a href="/account" title={t("header.account")}>
        <span className="account-dot" style={{ background: user.colour ?? "#8a4b2a" }} aria-hidden="true" />
        {user.name}
      </a>
    </nav>
  );
}
