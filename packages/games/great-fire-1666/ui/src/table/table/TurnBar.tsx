/**
 * Under the board: the viewer's hand of Fire Movement cards (choosing a card is the first step of a
 * fire move; a card that cannot move any fire says why, §4.1) and the action points of phase B.
 */
import type { Card } from "@pudding/great-fire";
import { useLocale, useT } from "@pudding/i18n";
import { useState } from "react";
import { counted, NS } from "../../messages.js";
import { Hand } from "../panels/cards.js";
import { cardName, type FireContext } from "../turn.js";

/** The hand and the action points. */
export function TurnBar({ ctx }: { ctx: FireContext }) {
  const { game, turn, hidden } = ctx;
  const t = useT(NS);
  const locale = useLocale();
  const [note, setNote] = useState<string | null>(null);
  const me = game.seat !== null && !hidden ? game.view.seats[game.seat] : undefined;
  if (!me) return null;
  const hand = (me.hand ?? []) as Card[];
  const first = turn.pending ? (turn.steps[0]?.key ?? "") : (turn.steps[0]?.key ?? "");
  const chosen = first.startsWith("card:") ? (first.slice(5) as Card) : null;
  const selectedIndex = chosen ? hand.indexOf(chosen) : -1;
  const canPlay = game.legal.some((a) => a.type === "fire");
  return (
    <div style={{ display: "flex", alignItems: "flex-end", gap: 12, flexWrap: "wrap" }}>
      <Hand
        cards={hand}
        selectedIndex={selectedIndex >= 0 ? selectedIndex : null}
        disabled={!canPlay || ctx.busy}
        onSelect={(i) => {
          const c = hand[i];
          if (!c) return;
          const option = game.hints?.find((o) => o.card === c);
          if (option && !option.playable) {
            setNote(t("turnbar.cannotMove", { card: cardName(c, locale) }));
            return;
          }
          setNote(null);
          turn.restart(`card:${c}`);
        }}
      />
      {game.view.phase === "actions" && game.legal.length > 0 ? (
        <span style={{ paddingBottom: 10 }} data-testid="ap">
          <strong>{game.view.actionPoints}</strong> {counted(t, "turnbar.ap", game.view.actionPoints)}
        </span>
      ) : null}
      {note ? (
        <span role="status" style={{ paddingBottom: 10, color: "#8a2a13" }}>
          {note}
        </span>
      ) : null}
    </div>
  );
}
