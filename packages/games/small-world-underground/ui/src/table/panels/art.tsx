/**
 * The DOM pieces of the table: a race banner (active in the race's colour, declined two-tone grey,
 * §1) and a power badge (§2.1), coins, a token chip, the Reinforcement die and the terrain legend.
 */
import { useLocale, useT } from "@pudding/i18n";
import type { CSSProperties, ReactNode } from "react";
import { SWU_NS } from "../../messages.js";
import {
  DECLINED,
  GOLD,
  isLightInk,
  powerInfo,
  powerName,
  powerText,
  raceInfo,
  raceLook,
  raceName,
  raceText,
  TERRAIN_ORDER,
  TERRAIN_STYLE,
  terrainName,
} from "../palette.js";

const SERIF = "Georgia, 'DejaVu Serif', serif";

/** Props of {@link RaceBanner}. */
export interface RaceBannerProps {
  race: string;
  declined?: boolean;
  /** Small (a player's row) or large (the combo row). */
  size?: "small" | "large";
}

/** A race banner: its mark on a pennant in the race's colour, the name and the banner value. */
export function RaceBanner({ race, declined = false, size = "large" }: RaceBannerProps) {
  const t = useT(SWU_NS);
  const l = useLocale();
  const look = raceLook(race);
  const info = raceInfo(race);
  const big = size === "large";
  const bg = declined
    ? `repeating-linear-gradient(135deg, ${DECLINED.fill} 0 8px, #a39b90 8px 16px)`
    : look.colour;
  return (
    <div
      data-testid="race-banner"
      data-race={race}
      data-declined={declined ? "true" : "false"}
      title={info ? `${raceName(race, l)} (${info.banner}): ${raceText(race, l)} ${info.rule}` : race}
      style={{
        display: "flex",
        alignItems: "center",
        gap: big ? 8 : 5,
        padding: big ? "4px 12px 4px 6px" : "2px 9px 2px 3px",
        background: bg,
        color: declined ? DECLINED.ink : look.ink,
        clipPath: "polygon(0 0, 100% 0, calc(100% - 9px) 50%, 100% 100%, 0 100%)",
        borderRadius: "4px 0 0 4px",
        fontFamily: SERIF,
        fontWeight: 700,
        fontSize: big ? 15 : 12.5,
        minWidth: 0,
        boxShadow: "inset 0 -3px 0 rgba(0,0,0,.25)",
      }}
    >
      <span
        aria-hidden
        style={{
          display: "inline-grid",
          placeItems: "center",
          width: big ? 30 : 20,
          height: big ? 30 : 20,
          borderRadius: "50%",
          // Darker under a light ink, lighter under a dark one: the mark keeps its contrast.
          background: declined
            ? "#6e665c"
            : isLightInk(look.ink)
              ? "rgba(0,0,0,.28)"
              : "rgba(255,255,255,.35)",
          color: declined ? "#ece6dc" : look.ink,
          border: `2px solid ${declined ? look.colour : "rgba(255,255,255,.6)"}`,
          fontSize: big ? 12 : 9.5,
          flex: "none",
        }}
      >
        {look.mark}
      </span>
      <span style={{ whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" }}>
        {raceName(race, l)}
        {declined ? ` ${t("art.inDecline")}` : ""}
      </span>
      {info && !declined ? (
        <span
          style={{
            marginLeft: "auto",
            background: "rgba(255,255,255,.85)",
            color: "#2b1d10",
            borderRadius: 10,
            padding: "0 6px",
            fontSize: big ? 13 : 11,
          }}
        >
          {info.banner}
        </span>
      ) : null}
    </div>
  );
}

/** A special power badge: a parchment plaque with the power's name and badge value. */
export function PowerBadge({
  power,
  declined = false,
  size = "large",
}: {
  power: string | null;
  declined?: boolean;
  size?: "small" | "large";
}) {
  const t = useT(SWU_NS);
  const l = useLocale();
  const info = powerInfo(power);
  const big = size === "large";
  return (
    <div
      data-testid="power-badge"
      data-power={power ?? "none"}
      title={
        info
          ? `${powerName(power, l)} (${info.badge}): ${powerText(power, l)} ${info.rule}`
          : t("art.noPower")
      }
      style={{
        display: "flex",
        alignItems: "center",
        gap: 6,
        padding: big ? "4px 10px" : "2px 7px",
        background: declined ? "#cfc6b6" : "linear-gradient(#f8ecc9, #e3cf9b)",
        border: `1.5px solid ${declined ? "#7c7366" : "#7a5a26"}`,
        borderRadius: big ? "14px 4px 14px 4px" : "10px 3px 10px 3px",
        color: "#3b2a12",
        fontFamily: SERIF,
        fontStyle: "italic",
        fontWeight: 700,
        fontSize: big ? 14 : 12,
        whiteSpace: "nowrap",
        minWidth: 0,
      }}
    >
      <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>{powerName(power, l)}</span>
      {info ? (
        <span
          style={{
            background: "#7a5a26",
            color: "#fff3d6",
            borderRadius: 10,
            padding: "0 6px",
            fontStyle: "normal",
            fontSize: big ? 12.5 : 11,
          }}
        >
          {info.badge}
        </span>
      ) : null}
    </div>
  );
}

/** A gold coin with a number. */
export function Coin({ n, size = 22, title }: { n: number | string; size?: number; title?: string }) {
  return (
    <span
      title={title}
      style={{
        display: "inline-grid",
        placeItems: "center",
        width: size,
        height: size,
        borderRadius: "50%",
        background: `radial-gradient(circle at 35% 30%, #fff1b0, ${GOLD.fill} 45%, ${GOLD.dark})`,
        border: `1.5px solid ${GOLD.dark}`,
        color: GOLD.ink,
        fontFamily: SERIF,
        fontWeight: 700,
        fontSize: size * 0.52,
        flex: "none",
        boxShadow: "0 1px 2px rgba(0,0,0,.35)",
      }}
    >
      {n}
    </span>
  );
}

/** A pile of coins lying on a combo (§6.1): one coin per coin, up to a few, then the number. */
export function CoinPile({ n }: { n: number }) {
  const t = useT(SWU_NS);
  if (n <= 0) return null;
  const shown = Math.min(n, 4);
  return (
    <span
      role="img"
      aria-label={t("art.coinsOnIt", { count: n })}
      style={{ display: "inline-flex", alignItems: "center" }}
    >
      {Array.from({ length: shown }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical coins
        <span key={i} style={{ marginLeft: i ? -12 : 0 }}>
          <Coin n={i === shown - 1 ? n : ""} size={20} />
        </span>
      ))}
    </span>
  );
}

/** A round race token as a DOM chip (hands of tokens), with a count. */
export function TokenChip({
  race,
  count,
  declined = false,
  rim = "#fff",
  label,
}: {
  race: string;
  count: number;
  declined?: boolean;
  rim?: string;
  label?: string;
}) {
  const t = useT(SWU_NS);
  const l = useLocale();
  const look = raceLook(race);
  return (
    <span
      title={
        label ??
        `${t("art.tokens", { count, race: raceName(race, l) })}${declined ? ` ${t("art.inDecline")}` : ""}`
      }
      style={{ display: "inline-flex", alignItems: "center", gap: 3 }}
    >
      <span
        style={{
          display: "inline-grid",
          placeItems: "center",
          width: 24,
          height: 24,
          borderRadius: "50%",
          background: declined ? DECLINED.fill : look.colour,
          color: declined ? DECLINED.ink : look.ink,
          border: `2.5px ${declined ? "dashed" : "solid"} ${rim}`,
          fontFamily: SERIF,
          fontWeight: 700,
          fontSize: 10,
          boxShadow: "0 2px 0 rgba(0,0,0,.35)",
        }}
      >
        {look.mark}
      </span>
      <span style={{ fontWeight: 700 }}>×{count}</span>
    </span>
  );
}

const PIPS: Record<number, [number, number][]> = {
  0: [],
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [25, 25],
    [50, 50],
    [75, 75],
  ],
  // Faces beyond the printed die's, for a die changed in the Rules workspace (option dieFaces).
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [25, 25],
    [75, 25],
    [50, 50],
    [25, 75],
    [75, 75],
  ],
  6: [
    [28, 22],
    [72, 22],
    [28, 50],
    [72, 50],
    [28, 78],
    [72, 78],
  ],
};

/** The Reinforcement die (R1: three blank faces, then 1, 2, 3) showing a roll. */
export function DieFace({ roll, size = 40 }: { roll: number; size?: number }) {
  const t = useT(SWU_NS);
  const pips = PIPS[roll] ?? [];
  return (
    <span
      data-testid="die"
      data-roll={roll}
      role="img"
      aria-label={roll ? t("art.die", { roll }) : t("art.dieBlank")}
      style={{
        position: "relative",
        display: "inline-block",
        width: size,
        height: size,
        borderRadius: size * 0.18,
        background: "linear-gradient(145deg, #fffdf6, #e6dcc6)",
        border: "2px solid #3b2a1a",
        boxShadow: "0 3px 0 #3b2a1a",
        flex: "none",
      }}
    >
      {pips.map(([x, y]) => (
        <span
          key={`${x}-${y}`}
          style={{
            position: "absolute",
            left: `${x}%`,
            top: `${y}%`,
            width: size * 0.2,
            height: size * 0.2,
            marginLeft: -size * 0.1,
            marginTop: -size * 0.1,
            borderRadius: "50%",
            background: "#8a1c10",
          }}
        />
      ))}
    </span>
  );
}

/** A swatch of a terrain (CSS), with its glyph as a letter-free pattern. */
export function TerrainDot({ terrain, size = 16 }: { terrain: string; size?: number }) {
  const st = TERRAIN_STYLE[terrain as keyof typeof TERRAIN_STYLE];
  if (!st) return null;
  return (
    <span
      aria-hidden
      style={{
        display: "inline-block",
        width: size,
        height: size,
        borderRadius: 4,
        background: `radial-gradient(circle at 40% 35%, ${st.light} 0 18%, ${st.fill} 45%, ${st.dark})`,
        border: "1px solid #120d0a",
        flex: "none",
      }}
    />
  );
}

/** The legend of the board: every terrain, the map edge, the symbols and pieces. */
export function TerrainLegend({ compact = false }: { compact?: boolean }) {
  const t = useT(SWU_NS);
  const l = useLocale();
  const row: CSSProperties = { display: "flex", alignItems: "center", gap: 6, fontSize: 13 };
  const extra: [ReactNode, string][] = [
    [
      <span key="e" style={{ display: "inline-block", width: 16, height: 4, background: "#e2b44f" }} />,
      t("legend.edge"),
    ],
    [
      <span key="v" style={{ color: "#b8400f", fontWeight: 700 }}>
        ▵V
      </span>,
      t("legend.volcano"),
    ],
    [
      <span
        key="n"
        style={{
          display: "inline-grid",
          placeItems: "center",
          width: 16,
          height: 16,
          borderRadius: "50%",
          background: "#7a1010",
        }}
      >
        <span style={{ width: 10, height: 3, background: "#f4e9e9" }} />
      </span>,
      t("legend.chasm"),
    ],
    [
      <span
        key="q"
        style={{
          display: "inline-grid",
          placeItems: "center",
          width: 16,
          height: 16,
          background: "#3a2d52",
          color: "#e8cf7a",
          borderRadius: 3,
          fontSize: 11,
        }}
      >
        ?
      </span>,
      t("legend.hidden"),
    ],
  ];
  return (
    <section
      aria-label={t("legend.aria")}
      data-testid="legend"
      style={{ display: "grid", gridTemplateColumns: compact ? "1fr 1fr" : "1fr 1fr", gap: "3px 10px" }}
    >
      {TERRAIN_ORDER.map((id) => (
        <span key={id} style={row}>
          <TerrainDot terrain={id} />
          {terrainName(id, l)}
        </span>
      ))}
      {extra.map(([icon, text]) => (
        <span key={text} style={{ ...row, gridColumn: "1 / -1" }}>
          {icon}
          {text}
        </span>
      ))}
    </section>
  );
}
