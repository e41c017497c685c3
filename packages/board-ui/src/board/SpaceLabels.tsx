/**
 * Space names at their label points (games with their own labels turn these off). Legible at any
 * zoom (issue 20, defect 4): a name is never drawn smaller than `LEGIBLE_PX` on screen, and a name
 * that would then not fit its space is left out until the player zooms in (or points at the space,
 * whose tooltip names it anyway).
 */
import { Group, Text } from "react-konva";
import { polygonBox } from "../geometry.js";
import { PAPER, SERIF } from "../theme.js";
import type { SpaceShape } from "../types.js";

/** The smallest type drawn on a board, in screen pixels. */
export const LEGIBLE_PX = 11;

/**
 * A font size in map units that is `base` when the zoom draws it at `minPx` screen pixels or more,
 * and larger otherwise (`scale`: screen pixels per map unit; 0 = not laid out yet → `base`).
 */
export function legibleSize(base: number, scale: number, minPx = LEGIBLE_PX): number {
  return scale > 0 ? Math.max(base, minPx / scale) : base;
}

/** About how wide a line of `text` is at `size` (italic serif: half an em a character on average). */
export const textWidth = (text: string, size: number) => text.length * size * 0.52;

/** Props of {@link SpaceLabels}. */
export interface SpaceLabelsProps {
  shapes: readonly SpaceShape[];
  unit: number;
  /** Font size in map units at full zoom (default 1.3 units). */
  size?: number;
  /** Screen pixels per map unit (0 or absent: sizes as given). */
  scale?: number;
  /** A space whose name shows even when it does not fit (pointer or keyboard focus). */
  focused?: string | null;
}

/** Every space's name that fits, centred on its label point, wrapped to the space's width. */
export function SpaceLabels({
  shapes,
  unit,
  size = unit * 1.3,
  scale = 0,
  focused = null,
}: SpaceLabelsProps) {
  const fontSize = legibleSize(size, scale);
  const w = Math.max(unit * 10, fontSize * 8);
  return (
    <Group listening={false}>
      {shapes.map((s) => {
        const box = polygonBox(s.outline);
        const room = box.maxX - box.minX;
        // The longest word must fit the space's width; two lines at most.
        const longest = Math.max(...s.space.name.split(/\s+/).map((x) => textWidth(x, fontSize)));
        const fits =
          longest <= room * 1.15 && textWidth(s.space.name, fontSize) <= 2 * Math.max(room, w) * 1.15;
        if (!fits && s.space.id !== focused) return null;
        return (
          <Text
            key={s.space.id}
            text={s.space.name}
            x={s.label[0] - w / 2}
            y={s.label[1] - fontSize / 2}
            width={w}
            align="center"
            fontFamily={SERIF}
            fontStyle="italic"
            fontSize={fontSize}
            fill={PAPER.ink}
            wrap="word"
          />
        );
      })}
    </Group>
  );
}
