/**
 * Small World Underground's board as board-ui plug-in layers: the cavern rock around the map and
 * its edge; each region's glow, terrain art, printed symbols (Monster, Black Mountain, Volcano,
 * no-entry), the River's flow and the gold rim where a region touches the map edge (§1); the
 * occupants' rims (solid active, dashed declined); the turn track with the Game Turn marker; and the
 * pieces — race token stacks with their counts, Monsters, Black Mountain markers, Places and Relics
 * (face down until found), figures, Mushroom Armors.
 */
import type { BoardLayerContext, BoardLayers } from "@pudding/board-ui";
import { flatPoints } from "@pudding/board-ui";
import type { Point } from "@pudding/engine";
import type { RegionView, SwuMap, SwuView, TerrainId } from "@pudding/small-world-underground";
import type { ReactNode } from "react";
import { Circle, Group, Line, Rect, Text } from "react-konva";
import { markerInfo, swuSeatColour, TERRAIN_STYLE } from "../palette.js";
import {
  ArmorIcon,
  Figure,
  MarkerTile,
  MonsterToken,
  MountainMarker,
  NoEntry,
  TerrainGlyph,
  TokenStack,
  VolcanoIcon,
  VolcanoSymbol,
} from "../pieces/index.js";
import { layoutRegions } from "./layout.js";

/** The margin of rock around the map, in map units. */
export const boardMargin = (map: SwuMap): number =>
  Math.round(Math.min(map.frame.width, map.frame.height) * 0.035);

/** What the layers draw from: the map, and the view when a game is on it (null: the printed board). */
export interface SwuScene {
  map: SwuMap;
  view: SwuView | null;
  /** A seat's colour (default: the SWU seat colours). */
  seatColour?: (seat: number) => string;
  /** Colour-blind help (the viewer's "letters on colours"): each token stack carries its owner's seat number. */
  marks?: boolean;
}

/** The region fill: its terrain's colour (§1). */
export function swuSpaceStyle(map: SwuMap) {
  const type = new Map(map.regions.map((r) => [r.id, r.type]));
  return (shape: { space: { id: string } }) => {
    const t = (type.get(shape.space.id) ?? "mine") as TerrainId;
    const st = TERRAIN_STYLE[t];
    return { fill: st.fill, stroke: "#120d0a", strokeWidth: 1.6 };
  };
}

function Background({ map }: { map: SwuMap }) {
  const m = boardMargin(map);
  const { width: W, height: H } = map.frame;
  return (
    <Group listening={false}>
      <Rect
        x={-m}
        y={-m}
        width={W + 2 * m}
        height={H + 2 * m}
        cornerRadius={m * 0.6}
        fillLinearGradientStartPoint={{ x: 0, y: -m }}
        fillLinearGradientEndPoint={{ x: W, y: H + m }}
        fillLinearGradientColorStops={[0, "#3b2f27", 0.5, "#261d18", 1, "#3a2c22"]}
      />
      <Rect
        x={-m * 0.35}
        y={-m * 0.35}
        width={W + m * 0.7}
        height={H + m * 0.7}
        stroke="#8c6a3a"
        strokeWidth={m * 0.16}
        cornerRadius={m * 0.3}
      />
      <Rect x={0} y={0} width={W} height={H} fill="#0d0a08" />
    </Group>
  );
}

function regionGlow(poly: Point[], anchor: Point, terrain: TerrainId, room: number, key: string): ReactNode {
  const st = TERRAIN_STYLE[terrain];
  if (terrain === "chasm")
    return (
      <Line
        key={key}
        points={flatPoints(poly)}
        closed
        listening={false}
        fillRadialGradientStartPoint={{ x: anchor[0], y: anchor[1] }}
        fillRadialGradientEndPoint={{ x: anchor[0], y: anchor[1] }}
        fillRadialGradientStartRadius={0}
        fillRadialGradientEndRadius={Math.max(room * 2.2, 30)}
        fillRadialGradientColorStops={[0, "#000000", 0.6, "#0b0710", 1, "#3a2a46"]}
      />
    );
  return (
    <Line
      key={key}
      points={flatPoints(poly)}
      closed
      listening={false}
      opacity={terrain === "river" ? 0.55 : 0.5}
      fillRadialGradientStartPoint={{ x: anchor[0], y: anchor[1] }}
      fillRadialGradientEndPoint={{ x: anchor[0], y: anchor[1] }}
      fillRadialGradientStartRadius={0}
      fillRadialGradientEndRadius={Math.max(room * 2.6, 40)}
      fillRadialGradientColorStops={[0, st.light, 0.35, st.fill, 1, st.dark]}
    />
  );
}

function Decor({ scene, ctx }: { scene: SwuScene; ctx: BoardLayerContext }) {
  const { map, view } = scene;
  const unit = ctx.unit;
  const lay = layoutRegions(map, unit);
  const views = new Map(view?.regions.map((r) => [r.id, r]) ?? []);
  const colour = scene.seatColour ?? swuSeatColour;
  const glow: ReactNode[] = [];
  const art: ReactNode[] = [];
  const rims: ReactNode[] = [];
  const edges: ReactNode[] = [];
  const symbols: ReactNode[] = [];
  for (const r of map.regions) {
    const l = lay.get(r.id);
    if (!l) continue;
    const poly = r.polygon as Point[];
    glow.push(regionGlow(poly, l.anchor, r.type, l.room, `g-${r.id}`));
    rims.unshift(
      <Line
        key={`b-${r.id}`}
        points={flatPoints(poly)}
        closed
        stroke="#0e0a08"
        strokeWidth={unit * 0.28}
        lineJoin="round"
        opacity={0.9}
        listening={false}
      />,
    );
    for (const [i, p] of l.art.entries())
      art.push(
        <TerrainGlyph
          key={`a-${r.id}-${p[0]}-${p[1]}`}
          terrain={r.type}
          x={p[0]}
          y={p[1]}
          s={unit * 2.2}
          variant={i + r.id.length}
          opacity={0.7}
        />,
      );
    for (const [i, run] of l.edgeRuns.entries())
      edges.push(
        <Line
          key={`e-${r.id}-${i}`}
          points={flatPoints(run)}
          stroke="#e2b44f"
          strokeWidth={unit * 0.55}
          lineCap="round"
          opacity={0.85}
          listening={false}
        />,
      );
    if (r.type === "chasm") {
      const [x, y] = l.anchor;
      if (r.volcano && view?.figures.volcano !== r.id)
        symbols.push(<VolcanoSymbol key={`vs-${r.id}`} x={x} y={y} s={unit * 2.6} />);
      else if (!r.volcano) symbols.push(<NoEntry key={`ne-${r.id}`} x={x} y={y} s={unit * 2} />);
    }
    const v = views.get(r.id);
    if (v?.race && v.seat !== null) {
      rims.push(
        <Line
          key={`o-${r.id}`}
          points={flatPoints(poly)}
          closed
          stroke={colour(v.seat)}
          strokeWidth={unit * (v.declined ? 0.35 : 0.5)}
          dash={v.declined ? [unit * 0.6, unit * 0.45] : undefined}
          opacity={v.declined ? 0.75 : 0.95}
          lineJoin="round"
          listening={false}
        />,
      );
    }
    if (!view) {
      // The printed board: the symbols that setup fills (§3.4, §3.6).
      const [x, y] = l.anchor;
      if (r.monster)
        symbols.push(<MonsterToken key={`ms-${r.id}`} x={x - unit * 1.3} y={y} r={unit * 1.1} count={2} />);
      if (r.blackMountain)
        symbols.push(<MountainMarker key={`bm-${r.id}`} x={x + unit * 1.4} y={y} s={unit * 2.2} />);
    }
  }
  // The River's flow, from one edge end to the other (§7.6).
  const centres = map.river.map((id) => lay.get(id)?.anchor).filter((p): p is Point => Boolean(p));
  const flow =
    centres.length > 1 ? (
      <Line
        points={flatPoints(centres)}
        tension={0.45}
        stroke="#b9e0ff"
        strokeWidth={unit * 0.5}
        dash={[unit * 1.4, unit * 0.9]}
        opacity={0.55}
        lineCap="round"
        listening={false}
      />
    ) : null;
  return (
    <>
      {glow}
      {art}
      {flow}
      {edges}
      {rims}
      {symbols}
      <TurnTrack map={map} round={view?.round ?? 0} unit={unit} />
    </>
  );
}

/** The Game Turn track (§4) printed on the map, with the marker on the current round. */
export function TurnTrack({ map, round, unit }: { map: SwuMap; round: number; unit: number }) {
  const spaces = map.track.spaces as Point[];
  const r = unit * 1.25;
  return (
    <Group listening={false}>
      {spaces.map(([x, y], i) => {
        const here = round === i + 1;
        const last = i === map.track.length - 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: track spaces are positional
          <Group key={i} x={x} y={y}>
            <Circle
              radius={r}
              fill={last ? "#5a1d14" : "#2a2019"}
              stroke="#c9a25a"
              strokeWidth={r * 0.14}
              opacity={0.92}
            />
            <Text
              x={-r}
              y={-r}
              width={r * 2}
              height={r * 2}
              align="center"
              verticalAlign="middle"
              text={String(i + 1)}
              fontSize={r * 0.95}
              fontStyle="bold"
              fontFamily="Georgia, 'DejaVu Serif', serif"
              fill="#f1d99a"
            />
            {here ? (
              <Group>
                <Circle
                  radius={r * 1.05}
                  fill="#f2c230"
                  stroke="#5a3a00"
                  strokeWidth={r * 0.14}
                  shadowColor="#ffd75e"
                  shadowBlur={r}
                  shadowOpacity={0.9}
                />
                <Text
                  x={-r}
                  y={-r}
                  width={r * 2}
                  height={r * 2}
                  align="center"
                  verticalAlign="middle"
                  text={String(i + 1)}
                  fontSize={r * 0.95}
                  fontStyle="bold"
                  fontFamily="Georgia, 'DejaVu Serif', serif"
                  fill="#3a2500"
                />
              </Group>
            ) : null}
          </Group>
        );
      })}
    </Group>
  );
}

/** The pieces of one region, laid out in rows around its anchor. */
function RegionPieces({
  v,
  anchor,
  room,
  unit,
  pile,
  colour,
  marks = false,
}: {
  v: RegionView;
  anchor: Point;
  room: number;
  marks?: boolean;
  unit: number;
  pile: number;
  colour: (seat: number) => string;
}) {
  const items: { w: number; node: (x: number, y: number) => ReactNode }[] = [];
  // Pieces shrink in small regions so they stay inside.
  const s = Math.max(unit * 1.3, Math.min(unit * 2.2, room * 0.75));
  const r = s * 0.55;
  if (v.race && v.tokens > 0) {
    const race = v.race;
    const seat = v.seat ?? 0;
    items.push({
      w: s * 1.25,
      node: (x, y) => (
        <TokenStack
          key="t"
          x={x}
          y={y}
          r={r}
          race={race}
          count={v.tokens}
          declined={v.declined}
          seatColour={colour(seat)}
          {...(marks ? { seatMark: String(seat + 1) } : {})}
        />
      ),
    });
  }
  if (v.monsters > 0) {
    items.push({ w: s * 1.2, node: (x, y) => <MonsterToken key="m" x={x} y={y} r={r} count={v.monsters} /> });
    if (pile > 0)
      items.push({
        w: s * 0.95,
        node: (x, y) => <MarkerTile key="fd" x={x} y={y} s={s * 0.75} marker={null} />,
      });
  }
  if (v.mountain) items.push({ w: s * 1.1, node: (x, y) => <MountainMarker key="bm" x={x} y={y} s={s} /> });
  for (const m of v.markers) {
    const kind = markerInfo(m)?.kind ?? "place";
    items.push({
      w: s * 1.05,
      node: (x, y) => <MarkerTile key={`mk-${m}`} x={x} y={y} s={s * 0.8} marker={m} kind={kind} />,
    });
  }
  for (const f of v.figures) {
    if (f === "volcano") continue;
    items.push({ w: s * 0.95, node: (x, y) => <Figure key={`f-${f}`} x={x} y={y} s={s * 1.05} kind={f} /> });
  }
  if (v.armors > 0)
    items.push({
      w: s * 0.95,
      node: (x, y) => <ArmorIcon key="ar" x={x} y={y} s={s * 0.85} count={v.armors} />,
    });
  const nodes: ReactNode[] = [];
  if (v.figures.includes("volcano"))
    nodes.push(<VolcanoIcon key="vol" x={anchor[0]} y={anchor[1]} s={s * 1.5} />);
  if (v.immune)
    nodes.push(
      <Circle
        key="imm"
        x={anchor[0]}
        y={anchor[1]}
        radius={Math.min(room * 0.95, s * 2.2)}
        stroke="#e8f6ff"
        strokeWidth={unit * 0.18}
        dash={[unit * 0.3, unit * 0.3]}
        opacity={0.7}
        listening={false}
      />,
    );
  // Rows of at most three, centred on the anchor.
  const rows: (typeof items)[] = [];
  for (let i = 0; i < items.length; i += 3) rows.push(items.slice(i, i + 3));
  const rowH = s * 1.25;
  rows.forEach((row, ri) => {
    const width = row.reduce((a, it) => a + it.w, 0);
    let x = anchor[0] - width / 2;
    const y = anchor[1] + (ri - (rows.length - 1) / 2) * rowH;
    for (const it of row) {
      nodes.push(it.node(x + it.w / 2, y));
      x += it.w;
    }
  });
  return <Group listening={false}>{nodes}</Group>;
}

function Pieces({ scene, ctx }: { scene: SwuScene; ctx: BoardLayerContext }) {
  const { map, view } = scene;
  if (!view) return null;
  const lay = layoutRegions(map, ctx.unit);
  const colour = scene.seatColour ?? swuSeatColour;
  return (
    <>
      {view.regions.map((v) => {
        const l = lay.get(v.id);
        return l ? (
          <RegionPieces
            key={v.id}
            v={v}
            anchor={l.anchor}
            room={l.room}
            unit={ctx.unit}
            pile={view.pile}
            colour={colour}
            marks={scene.marks ?? false}
          />
        ) : null;
      })}
    </>
  );
}

/** The board's plug-in layers for a scene. */
export function swuLayers(scene: SwuScene): BoardLayers {
  return {
    background: () => <Background map={scene.map} />,
    decor: (ctx) => <Decor scene={scene} ctx={ctx} />,
    pieces: (ctx) => <Pieces scene={scene} ctx={ctx} />,
  };
}
