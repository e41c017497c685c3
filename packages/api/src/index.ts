/**
 * @pudding/api — the play server: tRPC routers (maps, rules, games) over a Drizzle store on
 * embedded PGlite or PostgreSQL, with bots off the request path. Only seat views ever leave it.
 */
export * from "./contract.js";
export { type Db, migrate, type OpenDb, type OpenDbOptions, openDb } from "./db/open.js";
export { getPlayServer, optionsFromEnv } from "./env.js";
export {
  type ApiHandlerOptions,
  createApiHandler,
  MAX_BODY_BYTES,
  type RunningApiServer,
  startApiServer,
} from "./http.js";
export { hashToken, PlayError, PlayServer, type PlayServerOptions } from "./play-server.js";
export { type AppRouter, appRouter, gamesRouter, mapsRouter, rulesRouter } from "./router.js";
export { type Context, createCallerFactory, createContext } from "./trpc.js";
