/**
 * Turning untrusted input into values or located problems: zod issues as `Issue`s with a path like
 * `districts[3].houses` and a plain sentence, and guards shared by every game's parsers.
 */
import type { z } from "zod";
import type { Issue, Parsed } from "./contract.js";

/** Formats a path array as `districts[12].houses` (`(root)` for the whole value). */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(root)";
  let out = "";
  for (const p of path) {
    if (typeof p === "number") out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out || "(root)";
}

/** The value at a path, read with own properties only (prototype keys never resolve). */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = root;
  for (const p of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = Object.hasOwn(v, p) ? (v as Record<PropertyKey, unknown>)[p] : undefined;
  }
  return v;
}

/** A found value in words: `the number 7`, `the text "x"`, `a list`. */
export function describeValue(v: unknown): string {
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

/** A zod issue as a sentence that says what was found and what is expected. */
export function zodSentence(issue: z.core.$ZodIssue, found: unknown): string {
  switch (issue.code) {
    case "invalid_type": {
      if (found === undefined) return `is missing; expected ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
      if (issue.expected === "int" && typeof found === "number") return `${found} must be a whole number`;
      if (issue.expected === "number" && typeof found === "number") return `${found} is not a finite number`;
      return `expected ${TYPE_WORDS[issue.expected] ?? issue.expected}, found ${describeValue(found)}`;
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
      return `${describeValue(found)} is not allowed; use ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_format":
      return issue.message.startsWith("Invalid")
        ? `${describeValue(found)} has the wrong format`
        : issue.message;
    case "invalid_union":
      return `${describeValue(found)} does not match any allowed form`;
    case "unrecognized_keys":
      return `has unknown field${issue.keys.length === 1 ? "" : "s"} ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
    default:
      if (issue.message.startsWith("Invalid input: expected int"))
        return `${String(found)} must be a whole number`;
      return issue.message;
  }
}

/** Every zod issue of a failed parse as an `Issue` (path + sentence). */
export function zodIssues(error: z.ZodError, input: unknown, prefix = ""): Issue[] {
  return error.issues.map((i) => {
    const path = formatPath(i.path);
    return {
      path: prefix ? (path === "(root)" ? prefix : `${prefix}.${path}`) : path,
      message: zodSentence(i, valueAt(input, i.path)),
      code: i.code,
      severity: "error" as const,
    };
  });
}

/** Parses with a zod schema into `Parsed` (never throws). */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown, prefix = ""): Parsed<T> {
  try {
    const r = schema.safeParse(input);
    return r.success ? { ok: true, value: r.data } : { ok: false, issues: zodIssues(r.error, input, prefix) };
  } catch (e) {
    return {
      ok: false,
      issues: [
        {
          path: prefix || "(root)",
          message: `could not be read (${(e as Error).message})`,
          code: "internal",
        },
      ],
    };
  }
}

/**
 * Reads a JSON text or checks an already-parsed value before any schema sees it: size limits,
 * nesting depth, cycles (which JSON cannot express). Returns the value or one located problem.
 */
export function readDocument(
  input: unknown,
  what: string,
  o: { maxBytes?: number; maxNodes?: number; maxDepth?: number } = {},
): Parsed<unknown> {
  const maxBytes = o.maxBytes ?? 5_000_000;
  const maxNodes = o.maxNodes ?? 1_000_000;
  const maxDepth = o.maxDepth ?? 64;
  const fail = (message: string, code: string): Parsed<unknown> => ({
    ok: false,
    issues: [{ path: "(root)", message, code, severity: "error" }],
  });
  if (typeof input === "string") {
    if (input.length > maxBytes)
      return fail(
        `the ${what} is ${input.length.toLocaleString("en")} bytes; at most ${maxBytes.toLocaleString("en")} are accepted`,
        "too-large",
      );
    if (input.trim() === "")
      return fail(`the file is empty; expected a JSON object describing a ${what}`, "empty");
    try {
      return { ok: true, value: JSON.parse(input) };
    } catch (e) {
      return fail(`not valid JSON (${e instanceof Error ? e.message : String(e)})`, "invalid-json");
    }
  }
  let count = 0;
  const onPath = new Set<object>();
  const walk = (v: unknown, depth: number): string | null => {
    if (++count > maxNodes) return `has more than ${maxNodes} values; a ${what} is far smaller`;
    if (depth > maxDepth) return `is nested more than ${maxDepth} levels deep`;
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
  const problem = walk(input, 0);
  return problem ? fail(`the ${what} ${problem}`, "bad-structure") : { ok: true, value: input };
}
