/**
 * The HTTP front door. `createFrontDoor` serves a whole site (the API under `/api/trpc/`, health
 * and readiness, and a pages handler such as Next.js) with security headers, a request id on every
 * answer and every logged 500 (never internals in the answer, never a seat token in the log).
 * `createApiHandler` mounts the API alone: it reads the body itself (size, Content-Length and time
 * bounded, each refusal a sentence), refuses oversized batches and wrong methods clearly, and
 * allows cross-origin mutations only from the editor's origins. `startApiServer` runs it alone.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { isLocale, type Locale, pickLocale } from "@pudding/engine";
import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import { JsonDepthGauge, jsonDepthOver, MAX_BODY_DEPTH } from "./json-guard.js";
import { PlayServer, type PlayServerOptions } from "./play-server.js";
import { appRouter, appRouterWith } from "./router/index.js";
import type { Context } from "./trpc.js";

/** Largest request body accepted: a 1 MB map as JSON text inside its JSON envelope. */
export const MAX_BODY_BYTES = 2_500_000;
/**
 * Largest body of each mutation (issue 26 §4): an action is a few hundred bytes (at most 4,096 as
 * JSON, `ACTION_LIMITS`), so `games.act` takes 16 kB; publishing a map takes the whole
 * MAX_BODY_BYTES and a rule set (≤ 100 kB as JSON text, escaped) 256 kB. Any other call:
 * DEFAULT_BODY_BYTES. A batch may send the sum of its calls' limits (at most MAX_BODY_BYTES).
 */
export const BODY_LIMITS: Readonly<Record<string, number>> = {
  "maps.publish": MAX_BODY_BYTES,
  "rules.publish": 256_000,
  "games.act": 16_000,
  "games.explain": 16_000,
};
/** Largest body of a mutation not in BODY_LIMITS (a created game's seats and names, an undo…). */
export const DEFAULT_BODY_BYTES = 16_000;

/** The most bytes a POST to `procedures` (one call or a batch) may carry. */
export function bodyLimitOf(procedures: readonly string[]): number {
  let sum = 0;
  for (const p of procedures) sum += BODY_LIMITS[p] ?? DEFAULT_BODY_BYTES;
  return Math.min(MAX_BODY_BYTES, Math.max(sum, DEFAULT_BODY_BYTES));
}
/** Most calls in one batched request. */
export const MAX_BATCH = 10;
/** Longest wait for a request body (ms). */
export const BODY_TIMEOUT_MS = 10_000;

const SUBSCRIPTIONS = new Set(["games.onChange"]);

export interface ApiHandlerOptions {
  /** Mount point, with the trailing slash. Default `/api/trpc/`. */
  basePath?: string;
  /**
   * Origins (besides the page's own) allowed to call mutations from a browser: the editor's.
   * Default `["http://localhost:3001", "http://127.0.0.1:3001"]`. Queries are open to any origin.
   */
  editorOrigins?: string[];
  /**
   * Proxies in front of this server that append the client's address to `X-Forwarded-For`: 0 or
   * false (default) trusts none and counts the socket's address; 1 or true takes the right-most
   * entry (the one the balancer appended); N takes the N-th from the right (issue 26 §5).
   */
  trustProxy?: boolean | number;
  /** Where 500s are logged (with the request id). Default console.error. */
  log?: (message: string) => void;
  /** Longest wait for a request body (ms). Default BODY_TIMEOUT_MS. */
  bodyTimeoutMs?: number;
  /**
   * Routers of the packages beside the api (e.g. `{ lobby }`), served under the same base path with
   * the same checks; built with the api's `router`/`publicProcedure` (see `appRouterWith`).
   */
  routers?: Parameters<typeof appRouterWith>[0];
}

type Req = http.IncomingMessage & { body?: unknown; requestId?: string };

const json = (
  res: http.ServerResponse,
  status: number,
  message: string,
  code: string,
  extra: object = {},
) => {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, {
    "content-type": "application/json",
    // A body left unread (leaveUnread) closes the connection itself, a second later: closing at
    // once would reset it before the client reads this answer.
    ...(status >= 408 && !unread.has(res) ? { connection: "close" } : {}),
  });
  res.end(JSON.stringify({ error: { message, code: -32600, data: { code, httpStatus: status, ...extra } } }));
};

/** The request path with query values that may carry secrets (`t`, `token`, `input`) blanked. */
export function loggablePath(url: string | undefined): string {
  const raw = url ?? "/";
  const q = raw.indexOf("?");
  if (q < 0) return raw.slice(0, 300);
  const params = raw
    .slice(q + 1)
    .split("&")
    .map((p) => {
      const k = p.split("=")[0] ?? "";
      return /^(t|token|input|ownerToken)$/i.test(k) ? `${k}=…` : p;
    });
  return `${raw.slice(0, q)}?${params.join("&")}`.slice(0, 300);
}

/**
 * The client's address, counted by rate limits and stream caps. Behind `trustProxy` proxies
 * (issue 26 §5) it is the entry the outermost trusted proxy appended to `X-Forwarded-For`: each
 * proxy appends the address it was called from, so the entries to the left of the trusted ones are
 * whatever the client wrote and are ignored. With fewer entries than trusted hops, the left-most
 * (the request skipped a proxy, and the first one it met wrote that entry).
 */
export function clientOf(req: http.IncomingMessage, trustProxy: boolean | number = false): string {
  const hops = trustProxy === true ? 1 : trustProxy === false ? 0 : Math.max(0, Math.floor(trustProxy));
  const header = req.headers["x-forwarded-for"];
  // Several X-Forwarded-For headers count as one list, in order.
  const fwd = Array.isArray(header) ? header.join(",") : header;
  if (hops > 0 && typeof fwd === "string") {
    const entries = fwd
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    const pick = entries[Math.max(0, entries.length - hops)];
    if (pick) return pick.slice(0, 64);
  }
  return req.socket.remoteAddress ?? "unknown";
}

/**
 * A request listener for the API: answers requests under `basePath` and returns true, or returns
 * false for everything else (so the caller can hand them on, e.g. to Next.js).
 */
export function createApiHandler(
  server: PlayServer,
  options: ApiHandlerOptions = {},
): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  const basePath = options.basePath ?? "/api/trpc/";
  const editors = new Set(options.editorOrigins ?? ["http://localhost:3001", "http://127.0.0.1:3001"]);
  const log = options.log ?? ((m: string) => console.error(`[pudding] ${m}`));
  const handler = createHTTPHandler({
    router: options.routers ? appRouterWith(options.routers) : appRouter,
    basePath,
    maxBodySize: MAX_BODY_BYTES,
    maxBatchSize: MAX_BATCH,
    createContext: ({ req }): Context => ({
      server,
      client: clientOf(req, options.trustProxy),
      requestId: (req as Req).requestId,
      locale: localeOf(req),
      headers: req.headers,
    }),
    onError: ({ error, req, path }) => {
      if (error.code === "INTERNAL_SERVER_ERROR")
        log(
          `request ${(req as Req).requestId ?? "?"} ${req.method} ${loggablePath(req.url)} (${path ?? "?"}) failed: ${error.cause?.stack ?? error.stack ?? error.message}`,
        );
    },
  });
  return (rawReq, res) => {
    const req = rawReq as Req;
    if (!req.url?.startsWith(basePath)) return false;
    req.requestId ??= randomBytes(6).toString("hex");
    res.setHeader("x-request-id", req.requestId);
    res.setHeader("cache-control", "no-store");
    res.setHeader("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
    const origin = typeof req.headers.origin === "string" ? req.headers.origin : null;
    const sameOrigin = origin !== null && sameHost(origin, req.headers.host);
    const editor = origin !== null && editors.has(origin);
    let procedures: string[];
    try {
      procedures = decodeURIComponent(req.url.slice(basePath.length).split("?")[0] ?? "")
        .split(",")
        .filter(Boolean);
    } catch {
      json(
        res,
        400,
        "The address has a malformed %-escape (a % must be followed by two hex digits).",
        "BAD_REQUEST",
      );
      return true;
    }
    const mutationCall = req.method === "POST";
    if (origin !== null && !sameOrigin) {
      res.setHeader("vary", "origin");
      if (editor) res.setHeader("access-control-allow-origin", origin);
      else if (req.method === "GET") res.setHeader("access-control-allow-origin", "*");
      else if (req.method === "OPTIONS") {
        const asked = String(req.headers["access-control-request-method"] ?? "").toUpperCase();
        if (asked === "GET") res.setHeader("access-control-allow-origin", "*");
      }
      res.setHeader("access-control-allow-methods", editor ? "GET, POST, OPTIONS" : "GET, OPTIONS");
      res.setHeader(
        "access-control-allow-headers",
        "content-type, trpc-accept, x-trpc-source, last-event-id",
      );
    }
    if (req.method === "OPTIONS") {
      const asked = String(req.headers["access-control-request-method"] ?? "").toUpperCase();
      if (origin !== null && !sameOrigin && !editor && asked !== "GET")
        json(
          res,
          403,
          `Changes to this server are accepted only from its own pages and the editor (${[...editors].join(", ")}); ${origin} may read but not change.`,
          "FORBIDDEN",
        );
      else {
        res.writeHead(204);
        res.end();
      }
      return true;
    }
    if (mutationCall && origin !== null && !sameOrigin && !editor) {
      json(
        res,
        403,
        `Changes to this server are accepted only from its own pages and the editor (${[...editors].join(", ")}), not from ${origin}.`,
        "FORBIDDEN",
      );
      return true;
    }
    if (procedures.length > MAX_BATCH) {
      json(
        res,
        400,
        `A batch holds at most ${MAX_BATCH} calls and this one has ${procedures.length}. Send them in smaller batches (httpBatchLink({ maxItems: ${MAX_BATCH} })).`,
        "BAD_REQUEST",
      );
      return true;
    }
    const sub = procedures.find((p) => SUBSCRIPTIONS.has(p));
    if (sub && (req.method !== "GET" || procedures.length > 1)) {
      res.setHeader("allow", "GET");
      json(
        res,
        405,
        `${sub} is a subscription: open it alone with GET and "Accept: text/event-stream" (httpSubscriptionLink), not with ${req.method}${procedures.length > 1 ? " in a batch" : ""}.`,
        "METHOD_NOT_SUPPORTED",
      );
      return true;
    }
    if (req.method !== "GET" && req.method !== "POST") {
      res.setHeader("allow", "GET, POST, OPTIONS");
      json(
        res,
        405,
        `The API answers GET (queries) and POST (mutations), not ${req.method}.`,
        "METHOD_NOT_SUPPORTED",
      );
      return true;
    }
    if (req.method === "GET") {
      // A query's input comes in the address (≤ 16 kB of headers): its nesting is bounded too.
      const input = new URLSearchParams(req.url.split("?")[1] ?? "").get("input");
      if (input !== null && jsonDepthOver(input, MAX_BODY_DEPTH)) {
        json(res, 400, tooDeep(), "BAD_REQUEST");
        return true;
      }
      handler(req, res);
      return true;
    }
    const limit = bodyLimitOf(procedures);
    const what = procedures.length === 1 ? procedures[0] : `A batch of ${procedures.join(", ")}`;
    readBody(req, res, options.bodyTimeoutMs ?? BODY_TIMEOUT_MS, limit, what ?? "This call").then(
      (body) => {
        if (body === null) return;
        req.body = body;
        handler(req, res);
      },
      (e) => {
        log(`request ${req.requestId} reading the body failed: ${(e as Error).message}`);
        json(res, 400, "The request body could not be read; send it again.", "BAD_REQUEST");
      },
    );
    return true;
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

const unread = new WeakSet<http.ServerResponse>();

/**
 * After a refusal, the rest of the body is not read (reading megabytes only to drop them costs the
 * event loop as much as the attack: issue 26 §4): the socket is paused, the client has a second to
 * read the answer, then the connection closes.
 */
function leaveUnread(req: Req, res: http.ServerResponse): void {
  unread.add(res);
  // A 'data' listener marks the body as being consumed, so Node does not drain it when the
  // answer ends; pausing stops reading from the socket.
  if (req.listenerCount("data") === 0) req.on("data", () => {});
  req.pause();
  res.once("finish", () => setTimeout(() => req.destroy(), 1000).unref());
}

const tooDeep = () =>
  `The request body nests [ and { deeper than ${MAX_BODY_DEPTH} levels; no call needs that many (a map needs at most 16). Send a flatter document.`;

/**
 * The whole body as text, or null after answering a refusal: a Content-Length that is not a
 * number, a body over `limit` bytes or nested deeper than MAX_BODY_DEPTH (both found while the
 * bytes arrive, before any parse: issue 26 §4), a body that stops short of its Content-Length, a
 * slow body.
 */
function readBody(
  req: Req,
  res: http.ServerResponse,
  timeoutMs: number,
  limit: number,
  what: string,
): Promise<string | null> {
  const tooLarge = (bytes: string) =>
    `${what} takes at most ${limit.toLocaleString("en")} bytes${limit < MAX_BODY_BYTES ? " (an action or a game's settings are a few hundred)" : ""}; this request is ${bytes} bytes.`;
  const header = req.headers["content-length"];
  let declared: number | null = null;
  if (header !== undefined) {
    if (!/^\d{1,12}$/.test(header)) {
      json(
        res,
        400,
        `Content-Length must be a whole number of bytes, not "${String(header).slice(0, 40)}".`,
        "BAD_REQUEST",
      );
      req.resume();
      return Promise.resolve(null);
    }
    declared = Number(header);
    if (declared > limit) {
      leaveUnread(req, res);
      json(res, 413, tooLarge(declared.toLocaleString("en")), "PAYLOAD_TOO_LARGE");
      return Promise.resolve(null);
    }
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (v: string | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(v);
    };
    const timer = setTimeout(() => {
      json(
        res,
        408,
        declared === null
          ? `The request body did not arrive within ${timeoutMs / 1000} s (${size.toLocaleString("en")} bytes came).`
          : `The request body stopped after ${size.toLocaleString("en")} of the ${declared.toLocaleString("en")} bytes its Content-Length announced; send the whole body or a correct Content-Length.`,
        "TIMEOUT",
      );
      res.once("finish", () => req.destroy());
      finish(null);
    }, timeoutMs);
    timer.unref?.();
    const gauge = new JsonDepthGauge(MAX_BODY_DEPTH);
    req.on("data", (c: Buffer) => {
      if (done) return;
      size += c.length;
      if (size > limit || !gauge.feed(c)) {
        leaveUnread(req, res);
        if (size > limit) json(res, 413, tooLarge(`over ${limit.toLocaleString("en")}`), "PAYLOAD_TOO_LARGE");
        else json(res, 400, tooDeep(), "BAD_REQUEST");
        finish(null);
        return;
      }
      chunks.push(c);
    });
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      if (!done && text.length > 0 && declared !== null && size === declared) {
        try {
          JSON.parse(text);
        } catch (e) {
          json(
            res,
            400,
            `The request body is not JSON (${(e as Error).message}). If the body is longer than its Content-Length (${declared.toLocaleString("en")} bytes), it was cut there.`,
            "PARSE_ERROR",
          );
          finish(null);
          return;
        }
      }
      finish(text);
    });
    req.on("aborted", () => finish(null));
    req.on("error", (e) => {
      if (!done) {
        done = true;
        clearTimeout(timer);
        reject(e);
      }
    });
  });
}

export interface FrontDoorOptions extends ApiHandlerOptions {
  /** Everything that is not the API (Next.js's request handler). */
  pages?: (req: http.IncomingMessage, res: http.ServerResponse) => unknown;
  /** Next.js in development needs `unsafe-eval` and websockets for hot reload. */
  dev?: boolean;
  /**
   * Handlers of the packages beside the api (e.g. accounts at `/api/auth/`), by path prefix,
   * tried before the API and the pages. `client` is the address rate limits count (`trustProxy`).
   */
  routes?: readonly FrontDoorRoute[];
}

/** A path prefix (with its trailing slash) and the handler of everything under it. */
export interface FrontDoorRoute {
  prefix: string;
  handle: (req: http.IncomingMessage, res: http.ServerResponse, client: string) => unknown;
}

/** The Content-Security-Policy of pages (Next.js needs inline scripts for hydration). */
export function pageCsp(dev = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The request listener of a whole site: security headers on every answer (and no
 * `X-Powered-By`), `/healthz` (the process runs) and `/readyz` (the database answers), the API,
 * then `pages`. A malformed address is a 400; an exception is a logged 500 with a request id.
 */
export function createFrontDoor(
  server: PlayServer,
  options: FrontDoorOptions = {},
): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  const log = options.log ?? ((m: string) => console.error(`[pudding] ${m}`));
  const api = createApiHandler(server, { ...options, log });
  const csp = pageCsp(options.dev);
  return (rawReq, res) => {
    const req = rawReq as Req;
    req.requestId = randomBytes(6).toString("hex");
    const setHeader = res.setHeader.bind(res);
    // Next.js announces itself; nothing here should.
    res.setHeader = ((name: string, value: number | string | readonly string[]) =>
      name.toLowerCase() === "x-powered-by" ? res : setHeader(name, value)) as typeof res.setHeader;
    res.setHeader("x-request-id", req.requestId);
    res.setHeader("x-content-type-options", "nosniff");
    res.setHeader("x-frame-options", "DENY");
    res.setHeader("referrer-policy", "no-referrer");
    res.setHeader("content-security-policy", csp);
    const fail = (e: unknown) => {
      log(
        `request ${req.requestId} ${req.method} ${loggablePath(req.url)} failed: ${(e as Error)?.stack ?? String(e)}`,
      );
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        res.end(
          `Something went wrong on the server. Try again; if it persists, report request ${req.requestId}.`,
        );
      } else res.end();
    };
    try {
      const path = (req.url ?? "/").split("?")[0] as string;
      try {
        decodeURIComponent(path);
      } catch {
        res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
        res.end("The address has a malformed %-escape (a % must be followed by two hex digits).");
        return;
      }
      if (path === "/healthz") {
        res.writeHead(200, { "content-type": "text/plain", "cache-control": "no-store" });
        res.end("ok");
        return;
      }
      if (path === "/readyz") {
        void server.ready().then((ok) => {
          res.writeHead(ok ? 200 : 503, { "content-type": "text/plain", "cache-control": "no-store" });
          res.end(ok ? "ready" : "not ready: the database does not answer or the server is stopping");
        }, fail);
        return;
      }
      const route = options.routes?.find((r) => path.startsWith(r.prefix));
      if (route) {
        const r = route.handle(req, res, clientOf(req, options.trustProxy));
        if (r && typeof (r as Promise<unknown>).then === "function") (r as Promise<unknown>).catch(fail);
        return;
      }
      if (api(req, res)) return;
      if (!options.pages) {
        res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
        res.end("Not found: the API lives under /api/trpc/");
        return;
      }
      const r = options.pages(req, res);
      if (r && typeof (r as Promise<unknown>).then === "function") (r as Promise<unknown>).catch(fail);
    } catch (e) {
      fail(e);
    }
  };
}

/** Answers malformed HTTP (a body longer than its Content-Length, broken headers) with a sentence. */
export function answerClientErrors(httpServer: http.Server): void {
  httpServer.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = err.code === "HPE_HEADER_OVERFLOW";
    const text = tooLarge
      ? "The request's address and headers are too large (at most 16 kB); send fewer calls in a batch or a POST body."
      : `The request could not be read as HTTP (${err.code ?? "malformed"}): check Content-Length against the body and the headers' syntax.`;
    const answer = () =>
      socket.end(
        `HTTP/1.1 ${tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request"}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
      );
    // Bytes after a body that was longer than its Content-Length: answer the request in flight first.
    const inFlight = (socket as unknown as { _httpMessage?: http.ServerResponse })._httpMessage;
    if (inFlight && !inFlight.writableEnded) inFlight.once("finish", answer);
    else answer();
  });
}

export interface RunningApiServer {
  url: string;
  port: number;
  server: PlayServer;
  close(): Promise<void>;
}

/** Run the API alone on `port` (0 = any free port) on 127.0.0.1 unless `host` says otherwise; `url` ends with `/api/trpc`. */
export async function startApiServer(
  options: (PlayServerOptions | { server: PlayServer }) &
    FrontDoorOptions & { port?: number; host?: string; server?: PlayServer },
): Promise<RunningApiServer> {
  const server = options.server ?? (await PlayServer.open(options as PlayServerOptions));
  const httpServer = http.createServer(createFrontDoor(server, options));
  answerClientErrors(httpServer);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(options.port ?? 0, host, resolve);
  });
  const port = (httpServer.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}/api/trpc`,
    port,
    server,
    async close() {
      httpServer.closeAllConnections();
      await new Promise<void>((r) => httpServer.close(() => r()));
      if (!options.server) await server.close();
    },
  };
}

/**
 * The reader's language for a request: the `pudding_locale` cookie the play app sets when the player
 * picks one, else the browser's `Accept-Language`, else English.
 */
export function localeOf(req: http.IncomingMessage): Locale {
  const cookie = /(?:^|;\s*)pudding_locale=([a-z]{2})(?:;|$)/.exec(req.headers.cookie ?? "")?.[1];
  if (isLocale(cookie)) return cookie;
  const accept = req.headers["accept-language"];
  return pickLocale(typeof accept === "string" ? accept.slice(0, 512) : undefined);
}
