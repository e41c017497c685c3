/**
 * tRPC setup: the context (the PlayServer), readable errors, and `guard` that turns the domain's
 * PlayError into the matching tRPC error. Internal errors never carry details to the client.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { PlayError, type PlayServer } from "./play-server.js";

export interface Context {
  server: PlayServer;
}

export const createContext = (server: PlayServer) => (): Context => ({ server });

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const data: Record<string, unknown> = { ...shape.data };
    delete data.stack;
    let message = shape.message;
    if (cause instanceof ZodError) {
      const issues = cause.issues.map((i) => ({ path: i.path.join(".") || "(input)", message: i.message }));
      data.issues = issues;
      message = `Invalid input: ${describeZodIssues(cause)}`;
    } else if (cause instanceof PlayError) {
      Object.assign(data, cause.details);
    } else if (error.code === "INTERNAL_SERVER_ERROR") {
      message =
        "Something went wrong on the server and nothing was changed. Try again; if it persists, report it.";
    }
    return { ...shape, message, data };
  },
});

/** Readable zod errors for every caller (HTTP and createCaller alike): `path: message; …`. */
const readableInputErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ZodError)
    result.error.message = `Invalid input: ${describeZodIssues(result.error.cause)}`;
  return result;
});

export function describeZodIssues(e: ZodError): string {
  return e.issues
    .map((i) => {
      const path = i.path.join(".") || "(input)";
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
