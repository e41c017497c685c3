/**
 * The Great Fire's boards: the map format (a profile of `@pudding/map-schema`), `parseMap` with the
 * game's checks, the JSON Schema, the compiled board the rules use, and the shipped London.
 */
export * from "./compile.js";
export * from "./json-schema.js";
export * from "./maps.js";
export * from "./parse.js";
export { GREAT_FIRE_CHECKS } from "./profile.js";
export * from "./schema.js";
export { type IssueSink, type LooseMap, type MapProfile, validateMap } from "./validate.js";
