/**
 * Beside the board: the viewer's secrets (colour card §2.4, objectives §2.5 with their state, tokens)
 * and the public panel (VP per house colour §7.1, Hero of London, draw pile and Intensity §2.7).
 */
import { card, PAPER } from "@pudding/board-ui";
import type { PlayerView } from "@pudding/great-fire";
import { useT } from "@pudding/i18n";
import { counted, NS } from "../../messages.js";
import { ColourCard } from "../panels/ColourCard.js";
import { IntensityPile } from "../panels/IntensityPile.js";
import { ObjectiveCard } from "../panels/ObjectiveCard.js";
import { TokenChip } from "../panels/TokenChip.js";
import { VpTrack } from "../panels/VpTrack.js";
import type { FireContext } from "../turn.js";
import { HOUSE_COLOURS, type HouseColour } from "../types.js";
import { Legend } from "./Legend.js";

/** §7.1 an objective counts when its district still has houses and no free cone. */
export function objectiveStatus(view: PlayerView, id: string): "safe" | "burning" | "lost" {
  const d = view.districts.find((x) => x.id === id);
  return !d || d.houses.length === 0 ? "lost" : d.cones > d.committed ? "burning" : "safe";
}

/** The viewer's secrets: colour, objectives, tokens. Nothing while the curtain is drawn. */
export function Secrets({ ctx }: { ctx: FireContext }) {
  const { game, map, hidden } = ctx;
  const t = useT(NS);
  const v = game.view;
  const me = game.seat !== null && !hidden ? v.seats[game.seat] : undefined;
  if (!me) return null;
  const byId = new Map(map.districts.map((d) => [d.id, d]));
  return (
    <section style={{ ...card, padding: "8px 12px" }} aria-label={t("side.secrets")} data-testid="secrets">
      <h3 style={{ margin: "0 0 6px", fontWeight: "normal" }}>{t("side.secretsOf", { name: me.name })}</h3>
      <div style={{ display: "flex", gap: 8, alignItems: "flex-start", flexWrap: "wrap" }}>
        {me.colour ? <ColourCard colour={me.colour} /> : null}
        {(me.objectives ?? []).map((id) => {
          const d = byId.get(id);
          return d?.objective ? (
            <ObjectiveCard
              key={id}
              districtName={d.name}
              deck={d.objective.deck}
              vp={d.objective.vp}
              status={objectiveStatus(v, id)}
            />
          ) : null;
        })}
      </div>
      <div style={{ display: "flex", gap: 6, marginTop: 8, alignItems: "center", flexWrap: "wrap" }}>
        {me.tokens?.explosive ? <TokenChip kind="explosive" /> : null}
        {me.tokens?.doubleMove ? <TokenChip kind="doubleMove" /> : null}
        {me.tokens?.oneVp ? <TokenChip kind="oneVp" /> : null}
        <span style={{ fontSize: 13, color: PAPER.muted }}>
          {me.tokens ? t("side.tokens", me.tokens) : ""}
        </span>
      </div>
    </section>
  );
}

/** VP per house colour, 40 down by 2 per burnt house (§7.1). */
export function vpByColour(view: PlayerView): Partial<Record<HouseColour, number>> {
  const vp: Partial<Record<HouseColour, number>> = {};
  for (const c of HOUSE_COLOURS) vp[c] = 40 - 2 * (view.burntByColour[c] ?? 0);
  return vp;
}

/** The public panel. */
export function PublicPanel({ ctx }: { ctx: FireContext }) {
  const t = useT(NS);
  const v = ctx.game.view;
  const hero = v.hero >= 0 ? ctx.game.seats[v.hero]?.name : undefined;
  return (
    <div style={{ display: "flex", gap: 10, alignItems: "flex-start", flexWrap: "wrap" }}>
      <VpTrack scores={vpByColour(v)} />
      <div style={{ ...card, padding: 8 }}>
        <IntensityPile
          drawPile={v.pileSize}
          next={v.intensitiesLeft > 0 ? "?" : null}
          intensityLeft={v.intensitiesLeft}
        />
        <div style={{ fontSize: 12, marginTop: 4, maxWidth: 180, color: PAPER.muted }}>
          {v.intensitiesLeft > 0
            ? counted(t, "side.nextIntensity", v.cardsToNextIntensity)
            : t("side.noIntensity")}
          {v.finalTurnsLeft > 0 ? ` · ${counted(t, "side.finalRound", v.finalTurnsLeft)}` : ""}
          {hero ? ` · ${t("side.hero", { name: hero })}` : ""}
        </div>
      </div>
    </div>
  );
}

/** Secrets, the public panel, and the legend of the board's symbols. */
export function SidePanel({ ctx }: { ctx: FireContext }) {
  return (
    <>
      <Secrets ctx={ctx} />
      <PublicPanel ctx={ctx} />
      <Legend />
    </>
  );
}
