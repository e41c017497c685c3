/** Argument parsing shared by the commands: `--name value`, `--flag`, positionals. */
import { parseArgs } from "node:util";

export class UsageError extends Error {}

export type Opts = Record<string, { type: "string" | "boolean"; short?: string }>;

/** Parses `args` against `options`; unknown options are a usage error with a plain message. */
export function parse<O extends Opts>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(
      e instanceof Error ? e.message.replace(/^TypeError( \[[A-Z_]+\])?: /, "") : String(e),
    );
  }
}

/** A whole number option within bounds, or a usage error saying what is expected. */
export function intOption(
  value: string | undefined,
  name: string,
  min: number,
  max: number,
  fallback?: number,
): number {
  if (value === undefined) {
    if (fallback === undefined)
      throw new UsageError(`--${name} is required (a whole number from ${min} to ${max})`);
    return fallback;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  return n;
}

/** Prints one JSON object on stdout (the `--json` contract). */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
