export * from "./compile.js";
export * from "./maps.js";
export * from "./schema.js";
