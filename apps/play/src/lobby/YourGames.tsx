"use client";
/** Games on this device (by their seat tokens) and other public games to watch, named by game title. */
import type { CatalogEntry, GameSummary } from "@pudding/api";
import { type TFunction, useLocale, useT } from "@pudding/i18n";
import type { SeatTokens } from "../lib/tokens";
import "../messages";
import { gameText } from "./draft";

const phaseWords = (g: GameSummary, t: TFunction) =>
  g.status.over
    ? t("lobby.finished")
    : g.status.turn === 0
      ? t("lobby.settingUp")
      : t("turnN", { n: g.status.turn });

/** The two lists. */
export function YourGames({
  games,
  catalog,
  tokens,
}: {
  games: readonly GameSummary[];
  catalog: readonly CatalogEntry[];
  tokens: SeatTokens;
}) {
  const t = useT("play");
  const locale = useLocale();
  const title = (id: string) => {
    const entry = catalog.find((c) => c.id === id);
    return entry ? gameText(entry, locale).title : id;
  };
  // Games waiting for you first, then those running, then the finished ones.
  const rank = (g: GameSummary) => (g.yourTurn && !g.status.over ? 0 : g.status.over ? 2 : 1);
  const mine = games.filter((g) => g.yourSeats.length > 0).sort((a, b) => rank(a) - rank(b));
  const open = games.filter((g) => g.yourSeats.length === 0 && !g.status.over).slice(0, 10);
  return (
    <>
      <h2>{t("lobby.yourGames")}</h2>
      {mine.length === 0 ? <p className="muted">{t("lobby.yourGamesEmpty")}</p> : null}
      {mine.map((g) => (
        <p key={g.gameId} data-testid="your-game">
          <a href={`/g/${g.gameId}?t=${(tokens[g.gameId] ?? []).join(",")}`}>{title(g.game)}</a>{" "}
          <span className="muted">
            — {g.seats.map((s) => s.name).join(", ")} · {g.map.name} · {phaseWords(g, t)}
          </span>
          {g.yourTurn && !g.status.over ? (
            <strong data-testid="your-turn" className="your-turn">
              {" "}
              · {t("lobby.yourTurn")}
            </strong>
          ) : null}
        </p>
      ))}
      <h2 style={{ marginTop: 16 }}>{t("lobby.openGames")}</h2>
      {open.length === 0 ? <p className="muted">{t("lobby.openGamesEmpty")}</p> : null}
      {open.map((g) => (
        <p key={g.gameId}>
          <a href={`/g/${g.gameId}`}>{title(g.game)}</a>{" "}
          <span className="muted">
            — {g.seats.map((s) => s.name).join(", ")} · {g.map.name} · {phaseWords(g, t)} {t("lobby.watch")}
          </span>
        </p>
      ))}
    </>
  );
}
