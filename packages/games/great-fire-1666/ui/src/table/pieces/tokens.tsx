/**
 * Extra-action tokens on the board (§2.3, §5.3). Each glyph is drawn centred on (x, y) with size `s` and never takes clicks.
 */
import { useT } from "@pudding/i18n";
import { Circle, Group, RegularPolygon, Text } from "react-konva";
import { NS } from "../../messages.js";

/**
 * An extra-action token (§2.3): face down (a brown disc with a question mark), a face-up Explosive,
 * or, turned up at the end, a Double Move (2×) or One VP (1VP).
 */
export function TokenIcon({
  x,
  y,
  s,
  kind,
}: {
  x: number;
  y: number;
  s: number;
  kind: "faceDown" | "explosive" | "doubleMove" | "oneVp";
}) {
  const t = useT(NS);
  if (kind === "doubleMove" || kind === "oneVp") {
    // Turned face up at the end: a light disc with what it was.
    return (
      <Group x={x} y={y} listening={false}>
        <Circle radius={s / 2} fill="#f1d9a6" stroke="#7a5230" strokeWidth={s * 0.08} />
        <Text
          text={kind === "doubleMove" ? "2×" : t("token.oneVpFace")}
          fontSize={s * (kind === "doubleMove" ? 0.5 : 0.36)}
          fontStyle="bold"
          fill="#3b2410"
          width={s}
          x={-s / 2}
          y={-s * (kind === "doubleMove" ? 0.25 : 0.18)}
          align="center"
        />
      </Group>
    );
  }
  if (kind === "faceDown") {
    return (
      <Group x={x} y={y} listening={false}>
        <Circle
          radius={s / 2}
          fill="#7a5230"
          stroke="#f1d9a6"
          strokeWidth={s * 0.08}
          shadowBlur={s * 0.1}
          shadowOpacity={0.4}
        />
        <Text
          text="?"
          fontSize={s * 0.6}
          fontStyle="bold"
          fill="#f1d9a6"
          width={s}
          x={-s / 2}
          y={-s * 0.3}
          align="center"
        />
      </Group>
    );
  }
  return (
    <Group x={x} y={y} listening={false}>
      <Circle radius={s / 2} fill="#2a2a2a" stroke="#f0b429" strokeWidth={s * 0.08} />
      <RegularPolygon sides={8} radius={s * 0.32} fill="#f0b429" />
      <Circle radius={s * 0.14} fill="#c8281e" />
    </Group>
  );
}
