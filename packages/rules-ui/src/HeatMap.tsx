/**
 * The heat map over any board: each of the map's spaces (`map.spaces`, polygons or grid cells) is
 * washed by a value per space id — the share of games in which something happened there (0–1) or a
 * mean. Plain SVG scaled to its width (a phone gets the whole board), with a title per space for
 * the pointer and the top spaces in words for everyone.
 */
import type { Space } from "@pudding/engine";
import { type CSSProperties, useState } from "react";
import { CARD, INK, MUTED } from "./controls.js";
import { useRulesWords } from "./messages.js";

/** CSS colour for a heat 0–1 (alpha grows with it). */
export function heatColour(heat: number, rgb: readonly [number, number, number]): string {
  const a = Math.max(0, Math.min(1, heat));
  return `rgba(${rgb[0]}, ${rgb[1]}, ${rgb[2]}, ${(0.06 + 0.74 * a).toFixed(3)})`;
}

/** Colours of a difference map: more under A (red), more under B (blue). */
const MORE_A: readonly [number, number, number] = [200, 30, 10];
const MORE_B: readonly [number, number, number] = [30, 90, 200];

/** CSS colour for a difference −1…1 on a diverging scale (white at 0). */
export function diffColour(d: number): string {
  return heatColour(Math.abs(d), d >= 0 ? MORE_A : MORE_B);
}

/** The outline of a space: its polygon, or the square of its grid cell. */
function outline(s: Space, cell: number): [number, number][] | null {
  if (s.polygon && s.polygon.length >= 3) return s.polygon;
  if (s.cell) {
    const x = s.cell.col * cell;
    const y = s.cell.row * cell;
    return [
      [x, y],
      [x + cell, y],
      [x + cell, y + cell],
      [x, y + cell],
    ];
  }
  return null;
}

const centre = (pts: [number, number][]): [number, number] => [
  pts.reduce((a, p) => a + p[0], 0) / pts.length,
  pts.reduce((a, p) => a + p[1], 0) / pts.length,
];

/** Props of {@link SpaceHeatMap}. */
export interface SpaceHeatMapProps {
  spaces: readonly Space[];
  /** The drawing's size in map units (`map.frame`). */
  frame: { width: number; height: number };
  /** Value per space id; missing = 0. */
  values: Readonly<Record<string, number>>;
  title: string;
  /** One line on what the values mean. */
  note?: string;
  /** Wash colour. */
  rgb?: readonly [number, number, number];
  /** Widest drawing in CSS pixels (it shrinks to the card on a phone). */
  maxWidth?: number;
  /**
   * The top of the colour scale, shared by maps that are compared (issue 32 §5: two maps on their
   * own scales, 0–5.5 and 0–6.55, looked alike when they were not). Default: this map's own.
   */
  scaleMax?: number;
  /** Values are differences (A − B): a diverging scale around 0, ±`scaleMax`. */
  difference?: boolean;
  /** Values are shares of games (0–1), shown in %, even when all are small. */
  shares?: boolean;
}

/** The heat map of one run. */
export function SpaceHeatMap({
  spaces,
  frame,
  values,
  title,
  note,
  rgb = [200, 30, 10],
  maxWidth = 620,
  scaleMax,
  difference = false,
  shares: sharesGiven,
}: SpaceHeatMapProps) {
  const { t, n } = useRulesWords();
  const vals = spaces.map((s) => values[s.id] ?? 0);
  const max = Math.max(0, ...vals.map(Math.abs));
  const shares = sharesGiven ?? max <= 1; // 0–1 values are shares of games
  const scale = scaleMax ?? (shares && !difference ? 1 : max || 1);
  const sign = (v: number) => (difference && v > 0 ? "+" : "");
  const fmt = (v: number) =>
    shares
      ? difference
        ? t("heat.points", { value: `${sign(v)}${n(Math.round(v * 100))}` })
        : `${n(Math.round(v * 100))}%`
      : `${sign(v)}${n(Math.round(v * 100) / 100)}`;
  const wash = (v: number) => (difference ? diffColour(v / (scale || 1)) : heatColour(v / (scale || 1), rgb));
  const cols = Math.max(1, ...spaces.map((s) => (s.cell ? s.cell.col + 1 : 1)));
  const cell = frame.width / cols;
  const labelled = spaces.length <= 36;
  const top = spaces
    .map((s, i) => [s, vals[i] as number] as const)
    .filter(([, v]) => v !== 0)
    .sort((x, y) => Math.abs(y[1]) - Math.abs(x[1]))
    .slice(0, 3);
  const fontSize = Math.max(8, Math.min(frame.width, frame.height) / 28);
  return (
    <figure
      style={{ ...CARD, margin: 0, width: "100%", maxWidth: maxWidth + 26 }}
      aria-label={title}
      data-chart="Heat map"
    >
      <figcaption style={{ display: "flex", gap: 10, alignItems: "center", flexWrap: "wrap" }}>
        <strong>{title}</strong>
        <span
          style={{ fontSize: 12, display: "inline-flex", alignItems: "center", gap: 4 }}
          data-legend={difference ? `${fmt(-scale)}…${fmt(scale)}` : `0…${fmt(scale)}`}
        >
          {difference ? fmt(-scale) : "0"}
          <span
            style={{
              display: "inline-block",
              width: 80,
              height: 10,
              background: difference
                ? `linear-gradient(to right, ${diffColour(-1)}, ${diffColour(0)}, ${diffColour(1)})`
                : `linear-gradient(to right, ${heatColour(0, rgb)}, ${heatColour(1, rgb)})`,
            }}
          />
          {difference ? fmt(scale) : shares && scale === 1 ? t("heat.allGames") : fmt(scale)}
        </span>
      </figcaption>
      <div style={{ fontSize: 12, color: MUTED, margin: "4px 0" }}>
        {note ? `${note} ` : ""}
        {top.length
          ? t("heat.highest", { list: top.map(([s, v]) => `${s.name} ${fmt(v)}`).join(", ") })
          : t("heat.nothing")}
      </div>
      <svg
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        role="img"
        aria-label={`${title}: ${top.map(([s, v]) => `${s.name} ${fmt(v)}`).join(", ") || t("heat.none")}`}
        style={{ width: "100%", maxWidth, height: "auto", display: "block", background: "#f3ead2" }}
      >
        {spaces.map((s, i) => {
          const pts = outline(s, cell);
          if (!pts) return null;
          const v = vals[i] as number;
          const [cx, cy] = s.label ?? centre(pts);
          return (
            <g key={s.id} data-space={s.id}>
              <polygon
                points={pts.map((p) => p.join(",")).join(" ")}
                fill={wash(v)}
                stroke="#7a6a4c"
                strokeWidth={Math.max(0.5, frame.width / 900)}
              >
                <title>{`${s.name}: ${fmt(v)}`}</title>
              </polygon>
              {labelled ? (
                <text
                  x={cx}
                  y={cy}
                  fontSize={fontSize}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  fill="#2b2118"
                >
                  {s.name} · {fmt(v)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

const HEAT_GRID: CSSProperties = {
  display: "grid",
  gap: 12,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 480px), 1fr))",
};

/** Several heat layers to switch between, run A beside run B. */
export function HeatLayers({
  title,
  layers,
  spaces,
  frame,
  names,
}: {
  title: string;
  layers: readonly {
    id: string;
    label: string;
    note: string;
    rgb?: [number, number, number];
    a: Record<string, number>;
    b?: Record<string, number>;
  }[];
  spaces: readonly Space[];
  frame: { width: number; height: number };
  names: { a: string; b?: string };
}) {
  const [id, setId] = useState(layers[0]?.id ?? "");
  const layer = layers.find((l) => l.id === id) ?? layers[0];
  if (!layer) return null;
  return (
    <div style={HEAT_GRID} data-heat-layers={title}>
      <span
        role="toolbar"
        aria-label={title}
        style={{ display: "flex", gap: 6, flexWrap: "wrap", alignItems: "center", gridColumn: "1 / -1" }}
      >
        <strong>{title}</strong>
        {layers.map((l) => (
          <button
            key={l.id}
            type="button"
            aria-pressed={l.id === layer.id}
            onClick={() => setId(l.id)}
            style={{
              padding: "3px 8px",
              borderRadius: 12,
              border: "1px solid #b9a678",
              background: l.id === layer.id ? INK : "#fff",
              color: l.id === layer.id ? "#fff" : INK,
            }}
          >
            {l.label}
          </button>
        ))}
      </span>
      <ComparedHeatMaps
        spaces={spaces}
        frame={frame}
        label={layer.label}
        note={layer.note}
        a={layer.a}
        {...(layer.b ? { b: layer.b } : {})}
        names={names}
        {...(layer.rgb ? { rgb: layer.rgb } : {})}
      />
    </div>
  );
}

/**
 * One metric's heat maps for run A and run B on **one** colour scale, with the metric named and its
 * legend, and the difference A − B on a diverging scale (issue 32 §5).
 */
export function ComparedHeatMaps({
  spaces,
  frame,
  label,
  note,
  a,
  b,
  names,
  rgb,
}: {
  spaces: readonly Space[];
  frame: { width: number; height: number };
  /** What the values are (the metric's name). */
  label: string;
  note: string;
  a: Readonly<Record<string, number>>;
  b?: Readonly<Record<string, number>>;
  names: { a: string; b?: string };
  rgb?: readonly [number, number, number];
}) {
  const { t } = useRulesWords();
  const all = spaces.flatMap((s) => [a[s.id] ?? 0, b?.[s.id] ?? 0]);
  const max = Math.max(0, ...all);
  const shares = max <= 1;
  const scaleMax = shares ? 1 : max || 1;
  const diff = b ? Object.fromEntries(spaces.map((s) => [s.id, (a[s.id] ?? 0) - (b[s.id] ?? 0)])) : null;
  const diffMax = diff ? Math.max(0, ...Object.values(diff).map(Math.abs)) : 0;
  const common = { spaces, frame, shares, ...(rgb ? { rgb } : {}) };
  return (
    <>
      <SpaceHeatMap {...common} values={a} title={`${label} — ${names.a}`} note={note} scaleMax={scaleMax} />
      {b ? (
        <SpaceHeatMap
          {...common}
          values={b}
          title={`${label} — ${names.b ?? t("lab.b")}`}
          note={note}
          scaleMax={scaleMax}
        />
      ) : null}
      {diff ? (
        <SpaceHeatMap
          {...common}
          values={diff}
          difference
          scaleMax={diffMax || (shares ? 0.01 : 1)}
          title={t("heat.difference", { label, a: names.a, b: names.b ?? t("lab.b") })}
          note={t("heat.differenceNote", { a: names.a, b: names.b ?? t("lab.b") })}
        />
      ) : null}
    </>
  );
}
