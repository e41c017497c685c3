/**
 * Two-point calibration of the background image: the person marks two points on the scan and the
 * two map points they stand for; the similarity transform (uniform scale, rotation, offset) that
 * carries the first pair onto the second places the image under the map.
 */
import type { Point } from "@pudding/map-schema";
import { EditError } from "../model/doc.js";

/** Image placement in map units: image pixel (u, v) lands at x + scale·R(rotation)·(u, v). */
export interface ImagePlacement {
  x: number;
  y: number;
  scale: number;
  /** Degrees, clockwise on screen (Konva's convention). */
  rotation: number;
}

/**
 * The placement carrying image points i1, i2 onto map points m1, m2.
 * @throws Error when either pair has two equal points (no distance to measure a scale by).
 */
export function calibrate(i1: Point, i2: Point, m1: Point, m2: Point): ImagePlacement {
  const di: Point = [i2[0] - i1[0], i2[1] - i1[1]];
  const dm: Point = [m2[0] - m1[0], m2[1] - m1[1]];
  const li = Math.hypot(di[0], di[1]);
  const lm = Math.hypot(dm[0], dm[1]);
  if (li < 1e-9) throw EditError.of("geom.sameImagePoints");
  if (lm < 1e-9) throw EditError.of("geom.sameMapPoints");
  const scale = lm / li;
  const rot = Math.atan2(dm[1], dm[0]) - Math.atan2(di[1], di[0]);
  const cos = Math.cos(rot) * scale;
  const sin = Math.sin(rot) * scale;
  // m1 = t + S·R·i1  →  t = m1 − S·R·i1
  const x = m1[0] - (cos * i1[0] - sin * i1[1]);
  const y = m1[1] - (sin * i1[0] + cos * i1[1]);
  let rotation = (rot * 180) / Math.PI;
  rotation = ((((rotation + 180) % 360) + 360) % 360) - 180;
  return { x, y, scale, rotation };
}

/** Where image pixel (u, v) lands on the map under a placement. */
export function imageToMap(p: Point, t: ImagePlacement): Point {
  const r = (t.rotation * Math.PI) / 180;
  const c = Math.cos(r) * t.scale;
  const s = Math.sin(r) * t.scale;
  return [t.x + c * p[0] - s * p[1], t.y + s * p[0] + c * p[1]];
}

/** The inverse: which image pixel lies under map point p. */
export function mapToImage(p: Point, t: ImagePlacement): Point {
  const r = (-t.rotation * Math.PI) / 180;
  const dx = (p[0] - t.x) / t.scale;
  const dy = (p[1] - t.y) / t.scale;
  return [Math.cos(r) * dx - Math.sin(r) * dy, Math.sin(r) * dx + Math.cos(r) * dy];
}
