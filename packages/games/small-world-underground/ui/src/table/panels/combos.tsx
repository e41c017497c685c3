/**
 * The combo row (§6): five banners with their badges in a column plus the stack-top combo, each with
 * the coins lying on it, what it costs (1 coin per combo above it) and what it gives (banner + badge
 * tokens). In the pick phase the combos the viewer can afford are buttons.
 */
import { useLocale, useT } from "@pudding/i18n";
import type { ComboView } from "@pudding/small-world-underground";
import { SWU_NS } from "../../messages.js";
import { powerInfo, powerName, powerText, raceInfo, raceName, raceText } from "../palette.js";
import { Coin, CoinPile, PowerBadge, RaceBanner } from "./art.js";

/** Props of {@link ComboCard}. */
export interface ComboCardProps {
  combo: ComboView;
  /** Pick it (present when the viewer may pick it now). */
  onPick?: () => void;
  /** Why the viewer cannot pick it now (shown on hover). */
  barred?: string;
  compact?: boolean;
}

/** One combo: banner + badge, tokens, price and the coins on it. */
export function ComboCard({ combo: c, onPick, barred, compact = false }: ComboCardProps) {
  const t = useT(SWU_NS);
  const l = useLocale();
  const race = raceInfo(c.race);
  const power = powerInfo(c.power);
  const title = [
    race ? `${raceName(race.id, l)}: ${raceText(race.id, l)}` : c.race,
    power ? `${powerName(power.id, l)}: ${powerText(power.id, l)}` : t("combo.noPower"),
    `${t("combo.tokens", { count: c.tokens })}. ${t("combo.costs", { count: c.price })}${c.coins ? `; ${t("combo.lie", { count: c.coins })}` : ""}.`,
    barred ?? "",
  ]
    .filter(Boolean)
    .join("\n");
  const body = (
    <>
      <span
        aria-hidden
        style={{
          gridArea: "pos",
          alignSelf: "center",
          fontFamily: "Georgia, serif",
          fontWeight: 700,
          color: c.stackTop ? "#8a7a5a" : "#5b4327",
          fontSize: 13,
          width: 18,
          textAlign: "center",
        }}
      >
        {c.stackTop ? "▾" : c.position + 1}
      </span>
      <span style={{ gridArea: "banner", minWidth: 0 }}>
        <RaceBanner race={c.race} size={compact ? "small" : "large"} />
      </span>
      <span style={{ gridArea: "badge", minWidth: 0, justifySelf: "start" }}>
        <PowerBadge power={c.power} size={compact ? "small" : "large"} />
      </span>
      <span
        style={{
          gridArea: "meta",
          display: "flex",
          alignItems: "center",
          justifyContent: "flex-end",
          gap: 6,
          fontSize: 12.5,
          color: "#3b2a1a",
          whiteSpace: "nowrap",
        }}
      >
        <span title={t("combo.tokensTitle")}>
          <b style={{ fontSize: 15 }}>{c.tokens}</b> {t("combo.tokensWord")}
        </span>
        <span title={t("combo.costTitle")} style={{ display: "inline-flex", alignItems: "center", gap: 2 }}>
          {c.price === 0 ? (
            <b style={{ color: "#2f6b3a" }}>{t("combo.free")}</b>
          ) : (
            <>
              {t("combo.pay")} <Coin n={c.price} size={18} />
            </>
          )}
        </span>
        {c.coins > 0 ? (
          <span title={t("combo.onItTitle")} style={{ display: "inline-flex", alignItems: "center", gap: 2 }}>
            +<CoinPile n={c.coins} />
          </span>
        ) : null}
      </span>
    </>
  );
  const style = {
    display: "grid",
    gridTemplateAreas: compact ? '"pos banner badge" "pos meta meta"' : '"pos banner badge meta"',
    gridTemplateColumns: compact
      ? "18px minmax(0, 1.1fr) minmax(0, 1fr)"
      : "18px minmax(0,1.2fr) minmax(0,1fr) auto",
    gap: "3px 6px",
    alignItems: "center",
    padding: "5px 6px",
    borderRadius: 8,
    border: `1.5px ${c.stackTop ? "dashed" : "solid"} ${onPick ? "#b3381b" : "#a8987a"}`,
    background: onPick
      ? "linear-gradient(#fff8e6, #f3e3bd)"
      : c.stackTop
        ? "rgba(247,239,217,.6)"
        : "#f7efd9",
    width: "100%",
    boxSizing: "border-box" as const,
    textAlign: "left" as const,
    font: "inherit",
    color: "inherit",
    boxShadow: onPick ? "0 0 0 2px rgba(242,183,5,.55)" : "none",
  };
  return onPick ? (
    <button
      type="button"
      data-testid="combo"
      data-position={c.position}
      style={{ ...style, cursor: "pointer" }}
      onClick={onPick}
      title={title}
    >
      {body}
    </button>
  ) : (
    <div
      data-testid="combo"
      data-position={c.position}
      style={{ ...style, opacity: barred ? 0.8 : 1 }}
      title={title}
    >
      {body}
    </div>
  );
}

/** Props of {@link ComboRow}. */
export interface ComboRowProps {
  combos: readonly ComboView[];
  /** Positions the viewer may pick now. */
  pickable?: ReadonlySet<number>;
  onPick?: (position: number) => void;
  /** Hidden cards left in the stacks. */
  stacks?: { banners: number; badges: number };
  compact?: boolean;
  /** Why the other combos cannot be picked (e.g. "not enough coins"). */
  barredReason?: (c: ComboView) => string | undefined;
}

/** The row of combos, top (free) to bottom, then the stack-top combo. */
export function ComboRow({ combos, pickable, onPick, stacks, compact = false, barredReason }: ComboRowProps) {
  const t = useT(SWU_NS);
  return (
    <section
      aria-label={t("combo.rowAria")}
      data-testid="combo-row"
      style={{ display: "flex", flexDirection: "column", gap: 4 }}
    >
      {combos.map((c) => (
        <ComboCard
          key={`${c.position}-${c.race}-${c.power}`}
          combo={c}
          compact={compact}
          onPick={pickable?.has(c.position) && onPick ? () => onPick(c.position) : undefined}
          barred={pickable && !pickable.has(c.position) ? barredReason?.(c) : undefined}
        />
      ))}
      {combos.length === 0 ? <p style={{ margin: 0 }}>{t("combo.none")}</p> : null}
      {stacks ? (
        <span style={{ fontSize: 12, color: "#6e6150" }}>
          {t("combo.under", {
            banners: t("combo.banners", { count: stacks.banners }),
            badges: t("combo.badges", { count: stacks.badges }),
          })}
        </span>
      ) : null}
    </section>
  );
}
