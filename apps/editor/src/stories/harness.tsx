/**
 * The stories' harness: the same `EditorController` the app mounts, set up in a meaningful state
 * (a tool mid-gesture, a selection, a zoom on some districts, a background scan), drawn by the kit's
 * canvas with the active tool's panel and a status bar naming the tool's state path. Pointer and
 * keys go through the controller, so every story stays usable.
 */
import {
  type AnyPlugin,
  type BackgroundLayer,
  bbox,
  EditorController,
  type KitDoc,
  type Selection,
} from "@pudding/editor-kit";
import { CanvasBox, StatusBar, ToolPanel, useController, useEditorKeys } from "@pudding/editor-kit/react";
import { GREAT_FIRE_EDITOR } from "@pudding/great-fire-ui";
import type { Point } from "@pudding/map-schema";
import { useMemo } from "react";

/** How a story's controller starts. */
export interface StorySetup {
  doc: KitDoc;
  plugin?: AnyPlugin;
  tool?: string;
  /** The tool's state (mid-gesture). */
  state?: unknown;
  selection?: Selection;
  /** The map box to zoom to, `[x0, y0, x1, y1]` in map units; the whole map when absent. */
  focus?: [number, number, number, number];
  /** Where the pointer rests (snap indicators, previews follow it). */
  hover?: Point;
  background?: BackgroundLayer;
  width?: number;
  height?: number;
}

/** A controller in the story's state. */
export function storyController(s: StorySetup): EditorController {
  const width = s.width ?? 1000;
  const height = s.height ?? 640;
  const ctl = new EditorController({
    plugin: s.plugin ?? GREAT_FIRE_EDITOR,
    doc: s.doc,
    viewport: { width, height },
  });
  ctl.setViewport({ width, height });
  if (s.background) ctl.setBackground(s.background);
  if (s.tool) ctl.setTool(s.tool, s.state);
  if (s.selection) ctl.select(s.selection);
  if (s.focus) ctl.fitBox(s.focus);
  if (s.hover) ctl.pointer({ type: "move", p: s.hover, target: null, button: 0, shift: false, alt: false });
  return ctl;
}

/** The canvas of a story, with the tool's panel and a status bar. */
export function StoryCanvas(props: StorySetup) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a story sets its controller up once
  const ctl = useMemo(() => storyController(props), []);
  useController(ctl);
  useEditorKeys(ctl);
  const width = props.width ?? 1000;
  const height = props.height ?? 640;
  const panel = !!ctl.toolDef.Panel;
  return (
    <div style={{ display: "grid", gridTemplateColumns: panel ? `${width}px 330px` : `${width}px` }}>
      <CanvasBox ctl={ctl} style={{ width, height }} />
      {panel ? (
        <aside className="side" style={{ height }}>
          <ToolPanel ctl={ctl} />
        </aside>
      ) : null}
      <div style={{ gridColumn: "1 / -1" }}>
        <StatusBar
          ctl={ctl}
          extra={
            <>
              <strong>{ctl.tool}</strong>
              <span data-testid="tool-state">{ctl.toolPath}</span>
            </>
          }
        />
      </div>
    </div>
  );
}

/** A box around some spaces, with a margin in map units. */
export function around(doc: KitDoc, ids: string[], margin = 60): [number, number, number, number] {
  const [x0, y0, x1, y1] = bbox(ids.flatMap((id) => doc.spaces.find((s) => s.id === id)?.polygon ?? []));
  return [x0 - margin, y0 - margin, x1 + margin, y1 + margin];
}
