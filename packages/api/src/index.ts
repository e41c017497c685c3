/**
 * @pudding/api — the play server for every game module: tRPC routers (catalog, maps, rules, games)
 * over a Drizzle store on embedded PGlite or PostgreSQL, a live feed across server instances, and
 * bots off the request path. Only per-seat views ever leave it. Browsers import
 * `@pudding/api/live` (applyLiveEvent) and the types.
 */
export { GameCatalog } from "./catalog.js";
export * from "./contract.js";
export {
  type Db,
  type MigrationModule,
  migrate,
  type OpenDb,
  type OpenDbOptions,
  openDb,
} from "./db/open.js";
export { type Env, EnvSchema, getPlayServer, type HostGames, optionsFromEnv, readEnv } from "./env.js";
export { PlayError, type PlayErrorCode } from "./errors.js";
export {
  type ApiHandlerOptions,
  answerClientErrors,
  createApiHandler,
  createFrontDoor,
  type FrontDoorOptions,
  type FrontDoorRoute,
  MAX_BATCH,
  MAX_BODY_BYTES,
  pageCsp,
  type RunningApiServer,
  startApiServer,
} from "./http.js";
export { hashToken } from "./ids.js";
export { DEFAULT_LIMITS, type ServerLimits } from "./limits.js";
export { applyLiveEvent, applyPatch } from "./live-client.js";
export { PlayServer, type PlayServerOptions } from "./play-server.js";
export {
  type AppRouter,
  appRouter,
  appRouterWith,
  catalogRouter,
  gamesRouter,
  mapsRouter,
  rulesRouter,
} from "./router/index.js";
export {
  type Context,
  createCallerFactory,
  createContext,
  guard,
  publicProcedure,
  router,
} from "./trpc.js";
