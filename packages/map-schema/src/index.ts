/**
 * @pudding/map-schema — boards as validated data: the zod schemas, `parseMap` with semantic checks,
 * the JSON Schema export, the compiled board the engine uses, and the shipped maps.
 */
export * from "./compile.js";
export * from "./json-schema.js";
export * from "./maps.js";
export * from "./parse.js";
export { GREAT_FIRE_1666 } from "./profiles/great-fire-1666.js";
export * from "./schema.js";
export {
  distanceToOutline,
  type MapProfile,
  pointInPolygon,
  polygonArea,
  polygonCentre,
  selfIntersection,
  validateMap,
} from "./validate.js";
