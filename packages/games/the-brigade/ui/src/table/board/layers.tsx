/**
 * The city of Tinderbox as plug-in layers of board-ui's `BoardView`: behind, the city wall with the
 * grid notation (columns A–F, rows 1–6) and a compass whose North is the tiles' top edge (§3.3);
 * over the space fills, every printed tile (§4.1), barracks tile and missing corner; over the
 * highlight outlines, what stands on the tiles (fire, ruins, shields, brigades, cisterns, renown,
 * loyalty); on top, the event just resolved (§5) as it happens.
 */

import type { BoardLayers, SpaceShape, SpaceStyle } from "@pudding/board-ui";
import { type Locale, tFor } from "@pudding/i18n";
import type { BrigadeView } from "@pudding/the-brigade";
import { Arrow, Group, Rect, Text } from "react-konva";
import { BRIGADE_NS } from "../../messages.js";
import { type SeatInk, seatInk, TONES } from "../colours.js";
import { CELL } from "../grid.js";
import { TileCard, TilePieces } from "../pieces/tile.js";
import { EventOverlay } from "./event-overlay.js";

const SERIF = "Georgia, 'Times New Roman', serif";

/** Map units of paper around the city (room for the grid notation and the compass). */
export const BOARD_MARGIN = 44;

/** The inks of every seat of a view. */
export const inksOf = (view: BrigadeView): SeatInk[] => view.seats.map((_, i) => seatInk(view, i));

/** The wall, notation and compass behind the tiles. */
export function CityBackground({ size = CELL }: { size?: number }) {
  const w = 6 * size;
  return (
    <Group listening={false}>
      <Rect
        x={-BOARD_MARGIN + 4}
        y={-BOARD_MARGIN + 4}
        width={w + 2 * BOARD_MARGIN - 8}
        height={w + 2 * BOARD_MARGIN - 8}
        cornerRadius={14}
        fill="#e6d6ae"
        stroke="#7a6542"
        strokeWidth={3}
      />
      <Rect
        x={-8}
        y={-8}
        width={w + 16}
        height={w + 16}
        cornerRadius={10}
        fill="#a8946c"
        stroke="#5b4a2e"
        strokeWidth={3}
      />
      <Rect x={-2} y={-2} width={w + 4} height={w + 4} fill={TONES.street} />
      {["A", "B", "C", "D", "E", "F"].map((c, i) => (
        <Group key={c}>
          <Text
            x={i * size}
            y={-BOARD_MARGIN + 10}
            width={size}
            align="center"
            text={c}
            fontSize={18}
            fontStyle="bold"
            fill="#6b5634"
            fontFamily={SERIF}
          />
          <Text
            x={i * size}
            y={w + 14}
            width={size}
            align="center"
            text={c}
            fontSize={18}
            fontStyle="bold"
            fill="#6b5634"
            fontFamily={SERIF}
          />
        </Group>
      ))}
      {[1, 2, 3, 4, 5, 6].map((r, i) => (
        <Group key={r}>
          <Text
            x={-BOARD_MARGIN + 6}
            y={i * size + size / 2 - 9}
            width={26}
            align="center"
            text={String(r)}
            fontSize={18}
            fontStyle="bold"
            fill="#6b5634"
            fontFamily={SERIF}
          />
          <Text
            x={w + 12}
            y={i * size + size / 2 - 9}
            width={26}
            align="center"
            text={String(r)}
            fontSize={18}
            fontStyle="bold"
            fill="#6b5634"
            fontFamily={SERIF}
          />
        </Group>
      ))}
      {/* §3.3: North is the top edge of the tiles. */}
      <Group x={-26} y={-26}>
        <Arrow
          points={[0, 10, 0, -12]}
          stroke="#3b2a1a"
          fill="#3b2a1a"
          strokeWidth={3}
          pointerLength={8}
          pointerWidth={9}
        />
        <Text
          x={-8}
          y={9}
          width={16}
          align="center"
          text="N"
          fontSize={12}
          fontStyle="bold"
          fill="#3b2a1a"
          fontFamily={SERIF}
        />
      </Group>
    </Group>
  );
}

/** Space fills: the street under each tile (the tile cards draw themselves over it). */
export const citySpaceStyle = (): ((shape: SpaceShape) => SpaceStyle) => () => ({
  fill: TONES.street,
  strokeWidth: 0,
});

/** What the layers draw. */
export interface CityLayerInput {
  view: BrigadeView;
  /** Animate a newly resolved event (default true). */
  animate?: boolean /** Colour-blind help: letters of the seats' colours on their pieces. */;
  marks?: boolean;
  /** The reader's language: the words printed on the tiles (English when absent). */
  locale?: Locale;
}

/** The four layer slots of the city. */
export function cityLayers({
  view,
  animate = true,
  marks = false,
  locale = "en",
}: CityLayerInput): BoardLayers {
  const inks = inksOf(view);
  const names = view.seats.map((s) => s.name);
  const t = tFor(locale, BRIGADE_NS);
  return {
    background: () => <CityBackground />,
    decor: () => (
      <>
        {view.cells.map((c) => (
          <TileCard key={c.id} cell={c} inks={inks} names={names} t={t} />
        ))}
      </>
    ),
    pieces: () => (
      <>
        {view.cells.map((c) => (
          <TilePieces key={c.id} cell={c} inks={inks} marks={marks} t={t} />
        ))}
      </>
    ),
    overlay: () => <EventOverlay event={view.lastEvent} animate={animate} />,
  };
}
