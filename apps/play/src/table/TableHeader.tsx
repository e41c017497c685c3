"use client";
/** The banner over the table: the game, the board, the rule set's name, the turn and who must act. */
import type { GameSnapshot, StoredRules } from "@pudding/api";

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
        {snap.seat === null && !hidden ? " · you are watching" : ""}
      </span>
    </header>
  );
}
