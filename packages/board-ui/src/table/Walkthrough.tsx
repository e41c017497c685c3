/**
 * A first game's walkthrough (issue 20, help where it is needed): the first time this browser opens
 * a table with a seat, a short dialog says where things are — the prompt and choices, the board, what
 * only you see, the log and the others' moves, the keys and the help — one step at a time, with Back,
 * Next and "Got it". Once shown it is seen: a later visit (another table, a reload) never shows it
 * again, finished, skipped or left open (issue 30 §3.8, kept in the browser); in the page that showed
 * it, it stays (over a hot-seat curtain and back) until closed.
 */
import { type TFunction, useT } from "@pudding/i18n";
import { useEffect, useRef, useState } from "react";
import { BOARD_NS } from "../messages.js";
import { plain, primary } from "../panels/styles.js";
import { usePreference } from "../prefs/usePreference.js";
import { PAPER, SERIF } from "../theme.js";

/** The localStorage key that records the walkthrough as seen ("on" = seen, on an earlier visit or this one). */
export const TOUR_DONE_KEY = "pudding:tour-done";

/** The walkthrough in this page: not shown yet, open (shown, not yet closed), or closed. */
export type TourVisit = "none" | "open" | "closed";

/**
 * Whether the walkthrough shows: open in this page until closed; else only when this browser has
 * never seen it (`seen`: the stored key, which the first showing sets — issue 30 §3.8).
 */
export function tourShows(seen: boolean, visit: TourVisit): boolean {
  return visit === "open" || (visit === "none" && !seen);
}

/** This page's walkthrough (a module, so a table that unmounts behind a curtain finds it again). */
let visit: TourVisit = "none";

/** The steps, in the reader's language. */
const steps = (t: TFunction): readonly { title: string; text: string }[] => [
  { title: t("tour.move.title"), text: t("tour.move.text") },
  { title: t("tour.board.title"), text: t("tour.board.text") },
  { title: t("tour.secret.title"), text: t("tour.secret.text") },
  { title: t("tour.help.title"), text: t("tour.help.text") },
];

/** The dialog, shown until done. */
export function Walkthrough() {
  const t = useT(BOARD_NS);
  const [seen, setSeen] = usePreference(TOUR_DONE_KEY, false);
  const [ready, setReady] = useState(false);
  const [step, setStep] = useState(0);
  const [closed, setClosed] = useState(false);
  const next = useRef<HTMLButtonElement>(null);
  // The preference is read after mounting: wait for it before showing anything.
  useEffect(() => setReady(true), []);
  const shows = ready && !closed && tourShows(seen, visit);
  // The first showing records the walkthrough as seen, so a later visit does not bring it back.
  useEffect(() => {
    if (!shows || visit === "open") return;
    visit = "open";
    setSeen(true);
    next.current?.focus({ preventScroll: true });
  }, [shows, setSeen]);
  const close = () => {
    visit = "closed";
    setClosed(true);
    setSeen(true);
  };
  if (!shows) return null;
  const all = steps(t);
  const s = all[step] as (typeof all)[number];
  const last = step === all.length - 1;
  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="tour-title"
      data-testid="walkthrough"
      style={{
        position: "fixed",
        left: 16,
        bottom: 16,
        zIndex: 60,
        width: "min(380px, calc(100vw - 32px))",
        background: "#fffaf0",
        border: `2px solid ${PAPER.ink}`,
        borderRadius: 10,
        padding: "12px 14px",
        fontFamily: SERIF,
        boxShadow: "0 6px 18px rgba(0,0,0,.3)",
      }}
    >
      <div style={{ fontSize: 12, color: "#5c5040" }}>
        {t("tour.step", { n: step + 1, total: all.length })}
      </div>
      <h3 id="tour-title" style={{ margin: "2px 0 6px" }}>
        {s.title}
      </h3>
      <p style={{ margin: "0 0 10px" }}>{s.text}</p>
      <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
        {step > 0 ? (
          <button type="button" style={plain} onClick={() => setStep(step - 1)}>
            {t("back")}
          </button>
        ) : null}
        <button ref={next} type="button" style={primary} onClick={() => (last ? close() : setStep(step + 1))}>
          {last ? t("tour.done") : t("tour.next")}
        </button>
        {!last ? (
          <button type="button" onClick={close} style={{ ...plain, marginLeft: "auto" }}>
            {t("tour.skip")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
