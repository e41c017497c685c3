/**
 * The legend of the board's symbols (issue 20, help where it is needed): each piece and mark as the
 * board draws it, in a small SVG, with what it means and the rulebook's §. Folded by default.
 */
import { useT } from "@pudding/i18n";
import type { ReactNode } from "react";
import { NS } from "../../messages.js";
import { ARROW_COLOURS, HOUSE_FILLS, PAPER } from "../colours.js";

const ink = PAPER.ink;

/** A 28 × 28 icon box. */
const Icon = ({ children, label }: { children: ReactNode; label: string }) => (
  <svg width="28" height="28" viewBox="-14 -14 28 28" role="img" aria-label={label} style={{ flex: "none" }}>
    {children}
  </svg>
);

const house = (fill: string) => (
  <polygon points="-8,10 -8,-1 0,-10 8,-1 8,10" fill={fill} stroke={ink} strokeWidth="1.4" />
);
const cone = (fill: string, stroke: string) => (
  <polygon points="-7,9 0,-10 7,9" fill={fill} stroke={stroke} strokeWidth="1.4" />
);
const arrow = (fill: string) => (
  <polygon points="-11,-2 2,-2 2,-6 11,0 2,6 2,2 -11,2" fill={fill} stroke={ink} strokeWidth="1" />
);

/** What the legend lists: a symbol and the catalogue keys of its name and meaning. */
const ITEMS: { key: string; icon: (label: string) => ReactNode }[] = [
  { key: "house", icon: (label) => <Icon label={label}>{house(HOUSE_FILLS.red)}</Icon> },
  { key: "cone", icon: (label) => <Icon label={label}>{cone("#e8331f", "#ffd9a8")}</Icon> },
  { key: "controlled", icon: (label) => <Icon label={label}>{cone("#8e1c12", "#3a0a06")}</Icon> },
  { key: "team", icon: (label) => <Icon label={label}>{cone("#1b1b1b", "#d8d8d8")}</Icon> },
  {
    key: "pawn",
    icon: (label) => (
      <Icon label={label}>
        <polygon points="-7,10 -3,0 3,0 7,10" fill={HOUSE_FILLS.blue} stroke={ink} strokeWidth="1.4" />
        <circle cy="-4" r="4" fill={HOUSE_FILLS.blue} stroke={ink} strokeWidth="1.4" />
      </Icon>
    ),
  },
  {
    key: "token",
    icon: (label) => (
      <Icon label={label}>
        <circle r="9" fill="#7a5230" stroke="#f1d9a6" strokeWidth="1.6" />
        <text y="4.5" textAnchor="middle" fontSize="12" fontWeight="bold" fill="#f1d9a6">
          ?
        </text>
      </Icon>
    ),
  },
  {
    key: "explosive",
    icon: (label) => (
      <Icon label={label}>
        <circle r="10" fill="#2a2a2a" stroke="#f0b429" strokeWidth="1.6" />
        <circle r="4" fill="#c8281e" />
      </Icon>
    ),
  },
];

const DIRECTIONS = ["N", "E", "S", "W"] as const;
const ROTATION = { N: -90, E: 0, S: 90, W: 180 } as const;

/** The folded legend. */
export function Legend() {
  const t = useT(NS);
  const rows: { key: string; icon: ReactNode; name: string; means: string }[] = [
    ...ITEMS.map((it) => ({
      key: it.key,
      icon: it.icon(t(`legend.${it.key}.icon`)),
      name: t(`legend.${it.key}.name`),
      means: t(`legend.${it.key}.means`),
    })),
    ...DIRECTIONS.map((d) => {
      const dir = t(`card.${d}`);
      return {
        key: `arrow-${d}`,
        icon: (
          <Icon label={t("legend.arrow.icon", { d })}>
            <g transform={`rotate(${ROTATION[d]})`}>{arrow(ARROW_COLOURS[d])}</g>
          </Icon>
        ),
        name: t("legend.arrow.name", { dir }),
        means: t("legend.arrow.means", { dir, d }),
      };
    }),
  ];
  return (
    <details data-testid="legend" style={{ fontSize: 14 }}>
      <summary style={{ cursor: "pointer" }}>{t("legend.summary")}</summary>
      <ul style={{ listStyle: "none", margin: "6px 0 0", padding: 0, display: "grid", gap: 4 }}>
        {rows.map((it) => (
          <li key={it.key} style={{ display: "flex", gap: 8, alignItems: "center" }}>
            {it.icon}
            <span>
              <strong>{it.name}</strong> — {it.means}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
