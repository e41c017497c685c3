/** A centred line of text in a box of side `s` (symbols, marks, counts): the pieces' shared label. */
import { Text } from "react-konva";

/** Props of {@link Glyph}. */
export interface GlyphProps {
  x: number;
  y: number;
  s: number;
  text: string;
  fill: string;
  /** Font size as a share of `s` (default .6). */
  size?: number;
  bold?: boolean;
  serif?: boolean;
}

/** Text centred on (x, y). */
export function Glyph({ x, y, s, text, fill, size = 0.6, bold = true, serif = true }: GlyphProps) {
  return (
    <Text
      x={x - s / 2}
      y={y - s / 2}
      width={s}
      height={s}
      align="center"
      verticalAlign="middle"
      text={text}
      fontSize={s * size}
      fontStyle={bold ? "bold" : "normal"}
      fontFamily={serif ? "Georgia, 'DejaVu Serif', serif" : "'DejaVu Sans', sans-serif"}
      fill={fill}
      wrap="none"
      listening={false}
    />
  );
}
