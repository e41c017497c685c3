/**
 * Beside the board: the round on the turn track, the combo row (§6) with coins, prices and tokens,
 * the face-down Places and Relics left, Stonehedge's power, the legend, and a warning when the map is
 * a reconstruction.
 */
import { card } from "@pudding/board-ui";
import { useT } from "@pudding/i18n";
import { SWU_NS } from "../../messages.js";
import { PowerBadge, TerrainLegend } from "../panels/art.js";
import { ComboRow } from "../panels/combos.js";
import type { SwuContext } from "../turn.js";

/** The public side panel. */
export function SidePanel({ ctx }: { ctx: SwuContext }) {
  const t = useT(SWU_NS);
  const v = ctx.game.view;
  const picking = v.phase === "pick" && ctx.game.legal.some((a) => a.type === "pick");
  const pickable = new Set<number>(
    picking ? ctx.game.legal.flatMap((a) => (a.type === "pick" ? [a.position] : [])) : [],
  );
  const map = ctx.map;
  return (
    <>
      {map.geography === "reconstructed" ? (
        <div
          role="note"
          data-testid="reconstructed"
          style={{ ...card, padding: "6px 10px", background: "#fff3cd", fontSize: 13 }}
        >
          {t("side.reconstructed", { n: map.players })} <b>{t("side.reconstruction")}</b>
          {t("side.reconstructedWhy")}
        </div>
      ) : null}
      <section
        aria-label={t("side.roundAria")}
        style={{
          ...card,
          padding: "6px 10px",
          display: "flex",
          gap: 10,
          alignItems: "center",
          flexWrap: "wrap",
        }}
      >
        <b style={{ fontSize: 17 }}>{t("side.round", { round: Math.max(1, v.round), rounds: v.rounds })}</b>
        <span style={{ fontSize: 13, color: "#4a3b2a" }}>
          {t("side.pile", { count: v.pile })} · {t("side.monsters", { count: v.monsters.onMap })}
        </span>
        {v.stonehedgePower ? (
          <span style={{ fontSize: 13, display: "inline-flex", gap: 4, alignItems: "center" }}>
            {t("side.stonehedge")} <PowerBadge power={v.stonehedgePower} size="small" />
          </span>
        ) : null}
      </section>
      <section aria-label={t("side.combosAria")} style={{ ...card, padding: 8 }}>
        <h3 style={{ margin: "0 0 6px", fontSize: 16 }}>{t("side.combos")}</h3>
        <ComboRow
          combos={v.combos}
          compact
          pickable={picking && !ctx.hidden ? pickable : undefined}
          onPick={(p) => ctx.turn.choose(`combo:${p}`)}
          stacks={{ banners: Math.max(0, v.bannerStack - 1), badges: Math.max(0, v.badgeStack - 1) }}
          barredReason={(c) => (picking ? t("side.cannotAfford", { count: c.price }) : undefined)}
        />
      </section>
      <details style={{ ...card, padding: "6px 10px" }} open>
        <summary style={{ cursor: "pointer", fontWeight: 700 }}>{t("side.legend")}</summary>
        <TerrainLegend />
      </details>
    </>
  );
}
