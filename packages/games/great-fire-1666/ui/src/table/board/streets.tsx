/** The streets between districts and the fire arrows and crossings printed on them (§1.1). */
import { arrowPlacement, flatPoints, PAPER, sideOffset } from "@pudding/board-ui";
import type { BoardMap } from "@pudding/great-fire";
import { Group, Line } from "react-konva";
import type { DistrictLayout } from "../layout.js";
import { ArrowGlyph, CrossingGlyph } from "../pieces/arrows.js";

/**
 * The streets between districts: every outline stroked wide in ink, then narrower in street colour,
 * so blocks read as city blocks separated by lanes with inked kerbs (drawn over the district fills).
 */
export function Streets({ map, unit }: { map: BoardMap; unit: number }) {
  return (
    <Group listening={false}>
      {map.districts.map((d) => (
        <Line
          key={`k-${d.id}`}
          closed
          points={flatPoints(d.polygon)}
          stroke={PAPER.ink}
          strokeWidth={unit * 0.95}
          lineJoin="round"
        />
      ))}
      {map.districts.map((d) => (
        <Line
          key={`s-${d.id}`}
          closed
          points={flatPoints(d.polygon)}
          stroke={STREET}
          strokeWidth={unit * 0.65}
          lineJoin="round"
        />
      ))}
    </Group>
  );
}

const STREET = "#ead9b0";

/** Every fire arrow at its street, pointing from→to in its direction colour, and the diagonal crossings (§1.1). */
export function ArrowsLayer({
  map,
  layouts,
  unit,
  marks = false,
}: {
  map: BoardMap;
  layouts: ReadonlyMap<string, DistrictLayout>;
  unit: number;
  /** Colour-blind help: each arrow's direction letter. */
  marks?: boolean;
}) {
  const s = unit * 2.1;
  return (
    <Group listening={false}>
      {map.arrows.map((a) => {
        const from = layouts.get(a.from);
        const to = layouts.get(a.to);
        if (!from || !to) return null;
        const place = arrowPlacement(a.at, from.centre, to.centre);
        const twoWay = map.arrows.some(
          (b) =>
            b.from === a.to &&
            b.to === a.from &&
            Math.hypot(b.at[0] - a.at[0], b.at[1] - a.at[1]) < unit * 1.5,
        );
        const [x, y] = twoWay ? sideOffset(a.at, place.rotation, unit * 0.55) : a.at;
        return (
          <ArrowGlyph
            key={`${a.from}>${a.to}:${a.direction}`}
            x={x}
            y={y}
            s={s}
            rotation={place.rotation}
            direction={a.direction}
            mark={marks}
          />
        );
      })}
      {map.crossings.map((c) => (
        <CrossingGlyph key={`x${c.at[0]},${c.at[1]}`} x={c.at[0]} y={c.at[1]} s={unit * 2.4} />
      ))}
    </Group>
  );
}
