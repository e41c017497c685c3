/** A tiny Konva stage on parchment for showing one glyph in a story. */

import { PAPER } from "@pudding/board-ui";
import type { ReactNode } from "react";
import { Layer, Rect, Stage } from "react-konva";

/** Renders `children` on a parchment stage of the given size. */
export function Swatch({
  width = 320,
  height = 140,
  children,
}: {
  width?: number;
  height?: number;
  children: ReactNode;
}) {
  return (
    <Stage width={width} height={height}>
      <Layer>
        <Rect width={width} height={height} fill={PAPER.background} stroke={PAPER.ink} strokeWidth={1} />
        {children}
      </Layer>
    </Stage>
  );
}
