"use client";
/**
 * A player's public profile (issue 28 §4): name and colour, date joined, games played and won per
 * game, recent games with links to their tables and replays, and per game the rating with its
 * history chart (from the lobby package).
 */
import { formatNumber, useLocale, useT } from "@pudding/i18n";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ProfileRatings } from "../lobby/ratings";
import { useTRPC } from "../trpc/client";
import { DELETED_PLAYER } from "./deleted";
import { HomeLink } from "./HomeLink";
import "./messages";

interface ProfileGame {
  gameId: string;
  game: string;
  seats: number[];
  names: string[];
  over: boolean;
  won: boolean;
  updatedAt: string;
}
interface Profile {
  id: string;
  name: string;
  colour: string;
  joined: string;
  hidden: boolean;
  perGame: { game: string; played: number; won: number }[];
  recent: ProfileGame[];
}

export function PlayerProfile({ id }: { id: string }) {
  const t = useT("account");
  const locale = useLocale();
  const trpc = useTRPC();
  const catalog = useQuery(trpc.catalog.games.queryOptions());
  const [profile, setProfile] = useState<Profile | null | "missing">(null);
  useEffect(() => {
    void fetch(`/api/auth/pudding/profile?id=${encodeURIComponent(id)}`).then(async (r) =>
      setProfile(r.ok ? ((await r.json()) as Profile) : "missing"),
    );
  }, [id]);
  const title = (game: string) => {
    const e = catalog.data?.find((c) => c.id === game);
    return e?.translations?.[locale]?.title ?? e?.title ?? game;
  };
  const seatName = (n: string) => (n === DELETED_PLAYER ? t("deletedPlayer") : n);
  if (profile === null) return <main className="account-page" />;
  if (profile === "missing")
    return (
      <main className="account-page">
        <p className="account-error">{t("profile.notFound")}</p>
      </main>
    );
  const date = new Date(profile.joined).toLocaleDateString(locale, { dateStyle: "long" });
  return (
    <main className="account-page profile-page">
      <HomeLink />
      <h1>
        <span className="account-dot big" style={{ background: profile.colour }} aria-hidden="true" />
        {profile.name}
      </h1>
      <p className="muted">{t("profile.joined", { date })}</p>
      {/* Issue 28 §3: the lobby package's ratings and rating-history charts, per game played. */}
      <section className="account-card rating-slot" data-slot="rating">
        <h2>{t("profile.rating")}</h2>
        <ProfileRatings
          owner={profile.id}
          games={profile.perGame.map((g) => g.game)}
          titleOf={title}
          empty={t("profile.ratingSoon")}
        />
      </section>
      {profile.hidden ? (
        <p className="muted">{t("profile.hidden")}</p>
      ) : (
        <>
          <section className="account-card">
            <h2>{t("profile.games")}</h2>
            {profile.perGame.length ? (
              <table className="profile-table">
                <thead>
                  <tr>
                    <th scope="col">{t("profile.game")}</th>
                    <th scope="col">{t("profile.played")}</th>
                    <th scope="col">{t("profile.won")}</th>
                  </tr>
                </thead>
                <tbody>
                  {profile.perGame.map((g) => (
                    <tr key={g.game}>
                      <td>{title(g.game)}</td>
                      <td>{formatNumber(g.played, locale)}</td>
                      <td>{formatNumber(g.won, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="muted">{t("profile.none")}</p>
            )}
          </section>
          <section className="account-card">
            <h2>{t("profile.recent")}</h2>
            {profile.recent.length ? (
              <ul className="recent-games">
                {profile.recent.map((g) => (
                  <li key={g.gameId}>
                    <strong>{title(g.game)}</strong>{" "}
                    <span className="muted">
                      {g.updatedAt ? `${new Date(g.updatedAt).toLocaleDateString(locale)} · ` : ""}
                      {g.over ? t("profile.finished") : t("profile.inProgress")}
                      {g.won ? ` · ${t("profile.winner")}` : ""}
                    </span>
                    <div className="names">{g.names.map(seatName).join(" · ")}</div>
                    <a href={`/g/${g.gameId}`}>{g.over ? t("profile.replay") : t("profile.open")}</a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t("profile.none")}</p>
            )}
          </section>
        </>
      )}
    </main>
  );
}
