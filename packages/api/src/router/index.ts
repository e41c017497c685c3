/**
 * The root router: thin procedures per domain over PlayServer. Inputs are checked by the contract's
 * zod schemas; documents and actions by the game modules.
 */
import { router } from "../trpc.js";
import { catalogRouter } from "./catalog.js";
import { gamesRouter } from "./games.js";
import { mapsRouter } from "./maps.js";
import { rulesRouter } from "./rules.js";

export { catalogRouter, gamesRouter, mapsRouter, rulesRouter };

export const appRouter = router({
  catalog: catalogRouter,
  maps: mapsRouter,
  rules: rulesRouter,
  games: gamesRouter,
});
export type AppRouter = typeof appRouter;

/**
 * The api's router with routers of the packages beside it (`{ lobby: lobbyRouter }`) mounted next to
 * its own domains, built with the same `router`/`publicProcedure`, so they share its error shapes,
 * languages and the HTTP door's checks. A name of the api's own is refused.
 */
export function appRouterWith<E extends Record<string, AnyRouter>>(extra: E) {
  for (const name of Object.keys(extra))
    if (name in appRouter._def.record) throw new Error(`"${name}" is a router of the api itself`);
  return router({
    catalog: catalogRouter,
    maps: mapsRouter,
    rules: rulesRouter,
    games: gamesRouter,
    ...extra,
  });
}
type AnyRouter = ReturnType<typeof router>;
