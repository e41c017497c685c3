/**
 * Checks every untrusted document (maps, rule sets, actions) passes at the server's door, before any
 * game module sees it: bounded size, node count and depth (so the module's own checks run in
 * bounded time), no NUL or lone surrogates (PostgreSQL's jsonb refuses the first and mangles the
 * second), finite numbers within a bound. Each refusal names the path.
 */
import type { Issue } from "@pudding/engine";
import { LONE_SURROGATE } from "./contract.js";
import { jsonDepthOver } from "./json-guard.js";

export interface DocumentLimits {
  /** Largest JSON text, in bytes (UTF-8). */
  maxBytes: number;
  /** Most values (objects, arrays, strings, numbers…) in the document. */
  maxNodes: number;
  /** Deepest nesting. */
  maxDepth: number;
  /** Largest absolute value of any number (default: any finite number). */
  maxNumber?: number;
}

/** Limits for map documents: real boards are 20–70 kB and under 5,000 values (London: 4,405). */
export const MAP_LIMITS: DocumentLimits = {
  maxBytes: 1_000_000,
  maxNodes: 100_000,
  maxDepth: 16,
  maxNumber: 1e6,
};
/** Limits for rule sets (a few dozen options). */
export const RULES_LIMITS: DocumentLimits = { maxBytes: 100_000, maxNodes: 5_000, maxDepth: 12 };
/** Limits for one action (a handful of fields). */
export const ACTION_LIMITS: DocumentLimits = { maxBytes: 4096, maxNodes: 200, maxDepth: 6 };

export type Checked = { ok: true; value: unknown } | { ok: false; issues: Issue[] };

const fmt = (n: number) => n.toLocaleString("en");

/**
 * Reads `input` (a value, or JSON text) under `limits`: the value, or the first problem found as an
 * issue whose path starts with `field`.
 */
export function checkDocument(input: unknown, field: string, limits: DocumentLimits): Checked {
  let value = input;
  if (typeof input === "string") {
    const bytes = Buffer.byteLength(input, "utf8");
    if (bytes > limits.maxBytes)
      return fail(field, `is ${fmt(bytes)} bytes of JSON; at most ${fmt(limits.maxBytes)} are accepted.`);
    // Issue 26 §4: a megabyte of nested `[` would hold the event loop inside JSON.parse.
    if (jsonDepthOver(input, limits.maxDepth + 1))
      return fail(field, `is nested deeper than ${limits.maxDepth} levels.`);
    try {
      value = JSON.parse(input);
    } catch (e) {
      return fail(field, `is not JSON (${(e as Error).message}).`);
    }
  }
  const problem = walk(value, limits);
  if (problem) return fail(problem.path ? `${field}.${problem.path}` : field, problem.message);
  if (typeof input !== "string") {
    const bytes = Buffer.byteLength(JSON.stringify(value) ?? "", "utf8");
    if (bytes > limits.maxBytes)
      return fail(field, `is ${fmt(bytes)} bytes as JSON; at most ${fmt(limits.maxBytes)} are accepted.`);
  }
  return { ok: true, value };
}

function fail(path: string, message: string): Checked {
  return { ok: false, issues: [{ path, message, code: "document", severity: "error" }] };
}

function textProblem(s: string): string | null {
  if (s.includes("\u0000")) return "contains a NUL character (\\u0000), which cannot be stored; remove it.";
  if (LONE_SURROGATE.test(s)) return "contains a lone UTF-16 surrogate (a broken character); retype it.";
  return null;
}

/** The first problem in a parsed value, depth-first, with its dotted path. */
function walk(root: unknown, limits: DocumentLimits): { path: string; message: string } | null {
  let nodes = 0;
  const visit = (x: unknown, path: string, depth: number): { path: string; message: string } | null => {
    if (++nodes > limits.maxNodes)
      return { path: "", message: `holds more than ${fmt(limits.maxNodes)} values; simplify it.` };
    if (depth > limits.maxDepth) return { path, message: `is nested deeper than ${limits.maxDepth} levels.` };
    if (typeof x === "string") {
      const p = textProblem(x);
      return p ? { path, message: p } : null;
    }
    if (typeof x === "number") {
      if (!Number.isFinite(x)) return { path, message: "is not a finite number." };
      if (limits.maxNumber !== undefined && Math.abs(x) > limits.maxNumber)
        return { path, message: `${x} is out of range: numbers lie within ±${fmt(limits.maxNumber)}.` };
      return null;
    }
    if (x === null || typeof x === "boolean") return null;
    if (Array.isArray(x)) {
      for (let i = 0; i < x.length; i++) {
        const r = visit(x[i], path ? `${path}[${i}]` : `[${i}]`, depth + 1);
        if (r) return r;
      }
      return null;
    }
    if (typeof x === "object") {
      for (const key of Object.keys(x)) {
        const kp = textProblem(key);
        if (kp) return { path, message: `a key ${kp}` };
        const r = visit((x as Record<string, unknown>)[key], path ? `${path}.${key}` : key, depth + 1);
        if (r) return r;
      }
      return null;
    }
    return { path, message: `holds a ${typeof x}, which JSON cannot carry.` };
  };
  return visit(root, "", 0);
}
