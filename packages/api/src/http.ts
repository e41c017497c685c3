/**
 * Serving the routers over HTTP with Node's http module: `createApiHandler` mounts them at a base
 * path inside any Node server (the play app's server uses it), `startApiServer` runs them alone
 * (tests, the editor's publish test). CORS lets the editor on another port publish maps.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHTTPHandler } from "@trpc/server/adapters/standalone";
import { PlayServer, type PlayServerOptions } from "./play-server.js";
import { appRouter } from "./router.js";
import { createContext } from "./trpc.js";

/** Largest request body accepted (a 5 MB map plus its JSON envelope). */
export const MAX_BODY_BYTES = 6_000_000;

export interface ApiHandlerOptions {
  /** Mount point, with the trailing slash. Default `/api/trpc/`. */
  basePath?: string;
  /** Origins allowed to call from a browser on another origin; `*` for any. Default `*`. */
  allowOrigin?: string;
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
  const handler = createHTTPHandler({
    router: appRouter,
    createContext: createContext(server),
    basePath,
    maxBodySize: MAX_BODY_BYTES,
  });
  return (req, res) => {
    if (!req.url?.startsWith(basePath)) return false;
    res.setHeader("Access-Control-Allow-Origin", options.allowOrigin ?? "*");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    res.setHeader("Access-Control-Allow-Headers", "content-type, trpc-accept, x-trpc-source, last-event-id");
    if (req.method === "OPTIONS") {
      res.writeHead(204);
      res.end();
      return true;
    }
    const length = Number(req.headers["content-length"] ?? 0);
    if (length > MAX_BODY_BYTES) {
      res.writeHead(413, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          error: {
            message: `The request is ${length.toLocaleString("en")} bytes; at most ${MAX_BODY_BYTES.toLocaleString("en")} are accepted.`,
            code: -32600,
            data: { code: "PAYLOAD_TOO_LARGE", httpStatus: 413 },
          },
        }),
      );
      return true;
    }
    handler(req, res);
    return true;
  };
}

export interface RunningApiServer {
  url: string;
  port: number;
  server: PlayServer;
  close(): Promise<void>;
}

/** Run the API alone on `port` (0 = any free port); `url` ends with `/api/trpc`. */
export async function startApiServer(
  options: PlayServerOptions & ApiHandlerOptions & { port?: number; host?: string; server?: PlayServer } = {},
): Promise<RunningApiServer> {
  const server = options.server ?? (await PlayServer.open(options));
  const handle = createApiHandler(server, options);
  const httpServer = http.createServer((req, res) => {
    if (!handle(req, res)) {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("Not found: the API lives under /api/trpc/");
    }
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve);
  });
  const port = (httpServer.address() as AddressInfo).port;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}/api/trpc`,
    port,
    server,
    async close() {
      httpServer.closeAllConnections();
      await new Promise<void>((r) => httpServer.close(() => r()));
      if (!options.server) await server.close();
    },
  };
}
