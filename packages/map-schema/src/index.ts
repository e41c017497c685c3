/**
 * @pudding/map-schema — the base board schema every game's map format builds on: ids, points,
 * decorations, the shape of a located problem, and the plane geometry of outlines (area, centre,
 * point-in-polygon, distances, self-intersection, shared borders). Each game's profile (its fields,
 * checks, shipped maps) lives in the game's own package. No game in here.
 */
export * from "./base.js";
export * from "./geometry.js";
