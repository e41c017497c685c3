/**
 * The viewport's arithmetic, pure: fitting a box, zooming about a point, panning, keeping some of
 * the board on screen, wheel and pinch factors, and keeping the viewer's zoom when the screen
 * resizes. The React viewport only calls these.
 */
import { ZOOM_LIMITS, zoomAt } from "../geometry.js";
import type { Box, Size, ViewTransform } from "../types.js";

/** Padding around a fitted board: 3% of the short side, between 4 and 24 pixels. */
export function fitPadding(viewport: Size): number {
  return Math.min(24, Math.max(4, Math.min(viewport.width, viewport.height) * 0.03));
}

/**
 * The transform that shows `content` (map units) whole and centred in `viewport` (pixels) with
 * `padding` pixels on every side. Degenerate sizes give scale 1 at the origin instead of throwing.
 */
export function fitBox(content: Box, viewport: Size, padding = fitPadding(viewport)): ViewTransform {
  const cw = content.maxX - content.minX;
  const ch = content.maxY - content.minY;
  if (!(cw > 0 && ch > 0 && viewport.width > 0 && viewport.height > 0)) return { scale: 1, x: 0, y: 0 };
  const availW = Math.max(1, viewport.width - 2 * padding);
  const availH = Math.max(1, viewport.height - 2 * padding);
  const scale = Math.min(availW / cw, availH / ch);
  return {
    scale,
    x: (viewport.width - cw * scale) / 2 - content.minX * scale,
    y: (viewport.height - ch * scale) / 2 - content.minY * scale,
  };
}

/**
 * The zoom factor of one wheel event: smooth for trackpads (small deltas) and mice (±100), faster
 * for pinch gestures (which browsers send as ctrl+wheel), one step per line in line mode.
 */
export function wheelFactor(deltaY: number, deltaMode = 0, pinch = false): number {
  const px = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY;
  const k = pinch ? 0.01 : 0.0018;
  const f = Math.exp(-px * k);
  return Math.min(1.6, Math.max(1 / 1.6, f));
}

/** Zoom by `factor` about the screen point `pivot`, within the limits around `fitScale`. */
export function zoomView(
  view: ViewTransform,
  pivot: { x: number; y: number },
  factor: number,
  fitScale: number,
) {
  return zoomAt(view, pivot, factor, fitScale);
}

/** Move the view by (dx, dy) pixels. */
export function panView(view: ViewTransform, dx: number, dy: number): ViewTransform {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/**
 * Keep at least `margin` pixels of the board inside the viewport on each axis, so a fling or a
 * zoom can never lose it.
 */
export function clampView(view: ViewTransform, content: Box, viewport: Size, margin = 48): ViewTransform {
  const left = content.minX * view.scale + view.x;
  const right = content.maxX * view.scale + view.x;
  const top = content.minY * view.scale + view.y;
  const bottom = content.maxY * view.scale + view.y;
  const mx = Math.min(margin, (right - left) / 2, viewport.width / 2);
  const my = Math.min(margin, (bottom - top) / 2, viewport.height / 2);
  let { x, y } = view;
  if (right < mx) x += mx - right;
  if (left > viewport.width - mx) x -= left - (viewport.width - mx);
  if (bottom < my) y += my - bottom;
  if (top > viewport.height - my) y -= top - (viewport.height - my);
  return x === view.x && y === view.y ? view : { ...view, x, y };
}

/**
 * The view after the screen changed size. An untouched view simply refits. A view the player zoomed
 * or panned keeps its zoom relative to the fit and the map point at the centre of the screen, so a
 * phone rotation or a panel opening does not throw the player's zoom away.
 */
export function resizeView(
  view: ViewTransform,
  touched: boolean,
  oldFit: ViewTransform,
  newFit: ViewTransform,
  oldSize: Size,
  newSize: Size,
): ViewTransform {
  if (!touched || !(oldFit.scale > 0) || !(view.scale > 0)) return newFit;
  const rel = view.scale / oldFit.scale;
  const cx = (oldSize.width / 2 - view.x) / view.scale;
  const cy = (oldSize.height / 2 - view.y) / view.scale;
  const scale = newFit.scale * rel;
  return { scale, x: newSize.width / 2 - cx * scale, y: newSize.height / 2 - cy * scale };
}

/** Centre the map point `p` in the viewport when it lies outside the inner 80% (keyboard focus). */
export function revealPoint(view: ViewTransform, p: [number, number], viewport: Size): ViewTransform {
  const sx = p[0] * view.scale + view.x;
  const sy = p[1] * view.scale + view.y;
  const inX = sx > viewport.width * 0.1 && sx < viewport.width * 0.9;
  const inY = sy > viewport.height * 0.1 && sy < viewport.height * 0.9;
  if (inX && inY) return view;
  return { ...view, x: viewport.width / 2 - p[0] * view.scale, y: viewport.height / 2 - p[1] * view.scale };
}

/** Whether the view is (within a pixel) the fitted one. */
export function isFitted(view: ViewTransform, fit: ViewTransform): boolean {
  return (
    Math.abs(view.scale - fit.scale) < fit.scale * 1e-3 &&
    Math.abs(view.x - fit.x) < 1 &&
    Math.abs(view.y - fit.y) < 1
  );
}

export { ZOOM_LIMITS };
