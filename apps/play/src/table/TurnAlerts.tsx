"use client";
/**
 * Telling a player their turn has come while they look elsewhere (issue 20, turn notifications): the
 * tab's title (set by the table) and icon (a red mark on the fire), and — each the player's choice,
 * kept in this browser — a short sound and a browser notification when the page is not in front.
 */
import { usePreference } from "@pudding/board-ui";
import { useT } from "@pudding/i18n";
import { useEffect, useRef, useState } from "react";
import "../messages";

export const TURN_SOUND_KEY = "pudding:turn-sound";
export const TURN_NOTIFY_KEY = "pudding:turn-notify";

/** The app's icon with a red mark: "your turn". */
const TURN_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2b2118"/><path d="M16 4c3 5 8 8 8 14a8 8 0 0 1-16 0c0-4 2-6 4-8 0 3 1 5 3 5-1-4 0-8 1-11z" fill="#e0531f"/><circle cx="24" cy="8" r="7" fill="#d11" stroke="#fff" stroke-width="2"/></svg>',
)}`;

const canNotify = () => typeof window !== "undefined" && "Notification" in window;

/** A short two-note chime (Web Audio; silent where the browser blocks audio). */
function chime() {
  try {
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ac = new Ctx();
    [660, 880].forEach((f, i) => {
      const o = ac.createOscillator();
      const g = ac.createGain();
      o.frequency.value = f;
      g.gain.setValueAtTime(0.15, ac.currentTime + i * 0.18);
      g.gain.exponentialRampToValueAtTime(0.001, ac.currentTime + i * 0.18 + 0.16);
      o.connect(g).connect(ac.destination);
      o.start(ac.currentTime + i * 0.18);
      o.stop(ac.currentTime + i * 0.18 + 0.17);
    });
    setTimeout(() => void ac.close().catch(() => {}), 800);
  } catch {
    // no audio here
  }
}

/** Icon, sound and notification as `yourTurn` changes. */
export function useTurnAlerts(yourTurn: boolean, gameTitle: string | undefined, gameId: string) {
  const t = useT("play");
  const [sound] = usePreference(TURN_SOUND_KEY, false);
  const [notify] = usePreference(TURN_NOTIFY_KEY, false);
  const was = useRef<boolean | null>(null);
  useEffect(() => {
    const icons = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
    for (const l of icons) {
      if (l.dataset.plain === undefined) l.dataset.plain = l.href;
      l.href = yourTurn ? TURN_ICON : l.dataset.plain;
    }
    const before = was.current;
    was.current = yourTurn;
    // Only when the turn comes (not on opening a table where it already is the player's turn).
    if (!yourTurn || before !== false) return;
    if (sound) chime();
    const away = document.visibilityState !== "visible" || !document.hasFocus();
    if (notify && away && canNotify() && Notification.permission === "granted") {
      try {
        const n = new Notification(t("table.yourTurn"), {
          body: gameTitle ? `${gameTitle} — Pudding Lane` : "Pudding Lane",
          tag: `pudding-${gameId}`,
        });
        n.onclick = () => {
          window.focus();
          n.close();
        };
      } catch {
        // some browsers allow notifications only from a service worker
      }
    }
  }, [yourTurn, sound, notify, gameTitle, gameId, t]);
}

/** The two choices, under the table's header. */
export function TurnAlertControls() {
  const t = useT("play");
  const [sound, setSound] = usePreference(TURN_SOUND_KEY, false);
  const [notify, setNotify] = usePreference(TURN_NOTIFY_KEY, false);
  const [note, setNote] = useState<string | null>(null);
  return (
    <fieldset className="alerts">
      <legend className="sr-only">{t("alerts.legend")}</legend>
      <label>
        <input
          type="checkbox"
          data-testid="turn-sound"
          checked={sound}
          onChange={(e) => {
            setSound(e.currentTarget.checked);
            if (e.currentTarget.checked) chime();
          }}
        />{" "}
        {t("alerts.sound")}
      </label>
      <label>
        <input
          type="checkbox"
          data-testid="turn-notify"
          checked={notify}
          onChange={async (e) => {
            const on = e.currentTarget.checked;
            setNote(null);
            if (!on) return setNotify(false);
            if (!canNotify()) return setNote(t("alerts.unsupported"));
            const p =
              Notification.permission === "default"
                ? await Notification.requestPermission()
                : Notification.permission;
            if (p === "granted") setNotify(true);
            else setNote(t("alerts.blocked"));
          }}
        />{" "}
        {t("alerts.notify")}
      </label>
      {note ? <span role="status">{note}</span> : null}
    </fieldset>
  );
}
