/**
 * One district's drawing, in three parts layered by the board: decoration and washes (under the
 * highlights), the name with its band, and the pieces standing on it (§1, §Words).
 */
import { Badge, flatPoints, legibleSize, PAPER, polygonBox, textWidth } from "@pudding/board-ui";
import { type ReactNode, useMemo } from "react";
import { Group, Line, Rect, Text } from "react-konva";
import type { DistrictLayout } from "../layout.js";
import { HouseIcon, Rubble } from "../pieces/buildings.js";
import { ConeIcon, Flame, TeamIcon } from "../pieces/fire.js";
import { PawnIcon } from "../pieces/pawn.js";
import { TreeIcon } from "../pieces/scenery.js";
import { TokenIcon } from "../pieces/tokens.js";
import { placeIcons } from "../place.js";
import type { DistrictScene } from "../types.js";

/** A district's printed decoration and state washes (origin outline, burnt, demolished, tint, trees, flame). */
export function DistrictDecor({
  layout,
  unit,
  state,
}: {
  layout: DistrictLayout;
  unit: number;
  state: DistrictScene;
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
    <Group listening={false}>
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
      {trees.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: positions are derived, not reordered
        <TreeIcon key={i} x={p[0]} y={p[1]} s={unit * 1.6} />
      ))}
      {d.kind === "origin" ? <Flame x={layout.centre[0]} y={layout.houseAnchor[1]} s={unit * 2.6} /> : null}
    </Group>
  );
}

/**
 * A district's name with its red (objective, VP badge) or yellow (extra action) band. The name is
 * never drawn under 11 screen pixels (issue 20, defect 4): at a zoom that would make it smaller it
 * grows, up to twice its size, and a name that then does not fit its district is left out until the
 * player zooms in or points at the district (the tooltip names it anyway).
 */
export function DistrictLabel({
  layout,
  unit,
  scale = 0,
  focused = false,
}: {
  layout: DistrictLayout;
  unit: number;
  /** Screen pixels per map unit (0: not known yet). */
  scale?: number;
  /** The pointer or keyboard is on this district: its name shows whatever the zoom. */
  focused?: boolean;
}) {
  const d = layout.district;
  // Band geometry keeps the printed proportions; the name is larger than print, with a paper halo.
  const fontSize = unit * 0.95;
  const base = unit * (d.kind === "origin" ? 1.45 : 1.3);
  const legible = legibleSize(base, scale);
  const box = polygonBox(d.polygon);
  const room = box.maxX - box.minX;
  const longest = Math.max(...d.name.split(/\s+/).map((word) => textWidth(word, legible)));
  const fits = legible <= base * 2 && longest <= room * 1.1;
  const nameSize = legible;
  const showName = fits || focused || d.kind === "origin";
  const w = unit * 11;
  // Grown for legibility, a name wraps within its district's width so it does not run into the next.
  const tw = nameSize > base ? Math.max(room * 1.05, longest * 1.1) : unit * 14;
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
      {showName ? (
        <Text
          name="district-name"
          text={d.name}
          x={-tw / 2}
          y={fontSize * 0.55 - nameSize}
          width={tw}
          align="center"
          fontFamily="'IM Fell English', Georgia, 'Times New Roman', serif"
          fontStyle="bold italic"
          fontSize={nameSize}
          fill={d.kind === "origin" ? "#fff4d6" : PAPER.ink}
          stroke={d.kind === "origin" ? "#5a140e" : "rgba(247,239,217,0.9)"}
          strokeWidth={nameSize * 0.22}
          fillAfterStrokeEnabled
          lineJoin="round"
          wrap="word"
        />
      ) : null}
    </Group>
  );
}

/** Houses, cones (free, controlled), teams, pawns and the token of one district. */
export function DistrictPieces({
  layout,
  unit,
  state,
  me = null,
  marks = false,
}: {
  layout: DistrictLayout;
  unit: number;
  state: DistrictScene;
  /** The viewer's seat: its pawn is ringed. */
  me?: number | null;
  /** Colour-blind help: letters on house and pawn colours. */
  marks?: boolean;
}) {
  const d = layout.district;
  const hs = unit * 1.5;
  const houses = placeIcons(d.polygon, state.houses.length, hs, layout.houseAnchor);
  type Piece = { key: string; draw: (x: number, y: number, s: number) => ReactNode };
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
      draw: (x, y, s) => <PawnIcon x={x} y={y} s={s} colour={p.colour} own={p.seat === me} mark={marks} />,
    });
  const ps = unit * 1.7;
  const placed = placeIcons(d.polygon, pieces.length, ps, layout.pieceAnchor, 4);
  return (
    <Group listening={false}>
      {state.demolished ? <Rubble x={layout.houseAnchor[0]} y={layout.houseAnchor[1]} s={unit * 4} /> : null}
      {houses.points.map((p, i) => (
        <HouseIcon
          // biome-ignore lint/suspicious/noArrayIndexKey: houses are drawn in order
          key={i}
          x={p[0]}
          y={p[1]}
          s={hs * houses.scale}
          colour={state.houses[i] ?? "wood"}
          mark={marks}
        />
      ))}
      {placed.points.map((p, i) => {
        const piece = pieces[i];
        return piece ? <Group key={piece.key}>{piece.draw(p[0], p[1], ps * placed.scale)}</Group> : null;
      })}
      {state.token ? (
        <TokenIcon
          x={layout.houseAnchor[0] + unit * 3.2}
          y={d.label[1] + unit * 0.2}
          s={unit * (state.token === "explosive" ? 2.2 : state.token === "faceDown" ? 1.5 : 1.8)}
          kind={state.token}
        />
      ) : null}
    </Group>
  );
}
