/**
 * The board map as data (DESIGN.md "Map schema"). These zod schemas are the single source of the
 * map format: the editor's save check, the server's `maps.publish` input, the engine's loader and the
 * JSON Schema export all use them. Shape only; semantic checks live in `validate.ts`.
 */
import { DecorationsSchema, IdSchema, PointSchema } from "@pudding/map-schema";
import { z } from "zod";

/** Current version of the map document format. Migrations live beside the schema. */
export const MAP_FORMAT_VERSION = 1 as const;

export const DISTRICT_KINDS = ["district", "park", "origin"] as const;
export const REGIONS = ["purple", "blue", "green", "orange"] as const;
export const DIRECTIONS = ["N", "E", "S", "W"] as const;

export const DistrictKindSchema = z.enum(DISTRICT_KINDS);
export const RegionSchema = z.enum(REGIONS);
export const DirectionSchema = z.enum(DIRECTIONS);
export type DistrictKind = z.infer<typeof DistrictKindSchema>;
export type Region = z.infer<typeof RegionSchema>;
export type Direction = z.infer<typeof DirectionSchema>;

/** Red band: the district is an objective, on a card of deck I, II or III worth 2, 4 or 6 VP. */
export const ObjectiveSchema = z.object({
  deck: z.literal([1, 2, 3]),
  vp: z.literal([2, 4, 6]),
});
export type Objective = z.infer<typeof ObjectiveSchema>;

export const DistrictSchema = z.object({
  id: IdSchema,
  name: z.string().min(1, "must not be empty").max(80, "must be at most 80 characters"),
  kind: DistrictKindSchema,
  region: RegionSchema,
  /** Printed house icons, 0–5. */
  houses: z.number().int("must be a whole number").min(0).max(5),
  /** Outline in map units, at least 3 points, not closed (the last point joins the first). */
  polygon: z.array(PointSchema).min(3, "needs at least 3 points").max(2000),
  /** Where the name is drawn. */
  label: PointSchema,
  objective: ObjectiveSchema.optional(),
  /** Yellow band: an extra-action token is placed here at setup. */
  extraAction: z.boolean().optional(),
  /** Setup icon "4" or "5": a team is placed here with 4 (resp. 5) players (§2.9). */
  setupIcon: z.literal([4, 5]).optional(),
});
export type District = z.infer<typeof DistrictSchema>;

/** A fire arrow drawn on the street between two districts: fire may step from → to with a card of `direction`. */
export const ArrowSchema = z.object({
  from: IdSchema,
  to: IdSchema,
  direction: DirectionSchema,
  at: PointSchema,
});
export type Arrow = z.infer<typeof ArrowSchema>;

/** A diagonal double arrow where four districts meet at a corner (§1.1 Example 1). */
export const CrossingSchema = z.object({
  at: PointSchema,
  nw: IdSchema,
  ne: IdSchema,
  sw: IdSchema,
  se: IdSchema,
});
export type Crossing = z.infer<typeof CrossingSchema>;

/** Movement-only adjacency (park edges): pawns and teams may cross, fire never does. */
export const BorderSchema = z.object({ a: IdSchema, b: IdSchema });
export type Border = z.infer<typeof BorderSchema>;

export const BoardMapSchema = z.object({
  /** Format version of this document. */
  version: z.literal(MAP_FORMAT_VERSION),
  id: IdSchema,
  name: z.string().min(1).max(120),
  description: z.string().max(5000).default(""),
  /** Which game profile's semantic rules apply (`great-fire-1666`). */
  game: z.string().min(1).max(64),
  /** Bounding size of the drawing in map units. */
  size: z.object({ width: z.number().positive().max(100000), height: z.number().positive().max(100000) }),
  districts: z.array(DistrictSchema).min(1, "needs at least one district").max(1000),
  arrows: z.array(ArrowSchema).max(10000).default([]),
  crossings: z.array(CrossingSchema).max(2000).default([]),
  borders: z.array(BorderSchema).max(10000).default([]),
  decorations: DecorationsSchema.default({ rivers: [], walls: [], labels: [] }),
});
/** A board map as validated data. */
export type BoardMap = z.infer<typeof BoardMapSchema>;
/** What a map document looks like before defaults are applied (what the editor writes). */
export type BoardMapInput = z.input<typeof BoardMapSchema>;
