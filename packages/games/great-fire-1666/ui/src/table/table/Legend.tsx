/**
 * The legend of the board's symbols (issue 20, help where it is needed): each piece and mark as the
 * board draws it, in a small SVG, with what it means and the rulebook's §. Folded by default.
 */
import type { ReactNode } from "react";
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

/** What the legend lists: a symbol, a name and what it means. */
const ITEMS: { key: string; icon: ReactNode; name: string; means: string }[] = [
  {
    key: "house",
    icon: <Icon label="house">{house(HOUSE_FILLS.red)}</Icon>,
    name: "House",
    means:
      "One of six colours (red, blue, green, yellow, purple, natural wood); each player secretly owns one colour (§2.4), and every house of it lost costs 2 VP (§7.1). With colour-blind help each carries its letter.",
  },
  {
    key: "cone",
    icon: <Icon label="free fire cone">{cone("#e8331f", "#ffd9a8")}</Icon>,
    name: "Fire cone",
    means: "A free (burning) cone: the fire spreads from districts that hold one (§4).",
  },
  {
    key: "controlled",
    icon: <Icon label="controlled fire cone">{cone("#8e1c12", "#3a0a06")}</Icon>,
    name: "Controlled cone",
    means:
      "A cone with an emergency team on it; a district whose cones are all controlled is contained and can be tamed (§5.3).",
  },
  {
    key: "team",
    icon: <Icon label="emergency team">{cone("#1b1b1b", "#d8d8d8")}</Icon>,
    name: "Emergency team",
    means: "A black cone any player may move (§5); entering a burning district it stops and controls a cone.",
  },
  {
    key: "pawn",
    icon: (
      <Icon label="owner pawn">
        <polygon points="-7,10 -3,0 3,0 7,10" fill={HOUSE_FILLS.blue} stroke={ink} strokeWidth="1.4" />
        <circle cy="-4" r="4" fill={HOUSE_FILLS.blue} stroke={ink} strokeWidth="1.4" />
      </Icon>
    ),
    name: "Owner pawn",
    means:
      "A player's piece; its colour only tells players apart, with no link to the secret house colour. Yours stands in a gold ring (§5).",
  },
  {
    key: "token",
    icon: (
      <Icon label="face-down token">
        <circle r="9" fill="#7a5230" stroke="#f1d9a6" strokeWidth="1.6" />
        <text y="4.5" textAnchor="middle" fontSize="12" fontWeight="bold" fill="#f1d9a6">
          ?
        </text>
      </Icon>
    ),
    name: "Extra-action token",
    means:
      "One face down on each yellow-band district (§2.3): Explosive, Double Move or One VP; those left are turned up at the end.",
  },
  {
    key: "explosive",
    icon: (
      <Icon label="explosive">
        <circle r="10" fill="#2a2a2a" stroke="#f0b429" strokeWidth="1.6" />
        <circle r="4" fill="#c8281e" />
      </Icon>
    ),
    name: "Explosive",
    means: "A demolished district, blown up with an Explosive: fire never enters or crosses it (§5.5).",
  },
  ...(["N", "E", "S", "W"] as const).map((d) => ({
    key: `arrow-${d}`,
    icon: (
      <Icon label={`${d} fire arrow`}>
        <g transform={`rotate(${{ N: -90, E: 0, S: 90, W: 180 }[d]})`}>{arrow(ARROW_COLOURS[d])}</g>
      </Icon>
    ),
    name: `${{ N: "North", E: "East", S: "South", W: "West" }[d]} arrow`,
    means: `Fire may step across this border with a ${{ N: "North", E: "East", S: "South", W: "West" }[d]} card (§4.1); the letter ${d} shows with colour-blind help.`,
  })),
];

/** The folded legend. */
export function Legend() {
  return (
    <details data-testid="legend" style={{ fontSize: 14 }}>
      <summary style={{ cursor: "pointer" }}>Legend of the board</summary>
      <ul style={{ listStyle: "none", margin: "6px 0 0", padding: 0, display: "grid", gap: 4 }}>
        {ITEMS.map((it) => (
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
