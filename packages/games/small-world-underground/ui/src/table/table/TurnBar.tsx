/**
 * Under the board, the viewer's own things: the coin total (secret, §20), the tokens in hand — which
 * can be dragged onto a region during a redeployment (§8, §7.8), with how many — the Reinforcement
 * die's last roll (§7.10), and the defenders who will redeploy at the end of this turn.
 */
import { useLocale, useT } from "@pudding/i18n";
import { useRef, useState } from "react";
import { SWU_NS } from "../../messages.js";
import { raceName, swuSeatColour } from "../palette.js";
import { Coin, DieFace, TokenChip } from "../panels/art.js";
import type { SwuContext } from "../turn.js";
import { clickSpaceAt } from "./drop.js";

const box = {
  display: "flex",
  flexWrap: "wrap" as const,
  alignItems: "center",
  gap: 10,
  padding: "6px 10px",
  borderRadius: 8,
  background: "rgba(255,250,240,.85)",
  border: "1.5px solid #a8987a",
  fontSize: 14,
};

/** What a drop of `n` tokens does now (the latest turn bar's). */
let afterDrop: ((n: number) => void) | null = null;

function listenForDrops(board: Element) {
  const el = board as HTMLElement;
  if (el.dataset.swuDrop) return;
  el.dataset.swuDrop = "1";
  board.addEventListener("dragover", (e) => e.preventDefault());
  board.addEventListener("drop", (ev) => {
    const e = ev as DragEvent;
    const m = /^swu-tokens:(\d+)$/.exec(e.dataTransfer?.getData("text/plain") ?? "");
    if (!m || !afterDrop) return;
    e.preventDefault();
    const then = afterDrop;
    if (clickSpaceAt(e.target as Element, e.clientX, e.clientY)) setTimeout(() => then(Number(m[1])), 60);
  });
}

/** The viewer's turn bar. */
export function TurnBar({ ctx }: { ctx: SwuContext }) {
  const { game } = ctx;
  const t = useT(SWU_NS);
  const locale = useLocale();
  const v = game.view;
  const seat = game.seat;
  const me = seat === null ? null : v.seats[seat];
  const turnRef = useRef(ctx.turn);
  turnRef.current = ctx.turn;
  const deploying = game.legal.some((a) => a.type === "deploy");
  const inHand =
    v.phase === "withdraw"
      ? (v.withdrawals.find((w) => w.seat === seat)?.count ?? 0)
      : v.phase === "tomb"
        ? (me?.declined[0]?.hand ?? 0)
        : (me?.active?.hand ?? 0);
  const handRace =
    v.phase === "withdraw"
      ? v.withdrawals.find((w) => w.seat === seat)?.race
      : (me?.active?.race ?? me?.declined[0]?.race);
  const [count, setCount] = useState<number | null>(null);
  const n = Math.max(1, Math.min(inHand, count ?? inHand));
  const roll = v.over ? null : v.turnState.lastRoll;
  const owner = v.seats[v.turnOwner];
  afterDrop = deploying ? (k) => turnRef.current.choose(`count:${k}`) : null;
  if (ctx.hidden) return null;
  return (
    <div style={{ display: "flex", flexDirection: "column", gap: 6 }}>
      {me || roll !== null || v.withdrawals.length ? (
        <div style={box} data-testid="turn-bar">
          {me && me.coins !== null ? (
            <span
              data-testid="my-coins"
              title={t("bar.coinsTitle")}
              style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
            >
              <Coin n={me.coins} size={30} /> <b>{t("bar.coins")}</b>
            </span>
          ) : null}
          {handRace && inHand > 0 ? (
            <span style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
              {t("bar.inHand")}
              {/* biome-ignore lint/a11y/useSemanticElements: a drag source; clicking a region does the same */}
              <span
                role="button"
                tabIndex={-1}
                draggable={deploying}
                data-testid="hand"
                onDragStart={(e) => {
                  e.dataTransfer.setData("text/plain", `swu-tokens:${n}`);
                  e.dataTransfer.effectAllowed = "move";
                }}
                style={{ cursor: deploying ? "grab" : "default" }}
                title={deploying ? t("bar.drag", { n }) : undefined}
              >
                <TokenChip race={handRace} count={deploying ? n : inHand} rim={swuSeatColour(seat ?? 0)} />
              </span>
              {deploying && inHand > 1 ? (
                <span style={{ display: "inline-flex", gap: 2, alignItems: "center" }}>
                  <button
                    type="button"
                    aria-label={t("bar.fewer")}
                    onClick={() => setCount(Math.max(1, n - 1))}
                    style={{ padding: "0 8px" }}
                  >
                    −
                  </button>
                  <button
                    type="button"
                    aria-label={t("bar.more")}
                    onClick={() => setCount(Math.min(inHand, n + 1))}
                    style={{ padding: "0 8px" }}
                  >
                    +
                  </button>
                  <span style={{ fontSize: 12, color: "#6e6150" }}>{t("bar.of", { n: inHand })}</span>
                </span>
              ) : null}
            </span>
          ) : null}
          {roll !== null ? (
            <span data-testid="roll" style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
              <DieFace roll={roll} size={34} />
              {owner
                ? t("bar.rolled", { name: owner.name, roll: roll === 0 ? t("bar.blank") : roll })
                : t("bar.rolledAnon", { roll })}
            </span>
          ) : null}
          {v.withdrawals.map((w) => (
            <span key={`${w.seat}-${w.race}`} style={{ fontSize: 13 }}>
              {t("bar.withdrawal", {
                name: v.seats[w.seat]?.name ?? t("prompt.seat", { n: w.seat + 1 }),
                count: w.count,
                race: raceName(w.race, locale),
              })}
            </span>
          ))}
        </div>
      ) : null}
      {deploying ? (
        <div
          aria-hidden
          style={{ display: "none" }}
          ref={(el) => {
            // The board takes drops of the hand: the region under the pointer is clicked, then the count chosen.
            const board = document.querySelector("[data-testid=board]");
            if (el && board) listenForDrops(board);
          }}
        />
      ) : null}
    </div>
  );
}
