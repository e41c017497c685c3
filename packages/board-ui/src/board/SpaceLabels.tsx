/** Space names at their label points, scaled to the board unit (games with their own labels turn these off). */
import { Group, Text } from "react-konva";
import { PAPER, SERIF } from "../theme.js";
import type { SpaceShape } from "../types.js";

/** Props of {@link SpaceLabels}. */
export interface SpaceLabelsProps {
  shapes: readonly SpaceShape[];
  unit: number;
  /** Font size in map units (default 1.3 units). */
  size?: number;
}

/** Every space's name, centred on its label point, wrapped to the space's width. */
export function SpaceLabels({ shapes, unit, size = unit * 1.3 }: SpaceLabelsProps) {
  const w = unit * 10;
  return (
    <Group listening={false}>
      {shapes.map((s) => (
        <Text
          key={s.space.id}
          text={s.space.name}
          x={s.label[0] - w / 2}
          y={s.label[1] - size / 2}
          width={w}
          align="center"
          fontFamily={SERIF}
          fontStyle="italic"
          fontSize={size}
          fill={PAPER.ink}
          wrap="word"
        />
      ))}
    </Group>
  );
}
