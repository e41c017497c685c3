/**
 * `<BoardStage>`: the whole board drawn with react-konva — districts by region, names and bands,
 * houses, cones, teams, pawns, tokens, fire arrows and crossings, the Thames, the Fleet, the wall and
 * a compass rose — with pan (drag), zoom (wheel, pinch, buttons) and highlights for the guided turn.
 */
import type { BoardMap } from "@pudding/great-fire";
import type Konva from "konva";
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Group, Layer, Line, Rect, Stage, Text } from "react-konva";
import { checkScene } from "./check.js";
import { districtFill, PAPER } from "./colours.js";
import {
  arrowPlacement,
  fitTransform,
  flatPoints,
  mapUnit,
  placeIcons,
  polygonBox,
  sideOffset,
  zoomAt,
} from "./geometry.js";
import { type DistrictLayout, layoutDistricts } from "./layout.js";
import {
  ArrowGlyph,
  Badge,
  CompassRose,
  ConeIcon,
  CrossingGlyph,
  Flame,
  HouseIcon,
  PawnIcon,
  Rubble,
  TeamIcon,
  TokenIcon,
  TreeIcon,
} from "./pieces.js";
import type { BoardScene, DistrictScene, Highlights, ViewTransform } from "./types.js";

/** Props of {@link BoardStage}. */
export interface BoardStageProps {
  /** The board map (e.g. `LONDON_1666`). */
  map: BoardMap;
  /** What lies on each district; missing districts are drawn with their printed state only. */
  scene?: BoardScene;
  /** Emphasis for the viewing seat's current step. */
  highlights?: Highlights;
  /** A district was clicked or tapped (or chosen from the keyboard list). */
  onDistrictClick?: (id: string) => void;
  /** The pointer entered (id) or left (null) a district. */
  onDistrictHover?: (id: string | null) => void;
  /** Optional wash over districts by id (any CSS colour, alpha included), e.g. a heat map. */
  districtTint?: Record<string, string>;
  /** Pixel size of the drawing area. */
  width: number;
  height: number;
}

/** An empty district: nothing on it. */
export const EMPTY_DISTRICT: DistrictScene = Object.freeze({
  houses: [],
  freeCones: 0,
  controlledCones: 0,
  teams: 0,
  pawns: [],
  token: null,
  demolished: false,
  burnt: false,
}) as DistrictScene;

const HIGHLIGHT = {
  selectable: "#f2b705",
  source: "#ff5a00",
  destination: "#14894a",
  barred: "#555",
  objective: "#b3001b",
  lastMove: "#7a0d00",
} as const;

function DistrictBase({
  layout,
  unit,
  state,
  tint,
  onClick,
  onHover,
}: {
  layout: DistrictLayout;
  unit: number;
  state: DistrictScene;
  tint?: string;
  onClick?: (id: string) => void;
  onHover?: (id: string | null) => void;
}) {
  const d = layout.district;
  const box = polygonBox(d.polygon);
  const trees = useMemo(() => {
    if (d.kind !== "park") return [];
    const w = box.maxX - box.minX;
    const h = box.maxY - box.minY;
    const n = Math.max(3, Math.min(14, Math.round((w * h) / (unit * unit * 12))));
    // Keep the trees off the park's name.
    return placeIcons(
      d.polygon,
      n,
      unit * 2.2,
      layout.centre,
      Math.ceil(Math.sqrt(n * (w / h))),
    ).points.filter(
      (p) => Math.abs(p[1] - d.label[1]) > unit * 1.3 || Math.abs(p[0] - d.label[0]) > unit * 4,
    );
  }, [d, box, unit, layout.centre]);
  return (
    <Group
      onClick={() => onClick?.(d.id)}
      onTap={() => onClick?.(d.id)}
      onMouseEnter={(e) => {
        onHover?.(d.id);
        const c = e.target.getStage()?.container();
        if (c && onClick) c.style.cursor = "pointer";
      }}
      onMouseLeave={(e) => {
        onHover?.(null);
        const c = e.target.getStage()?.container();
        if (c) c.style.cursor = "";
      }}
    >
      <Line closed points={flatPoints(d.polygon)} fill={districtFill(d.kind, d.region)} />
      {d.kind === "origin" ? (
        <Line
          closed
          points={flatPoints(d.polygon)}
          stroke="#ffcf6e"
          strokeWidth={unit * 0.25}
          dash={[unit * 0.6, unit * 0.4]}
          listening={false}
        />
      ) : null}
      {state.burnt && !state.demolished ? (
        <Line closed points={flatPoints(d.polygon)} fill="#3a2a20" opacity={0.45} listening={false} />
      ) : null}
      {state.demolished ? (
        <Line closed points={flatPoints(d.polygon)} fill="#7d776d" opacity={0.55} listening={false} />
      ) : null}
      {tint ? <Line closed points={flatPoints(d.polygon)} fill={tint} listening={false} /> : null}
      {trees.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positions are derived, not reordered
        <TreeIcon key={i} x={p[0]} y={p[1]} s={unit * 1.6} />
      ))}
      {d.kind === "origin" ? <Flame x={layout.centre[0]} y={layout.houseAnchor[1]} s={unit * 2.6} /> : null}
    </Group>
  );
}

function DistrictLabel({ layout, unit }: { layout: DistrictLayout; unit: number }) {
  const d = layout.district;
  const fontSize = unit * (d.kind === "origin" ? 1.05 : 0.95);
  const w = unit * 11;
  const band = d.objective ? "#b3261e" : d.extraAction ? "#f2c230" : null;
  const bandText = d.objective ? `${d.objective.vp}` : null;
  return (
    <Group x={d.label[0]} y={d.label[1]} listening={false}>
      {band ? (
        <Rect
          x={-w * 0.42}
          y={fontSize * 0.85}
          width={w * 0.84}
          height={fontSize * 0.45}
          fill={band}
          cornerRadius={fontSize * 0.1}
          stroke={PAPER.ink}
          strokeWidth={unit * 0.05}
        />
      ) : null}
      {bandText ? (
        <Badge
          x={w * 0.42 + fontSize * 0.5}
          y={fontSize * 1.07}
          s={fontSize * 1.25}
          text={bandText}
          fill="#b3261e"
          color="#fff"
        />
      ) : null}
      <Text
        text={d.name}
        x={-w / 2}
        y={-fontSize * 0.3}
        width={w}
        align="center"
        fontFamily="'IM Fell English', Georgia, 'Times New Roman', serif"
        fontStyle={d.kind === "origin" ? "bold italic" : "italic"}
        fontSize={fontSize}
        fill={d.kind === "origin" ? "#fff4d6" : PAPER.ink}
        wrap="word"
      />
    </Group>
  );
}

function DistrictPieces({
  layout,
  unit,
  state,
}: {
  layout: DistrictLayout;
  unit: number;
  state: DistrictScene;
}) {
  const d = layout.district;
  const hs = unit * 1.5;
  const houses = placeIcons(d.polygon, state.houses.length, hs, layout.houseAnchor);
  type Piece = { key: string; draw: (x: number, y: number, s: number) => React.ReactNode };
  const pieces: Piece[] = [];
  const coneRow = (n: number, controlled: boolean) => {
    const shown = Math.min(n, 3);
    for (let i = 0; i < shown; i++)
      pieces.push({
        key: `${controlled ? "c" : "f"}${i}`,
        draw: (x, y, s) => <ConeIcon x={x} y={y} s={s} controlled={controlled} />,
      });
    if (n > shown)
      pieces.push({
        key: `${controlled ? "c" : "f"}n`,
        draw: (x, y, s) => (
          <Badge x={x} y={y} s={s} text={`×${n}`} fill={controlled ? "#3a0a06" : "#e8331f"} color="#fff" />
        ),
      });
  };
  coneRow(state.freeCones, false);
  coneRow(state.controlledCones, true);
  for (let i = 0; i < state.teams; i++)
    pieces.push({ key: `t${i}`, draw: (x, y, s) => <TeamIcon x={x} y={y} s={s} /> });
  for (const p of state.pawns)
    pieces.push({
      key: `p${p.seat}${p.colour}`,
      draw: (x, y, s) => <PawnIcon x={x} y={y} s={s} colour={p.colour} />,
    });
  const ps = unit * 1.7;
  const placed = placeIcons(d.polygon, pieces.length, ps, layout.pieceAnchor, 4);
  return (
    <Group listening={false}>
      {state.demolished ? <Rubble x={layout.houseAnchor[0]} y={layout.houseAnchor[1]} s={unit * 4} /> : null}
      {houses.points.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: houses are drawn in order
        <HouseIcon key={i} x={p[0]} y={p[1]} s={hs * houses.scale} colour={state.houses[i] ?? "wood"} />
      ))}
      {placed.points.map((p, i) => {
        const piece = pieces[i];
        return piece ? <Group key={piece.key}>{piece.draw(p[0], p[1], ps * placed.scale)}</Group> : null;
      })}
      {state.token ? (
        <TokenIcon
          x={layout.houseAnchor[0] + unit * 3.2}
          y={d.label[1] + unit * 0.2}
          s={unit * (state.token === "explosive" ? 2.2 : 1.5)}
          kind={state.token}
        />
      ) : null}
    </Group>
  );
}

function HighlightOverlay({
  layouts,
  unit,
  highlights,
  part,
}: {
  layouts: Map<string, DistrictLayout>;
  unit: number;
  highlights: Highlights;
  /** "under": outlines and tints (below names and pieces); "over": badges and the last-move trail. */
  part: "under" | "over";
}) {
  const under: React.ReactNode[] = [];
  const over: React.ReactNode[] = [];
  let nodes = under;
  const outline = (
    id: string,
    key: string,
    stroke: string,
    width: number,
    dash?: number[],
    fill?: string,
  ) => {
    const l = layouts.get(id);
    if (!l) return;
    nodes.push(
      <Line
        key={key}
        closed
        points={flatPoints(l.district.polygon)}
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
  for (const id of highlights.objectives ?? [])
    outline(id, `o-${id}`, HIGHLIGHT.objective, unit * 0.3, [unit * 0.7, unit * 0.4]);
  for (const id of highlights.selectable ?? [])
    outline(id, `s-${id}`, HIGHLIGHT.selectable, unit * 0.45, undefined, "rgba(242,183,5,0.12)");
  for (const id of highlights.fireSources ?? [])
    outline(id, `f-${id}`, HIGHLIGHT.source, unit * 0.5, [unit, unit * 0.5], "rgba(255,90,0,0.12)");
  for (const { id } of highlights.destinations ?? [])
    outline(id, `d-${id}`, HIGHLIGHT.destination, unit * 0.5, undefined, "rgba(20,137,74,0.14)");
  for (const { id } of highlights.barred ?? [])
    outline(id, `b-${id}`, HIGHLIGHT.barred, unit * 0.3, [unit * 0.3, unit * 0.3], "rgba(60,60,60,0.35)");
  nodes = over;
  for (const { id, priority } of highlights.destinations ?? []) {
    const l = layouts.get(id);
    if (l)
      nodes.push(
        <Badge
          key={`dp-${id}`}
          x={l.centre[0] + unit * 3.5}
          y={l.district.label[1] - unit * 1.2}
          s={unit * 1.5}
          text={String(priority)}
          fill={HIGHLIGHT.destination}
          color="#fff"
        />,
      );
  }
  for (const { id } of highlights.barred ?? []) {
    const l = layouts.get(id);
    if (l)
      nodes.push(
        <Badge
          key={`bx-${id}`}
          x={l.centre[0] + unit * 3.5}
          y={l.district.label[1] - unit * 1.2}
          s={unit * 1.5}
          text="✕"
          fill="#444"
          color="#fff"
        />,
      );
  }
  const lm = highlights.lastMove;
  if (lm) {
    const a = layouts.get(lm.from);
    const b = layouts.get(lm.to);
    if (a && b) {
      const [ax, ay] = a.centre;
      const [bx, by] = b.centre;
      const mx = (ax + bx) / 2 - (by - ay) * 0.2;
      const my = (ay + by) / 2 + (bx - ax) * 0.2;
      nodes.push(
        <Line
          key="lastmove"
          points={[ax, ay, mx, my, bx, by]}
          tension={0.5}
          stroke={HIGHLIGHT.lastMove}
          strokeWidth={unit * 0.35}
          dash={[unit * 0.8, unit * 0.4]}
          lineCap="round"
          opacity={0.85}
          listening={false}
        />,
      );
      const rot = arrowPlacement([bx, by], [mx, my], [bx, by]).rotation;
      nodes.push(
        <Group key="lastmove-head" x={bx} y={by} rotation={rot} listening={false}>
          <Line
            closed
            points={[0, 0, -unit * 1.2, -unit * 0.6, -unit * 1.2, unit * 0.6]}
            fill={HIGHLIGHT.lastMove}
          />
        </Group>,
      );
    }
  }
  return <Group listening={false}>{part === "under" ? under : over}</Group>;
}

/**
 * The streets between districts: every outline stroked wide in ink, then narrower in street colour,
 * so blocks read as city blocks separated by lanes with inked kerbs (drawn over the district fills).
 */
function Streets({ map, unit }: { map: BoardMap; unit: number }) {
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

function ArrowsLayer({
  map,
  layouts,
  unit,
}: {
  map: BoardMap;
  layouts: Map<string, DistrictLayout>;
  unit: number;
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
          />
        );
      })}
      {map.crossings.map((c) => (
        <CrossingGlyph key={`x${c.at[0]},${c.at[1]}`} x={c.at[0]} y={c.at[1]} s={unit * 2.4} />
      ))}
    </Group>
  );
}

function Scenery({ map, unit, front }: { map: BoardMap; unit: number; front: boolean }) {
  const deco = map.decorations;
  if (front) {
    return (
      <Group listening={false}>
        {deco.walls.map((w) => (
          <Group key={`wall-${w.name}`}>
            <Line
              points={flatPoints(w.path)}
              stroke="#6b5a48"
              strokeWidth={unit * 0.9}
              lineCap="round"
              lineJoin="round"
              opacity={0.9}
            />
            <Line
              points={flatPoints(w.path)}
              stroke="#b9a588"
              strokeWidth={unit * 0.5}
              dash={[unit * 0.5, unit * 0.5]}
              lineJoin="round"
            />
          </Group>
        ))}
        {deco.labels.map((l) => (
          <Text
            key={`lbl-${l.text}-${l.at[0]}`}
            text={l.text}
            x={l.at[0] - unit * 20}
            y={l.at[1] - (l.size ?? unit * 1.4) / 2}
            width={unit * 40}
            align="center"
            fontSize={l.size ?? unit * 1.4}
            fontStyle="italic"
            fontFamily="Georgia, serif"
            fill="#2b4b5a"
            letterSpacing={unit * 0.3}
          />
        ))}
        {deco.compass ? (
          <CompassRose x={deco.compass.at[0]} y={deco.compass.at[1]} s={deco.compass.size} />
        ) : null}
      </Group>
    );
  }
  return (
    <Group listening={false}>
      <Rect
        x={-unit * 4}
        y={-unit * 4}
        width={map.size.width + unit * 8}
        height={map.size.height + unit * 8}
        fill={PAPER.background}
        cornerRadius={unit}
      />
      <Rect
        x={-unit * 2}
        y={-unit * 2}
        width={map.size.width + unit * 4}
        height={map.size.height + unit * 4}
        stroke={PAPER.ink}
        strokeWidth={unit * 0.25}
      />
      {deco.rivers.map((r) => (
        <Group key={`river-${r.name}`}>
          <Line
            points={flatPoints(r.path)}
            stroke={PAPER.waterEdge}
            strokeWidth={r.width + unit * 0.6}
            lineCap="round"
            lineJoin="round"
            tension={0.3}
          />
          <Line
            points={flatPoints(r.path)}
            stroke={PAPER.water}
            strokeWidth={r.width}
            lineCap="round"
            lineJoin="round"
            tension={0.3}
          />
          <Line
            points={flatPoints(r.path)}
            stroke="#c3dbe1"
            strokeWidth={unit * 0.12}
            dash={[unit * 2, unit * 3]}
            tension={0.3}
          />
        </Group>
      ))}
    </Group>
  );
}

const buttonStyle: CSSProperties = {
  width: 36,
  height: 36,
  border: "1px solid #3b2a1a",
  borderRadius: 6,
  background: "#f7efd9",
  color: "#3b2a1a",
  fontSize: 18,
  fontWeight: 700,
  cursor: "pointer",
  boxShadow: "0 1px 3px rgba(0,0,0,.3)",
};

const srOnly: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
};

/**
 * The board, drawn from a {@link BoardMap} and a {@link BoardScene}. Drag to pan; wheel or pinch to
 * zoom; the +, − and Fit buttons do the same from the keyboard. A visually hidden list of district
 * buttons makes every clickable district reachable by keyboard and screen reader.
 */
export function BoardStage({
  map,
  scene = {},
  highlights = {},
  onDistrictClick,
  onDistrictHover,
  districtTint,
  width,
  height,
}: BoardStageProps) {
  const unit = useMemo(() => mapUnit(map.size, map.districts.length), [map]);
  const layouts = useMemo(() => layoutDistricts(map), [map]);
  const problems = useMemo(() => checkScene(map, scene, highlights), [map, scene, highlights]);
  // Districts whose props are malformed are drawn empty (the banner says why) rather than crashing.
  const badIds = useMemo(
    () => new Set(problems.map((p) => /^scene\["([^"]+)"\]/.exec(p)?.[1]).filter(Boolean)),
    [problems],
  );
  const stateOf = (id: string) => (badIds.has(id) ? EMPTY_DISTRICT : (scene[id] ?? EMPTY_DISTRICT));
  const pad = Math.min(24, Math.max(4, Math.min(width, height) * 0.03));
  const fit = useMemo(
    () =>
      fitTransform(
        { width: map.size.width + unit * 8, height: map.size.height + unit * 8 },
        { width: Math.max(1, width), height: Math.max(1, height) },
        pad,
      ),
    [map, unit, width, height, pad],
  );
  const fitted = useMemo<ViewTransform>(
    () => ({ scale: fit.scale, x: fit.x + unit * 4 * fit.scale, y: fit.y + unit * 4 * fit.scale }),
    [fit, unit],
  );
  const [view, setView] = useState<ViewTransform>(fitted);
  useEffect(() => setView(fitted), [fitted]);
  const pinch = useRef<{ dist: number } | null>(null);

  const onWheel = useCallback(
    (e: Konva.KonvaEventObject<WheelEvent>) => {
      e.evt.preventDefault();
      const stage = e.target.getStage();
      const p = stage?.getPointerPosition();
      if (!p) return;
      setView((v) => zoomAt(v, p, e.evt.deltaY > 0 ? 1 / 1.15 : 1.15, fit.scale));
    },
    [fit.scale],
  );
  const onTouchMove = useCallback(
    (e: Konva.KonvaEventObject<TouchEvent>) => {
      const t = e.evt.touches;
      if (t.length !== 2) return;
      e.evt.preventDefault();
      const [a, b] = [t[0], t[1]] as [Touch, Touch];
      const dist = Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
      const rect = e.target.getStage()?.container().getBoundingClientRect();
      const centre = {
        x: (a.clientX + b.clientX) / 2 - (rect?.left ?? 0),
        y: (a.clientY + b.clientY) / 2 - (rect?.top ?? 0),
      };
      const prev = pinch.current;
      pinch.current = { dist };
      if (prev && prev.dist > 0) setView((v) => zoomAt(v, centre, dist / prev.dist, fit.scale));
    },
    [fit.scale],
  );
  const zoomButton = (factor: number) =>
    setView((v) => zoomAt(v, { x: width / 2, y: height / 2 }, factor, fit.scale));
  const [hovered, setHovered] = useState<string | null>(null);
  const hover = useCallback(
    (id: string | null) => {
      setHovered(id);
      onDistrictHover?.(id);
    },
    [onDistrictHover],
  );
  const barredReason = new Map((highlights.barred ?? []).map((b) => [b.id, b.reason]));
  const priorityOf = new Map((highlights.destinations ?? []).map((d) => [d.id, d.priority]));
  const hoveredName = hovered ? map.districts.find((d) => d.id === hovered)?.name : undefined;
  const tip = hovered
    ? barredReason.has(hovered)
      ? `${hoveredName}: barred — ${barredReason.get(hovered)}`
      : priorityOf.has(hovered)
        ? `${hoveredName}: destination, priority class ${priorityOf.get(hovered)}`
        : hoveredName
    : undefined;
  const clickable = new Set<string>([
    ...(highlights.selectable ?? []),
    ...(highlights.fireSources ?? []),
    ...(highlights.destinations ?? []).map((d) => d.id),
  ]);

  return (
    <section
      style={{
        position: "relative",
        width,
        height,
        overflow: "hidden",
        background: "#d9cba8",
        touchAction: "none",
      }}
      aria-label={`Board: ${map.name}`}
    >
      <Stage
        width={width}
        height={height}
        x={view.x}
        y={view.y}
        scaleX={view.scale}
        scaleY={view.scale}
        draggable
        onDragEnd={(e) => {
          if (e.target === e.target.getStage()) setView((v) => ({ ...v, x: e.target.x(), y: e.target.y() }));
        }}
        onWheel={onWheel}
        onTouchMove={onTouchMove}
        onTouchEnd={() => {
          pinch.current = null;
        }}
      >
        <Layer>
          <Scenery map={map} unit={unit} front={false} />
          {[...layouts.values()].map((l) => (
            <DistrictBase
              key={l.district.id}
              layout={l}
              unit={unit}
              state={stateOf(l.district.id)}
              tint={districtTint?.[l.district.id]}
              onClick={onDistrictClick}
              onHover={hover}
            />
          ))}
          <Streets map={map} unit={unit} />
          <Scenery map={map} unit={unit} front />
        </Layer>
        <Layer listening={false}>
          <HighlightOverlay layouts={layouts} unit={unit} highlights={highlights} part="under" />
          <ArrowsLayer map={map} layouts={layouts} unit={unit} />
          {[...layouts.values()].map((l) => (
            <DistrictLabel key={l.district.id} layout={l} unit={unit} />
          ))}
          {[...layouts.values()].map((l) => (
            <DistrictPieces key={l.district.id} layout={l} unit={unit} state={stateOf(l.district.id)} />
          ))}
          <HighlightOverlay layouts={layouts} unit={unit} highlights={highlights} part="over" />
        </Layer>
      </Stage>
      <div
        style={{ position: "absolute", right: 8, top: 8, display: "flex", flexDirection: "column", gap: 6 }}
      >
        <button
          type="button"
          style={buttonStyle}
          aria-label="Zoom in"
          title="Zoom in"
          onClick={() => zoomButton(1.3)}
        >
          +
        </button>
        <button
          type="button"
          style={buttonStyle}
          aria-label="Zoom out"
          title="Zoom out"
          onClick={() => zoomButton(1 / 1.3)}
        >
          −
        </button>
        <button
          type="button"
          style={{ ...buttonStyle, fontSize: 11 }}
          aria-label="Fit the board to the screen"
          title="Fit"
          onClick={() => setView(fitted)}
        >
          Fit
        </button>
      </div>
      {tip ? (
        <div
          role="status"
          style={{
            position: "absolute",
            left: 8,
            top: 8,
            maxWidth: "70%",
            background: "rgba(247,239,217,.95)",
            border: `1px solid ${PAPER.ink}`,
            borderRadius: 4,
            padding: "3px 8px",
            fontFamily: "Georgia, serif",
            fontSize: 13,
            color: PAPER.ink,
            pointerEvents: "none",
          }}
        >
          {tip}
        </div>
      ) : null}
      {problems.length > 0 ? (
        <div
          role="alert"
          style={{
            position: "absolute",
            left: 8,
            bottom: 8,
            right: 60,
            background: "#fff3cd",
            border: "1px solid #b3261e",
            color: "#5a140e",
            padding: 6,
            fontSize: 12,
            borderRadius: 4,
          }}
        >
          Board data problem{problems.length > 1 ? "s" : ""}: {problems.slice(0, 3).join("; ")}
          {problems.length > 3 ? ` (+${problems.length - 3} more)` : ""}
        </div>
      ) : null}
      {onDistrictClick ? (
        <ul style={srOnly} aria-label="Districts">
          {map.districts.map((d) => (
            <li key={d.id}>
              <button
                type="button"
                onClick={() => onDistrictClick(d.id)}
                aria-pressed={clickable.has(d.id) ? false : undefined}
              >
                {d.name}
                {clickable.has(d.id) ? " (selectable)" : ""}
                {barredReason.has(d.id) ? ` (barred: ${barredReason.get(d.id)})` : ""}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
