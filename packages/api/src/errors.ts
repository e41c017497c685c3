/**
 * The domain's refusals: a tRPC-compatible code and a sentence for the person who asked (what is
 * wrong and what to do). Routers turn them into tRPC errors with the same code and message.
 */

/** The codes a refusal may carry (a subset of tRPC's). */
export type PlayErrorCode =
  | "NOT_FOUND"
  | "FORBIDDEN"
  | "CONFLICT"
  | "BAD_REQUEST"
  | "TOO_MANY_REQUESTS"
  | "PAYLOAD_TOO_LARGE"
  | "SERVICE_UNAVAILABLE";

/** A refusal with a tRPC-compatible code; `message` is meant for the person who asked. */
export class PlayError extends Error {
  constructor(
    public readonly code: PlayErrorCode,
    message: string,
    public readonly details: {
      rule?: string;
      ruleCode?: string;
      /** `name`: a name problem of `@pudding/names` as data (code and parameters). */
      issues?: { path: string; message: string; name?: unknown }[];
      /** Seconds until a rate-limited call may be tried again. */
      retryAfter?: number;
    } = {},
  ) {
    super(message);
    this.name = "PlayError";
  }
}

/** A BAD_REQUEST naming the field: `field: sentence`. */
export const badInput = (field: string, sentence: string): PlayError =>
  new PlayError("BAD_REQUEST", `Invalid input: ${field}: ${sentence}`, {
    issues: [{ path: field, message: sentence }],
  });
