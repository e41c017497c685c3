"use client";
/**
 * The editing canvas (react-konva): background scan, the board drawn from the document with the
 * shared board-ui glyphs, and an overlay for the selection, vertex handles and tool previews. It
 * only renders and forwards pointer input (in map units, with what was hit); panning (space-drag,
 * middle button) and wheel zoom are handled here because they change the view, not the document.
 */
import {
  ArrowGlyph,
  arrowPlacement,
  CrossingGlyph,
  districtFill,
  flatPoints,
  HouseIcon,
  mapUnit,
  PAPER,
  placeIcons,
  sideOffset,
  TreeIcon,
  type ViewTransform,
} from "@pudding/board-ui";
import type { Point } from "@pudding/map-schema";
import type Konva from "konva";
import { type RefObject, useEffect, useMemo, useState } from "react";
import { Circle, Group, Image as KImage, Layer, Line, Rect, Stage, Text } from "react-konva";
import type { EditorMap } from "../doc/commands";
import { polygonCentre } from "../geom/basic";
import type { ImagePlacement } from "../geom/calibrate";

export interface Selection {
  districts: string[];
  arrows: number[];
  crossings: number[];
  vertex: { id: string; index: number } | null;
}
export const EMPTY_SELECTION: Selection = { districts: [], arrows: [], crossings: [], vertex: null };

export interface BackgroundLayer {
  src: string;
  name: string;
  placement: ImagePlacement;
  opacity: number;
  visible: boolean;
  locked: boolean;
}

/** Tool previews drawn over the map. */
export interface Overlay {
  polyline?: Point[];
  closeHint?: boolean;
  line?: [Point, Point];
  marquee?: [Point, Point];
  snap?: { p: Point; kind: "vertex" | "edge" } | null;
  from?: string | null;
  marks?: { p: Point; label: string }[];
}

/** Per-district highlight (play-test classes, problem culprits). */
export type Highlights = Record<string, { colour: string; label?: string; dash?: boolean }>;

export interface PointerInfo {
  p: Point;
  /** `district:<id>`, `arrow:<i>`, `crossing:<i>`, `vertex:<id>:<i>`, `label:<id>`, `edge:<id>:<i>` or null. */
  target: string | null;
  button: number;
  shift: boolean;
  alt: boolean;
}

export interface CanvasProps {
  doc: EditorMap;
  width: number;
  height: number;
  view: ViewTransform;
  setView: (v: ViewTransform) => void;
  fitScale: number;
  selection: Selection;
  overlay: Overlay;
  highlights: Highlights;
  background: BackgroundLayer | null;
  spaceDown: boolean;
  stageRef: RefObject<Konva.Stage | null>;
  onPointer: (type: "down" | "move" | "up" | "dbl", info: PointerInfo) => void;
}

const TARGET = /^(district|arrow|crossing|vertex|label|edge):/;
function targetOf(node: Konva.Node | null): string | null {
  for (let n: Konva.Node | null = node; n; n = n.getParent()) {
    const name = n.name();
    if (name && TARGET.test(name)) return name;
  }
  return null;
}

export function Canvas(props: CanvasProps) {
  const { doc, view, setView, selection, overlay, highlights, background } = props;
  const unit = mapUnit(doc.size, Math.max(8, doc.districts.length));
  const px = 1 / view.scale; // one screen pixel in map units
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

  const centres = useMemo(() => {
    const m = new Map<string, Point>();
    for (const d of doc.districts) if (d.polygon.length >= 3) m.set(d.id, polygonCentre(d.polygon));
    return m;
  }, [doc.districts]);
  const selD = useMemo(() => new Set(selection.districts), [selection.districts]);
  const selA = useMemo(() => new Set(selection.arrows), [selection.arrows]);
  const selC = useMemo(() => new Set(selection.crossings), [selection.crossings]);
  const twoWay = useMemo(() => new Set(doc.arrows.map((a) => `${a.from}>${a.to}`)), [doc.arrows]);

  const toMap = (stage: Konva.Stage): Point => {
    const pos = stage.getPointerPosition() ?? { x: 0, y: 0 };
    return [(pos.x - view.x) / view.scale, (pos.y - view.y) / view.scale];
  };
  const info = (e: Konva.KonvaEventObject<MouseEvent>): PointerInfo => ({
    p: toMap(e.target.getStage() as Konva.Stage),
    target: targetOf(e.target),
    button: e.evt.button,
    shift: e.evt.shiftKey,
    alt: e.evt.altKey,
  });

  const down = (e: Konva.KonvaEventObject<MouseEvent>) => {
    if (e.evt.button === 1 || (props.spaceDown && e.evt.button === 0)) {
      e.evt.preventDefault();
      setPan({ x: e.evt.clientX, y: e.evt.clientY, vx: view.x, vy: view.y });
      return;
    }
    if (e.evt.button !== 0) return;
    props.onPointer("down", info(e));
  };
  const move = (e: Konva.KonvaEventObject<MouseEvent>) => {
    if (pan) {
      setView({ ...view, x: pan.vx + e.evt.clientX - pan.x, y: pan.vy + e.evt.clientY - pan.y });
      return;
    }
    props.onPointer("move", info(e));
  };
  const up = (e: Konva.KonvaEventObject<MouseEvent>) => {
    if (pan) {
      setPan(null);
      return;
    }
    props.onPointer("up", info(e));
  };
  const wheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    e.evt.preventDefault();
    const stage = e.target.getStage();
    const pos = stage?.getPointerPosition();
    if (!pos) return;
    const factor = Math.exp(-e.evt.deltaY * 0.0015);
    const scale = Math.min(props.fitScale * 12, Math.max(props.fitScale * 0.3, view.scale * factor));
    const mx = (pos.x - view.x) / view.scale;
    const my = (pos.y - view.y) / view.scale;
    setView({ scale, x: pos.x - mx * scale, y: pos.y - my * scale });
  };

  const single =
    selection.districts.length === 1 ? doc.districts.find((d) => d.id === selection.districts[0]) : undefined;

  return (
    <Stage
      ref={props.stageRef}
      width={props.width}
      height={props.height}
      onMouseDown={down}
      onMouseMove={move}
      onMouseUp={up}
      onDblClick={(e) => props.onPointer("dbl", info(e))}
      onWheel={wheel}
      onContextMenu={(e) => e.evt.preventDefault()}
    >
      <Layer x={view.x} y={view.y} scaleX={view.scale} scaleY={view.scale} listening={false}>
        <Rect
          width={doc.size.width}
          height={doc.size.height}
          fill={PAPER.background}
          stroke={PAPER.ink}
          strokeWidth={px}
        />
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
        {doc.decorations.rivers.map((r, i) => (
          <Line
            // biome-ignore lint/suspicious/noArrayIndexKey: decorations have no ids
            key={`river-${i}`}
            points={flatPoints(r.path)}
            stroke={PAPER.water}
            strokeWidth={r.width}
            lineCap="round"
            lineJoin="round"
            tension={0.3}
            opacity={background?.visible ? 0.5 : 0.9}
            listening={false}
          />
        ))}
        {doc.districts.map((d) =>
          d.polygon.length >= 3 ? (
            <Line
              key={`d-${d.id}`}
              name={`district:${d.id}`}
              points={flatPoints(d.polygon)}
              closed
              fill={districtFill(d.kind, d.region)}
              opacity={background?.visible ? 0.55 : 1}
              stroke={selD.has(d.id) ? "#1c6dd0" : PAPER.ink}
              strokeWidth={selD.has(d.id) ? 3 * px : Math.max(px, unit * 0.08)}
              lineJoin="round"
            />
          ) : null,
        )}
        {doc.decorations.walls.map((w, i) => (
          <Line
            // biome-ignore lint/suspicious/noArrayIndexKey: decorations have no ids
            key={`wall-${i}`}
            points={flatPoints(w.path)}
            stroke="#6b5a48"
            strokeWidth={unit * 0.35}
            dash={[unit, unit * 0.4]}
            listening={false}
          />
        ))}
        {doc.districts.map((d) => {
          if (d.polygon.length < 3) return null;
          const [lx, ly] = d.label;
          const houses =
            d.houses > 0 ? placeIcons(d.polygon, d.houses, unit * 1.3, [lx, ly + unit * 2]) : null;
          return (
            <Group key={`deco-${d.id}`} listening={false}>
              {d.objective ? (
                <Group x={lx} y={ly - unit * 2.3}>
                  <Rect
                    x={-unit * 2.2}
                    width={unit * 4.4}
                    height={unit * 0.9}
                    fill="#c8281e"
                    cornerRadius={unit * 0.2}
                  />
                  <Text
                    x={-unit * 2.2}
                    width={unit * 4.4}
                    y={unit * 0.08}
                    align="center"
                    text={`${"I".repeat(d.objective.deck)} · ${d.objective.vp} VP`}
                    fontSize={unit * 0.72}
                    fill="#fff"
                  />
                </Group>
              ) : null}
              {d.extraAction ? (
                <Rect
                  x={lx - unit * 2.2}
                  y={ly - unit * 1.25}
                  width={unit * 4.4}
                  height={unit * 0.45}
                  fill="#e9c23a"
                  cornerRadius={unit * 0.15}
                />
              ) : null}
              {d.kind === "park" ? <TreeIcon x={lx} y={ly + unit * 2} s={unit * 1.8} /> : null}
              {houses?.points.map(([x, y], k) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: icons are positional
                <HouseIcon key={k} x={x} y={y} s={unit * 1.3 * houses.scale} colour="wood" />
              ))}
              {d.setupIcon ? (
                <Group x={lx + unit * 2.8} y={ly}>
                  <Circle radius={unit * 0.7} fill="#1b1b1b" />
                  <Text
                    x={-unit * 0.7}
                    y={-unit * 0.45}
                    width={unit * 1.4}
                    align="center"
                    text={String(d.setupIcon)}
                    fontSize={unit * 0.95}
                    fill="#fff"
                  />
                </Group>
              ) : null}
            </Group>
          );
        })}
        {doc.districts.map((d) =>
          d.polygon.length >= 3 ? (
            <Text
              key={`label-${d.id}`}
              name={`label:${d.id}`}
              x={d.label[0] - unit * 6}
              y={d.label[1] - unit * 0.55}
              width={unit * 12}
              align="center"
              text={d.name}
              fontFamily="Georgia, serif"
              fontSize={unit * 1.05}
              fill={selD.has(d.id) ? "#1c6dd0" : PAPER.ink}
              fontStyle={selD.has(d.id) ? "bold" : "normal"}
              listening={single?.id === d.id}
            />
          ) : null,
        )}
        {doc.arrows.map((a, i) => {
          const f = centres.get(a.from);
          const t = centres.get(a.to);
          if (!f || !t) return null;
          const pl = arrowPlacement(a.at, f, t);
          const at = twoWay.has(`${a.to}>${a.from}`) ? sideOffset(a.at, pl.rotation, unit * 0.45) : a.at;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: arrows are addressed by index in the document
            <Group key={`a-${i}`} name={`arrow:${i}`}>
              <Circle
                x={at[0]}
                y={at[1]}
                radius={unit * 0.85}
                fill={selA.has(i) ? "#1c6dd0" : "transparent"}
                opacity={0.35}
              />
              <ArrowGlyph x={at[0]} y={at[1]} s={unit * 1.5} rotation={pl.rotation} direction={a.direction} />
              <Text
                x={at[0] - unit}
                y={at[1] + unit * 0.35}
                width={unit * 2}
                align="center"
                text={a.direction}
                fontSize={unit * 0.6}
                fill={PAPER.ink}
                listening={false}
              />
            </Group>
          );
        })}
        {doc.crossings.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: crossings are addressed by index
          <Group key={`c-${i}`} name={`crossing:${i}`}>
            <Circle
              x={c.at[0]}
              y={c.at[1]}
              radius={unit}
              fill={selC.has(i) ? "#1c6dd0" : "transparent"}
              opacity={0.35}
            />
            <CrossingGlyph x={c.at[0]} y={c.at[1]} s={unit * 1.6} />
          </Group>
        ))}
      </Layer>
      <Layer x={view.x} y={view.y} scaleX={view.scale} scaleY={view.scale}>
        {Object.entries(highlights).map(([id, h]) => {
          const d = doc.districts.find((x) => x.id === id);
          if (!d || d.polygon.length < 3) return null;
          const c = centres.get(id) as Point;
          return (
            <Group key={`h-${id}`} listening={false}>
              <Line
                points={flatPoints(d.polygon)}
                closed
                stroke={h.colour}
                strokeWidth={4 * px}
                dash={h.dash ? [8 * px, 5 * px] : undefined}
                fill={h.colour}
                opacity={0.85}
                fillEnabled={false}
              />
              <Line points={flatPoints(d.polygon)} closed fill={h.colour} opacity={0.18} />
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
        {single ? (
          <Group>
            {single.polygon.map((p, i) => {
              const q = single.polygon[(i + 1) % single.polygon.length] as Point;
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
                  fill={active ? "#1c6dd0" : "#fff"}
                  stroke="#1c6dd0"
                  strokeWidth={1.5 * px}
                  hitStrokeWidth={8 * px}
                />
              );
            })}
          </Group>
        ) : null}
        {overlay.polyline?.length ? (
          <Group listening={false}>
            <Line
              points={flatPoints(overlay.polyline)}
              stroke="#1c6dd0"
              strokeWidth={2 * px}
              dash={[6 * px, 4 * px]}
            />
            {overlay.polyline
              .map((p, i) => ({ p, i, key: `pt-${i}` }))
              .map(({ p, i, key }) => (
                <Circle
                  key={key}
                  x={p[0]}
                  y={p[1]}
                  radius={(i === 0 && overlay.closeHint ? 7 : 4) * px}
                  fill={i === 0 ? "#1c6dd0" : "#fff"}
                  stroke="#1c6dd0"
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
            stroke="#1c6dd0"
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
