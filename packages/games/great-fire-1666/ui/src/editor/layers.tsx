/**
 * The Great Fire's layers on the editor's canvas: the rivers under the districts; over them the
 * wall, each district's bands, houses, park tree and setup icon, the fire arrows (on their street,
 * offset when there is a way back) and the crossings. Arrow and crossing groups are named
 * `record:arrows:<i>` / `record:crossings:<i>`, so the kit's select tool picks them.
 */

import { arrowPlacement, flatPoints, PAPER, sideOffset } from "@pudding/board-ui";
import type { LayerProps } from "@pudding/editor-kit";
import type { BoardMap, District } from "@pudding/great-fire";
import { useT } from "@pudding/i18n";
import type { Point } from "@pudding/map-schema";
import { polygonCentre } from "@pudding/map-schema";
import { useMemo } from "react";
import { Circle, Group, Line, Rect, Text } from "react-konva";
import { NS } from "../messages.js";
import { ArrowGlyph, CrossingGlyph, HouseIcon, placeIcons, TreeIcon } from "../table/index.js";
import { arrowsOf, crossingsOf } from "./commands.js";

const SELECT = "#1c6dd0";
const decorations = (doc: LayerProps["doc"]) =>
  (doc.meta.decorations as BoardMap["decorations"] | undefined) ?? { rivers: [], walls: [], labels: [] };

/** Under the districts: the Thames and the Fleet. */
export function RiversLayer({ doc, tracing }: LayerProps) {
  return (
    <>
      {decorations(doc).rivers.map((r, i) => (
        <Line
          // biome-ignore lint/suspicious/noArrayIndexKey: decorations have no ids
          key={`river-${i}`}
          points={flatPoints(r.path)}
          stroke={PAPER.water}
          strokeWidth={r.width}
          lineCap="round"
          lineJoin="round"
          tension={0.3}
          opacity={tracing ? 0.5 : 0.9}
        />
      ))}
    </>
  );
}

function DistrictMarks({ d, unit }: { d: District; unit: number }) {
  const t = useT(NS);
  const [lx, ly] = d.label;
  const houses = d.houses > 0 ? placeIcons(d.polygon, d.houses, unit * 1.3, [lx, ly + unit * 2]) : null;
  return (
    <Group listening={false}>
      {d.objective ? (
        <Group x={lx} y={ly - unit * 2.3}>
          <Rect
            x={-unit * 2.2}
            width={unit * 4.4}
            height={unit * 0.9}
            fill="#c8281e"
            cornerRadius={unit * 0.2}
          />
          <Text
            x={-unit * 2.2}
            width={unit * 4.4}
            y={unit * 0.08}
            align="center"
            text={`${"I".repeat(d.objective.deck)} · ${t("objective.vp", { vp: d.objective.vp })}`}
            fontSize={unit * 0.72}
            fill="#fff"
          />
        </Group>
      ) : null}
      {d.extraAction ? (
        <Rect
          x={lx - unit * 2.2}
          y={ly - unit * 1.25}
          width={unit * 4.4}
          height={unit * 0.45}
          fill="#e9c23a"
          cornerRadius={unit * 0.15}
        />
      ) : null}
      {d.kind === "park" ? <TreeIcon x={lx} y={ly + unit * 2} s={unit * 1.8} /> : null}
      {houses?.points.map(([x, y], k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: icons are positional
        <HouseIcon key={k} x={x} y={y} s={unit * 1.3 * houses.scale} colour="wood" />
      ))}
      {d.setupIcon ? (
        <Group x={lx + unit * 2.8} y={ly}>
          <Circle radius={unit * 0.7} fill="#1b1b1b" />
          <Text
            x={-unit * 0.7}
            y={-unit * 0.45}
            width={unit * 1.4}
            align="center"
            text={String(d.setupIcon)}
            fontSize={unit * 0.95}
            fill="#fff"
          />
        </Group>
      ) : null}
    </Group>
  );
}

/** Over the districts: the wall, bands, houses, trees, setup icons, arrows and crossings. */
export function BoardLayer({ doc, unit, selection }: LayerProps) {
  const districts = doc.spaces as unknown as District[];
  const arrows = arrowsOf(doc);
  const crossings = crossingsOf(doc);
  const centres = useMemo(() => {
    const m = new Map<string, Point>();
    for (const d of districts) if (d.polygon?.length >= 3) m.set(d.id, polygonCentre(d.polygon));
    return m;
  }, [districts]);
  const twoWay = useMemo(() => new Set(arrows.map((a) => `${a.from}>${a.to}`)), [arrows]);
  const selA = new Set(selection.records.arrows ?? []);
  const selC = new Set(selection.records.crossings ?? []);
  return (
    <>
      {decorations(doc).walls.map((w, i) => (
        <Line
          // biome-ignore lint/suspicious/noArrayIndexKey: decorations have no ids
          key={`wall-${i}`}
          points={flatPoints(w.path)}
          stroke="#6b5a48"
          strokeWidth={unit * 0.35}
          dash={[unit, unit * 0.4]}
          listening={false}
        />
      ))}
      {districts.map((d) =>
        d.polygon?.length >= 3 && d.label ? <DistrictMarks key={`marks-${d.id}`} d={d} unit={unit} /> : null,
      )}
      {arrows.map((a, i) => {
        const f = centres.get(a.from);
        const t = centres.get(a.to);
        if (!f || !t) return null;
        const pl = arrowPlacement(a.at, f, t);
        const at = twoWay.has(`${a.to}>${a.from}`) ? sideOffset(a.at, pl.rotation, unit * 0.45) : a.at;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: arrows are addressed by index in the document
          <Group key={`a-${i}`} name={`record:arrows:${i}`}>
            <Circle
              x={at[0]}
              y={at[1]}
              radius={unit * 0.85}
              fill={selA.has(i) ? SELECT : "transparent"}
              opacity={0.35}
            />
            <ArrowGlyph x={at[0]} y={at[1]} s={unit * 1.5} rotation={pl.rotation} direction={a.direction} />
            <Text
              x={at[0] - unit}
              y={at[1] + unit * 0.35}
              width={unit * 2}
              align="center"
              text={a.direction}
              fontSize={unit * 0.6}
              fill={PAPER.ink}
              listening={false}
            />
          </Group>
        );
      })}
      {crossings.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: crossings are addressed by index
        <Group key={`c-${i}`} name={`record:crossings:${i}`}>
          <Circle
            x={c.at[0]}
            y={c.at[1]}
            radius={unit}
            fill={selC.has(i) ? SELECT : "transparent"}
            opacity={0.35}
          />
          <CrossingGlyph x={c.at[0]} y={c.at[1]} s={unit * 1.6} />
        </Group>
      ))}
    </>
  );
}
