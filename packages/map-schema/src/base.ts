/**
 * The base of every board document: ids, points, decorations (drawing only) and the shape of a
 * located problem. Each game adds its own fields and checks in its package (a profile), built from
 * these pieces, so every map format shares ids, coordinates and error style.
 */
import { z } from "zod";

/** Kebab-case identifier: `pudding-lane`, `st-pauls`. */
export const IdSchema = z
  .string()
  .min(1, "must not be empty")
  .max(64, "must be at most 64 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case (lowercase letters, digits and single hyphens)");
export type Id = z.infer<typeof IdSchema>;

/** A point in map units, `[x, y]`, x growing east and y growing south (screen convention). */
export const PointSchema = z.tuple([z.number().finite(), z.number().finite()]);
export type Point = z.infer<typeof PointSchema>;

/** Drawing only; no rules meaning. */
export const DecorationsSchema = z.object({
  rivers: z
    .array(
      z.object({
        name: z.string().max(80),
        /** Centre line. */
        path: z.array(PointSchema).min(2).max(2000),
        width: z.number().positive().max(10000),
      }),
    )
    .max(50)
    .default([]),
  walls: z
    .array(z.object({ name: z.string().max(80), path: z.array(PointSchema).min(2).max(2000) }))
    .max(50)
    .default([]),
  compass: z.object({ at: PointSchema, size: z.number().positive().max(10000) }).optional(),
  labels: z
    .array(
      z.object({
        text: z.string().max(120),
        at: PointSchema,
        size: z.number().positive().max(1000).optional(),
      }),
    )
    .max(200)
    .default([]),
});
export type Decorations = z.infer<typeof DecorationsSchema>;

/** One problem found in a map: `path` like `districts[12].houses` (`(root)` for the whole map), a plain sentence, its severity and a stable code. */
export interface MapIssue {
  path: string;
  message: string;
  severity: "error" | "warning";
  /** Stable machine-readable kind, e.g. `too_big`, `unknown-id`, `region-houses`. */
  code: string;
}
