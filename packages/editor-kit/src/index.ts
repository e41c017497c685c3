/**
 * @pudding/editor-kit — the generic map editor (../../docs/PLATFORM.md, "editor" row): the
 * document store with op diffs and undo, snapping, topology, calibration, every tool a state
 * machine (select included) in two layouts (`regions`: outlines with shared borders; `grid`: cells,
 * reserved cells, a tile palette), panels generated from field metadata, problems from the game's
 * parser, tallies from its profile, export/import and the controller the app and the stories share.
 * A game plugs in with an `EditorPlugin`; none is imported here. React components: `./react`; the
 * document store alone (no map code: the Rules workspace's undo): `./history`.
 */
import "./messages.js";

export * from "./controller.js";
export * from "./doc/commands.js";
export * from "./doc/grid.js";
export * from "./doc/ops.js";
export * from "./doc/store.js";
export * from "./files.js";
export * from "./geom/basic.js";
export * from "./geom/calibrate.js";
export * from "./geom/snap.js";
export * from "./geom/topology.js";
export * from "./i18n.js";
export * from "./infer.js";
export * from "./model/doc.js";
export * from "./model/fields.js";
export * from "./phrase.js";
export type * from "./plugin.js";
export * from "./problems.js";
export * from "./storage.js";
export * from "./tools/calibrate.js";
export * from "./tools/draw.js";
export * from "./tools/paint.js";
export * from "./tools/pair.js";
export * from "./tools/select.js";
export * from "./tools/split.js";
export * from "./tools/types.js";
