/**
 * tRPC setup: the context (the PlayServer and who is asking), readable errors, and `guard` that
 * turns the domain's PlayError into the matching tRPC error. Internal errors never carry details to
 * the client; the HTTP layer logs them with a request id.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { Locale } from "@pudding/engine";
import { describeNameProblem } from "@pudding/names";
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { PlayError } from "./errors.js";
import { nameProblemOf } from "./names.js";
import type { PlayServer } from "./play-server.js";

export interface Context {
  server: PlayServer;
  /** Who is asking (the client's address): rate limits and stream caps count per client. */
  client: string;
  /** The HTTP request's id (in logs and in the message of an internal error). */
  requestId?: string;
  /** The reader's language (the `pudding_locale` cookie, else `Accept-Language`): logs and refusals. */
  locale?: Locale;
  /**
   * The request's headers, for the packages mounted beside the api (`routers` of the HTTP handler):
   * they ask their identity function who is signing in. The api's own procedures never read them.
   */
  headers?: IncomingHttpHeaders;
}

/** A context factory for `createCaller` and tests (`client` defaults to "local"). */
export const createContext =
  (server: PlayServer, client = "local") =>
  (): Context => ({ server, client });

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const cause = error.cause;
    const data: Record<string, unknown> = { ...shape.data };
    delete data.stack;
    let message = shape.message;
    if (cause instanceof ZodError) {
      data.issues = cause.issues.map((i) => {
        const name = nameProblemOf(i);
        return {
          path: i.path.join(".") || "(input)",
          message: name ? describeNameProblem(name, ctx?.locale) : i.message,
          ...(name ? { name } : {}),
        };
      });
      message = `Invalid input: ${describeZodIssues(cause, ctx?.locale)}`;
    } else if (cause instanceof PlayError) {
      Object.assign(data, cause.details);
    } else if (error.code === "INTERNAL_SERVER_ERROR") {
      message = `Something went wrong on the server and nothing was changed. Try again; if it persists, report it${ctx?.requestId ? ` with request id ${ctx.requestId}` : ""}.`;
    }
    return { ...shape, message, data };
  },
});

/** Readable zod errors for every caller (HTTP and createCaller alike): `path: message; …`. */
const readableInputErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ZodError)
    result.error.message = `Invalid input: ${describeZodIssues(result.error.cause, ctx.locale)}`;
  return result;
});

export function describeZodIssues(e: ZodError, locale?: Locale): string {
  return e.issues
    .map((i) => {
      const path = i.path.join(".") || "(input)";
      // A name's problem in the reader's language (issue 26 §6).
      const name = nameProblemOf(i);
      if (name) return `${path}: ${describeNameProblem(name, locale)}`;
      const note =
        i.code === "invalid_union" && "note" in i && typeof i.note === "string" ? ` (${i.note})` : "";
      return `${path}: ${i.message}${note}`;
    })
    .join("; ");
}

export const router = t.router;
export const publicProcedure = t.procedure.use(readableInputErrors);
export const createCallerFactory = t.createCallerFactory;

/** Run a domain call, mapping PlayError to TRPCError (same code, same message). */
export async function guard<T>(p: Promise<T> | (() => Promise<T>)): Promise<T> {
  try {
    return await (typeof p === "function" ? p() : p);
  } catch (e) {
    throw toTRPCError(e);
  }
}

export function toTRPCError(e: unknown): unknown {
  if (e instanceof PlayError) return new TRPCError({ code: e.code, message: e.message, cause: e });
  return e;
}
