/**
 * The event just resolved, drawn on the city as it happens (§5) so a player sees why a tile burnt:
 * a wind gust's arrows sweep across from the downwind side (§5.1: the tiles burning before the
 * gust each push +1 downwind, resolved downwind first), a firestorm's fireballs fall one after the
 * other in reading order onto their squares (§5.2, R12) — a burst where one raised a tile, a blue
 * ring where protection or a ruin stopped it (§4.4, R3), a deflection mark for Esme and Veda
 * (R40) — and destroyed tiles flash. When the animation is over the marks stay, faint, until the
 * next event.
 */
import type { LastEventView } from "@pudding/the-brigade";
import { useEffect, useMemo, useState } from "react";
import { Arrow, Circle, Group, Line, Rect, Text } from "react-konva";
import { TONES } from "../colours.js";
import { CELL, cellCentre, DIR_VECTORS, sweepOrder } from "../grid.js";
import { Burst, Fireball } from "../pieces/glyphs.js";

const SERIF = "Georgia, 'Times New Roman', serif";

/** Milliseconds per animation step (one spread, one fireball). */
export const STEP_MS = 320;

/** A stable key of an event, so the animation restarts only for a new one. */
export function eventKey(e: LastEventView | null): string {
  return e ? JSON.stringify(e) : "";
}

/** Animation progress in steps, from 0 up to `steps` (reduced motion jumps to the end). */
function useProgress(key: string, steps: number, animate: boolean): number {
  const [t, setT] = useState(animate ? 0 : steps);
  useEffect(() => {
    if (!animate || !key) {
      setT(steps);
      return;
    }
    const reduce =
      typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (reduce) {
      setT(steps);
      return;
    }
    let raf = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const v = Math.min(steps, (now - start) / STEP_MS);
      setT(v);
      if (v < steps) raf = requestAnimationFrame(tick);
    };
    setT(0);
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [key, steps, animate]);
  return t;
}

/** The wind's banner: a broad arrow across the city from the upwind side. */
function WindBanner({ direction, opacity }: { direction: string; opacity: number }) {
  const [dx, dy] = DIR_VECTORS[direction] ?? [0, 0];
  const c = 3 * CELL;
  const len = 2.4 * CELL;
  const n = Math.hypot(dx, dy) || 1;
  const ux = dx / n;
  const uy = dy / n;
  return (
    <Group opacity={opacity} listening={false}>
      {[-1.6, 0, 1.6].map((k) => (
        <Arrow
          key={k}
          points={[
            c - ux * len - uy * k * CELL,
            c - uy * len + ux * k * CELL,
            c + ux * len - uy * k * CELL,
            c + uy * len + ux * k * CELL,
          ]}
          stroke="#9fc3d8"
          fill="#9fc3d8"
          strokeWidth={10}
          pointerLength={26}
          pointerWidth={34}
          opacity={0.28}
          dash={[30, 14]}
          lineCap="round"
        />
      ))}
    </Group>
  );
}

/** Props of {@link EventOverlay}. */
export interface EventOverlayProps {
  event: LastEventView | null;
  /** Animate a new event (off in stories that want the final picture at once). */
  animate?: boolean;
}

/** The event just resolved, on the board. */
export function EventOverlay({ event, animate = true }: EventOverlayProps) {
  const key = eventKey(event);
  const card = event?.card;
  const spreads = useMemo(
    () => (card?.kind === "wind" && event ? sweepOrder(event.spreads, card.direction ?? "N") : []),
    [card, event],
  );
  const squares = event?.squares ?? [];
  const steps = Math.max(1, card?.kind === "wind" ? spreads.length : squares.length) + 1;
  const t = useProgress(key, steps, animate);
  if (!event || !card) return null;
  const done = t >= steps;
  const fade = done ? 0.85 : 1;
  const raised = new Set(event.raised);
  const deflected = new Set(event.deflected);
  return (
    <Group listening={false}>
      {card.kind === "wind" ? (
        <>
          <WindBanner direction={card.direction ?? "N"} opacity={done ? 0.5 : 1} />
          {spreads.map((p, i) => {
            if (t < i + 0.2) return null;
            const [x1, y1] = cellCentre(p.from);
            const [x2, y2] = cellCentre(p.to);
            const k = Math.min(1, t - i);
            const tx = x1 + (x2 - x1) * (0.25 + 0.55 * k);
            const ty = y1 + (y2 - y1) * (0.25 + 0.55 * k);
            return (
              <Arrow
                key={`${p.from}-${p.to}`}
                points={[x1 + (x2 - x1) * 0.2, y1 + (y2 - y1) * 0.2, tx, ty]}
                stroke={TONES.fire}
                fill={TONES.fireLight}
                strokeWidth={7}
                pointerLength={14}
                pointerWidth={18}
                opacity={fade}
                shadowColor="#000"
                shadowBlur={4}
                shadowOpacity={0.4}
              />
            );
          })}
        </>
      ) : null}
      {card.kind === "firestorm"
        ? squares.map((id, i) => {
            const [x, y] = cellCentre(id);
            const k = t - i;
            if (k < 0) return null;
            const landed = k >= 0.7;
            const hit = raised.has(id);
            if (!landed)
              return <Fireball key={id} x={x} y={y - CELL * 1.4 * (1 - k / 0.7)} size={22} opacity={0.95} />;
            return (
              <Group key={id} opacity={fade}>
                {hit ? (
                  <>
                    <Burst x={x} y={y - 12} size={done ? 30 : 30 + (1 - Math.min(1, k - 0.7)) * 24} />
                    <Fireball x={x} y={y - 12} size={14} />
                  </>
                ) : (
                  <Circle x={x} y={y} radius={26} stroke={TONES.shield} strokeWidth={5} dash={[8, 5]} />
                )}
                {deflected.has(id) ? (
                  <Text
                    x={x - 20}
                    y={y - 8}
                    width={40}
                    align="center"
                    text="↷"
                    fontSize={20}
                    fill={TONES.shield}
                    fontStyle="bold"
                  />
                ) : null}
              </Group>
            );
          })
        : null}
      {event.destroyed.map((id) => {
        const [x, y] = cellCentre(id);
        return t >= steps - 1 ? (
          <Group key={`d${id}`} opacity={done ? 0.8 : 1}>
            <Rect
              x={x - CELL / 2 + 2}
              y={y - CELL / 2 + 2}
              width={CELL - 4}
              height={CELL - 4}
              cornerRadius={8}
              stroke="#1c1916"
              strokeWidth={6}
            />
            <Line
              points={[x - 30, y - 30, x + 30, y + 30]}
              stroke="#1c1916"
              strokeWidth={5}
              lineCap="round"
              opacity={0.6}
            />
          </Group>
        ) : null;
      })}
      {!done ? (
        <Text
          x={0}
          y={-34}
          width={6 * CELL}
          align="center"
          text={card.name}
          fontSize={20}
          fontStyle="bold"
          fill={TONES.ember}
          fontFamily={SERIF}
        />
      ) : null}
    </Group>
  );
}
