/**
 * The Small World Underground map document (§21.4 item 1): regions with their polygon, terrain and
 * printed symbols; a separate list of borders (stored once per border); the River regions in order;
 * the turn track. Edge flags are data, not geometry: a drawing mistake cannot change the rules.
 */
import { z } from "zod";
import { TERRAIN_IDS } from "../catalog.js";

const Coord = z.number().finite().min(-100_000).max(100_000);
/** A point `[x, y]`, x east, y south. */
export const PointSchema = z.tuple([Coord, Coord]);

/** A region id: short, letters and digits, no prototype names. */
export const RegionIdSchema = z
  .string()
  .regex(
    /^[A-Za-z][A-Za-z0-9_-]{0,23}$/,
    "must start with a letter and use letters, digits, _ or - (24 at most)",
  )
  .refine((s) => !["constructor", "prototype", "hasOwnProperty", "toString"].includes(s), {
    message: "is a reserved word",
  });

/** One region of a map. */
export const RegionSchema = z.strictObject({
  id: RegionIdSchema,
  name: z.string().min(1).max(120),
  /** §1 the region's one type. */
  type: z.enum(TERRAIN_IDS),
  /** §1 touches the outer border of the board (matters for First Conquests). */
  edge: z.boolean(),
  /** §3.4 carries the Monster symbol (2 Monsters at setup). */
  monster: z.boolean().default(false),
  /** §3.6 carries the Black Mountain symbol (a marker at setup). */
  blackMountain: z.boolean().default(false),
  /** §7.6 a chasm carrying the Volcano symbol. */
  volcano: z.boolean().default(false),
  /** The outline, in map units. */
  polygon: z.array(PointSchema).min(3).max(2000),
  /** Where the name and pieces go (inside the polygon). */
  label: PointSchema.optional(),
});
/** A region. */
export type SwuRegion = z.infer<typeof RegionSchema>;

/** The whole map document. */
export const SwuMapSchema = z.strictObject({
  version: z.literal(1),
  game: z.literal("small-world-underground"),
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case")
    .max(64),
  name: z.string().min(1).max(120),
  /** The player count the board is printed for (§2: one map per count). */
  players: z.number().int().min(2).max(5),
  /** `printed` = the real board; `traced` = read off photographs; `reconstructed` = made to fit the rules. */
  geography: z.enum(["printed", "traced", "reconstructed"]),
  frame: z.strictObject({
    width: z.number().positive().max(100_000),
    height: z.number().positive().max(100_000),
  }),
  regions: z.array(RegionSchema).min(3).max(120),
  /** Each border once, as a pair of region ids. */
  borders: z.array(z.tuple([RegionIdSchema, RegionIdSchema])).max(1000),
  /** The River regions in order, from one end on the map edge to the other. */
  river: z.array(RegionIdSchema).max(30),
  /** §4 the Game Turn track: its length and where its spaces are drawn. */
  track: z.strictObject({
    length: z.number().int().min(1).max(20),
    spaces: z.array(PointSchema).max(20),
  }),
  notes: z.array(z.string().max(2000)).max(60).default([]),
});
/** A map document. */
export type SwuMap = z.infer<typeof SwuMapSchema>;
/** A point. */
export type Pt = [number, number];
