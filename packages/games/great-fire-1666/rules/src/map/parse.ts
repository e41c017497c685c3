/**
 * `parseMap`: the one door through which a map enters the system (editor import, `maps.publish`,
 * the CLI, the engine loader). It never throws: any input — not JSON, the wrong types, megabytes of
 * junk, cyclic objects — gives a list of issues, each with a JSON path and a plain sentence.
 */
import type { MapIssue } from "@pudding/map-schema";
import type { z } from "zod";
import { type BoardMap, BoardMapSchema } from "./schema.js";
import { validateMap } from "./validate.js";

export type { MapIssue };

export type ParseMapResult =
  | { ok: true; map: BoardMap; warnings: MapIssue[] }
  | { ok: false; issues: MapIssue[] };

export interface ParseMapOptions {
  /** Largest accepted JSON text, in bytes (UTF-16 code units). Default 5 MB. */
  maxBytes?: number;
  /** Largest accepted number of values in an already-parsed input. Default 1,000,000. */
  maxNodes?: number;
}

const DEFAULT_MAX_BYTES = 5_000_000;
const DEFAULT_MAX_NODES = 1_000_000;

/** Formats a path array as `districts[12].houses`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(root)";
  let out = "";
  for (const p of path) {
    if (typeof p === "number") out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out || "(root)";
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const p of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = Object.hasOwn(v, p) ? (v as Record<PropertyKey, unknown>)[p] : undefined;
  }
  return v;
}

function describe(v: unknown): string {
  if (v === undefined) return "nothing";
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "string") return v.length > 40 ? `the text "${v.slice(0, 37)}..."` : `the text "${v}"`;
  if (typeof v === "number") return Number.isFinite(v) ? `the number ${v}` : String(v);
  if (typeof v === "object") return "an object";
  return `a ${typeof v}`;
}

const TYPE_WORDS: Record<string, string> = {
  string: "a text",
  number: "a number",
  array: "a list",
  object: "an object",
  boolean: "true or false",
};

/** Turns a zod issue into a sentence that says what was found and what is expected. */
function sentence(issue: z.core.$ZodIssue, found: unknown): string {
  switch (issue.code) {
    case "invalid_type": {
      if (found === undefined) return `is missing; expected ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
      if (issue.expected === "int" && typeof found === "number") return `${found} must be a whole number`;
      if (issue.expected === "number" && typeof found === "number") return `${found} is not a finite number`;
      return `expected ${TYPE_WORDS[issue.expected] ?? issue.expected}, found ${describe(found)}`;
    }
    case "too_big": {
      if (issue.origin === "array")
        return `has ${Array.isArray(found) ? found.length : "too many"} items; at most ${issue.maximum} are allowed`;
      if (issue.origin === "string") return `is too long; at most ${issue.maximum} characters are allowed`;
      return `${String(found)} is above the maximum of ${issue.maximum}`;
    }
    case "too_small": {
      if (issue.origin === "array") {
        const n = Array.isArray(found) ? found.length : 0;
        return issue.message.startsWith("Too small") || issue.message.startsWith("needs")
          ? `has ${n} item${n === 1 ? "" : "s"}; ${issue.message.startsWith("needs") ? issue.message : `at least ${issue.minimum} are needed`}`
          : issue.message;
      }
      if (issue.origin === "string")
        return issue.message.startsWith("Too small") ? "must not be empty" : issue.message;
      return issue.inclusive
        ? `${String(found)} is below the minimum of ${issue.minimum}`
        : `${String(found)} must be greater than ${issue.minimum}`;
    }
    case "invalid_value":
      return `${describe(found)} is not allowed; use ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_format":
      return issue.message.startsWith("Invalid") ? `${describe(found)} has the wrong format` : issue.message;
    case "invalid_union":
      return `${describe(found)} does not match any allowed form`;
    default:
      if (issue.message.startsWith("Invalid input: expected int"))
        return `${String(found)} must be a whole number`;
      return issue.message;
  }
}

/** Counts values and detects cycles in a parsed (non-JSON-text) input; returns a problem or null. */
function checkStructure(input: unknown, maxNodes: number): string | null {
  let count = 0;
  const onPath = new Set<object>();
  const walk = (v: unknown, depth: number): string | null => {
    if (++count > maxNodes) return `has more than ${maxNodes} values; a map is far smaller`;
    if (depth > 64) return "is nested more than 64 levels deep; a map is at most 5 levels deep";
    if (v === null || typeof v !== "object") return null;
    if (onPath.has(v)) return "contains a cycle (an object inside itself), which JSON cannot express";
    onPath.add(v);
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      const problem = walk(child, depth + 1);
      if (problem) return problem;
    }
    onPath.delete(v);
    return null;
  };
  return walk(input, 0);
}

/**
 * Parses and validates a map: a JSON text or an already-parsed value. Returns the typed map with
 * its warnings, or every problem found (shape and meaning). Never throws.
 */
export function parseMap(input: unknown, options: ParseMapOptions = {}): ParseMapResult {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const fail = (message: string, code: string): ParseMapResult => ({
    ok: false,
    issues: [{ path: "(root)", message, severity: "error", code }],
  });
  try {
    let value: unknown = input;
    if (typeof input === "string") {
      if (input.length > maxBytes)
        return fail(
          `the map is ${input.length.toLocaleString("en")} bytes; at most ${maxBytes.toLocaleString("en")} are accepted`,
          "too-large",
        );
      if (input.trim() === "")
        return fail("the file is empty; expected a JSON object describing a map", "empty");
      try {
        value = JSON.parse(input);
      } catch (e) {
        return fail(`not valid JSON (${e instanceof Error ? e.message : String(e)})`, "invalid-json");
      }
    } else {
      const problem = checkStructure(input, options.maxNodes ?? DEFAULT_MAX_NODES);
      if (problem) return fail(`the map ${problem}`, "bad-structure");
    }
    if (value === null || typeof value !== "object" || Array.isArray(value))
      return fail(`expected a JSON object describing a map, found ${describe(value)}`, "not-an-object");

    const shape = BoardMapSchema.safeParse(value);
    const issues: MapIssue[] = shape.success
      ? []
      : shape.error.issues.map((i) => ({
          path: formatPath(i.path),
          message: sentence(i, valueAt(value, i.path)),
          severity: "error" as const,
          code: i.code,
        }));
    // Semantic checks run on whatever parts have the right shape, so that all problems show at once.
    issues.push(...validateMap(shape.success ? shape.data : value));
    const errors = issues.filter((i) => i.severity === "error");
    if (!shape.success || errors.length > 0) return { ok: false, issues };
    return { ok: true, map: shape.data, warnings: issues };
  } catch (e) {
    // Defensive: a validator bug must not crash the caller; report it as a problem with the map.
    return fail(`the map could not be checked (${e instanceof Error ? e.message : String(e)})`, "internal");
  }
}
