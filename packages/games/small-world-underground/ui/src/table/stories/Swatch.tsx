/** A small Konva stage for showing pieces in stories. */
import type { ReactNode } from "react";
import { Layer, Rect, Stage } from "react-konva";

/** A dark cavern stage of `width` × `height` with children drawn on it. */
export function Swatch({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  return (
    <Stage width={width} height={height}>
      <Layer>
        <Rect width={width} height={height} fill="#2a211c" cornerRadius={8} />
        {children}
      </Layer>
    </Stage>
  );
}
