/** Embers around the districts whose free cones the chosen card can move (§4.1), over the generic glow. */
import { flatPoints } from "@pudding/board-ui";
import { Group, Line } from "react-konva";
import type { DistrictLayout } from "../layout.js";

/** A dashed ember outline per fire source. */
export function FireMarks({
  layouts,
  unit,
  sources,
}: {
  layouts: ReadonlyMap<string, DistrictLayout>;
  unit: number;
  sources: readonly string[];
}) {
  return (
    <Group listening={false}>
      {sources.map((id) => {
        const l = layouts.get(id);
        return l ? (
          <Line
            key={id}
            closed
            points={flatPoints(l.district.polygon)}
            stroke="#ff5a00"
            strokeWidth={unit * 0.5}
            dash={[unit, unit * 0.5]}
            fill="rgba(255,90,0,0.12)"
            lineJoin="round"
            shadowColor="#ff5a00"
            shadowBlur={unit * 0.8}
            shadowOpacity={0.8}
          />
        ) : null;
      })}
    </Group>
  );
}
