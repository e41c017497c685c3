"use client";
/**
 * The editing canvas (react-konva): the background scan, the spaces (outlines or grid cells) with
 * the plug-in's layers under and over them, names, and an overlay for highlights, the selection's
 * vertex handles and the tool's preview. It only renders the controller's state and forwards
 * pointer input in map units with what was hit; panning (Space-drag, middle button) and wheel zoom
 * change the view, not the document, and are handled here.
 */
import { flatPoints, interiorPoint, PAPER } from "@pudding/board-ui";
import type { Point } from "@pudding/map-schema";
import type Konva from "konva";
import { type RefObject, useEffect, useMemo, useState } from "react";
import { Circle, Group, Image as KImage, Layer, Line, Rect, Stage, Text } from "react-konva";
import type { EditorController } from "../controller.js";
import { cellOutline } from "../doc/grid.js";
import type { SpaceRecord } from "../model/doc.js";
import type { PointerInput } from "../tools/types.js";
import { useController } from "./use-controller.js";

/** Props of {@link EditorCanvas}. */
export interface EditorCanvasProps {
  ctl: EditorController;
  width: number;
  height: number;
  stageRef?: RefObject<Konva.Stage | null>;
}

const SELECT = "#1c6dd0";
const TARGET = /^(space|vertex|edge|label|record|cell):/;

function targetOf(node: Konva.Node | null): string | null {
  for (let n: Konva.Node | null = node; n; n = n.getParent()) {
    const name = n.name();
    if (name && TARGET.test(name)) return name;
  }
  return null;
}

/** The base drawing unit of a map: a twelfth of the side of the average space. */
export function unitOf(size: { width: number; height: number }, spaces: number): number {
  return Math.sqrt((size.width * size.height) / Math.max(8, spaces)) / 12;
}

/** The canvas. */
export function EditorCanvas({ ctl, width, height, stageRef }: EditorCanvasProps) {
  useController(ctl);
  const { doc, view, selection, background, plugin } = ctl;
  const render = plugin.render ?? {};
  const px = 1 / view.scale;
  const unit = unitOf(doc.size, doc.spaces.length);
  const [pan, setPan] = useState<{ x: number; y: number; vx: number; vy: number } | null>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);

  useEffect(() => {
    if (!background?.src) {
      setImage(null);
      return;
    }
    const img = new window.Image();
    img.onload = () => setImage(img);
    img.src = background.src;
  }, [background?.src]);

  const selected = useMemo(() => new Set(selection.spaces), [selection.spaces]);
  const tracing = !!(background?.visible && image);
  const grid = doc.grid;

  const input = (type: PointerInput["type"], e: Konva.KonvaEventObject<MouseEvent>): PointerInput => {
    const pos = e.target.getStage()?.getPointerPosition() ?? { x: 0, y: 0 };
    return {
      type,
      p: [(pos.x - view.x) / view.scale, (pos.y - view.y) / view.scale],
      target: targetOf(e.target),
      button: e.evt.button,
      shift: e.evt.shiftKey,
      alt: e.evt.altKey,
    };
  };
  const down = (e: Konva.KonvaEventObject<MouseEvent>) => {
    if (e.evt.button === 1 || (ctl.panning && e.evt.button === 0)) {
      e.evt.preventDefault();
      setPan({ x: e.evt.clientX, y: e.evt.clientY, vx: view.x, vy: view.y });
      return;
    }
    if (e.evt.button === 0 || (e.evt.button === 2 && grid)) ctl.pointer(input("down", e));
  };
  const move = (e: Konva.KonvaEventObject<MouseEvent>) => {
    if (pan) {
      ctl.setView({ ...view, x: pan.vx + e.evt.clientX - pan.x, y: pan.vy + e.evt.clientY - pan.y });
      return;
    }
    ctl.pointer(input("move", e));
  };
  const up = (e: Konva.KonvaEventObject<MouseEvent>) => {
    if (pan) {
      setPan(null);
      return;
    }
    ctl.pointer(input("up", e));
  };
  const wheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const pos = e.target.getStage()?.getPointerPosition();
    if (pos) ctl.zoomBy(Math.exp(-e.evt.deltaY * 0.0015), pos);
  };

  const single =
    selection.spaces.length === 1 ? doc.spaces.find((d) => d.id === selection.spaces[0]) : undefined;
  const overlay = ctl.overlay();
  const highlights = ctl.highlights();
  const fill = (s: SpaceRecord) => render.spaceFill?.(s) ?? PAPER.background;
  const layerProps = { doc, unit, px, selection, tracing };
  const outline = (s: SpaceRecord): Point[] | null =>
    s.polygon && s.polygon.length >= 3 ? s.polygon : s.cell && grid ? cellOutline(s.cell, grid.cell) : null;
  const { Below, Above } = render;

  return (
    <Stage
      ref={stageRef}
      width={width}
      height={height}
      onMouseDown={down}
      onMouseMove={move}
      onMouseUp={up}
      onDblClick={(e) => ctl.pointer(input("dbl", e))}
      onWheel={wheel}
      onContextMenu={(e) => e.evt.preventDefault()}
    >
      <Layer x={view.x} y={view.y} scaleX={view.scale} scaleY={view.scale} listening={false}>
        <Rect width={doc.size.width} height={doc.size.height} fill={PAPER.background} />
        {background && image && background.visible ? (
          <KImage
            image={image}
            x={background.placement.x}
            y={background.placement.y}
            scaleX={background.placement.scale}
            scaleY={background.placement.scale}
            rotation={background.placement.rotation}
            opacity={background.opacity}
          />
        ) : null}
      </Layer>
      <Layer x={view.x} y={view.y} scaleX={view.scale} scaleY={view.scale}>
        {/* Decorations stay inside the frame (the Thames's round ends used to spill over it). */}
        <Group clipX={0} clipY={0} clipWidth={doc.size.width} clipHeight={doc.size.height} listening={false}>
          {Below ? <Below {...layerProps} /> : null}
        </Group>
        {doc.spaces.map((s) => {
          const o = outline(s);
          if (!o) return null;
          const on = selected.has(s.id);
          return (
            <Line
              key={`s-${s.id}`}
              name={`space:${s.id}`}
              points={flatPoints(o)}
              closed
              fill={fill(s)}
              opacity={tracing ? 0.55 : 1}
              stroke={on ? SELECT : PAPER.ink}
              strokeWidth={on ? 3 * px : grid ? Math.max(px, unit * 0.04) : Math.max(px, unit * 0.08)}
              lineJoin="round"
            />
          );
        })}
        {Above ? <Above {...layerProps} /> : null}
        {doc.spaces.map((s) => {
          if (grid && s.cell) {
            const badge = render.spaceBadge?.(s);
            const x = s.cell.col * grid.cell;
            const y = s.cell.row * grid.cell;
            return (
              <Group key={`n-${s.id}`} listening={false}>
                <Text
                  x={x + grid.cell * 0.06}
                  y={y + grid.cell * 0.06}
                  text={s.name}
                  fontSize={grid.cell * 0.14}
                  fill={s.reserved ? "#f4ead2" : PAPER.ink}
                />
                {badge ? (
                  <Text
                    x={x}
                    width={grid.cell}
                    y={y + grid.cell * 0.42}
                    align="center"
                    text={badge}
                    fontSize={grid.cell * 0.15}
                    fill={PAPER.ink}
                    fontStyle="bold"
                  />
                ) : null}
                {s.reserved ? (
                  <Line
                    points={[
                      x + grid.cell * 0.2,
                      y + grid.cell * 0.8,
                      x + grid.cell * 0.8,
                      y + grid.cell * 0.2,
                    ]}
                    stroke="#f4ead2"
                    strokeWidth={grid.cell * 0.04}
                  />
                ) : null}
              </Group>
            );
          }
          if (!s.polygon || s.polygon.length < 3) return null;
          const at = s.label ?? interiorPoint(s.polygon);
          const on = selected.has(s.id);
          return (
            <Text
              key={`label-${s.id}`}
              name={`label:${s.id}`}
              x={at[0] - unit * 6}
              y={at[1] - unit * 0.55}
              width={unit * 12}
              align="center"
              text={s.name}
              fontFamily="Georgia, serif"
              fontSize={unit * 1.05}
              fill={on ? SELECT : PAPER.ink}
              fontStyle={on ? "bold" : "normal"}
              listening={single?.id === s.id}
            />
          );
        })}
        <Rect
          width={doc.size.width}
          height={doc.size.height}
          stroke={PAPER.ink}
          strokeWidth={px}
          listening={false}
        />
      </Layer>
      <Layer x={view.x} y={view.y} scaleX={view.scale} scaleY={view.scale}>
        {Object.entries(highlights).map(([id, h]) => {
          const s = doc.spaces.find((x) => x.id === id);
          const o = s ? outline(s) : null;
          if (!s || !o) return null;
          const c = s.label ?? interiorPoint(o);
          return (
            <Group key={`h-${id}`} listening={false}>
              <Line
                points={flatPoints(o)}
                closed
                stroke={h.colour}
                strokeWidth={4 * px}
                dash={h.dash ? [8 * px, 5 * px] : undefined}
                fillEnabled={false}
                opacity={0.85}
              />
              <Line points={flatPoints(o)} closed fill={h.colour} opacity={0.18} />
              {h.label ? (
                <Group x={c[0]} y={c[1] - unit * 3.2}>
                  <Circle radius={unit * 0.9} fill={h.colour} stroke="#fff" strokeWidth={2 * px} />
                  <Text
                    x={-unit}
                    y={-unit * 0.55}
                    width={unit * 2}
                    align="center"
                    text={h.label}
                    fontSize={unit * 1.1}
                    fill="#fff"
                    fontStyle="bold"
                  />
                </Group>
              ) : null}
            </Group>
          );
        })}
        {single?.polygon ? (
          <Group>
            {single.polygon.map((p, i) => {
              const q = single.polygon?.[(i + 1) % (single.polygon?.length ?? 1)] as Point;
              return (
                <Line
                  // biome-ignore lint/suspicious/noArrayIndexKey: edges are positional
                  key={`e-${i}`}
                  name={`edge:${single.id}:${i}`}
                  points={[p[0], p[1], q[0], q[1]]}
                  stroke="transparent"
                  strokeWidth={2 * px}
                  hitStrokeWidth={10 * px}
                />
              );
            })}
            {single.polygon.map((p, i) => {
              const active = selection.vertex?.id === single.id && selection.vertex.index === i;
              return (
                <Rect
                  // biome-ignore lint/suspicious/noArrayIndexKey: vertices are positional
                  key={`v-${i}`}
                  name={`vertex:${single.id}:${i}`}
                  x={p[0] - 5 * px}
                  y={p[1] - 5 * px}
                  width={10 * px}
                  height={10 * px}
                  fill={active ? SELECT : "#fff"}
                  stroke={SELECT}
                  strokeWidth={1.5 * px}
                  hitStrokeWidth={8 * px}
                />
              );
            })}
          </Group>
        ) : null}
        {overlay.cells?.map((c) =>
          grid ? (
            <Rect
              key={`hover-${c.col}-${c.row}`}
              x={c.col * grid.cell}
              y={c.row * grid.cell}
              width={grid.cell}
              height={grid.cell}
              stroke={SELECT}
              strokeWidth={3 * px}
              listening={false}
            />
          ) : null,
        )}
        {overlay.polyline?.length ? (
          <Group listening={false}>
            <Line
              points={flatPoints(overlay.polyline)}
              stroke={SELECT}
              strokeWidth={2 * px}
              dash={[6 * px, 4 * px]}
            />
            {overlay.polyline.map((p, i) => (
              <Circle
                // biome-ignore lint/suspicious/noArrayIndexKey: points are positional
                key={`pt-${i}`}
                x={p[0]}
                y={p[1]}
                radius={(i === 0 && overlay.closeHint ? 7 : 4) * px}
                fill={i === 0 ? SELECT : "#fff"}
                stroke={SELECT}
                strokeWidth={1.5 * px}
              />
            ))}
          </Group>
        ) : null}
        {overlay.line ? (
          <Line
            points={flatPoints(overlay.line)}
            stroke="#d0361c"
            strokeWidth={2 * px}
            dash={[8 * px, 4 * px]}
            listening={false}
          />
        ) : null}
        {overlay.marquee ? (
          <Rect
            x={Math.min(overlay.marquee[0][0], overlay.marquee[1][0])}
            y={Math.min(overlay.marquee[0][1], overlay.marquee[1][1])}
            width={Math.abs(overlay.marquee[1][0] - overlay.marquee[0][0])}
            height={Math.abs(overlay.marquee[1][1] - overlay.marquee[0][1])}
            stroke={SELECT}
            strokeWidth={px}
            dash={[4 * px, 3 * px]}
            fill="rgba(28,109,208,0.08)"
            listening={false}
          />
        ) : null}
        {overlay.snap ? (
          <Circle
            x={overlay.snap.p[0]}
            y={overlay.snap.p[1]}
            radius={(overlay.snap.kind === "vertex" ? 7 : 5) * px}
            stroke={overlay.snap.kind === "vertex" ? "#d0361c" : "#e08a00"}
            strokeWidth={2 * px}
            listening={false}
          />
        ) : null}
        {overlay.marks?.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: calibration marks
          <Group key={i} x={m.p[0]} y={m.p[1]} listening={false}>
            <Line points={[-8 * px, 0, 8 * px, 0]} stroke="#d0361c" strokeWidth={2 * px} />
            <Line points={[0, -8 * px, 0, 8 * px]} stroke="#d0361c" strokeWidth={2 * px} />
            <Text x={6 * px} y={-16 * px} text={m.label} fontSize={12 * px} fill="#d0361c" />
          </Group>
        ))}
      </Layer>
    </Stage>
  );
}
