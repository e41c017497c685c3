"use client";
/** The banner over the table: the game, the board, the rule set's name, the turn and who must act. */
import type { GameSnapshot, StoredRules } from "@pudding/api";
import { useT } from "@pudding/i18n";
import { useEffect, useState } from "react";
import { AccountIndicator } from "../account/AccountIndicator";
import "../messages";

/** "1:05 left" until the turn timer's deadline, every second; "time is up" after. */
function TimeLeft({ deadline }: { deadline: string }) {
  const t = useT("play");
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const s = Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const text =
    s === 0
      ? t("header.timeUp")
      : t("header.timeLeft", {
          time: `${h ? `${h}:${String(m).padStart(2, "0")}` : m}:${String(s % 60).padStart(2, "0")}`,
        });
  return (
    <span data-testid="time-left" style={s <= 10 ? { color: "#ffb4a8", fontWeight: "bold" } : undefined}>
      {text}
    </span>
  );
}

/** Props of {@link TableHeader}. */
export interface TableHeaderProps {
  snap: GameSnapshot;
  title: string;
  mapName: string;
  rules: StoredRules | undefined;
  /** A preset's name in the reader's language (from the catalogue), when it has one. */
  presetName?: string | undefined;
  hidden: boolean;
}

/** One line of public facts. */
export function TableHeader({ snap, title, mapName, rules, presetName, hidden }: TableHeaderProps) {
  const t = useT("play");
  const st = snap.status;
  const acting = st.toAct
    .map((s) => snap.seats[s]?.name ?? t("table.seat", { n: s + 1 }))
    .join(t("header.and"));
  return (
    <header className="banner">
      <h1>
        <a href="/" style={{ color: "inherit", textDecoration: "none" }}>
          Pudding Lane
        </a>
      </h1>
      <span className="sub">
        <span data-testid="game-title">{title}</span> · {mapName} ·{" "}
        <span data-testid="rules-name" title={t("header.rulesTitle", { id: snap.rules })}>
          {rules
            ? rules.preset
              ? (presetName ?? rules.name)
              : t("rules.house", { name: rules.name })
            : snap.rules}
        </span>{" "}
        · {st.round !== undefined ? `${t("header.round", { n: st.round })} · ` : ""}
        {t("turnN", { n: st.turn })} · {st.over ? t("header.gameOver") : t("header.toAct", { names: acting })}
        {!st.over && snap.timer?.deadline ? (
          <>
            {" "}
            · <TimeLeft deadline={snap.timer.deadline} />
          </>
        ) : !st.over && snap.timer && hidden ? (
          // issue 30 §3.1: the seat to act's clock waits while the hot-seat curtain hides the board
          <span data-testid="clock-held"> · {t("header.clockHeld")}</span>
        ) : null}
        {snap.seat === null && !hidden ? ` · ${t("header.watching")}` : ""}
        {snap.commitment ? (
          // issue 26 §1: the seed's commitment, the same for everyone from the start (checked at the end)
          <span data-testid="commitment" title={snap.commitment}>
            {" "}
            · {t("header.commitment", { commitment: `${snap.commitment.slice(0, 8)}…` })}
          </span>
        ) : null}
      </span>
      <AccountIndicator />
    </header>
  );
}
