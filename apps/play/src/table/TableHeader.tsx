"use client";
/** The banner over the table: the game, the board, the rule set's name, the turn and who must act. */
import type { GameSnapshot, StoredRules } from "@pudding/api";
import { useEffect, useState } from "react";

/** "1:05 left" until the turn timer's deadline, every second; "time is up" after. */
function TimeLeft({ deadline }: { deadline: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const s = Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const text =
    s === 0
      ? "time is up"
      : `${h ? `${h}:${String(m).padStart(2, "0")}` : m}:${String(s % 60).padStart(2, "0")} left`;
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
  hidden: boolean;
}

/** One line of public facts. */
export function TableHeader({ snap, title, mapName, rules, hidden }: TableHeaderProps) {
  const st = snap.status;
  const acting = st.toAct.map((s) => snap.seats[s]?.name ?? `Seat ${s + 1}`).join(" and ");
  return (
    <header className="banner">
      <h1>
        <a href="/" style={{ color: "inherit", textDecoration: "none" }}>
          Pudding Lane
        </a>
      </h1>
      <span className="sub">
        <span data-testid="game-title">{title}</span> · {mapName} ·{" "}
        <span data-testid="rules-name" title={`Rules: ${snap.rules}`}>
          {rules ? (rules.preset ? rules.name : `House rules: ${rules.name}`) : snap.rules}
        </span>{" "}
        · {st.round !== undefined ? `round ${st.round} · ` : ""}turn {st.turn} ·{" "}
        {st.over ? "game over" : `${acting} to act`}
        {!st.over && snap.timer?.deadline ? (
          <>
            {" "}
            · <TimeLeft deadline={snap.timer.deadline} />
          </>
        ) : null}
        {snap.seat === null && !hidden ? " · you are watching" : ""}
      </span>
    </header>
  );
}
