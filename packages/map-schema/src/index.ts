export * from "./schema.js";
