/**
 * Small World Underground on the editor's canvas: over the terrain fills, each region's terrain art,
 * the gold map-edge stretches, the printed symbols (Monster, Black Mountain, Volcano or no-entry on
 * chasms), the River's order as numbered stations joined by its flow, the borders as thin lines
 * between regions for review, and the turn track.
 */
import { flatPoints } from "@pudding/board-ui";
import type { LayerProps } from "@pudding/editor-kit";
import type { Point } from "@pudding/engine";
import { Circle, Group, Line, Text } from "react-konva";
import { frameRuns, inside, outlineDistance, scatter } from "../table/geometry.js";
import { MonsterToken, MountainMarker, NoEntry, TerrainGlyph, VolcanoSymbol } from "../table/pieces/index.js";

type Region = {
  id: string;
  type?: string;
  edge?: boolean;
  monster?: boolean;
  blackMountain?: boolean;
  volcano?: boolean;
  polygon?: Point[];
  label?: Point;
};

function anchorOf(r: Region): Point | null {
  const poly = r.polygon ?? [];
  if (poly.length < 3) return null;
  if (r.label && inside(poly, r.label)) return r.label;
  const n = poly.length;
  return [poly.reduce((s, p) => s + p[0], 0) / n, poly.reduce((s, p) => s + p[1], 0) / n];
}

/** Over the regions: art, edge, symbols, River order, borders, track. */
export function SwuEditorLayer({ doc, unit, tracing }: LayerProps) {
  const regions = doc.spaces as unknown as Region[];
  const anchors = new Map<string, Point>();
  for (const r of regions) {
    const a = anchorOf(r);
    if (a) anchors.set(r.id, a);
  }
  const river = ((doc.records.river ?? []) as { region: string }[]).map((x) => x.region);
  const borders = (doc.records.borders ?? []) as { a: string; b: string }[];
  const track = (doc.meta.track as { spaces?: Point[] } | undefined)?.spaces ?? [];
  return (
    <Group listening={false} opacity={tracing ? 0.55 : 1}>
      {regions.map((r) => {
        const poly = r.polygon ?? [];
        const a = anchors.get(r.id);
        if (!a || poly.length < 3) return null;
        const room = outlineDistance(poly, a);
        const art = scatter(poly, {
          count: 3,
          clear: unit * 1.1,
          gap: unit * 3,
          avoid: [a],
          keep: Math.min(room, unit * 3),
          seed: r.id,
        });
        return (
          <Group key={r.id}>
            {art.map((p, i) => (
              <TerrainGlyph
                key={`${p[0]},${p[1]}`}
                terrain={r.type ?? "mine"}
                x={p[0]}
                y={p[1]}
                s={unit * 2}
                variant={i}
                opacity={0.55}
              />
            ))}
            {r.edge
              ? frameRuns(poly, doc.size).map((run) => (
                  <Line
                    key={`e${run[0]?.join(",")}`}
                    points={flatPoints(run)}
                    stroke="#e2b44f"
                    strokeWidth={unit * 0.5}
                    lineCap="round"
                  />
                ))
              : null}
            {r.type === "chasm" ? (
              r.volcano ? (
                <VolcanoSymbol x={a[0]} y={a[1]} s={unit * 2.4} />
              ) : (
                <NoEntry x={a[0]} y={a[1]} s={unit * 1.8} />
              )
            ) : null}
            {r.monster ? (
              <MonsterToken x={a[0] - unit * 1.2} y={a[1] + unit * 1.6} r={unit} count={2} />
            ) : null}
            {r.blackMountain ? (
              <MountainMarker x={a[0] + unit * 1.2} y={a[1] + unit * 1.6} s={unit * 2} />
            ) : null}
          </Group>
        );
      })}
      {borders.map((b) => {
        const p = anchors.get(b.a);
        const q = anchors.get(b.b);
        return p && q ? (
          <Line
            key={`${b.a}|${b.b}`}
            points={[p[0], p[1], q[0], q[1]]}
            stroke="#fff4c2"
            strokeWidth={unit * 0.12}
            dash={[unit * 0.5, unit * 0.35]}
            opacity={0.55}
          />
        ) : null;
      })}
      {river.length > 1 ? (
        <Line
          points={flatPoints(river.map((id) => anchors.get(id)).filter((p): p is Point => Boolean(p)))}
          stroke="#b9e0ff"
          strokeWidth={unit * 0.4}
          tension={0.4}
          opacity={0.8}
        />
      ) : null}
      {river.map((id, i) => {
        const p = anchors.get(id);
        return p ? (
          <Group key={`r-${id}`} x={p[0]} y={p[1] - unit * 1.6}>
            <Circle radius={unit * 0.8} fill="#173f6b" stroke="#b9e0ff" strokeWidth={unit * 0.12} />
            <Text
              x={-unit}
              y={-unit * 0.5}
              width={unit * 2}
              align="center"
              text={String(i + 1)}
              fontSize={unit}
              fill="#fff"
              fontStyle="bold"
            />
          </Group>
        ) : null;
      })}
      {track.map(([x, y], i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: track spaces are positional
        <Group key={`t-${i}`} x={x} y={y}>
          <Circle
            radius={unit * 1.1}
            fill="#2a2019"
            stroke="#c9a25a"
            strokeWidth={unit * 0.14}
            opacity={0.9}
          />
          <Text
            x={-unit}
            y={-unit * 0.5}
            width={unit * 2}
            align="center"
            text={String(i + 1)}
            fontSize={unit * 0.9}
            fill="#f1d99a"
          />
        </Group>
      ))}
    </Group>
  );
}
