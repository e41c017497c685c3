"use client";
/** After creating: one private link per person, the spectator link, and the way in (seat, hot-seat or watch). */
import type { CreatedGame } from "@pudding/api";
import { useT } from "@pudding/i18n";
import "../messages";
import { CopyButton } from "./CopyButton";

/** The links of a created game. */
export function GameLinks({ created }: { created: CreatedGame }) {
  const t = useT("play");
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const humans = created.seats.filter((s) => s.token);
  const hotSeatHref = `/g/${created.gameId}?t=${humans.map((s) => s.token).join(",")}`;
  return (
    <div className="links">
      <h2>{t("lobby.ready")}</h2>
      <p className="muted">{t("lobby.privateLinks")}</p>
      {humans.map((s) => (
        <div className="field" key={s.seat}>
          <label htmlFor={`link-${s.seat}`}>
            {t("lobby.seatLink", { name: s.name })}{" "}
            <a href={`/g/${created.gameId}?t=${s.token}`} data-testid={`seat-link-${s.seat}`}>
              {t("lobby.openHere")}
            </a>
          </label>
          <div className="copy-row">
            <input
              id={`link-${s.seat}`}
              readOnly
              value={`${origin}/g/${created.gameId}?t=${s.token}`}
              onFocus={(e) => e.target.select()}
            />
            <CopyButton
              text={`${origin}/g/${created.gameId}?t=${s.token}`}
              testId={`copy-link-${s.seat}`}
              label={t("lobby.copySeatLink", { name: s.name })}
            />
          </div>
        </div>
      ))}
      <div className="field">
        <label htmlFor="spectate">{t("lobby.spectatorLink")}</label>
        <div className="copy-row">
          <input
            id="spectate"
            readOnly
            value={`${origin}/g/${created.gameId}`}
            onFocus={(e) => e.target.select()}
          />
          <CopyButton
            text={`${origin}/g/${created.gameId}`}
            testId="copy-spectate"
            label={t("lobby.copySpectatorLink")}
          />
        </div>
      </div>
      {humans.length > 1 ? (
        <a href={hotSeatHref} data-testid="hot-seat">
          <button type="button" className="primary">
            {t("lobby.hotSeat", { count: humans.length })}
          </button>
        </a>
      ) : humans.length === 1 ? (
        <a href={`/g/${created.gameId}?t=${humans[0]?.token}`} data-testid="take-seat">
          <button type="button" className="primary">
            {t("lobby.takeSeat")}
          </button>
        </a>
      ) : (
        <a href={`/g/${created.gameId}`} data-testid="watch">
          <button type="button" className="primary">
            {t("lobby.watchBots")}
          </button>
        </a>
      )}
    </div>
  );
}
