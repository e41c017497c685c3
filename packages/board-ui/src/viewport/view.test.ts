import { describe, expect, it } from "vitest";
import { clampView, fitBox, isFitted, resizeView, revealPoint, wheelFactor, zoomView } from "./view.js";

const box = { minX: 0, minY: 0, maxX: 1000, maxY: 500 };

describe("viewport arithmetic", () => {
  it("fits a box with an origin, centred, with the padding on the limiting side", () => {
    const t = fitBox({ minX: 100, minY: 100, maxX: 300, maxY: 200 }, { width: 420, height: 420 }, 10);
    expect(t.scale).toBeCloseTo(2);
    expect(100 * t.scale + t.x).toBeCloseTo(10);
    expect(100 * t.scale + t.y).toBeCloseTo(110);
  });
  it("gives scale 1 instead of throwing on an empty board or a zero-sized screen", () => {
    expect(fitBox({ minX: 0, minY: 0, maxX: 0, maxY: 0 }, { width: 100, height: 100 })).toEqual({
      scale: 1,
      x: 0,
      y: 0,
    });
    expect(fitBox(box, { width: 0, height: 100 })).toEqual({ scale: 1, x: 0, y: 0 });
  });
  it("zooms about the wheel's point: the map point under the cursor stays under it", () => {
    const v = { scale: 1, x: 10, y: 20 };
    const z = zoomView(v, { x: 300, y: 200 }, 1.5, 1);
    expect((300 - z.x) / z.scale).toBeCloseTo((300 - v.x) / v.scale);
    expect((200 - z.y) / z.scale).toBeCloseTo((200 - v.y) / v.scale);
  });
  it("turns wheel deltas into gentle factors: mouse, trackpad, pinch (ctrl) and line mode, bounded", () => {
    expect(wheelFactor(100)).toBeLessThan(1);
    expect(wheelFactor(-100)).toBeGreaterThan(1);
    expect(wheelFactor(4)).toBeGreaterThan(0.98);
    expect(wheelFactor(10, 0, true)).toBeLessThan(wheelFactor(10));
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(48));
    expect(wheelFactor(100000)).toBeCloseTo(1 / 1.6);
  });
  it("never lets a pan lose the board: some of it stays on screen", () => {
    const v = clampView({ scale: 1, x: -5000, y: 4000 }, box, { width: 800, height: 600 }, 48);
    expect(1000 + v.x).toBeGreaterThanOrEqual(48);
    expect(v.y).toBeLessThanOrEqual(600 - 48);
    const inside = { scale: 1, x: 0, y: 0 };
    expect(clampView(inside, box, { width: 800, height: 600 })).toBe(inside);
  });
  it("a resize refits an untouched view but keeps a zoomed view's zoom and centre (phone rotation)", () => {
    const oldSize = { width: 390, height: 844 };
    const newSize = { width: 844, height: 390 };
    const oldFit = fitBox(box, oldSize);
    const newFit = fitBox(box, newSize);
    expect(resizeView(oldFit, false, oldFit, newFit, oldSize, newSize)).toBe(newFit);
    const zoomed = zoomView(oldFit, { x: 195, y: 422 }, 3, oldFit.scale);
    const after = resizeView(zoomed, true, oldFit, newFit, oldSize, newSize);
    expect(after.scale / newFit.scale).toBeCloseTo(zoomed.scale / oldFit.scale);
    const centreBefore = [(195 - zoomed.x) / zoomed.scale, (422 - zoomed.y) / zoomed.scale];
    const centreAfter = [(422 - after.x) / after.scale, (195 - after.y) / after.scale];
    expect(centreAfter[0]).toBeCloseTo(centreBefore[0] as number);
    expect(centreAfter[1]).toBeCloseTo(centreBefore[1] as number);
  });
  it("brings a keyboard-focused space on screen only when it is off screen, and knows the fitted view", () => {
    const v = { scale: 2, x: 0, y: 0 };
    expect(revealPoint(v, [100, 100], { width: 800, height: 600 })).toBe(v);
    const moved = revealPoint(v, [900, 100], { width: 800, height: 600 });
    expect(900 * moved.scale + moved.x).toBeCloseTo(400);
    expect(isFitted(v, { ...v, x: 0.5 })).toBe(true);
    expect(isFitted(v, { ...v, scale: 3 })).toBe(false);
  });
});
