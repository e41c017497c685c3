/**
 * Dropping a hand of tokens on the board: the region under the drop point is found on the board's
 * Konva stage and clicked, so a drag goes the guided turn's way (the same path as a click).
 */
import Konva from "konva";

/** Clicks the space under the page point (x, y) of a drop on `target`; false when none is there. */
export function clickSpaceAt(target: Element, clientX: number, clientY: number): boolean {
  const stage = Konva.stages.find((s) => s.container().contains(target));
  if (!stage) return false;
  const r = stage.container().getBoundingClientRect();
  const shape = stage.getIntersection({ x: clientX - r.left, y: clientY - r.top });
  if (!shape) return false;
  shape.fire("click", { type: "click", target: shape, evt: new MouseEvent("click") } as never, true);
  return true;
}
