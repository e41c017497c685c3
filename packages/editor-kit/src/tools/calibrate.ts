/**
 * Two-point calibration of the background scan as a tool: click a point on the image, then where it
 * belongs on the map (snapped to a vertex or an edge), then a second pair; the similarity transform
 * carrying the image points onto the map points places the scan. Started from the background panel.
 */
import type { Point } from "@pudding/map-schema";
import { calibrate, mapToImage } from "../geom/calibrate.js";
import { editorT } from "../i18n.js";
import { EditError } from "../model/doc.js";
import { saying } from "../phrase.js";
import type { ToolDef } from "./types.js";

/** Points clicked so far: image, map, image, map (image points in image pixels). */
export interface CalibrateState {
  name: "idle" | "picking";
  pts: Point[];
}

/** What to click next, by step. */
export const CALIBRATION_STEPS = [
  "Click a reference point on the image",
  "Click where it belongs on the map",
  "Click a second point on the image",
  "Click where it belongs on the map",
] as const;

/** The same, as keys of the kit's catalogue. */
export const CALIBRATION_STEP_KEYS = [
  "calibrate.step1",
  "calibrate.step2",
  "calibrate.step3",
  "calibrate.step2",
] as const;

/** The calibration tool. */
export const calibrateTool: ToolDef<CalibrateState> = {
  id: "calibrate",
  label: "Calibrate",
  title: "Calibrate the background by two points",
  hint: "Calibrate: click a point on the image",
  hidden: true,
  initial: { name: "picking", pts: [] },
  path: (s) => (s.name === "idle" ? "idle" : `picking ${s.pts.length + 1} of 4`),
  onInput(s, input, ctx) {
    if (input.type === "key")
      return input.key === "Escape" ? { state: { name: "idle", pts: [] }, switchTo: "select" } : { state: s };
    if (input.type !== "down" || input.button !== 0 || !ctx.background) return { state: s };
    const onMap = s.pts.length % 2 === 1;
    const p = onMap ? ctx.snap(input.p).point : mapToImage(input.p, ctx.background);
    const pts = [...s.pts, p];
    if (pts.length < 4)
      return {
        state: { name: "picking", pts },
        ...saying(["", "status.calibrateNow", "calibrate.step3", "calibrate.step2"][pts.length] as string),
      };
    try {
      const placement = calibrate(pts[0] as Point, pts[2] as Point, pts[1] as Point, pts[3] as Point);
      return {
        state: { name: "idle", pts: [] },
        background: placement,
        switchTo: "select",
        ...saying("status.calibrated", {
          scale: placement.scale.toFixed(3),
          rotation: placement.rotation.toFixed(1),
        }),
      };
    } catch (e) {
      return {
        state: { name: "idle", pts: [] },
        switchTo: "select",
        message: (e as Error).message,
        ...(e instanceof EditError && e.phrase ? { phrase: e.phrase } : {}),
        error: true,
      };
    }
  },
  overlay(s, ctx) {
    const bg = ctx.background;
    if (!bg) return {};
    const t = editorT(ctx.locale);
    const labels = [
      t("overlay.image", { n: 1 }),
      t("overlay.map", { n: 1 }),
      t("overlay.image", { n: 2 }),
      t("overlay.map", { n: 2 }),
    ];
    return {
      marks: s.pts.map((p, i) => ({
        p: i % 2 === 0 ? ([bg.x + p[0] * bg.scale, bg.y + p[1] * bg.scale] as Point) : p,
        label: labels[i] as string,
      })),
    };
  },
};
