/**
 * The Great Fire's board as plug-in layers for the generic {@link BoardView}: region fills for the
 * spaces; paper and rivers behind; district decoration, streets, walls and compass over the fills;
 * fire arrows, names with their bands and the pieces over the highlight outlines; embers on the
 * fire sources on top.
 */
import { type BoardLayers, mapUnit, type SpaceShape, type SpaceStyle } from "@pudding/board-ui";
import type { BoardMap } from "@pudding/great-fire";
import { districtFill } from "../colours.js";
import type { DistrictLayout } from "../layout.js";
import { type BoardScene, EMPTY_DISTRICT } from "../types.js";
import { DistrictDecor, DistrictLabel, DistrictPieces } from "./districts.js";
import { FireMarks } from "./fire-marks.js";
import { Scenery } from "./scenery.js";
import { ArrowsLayer, Streets } from "./streets.js";

/** What the layers draw. */
export interface GreatFireLayerInput {
  map: BoardMap;
  layouts: ReadonlyMap<string, DistrictLayout>;
  scene: BoardScene;
  /** Districts whose props are malformed: drawn empty. */
  bad?: ReadonlySet<string>;
  /** Districts to draw embers around (§4.1 sources of the chosen card). */
  fireSources?: readonly string[];
  /** The viewer's seat (its pawn is ringed), or null. */
  me?: number | null;
  /** Colour-blind help: letters on house and pawn colours. */
  marks?: boolean;
}

/** The board's drawing unit (a twelfth of an average district's side). */
export const boardUnit = (map: BoardMap) => mapUnit(map.size, map.districts.length);

/** Map units of paper around London. */
export const boardMargin = (map: BoardMap) => boardUnit(map) * 4;

/** Region fills per district (parks green, Pudding Lane brick red); outlines come from the streets. */
export function greatFireSpaceStyle(map: BoardMap): (shape: SpaceShape) => SpaceStyle {
  const byId = new Map(map.districts.map((d) => [d.id, d]));
  return (shape) => {
    const d = byId.get(shape.space.id);
    return { fill: d ? districtFill(d.kind, d.region) : "#e3d2a8" };
  };
}

/** The four layer slots. */
export function greatFireLayers({
  map,
  layouts,
  scene,
  bad,
  fireSources = [],
  me = null,
  marks = false,
}: GreatFireLayerInput): BoardLayers {
  const all = [...layouts.values()];
  const stateOf = (id: string) => (bad?.has(id) ? EMPTY_DISTRICT : (scene[id] ?? EMPTY_DISTRICT));
  return {
    background: ({ unit }) => <Scenery map={map} unit={unit} front={false} />,
    decor: ({ unit }) => (
      <>
        {all.map((l) => (
          <DistrictDecor key={l.district.id} layout={l} unit={unit} state={stateOf(l.district.id)} />
        ))}
        <Streets map={map} unit={unit} />
        <Scenery map={map} unit={unit} front />
      </>
    ),
    pieces: ({ unit, scale, focused }) => (
      <>
        <ArrowsLayer map={map} layouts={layouts} unit={unit} marks={marks} />
        {all.map((l) => (
          <DistrictLabel
            key={l.district.id}
            layout={l}
            unit={unit}
            scale={scale}
            focused={focused === l.district.id}
          />
        ))}
        {all.map((l) => (
          <DistrictPieces
            key={l.district.id}
            layout={l}
            unit={unit}
            state={stateOf(l.district.id)}
            me={me}
            marks={marks}
          />
        ))}
      </>
    ),
    overlay: ({ unit }) =>
      fireSources.length ? <FireMarks layouts={layouts} unit={unit} sources={fireSources} /> : null,
  };
}
