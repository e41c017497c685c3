/**
 * A first game's walkthrough (issue 20, help where it is needed): the first time this browser opens
 * a table with a seat, a short dialog says where things are — the prompt and choices, the board, what
 * only you see, the log and the others' moves, the keys and the help — one step at a time, with Back,
 * Next and "Got it"; it never shows again once finished or skipped (kept in the browser).
 */
import { useEffect, useRef, useState } from "react";
import { plain, primary } from "../panels/styles.js";
import { usePreference } from "../prefs/usePreference.js";
import { PAPER, SERIF } from "../theme.js";

/** The localStorage key that records the walkthrough as done ("on" = done). */
export const TOUR_DONE_KEY = "pudding:tour-done";

const STEPS: readonly { title: string; text: string }[] = [
  {
    title: "Your move",
    text: "Under the board, one sentence says what to do now, and the choices are buttons (chips). You can also click the glowing spaces on the board; a move made there waits for Confirm.",
  },
  {
    title: "The board",
    text: "Zoom with + and −, or the wheel; drag to look around; Fit shows it all. Others' moves since your last one are drawn as trails in their colours.",
  },
  {
    title: "What only you see",
    text: "Beside the board: your secrets (cards, objectives, coins…), the players and whose turn it is, and the game's log, newest first.",
  },
  {
    title: "Help",
    text: "Undo takes back your last move while nothing was revealed. Press ? for the keyboard shortcuts; tick 'Letters on colours' if colours are hard to tell apart.",
  },
];

/** The dialog, shown until done. */
export function Walkthrough() {
  const [done, setDone] = usePreference(TOUR_DONE_KEY, false);
  const [ready, setReady] = useState(false);
  const [step, setStep] = useState(0);
  const next = useRef<HTMLButtonElement>(null);
  // The preference is read after mounting: wait for it before showing anything.
  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (ready && !done) next.current?.focus({ preventScroll: true });
  }, [ready, done]);
  if (!ready || done) return null;
  const s = STEPS[step] as (typeof STEPS)[number];
  const last = step === STEPS.length - 1;
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
        First game · {step + 1} of {STEPS.length}
      </div>
      <h3 id="tour-title" style={{ margin: "2px 0 6px" }}>
        {s.title}
      </h3>
      <p style={{ margin: "0 0 10px" }}>{s.text}</p>
      <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
        {step > 0 ? (
          <button type="button" style={plain} onClick={() => setStep(step - 1)}>
            Back
          </button>
        ) : null}
        <button
          ref={next}
          type="button"
          style={primary}
          onClick={() => (last ? setDone(true) : setStep(step + 1))}
        >
          {last ? "Got it" : "Next"}
        </button>
        {!last ? (
          <button type="button" onClick={() => setDone(true)} style={{ ...plain, marginLeft: "auto" }}>
            Skip the tour
          </button>
        ) : null}
      </div>
    </div>
  );
}
