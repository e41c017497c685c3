/**
 * The board heat map: how often each district burnt, was demolished or was contained over the
 * simulated games, drawn as a wash over @pudding/board-ui's BoardStage (its `districtTint` prop).
 */
import { BoardStage } from "@pudding/board-ui";
import type { Board, BoardMap } from "@pudding/great-fire";
import type { LabSummary } from "@pudding/lab";
import { useMemo, useState } from "react";
import { CARD } from "./controls.js";

/** What the heat map shows. */
export type HeatMetric = "burnt" | "demolished" | "contained";
const METRICS: { id: HeatMetric; label: string; rgb: [number, number, number] }[] = [
  { id: "burnt", label: "Burns (§4.3)", rgb: [200, 30, 10] },
  { id: "demolished", label: "Demolished (§5.5)", rgb: [70, 70, 70] },
  { id: "contained", label: "Contained", rgb: [20, 80, 170] },
];

/** CSS colour for a share 0–1 of games (alpha grows with the share). */
export function heatColour(share: number, rgb: readonly [number, number, number]): string {
  const a = Math.max(0, Math.min(1, share));
  return `rgba(${rgb[0]}, ${rgb[1]}, ${rgb[2]}, ${(0.08 + 0.72 * a).toFixed(3)})`;
}

/** District id → tint for one metric. */
export function heatTints(
  summary: LabSummary,
  ids: readonly string[],
  metric: HeatMetric,
): Record<string, string> {
  const m = METRICS.find((x) => x.id === metric) ?? (METRICS[0] as (typeof METRICS)[number]);
  const shares = summary.districts[metric];
  const out: Record<string, string> = {};
  ids.forEach((id, d) => {
    const s = shares[d] ?? 0;
    if (s > 0) out[id] = heatColour(s, m.rgb);
  });
  return out;
}

/** The heat map with its metric switch and legend. */
export function HeatMap({
  map,
  board,
  summary,
  title,
  width = 600,
  height = 440,
}: {
  map: BoardMap;
  board: Pick<Board, "ids">;
  summary: LabSummary;
  title?: string;
  width?: number;
  height?: number;
}) {
  const [metric, setMetric] = useState<HeatMetric>("burnt");
  const tint = useMemo(() => heatTints(summary, board.ids, metric), [summary, board.ids, metric]);
  const m = METRICS.find((x) => x.id === metric) ?? (METRICS[0] as (typeof METRICS)[number]);
  const top = board.ids
    .map((id, d) => [id, summary.districts[metric][d] ?? 0] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .filter(([, s]) => s > 0);
  return (
    <figure style={{ ...CARD, margin: 0, width }} aria-label="Heat map" data-chart="Heat map">
      <figcaption style={{ display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }}>
        <strong>{title ?? "Heat map"}</strong>
        <span role="toolbar" aria-label="Heat map shows" style={{ display: "inline-flex", gap: 6 }}>
          {METRICS.map((x) => (
            <button
              key={x.id}
              type="button"
              aria-pressed={metric === x.id}
              onClick={() => setMetric(x.id)}
              style={{
                padding: "3px 8px",
                borderRadius: 12,
                border: "1px solid #b9a678",
                background: metric === x.id ? "#2b2118" : "#fff",
                color: metric === x.id ? "#fff" : "#2b2118",
              }}
            >
              {x.label}
            </button>
          ))}
        </span>
        <span style={{ fontSize: 12, display: "inline-flex", alignItems: "center", gap: 4 }}>
          0%
          <span
            style={{
              display: "inline-block",
              width: 90,
              height: 10,
              background: `linear-gradient(to right, ${heatColour(0, m.rgb)}, ${heatColour(1, m.rgb)})`,
            }}
          />
          100% of games
        </span>
      </figcaption>
      <div style={{ fontSize: 12, color: "#6b5a40", margin: "4px 0" }}>
        {top.length
          ? `Most often: ${top.map(([id, s]) => `${map.districts.find((d) => d.id === id)?.name ?? id} ${Math.round(s * 100)}%`).join(", ")}.`
          : "No district yet."}
      </div>
      <BoardStage map={map} districtTint={tint} width={width} height={height} />
    </figure>
  );
}
