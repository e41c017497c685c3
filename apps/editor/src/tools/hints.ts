/** The canvas tools by name, and the status-bar hint each one shows when picked (EditorApp, stories). */
export type ToolName =
  | "select"
  | "draw"
  | "arrow"
  | "crossing"
  | "split"
  | "merge"
  | "playtest"
  | "calibrate";

export const TOOL_HINTS: Record<ToolName, string> = {
  select: "Select: click, Shift+click, drag a marquee; drag to move",
  draw: "Draw: click point by point (snaps to neighbours; hold Alt to turn it off); click the first point or Enter to close",
  arrow: "Arrow: click the district the fire leaves, then its neighbour",
  crossing: "Crossing: click the corner where four districts meet",
  split: "Split: click where the cut starts and where it ends, across the district",
  merge: "Merge: click the district to keep, then the neighbour to merge into it",
  playtest: "Play-test: click districts to set fire, pick a card",
  calibrate: "Calibrate: click a point on the image",
};
