/** The board's scenery: the Thames and the Fleet, the city wall, the frame and the compass rose. */
import { flatPoints, PAPER } from "@pudding/board-ui";
import type { BoardMap } from "@pudding/great-fire";
import { Group, Line, Rect, Text } from "react-konva";
import { CompassRose } from "../pieces/scenery.js";

/** The printed map around the districts: paper and frame, rivers (back); walls, water labels, compass (front). */
export function Scenery({ map, unit, front }: { map: BoardMap; unit: number; front: boolean }) {
  const deco = map.decorations;
  if (front) {
    return (
      <Group listening={false}>
        {deco.walls.map((w) => (
          <Group key={`wall-${w.name}`}>
            <Line
              points={flatPoints(w.path)}
              stroke="#6b5a48"
              strokeWidth={unit * 0.9}
              lineCap="round"
              lineJoin="round"
              opacity={0.9}
            />
            <Line
              points={flatPoints(w.path)}
              stroke="#b9a588"
              strokeWidth={unit * 0.5}
              dash={[unit * 0.5, unit * 0.5]}
              lineJoin="round"
            />
          </Group>
        ))}
        {deco.labels.map((l) => (
          <Text
            key={`lbl-${l.text}-${l.at[0]}`}
            text={l.text}
            x={l.at[0] - unit * 20}
            y={l.at[1] - (l.size ?? unit * 1.4) / 2}
            width={unit * 40}
            align="center"
            fontSize={l.size ?? unit * 1.4}
            fontStyle="italic"
            fontFamily="Georgia, serif"
            fill="#2b4b5a"
            letterSpacing={unit * 0.3}
          />
        ))}
        {deco.compass ? (
          <CompassRose x={deco.compass.at[0]} y={deco.compass.at[1]} s={deco.compass.size} />
        ) : null}
      </Group>
    );
  }
  return (
    <Group listening={false}>
      <Rect
        x={-unit * 4}
        y={-unit * 4}
        width={map.size.width + unit * 8}
        height={map.size.height + unit * 8}
        fill={PAPER.background}
        cornerRadius={unit}
      />
      <Rect
        x={-unit * 2}
        y={-unit * 2}
        width={map.size.width + unit * 4}
        height={map.size.height + unit * 4}
        stroke={PAPER.ink}
        strokeWidth={unit * 0.25}
      />
      {deco.rivers.map((r) => (
        <Group key={`river-${r.name}`}>
          <Line
            points={flatPoints(r.path)}
            stroke={PAPER.waterEdge}
            strokeWidth={r.width + unit * 0.6}
            lineCap="round"
            lineJoin="round"
            tension={0.3}
          />
          <Line
            points={flatPoints(r.path)}
            stroke={PAPER.water}
            strokeWidth={r.width}
            lineCap="round"
            lineJoin="round"
            tension={0.3}
          />
          <Line
            points={flatPoints(r.path)}
            stroke="#c3dbe1"
            strokeWidth={unit * 0.12}
            dash={[unit * 2, unit * 3]}
            tension={0.3}
          />
        </Group>
      ))}
    </Group>
  );
}
