export * from "./compile.js";
export * from "./schema.js";
