/**
 * The guided turn drawn on the board, for any game: selectable spaces glow, the chosen path is
 * numbered and joined by a trail, barred spaces are greyed with a ✕, marked spaces (own pieces,
 * objectives) are ringed in their colour, recent moves are trails with an arrowhead, and the space
 * under the pointer or keyboard focus is outlined. `part="under"` draws outlines and washes (below
 * the game's pieces), `part="over"` badges and trails (above them).
 */
import type { Line as KonvaLine } from "konva/lib/shapes/Line";
import { type ReactNode, useEffect, useRef } from "react";
import { Group, Line } from "react-konva";
import { arrowPlacement, flatPoints } from "../geometry.js";
import { HIGHLIGHT } from "../theme.js";
import type { Point, SpaceHighlights, SpaceShape } from "../types.js";
import { Badge } from "./Badge.js";

/** Props of {@link HighlightLayer}. */
export interface HighlightLayerProps {
  shapes: ReadonlyMap<string, SpaceShape>;
  unit: number;
  highlights: SpaceHighlights;
  part: "under" | "over";
  /** The space under the pointer or keyboard focus. */
  focused?: string | null;
}

/** A curved trail from a to b with an arrowhead at b. */
function Trail({
  a,
  b,
  unit,
  colour,
  animate = false,
}: {
  a: Point;
  b: Point;
  unit: number;
  colour: string;
  /** Flow along the path once when it appears (others' moves), unless the viewer prefers less motion. */
  animate?: boolean;
}) {
  const mx = (a[0] + b[0]) / 2 - (b[1] - a[1]) * 0.2;
  const my = (a[1] + b[1]) / 2 + (b[0] - a[0]) * 0.2;
  const rot = arrowPlacement(b, [mx, my], b).rotation;
  const line = useRef<KonvaLine>(null);
  useEffect(() => {
    const node = line.current;
    if (!animate || !node || globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    // The dashes run from the start to the end of the move for 1.5 s.
    let raf = 0;
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / 1500);
      node.dashOffset(-t * unit * 12);
      node.getLayer()?.batchDraw();
      if (t < 1) raf = requestAnimationFrame(step);
    };
    raf = requestAnimationFrame(step);
    return () => cancelAnimationFrame(raf);
  }, [animate, unit]);
  return (
    <Group listening={false}>
      <Line
        ref={line}
        name={animate ? "recent-trail" : undefined}
        points={[a[0], a[1], mx, my, b[0], b[1]]}
        tension={0.5}
        stroke={colour}
        strokeWidth={unit * 0.35}
        dash={[unit * 0.8, unit * 0.4]}
        lineCap="round"
        opacity={0.9}
      />
      <Group x={b[0]} y={b[1]} rotation={rot}>
        <Line closed points={[0, 0, -unit * 1.2, -unit * 0.6, -unit * 1.2, unit * 0.6]} fill={colour} />
      </Group>
    </Group>
  );
}

/** Highlight outlines (under) or badges and trails (over). */
export function HighlightLayer({ shapes, unit, highlights: h, part, focused }: HighlightLayerProps) {
  const nodes: ReactNode[] = [];
  const outline = (
    id: string,
    key: string,
    stroke: string,
    width: number,
    dash?: number[],
    fill?: string,
  ) => {
    const s = shapes.get(id);
    if (!s) return;
    nodes.push(
      <Line
        key={key}
        closed
        points={flatPoints(s.outline)}
        stroke={stroke}
        strokeWidth={width}
        dash={dash}
        fill={fill}
        lineJoin="round"
        listening={false}
        shadowColor={stroke}
        shadowBlur={unit * 0.8}
        shadowOpacity={0.8}
      />,
    );
  };
  const corner = (id: string): Point | null => {
    const s = shapes.get(id);
    return s ? [s.centre[0] + unit * 2.6, s.centre[1] - unit * 1.6] : null;
  };
  if (part === "under") {
    // A space may be marked more than once (say, by two seats' objectives, in their colours).
    for (const [i, m] of (h.marked ?? []).entries())
      outline(m.id, `m-${i}-${m.id}`, m.colour, unit * 0.3, [unit * 0.7, unit * 0.4]);
    for (const s of h.selectable ?? [])
      outline(s.id, `s-${s.id}`, HIGHLIGHT.selectable, unit * 0.45, undefined, "rgba(242,183,5,0.14)");
    for (const id of h.chosen ?? [])
      outline(id, `c-${id}`, HIGHLIGHT.chosen, unit * 0.5, undefined, "rgba(31,111,178,0.14)");
    for (const b of h.barred ?? [])
      outline(
        b.id,
        `b-${b.id}`,
        HIGHLIGHT.barred,
        unit * 0.3,
        [unit * 0.3, unit * 0.3],
        "rgba(60,60,60,0.35)",
      );
    if (focused) outline(focused, `f-${focused}`, HIGHLIGHT.focus, unit * 0.25, [unit * 0.5, unit * 0.25]);
    return <Group listening={false}>{nodes}</Group>;
  }
  // The same move twice gets keys of its own (a count, not the list position).
  const seen = new Map<string, number>();
  for (const r of h.recent ?? []) {
    const base = `${r.from ?? ""}>${r.to}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const k = `r-${base}-${n}`;
    const b = shapes.get(r.to);
    const a = r.from ? shapes.get(r.from) : undefined;
    const colour = r.colour ?? HIGHLIGHT.recent;
    if (a && b) nodes.push(<Trail key={k} a={a.centre} b={b.centre} unit={unit} colour={colour} animate />);
    else if (b) outline(r.to, k, colour, unit * 0.35, [unit * 0.2, unit * 0.3]);
  }
  const chosen = h.chosen ?? [];
  for (let i = 1; i < chosen.length; i++) {
    const a = shapes.get(chosen[i - 1] as string);
    const b = shapes.get(chosen[i] as string);
    if (a && b && a !== b)
      nodes.push(<Trail key={`ct-${i}`} a={a.centre} b={b.centre} unit={unit} colour={HIGHLIGHT.chosen} />);
  }
  for (let i = 0; i < chosen.length; i++) {
    const id = chosen[i] as string;
    const p = corner(id);
    if (p)
      nodes.push(
        <Badge
          key={`cn-${i}`}
          x={p[0]}
          y={p[1]}
          s={unit * 1.6}
          text={String(i + 1)}
          fill={HIGHLIGHT.chosen}
          color="#fff"
        />,
      );
  }
  for (const s of h.selectable ?? []) {
    const p = corner(s.id);
    if (p && s.badge)
      nodes.push(
        <Badge
          key={`sb-${s.id}`}
          x={p[0]}
          y={p[1]}
          s={unit * 1.6}
          text={s.badge}
          fill="#14894a"
          color="#fff"
        />,
      );
  }
  for (const b of h.barred ?? []) {
    const p = corner(b.id);
    if (p)
      nodes.push(
        <Badge key={`bx-${b.id}`} x={p[0]} y={p[1]} s={unit * 1.6} text="✕" fill="#444" color="#fff" />,
      );
  }
  return <Group listening={false}>{nodes}</Group>;
}
