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
